import OTPGeometry
import OTPRaster
import OTPSpec
import OTPText

/// The drawing steps of one render, sharing the spec, layout and canvas.
struct FieldPainter {
    let spec: FieldSpec
    let layout: FieldLayout
    let content: FieldContent
    let font: Font
    /// Border rings and text storage kept by the renderer from image to image.
    let cache: RenderCache
    var canvas: Canvas
    /// What the spec's animation moves at this moment (characters, borders turning to
    /// success, the check mark, the button's spinner); `nil` for a still.
    let motion: FrameMotion?
    let palette: FieldPalette

    init(spec: FieldSpec, layout: FieldLayout, content: FieldContent, font: Font, cache: RenderCache, canvas: Canvas,
         motion: FrameMotion?) {
        self.spec = spec
        self.layout = layout
        self.content = content
        self.font = font
        self.cache = cache
        self.canvas = canvas
        self.motion = motion
        palette = FieldPalette(spec: spec, motion: motion)
    }

    /// The border width of a cell: the focus width for the focused cell.
    func borderWidth(isFocused: Bool) -> Double {
        isFocused ? (spec.cell.focusBorderWidth ?? spec.cell.borderWidth) : spec.cell.borderWidth
    }

    func isFilled(_ index: Int) -> Bool { index < content.count }

    /// Whether the pointer is over cell `index`.
    func isHovered(_ index: Int) -> Bool { spec.hoverIndex == index }

    /// The look of cell `index`'s border, focused or not (``CellLook``).
    func look(ofCell index: Int, isFocused: Bool) -> CellLook {
        palette.look(isFocused: isFocused, isHovered: isHovered(index), isFilled: isFilled(index))
    }


    /// Fills the path `build` makes, built in storage the renderer keeps (so that, once warm,
    /// no shape or text allocates).
    mutating func fill(_ paint: Paint, building build: (inout Path) -> Void) {
        cache.path.removeAll(keepingCapacity: true)
        build(&cache.path)
        canvas.fill(cache.path, with: paint)
    }

    /// Fills the shape `build` adds to an empty path.
    mutating func fillShape(_ paint: Paint, _ build: (inout PathBuilder) -> Void) {
        fill(paint) { PathBuilder.append(to: &$0, build) }
    }

    /// Fills `text` in `font` with its baseline at `origin.y`, centred on `origin.x`.
    mutating func fillText(_ text: String, font: Font, centredAt origin: Point, paint: Paint,
                           direction: TextDirection = .leftToRight) {
        let line = TextLine(text, font: font, direction: direction)
        fillLine(line, at: Point(x: line.startX(at: origin.x, alignment: .center), y: origin.y), paint: paint)
    }

    /// Fills `line` with its pen starting at `origin` on the baseline, through the coverage
    /// (or the pixels) the renderer keeps for it.
    mutating func fillLine(_ line: TextLine, at origin: Point, paint: Paint) {
        guard !cache.fill(line, at: origin, paint: paint, on: &canvas) else { return }
        fill(paint) { line.appendPath(at: origin, to: &$0) }
    }

    /// The box a gradient of the cells' colours spans for cell `index`: the cell's own, or
    /// the field's (``GradientSpace``).
    func gradientBox(ofCell index: Int) -> Rect {
        spec.colors.gradientSpace == .field ? layout.field : layout.cells[index]
    }

    /// Characters, masks and placeholders, centred on the shared baseline; a character the
    /// animation moves through its motion.
    mutating func drawContent(texts: [String]) {
        for (index, cell) in layout.cells.enumerated() {
            if isFilled(index) {
                element(.character(index, isDot: texts[index].isEmpty)) { painter in
                    if let moving = painter.motion?.motion(ofCharacter: index, of: painter.content.count) {
                        painter.drawMoving(texts[index], at: index, moving)
                    } else {
                        painter.drawCharacter(texts[index], at: index, opacity: 1)
                    }
                }
            } else if !layout.isCaretCell(index), let placeholder = FieldContent.placeholder(spec.placeholder, at: index) {
                element(.placeholder(index)) { painter in
                    painter.fillText(painter.spec.digits.displaying(placeholder), font: painter.font, centredAt: Point(x: cell.midX, y: painter.layout.baseline),
                                     paint: .solid(painter.spec.colors.placeholder))
                }
            }
        }
    }

    /// Filled cell `index`: a dot for an empty `text` (a dot mask), else the text, in the
    /// text colour for the character itself and the mask colour for a mask string.
    private mutating func drawCharacter(_ text: String, at index: Int, opacity: Double) {
        let cell = layout.cells[index]
        if text.isEmpty {
            let radius = spec.secure.dotRadius
            fillShape(.solid(palette.mask.withOpacity(opacity))) { $0.addCircle(center: cell.center, radius: radius) }
        } else {
            let fill = content.isMasked(at: index, secure: spec.secure) ? .color(palette.mask) : palette.text
            fillText(text, font: font, centredAt: Point(x: cell.midX, y: layout.baseline),
                     paint: fill.withOpacity(opacity).paint(over: gradientBox(ofCell: index)))
        }
    }

    /// Cell `index`'s content drawn through `motion`: scaled about the cell's centre, moved
    /// down by its offset, faded to its opacity.
    private mutating func drawMoving(_ text: String, at index: Int, _ motion: CharacterMotion) {
        let centre = layout.cells[index].center
        let saved = canvas.transform
        let aboutCentre = Transform.translation(Point.zero - centre).scaled(by: motion.scale)
            .translated(by: centre - Point.zero + Vector(dx: 0, dy: motion.offsetY))
        canvas.transform = aboutCentre.concatenating(saved)
        drawCharacter(text, at: index, opacity: motion.opacity)
        canvas.transform = saved
    }

