#!/bin/bash
# bulkpost.sh STORE N [BINARY]: serves a copy of STORE, POSTs N
# near-identical tiny articles in one request, and meanwhile fetches
# story pages in a loop, each story's page once (the first 200 stories
# of the list, then again from the first: a page no reader has asked for
# since the write began is built for the reader); prints the POST's
# time and the reads' latencies. What a reader waits for while one large
# POST is ingested (issue 18).
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
curl -s "http://127.0.0.1:18199/api/v1/stories?per_page=200" |
  python3 -c "import json,sys; print('\n'.join(str(s['id']) for s in json.load(sys.stdin)['stories']))" > "$dir/ids.txt"
( curl -s -o /dev/null -w "POST %{time_total}\n" -X POST -H "Authorization: Bearer tok" \
    --data-binary @"$dir/bulk.jsonl" http://127.0.0.1:18199/api/v1/articles > "$dir/post.txt"; touch "$dir/done" ) &
sleep 0.5
while [ ! -f "$dir/done" ]; do
  for id in $(cat "$dir/ids.txt"); do
    [ -f "$dir/done" ] && break
    curl -s -o /dev/null -w "%{http_code} %{time_total}\n" "http://127.0.0.1:18199/stories/$id" >> "$dir/reads.txt"
  done
done
cat "$dir/post.txt"
python3 -c "
rs = [l.split() for l in open('$dir/reads.txt')]
bad = sum(1 for c, _ in rs if c != '200')
r = sorted(float(t) for _, t in rs)
print('reads %d (not 200: %d), p50 %.3f s, p99 %.3f s, max %.3f s' % (len(r), bad, r[len(r)//2], r[int(len(r)*0.99)], r[-1]))"
