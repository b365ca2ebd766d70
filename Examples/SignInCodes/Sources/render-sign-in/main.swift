import Glibc
import OTPRender
import SignInCodes

// Writes sign-in-<state>@2x.png for every state into the folder given (default: the current one).
let folder = CommandLine.arguments.dropFirst().first ?? "."
do {
    let renderer = try Renderer()
    for (name, spec) in SignInCodeField.states {
        let path = "\(folder)/sign-in-\(name)@2x.png"
        try renderer.write(spec, to: path)
        print(path)
    }
} catch {
    print("render-sign-in: \(error)")
    exit(1)
}
