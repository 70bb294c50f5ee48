"""Pairs of rules that judge the same property, the per-node comparison, and the documented
classes of disagreement (docs/axe-agreement.md explains each: who is right by the standard's text
and why).

A class is a predicate over one node's disagreement: the pair, the node and its tree, and both
outcomes with their messages. It must describe the case precisely (sizes, ratios, roles) so that
a real bug on either side does not hide in it.
"""

import math
import re
from dataclasses import dataclass, field

from sheet_generator import contrast, luminance, parse


@dataclass(frozen=True)
class Pair:
    name: str
    axe_rules: tuple
    morph_rule: str
    # Further morph-audit rules judging the same property on other kinds of node.
    more_morph_rules: tuple = ()

    @property
    def morph_rules(self):
        return (self.morph_rule,) + self.more_morph_rules


PAIRS = [
    Pair("contrast", ("color-contrast",), "text-contrast"),
    Pair("target size", ("target-size",), "wcag-target-minimum"),
    Pair("dialog name", ("aria-dialog-name",), "sheet-title"),
    # Buttons are role=button elements (aria-command-name), links role=link (aria-command-name or
    # link-name), switches aria-toggle-field-name, fields and sliders aria-input-field-name; on
    # morph-audit's side editable text is field-label's and every other control control-name's.
    Pair("control name", ("button-name", "aria-command-name", "aria-input-field-name", "aria-toggle-field-name",
                          "link-name"), "control-name", ("field-label",)),
]

SEVERITY = {"none": 0, "passed": 1, "cantTell": 2, "failed": 3}


class Tree:
    """The nodes of one snapshot by id, with parents and frames as rendered (a node without a
    frame takes its parent's)."""

    def __init__(self, snapshot):
        self.nodes = {}
        self.parent = {}
        self.order = {}
        self.frames = {}
        # The box of each node's text as the browser drew it, when known.
        self.glyphs = {}
        viewport = snapshot.get("environment", {}).get("viewport", {"width": 393, "height": 852})
        self.platform = snapshot.get("environment", {}).get("platform", "iOS")
        stack = [(snapshot["root"], None, {"x": 0, "y": 0, **viewport})]
        while stack:
            node, parent, parent_frame = stack.pop()
            self.nodes.setdefault(node["id"], node)
            self.parent.setdefault(node["id"], parent)
            self.order.setdefault(node["id"], len(self.order))
            self.frames.setdefault(node["id"], node.get("frame") or parent_frame)
            for child in reversed(node.get("children", [])):
                stack.append((child, node["id"], node.get("frame") or parent_frame))

    def ancestors(self, node_id):
        chain = []
        while (node_id := self.parent.get(node_id)) is not None:
            chain.append(self.nodes[node_id])
        return chain

    def effective_opacity(self, node_id):
        opacity = self.nodes[node_id].get("opacity", 1)
        for ancestor in self.ancestors(node_id):
            opacity *= ancestor.get("opacity", 1)
        return opacity

    def descendant_ids(self, node_id):
        found, stack = set(), list(self.nodes[node_id].get("children", []))
        while stack:
            child = stack.pop()
            found.add(child["id"])
            stack.extend(child.get("children", []))
        return found

    def drawn_over(self, node_id):
        """Nodes drawn after this one, not inside it, whose frames contain its frame's centre."""
        frame = self.frames[node_id]
        x, y = frame["x"] + frame["width"] / 2, frame["y"] + frame["height"] / 2
        inside = self.descendant_ids(node_id)
        over = []
        for other_id in self.nodes:
            if self.order[other_id] <= self.order[node_id] or other_id in inside:
                continue
            cover = self.frames[other_id]
            if cover["x"] <= x < cover["x"] + cover["width"] and cover["y"] <= y < cover["y"] + cover["height"]:
                over.append(other_id)
        return over

    def paints(self, node_id):
        """Whether the node draws anything of its own: a visible fill, or text."""
        node = self.nodes[node_id]
        if self.effective_opacity(node_id) <= 0:
            return False
        fill = node.get("background")
        visible_fill = bool(fill) and not (len(fill) == 9 and fill.endswith("00"))
        return visible_fill or bool(node.get("text"))

    def in_covered_card(self, node_id):
        chain = [self.nodes[node_id]] + self.ancestors(node_id)
        sheet = next((item for item in chain if item.get("sheet") is not None), None)
        return bool(sheet) and sheet["sheet"].get("stackDepth", 0) >= 1

    def hidden(self, node_id):
        node = self.nodes.get(node_id)
        return bool(node) and (node.get("isHidden") or any(a.get("isHidden") for a in self.ancestors(node_id)))


@dataclass
class Case:
    pair: Pair
    file: str
    snapshot: str
    node_id: str
    node: dict
    tree: Tree
    morph: str
    morph_message: str
    axe: str
    axe_message: str
    morph_measured: str = ""

    def describe(self):
        return {"pair": self.pair.name, "file": self.file, "snapshot": self.snapshot, "node": self.node_id,
                "morph": self.morph, "morphMessage": self.morph_message, "axe": self.axe, "axeMessage": self.axe_message}


# --- the documented classes ----------------------------------------------------------------------

def css_points(size):
    """axe's size in points: CSS px × 72 / 96, rounded up to a hundredth of a px first."""
    return math.ceil(size * 72) / 96


def text_of(case):
    return case.node.get("text") or {}


def is_bold(case):
    return {"bold": 700, "heavy": 800, "black": 900}.get(text_of(case).get("weight"), 0) >= 700


def axe_large_morph_normal(case):
    """axe rounds the size up (23.99 px is 18 pt to it) so calls the text large; WCAG does not."""
    size = text_of(case).get("pointSize")
    if size is None or case.pair.morph_rule != "text-contrast":
        return False
    axe_large = css_points(size) >= 18 or (is_bold(case) and css_points(size) >= 14)
    morph_large = size >= 24 or (is_bold(case) and size >= 14 * 96 / 72 - 1e-9)
    return axe_large and not morph_large and case.axe == "passed" and case.morph == "failed"


def hidden_target(case):
    """axe leaves elements hidden from assistive technology out of target-size; a finger still hits them."""
    return case.pair.morph_rule == "wcag-target-minimum" and case.axe == "none" and case.tree.hidden(case.node_id)


