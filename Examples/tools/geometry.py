"""Frame arithmetic for the examples: affine transforms applied to whole subtrees."""

from scenario_json import rect


def moved(frame, dx=0, dy=0):
    return rect(frame["x"] + dx, frame["y"] + dy, frame["width"], frame["height"])


def transformed(frame, center, scale, tx=0, ty=0):
    """`frame` under a `CGAffineTransform` that scales about `center` and then translates,
    which is how UIKit applies a view's transform around its centre."""
    cx, cy = center
    return rect(cx + (frame["x"] - cx) * scale + tx, cy + (frame["y"] - cy) * scale + ty,
                frame["width"] * scale, frame["height"] * scale)


def transform_subtree(node, center, scale, tx=0, ty=0):
    """Applies the transform to every frame and hit frame below and including `node`."""
    for key in ("frame", "hitFrame"):
        if key in node:
            node[key] = transformed(node[key], center, scale, tx, ty)
    for child in node.get("children", []):
        transform_subtree(child, center, scale, tx, ty)
    return node


def center_of(frame):
    return (frame["x"] + frame["width"] / 2, frame["y"] + frame["height"] / 2)