    /// The separator text centred in each group gap.
    mutating func drawSeparators() {
        guard !spec.separator.text.isEmpty else { return }
        for (index, gap) in layout.separators.enumerated() {
            let box = spec.colors.gradientSpace == .field ? layout.field : gap
            element(.separator(index)) { painter in
                painter.fillText(painter.spec.digits.displaying(painter.spec.separator.text), font: painter.font, centredAt: Point(x: gap.midX, y: painter.layout.baseline),
                                 paint: painter.palette.text.paint(over: box))
            }
        }
    }

    /// The caret, at its blink opacity; a block caret is translucent so text shows through.
    mutating func drawCaret() {
        guard let rect = layout.caret else { return }
        let color = spec.caret.shape == .block ? palette.caret.withOpacity(0.35) : palette.caret
        element(.caret) { $0.fillShape(.solid(color)) { $0.addRect(rect) } }
    }

    /// The button (seed 001's countdown, or a resend line below): its title, or the
    /// countdown while counting (disabled look), as an outline, a filled shape or a link.
    mutating func drawButton(font buttonFont: Font) {
        guard spec.button != nil, layout.button != nil else { return }
        element(.button) { $0.drawButtonShapeAndTitle(font: buttonFont) }
    }

    private mutating func drawButtonShapeAndTitle(font buttonFont: Font) {
        guard let button = spec.button, let rect = layout.button else { return }
        let colors = ButtonColors(button, spec: spec)
        let paint = colors.ink.paint(over: rect)
        let shape = RoundedRect(rect: rect, radius: min(spec.cell.cornerRadius, rect.height / 2),
                                smoothing: spec.cell.cornerSmoothing)
        var titlePaint = paint
        drawShadows(button.shadow, of: shape, inset: false)
        switch button.style {
        case .outlined:
            canvas.fill(cache.ring(shape, width: spec.cell.borderWidth), with: paint)
        case .filled:
            fillShape(colors.fill.paint(over: rect)) { $0.addRoundedRect(shape) }
            titlePaint = .solid(colors.filledTitle)
        case .link:
            break
        }
        drawShadows(button.shadow, of: shape, inset: true)
        if button.phase(remaining: button.remaining) == .sending {
            let opacity = motion?.buttonSpinOpacity ?? 1
            let spinnerPaint = button.style == .filled ? Paint.solid(colors.filledTitle.withOpacity(opacity))
                : colors.ink.withOpacity(opacity).paint(over: rect)
            drawArc(around: rect.center, radius: min(rect.height, rect.width) * 0.3, turn: motion?.buttonSpinTurn ?? 0,
                    paint: spinnerPaint)
            return
        }
        let origin = Point(x: rect.midX, y: rect.midY + buttonFont.capHeight / 2)
        fillText(layout.buttonTitle, font: buttonFont, centredAt: origin,
                 paint: titlePaint, direction: textDirection)
    }

    /// The direction of the block's texts.
    var textDirection: TextDirection { spec.direction == .rightToLeft ? .rightToLeft : .leftToRight }

    /// The title, subtitle and message lines, each in its colour.
    mutating func drawBlockTexts() {
        drawLines(layout.title, color: spec.title?.color ?? spec.colors.title, as: .title)
        drawLines(layout.subtitle, color: spec.subtitle?.color ?? spec.colors.message, as: .subtitle)
        drawLines(layout.message, color: messageColor, as: .message)
    }

    /// Whether the message shows the state's own text (in the state's colour).
    private var messageIsTheState: Bool { spec.message?.text(in: spec.state).isStates ?? false }

    /// The message's colour: the state's for the state's own text, else `colors.message`.
    private var messageColor: Color {
        guard messageIsTheState else { return spec.colors.message }
        switch spec.state {
        case .error: return spec.colors.error
        case .warning: return spec.colors.warning
        default: return spec.colors.success
        }
    }

    /// The spec key of ``messageColor``.
    var messageColorKey: String {
        messageIsTheState ? "colors." + spec.state.rawValue : "colors.message"
    }

    private mutating func drawLines(_ lines: [PlacedLine], color: Color, as element: FieldElement) {
        guard !lines.isEmpty else { return }
        self.element(element) { painter in
            for placed in lines { painter.fillLine(placed.line, at: placed.origin, paint: .solid(color)) }
        }
    }

    /// The loading spinner over the faded cells (``drawArc(around:radius:turn:paint:)``), in
    /// the focus colour.
    mutating func drawSpinner(turn: Double) {
        guard let spinner = layout.spinner else { return }
        let box = Rect(x: spinner.center.x - spinner.radius, y: spinner.center.y - spinner.radius,
                       width: 2 * spinner.radius, height: 2 * spinner.radius) ?? layout.field
        element(.spinner) { painter in
            painter.drawArc(around: spinner.center, radius: spinner.radius, turn: turn, paint: painter.spec.colors.focus.paint(over: box))
        }
    }

    /// A spinner: three quarters of a ring of `radius` about `center`, its stroke 0.28 of the
    /// radius with round caps, turned `turn` turns clockwise from the top.
    private mutating func drawArc(around center: Point, radius: Double, turn: Double, paint: Paint) {
        let start = -Double.pi / 2 + 2 * Double.pi * turn, sweep = 1.5 * Double.pi
        let (sine, cosine) = DeterministicTrigonometry.sinCos(start)
        var arc = PathBuilder()
        arc.move(to: Point(x: center.x + radius * cosine, y: center.y + radius * sine))
        arc.arc(center: center, radius: radius, startAngle: start, endAngle: start + sweep, clockwise: true)
        canvas.stroke(arc.path, style: StrokeStyle(width: radius * 0.28, cap: .round), with: paint)
    }
}
