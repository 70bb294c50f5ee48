import A11yModel

/// How a contrast finding names the colour variant it was measured in: each snapshot is one
/// variant, so a failure in dark mode with Increase Contrast says so.
enum Appearance {
    /// `light`, `dark elevated`, `dark with increased contrast`.
    static func name(of environment: Environment) -> String {
        var name = environment.colorScheme.rawValue
        if environment.interfaceLevel == .elevated { name += " elevated" }
        if environment.increaseContrast { name += " with increased contrast" }
        return name
    }
}
