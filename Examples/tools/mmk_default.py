"""MorphModalKit as it behaves today: `ModalOptions.default`, presented the way its UIKit example
presents it (`presentModal(MenuModal(), sticky: .sticky(StickyElements.self))`), with the
example's content (MenuModal, MorphModal steps one and two, StickyElements).

Nothing here is accessibility-aware, because nothing in the library is (domain-rules §6.2)."""

from geometry import center_of, transform_subtree
import mmk_common as mmk
from ios_platform import color, line_height, text_width
from scenario_json import (action, detent, gesture, node, rect, scenario, sheet, snapshot, text,
                           timing, track, transition)

MENU_HEIGHT = 324
MORPH_HEIGHTS = {1: 346, 2: 269}
MORPH_TITLES = {1: "Oh hi", 2: "Guess what"}
STICKY_TITLES = {1: "Sticky", 2: "Also"}
MENU_TILES = [("push", "PUSH"), ("pop", "POP"), ("morph", "MORPH"), ("input", "INPUT"),
              ("scroll", "SCROLL"), ("close", "CLOSE")]
FIXED_GREY = "#F2F2F2"  # UIColor(red: 0.95, green: 0.95, blue: 0.95), the same in dark mode
NAV_TEXT = "#404040"  # UIColor(red: 0.25, green: 0.25, blue: 0.25)
STICKY_BUTTON_HEIGHT = 22  # 12 pt text with 4 pt insets (domain-rules §6.2 item 12 estimate)
DRAG_SETTLE_Y = 120  # released below 140 pt and 600 pt/s: springs back
DRAG_DISMISS_Y = 160  # released past 140 pt: dismisses
DRAG_TIME = 0.3
STACK_STATES = {1: "popped", 2: "pushed"}  # where popping a stack of n + 1 cards leads


def menu_content(n, frame, scheme, hidden=False, opacity=1):
    """MenuModal: a 2 x 3 grid of 12 pt heavy tiles inset 20 pt, rows filling the card."""
    x, y, w, h = frame["x"], frame["y"], frame["width"], frame["height"]
    grid = rect(x + 20, y + 20, w - 40, h - 40)
    tile_w, tile_h = (grid["width"] - 4) / 2, (grid["height"] - 8) / 3
    tiles = []
    for index, (key, title) in enumerate(MENU_TILES):
        row, column = divmod(index, 2)
        closes = key == "close"  # the example's own CLOSE tile calls hide()
        tiles.append(node(
            f"menu-{n}-{key}", role="button", part="closeButton" if closes else None, label=title,
            traits=["button"], actions=[action("activate", leads_to="closed")] if closes else [],
            frame=rect(grid["x"] + column * (tile_w + 4), grid["y"] + row * (tile_h + 4), tile_w, tile_h),
            text=text(12, "heavy", scales=False), foreground=color(scheme, "systemGray"),
            background=color(scheme, "tertiarySystemGroupedBackground")))
    return node(f"menu-{n}", part="content", frame=frame, hidden=hidden, opacity=opacity,
                children=[node(f"menu-{n}-grid", frame=grid, children=tiles)])


def morph_content(n, frame, scheme, opacity=1):
    """MorphModal: a fixed light-grey box (top 60, sides and bottom 20) with a centred title."""
    x, y, w, h = frame["x"], frame["y"], frame["width"], frame["height"]
    box = rect(x + 20, y + 60, w - 40, h - 80)
    title = MORPH_TITLES[n]
    title_w, title_h = text_width(title, 17, "medium"), line_height(17)
    return node(f"morph-{n}", part="content", frame=frame, opacity=opacity, children=[
        node(f"morph-{n}-box", frame=box, background=FIXED_GREY, children=[
            node(f"morph-{n}-title", role="staticText", label=title, traits=["staticText"],
                 frame=rect(box["x"] + (box["width"] - title_w) / 2, box["y"] + (box["height"] - title_h) / 2,
                            title_w, title_h),
                 text=text(17, "medium", scales=False), foreground=color(scheme, "label"),
                 background=FIXED_GREY)])])


