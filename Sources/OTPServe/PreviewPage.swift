import OTPGolden
import OTPMarkup

/// The preview page: the spec's images, replaced as soon as the server has rendered the saved
/// file again (the page waits on `/next`), or the spec's error above the last good images,
/// dimmed.
enum PreviewPage {
    static func html(specPath: String, token: String) -> String {
        let body = "<header><h1>\(MarkupText.escaped(specPath))</h1><p id=\"status\" aria-live=\"polite\">Rendering…</p></header>\n"
            + "<main><pre id=\"error\" hidden></pre><div id=\"images\"></div></main>\n"
        return PageShell.html(title: "Preview: " + specPath, token: token, style: style, body: body, script: script)
    }

    private static let style = """
        body { font: 14px/1.45 system-ui, sans-serif; margin: 0; color: #18181b; background: #fafafa; }
        header { background: #fff; border-bottom: 1px solid #e4e4e7; padding: 8px 24px; }
        main { padding: 16px 24px; }
        h1 { font-size: 16px; margin: 4px 0; font-family: ui-monospace, monospace; }
        #status { color: #52525b; margin: 2px 0; }
        #error { background: #fef2f2; color: #991b1b; border: 1px solid #fecaca; border-radius: 6px; padding: 12px 16px;
          white-space: pre-wrap; font: 13px/1.5 ui-monospace, monospace; }
        figure { margin: 0 0 20px; }
        #images.stale img { opacity: 0.45; filter: grayscale(0.6); }
        figcaption { font-size: 12px; color: #52525b; margin-bottom: 4px; }
        img { image-rendering: pixelated; display: block; max-width: 100%;
          background: repeating-conic-gradient(#d6d6d6 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; }

        """

    private static let script = """
        var token = encodeURIComponent(document.body.getAttribute('data-token'));
        function show(state) {
          var error = document.getElementById('error'), images = document.getElementById('images');
          document.body.setAttribute('data-rendering', state.number);
          error.hidden = !state.error;
          error.textContent = state.error || '';
          images.className = state.lastGood ? 'stale' : '';
          images.innerHTML = '';
          state.images.forEach(function (title, index) {
            var figure = document.createElement('figure'), caption = document.createElement('figcaption');
            var img = document.createElement('img');
            caption.textContent = title;
            img.alt = title;
            img.src = '/image?token=' + token + '&index=' + index + '&n=' + state.number;
            figure.appendChild(caption);
            figure.appendChild(img);
            images.appendChild(figure);
          });
          document.getElementById('status').textContent = !state.error ? 'Rendering ' + state.number + ': shown as saved'
            : state.lastGood ? 'Rendering ' + state.number + ': the spec has an error; the images are those of rendering ' + state.lastGood + ', the last good one'
            : 'Rendering ' + state.number + ': the spec has an error';
        }
        function wait(after) {
          fetch('/next?token=' + token + '&after=' + after).then(function (response) {
            if (!response.ok) { throw new Error(response.statusText); }
            return response.json();
          }).then(function (state) {
            if (state.number > after) { show(state); }
            wait(state.number);
          }).catch(function () {
            document.getElementById('status').textContent = 'The preview server has stopped.';
          });
        }
        wait(0);

        """
}
