/*
 * The Heckel / IGListDiff passes over flat arrays. See CDiffCore.h for the
 * contract; this file explains how the memory is laid out and why.
 *
 * One block holds everything:
 *
 *   [ region ][ old_link: ld_index x old ][ new_link: ld_index x new ][ new_info: ld_index x new ]
 *
 * - region: first the open-addressing table (passes 1-3), then, once the table
 *   is dead, the output lists (deletes, inserts, updates, moves). Sized for the
 *   larger of the two uses, so outputs never need worst-case room of their own.
 * - old_link: during passes 2-3 the intrusive "next" pointer of each entry's
 *   stack of old indexes; afterwards the old -> new link (an output).
 * - new_link: the new -> old link (an output).
 * - new_info: the table slot of each new element (passes 1-3), then its
 *   updated flag (bit 0) and the rank of its old partner among the paired old
 *   elements (bits 1-31), which is what the move rule needs.
 *
 * With LD_OPTION_MINIMAL_MOVES two more arrays follow, for the longest
 * increasing subsequence of those ranks: lis_link (per new element, its
 * predecessor in the subsequence, later a "kept in place" mark) and
 * lis_tails (per pair).
 */
#include "CDiffCore.h"

#include <stdlib.h>
#include <string.h>

/* A table slot is an IGListDiff entry: the identifier's hash, the top of its
 * stack of old indexes, and the first new element carrying the identifier (the
 * representative that identifiers_equal compares against) with the entry's
 * updated flag in the top bit. An empty slot has every bit set. */
typedef struct slot {
    uint64_t hash;
    ld_index head;
    ld_index rep;
} slot;

#define REP_UPDATED ((ld_index)0x80000000u)
#define REP_INDEX_MASK ((ld_index)0x7FFFFFFFu)
#define SLOT_EMPTY ((ld_index)0xFFFFFFFFu)
#define MIN_CAPACITY ((size_t)16)

/* How many elements ahead the passes touch the table: enough to overlap the
 * cache misses of a table larger than the cache, few enough to stay in L1. */
#define PREFETCH_DISTANCE 16
#if defined(__GNUC__) || defined(__clang__)
#define PREFETCH(address) __builtin_prefetch(address)
#else
#define PREFETCH(address) ((void)(address))
#endif

typedef struct layout {
    size_t capacity;      /* table slots, a power of two */
    unsigned shift;       /* 64 - log2(capacity): the top bits pick the slot */
    size_t region_bytes;  /* table, later the outputs */
    size_t links_bytes;   /* old_link, new_link, new_info */
    size_t total_bytes;
} layout;

static bool add_size(size_t *acc, size_t value) {
    if (*acc > SIZE_MAX - value) return false;
    *acc += value;
    return true;
}

static bool mul_size(size_t a, size_t b, size_t *out) {
    if (a != 0 && b > SIZE_MAX / a) return false;
    *out = a * b;
    return true;
}

static ld_status compute_layout(size_t old_count, size_t new_count, unsigned options, layout *out) {
    if (old_count > LD_MAX_COUNT || new_count > LD_MAX_COUNT) return LD_ERROR_TOO_LARGE;

    /* Only new identifiers enter the table, so new_count bounds the entries.
     * Keep the load at or below 2/3: linear probing stays short, and at one
     * million elements the table is 32 MiB. */
    size_t capacity = MIN_CAPACITY;
    unsigned bits = 4;
    while (capacity - capacity / 3 < new_count) {
        if (capacity > SIZE_MAX / 2) return LD_ERROR_TOO_LARGE;
        capacity *= 2;
        bits += 1;
    }

    size_t table_bytes, output_items, output_bytes;
    size_t min_count = old_count < new_count ? old_count : new_count;
    /* deletes + inserts + updates + moves (two indexes each) is at most
     * (old - paired) + (new - paired) + 3 * paired = old + new + paired. */
    output_items = old_count;
    if (!mul_size(capacity, sizeof(slot), &table_bytes)) return LD_ERROR_TOO_LARGE;
    if (!add_size(&output_items, new_count) || !add_size(&output_items, min_count))
        return LD_ERROR_TOO_LARGE;
    if (!mul_size(output_items, sizeof(ld_index), &output_bytes)) return LD_ERROR_TOO_LARGE;

    size_t region = table_bytes > output_bytes ? table_bytes : output_bytes;
    size_t links = old_count, total = region, link_bytes;
    if (!add_size(&links, new_count) || !add_size(&links, new_count)) return LD_ERROR_TOO_LARGE;
    if (!mul_size(links, sizeof(ld_index), &link_bytes) || !add_size(&total, link_bytes))
        return LD_ERROR_TOO_LARGE;
    if (options & LD_OPTION_MINIMAL_MOVES) {
        /* lis_link per new element, lis_tails per pair (at most min_count). */
        size_t lis = new_count, lis_bytes;
        if (!add_size(&lis, min_count) || !mul_size(lis, sizeof(ld_index), &lis_bytes) ||
            !add_size(&total, lis_bytes))
            return LD_ERROR_TOO_LARGE;
    }

    out->capacity = capacity;
    out->shift = 64u - bits;
    out->region_bytes = region;
    out->links_bytes = link_bytes;
    out->total_bytes = total;
    return LD_OK;
}

