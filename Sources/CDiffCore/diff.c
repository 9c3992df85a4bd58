/*
 * The Heckel / IGListDiff passes over flat arrays. See CDiffCore.h for the
 * contract; this file explains how the memory is laid out and why.
 *
 * One block holds everything:
 *
 *   [ old_link: ld_index x old ][ new_link: ld_index x new ][ region ][ new_info: ld_index x new ]
 *
 * - old_link: during passes 2-3 the intrusive "next" pointer of each entry's
 *   stack of old indexes; afterwards the old -> new link (an output).
 * - new_link: the new -> old link (an output).
 * - region: first the open-addressing table (passes 1-3), then, once the table
 *   is dead, the output lists (deletes, inserts, updates, moves), packed at
 *   its start. Sized for the larger of the two uses, so outputs never need
 *   worst-case room of their own.
 * - new_info: the table slot of each new element (passes 1-3), then its
 *   updated flag (bit 0) and the rank of its old partner among the paired old
 *   elements (bits 1-31), which is what the move rule needs.
 *
 * Everything the result keeps comes first, so ld_diff can shrink the block to
 * it once the outputs are written: the table and new_info are given back
 * before the caller copies the outputs out (at a million elements, about 30
 * bytes per element down to 8 plus the outputs).
 *
 * With LD_OPTION_MINIMAL_MOVES two more arrays follow, for the longest
 * increasing subsequence of those ranks: lis_link (per new element, its
 * predecessor in the subsequence, later a "kept in place" mark) and
 * lis_tails (per pair).
 */
#include "CDiffCore.h"

#include <stdlib.h>
#include <string.h>

/* A table slot is an IGListDiff entry: a 32-bit tag of the identifier's
 * placement, the top of its stack of old indexes, and the first new element
 * carrying the identifier (the representative, whose hash in new_hashes is the
 * entry's hash and whom identifiers_equal compares against) with the entry's
 * updated flag in the top bit. An empty slot has every bit set.
 *
 * Why a tag and not the 64-bit hash: 12 bytes a slot instead of 16. A lookup
 * compares tags first and reads the representative's hash only on a match,
 * which for distinct identifiers is the entry looked for (another entry's tag
 * matches with a chance of 2^-32 per probe). */
typedef struct slot {
    uint32_t tag;
    ld_index head;
    ld_index rep;
} slot;

#define REP_UPDATED ((ld_index)0x80000000u)
#define REP_INDEX_MASK ((ld_index)0x7FFFFFFFu)
#define SLOT_EMPTY ((ld_index)0xFFFFFFFFu)
#define MIN_CAPACITY ((size_t)16)
#define EXACT_CAPACITY_FROM ((size_t)1 << 18)
/* ld_diff gives the dead end of its block back when it is at least this
 * large (see ld_diff). */
#define SHRINK_FROM_BYTES ((size_t)8 << 20)

/* How many elements ahead the passes touch the table: enough to overlap the
 * cache misses of a table larger than the cache, few enough to stay in L1. */
#define PREFETCH_DISTANCE 16
#if defined(__GNUC__) || defined(__clang__)
#define PREFETCH(address) __builtin_prefetch(address)
#else
#define PREFETCH(address) ((void)(address))
#endif

