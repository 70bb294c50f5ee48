"""Seeded synthetic sheets for the axe-core differential test.

Each scenario is one snapshot of a modal sheet on a white screen, built from rows of items that
sit on the edges where two engines can disagree:

- text at sizes around the large-scale boundaries (18.666… pt bold, 24 pt) in every weight, in
  colours aimed at 3:1 and 4.5:1 against what is behind it;
- text on a chip drawn before it as a sibling (sometimes only partly over it), text in a
  translucent group with a fill of its own, translucent text, text hidden from assistive
  technology but visible, decorative text;
- rows of controls around 24 and 44 pt with gaps from 0 to 30 pt, some hidden from assistive
  technology, some with a padded hit frame reaching over a neighbour, some overlapping outright,
  labelled, unlabelled, blank, invisible-character or glyph-only;
- a sheet named by its container, by a heading, by nothing, by blank or invisible characters.

The same seed always writes the same scenarios.
"""

import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "Examples", "tools"))
from scenario_json import environment, node, scenario, sheet, snapshot  # noqa: E402

SCREEN_WIDTH, SCREEN_HEIGHT = 393, 852
SHEET_TOP = 120

TEXT_SIZES = [11, 12, 14, 15, 17, 18, 18.5, 18.6, 18.66, 18.666, 18.667, 18.67, 18.7, 19, 20, 22,
              23.5, 23.9, 23.95, 23.99, 24, 24.01, 26, 28]
WEIGHTS = ["light", "regular", "medium", "semibold", "semibold", "bold", "bold", "heavy", "black"]
WORDS = ["Plan", "Total", "Offline", "Sign in", "Continue", "Now playing", "Profile", "Pro", "Save 20%", "Details"]
SMALL_SIDES = [16, 18, 20, 22, 23, 23.9, 23.96, 23.99, 24, 24.5, 26, 28, 32]  # 23.96 snaps to 23.953125
LARGE_SIDES = [36, 40, 43.5, 44, 46, 48]
GAPS = [-6, 0, 1, 2, 4, 6, 8, 10, 12, 14, 16, 20, 24, 30]
NAMES = ["Add", "Share", "More options", "Next", "Close"]
ODD_NAMES = ["", " ", "\u200b", "\u2060", "\ufeff", "\u00a0", "×", "⋯", "★"]
INVISIBLE_NAMES = ["", "  ", "\u200b", "\u2060", "\ufeff", "\u00ad", "\u200b\u200b"]
SHEET_FILLS = ["#FFFFFF", "#F2F2F7", "#1C1C1E", "#2C2C2E", "#FFFFFF", "#F2F2F7"]


# --- colour arithmetic (WCAG 2.x relative luminance) -------------------------------------------

def parse(hex_color):
    digits = hex_color.lstrip("#")
    return tuple(int(digits[i:i + 2], 16) for i in (0, 2, 4))


def hexed(rgb, alpha=None):
    text = "#" + "".join(f"{max(0, min(255, round(c))):02X}" for c in rgb)
    return text + (f"{alpha:02X}" if alpha is not None and alpha < 255 else "")


def luminance(rgb):
    def linear(channel):
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def over(top, alpha, bottom):
    return tuple(t * alpha + b * (1 - alpha) for t, b in zip(top, bottom))


def colour_for_ratio(rng, backdrop, target):
    """A colour whose contrast with `backdrop` is as close to `target` as 8-bit channels allow,
    darker or lighter than it, grey or tinted."""
    tint = [rng.uniform(0.4, 1.0) for _ in range(3)] if rng.random() < 0.5 else [1.0, 1.0, 1.0]
    peak = max(tint)
    tint = [t / peak for t in tint]
    lb = luminance(backdrop)
    candidates = []
    for darker in (True, False):
        wanted = (lb + 0.05) / target - 0.05 if darker else target * (lb + 0.05) - 0.05
        if not 0 <= wanted <= 1:
            continue
        def colour(s):  # monotonic in s: black → tint → white
            if s <= 1:
                return tuple(255 * s * t for t in tint)
            return tuple(255 * (t + (1 - t) * (s - 1)) for t in tint)
        low, high = 0.0, 2.0
        for _ in range(40):
            middle = (low + high) / 2
            if luminance(tuple(round(c) for c in colour(middle))) < wanted:
                low = middle
            else:
                high = middle
        candidates.append(tuple(round(c) for c in colour(high)))
    if not candidates:
        return (0, 0, 0) if lb > 0.18 else (255, 255, 255)
    return rng.choice(candidates)


