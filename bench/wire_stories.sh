#!/usr/bin/env bash
# Stories of a wire's raw files, with and without the newspaper texts
# written from them: meter-dev's raw PA files (their headers give each
# take its catch-line) and its newspaper texts, ingested into fresh
# stores and scored by B-cubed against the METER story folders (a PA
# file's folder; a newspaper text's cluster label). Needs ../shared/data.
# Usage: bash bench/wire_stories.sh [STORYWIRE_BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."
data=../shared/data/meter-dev
bin=${1:-}
if [ -z "$bin" ]; then
  bin=/tmp/storywire-wire-bench
  go build -o "$bin" ./cmd/storywire
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
grep '"id": "NP/' "$data/articles.jsonl" > "$tmp/np.jsonl"
score() {
  /usr/bin/python3 - "$1" <<'PY'
import collections, os, sqlite3, sys
db = sqlite3.connect("file:%s?mode=ro" % sys.argv[1], uri=True)
label = dict(db.execute("select seq, min(label) from labels group by seq"))
gold, pred = {}, {}
for seq, path, story in db.execute("select a.seq, a.orig_path, s.story from articles a join story_of s on s.seq = a.seq"):
    gold[seq] = label.get(seq) or "/".join(os.path.dirname(path).split("/")[-3:])
    pred[seq] = story if story >= 0 else "page-%d" % seq
byp, byg = collections.Counter(pred.values()), collections.Counter(gold.values())
both = collections.Counter((pred[s], gold[s]) for s in gold)
p = sum(k * k / byp[ps] for (ps, g), k in both.items()) / len(gold)
r = sum(k * k / byg[g] for (ps, g), k in both.items()) / len(gold)
print("texts %d stories %d (folders %d): B-cubed P %.4f R %.4f F1 %.4f" % (len(gold), len(byp), len(byg), p, r, 2 * p * r / (p + r)))
PY
}
echo -n "raw PA files alone:          "
"$bin" ingest --db "$tmp/pa.db" "$data/raw-pa" >/dev/null 2>&1
score "$tmp/pa.db"
echo -n "raw PA files and newspapers: "
"$bin" ingest --db "$tmp/mix.db" "$data/raw-pa" "$tmp/np.jsonl" >/dev/null 2>&1
score "$tmp/mix.db"
