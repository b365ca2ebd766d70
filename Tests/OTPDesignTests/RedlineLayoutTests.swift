import OTPDesign
import OTPFields
import OTPGeometry
import OTPSpec
import OTPText
import OTPTestSupport
import Testing

/// Redline placement as values: every dimension where it belongs, and no part over the
/// field or over another dimension, for every preset and style at @1x, @2x and @3x.
@Suite struct RedlineLayoutTests {
    static let fonts = BundledFonts.library
    static let labelFont = try! fonts.font(family: "Inter", weight: 500, size: 11)

    static func layout(_ spec: FieldSpec, scale: Double, origin: Point = .zero) throws -> RedlineLayout {
        try RedlineLayout(spec: spec, resources: FieldResources(fonts: fonts), labelFont: labelFont, origin: origin, scale: scale)
    }

    /// The annotated instance of a sheet of `spec`.
    static func annotated(_ spec: FieldSpec) -> FieldSpec {
        DesignSheet(spec: spec, title: "t").annotatedSpec
    }

    /// Every preset in its own style, and the default spec in every style.
    static let specs: [(String, FieldSpec)] = Presets.all.map { ($0.name, annotated($0.spec)) }
        + FieldStyle.allCases.map { style in
            var spec = FieldSpec()
            spec.style = style
            return ("default-\(style.rawValue)", annotated(spec))
        }

    @Test(arguments: 0..<specs.count, [1.0, 2.0, 3.0])
    func noPartOverlapsTheFieldOrAnotherDimension(index: Int, scale: Double) throws {
        let (name, spec) = Self.specs[index]
        let layout = try Self.layout(spec, scale: scale, origin: Point(x: 200, y: 120))
        #expect(layout.conflicts.isEmpty, "\(name) @\(scale)x: \(layout.conflicts)")
        #expect(layout.omitted.isEmpty, "\(name) @\(scale)x left out \(layout.omitted)")
        for dimension in layout.dimensions {
            #expect(layout.field.intersection(dimension.labelFrame).map { $0.width * $0.height } ?? 0 == 0)
            #expect(layout.field.intersection(dimension.lineBounds).map { $0.width * $0.height } ?? 0 == 0)
        }
    }
}

/// Where each dimension of the default field goes, as values.
@Suite struct RedlinePositionTests {
    static let origin = Point(x: 100, y: 100)

    private func layout(_ spec: FieldSpec = RedlineLayoutTests.annotated(FieldSpec()), scale: Double = 2,
                        origin: Point = origin) throws -> RedlineLayout {
        try RedlineLayoutTests.layout(spec, scale: scale, origin: origin)
    }

    /// `value` within half a device pixel of `expected` (lines are snapped to pixels).
    private func near(_ value: Double, _ expected: Double, scale: Double = 2) -> Bool {
        abs(value - expected) <= 0.5 / scale + 1e-9
    }

