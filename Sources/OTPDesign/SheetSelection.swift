import OTPFields
import OTPSpec

/// Reads the comma-separated lists of states, styles and locales a sheet shows (`--states`,
/// `--styles`, `--locales`): names in any order, spaces around them ignored, duplicates
/// kept once.
public enum SheetSelection {
    /// The states of `list`, e.g. "empty, error".
    public static func states(_ list: String) throws(DesignError) -> [SheetState] {
        try parse(list, option: "--states") { name throws(DesignError) in
            guard let state = SheetState(rawValue: name) else { throw DesignError.unknownState(name) }
            return state
        }
    }

    /// The styles of `list`, e.g. "boxed,grid".
    public static func styles(_ list: String) throws(DesignError) -> [FieldStyle] {
        try parse(list, option: "--styles") { name throws(DesignError) in
            guard let style = FieldStyle(rawValue: name) else { throw DesignError.unknownStyle(name) }
            return style
        }
    }

    /// The locales of `list`, e.g. "en,de,ar", as written (the spec decoder checks them).
    public static func locales(_ list: String) throws(DesignError) -> [String] {
        try parse(list, option: "--locales") { name throws(DesignError) in name }
    }

    private static func parse<T: Equatable>(_ list: String, option: String,
                                            _ read: (String) throws(DesignError) -> T) throws(DesignError) -> [T] {
        var result: [T] = []
        for part in list.split(separator: ",", omittingEmptySubsequences: false) {
            let name = String(part.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
            if name.isEmpty { continue }
            let value = try read(name)
            if !result.contains(value) { result.append(value) }
        }
        guard !result.isEmpty else { throw DesignError.emptySelection(option: option) }
        return result
    }
}