def sticky(n, frame, scheme, visible, title):
    """StickyElements: pinned to all four card edges, above the content. Its BACK / title / NEXT
    row sits 24 pt from the top and is only faded (`stackView.alpha = 0`) when the owner is not a
    MorphModal, so it stays in the accessibility tree."""
    x, y, w = frame["x"], frame["y"], frame["width"]
    bar = rect(x + 20, y + 24, w - 40, STICKY_BUTTON_HEIGHT)
    button_w = text_width("BACK", 12, "heavy") + 16
    title_w, title_h = text_width(title, 17, "bold"), line_height(17)
    card_bg = color(scheme, "secondarySystemGroupedBackground")

    def nav(key, label, left):
        return node(f"card-{n}-{key}", role="button", label=label, traits=["button"],
                    frame=rect(left, bar["y"], button_w, STICKY_BUTTON_HEIGHT),
                    text=text(12, "heavy", scales=False), foreground=NAV_TEXT, background=FIXED_GREY)

    return node(f"card-{n}-sticky", part="stickyContainer", frame=frame, children=[
        node(f"card-{n}-sticky-bar", part="stickyHeader", frame=bar, opacity=1 if visible else 0, children=[
            nav("back", "BACK", bar["x"]),
            node(f"card-{n}-sticky-title", role="staticText", label=title, traits=["staticText"],
                 frame=rect(x + (w - title_w) / 2, bar["y"] + (STICKY_BUTTON_HEIGHT - title_h) / 2, title_w, title_h),
                 text=text(17, "bold", scales=False), foreground=color(scheme, "label"), background=card_bg),
            nav("next", "NEXT", bar["x"] + bar["width"] - button_w)])])


def handle(n, frame, scheme):
    """The library's handle: a plain 52 x 4 view, no element, no action, no gesture of its own."""
    return node(f"card-{n}-handle", role="none", part="handle",
                frame=rect(frame["x"] + (frame["width"] - mmk.HANDLE_WIDTH) / 2, frame["y"] + mmk.HANDLE_TOP,
                           mmk.HANDLE_WIDTH, mmk.HANDLE_HEIGHT),
                foreground=color(scheme, "tertiarySystemGroupedBackground"),
                background=color(scheme, "secondarySystemGroupedBackground"))


def card(n, height, scheme, depth, content, extra=(), sticky_visible=False, sticky_title="Sticky",
         drag_leads_to=None, dim_alpha=0):
    """One wrapper: clipping card with the modal container, morph views added on top of it,
    then the sticky container, the handle and the dim view."""
    frame = mmk.card_frame(height)
    container = [content(frame)] if content else []
    if depth > 0:  # usesSnapshots: the live view is hidden and an image stands in for it
        container.append(node(f"card-{n}-snapshot", role="none", part="x-snapshot", frame=frame))
    card_bg = color(scheme, "secondarySystemGroupedBackground")
    return node(
        f"card-{n}", part="card",
        gestures=[gesture("drag", leads_to=drag_leads_to, tracks_finger=True)] if drag_leads_to else [],
        frame=frame, background=card_bg,
        sheet=sheet(detents=[detent("preferredHeight", height)], position="preferredHeight",
                    stack_depth=depth, scrolls_content=False, content_height=height, height_source="fixed"),
        children=[node(f"card-{n}-container", frame=frame, background=card_bg, children=container),
                  *[build(frame) for build in extra],
                  sticky(n, frame, scheme, sticky_visible, sticky_title), handle(n, frame, scheme),
                  node(f"card-{n}-dim", role="none", part="x-dim", frame=frame, opacity=dim_alpha,
                       background="#000000")])


def menu_stack(scheme, count):
    """`count` MenuModal cards pushed on one another (the example's PUSH tile)."""
    heights = [MENU_HEIGHT] * count
    cards = []
    for index, peek in enumerate(mmk.peek_layout(heights)):
        n, depth = index + 1, peek["depth"]
        built = card(n, MENU_HEIGHT, scheme, depth,
                     lambda frame, n=n, depth=depth: menu_content(n, frame, scheme, hidden=depth > 0),
                     drag_leads_to=None if depth else ("closed" if count == 1 else STACK_STATES[count - 1]),
                     dim_alpha=peek["dim"])
        cards.append(mmk.place_card(built, peek["scale"], peek["ty"]))
    return cards


def host(cards):
    return node("modal-host", frame=rect(0, 0, mmk.WIDTH, mmk.HEIGHT), children=[mmk.scrim(), *cards])


