#!/usr/bin/env bash
# The hardening campaign of issue 22: kill -9 trials, hostile inputs
# through every reader and endpoint, a loopback load, and a fuzz run of
# every parser of outside input. Prints one CAMPAIGN line per part and
# one FUZZ line per target; docs/BENCHMARKS.md records them.
#
# Usage: bash bench/campaign.sh [PART...]   (parts: kill hostile load fuzz; all by default)
# Sizes: KILL_TRIALS (1000), LOAD (10m), FUZZTIME (10m a target),
# FUZZ_JOBS (2 targets at once, one worker each).
#
# New inputs the fuzzer found interesting are copied into each
# package's testdata/fuzz/, so the corpus grows with every campaign and
# every later `go test` replays it.
set -euo pipefail
cd "$(dirname "$0")/.."
parts=("$@")
[ ${#parts[@]} -eq 0 ] && parts=(kill hostile load fuzz)
want() { local p; for p in "${parts[@]}"; do [ "$p" = "$1" ] && return 0; done; return 1; }

campaign() {
  go test -tags campaign -count=1 -timeout 3h -run "^TestCampaign$1\$" -v ./cmd/storywire 2>&1 | tee "/tmp/campaign-$1.log" | grep -E 'CAMPAIGN|FAIL|--- ' || true
}
want kill && STORYWIRE_KILL_TRIALS="${KILL_TRIALS:-1000}" campaign Kill
want hostile && campaign Hostile
want load && STORYWIRE_LOAD="${LOAD:-10m}" campaign Load

if want fuzz; then
  targets=(
    "./article FuzzReadText" "./article FuzzReadHTML" "./article FuzzReadJSONL" "./article FuzzReadFeed"
    "./article FuzzReadWire" "./server FuzzPostBody" "./textproc FuzzNormalize" "./textproc FuzzSentences"
    "./textproc FuzzWordHashes" "./summarize FuzzSummarize" "./provenance FuzzCredits" "./align FuzzAlign" "./facts FuzzFacts"
    "./facts FuzzAliasReplace" "./story FuzzLoad"
  )
  cache=$(go env GOCACHE)/fuzz/github.com/storywire/storywire
  one() {
    local pkg=$1 name=$2 log=/tmp/fuzz-$2.log
    if ! grep -q "func $name(" "$pkg"/*_test.go 2>/dev/null; then echo "FUZZ $pkg $name: no such target"; return; fi
    local status=pass
    go test -run '^$' -fuzz "^$name\$" -fuzztime "${FUZZTIME:-10m}" -fuzzminimizetime 5s -parallel 1 "$pkg" >"$log" 2>&1 || status=FAIL
    local last; last=$(grep -E '^fuzz: elapsed: .*execs: [0-9]+' "$log" | tail -1)
    local execs=0 secs=1s
    if [ -n "$last" ]; then
      execs=$(sed -E 's/.*execs: ([0-9]+).*/\1/' <<<"$last")
      secs=$(sed -E 's/.*elapsed: ([0-9hms]+),.*/\1/' <<<"$last")
    fi
    if [ "$status" = FAIL ]; then grep -E -A3 -- '--- FAIL|Failing input' "$log" | sed 's/^/    /'; fi
    # keep the corpus: the inputs the run found interesting, small ones
    local dst="$pkg/testdata/fuzz/$name" src="$cache/${pkg#./}/$name" kept=0
    mkdir -p "$dst"
    if [ -d "$src" ]; then
      for f in "$src"/*; do
        [ -f "$f" ] && [ "$(stat -c %s "$f")" -le 16384 ] && [ ! -e "$dst/$(basename "$f")" ] && cp "$f" "$dst/" && kept=$((kept+1))
      done
    fi
    local n; n=$(sed -E 's/h/*3600+/; s/m/*60+/; s/s$//; s/\+$//' <<<"$secs")
    echo "FUZZ $pkg $name: $status, $execs execs in $secs ($(( execs / ($n) ))/s, one worker), corpus +$kept (now $(ls "$dst" | wc -l))"
  }
  i=0
  for t in "${targets[@]}"; do
    one $t &
    i=$((i+1))
    if [ $((i % ${FUZZ_JOBS:-2})) -eq 0 ]; then wait; fi
  done
  wait
fi
