#!/usr/bin/env bash
# Story clustering, storywire beside its peer, on every dev set and on all
# of them as one stream (issue 5). Needs ../shared/data and Debian's
# python3-sklearn (apt-get install python3-sklearn) for the peer.
# Usage: bash bench/cluster.sh
set -euo pipefail
cd "$(dirname "$0")/.."
data=../shared/data
go build -o /tmp/storywire-bench ./cmd/storywire
sets=(duc2003 tac2011 multinews-val250 ecbplus meter-dev)
for s in "${sets[@]}"; do
  echo "== $s"
  /tmp/storywire-bench eval cluster --online --data "$data/$s/articles.jsonl" --json | tr -d '\n ' ; echo "  (storywire, online)"
  /tmp/storywire-bench eval cluster --data "$data/$s/articles.jsonl" --json | tr -d '\n ' ; echo "  (storywire, as stories gives them: online, then the batch pass)"
  /usr/bin/python3 bench/cluster_baseline.py "$data/$s/articles.jsonl"
done
echo "== all five as one stream"
args=(); files=()
for s in "${sets[@]}"; do args+=(--data "$data/$s/articles.jsonl"); files+=("$data/$s/articles.jsonl"); done
/tmp/storywire-bench eval cluster --online "${args[@]}" --json | tr -d '\n '; echo "  (storywire, online)"
/tmp/storywire-bench eval cluster "${args[@]}" --json | tr -d '\n '; echo "  (storywire, as stories gives them: online, then the batch pass)"
/usr/bin/python3 bench/cluster_baseline.py "${files[@]}"
