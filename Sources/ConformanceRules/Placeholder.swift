public enum ConformanceRulesPlaceholder {}
