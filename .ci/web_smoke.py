"""The browser smoke test: open each game of the built site (dist/) in headless Chromium and check
that its board is on the canvas, with no error in the page.

    web_smoke.py DIST [--shots DIR]

For each game, the page is opened at index.html?game=NAME&lang=en. It passes when, within the
time allowed, the loading notice is gone without a problem, the page's title names the game (the
app sets it from its first frames), the canvas shows a board (many colours over a large part of
it, not a blank or an error page) and the console holds no error. Needs selenium and Pillow (the
caller installs them) and Debian's chromium and chromium-driver.
"""

import functools
import http.server
import io
import sys
import threading
import time

from PIL import Image
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

# Each game's `--game` name and the words of its English title.
GAMES = [
    ("solitaire", "Mahjong Solitaire"),
    ("editor", "Layout Editor"),
    ("shisen", "Shisen-Sho"),
    ("match3", "Match-3"),
    ("klondike", "Klondike"),
    ("freecell", "FreeCell"),
    ("spider", "Spider"),
    ("mahjong", "Mahjong"),
]
# How long a game may take to show its board: software WebGL on a busy 2-core machine.
BOARD_SECONDS = 60
# A board covers much of the canvas with tiles or cards: at least this many colours that each
# cover 40 pixels or more (a blank page has one or two; an error page a handful).
MIN_COLOURS = 40


class Site(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".wasm": "application/wasm"}

    def log_message(self, *args):
        pass


def serve(dist):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Site, directory=dist))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def browser():
    options = webdriver.ChromeOptions()
    for arg in ("--headless=new", "--no-sandbox", "--enable-unsafe-swiftshader", "--use-angle=swiftshader",
                "--window-size=1280,800", "--disable-dev-shm-usage"):
        options.add_argument(arg)
    options.binary_location = "/usr/bin/chromium"
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def colours(png):
    image = Image.open(io.BytesIO(png)).convert("RGB").quantize(colors=256, method=Image.Quantize.MEDIANCUT)
    counts = image.getcolors(256) or []
    return sum(1 for count, _ in counts if count >= 40)


def check(driver, base, game, title, shots):
    driver.get(f"{base}/index.html?game={game}&lang=en")
    deadline = time.monotonic() + BOARD_SECONDS
    problem, seen = None, 0
    while time.monotonic() < deadline:
        time.sleep(1)
        problem = driver.execute_script(
            "const n = document.getElementById('parlour-loading');"
            "return n && n.hasAttribute('data-problem') ? n.textContent : null;")
        if problem:
            break
        loading = driver.execute_script(
            "const n = document.getElementById('parlour-loading'); return !!n && n.style.display !== 'none';")
        if loading or driver.title != f"{title} · Parlour":
            continue
        png = driver.get_screenshot_as_png()
        seen = colours(png)
        if seen >= MIN_COLOURS:
            if shots:
                with open(f"{shots}/{game}.png", "wb") as f:
                    f.write(png)
            break
    errors = [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
    failures = []
    if problem:
        failures.append(f"the page says: {problem}")
    elif driver.title != f"{title} · Parlour":
        failures.append(f"title is {driver.title!r}, not the game's")
    elif seen < MIN_COLOURS:
        failures.append(f"the canvas shows {seen} colours, fewer than a board's {MIN_COLOURS}")
    failures += [f"console: {e[:300]}" for e in errors]
    return failures


def main():
    dist = sys.argv[1]
    shots = sys.argv[sys.argv.index("--shots") + 1] if "--shots" in sys.argv else None
    server = serve(dist)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    driver = browser()
    failed = False
    try:
        for game, title in GAMES:
            started = time.monotonic()
            failures = check(driver, base, game, title, shots)
            took = time.monotonic() - started
            if failures:
                failed = True
                print(f"FAIL {game} ({took:.1f} s): " + "; ".join(failures))
            else:
                print(f"ok   {game}: board on screen in {took:.1f} s")
    finally:
        driver.quit()
        server.shutdown()
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
