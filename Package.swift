// swift-tools-version:6.2
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "morph-audit",
    products: [
        .executable(name: "morph-audit", targets: ["morph-audit"]),
        .library(name: "A11yModel", targets: ["A11yModel"]),
        .library(name: "ConformanceRules", targets: ["ConformanceRules"]),
    ],
    targets: [
        // libxml2 2.9 or later from the system, found through pkg-config (Debian's libxml2-dev,
        // Homebrew's libxml2) or, on macOS without it, the SDK's own module (Sources/CLibXML/shim.h).
        // Only ConformanceRules/LibXML imports it.
        .systemLibrary(
            name: "CLibXML",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // The semantic model: Foundation only, so an iOS test target can export snapshots.
        .target(
            name: "A11yModel",
            swiftSettings: strictSettings
        ),
        .target(
            name: "ConformanceRules",
            dependencies: ["A11yModel", "CLibXML"],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "morph-audit",
            dependencies: ["A11yModel", "ConformanceRules"],
            swiftSettings: strictSettings
        ),
        // Report-writing benchmark (Benchmarks/report-benchmark.sh runs it in release mode).
        .executableTarget(
            name: "report-bench",
            dependencies: ["A11yModel", "ConformanceRules", "CLibXML"],
            path: "Benchmarks/ReportBench",
            swiftSettings: strictSettings
        ),
        // Deterministic synthetic scenarios for benchmarks and scale tests; `scenario-gen` writes them.
        .target(
            name: "ScenarioSynthesis",
            dependencies: ["A11yModel", "ConformanceRules"],
            path: "Benchmarks/ScenarioSynthesis",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "scenario-gen",
            dependencies: ["A11yModel", "ConformanceRules", "ScenarioSynthesis"],
            path: "Benchmarks/ScenarioGen",
            swiftSettings: strictSettings
        ),
        // Times declarative rules against libxml2 alone; run through Benchmarks/xpath-benchmark.sh.
        .executableTarget(
            name: "xpath-benchmark",
            dependencies: ["A11yModel", "ConformanceRules"],
            path: "Benchmarks/XPathBenchmark",
            swiftSettings: strictSettings
        ),
        // Every verdict of chosen rules, passes included: the morph-audit side of the axe-core
        // differential test (Differential/axe_agreement.py).
        .executableTarget(
            name: "agreement-verdicts",
            dependencies: ["A11yModel", "ConformanceRules"],
            path: "Differential/AgreementVerdicts",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "A11yModelTests",
            dependencies: ["A11yModel"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ConformanceRulesTests",
            dependencies: ["ConformanceRules", "A11yModel", "ScenarioSynthesis"],
            resources: [.copy("Fixtures")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "MorphAuditTests",
            dependencies: ["morph-audit", "ConformanceRules", "A11yModel", "ScenarioSynthesis"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
