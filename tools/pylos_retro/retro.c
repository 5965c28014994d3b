/* Pylos solved by retrograde analysis (issue #17): an offline tool, never shipped.
 *
 * Every position of one variant (children / standard / mature, docs/RULES.md §1.6) gets its
 * exact value for the side to move: win, loss or draw. Like the app's solver
 * (tabletop_gui/ai/pylos/solver.py) a position is the side to move's mask and the other's mask,
 * so a position and its colour swap are one entry. Each side has at most 14 spheres on the board
 * (a side whose reserve is empty at the end of its turn has lost), so at most 28 places are
 * filled, level 3 is never full and the top is always empty: a move that fills level 3 hands the
 * opponent the crown (they always hold a sphere), a move that leaves the mover 15 spheres on the
 * board loses at once.
 *
 * The 8 symmetries of the square: only positions whose occupancy is the least of its 8 images
 * (and, for occupancies with symmetries of their own, whose mover mask is the least among those)
 * are stored. Index = the canonical occupancy's base for the mover's count + the colex rank of the
 * mover's spheres among the filled places. Values take 2 bits: 0 not known (a draw once nothing
 * changes), 1 win, 2 loss.
 *
 * Passes over all stored positions, fuller boards first and, on one count, higher spheres first
 * (a placement and a raise lead to a position already visited in the pass; only take-backs lead
 * back): a position is a win if a move reaches a lost position, a loss if every move reaches a won
 * one (or runs out of spheres, or fills level 3). Values only change from "not known", and always
 * soundly, so a pass updates the table in place and two threads share it; the analysis ends after
 * a pass that changes nothing, and what is still not known is a draw: neither side can force an
 * end, so the game goes on until a position repeats a third time (the app's solver scores a
 * repetition on the path as a draw; the tests compare the two).
 *
 * The state is saved every few minutes and on exit; run again with the same file to go on.
 *
 *   make -C tools/pylos_retro
 *   tools/pylos_retro/build/retro solve <variant> <file>     the analysis (resumes <file>)
 *   tools/pylos_retro/build/retro query <variant> <file>     stdin: "me opp" masks per line,
 *                                                            stdout: "1" win, "-1" loss, "0" draw
 *   tools/pylos_retro/build/retro book <variant> <file> <min_empty> <out>
 *                                                            the values of every stored position
 *                                                            with at least min_empty empty places
 *                                                            (see tools/pylos_retro/README.md)
 *   tools/pylos_retro/build/retro stats <variant> <file>     counts by empty places and value
 *   tools/pylos_retro/build/retro sample <variant> <file> <value> <empty> <count> <seed>
 *                                                            random stored positions of a value
 */
#define _GNU_SOURCE
#include <immintrin.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

typedef uint64_t u64;
typedef uint32_t u32;
typedef uint8_t u8;

#define NP 30
#define MAXON 14
#define L3MASK (0xFu << 25)
#define UNKNOWN 0
#define WIN 1
#define LOSS 2

/* ---- geometry: the layout of tabletop_gui/rules/pylos/geometry.py ---- */
static const int LEVEL_SIZE[4] = {4, 3, 2, 1};
static const int LEVEL_BASE[4] = {0, 16, 25, 29};
static int LEVEL[NP], COL[NP], ROW[NP];
static u32 BIT[NP], SUPPORT[NP], ABOVE[NP], HIGHER[NP];
static int SUPPORT_LIST[NP][4], NSUP[NP];
static u32 PATS[NP][8];
static int NPATS[NP];
static int variant;

static int index_of(int lv, int c, int r) { return LEVEL_BASE[lv - 1] + c + LEVEL_SIZE[lv - 1] * r; }

