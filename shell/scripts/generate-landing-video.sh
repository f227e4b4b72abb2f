#!/bin/sh
# Regenerates the landing page's background loop and its poster from ffmpeg's own sources:
# nothing is downloaded. The picture is a sum of slow sine waves with periods of 8 s and 4 s,
# so the last frame runs into the first without a seam; the bright ridges read as caustics on
# water (or the contour lines of a map). Colours are graded around the brand blue #336699.
# Needs ffmpeg with libvpx (Debian: apt-get install -y ffmpeg). Takes about a minute.
set -eu

OUT_DIR="$(cd "$(dirname "$0")/.." && pwd)/src/landing/media"
mkdir -p "$OUT_DIR"

# A(X, Y, T): four travelling waves; every temporal frequency is a multiple of 1/8 Hz.
WAVES="sin(X/40+2*PI*T/8)+sin(Y/30-2*PI*T/4+X/70)+sin((X-Y)/55+2*PI*T/8+1.3)+sin(hypot(X-120\,Y-200)/25-2*PI*T/4)"
# ld(0): the waves scaled to 0..1; ld(1): thin bright ridges where the waves cross zero.
LEVELS="st(0\,(($WAVES)+4)/8);st(1\,pow(1-abs(sin(($WAVES)*1.4))\,8))"

ffmpeg -v error -y \
  -f lavfi -i "color=c=black:s=480x270:r=24:d=8,format=rgb24" \
  -vf "geq=r='$LEVELS;14+38*ld(0)+90*pow(ld(0)\,3)+70*ld(1)':g='$LEVELS;38+66*ld(0)+85*pow(ld(0)\,3)+80*ld(1)':b='$LEVELS;74+86*ld(0)+60*pow(ld(0)\,3)+70*ld(1)',gblur=sigma=1.5,scale=1280:720:flags=bicubic,format=yuv420p" \
  -c:v libvpx-vp9 -crf 40 -b:v 0 -row-mt 1 -deadline good -cpu-used 2 -an \
  "$OUT_DIR/waterLoop.webm"

# The poster is the loop's first frame: what reduced-motion visitors and slow connections see.
ffmpeg -v error -y -i "$OUT_DIR/waterLoop.webm" -frames:v 1 -q:v 5 "$OUT_DIR/waterLoopPoster.jpg"

ls -l "$OUT_DIR/waterLoop.webm" "$OUT_DIR/waterLoopPoster.jpg"