def within_margin(rect):
    """Both sides at least 23.95 and one below 24: what axe's 0.05 px margin accepts."""
    sides = [rect.get("width", 0), rect.get("height", 0)]
    return all(side >= 23.95 for side in sides) and any(side < 24 for side in sides)


def axe_size_margin(case):
    """axe accepts a side within 0.05 px of 24 (its rounding margin), for the target itself or
    for a neighbour it then treats as full size in the spacing test."""
    if case.pair.morph_rule != "wcag-target-minimum" or not (case.morph == "failed" and case.axe == "passed"):
        return False
    if within_margin(touch_frame(case.node) or {}):
        return True
    found = re.search(r"too close to (.+) for the spacing exception", case.morph_message or "")
    for neighbour_id in (found.group(1).split(", ") if found else []):
        neighbour = case.tree.nodes.get(neighbour_id)
        pieces = region(case.tree, neighbour_id) if neighbour and touch_frame(neighbour) else []
        if any(within_margin({"width": w, "height": h}) for _, _, w, h in pieces):
            return True
    return False


def dialog_named_by_heading(case):
    """sheet-title accepts a heading in the sheet; aria-dialog-name wants the dialog itself named."""
    if case.pair.morph_rule != "sheet-title" or not (case.morph == "passed" and case.axe == "failed"):
        return False
    return "heading" in (case.morph_message or "")


INVISIBLE = {"\u200b", "\u2060", "\ufeff", "\u00ad"}
NAME_RULES = {"sheet-title", "control-name"}


def invisible_name(case):
    """A name made only of zero-width or format characters: axe counts it, morph-audit's shared
    speakable-name check (White_Space, Cc and Cf are skipped) does not."""
    label = case.node.get("label")
    return (case.pair.morph_rule in NAME_RULES and label is not None and label != ""
            and all(character in INVISIBLE or character.isspace() for character in label)
            and any(character in INVISIBLE for character in label))


def symbol_only_name(case):
    """A dialog named only by punctuation or symbols (×, ⋯, ★): a non-empty name for axe, no
    speakable name for morph-audit, which asks the name to say what the sheet is for."""
    label = case.node.get("label")
    return (case.pair.morph_rule in NAME_RULES and case.morph == "failed" and case.axe == "passed"
            and label is not None and label.strip() != ""
            and not any(character.isalnum() for character in label))


def generic_surface_name(case):
    """A dialog named only by a framework's default pane title ("Bottom Sheet", "Dialog"): a
    non-empty name for axe; sheet-title, which says so in its message, asks the name to say what
    the sheet is for."""
    return (case.pair.morph_rule == "sheet-title" and case.morph == "failed" and case.axe == "passed"
            and "names the kind of surface, not the task" in (case.morph_message or ""))


def incidental_text(case):
    """Decorative (non-essential) text: 1.4.3's Incidental exception; axe cannot know."""
    return case.pair.morph_rule == "text-contrast" and case.morph == "none" and text_of(case).get("isEssential") is False


def partial_fills(case):
    """Earlier nodes (not ancestors) whose fills cover part of the node's frame but not all of it."""
    tree, node_id = case.tree, case.node_id
    mine = case.node.get("frame")
    if not mine:
        return []
    ancestors = {a["id"] for a in tree.ancestors(node_id)}
    found = []
    for other_id, other in tree.nodes.items():
        if tree.order[other_id] >= tree.order[node_id] or other_id in ancestors or not other.get("background"):
            continue
        cover = other.get("frame")
        if not cover:
            continue
        meets = (cover["x"] < mine["x"] + mine["width"] and mine["x"] < cover["x"] + cover["width"]
                 and cover["y"] < mine["y"] + mine["height"] and mine["y"] < cover["y"] + cover["height"])
        contains = (cover["x"] <= mine["x"] and cover["y"] <= mine["y"]
                    and cover["x"] + cover["width"] >= mine["x"] + mine["width"]
                    and cover["y"] + cover["height"] >= mine["y"] + mine["height"])
        if meets and not contains:
            found.append(other_id)
    return found


def text_partly_over_fill(case):
    """Text whose frame lies partly over an earlier fill: morph-audit judges it on and off the
    fill by frames (the model has no glyph boxes); axe looks at the glyphs' box, which may miss the
    fill, and answers cantTell when the fill covers part of it."""
    return case.pair.morph_rule == "text-contrast" and case.morph in ("passed", "failed", "cantTell") and bool(partial_fills(case))


def nested_opacity(case):
    """Text in nested translucent groups (its own opacity and an ancestor's, or two ancestors'):
    axe-core's stacking-context arithmetic fades it differently from how Chromium paints it;
    morph-audit's colours match the pixels (axe_browser.verify_group_colours)."""
    if case.pair.morph_rule != "text-contrast" or case.morph not in ("passed", "failed"):
        return False
    levels = [case.node] + case.tree.ancestors(case.node_id)
    return sum(1 for item in levels if item.get("opacity", 1) < 1) >= 2


def not_captured(case):
    """morph-audit answers cantTell because the capture lacks a fact (a frame, a hit frame, a
    colour, traits); the page axe-core sees had to assume one."""
    return case.morph == "cantTell" and "not captured" in (case.morph_message or "")


def text_span(case):
    """A link Android reports as a span of the text around it is exempt (Inline): morph-audit
    passes it; axe, shown the span as an element of its own, measures it."""
    if case.pair.morph_rule != "wcag-target-minimum" or case.morph != "passed" or case.axe != "failed":
        return False
    parent = case.tree.nodes.get(case.tree.parent.get(case.node_id))
    name = (case.node.get("label") or "").strip()
    return bool(parent and name and name in (parent.get("visibleText") or ""))


def inline_view(case):
    """A view React Native sets in a text, which marks its place with U+FFFC: morph-audit passes it
    (Inline: the line sets its size), also where its list's edge cuts it; axe, shown a box beside
    the text, measures it."""
    if case.pair.morph_rule != "wcag-target-minimum" or case.morph != "passed" or case.axe != "failed":
        return False
    parent_id = case.tree.parent.get(case.node_id)
    parent = case.tree.nodes.get(parent_id)
    mine = case.tree.frames.get(case.node_id)
    if not parent or not mine:
        return False
    for sibling in parent.get("children", []):
        text = sibling.get("visibleText") or ""
        box = case.tree.frames.get(sibling.get("id"))
        if "\ufffc" in text and box and box["y"] <= mine["y"] + mine["height"] and mine["y"] <= box["y"] + box["height"]:
            return True
    return False


