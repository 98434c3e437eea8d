#!/usr/bin/env bash
# Idle cost of the release binary under a virtual display (Xvfb, Mesa llvmpipe): resident memory
# and CPU ticks (1/100 s) over 10 s with nothing happening. Usage: tools/measure_idle.sh BINARY [GAME]
# Needs Xvfb (Debian: xvfb); Linux only, since it reads /proc.
set -euo pipefail
bin=$1; game=${2:-solitaire}
display=:$((200 + RANDOM % 50))
Xvfb $display -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 & xvfb=$!
sleep 1
export DISPLAY=$display XDG_RUNTIME_DIR=$(mktemp -d); chmod 700 $XDG_RUNTIME_DIR
cfg=$(mktemp -d)
$bin --config-dir $cfg --game $game >/dev/null 2>&1 & app=$!
sleep 8
t0=$(awk '{print $14+$15}' /proc/$app/stat)
sleep 10
t1=$(awk '{print $14+$15}' /proc/$app/stat)
echo "game=$game rss: $(grep VmRSS /proc/$app/status | awk '{print $2/1024 " MiB"}')  cpu ticks over 10 s idle: $((t1-t0)) (of 1000)"
kill $app $xvfb
