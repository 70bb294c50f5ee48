"""Builders for the JSON form of an A11yModel scenario.

Each builder returns a dict whose keys follow the order of the Swift `Codable` conformances
(`Sources/A11yModel`) and leaves out the keys the Swift encoder leaves out when they hold their
defaults, so a committed example reads like a file `ScenarioJSON.encode` would write.
"""

import json

FORMAT_VERSION = 1


def exact(value, digits=4):
    """A parameter as written in source code (0.825 stays 0.825), without binary noise."""
    rounded = round(float(value), digits)
    return int(rounded) if rounded == int(rounded) else rounded


def num(value):
    """A number as the Swift encoder prints it: integral values without a fraction, and no
    binary noise from the geometry arithmetic."""
    if isinstance(value, bool):
        raise TypeError("booleans are not numbers here")
    rounded = round(float(value), 2)
    if rounded == int(rounded):
        return int(rounded)
    return rounded


def rect(x, y, width, height):
    return {"x": num(x), "y": num(y), "width": num(width), "height": num(height)}


def size(width, height):
    return {"width": num(width), "height": num(height)}


# Node roles that are accessibility elements unless the input says otherwise (Node.defaultIsElement).
_CONTAINER_ROLES = {"none", "group", "window", "scrollView", "list"}


def node(id, role="group", part=None, label=None, value=None, hint=None, identifier=None, traits=(),
         actions=(), gestures=(), frame=None, hit_frame=None, is_element=None, hidden=False, opacity=1,
         modal=False, text=None, foreground=None, background=None, sheet=None, children=()):
    out = {"id": id, "role": role}
    for key, item in (("part", part), ("label", label), ("value", value), ("hint", hint),
                      ("identifier", identifier)):
        if item is not None:
            out[key] = item
    if traits:
        out["traits"] = list(traits)
    if actions:
        out["actions"] = list(actions)
    if gestures:
        out["gestures"] = list(gestures)
    if frame is not None:
        out["frame"] = frame
    if hit_frame is not None:
        out["hitFrame"] = hit_frame
    default_element = role not in _CONTAINER_ROLES
    if is_element is not None and is_element != default_element:
        out["isAccessibilityElement"] = is_element
    if hidden:
        out["isHidden"] = True
    if num(opacity) != 1:
        out["opacity"] = num(opacity)
    if modal:
        out["isModal"] = True
    for key, item in (("text", text), ("foreground", foreground), ("background", background),
                      ("sheet", sheet)):
        if item is not None:
            out[key] = item
    children = [child for child in children if child is not None]
    if children:
        out["children"] = children
    return out


def action(kind, name=None, leads_to=None, succeeds=None):
    out = {"kind": kind}
    if name is not None:
        out["name"] = name
    if leads_to is not None:
        out["leadsTo"] = leads_to
    if succeeds is not None:
        out["succeeds"] = succeeds
    return out


def gesture(kind, leads_to=None, completes_on="up", tracks_finger=False):
    out = {"kind": kind}
    if leads_to is not None:
        out["leadsTo"] = leads_to
    out["completesOn"] = completes_on
    out["tracksFinger"] = tracks_finger
    return out


def text(point_size, weight="regular", style=None, scales=True, truncated=False, clipped=False,
         essential=True):
    out = {}
    if style is not None:
        out["style"] = style
    out.update({"pointSize": num(point_size), "weight": weight, "scalesWithDynamicType": scales,
                "isTruncated": truncated, "isClipped": clipped, "isEssential": essential})
    return out


def detent(id, height):
    return {"id": id, "height": num(height)}


def sheet(modality="modal", can_dismiss=True, detents=(), position=None, stack_depth=0,
          scrolls_content=False, content_height=None, height_source="content"):
    out = {"modality": modality, "canDismiss": can_dismiss, "detents": list(detents)}
    if position is not None:
        out["position"] = position
    out["stackDepth"] = stack_depth
    out["scrollsContent"] = scrolls_content
    if content_height is not None:
        out["contentHeight"] = num(content_height)
    out["heightSource"] = height_source
    return out


