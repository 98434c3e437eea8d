#!/bin/sh
# Regenerates assets/fonts/parlour-faces.otf: the few glyphs Parlour's tile and card faces draw,
# cut from Debian's Noto Serif CJK (SIL Open Font License 1.1, see OFL.txt beside the font).
# Needs fonts-noto-cjk and fonttools (pyftsubset). Run from the repository root.
set -eu
SRC=${1:-/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc}
OUT=assets/fonts/parlour-faces.otf
# Numerals one to nine, 萬, the winds, the dragons, flowers and seasons, plus the Latin letters
# and digits used by corner indices and card ranks.
TEXT='一二三四五六七八九萬東南西北中發白梅蘭菊竹春夏秋冬0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
# Font number 0 in the collection is the Japanese face; 1 would be Korean, 2 Simplified, 3
# Traditional Chinese. Traditional forms (萬 發 蘭) are what Mahjong tiles show.
pyftsubset "$SRC" --font-number=3 --text="$TEXT" --output-file="$OUT" \
  --layout-features='' --no-hinting --desubroutinize --drop-tables+=GSUB,GPOS,vhea,vmtx,VORG
ls -l "$OUT"