def empty_web_view(case):
    """An Android WebView with nothing of its page in the dump: morph-audit asks for review of its
    name and judges its box as a target; axe, shown an empty frame for it, judges neither."""
    return case.node.get("role") == "x-webView" and not case.node.get("children") and case.axe == "none"


def row_arrow(case):
    """An unnamed arrow (its id says arrow, chevron, right, forward or disclosure) inside a target
    that meets the size: a row's arrow usually does what its row does (Equivalent), which no
    capture shows, so morph-audit asks for review; axe measures it."""
    return (case.pair.morph_rule == "wcag-target-minimum" and case.morph == "cantTell"
            and "is an unnamed arrow inside" in (case.morph_message or ""))


def equivalent_beside(case):
    """A target beside one that meets the size and says the same (named alike, or named by its
    name with only words saying it opens that profile): the larger does what it does
    (Equivalent), so morph-audit passes it; axe measures it."""
    return (case.pair.morph_rule == "wcag-target-minimum" and case.morph == "passed"
            and "which meets the size (Equivalent)" in (case.morph_measured or ""))


def selectable_text(case):
    """An Android text clickable and long-clickable both, as a movement method makes it (selectable
    text, or text holding links): no control unless the app gave it an action, which no capture
    shows, so morph-audit asks for review; axe measures it."""
    return (case.pair.morph_rule == "wcag-target-minimum" and case.morph == "cantTell"
            and "as Android makes a text that is selectable or holds links" in (case.morph_message or ""))


def part_pressed_like_whole(case):
    """An unnamed part of a target that meets the size, clickable and long-clickable as that
    target and every part of it are (a chip's icon), or the caption that is its only label: one
    control's part (Equivalent) or a control of its own, which no capture shows, so morph-audit
    asks for review; axe measures it, or leaves out the caption, a text (pressable-text-target)."""
    return (case.pair.morph_rule == "wcag-target-minimum" and case.morph == "cantTell"
            and "clickable and long-clickable as every part of it is" in (case.morph_message or ""))


def label_laid_out_beside(case):
    """An Android field with no description or hint under or beside a short text laid out as its
    label: android:labelFor may link them, which no dump records, so morph-audit asks for review;
    the page axe is shown has no such link, so it fails the field."""
    return (case.pair.morph_rule == "control-name" and case.morph == "cantTell" and case.tree.platform == "android"
            and "is laid out as its label" in (case.morph_message or ""))


def scrolled_out(case):
    """An Android element wholly outside the view that scrolls it (Compose reports a scrolling
    column's children past its edge) is not drawn: morph-audit does not judge it as a target;
    the page axe is shown draws it."""
    if case.pair.morph_rule != "wcag-target-minimum" or case.morph != "none" or case.tree.platform != "android":
        return False
    frame = touch_frame(case.node)
    if not frame:
        return False
    for ancestor in case.tree.ancestors(case.node_id):
        if not any(action.get("kind") == "scroll" for action in ancestor.get("actions", [])):
            continue
        outer = case.tree.frames.get(ancestor.get("id"))
        if not outer:
            return False
        return (frame["x"] >= outer["x"] + outer["width"] or frame["x"] + frame["width"] <= outer["x"]
                or frame["y"] >= outer["y"] + outer["height"] or frame["y"] + frame["height"] <= outer["y"])
    return False


def unexposed_text_lines(case):
    """An Android control with nothing to read that holds empty views shaped like lines of text:
    an app that draws its own text (Litho) exposes it only while a screen reader runs, so
    morph-audit asks for review of its name; axe, shown empty boxes, fails it."""
    return (case.pair.morph_rule == "control-name" and case.morph == "cantTell" and case.axe == "failed"
            and "shaped like lines of text" in (case.morph_message or ""))


def cut_by_edge(case):
    """An Android target cut by its list's or the screen's edge (dumps give visible bounds) whose
    twin in the whole rows beside it meets the size: morph-audit passes it at its twin's size;
    axe measures the part shown."""
    return (case.pair.morph_rule == "wcag-target-minimum" and case.morph == "passed" and case.axe == "failed"
            and "in the whole rows beside it" in (case.morph_measured or ""))


def template_words(case):
    """An Android control cut by its list's edge, with nothing of it in the dump, beside three or
    more whole rows that each read the same words from a view inside (every card's picture
    described "Cover"): words of the rows' template, which the cut row holds beyond the edge, so
    morph-audit passes it; the page holds the empty cut part, which axe fails."""
    return (case.pair.morph_rule == "control-name" and case.morph == "passed" and case.axe == "failed"
            and "the part cut off holds it too" in (case.morph_measured or ""))


def wait_window(case):
    """A window holding only a progress indicator and a word or two, nothing to operate: it asks
    the user to wait and offers no task to name, so morph-audit passes it as it does a
    ProgressDialog; axe fails a dialog without an accessible name."""
    return (case.pair.morph_rule == "sheet-title" and case.morph == "passed" and case.axe == "failed"
            and "only asks the user to wait" in (case.morph_message or ""))


def crowded_overlap(case):
    """A target under more targets than morph-audit splits its region for (33 or more), with no
    24 by 24 square of it left free: morph-audit asks for review; axe passes a target whose box far
    exceeds the size without working out what the others leave of it."""
    return (case.pair.morph_rule == "wcag-target-minimum" and case.morph == "cantTell" and case.axe == "passed"
            and "so many targets overlap" in (case.morph_message or ""))


def pressable_text_target(case):
    """A text given an activate action (an Android TextView made clickable) is a pointer target
    that wcag-target-minimum measures; the page renders it as text, with no widget role and no
    tab stop, which axe's target-size leaves out."""
    node = case.node
    pressable = node.get("role") == "staticText" and any(action.get("kind") == "activate" for action in node.get("actions", []))
    return (case.pair.morph_rule == "wcag-target-minimum" and case.axe == "none" and case.morph in ("passed", "failed", "cantTell")
            and pressable and not set(node.get("traits", [])) & {"button", "link", "adjustable"})


