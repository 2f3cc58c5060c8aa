/// The playground's page: one HTML document with its style and script inside, nothing fetched from elsewhere (no
/// UIKit counterpart).
///
/// The page is kept in Swift strings rather than package resources so that the `tactile` executable is the whole
/// program: it serves the same page from wherever it is copied, with no resource bundle to find beside it.
enum PlaygroundPage {
    /// The document served at `/`.
    static var html: String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no">
        <title>Tactile playground</title>
        <style>
        \(style)
        </style>
        </head>
        <body>
        <header>
          <strong>Tactile playground</strong>
          <label>Scene <select id="scene" aria-label="Scene"></select></label>
          <button id="record" type="button">Record</button>
          <button id="timeline" type="button" disabled title="The last recorded or dropped trace's timeline, in a new tab">Timeline</button>
          <label title="Each view's frame, with its name and its recognizers, over the scene's picture"><input id="frames" type="checkbox" checked> Frames</label>
          <span id="status">Connecting…</span>
          <span id="hint">Drop a trace file (.jsonl) on the page to replay it</span>
        </header>
        <main>
          <section id="stage-wrap">
            <div id="stage"><canvas id="picture"></canvas><canvas id="trails"></canvas></div>
          </section>
          <aside id="panel">
            <p id="summary"></p>
            <h2>Recognizers</h2>
            <p id="legend"><span class="key key-waits-for">waits for</span> <span class="key key-prevents">prevents</span> <span class="key key-wins-over">recognized, so the other fails</span> <span class="key key-setup">set up to wait for</span></p>
            <p id="gesture-range"></p>
            <div id="lanes"><svg id="lane-arrows" aria-hidden="true"></svg></div>
            <h2>What happened</h2>
            <ol id="links" reversed></ol>
            <h2>Actions</h2>
            <ol id="actions" reversed></ol>
            <h2>The view's touch messages</h2>
            <ol id="touches" reversed></ol>
            <h2>Refused messages</h2>
            <ol id="errors" reversed></ol>
          </aside>
        </main>
        <script>
        \(script)
        \(lanesScript)
        \(stageScript)
        \(bootScript)
        </script>
        </body>
        </html>

