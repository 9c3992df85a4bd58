/*
 * A fixed diff for counting the C core's instructions under callgrind:
 * 100,000 integer ids, 10% deleted, 10% inserted, 10% updated, 1% swapped,
 * drawn from a fixed-seed generator. See check-instructions.
 */
#include "CDiffCore.h"

#include <stdio.h>
#include <stdlib.h>

static uint64_t state = 1;
static uint64_t next(void) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return state >> 33;
}

int main(void) {
    enum { N = 100000 };
    static uint64_t old_ids[N], old_keys[N], new_ids[N + N / 5], new_keys[N + N / 5];
    size_t m = 0;
    uint64_t fresh = N;
    for (size_t i = 0; i < N; i++) {
        old_ids[i] = i, old_keys[i] = 0;
        uint64_t roll = next() % 10;
        if (roll == 0) continue;
        if (roll == 1) new_ids[m] = fresh++, new_keys[m++] = 0;
        new_ids[m] = i, new_keys[m++] = roll == 2;
    }
    for (size_t k = 0; k < m / 100; k++) {
        size_t a = next() % m, b = next() % m;
        uint64_t id = new_ids[a], key = new_keys[a];
        new_ids[a] = new_ids[b], new_keys[a] = new_keys[b], new_ids[b] = id, new_keys[b] = key;
    }
    ld_input in = {
        .old_count = N, .new_count = m,
        .old_hashes = old_ids, .new_hashes = new_ids,
        .old_content_keys = old_keys, .new_content_keys = new_keys,
    };
    ld_result r;
    if (ld_diff(&in, &r) != LD_OK) return 1;
    printf("deletes %zu inserts %zu updates %zu moves %zu\n", r.delete_count, r.insert_count, r.update_count,
           r.move_count);
    ld_result_release(&r);
    return 0;
}