def page_background(case):
    """A small target inside a clickable view with no name of its own (unnamed, or labelled with
    its texts a line each) over most of the screen holding several targets (a Flutter page's tap
    that hides the keyboard): a miss lands on the page, no other
    control, so morph-audit does not count the page as a neighbour; axe-core measures the space
    to every clickable element, the page's too."""
    return (case.pair.morph_rule == "wcag-target-minimum" and case.morph == "passed" and case.axe == "failed"
            and "around it is the page, no neighbour" in (case.morph_measured or ""))


def map_marker(case):
    """A marker on a Google Map short of the size: its place conveys where it is, which WCAG's
    Essential exception covers, so morph-audit asks for review; axe measures it."""
    return (case.pair.morph_rule == "wcag-target-minimum" and case.morph == "cantTell"
            and "a marker on a map" in (case.morph_message or ""))


def untitled_alert_dialog(case):
    """An Android AlertDialog built without a title: morph-audit passes one that says one thing (a
    short message, at most two buttons: Material leaves the title out of such an alert, and TalkBack
    reads the message when the dialog opens) and asks for review of one that holds more; axe fails
    a dialog without an accessible name."""
    message = case.morph_message or ""
    return case.pair.morph_rule == "sheet-title" and (
        (case.morph == "cantTell" and "AlertDialog built without a title" in message)
        or (case.morph == "passed" and "AlertDialog without a title that says one thing" in message))


def platform_picker_dialog(case):
    """Android's TimePickerDialog or DatePickerDialog without a title: morph-audit passes it (its
    header is the platform's, which the app cannot make a heading); axe fails a dialog without an
    accessible name."""
    return (case.pair.morph_rule == "sheet-title" and case.morph == "passed"
            and "the platform's time or date picker dialog" in (case.morph_message or ""))


def fully_covered_target(case):
    """A target entirely under targets drawn over it takes no taps: morph-audit does not judge it,
    axe passes it as "ignored"."""
    return (case.pair.morph_rule == "wcag-target-minimum" and case.morph == "none" and case.axe == "passed"
            and "fully obscured" in (case.axe_message or ""))


def composite_target(case):
    """A target inside another that covers half of it or more, is the label of the one around
    it, or is all that a target saying nothing padded around it holds (a sheet's close strip
    around its close icon), is one target with it: morph-audit judges the outer one's whole
    frame (nested-controls reports the nesting); axe judges each."""
    if case.pair.morph_rule != "wcag-target-minimum" or case.morph != "none" or case.axe not in ("passed", "failed"):
        return False
    frame = touch_frame(case.node)
    if not frame:
        return False
    name = (case.node.get("label") or "").strip().lower()
    for ancestor in case.tree.ancestors(case.node_id):
        outer = touch_frame(ancestor)
        if ancestor.get("role") not in POINTER_ROLES or not outer:
            continue
        around = (ancestor.get("label") or "").strip().lower()
        if name and (around == name or around.startswith(name + ",")):
            return True
        width = min(frame["x"] + frame["width"], outer["x"] + outer["width"]) - max(frame["x"], outer["x"])
        height = min(frame["y"] + frame["height"], outer["y"] + outer["height"]) - max(frame["y"], outer["y"])
        if width > 0 and height > 0 and width * height >= 0.5 * outer["width"] * outer["height"]:
            return True
        if not around and padded_around(outer, frame) and holds_only(case.tree, ancestor, case.node_id):
            return True
    return False


def padded_around(outer, inner):
    """PaddingWrapper.isPadded: `inner` at `outer`'s centre, centred along one side of it and
    spanning half of it the other way, or `outer` at most twice its size each way."""
    dx = abs(inner["x"] + inner["width"] / 2 - outer["x"] - outer["width"] / 2)
    dy = abs(inner["y"] + inner["height"] / 2 - outer["y"] - outer["height"] / 2)
    across, down = dx <= max(1, 0.05 * outer["width"]), dy <= max(1, 0.05 * outer["height"])
    return (across and down) or (across and inner["height"] >= 0.5 * outer["height"]) \
        or (down and inner["width"] >= 0.5 * outer["width"]) \
        or (outer["width"] <= 2 * inner["width"] + 1e-6 and outer["height"] <= 2 * inner["height"] + 1e-6)


def holds_only(tree, outer, inner_id):
    """PaddingWrapper.holdsOnly: nothing inside `outer` besides the node `inner_id` and what it
    holds has an action, a label, a value or a text."""
    inner = tree.descendant_ids(inner_id) | {inner_id}
    return not any(
        node_id not in inner and (tree.nodes[node_id].get("actions") or (tree.nodes[node_id].get("label") or "").strip()
                                  or (tree.nodes[node_id].get("value") or "").strip()
                                  or (tree.nodes[node_id].get("visibleText") or "").strip())
        for node_id in tree.descendant_ids(outer["id"]))


def text_line_target(case):
    """The one line of text made clickable inside a target with no name of its own that holds
    nothing else to tap (a bill row's title), or inside one whose name says it (a count under its
    icon), is one target with it: morph-audit judges the outer frame; axe judges the line."""
    if case.pair.morph_rule != "wcag-target-minimum" or case.morph != "none" or case.axe not in ("passed", "failed"):
        return False
    frame = touch_frame(case.node)
    if not frame or frame["height"] >= 24 or not (case.node.get("visibleText") or "").strip():
        return False
    for ancestor in case.tree.ancestors(case.node_id):
        if ancestor.get("role") not in POINTER_ROLES or not touch_frame(ancestor):
            continue
        name = (ancestor.get("label") or "").strip().lower()
        if name:
            # A caption the target's own name says (a count under its icon).
            shown = re.findall(r"\w+", (case.node.get("visibleText") or "").lower())
            return bool(shown) and all(word in re.findall(r"\w+", name) for word in shown)
        inner = {i for i in case.tree.descendant_ids(ancestor.get("id")) if case.tree.nodes[i].get("role") in POINTER_ROLES}
        return inner == {case.node_id}
    return False


EDITABLE_ROLES = {"textField", "searchField"}


