/*
 * libFuzzer target for CDiffCore: decodes two small lists from the input and
 * checks ld_diff against a plain, independent formulation of IGListDiff
 * (k-th occurrence pairs with k-th occurrence; updates per identifier; the
 * offset move rule), and, with lying callbacks, the structural invariants.
 *
 * Input: [mode][old count][new count][one byte per element...]
 *   mode bit 0: hashes collide (hash = id & 3) and identifiers_equal tells ids apart
 *   mode bit 1: callbacks answer at random (invariants only)
 *   mode bit 2: content keys are given
 *   mode bit 3: contents_differ compares contents
 *   mode bit 4: LD_OPTION_MINIMAL_MOVES (moves checked against a brute-force
 *               longest increasing subsequence instead of the offset rule)
 *   element byte: id = low 5 bits modulo the alphabet (1 + mode >> 5), content = top 3 bits
 */
#include "CDiffCore.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ELEMENTS 256

typedef struct lists {
    size_t old_count, new_count;
    uint64_t old_ids[MAX_ELEMENTS], new_ids[MAX_ELEMENTS];
    uint64_t old_contents[MAX_ELEMENTS], new_contents[MAX_ELEMENTS];
    uint64_t old_hashes[MAX_ELEMENTS], new_hashes[MAX_ELEMENTS];
    unsigned mode;
    uint32_t lie_state;
} lists;

static bool lie(lists *l) {
    l->lie_state = l->lie_state * 1103515245u + 12345u;
    return (l->lie_state >> 16) & 1u;
}

static bool identifiers_equal(void *context, ld_side side, size_t index, size_t new_index) {
    lists *l = context;
    if (l->mode & 2u) return lie(l);
    uint64_t id = side == LD_SIDE_OLD ? l->old_ids[index] : l->new_ids[index];
    return id == l->new_ids[new_index];
}

static bool contents_differ(void *context, size_t old_index, size_t new_index) {
    lists *l = context;
    if (l->mode & 2u) return lie(l);
    return l->old_contents[old_index] != l->new_contents[new_index];
}

static void fail(const char *what) {
    fprintf(stderr, "fuzz_diff: %s\n", what);
    abort();
}

/* Minimal moves: exactly the pairs outside an increasing run of old indexes,
 * and as few as a brute-force O(k^2) longest increasing subsequence allows. */
static void check_minimal_moves(const lists *l, const ld_result *r, const long *partner_of_new) {
    long sequence[MAX_ELEMENTS], best[MAX_ELEMENTS];
    size_t pairs = 0, longest = 0, next_move = 0;
    long last_kept = -1;
    for (size_t i = 0; i < l->new_count; i++) {
        long o = partner_of_new[i];
        if (o < 0) continue;
        bool moved = next_move < r->move_count && r->moves[next_move].to == i;
        if (moved) {
            if (r->moves[next_move].from != (ld_index)o) fail("minimal move from the wrong old index");
            next_move++;
        } else {
            if (o <= last_kept) fail("elements left in place are not in increasing old order");
            last_kept = o;
        }
        sequence[pairs] = o;
        best[pairs] = 1;
        for (size_t j = 0; j < pairs; j++)
            if (sequence[j] < o && best[j] + 1 > best[pairs]) best[pairs] = best[j] + 1;
        if ((size_t)best[pairs] > longest) longest = (size_t)best[pairs];
        pairs++;
    }
    if (next_move != r->move_count) fail("minimal move to an unpaired or out-of-order index");
    if (r->move_count != pairs - longest) fail("minimal moves are not minimal");
}

/* The plain formulation, O(n^2), sharing nothing with the core. */
static void check_against_plain(const lists *l, const ld_result *r) {
    size_t n = l->old_count, m = l->new_count;
    long partner_of_new[MAX_ELEMENTS], partner_of_old[MAX_ELEMENTS];
    for (size_t o = 0; o < n; o++) partner_of_old[o] = -1;
    for (size_t i = 0; i < m; i++) {
        size_t k = 0;  /* earlier occurrences of this id in new */
        for (size_t j = 0; j < i; j++) k += l->new_ids[j] == l->new_ids[i];
        partner_of_new[i] = -1;
        for (size_t o = 0; o < n; o++) {
            if (l->old_ids[o] != l->new_ids[i]) continue;
            if (k-- == 0) {
                partner_of_new[i] = (long)o;
                partner_of_old[o] = (long)i;
                break;
            }
        }
    }
    bool keys = (l->mode & 4u) != 0, callback = (l->mode & 8u) != 0;
    bool pair_updated[MAX_ELEMENTS];
    for (size_t i = 0; i < m; i++) {
        long o = partner_of_new[i];
        bool differ = o >= 0 && l->old_contents[o] != l->new_contents[i];
        pair_updated[i] = o >= 0 && (keys || callback) && differ;
    }
    for (size_t o = 0; o < n; o++) {
        if (r->old_to_new[o] != (partner_of_old[o] < 0 ? LD_NOT_FOUND : (ld_index)partner_of_old[o]))
            fail("old_to_new differs from the plain formulation");
    }
    if (l->mode & 16u) check_minimal_moves(l, r, partner_of_new);
    size_t deletes = 0, inserts = 0, updates = 0, moves = 0;
    long delete_offset[MAX_ELEMENTS];
    for (size_t o = 0; o < n; o++) {
        delete_offset[o] = (long)deletes;
        if (partner_of_old[o] < 0) {
            if (deletes >= r->delete_count || r->deletes[deletes] != o) fail("deletes");
            deletes++;
        }
    }
    for (size_t i = 0; i < m; i++) {
        long o = partner_of_new[i];
        if (r->new_to_old[i] != (o < 0 ? LD_NOT_FOUND : (ld_index)o)) fail("new_to_old");
        if (o < 0) {
            if (inserts >= r->insert_count || r->inserts[inserts] != i) fail("inserts");
            inserts++;
            continue;
        }
        bool flagged = false;  /* any pair of this identifier updated */
        for (size_t j = 0; j < m; j++) flagged |= l->new_ids[j] == l->new_ids[i] && pair_updated[j];
        if (flagged) {
            if (updates >= r->update_count || r->updates[updates] != (ld_index)o) fail("updates");
            updates++;
        }
        if ((l->mode & 16u) == 0 && o - delete_offset[o] + (long)inserts != (long)i) {
            if (moves >= r->move_count || r->moves[moves].from != (ld_index)o || r->moves[moves].to != i)
                fail("moves");
            moves++;
        }
    }
    if ((l->mode & 16u) != 0) moves = r->move_count;  /* checked by check_minimal_moves */
    if (deletes != r->delete_count || inserts != r->insert_count || updates != r->update_count ||
        moves != r->move_count)
        fail("counts differ from the plain formulation");
}

