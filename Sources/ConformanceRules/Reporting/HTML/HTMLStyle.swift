/// The report's style sheet. Colours are chosen for at least 4.5:1 against their backgrounds
/// (the outline and badge colours against white as well); every standing and severity is also
/// written in words; sizes are in `rem` and layouts wrap, so the page reflows at 200 % zoom.
///
/// The filters need no script: each checkbox, when cleared, hides what carries its value through a
/// `:has()` rule, so they work from the keyboard and with script off. The style sheet contains no
/// `<` or `&`, so the page stays well-formed XML.
enum HTMLStyle {
    static let base = """
        :root { color-scheme: light; --ink: #1F1F1F; --muted: #4A4A4A; --line: #BDC1C6; --tint: #F1F3F4;
          --link: #0B57D0; --failing: #B3261E; --below: #7A4F01; --review: #0B57D0; --suppressed: #5F6368; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif;
          color: var(--ink); background: #FFFFFF; }
        a { color: var(--link); }
        a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, summary:focus-visible {
          outline: 3px solid #1F1F1F; outline-offset: 2px; }
        a.badge:focus-visible { outline: none; }
        a.badge:focus-visible rect { stroke: #1F1F1F; stroke-width: 4; }
        .skip { position: absolute; left: 0.5rem; top: -3rem; background: #FFFFFF; padding: 0.5rem; z-index: 2; }
        .skip:focus { top: 0.5rem; }
        header, main, footer, nav { padding: 0 1rem; max-width: 84rem; margin: 0 auto; }
        header { border-bottom: 1px solid var(--line); padding-bottom: 0.5rem; }
        h1 { font-size: 1.75rem; margin: 1rem 0 0.25rem; }
        h2 { font-size: 1.4rem; margin: 2rem 0 0.5rem; border-bottom: 2px solid var(--line); }
        h3 { font-size: 1.2rem; margin: 1.5rem 0 0.5rem; }
        h4 { font-size: 1.05rem; margin: 1rem 0 0.25rem; }
        code, .path { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 0.9em; overflow-wrap: anywhere; }
        .muted { color: var(--muted); }
        table { border-collapse: collapse; margin: 0.5rem 0; }
        th, td { border: 1px solid var(--line); padding: 0.2rem 0.5rem; text-align: left; vertical-align: top;
          overflow-wrap: anywhere; }
        th { background: var(--tint); }
        td.count, th.count { text-align: right; font-variant-numeric: tabular-nums; }
        caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
        .tag { display: inline-block; border: 1px solid currentColor; border-radius: 0.25rem; padding: 0 0.35rem;
          font-size: 0.85rem; font-weight: 600; white-space: nowrap; }
        .standing-failing { color: var(--failing); }
        .standing-below { color: var(--below); }
        .standing-review { color: var(--review); }
        .standing-suppressed { color: var(--suppressed); }
        .number { display: inline-block; min-width: 1.6rem; padding: 0 0.3rem; border-radius: 0.8rem; text-align: center;
          color: #FFFFFF; font-weight: 700; }
        .number.standing-failing { background: var(--failing); }
        .number.standing-below { background: var(--below); }
        .number.standing-review { background: var(--review); }
        .number.standing-suppressed { background: var(--suppressed); }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
          white-space: nowrap; }
        form.filters { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: flex-start; margin: 0.5rem 0; }
        form.filters fieldset { border: 1px solid var(--line); border-radius: 0.25rem; margin: 0; padding: 0.25rem 0.75rem; }
        form.filters label { display: inline-block; margin-right: 0.75rem; white-space: nowrap; }
        button { font: inherit; padding: 0.25rem 0.75rem; border: 1px solid #5F6368; border-radius: 0.25rem;
          background: #FFFFFF; color: var(--ink); }
        select { font: inherit; max-width: 100%; }
        nav ul { padding-left: 1.25rem; margin: 0.25rem 0; }
        section.subject { border-top: 1px solid var(--line); }
        ol.problems { list-style: none; padding: 0; margin: 0.5rem 0; }
        li.problem { border: 1px solid var(--line); border-left: 0.4rem solid var(--suppressed); border-radius: 0.25rem;
          padding: 0.5rem 0.75rem; margin: 0.5rem 0; }
        li.problem[data-outcome="failing"] { border-left-color: var(--failing); }
        li.problem[data-outcome="below"] { border-left-color: var(--below); }
        li.problem[data-outcome="review"] { border-left-color: var(--review); }
        li.problem:target { box-shadow: 0 0 0 3px #1F1F1F; }
        .problem-title { margin: 0; font-weight: 600; }
        .problem p { margin: 0.25rem 0; }
        dl.facts { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0 0.75rem; margin: 0.25rem 0; }
        dl.facts dt { font-weight: 600; }
        dl.facts dd { margin: 0; overflow-wrap: anywhere; }
        .drawings { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
        figure { margin: 0.5rem 0; }
        figure.drawing { max-width: 100%; }
        figure.drawing svg, figure.motion svg { display: block; max-width: 100%; height: auto; border: 1px solid var(--line); }
        figcaption { font-size: 0.9rem; color: var(--muted); max-width: 28rem; }
        details.outlined { font-size: 0.9rem; max-width: 28rem; margin: 0.25rem 0; }
        details.outlined summary { cursor: pointer; color: var(--link); }
        ul.outlined { padding-left: 1.25rem; margin: 0.25rem 0; }
        fieldset.shown { border: 1px solid var(--line); border-radius: 0.25rem; margin: 0.25rem 0; }
        fieldset.shown label { display: inline-block; margin-right: 1rem; }
        .legend { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; padding: 0; list-style: none; }
        .legend li { display: flex; align-items: center; gap: 0.4rem; }
        .legend svg { flex: none; }
        .note { border-left: 0.25rem solid var(--line); padding-left: 0.5rem; color: var(--muted); }
        [data-filtered-out] { display: none; }
        @media (max-width: 40rem) { dl.facts { grid-template-columns: minmax(0, 1fr); } }

        """

    /// The drawings a state's "Environments shown" choice hides: for each possible choice, every
    /// drawing but the chosen one (`ScenarioPictures.maximumWireframes` choices at most).
    static let drawingChoices: String = (0..<ScenarioPictures.maximumWireframes).map { index in
        ".wireframes:has(input[data-show=\"\(index)\"]:checked) .drawing:not([data-drawing=\"\(index)\"]) { display: none; }\n"
    }.joined()

    /// One rule per filter value: when its box is cleared, what carries the value is hidden.
    /// Values are the report's own tokens (`p2`, `s3`), never text from an input.
    /// The known standing's colours, only in a report judged against a baseline (7.2:1 on white).
    static let baselineRules = """
        .standing-known { color: #0D652D; }
        .number.standing-known { background: #0D652D; }
        li.problem[data-outcome="known"] { border-left-color: #0D652D; }

        """

    static func filterRules(severities: [String], standings: [String], packTokens: [String], scenarioTokens: [String]) -> String {
        var rules = ""
        for (attribute, values) in [("severity", severities), ("outcome", standings), ("pack", packTokens)] {
            for value in values {
                rules += "body:has(#filter-\(attribute)-\(value):not(:checked)) [data-\(attribute)=\"\(value)\"] { display: none; }\n"
            }
        }
        for token in scenarioTokens {
            rules += "body:has(#filter-scenario option[value=\"\(token)\"]:checked) [data-scenario]:not([data-scenario=\"\(token)\"]) { display: none; }\n"
        }
        return rules
    }
}
