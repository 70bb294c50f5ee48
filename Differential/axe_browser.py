"""axe-core in headless Chromium, driven through chromedriver by selenium.

One page is loaded with axe-core once; each snapshot replaces the body and runs `axe.run` on the
chosen rules. Results come back per node id (the `data-node` attribute of the nearest element),
with the time `axe.run` took as measured inside the browser.
"""

import json
import os

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

OUTCOMES = {"passes": "passed", "violations": "failed", "incomplete": "cantTell"}
SEVERITY = {"passed": 0, "cantTell": 1, "failed": 2}

RUN_SCRIPT = """
const [body, rules, done] = arguments;
document.body.innerHTML = body;
const started = performance.now();
axe.run(document, {runOnly: {type: 'rule', values: rules}, elementRef: true}).then(result => {
  const milliseconds = performance.now() - started;
  const outcomes = {};
  for (const [kind, outcome] of Object.entries(%s)) {
    for (const rule of result[kind]) {
      for (const node of rule.nodes) {
        const owner = node.element && node.element.closest('[data-node]');
        if (!owner) continue;
        (outcomes[rule.id] = outcomes[rule.id] || []).push(
          [owner.dataset.node, outcome, (node.failureSummary || node.any.concat(node.all, node.none).map(c => c.message).join('; ')).slice(0, 300)]);
      }
    }
  }
  // Where the text of each node was actually drawn (its glyphs' box, in the font used here).
  const glyphs = {};
  for (const element of document.querySelectorAll('[data-node]')) {
    const texts = [...element.childNodes].filter(child => child.nodeType === 3 && child.nodeValue.trim() !== '');
    if (texts.length === 0) continue;
    const range = document.createRange();
    range.selectNodeContents(texts[0]);
    const box = range.getBoundingClientRect();
    glyphs[element.dataset.node] = [box.x, box.y, box.width, box.height];
  }
  done({milliseconds, outcomes, glyphs, version: axe.version});
}).catch(error => done({error: String(error)}));
""" % json.dumps(OUTCOMES)

BLANK_PAGE = ('data:text/html;charset=utf-8,<!doctype html><html lang="en"><head><meta charset="utf-8">'
              '<title>axe agreement</title></head><body style="margin:0;background:%23FFFFFF"></body></html>')


class AxeBrowser:
    def __init__(self, axe_script, chromium=None, chromedriver=None, width=393, height=852):
        options = webdriver.ChromeOptions()
        for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                         "--hide-scrollbars", "--force-device-scale-factor=1", f"--window-size={width},{height}"):
            options.add_argument(argument)
        options.binary_location = chromium or os.environ.get("CHROMIUM", "/usr/bin/chromium")
        service = Service(chromedriver or os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
        self.driver = webdriver.Chrome(service=service, options=options)
        # The window size is only a hint (headless Chromium keeps a 500 px minimum width and
        # takes its frame off the height): the viewport is set to the snapshot's screen exactly.
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                    {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
        self.driver.set_script_timeout(120)
        self.driver.get(BLANK_PAGE)
        with open(axe_script, encoding="utf-8") as source:
            self.driver.execute_script(source.read())
        self.version = self.driver.execute_script("return axe.version")

    def run(self, body, rules):
        """axe's outcome for each node ({rule: {node id: (outcome, message)}}), the milliseconds
        `axe.run` took, and the box of each node's drawn text ({node id: [x, y, width, height]})."""
        result = self.driver.execute_async_script(RUN_SCRIPT, body, list(rules))
        if "error" in result:
            raise RuntimeError("axe.run failed: " + result["error"])
        outcomes = {}
        for rule, rows in result["outcomes"].items():
            per_node = outcomes.setdefault(rule, {})
            for node, outcome, message in rows:
                # One node drawn by two elements (a padded touch area and its visual): the worse wins.
                if node not in per_node or SEVERITY[outcome] > SEVERITY[per_node[node][0]]:
                    per_node[node] = (outcome, message)
        return outcomes, result["milliseconds"], result["glyphs"]

    def close(self):
        self.driver.quit()
