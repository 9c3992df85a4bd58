#!/usr/bin/env python3
"""Writes the seed corpus (deterministic): 24 short random programs per target
(first byte: the mode, cycling), and for FuzzChangeset a dozen valid or nearly
valid List.Changeset<Int> encodings behind mode byte 0 (decode the rest as JSON).

    python3 Fuzz/Corpus/make-seeds.py
"""
import json
import os
import random

rng = random.Random(20240601)
base = os.path.dirname(os.path.abspath(__file__))
for target in ["FuzzChangeset", "FuzzSnapshot", "FuzzBatch", "FuzzListKit"]:
    os.makedirs(f"{base}/{target}", exist_ok=True)
    for i in range(24):
        n = rng.randint(6, 64)
        data = bytes([i % 8]) + bytes(rng.randrange(256) for _ in range(n))
        open(f"{base}/{target}/seed-{i:02d}", "wb").write(data)


def move(a, b):
    return {"from": a, "to": b}


def update(a, b, e):
    return {"from": a, "to": b, "element": e}


def changeset(old, new, deletes=(), inserts=(), updates=(), moves=()):
    return dict(oldCount=old, newCount=new, deletes=list(deletes),
                inserts=[dict(index=i, element=e) for i, e in inserts],
                updates=list(updates), moves=list(moves))


changesets = [
    changeset(0, 0),
    changeset(2, 1, deletes=[0]),
    changeset(1, 2, inserts=[(0, 7)]),
    changeset(3, 3, updates=[update(1, 1, 9)]),
    changeset(3, 3, moves=[move(0, 2)]),
    changeset(4, 4, deletes=[1], inserts=[(3, 5)], updates=[update(0, 2, 8)], moves=[move(0, 2)]),
    changeset(2, 2, updates=[update(0, 1, 1)]),
    changeset(3, 2, deletes=[0, 0], inserts=[(1, 2)]),
    changeset(-1, 0),
    changeset(5, 5, deletes=[4], inserts=[(0, 3)], moves=[move(2, 4), move(3, 1)]),
    changeset(1, 1, moves=[move(0, 5)]),
    changeset(9223372036854775807, 0),
]
for i, c in enumerate(changesets):
    open(f"{base}/FuzzChangeset/json-{i:02d}", "wb").write(b"\x00" + json.dumps(c, separators=(",", ":")).encode())
