extension PlaygroundPage {
    /// The stage's picture in the page's script: the scene's display list (TactileRender's `DisplayList`, sent as
    /// `displayList` messages) drawn with Canvas 2D at the screen's `devicePixelRatio`.
    ///
    /// The page keeps the list's items by id in drawing order and merges each message into it: a full list
    /// replaces them, a partial one replaces the items it holds, drops the ids it says were removed, and takes
    /// the new drawing order when it gives one. It draws at most once an animation frame, however many lists
    /// came in the frame.
    ///
    /// Each item is drawn as a backend of TactileRender draws it: the ancestors' clips, then under the view's
    /// transform its shadow, its rounded background, its content (a small program of paths, text and images,
    /// clipped to its bounds) and its border, all at its alpha. Text lines are drawn at their baseline origins
    /// as the session laid them out, never re-broken. A file image is a grey placeholder with its name (the page
    /// cannot read the scene's files); a drawn image runs its drawing.
    static let stageScript = ##"""
        // ---- The scene's picture: its display list on a canvas ----
        const picture = $('picture');
        let pictureRequested = false;
        function displayList(m) {
          let d = state.display;
          if (m.full || !d) { d = state.display = { items: new Map(), order: [], size: m.size, scale: m.scale, lists: 0, bytes: 0 }; }
          d.size = m.size; d.scale = m.scale; d.lists += 1;
          for (const id of m.removed || []) d.items.delete(id);
          for (const item of m.items || []) d.items.set(item.id, item);
          if (m.order) d.order = m.order;
          else if (m.removed && m.removed.length) { const gone = new Set(m.removed); d.order = d.order.filter((id) => !gone.has(id)); }
          if (!state.framesChosen) { $('frames').checked = false; showFrames(); }
          pictureSoon();
        }
        function pictureSoon() {
          if (pictureRequested) return;
          pictureRequested = true;
          requestAnimationFrame(drawPicture);
        }
        function sizePicture(width, height) {
          const dpr = window.devicePixelRatio || 1;
          picture.width = Math.round(width * dpr); picture.height = Math.round(height * dpr);
          picture.style.width = width + 'px'; picture.style.height = height + 'px';
        }
        function drawPicture() {
          pictureRequested = false;
          const g = picture.getContext('2d'), d = state.display, dpr = window.devicePixelRatio || 1;
          g.setTransform(1, 0, 0, 1, 0, 0);
          g.clearRect(0, 0, picture.width, picture.height);
          if (!d) return;
          state.pictureFrames += 1;
          for (const id of d.order) {
            const item = d.items.get(id);
            if (item) { try { drawItem(g, item, dpr); } catch (err) { state.drawErrors.push(String(err)); } }
          }
        }

        // Foundation on Linux writes CGPoint and CGSize as [x, y] and CGRect as [[x, y], [w, h]]; the object forms
        // are read too.
        const pt = (p) => Array.isArray(p) ? p : [p.x, p.y];
        const sz = (s) => Array.isArray(s) ? s : [s.width, s.height];
        function rect(r) {
          if (Array.isArray(r)) { const [o, s] = [pt(r[0]), sz(r[1])]; return { x: o[0], y: o[1], w: s[0], h: s[1] }; }
          const o = pt(r.origin), s = sz(r.size);
          return { x: o[0], y: o[1], w: s[0], h: s[1] };
        }
        function css(c) {
          const v = (x) => Math.round(Math.min(1, Math.max(0, x)) * 255);
          return 'rgba(' + v(c.red) + ',' + v(c.green) + ',' + v(c.blue) + ',' + Math.min(1, Math.max(0, c.alpha)) + ')';
        }
        // A window transform, in device pixels.
        function place(g, t, dpr) { g.setTransform(dpr * t.a, dpr * t.b, dpr * t.c, dpr * t.d, dpr * t.tx, dpr * t.ty); }
        function rounded(g, r, radius) {
          g.beginPath();
          const k = Math.max(0, Math.min(radius || 0, r.w / 2, r.h / 2));
          if (k > 0 && g.roundRect) g.roundRect(r.x, r.y, r.w, r.h, k); else g.rect(r.x, r.y, r.w, r.h);
        }
        // An enum case with associated values arrives as { case: { _0: …, label: … } }.
        function kase(e) { const k = Object.keys(e)[0]; return [k, e[k] || {}]; }
        function trace(g, path) {
          g.beginPath();
          for (const e of path.elements || []) {
            const [k, v] = kase(e);
            if (k === 'move') g.moveTo(...pt(v._0 || v.to));
            else if (k === 'line') g.lineTo(...pt(v._0 || v.to));
            else if (k === 'quadCurve') g.quadraticCurveTo(...pt(v.control), ...pt(v.to));
            else if (k === 'curve') g.bezierCurveTo(...pt(v.control1), ...pt(v.control2), ...pt(v.to));
            else if (k === 'close') g.closePath();
          }
        }
        const rule = (r) => (r === 'evenOdd' ? 'evenodd' : 'nonzero');
        // UIFont.Weight's raw values (−0.8 ultra light … 0.62 black) as CSS weights.
        function weight(w) {
          const steps = [[-0.7, 100], [-0.5, 200], [-0.2, 300], [0.1, 400], [0.26, 500], [0.35, 600], [0.48, 700], [0.59, 800]];
          for (const [limit, css] of steps) if (w < limit) return css;
          return 900;
        }

