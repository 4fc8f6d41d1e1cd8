#!/usr/bin/env bash
# make bench: boardgen's side-by-side GIF and WebP benchmark (see /work/shared/GIF.md §4-5).
#
# On the bench board's frames (`boardgen render bench --fps 50 --scale 2`), times
# boardgen (render + encode, `boardgen animate bench ... -o boardgen.gif`) and the usual peers encoding
# the same PNG frames (ffmpeg palettegen/paletteuse as vhs does it and tuned, gifsicle
# -O3 after ffmpeg-tuned, ImageMagick -layers Optimize, Pillow), then scores every GIF
# against the PNGs (PSNR over all pixels and over moving pixels, worst frame, exact %,
# playback length under browser timing rules) and checks boardgen's targets.
# WebP: boardgen's lossless animated WebP (render + encode) against img2webp -lossless on
# the same PNG frames (encode only), bytes and time in the same run, both checked exact.
# Quality/size: boardgen's GIF at a sweep of --quality settings, scored the same way; for
# each GIF peer, boardgen's bytes at the lowest quality whose PSNR is still >= the peer's.
# Animated SVG and HTML inspector: boardgen's bytes and time (no peer writes either); the
# SVG's target is <= 400 KB for the bench.
#
# Installs the peers it needs when missing (Debian 12): ffmpeg gifsicle imagemagick webp
# time via apt-get, pillow numpy via pip (falling back to python3-pil python3-numpy).
# Peers that are missing or fail get a row that says so; the bench carries on.
#
# Output: bench-out/ (results.md, results.tsv, breakdown.tsv, timings.tsv, the GIFs,
# logs/), frames in bench-out/frames/.
#
# Environment:
#   BOARDGEN=path        the binary (default: swift build -c release --show-bin-path)
#   BENCH_OUT=dir        output folder (default bench-out)
#   BENCH_RUNS=n         timed runs per encoder, median wall time reported (default 3)
#   BENCH_ONLY=a,b       only these rows (boardgen ffmpeg-vhs ffmpeg-tuned ffmpeg-nodither
#                        gifsicle-O3 imagemagick pillow boardgen-webp img2webp
#                        boardgen-svg boardgen-html)
#   BENCH_QUALITIES="…"  the GIF --quality sweep (default "95 90 80 70 60 50 40 30 20 10";
#                        empty: no quality/size table)
#   BENCH_REUSE_FRAMES=1 keep bench-out/frames if it already holds the frames
#   BENCH_NO_INSTALL=1   do not install anything; missing peers are skipped
#   BENCH_BOARD, BENCH_FPS, BENCH_SCALE   another board or setting for a quick run
#                        (defaults bench, 50, 2: the numbers the README quotes)
set -uo pipefail
export PYTHONDONTWRITEBYTECODE=1

cd "$(dirname "$0")/.."
ROOT=$PWD
HERE="$ROOT/scripts/bench"
OUT="${BENCH_OUT:-bench-out}"
RUNS="${BENCH_RUNS:-3}"
ONLY="${BENCH_ONLY:-}"
BOARD="${BENCH_BOARD:-bench}"
FPS="${BENCH_FPS:-50}"
SCALE="${BENCH_SCALE:-2}"

say() { printf '%s\n' "bench: $*" >&2; }

# ---------------------------------------------------------------- the binary
if [ -z "${BOARDGEN:-}" ]; then
  BOARDGEN="$(swift build -c release --show-bin-path 2>/dev/null)/boardgen"
  if [ ! -x "$BOARDGEN" ]; then
    say "building boardgen (release)"
    swift build -c release --product boardgen >&2 || { say "build failed"; exit 1; }
  fi