def field_box(case):
    """A text field and the box around it that focuses it (a box holding no other field) are one
    target, judged by the box; axe measures the field's text line alone."""
    if case.pair.morph_rule != "wcag-target-minimum" or case.morph != "none" or case.axe not in ("passed", "failed"):
        return False
    if case.node.get("role") not in EDITABLE_ROLES:
        return False
    for ancestor in case.tree.ancestors(case.node_id):
        if ancestor.get("role") in POINTER_ROLES:
            fields = [i for i in case.tree.descendant_ids(ancestor["id"]) if case.tree.nodes[i].get("role") in EDITABLE_ROLES]
            return ancestor.get("role") not in EDITABLE_ROLES and fields == [case.node_id]
    return False


def picker_display(case):
    """A disabled field filling a named control edge to edge (a picker's button showing its
    choice) is that control's display: morph-audit's field-label passes it; axe judges the field
    alone, which has no name of its own."""
    if case.pair.morph_rule != "control-name" or case.morph != "passed" or case.axe != "failed":
        return False
    node = case.node
    if node.get("role") not in EDITABLE_ROLES or "notEnabled" not in (node.get("traits") or []):
        return False
    parents = case.tree.ancestors(case.node_id)
    return bool(parents) and bool(parents[0].get("label", "").strip()) and parents[0].get("frame") == node.get("frame")


def silent_target_wrapper(case):
    """A target with no name of its own whose targets inside cover half of it or more is no target:
    its gutters are aimed at by nobody; axe judges the gutters."""
    if case.pair.morph_rule != "wcag-target-minimum" or case.morph != "none" or case.axe not in ("passed", "failed"):
        return False
    if case.node.get("role") not in POINTER_ROLES or (case.node.get("label") or "").strip():
        return False
    frame = touch_frame(case.node)
    inner = [touch_frame(case.tree.nodes[i]) for i in case.tree.descendant_ids(case.node_id)
             if case.tree.nodes[i].get("role") in POINTER_ROLES]
    inner = [f for f in inner if f]
    if not frame or len(inner) < 2:
        return False
    # The examples' inner targets do not overlap, so their areas add up to their union.
    covered = sum(max(0, min(f["x"] + f["width"], frame["x"] + frame["width"]) - max(f["x"], frame["x"]))
                  * max(0, min(f["y"] + f["height"], frame["y"] + frame["height"]) - max(f["y"], frame["y"])) for f in inner)
    return covered >= 0.5 * frame["width"] * frame["height"]


def inner_targets_kept(case):
    """A target inside another is part of it or a target of its own: morph-audit judges the outer
    one by its frame less what is drawn over it from outside, where axe subtracts the targets
    inside it too and measures the ring they leave."""
    if case.pair.morph_rule != "wcag-target-minimum" or case.morph != "passed" or case.axe != "failed":
        return False
    if "partially obscured" not in (case.axe_message or ""):
        return False
    return any(case.tree.nodes[i].get("role") in POINTER_ROLES for i in case.tree.descendant_ids(case.node_id))


def disabled_target(case):
    """A disabled control takes no pointer input, so morph-audit does not judge it as a target, nor
    as a neighbour in the spacing exception; axe-core measures it like any other."""
    if case.pair.morph_rule != "wcag-target-minimum":
        return False
    if case.morph == "none" and case.axe in ("passed", "failed"):
        return "notEnabled" in (case.node.get("traits") or [])
    frame = touch_frame(case.node)
    if case.morph != "passed" or case.axe != "failed" or not frame:
        return False
    point = centre(frame)
    # Within reach of its 24 px circle, or of the disabled one's own circle.
    return any("notEnabled" in (other.get("traits") or []) and touch_frame(other)
               and (rect_distance(point, touch_frame(other)) < 12 or math.dist(point, centre(touch_frame(other))) < 24)
               for other in case.tree.nodes.values())


def web_content(case):
    """A web page's element in an Android WebView: its size is the page's layout and a link in a
    sentence is exempt (Inline), so morph-audit asks for a check of the page; axe judges the box."""
    return (case.pair.morph_rule == "wcag-target-minimum" and case.morph == "cantTell" and case.tree.platform == "android"
            and any(a.get("role") == "x-webView" for a in case.tree.ancestors(case.node_id)))


def label_characters(case):
    return case.node.get("label") or ""


def invisible_text(case):
    """Text made only of invisible characters draws nothing: axe finds no text to judge. text-contrast
    now skips it too (the shared speakable-name set), so this class should no longer be seen."""
    label = label_characters(case)
    return (case.pair.morph_rule == "text-contrast" and case.axe == "none" and case.morph in ("passed", "failed")
            and all(character in INVISIBLE or character.isspace() for character in label))


def glyph_text(case):
    """A lone character or symbols only (×, ⋯, ★): axe cannot tell text from an icon and answers
    cantTell (or skips symbols it strips); text-contrast judges it as the text the model says it is."""
    label = label_characters(case).strip()
    symbols_only = label != "" and not any(character.isalnum() for character in label)
    return (case.pair.morph_rule == "text-contrast" and case.morph in ("passed", "failed")
            and case.axe in ("cantTell", "none") and (len(label) == 1 or symbols_only))


def hex_pair(message):
    found = re.findall(r"#([0-9A-F]{6})\b", message or "")
    return (parse(found[0]), parse(found[1])) if len(found) >= 2 else None


def axe_equal_ratio(case):
    """Below 1.01:1 axe answers cantTell ("1:1 with the background"); the text fails WCAG either way.
    (morph-audit's 8-bit colours may put the same pair a hair above 1.01.)"""
    colours = hex_pair(case.morph_message)
    return (case.pair.morph_rule == "text-contrast" and case.axe == "cantTell" and case.morph == "failed"
            and colours is not None and contrast(*colours) < 1.02)


def centre(rect):
    return rect["x"] + rect["width"] / 2, rect["y"] + rect["height"] / 2


def rect_distance(point, rect):
    dx = max(rect["x"] - point[0], 0, point[0] - rect["x"] - rect["width"])
    dy = max(rect["y"] - point[1], 0, point[1] - rect["y"] - rect["height"])
    return math.hypot(dx, dy)


POINTER_ROLES = {"button", "link", "toggle", "adjustable", "slider", "textField", "searchField", "cell"}


def touch_frame(node):
    return node.get("hitFrame") or node.get("frame")


