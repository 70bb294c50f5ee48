"""What Chromium actually paints, for the cases where the two engines compute colours differently.

A text's colour cannot be read off anti-aliased glyphs, so the text is replaced by a solid box of
its own colour in the same place in the tree (the same groups and opacities around it), the page
is captured, and the pixel at the middle of the box is compared with the colour morph-audit says
the text is seen in.
"""

import struct
import zlib


def decode_png(data):
    """Rows of RGB(A) bytes from an 8-bit PNG, as Chromium's screenshots are."""
    position, idat = 8, b""
    width = height = colour_type = 0
    while position < len(data):
        length = struct.unpack(">I", data[position:position + 4])[0]
        kind = data[position + 4:position + 8]
        body = data[position + 8:position + 8 + length]
        position += 12 + length
        if kind == b"IHDR":
            width, height, _, colour_type = struct.unpack(">IIBB", body[:10])
        elif kind == b"IDAT":
            idat += body
    raw = zlib.decompress(idat)
    channels = 4 if colour_type == 6 else 3
    stride = width * channels
    rows, previous, offset = [], bytearray(stride), 0
    for _ in range(height):
        kind = raw[offset]
        line = bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up = previous[x]
            corner = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + left) & 255
            elif kind == 2:
                line[x] = (line[x] + up) & 255
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 255
            elif kind == 4:
                guess = left + up - corner
                near = min((abs(guess - left), 0, left), (abs(guess - up), 1, up), (abs(guess - corner), 2, corner))[2]
                line[x] = (line[x] + near) & 255
        rows.append(line)
        previous = line
    return rows, channels


def painted_colours(driver, body, node_id, colour):
    """What Chromium paints where the text of `node_id` is in the page `body`: the backdrop (the
    text taken away) and a solid box of `colour` standing in for the text, each as (r, g, b)
    read at the middle of the text's box."""
    point = driver.execute_script("""
        const [body, id] = arguments;
        document.body.innerHTML = body;
        const element = [...document.querySelectorAll('[data-node]')].find(e => e.dataset.node === id && e.firstChild && e.firstChild.nodeType === 3);
        const range = document.createRange();
        range.selectNodeContents(element.firstChild);
        const glyphs = range.getBoundingClientRect();
        const frame = element.getBoundingClientRect();
        element.firstChild.remove();
        element.dataset.box = [glyphs.x - frame.x, glyphs.y - frame.y, glyphs.width, glyphs.height].join(' ');
        return [glyphs.x + glyphs.width / 2, glyphs.y + glyphs.height / 2];
    """, body, node_id)
    x, y = int(point[0]), int(point[1])
    backdrop = pixel(driver, x, y)
    driver.execute_script("""
        const [id, colour] = arguments;
        const element = [...document.querySelectorAll('[data-node]')].find(e => e.dataset.node === id && e.dataset.box);
        const [left, top, width, height] = element.dataset.box.split(' ');
        const solid = document.createElement('div');
        solid.style.cssText = `position:absolute;left:${left}px;top:${top}px;width:${width}px;height:${height}px;background:${colour}`;
        element.appendChild(solid);
    """, node_id, colour)
    return pixel(driver, x, y), backdrop


def pixel(driver, x, y):
    rows, channels = decode_png(driver.get_screenshot_as_png())
    return tuple(rows[y][x * channels:x * channels + 3])