static void init_geometry(void) {
    for (int lv = 1; lv <= 4; lv++)
        for (int r = 0; r < LEVEL_SIZE[lv - 1]; r++)
            for (int c = 0; c < LEVEL_SIZE[lv - 1]; c++) {
                int p = index_of(lv, c, r);
                LEVEL[p] = lv; COL[p] = c; ROW[p] = r; BIT[p] = 1u << p;
            }
    for (int p = 0; p < NP; p++) {
        SUPPORT[p] = 0; NSUP[p] = 0;
        if (LEVEL[p] > 1)
            for (int dc = 0; dc < 2; dc++)
                for (int dr = 0; dr < 2; dr++)
                    SUPPORT[p] |= 1u << index_of(LEVEL[p] - 1, COL[p] + dc, ROW[p] + dr);
        for (int q = 0; q < NP; q++)
            if (SUPPORT[p] >> q & 1) SUPPORT_LIST[p][NSUP[p]++] = q;
    }
    for (int p = 0; p < NP; p++) {
        ABOVE[p] = 0; HIGHER[p] = 0;
        for (int q = 0; q < NP; q++) {
            if (SUPPORT[q] >> p & 1) ABOVE[p] |= 1u << q;
            if (LEVEL[q] > LEVEL[p]) HIGHER[p] |= 1u << q;
        }
    }
    u32 pats[32];
    int np = 0;
    if (variant >= 1)
        for (int lv = 1; lv <= 3; lv++) {
            int n = LEVEL_SIZE[lv - 1];
            for (int r = 0; r < n - 1; r++)
                for (int c = 0; c < n - 1; c++)
                    pats[np++] = BIT[index_of(lv, c, r)] | BIT[index_of(lv, c + 1, r)]
                               | BIT[index_of(lv, c, r + 1)] | BIT[index_of(lv, c + 1, r + 1)];
        }
    if (variant == 2)
        for (int lv = 1; lv <= 2; lv++) {
            int n = LEVEL_SIZE[lv - 1];
            for (int k = 0; k < n; k++) {
                u32 row = 0, col = 0;
                for (int i = 0; i < n; i++) { row |= BIT[index_of(lv, i, k)]; col |= BIT[index_of(lv, k, i)]; }
                pats[np++] = row; pats[np++] = col;
            }
        }
    for (int p = 0; p < NP; p++) {
        NPATS[p] = 0;
        for (int i = 0; i < np; i++)
            if (pats[i] >> p & 1) PATS[p][NPATS[p]++] = pats[i];
    }
}

/* ---- symmetries: g = transpose (bit 2), then mirror columns (bit 0), mirror rows (bit 1) ---- */
static u32 SYM[8][4][256];   /* the image of one byte of a mask */

static int sym_place(int g, int p) {
    int n = LEVEL_SIZE[LEVEL[p] - 1], c = COL[p], r = ROW[p];
    if (g & 4) { int t = c; c = r; r = t; }
    if (g & 1) c = n - 1 - c;
    if (g & 2) r = n - 1 - r;
    return index_of(LEVEL[p], c, r);
}

static void init_symmetry(void) {
    for (int g = 0; g < 8; g++)
        for (int k = 0; k < 4; k++)
            for (int v = 0; v < 256; v++) {
                u32 out = 0;
                for (int b = 0; b < 8; b++)
                    if (v >> b & 1 && 8 * k + b < NP) out |= BIT[sym_place(g, 8 * k + b)];
                SYM[g][k][v] = out;
            }
}

static inline u32 sym(int g, u32 m) {
    return SYM[g][0][m & 255] | SYM[g][1][m >> 8 & 255] | SYM[g][2][m >> 16 & 255] | SYM[g][3][m >> 24];
}

/* ---- occupancies ("shapes") and the index ---- */
/* Levels 2-3 of an occupancy (13 bits, level 3 not full) -> the first shape id of that upper
 * part, and the level-1 places it does not need; shape id = base + pext(level 1, free). */
static int64_t UBASE[1 << 13];
static u32 UFREE[1 << 13];
static int NSHAPES;
static u32 *SHAPE;          /* shape id -> occupancy */
static int32_t *CANON;      /* shape id -> canonical shape's number (its own if canonical) */
static u8 *GMASK;           /* shape id -> the symmetries that map it to its canonical shape */
static int NCANON;
static int32_t *CSHAPE;     /* canonical number -> shape id */
static u64 (*POSBASE)[MAXON + 2];   /* canonical number, mover count -> first index */
static u64 TOTAL;
static u64 BINOM[32][32];

static inline int shape_id(u32 occ) {
    u32 up = occ >> 16 & 0x1FFF;
    return (int)(UBASE[up] + _pext_u32(occ & 0xFFFF, UFREE[up]));
}

