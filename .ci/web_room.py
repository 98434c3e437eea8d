"""A browser seat at a room with desktop seats: the room server serves the built site (--web-root)
and its rooms on one loopback port; three desktop bot clients (`parlour mahjong connect`) and a
headless Chromium page opened on the room's link with `autoplay=medium` play one round (East
only) to its end, and the four seats must agree on the final scores.

    web_room.py DIST [--bin DIR] [--shot FILE] [--keep-room] [--rounds N] [--reload]

DIST is a trunk-built site; DIR holds the native `parlour` and `parlour-server` binaries (default
target/debug, as `cargo test` builds them). The bots print their seat and the scores as JSON when
the game is over; the page says the end of the game in its status line, which is also its live
region for screen readers (`#parlour-status`): "Game over. Final scores from seat 1 to seat 4:
a / b / c / d. You were seat N." (the page is opened with lang=en). The script watches that
element from the moment the page loads, so a later message cannot hide it.

--shot FILE saves a screenshot of the page in the middle of the game. --keep-room leaves the
fourth seat to another client (a desktop window opened with `parlour --room CODE`, for a
screenshot of both; the code is printed first): the maker starts when it sits down, and its seat
is not checked. --rounds N plays N rounds (1 to 4) instead of one, for a longer game to look at.
--reload opens the room link again RELOAD_AFTER seconds into the game: it must take its seat back with
the seat token it kept in IndexedDB (a new seat is refused once the game has started), so the
final scores still reach it.

Everything listens on 127.0.0.1 only. Hard time limits (SERVER_SECONDS for the server to open
its port, ROUND_SECONDS from then to the last result) bound the whole run;
every process started is ended on the way out. Exits 0 when the seats agree, 1 with the reason.
Needs selenium (the caller's venv) and Debian's chromium and chromium-driver.
"""

import json
import os
import re
import subprocess
import sys
import threading
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

# From the server listening to the last seat's result: loading a debug build of the site on a
# busy 2-core machine takes up to a minute, and the round itself under one.
ROUND_SECONDS = 300
# With --reload: seconds after the game's start when the page is reloaded.
RELOAD_AFTER = 3
# With --shot: seconds after the game's start when the page is photographed.
SHOT_AFTER = 6
# How long the server has to say where it listens: it compresses the web root before it opens
# the port, and a debug build's wasm is tens of MiB.
SERVER_SECONDS = 240
RESULT = re.compile(
    r"Game over\. Final scores from seat 1 to seat 4: (-?\d+) / (-?\d+) / (-?\d+) / (-?\d+)\. "
    r"You were seat (\d)\."
)
# Collects every text the status line shows, from the moment this runs.
WATCH_STATUS = """
window.__parlourSaid = window.__parlourSaid || [];
const watch = () => {
  const node = document.getElementById('parlour-status');
  if (!node) { setTimeout(watch, 100); return; }
  new MutationObserver(() => window.__parlourSaid.push(node.textContent)).observe(
    node, {childList: true, characterData: true, subtree: true});
};
watch();
"""


class Failure(Exception):
    pass


class Lines:
    """A child process's output, read line by line on a thread of its own."""

    def __init__(self, stream):
        self.lines = []
        self.done = threading.Event()
        threading.Thread(target=self._read, args=(stream,), daemon=True).start()

    def _read(self, stream):
        for line in iter(stream.readline, ""):
            self.lines.append(line.rstrip("\n"))
        self.done.set()

    def wait_for(self, pattern, seconds, what):
        deadline = time.monotonic() + seconds
        regex = re.compile(pattern)
        while time.monotonic() < deadline:
            for line in list(self.lines):
                match = regex.search(line)
                if match:
                    return match
            if self.done.is_set():
                break
            time.sleep(0.05)
        raise Failure(f"no {what} within {seconds} s; output so far: {self.tail()}")

    def tail(self, n=8):
        return " | ".join(self.lines[-n:]) or "(nothing)"


def browser():
    options = webdriver.ChromeOptions()
    for arg in ("--headless=new", "--no-sandbox", "--enable-unsafe-swiftshader", "--use-angle=swiftshader",
                "--window-size=1280,800", "--disable-dev-shm-usage"):
        options.add_argument(arg)
    options.binary_location = "/usr/bin/chromium"
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def start(args, **kwargs):
    return subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **kwargs)


def bot_result(name, process, out, deadline):
    """A bot's final line: {"room", "seat", "scores", "hands"}."""
    try:
        process.wait(timeout=max(1.0, deadline - time.monotonic()))
    except subprocess.TimeoutExpired:
        raise Failure(f"{name} did not finish within {ROUND_SECONDS} s: {out.tail()}")
    out.done.wait(5)
    if process.returncode != 0:
        raise Failure(f"{name} failed (exit {process.returncode}): {out.tail()}")
    for line in reversed(out.lines):
        if line.startswith("{"):
            return json.loads(line)
    raise Failure(f"{name} printed no result: {out.tail()}")


