#!/usr/bin/env python3
"""Scores the bench's GIFs against the PNG frames and prints/writes the report.

    python3 report.py --frames frames --fps 50 --timings timings.tsv --out DIR
                      [--runs 3] [--boardgen PATH] [--root REPO] [--jobs 2]
    python3 report.py --frames frames --fps 50 --score A.gif [B.gif ...]   # scores only

Quality (GIF.md §4): each GIF is decoded with Pillow (ImageSequence-style seek, then
.convert('RGB'), which composites frames honouring disposal and transparency). Source
frame i is compared with the GIF frame on screen at (i + 0.5) / fps, on the GIF's own
timeline under browser rules (a delay of 0 or 1 cs plays as 10 cs) stretched to N / fps,
so merged frames and cumulative rounding are scored fairly and overall drift shows once,
in len_s. PSNR comes from the total squared error over all pixels of all frames; mPSNR
only over the pixels that differ from the previous source frame (frame 0 has none);
min PSNR is the worst frame; exact % is the share of pixels equal in all three channels.
Everything is streamed: one source frame and one decoded frame per GIF at a time.
"""
import argparse
import bisect
import csv
import glob
import math
import os
import statistics
import subprocess
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ in scripts/bench
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gifinfo  # noqa: E402

try:
    import numpy as np
    from PIL import Image
    HAVE_PIL = True
except ImportError:  # the report still has timings, sizes, frames and lengths
    HAVE_PIL = False

TARGETS = {"speed": 0.15, "size": 0.8, "psnr": 63.0, "mpsnr": 58.0, "rss_mb": 150}
REFERENCE = "ffmpeg-tuned"

DESCRIPTIONS = {
    "boardgen": "boardgen animate -o .gif (renders the board and encodes; reads no PNG)",
    "ffmpeg-vhs": "ffmpeg palettegen=max_colors=256 + default paletteuse (vhs's recipe)",
    "ffmpeg-tuned": "ffmpeg palettegen stats_mode=diff + paletteuse dither=none:diff_mode=rectangle",
    "ffmpeg-nodither": "ffmpeg palettegen + paletteuse dither=none (no other tuning)",
    "gifsicle-O3": "ffmpeg-tuned, then gifsicle -O3 (time is the whole pipeline)",
    "imagemagick": "ImageMagick convert -delay 1x50 -loop 0 -layers Optimize",
    "pillow": "Pillow save_all, cumulative-rounded durations, loop=0, optimize=False",
    "boardgen-webp": "boardgen animate -o .webp (lossless; renders the board and encodes)",
    "img2webp": "img2webp -lossless (libwebp's defaults: method 4, quality 75) on the PNG frames",
    "boardgen-svg": "boardgen animate -o .svg (an animated SVG: SMIL keyframes sampled from the scenes)",
    "boardgen-html": "boardgen animate -o .html (the self-contained inspector: the animated SVG and the scene dumps)",
}
SVG_LIMIT_KB = 400


# ---------------------------------------------------------------- scoring

def timeline_map(info, n, fps):
    """GIF frame index on screen at (i + 0.5) / fps for each source frame i."""
    delays = gifinfo.browser_delays(info)
    total = sum(delays)
    if not delays or total == 0:
        return [0] * n
    stretch = (n / fps * 100) / total
    ends, acc = [], 0
    for d in delays:
        acc += d
        ends.append(acc * stretch)
    last = len(delays) - 1
    return [min(bisect.bisect_right(ends, (i + 0.5) / fps * 100), last) for i in range(n)]


def pixel_differs(a, b):
    ne = (a != b).reshape(-1, 3)
    return ne[:, 0] | ne[:, 1] | ne[:, 2]