static void init_index(void) {
    for (int n = 0; n < 32; n++) {
        BINOM[n][0] = 1;
        for (int k = 1; k <= n; k++) BINOM[n][k] = BINOM[n - 1][k - 1] + (k <= n - 1 ? BINOM[n - 1][k] : 0);
    }
    int64_t next = 0;
    for (u32 up = 0; up < (1u << 13); up++) {
        u32 occ = up << 16;
        UBASE[up] = -1;
        if ((occ & L3MASK) == L3MASK) continue;
        u32 need = 0;
        int ok = 1;
        for (int p = 16; p < 29; p++)
            if (occ >> p & 1) {
                if (p >= 25 && (SUPPORT[p] & occ) != SUPPORT[p]) ok = 0;
                need |= SUPPORT[p];
            }
        if (!ok) continue;
        need &= 0xFFFF;
        UBASE[up] = next;
        UFREE[up] = ~need & 0xFFFF;
        next += 1 << __builtin_popcount(UFREE[up]);
    }
    NSHAPES = (int)next;
    SHAPE = malloc(sizeof(u32) * NSHAPES);
    CANON = malloc(sizeof(int32_t) * NSHAPES);
    GMASK = malloc(NSHAPES);
    for (u32 up = 0; up < (1u << 13); up++) {
        if (UBASE[up] < 0) continue;
        u32 free_ = UFREE[up], need = ~free_ & 0xFFFF;
        for (u32 x = 0; x < (1u << __builtin_popcount(free_)); x++)
            SHAPE[UBASE[up] + x] = up << 16 | need | _pdep_u32(x, free_);
    }
    int32_t *number = malloc(sizeof(int32_t) * NSHAPES);
    NCANON = 0;
    for (int s = 0; s < NSHAPES; s++) {
        u32 occ = SHAPE[s], best = occ;
        for (int g = 1; g < 8; g++) { u32 im = sym(g, occ); if (im < best) best = im; }
        number[s] = best == occ ? NCANON++ : -1;
    }
    CSHAPE = malloc(sizeof(int32_t) * NCANON);
    POSBASE = malloc(sizeof(*POSBASE) * NCANON);
    for (int s = 0; s < NSHAPES; s++) {
        u32 occ = SHAPE[s], best = occ;
        for (int g = 1; g < 8; g++) { u32 im = sym(g, occ); if (im < best) best = im; }
        u8 gm = 0;
        for (int g = 0; g < 8; g++) if (sym(g, occ) == best) gm |= 1u << g;
        GMASK[s] = gm;
        CANON[s] = number[shape_id(best)];
        if (number[s] >= 0) CSHAPE[number[s]] = s;
    }
    free(number);
    TOTAL = 0;
    for (int c = 0; c < NCANON; c++) {
        int n = __builtin_popcount(SHAPE[CSHAPE[c]]);
        for (int a = 0; a <= MAXON + 1; a++) {
            POSBASE[c][a] = TOTAL;
            if (a <= MAXON && n - a >= 0 && n - a <= MAXON) TOTAL += BINOM[n][a];
        }
    }
}

static inline u64 colex(u32 x) {
    u64 r = 0;
    int i = 1;
    while (x) { r += BINOM[__builtin_ctz(x)][i++]; x &= x - 1; }
    return r;
}

/* The index of (me, opp) (both at most 14 spheres, level 3 not full). */
static inline u64 pos_index(u32 me, u32 opp) {
    u32 occ = me | opp;
    int s = shape_id(occ);
    u8 gm = GMASK[s];
    u32 best = 0xFFFFFFFFu;
    for (int g = 0; g < 8; g++)
        if (gm >> g & 1) { u32 im = sym(g, me); if (im < best) best = im; }
    int c = CANON[s];
    u32 cocc = SHAPE[CSHAPE[c]];
    return POSBASE[c][__builtin_popcount(me)] + colex(_pext_u32(best, cocc));
}

/* Whether `me` is the least of its images under the occupancy's own symmetries `stab`. */
static inline int is_canonical(u8 stab, u32 me) {
    if (stab != 1)
        for (int g = 1; g < 8; g++)
            if (stab >> g & 1 && sym(g, me) < me) return 0;
    return 1;
}

/* The next number with as many set bits (Gosper), i.e. the next mover mask in colex order. */
static inline u32 next_colex(u32 x) {
    if (!x) return 0;
    u32 t = x | (x - 1);
    return (t + 1) | (((~t & -~t) - 1) >> (__builtin_ctz(x) + 1));
}

/* ---- the value table ---- */
static u64 *V;
static u64 NWORDS;

static inline int get(u64 i) { return (int)(__atomic_load_n(&V[i >> 5], __ATOMIC_RELAXED) >> ((i & 31) * 2) & 3); }
static inline void set(u64 i, int v) { __atomic_fetch_or(&V[i >> 5], (u64)v << ((i & 31) * 2), __ATOMIC_RELAXED); }

/* ---- moves: the mover's masks after each move ---- */
/* Masks after one move, duplicates included: at most 29 placements and 14 x 13 raises, each
 * with at most 1 + 14 + 91 + 14 x 4 take-back choices (own free spheres: one, two free at once,
 * or one and a sphere it freed): under 211 x 162. */
#define MAXPLAIN 256
#define MAXCH 36000
static __thread u32 CH[MAXCH];
static __thread u64 IDX[MAXCH];
static int max_children;   /* the most masks one position gave (for the log) */

