import OTPRaster

/// Named starting points for specs: the seed components and the common modern styles.
/// A spec's `preset` key starts from one of these; its other keys override it.
public enum Presets {
    /// A preset's name, one-line summary and spec.
    public struct Entry: Sendable {
        public let name: String
        public let summary: String
        /// Builds the spec (a static constant, made on first use): a render that names one
        /// preset builds only that one.
        private let makeSpec: @Sendable () -> FieldSpec

        /// The preset's spec.
        public var spec: FieldSpec { makeSpec() }

        init(name: String, summary: String, spec: @escaping @Sendable @autoclosure () -> FieldSpec) {
            (self.name, self.summary, makeSpec) = (name, summary, spec)
        }
    }

    /// Every preset, in the order `otp-render presets` lists them.
    public static let all: [Entry] = [
        Entry(name: "boxed", summary: "6 rounded boxes, blue focus ring (the default)", spec: boxed),
        Entry(name: "underlined", summary: "6 cells with a line underneath", spec: underlined),
        Entry(name: "grid", summary: "one rounded frame divided into 6 cells", spec: grid),
        Entry(name: "filled", summary: "6 grey filled cells, ring on the focused one", spec: filled),
        Entry(name: "circle", summary: "6 circles", spec: circle),
        Entry(name: "dark", summary: "boxed on a dark background", spec: dark),
        Entry(name: "antd", summary: "Ant Design 5 Input.OTP: 6 cells, radius 6, focus #4096FF with its 2 pt soft ring", spec: antd),
        Entry(name: "shadcn", summary: "shadcn/ui input-otp: a connected group with rounded ends, ring-2 ring-offset-2 on focus", spec: shadcn),
        Entry(name: "ios", summary: "iOS: filled cells with continuous corners and a soft two-layer shadow", spec: ios),
        Entry(name: "neumorphic", summary: "soft UI: cells raised by a light and a dark shadow, pressed in when focused", spec: neumorphic),
        Entry(name: "sms-underline", summary: "seed 000 SMSCodeInputView: 4 underlined cells sharing 335 pt, red caret after the last digit", spec: smsUnderline),
        Entry(name: "countdown", summary: "seed 001 IDCountDownButton: a field with a 获取验证码 / N秒 button", spec: countdown),
        Entry(name: "verify-boxed", summary: "seed 002 VCVerifyCodeInputView: 6 black boxes, radius 5, focus (30,144,255)", spec: verifyBoxed),
        Entry(name: "secure-image", summary: "seed 003 IDVertificationCodeInputView: 4 white segments, grey separators, dots", spec: secureImage),
        Entry(name: "alipay-grid", summary: "seed 004 FQ_CodeTextView: Alipay payment password grid, dots, red selection", spec: alipayGrid),
        Entry(name: "signin-block", summary: "a sign-in step: title, subtitle, 6 boxes, a message that follows the state, a resend countdown", spec: signinBlock),
        Entry(name: "payment-block", summary: "seed 004's payment grid under a title, with an error message", spec: paymentBlock),
        Entry(name: "rtl-block", summary: "Arabic title and messages right to left, the code left to right, the resend line on the leading side", spec: rtlBlock),
        Entry(name: "hebrew-block", summary: "a Hebrew sign-in step, right to left, centred", spec: hebrewBlock),
        Entry(name: "chinese-block", summary: "seed 001's 获取验证码 button under a Chinese title, a message wrapping to two lines", spec: chineseBlock),
    ]

    /// The names of every preset.
    public static var names: [String] { all.map(\.name) }

    /// The preset of a name, or `nil`.
    public static func named(_ name: String) -> FieldSpec? {
        all.first { $0.name == name }?.spec
    }

    private static func spec(_ name: String, _ change: (inout FieldSpec) -> Void) -> FieldSpec {
        var spec = FieldSpec()
        spec.preset = name
        change(&spec)
        return spec
    }

    /// The shadows of a CSS `box-shadow` value, as a spec file would give them.
    /// A test renders every preset, so a value that does not parse cannot ship.
    private static func boxShadow(_ css: String) -> [Shadow] {
        switch ShadowParser.parse(css) {
        case .success(let shadows): return shadows
        case .failure(let error): preconditionFailure("a preset's box-shadow \(css) does not parse: \(error)")
        }
    }

    static let boxed = spec("boxed") { _ in }

    static let underlined = spec("underlined") {
        $0.style = .underlined
        $0.cell.borderWidth = 2
        $0.cell.spacing = 12
    }