static ld_status validate(const ld_input *in) {
    if (in == NULL) return LD_ERROR_INVALID_ARGUMENT;
    if (in->old_count > LD_MAX_COUNT || in->new_count > LD_MAX_COUNT) return LD_ERROR_TOO_LARGE;
    if (in->old_count > 0 && in->old_hashes == NULL) return LD_ERROR_INVALID_ARGUMENT;
    if (in->new_count > 0 && in->new_hashes == NULL) return LD_ERROR_INVALID_ARGUMENT;
    bool has_old_keys = in->old_content_keys != NULL || in->old_count == 0;
    bool has_new_keys = in->new_content_keys != NULL || in->new_count == 0;
    bool any_keys = in->old_content_keys != NULL || in->new_content_keys != NULL;
    if (any_keys && !(has_old_keys && has_new_keys)) return LD_ERROR_INVALID_ARGUMENT;
    if ((in->options & ~(unsigned)LD_OPTION_MINIMAL_MOVES) != 0) return LD_ERROR_INVALID_ARGUMENT;
    return LD_OK;
}

/* Where keys go in the table. A fixed placement (the plain Fibonacci
 * multiply this core used first) lets anyone who knows it choose keys that
 * all land in one slot, and linear probing then costs O(n^2): integer ids
 * often come from a server. So the placement depends on a secret the caller
 * draws (ld_input.seed): the key is xor-ed with one secret word and multiplied
 * by another (odd) into 128 bits whose halves are folded together, the folded
 * multiply of aHash and foldhash, which no fixed family of keys survives
 * without knowing both words; a final Fibonacci multiply spreads what the
 * fold leaves structured (consecutive keys, keys differing in a few bits)
 * into the top bits, which pick the slot. */
typedef struct placement {
    uint64_t flip;        /* xor-ed into every key */
    uint64_t multiplier;  /* odd */
    unsigned shift;       /* 64 - log2(capacity) */
} placement;

/* SplitMix64's output function: turns any seed, 0 or a counter included,
 * into well-mixed words. */
