"""The Klondike solver in the browser against native, for BENCHMARKS.md (issue 34: the bench deals
in the browser within 2.5x of native).

    python tools/klondike_wasm_bench.py [DEALS] [MAX_NODES]

Builds the solver's profile example (crates/parlour-rules/examples/klondike_profile.rs) twice in
the release profile: natively, and for wasm32-wasip1 (`rustup target add wasm32-wasip1`). Runs
Parlour's own deals 1-DEALS (default 300) of each draw mode, each search bounded by MAX_NODES
positions (default 2,000,000) instead of a clock, so both do exactly the same work (the script
checks that every deal's verdict and position count agree), natively and in headless Chromium's
WebAssembly engine (tools/wasi_page.html supplies the few WASI calls the program makes). Prints
the total and median time per draw mode and the ratio. Needs selenium (the venv .ci/web makes).
"""

import os
import statistics
import subprocess
import sys
import time

sys.path.insert(0, ".ci")
from web_smoke import browser, serve  # noqa: E402

EXAMPLE = ["-p", "parlour-rules", "--example", "klondike_profile"]
WASM = "target/wasm32-wasip1/release/examples/klondike_profile.wasm"


def rows(csv_text):
    """The example's CSV as {seed: (verdict, ms, nodes)}."""
    out = {}
    for line in csv_text.strip().splitlines()[1:]:
        f = line.split(",")
        out[int(f[0])] = (f[1], float(f[2]), int(f[3]))
    return out


def run_in_browser(driver, base, args):
    query = "&".join(["wasm=/" + WASM] + [f"arg={a}" for a in args])
    driver.get(f"{base}/tools/wasi_page.html?{query}")
    started = time.monotonic()
    while time.monotonic() - started < 1800:
        title = driver.title
        if title == "done":
            return driver.find_element("id", "out").text
        if title.startswith("failed"):
            sys.exit(f"the browser run {title}")
        time.sleep(0.5)
    sys.exit("the browser run took over 30 minutes")


def main():
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    max_nodes = sys.argv[2] if len(sys.argv) > 2 else "2000000"
    for target in ([], ["--target", "wasm32-wasip1"]):
        subprocess.run(["cargo", "build", "--release", *target, *EXAMPLE], check=True)
    server = serve(os.getcwd())
    base = f"http://127.0.0.1:{server.server_address[1]}"
    driver = browser()
    try:
        for draw in ("1", "3"):
            args = ["own", f"1-{deals}", draw, "0", max_nodes]
            native = rows(subprocess.run(["target/release/examples/klondike_profile", *args],
                                         check=True, capture_output=True, text=True).stdout)
            web = rows(run_in_browser(driver, base, args))
            differ = [s for s in native if native[s][0] != web.get(s, ("",))[0]
                      or native[s][2] != web[s][2]]
            if differ or len(web) != len(native):
                sys.exit(f"draw {draw}: the two runs searched differently on deals {differ[:10]}")
            n_total = sum(r[1] for r in native.values())
            w_total = sum(r[1] for r in web.values())
            n_med = statistics.median(r[1] for r in native.values())
            w_med = statistics.median(r[1] for r in web.values())
            verdicts = {v: sum(1 for r in native.values() if r[0] == v)
                        for v in ("solvable", "unsolvable", "unknown")}
            print(f"draw {draw}: {deals} deals ({verdicts}), at most {max_nodes} positions each: "
                  f"native {n_total / 1e3:.2f} s (median {n_med:.2f} ms), "
                  f"Chromium {w_total / 1e3:.2f} s (median {w_med:.2f} ms): "
                  f"{w_total / n_total:.2f}x in total")
    finally:
        driver.quit()
        server.shutdown()


if __name__ == "__main__":
    main()