    static let grid = spec("grid") {
        $0.style = .grid
        $0.cell.width = 52
        $0.cell.cornerRadius = 10
        $0.cell.focusBorderWidth = 2
    }

    static let filled = spec("filled") {
        $0.style = .filled
        $0.cell.cornerRadius = 10
        $0.cell.focusBorderWidth = 2
        $0.colors.cellFill = .color(Color(rgb: 0xF1F3F6))
    }

    static let circle = spec("circle") {
        $0.style = .circle
        $0.cell.width = 52
        $0.cell.height = 52
        $0.cell.focusBorderWidth = 2
    }

    static let dark = spec("dark") {
        $0.colors.background = .color(Color(rgb: 0x111318))
        $0.colors.cellFill = .color(Color(rgb: 0x1C1F26))
        $0.colors.border = .color(Color(rgb: 0x3A3F4B))
        $0.colors.filled = .color(Color(rgb: 0x8A93A6))
        $0.colors.focus = .color(Color(rgb: 0x4DA3FF))
        $0.colors.text = .color(Color(rgb: 0xF3F4F6))
        $0.colors.mask = Color(rgb: 0xF3F4F6)
        $0.colors.caret = Color(rgb: 0x4DA3FF)
        $0.colors.placeholder = Color(rgb: 0x4B5160)
        $0.colors.error = Color(rgb: 0xFF6B6B)
        $0.colors.warning = Color(rgb: 0xFBBF24)
        $0.colors.success = Color(rgb: 0x4ADE80)
        $0.colors.disabled = Color(rgb: 0x4B5160)
        $0.colors.buttonText = .color(Color(rgb: 0x4DA3FF))
        $0.cell.focusBorderWidth = 2
    }

    // MARK: Decorated designs

    /// Ant Design 5's `Input.OTP` (size middle): 6 cells of 36 x 32 pt 8 pt apart, radius 6,
    /// 1 pt #D9D9D9 borders, 16 pt regular text in 88% black; the focused cell's border
    /// #4096FF with antd's focus ring `0 0 0 2px rgba(5, 145, 255, 0.1)`, its error outline
    /// `0 0 0 2px rgba(255, 38, 5, 0.06)` in the error state, `0 0 0 2px rgba(255, 215, 5, 0.1)` in
/// warning (#FAAD14); hovered, #4096FF.
    static let antd = spec("antd") {
        $0.cell.width = 36
        $0.cell.height = 32
        $0.cell.spacing = 8
        $0.cell.cornerRadius = 6
        $0.cell.focusShadow = boxShadow("0 0 0 2px rgba(5, 145, 255, 0.1)")
        $0.cell.errorFocusShadow = boxShadow("0 0 0 2px rgba(255, 38, 5, 0.06)")
        $0.font.size = 16
        $0.font.weight = 400
        $0.caret.width = 1
        $0.caret.inset = 8
        $0.colors.border = .color(Color(rgb: 0xD9D9D9))
        $0.colors.filled = .color(Color(rgb: 0xD9D9D9))
        $0.colors.focus = .color(Color(rgb: 0x4096FF))
        $0.colors.text = .color(Color(rgba: 0x000000E0))
        $0.colors.caret = Color(rgba: 0x000000E0)
        $0.colors.mask = Color(rgba: 0x000000E0)
        $0.colors.error = Color(rgb: 0xFF4D4F)
        $0.colors.warning = Color(rgb: 0xFAAD14)
        $0.colors.success = Color(rgb: 0x52C41A)
        $0.colors.disabled = Color(rgb: 0xD9D9D9)
        $0.colors.hover = .color(Color(rgb: 0x4096FF))
        $0.states.set(["cell": ["focusShadow": "0 0 0 2px rgba(255, 215, 5, 0.1)"]], for: .warning)
    }

    /// shadcn/ui's `InputOTP` (input-otp): one group of 36 pt square slots sharing borders,
    /// the ends rounded 6 pt, zinc borders (#E4E4E7) and 14 pt text; the active slot takes
    /// `ring-2 ring-offset-2` in the foreground colour: a 2 pt ring 2 pt outside it.
    static let shadcn = spec("shadcn") {
        $0.style = .grid
        $0.cell.width = 36
        $0.cell.height = 36
        $0.cell.cornerRadius = 6
        $0.cell.focusRing = FocusRing(width: 2, offset: 2, color: Color(rgb: 0x18181B))
        $0.font.size = 14
        $0.caret.width = 1
        $0.caret.inset = 10
        $0.colors.border = .color(Color(rgb: 0xE4E4E7))
        $0.colors.focus = .color(Color(rgb: 0xE4E4E7))
        $0.colors.filled = .color(Color(rgb: 0xE4E4E7))
        $0.colors.text = .color(Color(rgb: 0x09090B))
        $0.colors.caret = Color(rgb: 0x09090B)
        $0.colors.mask = Color(rgb: 0x09090B)
        $0.colors.error = Color(rgb: 0xEF4444)
        $0.colors.success = Color(rgb: 0x22C55E)
        $0.colors.disabled = Color(rgb: 0xA1A1AA)
    }