def score_group(args):
    """Scores several GIFs in one pass over the source frames."""
    frame_paths, fps, gifs, source_stats = args
    delta_hist = np.zeros(256, np.int64) if source_stats else None
    n = len(frame_paths)
    states = []
    for path in gifs:
        info = gifinfo.parse(path)
        st = {"path": path, "map": timeline_map(info, n, fps), "im": Image.open(path),
              "k": -1, "arr": None, "sse": 0, "msse": 0, "exact": 0,
              "min_psnr": math.inf, "worst": None, "error": None}
        states.append(st)
    prev = None
    npx = moving_px = 0
    for i, p in enumerate(frame_paths):
        with Image.open(p) as im:
            src = np.asarray(im.convert("RGB"))
        px = src.shape[0] * src.shape[1]
        npx += px
        moving = pixel_differs(src, prev) if prev is not None else None
        if moving is not None:
            moving_px += int(np.count_nonzero(moving))
            if delta_hist is not None:  # how far the changed pixels move, per channel
                d = np.abs(src.astype(np.int16) - prev).max(axis=2)
                delta_hist += np.bincount(d.ravel(), minlength=256)
        for st in states:
            if st["error"]:
                continue
            k = st["map"][i]
            try:
                if k != st["k"]:
                    im = st["im"]
                    im.seek(k)
                    arr = np.asarray(im.convert("RGB"))
                    if arr.shape != src.shape:
                        raise ValueError(f"GIF is {arr.shape[1]}x{arr.shape[0]}, frames are "
                                         f"{src.shape[1]}x{src.shape[0]}")
                    st["arr"], st["k"] = arr, k
            except Exception as e:  # a broken GIF scores as broken, the rest carry on
                st["error"] = f"decode failed at frame {k}: {e}"
                continue
            diff = np.flatnonzero(pixel_differs(src, st["arr"]))
            st["exact"] += px - diff.size
            sse = 0
            if diff.size:
                d = src.reshape(-1, 3)[diff].astype(np.int32) - st["arr"].reshape(-1, 3)[diff]
                sq = np.einsum("ij,ij->i", d, d)
                sse = int(sq.sum(dtype=np.int64))
                if moving is not None:
                    st["msse"] += int(sq[moving[diff]].sum(dtype=np.int64))
            st["sse"] += sse
            fp = psnr(sse, px * 3)
            if fp < st["min_psnr"]:
                st["min_psnr"], st["worst"] = fp, i
        prev = src
    out = {}
    if delta_hist is not None:
        out["__source__"] = {"delta_hist": delta_hist.tolist()}
    for st in states:
        st["im"].close()
        if st["error"]:
            out[st["path"]] = {"error": st["error"]}
            continue
        out[st["path"]] = {"psnr": psnr(st["sse"], npx * 3),
                           "mpsnr": psnr(st["msse"], moving_px * 3) if moving_px else math.inf,
                           "min_psnr": st["min_psnr"], "worst_frame": st["worst"],
                           "exact": 100 * st["exact"] / npx, "moving_share": 100 * moving_px / npx}
    return out


def sent_pixels(path, info):
    """Pixels each frame actually sends (inside its rectangle, not the transparent index)."""
    import io
    with open(path, "rb") as f:
        data = f.read()
    sent = []
    for fr in info["frames"]:
        with Image.open(io.BytesIO(gifinfo.frame_as_gif(data, info, fr))) as im:
            im.load()
            if im.mode != "P":
                raise ValueError(f"index decode gave mode {im.mode}")
            if fr["transparent"] is None:
                sent.append(fr["w"] * fr["h"])
            else:
                idx = np.asarray(im)
                sent.append(int(idx.size - np.count_nonzero(idx == fr["transparent"])))
    return sent


def psnr(sse, count):
    if count == 0:
        return math.nan
    if sse == 0:
        return math.inf
    return 10 * math.log10(255 ** 2 * count / sse)


def score_all(frames_dir, fps, gifs, jobs):
    frame_paths = sorted(glob.glob(os.path.join(frames_dir, "*.png")))
    if not frame_paths:
        raise SystemExit(f"report: no PNG frames in {frames_dir}")
    gifs = list(gifs)
    if not gifs:
        return {}
    jobs = max(1, min(jobs, len(gifs)))
    # balance by file size (decoding cost follows it, roughly)
    groups = [[] for _ in range(jobs)]
    load = [0] * jobs
    for g in sorted(gifs, key=lambda p: -os.path.getsize(p)):
        j = load.index(min(load))
        groups[j].append(g)
        load[j] += os.path.getsize(g) + 2_000_000
    work = [(frame_paths, fps, grp, j == 0) for j, grp in enumerate(g for g in groups if g)]
    results = {}
    if len(work) == 1:
        results.update(score_group(work[0]))
    else:
        import multiprocessing
        with multiprocessing.Pool(len(work)) as pool:
            for r in pool.imap_unordered(score_group, work):
                results.update(r)
    return results


def score_webp(frames_dir, fps, path):
    """Scores an animated WebP like a GIF: Pillow composites each frame; source frame i is
    compared with the frame on screen at (i + 0.5) / fps (durations in ms, no stretching;
    the length is reported apart). Returns psnr, exact %, frames and length in seconds."""
    frame_paths = sorted(glob.glob(os.path.join(frames_dir, "*.png")))
    im = Image.open(path)
    count = getattr(im, "n_frames", 1)
    k, start, sse, exact, npx, arr = -1, 0, 0, 0, 0, None
    end = 0
    durations = []

    def advance():
        nonlocal k, start, end, arr
        k += 1
        im.seek(k)
        arr = np.asarray(im.convert("RGB"))
        d = int(im.info.get("duration", 0))
        durations.append(d)
        start, end = end, end + d

    for i, p in enumerate(frame_paths):
        t = (i + 0.5) * 1000 / fps
        while k < 0 or (t >= end and k + 1 < count):
            advance()
        with Image.open(p) as f:
            src = np.asarray(f.convert("RGB"))
        diff = np.flatnonzero(pixel_differs(src, arr))
        npx += src.shape[0] * src.shape[1]
        exact += src.shape[0] * src.shape[1] - diff.size
        if diff.size:
            d = src.reshape(-1, 3)[diff].astype(np.int32) - arr.reshape(-1, 3)[diff]
            sse += int(np.einsum("ij,ij->i", d, d).sum(dtype=np.int64))
    while k + 1 < count:
        advance()
    loop = im.info.get("loop")
    im.close()
    return {"psnr": psnr(sse, npx * 3), "exact": 100 * exact / npx, "frames": count,
            "len_s": sum(durations) / 1000, "loop": loop}


