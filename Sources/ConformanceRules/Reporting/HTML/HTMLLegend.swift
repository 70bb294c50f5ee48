/// "How to read the wireframes": each line style and pattern the drawings use, shown as a small
/// sample beside the words that say what it means.
enum HTMLLegend {
    static func write(into writer: MarkupWriter, failOn: String, standings: [ProblemStanding]) throws {
        func entry(_ words: String, _ sample: () throws -> Void) throws {
            try writer.element("li") {
                try writer.element("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("width", "36"), ("height", "24"),
                                           ("viewBox", "0 0 36 24"), ("aria-hidden", "true"), ("focusable", "false")], sample)
                try writer.element("span", text: words)
            }
        }
        try writer.element("section", [("id", "legend"), ("aria-labelledby", "legend-heading")]) {
            try writer.element("h2", [("id", "legend-heading")], text: "How to read the wireframes")
            try writer.element("p", text: "Each state with problems is drawn to scale from the frames in its capture, in the "
                + "capture's own colours: sheets and cards as rounded boxes, controls as boxes, text as a bar where its "
                + "words are, scrims as their tint. Snapshots that look the same (often Reduce Motion on and off) share one "
                + "drawing. Each problem's element is outlined and numbered; the number links to the problem, and the "
                + "list under each drawing names every outlined element.")
            try writer.element("ul", [("class", "legend")]) {
                for standing in standings {
                    try entry(MarkStyle.words(standing, failOn: failOn) + ": "
                        + (MarkStyle.dashes(standing) == nil ? "solid outline" : "dashed outline")) {
                        try writer.empty("rect", [("x", "3"), ("y", "3"), ("width", "30"), ("height", "18"), ("fill", "none"),
                                                  ("stroke", MarkStyle.color(standing)), ("stroke-width", "3"),
                                                  ("stroke-dasharray", MarkStyle.dashes(standing))])
                    }
                }
                try entry("touch area larger than the frame: dashed violet") {
                    try writer.empty("rect", [("x", "3"), ("y", "3"), ("width", "30"), ("height", "18"), ("fill", "none"),
                                              ("stroke", WireframeSVG.hitFrameColor), ("stroke-width", "1.5"),
                                              ("stroke-dasharray", "5 3")])
                }
                try entry("card covered by the front card: dotted") {
                    try writer.empty("rect", [("x", "3"), ("y", "3"), ("width", "30"), ("height", "18"), ("fill", "#E8EAED"),
                                              ("stroke", "#5F6368")])
                    try writer.empty("rect", [("x", "3"), ("y", "3"), ("width", "30"), ("height", "18"),
                                              ("fill", "url(#ma-covered)")])
                }
                try entry("hidden from assistive technology: hatched") {
                    try writer.empty("rect", [("x", "3"), ("y", "3"), ("width", "30"), ("height", "18"),
                                              ("fill", "url(#ma-hidden)"), ("stroke", "#3C4043"), ("stroke-dasharray", "3 2")])
                }
                try entry("invisible (opacity 0): dashed grey outline only") {
                    try writer.empty("rect", [("x", "3"), ("y", "3"), ("width", "30"), ("height", "18"), ("fill", "none"),
                                              ("stroke", "#80868B"), ("stroke-dasharray", "2 2")])
                }
                try entry("text: a bar in the text's colour") {
                    try writer.empty("rect", [("x", "3"), ("y", "8"), ("width", "30"), ("height", "8"), ("rx", "3"),
                                              ("fill", "#5F6368")])
                }
            }
        }
    }
}
