"""Draws Parlour's window icon (assets/icon.png): a tile standing on a darker edge, with five dots.

Run by hand when the icon should change: python3 tools/make_icon.py
"""
from PIL import Image, ImageDraw

S = 4  # supersampling factor for smooth edges
N = 256 * S
img = Image.new("RGBA", (N, N), (0, 0, 0, 0))
d = ImageDraw.Draw(img)
r = 36 * S
# Edge (depth) first, offset down-right, then the face.
d.rounded_rectangle([40 * S, 30 * S, 226 * S, 240 * S], r, fill=(46, 110, 78, 255))
d.rounded_rectangle([28 * S, 16 * S, 212 * S, 226 * S], r, fill=(250, 244, 228, 255),
                    outline=(200, 190, 165, 255), width=3 * S)
def dot(cx, cy, rad, colour):
    d.ellipse([(cx - rad) * S, (cy - rad) * S, (cx + rad) * S, (cy + rad) * S], fill=colour)
    d.ellipse([(cx - rad * 0.45) * S, (cy - rad * 0.45) * S, (cx + rad * 0.45) * S,
               (cy + rad * 0.45) * S], fill=(250, 244, 228, 255))
for (cx, cy), colour in [((78, 68), (32, 84, 160, 255)), ((162, 68), (32, 128, 72, 255)),
                         ((120, 121), (196, 40, 40, 255)), ((78, 174), (32, 128, 72, 255)),
                         ((162, 174), (32, 84, 160, 255))]:
    dot(cx, cy, 27, colour)
img.resize((256, 256), Image.LANCZOS).save("assets/icon.png", optimize=True)
