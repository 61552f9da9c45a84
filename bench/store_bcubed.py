#!/usr/bin/env python3
"""B-cubed precision and recall of a store's stories against the events of
an invented fixture (`storywire eval fixture`), whose article ids carry
their event as the second dash-separated field ("c-00123-4").

    python3 bench/store_bcubed.py STORE.db

Used for the million-article row of docs/BENCHMARKS.md, where `eval
cluster` (which re-ingests) would cost the whole ingest again.
"""
import collections
import sqlite3
import sys

db = sqlite3.connect("file:%s?mode=ro" % sys.argv[1], uri=True)
rows = db.execute("select a.id, s.story from articles a join story_of s on s.seq = a.seq").fetchall()
event = lambda i: i.split("-")[1]
stories = collections.defaultdict(list)
events = collections.Counter()
for i, s in rows:
    stories[s].append(i)
    events[event(i)] += 1
p = r = 0.0
for ids in stories.values():
    for e, k in collections.Counter(event(i) for i in ids).items():
        p += k * k / len(ids)
        r += k * k / events[e]
n = len(rows)
big = sorted((len(v) for v in stories.values()), reverse=True)[:5]
print("articles %d stories %d events %d B-cubed P %.3f R %.3f largest %s" % (n, len(stories), len(events), p / n, r / n, big))