/* What holds whatever the callbacks say. */
static void check_invariants(const lists *l, const ld_result *r) {
    size_t n = l->old_count, m = l->new_count, linked = 0;
    for (size_t o = 0; o < n; o++) {
        ld_index i = r->old_to_new[o];
        if (i == LD_NOT_FOUND) continue;
        if (i >= m || r->new_to_old[i] != o) fail("links not mutual");
        if (l->old_hashes[o] != l->new_hashes[i]) fail("link across different hashes");
        linked++;
    }
    if (r->delete_count != n - linked || r->insert_count != m - linked) fail("unbalanced counts");
    if (r->update_count > linked || r->move_count > linked) fail("too many updates or moves");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 3) return 0;
    static lists l;  /* big; keep it off the stack. The fuzzer is single-threaded. */
    memset(&l, 0, sizeof l);
    l.mode = data[0];
    l.lie_state = (uint32_t)size;
    size_t available = size - 3;
    l.old_count = data[1] % (MAX_ELEMENTS / 2 + 1);
    l.new_count = data[2] % (MAX_ELEMENTS / 2 + 1);
    if (l.old_count > available) l.old_count = available;
    if (l.new_count > available - l.old_count) l.new_count = available - l.old_count;
    uint64_t alphabet = 1u + (l.mode >> 5);
    const uint8_t *bytes = data + 3;
    for (size_t k = 0; k < l.old_count + l.new_count; k++) {
        uint64_t id = (bytes[k] & 31u) % alphabet, content = bytes[k] >> 5;
        uint64_t hash = (l.mode & 1u) ? (id & 3u) : id;
        if (k < l.old_count) {
            l.old_ids[k] = id, l.old_contents[k] = content, l.old_hashes[k] = hash;
        } else {
            size_t i = k - l.old_count;
            l.new_ids[i] = id, l.new_contents[i] = content, l.new_hashes[i] = hash;
        }
    }
    /* Without the equality callback the hashes must be exact identifiers. */
    bool use_equal = (l.mode & 3u) != 0;

    ld_input in = {
        .old_count = l.old_count,
        .new_count = l.new_count,
        .old_hashes = l.old_hashes,
        .new_hashes = l.new_hashes,
        .identifiers_equal = use_equal ? identifiers_equal : NULL,
        .old_content_keys = (l.mode & 4u) ? l.old_contents : NULL,
        .new_content_keys = (l.mode & 4u) ? l.new_contents : NULL,
        .contents_differ = (l.mode & 10u) ? contents_differ : NULL,
        .context = &l,
        .options = (l.mode & 16u) ? LD_OPTION_MINIMAL_MOVES : 0u,
    };
    ld_result r;
    ld_status status = ld_diff(&in, &r);
    if (status != LD_OK) fail("ld_diff failed on valid input");
    check_invariants(&l, &r);
    if ((l.mode & 2u) == 0) check_against_plain(&l, &r);

    /* The scratch entry point must agree byte for byte, and so must any seed
     * (it moves entries in the table, never changes a result). With lying
     * callbacks the seed stays: the answers depend on when they are asked. */
    size_t scratch_size = 0;
    if (ld_scratch_size(l.old_count, l.new_count, in.options, &scratch_size) != LD_OK) fail("scratch size");
    void *scratch = malloc(scratch_size);
    ld_result s;
    if (scratch == NULL) fail("malloc");
    l.lie_state = (uint32_t)size;
    if ((l.mode & 2u) == 0) in.seed = UINT64_C(0x9E3779B97F4A7C15) * (uint64_t)size;
    if (ld_diff_in_scratch(&in, scratch, scratch_size, &s) != LD_OK) fail("ld_diff_in_scratch failed");
    if (s.delete_count != r.delete_count || s.move_count != r.move_count || s.update_count != r.update_count ||
        memcmp(s.old_to_new, r.old_to_new, l.old_count * sizeof(ld_index)) != 0 ||
        memcmp(s.updates, r.updates, r.update_count * sizeof(ld_index)) != 0 ||
        memcmp(s.moves, r.moves, r.move_count * sizeof(ld_move)) != 0)
        fail("scratch (another seed) and allocated runs differ");
    free(scratch);
    ld_result_release(&r);
    return 0;
}
