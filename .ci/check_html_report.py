#!/usr/bin/env python3
"""Checks morph-audit's HTML report in headless Chromium, the way a reader meets it.

1. Self-contained: the page loads no resource at all (the browser's resource timing list stays
   empty) and declares a Content-Security-Policy that forbids the network; its one script runs
   (it writes the filter status line), so the policy's hash matches it.
2. Wireframes to scale: every outlined element's frame (`data-frame`) is the frame of that node in
   the scenario file itself (read here from the JSON or XML, in every snapshot the drawing stands
   for), and the outline the browser actually draws sits at that frame times the drawing's scale,
   within a pixel.
3. Accessible: axe-core finds no violation (every rule axe runs by default) with the script on;
   at 200 % zoom (a 640 px wide window) the page does not scroll sideways and nothing sticks out.
4. Usable without script, from the keyboard: with JavaScript disabled, every problem is shown,
   tabbing to the "error" severity box and pressing Space hides the error problems (CSS alone),
   and a wireframe badge is a link to its problem.
5. Screenshots: a wireframe with its outlined failures and a motion section, into OUT; with
   --readme-image, the state section shown in the README.

Usage: check_html_report.py REPORT.html --axe axe.min.js --out DIR [--readme-image PNG]
"""
import argparse
import json
import os
import sys
import time
import xml.etree.ElementTree as ElementTree

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys


