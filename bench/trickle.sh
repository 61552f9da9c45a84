#!/bin/bash
# trickle.sh STORE BINARY K: serves a copy of STORE with BINARY, posts K
# batches of five short articles (POST /api/v1/articles), each followed
# by a cold read of a story page, and prints the collections the server's
# Go runtime ran meanwhile (GODEBUG=gctrace=1), the time taken, and the
# last collection's line: what a trickle of small writes costs the
# server beside its disk (each write re-takes the snapshot's reader).
set -euo pipefail
store=$1 sw=$2 k=$3
dir=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null; rm -rf "$dir"' EXIT
cp "$store" "$dir/s.db"
GODEBUG=gctrace=1 "$sw" serve --db "$dir/s.db" --addr 127.0.0.1:18199 --token tok > /dev/null 2> "$dir/gc.log" &
sleep 3
curl -s -o /dev/null http://127.0.0.1:18199/api/v1/stories
before=$(grep -c "^gc " "$dir/gc.log" || true)
start=$(date +%s.%N)
for i in $(seq 1 "$k"); do
  python3 -c "
import json
for j in range(5):
    print(json.dumps({'id': 't-%d-%d' % ($i, j), 'source': 'Trickle', 'text': 'Trickle item %d %d: the harbour board of district %d met on Tuesday about the new ferry timetable and the cost of fuel.' % ($i, j, $i % 50)}))" > "$dir/p.jsonl"
  curl -s -o /dev/null -X POST -H "Authorization: Bearer tok" --data-binary @"$dir/p.jsonl" http://127.0.0.1:18199/api/v1/articles
  curl -s -o /dev/null "http://127.0.0.1:18199/stories/$((i % 40 + 1))"
done
elapsed=$(echo "$(date +%s.%N) - $start" | bc)
after=$(grep -c "^gc " "$dir/gc.log" || true)
echo "$sw: $((after - before)) collections in $elapsed s; last: $(grep '^gc ' "$dir/gc.log" | tail -1)"