def environment(reduce_motion=False, content_size="large", color_scheme="light", voice_over=True,
                viewport=(393, 852), scale=3):
    return {"platform": "iOS", "reduceMotion": reduce_motion, "prefersCrossFadeTransitions": False,
            "contentSize": content_size, "colorScheme": color_scheme, "increaseContrast": False,
            "boldText": False, "voiceOver": voice_over, "interfaceLevel": "base",
            "viewport": size(*viewport), "scale": num(scale), "keyboardVisible": False}


def uikit_spring(duration, damping_ratio, initial_velocity=0):
    """`UIView.animate(withDuration:usingSpringWithDamping:initialSpringVelocity:)`."""
    spring = {"uikitDuration": num(duration), "dampingRatio": num(damping_ratio)}
    if initial_velocity:
        spring["initialVelocity"] = num(initial_velocity)
    return {"spring": spring}


def response_spring(response, damping_fraction, initial_velocity=0):
    """SwiftUI `spring(response:dampingFraction:)`."""
    spring = {"response": exact(response), "dampingFraction": exact(damping_fraction)}
    if initial_velocity:
        spring["initialVelocity"] = exact(initial_velocity)
    return {"spring": spring}


def timing(function, duration):
    return {"timing": {"function": function, "duration": num(duration)}}


NO_CURVE = {"none": {}}


def track(node_id, prop, start, end, curve, delay=0, driver="animation"):
    out = {"node": node_id, "property": prop, "from": num(start), "to": num(end), "curve": curve}
    if delay:
        out["delay"] = num(delay)
    if driver != "animation":
        out["driver"] = driver
    return out


def notification(kind, target=None, text=None):
    out = {"kind": kind}
    if target is not None:
        out["target"] = target
    if text is not None:
        out["text"] = text
    return out


def snapshot(id, state, env, root, focused=None):
    out = {"id": id, "state": state, "environment": env}
    if focused is not None:
        out["focusedNode"] = focused
    out["root"] = root
    return out


def transition(id, kind, start, end, env, tracks=(), focus_before=None, focus_after=None, invoker=None,
               notifications=(), outgoing_hidden_at_start=None, interruptible=None):
    out = {"id": id, "kind": kind, "from": start, "to": end, "environment": env}
    if tracks:
        out["tracks"] = list(tracks)
    for key, item in (("focusBefore", focus_before), ("focusAfter", focus_after), ("invoker", invoker)):
        if item is not None:
            out[key] = item
    if notifications:
        out["notifications"] = list(notifications)
    if outgoing_hidden_at_start is not None:
        out["outgoingHiddenAtStart"] = outgoing_hidden_at_start
    if interruptible is not None:
        out["interruptible"] = interruptible
    return out


def scenario(id, title, source, snapshots, transitions):
    return {"formatVersion": FORMAT_VERSION, "id": id, "title": title, "source": source,
            "snapshots": list(snapshots), "transitions": list(transitions)}


def _is_leaf(value):
    """Objects of scalars and arrays of scalars are written on one line."""
    if isinstance(value, dict):
        return all(not isinstance(item, (dict, list)) for item in value.values())
    if isinstance(value, list):
        return all(not isinstance(item, (dict, list)) for item in value)
    return True


def _write(value, indent, out):
    if _is_leaf(value):
        out.append(json.dumps(value, ensure_ascii=False))
        return
    inner = " " * (indent + 2)
    if isinstance(value, dict):
        out.append("{\n")
        for index, (key, item) in enumerate(value.items()):
            out.append(f"{inner}{json.dumps(key)}: ")
            _write(item, indent + 2, out)
            out.append(",\n" if index < len(value) - 1 else "\n")
        out.append(" " * indent + "}")
    else:
        out.append("[\n")
        for index, item in enumerate(value):
            out.append(inner)
            _write(item, indent + 2, out)
            out.append(",\n" if index < len(value) - 1 else "\n")
        out.append(" " * indent + "]")


def dumps(value):
    """Stable JSON with a trailing newline: indented by two spaces, with objects and arrays that
    hold only scalars (frames, text facts, actions) kept on one line so trees stay readable."""
    out = []
    _write(value, 0, out)
    return "".join(out) + "\n"