def strips(piece, cover):
    """`piece` less `cover` as the four strips around it (TargetRegion.subtracting)."""
    px, py, pw, ph = piece
    cx, cy, cw, ch = cover
    if not (cx < px + pw and px < cx + cw and cy < py + ph and py < cy + ch):
        return [piece]
    out = []
    if cy > py:
        out.append((px, py, pw, cy - py))
    if cy + ch < py + ph:
        out.append((px, cy + ch, pw, py + ph - cy - ch))
    if cx > px:
        out.append((px, py, cx - px, ph))
    if cx + cw < px + pw:
        out.append((cx + cw, py, px + pw - cx - cw, ph))
    return out


def region(tree, node_id):
    """The pieces of a target's touch area not under targets drawn after it."""
    mine = touch_frame(tree.nodes[node_id])
    pieces = [(mine["x"], mine["y"], mine["width"], mine["height"])]
    for other_id, other in tree.nodes.items():
        if tree.order[other_id] <= tree.order[node_id] or other.get("role") not in POINTER_ROLES or not touch_frame(other):
            continue
        cover = touch_frame(other)
        pieces = [part for piece in pieces for part in strips(piece, (cover["x"], cover["y"], cover["width"], cover["height"]))]
    return pieces


def distance_to_pieces(point, pieces):
    return min((rect_distance(point, {"x": x, "y": y, "width": w, "height": h}) for x, y, w, h in pieces), default=math.inf)


def axe_offset_rounding(case):
    """axe rounds the spacing distance to 0.1 px before comparing, so a neighbour 11.95 px from the
    circle's centre (a 23.9 px circle) counts as 24 apart; WCAG's circle is 24."""
    if case.pair.morph_rule != "wcag-target-minimum" or not (case.morph == "failed" and case.axe == "passed"):
        return False
    found = re.search(r"too close to (.+) for the spacing exception", case.morph_message or "")
    if not found or not touch_frame(case.node):
        return False
    xs, ys = zip(*[(x, y) for x, y, w, h in region(case.tree, case.node_id)] + [(x + w, y + h) for x, y, w, h in region(case.tree, case.node_id)])
    point = ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)
    for neighbour_id in found.group(1).split(", "):
        if neighbour_id not in case.tree.nodes or not touch_frame(case.tree.nodes[neighbour_id]):
            return False
        pieces = region(case.tree, neighbour_id)
        to_region = distance_to_pieces(point, pieces)
        other = touch_frame(case.tree.nodes[neighbour_id])
        to_centre = math.dist(point, centre(other))
        if to_region < 11.95 - 1e-6 or (min(other["width"], other["height"]) < 24 and to_centre < 23.9 - 1e-6):
            return False
    return True


def axe_overlap_without_paint(case):
    """Something drawn later covers the text but paints nothing there (opacity 0, no fill): axe
    sees an element on top and answers cantTell; morph-audit sees nothing between text and eye."""
    if case.pair.morph_rule != "text-contrast" or case.axe != "cantTell" or "overlapped" not in (case.axe_message or ""):
        return False
    over = case.tree.drawn_over(case.node_id)
    return bool(over) and not any(case.tree.paints(other) for other in over)


def is_overlay(tree, node_id):
    """A scrim or a childless, contentless translucent fill (Backdrop.isOverlayLayer)."""
    node = tree.nodes[node_id]
    fill = node.get("background")
    if not fill or node.get("part") == "handle":
        return False
    alpha = (int(fill[7:9], 16) / 255 if len(fill) == 9 else 1) * tree.effective_opacity(node_id)
    if not 0 < alpha < 1:
        return False
    return node.get("part") == "scrim" or (not node.get("children") and not node.get("text") and not node.get("foreground")
                                           and node.get("role", "group") in ("group", "none"))


def text_under_overlay(case):
    """Text under a scrim or dim layer: text-contrast leaves it to contrast-under-overlays, axe
    answers cantTell (an element on top)."""
    return (case.pair.morph_rule == "text-contrast" and case.morph == "none"
            and any(is_overlay(case.tree, other) for other in case.tree.drawn_over(case.node_id)))


def covered_card(case):
    """Content of a card covered by the card in front (stack depth 1 or more) is inactive: neither
    text-contrast nor the target rules judge it; axe judges whatever is rendered."""
    return case.morph == "none" and case.pair.morph_rule != "sheet-title" and case.tree.in_covered_card(case.node_id)


def invisible_target(case):
    """A control at opacity 0 draws nothing and UIKit's hit test skips it: neither the target
    rules nor control-name judge it; axe does."""
    return (case.pair.morph_rule in ("wcag-target-minimum", "control-name") and case.morph == "none"
            and case.axe in ("passed", "failed") and case.tree.effective_opacity(case.node_id) < 0.01)


def generic_focus_stop(case):
    """A plain view made an accessibility element (or given only an activate action), or a text
    or an image given an activate action (an Android TextView or ImageView made clickable), is a
    focus stop that control-name asks a name of; with no ARIA role, or the page's text or
    picture, axe has no control name rule for it."""
    node = case.node
    pressable_text = node.get("role") in ("staticText", "image") and any(action.get("kind") == "activate" for action in node.get("actions", []))
    return (case.pair.morph_rule == "control-name" and case.morph in ("passed", "failed") and case.axe == "none"
            and (node.get("role", "group") in ("group", "none") or pressable_text)
            and not set(node.get("traits", [])) & {"button", "link", "adjustable"})


def sheet_as_control(case):
    """A sheet container that is itself a control (an Android sheet made clickable): the page
    renders it as the dialog it is, which no ARIA name rule for controls judges; control-name
    judges the control a screen reader focuses."""
    node = case.node
    return (case.pair.morph_rule == "control-name" and case.morph in ("passed", "failed") and case.axe == "none"
            and node.get("sheet") is not None)


def nested_control_name(case):
    """A control whose content is another control, or a web page named by its title: ARIA
    computes its name from that content, VoiceOver and TalkBack do not gather from a separate
    focus stop (nested-controls flags the nesting itself)."""
    if case.pair.morph_rule != "control-name" or not (case.morph == "failed" and case.axe == "passed"):
        return False
    inside = case.tree.descendant_ids(case.node_id)
    return any(case.tree.nodes[other].get("role") in POINTER_ROLES | {"x-webView"} for other in inside)


