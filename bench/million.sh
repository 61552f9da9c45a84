#!/usr/bin/env bash
# The million-article ingest of docs/BENCHMARKS.md ("A million articles"):
# one storywire ingest of INPUT into a fresh store DIR/NAME.db, the
# articles stored sampled every 10 s (sqlite3 -readonly), then the
# process's wall time, CPU and peak RSS (/usr/bin/time -v) and the rate
# at the margin: from the first sample at 860,000 stored or more to the
# last at 990,000 or fewer. Needs sqlite3 and GNU time.
#
#   go build -o /tmp/storywire ./cmd/storywire
#   /tmp/storywire eval fixture --events 69000 --span 15000 --copies 8 > /tmp/f1m.jsonl
#   bash bench/million.sh /tmp/storywire /tmp/f1m.jsonl /tmp/m1 run1
#
# Nothing else should run on the machine meanwhile; the store is kept
# for the story-page check (bench/firstpage.sh).
set -euo pipefail
bin=$1 in=$2 dir=$3 name=$4
mkdir -p "$dir"
db=$dir/$name.db
rm -f "$db" "$db-wal" "$db-shm" "$dir/$name.samples"
start=$(date +%s)
GODEBUG=gctrace=1 /usr/bin/time -v "$bin" ingest --db "$db" "$in" >"$dir/$name.out" 2>"$dir/$name.err" &
pid=$!
sleep 5
while kill -0 "$pid" 2>/dev/null; do
  n=$(sqlite3 -readonly "$db" "select max(seq) from articles" 2>/dev/null || true)
  echo "$(($(date +%s) - start)) $n" >>"$dir/$name.samples"
  sleep 10
done
wait "$pid"
grep -E "Elapsed|Maximum resident|User time|System time" "$dir/$name.err"
awk '$2>=860000 && !a {a=$1; an=$2} $2<=990000 {b=$1; bn=$2}
  END {if (!a || b <= a) {print "margin: no samples from 860,000 to 990,000 stored"; exit}
       printf "margin %d -> %d in %d s: %.0f/s\n", an, bn, b-a, (bn-an)/(b-a)}' "$dir/$name.samples"
