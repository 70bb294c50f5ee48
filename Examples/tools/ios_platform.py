"""iOS facts the examples are built from: system colours (domain-rules §5, sRGB from Flutter's
CupertinoColors), the Dynamic Type table (§3.3), the phone the snapshots are taken on, and a
rough text-measurement estimate used for heights at the accessibility sizes."""

import math

# iPhone 15/16 Pro in portrait: 393 x 852 pt, @3x, top safe area 59 pt, home indicator 34 pt.
VIEWPORT = (393, 852)
SAFE_TOP = 59
SAFE_BOTTOM = 34

# Resolved system colours, base interface level (an .overFullScreen presentation stays at .base;
# domain-rules §5 computes the elevated variant too, and it fails the same way).
SYSTEM_COLORS = {
    "light": {
        "systemBackground": "#FFFFFF",
        "systemGroupedBackground": "#F2F2F7",
        "secondarySystemGroupedBackground": "#FFFFFF",
        "tertiarySystemGroupedBackground": "#F2F2F7",
        "systemGray": "#8E8E93",
        "systemGray6": "#F2F2F7",
        "label": "#000000",
    },
    "dark": {
        "systemBackground": "#000000",
        "systemGroupedBackground": "#000000",
        "secondarySystemGroupedBackground": "#1C1C1E",
        "tertiarySystemGroupedBackground": "#2C2C2E",
        "systemGray": "#8E8E93",
        "systemGray6": "#1C1C1E",
        "label": "#FFFFFF",
    },
}


def color(scheme, name):
    return SYSTEM_COLORS[scheme][name]


CATEGORIES = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
              "ax1", "ax2", "ax3", "ax4", "ax5"]

# HIG Typography, iOS/iPadOS point sizes per category (domain-rules §3.3, verbatim).
TEXT_STYLE_SIZES = {
    "largeTitle": [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    "title1": [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    "title2": [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    "title3": [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    "headline": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    "body": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    "callout": [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    "subheadline": [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    "footnote": [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    "caption1": [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    "caption2": [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
}


def style_size(style, category):
    return TEXT_STYLE_SIZES[style][CATEGORIES.index(category)]


def scale_factor(style, category):
    """How much `UIFontMetrics(forTextStyle:)` scales a metric at `category` (relative to Large)."""
    return style_size(style, category) / style_size(style, "large")


# Text measurement. No font metrics are available here, so heights at AX5 are estimates:
# line height 1.2 x point size (Apple's Body leading is 22 pt at 17 pt and 62 pt at 53 pt),
# average glyph advance 0.56 em for regular and medium text, 0.6 em for semibold and heavier.
_BOLD_WEIGHTS = {"semibold", "bold", "heavy", "black"}


def line_height(point_size):
    return math.ceil(point_size * 1.2)


def text_width(string, point_size, weight="regular"):
    advance = 0.6 if weight in _BOLD_WEIGHTS else 0.56
    return math.ceil(len(string) * advance * point_size)


def line_count(string, point_size, weight, available_width):
    return max(1, math.ceil(text_width(string, point_size, weight) / available_width))


def text_height(string, point_size, weight, available_width):
    return line_count(string, point_size, weight, available_width) * line_height(point_size)