    /// An iOS design: system grey (#F2F2F7) cells with continuous corners (radius 12,
    /// smoothing 0.6), a soft two-layer shadow, a 2 pt system-blue ring on the focused cell,
    /// semibold digits, the system red and green for error and success.
    static let ios = spec("ios") {
        $0.style = .filled
        $0.cell.cornerRadius = 12
        $0.cell.cornerSmoothing = 0.6
        $0.cell.focusBorderWidth = 2
        $0.cell.shadow = boxShadow("0 1px 3px #00000014, 0 4px 12px #0000000F")
        $0.font.weight = 600
        $0.colors.cellFill = .color(Color(rgb: 0xF2F2F7))
        $0.colors.focus = .color(Color(rgb: 0x007AFF))
        $0.colors.text = .color(Color(rgb: 0x000000))
        $0.colors.caret = Color(rgb: 0x007AFF)
        $0.colors.mask = Color(rgb: 0x000000)
        $0.colors.error = Color(rgb: 0xFF3B30)
        $0.colors.success = Color(rgb: 0x34C759)
        $0.colors.disabled = Color(rgb: 0xC7C7CC)
        $0.padding = 24
    }

    /// Soft UI ("neumorphism"): cells the colour of the background (#E0E5EC), raised by a
    /// dark shadow down-right and a light one up-left; the focused cell pressed in by the
    /// same two shadows inset. Borders clear, so only the state colours draw one.
    static let neumorphic = spec("neumorphic") {
        $0.cell.spacing = 14
        $0.cell.cornerRadius = 12
        $0.cell.borderWidth = 1.5
        $0.cell.shadow = boxShadow("6px 6px 12px #A3B1C6, -6px -6px 12px #FFFFFF")
        $0.cell.focusShadow = boxShadow("inset 4px 4px 8px #A3B1C6, inset -4px -4px 8px #FFFFFF")
        $0.colors.background = .color(Color(rgb: 0xE0E5EC))
        $0.colors.cellFill = .color(Color(rgb: 0xE0E5EC))
        $0.colors.border = .color(Color(rgba: 0x00000000))
        $0.colors.focus = .color(Color(rgba: 0x00000000))
        $0.colors.filled = .color(Color(rgba: 0x00000000))
        $0.colors.text = .color(Color(rgb: 0x4A5568))
        $0.colors.caret = Color(rgb: 0x4A5568)
        $0.colors.mask = Color(rgb: 0x4A5568)
        $0.padding = 32
    }

    /// Seed 000: `SMSCodeInputView` in a 335 x 60 pt frame (an iPhone's width less 40):
    /// 4 cells sharing the width with spacing 35, a 1 pt grey underline that turns red when
    /// the cell holds a digit, black 17 pt digits, a red 1.6 pt caret inset 10 pt right of
    /// the last digit, keep-last-n bulk inserts.
    static let smsUnderline = spec("sms-underline") {
        $0.style = .underlined
        $0.length = 4
        $0.width = 335
        $0.cell.height = 60
        $0.cell.spacing = 35
        $0.cell.borderWidth = 1
        $0.cell.cornerRadius = 0
        $0.font.size = 17
        $0.font.weight = 400
        $0.colors.border = .color(Color(rgb: 0x808080))
        $0.colors.filled = .color(Color(rgb: 0xFF0000))
        $0.colors.focus = .color(Color(rgb: 0x808080))
        $0.colors.text = .color(Color(rgb: 0x000000))
        $0.colors.caret = Color(rgb: 0xFF0000)
        $0.caret.width = 1.6
        $0.caret.inset = 10
        $0.caret.placement = .afterLast
        $0.inputRule = .keepLast
    }

    /// Seed 001: `IDCountDownButton`, 120 x 44 pt, title 获取验证码, 60 s countdown showing
    /// `N秒`, beside a 4-digit boxed field.
    static let countdown = spec("countdown") {
        $0.length = 4
        $0.cell.height = 44
        $0.cell.width = 44
        $0.button = ButtonSpec()
        $0.font.size = 20
    }

