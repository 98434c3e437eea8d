"""Draws Parlour's icon from one vector description at 1024 px, and every size made from it:

- packaging/icons/parlour-1024.png: the high-resolution master (macOS bundle, AppStream);
- packaging/icons/hicolor/NxN/apps/org.parlourgames.Parlour.png: the freedesktop sizes;
- packaging/icons/parlour.ico: the Windows executable's and installer's icon (16-256 px);
- assets/icon.png: 256 px, built into the binary for the window and task bar.

Run by hand when the icon should change (needs Pillow): python3 tools/make_icon.py
"""
from pathlib import Path

from PIL import Image, ImageDraw

APP_ID = "org.parlourgames.Parlour"
ROOT = Path(__file__).resolve().parent.parent
MASTER = 1024
S = 4  # supersampling factor for smooth edges


def draw_master() -> Image.Image:
    """A tile standing on a darker edge, with five dots, on a 256-unit grid."""
    unit = MASTER * S / 256
    img = Image.new("RGBA", (MASTER * S, MASTER * S), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)

    def box(x0, y0, x1, y1):
        return [x0 * unit, y0 * unit, x1 * unit, y1 * unit]

    r = 36 * unit
    # Edge (depth) first, offset down-right, then the face.
    d.rounded_rectangle(box(40, 30, 226, 240), r, fill=(46, 110, 78, 255))
    d.rounded_rectangle(box(28, 16, 212, 226), r, fill=(250, 244, 228, 255),
                        outline=(200, 190, 165, 255), width=round(3 * unit))

    def dot(cx, cy, rad, colour):
        d.ellipse(box(cx - rad, cy - rad, cx + rad, cy + rad), fill=colour)
        inner = rad * 0.45
        d.ellipse(box(cx - inner, cy - inner, cx + inner, cy + inner), fill=(250, 244, 228, 255))

    for (cx, cy), colour in [((78, 68), (32, 84, 160, 255)), ((162, 68), (32, 128, 72, 255)),
                             ((120, 121), (196, 40, 40, 255)), ((78, 174), (32, 128, 72, 255)),
                             ((162, 174), (32, 84, 160, 255))]:
        dot(cx, cy, 27, colour)
    return img.resize((MASTER, MASTER), Image.LANCZOS)


def main() -> None:
    master = draw_master()
    icons = ROOT / "packaging" / "icons"
    icons.mkdir(parents=True, exist_ok=True)
    master.save(icons / "parlour-1024.png", optimize=True)
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        folder = icons / "hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True, exist_ok=True)
        master.resize((size, size), Image.LANCZOS).save(folder / f"{APP_ID}.png", optimize=True)
    master.save(icons / "parlour.ico", sizes=[(16, 16), (24, 24), (32, 32), (48, 48), (64, 64),
                                                (128, 128), (256, 256)])
    master.resize((256, 256), Image.LANCZOS).save(ROOT / "assets" / "icon.png", optimize=True)


if __name__ == "__main__":
    main()