static int children(u32 me, u32 opp, u32 *out) {
    u32 occ = me | opp;
    int avail[NP], na = 0;
    for (int p = 0; p < 29; p++)
        if (!(occ >> p & 1) && (occ & SUPPORT[p]) == SUPPORT[p]) avail[na++] = p;
    int n = 0;
    u32 plain[MAXPLAIN]; int pdst[MAXPLAIN], npl = 0;
    for (int i = 0; i < na; i++) { plain[npl] = me | BIT[avail[i]]; pdst[npl++] = avail[i]; }
    if (na && avail[na - 1] >= 16)
        for (int src = 0; src < 25; src++) {
            if (!(me >> src & 1) || (ABOVE[src] & occ)) continue;
            for (int i = 0; i < na; i++) {
                int dst = avail[i];
                if ((HIGHER[src] >> dst & 1) && !(SUPPORT[dst] & BIT[src])) {
                    plain[npl] = (me ^ BIT[src]) | BIT[dst]; pdst[npl++] = dst;
                }
            }
        }
    for (int k = 0; k < npl; k++) {
        u32 nm = plain[k];
        int dst = pdst[k], done = 0;
        for (int i = 0; i < NPATS[dst]; i++)
            if ((nm & PATS[dst][i]) == PATS[dst][i]) { done = 1; break; }
        if (!done) { out[n++] = nm; continue; }
        u32 nocc = nm | opp;
        int fr[NP], nf = 0;
        for (int p = 0; p < 29; p++)
            if ((nm >> p & 1) && !(ABOVE[p] & nocc)) fr[nf++] = p;
        for (int i = 0; i < nf; i++) {
            u32 na_ = nm ^ BIT[fr[i]];
            out[n++] = na_;
            for (int j = i + 1; j < nf; j++) out[n++] = na_ ^ BIT[fr[j]];
            int a = fr[i];
            u32 occ_after = nocc ^ BIT[a];
            for (int s = 0; s < NSUP[a]; s++) {
                int b = SUPPORT_LIST[a][s];
                if ((nm >> b & 1) && !(ABOVE[b] & occ_after)) out[n++] = na_ ^ BIT[b];
            }
        }
    }
    return n;
}

/* The value of (me, opp) from its children's values, or UNKNOWN. */
static int evaluate(u32 me, u32 opp) {
    u32 *ch = CH;
    u64 *idx = IDX;
    int n = children(me, opp, ch), m = 0, open = 0;
    if (n > max_children) __atomic_store_n(&max_children, n, __ATOMIC_RELAXED);
    for (int k = 0; k < n; k++) {
        u32 nm = ch[k];
        if (__builtin_popcount(nm) > MAXON) continue;          /* ran out of spheres: lost */
        if (((nm | opp) & L3MASK) == L3MASK) continue;         /* the opponent crowns */
        idx[m] = pos_index(opp, nm);
        __builtin_prefetch(&V[idx[m] >> 5]);
        m++;
    }
    for (int k = 0; k < m; k++) {
        int v = get(idx[k]);
        if (v == LOSS) return WIN;
        if (v == UNKNOWN) open = 1;
    }
    return open ? UNKNOWN : LOSS;
}

/* ---- the analysis ---- */
typedef struct {
    char magic[8];
    int variant;
    int pass;
    u64 total;
    int64_t next;        /* the next shape (in processing order) of this pass */
    u64 changed;         /* positions decided in this pass so far */
    u64 seconds;         /* time spent so far */
} Header;

static int *ORDER;       /* canonical numbers, fuller boards first, higher spheres first */

static int height(u32 occ) { int h = 0; for (int p = 0; p < NP; p++) if (occ >> p & 1) h += LEVEL[p]; return h; }

static int order_cmp(const void *a, const void *b) {
    u32 x = SHAPE[CSHAPE[*(const int *)a]], y = SHAPE[CSHAPE[*(const int *)b]];
    int nx = __builtin_popcount(x), ny = __builtin_popcount(y);
    if (nx != ny) return ny - nx;
    int hx = height(x), hy = height(y);
    if (hx != hy) return hy - hx;
    return *(const int *)a - *(const int *)b;
}

static const char *VARIANTS[3] = {"children", "standard", "mature"};

static void setup(const char *name) {
    variant = -1;
    for (int v = 0; v < 3; v++) if (!strcmp(name, VARIANTS[v])) variant = v;
    if (variant < 0) { fprintf(stderr, "unknown variant %s (children, standard, mature)\n", name); exit(2); }
    init_geometry();
    init_symmetry();
    init_index();
    NWORDS = (TOTAL + 31) / 32;
}