fi
case "$BOARDGEN" in /*) ;; *) BOARDGEN="$ROOT/$BOARDGEN" ;; esac
[ -x "$BOARDGEN" ] || { say "no boardgen binary at $BOARDGEN"; exit 1; }

# ---------------------------------------------------------------- peers
SUDO=""
if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then SUDO="sudo -n"; fi
APT_UPDATED=0
apt_install() {
  [ -n "${BENCH_NO_INSTALL:-}" ] && return 1
  command -v apt-get >/dev/null 2>&1 || return 1
  if [ "$(id -u)" -ne 0 ] && [ -z "$SUDO" ]; then say "need root or sudo to install $*"; return 1; fi
  if [ "$APT_UPDATED" = 0 ]; then
    say "apt-get update"
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2 || return 1
    APT_UPDATED=1
  fi
  say "apt-get install $*"
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

is_imagemagick() { [ -x /usr/bin/convert ] && /usr/bin/convert -version 2>/dev/null | head -1 | grep -q ImageMagick; }

missing=()
[ -x /usr/bin/time ] || missing+=(time)
command -v ffmpeg >/dev/null 2>&1 || missing+=(ffmpeg)
command -v gifsicle >/dev/null 2>&1 || missing+=(gifsicle)
is_imagemagick || missing+=(imagemagick)
command -v img2webp >/dev/null 2>&1 || missing+=(webp)
command -v python3 >/dev/null 2>&1 || missing+=(python3)
if [ ${#missing[@]} -gt 0 ]; then
  apt_install "${missing[@]}" || {
    # one by one, so that one unavailable package does not block the others
    for p in "${missing[@]}"; do apt_install "$p" || say "could not install $p"; done
  }
fi

PY=python3
if command -v python3 >/dev/null 2>&1 && ! python3 -c 'import PIL, numpy' 2>/dev/null && [ -z "${BENCH_NO_INSTALL:-}" ]; then
  say "pip install pillow numpy"
  python3 -m pip install -q pillow numpy >&2 2>/dev/null \
    || apt_install python3-pil python3-numpy \
    || say "could not install pillow/numpy: no quality scores, no Pillow row"
fi
HAVE_PIL=0
python3 -c 'import PIL, numpy' 2>/dev/null && HAVE_PIL=1
if ! command -v python3 >/dev/null 2>&1; then say "python3 is missing: cannot report"; exit 1; fi

HAVE_TIME=0
[ -x /usr/bin/time ] && HAVE_TIME=1
[ "$HAVE_TIME" = 1 ] || say "/usr/bin/time missing: wall time from bash, no peak RSS"

# ImageMagick: Debian's policy.xml caps memory/disk far below 340 full-HD frames.
# Point MAGICK_CONFIGURE_PATH at a looser policy (the system file is left alone).
MEM_KB=$(awk '/^MemTotal:/ {print $2}' /proc/meminfo 2>/dev/null || echo 8388608)
IM_MEM_MIB=$(( MEM_KB * 6 / 10 / 1024 ))
mkdir -p "$OUT/logs" "$OUT/magick"
OUT_ABS=$(cd "$OUT" && pwd)
cat >"$OUT/magick/policy.xml" <<EOF
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE policymap [
<!ELEMENT policymap (policy)*>
<!ATTLIST policymap xmlns CDATA #FIXED ''>
<!ELEMENT policy EMPTY>
<!ATTLIST policy xmlns CDATA #FIXED '' domain NMTOKEN #REQUIRED
  name NMTOKEN #IMPLIED pattern CDATA #IMPLIED rights NMTOKEN #IMPLIED
  stealth NMTOKEN #IMPLIED value CDATA #IMPLIED>
]>
<policymap>
  <policy domain="resource" name="memory" value="${IM_MEM_MIB}MiB"/>
  <policy domain="resource" name="map" value="$(( IM_MEM_MIB * 2 ))MiB"/>
  <policy domain="resource" name="width" value="64KP"/>
  <policy domain="resource" name="height" value="64KP"/>
  <policy domain="resource" name="area" value="16GP"/>
  <policy domain="resource" name="disk" value="64GiB"/>
</policymap>
EOF
export MAGICK_CONFIGURE_PATH="$OUT_ABS/magick"

# Snapshot the binary: other work may rebuild .build/ while the bench runs, and the
# frames and the boardgen rows must come from the same build.
cp "$BOARDGEN" "$OUT_ABS/boardgen" || { say "cannot copy $BOARDGEN"; exit 1; }
say "boardgen: $BOARDGEN ($("$OUT_ABS/boardgen" --version 2>/dev/null), copied to $OUT/boardgen)"
REV=$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo unknown)
if [ -n "$(git -C "$ROOT" status --porcelain -- Sources Package.swift 2>/dev/null)" ]; then
  REV="$REV + uncommitted changes in Sources/"
fi
BOARDGEN="$OUT_ABS/boardgen"

# ---------------------------------------------------------------- frames
cd "$OUT_ABS"
nframes() { ls frames 2>/dev/null | grep -c '^[0-9]\{4\}\.png$'; }
# frames/.stamp names the binary and arguments that drew them (BENCH_REUSE_FRAMES checks it)
STAMP="$(cksum <boardgen | cut -d' ' -f1) $BOARD $FPS $SCALE"
if [ -n "${BENCH_REUSE_FRAMES:-}" ] && [ "$(nframes)" -gt 0 ] && [ "$(cat frames/.stamp 2>/dev/null)" = "$STAMP" ]; then
  say "reusing $(nframes) frames in $OUT/frames"
else
  [ -n "${BENCH_REUSE_FRAMES:-}" ] && say "frames missing or drawn by another build: rendering again"
  rm -rf frames && mkdir frames
  say "rendering frames: boardgen render $BOARD --fps $FPS --scale $SCALE -o 'frames/{n}.png'"
  ./boardgen render "$BOARD" --fps "$FPS" --scale "$SCALE" -o 'frames/{n}.png' >logs/render.log 2>&1 \
    || { say "render failed:"; cat logs/render.log >&2; exit 1; }
  echo "$STAMP" >frames/.stamp
fi
N=$(nframes)
SIZE=$(python3 -c 'import struct,sys; d=open("frames/0000.png","rb").read(24); print("%dx%d" % struct.unpack(">II", d[16:24]))')
say "$N frames, $SIZE, $FPS fps"

# ---------------------------------------------------------------- encoders
# name <TAB> output GIF <TAB> command (run with bash -c in $OUT)
TUNED="split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=none:diff_mode=rectangle"
VHS="split[plt_a][plt_b];[plt_a]palettegen=max_colors=256[plt];[plt_b][plt]paletteuse"
NODITHER="split[a][b];[a]palettegen[p];[b][p]paletteuse=dither=none"
FF="ffmpeg -nostdin -v error -y -framerate $FPS -i frames/%04d.png"
ENCODERS=$(cat <<EOF
boardgen	boardgen.gif	./boardgen animate $BOARD --fps $FPS --scale $SCALE -o boardgen.gif
ffmpeg-vhs	ffmpeg-vhs.gif	$FF -filter_complex '$VHS' ffmpeg-vhs.gif
ffmpeg-tuned	ffmpeg-tuned.gif	$FF -filter_complex '$TUNED' ffmpeg-tuned.gif
ffmpeg-nodither	ffmpeg-nodither.gif	$FF -filter_complex '$NODITHER' ffmpeg-nodither.gif
gifsicle-O3	gifsicle-O3.gif	$FF -filter_complex '$TUNED' gifsicle-in.tmp.gif && gifsicle -O3 gifsicle-in.tmp.gif -o gifsicle-O3.gif
imagemagick	imagemagick.gif	/usr/bin/convert -delay 1x$FPS -loop 0 frames/*.png -layers Optimize imagemagick.gif
pillow	pillow.gif	$PY '$(realpath --relative-to="$OUT_ABS" "$HERE")/pillow_encode.py' frames $FPS pillow.gif
boardgen-webp	boardgen.webp	./boardgen animate $BOARD --fps $FPS --scale $SCALE -o boardgen.webp
img2webp	img2webp.webp	img2webp -lossless -loop 0 -d $(( 1000 / FPS )) -o img2webp.webp frames/*.png
boardgen-svg	boardgen.svg	./boardgen animate $BOARD --fps $FPS --scale $SCALE -o boardgen.svg
boardgen-html	boardgen.html	./boardgen animate $BOARD --fps $FPS --scale $SCALE -o boardgen.html
EOF
)

available() {
  case "$1" in
    boardgen) return 0 ;;
    ffmpeg-vhs|ffmpeg-tuned|ffmpeg-nodither) command -v ffmpeg >/dev/null 2>&1 || { echo "ffmpeg not installed"; return 1; } ;;
    gifsicle-O3) command -v ffmpeg >/dev/null 2>&1 || { echo "ffmpeg not installed"; return 1; }
                 command -v gifsicle >/dev/null 2>&1 || { echo "gifsicle not installed"; return 1; } ;;
    imagemagick) is_imagemagick || { echo "ImageMagick not installed (/usr/bin/convert is not ImageMagick)"; return 1; } ;;
    pillow) [ "$HAVE_PIL" = 1 ] || { echo "Pillow/numpy not installed"; return 1; } ;;
    img2webp) command -v img2webp >/dev/null 2>&1 || { echo "img2webp not installed (Debian package webp)"; return 1; } ;;
  esac
  return 0
}

# busy CPU seconds of the whole machine so far (/proc/stat, USER_HZ = 100)
cpu_busy() { awk '/^cpu / { printf "%.2f", ($2 + $3 + $4 + $7 + $8 + $9) / 100 }' /proc/stat 2>/dev/null || echo 0; }

median() { tr ' ' '\n' | grep -v '^$' | sort -g | awk '{a[NR]=$1} END {if (NR==0) print ""; else if (NR%2) print a[(NR+1)/2]; else printf "%.2f\n", (a[NR/2]+a[NR/2+1])/2}'; }

TIMINGS=timings.tsv
printf 'name\tstatus\twall_s\twalls\tpeak_rss_kb\tother_cores\toutput\tcommand\n' >"$TIMINGS"
while IFS=$'\t' read -r name output cmd; do
  if [ -n "$ONLY" ] && ! printf ',%s,' "$ONLY" | grep -q ",$name,"; then continue; fi
  if ! why=$(available "$name"); then
    say "$name: skipped ($why)"
    printf '%s\tskipped: %s\t\t\t\t\t%s\t%s\n' "$name" "$why" "$output" "$cmd" >>"$TIMINGS"
    continue
  fi
  walls=""; rss=0; status=ok; load=0
  for run in $(seq 1 "$RUNS"); do
    rm -f "$output"
    log="logs/$name.run$run.log"
    busy0=$(cpu_busy)
    if [ "$HAVE_TIME" = 1 ]; then
      /usr/bin/time -f "%e %M %U %S" -o "logs/$name.run$run.time" bash -c "$cmd" >"$log" 2>&1
      rc=$?
      # the last line (a failing command makes time(1) write "Command exited..." first)
      read -r wall kb usr sys < <(tail -n 1 "logs/$name.run$run.time" 2>/dev/null) || { wall=""; kb=0; }
      # CPU time the rest of the machine used meanwhile, in cores (other builds, tests...)
      load=$(awk -v b0="$busy0" -v b1="$(cpu_busy)" -v u="$usr" -v s="$sys" -v w="$wall" -v m="$load" \
        'BEGIN { o = (w > 0) ? ((b1 - b0) - u - s) / w : 0; if (o < 0) o = 0; printf "%.2f", (o > m) ? o : m }')
    else
      s=$(date +%s.%N); bash -c "$cmd" >"$log" 2>&1; rc=$?; e=$(date +%s.%N)
      wall=$(awk -v s="$s" -v e="$e" 'BEGIN {printf "%.2f", e-s}'); kb=0
    fi
    if [ "$rc" -ne 0 ] || [ ! -s "$output" ]; then
      status="failed: exit $rc, see $OUT/$log"
      say "$name: run $run failed (exit $rc): $(tail -3 "$log" | tr '\n' ' ')"
      break
    fi
    say "$name: run $run: ${wall}s, $(( kb / 1024 )) MB peak, $(stat -c %s "$output") bytes"
    walls="$walls $wall"
    [ "${kb:-0}" -gt "$rss" ] && rss=$kb
  done
  rm -f gifsicle-in.tmp.gif
  med=$(echo "$walls" | median)
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$status" "$med" "$(echo $walls | tr ' ' ',')" "$rss" "$load" "$output" "$cmd" >>"$TIMINGS"
done <<<"$ENCODERS"

# ---------------------------------------------------------------- GIF quality sweep
# One untimed encode per setting; report.py scores them and builds the quality/size table.
QUALITIES="${BENCH_QUALITIES-95 90 80 70 60 50 40 30 20 10}"
rm -rf quality && mkdir quality
if [ -z "$ONLY" ] || printf ',%s,' "$ONLY" | grep -q ",quality,"; then
  for q in $QUALITIES; do
    ./boardgen animate "$BOARD" --fps "$FPS" --scale "$SCALE" --quality "$q" -o "quality/q$q.gif" >>logs/quality.log 2>&1 \
      || say "quality $q failed: $(tail -1 logs/quality.log)"
  done
  say "GIF quality sweep: $(ls quality | wc -l) settings ($QUALITIES)"
fi

# ---------------------------------------------------------------- score and report
say "scoring the GIFs and WebPs against the PNG frames"
python3 "$HERE/report.py" --frames frames --fps "$FPS" --timings "$TIMINGS" --out . \
  --runs "$RUNS" --boardgen "$BOARDGEN" --rev "$REV" --quality-dir quality