typedef struct layout {
    size_t capacity;      /* table slots (see compute_layout) */
    size_t links_bytes;   /* old_link, new_link */
    size_t region_bytes;  /* table, later the outputs */
    size_t total_bytes;   /* links, region, new_info and the minimal moves' arrays */
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

    /* Only new identifiers enter the table, so new_count bounds the entries,
     * and a load of at most 2/3 keeps linear probing short. Up to
     * EXACT_CAPACITY_FROM new elements the capacity is the smallest power of
     * two at that load (a load of 1/3 to 2/3): fewer probes, and such a table
     * fits in the caches anyway. Beyond, it is exactly 1.5 times the new
     * elements (the placement maps onto any range): every lookup then misses
     * the caches whatever its probe count, and the memory is what counts (at
     * a million elements, 17 MiB instead of 24). At most 3 * 2^30 slots: a
     * slot index fits in an ld_index. */
    size_t capacity = MIN_CAPACITY;
    if (new_count >= EXACT_CAPACITY_FROM) {
        capacity = new_count + new_count / 2 + 1;
    } else {
        while (capacity - capacity / 3 < new_count) capacity *= 2;
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
    size_t links = old_count, link_bytes, info_bytes, total;
    if (!add_size(&links, new_count) || !mul_size(links, sizeof(ld_index), &link_bytes))
        return LD_ERROR_TOO_LARGE;
    if (!mul_size(new_count, sizeof(ld_index), &info_bytes)) return LD_ERROR_TOO_LARGE;
    total = link_bytes;
    if (!add_size(&total, region) || !add_size(&total, info_bytes)) return LD_ERROR_TOO_LARGE;
    if (options & LD_OPTION_MINIMAL_MOVES) {
        /* lis_link per new element, lis_tails per pair (at most min_count). */
        size_t lis = new_count, lis_bytes;
        if (!add_size(&lis, min_count) || !mul_size(lis, sizeof(ld_index), &lis_bytes) ||
            !add_size(&total, lis_bytes))
            return LD_ERROR_TOO_LARGE;
    }

    out->capacity = capacity;
    out->links_bytes = link_bytes;
    out->region_bytes = region;
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
 * into the top bits, which pick the slot (the high half of their product with
 * the capacity); the low 32 bits are the slot's tag. */
typedef struct placement {
    uint64_t flip;        /* xor-ed into every key */
    uint64_t multiplier;  /* odd */
    uint64_t capacity;    /* table slots */
} placement;

/* SplitMix64's output function: turns any seed, 0 or a counter included,
 * into well-mixed words. */
static uint64_t split_mix(uint64_t *state) {
    uint64_t z = (*state += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

static placement make_placement(uint64_t seed, size_t capacity) {
    placement p;
    p.flip = split_mix(&seed);
    p.multiplier = split_mix(&seed) | 1u;
    p.capacity = (uint64_t)capacity;
    return p;
}

/* The 128-bit product of a and b, as its high half (returned) and low half. */
static uint64_t multiply_wide(uint64_t a, uint64_t b, uint64_t *low) {
#if defined(__SIZEOF_INT128__)
    unsigned __int128 product = (unsigned __int128)a * b;
    *low = (uint64_t)product;
    return (uint64_t)(product >> 64);
#else
    /* Schoolbook on 32-bit halves, for targets without a 128-bit type. */
    uint64_t a_lo = (uint32_t)a, a_hi = a >> 32, b_lo = (uint32_t)b, b_hi = b >> 32;
    uint64_t lo_lo = a_lo * b_lo, hi_lo = a_hi * b_lo, lo_hi = a_lo * b_hi, hi_hi = a_hi * b_hi;
    uint64_t cross = (lo_lo >> 32) + (uint32_t)hi_lo + lo_hi;
    *low = (cross << 32) | (uint32_t)lo_lo;
    return hi_hi + (hi_lo >> 32) + (cross >> 32);
#endif
}

/* The 128-bit product of a and b, its high half xor-ed into its low half. */
static uint64_t folded_multiply(uint64_t a, uint64_t b) {
    uint64_t low;
    uint64_t high = multiply_wide(a, b, &low);
    return low ^ high;
}

/* An identifier's placement: its home slot, and its tag in the low 32 bits. */
typedef struct place {
    size_t home;
    uint32_t tag;
} place;

static place place_of(uint64_t hash, const placement *p) {
    uint64_t mixed = folded_multiply(hash ^ p->flip, p->multiplier) * UINT64_C(0x9E3779B97F4A7C15);
    uint64_t unused;
    place result = { (size_t)multiply_wide(mixed, p->capacity, &unused), (uint32_t)mixed };
    return result;
}

/* The entry for an element, or SIZE_MAX when its identifier is absent (and
 * `insert` is false), probing from its home slot. Tags are compared first,
 * then the representative's hash; identifiers_equal only runs on equal
 * hashes. */
static size_t find_slot(const ld_input *in, slot *table, size_t capacity, place at,
                        ld_side side, size_t index, uint64_t hash, bool insert) {
    size_t position = at.home;
    for (;;) {
        slot *s = &table[position];
        if (s->rep == SLOT_EMPTY) {
            if (!insert) return SIZE_MAX;
            s->tag = at.tag;
            s->rep = (ld_index)index;
            return position;
        }
        if (s->tag == at.tag) {
            size_t rep = (size_t)(s->rep & REP_INDEX_MASK);
            if (in->new_hashes[rep] == hash &&
                (in->identifiers_equal == NULL || in->identifiers_equal(in->context, side, index, rep)))
                return position;
        }
        if (++position == capacity) position = 0;
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

static size_t point_into(unsigned char *block, const layout *lay, ld_result *out);

static void run(const ld_input *in, const layout *lay, unsigned char *block, ld_result *out) {
    const size_t old_count = in->old_count, new_count = in->new_count;
    const size_t capacity = lay->capacity;
    ld_index *old_link = (ld_index *)(void *)block;
    ld_index *new_link = old_link + old_count;
    slot *table = (slot *)(void *)(block + lay->links_bytes);
    ld_index *new_info = (ld_index *)(void *)(block + lay->links_bytes + lay->region_bytes);

    /* Prefetching pays once the table is over 128 KiB (about 5,500 new
     * elements): the table shares the caches with the caller's lists, their
     * identifiers and keys, and misses them from there on (measured in Swift
     * diffs of 10,000 elements: 7% faster with String ids, 8% with Int ids;
     * no change at 1,000 to 3,000). Below, it only adds work. */
    const bool prefetch = lay->capacity * sizeof(slot) > ((size_t)128 << 10);

    /* Every bit set: empty slots, empty stacks. */
    memset(table, 0xFF, lay->capacity * sizeof(slot));

    const placement placing = make_placement(in->seed, capacity);
    /* When prefetching, each element's placement is computed once, ahead,
     * and waits here until its turn (element i in ahead[i % distance]). */
    place ahead[PREFETCH_DISTANCE];

    /* Pass 1: an entry per new identifier; remember each element's entry.
     * An entry that already exists means a duplicated new identifier. */
    bool new_duplicates = false;
    if (prefetch) {
        for (size_t i = 0; i < PREFETCH_DISTANCE && i < new_count; i++)
            ahead[i] = place_of(in->new_hashes[i], &placing);
    }
    for (size_t i = 0; i < new_count; i++) {
        place at;
        if (prefetch) {
            at = ahead[i % PREFETCH_DISTANCE];
            if (i + PREFETCH_DISTANCE < new_count) {
                place next = place_of(in->new_hashes[i + PREFETCH_DISTANCE], &placing);
                ahead[i % PREFETCH_DISTANCE] = next;
                PREFETCH(&table[next.home]);
            }
        } else {
            at = place_of(in->new_hashes[i], &placing);
        }
        size_t position = find_slot(in, table, capacity, at, LD_SIDE_NEW, i, in->new_hashes[i], true);
        new_duplicates |= (table[position].rep & REP_INDEX_MASK) != i;
        new_info[i] = (ld_index)position;
    }

    /* Pass 2: old elements in descending order, pushed onto their entry's
     * stack so that the smallest old index ends on top. (A matching tag reads
     * the representative's hash from new_hashes; prefetching that too, once
     * the slot has arrived, measured slower at every size.) */
    size_t pushed = 0;
    if (prefetch) {
        for (size_t k = old_count; k-- > 0 && old_count - k <= PREFETCH_DISTANCE;)
            ahead[k % PREFETCH_DISTANCE] = place_of(in->old_hashes[k], &placing);
    }
    for (size_t k = old_count; k-- > 0;) {
        place at;
        if (prefetch) {
            at = ahead[k % PREFETCH_DISTANCE];
            if (k >= PREFETCH_DISTANCE) {
                place next = place_of(in->old_hashes[k - PREFETCH_DISTANCE], &placing);
                ahead[k % PREFETCH_DISTANCE] = next;
                PREFETCH(&table[next.home]);
            }
        } else {
            at = place_of(in->old_hashes[k], &placing);
        }
        size_t position = find_slot(in, table, capacity, at, LD_SIDE_OLD, k, in->old_hashes[k], false);
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
    size_t paired = 0, updated = 0;
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
            ld_index flag = pair_updated(in, o, i) ? 1u : 0u;
            new_info[i] = flag;
            updated += flag;
        } else if ((s->rep & REP_UPDATED) == 0 && pair_updated(in, o, i)) {
            s->rep |= REP_UPDATED;
        }
    }
    if (new_duplicates) {
        for (size_t i = 0; i < new_count; i++) {
            if (new_link[i] == LD_NOT_FOUND) continue;
            ld_index flag = (table[new_info[i]].rep & REP_UPDATED) ? 1u : 0u;
            new_info[i] = flag;
            updated += flag;
        }
    }
    /* The table is dead from here on. */

    /* Deletes, and the rank of each paired old element among the paired ones:
     * old - deletesBefore(old) in IGListDiff's move rule. Old indexes left on
     * a stack (more old than new occurrences) still hold a "next" pointer;
     * only when there are some does a link need the mutual check (a leftover
     * is never any new element's partner). */
    const bool leftovers = pushed != paired;
    ld_index *deletes = (ld_index *)(void *)table;
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
        lis_link = new_info + new_count;
        mark_longest_increasing(new_count, new_link, new_info, lis_link, lis_link + new_count);
    }

    /* Inserts, updates (at the old index) and moves, in new order. A paired
     * element moved when its old rank differs from new - insertsBefore(new)
     * (IGListDiff), or when it is outside the increasing run (minimal). */
    ld_index *inserts = deletes + delete_count;
    ld_index *updates = inserts + (new_count - paired);
    ld_move *moves = (ld_move *)(void *)(updates + updated);
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
    out->delete_count = delete_count;
    out->insert_count = insert_count;
    out->update_count = update_count;
    out->move_count = move_count;
    point_into(block, lay, out);
}

/* Points the result's arrays into `block` from its counts: the links, then
 * the outputs one after the other from the start of the region, as run()
 * writes them. Returns the bytes they span from the block's start; the rest
 * of the block is dead once the result is written. */
static size_t point_into(unsigned char *block, const layout *lay, ld_result *out) {
    ld_index *old_link = (ld_index *)(void *)block;
    ld_index *deletes = (ld_index *)(void *)(block + lay->links_bytes);
    out->old_to_new = old_link;
    out->new_to_old = old_link + out->old_count;
    out->deletes = deletes;
    out->inserts = deletes + out->delete_count;
    out->updates = out->inserts + out->insert_count;
    out->moves = (const ld_move *)(const void *)(out->updates + out->update_count);
    return (size_t)((const unsigned char *)(const void *)(out->moves + out->move_count) - block);
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
    /* Give the dead table back before the caller copies the outputs out, so
     * that the two never coexist, when that is worth it: memory given back
     * makes the next diff of that size start on fresh pages (allocators map a
     * large block afresh once none of its size is free), and their page
     * faults cost as much as the diff itself at 100,000 elements. So only a
     * dead end of at least SHRINK_FROM_BYTES (about half a million elements)
     * is given back. Shrinking may move the block (some allocators keep sizes
     * in classes), so the result is pointed anew; if it fails, the block
     * stays as it was. */
    size_t kept = point_into(block, &lay, result);
    if (lay.total_bytes - kept >= SHRINK_FROM_BYTES) {
        unsigned char *shrunk = realloc(block, kept);
        if (shrunk != NULL) {
            block = shrunk;
            point_into(block, &lay, result);
        }
    }
    result->owned_block = block;
    return LD_OK;
}

void ld_result_release(ld_result *result) {
    if (result == NULL) return;
    free(result->owned_block);
    memset(result, 0, sizeof *result);
}
