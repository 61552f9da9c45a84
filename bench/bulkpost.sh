#!/bin/bash
# bulkpost.sh STORE N [BINARY]: serves a copy of STORE, POSTs N
# near-identical tiny articles in one request, and meanwhile fetches
# /stories/1 in a loop; prints the POST's time and the reads' latencies.
# What a reader waits for while one large POST is ingested (issue 18).
set -euo pipefail
store=$1 n=$2 sw=${3:-storywire}
dir=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null; rm -rf "$dir"' EXIT
cp "$store" "$dir/s.db"
python3 -c "
import json, sys
for i in range($n):
    print(json.dumps({'id': 'bulk-%06d' % i, 'source': 'Bulk Wire',
        'text': 'Bulk item %d: the council of district %d met on Tuesday to discuss the budget for roads and schools.' % (i, i % 97)}))
" > "$dir/bulk.jsonl"
"$sw" serve --db "$dir/s.db" --addr 127.0.0.1:18199 --token tok > /dev/null 2>&1 &
sleep 3
curl -s -o /dev/null http://127.0.0.1:18199/api/v1/stories
( curl -s -o /dev/null -w "POST %{time_total}\n" -X POST -H "Authorization: Bearer tok" \
    --data-binary @"$dir/bulk.jsonl" http://127.0.0.1:18199/api/v1/articles > "$dir/post.txt"; touch "$dir/done" ) &
sleep 0.5
while [ ! -f "$dir/done" ]; do
  curl -s -o /dev/null -w "%{time_total}\n" http://127.0.0.1:18199/stories/1 >> "$dir/reads.txt"
done
cat "$dir/post.txt"
python3 -c "
r = sorted(float(l) for l in open('$dir/reads.txt'))
print('reads %d, p50 %.3f s, max %.3f s' % (len(r), r[len(r)//2], r[-1]))"
