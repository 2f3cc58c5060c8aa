extension PlaygroundPage {
    /// The recognizer lanes, their arrows and the log of what happened, in the page's script.
    ///
    /// A lane's history is grouped by gesture: a gesture runs from the first finger down to the last finger up and
    /// every recognizer settled back in `possible` (the second tap of a double tap belongs to the first's gesture,
    /// since the single tap still waits then). Each gesture is one column, the same in every lane, with a bar
    /// between columns; the latest few are shown and older ones scroll away, so a long session stays one screen of
    /// lanes. Repeated `changed` states are counted (`changed ×12`) rather than repeated.
    ///
    /// The log says each decision of the gesture environment in plain words: the session sends the sentence with
    /// each `arbitration` message (made in one place, `PlaygroundArbitration.sentence`), and the page shows it.
    static let lanesScript = ##"""
        // ---- Recognizer lanes, grouped by gesture ----
        const heads = () => $('gesture-heads');
        function groupCount() { return window.matchMedia && matchMedia('(max-width: 800px)').matches ? 3 : 4; }
        function buildLanes(m) {
          state.lanes = new Map();
          state.gesture = null;
          lanesBox.replaceChildren($('lane-arrows'), element('div', 'groups', ''));
          lanesBox.lastChild.id = 'gesture-heads';
          lanesBox.style.setProperty('--groups', groupCount());
          $('gesture-range').textContent = '';
          state.arrows = [];
          for (const r of m.recognizers) {
            const lane = element('div', 'lane');
            lane.dataset.recognizer = r.name;
            const head = element('div', 'lane-head');
            const st = element('span', 'state state-possible', 'possible');
            head.append(element('span', 'name', r.name), element('span', 'type', r.type.replace(/^UI|GestureRecognizer$/g, '') + ' on ' + m.views[r.view].name), st);
            const rel = [];
            if (r.waitsFor.length) rel.push('waits for ' + r.waitsFor.join(', '));
            const waitedBy = m.recognizers.filter((o) => o.waitsFor.includes(r.name)).map((o) => o.name);
            if (waitedBy.length) rel.push(waitedBy.join(', ') + ' waits for it');
            if (r.simultaneousWith.length) rel.push('recognizes with ' + r.simultaneousWith.join(', '));
            if (!r.enabled) rel.push('disabled');
            const track = element('div', 'lane-track groups');
            lane.append(head, element('div', 'lane-rel', rel.join(' · ') || 'alone'), track);
            lanesBox.append(lane);
            state.lanes.set(r.name, { lane, st, track, cell: null, last: null, bar: false, now: 'possible', actions: 0, history: [] });
          }
          for (const r of m.recognizers) for (const other of r.waitsFor) state.arrows.push({ from: r.name, to: other, kind: 'setup', live: false });
          drawArrows();
        }

        // A gesture is over once no finger is down, no recognizer waits for another, and every lane is back in
        // `possible`. A page that missed a reset would never start a new gesture, so a touch beginning a second
        // after the last message with no finger down starts one too.
        function settled(t) {
          if (state.down.size) return false;
          if (t - state.lastT > 1) return true;
          if (state.waiting.size) return false;
          for (const l of state.lanes.values()) if (l.now !== 'possible') return false;
          return true;
        }
        function gestureAt(t) { return state.gesture || startGesture(t); }
        // A new column in every lane and in the heads, the oldest dropped past the few shown; the previous
        // gesture's arrows go, and the log gets a line saying where the gesture begins.
        function startGesture(t) {
          const g = { n: state.gesture ? state.gesture.n + 1 : 1, t, fingers: 0, head: element('div', 'g g-head') };
          state.gesture = g;
          const max = groupCount();
          lanesBox.style.setProperty('--groups', max);
          g.head.dataset.gesture = g.n;
          heads().append(g.head);
          while (heads().children.length > max) heads().firstChild.remove();
          for (const l of state.lanes.values()) {
            l.cell = element('div', 'g');
            l.cell.dataset.gesture = g.n;
            l.track.append(l.cell);
            while (l.track.children.length > max) l.track.firstChild.remove();
            l.last = null; l.bar = false;
          }
          $('gesture-range').textContent = g.n > max ? 'gestures ' + (g.n - max + 1) + '–' + g.n + ' (older ones scrolled away)' : '';
          label(g);
          if (state.arrows.some((a) => a.live)) { state.arrows = state.arrows.filter((a) => !a.live); arrowsSoon(); }
          prepend('links', 'gesture ' + g.n, t, 'gesture-start');
          return g;
        }
        function label(g) {
          const n = g.fingers;
          g.head.textContent = '#' + g.n + (n ? ' · ' + n + (n === 1 ? ' finger' : ' fingers') : '');
          g.head.title = 'gesture ' + g.n + ', from ' + seconds(g.t);
        }
        // Called by `touch` for each pointer that begins, before it counts as down.
        function touchBegan(m) {
          if (state.down.size === 0 && (!state.gesture || settled(m.t))) startGesture(m.t);
          const g = gestureAt(m.t);
          // The most fingers down at once: a double tap is one finger, a pinch two.
          g.fingers = Math.max(g.fingers, state.down.size + 1);
          label(g);
        }
        function chip(l, e) {
          if (l.bar) { l.cell.append(element('span', 'chip bar', '|')); l.bar = false; }
          l.cell.append(e);
          l.last = e;
          while (l.cell.children.length > 16) l.cell.firstChild.remove();
        }

        function recognizer(m) {
          const l = state.lanes.get(m.recognizer);
          if (!l) return;
          l.history.push(m.to);
          l.now = m.to;
          if (m.to !== 'possible' && m.to !== 'began' && m.to !== 'changed') state.waiting.delete(m.recognizer);
          l.st.textContent = m.to;
          l.st.className = 'state state-' + m.to;
          gestureAt(m.t);
          if (m.to === 'possible') { if (m.from !== 'possible') l.bar = true; return; }
          if (m.to === 'changed' && l.last && l.last.dataset.state === 'changed' && !l.bar) {
            l.last.dataset.count = Number(l.last.dataset.count) + 1;
            l.last.textContent = 'changed ×' + l.last.dataset.count;
            return;
          }
          const e = element('span', 'chip state-' + m.to, m.to);
          e.dataset.state = m.to; e.dataset.count = 1; e.title = seconds(m.t);
          chip(l, e);
        }

        // "Waits for" and "prevents" links, written in the lane's column of the gesture: what it says there, and
        // the class that colours it.
        const linkText = {
          'waiting': (m) => ['waits for ' + m.others.join(', '), 'link-waiting'],
          'prevented': (m) => ['prevented by ' + m.others[0], 'link-prevented'],
          'requirement-recognized': (m) => ['failed: ' + m.others[0] + ' recognized', 'link-failed'],
          'requirements-failed': () => ['recognizes: what it waited for failed', 'link-recognized'],
        };
        // Decisions that matter little to someone touching the scene: shown muted in the log.
        const minor = new Set(['request-dropped', 'ignored-touch', 'declined']);
        function arbitration(m) {
          if (m.event === 'waiting') state.waiting.add(m.recognizer);
          else if (m.recognizer && m.event !== 'other') state.waiting.delete(m.recognizer);
          const drawn = arrowOf[m.event];
          if (drawn) {
            for (const [from, to, kind] of drawn(m)) if (from && to) state.arrows.push({ from, to, kind, live: true, t: m.t });
            arrowsSoon();
          }
          const known = linkText[m.event], l = state.lanes.get(m.recognizer);
          if (known && l) {
            gestureAt(m.t);
            const [text, cls] = known(m);
            const e = element('span', 'chip ' + cls, text);
            e.title = m.sentence || m.message;
            chip(l, e);
          }
          // A reset sends the recognizer back to `possible` without a state-change message: the lane says so, and
          // draws a bar if it tries again in the same gesture. The log leaves resets out.
          if (m.event === 'reset') {
            if (l) { l.now = 'possible'; l.st.textContent = 'possible'; l.st.className = 'state state-possible'; l.bar = true; }
            return;
          }
          const cls = (known ? known(m)[1] : '') + (minor.has(m.event) ? ' minor' : '');
          prepend('links', m.sentence || m.message, m.t, cls);
          $('links').firstChild.title = m.message;
        }

        // ---- Arrows between the lanes ----
        // In the gutter on the lanes' left, in the timeline's colours: who waits for whom, who prevents whom, and
        // whose recognition made a recognizer that waited for it fail. The scene's own failure requirements are
        // dotted grey; what happens is drawn over them and stays until the next gesture begins.
        const arrowKinds = {
          'waits-for': { color: '#b7791f', dash: '5 3', offset: 16, says: 'waits for' },
          'prevents': { color: '#d0342c', dash: '', offset: 23, says: 'prevents' },
          'wins-over': { color: '#8e44ad', dash: '', offset: 30, says: 'recognized, so this fails:' },
          'setup': { color: '#a0a7b5', dash: '2 3', offset: 9, says: 'is set up to wait for' },
        };
        const arrowOf = {
          'waiting': (m) => m.others.map((o) => [m.recognizer, o, 'waits-for']),
          'prevented': (m) => [[m.others[0], m.recognizer, 'prevents']],
          'requirement-recognized': (m) => [[m.others[0], m.recognizer, 'wins-over']],
        };
        // The arrows are drawn once a frame, just before the browser paints it, rather than for each message or
        // each change of the lanes' size: drawing them measures the lanes, which makes the browser lay out the
        // page there and then, and a gesture's decisions come several to a frame. Measured in headless Chromium:
        // the page spent 1 ms at the median on each decision (5 ms at the 95th percentile), and 0.2 ms once the
        // arrows were drawn a frame.
        let arrowsRequested = false;
        function arrowsSoon() {
          if (arrowsRequested) return;
          arrowsRequested = true;
          requestAnimationFrame(() => { if (arrowsRequested) drawArrows(); });
        }
        function drawArrows() {
          arrowsRequested = false;
          state.arrowFrames += 1;
          const svg = $('lane-arrows'), ns = 'http://www.w3.org/2000/svg';
          svg.replaceChildren();
          svg.setAttribute('height', Math.max(1, lanesBox.offsetHeight));
          const defs = document.createElementNS(ns, 'defs');
          for (const [kind, k] of Object.entries(arrowKinds)) {
            const marker = document.createElementNS(ns, 'marker');
            for (const [a, v] of [['id', 'arrow-' + kind], ['viewBox', '0 0 8 8'], ['refX', '7'], ['refY', '4'], ['markerWidth', '6'], ['markerHeight', '6'], ['orient', 'auto']]) marker.setAttribute(a, v);
            const head = document.createElementNS(ns, 'path');
            head.setAttribute('d', 'M0,0 L8,4 L0,8 z');
            head.setAttribute('fill', k.color);
            marker.append(head);
            defs.append(marker);
          }
          svg.append(defs);
          // The arrows to draw, once each, and where on its lane's edge each one starts or ends: the ends at one
          // lane are spread 6 px apart about its middle, so that arrows to several lanes fan out.
          const seen = new Set(), drawn = [], ends = new Map();
          for (const a of state.arrows) {
            const key = a.from + '>' + a.to + '>' + a.kind;
            if (seen.has(key) || !state.lanes.has(a.from) || !state.lanes.has(a.to) || a.from === a.to) continue;
            seen.add(key);
            drawn.push(a);
            for (const name of [a.from, a.to]) ends.set(name, (ends.get(name) || 0) + 1);
          }
          const used = new Map();
          const end = (name) => {
            const l = state.lanes.get(name).lane, n = ends.get(name), i = used.get(name) || 0;
            used.set(name, i + 1);
            const spread = Math.min(6, (l.offsetHeight - 12) / Math.max(1, n - 1));
            return l.offsetTop + l.offsetHeight / 2 + (i - (n - 1) / 2) * spread;
          };
          for (const a of drawn) {
            const y1 = end(a.from), y2 = end(a.to), k = arrowKinds[a.kind];
            // Leave one lane's left edge, bow into the gutter, come back into the other's: lanes further apart
            // bow further, and each kind has its own depth so that arrows between the same lanes do not overlap.
            const x = 39, depth = Math.min(38, k.offset + Math.abs(y2 - y1) / 30);
            const path = document.createElementNS(ns, 'path');
            path.setAttribute('d', 'M' + x + ',' + y1 + ' C' + (x - depth) + ',' + y1 + ' ' + (x - depth) + ',' + y2 + ' ' + (x - 1) + ',' + y2);
            path.setAttribute('stroke', k.color);
            if (k.dash) path.setAttribute('stroke-dasharray', k.dash);
            path.setAttribute('marker-end', 'url(#arrow-' + a.kind + ')');
            path.setAttribute('class', 'arrow ' + (a.live ? 'live' : 'setup'));
            path.dataset.from = a.from; path.dataset.to = a.to; path.dataset.kind = a.kind;
            const title = document.createElementNS(ns, 'title');
            title.textContent = a.kind === 'wins-over' ? a.from + ' recognized, so ' + a.to + ', which waited for it, fails' : a.from + ' ' + k.says + ' ' + a.to;
            path.append(title);
            svg.append(path);
          }
        }
        if (window.ResizeObserver) new ResizeObserver(() => arrowsSoon()).observe(lanesBox);

        """##
}