    @Test func theDefaultFieldHasEveryDimensionOnItsSide() throws {
        let l = try layout()
        let sides = Dictionary(uniqueKeysWithValues: l.dimensions.map { ($0.kind, $0.side) })
        #expect(sides == [.cellWidth: .top, .spacing: .top, .cornerRadius: .top, .cellHeight: .left, .capHeight: .left,
                          .padding: .bottom, .borderWidth: .bottom, .baseline: .right])
        #expect(l.instance == Rect(x: 100, y: 100, width: 370, height: 88)!)
        #expect(l.field == Rect(x: 116, y: 116, width: 338, height: 56)!)
    }

    @Test func dimensionsMeasureTheirFeatures() throws {
        let l = try layout()
        let expected: [(Dimension.Kind, Double, Double, String)] = [
            (.cellWidth, 116, 164, "width 48"), (.spacing, 222, 232, "spacing 10"), (.cornerRadius, 446, 454, "radius 8"),
            (.cellHeight, 116, 172, "height 56"), (.padding, 100, 116, "padding 16"), (.borderWidth, 453, 454, "border 1"),
        ]
        for (kind, from, to, label) in expected {
            let d = try #require(l.dimension(kind))
            let (a, b) = d.side.isHorizontal ? (d.start.x, d.end.x) : (d.start.y, d.end.y)
            #expect(near(a, from) && near(b, to), "\(kind): \(a)...\(b)")
            #expect(d.label == label && d.value == to - from)
        }
        let font = try FieldResources(fonts: RedlineLayoutTests.fonts).font(for: FieldSpec())
        #expect(abs(l.dimension(.capHeight)!.value - font.capHeight) < 1e-9)
        #expect(abs(l.dimension(.baseline)!.value - (28 + font.capHeight / 2)) < 1e-9)
        #expect(l.dimension(.capHeight)?.label == "cap height 17.45")
    }

    @Test func linesSitOutsideTheInstanceAndExtensionLinesReachThem() throws {
        let l = try layout()
        for d in l.dimensions {
            switch d.side {
            case .top: #expect(d.lineBounds.maxY < l.instance.minY)
            case .bottom: #expect(d.lineBounds.minY > l.instance.maxY)
            case .left: #expect(d.lineBounds.maxX < l.instance.minX)
            case .right: #expect(d.lineBounds.minX > l.instance.maxX)
            }
            for line in d.extensionLines {
                // Each extension line runs from just outside the field past its dimension line.
                #expect(line.contains(d.side.isHorizontal ? Point(x: line.midX, y: d.start.y) : Point(x: d.start.x, y: line.midY)))
            }
        }
    }

    @Test func shorterDimensionsSitNearer() throws {
        let l = try layout()
        #expect(l.dimension(.capHeight)!.lane < l.dimension(.cellHeight)!.lane)
        #expect(l.dimension(.cellHeight)!.start.x < l.dimension(.capHeight)!.start.x)
    }

    @Test func stylesAnnotateWhatTheyDraw() throws {
        func kinds(_ change: (inout FieldSpec) -> Void) throws -> Set<Dimension.Kind> {
            var spec = FieldSpec()
            change(&spec)
            return Set(try layout(RedlineLayoutTests.annotated(spec)).dimensions.map(\.kind))
        }
        let grid = try kinds { $0.style = .grid }
        #expect(!grid.contains(.spacing) && grid.contains(.cornerRadius))
        let underlined = try kinds { $0.style = .underlined }
        #expect(!underlined.contains(.cornerRadius))
        #expect(try layout(RedlineLayoutTests.annotated({ var s = FieldSpec(); s.style = .underlined; return s }()))
            .dimension(.borderWidth)?.side == .right)
        let filled = try kinds { $0.style = .filled; $0.cell.focusBorderWidth = 2 }
        #expect(filled.contains(.focusBorderWidth) && !filled.contains(.borderWidth))
        let grouped = try kinds { $0.groups = [3, 3] }
        #expect(grouped.contains(.groupGap))
        var circle = FieldSpec()
        circle.style = .circle
        #expect(try layout(RedlineLayoutTests.annotated(circle)).dimension(.cornerRadius)?.value == 24)
        let flat = try kinds { $0.cell.cornerRadius = 0; $0.cell.spacing = 0 }
        #expect(!flat.contains(.cornerRadius) && !flat.contains(.spacing), "zero lengths are left out")
    }

    @Test(arguments: [1.0, 2.0, 3.0, 2.625])
    func linesAreWholeDevicePixelsAndLabelsReadable(scale: Double) throws {
        let l = try layout(scale: scale)
        let pixels = l.lineWidth * scale
        #expect(pixels >= 1 && abs(pixels - pixels.rounded()) < 1e-9)
        for d in l.dimensions {
            let edges = d.side.isHorizontal ? [d.line.minY, d.line.maxY] : [d.line.minX, d.line.maxX]
            for edge in edges { #expect(abs(edge * scale - (edge * scale).rounded()) < 1e-6, "\(d.kind) @\(scale)x") }
            #expect(d.labelFrame.height * scale >= 13, "labels are at least 11 px type at @1x")
        }
    }

    @Test func theLayoutMovesWithItsOrigin() throws {
        let a = try layout(scale: 1, origin: .zero), b = try layout(scale: 1, origin: Point(x: 40, y: 20))
        #expect(a.dimensions.count == b.dimensions.count)
        for (x, y) in zip(a.dimensions, b.dimensions) {
            #expect(x.labelFrame.offsetBy(Vector(dx: 40, dy: 20)) == y.labelFrame)
            #expect(x.line.offsetBy(Vector(dx: 40, dy: 20)) == y.line)
        }
    }
}
