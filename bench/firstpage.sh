#!/usr/bin/env bash
# The cold story page of docs/BENCHMARKS.md: start a read-only server on
# STORE, wait until it answers its story list, then time one page of
# story ID (curl's time_total). Run it several times: each start is a
# new process.
#
#   bash bench/firstpage.sh /tmp/storywire /tmp/m1/run1.db 4
set -euo pipefail
bin=$1 store=$2 id=$3
port=$((18000 + RANDOM % 1000))
"$bin" serve -read-only --db "$store" --addr "127.0.0.1:$port" >/dev/null 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null || true' EXIT
until curl -sf -o /dev/null "http://127.0.0.1:$port/"; do sleep 0.05; done
curl -s -o /dev/null -w "%{http_code} %{time_total}\n" "http://127.0.0.1:$port/stories/$id"
