#!/usr/bin/env bash
# Installs the system packages boardgen needs when they are missing (Debian 12).
set -euo pipefail

missing=()
pkg-config --exists cairo 2>/dev/null || missing+=(libcairo2-dev)
{ [ -f /usr/include/gif_lib.h ] || pkg-config --exists libgif7 2>/dev/null; } || missing+=(libgif-dev)
{ [ -f /usr/include/webp/mux.h ] && [ -f /usr/include/webp/demux.h ]; } || missing+=(libwebp-dev)
fc-list 2>/dev/null | grep -q 'DejaVuSans.ttf' && fc-list 2>/dev/null | grep -q 'DejaVuSansMono.ttf' \
  || missing+=(fonts-dejavu-core)
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
command -v fc-list >/dev/null 2>&1 || missing+=(fontconfig)

[ ${#missing[@]} -eq 0 ] && exit 0

echo "deps: installing ${missing[*]}" >&2
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || { echo "deps: need root (or sudo) to install: ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
