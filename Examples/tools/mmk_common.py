"""MorphModalKit as its code lays out and animates cards (jsmmth/MorphModalKit @0697754, read in
domain-rules §6): `ModalOptions.default`, card frames, the peek stack, the springs, and the parts
both MorphModalKit examples share (the presenting screen, the scrim, the host view)."""

from geometry import center_of, transform_subtree
from ios_platform import SAFE_BOTTOM, SAFE_TOP, VIEWPORT, color, line_height, style_size, text_width
from scenario_json import environment, gesture, node, rect, text, uikit_spring

WIDTH, HEIGHT = VIEWPORT

# ModalOptions.default
HORIZONTAL_INSET = 10
CORNER_RADIUS = 32
STACK_SPACING = 20
HANDLE_WIDTH, HANDLE_HEIGHT, HANDLE_TOP = 52, 4, 8
DIM_PER_LEVEL = 0.06
OVERLAY_OPACITY = 0.2
MAX_VISIBLE_STACK = 2
# `animation` (present, push, pop, hide, drag snap-back) and `morphAnimation` (replace).
STACK_SPRING = uikit_spring(0.4, 0.86, 0.8)
MORPH_SPRING = uikit_spring(0.4, 0.95, 1)
# ModalInteractionController: parallax of background cards, dismissal thresholds.
PARALLAX_FACTOR = 0.08
DRAG_PROGRESS_DISTANCE = 300
DISMISS_TRANSLATION = 140

CARD_X = HORIZONTAL_INSET
CARD_WIDTH = WIDTH - 2 * HORIZONTAL_INSET
# bottomSpacing nil = max(safe-area bottom, 10)
CARD_BOTTOM = HEIGHT - max(SAFE_BOTTOM, 10)
SCRIM_COLOR = "#000000"  # overlayColor black; the view's alpha animates to overlayOpacity 0.2


def max_card_height(max_visible_stack=MAX_VISIBLE_STACK):
    """`clampedHeight`: the screen minus safe areas and the space reserved for peeking cards."""
    peek = STACK_SPACING * min(4, max_visible_stack)
    return HEIGHT - SAFE_TOP - max(SAFE_BOTTOM, 10) - peek


def card_frame(height):
    return rect(CARD_X, CARD_BOTTOM - height, CARD_WIDTH, height)


def slide_distance(frame_top):
    """present/push/pop/hide move a card by `view.bounds.maxY - wrapper.frame.minY + 50`."""
    return HEIGHT - frame_top + 50


def peek_layout(heights):
    """`applyPeekTransforms` for a stack of card heights (bottom first, front last).

    Returns one entry per card: depth (0 = front), scale, the transform's y translation, and
    the dim overlay's alpha."""
    front_top = CARD_BOTTOM - heights[-1]
    layout = [None] * len(heights)
    layout[-1] = {"depth": 0, "scale": 1.0, "ty": 0.0, "dim": 0.0}
    ref_top = front_top
    for depth, index in enumerate(range(len(heights) - 2, -1, -1), start=1):
        scale = 1 - depth * 0.05
        target_top = ref_top - STACK_SPACING
        center_y = CARD_BOTTOM - heights[index] / 2
        ty = target_top + heights[index] * scale / 2 - center_y
        layout[index] = {"depth": depth, "scale": scale, "ty": ty, "dim": DIM_PER_LEVEL * depth}
        ref_top = target_top
    return layout


def place_card(card, scale, ty):
    """Applies a peek transform to a card built at its identity frame."""
    return transform_subtree(card, center_of(card["frame"]), scale, 0, ty)


def drag_parallax(scale, ty, drag_y):
    """`updateBackgroundTransforms` for a card at `depth` while the front card is dragged by
    `drag_y`: returns the card's new (scale, screen y translation). The shift is applied in the
    card's scaled space, so it moves `scale * shift` points on screen."""
    depth = round((1 - scale) / 0.05)
    progress = min(1, drag_y / DRAG_PROGRESS_DISTANCE)
    target_scale = scale + (1 - scale) * progress
    shift = drag_y * PARALLAX_FACTOR / depth
    return target_scale, ty + shift * scale


ENVIRONMENTS = [(size, scheme, rm) for size in ("large", "ax5") for scheme in ("light", "dark")
                for rm in (False, True)]


def snapshot_id(state, size, scheme, rm):
    return f"{state}-{size}-{scheme}" + ("-rm" if rm else "")


def env(size="large", scheme="light", rm=False):
    return environment(reduce_motion=rm, content_size=size, color_scheme=scheme)


def presenter(scheme, size, scalable):
    """The example app's screen (`ViewController.swift`): an icon and the button that presents
    the modal. `scalable` swaps the fixed 15 pt bold font for the subheadline style."""
    if scalable:
        point_size = style_size("subheadline", size)
        font = text(point_size, "bold", style="subheadline")
    else:
        point_size = 15
        font = text(15, "bold", scales=False)
    label = "MorphModalKit"
    max_text = WIDTH - 32 - 32
    lines = max(1, -(-text_width(label, point_size, "bold") // max_text))
    button_width = min(text_width(label, point_size, "bold"), max_text) + 32
    button_height = lines * line_height(point_size) + 16
    if scalable:  # the corrected app also gives its button the 44 pt minimum height
        button_height = max(44, button_height)
    button = rect((WIDTH - button_width) / 2, HEIGHT / 2 - button_height / 2, button_width, button_height)
    icon = rect((WIDTH - 60) / 2, button["y"] - 16 - 60, 60, 60)
    return node(
        "presenter", part="presenter", frame=rect(0, 0, WIDTH, HEIGHT),
        background=color(scheme, "systemBackground"),
        children=[
            node("presenter-icon", role="image", frame=icon, is_element=False),
            node("presenter-button", role="button", label=label, traits=["button"], frame=button,
                 text=font, foreground=color(scheme, "label"), background=color(scheme, "systemGray6")),
        ])


def scrim(opacity=OVERLAY_OPACITY):
    """The overlay: a plain view with a tap recognizer that hides the whole stack."""
    return node("scrim", role="none", part="scrim", gestures=[gesture("tap", leads_to="closed")],
                frame=rect(0, 0, WIDTH, HEIGHT), opacity=opacity, background=SCRIM_COLOR)


def window(scheme, size, scalable_presenter, host=None):
    return node("window", role="window", frame=rect(0, 0, WIDTH, HEIGHT),
                children=[presenter(scheme, size, scalable_presenter), host])
