#!/bin/sh
# Instructions per frame of layerbench scenes, counted by callgrind: the count for LONG frames
# minus the count for SHORT frames, over the difference (start-up and warm-up cancel out).
# Counts are repeatable for the same binary and inputs, whatever else the machine is doing.
#   scripts/frame-instructions.sh [BIN] SCENE...   (BIN defaults to .build/release/layerbench)
set -eu
bin=.build/release/layerbench
case "${1:-}" in */*) bin=$1; shift ;; esac
long=${LONG:-40} short=${SHORT:-10}
# valgrind cannot read the DWARF that Swift emits: count on a stripped copy.
stripped=$(mktemp); trap 'rm -f "$stripped"' EXIT
strip -o "$stripped" "$bin"; bin=$stripped
count() { # scene frames
    out=$(mktemp)
    valgrind --tool=callgrind --callgrind-out-file="$out" "$bin" --bands 1 --warmup 0 \
        --no-reference --frames "$2" --scene "$1" >/dev/null 2>&1
    total=$(callgrind_annotate "$out" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }')
    rm -f "$out"
    echo "$total"
}
for scene in "$@"; do
    a=$(count "$scene" "$long"); b=$(count "$scene" "$short")
    awk -v s="$scene" -v a="$a" -v b="$b" -v n=$((long - short)) \
        'BEGIN { printf "%s %.3f M instructions/frame\n", s, (a - b) / n / 1e6 }'
done