def play(dist, bin_dir, shot, keep_room, rounds, reload, processes):
    server = start([os.path.join(bin_dir, "parlour-server"), "--bind", "127.0.0.1", "--port", "0",
                    "--web-root", dist, "--log-format", "text", "--no-sync"])
    processes.append(server)
    server_log = Lines(server.stderr)
    Lines(server.stdout)
    addr = server_log.wait_for(r"listening on (127\.0\.0\.1:\d+)", SERVER_SECONDS,
                               "'listening on' line from parlour-server").group(1)
    deadline = time.monotonic() + ROUND_SECONDS
    parlour = os.path.join(bin_dir, "parlour")
    timeout = str(ROUND_SECONDS)
    maker = start([parlour, "mahjong", "connect", addr, "--new-room", "--rounds", str(rounds), "--bot", "easy",
                   "--name", "Maker", "--timeout", timeout])
    processes.append(maker)
    maker_out = Lines(maker.stdout)
    maker_err = Lines(maker.stderr)
    code = maker_out.wait_for(r"^room ([A-Z0-9]{4}-[A-Z0-9]{4})$", 30, "room code from the maker").group(1)
    print(f"room {code} on {addr}", flush=True)
    bots = [("maker", maker, maker_out, maker_err)]
    for i in range(1, 2 if keep_room else 3):
        guest = start([parlour, "mahjong", "connect", addr, "--room", code, "--bot", "medium",
                       "--name", f"Guest {i}", "--timeout", timeout])
        processes.append(guest)
        bots.append((f"guest {i}", guest, Lines(guest.stdout), Lines(guest.stderr)))

    driver = browser()
    processes.append(driver)
    driver.set_page_load_timeout(120)
    link = f"http://{addr}/?room={code}&autoplay=medium&lang=en"
    driver.get(link)
    driver.execute_script(WATCH_STATUS)
    if keep_room:
        print(f"one seat left for another client: parlour --room {code}", flush=True)
    result, shot_taken, last_said, started_at, reloaded = None, False, "", None, False
    while result is None:
        if time.monotonic() > deadline:
            raise Failure(f"the page showed no final scores within {ROUND_SECONDS} s; its status line "
                          f"last said {last_said!r}; server log: {server_log.tail()}")
        problem = driver.execute_script(
            "const n = document.getElementById('parlour-loading');"
            "return n && n.hasAttribute('data-problem') ? n.textContent : null;")
        if problem:
            raise Failure(f"the page could not start: {problem}")
        said = driver.execute_script("return window.__parlourSaid || [];")
        current = driver.execute_script(
            "const n = document.getElementById('parlour-status'); return n ? n.textContent : '';")
        for text in said + [current]:
            last_said = text or last_said
            match = RESULT.search(text or "")
            if match:
                result = match
        if reload and not reloaded:
            if started_at is None and any("started" in line for line in server_log.lines):
                started_at = time.monotonic()
            if started_at is not None and time.monotonic() > started_at + RELOAD_AFTER:
                # The page's seat goes to a computer player until the page is back with its
                # kept token; a page that took a new seat would be turned away (the game has
                # started) and show no final scores.
                # The room link again, not a refresh: the app has put ?game=mahjong in the
                # address by now, without the room (see the report of issue 36).
                driver.get(link)
                driver.execute_script(WATCH_STATUS)
                reloaded = True
                print("the page reloaded mid-game", flush=True)
        if shot and not shot_taken:
            if started_at is None and any("started" in line for line in server_log.lines):
                started_at = time.monotonic()
            if started_at is not None and time.monotonic() > started_at + SHOT_AFTER:
                driver.save_screenshot(shot)
                shot_taken = True
        time.sleep(0.25)
    page_scores = [int(result.group(i)) for i in range(1, 5)]
    page_seat = int(result.group(5)) - 1
    results = [bot_result(name, p, out, deadline) for name, p, out, _ in bots]
    errors = [e["message"] for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    seats = sorted([r["seat"] for r in results] + [page_seat])
    problems = []
    if not keep_room and seats != [0, 1, 2, 3]:
        problems.append(f"the seats were {seats}, not one each")
    for (name, *_), r in zip(bots, results):
        if r["room"] != code:
            problems.append(f"{name} played room {r['room']}, not {code}")
        if r["scores"] != page_scores:
            problems.append(f"{name} (seat {r['seat'] + 1}) has scores {r['scores']}, the page {page_scores}")
    problems += [f"page console: {e[:300]}" for e in errors]
    if problems:
        raise Failure("; ".join(problems))
    return page_scores, page_seat, results[0]["hands"]


def main():
    dist = os.path.abspath(sys.argv[1])
    bin_dir = sys.argv[sys.argv.index("--bin") + 1] if "--bin" in sys.argv else "target/debug"
    shot = sys.argv[sys.argv.index("--shot") + 1] if "--shot" in sys.argv else None
    keep_room = "--keep-room" in sys.argv
    for name in ("parlour", "parlour-server"):
        if not os.access(os.path.join(bin_dir, name), os.X_OK):
            print(f"FAIL: no {bin_dir}/{name}; build it with cargo build --bin {name}")
            sys.exit(1)
    rounds = int(sys.argv[sys.argv.index("--rounds") + 1]) if "--rounds" in sys.argv else 1
    processes = []
    started = time.monotonic()
    try:
        scores, seat, hands = play(dist, bin_dir, shot, keep_room, rounds, "--reload" in sys.argv, processes)
        print(f"ok   the game in {time.monotonic() - started:.1f} s ({hands} hands): the page (seat "
              f"{seat + 1}) and the three bots agree on the scores {scores}")
    except Failure as failure:
        print(f"FAIL after {time.monotonic() - started:.1f} s: {failure}")
        sys.exit(1)
    finally:
        for process in reversed(processes):
            if isinstance(process, subprocess.Popen):
                if process.poll() is None:
                    process.kill()
                process.wait()
            else:
                process.quit()


if __name__ == "__main__":
    main()
