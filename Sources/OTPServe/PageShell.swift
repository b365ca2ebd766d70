import OTPGolden
import OTPMarkup

/// What every served page shares: the document head with its title and style, the run's
/// token on `<body>` (the page's script sends it with each request), and the script last.
enum PageShell {
    static func html(title: String, token: String, style: String, body: String, script: String) -> String {
        let e = MarkupText.escaped
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(e(title))</title>
            <style>
            \(style)</style>
            </head>
            <body data-token="\(e(token))">
            \(body)<script>
            \(script)</script>
            </body>
            </html>

            """
    }
}
