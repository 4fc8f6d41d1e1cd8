#!/usr/bin/env bash
# `make install`: copies the release binary to PREFIX/bin (default ~/.local/bin), replacing an
# older one by renaming (never half-written), and says whether that folder is on PATH.
set -euo pipefail
bin=$1
prefix=${2:-$HOME/.local}
dest="$prefix/bin"
if ! mkdir -p "$dest" 2>/dev/null || [[ ! -w $dest ]]; then
  echo "install: cannot write to $dest; choose another folder: make install PREFIX=DIR" >&2
  exit 1
fi
temp=$(mktemp "$dest/.boardgen-install.XXXXXX")
trap 'rm -f "$temp"' EXIT
cp "$bin" "$temp"
chmod 0755 "$temp"
mv -f "$temp" "$dest/boardgen"
trap - EXIT
echo "install: $dest/boardgen"
case ":$PATH:" in
  *":$dest:"*) echo "install: $dest is on PATH; try: boardgen list" ;;
  *) echo "install: $dest is not on PATH; add it with:  export PATH=\"$dest:\$PATH\"  (e.g. in ~/.bashrc)" ;;
esac