        """
    }

    /// The style sheet.
    static let style = ##"""
        :root { --line: #d0d4dc; --ink: #1d2330; --muted: #677086; --accent: #2f6fde; }
        * { box-sizing: border-box; }
        html, body { margin: 0; height: 100%; font: 14px/1.35 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink); background: #f5f6f8; }
        header { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; padding: 8px 12px; background: #fff; border-bottom: 1px solid var(--line); min-height: 48px; }
        header select, header button { font: inherit; padding: 4px 10px; }
        #record.on { background: #d33; color: #fff; border-color: #b22; }
        #status { color: var(--muted); }
        #status.error { color: #c22; }
        #hint { color: var(--muted); margin-left: auto; font-size: 12px; }
        main { display: flex; height: calc(100% - 49px); }
        #stage-wrap { flex: 1; overflow: hidden; padding: 0; position: relative; }
        #summary { margin: 8px 0 0; font-size: 12px; color: var(--muted); }
        #stage { position: relative; transform-origin: 0 0; touch-action: none; user-select: none; -webkit-user-select: none; background: #fff; outline: 1px solid var(--line); }
        #stage .view { position: absolute; border: 1px solid #8a94a8; background: rgba(47, 111, 222, 0.05); pointer-events: none; }
        #stage .view.inert { border-style: dashed; background: transparent; }
        #stage .view .label { position: absolute; left: 2px; top: 1px; font-size: 11px; color: #3b4559; white-space: nowrap; }
        #stage .view .label b { font-weight: 600; }
        #trails { position: absolute; left: 0; top: 0; pointer-events: none; z-index: 1; }
        #picture { position: absolute; left: 0; top: 0; pointer-events: none; }
        body.no-frames #stage .view { display: none; }
        #panel { width: 420px; overflow-y: auto; padding: 4px 12px 24px; background: #fff; border-left: 1px solid var(--line); }
        #panel h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); margin: 14px 0 6px; }
        #lanes { position: relative; padding-left: 40px; }
        #lane-arrows { position: absolute; left: 0; top: 0; width: 40px; overflow: visible; pointer-events: none; }
        #lane-arrows path { fill: none; stroke-width: 1.6; pointer-events: stroke; }
        #lane-arrows path.live { stroke-width: 2.2; }
        #lane-arrows path.setup { stroke-width: 1.2; }
        #legend { margin: 0 0 6px; font-size: 11px; color: var(--muted); }
        .key { display: inline-block; margin-right: 8px; }
        .key::before { content: ''; display: inline-block; width: 18px; margin-right: 4px; vertical-align: middle; border-top: 2px solid; }
        .key-waits-for::before { border-top: 2px dashed #b7791f; }
        .key-prevents::before { border-color: #d0342c; }
        .key-wins-over::before { border-color: #8e44ad; }
        .key-setup::before { border-top: 2px dotted #a0a7b5; }
        .lane { border: 1px solid var(--line); border-radius: 6px; padding: 6px 8px; margin-bottom: 6px; transition: background .3s; }
        .lane.fired { background: #eaf6ea; transition: none; }
        .lane-head { display: flex; gap: 8px; align-items: baseline; }
        .lane-head .name { font-weight: 600; }
        .lane-head .type { color: var(--muted); font-size: 12px; flex: 1; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        .lane-rel { font-size: 12px; color: var(--muted); margin-top: 2px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        /* A lane's history: one column per gesture, the same columns in every lane and in the heads above them,
           with a bar between gestures; the current gesture's column is tinted. */
        .groups { display: grid; grid-template-columns: repeat(var(--groups, 4), minmax(0, 1fr)); font-size: 11px; margin-top: 3px; }
        #gesture-heads { margin: 0 9px 2px; color: var(--muted); }
        .g { border-left: 2px solid #c3c9d5; padding: 1px 3px; min-width: 0; min-height: 18px; }
        .g:last-child { background: #f2f6fd; }
        .g-head { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; letter-spacing: -0.01em; }
        #gesture-range { margin: 0; font-size: 11px; color: var(--muted); }
        #gesture-range:empty { display: none; }
        .chip.bar { color: #98a0b0; padding: 0 1px; }
        #links li.gesture-start { color: var(--muted); font-weight: 600; border-bottom-color: var(--line); }
        #links li.minor { color: #98a0b0; }
        .link-waiting { background: #fff3cd; color: #7a5a00; }
        .link-prevented, .link-failed { background: #fde2e2; color: #9b1c1c; }
        .link-recognized { background: #e3f2e3; color: #1f6b1f; }
        .state { display: inline-block; padding: 0 6px; border-radius: 3px; font-size: 12px; font-weight: 600; }
        .chip { display: inline-block; max-width: 100%; overflow-wrap: anywhere; vertical-align: top; padding: 0 4px; margin: 0 2px 2px 0; border-radius: 3px; font-size: 11px; }
        .state-possible { background: #eceef3; color: #4a5368; }
        .state-began, .state-changed { background: #dce8fd; color: #1c4fa8; }
        .state-ended { background: #d9f2d9; color: #1f6b1f; }
        .state-failed, .state-cancelled { background: #fde2e2; color: #9b1c1c; }
        #panel ol { margin: 0; padding-left: 0; list-style: none; font-size: 12px; max-height: 160px; overflow-y: auto; }
        #panel li { padding: 1px 0; border-bottom: 1px solid #f0f1f4; }
        #panel li .t { color: var(--muted); display: inline-block; min-width: 52px; }
        #errors li { color: #c22; }
        body.dragging #stage-wrap { outline: 3px dashed var(--accent); outline-offset: -6px; }
        /* A phone: the stage on top, the lanes right under it (so they show while a finger is on the stage), the
           rest of the panel below; the page scrolls everywhere but on the stage. */
        @media (max-width: 800px) {
          html, body { height: auto; }
          header { gap: 6px; padding: 4px 8px; min-height: 0; font-size: 13px; }
          header strong { display: none; }
          #status { flex-basis: 100%; font-size: 12px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
          main { flex-direction: column; height: auto; }
          #stage-wrap { height: 46vh; min-height: 220px; flex: none; }
          #panel { width: auto; overflow: visible; border-left: none; border-top: 1px solid var(--line); padding: 0 8px 24px; }
          #panel h2 { margin: 8px 0 4px; }
          #legend { font-size: 10px; }
          .lane { padding: 3px 6px; margin-bottom: 4px; }
          .lane-head .type { font-size: 11px; }
          .lane-rel, #summary { display: none; }
          #hint { display: none; }
        }
        """##
}
