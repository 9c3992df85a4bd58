/*
 * The benchmark anchor: the tightest plain C rendering of IGListDiff we could
 * write, with nothing a library needs (no callbacks, no validation, no
 * overflow checks, exact 64-bit ids and content keys). Every ratio in
 * RESULTS.md is measured against it in the same run.
 */
#ifndef CFLOOR_H
#define CFLOOR_H

#include <stddef.h>
#include <stdint.h>

typedef struct floor_counts {
    size_t deletes, inserts, updates, moves;
} floor_counts;

/// Diffs two lists of exact ids; a kept pair is updated when its content keys
/// differ. Returns the counts; the per-element outputs are computed and
/// discarded with the single work block. Returns 0 on allocation failure.
int floor_diff(const uint64_t *old_ids, const uint64_t *old_keys, size_t old_count,
               const uint64_t *new_ids, const uint64_t *new_keys, size_t new_count,
               floor_counts *counts);

#endif
