#!/usr/bin/env python3
"""Peer baseline for story clustering (issue 5): scikit-learn TF-IDF and
agglomerative clustering (cosine distance, average linkage), with the
distance threshold tuned on the very set being scored (an advantage
storywire does not get). Scored with the same metrics as
`storywire eval cluster` (B-cubed with multi-label gold, pairwise, ARI, NMI).

Usage: python3 bench/cluster_baseline.py FILE.jsonl [FILE.jsonl ...]
Needs Debian's python3-sklearn (run with /usr/bin/python3).
"""
import json
import sys
from collections import defaultdict

from scipy.cluster.hierarchy import fcluster, linkage
from scipy.spatial.distance import squareform
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.metrics import adjusted_rand_score, normalized_mutual_info_score
from sklearn.metrics.pairwise import cosine_distances


def load(paths):
    items, labels, topics, index = [], [], [], {}
    for p in paths:
        for line in open(p, encoding="utf-8"):
            o = json.loads(line)
            if o["id"] in index:
                labels[index[o["id"]]].append(o["cluster"])
                continue
            index[o["id"]] = len(items)
            items.append((o.get("title") or "") + "\n" + o["text"])
            labels.append([o["cluster"]])
            topics.append((p, o["topic"]) if o.get("topic") not in (None, "") else None)
    return items, labels, topics


def sister_merges(gold, topics, pred):
    """Pairs of one topic in different gold clusters (ECB+ sister events),
    and how many of them the prediction merges."""
    by = defaultdict(list)
    for i, t in enumerate(topics):
        if t is not None:
            by[t].append(i)
    merged = pairs = 0
    for ids in by.values():
        for k, a in enumerate(ids):
            for b in ids[k + 1:]:
                if set(gold[a]) & set(gold[b]):
                    continue
                pairs += 1
                merged += pred[a] == pred[b]
    return merged, pairs


def bcubed(gold, pred):
    n = len(gold)
    members = defaultdict(list)
    gmembers = defaultdict(set)
    for i, p in enumerate(pred):
        members[p].append(i)
    for i, ls in enumerate(gold):
        for l in ls:
            gmembers[l].add(i)
    related = lambda a, b: bool(set(gold[a]) & set(gold[b]))
    P = R = 0.0
    for i in range(n):
        cl = members[pred[i]]
        inter = sum(1 for o in cl if related(i, o))
        rel = set().union(*(gmembers[l] for l in gold[i]))
        P += inter / len(cl) / n
        R += inter / len(rel) / n
    return P, R, (2 * P * R / (P + R) if P + R else 0.0)


def main():
    texts, gold, topics = load(sys.argv[1:])
    X = TfidfVectorizer(stop_words="english", sublinear_tf=True, min_df=1).fit_transform(texts)
    # Average-linkage agglomerative clustering on cosine distances, built
    # once and cut at each threshold: the same clusters as scikit-learn's
    # AgglomerativeClustering(metric="cosine", linkage="average",
    # distance_threshold=th), without refitting for every threshold.
    D = cosine_distances(X)
    D[D < 0] = 0
    Z = linkage(squareform(D, checks=False), method="average")
    best = None
    for th in [x / 100 for x in range(30, 100, 2)]:
        pred = fcluster(Z, t=th, criterion="distance")
        p, r, f = bcubed(gold, pred)
        if best is None or f > best[0]:
            best = (f, p, r, th, pred)
    f, p, r, th, pred = best
    first = [g[0] for g in gold]
    merged, sisters = sister_merges(gold, topics, pred)
    extra = {"sister_pairs": sisters, "sister_merged": round(merged / sisters, 4)} if sisters else {}
    print(json.dumps({"baseline": "sklearn tfidf + average-linkage cosine agglomerative, threshold tuned on this set",
                      "distance_threshold": th, "b3_precision": round(p, 4), "b3_recall": round(r, 4),
                      "b3_f1": round(f, 4), "ari": round(adjusted_rand_score(first, pred), 4),
                      "nmi": round(normalized_mutual_info_score(first, pred), 4),
                      "clusters_true": len({l for g in gold for l in g}), "clusters_pred": len(set(pred)), **extra}))


if __name__ == "__main__":
    main()
