#!/bin/bash
# articles.sh BINARY [BINARY2]: builds a store of the bundled examples
# and 2,000 copies of one of their wire texts (a word inserted in each,
# so that they are one story of copies), serves it with each binary in
# turn, three rounds, and prints the latency of 200 reads of the JSON of
# that story's articles (GET /api/v1/articles/ID, one connection): what
# an article costs in a story of thousands (issue 18).
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null; rm -rf "$dir"' EXIT
python3 - "$dir/copies.jsonl" <<'PY'
import json, random, sys
text = open('examples/meridian-wire-1.txt').read()
random.seed(1)
with open(sys.argv[1], 'w') as f:
    for i in range(2000):
        w = text.split()
        w[random.randrange(len(w))] += ' indeed'
        f.write(json.dumps({'id': 'copy-%04d' % i, 'source': 'Outlet %d' % (i % 300),
                            'date': '2026-03-%02d' % (1 + i % 28), 'text': ' '.join(w)}) + '\n')
PY
"$1" ingest --db "$dir/s.db" examples "$dir/copies.jsonl" > /dev/null 2>&1
urls() { for i in $(seq 1 200); do printf "http://127.0.0.1:$1/api/v1/articles/copy-%04d " $((i * 7 % 2000)); done; }
for round in 1 2 3; do
  port=18230
  for sw in "$@"; do
    port=$((port + 1))
    cp "$dir/s.db" "$dir/$port.db"
    "$sw" serve --db "$dir/$port.db" --addr 127.0.0.1:$port > /dev/null 2>&1 &
    pid=$!
    sleep 2
    curl -s -w "%{stderr}%{time_total}\n" $(urls $port) 2>&1 > /dev/null | sort -n |
      awk -v b="$sw" -v r=$round '{t[NR] = $1} END {printf "round %d %s: 200 reads, median %.2f ms, max %.1f ms (the first read of the story)\n", r, b, 1000 * t[int(NR / 2)], 1000 * t[NR]}'
    kill $pid; wait $pid 2>/dev/null || true
    rm -f "$dir/$port.db"*
  done
done