static int load(const char *path, Header *h) {
    FILE *f = fopen(path, "rb");
    if (!f) return 0;
    if (fread(h, sizeof *h, 1, f) != 1 || memcmp(h->magic, "PYLRETRO", 8) || h->variant != variant
        || h->total != TOTAL) {
        fprintf(stderr, "%s is not a %s table of this layout\n", path, VARIANTS[variant]);
        exit(2);
    }
    if (fread(V, 8, NWORDS, f) != NWORDS) { fprintf(stderr, "%s is cut short\n", path); exit(2); }
    fclose(f);
    return 1;
}

static void save(const char *path, const Header *h) {
    char tmp[4096];
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    FILE *f = fopen(tmp, "wb");
    if (!f || fwrite(h, sizeof *h, 1, f) != 1 || fwrite(V, 8, NWORDS, f) != NWORDS || fclose(f)) {
        perror(tmp); exit(1);
    }
    if (rename(tmp, path)) { perror(path); exit(1); }
}

static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec * 1e-9; }

static u64 process_shape(int c) {
    u32 occ = SHAPE[CSHAPE[c]];
    int n = __builtin_popcount(occ);
    u8 stab = GMASK[CSHAPE[c]];     /* the canonical shape's own symmetries */
    u64 changed = 0;
    for (int a = 0; a <= MAXON; a++) {
        if (n - a < 0 || n - a > MAXON) continue;
        u64 base = POSBASE[c][a], count = BINOM[n][a];
        u32 x = a ? (1u << a) - 1 : 0;
        for (u64 r = 0; r < count; r++) {
            u64 i = base + r;
            if (!get(i)) {
                u32 me = _pdep_u32(x, occ), opp = occ ^ me;
                if (is_canonical(stab, me)) {
                    int v = evaluate(me, opp);
                    if (v) { set(i, v); changed++; }
                }
            }
            x = next_colex(x);
        }
    }
    return changed;
}

static int cmd_solve(const char *path) {
    V = calloc(NWORDS, 8);
    if (!V) { fprintf(stderr, "no memory for %llu bytes\n", (unsigned long long)NWORDS * 8); return 1; }
    Header h;
    if (!load(path, &h)) {
        memset(&h, 0, sizeof h);
        memcpy(h.magic, "PYLRETRO", 8);
        h.variant = variant; h.total = TOTAL; h.pass = 1;
    }
    ORDER = malloc(sizeof(int) * NCANON);
    for (int c = 0; c < NCANON; c++) ORDER[c] = c;
    qsort(ORDER, NCANON, sizeof(int), order_cmp);
    fprintf(stderr, "%s: %d shapes, %d canonical, %llu positions, %.0f MB; pass %d from shape %lld\n",
            VARIANTS[variant], NSHAPES, NCANON, (unsigned long long)TOTAL, NWORDS * 8 / 1e6, h.pass,
            (long long)h.next);
    double t0 = now(), last_save = t0, last_print = t0;
    u64 seconds0 = h.seconds;
    for (;;) {
        while (h.next < NCANON) {
            int64_t end = h.next + 256 < NCANON ? h.next + 256 : NCANON;
            u64 changed = 0;
            #pragma omp parallel for schedule(dynamic, 1) reduction(+:changed)
            for (int64_t k = h.next; k < end; k++) changed += process_shape(ORDER[k]);
            h.changed += changed;
            h.next = end;
            double t = now();
            h.seconds = seconds0 + (u64)(t - t0);
            if (t - last_print > 30 || h.next == NCANON) {
                fprintf(stderr, "pass %d: %lld / %d shapes, %llu decided this pass, %llu s\n", h.pass,
                        (long long)h.next, NCANON, (unsigned long long)h.changed, (unsigned long long)h.seconds);
                last_print = t;
            }
            if (t - last_save > 600) { save(path, &h); last_save = now(); }
        }
        u64 changed = h.changed;
        fprintf(stderr, "pass %d done: %llu decided, %llu s in all (at most %d masks after the moves of one position)\n",
                h.pass, (unsigned long long)changed, (unsigned long long)h.seconds, max_children);
        h.pass++; h.next = 0; h.changed = 0;
        if (!changed) { h.next = -1; save(path, &h); break; }
        save(path, &h);
        last_save = now();
    }
    u32 empty_me = 0, empty_opp = 0;
    int v = get(pos_index(empty_me, empty_opp));
    printf("%s solved in %d passes, %llu s: the first player %s\n", VARIANTS[variant], h.pass - 1,
           (unsigned long long)h.seconds, v == WIN ? "wins" : v == LOSS ? "loses" : "draws");
    return 0;
}

static void load_solved(const char *path) {
    V = malloc(NWORDS * 8);
    Header h;
    if (!V || !load(path, &h)) { fprintf(stderr, "cannot read %s\n", path); exit(2); }
    if (h.next != -1) fprintf(stderr, "warning: %s is not finished (pass %d): 'not known' is not a draw yet\n", path, h.pass);
}

