#include "CFloor.h"

#include <stdlib.h>
#include <string.h>

typedef struct cell { uint64_t id; int32_t top; int32_t updated; } cell;

/* The slot of an id: placed as the core places keys since it resists crafted
 * ids (xor with a secret word, 128-bit folded multiply by another, then a
 * Fibonacci multiply), so that the floor measures the same, safe algorithm.
 * The benchmark's secret words are fixed. */
static size_t place(uint64_t id, int bits) {
    unsigned __int128 product = (unsigned __int128)(id ^ 0x243F6A8885A308D3ull) * 0x13198A2E03707345ull;
    uint64_t folded = (uint64_t)product ^ (uint64_t)(product >> 64);
    return (size_t)((folded * 0x9E3779B97F4A7C15ull) >> (64 - bits));
}

int floor_diff(const uint64_t *old_ids, const uint64_t *old_keys, size_t n,
               const uint64_t *new_ids, const uint64_t *new_keys, size_t m, floor_counts *counts) {
    size_t cap = 16;
    int bits = 4;
    while (cap < 2 * m) cap <<= 1, bits++;
    size_t mask = cap - 1;
    /* cells | below[n] | partner_old[n] | partner_new[m] | cell_of_new[m] | old_rank[m] | out[n + m + 3m] */
    size_t bytes = cap * sizeof(cell) + (2 * n + 3 * m + n + 4 * m) * sizeof(int32_t);
    char *block = malloc(bytes);
    if (!block) return 0;
    cell *cells = (cell *)block;
    int32_t *below = (int32_t *)(cells + cap), *partner_old = below + n, *partner_new = partner_old + n;
    int32_t *cell_of_new = partner_new + m, *old_rank = cell_of_new + m, *out = old_rank + m;
    memset(cells, 0xFF, cap * sizeof(cell));

    for (size_t i = 0; i < m; i++) {
        size_t p = place(new_ids[i], bits);
        while (cells[p].updated != -1 && cells[p].id != new_ids[i]) p = (p + 1) & mask;
        if (cells[p].updated == -1) cells[p].id = new_ids[i], cells[p].updated = 0;
        cell_of_new[i] = (int32_t)p;
    }
    for (size_t k = n; k-- > 0;) {
        size_t p = place(old_ids[k], bits);
        while (cells[p].updated != -1 && cells[p].id != old_ids[k]) p = (p + 1) & mask;
        partner_old[k] = -1;
        if (cells[p].updated == -1) continue;
        below[k] = cells[p].top;
        cells[p].top = (int32_t)k;
    }
    for (size_t i = 0; i < m; i++) {
        cell *c = &cells[cell_of_new[i]];
        int32_t o = c->top;
        partner_new[i] = o;
        if (o < 0) continue;
        c->top = below[o];
        partner_old[o] = (int32_t)i;
        c->updated |= old_keys[o] != new_keys[i];
    }
    size_t deletes = 0, rank = 0;
    for (size_t o = 0; o < n; o++) {
        if (partner_old[o] < 0) out[deletes++] = (int32_t)o;
        else old_rank[partner_old[o]] = (int32_t)rank++;
    }
    size_t inserts = 0, updates = 0, moves = 0;
    int32_t *emit = out + deletes;
    for (size_t i = 0; i < m; i++) {
        int32_t o = partner_new[i];
        if (o < 0) { emit[inserts + updates + 2 * moves] = (int32_t)i; inserts++; continue; }
        if (cells[cell_of_new[i]].updated) emit[inserts + updates++ + 2 * moves] = o;
        if ((size_t)old_rank[i] != i - inserts) {
            emit[inserts + updates + 2 * moves] = o;
            emit[inserts + updates + 2 * moves + 1] = (int32_t)i;
            moves++;
        }
    }
    counts->deletes = deletes, counts->inserts = inserts, counts->updates = updates, counts->moves = moves;
    free(block);
    return 1;
}
