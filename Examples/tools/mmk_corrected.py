"""What a careful team ships on top of MorphModalKit (some of it through a small fork, see the
README): containment, escape, a visible Close button, an operable handle, hidden covered cards,
scaling text in scrolling content, focus moves and notifications, and cross-fades under Reduce
Motion. Ids match `mmk_default` wherever the element is the same."""

from geometry import center_of, transform_subtree
import mmk_common as mmk
from ios_platform import color, line_height, scale_factor, style_size, text_width
from scenario_json import (action, detent, gesture, node, notification, rect, scenario, sheet, snapshot,
                           text, timing, track, transition)

HEADER_HEIGHT = 50
CONTENT_TOP = 56
MORPH_PREFERRED = {1: 346, 2: 269}
MORPH_TITLES = {1: "Oh hi", 2: "Guess what"}
MENU_TILES = [("push", "Push"), ("pop", "Pop"), ("morph", "Morph"), ("input", "Input"),
              ("scroll", "Scroll"), ("close", "Close")]
CROSS_FADE = timing("easeInOut", 0.25)
DRAG_SETTLE_Y, DRAG_DISMISS_Y, DRAG_TIME = 120, 160, 0.3
STACK_STATES = {1: "closed", 2: "popped", 3: "pushed"}  # where closing the front card leads


def max_height(rm):
    """Under Reduce Motion the team sets `maxVisibleStack = 0`: one visible card, no peek space."""
    return mmk.max_card_height(0 if rm else mmk.MAX_VISIBLE_STACK)


def footer_metrics(size):
    point = style_size("footnote", size)
    button_h = max(44, line_height(point) + 16)
    return point, button_h, button_h + 24


def menu_natural_height(size):
    title_h = line_height(style_size("headline", size))
    return CONTENT_TOP + title_h + 12 + menu_grid(size, 0, 0, mmk.CARD_WIDTH)[1] + 20


