import OTPGolden
import OTPMarkup

/// The review page: every changed, new or corrupt image with the golden, the difference and
/// the new image side by side, an Accept and a Reject button each, Accept all and Done. The
/// keyboard works as in a code review: j and k move between images, a accepts, r rejects.
/// Decisions go to the server at once and the page updates in place, without a reload.
enum ReviewPage {
    static func html(title: String, items: [ReviewItem], decisions: [ReviewSession.Decision?], notReviewable: [String],
                     token: String) -> String {
        let e = MarkupText.escaped
        var page = """
            <header>
            <h1>\(e(title))</h1>
            <p id="summary" aria-live="polite"></p>
            <p class="actions"><button id="accept-all">Accept all undecided</button> <button id="done">Done</button>
            <span class="keys">Keys: <kbd>j</kbd>/<kbd>k</kbd> next/previous, <kbd>a</kbd> accept, <kbd>r</kbd> reject</span></p>
            </header>
            <main>

            """
        if items.isEmpty { page += "<p>Nothing to review: every golden matches.</p>\n" }
        for (item, decision) in zip(items, decisions) { page += section(item, decision: decision) }
        if !notReviewable.isEmpty {
            page += "<h2>Not reviewable here</h2>\n<ul class=\"not-reviewable\">\n"
            for line in notReviewable { page += "<li>\(e(line))</li>\n" }
            page += "</ul>\n"
        }
        return PageShell.html(title: "Review: " + title, token: token, style: style, body: page + "</main>\n", script: script)
    }

    /// One item: its name, change and decision, message, images and buttons.
    private static func section(_ item: ReviewItem, decision: ReviewSession.Decision?) -> String {
        let e = MarkupText.escaped
        let name = e(item.name)
        var html = "<section class=\"item \(decision?.rawValue ?? "undecided")\" data-name=\"\(name)\" tabindex=\"-1\">\n"
            + "<h2>\(name) <span class=\"badge \(item.change.rawValue)\">\(item.change.rawValue)</span> "
            + "<span class=\"decision\">\(decision?.rawValue ?? "undecided")</span></h2>\n"
            + "<p>\(e(item.message))</p>\n<p class=\"files\">golden: <code>\(e(item.goldenPath))</code>"
            + (item.specPath.map { " spec: <code>\(e($0))</code>" } ?? "") + "</p>\n<div class=\"images\">"
        for (caption, kind, path) in [("Expected", "expected", item.expectedPath), ("Diff", "diff", item.diffPath),
                                      ("Actual", "actual", item.actualPath)] where path != nil {
            html += "<figure><figcaption>\(caption)</figcaption><img class=\"px\" alt=\"\(caption): \(name)\" "
                + "data-kind=\"\(kind)\"></figure>"
        }
        return html + "</div>\n<p class=\"buttons\"><button class=\"accept\">Accept</button> "
            + "<button class=\"reject\">Reject</button></p>\n</section>\n"
    }

    private static let style = """
        body { font: 14px/1.45 system-ui, sans-serif; margin: 0; color: #18181b; background: #fafafa; }
        header { position: sticky; top: 0; background: #fff; border-bottom: 1px solid #e4e4e7; padding: 8px 24px; z-index: 1; }
        main { padding: 0 24px 40vh; }
        h1 { font-size: 18px; margin: 4px 0; } h2 { font-size: 15px; margin: 0 0 6px; }
        code { background: #f0f0f2; padding: 1px 4px; border-radius: 3px; }
        #summary { font-weight: 600; margin: 4px 0; }
        .keys { color: #52525b; margin-left: 12px; }
        kbd { border: 1px solid #d4d4d8; border-bottom-width: 2px; border-radius: 3px; padding: 0 4px; font: 12px monospace; }
        button { font: inherit; padding: 3px 12px; border: 1px solid #d4d4d8; background: #fff; border-radius: 4px; cursor: pointer; }
        button.accept { border-color: #16a34a; color: #166534; } button.reject { border-color: #dc2626; color: #991b1b; }
        .item { background: #fff; border: 1px solid #e4e4e7; border-left-width: 4px; border-radius: 6px; padding: 12px 16px; margin: 16px 0;
          scroll-margin-top: 130px; }
        .item.current { outline: 2px solid #2563eb; outline-offset: 2px; }
        .item.accepted { border-left-color: #16a34a; } .item.rejected { border-left-color: #dc2626; }
        .item.accepted button.accept, .item.rejected button.reject { background: #18181b; color: #fff; }
        .badge, .decision { font-size: 12px; padding: 1px 6px; border-radius: 8px; background: #fee2e2; color: #991b1b; }
        .decision { background: #f4f4f5; color: #3f3f46; }
        .accepted .decision { background: #dcfce7; color: #166534; } .rejected .decision { background: #fee2e2; color: #991b1b; }
        .files { color: #52525b; }
        figure { display: inline-block; vertical-align: top; margin: 0 16px 8px 0; }
        figcaption { font-size: 12px; color: #52525b; }
        img.px { image-rendering: pixelated; display: block; max-width: 100%;
          background: repeating-conic-gradient(#d6d6d6 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; }
        .error { color: #991b1b; font-weight: 600; }

        """

