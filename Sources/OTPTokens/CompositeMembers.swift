/// The types the members and items of DTCG 2025.10's composite values take: what an alias in
/// such a place must name (a typography's `fontWeight` a `fontWeight` token, a border's
/// `color` a `color`, each layer of a shadow list a `shadow`).
enum CompositeMembers {
    /// DTCG's type names: the places whose aliases are checked.
    static let typeNames: Set<String> = [
        "color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number",
        "strokeStyle", "border", "transition", "shadow", "gradient", "typography",
    ]

    /// The type member `key` of a value of type `owner` takes; nil when it takes none of
    /// DTCG's types (an unknown member, a shadow's `inset`).
    static func type(of key: String, in owner: String) -> String? {
        switch (owner, key) {
        case ("typography", "fontFamily"): "fontFamily"
        case ("typography", "fontSize"), ("typography", "letterSpacing"): "dimension"
        case ("typography", "fontWeight"): "fontWeight"
        case ("typography", "lineHeight"): "number"
        case ("border", "color"), ("shadow", "color"), (gradientStop, "color"): "color"
        case ("border", "width"), ("shadow", "offsetX"), ("shadow", "offsetY"), ("shadow", "blur"), ("shadow", "spread"): "dimension"
        case ("border", "style"): "strokeStyle"
        case (gradientStop, "position"), ("color", "alpha"), ("dimension", "value"), ("duration", "value"): "number"
        case ("transition", "duration"), ("transition", "delay"): "duration"
        case ("transition", "timingFunction"): "cubicBezier"
        case ("strokeStyle", "dashArray"): dashArray
        case ("color", "components"): components
        default: nil
        }
    }

    /// The type each item of an array of type `owner` takes.
    static func itemType(in owner: String) -> String? {
        switch owner {
        case "shadow": "shadow"
        case "gradient": gradientStop
        case dashArray: "dimension"
        case components, "cubicBezier": "number"
        default: nil
        }
    }

    // Places inside composite values that are not token types themselves.
    private static let gradientStop = "gradient stop"
    private static let dashArray = "dash array"
    private static let components = "colour components"
}