def silent_wrapper(case):
    """An Android control that holds views and says nothing, standing for a named control around
    it or named elements inside: TalkBack does not focus it (shouldFocusNode) and ATF does not
    judge it, so control-name passes it; axe asks every role=button for a name."""
    return (case.pair.morph_rule == "control-name" and case.morph == "passed" and case.axe == "failed"
            and case.tree.platform == "android" and bool(case.node.get("children")))


def android_hint_label(case):
    """An Android text field labelled by its hint: TalkBack reads it (TextInputLayout), ATF
    accepts it and field-label does on Android; an ARIA placeholder is no name, so axe fails it."""
    node = case.node
    return (case.pair.morph_rule == "control-name" and case.morph == "passed" and case.axe == "failed"
            and case.tree.platform == "android" and bool(node.get("hint")) and node.get("role") in ("textField", "searchField"))


def android_described_field(case):
    """An Android text field labelled by its content description: TalkBack names a field by its
    text whenever it has any, so the description goes unheard once something is typed, and ATF's
    EditableContentDescCheck fails it, as field-label does; the page has an aria-label, which axe
    accepts."""
    node = case.node
    return (case.pair.morph_rule == "control-name" and case.morph == "failed" and case.axe == "passed"
            and case.tree.platform == "android" and "x-describedField" in (node.get("traits") or [])
            and node.get("role") in ("textField", "searchField") and "EditableContentDescCheck" in (case.morph_message or ""))


def handle_name(case):
    """Sheet handles are handle-name-role-value's (name, adjustable role and value together), not
    control-name's."""
    return case.pair.morph_rule == "control-name" and case.morph == "none" and case.node.get("part") == "handle"


def not_front_sheet(case):
    """sheet-title judges the sheet people use (the front one); axe judges every dialog."""
    return case.pair.morph_rule == "sheet-title" and case.morph == "none" and case.axe in ("passed", "failed")


def axe_offset_from_pieces(case):
    """A target partly covered by one drawn over it: WCAG centres the spacing circle on the
    bounding box of the target (what is left of it), axe-core on each uncovered piece, which puts
    the circle nearer to some neighbours and further from others."""
    if case.pair.morph_rule != "wcag-target-minimum" or {case.morph, case.axe} != {"passed", "failed"}:
        return False
    frame = touch_frame(case.node)
    if not frame:
        return False
    whole = [(frame["x"], frame["y"], frame["width"], frame["height"])]
    about_spacing = "spacing exception" in (case.morph_message or "") or "space to its closest" in (case.axe_message or "")
    return about_spacing and region(case.tree, case.node_id) != whole


def glyphs_beyond_frame(case):
    """The text drawn in the page's font overflows the frame the capture gave it (DejaVu Sans is
    wider than the platform font), so axe sees the glyphs leave their backdrop and answers
    cantTell; morph-audit judges the text within its frame."""
    box = case.tree.glyphs.get(case.node_id)
    frame = case.node.get("frame")
    if case.pair.morph_rule != "text-contrast" or case.axe != "cantTell" or not box or not frame:
        return False
    x, y, width, height = box
    return (x < frame["x"] - 0.5 or y < frame["y"] - 0.5 or x + width > frame["x"] + frame["width"] + 0.5
            or y + height > frame["y"] + frame["height"] + 0.5)


def android_visible_bounds(case):
    """An Android dump gives visible bounds and leaves out what is off screen: an element on its
    list's or the screen's edge may be cut, so the target rules and control-name answer cantTell;
    the page axe sees takes the cut frame and the missing content as the whole element. So does
    an element lying mostly past the edge of the view scrolling it, whose views off screen the
    dump leaves out."""
    message = case.morph_message or ""
    return (case.morph == "cantTell" and case.tree.platform == "android"
            and ("which may cut it" in message or "scrolled out of view" in message or "may be beyond the edge" in message
                 or "not on screen" in message))


def assumed_density(case):
    """Pixel bounds read at an assumed density may be up to 1/0.85 larger on a device set to its
    smallest display size: a target that would meet the size there is cantTell; axe measures CSS
    pixels, which are what they are."""
    return (case.morph == "cantTell" and case.tree.platform == "android"
            and "as read at the assumed density" in (case.morph_message or ""))


def unknown_stacking(case):
    """A target too small only by the part targets listed after it take, in a capture that does
    not record which is on top (Android draws a raised view over views listed after it): morph-audit
    asks for review; axe sees the page's real stacking and measures the part left."""
    return (case.pair.morph_rule == "wcag-target-minimum" and case.morph == "cantTell"
            and "does not record which is on top" in (case.morph_message or ""))


@dataclass(frozen=True)
class DisagreementClass:
    name: str
    test: object


