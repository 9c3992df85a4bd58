/*
 * CDiffCore: Paul Heckel's linear-time list diff with the exact semantics of
 * IGListKit's IGListDiff. This header is the whole contract of the C core.
 *
 * ## What it computes
 *
 * Given an old and a new list, each element described by a 64-bit hash of its
 * identifier, the core pairs elements that share an identifier and reports:
 *
 * - deletes: old indexes whose element has no partner in the new list;
 * - inserts: new indexes whose element has no partner in the old list;
 * - updates: OLD indexes of paired elements whose identifier is flagged as
 *   updated (see "Updates" below), in ascending new-index order;
 * - moves:   pairs (old index -> new index) wherever
 *            `old - deletesBefore(old) + insertsBefore(new) != new`,
 *            in ascending new-index order. A move whose `from == to` can appear
 *            (an insert before it and no delete before it shifts it);
 * - links:   old_to_new[old] and new_to_old[new], LD_NOT_FOUND when unpaired.
 *
 * ## The algorithm, as IGListDiff defines it
 *
 * A symbol table maps each identifier to an entry holding a stack of old
 * indexes. Pass 1 walks the new list; pass 2 walks the old list in DESCENDING
 * order and pushes each old index onto its entry's stack, so the smallest old
 * index ends on top; pass 3 walks the new list ascending and pops one old
 * index per new element. Consequences that this core reproduces exactly:
 *
 * - Duplicated identifiers are matched k-th to k-th: the k-th occurrence in
 *   the new list pairs with the k-th occurrence in the old list. Surplus old
 *   occurrences are deletes, surplus new occurrences are inserts.
 * - Updates: when a pair's contents differ, the identifier's entry is flagged,
 *   and EVERY pair with that identifier is reported as updated (the flag is per
 *   identifier, not per pair). Updates are reported at the old index.
 * - Moves are Heckel's, not minimal: a swap of two elements gives two moves.
 *   With LD_OPTION_MINIMAL_MOVES the core keeps every pair but reports moves
 *   only for the paired elements outside one longest increasing subsequence of
 *   their old positions (taken in new order): the fewest moves that explain
 *   the reordering (a swap gives one move), O(k log k) for k pairs.
 *
 * The counters (oldCounter/newCounter) of the original are implied here: a
 * popped old index proves both counters positive, and an identifier that occurs
 * only in the old list never enters the table (it can never pair), which keeps
 * the table sized by the new list alone.
 *
 * ## Identifiers, hashes and the callbacks
 *
 * `old_hashes`/`new_hashes` hold one 64-bit hash per element, computed by the
 * caller once. When `identifiers_equal` is NULL the hashes ARE the identifiers
 * (exact keys, e.g. integer ids or object addresses): equal hashes mean the
 * same identifier. Otherwise the core calls `identifiers_equal` only when two
 * hashes are equal, to tell collisions apart.
 *
 * A pair (old o, new n) is updated when:
 * - content keys are given and old_content_keys[o] == new_content_keys[n]:
 *   never (same content, e.g. the same object for pointer personality);
 * - otherwise, when `contents_differ` is given: when it returns true;
 * - otherwise, when content keys are given (they differ): always;
 * - otherwise (neither keys nor callback): never.
 * So keys alone give pointer personality (keys = object addresses), keys plus
 * the callback give IGListDiffEquality for objects (the equality callback is
 * skipped for the same instance), and the callback alone compares values.
 * Once an identifier is flagged, its later pairs are not compared again.
 *
 * ## Placement and the seed
 *
 * The table places each hash by a keyed mix of it: the hash is xor-ed with a
 * secret word and multiplied by another into 128 bits whose halves are folded
 * together, then multiplied by a fixed odd constant: the high half of that
 * word's product with the table's capacity picks the slot (its top bits when
 * the capacity is a power of two), and its low 32 bits are the tag the slot
 * keeps. Both secret words are derived from `ld_input.seed`. Equality is
 * still decided on the hash itself (and the callback), so exact keys stay
 * exact.
 *
 * Why: with a placement fixed in advance, keys can be chosen that all land
 * in one slot (for the plain Fibonacci multiply used before, the ids
 * i * inverse(0x9E3779B97F4A7C15)), and the diff turns quadratic: 13 s
 * instead of 20 ms at 100k ids. Identifiers often come from a server, so
 * that is a denial of service. With an unpredictable seed, no family of keys
 * chosen without knowing it collides more than random keys do.
 *
 * The core keeps no global state, so the caller supplies the seed: draw it
 * once per process from the system's random source (the Swift layer uses
 * `UInt64.random(in:)`, i.e. getrandom/arc4random, as Swift's own `Hasher`
 * seeds itself; it uses 0 when SWIFT_DETERMINISTIC_HASHING is set, as `Hasher`
 * does). Any seed gives the same result: the seed changes where entries sit,
 * never which pairs form or the order of any output. A zero-initialized input
 * has seed 0: still well spread for structured keys (consecutive, differing
 * only in high bits, equal low bits), but predictable to anyone who knows it.
 *
 * ## Guarantees
 *
 * - O(old_count + new_count) expected time for well-distributed hashes, and
 *   for exact keys chosen by someone who does not know the seed. With
 *   degenerate hashes (d distinct identifiers sharing one hash) lookups probe
 *   O(d) slots and call `identifiers_equal` up to O(d) times each: the result
 *   stays correct, the cost grows to O(n * d), O(n^2) when all hashes collide
 *   (a constant `hashValue` stays quadratic: no seed can separate equal hashes).
 * - Memory-safe whatever the callbacks answer: a callback that lies (equality
 *   inconsistent with the hashes, non-transitive, random) changes which pairs
 *   are formed but never the core's memory behaviour, and the result still
 *   pairs each element at most once and satisfies
 *   old_count + insert_count - delete_count == new_count.
 * - One allocation per call (ld_diff, which may shrink it with one realloc:
 *   see below) or none (ld_diff_in_scratch); no
 *   per-element or per-identifier allocation, no global state: reentrant and
 *   safe to call from any number of threads at once. Callbacks must not call
 *   back into the same result.
 * - Working memory is 4 bytes per old element and 8 per new element plus a
 *   hash table of 12-byte slots, sized by the new list: the smallest power of
 *   two (16 at least) at a load of at most 2/3 below 262,144 new elements,
 *   new + new / 2 + 1 slots from there on (30 bytes per element in all for
 *   two lists of a million). The output lists reuse the table's memory once
 *   the table is no longer needed; they need up to 4 bytes per old and new
 *   element and per pair, more than the table when the old list is several
 *   times longer than the new one (2.5 times from 262,144 new elements), up
 *   to 8 bytes per old element in all. Minimal moves add 4 bytes per new
 *   element and per pair.
 * - What the result keeps is 4 bytes per element of either list (the links)
 *   plus its output lists. ld_diff gives the rest of its block back before it
 *   returns when that is at least 8 MiB (below, the next diff's reuse of the
 *   block is worth more), so that a caller copying the result out never holds
 *   the dead table as well. For two lists of n elements that is from n =
 *   381,300 when nothing changed up to about n = 840,000 when every element
 *   is updated and moved (sooner with minimal moves, whose arrays are dead
 *   too).
 */
