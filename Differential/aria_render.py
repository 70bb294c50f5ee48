"""Renders one snapshot of a scenario (its JSON form) as ARIA HTML that axe-core can judge.

Each node becomes an absolutely positioned element at its frame, so tree order is drawing order
as in the model, with the ARIA role, name, state, colours, opacity and font the node carries:

- role: from the node's role and traits (button, link, switch, slider, textbox, heading, img,
  dialog for a node with sheet facts); only accessibility elements get one.
- name: an element with a role gets its label as `aria-label`; a node with text facts also shows
  its label as text content (what axe's color-contrast reads); a label without text facts on a
  node without role is visually hidden text, spoken but not seen.
- hidden from assistive technology: `aria-hidden="true"`; disabled: `aria-disabled="true"`.
- font: the model's point size as CSS px (WCAG2ICT: one pt or dp is one CSS px) and the numeric
  weight (semibold 600, bold 700).
- a hit frame that differs from the frame: the element with the role sits at the touch area and
  draws nothing; a child without role draws the node at its frame.

A node without a frame takes its parent's. Every element carries `data-node`, the node id, which
is how axe-core's results are mapped back to nodes.
"""

import html

WEIGHTS = {"ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
           "semibold": 600, "bold": 700, "heavy": 800, "black": 900}

WIDGET_ROLES = {
    "button": {"role": "button"},
    "cell": {"role": "button"},
    "link": {"role": "link"},
    "toggle": {"role": "switch", "aria-checked": "false"},
    "adjustable": {"role": "slider", "aria-valuemin": "0", "aria-valuemax": "100", "aria-valuenow": "50"},
    "slider": {"role": "slider", "aria-valuemin": "0", "aria-valuemax": "100", "aria-valuenow": "50"},
    "textField": {"role": "textbox"},
    "searchField": {"role": "searchbox"},
}
TRAIT_ROLES = (("button", "button"), ("link", "link"), ("adjustable", "adjustable"))
DEFAULT_ELEMENT_ROLES_EXCLUDED = {"none", "group", "window", "scrollView", "list"}


VISUALLY_HIDDEN = ("position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;"
                   "clip:rect(0 0 0 0);white-space:nowrap")


def css_color(hex_color):
    """`#RRGGBB` or `#RRGGBBAA`, which CSS reads with the same 8-bit alpha as the model."""
    return hex_color if hex_color.startswith("#") else "#" + hex_color


def is_element(node):
    return node.get("isAccessibilityElement", node.get("role", "group") not in DEFAULT_ELEMENT_ROLES_EXCLUDED)


def aria_attributes(node):
    """The ARIA role and states of a node, as attribute pairs."""
    attributes = {}
    traits = set(node.get("traits", []))
    role = node.get("role", "group")
    if node.get("sheet") is not None or role in ("sheet", "dialog"):
        attributes["role"] = "dialog"
    elif is_element(node):
        for trait, mapped in TRAIT_ROLES:
            if trait in traits and role not in WIDGET_ROLES:
                role = mapped
        if role in WIDGET_ROLES:
            attributes.update(WIDGET_ROLES[role])
            attributes["tabindex"] = "0"
        elif role == "header" or "header" in traits:
            attributes.update({"role": "heading", "aria-level": "2"})
        elif role == "image" or "image" in traits:
            attributes["role"] = "img"
    if node.get("isHidden"):
        attributes["aria-hidden"] = "true"
    if "notEnabled" in traits:
        attributes["aria-disabled"] = "true"
    return attributes


def box_style(frame, origin):
    x, y = frame["x"] - origin[0], frame["y"] - origin[1]
    return (f"position:absolute;left:{x}px;top:{y}px;width:{frame['width']}px;height:{frame['height']}px;"
            "margin:0;padding:0;border:0;box-sizing:border-box;")


def paint_style(node):
    style = ""
    if node.get("background"):
        style += f"background-color:{css_color(node['background'])};"
    if node.get("foreground"):
        style += f"color:{css_color(node['foreground'])};"
    text = node.get("text")
    if text:
        weight = WEIGHTS.get(text.get("weight", "regular"), 400)
        style += (f"font-family:'DejaVu Sans';font-size:{text['pointSize']}px;font-weight:{weight};"
                  "line-height:normal;white-space:nowrap;")
    return style


def render_node(node, parent_frame, parent_origin, out):
    frame = node.get("frame") or parent_frame
    attributes = aria_attributes(node)
    text = node.get("text")
    label = node.get("label")
    content = html.escape(label) if text and label else ""
    if label is not None and "role" in attributes:
        attributes["aria-label"] = label
    elif label and not content:
        # A label whose look was not captured: spoken, not seen.
        content = f'<span style="{VISUALLY_HIDDEN}">{html.escape(label)}</span>'
    opacity = node.get("opacity", 1)
    opacity_style = f"opacity:{opacity};" if opacity != 1 else ""
    hit = node.get("hitFrame")
    data = f' data-node="{html.escape(node["id"], quote=True)}"'
    attrs = "".join(f' {key}="{html.escape(value, quote=True)}"' for key, value in attributes.items())
    if hit and hit != frame and "tabindex" in attributes:
        # The touch area holds the role; a child without one draws the node at its frame.
        out.append(f'<div{data}{attrs} style="{box_style(hit, parent_origin)}{opacity_style}">')
        origin = (hit["x"], hit["y"])
        out.append(f'<div{data} style="{box_style(frame, origin)}{paint_style(node)}">{content}</div>')
    else:
        out.append(f'<div{data}{attrs} style="{box_style(frame, parent_origin)}{paint_style(node)}{opacity_style}">{content}')
        origin = (frame["x"], frame["y"])
    for child in node.get("children", []):
        render_node(child, frame, origin, out)
    out.append("</div>")


def render_body(snapshot):
    """The body markup of one snapshot."""
    environment = snapshot.get("environment", {})
    viewport = environment.get("viewport", {"width": 393, "height": 852})
    screen = {"x": 0, "y": 0, "width": viewport["width"], "height": viewport["height"]}
    out = []
    render_node(snapshot["root"], screen, (0, 0), out)
    return "".join(out)


def render_page(snapshot, title="snapshot"):
    """A whole page, for looking at a snapshot in a browser."""
    return ('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>'
            + html.escape(title) + '</title></head><body style="margin:0;background:#FFFFFF">'
            + render_body(snapshot) + "</body></html>")
