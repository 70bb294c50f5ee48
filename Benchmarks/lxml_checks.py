"""Five of morph-audit's checks over a scenario XML file, in Python with lxml: the reference that
Benchmarks/run.sh times `morph-audit audit` against. It parses the whole file, walks every
snapshot's tree once carrying what nodes inherit (background, opacity, hidden), and counts
failures of: text contrast (WCAG 1.4.3), target size (2.5.8's 24 pt), text that does not scale
with Dynamic Type, invisible elements still exposed, and unnamed handles."""
import sys

from lxml import etree

INTERACTIVE = {"button", "link", "toggle", "slider", "adjustable", "textField", "tab"}


def luminance(color):
    def channel(c):
        c = int(c, 16) / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(color[i:i + 2]) for i in (1, 3, 5))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def audit(path):
    failures = {"text-contrast": 0, "target-size": 0, "scalable-text": 0, "invisible-exposed": 0, "handle-name": 0}
    root = etree.parse(path).getroot()
    for snapshot in root.iter("snapshot"):
        tree = snapshot.find("node")
        stack = [(tree, None, 1.0, False)]
        while stack:
            node, background, opacity, hidden = stack.pop()
            get = node.get
            background = get("background", background)
            opacity *= float(get("opacity", "1"))
            hidden = hidden or get("is-hidden") == "true"
            text = node.find("text")
            if text is not None:
                if text.get("scales-with-dynamic-type") == "false":
                    failures["scalable-text"] += 1
                foreground = get("foreground")
                if foreground and background and not hidden:
                    size = float(text.get("point-size"))
                    large = size >= 24 or (size >= 18.67 and text.get("weight") in ("bold", "heavy", "black"))
                    if contrast(foreground[:7], background[:7]) < (3 if large else 4.5):
                        failures["text-contrast"] += 1
            if get("role") in INTERACTIVE and not hidden and get("frame"):
                _, _, width, height = (float(v) for v in (get("hit-frame") or get("frame")).split())
                if width < 24 or height < 24:
                    failures["target-size"] += 1
            if opacity == 0 and not hidden and get("is-accessibility-element") != "false":
                failures["invisible-exposed"] += 1
            if get("part") == "handle" and not (get("label") or "").strip():
                failures["handle-name"] += 1
            stack.extend((child, background, opacity, hidden) for child in node.iterfind("node"))
    return failures


if __name__ == "__main__":
    for file in sys.argv[1:]:
        print(file, audit(file))
