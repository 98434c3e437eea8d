"""Measures the browser build for BENCHMARKS.md: how long until the first frame and until a board
is on screen, and the longest task on the page's thread while games are dealt and solved.

    python tools/web_measure.py DIST [GAME ...]

Serves DIST on loopback and opens each game (default: all six) in headless Chromium with software
WebGL (SwiftShader). Times count from the start of the navigation (the page's clock). "First
frame" is when the app has set the page's title (it does so in its
first frames); "board" is when the canvas shows many colours (as .ci/web_smoke.py checks). Then it
presses F2 (new game) five times, a second apart, and reports the longest task the browser saw on
the page's thread ("longtask" entries: every task over 50 ms is one). Needs selenium and Pillow.
"""

import sys
import time

sys.path.insert(0, ".ci")
from web_smoke import GAMES, MIN_COLOURS, browser, colours, serve  # noqa: E402

from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402

WATCH_LONG_TASKS = """
window.__long = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__long.push(entry.duration);
}).observe({ type: 'longtask', buffered: true });
"""


def measure(driver, base, game, title):
    driver.get(f"{base}/index.html?game={game}&lang=en")
    opened = time.monotonic()
    driver.execute_script(WATCH_LONG_TASKS)
    first_frame = board = None
    # Times from the page's own clock: milliseconds since the navigation started.
    since_start = lambda: driver.execute_script("return performance.now()") / 1000  # noqa: E731
    while time.monotonic() - opened < 60:
        if first_frame is None and driver.title == f"{title} · Parlour":
            first_frame = since_start()
        if first_frame is not None and colours(driver.get_screenshot_as_png()) >= MIN_COLOURS:
            board = since_start()
            break
        time.sleep(0.1)
    load_tasks = driver.execute_script("return window.__long.slice()")
    driver.execute_script("window.__long = [];")
    canvas = driver.find_element("id", "parlour_canvas")
    ActionChains(driver).move_to_element(canvas).click().perform()
    for _ in range(5):
        ActionChains(driver).send_keys(Keys.F2).perform()
        time.sleep(1)
    play_tasks = driver.execute_script("return window.__long.slice()")
    return first_frame, board, max(load_tasks, default=0), max(play_tasks, default=0), len(play_tasks)


def main():
    dist = sys.argv[1]
    wanted = sys.argv[2:] or [g for g, _ in GAMES]
    server = serve(dist)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    driver = browser()
    try:
        print("| game | first frame | board on screen | longest task while loading | longest task over 5 new games (tasks over 50 ms) |")
        print("|---|---|---|---|---|")
        for game, title in GAMES:
            if game not in wanted:
                continue
            first, board, load, play, count = measure(driver, base, game, title)
            fmt = lambda s: "-" if s is None else f"{s:.2f} s"  # noqa: E731
            print(f"| {game} | {fmt(first)} | {fmt(board)} | {load:.0f} ms | {play:.0f} ms ({count}) |")
    finally:
        driver.quit()
        server.shutdown()


if __name__ == "__main__":
    main()