def quality_table(results, sweep):
    """For each GIF peer, boardgen's lowest --quality whose PSNR is still >= the peer's."""
    rows = []
    levels = sorted(sweep.items())  # (quality, result), lowest quality first
    for name, peer in results.items():
        if name == "boardgen" or peer.get("psnr") is None:
            continue
        pick = next(((q, r) for q, r in levels if r.get("psnr") is not None and r["psnr"] >= peer["psnr"]), None)
        if pick is None:
            rows.append({"peer": name, "peer_kb": peer["bytes"] / 1024, "peer_psnr": peer["psnr"], "quality": None})
            continue
        q, r = pick
        rows.append({"peer": name, "peer_kb": peer["bytes"] / 1024, "peer_psnr": peer["psnr"], "quality": q,
                     "kb": r["bytes"] / 1024, "psnr": r["psnr"], "ratio": r["bytes"] / peer["bytes"]})
    return rows


# ---------------------------------------------------------------- formatting

def fmt_db(x):
    if x is None or (isinstance(x, float) and math.isnan(x)):
        return "n/a"
    return "inf" if math.isinf(x) else f"{x:.2f}"


def fmt(x, spec, missing="n/a"):
    return missing if x is None else format(x, spec)


def markdown_table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    lines += ["| " + " | ".join(str(c) for c in list(r) + [""] * (len(header) - len(r))) + " |"
              for r in rows]
    return "\n".join(lines)


def text_table(header, rows):
    """Rows of two cells (a name and a message) do not take part in the column widths."""
    cols = [header] + [[str(c) for c in r] for r in rows]
    full = [r for r in cols if len(r) == len(header)]
    widths = [max(len(r[i]) for r in full) for i in range(len(header))]
    out = []
    for j, r in enumerate(cols):
        if len(r) != len(header):
            out.append(r[0].ljust(widths[0]) + "  " + "  ".join(r[1:]))
            continue
        out.append("  ".join(c.ljust(widths[i]) if i == 0 else c.rjust(widths[i])
                             for i, c in enumerate(r)))
        if j == 0:
            out.append("  ".join("-" * w for w in widths))
    return "\n".join(out)


def tool_versions(boardgen):
    def first_line(cmd):
        try:
            r = subprocess.run(cmd, capture_output=True, text=True, timeout=20)
            return (r.stdout or r.stderr).strip().splitlines()[0]
        except Exception:
            return None
    v = {"boardgen": first_line([boardgen, "--version"]) if boardgen else None,
         "ffmpeg": first_line(["ffmpeg", "-version"]),
         "gifsicle": first_line(["gifsicle", "--version"]),
         "imagemagick": first_line(["/usr/bin/convert", "-version"])}
    if HAVE_PIL:
        import PIL
        v["pillow"] = f"Pillow {PIL.__version__}, numpy {np.__version__}"
    clean = {}
    for k, x in v.items():
        if x:
            x = x.replace("Version: ", "").split(" Copyright")[0].split(" http")[0]
            clean[k] = " ".join(x.split()[:4]) if k == "imagemagick" else x
    return clean


def git_state(root):
    try:
        rev = subprocess.run(["git", "-C", root, "rev-parse", "--short", "HEAD"],
                             capture_output=True, text=True).stdout.strip()
        dirty = subprocess.run(["git", "-C", root, "status", "--porcelain", "--", "Sources",
                                "Package.swift"], capture_output=True, text=True).stdout.strip()
        return rev + (" (Sources/ has uncommitted changes)" if dirty else "")
    except Exception:
        return None


