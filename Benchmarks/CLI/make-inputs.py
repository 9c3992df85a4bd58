#!/usr/bin/env python3
"""Writes the inputs of the listdiff command-line benchmark into a folder.

    Benchmarks/CLI/make-inputs.py OUT [--count N] [--seed S]

- old.json / new.json: N objects {"id", "title", "likes"}; the new list drops
  10% of them, adds 10% new ones, changes "likes" in 10% and swaps 1% of the
  kept ones in pairs.
- old.txt / new.txt: N lines; the new file moves 1% of them to other places
  (the "1% shuffle"), drops 1% and adds 1% new lines.

The same seed gives the same files, byte for byte.
"""
import argparse
import json
import os
import random

WORDS = ["list", "diff", "swift", "batch", "update", "move", "insert", "delete",
         "section", "cell", "heckel", "paper", "linux", "feed", "post", "tips"]


def title(rng):
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(2, 5)))


def write_json(path, items):
    with open(path, "w") as out:
        out.write("[\n")
        for index, item in enumerate(items):
            out.write(json.dumps(item, separators=(", ", ": ")))
            out.write(",\n" if index + 1 < len(items) else "\n")
        out.write("]\n")


def json_lists(rng, count):
    old = [{"id": i, "title": title(rng), "likes": rng.randint(0, 999)} for i in range(count)]
    new = []
    for item in old:
        roll = rng.random()
        if roll < 0.10:
            continue  # deleted
        if roll < 0.20:
            item = dict(item, likes=item["likes"] + 1)  # updated
        new.append(item)
    for offset in range(count // 10):  # inserted at random places
        new.insert(rng.randrange(len(new) + 1), {"id": count + offset, "title": title(rng), "likes": 0})
    for _ in range(count // 200):  # 1% of the items swapped, in pairs
        a, b = rng.randrange(len(new)), rng.randrange(len(new))
        new[a], new[b] = new[b], new[a]
    return old, new


def text_lists(rng, count):
    old = [f"line {i}: {title(rng)}" for i in range(count)]
    new = list(old)
    for _ in range(count // 100):  # 1% moved elsewhere
        line = new.pop(rng.randrange(len(new)))
        new.insert(rng.randrange(len(new) + 1), line)
    for _ in range(count // 100):  # 1% deleted
        new.pop(rng.randrange(len(new)))
    for offset in range(count // 100):  # 1% inserted
        new.insert(rng.randrange(len(new) + 1), f"new line {offset}: {title(rng)}")
    return old, new


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out")
    parser.add_argument("--count", type=int, default=1_000_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    rng = random.Random(args.seed)
    old, new = json_lists(rng, args.count)
    write_json(os.path.join(args.out, "old.json"), old)
    write_json(os.path.join(args.out, "new.json"), new)
    old, new = text_lists(rng, args.count)
    for name, lines in (("old.txt", old), ("new.txt", new)):
        with open(os.path.join(args.out, name), "w") as out:
            out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