static int cmd_query(const char *path) {
    load_solved(path);
    char line[256];
    while (fgets(line, sizeof line, stdin)) {
        unsigned long me, opp;
        if (sscanf(line, "%lu %lu", &me, &opp) != 2) { printf("error bad line\n"); fflush(stdout); continue; }
        u32 occ = (u32)(me | opp);
        int v;
        if ((me & opp) || __builtin_popcount((u32)me) > MAXON || __builtin_popcount((u32)opp) > MAXON
            || (occ & L3MASK) == L3MASK || occ >> 29 || UBASE[occ >> 16 & 0x1FFF] < 0
            || (occ & 0xFFFF & ~UFREE[occ >> 16 & 0x1FFF]) != (~UFREE[occ >> 16 & 0x1FFF] & 0xFFFF)) {
            printf("error not a stored position\n"); fflush(stdout); continue;
        }
        v = get(pos_index((u32)me, (u32)opp));
        printf("%d\n", v == WIN ? 1 : v == LOSS ? -1 : 0);
        fflush(stdout);
    }
    return 0;
}

/* Calls visit(ctx, index, me, occupancy) for every canonical position of canonical shape c;
 * stops at (and returns) the first non-zero the visitor returns. */
static int each_canonical(int c, int (*visit)(void *, u64, u32, u32), void *ctx) {
    u32 occ = SHAPE[CSHAPE[c]];
    int n = __builtin_popcount(occ);
    u8 stab = GMASK[CSHAPE[c]];
    for (int a = 0; a <= MAXON; a++) {
        if (n - a < 0 || n - a > MAXON) continue;
        u32 x = a ? (1u << a) - 1 : 0;
        for (u64 r = 0; r < BINOM[n][a]; r++) {
            u32 me = _pdep_u32(x, occ);
            int stop = is_canonical(stab, me) ? visit(ctx, POSBASE[c][a] + r, me, occ) : 0;
            if (stop) return stop;
            x = next_colex(x);
        }
    }
    return 0;
}

static int count_value(void *ctx, u64 i, u32 me, u32 occ) {
    (void)me;
    ((u64 (*)[3])ctx)[30 - __builtin_popcount(occ)][get(i)]++;
    return 0;
}

static int cmd_stats(const char *path) {
    load_solved(path);
    u64 cnt[NP + 1][3];
    memset(cnt, 0, sizeof cnt);
    for (int c = 0; c < NCANON; c++) each_canonical(c, count_value, cnt);
    printf("empty  positions  wins  losses  draws\n");
    for (int e = 0; e <= NP; e++) {
        u64 t = cnt[e][0] + cnt[e][1] + cnt[e][2];
        if (t) printf("%d %llu %llu %llu %llu\n", e, (unsigned long long)t, (unsigned long long)cnt[e][1],
                      (unsigned long long)cnt[e][2], (unsigned long long)cnt[e][0]);
    }
    return 0;
}

/* The mover's mask of slot `i` of canonical occupancy `c` (whose mask is `occ`): its count is
 * the row the slot is in, its places the colex unranking of the slot within the row. */
static u32 slot_mover(int c, u64 i, u32 occ) {
    int a = 0;
    while (POSBASE[c][a + 1] <= i) a++;
    u64 r = i - POSBASE[c][a];
    u32 x = 0;
    for (int k = a, p = __builtin_popcount(occ) - 1; k > 0; k--) {
        while (BINOM[p][k] > r) p--;
        x |= 1u << p; r -= BINOM[p][k]; p--;
    }
    return _pdep_u32(x, occ);
}

/* Random stored positions with `empty` empty places and the value `want` (1 win, -1 loss,
 * 0 draw): "me opp" per line (for checks against the app's solver). */
static int cmd_sample(const char *path, int want, int empty, int count, unsigned seed) {
    load_solved(path);
    int code = want == 1 ? WIN : want == -1 ? LOSS : UNKNOWN;
    int shapes[20000], ns = 0;
    for (int c = 0; c < NCANON; c++)
        if (30 - __builtin_popcount(SHAPE[CSHAPE[c]]) == empty && ns < 20000) shapes[ns++] = c;
    if (!ns) return 1;
    u64 state = seed * 2654435761u + 1;
    int found = 0;
    for (long tries = 0; found < count && tries < 100000000L; tries++) {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        int c = shapes[(state >> 33) % ns];
        u32 occ = SHAPE[CSHAPE[c]];
        u64 lo = POSBASE[c][0], hi = POSBASE[c][MAXON + 1];
        if (hi == lo) continue;
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        u64 i = lo + (state >> 20) % (hi - lo);
        if (get(i) != code) continue;
        u32 me = slot_mover(c, i, occ);
        if (pos_index(me, occ ^ me) != i) continue;    /* a slot that is not canonical */
        printf("%u %u\n", me, occ ^ me);
        found++;
    }
    return found == count ? 0 : 1;
}

