#!/usr/bin/env python3
"""Parlour's Klondike solver and lonelybot's side by side on Solvitaire-seeded deals.

Builds nothing: give it a built `lonecli` (lonelybot's command-line program, github.com/
vuonghy2442/lonelybot, `cargo build --release -p lonecli`) and a built `parlour` (by default
target/release/parlour). For each seed, `lonecli print solvitaire N` writes the deal, then both
programs solve it, one after the other (which one goes first alternates from deal to deal, so a
burst of load on this shared machine falls on both alike):

    parlour klondike solve --deal-json DEAL --draw D --limit-ms LIMIT --json
    lonecli solve solvitaire N D     (sent SIGINT, its own way to stop, after LIMIT)

Each time is the wall-clock time of the whole command, process start included. The table has,
per draw count: the verdicts that contradict each other (one says solvable, the other
unsolvable), the deals each left undecided, the median, 90th and 99th percentile (nearest rank)
and the total of the times. Standard library only.

    scripts/klondike_vs_lonelybot.py --lonecli /tmp/lonelybot/target/release/lonecli \
        --seeds 1-400 --draw 3 --draw 1
"""

import argparse
import json
import math
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time


def parse_seeds(text):
    """'1-400' or '1,5,9' or a mix: '1-10,20'."""
    seeds = []
    for part in text.split(","):
        if "-" in part:
            lo, hi = part.split("-", 1)
            seeds.extend(range(int(lo), int(hi) + 1))
        elif part:
            seeds.append(int(part))
    return seeds


def percentile(values, q):
    """Nearest-rank percentile: the smallest value at or above a fraction q of them."""
    ordered = sorted(values)
    rank = max(1, math.ceil(q * len(ordered)))
    return ordered[rank - 1]


def run_parlour(parlour, deal_path, draw, limit_s):
    """Parlour's verdict ('solvable', 'unsolvable', 'unknown'), moves and wall time in ms."""
    command = [
        parlour, "klondike", "solve", "--deal-json", deal_path, "--draw", str(draw),
        "--limit-ms", str(int(limit_s * 1000)), "--json",
    ]
    started = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    ms = (time.perf_counter() - started) * 1000
    if done.returncode != 0:
        sys.exit(f"parlour failed on {deal_path}: {done.stderr.strip()}")
    report = json.loads(done.stdout.strip().splitlines()[-1])
    return report["verdict"], report["moves"], ms


def run_lonelybot(lonecli, seed, draw, limit_s):
    """lonelybot's verdict in Parlour's words, and wall time in ms."""
    command = [lonecli, "solve", "solvitaire", str(seed), str(draw)]
    started = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                               text=True)
    try:
        out, _ = process.communicate(timeout=limit_s)
    except subprocess.TimeoutExpired:
        # lonecli stops its search on SIGINT and prints "Terminated".
        process.send_signal(signal.SIGINT)
        out, _ = process.communicate()
    ms = (time.perf_counter() - started) * 1000
    lines = out.splitlines()
    if any(line.startswith("Solvable") for line in lines):
        verdict = "solvable"
    elif "Impossible" in lines:
        verdict = "unsolvable"
    else:
        verdict = "unknown"
    return verdict, ms


def print_deal(lonecli, seed, path):
    """Writes Solvitaire deal `seed` as lonelybot deals it, in Solvitaire's JSON."""
    done = subprocess.run([lonecli, "print", "solvitaire", str(seed)], capture_output=True,
                          text=True, check=True)
    with open(path, "w", encoding="utf-8") as out:
        out.write(done.stdout)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lonecli", required=True, help="path of a built lonecli")
    parser.add_argument("--parlour", default="target/release/parlour",
                        help="path of a built parlour (default: %(default)s)")
    parser.add_argument("--seeds", default="1-400", help="Solvitaire seeds, e.g. 1-400")
    parser.add_argument("--draw", type=int, action="append", choices=(1, 3),
                        help="draw count; give it twice for both (default: 3 then 1)")
    parser.add_argument("--limit-s", type=float, default=5.0, help="seconds per deal and solver")
    parser.add_argument("--csv", help="also write one line per deal and draw to this file")
    args = parser.parse_args()
    seeds = parse_seeds(args.seeds)
    draws = args.draw or [3, 1]
    rows = []
    with tempfile.TemporaryDirectory() as scratch:
        deal_path = os.path.join(scratch, "deal.json")
        for draw in draws:
            for i, seed in enumerate(seeds):
                print_deal(args.lonecli, seed, deal_path)
                if i % 2 == 0:
                    p_verdict, moves, p_ms = run_parlour(args.parlour, deal_path, draw, args.limit_s)
                    l_verdict, l_ms = run_lonelybot(args.lonecli, seed, draw, args.limit_s)
                else:
                    l_verdict, l_ms = run_lonelybot(args.lonecli, seed, draw, args.limit_s)
                    p_verdict, moves, p_ms = run_parlour(args.parlour, deal_path, draw, args.limit_s)
                if p_verdict == "solvable" and not moves:
                    sys.exit(f"seed {seed} draw {draw}: solvable without a solution")
                rows.append((draw, seed, p_verdict, p_ms, l_verdict, l_ms))
                print(f"draw {draw} seed {seed}: parlour {p_verdict} {p_ms:.1f} ms, "
                      f"lonelybot {l_verdict} {l_ms:.1f} ms", file=sys.stderr, flush=True)
    if args.csv:
        with open(args.csv, "w", encoding="utf-8") as out:
            out.write("draw,seed,parlour,parlour_ms,lonelybot,lonelybot_ms\n")
            for row in rows:
                out.write("{},{},{},{:.2f},{},{:.2f}\n".format(*row))
    print(f"{len(seeds)} Solvitaire seeds {args.seeds}, {args.limit_s:g} s per deal and solver; "
          "each cell Parlour / lonelybot")
    print()
    print("| draw | disagreements | undecided Parlour / lonelybot | median ms | p90 ms | p99 ms "
          "| total s |")
    print("|---|---|---|---|---|---|---|")
    for draw in draws:
        mine = [r for r in rows if r[0] == draw]
        contra = [r[1] for r in mine if {r[2], r[4]} == {"solvable", "unsolvable"}]
        p_unknown = [r[1] for r in mine if r[2] == "unknown"]
        l_unknown = [r[1] for r in mine if r[4] == "unknown"]
        p_ms = [r[3] for r in mine]
        l_ms = [r[5] for r in mine]

        def pair(f, fmt):
            return f"{fmt.format(f(p_ms))} / {fmt.format(f(l_ms))}"

        print(f"| {draw} | {len(contra)} | {len(p_unknown)} / {len(l_unknown)} "
              f"| {pair(statistics.median, '{:.1f}')} "
              f"| {pair(lambda v: percentile(v, 0.9), '{:.0f}')} "
              f"| {pair(lambda v: percentile(v, 0.99), '{:,.0f}')} "
              f"| {pair(lambda v: sum(v) / 1000, '{:.1f}')} |")
        if contra:
            print(f"  draw {draw}: verdicts contradict on seeds {contra}")
        print(f"  draw {draw}: undecided by Parlour {p_unknown}, by lonelybot {l_unknown}")
    disagreements = sum(1 for r in rows if {r[2], r[4]} == {"solvable", "unsolvable"})
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main())