static uint64_t split_mix(uint64_t *state) {
    uint64_t z = (*state += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

static placement make_placement(uint64_t seed, unsigned shift) {
    placement p;
    p.flip = split_mix(&seed);
    p.multiplier = split_mix(&seed) | 1u;
    p.shift = shift;
    return p;
}

/* The 128-bit product of a and b, its high half xor-ed into its low half. */
static uint64_t folded_multiply(uint64_t a, uint64_t b) {
#if defined(__SIZEOF_INT128__)
    unsigned __int128 product = (unsigned __int128)a * b;
    return (uint64_t)product ^ (uint64_t)(product >> 64);
#else
    /* Schoolbook on 32-bit halves, for targets without a 128-bit type. */
    uint64_t a_lo = (uint32_t)a, a_hi = a >> 32, b_lo = (uint32_t)b, b_hi = b >> 32;
    uint64_t lo_lo = a_lo * b_lo, hi_lo = a_hi * b_lo, lo_hi = a_lo * b_hi, hi_hi = a_hi * b_hi;
    uint64_t cross = (lo_lo >> 32) + (uint32_t)hi_lo + lo_hi;
    uint64_t high = hi_hi + (hi_lo >> 32) + (cross >> 32);
    uint64_t low = (cross << 32) | (uint32_t)lo_lo;
    return low ^ high;
#endif
}

static size_t home_slot(uint64_t hash, const placement *p) {
    return (size_t)((folded_multiply(hash ^ p->flip, p->multiplier) * UINT64_C(0x9E3779B97F4A7C15)) >> p->shift);
}

/* The entry for an element, or SIZE_MAX when its identifier is absent (and
 * `insert` is false), probing from its home slot `position`. Hashes are
 * compared first; identifiers_equal only runs on equal hashes. */
static size_t find_slot(const ld_input *in, slot *table, size_t mask, size_t position,
                        ld_side side, size_t index, uint64_t hash, bool insert) {
    for (;;) {
        slot *s = &table[position];
        if (s->rep == SLOT_EMPTY) {
            if (!insert) return SIZE_MAX;
            s->hash = hash;
            s->rep = (ld_index)index;
            return position;
        }
        if (s->hash == hash &&
            (in->identifiers_equal == NULL ||
             in->identifiers_equal(in->context, side, index, (size_t)(s->rep & REP_INDEX_MASK)))) {
            return position;
        }
        position = (position + 1) & mask;
    }
}

static bool pair_updated(const ld_input *in, size_t old_index, size_t new_index) {
    if (in->old_content_keys != NULL) {
        if (in->old_content_keys[old_index] == in->new_content_keys[new_index]) return false;
        if (in->contents_differ == NULL) return true;
    } else if (in->contents_differ == NULL) {
        return false;
    }
    return in->contents_differ(in->context, old_index, new_index);
}

#define LIS_KEPT ((ld_index)0xFFFFFFFEu)

/* Marks the paired new elements that stay in place under minimal moves: one
 * longest strictly increasing subsequence of their old ranks (new_info >> 1),
 * taken in new order, by patience sorting with predecessor links. Afterwards
 * lis_link[i] == LIS_KEPT exactly for those elements. */
static void mark_longest_increasing(size_t new_count, const ld_index *new_link, const ld_index *new_info,
                                    ld_index *lis_link, ld_index *lis_tails) {
    size_t length = 0;
    for (size_t i = 0; i < new_count; i++) {
        lis_link[i] = LD_NOT_FOUND;
        if (new_link[i] == LD_NOT_FOUND) continue;
        ld_index rank = new_info[i] >> 1;
        /* The first tail whose rank is not below this one. */
        size_t low = 0, high = length;
        while (low < high) {
            size_t middle = low + (high - low) / 2;
            if ((new_info[lis_tails[middle]] >> 1) < rank) low = middle + 1;
            else high = middle;
        }
        lis_link[i] = low > 0 ? lis_tails[low - 1] : LD_NOT_FOUND;
        lis_tails[low] = (ld_index)i;
        if (low == length) length++;
    }
    for (ld_index i = length > 0 ? lis_tails[length - 1] : LD_NOT_FOUND; i != LD_NOT_FOUND;) {
        ld_index previous = lis_link[i];
        lis_link[i] = LIS_KEPT;
        i = previous;
    }
}

static void run(const ld_input *in, const layout *lay, unsigned char *block, ld_result *out) {
    const size_t old_count = in->old_count, new_count = in->new_count;
    const size_t mask = lay->capacity - 1;
    slot *table = (slot *)(void *)block;
    ld_index *old_link = (ld_index *)(void *)(block + lay->region_bytes);
    ld_index *new_link = old_link + old_count;
    ld_index *new_info = new_link + new_count;

    /* Prefetching pays once the table outgrows the L2 cache; below that it
     * only adds work. */
    const bool prefetch = lay->capacity * sizeof(slot) > ((size_t)512 << 10);

    /* Every bit set: empty slots, empty stacks. */
    memset(table, 0xFF, lay->capacity * sizeof(slot));

    const placement place = make_placement(in->seed, lay->shift);

    /* Pass 1: an entry per new identifier; remember each element's entry.
     * An entry that already exists means a duplicated new identifier. When
     * prefetching, an element's home slot is computed once, ahead, and kept
     * in its new_info until its turn (a slot index fits in 32 bits: the
     * capacity is at most 2^32). */
    bool new_duplicates = false;
    if (prefetch) {
        for (size_t i = 0; i < PREFETCH_DISTANCE && i < new_count; i++)
            new_info[i] = (ld_index)home_slot(in->new_hashes[i], &place);
    }
    for (size_t i = 0; i < new_count; i++) {
        size_t home;
        if (prefetch) {
            if (i + PREFETCH_DISTANCE < new_count) {
                size_t ahead = home_slot(in->new_hashes[i + PREFETCH_DISTANCE], &place);
                new_info[i + PREFETCH_DISTANCE] = (ld_index)ahead;
                PREFETCH(&table[ahead]);
            }
            home = new_info[i];
        } else {
            home = home_slot(in->new_hashes[i], &place);
        }
        size_t position = find_slot(in, table, mask, home, LD_SIDE_NEW, i, in->new_hashes[i], true);
        new_duplicates |= (table[position].rep & REP_INDEX_MASK) != i;
        new_info[i] = (ld_index)position;
    }

    /* Pass 2: old elements in descending order, pushed onto their entry's
     * stack so that the smallest old index ends on top. Home slots computed
     * ahead wait in old_link, which is written only at the element's turn. */
    size_t pushed = 0;
    if (prefetch) {
        for (size_t k = old_count; k-- > 0 && old_count - k <= PREFETCH_DISTANCE;)
            old_link[k] = (ld_index)home_slot(in->old_hashes[k], &place);
    }
    for (size_t k = old_count; k-- > 0;) {
        size_t home;
        if (prefetch) {
            if (k >= PREFETCH_DISTANCE) {
                size_t ahead = home_slot(in->old_hashes[k - PREFETCH_DISTANCE], &place);
                old_link[k - PREFETCH_DISTANCE] = (ld_index)ahead;
                PREFETCH(&table[ahead]);
            }
            home = old_link[k];
        } else {
            home = home_slot(in->old_hashes[k], &place);
        }
        size_t position = find_slot(in, table, mask, home, LD_SIDE_OLD, k, in->old_hashes[k], false);
        if (position == SIZE_MAX) {
            old_link[k] = LD_NOT_FOUND;
        } else {
            old_link[k] = table[position].head;
            table[position].head = (ld_index)k;
            pushed++;
        }
    }

    /* Pass 3: pop one old index per new element, link the pair, and flag the
     * entry when the pair's contents differ. Without duplicated new
     * identifiers an entry has one pair, so its flag is the pair's and goes
     * straight into new_info; otherwise it is read back once all pairs are in. */
    size_t paired = 0;
    for (size_t i = 0; i < new_count; i++) {
        if (prefetch && i + PREFETCH_DISTANCE < new_count) PREFETCH(&table[new_info[i + PREFETCH_DISTANCE]]);
        slot *s = &table[new_info[i]];
        ld_index o = s->head;
        if (o == LD_NOT_FOUND) {
            new_link[i] = LD_NOT_FOUND;
            new_info[i] = 0;
            continue;
        }
        s->head = old_link[o];
        new_link[i] = o;
        old_link[o] = (ld_index)i;
        paired++;
        if (!new_duplicates) {
            new_info[i] = pair_updated(in, o, i) ? 1u : 0u;
        } else if ((s->rep & REP_UPDATED) == 0 && pair_updated(in, o, i)) {
            s->rep |= REP_UPDATED;
        }
    }
    if (new_duplicates) {
        for (size_t i = 0; i < new_count; i++) {
            if (new_link[i] != LD_NOT_FOUND) new_info[i] = (table[new_info[i]].rep & REP_UPDATED) ? 1u : 0u;
        }
    }
    /* The table is dead from here on. */

    /* Deletes, and the rank of each paired old element among the paired ones:
     * old - deletesBefore(old) in IGListDiff's move rule. Old indexes left on
     * a stack (more old than new occurrences) still hold a "next" pointer;
     * only when there are some does a link need the mutual check (a leftover
     * is never any new element's partner). */
    const bool leftovers = pushed != paired;
    ld_index *deletes = (ld_index *)(void *)block;
    size_t delete_count = 0, rank = 0;
    for (size_t o = 0; o < old_count; o++) {
        if (prefetch && o + PREFETCH_DISTANCE < old_count && old_link[o + PREFETCH_DISTANCE] < new_count)
            PREFETCH(&new_info[old_link[o + PREFETCH_DISTANCE]]);
        ld_index i = old_link[o];
        if (i == LD_NOT_FOUND || (leftovers && (i >= new_count || new_link[i] != o))) {
            old_link[o] = LD_NOT_FOUND;
            deletes[delete_count++] = (ld_index)o;
        } else {
            new_info[i] |= (ld_index)(rank << 1);
            rank++;
        }
    }

    /* Minimal moves: everything outside one longest increasing run stays put. */
    ld_index *lis_link = NULL;
    if (in->options & LD_OPTION_MINIMAL_MOVES) {
        lis_link = (ld_index *)(void *)(block + lay->region_bytes + lay->links_bytes);
        mark_longest_increasing(new_count, new_link, new_info, lis_link, lis_link + new_count);
    }

    /* Inserts, updates (at the old index) and moves, in new order. A paired
     * element moved when its old rank differs from new - insertsBefore(new)
     * (IGListDiff), or when it is outside the increasing run (minimal). */
    ld_index *inserts = deletes + delete_count;
    ld_index *updates = inserts + (new_count - paired);
    ld_move *moves = (ld_move *)(void *)(updates + paired);
    size_t insert_count = 0, update_count = 0, move_count = 0;
    for (size_t i = 0; i < new_count; i++) {
        ld_index o = new_link[i];
        if (o == LD_NOT_FOUND) {
            inserts[insert_count++] = (ld_index)i;
            continue;
        }
        ld_index info = new_info[i];
        if (info & 1u) updates[update_count++] = o;
        bool moved = lis_link != NULL ? lis_link[i] != LIS_KEPT : (size_t)(info >> 1) != i - insert_count;
        if (moved) {
            moves[move_count].from = o;
            moves[move_count].to = (ld_index)i;
            move_count++;
        }
    }

    out->old_count = old_count;
    out->new_count = new_count;
    out->old_to_new = old_link;
    out->new_to_old = new_link;
    out->deletes = deletes;
    out->delete_count = delete_count;
    out->inserts = inserts;
    out->insert_count = insert_count;
    out->updates = updates;
    out->update_count = update_count;
    out->moves = moves;
    out->move_count = move_count;
}

ld_status ld_scratch_size(size_t old_count, size_t new_count, unsigned options, size_t *size) {
    if (size == NULL) return LD_ERROR_INVALID_ARGUMENT;
    layout lay;
    ld_status status = compute_layout(old_count, new_count, options, &lay);
    *size = status == LD_OK ? lay.total_bytes : 0;
    return status;
}

ld_status ld_diff_in_scratch(const ld_input *input, void *scratch, size_t scratch_size,
                             ld_result *result) {
    if (result == NULL) return LD_ERROR_INVALID_ARGUMENT;
    memset(result, 0, sizeof *result);
    ld_status status = validate(input);
    if (status != LD_OK) return status;
    layout lay;
    status = compute_layout(input->old_count, input->new_count, input->options, &lay);
    if (status != LD_OK) return status;
    if (scratch == NULL || ((uintptr_t)scratch % sizeof(uint64_t)) != 0)
        return LD_ERROR_INVALID_ARGUMENT;
    if (scratch_size < lay.total_bytes) return LD_ERROR_SCRATCH_TOO_SMALL;
    run(input, &lay, (unsigned char *)scratch, result);
    return LD_OK;
}

ld_status ld_diff(const ld_input *input, ld_result *result) {
    if (result == NULL) return LD_ERROR_INVALID_ARGUMENT;
    memset(result, 0, sizeof *result);
    ld_status status = validate(input);
    if (status != LD_OK) return status;
    layout lay;
    status = compute_layout(input->old_count, input->new_count, input->options, &lay);
    if (status != LD_OK) return status;
    unsigned char *block = malloc(lay.total_bytes);
    if (block == NULL) return LD_ERROR_OUT_OF_MEMORY;
    run(input, &lay, block, result);
    result->owned_block = block;
    return LD_OK;
}

void ld_result_release(ld_result *result) {
    if (result == NULL) return;
    free(result->owned_block);
    memset(result, 0, sizeof *result);
}
