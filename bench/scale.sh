#!/usr/bin/env bash
# The crawl-scale comparison of docs/BENCHMARKS.md ("Crawl scale on Beam"):
# one input through the single binary (a fresh store: ingest, then the
# first stories) or through storywire-beam on Prism.
#
#   go build -o /tmp/storywire ./cmd/storywire
#   (cd beam && go build -o /tmp/storywire-beam ./cmd/storywire-beam)
#   /tmp/storywire eval fixture --events 690 --span 1500 --copies 8 > /tmp/in10k.jsonl
#   bash bench/scale.sh single /tmp/in10k.jsonl
#   bash bench/scale.sh beam /tmp/in10k.jsonl
set -euo pipefail
mode=$1 in=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
case $mode in
single)
  "${STORYWIRE:-/tmp/storywire}" ingest --db "$work/s.db" "$in" >/dev/null
  "${STORYWIRE:-/tmp/storywire}" stories --db "$work/s.db" >/dev/null ;;
beam)
  "${STORYWIRE_BEAM:-/tmp/storywire-beam}" --input "$in" --output "$work/run" 2>/dev/null ;;
*) echo "usage: scale.sh single|beam INPUT" >&2; exit 2 ;;
esac
