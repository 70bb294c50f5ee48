"""The Hugsy morphing sheet, from its seed description only (seeds/hugsy-morphing-sheet.txt):
an inline, nonmodal surface with two positions, a labelled handle button with increment and
decrement, tap to toggle, dragging limited to the handle, a spring on height and corner radius
that Reduce Motion turns off. Everything the seed does not say is an assumption listed in
Examples/README.md; the corrected variant adds what a careful team would."""

import math

from ios_platform import SAFE_BOTTOM, VIEWPORT, color, line_height, style_size, text_width
from scenario_json import (action, detent, environment, gesture, node, notification, rect, response_spring,
                           scenario, sheet, snapshot, text, timing, track, transition)

WIDTH, HEIGHT = VIEWPORT
COMPACT, EXPANDED = 200, 430  # compactHeight / expandedHeight defaults
SHEET_X, SHEET_WIDTH = 8, WIDTH - 16  # assumed: bottom-anchored, 8 pt side insets
SHEET_BOTTOM = HEIGHT - SAFE_BOTTOM
CORNER = {"compact": 28, "expanded": 16}  # assumed radii
SPRING = response_spring(0.5, 0.825)  # assumed: SwiftUI's default spring
PILL_W, PILL_H = 36, 5
HEADLINE = "Now playing"
TRACK_TITLE = "Harbour Lights (Extended Mix)"
ARTIST = "The Example Ensemble"
PADDING = 24
DRAG_Y, DRAG_TIME = 100, 0.25
SIZES = ("large", "ax5")
HEIGHTS = {"compact": COMPACT, "expanded": EXPANDED}
OTHER = {"compact": "expanded", "expanded": "compact"}


def snapshot_id(state, size, rm):
    return f"{state}-{size}-light" + ("-rm" if rm else "")


def host(size):
    """The screen the surface sits on (assumed content): a large title and two rows."""
    title_point, row_point = style_size("largeTitle", size), style_size("body", size)
    title_h, row_h = line_height(title_point), line_height(row_point) + 24
    label, secondary = color("light", "label"), color("light", "secondarySystemGroupedBackground")
    rows = []
    for index, (key, title) in enumerate((("playlists", "Playlists"), ("albums", "Albums"))):
        rows.append(node(f"host-{key}", role="button", label=title, traits=["button"],
                         frame=rect(16, 103 + title_h + 8 + index * (row_h + 1), WIDTH - 32, row_h),
                         text=text(row_point, style="body"), foreground=label, background=secondary))
    return node("host", part="presenter", frame=rect(0, 0, WIDTH, HEIGHT),
                background=color("light", "systemGroupedBackground"), children=[
                    node("host-title", role="header", part="title", label="Library", traits=["header"],
                         frame=rect(16, 103, WIDTH - 32, title_h), text=text(title_point, "bold", style="largeTitle"),
                         foreground=label, background=color("light", "systemGroupedBackground")),
                    *rows])


def content_blocks(state, size):
    """(id, label, style, weight, lines) of the text blocks, and the controls row height."""
    width = SHEET_WIDTH - 2 * PADDING
    blocks = [("sheet-headline", HEADLINE, "headline", "semibold")]
    if state == "expanded":
        blocks += [("player-title", TRACK_TITLE, "body", "regular"), ("player-artist", ARTIST, "subheadline", "regular")]
    out = []
    for key, label, style, weight in blocks:
        point = style_size(style, size)
        lines = max(1, math.ceil(text_width(label, point, weight) / width))
        out.append({"id": key, "label": label, "style": style, "weight": weight, "point": point, "lines": lines})
    return out


def handle_area(corrected):
    return 44 if corrected else PILL_H + 16


def natural_height(state, size, corrected):
    blocks = content_blocks(state, size)
    height = handle_area(corrected) + 16 + 16
    height += sum(b["lines"] * line_height(b["point"]) for b in blocks)
    if state == "expanded":
        height += 20 + 4 + 20 + 44  # VStack spacing, title-artist gap, spacing, controls row
    return height


def sheet_tree(state, size, corrected):
    height = HEIGHTS[state]
    top = SHEET_BOTTOM - height
    natural = natural_height(state, size, corrected)
    blocks = content_blocks(state, size)
    overflow = 0 if corrected else max(0, natural - height)
    # Without a scroll view SwiftUI gives up lines of the longest text until the stack fits.
    truncated = set()
    for block in sorted(blocks, key=lambda b: -b["lines"]):
        while overflow > 0 and block["lines"] > 1:
            block["lines"] -= 1
            overflow -= line_height(block["point"])
            truncated.add(block["id"])
    label, white = color("light", "label"), color("light", "systemBackground")
    x = SHEET_X + PADDING
    y = top + handle_area(corrected) + 16
    nodes = {}
    for block in blocks:
        block_h = block["lines"] * line_height(block["point"])
        header = corrected and block["id"] == "sheet-headline"
        nodes[block["id"]] = node(
            block["id"], role="header" if header else "staticText", part="title" if header else None,
            label=block["label"], traits=["header"] if header else ["staticText"],
            frame=rect(x, y, SHEET_WIDTH - 2 * PADDING, block_h),
            text=text(block["point"], block["weight"], style=block["style"], truncated=block["id"] in truncated),
            foreground=label, background=white)
        y += block_h + (4 if block["id"] == "player-title" else 20)
    children = [nodes["sheet-headline"]]
    if state == "expanded":
        controls = []
        for index, (key, name) in enumerate((("previous", "Previous track"), ("play", "Pause"), ("next", "Next track"))):
            controls.append(node(f"player-{key}", role="button", label=name, traits=["button"],
                                 frame=rect(x + index * 64 + (SHEET_WIDTH - 2 * PADDING - 172) / 2, y, 44, 44),
                                 foreground=label, background=white))
        children.append(node("player-details", frame=rect(x, nodes["player-title"]["frame"]["y"],
                                                           SHEET_WIDTH - 2 * PADDING, y + 44 - nodes["player-title"]["frame"]["y"]),
                             children=[nodes["player-title"], nodes["player-artist"], *controls]))
    content_top = top + handle_area(corrected)
    content = node("sheet-content", role="scrollView" if corrected else "group", part="content",
                   frame=rect(SHEET_X, content_top, SHEET_WIDTH, SHEET_BOTTOM - content_top), children=children)
    return node(
        "sheet", part="sheet", frame=rect(SHEET_X, top, SHEET_WIDTH, height), background=white,
        sheet=sheet(modality="nonmodal", can_dismiss=False,
                    detents=[detent("compact", COMPACT), detent("expanded", EXPANDED)], position=state,
                    scrolls_content=corrected, content_height=natural, height_source="fixed"),
        children=[handle(state, top, corrected), content])