def browser(width, height, script=True):
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--hide-scrollbars", "--force-device-scale-factor=1", f"--window-size={width},{height}"):
        options.add_argument(argument)
    if not script:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    driver = webdriver.Chrome(service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")), options=options)
    driver.set_script_timeout(180)
    return driver


def scenario_frames(path):
    """{snapshot id: {node id: (x, y, width, height)}} from a scenario file, JSON or XML."""
    frames = {}
    if path.endswith(".json"):
        with open(path, encoding="utf-8") as source:
            scenario = json.load(source)
        for snapshot in scenario["snapshots"]:
            nodes = frames.setdefault(snapshot["id"], {})
            stack = [snapshot["root"]]
            while stack:
                node = stack.pop()
                frame = node.get("frame")
                if frame:
                    nodes.setdefault(node["id"], (frame["x"], frame["y"], frame["width"], frame["height"]))
                stack.extend(node.get("children", []))
    else:
        for snapshot in ElementTree.parse(path).getroot().iter("snapshot"):
            nodes = frames.setdefault(snapshot.get("id"), {})
            for node in snapshot.iter("node"):
                if node.get("frame"):
                    nodes.setdefault(node.get("id"), tuple(float(v) for v in node.get("frame").replace(",", " ").split()))
    return frames


READ_MARKS = """
const marks = [];
for (const svg of document.querySelectorAll('figure.drawing svg.wireframe')) {
  // The drawing's content box: inside the border the page's style sheet gives it.
  const box = svg.viewBox.baseVal, outer = svg.getBoundingClientRect();
  const screen = {left: outer.left + svg.clientLeft, top: outer.top + svg.clientTop, width: svg.clientWidth, height: svg.clientHeight};
  const file = svg.closest('section.scenario').dataset.file;
  for (const mark of svg.querySelectorAll('g.mark')) {
    const drawn = mark.querySelector('rect.outline').getBoundingClientRect();
    marks.push({file, snapshots: svg.dataset.snapshots.split(' '), scale: parseFloat(svg.dataset.scale),
                element: mark.dataset.element, frame: mark.dataset.frame.split(' ').map(Number),
                view: [box.x, box.y, box.width, box.height], svg: [screen.left, screen.top, screen.width, screen.height],
                drawn: [drawn.left, drawn.top, drawn.width, drawn.height]});
  }
}
return marks;
"""


def check_marks(driver, problems):
    marks = driver.execute_script(READ_MARKS)
    if not marks:
        problems.append("no outlined element in any wireframe")
    files = {}
    for mark in marks:
        frames = files.setdefault(mark["file"], scenario_frames(mark["file"]))
        for snapshot in mark["snapshots"]:
            expected = frames.get(snapshot, {}).get(mark["element"])
            if expected is None or any(abs(a - b) > 0.006 for a, b in zip(expected, mark["frame"])):
                problems.append(f"{mark['file']} {snapshot} {mark['element']}: outlined at {mark['frame']}, "
                                f"the scenario says {expected}")
        view, svg, drawn = mark["view"], mark["svg"], mark["drawn"]
        scale = svg[2] / view[2]
        if abs(scale - mark["scale"]) > 0.01:
            problems.append(f"{mark['element']}: drawn at {scale:.3f} px per pt, the report says {mark['scale']}")
        x, y, width, height = mark["frame"]
        wanted = [svg[0] + (x - view[0]) * scale, svg[1] + (y - view[1]) * scale, width * scale, height * scale]
        if any(abs(a - b) > 1.0 for a, b in zip(wanted, drawn)):
            problems.append(f"{mark['element']} in {mark['snapshots'][0]}: outline drawn at "
                            f"{[round(v, 1) for v in drawn]}, its frame is at {[round(v, 1) for v in wanted]}")
    return len(marks)


def run_axe(driver, axe_source):
    driver.execute_script(axe_source)
    result = driver.execute_async_script(
        "const done = arguments[0];"
        "axe.run(document, {resultTypes: ['violations']}).then(r => done({violations: r.violations.map("
        "v => ({id: v.id, help: v.help, nodes: v.nodes.slice(0, 5).map(n => n.target.join(' ') + ': ' + n.failureSummary)}))}))"
        ".catch(e => done({error: String(e)}));")
    if "error" in result:
        raise SystemExit("axe.run failed: " + result["error"])
    return result["violations"]


def readme_image(driver, path):
    """MorphModalKit's `pushed` state in light and dark, from its heading to its first problems:
    the picture the README shows."""
    section = driver.execute_script(
        "return [...document.querySelectorAll('section.scenario[data-file$=\"morphmodalkit-default.json\"] section.subject')]"
        ".find(s => s.querySelector('h3').textContent === 'State pushed')")
    if section is None:
        raise SystemExit("no 'pushed' state of morphmodalkit-default.json in the report")
    height = driver.execute_script(
        "const s = arguments[0].getBoundingClientRect(), p = arguments[0].querySelectorAll('li.problem')[0].getBoundingClientRect();"
        "return Math.ceil(p.bottom - s.top + 16);", section)
    chrome = driver.execute_script("return window.outerHeight - window.innerHeight")
    driver.set_window_size(1280, height + chrome)
    driver.execute_script("arguments[0].scrollIntoView()", section)
    driver.save_screenshot(path)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("report")
    parser.add_argument("--axe", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--readme-image")
    arguments = parser.parse_args()
    os.makedirs(arguments.out, exist_ok=True)
    url = "file://" + os.path.abspath(arguments.report)
    with open(arguments.axe, encoding="utf-8") as source:
        axe_source = source.read()
    problems = []
    timings = []
    started = time.perf_counter()

    def lap(name):
        nonlocal started
        now = time.perf_counter()
        timings.append(f"{name} {now - started:.1f} s")
        started = now

    driver = browser(1280, 900)
    try:
        driver.get(url)
        loaded = driver.execute_script("return performance.getEntriesByType('resource').map(e => e.name)")
        if loaded:
            problems.append(f"the page loaded resources: {loaded[:5]}")
        policy = driver.execute_script(
            "const m = document.querySelector('meta[http-equiv=\"Content-Security-Policy\"]'); return m ? m.content : ''")
        if "default-src 'none'" not in policy:
            problems.append(f"no Content-Security-Policy forbidding the network: {policy!r}")
        status = driver.find_element(By.ID, "filter-status").text
        total = len(driver.find_elements(By.CSS_SELECTOR, "li.problem"))
        if status != f"Showing {total} of {total} problems.":
            problems.append(f"the report's script did not run (status line {status!r})")
        lap("load")
        marks = check_marks(driver, problems)
        lap("frames")
        violations = run_axe(driver, axe_source)
        lap("axe")
        for violation in violations:
            problems.append(f"axe {violation['id']}: {violation['help']}: {violation['nodes']}")

        figure = driver.find_element(By.CSS_SELECTOR, "figure.drawing:has(g.mark[data-outcome='failing'])")
        driver.execute_script("arguments[0].scrollIntoView()", figure)
        figure.screenshot(os.path.join(arguments.out, "wireframe.png"))
        motion = driver.find_element(By.CSS_SELECTOR, "figure.motion")
        driver.execute_script("arguments[0].scrollIntoView()", motion)
        motion.screenshot(os.path.join(arguments.out, "motion.png"))
        if arguments.readme_image:
            readme_image(driver, arguments.readme_image)

        lap("screenshots")
        # 200 % zoom: the same page in half the CSS width.
        driver.set_window_size(640, 900)
        driver.get(url)
        overflow = driver.execute_script("return document.documentElement.scrollWidth - window.innerWidth")
        if overflow > 1:
            problems.append(f"at 200 % zoom the page scrolls sideways by {overflow} px")
        wide = driver.execute_script(
            "return [...document.querySelectorAll('main *')].filter(e => e.getBoundingClientRect().right > window.innerWidth + 1)"
            ".slice(0, 3).map(e => e.tagName + '.' + e.className)")
        if wide:
            problems.append(f"at 200 % zoom these stick out of the window: {wide}")
        lap("200 % zoom")
    finally:
        driver.quit()

    driver = browser(1280, 900, script=False)
    try:
        driver.get(url)
        if driver.find_element(By.ID, "filter-status").text:
            problems.append("the script ran although JavaScript was off")
        shown = [p for p in driver.find_elements(By.CSS_SELECTOR, "li.problem") if p.is_displayed()]
        errors = len(driver.find_elements(By.CSS_SELECTOR, "li.problem[data-severity='error']"))
        if len(shown) != total:
            problems.append(f"without script {len(shown)} of {total} problems are shown")
        body = driver.find_element(By.TAG_NAME, "body")
        body.send_keys(Keys.TAB)
        for _ in range(200):
            if driver.switch_to.active_element.get_attribute("id") == "filter-severity-error":
                break
            driver.switch_to.active_element.send_keys(Keys.TAB)
        else:
            problems.append("the error severity filter cannot be reached with Tab")
        driver.switch_to.active_element.send_keys(Keys.SPACE)
        shown_after = [p for p in driver.find_elements(By.CSS_SELECTOR, "li.problem") if p.is_displayed()]
        if len(shown_after) != total - errors:
            problems.append(f"clearing 'error' from the keyboard without script left {len(shown_after)} problems shown, "
                            f"expected {total - errors}")
        badge = driver.find_element(By.CSS_SELECTOR, "svg.wireframe a.badge")
        target = badge.get_dom_attribute("href").split("#")[-1]
        if not driver.find_elements(By.ID, target):
            problems.append(f"a wireframe badge links to #{target}, which is not on the page")
        lap("without script")
    finally:
        driver.quit()

    for problem in problems:
        print("error: " + problem, file=sys.stderr)
    print(f"HTML report: {total} problems, {marks} outlined elements checked against the scenario files, "
          f"axe-core {len(problems) == 0 and 'clean' or 'not clean'}; screenshots in {arguments.out} ({', '.join(timings)})")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