    private static let script = """
        var token = document.body.getAttribute('data-token');
        var items = Array.prototype.slice.call(document.querySelectorAll('.item'));
        var current = 0;
        function url(path, extra) { return path + '?token=' + encodeURIComponent(token) + (extra || ''); }
        items.forEach(function (item, index) {
          item.querySelectorAll('img[data-kind]').forEach(function (img) {
            img.src = url('/image', '&name=' + encodeURIComponent(item.dataset.name) + '&kind=' + img.dataset.kind);
          });
          item.querySelector('button.accept').addEventListener('click', function () { focusItem(index); decide(item, 'accept'); });
          item.querySelector('button.reject').addEventListener('click', function () { focusItem(index); decide(item, 'reject'); });
        });
        function show(item, decision) {
          item.classList.remove('accepted', 'rejected', 'undecided');
          item.classList.add(decision || 'undecided');
          item.querySelector('.decision').textContent = decision || 'undecided';
        }
        function summarize() {
          var count = function (c) { return document.querySelectorAll('.item.' + c).length; };
          document.getElementById('summary').textContent = count('accepted') + ' accepted, ' + count('rejected') + ' rejected, '
            + count('undecided') + ' undecided of ' + items.length;
        }
        function post(path, body) {
          return fetch(url(path), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body || {}) })
            .then(function (response) {
              return response.json().then(function (answer) {
                if (!response.ok) { throw new Error(answer.error || response.statusText); }
                return answer;
              });
            });
        }
        function fail(error) {
          var summary = document.getElementById('summary');
          summary.textContent = 'Not done: ' + error.message;
          summary.className = 'error';
        }
        function decide(item, action) {
          post('/' + action, { name: item.dataset.name }).then(function (answer) {
            document.getElementById('summary').className = '';
            show(item, answer.decision);
            summarize();
            var next = items.findIndex(function (other, index) { return index > current && other.classList.contains('undecided'); });
            if (next >= 0) { focusItem(next); }
          }).catch(fail);
        }
        function applyState(state) {
          state.items.forEach(function (entry) {
            var item = items.find(function (other) { return other.dataset.name === entry.name; });
            if (item) { show(item, entry.decision); }
          });
          summarize();
        }
        function focusItem(index) {
          if (!items.length) { return; }
          current = Math.max(0, Math.min(items.length - 1, index));
          items.forEach(function (item, i) { item.classList.toggle('current', i === current); });
          items[current].focus({ preventScroll: true });
          items[current].scrollIntoView({ block: 'nearest' });
        }
        document.getElementById('accept-all').addEventListener('click', function () { post('/accept-all').then(applyState).catch(fail); });
        document.getElementById('done').addEventListener('click', function () {
          post('/done').then(function () {
            document.querySelector('main').innerHTML = '<p>Review finished; the summary is in the terminal. You can close this page.</p>';
            document.querySelector('.actions').remove();
          }).catch(fail);
        });
        document.addEventListener('keydown', function (event) {
          if (event.ctrlKey || event.metaKey || event.altKey || !items.length) { return; }
          if (event.key === 'j') { focusItem(current + 1); }
          else if (event.key === 'k') { focusItem(current - 1); }
          else if (event.key === 'a') { decide(items[current], 'accept'); }
          else if (event.key === 'r') { decide(items[current], 'reject'); }
          else { return; }
          event.preventDefault();
        });
        summarize();
        focusItem(0);

        """
}
