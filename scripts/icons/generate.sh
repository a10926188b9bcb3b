#!/usr/bin/env bash
# Regenerates the PNG icons in public/icons from the SVG sources here. The PNGs are committed, so
# builds never need this tool; run it only after editing an SVG (needs Debian's librsvg2-bin).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out="$here/../../public/icons"
mkdir -p "$out"
rsvg-convert -w 192 -h 192 "$here/icon.svg" -o "$out/icon-192.png"
rsvg-convert -w 512 -h 512 "$here/icon.svg" -o "$out/icon-512.png"
rsvg-convert -w 512 -h 512 "$here/icon-maskable.svg" -o "$out/icon-maskable-512.png"
# iOS draws its own rounded corners and ignores transparency, so the touch icon is full-bleed.
rsvg-convert -w 180 -h 180 "$here/icon-maskable.svg" -o "$out/apple-touch-icon-180.png"
cp "$here/icon.svg" "$out/icon.svg"
