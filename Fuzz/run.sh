#!/usr/bin/env bash
# Builds the fuzz targets (libFuzzer + AddressSanitizer) and runs each for SECONDS (default 30)
# on its seed corpus, one after another; a crash stops with libFuzzer's report and a non-zero
# status. New inputs found go to a scratch copy of the corpus, not to the repository.
#   Fuzz/run.sh [SECONDS] [TARGET...]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd -P)
seconds=${1:-30}
shift || true
# FuzzTiled is left out of the default list while its open finding stands (an input that
# takes over 120 s in the bilinear raster: docs/testing.md, Fuzz/Findings/); run it by name.
targets=${*:-FuzzImages FuzzKeyPaths FuzzTrees FuzzEmitter FuzzReplicators FuzzShapes FuzzText FuzzGradients FuzzKeyframes}
flags=(-c release --package-path "$here" --scratch-path "$here/.build-fuzz"
       -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -use-ld=lld -Xcc -fsanitize=fuzzer-no-link,address)
for t in $targets; do swift build "${flags[@]}" --product "$t" >&2; done
bin=$(swift build "${flags[@]}" --show-bin-path)
for t in $targets; do
    work=$(mktemp -d)
    log=$(mktemp)
    cp -r "$here/Corpus/$t/." "$work/" 2>/dev/null || true
    echo "fuzz $t: ${seconds}s" >&2
    status=0
    ASAN_OPTIONS=detect_leaks=0 "$bin/$t" -max_total_time="$seconds" -rss_limit_mb=4096 -timeout=120 \
        -print_final_stats=1 "$work" > "$log" 2>&1 || status=$?
    grep -E "^(stat::number_of_executed_units|stat::peak_rss_mb|Done)" "$log" >&2 || true
    if [ "$status" -ne 0 ]; then
        grep -E -A30 "==[0-9]+==ERROR|deadly signal|Test unit written" "$log" | head -60 >&2
        echo "fuzz $t failed (status $status)" >&2
        exit 1
    fi
    rm -rf "$work" "$log"
done
echo "fuzz: $(echo $targets | wc -w) targets, ${seconds}s each, no crash" >&2
