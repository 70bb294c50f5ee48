/// The report's only script, a convenience on top of filters that work without it: it hides the
/// states and scenarios whose problems the filters have all hidden, and says how many problems
/// are shown in a live status line. The page's Content-Security-Policy allows this script alone
/// (by its hash) and nothing from the network. It contains no `<` or `&`, so the page stays
/// well-formed XML. If the hash
/// were wrong the browser would refuse the script; the browser test sees the status line it writes.
enum HTMLScript {
    static let source = """
        (function () {
          var form = document.getElementById("filters");
          var status = document.getElementById("filter-status");
          if (!form || !status) { return; }
          function shown(element) { return element.getClientRects().length !== 0; }
          function update() {
            var sections = document.querySelectorAll("[data-filterable]");
            sections.forEach(function (section) { section.removeAttribute("data-filtered-out"); });
            var problems = Array.prototype.slice.call(document.querySelectorAll("li.problem"));
            sections.forEach(function (section) {
              var own = Array.prototype.slice.call(section.querySelectorAll("li.problem"));
              if (own.length !== 0 ? !own.some(shown) : false) { section.setAttribute("data-filtered-out", ""); }
            });
            var visible = problems.filter(shown).length;
            status.textContent = "Showing " + visible + " of " + problems.length + " problems.";
          }
          form.addEventListener("change", update);
          form.addEventListener("reset", function () { window.setTimeout(update, 0); });
          update();
        })();
        """

    /// `sha256-…` of `source`, for the Content-Security-Policy.
    static let hash = "sha256-FWiFEVXD6sAWt0KuvZBXqLNOFsO/pYnEpEw+LjowpXI="
}