#ifndef CDIFFCORE_H
#define CDIFFCORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An index into the old or the new list, as stored in the result.
/// 32 bits keep the working set small; counts above LD_MAX_COUNT are refused.
typedef uint32_t ld_index;

/// The value of a link that has no partner (IGListKit's NSNotFound).
#define LD_NOT_FOUND ((ld_index)0xFFFFFFFFu)

/// The largest accepted element count on either side (2^31 - 2).
#define LD_MAX_COUNT ((size_t)0x7FFFFFFEu)

/// Outcome of a call. Every failure leaves the result zeroed and owns nothing.
typedef enum ld_status {
    LD_OK = 0,
    /// A required pointer is NULL for a non-empty list, only one of the two
    /// content-key arrays is given, or the scratch is misaligned.
    LD_ERROR_INVALID_ARGUMENT = 1,
    /// A count exceeds LD_MAX_COUNT, or the working size overflows size_t.
    LD_ERROR_TOO_LARGE = 2,
    /// The allocation failed.
    LD_ERROR_OUT_OF_MEMORY = 3,
    /// ld_diff_in_scratch was given less than ld_scratch_size reports.
    LD_ERROR_SCRATCH_TOO_SMALL = 4
} ld_status;

/// Options of a diff, or-ed into ld_input.options.
enum {
    /// Report the minimum number of moves instead of Heckel's (see above).
    LD_OPTION_MINIMAL_MOVES = 1u
};

