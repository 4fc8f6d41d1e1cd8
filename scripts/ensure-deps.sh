#!/usr/bin/env bash
# Installs the system packages boardgen needs when they are missing (Debian 12).
# --test also installs what only the test suite uses: headless Chromium for the browser checks
# (the animated SVG, the inspector, watch --serve's reload). It is optional: when it cannot be
# installed those checks are skipped, and the suite says nothing else is wrong.
set -euo pipefail

missing=()
pkg-config --exists cairo 2>/dev/null || missing+=(libcairo2-dev)
# Every library a module map links (Sources/C*/module.modulemap), by its pkg-config name:
# CPango links pangocairo-1.0, pangoft2-1.0, pango-1.0 (libpango1.0-dev), gobject-2.0 and
# glib-2.0 (libglib2.0-dev) and fontconfig (libfontconfig-dev); CWebP links webp, webpmux
# and webpdemux (libwebp-dev).
pkg-config --exists pangocairo pangoft2 pango 2>/dev/null || missing+=(libpango1.0-dev)
pkg-config --exists glib-2.0 gobject-2.0 2>/dev/null || missing+=(libglib2.0-dev)
pkg-config --exists fontconfig 2>/dev/null || missing+=(libfontconfig-dev)
{ [ -f /usr/include/gif_lib.h ] || pkg-config --exists libgif7 2>/dev/null; } || missing+=(libgif-dev)
# CJPEG links libjpeg (libjpeg-turbo) to decode image sets' photos.
{ [ -f /usr/include/jpeglib.h ] || pkg-config --exists libjpeg 2>/dev/null; } || missing+=(libjpeg62-turbo-dev)
# CRsvg and CPoppler render image sets' vector files (SVG, PDF) with cairo.
pkg-config --exists librsvg-2.0 2>/dev/null || missing+=(librsvg2-dev)
pkg-config --exists poppler-glib 2>/dev/null || missing+=(libpoppler-glib-dev)
{ pkg-config --exists libwebp libwebpmux libwebpdemux 2>/dev/null \
  && [ -f /usr/include/webp/mux.h ] && [ -f /usr/include/webp/demux.h ]; } || missing+=(libwebp-dev)
# fc-list is read once: `fc-list | grep -q` fails under pipefail when grep stops reading early.
fonts=$(fc-list 2>/dev/null || true)
grep -q 'DejaVuSans.ttf' <<<"$fonts" && grep -q 'DejaVuSansMono.ttf' <<<"$fonts" || missing+=(fonts-dejavu-core)
# The pinned fallbacks: CJK (WenQuanYi Micro Hei and its Mono face) and emoji (Symbola, outlines).
grep -q 'wqy-microhei.ttc' <<<"$fonts" || missing+=(fonts-wqy-microhei)
grep -q 'Symbola' <<<"$fonts" || missing+=(fonts-symbola)
# SwiftUI views' texts: Inter (Regular, Medium, Semi Bold, Bold), the open face drawn after SF Pro.
grep -q 'Inter-SemiBold.otf' <<<"$fonts" && grep -q 'InterDisplay-SemiBold.otf' <<<"$fonts" || missing+=(fonts-inter)
# The stand-ins of `design: .rounded` (SF Pro Rounded) and `.serif` (New York): Quicksand, Caladea.
grep -q 'Quicksand-Regular.ttf' <<<"$fonts" || missing+=(fonts-quicksand)
grep -q 'Caladea-Regular.ttf' <<<"$fonts" || missing+=(fonts-crosextra-caladea)
# SF Symbols' stand-ins: Material Icons (Apache-2.0), drawn by code point (docs/symbols.md).
grep -q 'MaterialIcons-Regular.ttf' <<<"$fonts" || missing+=(fonts-material-design-icons-iconfont)
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
# The independent layout model the suite runs (scripts/layout-check/check.py).
command -v python3 >/dev/null 2>&1 || missing+=(python3)
command -v fc-list >/dev/null 2>&1 || missing+=(fontconfig)

optional=()
if [ "${1:-}" = "--test" ]; then
  { command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1; } || optional+=(chromium)
fi

[ ${#missing[@]} -eq 0 ] && [ ${#optional[@]} -eq 0 ] && exit 0

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null 2>&1; then
    [ ${#missing[@]} -eq 0 ] && { echo "deps: ${optional[*]} not installed (no root): the browser checks are skipped" >&2; exit 0; }
    echo "deps: need root (or sudo) to install: ${missing[*]}" >&2; exit 1
  fi
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
updated=0
if [ ${#missing[@]} -gt 0 ]; then
  echo "deps: installing ${missing[*]}" >&2
  $sudo apt-get update -qq
  updated=1
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
if [ ${#optional[@]} -gt 0 ]; then
  # Optional: no failure here (no network, no package) stops the suite.
  echo "deps: installing ${optional[*]} (the suite's browser checks)" >&2
  { [ $updated = 1 ] || $sudo apt-get update -qq; } \
    && $sudo apt-get install -y -qq --no-install-recommends "${optional[@]}" >/dev/null \
    || echo "deps: ${optional[*]} could not be installed: the browser checks are skipped" >&2
fi