    /// Seed 002: `VCVerifyCodeInputView` in a 340 x 40 pt frame: 6 labels sharing the width
    /// with spacing 10, 1 pt black borders with corner radius 5, the cell at index = text
    /// length in (30, 144, 255); one [A-Za-z0-9] character at a time.
    static let verifyBoxed = spec("verify-boxed") {
        $0.width = 340
        $0.cell.height = 40
        $0.cell.spacing = 10
        $0.cell.cornerRadius = 5
        $0.cell.borderWidth = 1
        $0.charset = .alphanumeric
        $0.inputRule = .singleCharacter
        $0.font.size = 17
        $0.font.weight = 400
        $0.colors.border = .color(Color(rgb: 0x000000))
        $0.colors.filled = .color(Color(rgb: 0x000000))
        $0.colors.focus = .color(Color(rgb: 0x1E90FF))
        $0.colors.text = .color(Color(rgb: 0x000000))
        $0.caret.visible = false
    }

    /// Seed 003: `IDVertificationCodeInputView`: 4 digits, the width split into 4 equal white
    /// segments with grey separators (the seed's background image, drawn), over which a
    /// `backgroundImage` may go; secure entry draws a dot centred in each filled segment.
    static let secureImage = spec("secure-image") {
        $0.length = 4
        $0.width = 240
        $0.cell.height = 50
        $0.cell.spacing = 0
        // The seed's segments: white, each framed in 1 pt of grey, so two frames meet in a
        // 2 pt separator; a background image (the seed's own) goes under them.
        $0.cell.borderWidth = 1
        $0.cell.cornerRadius = 0
        $0.colors.cellFill = .color(Color(rgb: 0xFFFFFF))
        $0.colors.border = .color(Color(rgb: 0x9E9E9E))
        $0.colors.filled = .color(Color(rgb: 0x9E9E9E))
        $0.secure.enabled = true
        $0.secure.dotRadius = 6
        $0.colors.mask = Color(rgb: 0x000000)
        $0.colors.text = .color(Color(rgb: 0x000000))
        $0.colors.background = .color(Color(rgb: 0xD3D3D3))
        $0.caret.visible = false
        $0.focused = false
        $0.inputRule = .appendUntilFull
    }

    /// Seed 004: `FQ_CodeTextView`, the Alipay payment password: one grey 1 pt frame with
    /// 5 dividers (round line joins: the outer corners round by half the line width), black
    /// dots when secure, digits in 18 pt otherwise, the selected cell outlined in red.
    static let alipayGrid = spec("alipay-grid") {
        $0.style = .grid
        $0.width = 300
        $0.cell.height = 50
        $0.cell.borderWidth = 1
        $0.cell.cornerRadius = 0.5
        $0.secure.enabled = true
        $0.secure.dotRadius = 6
        $0.font.size = 18
        $0.font.weight = 400
        $0.colors.border = .color(Color(rgb: 0x808080))
        $0.colors.focus = .color(Color(rgb: 0xFF0000))
        $0.colors.mask = Color(rgb: 0x000000)
        $0.colors.text = .color(Color(rgb: 0x000000))
        $0.caret.visible = false
        $0.inputRule = .appendUntilFull
    }

    // MARK: Verification blocks

    private static func message(_ text: String, error: String?, warning: String? = nil, success: String?) -> MessageSpec {
        var message = MessageSpec()
        message.text = text
        message.error = error
        message.warning = warning
        message.success = success
        return message
    }

    private static func text(_ text: String, _ defaults: BlockText) -> BlockText {
        var block = defaults
        block.text = text
        return block
    }

    /// A button under the message: its style, its title, its countdown format, how many
    /// seconds are left, and the gap above it.
    private static func buttonBelow(_ style: ButtonStyle, title: String, format: String, remaining: Int,
                                    gap: Double) -> ButtonSpec {
        var button = ButtonSpec()
        button.placement = .below
        button.style = style
        button.title = title
        button.format = format
        button.remaining = remaining
        button.gap = gap
        return button
    }

    /// The verification blocks' colours where the field defaults fall short of WCAG AA: empty
    /// cells' borders of 3.08:1 on white (#C4C9D4 is 1.65:1), an error red whose 14 pt
    /// message reads at 4.97:1 (#E53935 is 4.22:1), and a button blue of 5.18:1, as a link's
    /// title or under a filled button's white one (#1E90FF is 3.23:1).
    private static func meetContrast(_ spec: inout FieldSpec) {
        spec.colors.border = .color(Color(rgb: 0x8C93A1))
        spec.colors.error = Color(rgb: 0xD32F2F)
        spec.colors.buttonText = .color(Color(rgb: 0x1668DC))
        spec.colors.buttonFill = .color(Color(rgb: 0x1668DC))
    }

