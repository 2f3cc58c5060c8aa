extension PlaygroundPage {
    /// The page's script: the WebSocket, the Pointer Events sent as `pointers` batches, and the drawing of what the
    /// session sends back (the wire protocol is in TactilePlayground's Wire protocol article).
    ///
    /// Moves are batched per animation frame, with the browser's coalesced samples; a batch holding a `down`, `up`
    /// or `cancel` goes at once, since those events are not aligned to frames and waiting for the next one would
    /// add up to 16.7 ms to every tap. Where the browser offers `pointerrawupdate` (Chromium, on a secure origin
    /// such as the loopback address), moves are taken from it as they come, and a move goes at once when no batch
    /// has gone for 12 ms.
    static let script = ##"""
        'use strict';
        const $ = (id) => document.getElementById(id);
        const stage = $('stage'), trails = $('trails'), lanesBox = $('lanes');
        const query = new URLSearchParams(location.search);
        const token = query.get('token');
        const state = { scene: null, lanes: new Map(), views: [], recording: false, down: new Map(), strokes: new Map(),
          lastTrace: null, timelineTrace: null, latency: { discrete: [], moves: [], handler: [], moveHandler: [], sent: [] }, pendingDiscrete: new Map(), sentAt: new Map(), pendingMove: new Map(),
          messages: 0, errors: [], arrows: [], waiting: new Set(), gesture: null, lastT: 0, arrowFrames: 0,
          display: null, pictureFrames: 0, drawErrors: [], framesChosen: false };
        let socket = null, pending = [], frameRequested = false, lastBatchAt = -Infinity;

        function element(tag, cls, text) {
          const e = document.createElement(tag);
          if (cls) e.className = cls;
          if (text !== undefined) e.textContent = text;
          return e;
        }
        function seconds(t) { return (Math.round(t * 1000) / 1000).toFixed(3) + ' s'; }
        function prepend(listId, text, t, cls) {
          const list = $(listId), li = element('li', cls);
          li.append(element('span', 't', seconds(t)), document.createTextNode(text));
          list.prepend(li);
          while (list.children.length > 60) list.lastChild.remove();
        }
        // Latency samples (milliseconds) for the browser test, the latest 4,096 of each kind: a long session keeps no more.
        function measured(kind, ms) {
          const list = state.latency[kind];
          list.push(ms);
          if (list.length > 4096) list.splice(0, list.length - 4096);
        }
        function setStatus(text, isError) { const s = $('status'); s.textContent = text; s.classList.toggle('error', !!isError); }
        function send(message) { if (socket && socket.readyState === 1) socket.send(JSON.stringify(message)); }

        // The stage's room on screen: scenes without a size of their own fill it.
        function viewport() {
          const wrap = $('stage-wrap');
          return { width: Math.max(1, Math.floor(wrap.clientWidth)), height: Math.max(1, Math.floor(wrap.clientHeight)) };
        }

        // A scene larger than the stage's room (the demo's 360 × 640 points on a phone) is drawn smaller to fit,
        // and the pointers' positions are divided back into scene points.
        function fit() {
          if (!state.scene) return;
          const room = viewport();
          state.stageScale = Math.min(1, room.width / state.scene.width, room.height / state.scene.height);
          stage.style.transform = state.stageScale < 1 ? 'scale(' + state.stageScale + ')' : '';
        }
        window.addEventListener('resize', fit);

        // The WebSocket lives in a worker, which hands each message to the page as it comes. Why: after an input
        // event the browser runs its input and rendering work first and holds the page's network tasks back (a
        // frame after a click, about 100 ms after a touch begins, measured in Chromium), so a socket on the page
        // itself showed a finger going down 100 ms late; the worker's messages reach the page without that wait.
        // Without workers, the socket is the page's own.
        const socketWorker = `let ws = null;
        onmessage = (e) => {
          if (typeof e.data !== 'string') {
            ws = new WebSocket(e.data.url);
            ws.onopen = () => postMessage({ open: true });
            ws.onclose = () => postMessage({ close: true });
            ws.onmessage = (m) => postMessage({ data: m.data });
          } else if (ws && ws.readyState === 1) ws.send(e.data);
        };`;
        function openSocket(url) {
          let worker;
          try { worker = new Worker(URL.createObjectURL(new Blob([socketWorker], { type: 'text/javascript' }))); } catch (_) { return new WebSocket(url); }
          const s = { readyState: 0, onopen: null, onclose: null, onmessage: null, send(text) { worker.postMessage(text); } };
          worker.onmessage = (e) => {
            const d = e.data;
            if (d.open) { s.readyState = 1; if (s.onopen) s.onopen(); }
            else if (d.close) { s.readyState = 3; if (s.onclose) s.onclose(); }
            else if (s.onmessage) s.onmessage({ data: d.data });
          };
          worker.postMessage({ url });
          return s;
        }

        function connect() {
          const url = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws' +
            (token ? '?token=' + encodeURIComponent(token) : '');
          socket = openSocket(url);
          socket.onopen = () => {
            setStatus('Connected');
            const hello = { kind: 'hello', viewport: viewport(),
              devicePixelRatio: Math.min(16, Math.max(0.1, window.devicePixelRatio || 1)) };
            if (query.get('scene')) hello.scene = query.get('scene');
            send(hello);
          };
          socket.onclose = () => setStatus('Disconnected: the playground stopped or the page lost its connection. Reload to reconnect.', true);
          socket.onmessage = (e) => { state.messages += 1; receive(JSON.parse(e.data)); };
        }

        // ---- Pointer Events to `pointers` batches ----
        const pointerTypes = { touch: 'touch', pen: 'pen', mouse: 'mouse' };
        function sample(e, phase) {
          const r = stage.getBoundingClientRect(), k = state.stageScale || 1;
          const clamp = (v, lo, hi) => Math.min(hi, Math.max(lo, Number.isFinite(v) ? v : 0));
          return { pointerId: clamp(e.pointerId, 0, 2147483647), pointerType: pointerTypes[e.pointerType] || 'mouse', phase,
            x: clamp((e.clientX - r.left) / k, -1e5, 1e5), y: clamp((e.clientY - r.top) / k, -1e5, 1e5),
            timeStamp: clamp(e.timeStamp, 0, 1e12), pressure: clamp(e.pressure, 0, 1),
            tiltX: clamp(e.tiltX, -90, 90), tiltY: clamp(e.tiltY, -90, 90),
            width: clamp(e.width, 0, 1e4), height: clamp(e.height, 0, 1e4) };
        }
        function flush() {
          frameRequested = false;
          if (pending.length === 0) return;
          send({ kind: 'pointers', samples: pending });
          pending = [];
          lastBatchAt = performance.now();
        }
        // The pointers sent down and not yet up: the session refuses an up or cancel of any other.
        const pointersDown = new Set();
        function soon() { if (!frameRequested) { frameRequested = true; requestAnimationFrame(flush); } }
        stage.addEventListener('pointerdown', (e) => {
          e.preventDefault();
          try { stage.setPointerCapture(e.pointerId); } catch (_) {}
          measured('handler', performance.now() - e.timeStamp);
          pending.push(sample(e, 'down'));
          pointersDown.add(e.pointerId);
          state.pendingDiscrete.set(e.pointerId + ':began', e.timeStamp);
          state.sentAt.set(e.pointerId + ':began', performance.now());
          flush();
        });
        // Moves. Chromium holds `pointermove` until its next animation frame (16 ms after the move in headless
        // Chromium, measured), but hands the page `pointerrawupdate` as the move comes (under 1 ms), where it offers
        // it. So a move goes at once when no batch has gone for 12 ms (a 60 Hz touchscreen's every move), and
        // otherwise with the frame's batch: at most about one batch every 12 ms, plus one a frame, well within the
        // session's rate limit. Without `pointerrawupdate` (other browsers, a non-secure origin), every move waits
        // for the frame's batch.
        const rawMoves = 'onpointerrawupdate' in window;
        stage.addEventListener(rawMoves ? 'pointerrawupdate' : 'pointermove', (e) => {
          const events = (e.getCoalescedEvents && e.getCoalescedEvents().length) ? e.getCoalescedEvents() : [e];
          for (const c of events) pending.push(sample(c, 'move'));
          if (e.buttons || e.pointerType === 'touch') {
            measured('moveHandler', performance.now() - e.timeStamp);
            // The oldest move not yet answered: the session answers in order, so its next `moved` is for it.
            if (!state.pendingMove.has(e.pointerId)) state.pendingMove.set(e.pointerId, e.timeStamp);
          }
          if (rawMoves && performance.now() - lastBatchAt >= 12) flush(); else soon();
        });
        for (const [type, phase] of [['pointerup', 'up'], ['pointercancel', 'cancel']]) {
          stage.addEventListener(type, (e) => {
            // A button pressed outside the stage and released on it: the session never saw that pointer go down.
            if (!pointersDown.delete(e.pointerId)) return;
            measured('handler', performance.now() - e.timeStamp);
            pending.push(sample(e, phase));
            state.pendingDiscrete.set(e.pointerId + (phase === 'up' ? ':ended' : ':cancelled'), e.timeStamp);
            state.sentAt.set(e.pointerId + (phase === 'up' ? ':ended' : ':cancelled'), performance.now());
            flush();
          });
        }
        stage.addEventListener('contextmenu', (e) => e.preventDefault());
        // The stage takes no browser gesture from a finger: no scrolling or zooming (its touch-action is none), and
        // no tap, click or long-press either, which cancelling touchstart says. Otherwise the browser turns each
        // lifted finger into a tap and a click that the page runs before the session's answer: measured in
        // headless Chromium, the answer to a lift reached the page 11 ms later (at the median) than without.
        stage.addEventListener('touchstart', (e) => e.preventDefault(), { passive: false });

        // ---- What the session sends ----
        function receive(m) {
          switch (m.kind) {
          case 'scene': showScene(m); break;
          case 'touch': touch(m); break;
          case 'recognizer': recognizer(m); break;
          case 'action': action(m); break;
          case 'arbitration': arbitration(m); break;
          case 'viewTouches': viewTouches(m); break;
          case 'displayList': displayList(m); break;
          case 'recording':
            state.recording = m.recording;
            $('record').textContent = m.recording ? 'Stop recording' : 'Record';
            $('record').classList.toggle('on', m.recording);
            setStatus(m.recording ? 'Recording…' : 'Recording stopped');
            break;
          case 'trace': download(m.text); break;
          case 'error':
            state.errors.push(m);
            prepend('errors', m.reason + ': ' + m.message, 0);
            setStatus('Refused: ' + m.message, true);
            break;
          }
          if (typeof m.t === 'number') state.lastT = m.t;
        }

        function showScene(m) {
          state.scene = m;
          const select = $('scene');
          select.replaceChildren(...m.scenes.map((n) => { const o = element('option', '', n); o.value = n; return o; }));
          select.value = m.name;
          $('summary').textContent = m.summary;
          select.title = m.summary;
          stage.style.width = m.width + 'px';
          stage.style.height = m.height + 'px';
          fit();
          const dpr = window.devicePixelRatio || 1;
          trails.width = Math.round(m.width * dpr); trails.height = Math.round(m.height * dpr);
          trails.style.width = m.width + 'px'; trails.style.height = m.height + 'px';
          sizePicture(m.width, m.height);
          state.display = null;
          pictureSoon();
          stage.querySelectorAll('.view').forEach((v) => v.remove());
          for (const v of m.views) {
            const box = element('div', 'view' + (v.interactive ? '' : ' inert'));
            box.dataset.view = v.name;
            Object.assign(box.style, { left: v.frame.x + 'px', top: v.frame.y + 'px', width: v.frame.width + 'px', height: v.frame.height + 'px' });
            const label = element('div', 'label');
            label.append(element('b', '', v.name));
            if (v.recognizers.length) label.append(document.createTextNode(' · ' + v.recognizers.join(', ')));
            box.append(label);
            stage.append(box);
          }
          buildLanes(m);
          for (const id of ['links', 'actions', 'touches']) $(id).replaceChildren();
          state.strokes = new Map(); state.down = new Map(); state.waiting = new Set();
          drawTrails();
          window.playground.ready = true;
          setStatus('Showing ' + m.name);
        }

        // Finger trails: one polyline per pointer, kept until the next touch begins with nothing down.
        function hue(id) { return (id * 67) % 360; }
        function touch(m) {
          if (m.phase === 'began') {
            if (state.down.size === 0) for (const [id, s] of state.strokes) if (s.done) state.strokes.delete(id);
            touchBegan(m);
            state.down.set(m.pointerId, true);
            state.strokes.set(m.pointerId + '@' + m.t, { id: m.pointerId, points: [[m.x, m.y]], done: false });
          } else {
            const s = [...state.strokes.values()].reverse().find((s) => s.id === m.pointerId && !s.done);
            if (s) { s.points.push([m.x, m.y]); if (m.phase !== 'moved') { s.done = true; s.end = m.phase; } }
            if (m.phase !== 'moved') state.down.delete(m.pointerId);
          }
          drawTrails();
          const key = m.pointerId + ':' + m.phase;
          if (state.sentAt.has(key)) {
            measured('sent', performance.now() - state.sentAt.get(key));
            state.sentAt.delete(key);
          }
          if (state.pendingDiscrete.has(key)) {
            measured('discrete', performance.now() - state.pendingDiscrete.get(key));
            state.pendingDiscrete.delete(key);
          } else if (m.phase === 'moved' && state.pendingMove.has(m.pointerId)) {
            measured('moves', performance.now() - state.pendingMove.get(m.pointerId));
            state.pendingMove.delete(m.pointerId);
          }
          if (m.phase === 'ended' || m.phase === 'cancelled') state.pendingMove.delete(m.pointerId);
        }
        function drawTrails() {
          const g = trails.getContext('2d'), dpr = window.devicePixelRatio || 1;
          g.setTransform(dpr, 0, 0, dpr, 0, 0);
          g.clearRect(0, 0, trails.width, trails.height);
          for (const s of state.strokes.values()) {
            g.strokeStyle = g.fillStyle = 'hsl(' + hue(s.id) + ', 75%, 45%)';
            g.lineWidth = 3; g.lineCap = g.lineJoin = 'round';
            g.beginPath();
            s.points.forEach(([x, y], i) => (i ? g.lineTo(x, y) : g.moveTo(x, y)));
            g.stroke();
            const [x0, y0] = s.points[0];
            g.beginPath(); g.arc(x0, y0, 6, 0, Math.PI * 2); g.fill();
            if (s.done) {
              const [x, y] = s.points[s.points.length - 1];
              g.beginPath();
              if (s.end === 'cancelled') { g.moveTo(x - 6, y - 6); g.lineTo(x + 6, y + 6); g.moveTo(x + 6, y - 6); g.lineTo(x - 6, y + 6); }
              else g.arc(x, y, 9, 0, Math.PI * 2);
              g.stroke();
            }
          }
        }

        function action(m) {
          const l = state.lanes.get(m.recognizer);
          if (l) {
            l.actions += 1;
            l.lane.classList.add('fired');
            setTimeout(() => l.lane.classList.remove('fired'), 150);
          }
          const v = m.values || {}, parts = [];
          for (const k of ['scale', 'rotation', 'translationX', 'translationY', 'velocity', 'touches']) {
            if (k in v) parts.push(k + ' ' + (Math.round(v[k] * 100) / 100));
          }
          prepend('actions', m.recognizer + ' ' + m.state + (parts.length ? ': ' + parts.join(', ') : ''), m.t);
        }

        function viewTouches(m) {
          const ids = ' [' + m.pointerIds.join(', ') + ']';
          const phase = m.phase ? m.phase.charAt(0).toUpperCase() + m.phase.slice(1) : '';
          const text = {
            delivered: m.view + ' touches' + phase + ids,
            held: m.view + ' touches' + phase + ids + ' delayed by a recognizer',
            released: m.view + ' delayed touches' + phase + ids + ' delivered: the recognizers holding them failed',
            cancelled: m.view + ' touchesCancelled' + ids + ': a recognizer recognized',
            dropped: m.view + ' ' + ids + ' dropped: a recognizer recognized before the view saw them begin',
          }[m.delivery] || (m.view + ' ' + m.delivery + ids);
          prepend('touches', text, m.t, 'delivery-' + m.delivery);
        }

        // ---- Recording, replay and the scene menu ----
        $('record').addEventListener('click', () => send({ kind: 'record', action: state.recording ? 'stop' : 'start' }));
        $('scene').addEventListener('change', (e) => send({ kind: 'scene', name: e.target.value }));
        function download(text) {
          state.lastTrace = text;
          state.timelineTrace = text;
          $('timeline').disabled = false;
          const a = element('a');
          a.href = URL.createObjectURL(new Blob([text], { type: 'application/x-ndjson' }));
          a.download = 'playground-' + (state.scene ? state.scene.name : 'session') + '-' + new Date().toISOString().replace(/[:.]/g, '-') + '.jsonl';
          document.body.append(a); a.click(); a.remove();
          setTimeout(() => URL.revokeObjectURL(a.href), 10000);
        }
        // The timeline of the last recorded or dropped trace, as `tactile render` draws it, in a new tab. The tab
        // opens at the click (a tab opened after waiting for the server would be taken for a pop-up).
        async function timeline(text) {
          const r = await fetch('/timeline' + (token ? '?token=' + encodeURIComponent(token) : ''),
            { method: 'POST', body: text, headers: { 'Content-Type': 'application/x-ndjson' } });
          const body = await r.text();
          if (!r.ok) throw new Error(body);
          return body;
        }
        $('timeline').addEventListener('click', async () => {
          if (!state.timelineTrace) return;
          const tab = window.open('', '_blank');
          try {
            const html = await timeline(state.timelineTrace);
            const url = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
            if (tab) tab.location.href = url; else window.open(url, '_blank');
          } catch (err) {
            if (tab) tab.close();
            setStatus('Refused: ' + err.message, true);
          }
        });
        document.addEventListener('dragover', (e) => { e.preventDefault(); document.body.classList.add('dragging'); });
        document.addEventListener('dragleave', () => document.body.classList.remove('dragging'));
        document.addEventListener('drop', async (e) => {
          e.preventDefault();
          document.body.classList.remove('dragging');
          const file = e.dataTransfer.files[0];
          if (!file) return;
          if (file.size > 8 * 1024 * 1024) { setStatus('Refused: a trace file of at most 8 MiB replays; ' + file.name + ' is larger', true); return; }
          const text = await file.text();
          send({ kind: 'replay', trace: text });
          state.timelineTrace = text;
          $('timeline').disabled = false;
          setStatus('Replaying ' + file.name);
        });

        """##
}

extension PlaygroundPage {
    /// The end of the page's script: what the browser tests read (`window.playground`), and the connection.
    static let bootScript = ##"""
        // What the browser test reads.
        window.playground = {
          ready: false, state, timeline,
          lanes() {
            const out = {};
            for (const [name, l] of state.lanes) out[name] = l.lane.innerText;
            return out;
          },
          arrows() {
            if (arrowsRequested) drawArrows();
            return [...document.querySelectorAll('#lane-arrows path.arrow')].map((p) => ({ from: p.dataset.from, to: p.dataset.to, kind: p.dataset.kind, live: p.classList.contains('live') }));
          },
          // The colour of the scene's picture at scene point (x, y): [red, green, blue, alpha], 0 to 255.
          pixel(x, y) {
            if (pictureRequested) drawPicture();
            const dpr = window.devicePixelRatio || 1;
            return [...picture.getContext('2d').getImageData(Math.round(x * dpr), Math.round(y * dpr), 1, 1).data];
          },
          // The gesture columns shown, oldest first: each one's number and head.
          gestures() { return [...heads().children].map((h) => ({ n: Number(h.dataset.gesture), head: h.textContent })); },
          // Every label of the lanes (names, types, states, relations, chips, gesture heads) with its box on
          // screen, to check that none overlaps another.
          labelBoxes() {
            return [...lanesBox.querySelectorAll('.name, .type, .state, .lane-rel, .chip, .g-head')].map((e) => {
              const r = e.getBoundingClientRect();
              return { text: e.textContent, left: r.left, top: r.top, right: r.right, bottom: r.bottom };
            }).filter((b) => b.right > b.left && b.bottom > b.top);
          },
          count(recognizer, to) {
            const l = state.lanes.get(recognizer);
            return l ? l.history.filter((s) => s === to).length : 0;
          },
          waitFor(predicate, ms) {
            return new Promise((resolve, reject) => {
              const start = performance.now();
              (function check() {
                let value = false;
                try { value = predicate(); } catch (_) {}
                if (value) resolve(value);
                else if (performance.now() - start > ms) reject(new Error('timed out'));
                else setTimeout(check, 5);
              })();
            });
          },
        };
        connect();
        """##
}
