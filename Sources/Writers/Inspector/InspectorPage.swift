import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Encoders
import Foundation

/// The HTML inspector's page: one self-contained file (no network, no other file) with the
/// animated SVG inline, the packed scene dumps (``InspectorData``) and a little vanilla JS.
///
/// The SVG's SMIL clock is paused and driven by the page (`setCurrentTime`), so the board
/// drawn is the animated SVG at the instant shown. A Content-Security-Policy of
/// `default-src 'none'` forbids every request.
package enum InspectorPage {
    /// The page for `title`, with `svg` (a whole SVG document) and `data` (JSON).
    package static func html(title: String, svg: String, data: String) -> String {
        let inlineSVG = svg.replacingOccurrences(of: #"<?xml version="1.0" encoding="UTF-8"?>"#, with: "")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(title)) · boardgen inspector</title>
            <style>
            \(style)
            </style>
            </head>
            <body>
            <div id="board">\(inlineSVG)</div>
            <div id="bar">
            <button id="play" type="button" title="Play or pause (space)">Play</button>
            <button id="prev" type="button" title="Previous frame (←)">◀ frame</button>
            <button id="next" type="button" title="Next frame (→)">frame ▶</button>
            <span id="track"><input id="scrub" type="range" min="0" step="0.001" aria-label="time"><span id="marks"></span></span>
            <output id="time"></output>
            <label>speed <input id="rate" type="range" min="0.1" max="2" step="0.1" value="1"> <output id="rate-value">1.0×</output></label>
            <label><input id="corners" type="checkbox"> corners</label>
            </div>
            <p id="keys">Space play/pause · ← → one frame · Shift ← → ten · hover a row to outline its view · ticks on the scrubber: steps</p>
            <div id="side">
            <p id="state"></p>
            <div id="table"><table id="readout"><thead><tr><th>view</th><th>phase</th><th>opacity</th><th>moved (pt)</th><th>scale</th><th>rotation</th><th class="corners">corners (pt): top-left, top-right, bottom-right, bottom-left</th><th>clip (x y w h)</th><th>texts</th></tr></thead><tbody></tbody></table></div>
            <p class="note">Board time in seconds since the first state change, as <code>boardgen render --at T</code>; link to an instant with <code>#t=1.4</code>. Numbers come from the scene dumps (<code>render --at T -o scene.json</code>), sampled every frame and at every jump.</p>
            </div>
            <script type="application/json" id="data">\(data)</script>
            <script>
            \(script)
            </script>
            </body>
            </html>

            """
    }

    private static func escape(_ s: String) -> String { SVGMetadata.escaped(s) }

    private static let style = """
        :root { color-scheme: light dark; font: 13px/1.4 system-ui, sans-serif; --accent: #0a66d8; --line: #8884; }
        body { margin: 0; }
        #board { line-height: 0; position: relative; }
        #board > svg:first-child { max-width: 100%; max-height: calc(100vh - 190px); width: auto; height: auto; display: block; }
        #outline { position: absolute; left: 0; top: 0; pointer-events: none; overflow: visible; }
        #outline polygon { fill: none; stroke: var(--accent); stroke-width: 2; vector-effect: non-scaling-stroke; }
        #bar { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; padding: 6px 12px; border-top: 1px solid var(--line);
               border-bottom: 1px solid var(--line); position: sticky; top: 0; background: Canvas; z-index: 1; }
        button { font: inherit; padding: 3px 12px; border-radius: 6px; border: 1px solid var(--line); background: ButtonFace; color: ButtonText; cursor: pointer; }
        button:hover { border-color: var(--accent); }
        #play { min-width: 5em; background: var(--accent); color: white; border-color: var(--accent); }
        #track { flex: 1 1 240px; position: relative; display: flex; }
        #scrub { flex: 1; accent-color: var(--accent); margin: 0; }
        #marks { position: absolute; left: 7px; right: 7px; bottom: -5px; height: 5px; pointer-events: none; }
        #marks span { position: absolute; width: 2px; height: 5px; background: var(--accent); margin-left: -1px; }
        #time { font-variant-numeric: tabular-nums; min-width: 12em; }
        #state, .note, #keys { margin: 4px 12px; }
        .note, #keys { opacity: 0.7; }
        table { border-collapse: collapse; margin: 4px 12px 8px; font-variant-numeric: tabular-nums; }
        th, td { text-align: left; padding: 2px 10px 2px 0; border-bottom: 1px solid var(--line); vertical-align: top; }
        tbody tr:hover { background: #0a66d81a; }
        td.absent { opacity: 0.5; }
        body:not(.corners) .corners { display: none; }
        table.grid th:last-child, table.grid td:last-child { display: none; }
        /* A wide window: the board (scaled to the window's height) beside the readout, which
           scrolls in its own column, so every row is in reach and no width is left unused. */
        @media (min-width: 1100px) {
          body { display: grid; grid-template-columns: minmax(0, 1fr) minmax(420px, 40vw);
                 grid-template-rows: auto auto 1fr; height: 100vh; overflow: hidden; }
          #board { grid-column: 1; grid-row: 1; }
          #board > svg:first-child { max-height: calc(100vh - 96px); }
          #bar { grid-column: 1; grid-row: 2; position: static; }
          #keys { grid-column: 1; grid-row: 3; align-self: start; }
          #side { grid-column: 2; grid-row: 1 / 4; overflow: auto; border-left: 1px solid var(--line); }
        }
        """

    private static let script = """
        "use strict";
        const D = JSON.parse(document.getElementById("data").textContent);
        const svg = document.querySelector("#board svg");
        svg.pauseAnimations();
        const $ = (id) => document.getElementById(id);
        const JUMP = 1e-5;

        function numbers(a) {
          const scale = 10 ** a[0], out = [];
          let v = 0;
          for (let i = 1; i < a.length; i++) {
            const [d, n] = Array.isArray(a[i]) ? a[i] : [a[i], 1];
            for (let k = 0; k < n; k++) { v += d; out.push(v / scale); }
          }
          return out;
        }
        function strings(a) {
          const out = [];
          for (const [s, n] of a) for (let k = 0; k < n; k++) out.push(s);
          return out;
        }
        const U = numbers(D.offsets), status = strings(D.status), steps = strings(D.step), texts = strings(D.texts);
        const cells = D.cells.map((c) => ({
          name: c.name, panel: c.panel, control: c.control,
          alive: strings(c.alive), tile: strings(c.tile), phase: strings(c.phase), clipped: strings(c.clipped),
          slot: c.slot.map(numbers), m: c.m.map(numbers), size: c.size.map(numbers),
          opacity: c.opacity.map(numbers), clip: c.clip.map(numbers), texts: strings(c.texts),
        }));

        // The sample at or before board time t, and how far towards the next one.
        function locate(t) {
          let u = t - D.poster;
          if (u < 0) u += D.cycle;
          if (t >= D.cycle - 1e-9) u = (D.cycle - D.poster || D.cycle) - 1e-6;
          let lo = 0, hi = U.length - 1;
          while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (U[mid] <= u + 1e-12) lo = mid; else hi = mid - 1; }
          const gap = lo + 1 < U.length ? U[lo + 1] - U[lo] : 0;
          return { i: lo, f: gap > JUMP ? Math.min(1, Math.max(0, (u - U[lo]) / gap)) : 0, u };
        }
        function value(columns, i, f, both) {
          return columns.map((col) => (both && f > 0 ? col[i] + (col[i + 1] - col[i]) * f : col[i]));
        }
        function apply(m, x, y) {
          const w = m[6] * x + m[7] * y + 1;
          return w > 0 ? [(m[0] * x + m[1] * y + m[2]) / w, (m[3] * x + m[4] * y + m[5]) / w] : null;
        }

        // What the map does to the view, as a reader names it: where its centre moved from its
        // slot's (its frame's) centre, its scale along x and y, its rotation; null when projected.
        function geometry(m, quad, slot) {
          if (Math.abs(m[6]) > 1e-9 || Math.abs(m[7]) > 1e-9 || quad.some((p) => !p) || slot.length < 4) return null;
          const cx = (quad[0][0] + quad[2][0]) / 2, cy = (quad[0][1] + quad[2][1]) / 2;
          return { dx: cx - (slot[0] + slot[2] / 2), dy: cy - (slot[1] + slot[3] / 2),
                   sx: Math.hypot(m[0], m[3]), sy: Math.hypot(m[1], m[4]), angle: Math.atan2(m[3], m[0]) * 180 / Math.PI };
        }
        // Outlines a quad (board points) over the board while its row is hovered.
        const NS = svg.namespaceURI, overlay = document.createElementNS(NS, "svg");
        overlay.id = "outline";
        overlay.setAttribute("aria-hidden", "true");
        overlay.append(document.createElementNS(NS, "polygon"));
        $("board").append(overlay);
        const box = svg.viewBox.baseVal;
        $("outline").setAttribute("viewBox", box ? box.x + " " + box.y + " " + box.width + " " + box.height : "0 0 1 1");
        function outline(quad) {
          const o = $("outline"), rect = svg.getBoundingClientRect(), host = $("board").getBoundingClientRect();
          o.style.left = rect.left - host.left + "px"; o.style.top = rect.top - host.top + "px";
          o.style.width = rect.width + "px"; o.style.height = rect.height + "px";
          o.firstElementChild.setAttribute("points", quad ? quad.filter(Boolean).map((p) => p.join(",")).join(" ") : "");
        }

        // The scene dump at board time t (cells alive there).
        function sceneAt(t) {
          const { i, f } = locate(t);
          const scene = { time: t, status: status[i] || null, step: steps[i] || null, texts: texts[i] ? JSON.parse(texts[i]) : null, cells: [] };
          for (const c of cells) {
            if (c.alive[i] !== "1") continue;
            const cell = { name: c.name, panel: c.panel, control: c.control, phase: c.phase[i], tile: null,
                           texts: c.texts[i] ? JSON.parse(c.texts[i]) : null };
            if (c.tile[i] === "1") {
              const both = i + 1 < U.length && c.tile[i + 1] === "1";
              const m = value(c.m, i, f, both), [w, h] = value(c.size, i, f, both);
              const quad = [[0, 0], [w, 0], [w, h], [0, h]].map(([x, y]) => apply(m, x, y));
              const slot = value(c.slot, i, f, both);
              cell.tile = {
                quad,
                geometry: geometry(m, quad, slot),
                opacity: value(c.opacity, i, f, both)[0],
                clip: c.clipped[i] === "1" ? value(c.clip, i, f, both && c.clipped[i + 1] === "1") : null,
              };
            }
            scene.cells.push(cell);
          }
          return scene;
        }

        $("readout").classList.toggle("grid", !D.panel);
        // The step in effect at t and how far into its animation time (the timeline's, not a view's progress).
        function stepTime(t) {
          let k = -1;
          D.steps.forEach(([, start], i) => { if (start <= t + 1e-9) k = i; });
          if (k < 0) return null;
          const [caption, start, end] = D.steps[k];
          const share = end > start ? Math.min(1, (t - start) / (end - start)) : 1;
          return "step " + (k + 1) + " (" + caption + ") fired " + (t - start).toFixed(3) + " s ago, " + Math.round(share * 100) + " % of its animation time";
        }
        const fixed = (v, n) => (v === null ? "–" : (Math.round(v * 10 ** n) / 10 ** n).toFixed(n));
        const point = (p, n) => (p ? fixed(p[0], n) + "," + fixed(p[1], n) : "behind the eye");
        function render(t) {
          const scene = sceneAt(t);
          const rows = scene.cells.map((c) => {
            const tr = document.createElement("tr");
            tr.dataset.name = c.name;
            tr.dataset.panel = c.panel || "";
            tr.dataset.phase = c.phase;
            const cellsText = [(c.panel ? c.panel + " / " : "") + c.name + (c.control ? " (control)" : ""), c.phase];
            if (c.tile) {
              tr.dataset.opacity = fixed(c.tile.opacity, 4);
              tr.dataset.quad = c.tile.quad.map((p) => point(p, 4)).join(" ");
              tr.dataset.clip = c.tile.clip ? c.tile.clip.map((v) => fixed(v, 4)).join(" ") : "none";
              const g = c.tile.geometry;
              cellsText.push(fixed(c.tile.opacity, 3),
                             g ? fixed(g.dx, 1) + ", " + fixed(g.dy, 1) : "–",
                             g ? fixed(g.sx, 3) + (Math.abs(g.sx - g.sy) > 5e-4 ? " × " + fixed(g.sy, 3) : "") : "–",
                             g ? fixed(g.angle, 1) + "°" : "–",
                             c.tile.quad.map((p) => point(p, 2)).join("  "),
                             c.tile.clip ? c.tile.clip.map((v) => fixed(v, 2)).join(" ") : "none");
            } else {
              cellsText.push("–", "–", "–", "–", "not in the view tree", "–");
            }
            cellsText.push(c.texts ? c.texts.map(([s, o]) => (o < 1 ? s + " (" + fixed(o, 3) + ")" : s)).join(", ") : "");
            cellsText.forEach((text, k) => {
              const td = document.createElement("td");
              td.textContent = text;
              td.className = (c.tile ? "" : "absent ") + (k === 6 ? "corners" : "");
              tr.append(td);
            });
            tr.onmouseenter = () => outline(c.tile ? c.tile.quad : null);
            tr.onmouseleave = () => outline(null);
            return tr;
          });
          document.querySelector("#readout tbody").replaceChildren(...rows);
          const frame = Math.round(locate(t).u * D.fps);
          const shared = (scene.texts || []).filter((x) => x.name !== "status")
            .map((x) => x.name + ": " + x.text + (x.opacity < 1 ? " (" + fixed(x.opacity, 3) + ")" : ""));
          $("state").textContent = [scene.status, stepTime(t), "frame " + frame + " of " + Math.round(D.cycle * D.fps)]
            .concat(shared).filter(Boolean).join(" · ");
        }

        let t = D.poster, playing = false, last = 0;
        $("scrub").max = D.cycle;
        for (const [caption, start] of D.steps) {
          const mark = document.createElement("span");
          mark.style.left = (100 * start / D.cycle) + "%";
          mark.title = caption + " at " + start.toFixed(3) + " s";
          $("marks").append(mark);
        }
        $("corners").onchange = () => document.body.classList.toggle("corners", $("corners").checked);
        function show(time, remember) {
          t = Math.min(Math.max(time, 0), D.cycle);
          svg.setCurrentTime(locate(t).u / D.speed);
          $("scrub").value = t;
          $("time").textContent = "t = " + t.toFixed(3) + " s of " + D.cycle.toFixed(3) + " s";
          document.body.dataset.t = t.toFixed(6);
          render(t);
          if (remember) history.replaceState(null, "", "#t=" + +t.toFixed(4));
        }
        function tick(now) {
          if (!playing) return;
          let next = t + ((now - last) / 1000) * +$("rate").value * D.speed;
          last = now;
          if (next >= D.cycle) next -= D.cycle;
          show(next, false);
          requestAnimationFrame(tick);
        }
        function setPlaying(on) {
          playing = on;
          $("play").textContent = on ? "Pause" : "Play";
          if (on) { last = performance.now(); requestAnimationFrame(tick); }
        }
        function toggle() { setPlaying(!playing); if (!playing) show(t, true); }
        function step(frames) {
          setPlaying(false);
          const frame = Math.round(t * D.fps) + frames;
          show(((frame / D.fps) % D.cycle + D.cycle) % D.cycle, true);
        }
        $("play").onclick = toggle;
        $("prev").onclick = () => step(-1);
        $("next").onclick = () => step(1);
        $("scrub").oninput = () => { setPlaying(false); show(+$("scrub").value, true); };
        $("rate").oninput = () => { $("rate-value").textContent = (+$("rate").value).toFixed(1) + "×"; };
        document.addEventListener("keydown", (e) => {
          if (e.target.tagName === "INPUT" && e.key !== " ") return;
          if (e.key === " ") { e.preventDefault(); toggle(); }
          else if (e.key === "ArrowLeft") { e.preventDefault(); step(e.shiftKey ? -10 : -1); }
          else if (e.key === "ArrowRight") { e.preventDefault(); step(e.shiftKey ? 10 : 1); }
        });
        function fromHash() {
          const m = /(?:^#|&)t=([0-9.]+)/.exec(location.hash);
          if (m) { setPlaying(false); show(+m[1], false); return true; }
          return false;
        }
        window.addEventListener("hashchange", fromHash);
        if (!fromHash()) { show(t, false); setPlaying(true); }
        """
}