CLASSES = [
    DisagreementClass("axe-rounds-font-size-up", axe_large_morph_normal),
    DisagreementClass("axe-skips-hidden-targets", hidden_target),
    DisagreementClass("axe-size-margin", axe_size_margin),
    DisagreementClass("dialog-named-by-heading", dialog_named_by_heading),
    DisagreementClass("invisible-character-name", invisible_name),
    DisagreementClass("symbol-only-name", symbol_only_name),
    DisagreementClass("generic-surface-name", generic_surface_name),
    DisagreementClass("incidental-text", incidental_text),
    DisagreementClass("text-partly-over-fill", text_partly_over_fill),
    DisagreementClass("invisible-characters-as-text", invisible_text),
    DisagreementClass("glyph-or-single-character-text", glyph_text),
    DisagreementClass("axe-equal-ratio", axe_equal_ratio),
    DisagreementClass("axe-offset-rounding", axe_offset_rounding),
    DisagreementClass("axe-nested-opacity", nested_opacity),
    DisagreementClass("not-captured", not_captured),
    DisagreementClass("fully-covered-target", fully_covered_target),
    DisagreementClass("composite-target", composite_target),
    DisagreementClass("field-box", field_box),
    DisagreementClass("picker-display", picker_display),
    DisagreementClass("silent-target-wrapper", silent_target_wrapper),
    DisagreementClass("disabled-target", disabled_target),
    DisagreementClass("web-content", web_content),
    DisagreementClass("axe-overlap-without-paint", axe_overlap_without_paint),
    DisagreementClass("text-under-overlay", text_under_overlay),
    DisagreementClass("covered-card", covered_card),
    DisagreementClass("invisible-target", invisible_target),
    DisagreementClass("not-front-sheet", not_front_sheet),
    DisagreementClass("glyphs-beyond-frame", glyphs_beyond_frame),
    DisagreementClass("inner-targets-kept", inner_targets_kept),
    DisagreementClass("axe-offset-from-pieces", axe_offset_from_pieces),
    DisagreementClass("generic-focus-stop", generic_focus_stop),
    DisagreementClass("sheet-as-control", sheet_as_control),
    DisagreementClass("nested-control-name", nested_control_name),
    DisagreementClass("handle-name", handle_name),
    DisagreementClass("android-hint-label", android_hint_label),
    DisagreementClass("android-described-field", android_described_field),
    DisagreementClass("silent-wrapper", silent_wrapper),
    DisagreementClass("android-visible-bounds", android_visible_bounds),
    DisagreementClass("assumed-density", assumed_density),
    DisagreementClass("unknown-stacking", unknown_stacking),
    DisagreementClass("text-line-target", text_line_target),
    DisagreementClass("inline-view", inline_view),
    DisagreementClass("untitled-alert-dialog", untitled_alert_dialog),
    DisagreementClass("platform-picker-dialog", platform_picker_dialog),
    DisagreementClass("map-marker", map_marker),
    DisagreementClass("empty-web-view", empty_web_view),
    DisagreementClass("text-span", text_span),
    DisagreementClass("row-arrow", row_arrow),
    DisagreementClass("equivalent-beside", equivalent_beside),
    DisagreementClass("selectable-text", selectable_text),
    DisagreementClass("part-pressed-like-whole", part_pressed_like_whole),
    DisagreementClass("label-laid-out-beside", label_laid_out_beside),
    DisagreementClass("scrolled-out", scrolled_out),
    DisagreementClass("unexposed-text-lines", unexposed_text_lines),
    DisagreementClass("cut-by-edge", cut_by_edge),
    DisagreementClass("template-words", template_words),
    DisagreementClass("wait-window", wait_window),
    DisagreementClass("crowded-overlap", crowded_overlap),
    DisagreementClass("page-background", page_background),
    DisagreementClass("pressable-text-target", pressable_text_target),
]


# Classes that claim axe-core's colours differ from what the browser paints: each such case is
# only counted as documented once the pixels confirm morph-audit's colour.
PAINT_CHECKED = {"axe-nested-opacity"}


def confirm_painted(tally, case, name, paint, backdrop):
    """Counts the case in its class when the contrast of what Chromium painted is morph-audit's
    ratio (within 3 %), and as undocumented otherwise."""
    measured = re.match(r"(\d+(?:\.\d+)?):1", case.morph_measured or "")
    painted = contrast(paint, backdrop)
    if measured and abs(painted - float(measured.group(1))) <= 0.03 * float(measured.group(1)):
        pair = tally.pairs[case.pair.name]
        pair.classes[name] = pair.classes.get(name, 0) + 1
        return True
    tally.pairs[case.pair.name].undocumented += 1
    tally.undocumented.append({**case.describe(), "painted": f"{painted:.2f}:1",
                               "why": f"{name}: what Chromium paints does not have morph-audit's contrast"})
    return False


def classify(case):
    for documented in CLASSES:
        if documented.test(case):
            return documented.name
    return None


# --- the comparison --------------------------------------------------------------------------------

@dataclass
class PairTally:
    judged: int = 0
    agree: int = 0
    classes: dict = field(default_factory=dict)
    undocumented: int = 0


class Tally:
    def __init__(self, keep_all=False):
        self.pairs = {pair.name: PairTally() for pair in PAIRS}
        self.undocumented = []
        # Every compared node with both outcomes and its class, when asked (small corpora).
        self.keep_all = keep_all
        self.cases = []
        # Cases whose class rests on how Chromium paints; axe_agreement.py checks their pixels.
        self.to_paint = []

    def compare(self, file, snapshot, tree, morph, axe):
        for pair in PAIRS:
            ours = {}
            for rule in pair.morph_rules:
                for node_id, verdict in morph.get(rule, {}).items():
                    if SEVERITY[verdict[0]] > SEVERITY[ours.get(node_id, ("none",))[0]]:
                        ours[node_id] = verdict
            theirs = {}
            for rule in pair.axe_rules:
                for node_id, (outcome, message) in axe.get(rule, {}).items():
                    if SEVERITY[outcome] > SEVERITY[theirs.get(node_id, ("none", ""))[0]]:
                        theirs[node_id] = (outcome, message)
            tally = self.pairs[pair.name]
            for node_id in sorted(set(ours) | set(theirs)):
                if node_id not in tree.nodes:
                    continue
                morph_outcome, morph_message, morph_measured = ours.get(node_id, ("none", "", ""))
                axe_outcome, axe_message = theirs.get(node_id, ("none", ""))
                tally.judged += 1
                case = Case(pair, file, snapshot, node_id, tree.nodes[node_id], tree, morph_outcome, morph_message,
                            axe_outcome, axe_message, morph_measured)
                name = classify(case) if morph_outcome != axe_outcome else None
                if self.keep_all:
                    self.cases.append({**case.describe(), "class": name})
                if morph_outcome == axe_outcome:
                    tally.agree += 1
                    continue
                if name in PAINT_CHECKED:
                    self.to_paint.append((case, name))
                elif name:
                    tally.classes[name] = tally.classes.get(name, 0) + 1
                else:
                    tally.undocumented += 1
                    self.undocumented.append(case.describe())

    def summary(self):
        rows = []
        for pair in PAIRS:
            tally = self.pairs[pair.name]
            documented = sum(tally.classes.values())
            considered = tally.judged - documented
            rows.append({
                "pair": pair.name, "axe": ", ".join(f"`{r}`" for r in pair.axe_rules), "morph": ", ".join(f"`{r}`" for r in pair.morph_rules),
                "judged": tally.judged, "agree": tally.agree, "documented": documented,
                "undocumented": tally.undocumented, "classes": dict(sorted(tally.classes.items())),
                "agreement": f"{100 * tally.agree / considered:.2f} %" if considered else "n/a",
                "rawAgreement": f"{100 * tally.agree / tally.judged:.2f} %" if tally.judged else "n/a",
            })
        return rows