    /// A sign-in step as product designs draw it: the title, where the code went, six boxes,
    /// a hint that turns into the error or the confirmation, and a resend countdown below.
    /// Like every block, its cells shrink to fit a `width` narrower than they are (`fit`).
    static let signinBlock = spec("signin-block") {
        meetContrast(&$0)
        $0.title = text("Enter the code", .title)
        $0.subtitle = text("We sent a 6-digit code to +86 138 •••• 0000", .subtitle)
        $0.message = message("Didn't get it? Check your messages.", error: "Incorrect code, 2 tries left",
                             warning: "This code expires in 1 minute", success: "Verified")
        $0.button = buttonBelow(.link, title: "Resend code", format: "Resend in {m}:{ss}", remaining: 42, gap: 16)
        $0.padding = 24
        $0.fit = .shrink
    }

    /// Seed 004's payment password grid under a title, with the message of a wrong password:
    /// its cells 50 pt wide (seed 004's 300 pt shared by six), shrinking to fit a narrower `width`.
    static let paymentBlock = spec("payment-block") {
        $0 = alipayGrid
        $0.preset = "payment-block"
        $0.width = nil
        $0.cell.width = 50
        $0.colors.error = Color(rgb: 0xD32F2F)
        $0.title = text("Enter payment password", .title)
        $0.subtitle = text("Confirm ¥128.00 to Example Store", .subtitle)
        $0.message = message("Forgot your password?", error: "Wrong password, 2 attempts left", warning: "1 attempt left before a 30-minute lock",
                             success: "Payment confirmed")
        $0.align = .center
        $0.padding = 24
        $0.fit = .shrink
    }

    /// An Arabic sign-in step: title, subtitle and messages right to left, aligned right; the
    /// code still left to right; the resend line below, on the leading (right) side.
    static let rtlBlock = spec("rtl-block") {
        meetContrast(&$0)
        $0.direction = .rightToLeft
        $0.title = text("أدخل رمز التحقق", .title)
        $0.subtitle = text("أرسلنا رمزًا من 6 أرقام إلى +966 50 ••• 1234", .subtitle)
        $0.message = message("لم يصلك الرمز؟ تحقق من رسائلك.", error: "رمز غير صحيح، تبقّت محاولتان",
                             warning: "ينتهي الرمز خلال دقيقة", success: "تم التحقق")
        $0.button = buttonBelow(.link, title: "إعادة إرسال الرمز", format: "إعادة الإرسال بعد {m}:{ss}", remaining: 42, gap: 16)
        $0.padding = 24
        $0.fit = .shrink
    }

    /// A Hebrew sign-in step, right to left, centred, with a filled resend button below.
    static let hebrewBlock = spec("hebrew-block") {
        meetContrast(&$0)
        $0.direction = .rightToLeft
        $0.align = .center
        $0.length = 4
        $0.title = text("הזינו את הקוד", .title)
        $0.subtitle = text("שלחנו קוד בן 4 ספרות למספר 050-123-4567", .subtitle)
        $0.message = message("הקוד תקף ל-10 דקות", error: "הקוד שגוי, נסו שוב", warning: "הקוד יפוג בעוד דקה",
                             success: "האימות הושלם")
        $0.button = buttonBelow(.filled, title: "שליחה מחדש", format: "שליחה מחדש בעוד {s} שניות", remaining: 0, gap: 20)
        $0.button?.width = 232
        $0.padding = 24
        $0.fit = .shrink
    }

    /// Seed 001's countdown button beside four cells, under a Chinese title; the message is
    /// long enough to wrap, between ideographs, to two lines.
    static let chineseBlock = spec("chinese-block") {
        $0 = countdown
        $0.preset = "chinese-block"
        meetContrast(&$0)
        $0.length = 4
        $0.title = text("输入验证码", .title)
        $0.subtitle = text("验证码已发送至 138 •••• 0000", .subtitle)
        $0.message = message("如果没有收到验证码，请检查手机号码是否正确，或在倒计时结束后重新获取。", error: "验证码错误，请重新输入。",
                             warning: "验证码将在1分钟后过期。", success: "验证成功")
        $0.button?.remaining = 59
        $0.padding = 24
        $0.fit = .shrink
    }
}