/* The book: the values of every stored position whose occupancy has at most 30 - min_empty
 * spheres. Layout (little-endian): "PYLBOOK1", u32 variant (0 children, 1 standard, 2 mature),
 * u32 min_empty, u32 the number of canonical occupancies in range, u64 the number of values;
 * the occupancies (u32 each, in the order of their values); the values, 2 bits each, four to a
 * byte from the low bits up (0 draw, 1 win, 2 loss for the side to move). The values of one
 * occupancy: by the mover's count (0 up, counts over 14 on either side left out), then by the
 * colex rank of the mover's places among the filled ones; positions that are not the least of
 * their images under the occupancy's own symmetries hold 0 and are never read (with
 * RETRO_FILL=1, the value written before them instead: the values then compress 0.22 MB
 * smaller, mature book, 12+ empty places). */
static int cmd_book(const char *path, int min_empty, const char *out) {
    load_solved(path);
    FILE *f = fopen(out, "wb");
    if (!f) { perror(out); return 1; }
    u64 count = 0;
    u32 nshapes = 0;
    for (int c = 0; c < NCANON; c++) {
        int n = __builtin_popcount(SHAPE[CSHAPE[c]]);
        if (30 - n < min_empty) continue;
        count += POSBASE[c][MAXON + 1] - POSBASE[c][0];
        nshapes++;
    }
    fwrite("PYLBOOK1", 8, 1, f);
    u32 hdr[3] = {(u32)variant, (u32)min_empty, nshapes};
    fwrite(hdr, 4, 3, f);
    fwrite(&count, 8, 1, f);
    for (int c = 0; c < NCANON; c++)
        if (30 - __builtin_popcount(SHAPE[CSHAPE[c]]) >= min_empty) fwrite(&SHAPE[CSHAPE[c]], 4, 1, f);
    u8 byte = 0;
    int nb = 0, last = 0;
    int fill = getenv("RETRO_FILL") && !strcmp(getenv("RETRO_FILL"), "1");
    for (int c = 0; c < NCANON; c++) {
        u32 occ = SHAPE[CSHAPE[c]];
        int n = __builtin_popcount(occ);
        if (30 - n < min_empty) continue;
        for (u64 i = POSBASE[c][0]; i < POSBASE[c][MAXON + 1]; i++) {
            int v = get(i) == WIN ? 1 : get(i) == LOSS ? 2 : 0;
            if (fill && !is_canonical(GMASK[CSHAPE[c]], slot_mover(c, i, occ)))
                v = last;                                   /* a slot no lookup reads */
            last = v;
            byte |= (u8)(v << (2 * nb));
            if (++nb == 4) { fputc(byte, f); byte = 0; nb = 0; }
        }
    }
    if (nb) fputc(byte, f);
    if (fclose(f)) { perror(out); return 1; }
    fprintf(stderr, "%u occupancies, %llu values\n", nshapes, (unsigned long long)count);
    return 0;
}

/* The draws: one bit per stored slot of every canonical occupancy with lo..hi empty places
 * (1: a draw; a slot that is not canonical is 0, never read). Layout (little-endian):
 * "PYLDRAW1", u32 variant, u32 lo, u32 hi, u32 the number of occupancies, u64 the number of
 * slots; the occupancies (u32 each, in the order of their slots); the bits, eight to a byte
 * from the low bit up. The slots of one occupancy run as the book's values do.
 * With RETRO_FULLER="e:k,..." (layers e, at least k spheres), a layer named there holds only
 * the draws where a side has k spheres or more on the board, and the file is "PYLDRAW2": the
 * same, with 32 bytes after the header, k for each number of empty places 0..31 (0: every
 * draw of that layer). */
struct draw_ctx { u8 *bits; u64 base; };
static u8 FULLER[32];
static int FULLER_SET;

static int mark_draw(void *ctx, u64 i, u32 me, u32 occ) {
    struct draw_ctx *d = ctx;
    int mine = __builtin_popcount(me), other = __builtin_popcount(occ ^ me);
    int fuller = mine > other ? mine : other;
    if (get(i) == UNKNOWN && fuller >= FULLER[30 - __builtin_popcount(occ)]) {
        u64 b = i - d->base;
        d->bits[b >> 3] |= (u8)(1u << (b & 7));
    }
    return 0;
}

