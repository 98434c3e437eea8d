#!/bin/sh
# Regenerates the interface fonts for Japanese and Chinese text: assets/fonts/parlour-ui-ja.otf,
# -sc.otf and -tc.otf, cut from Debian's Noto Sans CJK (SIL Open Font License 1.1, see OFL.txt
# beside the fonts) to the characters the catalogs use. Run it after changing a catalog of
# locales/ja, locales/zh-Hans or locales/zh-Hant (the test `every_catalog_character_has_a_glyph`
# says when). Needs fonts-noto-cjk and fonttools (pyftsubset). Run from the repository root.
set -eu
SRC=${1:-/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc}
# The language picker names every language in its own script, whatever the language shown.
NAMES='English Español Français Deutsch 日本語 简体中文 繁體中文'
# Punctuation and symbols CJK text uses beside the catalogs' own.
EXTRA='、。，．：；！？「」『』（）【】〜・…—％０１２３４５６７８９'
subset() { # font number in the collection, catalog folder, output
  text=$(cat locales/"$2"/*.ftl)
  pyftsubset "$SRC" --font-number="$1" --text="$text$NAMES$EXTRA" --output-file="$3" \
    --layout-features='' --no-hinting --drop-tables+=GSUB,GPOS,vhea,vmtx,VORG
  ls -l "$3"
}
# Faces in the collection: 0 Japanese, 1 Korean, 2 Simplified Chinese, 3 Traditional Chinese.
# Each language gets its own region's glyph forms (骨, 直, 海 differ between them).
subset 0 ja assets/fonts/parlour-ui-ja.otf
subset 2 zh-Hans assets/fonts/parlour-ui-sc.otf
subset 3 zh-Hant assets/fonts/parlour-ui-tc.otf