def handle(state, top, corrected):
    """A labelled native button; VoiceOver can also increment and decrement it. The label and the
    value are assumptions (the seed only says 'labeled'); at the end positions the unavailable
    direction leaves the position unchanged."""
    pill = rect(SHEET_X + (SHEET_WIDTH - PILL_W) / 2, top + 8, PILL_W, PILL_H)
    hit = rect(SHEET_X + (SHEET_WIDTH - 64) / 2, top, 64, 44) if corrected else rect(pill["x"], top, PILL_W, PILL_H + 16)
    return node(
        "sheet-handle", role="button", part="handle", label="Sheet handle", value=state.capitalize(),
        traits=["button", "adjustable"],
        actions=[action("activate", leads_to=OTHER[state]), action("increment", leads_to="expanded"),
                 action("decrement", leads_to="compact")],
        gestures=[gesture("tap", leads_to=OTHER[state]), gesture("drag", leads_to=OTHER[state], tracks_finger=True)],
        frame=pill, hit_frame=hit, foreground="#3C3C4399", background=color("light", "systemBackground"))


def snapshots(corrected):
    out = []
    for state in ("compact", "expanded"):
        for size in SIZES:
            for rm in (False, True):
                root = node("window", role="window", frame=rect(0, 0, WIDTH, HEIGHT),
                            children=[host(size), sheet_tree(state, size, corrected)])
                out.append(snapshot(snapshot_id(state, size, rm), state,
                                    environment(reduce_motion=rm, content_size=size), root, focused="sheet-handle"))
    return out


def tracks(start, end, rm, dragged):
    """Height and corner radius on the spring; the player details fade in or out with it (SwiftUI's
    default insertion transition). Under Reduce Motion nothing is interpolated."""
    settle = {"none": {}} if rm else SPRING
    delay = DRAG_TIME if dragged else 0
    out = []
    height_from, radius_from = HEIGHTS[start], CORNER[start]
    if dragged:
        finger = timing("linear", DRAG_TIME)
        height_from = HEIGHTS[start] + DRAG_Y
        out.append(track("sheet", "height", HEIGHTS[start], height_from, finger, driver="gesture"))
        if not rm:
            progress = DRAG_Y / (EXPANDED - COMPACT)
            radius_from = CORNER[start] + (CORNER[end] - CORNER[start]) * progress
            out.append(track("sheet", "cornerRadius", CORNER[start], radius_from, finger, driver="gestureSecondary"))
    out.append(track("sheet", "height", height_from, HEIGHTS[end], settle, delay=delay))
    out.append(track("sheet", "cornerRadius", radius_from, CORNER[end], settle, delay=delay))
    details = (0, 1) if end == "expanded" else (1, 0)
    out.append(track("player-details", "opacity", *details, settle, delay=delay))
    return out


def transitions(corrected):
    out = []
    for rm in (False, True):
        suffix = "-rm" if rm else ""
        for name, kind, start, end, dragged in (("expand", "expand", "compact", "expanded", False),
                                                ("collapse", "collapse", "expanded", "compact", False),
                                                ("drag-expand", "dragSettle", "compact", "expanded", True)):
            announced = [notification("announcement", text=end.capitalize())] if corrected else []
            out.append(transition(
                name + suffix, kind, snapshot_id(start, "large", rm), snapshot_id(end, "large", rm),
                environment(reduce_motion=rm), tracks(start, end, rm, dragged),
                focus_before=None if dragged else "sheet-handle", focus_after=None if dragged else "sheet-handle",
                notifications=announced, interruptible=True))
    return out


def build(corrected=False):
    if corrected:
        return scenario("morphing-sheet-corrected",
                        "Hugsy morphing sheet with announcements, scrolling content and a 44 pt handle",
                        "seeds/hugsy-morphing-sheet.txt with the additions listed in Examples/README.md",
                        snapshots(True), transitions(True))
    return scenario("morphing-sheet", "Hugsy morphing sheet as its description states it",
                    "seeds/hugsy-morphing-sheet.txt (description only; source unavailable)",
                    snapshots(False), transitions(False))