static int cmd_draws(const char *path, int lo, int hi, const char *out) {
    const char *spec = getenv("RETRO_FULLER");
    for (const char *p = spec; p && *p;) {
        int e, k, n;
        if (sscanf(p, "%d:%d%n", &e, &k, &n) != 2 || e < 0 || e > 31 || k < 0 || k > 15) {
            fprintf(stderr, "RETRO_FULLER: want e:k,... (e 0..31 empty places, k 0..15)\n");
            return 2;
        }
        FULLER[e] = (u8)k;
        FULLER_SET = 1;
        p += n;
        if (*p == ',') p++;
    }
    load_solved(path);
    u64 count = 0;
    u32 nshapes = 0;
    for (int c = 0; c < NCANON; c++) {
        int e = 30 - __builtin_popcount(SHAPE[CSHAPE[c]]);
        if (e < lo || e > hi) continue;
        count += POSBASE[c][MAXON + 1] - POSBASE[c][0];
        nshapes++;
    }
    u8 *bits = calloc((size_t)(count + 7) / 8, 1);
    if (!bits) { perror("calloc"); return 1; }
    u64 at = 0;
    for (int c = 0; c < NCANON; c++) {
        int e = 30 - __builtin_popcount(SHAPE[CSHAPE[c]]);
        if (e < lo || e > hi) continue;
        struct draw_ctx d = {bits, POSBASE[c][0] - at};
        each_canonical(c, mark_draw, &d);
        at += POSBASE[c][MAXON + 1] - POSBASE[c][0];
    }
    FILE *f = fopen(out, "wb");
    if (!f) { perror(out); free(bits); return 1; }
    fwrite(FULLER_SET ? "PYLDRAW2" : "PYLDRAW1", 8, 1, f);
    u32 hdr[4] = {(u32)variant, (u32)lo, (u32)hi, nshapes};
    fwrite(hdr, 4, 4, f);
    fwrite(&count, 8, 1, f);
    if (FULLER_SET) fwrite(FULLER, 1, 32, f);
    for (int c = 0; c < NCANON; c++) {
        int e = 30 - __builtin_popcount(SHAPE[CSHAPE[c]]);
        if (e >= lo && e <= hi) fwrite(&SHAPE[CSHAPE[c]], 4, 1, f);
    }
    fwrite(bits, 1, (size_t)(count + 7) / 8, f);
    free(bits);
    if (fclose(f)) { perror(out); return 1; }
    fprintf(stderr, "%u occupancies, %llu slots\n", nshapes, (unsigned long long)count);
    return 0;
}

/* Every stored position of every 97th canonical shape: its index is where the pass finds it,
 * and its 8 images have the same index. */
static int check_images(void *ctx, u64 i, u32 me, u32 occ) {
    u32 opp = occ ^ me;
    for (int g = 0; g < 8; g++) {
        u64 j = pos_index(sym(g, me), sym(g, opp));
        if (j != i) {
            fprintf(stderr, "index mismatch: me %x opp %x g %d: %llu, not %llu\n", me, opp, g,
                    (unsigned long long)j, (unsigned long long)i);
            return 1;
        }
        (*(u64 *)ctx)++;
    }
    return 0;
}

static int self_check(void) {
    u64 checked = 0;
    for (int c = 0; c < NCANON; c += 97)
        if (each_canonical(c, check_images, &checked)) return 1;
    printf("index self-check: %llu positions and images agree\n", (unsigned long long)checked);
    return 0;
}

int main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: retro solve|query|stats <variant> <file> | retro book <variant> <file> <min_empty> <out> | retro draws <variant> <file> <lo> <hi> <out>\n");
        return 2;
    }
    setup(argv[2]);
    if (!strcmp(argv[1], "solve")) return cmd_solve(argv[3]);
    if (!strcmp(argv[1], "query")) return cmd_query(argv[3]);
    if (!strcmp(argv[1], "stats")) return cmd_stats(argv[3]);
    if (!strcmp(argv[1], "sample") && argc == 8)
        return cmd_sample(argv[3], atoi(argv[4]), atoi(argv[5]), atoi(argv[6]), (unsigned)atoi(argv[7]));
    if (!strcmp(argv[1], "book") && argc == 6) return cmd_book(argv[3], atoi(argv[4]), argv[5]);
    if (!strcmp(argv[1], "draws") && argc == 7)
        return cmd_draws(argv[3], atoi(argv[4]), atoi(argv[5]), argv[6]);
    if (!strcmp(argv[1], "info")) {
        printf("%d shapes, %d canonical, %llu positions\n", NSHAPES, NCANON, (unsigned long long)TOTAL);
        return self_check();
    }
    fprintf(stderr, "unknown command %s\n", argv[1]);
    return 2;
}