# ---------------------------------------------------------------- report

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--frames", required=True)
    ap.add_argument("--fps", type=float, required=True)
    ap.add_argument("--timings")
    ap.add_argument("--out", default=".")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--boardgen")
    ap.add_argument("--root", help="the repository, to print its revision")
    ap.add_argument("--rev", help="the revision the binary was built from")
    ap.add_argument("--jobs", type=int, default=int(os.environ.get("BENCH_SCORE_JOBS",
                                                                   min(2, os.cpu_count() or 1))))
    ap.add_argument("--score", nargs="+", help="only score these GIFs and print the numbers")
    ap.add_argument("--quality-dir", help="boardgen GIFs qN.gif of the --quality sweep")
    a = ap.parse_args()

    if a.score:
        if not HAVE_PIL:
            raise SystemExit("report: scoring needs Pillow and numpy")
        t0 = time.time()
        res = score_all(a.frames, a.fps, a.score, a.jobs)
        res.pop("__source__", None)
        for g in a.score:
            info = gifinfo.parse(g)
            print(g, len(info["frames"]), sum(gifinfo.browser_delays(info)) / 100, res[g])
        print(f"scored in {time.time() - t0:.1f} s", file=sys.stderr)
        return

    frame_paths = sorted(glob.glob(os.path.join(a.frames, "*.png")))
    n = len(frame_paths)
    with open(a.timings, newline="") as f:
        rows = list(csv.DictReader(f, delimiter="\t"))
    webp_rows = [r for r in rows if r["output"].endswith(".webp")]
    svg_rows = [r for r in rows if r["output"].endswith((".svg", ".html"))]
    rows = [r for r in rows if not r["output"].endswith((".webp", ".svg", ".html"))]
    sweep_paths = {}
    if a.quality_dir and os.path.isdir(a.quality_dir):
        for g in glob.glob(os.path.join(a.quality_dir, "q*.gif")):
            try:
                sweep_paths[g] = int(os.path.basename(g)[1:-4])
            except ValueError:
                pass

    # parse and score
    infos = {}
    for r in rows:
        if r["status"] == "ok":
            try:
                infos[r["name"]] = gifinfo.parse(os.path.join(a.out, r["output"]))
            except Exception as e:
                r["status"] = f"unreadable GIF: {e}"
    scores = {}
    if HAVE_PIL and infos:
        t0 = time.time()
        paths = {os.path.join(a.out, r["output"]): r["name"] for r in rows if r["name"] in infos}
        paths.update({g: f"quality {q}" for g, q in sweep_paths.items()})
        for path, s in score_all(a.frames, a.fps, paths, a.jobs).items():
            scores[paths.get(path, path)] = s
        print(f"bench: scored {len(paths)} GIFs in {time.time() - t0:.0f} s", file=sys.stderr)

    canvas = None
    if frame_paths:
        import struct
        with open(frame_paths[0], "rb") as f:
            canvas = struct.unpack(">II", f.read(24)[16:24])

    # main table
    ref = next((r for r in rows if r["name"] == REFERENCE and r["name"] in infos), None)
    ref_wall = float(ref["wall_s"]) if ref else None
    ref_bytes = infos[REFERENCE]["size"] if ref else None
    header = ["encoder", "wall s", "× time", "peak MB", "KB", "× bytes", "frames",
              "len s", "PSNR", "mPSNR", "min PSNR", "exact %"]
    table, tsv = [], []
    results = {}
    for r in rows:
        name = r["name"]
        if name not in infos:
            table.append([name, r["status"]])
            tsv.append({"encoder": name, "status": r["status"]})
            continue
        info = infos[name]
        wall = float(r["wall_s"])
        rss_mb = int(r["peak_rss_kb"] or 0) / 1024 or None
        sc = scores.get(name, {})
        res = {"encoder": name, "status": "ok", "wall_s": wall, "walls": r["walls"],
               "time_x": wall / ref_wall if ref_wall else None,
               "peak_rss_mb": rss_mb, "bytes": info["size"],
               "bytes_x": info["size"] / ref_bytes if ref_bytes else None,
               "frames": len(info["frames"]),
               "len_s": sum(gifinfo.browser_delays(info)) / 100,
               "psnr": sc.get("psnr"), "mpsnr": sc.get("mpsnr"),
               "min_psnr": sc.get("min_psnr"), "exact_pct": sc.get("exact"),
               "worst_frame": sc.get("worst_frame"), "score_error": sc.get("error")}
        results[name] = res
        tsv.append(res)
        table.append([name, f"{wall:.2f}", fmt(res["time_x"], ".2f"),
                      fmt(rss_mb, ".0f"), f"{info['size'] / 1024:.0f}",
                      fmt(res["bytes_x"], ".2f"), res["frames"], f"{res['len_s']:.2f}",
                      fmt_db(res["psnr"]), fmt_db(res["mpsnr"]), fmt_db(res["min_psnr"]),
                      fmt(res["exact_pct"], ".2f")])

    # breakdown: where the bytes go
    bheader = ["encoder", "frames", "KB/frame mean", "median", "max", "first frame KB",
               "palettes", "rect % of canvas", "transparent idx", "sent Kpx/frame",
               "bits/sent px", "LZW KB", "tables KB"]
    btable, btsv = [], []
    for name, info in infos.items():
        fr = info["frames"]
        sizes = [f["bytes"] for f in fr] or [0]
        area = info["width"] * info["height"]
        lcts = [f["lct"] for f in fr if f["lct"]]
        pal = []
        if info["gct"]:
            pal.append(f"global {info['gct']}")
        if lcts:
            pal.append(f"{len(lcts)} local (mean {statistics.mean(lcts):.0f})")
        rect = 100 * statistics.mean(f["w"] * f["h"] for f in fr) / area if fr else 0
        trans = sum(1 for f in fr if f["transparent"] is not None)
        lzw = sum(f["lzw"] for f in fr)
        tables = 3 * (info["gct"] + sum(lcts))
        sent_k = bits_px = None
        if HAVE_PIL and len(fr) > 1:
            try:
                sent = sent_pixels(os.path.join(a.out, next(r["output"] for r in rows
                                                             if r["name"] == name)), info)
                later = sum(sent[1:])
                sent_k = later / (len(fr) - 1) / 1000
                bits_px = 8 * sum(f["lzw"] for f in fr[1:]) / later if later else None
            except Exception as e:
                print(f"bench: {name}: could not count sent pixels: {e}", file=sys.stderr)
        row = {"encoder": name, "frames": len(fr), "kb_per_frame": statistics.mean(sizes) / 1024,
               "kb_median": statistics.median(sizes) / 1024, "kb_max": max(sizes) / 1024,
               "first_kb": sizes[0] / 1024, "palettes": ", ".join(pal) or "none",
               "rect_pct": rect, "transparent_frames": trans,
               "sent_kpx_per_frame": sent_k, "bits_per_sent_px": bits_px, "lzw_kb": lzw / 1024,
               "tables_kb": tables / 1024}
        btsv.append(row)
        btable.append([name, len(fr), f"{row['kb_per_frame']:.1f}", f"{row['kb_median']:.1f}",
                       f"{row['kb_max']:.1f}", f"{row['first_kb']:.1f}", row["palettes"],
                       f"{rect:.1f}", f"{trans}/{len(fr)}", fmt(sent_k, ".0f"),
                       fmt(bits_px, ".2f"), f"{lzw / 1024:.0f}",
                       f"{tables / 1024:.0f}"])

    source = scores.pop("__source__", None)
    share = next((v["moving_share"] for v in scores.values() if "moving_share" in v), None)
    source_line = None
    if share is not None and canvas:
        px = canvas[0] * canvas[1]
        source_line = (f"The source frames change {share * px / 100 * n / max(1, n - 1) / 1000:.0f} Kpx "
                       f"per frame on average ({share * n / max(1, n - 1):.1f}% of the canvas); "
                       "sent Kpx/frame and bits/sent px are over the frames after the first.")
        if source:
            h = source["delta_hist"]
            changed = sum(h[1:])
            if changed:
                cum = [sum(h[1:t + 1]) * 100 / changed for t in (1, 2, 3, 6, 16)]
                source_line += (" Of the changed pixels, {:.0f}% change by at most 1 per channel "
                                "from one frame to the next, {:.0f}% by ≤ 2, {:.0f}% by ≤ 3, "
                                "{:.0f}% by ≤ 6, {:.0f}% by ≤ 16.".format(*cum))

    # bytes along the timeline, 0.5 s bins
    cycle = n / a.fps if n else 0
    nbins = max(1, math.ceil(cycle / 0.5 - 1e-9))
    theader = ["encoder"] + [f"{0.5 * b:.1f}" for b in range(nbins)]
    ttable = []
    for name, info in infos.items():
        bins = [0] * nbins
        delays = gifinfo.browser_delays(info)
        stretch = (cycle * 100 / sum(delays)) if sum(delays) else 1
        t = 0
        for f, d in zip(info["frames"], delays):
            bins[min(nbins - 1, int(t * stretch / 50))] += f["bytes"]
            t += d
        ttable.append([name] + [f"{b / 1024:.0f}" for b in bins])

    # heaviest boardgen frames
    heavy = []
    if "boardgen" in infos:
        fr = infos["boardgen"]["frames"]
        t, starts = 0, []
        for f in fr:
            starts.append(t)
            t += f["delay"]
        for i in sorted(range(len(fr)), key=lambda i: -fr[i]["bytes"])[:8]:
            f = fr[i]
            heavy.append([i, f"{starts[i] / 100:.2f}", f"{f['x']},{f['y']} {f['w']}x{f['h']}",
                          f["lct"], f"{f['bytes'] / 1024:.1f}"])

    # targets
    verdicts = []
    bg = results.get("boardgen")
    peers = {k: v for k, v in results.items() if k != "boardgen"}
    if bg:
        if ref_wall:
            lim = ref_wall * TARGETS["speed"]
            verdicts.append(("speed", bg["wall_s"] <= lim,
                             f"boardgen render+encode {bg['wall_s']:.2f} s vs ≤ {lim:.2f} s "
                             f"({TARGETS['speed']:g}× ffmpeg-tuned's {ref_wall:.2f} s encode-only): "
                             f"{bg['wall_s'] / ref_wall:.2f}× ffmpeg-tuned"))
        else:
            verdicts.append(("speed", None, "ffmpeg-tuned missing: not checked"))
        if peers:
            small = min(peers.values(), key=lambda v: v["bytes"])
            lim = TARGETS["size"] * small["bytes"]
            verdicts.append(("size", bg["bytes"] <= lim,
                             f"{bg['bytes'] / 1024:.0f} KB vs ≤ {lim / 1024:.0f} KB "
                             f"(0.8× the smallest peer, {small['encoder']}, "
                             f"{small['bytes'] / 1024:.0f} KB): "
                             f"{bg['bytes'] / small['bytes']:.2f}× that peer, "
                             f"{bg['bytes'] / lim:.2f}× the limit"))
        else:
            verdicts.append(("size", None, "no peer ran: not checked"))
        if bg["psnr"] is not None:
            verdicts.append(("quality", bg["psnr"] >= TARGETS["psnr"] and bg["mpsnr"] >= TARGETS["mpsnr"],
                             f"PSNR {fmt_db(bg['psnr'])} dB (≥ 63), mPSNR {fmt_db(bg['mpsnr'])} dB (≥ 58)"))
        else:
            verdicts.append(("quality", None, "not scored (" + (bg.get("score_error") or "Pillow/numpy missing") + ")"))
        if bg["peak_rss_mb"]:
            verdicts.append(("memory", bg["peak_rss_mb"] <= TARGETS["rss_mb"],
                             f"peak RSS {bg['peak_rss_mb']:.0f} MB (≤ 150 MB; MB = 2^20 bytes)"))
        else:
            verdicts.append(("memory", None, "no peak RSS (/usr/bin/time missing)"))
    else:
        verdicts.append(("all", False, "boardgen did not produce a GIF: " +
                         next((r["status"] for r in rows if r["name"] == "boardgen"), "not run")))

    # quality/size: boardgen's GIF at the sweep's settings (and 100, the main row) vs each peer
    sweep = {}
    for g, q in sweep_paths.items():
        sc = scores.pop(f"quality {q}", {})
        sweep[q] = {"bytes": os.path.getsize(g), "psnr": sc.get("psnr"), "mpsnr": sc.get("mpsnr")}
    if bg:
        sweep[100] = {"bytes": bg["bytes"], "psnr": bg["psnr"], "mpsnr": bg["mpsnr"]}
    qrows = quality_table(results, sweep) if len(sweep) > 1 else []
    qheader = ["peer", "peer KB", "peer PSNR", "boardgen --quality", "KB", "PSNR", "× peer bytes"]
    qtable = [[r["peer"], f"{r['peer_kb']:.0f}", fmt_db(r["peer_psnr"])] +
              ([str(r["quality"]), f"{r['kb']:.0f}", fmt_db(r["psnr"]), f"{r['ratio']:.2f}"]
               if r["quality"] is not None else ["none reaches it", "", "", ""]) for r in qrows]
    sheader = ["--quality", "KB", "PSNR", "mPSNR"]
    stable = [[str(q), f"{v['bytes'] / 1024:.0f}", fmt_db(v["psnr"]), fmt_db(v["mpsnr"])]
              for q, v in sorted(sweep.items(), reverse=True)]
    if qrows:
        ok = all(r["quality"] is not None and r["ratio"] <= 0.6 for r in qrows)
        worst = max((r["ratio"] for r in qrows if r["quality"] is not None), default=None)
        verdicts.append(("gif quality knob", ok,
                         "at equal or better PSNR, boardgen's GIF is ≤ 0.6× every peer's bytes"
                         + (f" (worst: {worst:.2f}×)" if worst is not None else "")))

    # WebP: boardgen (render + encode) vs img2webp -lossless (encode of the PNG frames)
    wresults = {}
    for r in webp_rows:
        path = os.path.join(a.out, r["output"])
        if r["status"] != "ok" or not os.path.exists(path):
            wresults[r["name"]] = {"status": r["status"]}
            continue
        w = {"status": "ok", "wall_s": float(r["wall_s"]), "bytes": os.path.getsize(path),
             "peak_rss_mb": int(r["peak_rss_kb"] or 0) / 1024 or None}
        if HAVE_PIL:
            try:
                w.update(score_webp(a.frames, a.fps, path))
            except Exception as e:
                w["score_error"] = f"decode failed: {e}"
        wresults[r["name"]] = w
    wbg, wref = wresults.get("boardgen-webp", {}), wresults.get("img2webp", {})
    wheader = ["encoder", "wall s", "× img2webp time", "peak MB", "KB", "× boardgen GIF", "× img2webp bytes",
               "frames", "len s", "PSNR", "exact %"]
    wtable = []
    for name, w in wresults.items():
        if w["status"] != "ok":
            wtable.append([name, w["status"]])
            continue
        tx = w["wall_s"] / wref["wall_s"] if wref.get("status") == "ok" else None
        gx = w["bytes"] / bg["bytes"] if bg else None
        ix = w["bytes"] / wref["bytes"] if wref.get("status") == "ok" else None
        w.update({"time_x_img2webp": tx, "bytes_x_gif": gx, "bytes_x_img2webp": ix})
        wtable.append([name, f"{w['wall_s']:.2f}", fmt(tx, ".2f"), fmt(w["peak_rss_mb"], ".0f"),
                       f"{w['bytes'] / 1024:.0f}", fmt(gx, ".3f"), fmt(ix, ".3f"), w.get("frames", "n/a"),
                       fmt(w.get("len_s"), ".2f"), fmt_db(w.get("psnr")), fmt(w.get("exact"), ".2f")])
    if wbg.get("status") == "ok":
        if bg:
            verdicts.append(("webp size", wbg["bytes"] <= 0.6 * bg["bytes"],
                             f"{wbg['bytes'] / 1024:.0f} KB = {wbg['bytes'] / bg['bytes']:.3f}× boardgen's GIF (≤ 0.6)"))
            verdicts.append(("webp time vs gif", wbg["wall_s"] <= 2 * bg["wall_s"],
                             f"render + encode {wbg['wall_s']:.2f} s = {wbg['wall_s'] / bg['wall_s']:.2f}× the GIF's "
                             f"{bg['wall_s']:.2f} s (≤ 2)"))
        if wref.get("status") == "ok":
            verdicts.append(("webp vs img2webp size", wbg["bytes"] <= wref["bytes"],
                             f"{wbg['bytes'] / wref['bytes']:.3f}× img2webp -lossless's bytes (≤ 1); "
                             f"img2webp is {wref['bytes'] / bg['bytes']:.3f}× the GIF" if bg else ""))
            verdicts.append(("webp time", wbg["wall_s"] <= 1.5 * wref["wall_s"],
                             f"render + encode {wbg['wall_s']:.2f} s = {wbg['wall_s'] / wref['wall_s']:.2f}× "
                             f"img2webp's encode of the PNG frames ({wref['wall_s']:.2f} s; ≤ 1.5)"))
        if wbg.get("psnr") is not None:
            verdicts.append(("webp lossless", math.isinf(wbg["psnr"]) and abs(wbg["len_s"] - cycle) < 0.0015,
                             f"PSNR {fmt_db(wbg['psnr'])}, exact {wbg['exact']:.2f} %, {wbg['len_s']:.3f} s "
                             f"(cycle {cycle:.3f} s), loop {wbg.get('loop')}"))
    elif webp_rows:
        verdicts.append(("webp", False, "boardgen did not produce a WebP: " + wbg.get("status", "not run")))

    # Animated SVG and HTML inspector: bytes and time against the raster formats
    sresults = {}
    for r in svg_rows:
        path = os.path.join(a.out, r["output"])
        if r["status"] != "ok" or not os.path.exists(path):
            sresults[r["name"]] = {"status": r["status"]}
            continue
        size = os.path.getsize(path)
        sresults[r["name"]] = {"status": "ok", "wall_s": float(r["wall_s"]), "bytes": size,
                               "peak_rss_mb": int(r["peak_rss_kb"] or 0) / 1024 or None,
                               "bytes_x_gif": size / bg["bytes"] if bg else None,
                               "bytes_x_webp": size / wbg["bytes"] if wbg.get("status") == "ok" else None}
    svheader = ["output", "wall s", "peak MB", "KB", "× boardgen GIF", "× boardgen WebP"]
    svtable = []
    for name, v in sresults.items():
        if v["status"] != "ok":
            svtable.append([name, v["status"]])
            continue
        svtable.append([name, f"{v['wall_s']:.2f}", fmt(v["peak_rss_mb"], ".0f"), f"{v['bytes'] / 1024:.0f}",
                        fmt(v["bytes_x_gif"], ".3f"), fmt(v["bytes_x_webp"], ".3f")])
    svg = sresults.get("boardgen-svg", {})
    if svg.get("status") == "ok":
        verdicts.append(("svg size", svg["bytes"] <= SVG_LIMIT_KB * 1024,
                         f"{svg['bytes'] / 1024:.0f} KB (≤ {SVG_LIMIT_KB} KB)"
                         + (f" = {svg['bytes_x_gif']:.3f}× boardgen's GIF" if svg.get("bytes_x_gif") else "")))
    elif svg_rows and "boardgen-svg" in sresults:
        verdicts.append(("svg", False, "boardgen did not produce an SVG: " + svg.get("status", "not run")))

    def verdict_word(ok):
        return "n/a " if ok is None else ("PASS" if ok else "FAIL")

    # notes
    notes = []
    for name, res in results.items():
        if res.get("score_error"):
            notes.append(f"{name}: {res['score_error']}")
        if n and abs(res["len_s"] - cycle) > 0.005:
            notes.append(f"{name}: plays {res['len_s']:.2f} s in a browser, the cycle is {cycle:.2f} s")
    busy = [f"{r['name']} {float(r['other_cores']):.2f}" for r in rows
            if r.get("other_cores") and float(r["other_cores"]) >= 0.2]
    if busy:
        notes.append("other processes used CPU during some runs (worst run, in cores: "
                     + ", ".join(busy) + "): their wall times may be inflated")
    for name in infos:
        if infos[name]["loop"] is None:
            notes.append(f"{name}: no NETSCAPE2.0 loop extension (browsers play it once)")
        if any(f["interlaced"] for f in infos[name]["frames"]):
            notes.append(f"{name}: has interlaced frames")

    versions = tool_versions(a.boardgen)
    head = (f"{n} frames, {canvas[0]}×{canvas[1]}, {a.fps:g} fps ({cycle:.2f} s), "
            f"`boardgen render bench --fps {a.fps:g} --scale 2`" if canvas else "no frames")
    rev = a.rev or (git_state(a.root) if a.root else None)
    legend = (f"wall s = median of {a.runs} runs of the whole command (peers include PNG decoding; "
              "boardgen renders the frames itself); × = ratio to ffmpeg-tuned; peak MB = max RSS "
              "over the runs (MB = 2^20 bytes); frames = frames stored; len s = playback length "
              "under browser rules; PSNR over all pixels of all frames, mPSNR over pixels that "
              "differ from the previous source frame, min PSNR = worst frame, exact % = pixels "
              "equal in all channels (decoded with Pillow, GIF frame on screen at (i+0.5)/fps).")

    # ---- print
    print()
    print(f"== GIF bench: {head}")
    if rev:
        print(f"   boardgen at {rev}")
    print()
    print(text_table(header, table))
    print()
    print("== where the bytes go")
    print(text_table(bheader, btable))
    if source_line:
        print(source_line)
    print()
    print("== KB stored per 0.5 s of the timeline (column = start of the bin, s)")
    print(text_table(theader, ttable))
    if heavy:
        print()
        print("== boardgen's heaviest frames")
        print(text_table(["frame", "t s", "rect", "palette", "KB"], heavy))
    if wtable:
        print()
        print("== animated WebP (lossless; boardgen renders and encodes, img2webp encodes the PNGs)")
        print(text_table(wheader, wtable))
    if svtable:
        print()
        print("== animated SVG and HTML inspector (boardgen renders the scenes and writes keyframes)")
        print(text_table(svheader, svtable))
    if stable and len(stable) > 1:
        print()
        print("== boardgen GIF --quality sweep")
        print(text_table(sheader, stable))
    if qtable:
        print()
        print("== quality/size: boardgen at the lowest --quality whose PSNR is still >= each peer's")
        print(text_table(qheader, qtable))
    print()
    print("== targets (boardgen)")
    for what, ok, text in verdicts:
        print(f"  {verdict_word(ok)}  {what}: {text}")
    if notes:
        print()
        print("== notes")
        for x in notes:
            print(f"  - {x}")
    print()
    print(f"(written to {os.path.abspath(os.path.join(a.out, 'results.md'))}, results.tsv, breakdown.tsv)")

    # ---- files
    md = [f"## GIF benchmark ({head})", ""]
    if rev:
        md += [f"boardgen at `{rev}`; " + "; ".join(versions[k] for k in versions if k != "boardgen")
               + f"; {os.cpu_count()} cores.", ""]
    md += [markdown_table(header, table), "", legend, ""]
    md += ["Commands (run in `bench-out/`, frames in `frames/%04d.png`):", ""]
    for r in rows + webp_rows + svg_rows:
        md.append(f"- **{r['name']}**: {DESCRIPTIONS.get(r['name'], '')}: `{r['command']}`")
    if wtable:
        md += ["", "### Animated WebP (lossless)", "", markdown_table(wheader, wtable)]
    if svtable:
        md += ["", "### Animated SVG and HTML inspector", "", markdown_table(svheader, svtable)]
    if qtable:
        md += ["", "### Quality/size: boardgen's GIF at the lowest --quality whose PSNR is still ≥ each peer's", "",
               markdown_table(qheader, qtable), "", "The sweep:", "", markdown_table(sheader, stable)]
    md += ["", "### Targets (boardgen)", ""]
    md += [f"- **{verdict_word(ok).strip()}** {what}: {text}" for what, ok, text in verdicts]
    md += ["", "### Where the bytes go", "", markdown_table(bheader, btable), ""]
    if source_line:
        md += [source_line, ""]
    md += ["KB stored per 0.5 s of the timeline:", "", markdown_table(theader, ttable), ""]
    if heavy:
        md += ["boardgen's heaviest frames:", "",
               markdown_table(["frame", "t s", "rect", "palette", "KB"], heavy), ""]
    if notes:
        md += ["Notes:", ""] + [f"- {x}" for x in notes] + [""]
    with open(os.path.join(a.out, "results.md"), "w") as f:
        f.write("\n".join(md))

    def write_tsv(path, dicts):
        keys = []
        for d in dicts:
            keys += [k for k in d if k not in keys]
        with open(path, "w", newline="") as f:
            w = csv.DictWriter(f, keys, delimiter="\t", lineterminator="\n", restval="")
            w.writeheader()
            for d in dicts:
                w.writerow({k: (f"{v:.4f}" if isinstance(v, float) else v) for k, v in d.items()})
    write_tsv(os.path.join(a.out, "results.tsv"), tsv)
    write_tsv(os.path.join(a.out, "breakdown.tsv"), btsv)
    if wresults:
        write_tsv(os.path.join(a.out, "webp.tsv"), [dict(encoder=k, **v) for k, v in wresults.items()])
    if sresults:
        write_tsv(os.path.join(a.out, "svg.tsv"), [dict(output=k, **v) for k, v in sresults.items()])
    if qrows:
        write_tsv(os.path.join(a.out, "quality.tsv"), qrows)


if __name__ == "__main__":
    main()
