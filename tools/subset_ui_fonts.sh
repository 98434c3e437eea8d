#!/bin/sh
# Regenerates the interface fonts for Japanese and Chinese text: assets/fonts/parlour-ui-ja.otf,
# -sc.otf and -tc.otf, cut from Debian's Noto Sans CJK (SIL Open Font License 1.1, see OFL.txt
# beside the fonts) to the characters the catalogs use; and the symbols font
# assets/fonts/parlour-symbols.ttf, cut from Noto Emoji (the same licence; the copy egui's
# epaint_default_fonts crate carries) to the symbols the catalogs and the sources use. Run it
# after changing a catalog or a symbol (the tests `every_catalog_character_has_a_glyph` and
# `every_symbol_in_the_sources_has_a_glyph` say when). Needs fonts-noto-cjk, fonttools
# (pyftsubset) and cargo. Run from the repository root.
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

# Symbols: every character past ASCII in the catalogs and the sources; the subset keeps those
# Noto Emoji has (letters and CJK come from the other fonts).
EMOJI=$(cargo metadata --format-version 1 | python3 -c '
import json, pathlib, sys
for p in json.load(sys.stdin)["packages"]:
    if p["name"] == "epaint_default_fonts":
        print(pathlib.Path(p["manifest_path"]).parent / "fonts" / "NotoEmoji-Regular.ttf")
        break')
symbols=$(cat locales/*/*.ftl $(find src -name '*.rs') | LC_ALL=C tr -d '\000-\177')
pyftsubset "$EMOJI" --text="$symbols" --output-file=assets/fonts/parlour-symbols.ttf \
  --layout-features='' --no-hinting --drop-tables+=GSUB,GPOS
ls -l assets/fonts/parlour-symbols.ttf