def state_tree(state, scheme, size):
    if state == "closed":
        return mmk.window(scheme, size, False)
    if state in ("presented", "popped"):
        cards = menu_stack(scheme, 1)
    elif state == "pushed":
        cards = menu_stack(scheme, 2)
    elif state == "pushed-twice":
        cards = menu_stack(scheme, 3)
    elif state == "morphing-scale":
        # The morph block has set the model values: old view alpha 0 and scale 0.98, new view
        # alpha 1, card at the new height, sticky row faded in. Completion has not run yet.
        def outgoing(frame):
            menu = menu_content(1, frame, scheme, opacity=0)
            return transform_subtree(menu, center_of(frame), 0.98)
        cards = [card(1, MORPH_HEIGHTS[1], scheme, 0, outgoing,
                      extra=[lambda frame: morph_content(1, frame, scheme)],
                      sticky_visible=True, sticky_title=STICKY_TITLES[1], drag_leads_to="closed")]
    elif state == "replaced-scale":
        cards = [card(1, MORPH_HEIGHTS[1], scheme, 0, None,
                      extra=[lambda frame: morph_content(1, frame, scheme)],
                      sticky_visible=True, sticky_title=STICKY_TITLES[1], drag_leads_to="closed")]
    elif state == "morphing-slide":
        def outgoing(frame):
            return transform_subtree(morph_content(1, frame, scheme, opacity=0), center_of(frame), 1, -100)
        cards = [card(1, MORPH_HEIGHTS[2], scheme, 0, None,
                      extra=[outgoing, lambda frame: morph_content(2, frame, scheme)],
                      sticky_visible=True, sticky_title=STICKY_TITLES[2], drag_leads_to="closed")]
    elif state == "replaced-slide":
        cards = [card(1, MORPH_HEIGHTS[2], scheme, 0, None,
                      extra=[lambda frame: morph_content(2, frame, scheme)],
                      sticky_visible=True, sticky_title=STICKY_TITLES[2], drag_leads_to="closed")]
    else:
        raise ValueError(state)
    return mmk.window(scheme, size, False, host(cards))


# Where VoiceOver's cursor is in each state. Nothing ever moves it: it stays on the presenter
# behind the card, or is orphaned (None) when the element it was on is hidden or removed.
FOCUS = {
    "closed": "presenter-button",
    "presented": "presenter-button",
    "pushed": None,
    "pushed-twice": None,
    "popped": None,
    "morphing-scale": "menu-1-morph",
    "replaced-scale": None,
    "morphing-slide": "card-1-next",
    "replaced-slide": "card-1-next",
}
STATES = list(FOCUS)


def snapshots():
    out = []
    for state in STATES:
        for size, scheme, rm in mmk.ENVIRONMENTS:
            out.append(snapshot(mmk.snapshot_id(state, size, scheme, rm), state, mmk.env(size, scheme, rm),
                                state_tree(state, scheme, size), focused=FOCUS[state]))
    return out