def aimed_ratio(rng):
    """A ratio near 3:1 or 4.5:1, now and then one far from both."""
    if rng.random() < 0.1:
        return rng.choice([1.5, 2.2, 7, 12])
    return rng.choice([3, 4.5]) * (1 + rng.uniform(-0.07, 0.07))


# --- the sheet ---------------------------------------------------------------------------------

def snapped(value):
    """Chromium lays boxes out in 1/64 px units; frames on that grid are drawn exactly where the
    model puts them, so a touching edge does not become a 1/64 px overlap in the page."""
    return round(value * 64) / 64


def frame(x, y, width, height):
    return {"x": snapped(x), "y": snapped(y), "width": snapped(width), "height": snapped(height)}


def text_facts(size, weight, essential=True):
    return {"pointSize": size, "weight": weight, "scalesWithDynamicType": False, "isTruncated": False,
            "isClipped": False, "isEssential": essential}


def text_width(label, size):
    return len(label) * size * 0.72 + 8


class SheetGenerator:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.seed = seed

    def scenario(self, number):
        rng = self.rng
        fill = parse(rng.choice(SHEET_FILLS))
        self.ids = 0
        title_kind = rng.choice(["label", "label", "heading", "heading", "plain", "empty", "whitespace",
                                 "invisible", "glyph"])
        children, container_label = self.title(title_kind, fill)
        y = SHEET_TOP + 64
        while True:
            row, height = self.row(y, fill)
            if y + height > SCREEN_HEIGHT - 12:
                break
            children += row
            y += height + rng.choice([8, 12, 16, 24])
        card = node("sheet", part="card", label=container_label, frame=frame(0, SHEET_TOP, SCREEN_WIDTH, SCREEN_HEIGHT - SHEET_TOP),
                    background=hexed(fill), sheet=sheet(), children=children)
        root = node("screen", role="window", frame=frame(0, 0, SCREEN_WIDTH, SCREEN_HEIGHT), background="#FFFFFF",
                    children=[card])
        env = environment()
        return scenario(f"synthetic-{self.seed}-{number:04d}", f"Synthetic sheet {number} (seed {self.seed})",
                        "Differential/sheet_generator.py", [snapshot("sheet", "sheet", env, root)], [])

    def next_id(self, kind):
        self.ids += 1
        return f"{kind}-{self.ids}"

    def title(self, kind, fill):
        """The sheet's title and container label for one way of naming (or not naming) the sheet."""
        rng = self.rng
        colour = hexed(colour_for_ratio(rng, fill, 7))
        title = lambda role, traits=(): node("title", role=role, part="title", label="Choose a plan", traits=traits,
                                             frame=frame(16, SHEET_TOP + 16, 200, 30), text=text_facts(22, "bold"),
                                             foreground=colour)
        if kind == "label":
            return [title("staticText")], "Choose a plan"
        if kind == "heading":
            return [title("header")], None
        if kind == "plain":
            return [title("staticText")], None
        if kind == "glyph":
            return [title("staticText")], rng.choice(["⋯", "★", "×"])
        return [title("staticText")], {"empty": "", "whitespace": "   "}.get(kind) or rng.choice(INVISIBLE_NAMES)

    def row(self, y, fill):
        kind = self.rng.choices(["text", "chip", "group", "controls", "hidden", "decorative"],
                                weights=[3, 2, 2, 4, 1, 0.5])[0]
        return getattr(self, "row_" + kind)(y, fill)

    def a_text(self, x, y, backdrop, **extra):
        rng = self.rng
        size = rng.choice(TEXT_SIZES)
        label = rng.choice(WORDS)
        width = min(text_width(label, size), SCREEN_WIDTH - x - 16)
        height = round(size * 1.4, 1)
        colour = colour_for_ratio(rng, backdrop, aimed_ratio(rng))
        opacity = rng.choice([0.6, 0.8, 0.9]) if rng.random() < 0.08 else 1
        return node(self.next_id("text"), role="staticText", label=label, frame=frame(x, y, width, height),
                    text=text_facts(size, rng.choice(WEIGHTS), extra.pop("essential", True)), foreground=hexed(colour),
                    opacity=opacity, **extra), height

    def row_text(self, y, fill):
        item, height = self.a_text(16, y, fill)
        return [item], height

    def row_hidden(self, y, fill):
        item, height = self.a_text(16, y, fill, hidden=True)
        return [item], height

    def row_decorative(self, y, fill):
        item, height = self.a_text(16, y, fill, essential=False)
        return [item], height

    def row_chip(self, y, fill):
        """Text drawn over a sibling's fill, usually wholly inside it."""
        rng = self.rng
        chip_colour = parse(hexed([rng.randrange(256) for _ in range(3)]))
        text, height = self.a_text(24, y + 6, chip_colour)
        text_frame = text["frame"]
        chip = node(self.next_id("chip"), frame=frame(16, y, text_frame["width"] + 16, height + 12),
                    background=hexed(chip_colour))
        if rng.random() < 0.15:  # partly over the chip
            chip["frame"]["width"] = round(text_frame["width"] / 2 + 8, 3)
        return [chip, text], height + 12

    def row_group(self, y, fill):
        """A translucent group with a fill of its own holding text."""
        rng = self.rng
        group_fill = parse(hexed([rng.randrange(256) for _ in range(3)]))
        opacity = round(rng.uniform(0.35, 0.95), 2)
        seen_fill = over(group_fill, opacity, fill)
        text, height = self.a_text(28, y + 8, seen_fill)
        group = node(self.next_id("group"), frame=frame(16, y, text["frame"]["width"] + 24, height + 16),
                     opacity=opacity, background=hexed(group_fill), children=[text])
        return [group], height + 16

    def row_controls(self, y, fill):
        """Two to four controls in a row, around 24 or 44 pt, close together or spaced."""
        rng = self.rng
        sides = SMALL_SIDES if rng.random() < 0.6 else LARGE_SIDES
        x = 16.0
        controls = []
        tallest = 0
        for _ in range(rng.randint(2, 4)):
            width, height = rng.choice(sides), rng.choice(sides)
            control, width, height = self.a_control(x, y, width, height, fill)
            if x + width > SCREEN_WIDTH - 16:
                break
            controls.append(control)
            tallest = max(tallest, height)
            x += width + rng.choice(GAPS)
        # Padded hit frames may reach past the row: keep the next row clear of them.
        reach = max([c["hitFrame"]["y"] + c["hitFrame"]["height"] - y for c in controls if "hitFrame" in c] + [tallest])
        return controls, reach

    def a_control(self, x, y, width, height, fill):
        rng = self.rng
        role = rng.choices(["button", "link", "toggle", "textField", "adjustable"], weights=[8, 2, 1, 1, 1])[0]
        label = rng.choice(NAMES) if rng.random() < 0.75 else rng.choice(ODD_NAMES)
        extra = {}
        if rng.random() < 0.3 and label.strip():
            size = rng.choice([13, 15, 17])
            width = max(width, text_width(label, size))
            height = max(height, size * 1.4)
            button_fill = parse(hexed([rng.randrange(256) for _ in range(3)])) if rng.random() < 0.5 else fill
            extra.update(text=text_facts(size, rng.choice(WEIGHTS)),
                         foreground=hexed(colour_for_ratio(rng, button_fill, aimed_ratio(rng))))
            if button_fill != fill:
                extra["background"] = hexed(button_fill)
        if rng.random() < 0.12:
            extra["hidden"] = True
        if rng.random() < 0.2:
            pad = rng.choice([4, 8, 10, 12])
            extra["hit_frame"] = frame(x - pad, y - pad, width + 2 * pad, height + 2 * pad)
        control = node(self.next_id(role), role=role, label=label, frame=frame(x, y, width, height), **extra)
        return control, width, height


def write_corpus(folder, count, seed):
    """Writes `count` scenarios to `folder` as JSON; returns their paths."""
    import json
    os.makedirs(folder, exist_ok=True)
    generator = SheetGenerator(seed)
    paths = []
    for number in range(count):
        path = os.path.join(folder, f"synthetic-{number:04d}.json")
        with open(path, "w", encoding="utf-8") as out:
            json.dump(generator.scenario(number), out, ensure_ascii=False, indent=1)
        paths.append(path)
    return paths