        function drawItem(g, it, dpr) {
          g.save();
          g.globalAlpha = Math.min(1, Math.max(0, it.alpha));
          for (const c of it.clips || []) { place(g, c.transform, dpr); rounded(g, rect(c.rect), c.cornerRadius); g.clip(); }
          place(g, it.transform, dpr);
          const b = rect(it.bounds);
          if (it.shadow) shadow(g, it, b, dpr);
          if (it.backgroundColor) { g.fillStyle = css(it.backgroundColor); rounded(g, b, it.cornerRadius); g.fill(); }
          if (it.content && it.content.length) {
            g.save();
            g.beginPath(); g.rect(b.x, b.y, b.w, b.h); g.clip();
            run(g, it.content, dpr);
            g.restore();
          }
          if (it.borderWidth > 0 && it.borderColor) {
            const w = it.borderWidth;
            g.lineWidth = w; g.strokeStyle = css(it.borderColor); g.setLineDash([]);
            rounded(g, { x: b.x + w / 2, y: b.y + w / 2, w: b.w - w, h: b.h - w }, Math.max(0, it.cornerRadius - w / 2));
            g.stroke();
          }
          g.restore();
        }
        // A shadow without the shape that casts it: the shape is drawn far off to the left and its shadow offset
        // back by as much (a canvas shadow's offset and blur are in device pixels, whatever the transform).
        function shadow(g, it, b, dpr) {
          const s = it.shadow, off = sz(s.offset), far = 100000, t = it.transform;
          g.save();
          g.setTransform(dpr * t.a, dpr * t.b, dpr * t.c, dpr * t.d, dpr * t.tx - far, dpr * t.ty);
          g.shadowColor = css(s.color);
          g.shadowBlur = s.radius * 2 * dpr;
          g.shadowOffsetX = off[0] * dpr + far; g.shadowOffsetY = off[1] * dpr;
          g.fillStyle = '#000';
          if (s.path) trace(g, s.path); else rounded(g, b, it.cornerRadius);
          g.fill();
          g.restore();
        }
        // A view's content: paths, text and images with a save/restore stack, in its own coordinates.
        function run(g, program, dpr) {
          for (const op of program) {
            const [k, v] = kase(op);
            switch (k) {
            case 'save': g.save(); break;
            case 'restore': g.restore(); break;
            case 'concatenate': { const t = v._0; g.transform(t.a, t.b, t.c, t.d, t.tx, t.ty); break; }
            case 'clip': trace(g, v._0); g.clip(rule(v._1)); break;
            case 'fill': trace(g, v._0); g.fillStyle = css(v._1); g.fill(rule(v._2)); break;
            case 'stroke': {
              const s = v._1;
              trace(g, v._0);
              g.strokeStyle = css(s.color); g.lineWidth = s.lineWidth;
              g.lineCap = s.lineCap || 'butt'; g.lineJoin = s.lineJoin || 'miter'; g.miterLimit = s.miterLimit || 10;
              g.setLineDash(s.dash || []); g.lineDashOffset = s.dashPhase || 0;
              g.stroke();
              g.setLineDash([]);
              break;
            }
            case 'image': image(g, v._0, dpr); break;
            case 'text': text(g, v._0); break;
            }
          }
        }
        function image(g, im, dpr) {
          const r = rect(im.rect), s = sz(im.size);
          g.save();
          if (im.drawing && im.drawing.length && s[0] > 0 && s[1] > 0) {
            g.translate(r.x, r.y);
            g.scale(r.w / s[0], r.h / s[1]);
            g.beginPath(); g.rect(0, 0, s[0], s[1]); g.clip();
            run(g, im.drawing, dpr);
          } else {
            // A file image the page cannot load: a placeholder the image's size, with its name.
            g.fillStyle = im.tint ? css(im.tint) : 'rgba(160, 167, 181, 0.35)';
            g.fillRect(r.x, r.y, r.w, r.h);
            g.strokeStyle = 'rgba(103, 112, 134, 0.8)'; g.lineWidth = 1;
            g.beginPath(); g.rect(r.x, r.y, r.w, r.h); g.moveTo(r.x, r.y); g.lineTo(r.x + r.w, r.y + r.h); g.moveTo(r.x + r.w, r.y); g.lineTo(r.x, r.y + r.h); g.stroke();
            const name = im.name || (im.filePath || '').split('/').pop() || 'image';
            g.fillStyle = '#3b4559'; g.font = '11px system-ui, sans-serif'; g.textBaseline = 'top';
            g.fillText(name, r.x + 3, r.y + 3, Math.max(10, r.w - 6));
          }
          g.restore();
        }
        function text(g, t) {
          const family = !t.fontFamily || t.fontFamily === 'System' ? 'system-ui, -apple-system, "Segoe UI", sans-serif' : '"' + t.fontFamily + '", sans-serif';
          g.font = (t.isItalic ? 'italic ' : '') + weight(t.fontWeight || 0) + ' ' + t.fontSize + 'px ' + family;
          g.fillStyle = css(t.color);
          g.textBaseline = 'alphabetic';
          for (const line of t.lines) { const o = pt(line.origin); g.fillText(line.text, o[0], o[1]); }
        }

        // View frames over the picture: on until the first picture comes, then as the user chooses.
        function showFrames() { document.body.classList.toggle('no-frames', !$('frames').checked); }
        $('frames').addEventListener('change', () => { state.framesChosen = true; showFrames(); });

        """##
}
