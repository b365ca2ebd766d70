import OTPGeometry
import OTPRaster
import OTPPNG

var canvas = Canvas(width: 600, height: 300)!
canvas.clear(.white)
canvas.transform = .scale(2)
for i in 0..<6 {
    let r = Rect(x: 10 + Double(i) * 48, y: 10, width: 40, height: 48)!
    canvas.fill(Path(ring: RoundedRect(rect: r, radius: 5), width: i == 3 ? 2 : 1), with: .solid(i == 3 ? Color(red: 30, green: 144, blue: 255) : .black))
    if i < 3 { canvas.fill(Path(circleAt: r.center, radius: 5), with: .solid(.black)) }
}
canvas.fill(Rect(x: 10 + 3 * 48 + 19.2, y: 20, width: 1.6, height: 28)!, with: .solid(Color(red: 255, green: 0, blue: 0)))
var b = PathBuilder()
b.move(to: Point(x: 20, y: 90)); b.line(to: Point(x: 60, y: 120)); b.line(to: Point(x: 100, y: 80))
b.cubic(to: Point(x: 180, y: 120), control1: Point(x: 120, y: 40), control2: Point(x: 160, y: 160))
let p = b.path
for (j, join) in LineJoin.allCases.enumerated() {
    canvas.transform = Transform.scale(2).concatenating(.identity).translated(by: Vector(dx: 0, dy: Double(j) * 40))
    canvas.transform = Transform.translation(Vector(dx: 0, dy: Double(j) * 20)).scaled(by: 2)
    canvas.stroke(p, style: StrokeStyle(width: 8, cap: LineCap.allCases[j], join: join), with: .solid(Color(red: 0, green: 0, blue: 0, alpha: 128)))
}
canvas.transform = .scale(2)
canvas.stroke(Path(roundedRect: RoundedRect(rect: Rect(x: 200, y: 80, width: 80, height: 50)!, radius: 10)), style: StrokeStyle(width: 2, cap: .round, dash: DashPattern([6, 4])), with: .solid(Color(red: 229, green: 57, blue: 53)))
canvas.stroke(Path(circleAt: Point(x: 240, y: 105), radius: 12), style: StrokeStyle(width: 1), with: .solid(.black))
try canvas.pixmap.writePNG(to: "/tmp/scene.png")
