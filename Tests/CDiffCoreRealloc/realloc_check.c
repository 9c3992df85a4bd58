/*
 * ld_diff's shrink of its block (CDiffCore.h: "What the result keeps"), under
 * an allocator that does what realloc may do. malloc and realloc are wrapped
 * (-Wl,--wrap=realloc,--wrap=malloc; .ci/run builds it with ASan and UBSan):
 * mode 0 passes realloc through, mode 1 makes every realloc move the block
 * (the old one freed: ASan catches any pointer left into it), mode 2 makes it
 * fail (the block must stay whole and owned). Each case must equal the same
 * diff in scratch memory, own the right block, and call realloc exactly when
 * the dead end is at least 8 MiB, with the size of what the result keeps.
 * Sizes straddle that threshold and the exact-capacity rule (2^18 new).
 */
#include "CDiffCore.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sanitizer/asan_interface.h>

void *__real_realloc(void *, size_t);
void *__real_malloc(size_t);
static int mode = 0, realloc_calls = 0;
static void *last_malloc = NULL, *last_realloc = NULL; static size_t last_realloc_size = 0;
void *__wrap_malloc(size_t n) { void *p = __real_malloc(n); last_malloc = p; return p; }
void *__wrap_realloc(void *p, size_t n) {
    realloc_calls++; last_realloc_size = n;
    if (mode == 2) return last_realloc = NULL;
    if (mode == 1) {
        void *q = __real_malloc(n);
        if (q) { memcpy(q, p, n); free(p); }
        return last_realloc = q;
    }
    return last_realloc = __real_realloc(p, n);
}

static int failures = 0, cases = 0;
#define CHECK(c, ...) do { if (!(c)) { failures++; fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__); fprintf(stderr, __VA_ARGS__); fputc('\n', stderr); } } while (0)

static int same(const ld_result *a, const ld_result *b) {
#define EQ(f, n, t) (a->n == b->n && (a->n == 0 || memcmp(a->f, b->f, a->n * sizeof(t)) == 0))
    return a->old_count == b->old_count && a->new_count == b->new_count &&
        memcmp(a->old_to_new, b->old_to_new, a->old_count * 4) == 0 &&
        memcmp(a->new_to_old, b->new_to_old, a->new_count * 4) == 0 &&
        EQ(deletes, delete_count, ld_index) && EQ(inserts, insert_count, ld_index) &&
        EQ(updates, update_count, ld_index) && EQ(moves, move_count, ld_move);
}

static void run(const char *name, size_t on, size_t nn, const uint64_t *o, const uint64_t *n, const uint64_t *ok, const uint64_t *nk, unsigned options) {
    ld_input in = { 0 };
    in.old_count = on; in.new_count = nn; in.old_hashes = o; in.new_hashes = n;
    in.old_content_keys = ok; in.new_content_keys = nk; in.options = options; in.seed = 99;
    size_t total = 0; ld_scratch_size(on, nn, options, &total);
    void *scratch = malloc(total);
    ld_result s; CHECK(ld_diff_in_scratch(&in, scratch, total, &s) == LD_OK, "scratch");
    size_t kept = 4 * (on + nn + s.delete_count + s.insert_count + s.update_count) + 8 * s.move_count;
    for (mode = 0; mode < 3; mode++) {
        ld_result r; realloc_calls = 0; last_malloc = last_realloc = NULL;
        CHECK(ld_diff(&in, &r) == LD_OK, "ld_diff");
        void *allocated = last_malloc;
        int expect_shrink = total - kept >= ((size_t)8 << 20);
        CHECK(realloc_calls == expect_shrink, "%s mode %d: realloc calls %d, dead %zu", name, mode, realloc_calls, total - kept);
        if (realloc_calls) CHECK(last_realloc_size == kept, "%s: realloc to %zu, kept %zu", name, last_realloc_size, kept);
        void *expected_owner = (realloc_calls && mode != 2) ? last_realloc : allocated;
        CHECK(r.owned_block == expected_owner, "%s mode %d: owned_block %p expected %p", name, mode, r.owned_block, expected_owner);
        CHECK(same(&r, &s), "%s mode %d: differs from scratch", name, mode);
        CHECK((void *)r.old_to_new == r.owned_block, "%s mode %d: links not at block start", name, mode);
        if (mode == 2 || !realloc_calls) CHECK(__asan_address_is_poisoned((char *)r.owned_block + total - 1) == 0, "block shrank although realloc failed");
        cases++;
        ld_result_release(&r);
    }
    free(scratch);
}

int main(void) {
    size_t max = 3000000;
    uint64_t *o = malloc(max * 8), *n = malloc(max * 8), *ok = malloc(max * 8), *nk = malloc(max * 8);
    for (size_t i = 0; i < max; i++) { o[i] = i * 0x9E3779B97F4A7C15ull; n[i] = o[i]; ok[i] = 0; nk[i] = 0; }
    /* identical lists: dead = 12 * capacity + 4 * n (n >= 2^18): below/above 8 MiB at 381299/381300 */
    run("identity below", 381299, 381299, o, n, NULL, NULL, 0);
    run("identity at", 381300, 381300, o, n, NULL, NULL, 0);
    /* 2^18 boundaries */
    run("identity 2^18-1", 262143, 262143, o, n, NULL, NULL, 0);
    run("identity 2^18-1 min", 262143, 262143, o, n, NULL, NULL, LD_OPTION_MINIMAL_MOVES);
    run("identity 2^18", 262144, 262144, o, n, NULL, NULL, LD_OPTION_MINIMAL_MOVES);
    /* with changes: reversed new, every content differs */
    for (size_t i = 0; i < 700000; i++) { n[i] = o[700000 - 1 - i]; nk[i] = i & 1; }
    run("reversed+updates", 700000, 700000, o, n, ok, nk, 0);
    run("reversed+updates min", 700000, 700000, o, n, ok, nk, LD_OPTION_MINIMAL_MOVES);
    /* old >> new, new >> old */
    for (size_t i = 0; i < max; i++) n[i] = o[i] + 1;  /* disjoint */
    run("old 3M new 10", 3000000, 10, o, o + 5, NULL, NULL, 0);
    run("old 10 new 3M", 10, 3000000, o + 5, o, NULL, NULL, 0);
    run("old 10 new 3M min", 10, 3000000, o + 5, o, NULL, NULL, LD_OPTION_MINIMAL_MOVES);
    run("disjoint 1M", 1000000, 1000000, o, n, NULL, NULL, 0);
    run("empty", 0, 0, o, n, NULL, NULL, 0);
    free(o); free(n); free(ok); free(nk);
    printf("realloc_check: %d diffs over 3 allocator modes, %d failures\n", cases, failures);
    return failures != 0;
}
