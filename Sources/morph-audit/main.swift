import A11yModel
import ConformanceRules
print("morph-audit")