def menu_grid(size, x, y, width):
    """Tile frames and the grid height: two columns at Large, one full-width column at the
    accessibility sizes, where the tile's icon scales with the footnote style."""
    point = style_size("footnote", size)
    inner = width - 40
    if size == "large":
        tile_w, tile_h, columns = (inner - 4) / 2, 92, 2
    else:
        icon = 20 * scale_factor("footnote", size)
        tile_w, tile_h, columns = inner, 12 + icon + 16 + line_height(point) + 12, 1
    frames = []
    for index in range(len(MENU_TILES)):
        row, column = divmod(index, columns)
        frames.append(rect(x + 20 + column * (tile_w + 4), y + row * (tile_h + 4), tile_w, tile_h))
    rows = -(-len(MENU_TILES) // columns)
    return frames, rows * tile_h + (rows - 1) * 4


def menu_content(n, frame, scheme, size, hidden=False, opacity=1):
    x, y, w, h = frame["x"], frame["y"], frame["width"], frame["height"]
    title_point = style_size("headline", size)
    title_h = line_height(title_point)
    grid_top = y + CONTENT_TOP + title_h + 12
    frames, grid_h = menu_grid(size, x, grid_top, w)
    tile_point = style_size("footnote", size)
    tiles = [node(f"menu-{n}-{key}", role="button", part="closeButton" if key == "close" else None, label=label,
                  traits=["button"], actions=[action("activate", leads_to="closed")] if key == "close" else [],
                  frame=tile,
                  text=text(tile_point, "heavy", style="footnote"), foreground=color(scheme, "label"),
                  background=color(scheme, "tertiarySystemGroupedBackground"))
             for (key, label), tile in zip(MENU_TILES, frames)]
    return node(f"menu-{n}", part="content", frame=frame, hidden=hidden, opacity=opacity, children=[
        node(f"menu-{n}-scrollview", role="scrollView", frame=rect(x, y + HEADER_HEIGHT, w, h - HEADER_HEIGHT), children=[
            node(f"menu-{n}-title", role="header", part="title", label="Menu", traits=["header"],
                 frame=rect(x + 24, y + CONTENT_TOP, w - 48, title_h),
                 text=text(title_point, "semibold", style="headline"), foreground=color(scheme, "label"),
                 background=color(scheme, "secondarySystemGroupedBackground")),
            node(f"menu-{n}-grid", frame=rect(x + 20, grid_top, w - 40, grid_h), children=tiles)])])


def morph_title_height(n, size):
    point = style_size("title2", size)
    available = mmk.CARD_WIDTH - 40 - 32
    lines = -(-text_width(MORPH_TITLES[n], point, "medium") // available)
    return max(1, lines) * line_height(point)


def morph_natural_height(n, size):
    return CONTENT_TOP + morph_title_height(n, size) + 48 + 20 + footer_metrics(size)[2]


def morph_content(n, frame, scheme, size, opacity=1, hidden=False):
    x, y, w, h = frame["x"], frame["y"], frame["width"], frame["height"]
    footer_h = footer_metrics(size)[2]
    box = rect(x + 20, y + CONTENT_TOP, w - 40, h - CONTENT_TOP - 20 - footer_h)
    point = style_size("title2", size)
    title_h = morph_title_height(n, size)
    title_w = min(text_width(MORPH_TITLES[n], point, "medium"), box["width"] - 32)
    tertiary = color(scheme, "tertiarySystemGroupedBackground")
    return node(f"morph-{n}", part="content", frame=frame, hidden=hidden, opacity=opacity, children=[
        node(f"morph-{n}-scrollview", role="scrollView", frame=rect(x, y + HEADER_HEIGHT, w, h - HEADER_HEIGHT - footer_h), children=[
            node(f"morph-{n}-box", frame=box, background=tertiary, children=[
                node(f"morph-{n}-title", role="header", part="title", label=MORPH_TITLES[n], traits=["header"],
                     frame=rect(box["x"] + (box["width"] - title_w) / 2, box["y"] + (box["height"] - title_h) / 2,
                                title_w, title_h),
                     text=text(point, "medium", style="title2"), foreground=color(scheme, "label"),
                     background=tertiary)])])])


def header(n, frame, scheme, count, leads_to):
    """The team's own top bar (`showsHandle = false`): a grabber button with a padded hit frame
    inside the card, and a Close button."""
    x, y, w = frame["x"], frame["y"], frame["width"]
    card_bg = color(scheme, "secondarySystemGroupedBackground")
    grabber = node(
        f"card-{n}-handle", role="button", part="handle", label="Card grabber", value=f"Card {n} of {count}",
        hint="Closes this card", traits=["button"], actions=[action("activate", leads_to=leads_to)],
        gestures=[gesture("tap", leads_to=leads_to)],
        frame=rect(x + (w - mmk.HANDLE_WIDTH) / 2, y + mmk.HANDLE_TOP, mmk.HANDLE_WIDTH, mmk.HANDLE_HEIGHT),
        hit_frame=rect(x + (w - 88) / 2, y, 88, 44),
        foreground=color(scheme, "systemGray"), background=card_bg)
    close = node(
        f"card-{n}-close", role="button", part="closeButton", label="Close", hint="Closes all cards",
        traits=["button"], actions=[action("activate", leads_to="closed")], frame=rect(x + w - 56, y + 6, 44, 44),
        foreground=color(scheme, "label"), background=color(scheme, "tertiarySystemGroupedBackground"))
    return node(f"card-{n}-header", part="stickyHeader", frame=rect(x, y, w, HEADER_HEIGHT), children=[grabber, close])


def footer(n, frame, scheme, size, visible):
    """BACK / NEXT, now a sticky footer the content is inset above; hidden, not just faded, on
    cards that do not use it."""
    x, y, w, h = frame["x"], frame["y"], frame["width"], frame["height"]
    point, button_h, footer_h = footer_metrics(size)
    top = y + h - footer_h
    tertiary = color(scheme, "tertiarySystemGroupedBackground")

    def nav(key, label, hint, right):
        button_w = max(44, text_width(label, point, "heavy") + 32)
        left = x + w - 20 - button_w if right else x + 20
        return node(f"card-{n}-{key}", role="button", label=label, hint=hint, traits=["button"],
                    frame=rect(left, top + 12, button_w, button_h), text=text(point, "heavy", style="footnote"),
                    foreground=color(scheme, "label"), background=tertiary)

    return node(f"card-{n}-footer", part="stickyFooter", frame=rect(x, top, w, footer_h), hidden=not visible,
                opacity=1 if visible else 0, background=color(scheme, "secondarySystemGroupedBackground"),
                children=[nav("back", "Back", "Previous step", False), nav("next", "Next", "Next step", True)])


def card(n, height, natural, scheme, size, rm, depth, count, content, extra=(), footer_visible=False, dim=0.0):
    frame = mmk.card_frame(height)
    leads_to = STACK_STATES[count]
    front = depth == 0
    container = [content(frame)] if content else []
    if not front:
        container.append(node(f"card-{n}-snapshot", role="none", part="x-snapshot", frame=frame))
    card_bg = color(scheme, "secondarySystemGroupedBackground")
    return node(
        f"card-{n}", part="card",
        actions=[action("escape", leads_to=leads_to, succeeds=True)] if front else [],
        gestures=[gesture("drag", leads_to=leads_to, tracks_finger=True)] if front else [],
        frame=frame, hidden=not front, opacity=0 if (rm and not front) else 1, modal=front, background=card_bg,
        sheet=sheet(detents=[detent("preferredHeight", height)], position="preferredHeight", stack_depth=depth,
                    scrolls_content=True, content_height=natural, height_source="content"),
        children=[header(n, frame, scheme, count, leads_to),
                  node(f"card-{n}-container", frame=frame, background=card_bg, children=container),
                  *[build(frame) for build in extra],
                  footer(n, frame, scheme, size, footer_visible),
                  node(f"card-{n}-dim", role="none", part="x-dim", frame=frame, opacity=dim, background="#000000")])


def menu_stack(scheme, size, rm, count):
    natural = menu_natural_height(size)
    height = min(natural, max_height(rm))
    cards = []
    for index, peek in enumerate(mmk.peek_layout([height] * count)):
        n, depth = index + 1, peek["depth"]
        built = card(n, height, natural, scheme, size, rm, depth, count,
                     lambda frame, n=n, depth=depth: menu_content(n, frame, scheme, size, hidden=depth > 0),
                     dim=peek["dim"])
        cards.append(mmk.place_card(built, peek["scale"], peek["ty"]))
    return cards


def morph_height(n, size, rm):
    return min(max(MORPH_PREFERRED[n], morph_natural_height(n, size)), max_height(rm))


def state_tree(state, scheme, size, rm):
    if state == "closed":
        return mmk.window(scheme, size, True)
    if state in ("presented", "popped"):
        cards = menu_stack(scheme, size, rm, 1)
    elif state == "pushed":
        cards = menu_stack(scheme, size, rm, 2)
    elif state == "pushed-twice":
        cards = menu_stack(scheme, size, rm, 3)
    else:
        step = 1 if state.endswith("scale") else 2
        height, natural = morph_height(step, size, rm), morph_natural_height(step, size)
        incoming = lambda frame: morph_content(step, frame, scheme, size)
        content, extra = None, [incoming]
        if state == "morphing-scale":
            # The outgoing view is hidden from assistive technology as the morph starts.
            content = lambda frame: transform_subtree(
                menu_content(1, frame, scheme, size, hidden=True, opacity=0), center_of(frame), 0.98)
        elif state == "morphing-slide":
            outgoing = lambda frame: transform_subtree(
                morph_content(1, frame, scheme, size, opacity=0, hidden=True), center_of(frame), 1, -100)
            extra = [outgoing, incoming]
        cards = [card(1, height, natural, scheme, size, rm, 0, 1, content, extra=extra, footer_visible=True)]
    host = node("modal-host", frame=rect(0, 0, mmk.WIDTH, mmk.HEIGHT), modal=True, children=[mmk.scrim(), *cards])
    return mmk.window(scheme, size, True, host)


FOCUS = {
    "closed": "presenter-button",
    "presented": "menu-1-title",
    "pushed": "menu-2-title",
    "pushed-twice": "menu-3-title",
    "popped": "menu-1-push",
    "morphing-scale": "morph-1-title",
    "replaced-scale": "morph-1-title",
    "morphing-slide": "morph-2-title",
    "replaced-slide": "morph-2-title",
}
STATES = list(FOCUS)


def snapshots():
    return [snapshot(mmk.snapshot_id(state, size, scheme, rm), state, mmk.env(size, scheme, rm),
                     state_tree(state, scheme, size, rm), focused=FOCUS[state])
            for state in STATES for size, scheme, rm in mmk.ENVIRONMENTS]


def motion_tracks(rm):
    """Tracks per transition at Large: the library's springs without Reduce Motion, cross-fades
    (and jumps for what cannot fade) with it."""
    spring, morph, fade = mmk.STACK_SPRING, mmk.MORPH_SPRING, CROSS_FADE
    menu_h = menu_natural_height("large")
    travel = mmk.slide_distance(mmk.CARD_BOTTOM - menu_h)
    slide_travel = mmk.slide_distance(mmk.CARD_BOTTOM - morph_height(2, "large", rm))
    heights = {"menu": menu_h, 1: morph_height(1, "large", rm), 2: morph_height(2, "large", rm)}
    finger = timing("linear", DRAG_TIME)
    if rm:
        return {
            "present": [track("card-1", "opacity", 0, 1, fade), track("scrim", "opacity", 0, mmk.OVERLAY_OPACITY, fade)],
            "push": [track("card-2", "opacity", 0, 1, fade), track("card-1", "opacity", 1, 0, fade)],
            "push-again": [track("card-3", "opacity", 0, 1, fade), track("card-2", "opacity", 1, 0, fade)],
            "pop": [track("card-2", "opacity", 1, 0, fade), track("card-1", "opacity", 0, 1, fade)],
            "replace-scale": [track("menu-1", "opacity", 1, 0, fade), track("morph-1", "opacity", 0, 1, fade),
                              track("card-1", "height", heights["menu"], heights[1], {"none": {}}),
                              track("card-1-footer", "opacity", 0, 1, fade)],
            "replace-slide": [track("morph-1", "opacity", 1, 0, fade), track("morph-2", "opacity", 0, 1, fade),
                              track("card-1", "height", heights[1], heights[2], {"none": {}})],
            "drag-settle": [track("card-2", "translationY", 0, DRAG_SETTLE_Y, finger, driver="gesture"),
                            track("card-2", "translationY", DRAG_SETTLE_Y, 0, {"none": {}}, delay=DRAG_TIME)],
            "drag-dismiss": [track("card-1", "translationY", 0, DRAG_DISMISS_Y, finger, driver="gesture"),
                             track("card-1", "opacity", 1, 0, fade, delay=DRAG_TIME),
                             track("scrim", "opacity", mmk.OVERLAY_OPACITY, 0, fade, delay=DRAG_TIME)],
            "dismiss": [track("card-1", "opacity", 1, 0, fade), track("scrim", "opacity", mmk.OVERLAY_OPACITY, 0, fade)],
        }
    two, three = mmk.peek_layout([menu_h] * 2), mmk.peek_layout([menu_h] * 3)
    settle_scale, settle_ty = mmk.drag_parallax(two[0]["scale"], two[0]["ty"], DRAG_SETTLE_Y)
    return {
        "present": [track("card-1", "translationY", travel, 0, spring),
                    track("scrim", "opacity", 0, mmk.OVERLAY_OPACITY, spring)],
        "push": [track("card-2", "translationY", travel, 0, spring),
                 track("card-1", "scale", 1, two[0]["scale"], spring),
                 track("card-1", "translationY", 0, two[0]["ty"], spring),
                 track("card-1-dim", "opacity", 0, two[0]["dim"], spring)],
        "push-again": [track("card-3", "translationY", travel, 0, spring),
                       track("card-2", "scale", 1, three[1]["scale"], spring),
                       track("card-2", "translationY", 0, three[1]["ty"], spring),
                       track("card-2-dim", "opacity", 0, three[1]["dim"], spring),
                       track("card-1", "scale", two[0]["scale"], three[0]["scale"], spring),
                       track("card-1", "translationY", two[0]["ty"], three[0]["ty"], spring),
                       track("card-1-dim", "opacity", two[0]["dim"], three[0]["dim"], spring)],
        "pop": [track("card-2", "translationY", 0, travel, spring),
                track("card-1", "scale", two[0]["scale"], 1, spring),
                track("card-1", "translationY", two[0]["ty"], 0, spring),
                track("card-1-dim", "opacity", two[0]["dim"], 0, spring)],
        "replace-scale": [track("menu-1", "opacity", 1, 0, morph), track("menu-1", "scale", 1, 0.98, morph),
                          track("morph-1", "opacity", 0, 1, morph), track("morph-1", "scale", 1.05, 1, morph),
                          track("card-1", "height", heights["menu"], heights[1], morph),
                          track("card-1-footer", "opacity", 0, 1, morph)],
        "replace-slide": [track("morph-1", "opacity", 1, 0, morph), track("morph-1", "translationX", 0, -100, morph),
                          track("morph-2", "opacity", 0, 1, morph), track("morph-2", "translationX", 100, 0, morph),
                          track("card-1", "height", heights[1], heights[2], morph)],
        "drag-settle": [
            track("card-2", "translationY", 0, DRAG_SETTLE_Y, finger, driver="gesture"),
            track("card-1", "translationY", two[0]["ty"], settle_ty, finger, driver="gestureSecondary"),
            track("card-1", "scale", two[0]["scale"], settle_scale, finger, driver="gestureSecondary"),
            track("card-2", "translationY", DRAG_SETTLE_Y, 0, spring, delay=DRAG_TIME),
            track("card-1", "translationY", settle_ty, two[0]["ty"], spring, delay=DRAG_TIME),
            track("card-1", "scale", settle_scale, two[0]["scale"], spring, delay=DRAG_TIME)],
        "drag-dismiss": [track("card-1", "translationY", 0, DRAG_DISMISS_Y, finger, driver="gesture"),
                         track("card-1", "translationY", DRAG_DISMISS_Y, travel, spring, delay=DRAG_TIME),
                         track("scrim", "opacity", mmk.OVERLAY_OPACITY, 0, spring, delay=DRAG_TIME)],
        "dismiss": [track("card-1", "translationY", 0, slide_travel, spring),
                    track("scrim", "opacity", mmk.OVERLAY_OPACITY, 0, spring)],
    }


def screen_changed(target):
    return [notification("screenChanged", target=target)]


# (id, kind, from state, to state, accessibility facts)
SPECS = [
    ("present", "present", "closed", "presented",
     dict(focus_before="presenter-button", focus_after="menu-1-title", invoker="presenter-button",
          notifications=screen_changed("menu-1-title"))),
    ("push", "push", "presented", "pushed",
     dict(focus_before="menu-1-push", focus_after="menu-2-title", notifications=screen_changed("menu-2-title"))),
    ("push-again", "push", "pushed", "pushed-twice",
     dict(focus_before="menu-2-push", focus_after="menu-3-title", notifications=screen_changed("menu-3-title"))),
    ("pop", "pop", "pushed", "popped",
     dict(focus_before="menu-2-pop", focus_after="menu-1-push",
          notifications=[notification("layoutChanged", target="menu-1-push")])),
    ("replace-scale", "replace", "presented", "replaced-scale",
     dict(focus_before="menu-1-morph", focus_after="morph-1-title", notifications=screen_changed("morph-1-title"),
          outgoing_hidden_at_start=True)),
    ("replace-slide", "replace", "replaced-scale", "replaced-slide",
     dict(focus_before="card-1-next", focus_after="morph-2-title", notifications=screen_changed("morph-2-title"),
          outgoing_hidden_at_start=True)),
    ("drag-settle", "dragSettle", "pushed", "pushed", dict()),
    ("drag-dismiss", "dismiss", "presented", "closed",
     dict(focus_after="presenter-button", invoker="presenter-button", notifications=screen_changed("presenter-button"))),
    ("dismiss", "dismiss", "replaced-slide", "closed",
     dict(focus_before="card-1-close", focus_after="presenter-button", invoker="presenter-button",
          notifications=screen_changed("presenter-button"))),
]


def transitions():
    out = []
    for rm in (False, True):
        tracks = motion_tracks(rm)
        for name, kind, start, end, facts in SPECS:
            out.append(transition(
                name + ("-rm" if rm else ""), kind, mmk.snapshot_id(start, "large", "light", rm),
                mmk.snapshot_id(end, "large", "light", rm), mmk.env("large", "light", rm), tracks[name],
                interruptible=True, **facts))
    return out


def build():
    return scenario(
        "morphmodalkit-corrected",
        "MorphModalKit with the accessibility work a careful team adds on top of it",
        "jsmmth/MorphModalKit @06977548 with the changes listed in Examples/README.md",
        snapshots(), transitions())