def transitions():
    """Every transition as the code animates it. The library never reads Reduce Motion, so the
    Reduce Motion recording has the very same tracks."""
    spring, morph = mmk.STACK_SPRING, mmk.MORPH_SPRING
    menu_top = mmk.CARD_BOTTOM - MENU_HEIGHT
    travel = mmk.slide_distance(menu_top)
    two, three = mmk.peek_layout([MENU_HEIGHT] * 2), mmk.peek_layout([MENU_HEIGHT] * 3)
    settle_scale, settle_ty = mmk.drag_parallax(two[0]["scale"], two[0]["ty"], DRAG_SETTLE_Y)
    gesture_curve = timing("linear", DRAG_TIME)
    slide_top = mmk.CARD_BOTTOM - MORPH_HEIGHTS[2]
    specs = [
        ("present", "present", "closed", "presented", [
            track("card-1", "translationY", travel, 0, spring),
            track("scrim", "opacity", 0, mmk.OVERLAY_OPACITY, spring)],
         dict(focus_before="presenter-button", invoker="presenter-button", interruptible=True)),
        ("push", "push", "presented", "pushed", [
            track("card-2", "translationY", travel, 0, spring),
            track("card-1", "scale", 1, two[0]["scale"], spring),
            track("card-1", "translationY", 0, two[0]["ty"], spring),
            track("card-1-dim", "opacity", 0, two[0]["dim"], spring)],
         dict(focus_before="menu-1-push", interruptible=True)),
        ("push-again", "push", "pushed", "pushed-twice", [
            track("card-3", "translationY", travel, 0, spring),
            track("card-2", "scale", 1, three[1]["scale"], spring),
            track("card-2", "translationY", 0, three[1]["ty"], spring),
            track("card-2-dim", "opacity", 0, three[1]["dim"], spring),
            track("card-1", "scale", two[0]["scale"], three[0]["scale"], spring),
            track("card-1", "translationY", two[0]["ty"], three[0]["ty"], spring),
            track("card-1-dim", "opacity", two[0]["dim"], three[0]["dim"], spring)],
         dict(focus_before="menu-2-push", interruptible=True)),
        ("pop", "pop", "pushed", "popped", [
            track("card-2", "translationY", 0, travel, spring),
            track("card-1", "scale", two[0]["scale"], 1, spring),
            track("card-1", "translationY", two[0]["ty"], 0, spring),
            track("card-1-dim", "opacity", two[0]["dim"], 0, spring)],
         dict(focus_before="menu-2-pop", interruptible=False)),
        ("replace-scale", "replace", "presented", "replaced-scale", [
            track("menu-1", "opacity", 1, 0, morph),
            track("menu-1", "scale", 1, 0.98, morph),
            track("morph-1", "opacity", 0, 1, morph),
            track("morph-1", "scale", 1.05, 1, morph),
            track("card-1", "height", MENU_HEIGHT, MORPH_HEIGHTS[1], morph),
            track("card-1-sticky-bar", "opacity", 0, 1, morph)],
         dict(focus_before="menu-1-morph", outgoing_hidden_at_start=False, interruptible=True)),
        ("replace-slide", "replace", "replaced-scale", "replaced-slide", [
            track("morph-1", "opacity", 1, 0, morph),
            track("morph-1", "translationX", 0, -100, morph),
            track("morph-2", "opacity", 0, 1, morph),
            track("morph-2", "translationX", 100, 0, morph),
            track("card-1", "height", MORPH_HEIGHTS[1], MORPH_HEIGHTS[2], morph)],
         dict(focus_before="card-1-next", outgoing_hidden_at_start=False, interruptible=True)),
        ("drag-settle", "dragSettle", "pushed", "pushed", [
            track("card-2", "translationY", 0, DRAG_SETTLE_Y, gesture_curve, driver="gesture"),
            track("card-1", "translationY", two[0]["ty"], settle_ty, gesture_curve, driver="gestureSecondary"),
            track("card-1", "scale", two[0]["scale"], settle_scale, gesture_curve, driver="gestureSecondary"),
            track("card-2", "translationY", DRAG_SETTLE_Y, 0, spring, delay=DRAG_TIME),
            track("card-1", "translationY", settle_ty, two[0]["ty"], spring, delay=DRAG_TIME),
            track("card-1", "scale", settle_scale, two[0]["scale"], spring, delay=DRAG_TIME)],
         dict(interruptible=True)),
        ("drag-dismiss", "dismiss", "presented", "closed", [
            track("card-1", "translationY", 0, DRAG_DISMISS_Y, gesture_curve, driver="gesture"),
            track("card-1", "translationY", DRAG_DISMISS_Y, travel, spring, delay=DRAG_TIME),
            track("scrim", "opacity", mmk.OVERLAY_OPACITY, 0, spring, delay=DRAG_TIME)],
         dict(invoker="presenter-button", interruptible=False)),
        ("dismiss", "dismiss", "replaced-slide", "closed", [
            track("card-1", "translationY", 0, mmk.slide_distance(slide_top), spring),
            track("scrim", "opacity", mmk.OVERLAY_OPACITY, 0, spring)],
         dict(focus_before="card-1-next", invoker="presenter-button", interruptible=False)),
    ]
    out = []
    for rm in (False, True):
        suffix = "-rm" if rm else ""
        for name, kind, start, end, tracks, facts in specs:
            out.append(transition(
                name + suffix, kind, mmk.snapshot_id(start, "large", "light", rm),
                mmk.snapshot_id(end, "large", "light", rm), mmk.env("large", "light", rm), tracks, **facts))
    return out


def build():
    return scenario(
        "morphmodalkit-default",
        "MorphModalKit with default ModalOptions, as its UIKit example uses it",
        "jsmmth/MorphModalKit @06977548 (seed: morphmodalkit-readme.txt; code read in domain-rules §6)",
        snapshots(), transitions())