/// Which list an element index refers to.
typedef enum ld_side { LD_SIDE_OLD = 0, LD_SIDE_NEW = 1 } ld_side;

/// Returns whether the identifier of element `index` of list `side` equals the
/// identifier of element `new_index` of the new list. Called only when their
/// hashes are equal.
typedef bool (*ld_identifiers_equal_fn)(void *context, ld_side side, size_t index, size_t new_index);

/// Returns whether old element `old_index` and new element `new_index`, which
/// share an identifier, have different contents (the pair is an update).
typedef bool (*ld_contents_differ_fn)(void *context, size_t old_index, size_t new_index);

/// The two lists and how to compare them. Arrays may be NULL when their count is 0.
typedef struct ld_input {
    size_t old_count;
    size_t new_count;
    const uint64_t *old_hashes;          ///< [old_count] identifier hashes
    const uint64_t *new_hashes;          ///< [new_count] identifier hashes
    ld_identifiers_equal_fn identifiers_equal; ///< NULL: the hashes are exact identifiers
    const uint64_t *old_content_keys;    ///< optional [old_count]; both or neither
    const uint64_t *new_content_keys;    ///< optional [new_count]
    ld_contents_differ_fn contents_differ; ///< optional update check
    void *context;                       ///< passed to both callbacks
    unsigned options;                    ///< LD_OPTION_* flags; 0 for IGListDiff's output
    uint64_t seed;                       ///< secret of the table placement (see "Placement
                                         ///< and the seed"); any value gives the same result
} ld_input;

/// A move of the element at old index `from` to new index `to`.
typedef struct ld_move {
    ld_index from;
    ld_index to;
} ld_move;

/// The diff. All arrays live in one block owned by the result (or in the
/// caller's scratch) and stay valid until ld_result_release (or until the
/// scratch is reused).
typedef struct ld_result {
    size_t old_count;
    size_t new_count;
    const ld_index *old_to_new;  ///< [old_count] partner in the new list or LD_NOT_FOUND
    const ld_index *new_to_old;  ///< [new_count] partner in the old list or LD_NOT_FOUND
    const ld_index *deletes;     ///< ascending old indexes
    size_t delete_count;
    const ld_index *inserts;     ///< ascending new indexes
    size_t insert_count;
    const ld_index *updates;     ///< old indexes, in ascending order of their new index
    size_t update_count;
    const ld_move *moves;        ///< in ascending order of `to`
    size_t move_count;
    void *owned_block;           ///< the block ld_diff allocated; NULL for scratch
} ld_result;

/// Diffs two lists into `result`, allocating one block that
/// ld_result_release frees. On failure `result` is zeroed.
ld_status ld_diff(const ld_input *input, ld_result *result);

/// Frees the block of a result made by ld_diff and zeroes the result.
/// Safe on a zeroed result and on a result made in scratch (frees nothing).
void ld_result_release(ld_result *result);

/// The scratch size in bytes that ld_diff_in_scratch needs for these counts
/// and options.
ld_status ld_scratch_size(size_t old_count, size_t new_count, unsigned options, size_t *size);

/// Diffs two lists using caller-provided scratch memory (aligned to 8 bytes,
/// at least ld_scratch_size bytes), with no allocation. The result's arrays
/// point into the scratch. On failure `result` is zeroed.
ld_status ld_diff_in_scratch(const ld_input *input, void *scratch, size_t scratch_size,
                             ld_result *result);

#ifdef __cplusplus
}
#endif

#endif /* CDIFFCORE_H */
