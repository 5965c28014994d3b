/* The Pylos sparring partner: a fixed-depth alpha-beta bot for the bench (never shipped).
 *
 * Like the strongest of the public assignment bots issue #17 names: negamax alpha-beta to a
 * fixed depth (12 plies by default) with late-move reductions, on an evaluation of
 * reserve difference x 10 plus bonuses for own full patterns, own "three of a colour" patterns
 * (all but one place own, the last empty) and blocked opponent patterns (all but one place the
 * opponent's, the last ours). Iterative deepening, a transposition table, PVS, killer moves and
 * a history table only make that search fast (~0.1 s a move at depth 12); the depth is fixed.
 *
 * The rules are exactly docs/RULES.md §1 (the project's Python rules: children, standard
 * and mature variants, raising, one or two take-backs after an own-colour pattern, losing when
 * the reserve is empty at the end of a turn, winning on the top, a draw on the third occurrence
 * of a position). `python -m bench sparring check` compares its move lists and perft counts
 * with the Python rules.
 *
 * Text protocol on stdin/stdout, one reply line per command:
 *   position <children|standard|mature> <light|dark> [moves <m1> <m2> ...]
 *                                          -> "ok" | "error <why>"
 *   go [depth D] [seed S]                  -> "bestmove <move> score <s> depth <d> nodes <n> ms <t>"
 *   moves                                  -> "moves <m1> <m2> ..." (every legal move)
 *   perft D                                -> "perft <count>"
 *   eval <full> <three> <blocked>          -> "ok" (the pattern bonuses, see EVAL_* below)
 *   tables <file>                          -> "ok" | "error <why>": from now on `go` scores leaves
 *                                             with the expert's evaluation (pattern tables + the 21
 *                                             linear features of tabletop_gui/ai/pylos/evaluation.py,
 *                                             in 1/100 sphere) in the variants the file has; the
 *                                             file is bench/sparring/tables.py's flat dump
 *   tables off                             -> "ok": back to the partner's own evaluation (default)
 *   static                                 -> "static <s>": the static score of the position for
 *                                             the side to move, with the evaluation `go` would use
 *   quit
 * Scores are in tenths of a sphere with the partner's evaluation, in 1/100 sphere with the tables.
 * Moves are in the project's notation: 1b2, 1a1-2b2, 2b2x2b2x1c3 (take-backs canonical).
 *
 * Build: make -C bench/sparring (or any: cc -O2 -o sparring sparring.c).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NP 30
#define TOP 29
#define SPHERES 15
#define WIN 30000
#define MATE_BOUND (WIN - 1000)
#define INF 32000
#define MAXMOVES 1024
#define MAXPLY 128

typedef uint64_t u64;
typedef uint32_t u32;

/* Default pattern bonuses, in tenths of a sphere (a sphere in the reserve is worth 10). */
static int EVAL_FULL = 3;     /* an own full pattern (4 own on a square) */
static int EVAL_THREE = 6;    /* all own but one place, that one empty: a threat to take back */
static int EVAL_BLOCKED = 4;  /* all the opponent's but one place, that one ours: a threat killed */

/* ---- geometry (as tabletop_gui/rules/pylos/geometry.py) ---- */
static const int LEVEL_SIZE[4] = {4, 3, 2, 1};
static const int LEVEL_BASE[4] = {0, 16, 25, 29};
static int LEVEL[NP], COL[NP], ROW[NP];
static u32 BIT[NP], SUPPORT[NP], ABOVE[NP], HIGHER[NP];
static u32 LOWER[NP];     /* the places on a lower level than each place */
static int SUPPORT_LIST[NP][4], NSUP[NP];
static u32 PATS[3][NP][8];   /* per variant, per place: the patterns through the place */
static int NPATS[3][NP];
static u32 ALLPATS[3][32];
static int NALL[3];

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
    for (int p = 0; p < NP; p++) {
        LOWER[p] = 0;
        for (int q = 0; q < NP; q++) if (LEVEL[q] < LEVEL[p]) LOWER[p] |= 1u << q;
    }
    u32 squares[16], lines[16];
    int ns = 0, nl = 0;
    for (int lv = 1; lv <= 3; lv++) {
        int n = LEVEL_SIZE[lv - 1];
        for (int r = 0; r < n - 1; r++)
            for (int c = 0; c < n - 1; c++)
                squares[ns++] = 1u << index_of(lv, c, r) | 1u << index_of(lv, c + 1, r)
                              | 1u << index_of(lv, c, r + 1) | 1u << index_of(lv, c + 1, r + 1);
    }
    for (int lv = 1; lv <= 2; lv++) {
        int n = LEVEL_SIZE[lv - 1];
        for (int k = 0; k < n; k++) {
            u32 row = 0, col = 0;
            for (int i = 0; i < n; i++) { row |= 1u << index_of(lv, i, k); col |= 1u << index_of(lv, k, i); }
            lines[nl++] = row; lines[nl++] = col;
        }
    }
    for (int v = 0; v < 3; v++) {
        NALL[v] = 0;
        if (v >= 1) for (int i = 0; i < ns; i++) ALLPATS[v][NALL[v]++] = squares[i];
        if (v == 2) for (int i = 0; i < nl; i++) ALLPATS[v][NALL[v]++] = lines[i];
        for (int p = 0; p < NP; p++) {
            NPATS[v][p] = 0;
            for (int i = 0; i < NALL[v]; i++)
                if (ALLPATS[v][i] >> p & 1) PATS[v][p][NPATS[v][p]++] = ALLPATS[v][i];
        }
    }
}

/* ---- moves: the same integer layout as tabletop_gui/rules/pylos/moves.py ---- */
#define DST_SHIFT 30
#define SRC_SHIFT 35
#define T1_SHIFT 40
#define T2_SHIFT 45
#define FIELD 31u
#define DELTA(c) ((u32)((c) & 0x3fffffffu))
#define DST(c) ((int)((c) >> DST_SHIFT & FIELD))
#define SRC(c) ((int)((c) >> SRC_SHIFT & FIELD) - 1)
#define T1(c) ((int)((c) >> T1_SHIFT & FIELD) - 1)
#define T2(c) ((int)((c) >> T2_SHIFT & FIELD) - 1)
#define TAKES(c) ((c) >> T1_SHIFT)

static int variant = 1;   /* 0 children, 1 standard, 2 mature */

static int generate(u32 me, u32 opp, u64 *out) {
    u32 occ = me | opp;
    int avail[NP], na = 0;
    for (int p = 0; p < NP; p++)
        if (!(occ >> p & 1) && (occ & SUPPORT[p]) == SUPPORT[p]) avail[na++] = p;
    int asrc[MAXMOVES], adst[MAXMOVES], nact = 0;
    if (__builtin_popcount(me) < SPHERES)
        for (int i = 0; i < na; i++) { asrc[nact] = -1; adst[nact++] = avail[i]; }
    if (na && avail[na - 1] >= 16) {
        for (int src = 0; src < NP; src++) {
            if (!(me >> src & 1) || (ABOVE[src] & occ)) continue;
            for (int i = 0; i < na; i++) {
                int dst = avail[i];
                if ((HIGHER[src] >> dst & 1) && !(SUPPORT[dst] & BIT[src])) { asrc[nact] = src; adst[nact++] = dst; }
            }
        }
    }
    int n = 0;
    for (int k = 0; k < nact; k++) {
        int src = asrc[k], dst = adst[k];
        u32 new_me = src >= 0 ? ((me ^ BIT[src]) | BIT[dst]) : (me | BIT[dst]);
        u64 base = (u64)BIT[dst] | (u64)dst << DST_SHIFT | (u64)(src + 1) << SRC_SHIFT;
        if (src >= 0) base ^= BIT[src];
        int done = 0;
        for (int i = 0; i < NPATS[variant][dst]; i++) {
            u32 pat = PATS[variant][dst][i];
            if ((new_me & pat) == pat) { done = 1; break; }
        }
        if (!done) { out[n++] = base; continue; }
        u32 nocc = new_me | opp;
        int fr[NP], nf = 0;
        for (int p = 0; p < NP; p++)
            if ((new_me >> p & 1) && !(ABOVE[p] & nocc)) fr[nf++] = p;
        for (int i = 0; i < nf; i++) out[n++] = (base ^ BIT[fr[i]]) | (u64)(fr[i] + 1) << T1_SHIFT;
        for (int i = 0; i < nf; i++)
            for (int j = i + 1; j < nf; j++)
                out[n++] = (base ^ BIT[fr[i]] ^ BIT[fr[j]]) | (u64)(fr[i] + 1) << T1_SHIFT | (u64)(fr[j] + 1) << T2_SHIFT;
        for (int i = 0; i < nf; i++) {
            int a = fr[i];
            u32 occ_after = nocc ^ BIT[a];
            for (int s = 0; s < NSUP[a]; s++) {
                int b = SUPPORT_LIST[a][s];
                if ((new_me >> b & 1) && !(ABOVE[b] & occ_after))
                    out[n++] = (base ^ BIT[a] ^ BIT[b]) | (u64)(a + 1) << T1_SHIFT | (u64)(b + 1) << T2_SHIFT;
            }
        }
    }
    return n;
}

static void place_name(int p, char *out) {
    out[0] = (char)('0' + LEVEL[p]); out[1] = (char)('a' + COL[p]); out[2] = (char)('1' + ROW[p]); out[3] = 0;
}

static void move_text(u64 c, char *out) {
    char *o = out;
    int src = SRC(c), t1 = T1(c), t2 = T2(c);
    if (src >= 0) { place_name(src, o); o += 3; *o++ = '-'; }
    place_name(DST(c), o); o += 3;
    if (t1 >= 0) { *o++ = 'x'; place_name(t1, o); o += 3; }
    if (t2 >= 0) { *o++ = 'x'; place_name(t2, o); o += 3; }
    *o = 0;
}

/* ---- position, history and repetition ---- */
static u32 M[2];
static int TM;
#define REP_SIZE 4096
static u64 rep_key[REP_SIZE];
static int rep_count[REP_SIZE];

static u64 pos_key(void) { return (u64)M[0] | (u64)M[1] << 30 | (u64)TM << 60; }
static u32 rep_slot(u64 key) {
    u32 h = (u32)((key * 0x9E3779B97F4A7C15ull) >> 52) & (REP_SIZE - 1);
    while (rep_count[h] && rep_key[h] != key) h = (h + 1) & (REP_SIZE - 1);
    return h;
}
static int rep_inc(u64 key) { u32 h = rep_slot(key); rep_key[h] = key; return ++rep_count[h]; }
/* decrement; slots never empty out mid-probe-chain because a key's count only returns to 0 in
 * LIFO order of the search; a zeroed slot is reused by rep_slot only for a new key probe hit */
static void rep_dec(u64 key) {
    u32 h = rep_slot(key);
    rep_count[h]--;
}
static void rep_clear(void) { memset(rep_count, 0, sizeof rep_count); }

/* result after a turn: -1 going on, 0/1 winner seat, 2 draw */
static int game_result = -1;

static int make(u64 c) {   /* returns the result after the move */
    int mover = TM;
    M[mover] ^= DELTA(c);
    TM ^= 1;
    int cnt = rep_inc(pos_key());
    if (DST(c) == TOP) return mover;
    if (__builtin_popcount(M[mover]) >= SPHERES) return 1 - mover;
    if (cnt >= 3) return 2;
    return -1;
}
static void unmake(u64 c) {
    rep_dec(pos_key());
    TM ^= 1;
    M[TM] ^= DELTA(c);
}

/* ---- the expert's evaluation (issue #17): `tables <file>` ----
 * Exactly tabletop_gui/ai/pylos/ntuple.py's score: per phase (buckets of empty places) the
 * linear weights of evaluation.py's 21 features plus, for each tuple of places, the weight of
 * its raw state (digit i of place i: 0 empty and not playable, 1 empty and playable, 2 the side
 * to move's, 3 the other's; the symmetry folding is already in the dump). */
#define NFEAT 21
#define MAXTUP 32
#define MAXPHASE 8
static int use_tables = 0;
static int TAB_ON[3];
static int PH_OF[3][NP + 1];
static int TNT[3], TLEN[3][MAXTUP], TCELLS[3][MAXTUP][5];
static int *TW[3][MAXPHASE][MAXTUP];
static int LINW[3][MAXPHASE][NFEAT];

static void features(u32 me, u32 opp, int *f) {
    u32 occ = me | opp;
    int my_ready = 0, my_later = 0, opp_ready = 0, opp_later = 0;
    int my_full = 0, opp_full = 0, my_block = 0, opp_block = 0;
    u32 my_holes = 0, opp_holes = 0;
    for (int i = 0; i < NALL[variant]; i++) {
        u32 mask = ALLPATS[variant][i];
        int shrt = __builtin_popcount(mask) - 1;
        u32 on = occ & mask;
        if (!on) continue;
        u32 mine = me & on;
        if (mine == on) {
            int n = __builtin_popcount(mine);
            if (on == mask) my_full++;
            else if (n == shrt) {
                int hole = 31 - __builtin_clz(mask ^ on);
                if ((occ & SUPPORT[hole]) == SUPPORT[hole]) { my_ready++; my_holes |= 1u << hole; }
                else my_later++;
            }
        } else if (!mine) {
            int n = __builtin_popcount(on);
            if (on == mask) opp_full++;
            else if (n == shrt) {
                int hole = 31 - __builtin_clz(mask ^ on);
                if ((occ & SUPPORT[hole]) == SUPPORT[hole]) { opp_ready++; opp_holes |= 1u << hole; }
                else opp_later++;
            }
        } else if (on == mask) {
            int n = __builtin_popcount(mine);
            if (n == shrt) opp_block++;
            else if (n == 1) my_block++;
        }
    }
    int avail = 16 - __builtin_popcount(occ & 0xFFFFu);
    int upper_avail[NP], nu = 0;
    u32 covered = 0;
    for (int p = 16; p < NP; p++) {
        if (occ >> p & 1) covered |= SUPPORT[p];
        else if ((occ & SUPPORT[p]) == SUPPORT[p]) upper_avail[nu++] = p;
    }
    avail += nu;
    u32 my_free = me & ~covered, opp_free = opp & ~covered, my_up = 0, opp_up = 0;
    for (int i = 0; i < nu; i++) {
        u32 below = LOWER[upper_avail[i]] & ~SUPPORT[upper_avail[i]];
        my_up |= my_free & below;
        opp_up |= opp_free & below;
    }
    int n_on = __builtin_popcount(occ), n_empty = NP - n_on;
    int reserve = __builtin_popcount(opp) - __builtin_popcount(me);
    u32 upper = ~0xFFFFu & ((1u << NP) - 1);
    f[0] = reserve;
    f[1] = my_ready; f[2] = my_later; f[3] = opp_ready; f[4] = opp_later;
    f[5] = my_full; f[6] = opp_full; f[7] = my_block; f[8] = opp_block;
    f[9] = __builtin_popcount(my_free); f[10] = __builtin_popcount(opp_free);
    f[11] = __builtin_popcount(my_up); f[12] = __builtin_popcount(opp_up);
    f[13] = avail;
    f[14] = __builtin_popcount(me & upper) - __builtin_popcount(opp & upper);
    f[15] = n_empty & 1 ? 1 : -1;
    f[16] = 1;
    f[17] = (reserve > 0) - (reserve < 0);
    f[18] = reserve * n_on;
    f[19] = (my_holes & (my_holes - 1)) ? 1 : 0;
    f[20] = (opp_holes & (opp_holes - 1)) ? 1 : 0;
}

static int table_eval(u32 me, u32 opp) {
    int v = variant;
    u32 occ = me | opp;
    int ph = PH_OF[v][NP - __builtin_popcount(occ)];
    int f[NFEAT];
    features(me, opp, f);
    int s = 0;
    for (int i = 0; i < NFEAT; i++) s += LINW[v][ph][i] * f[i];
    u32 play = 0xFFFFu & ~occ;
    for (int p = 16; p < NP; p++)
        if (!(occ >> p & 1) && (occ & SUPPORT[p]) == SUPPORT[p]) play |= 1u << p;
    for (int t = 0; t < TNT[v]; t++) {
        int st = 0;
        for (int i = 0; i < TLEN[v][t]; i++) {
            int p = TCELLS[v][t][i];
            int d = me >> p & 1 ? 2 : opp >> p & 1 ? 3 : play >> p & 1 ? 1 : 0;
            st |= d << (2 * i);
        }
        s += TW[v][ph][t][st];
    }
    return s;
}

/* the dump: "pylos-tables 1", then per variant
 *   variant <name> phases <k> <top_0> .. <top_k-1> tuples <n>
 *   tuple <len> <place> ..                       (n lines)
 *   phase <j> linear <21 weights> then per tuple: table <4^len weights>   (k + 1 phases)
 * then "end". Returns 0, or -1 with the reason in why. */
static int load_tables(const char *path, char *why) {
    FILE *fh = fopen(path, "r");
    if (!fh) { sprintf(why, "cannot open %.200s", path); return -1; }
    char word[64];
    int version;
    if (fscanf(fh, "%63s %d", word, &version) != 2 || strcmp(word, "pylos-tables") || version != 1) {
        fclose(fh); strcpy(why, "not a pylos-tables 1 file"); return -1;
    }
    int loaded[3] = {0, 0, 0};
    while (fscanf(fh, "%63s", word) == 1 && strcmp(word, "end")) {
        char name[64];
        int k, n;
        if (strcmp(word, "variant") || fscanf(fh, "%63s", name) != 1) goto bad;
        int v = !strcmp(name, "children") ? 0 : !strcmp(name, "standard") ? 1 : !strcmp(name, "mature") ? 2 : -1;
        if (v < 0) goto bad;
        if (fscanf(fh, "%63s %d", word, &k) != 2 || strcmp(word, "phases") || k < 0 || k >= MAXPHASE) goto bad;
        int tops[MAXPHASE];
        for (int j = 0; j < k; j++) if (fscanf(fh, "%d", &tops[j]) != 1) goto bad;
        for (int e = 0; e <= NP; e++) {
            int ph = k;
            for (int j = 0; j < k; j++) if (e <= tops[j]) { ph = j; break; }
            PH_OF[v][e] = ph;
        }
        if (fscanf(fh, "%63s %d", word, &n) != 2 || strcmp(word, "tuples") || n < 0 || n > MAXTUP) goto bad;
        TNT[v] = n;
        for (int t = 0; t < n; t++) {
            if (fscanf(fh, "%63s %d", word, &TLEN[v][t]) != 2 || strcmp(word, "tuple") || TLEN[v][t] < 1 || TLEN[v][t] > 5) goto bad;
            for (int i = 0; i < TLEN[v][t]; i++)
                if (fscanf(fh, "%d", &TCELLS[v][t][i]) != 1 || TCELLS[v][t][i] < 0 || TCELLS[v][t][i] >= NP) goto bad;
        }
        for (int j = 0; j <= k; j++) {
            int jj;
            if (fscanf(fh, "%63s %d %63s", word, &jj, name) != 3 || strcmp(word, "phase") || jj != j || strcmp(name, "linear")) goto bad;
            for (int i = 0; i < NFEAT; i++) if (fscanf(fh, "%d", &LINW[v][j][i]) != 1) goto bad;
            for (int t = 0; t < n; t++) {
                int size = 1 << (2 * TLEN[v][t]);
                free(TW[v][j][t]);
                TW[v][j][t] = malloc(sizeof(int) * (size_t)size);
                if (!TW[v][j][t] || fscanf(fh, "%63s", word) != 1 || strcmp(word, "table")) goto bad;
                for (int s = 0; s < size; s++) if (fscanf(fh, "%d", &TW[v][j][t][s]) != 1) goto bad;
            }
        }
        loaded[v] = 1;
    }
    fclose(fh);
    for (int v = 0; v < 3; v++) if (loaded[v]) TAB_ON[v] = 1;
    return 0;
bad:
    fclose(fh);
    sprintf(why, "bad tables file at \"%.40s\"", word);
    return -1;
}

/* ---- evaluation (side to move's point of view) ---- */
static int evaluate(void) {
    u32 me = M[TM], opp = M[TM ^ 1];
    if (use_tables && TAB_ON[variant]) return table_eval(me, opp);
    int s = 10 * (__builtin_popcount(opp) - __builtin_popcount(me));   /* reserve difference */
    for (int i = 0; i < NALL[variant]; i++) {
        u32 pat = ALLPATS[variant][i];
        int size = __builtin_popcount(pat);
        int a = __builtin_popcount(pat & me), b = __builtin_popcount(pat & opp);
        if (a == size) s += EVAL_FULL;
        else if (b == size) s -= EVAL_FULL;
        else if (a == size - 1) s += b == 0 ? EVAL_THREE : -EVAL_BLOCKED;
        else if (b == size - 1) s += a == 0 ? -EVAL_THREE : EVAL_BLOCKED;
    }
    return s;
}

/* ---- search ---- */
typedef struct { u64 key; u64 move; int16_t score; int8_t depth; uint8_t flag; uint32_t gen; } TTEntry;
#define TT_BITS 20
static TTEntry *TT;
static uint32_t tt_gen = 1;
enum { F_EXACT = 1, F_LOWER = 2, F_UPPER = 3 };
static u64 nodes;
static u64 killers[MAXPLY][2];
static int hist[2][32][32];
static u64 rng_state = 1;

static u64 rnd(void) { rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17; return rng_state; }

static int score_to_tt(int s, int ply) { return s > MATE_BOUND ? s + ply : s < -MATE_BOUND ? s - ply : s; }
static int score_from_tt(int s, int ply) { return s > MATE_BOUND ? s - ply : s < -MATE_BOUND ? s + ply : s; }

static void order(u64 *mv, int *key, int n, u64 ttmove, int ply) {
    for (int i = 0; i < n; i++) {
        u64 c = mv[i];
        int k;
        if (c == ttmove) k = 1 << 30;
        else if (TAKES(c)) k = (1 << 28) + (T2(c) >= 0 ? 1000 : 0) + hist[TM][SRC(c) + 1][DST(c)];
        else if (c == killers[ply][0] || c == killers[ply][1]) k = 1 << 27;
        else k = (SRC(c) >= 0 ? 1 << 26 : 0) + hist[TM][SRC(c) + 1][DST(c)];
        key[i] = k;
    }
    for (int i = 1; i < n; i++) {   /* insertion sort, stable (keeps the shuffled root order) */
        u64 c = mv[i]; int k = key[i], j = i - 1;
        while (j >= 0 && key[j] < k) { mv[j + 1] = mv[j]; key[j + 1] = key[j]; j--; }
        mv[j + 1] = c; key[j + 1] = k;
    }
}

static int search(int depth, int alpha, int beta, int ply) {
    nodes++;
    if (depth <= 0 || ply >= MAXPLY - 1) return evaluate();
    u64 key = pos_key();
    TTEntry *e = &TT[(key * 0x9E3779B97F4A7C15ull) >> (64 - TT_BITS)];
    u64 ttmove = 0;
    if (e->gen == tt_gen && e->key == key) {
        ttmove = e->move;
        if (e->depth >= depth) {
            int s = score_from_tt(e->score, ply);
            if (e->flag == F_EXACT) return s;
            if (e->flag == F_LOWER && s >= beta) return s;
            if (e->flag == F_UPPER && s <= alpha) return s;
        }
    }
    u64 mv[MAXMOVES]; int kk[MAXMOVES];
    int n = generate(M[TM], M[TM ^ 1], mv);
    order(mv, kk, n, ttmove, ply);
    int best = -INF, a0 = alpha;
    u64 bestmove = 0;
    for (int i = 0; i < n; i++) {
        u64 c = mv[i];
        int r = make(c), s;
        if (r >= 0) {
            s = r == 2 ? 0 : (r == TM ? -(WIN - ply - 1) : WIN - ply - 1);
        } else if (i == 0) {
            s = -search(depth - 1, -beta, -alpha, ply + 1);
        } else {
            int red = 0;
            if (depth >= 3 && i >= 3 && !TAKES(c) && c != killers[ply][0] && c != killers[ply][1]) {
                red = 1;
                if (i >= 8 && depth >= 6) red = 2;
            }
            s = -search(depth - 1 - red, -alpha - 1, -alpha, ply + 1);
            if (s > alpha && red) s = -search(depth - 1, -alpha - 1, -alpha, ply + 1);
            if (s > alpha && s < beta) s = -search(depth - 1, -beta, -alpha, ply + 1);
        }
        unmake(c);
        if (s > best) { best = s; bestmove = c; }
        if (s > alpha) alpha = s;
        if (alpha >= beta) {
            if (!TAKES(c) && c != killers[ply][0]) { killers[ply][1] = killers[ply][0]; killers[ply][0] = c; }
            hist[TM][SRC(c) + 1][DST(c)] += depth * depth;
            break;
        }
    }
    e->key = key; e->move = bestmove; e->depth = (int8_t)depth; e->gen = tt_gen;
    e->score = (int16_t)score_to_tt(best, ply);
    e->flag = best >= beta ? F_LOWER : best <= a0 ? F_UPPER : F_EXACT;
    return best;
}

static double now_ms(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e3 + t.tv_nsec / 1e6; }

static void go(int depth, u64 seed) {
    double t0 = now_ms();
    tt_gen++;
    memset(killers, 0, sizeof killers);
    memset(hist, 0, sizeof hist);
    nodes = 0;
    rng_state = seed * 0x9E3779B97F4A7C15ull + 0x2545F4914F6CDD1Dull;
    if (!rng_state) rng_state = 1;
    u64 mv[MAXMOVES]; int sc[MAXMOVES];
    int n = generate(M[TM], M[TM ^ 1], mv);
    if (n == 0 || game_result >= 0) { printf("error no legal move\n"); return; }
    for (int i = n - 1; i > 0; i--) { int j = (int)(rnd() % (u64)(i + 1)); u64 t = mv[i]; mv[i] = mv[j]; mv[j] = t; }
    int best = 0, done = 0;
    for (int d = 1; d <= depth; d++) {
        int alpha = -INF, beta = INF, bi = 0;
        for (int i = 0; i < n; i++) {
            u64 c = mv[i];
            int r = make(c), s;
            if (r >= 0) s = r == 2 ? 0 : (r == TM ? -(WIN - 1) : WIN - 1);
            else if (i == 0) s = -search(d - 1, -beta, -alpha, 1);
            else {
                s = -search(d - 1, -alpha - 1, -alpha, 1);
                if (s > alpha) s = -search(d - 1, -beta, -alpha, 1);
            }
            unmake(c);
            sc[i] = s;
            if (s > alpha) { alpha = s; bi = i; }
        }
        /* best move first, the rest in their order (a stable move-to-front) */
        u64 b = mv[bi];
        for (int i = bi; i > 0; i--) mv[i] = mv[i - 1];
        mv[0] = b;
        best = alpha; done = d;
        if (alpha > MATE_BOUND || alpha < -MATE_BOUND) break;   /* solved */
    }
    (void)sc;
    char text[32];
    move_text(mv[0], text);
    printf("bestmove %s score %d depth %d nodes %llu ms %.1f\n", text, best, done,
           (unsigned long long)nodes, now_ms() - t0);
}

static u64 perft(int depth) {
    if (depth == 0) return 1;
    u64 mv[MAXMOVES];
    int n = generate(M[TM], M[TM ^ 1], mv);
    if (depth == 1) return (u64)n;
    u64 total = 0;
    for (int i = 0; i < n; i++) {
        int r = make(mv[i]);
        if (r < 0) total += perft(depth - 1);
        else if (depth - 1 == 0) total += 1;   /* unreachable: depth >= 2 here */
        unmake(mv[i]);
    }
    return total;
}

static int parse_place(const char *s) {
    if (s[0] < '1' || s[0] > '4' || s[1] < 'a' || s[1] > 'd' || s[2] < '1' || s[2] > '4') return -1;
    int lv = s[0] - '0', c = s[1] - 'a', r = s[2] - '1';
    if (c >= LEVEL_SIZE[lv - 1] || r >= LEVEL_SIZE[lv - 1]) return -1;
    return index_of(lv, c, r);
}

/* the legal move named by text, or 0 */
static u64 find_move(const char *text) {
    int src = -1, dst, t[2] = {-1, -1}, nt = 0;
    const char *s = text;
    int p = parse_place(s);
    if (p < 0) return 0;
    s += 3;
    if (*s == '-') { src = p; if ((dst = parse_place(s + 1)) < 0) return 0; s += 4; }
    else dst = p;
    while (*s == 'x') {
        if (nt == 2) return 0;
        if ((t[nt++] = parse_place(s + 1)) < 0) return 0;
        s += 4;
    }
    if (*s) return 0;
    if (nt == 2) {   /* canonical order, as moves.canonical_takes */
        int a = t[0] < t[1] ? t[0] : t[1], b = t[0] < t[1] ? t[1] : t[0];
        if (ABOVE[a] >> b & 1) { t[0] = b; t[1] = a; } else { t[0] = a; t[1] = b; }
    }
    u64 mv[MAXMOVES];
    int n = generate(M[TM], M[TM ^ 1], mv);
    for (int i = 0; i < n; i++)
        if (SRC(mv[i]) == src && DST(mv[i]) == dst && T1(mv[i]) == t[0] && T2(mv[i]) == t[1]) return mv[i];
    return 0;
}

int main(void) {
    init_geometry();
    TT = calloc((size_t)1 << TT_BITS, sizeof(TTEntry));
    if (!TT) return 1;
    setvbuf(stdout, NULL, _IOLBF, 0);
    static char line[1 << 16];
    M[0] = M[1] = 0; TM = 0; rep_clear(); rep_inc(pos_key());
    while (fgets(line, sizeof line, stdin)) {
        char *tok = strtok(line, " \t\r\n");
        if (!tok) continue;
        if (!strcmp(tok, "quit")) break;
        if (!strcmp(tok, "position")) {
            char *v = strtok(NULL, " \t\r\n"), *f = strtok(NULL, " \t\r\n");
            int vi = !v ? -1 : !strcmp(v, "children") ? 0 : !strcmp(v, "standard") ? 1 : !strcmp(v, "mature") ? 2 : -1;
            int fi = !f ? -1 : !strcmp(f, "light") ? 0 : !strcmp(f, "dark") ? 1 : -1;
            if (vi < 0 || fi < 0) { printf("error bad position\n"); continue; }
            variant = vi; M[0] = M[1] = 0; TM = fi; rep_clear(); rep_inc(pos_key()); game_result = -1;
            char *m = strtok(NULL, " \t\r\n");
            int ok = 1;
            if (m && strcmp(m, "moves")) ok = 0;
            while (ok && (m = strtok(NULL, " \t\r\n"))) {
                u64 c = game_result < 0 ? find_move(m) : 0;
                if (!c) { printf("error illegal move %s\n", m); ok = 0; break; }
                game_result = make(c);
            }
            if (ok) printf("ok\n");
        } else if (!strcmp(tok, "go")) {
            int depth = 12; u64 seed = 0;
            char *k;
            while ((k = strtok(NULL, " \t\r\n"))) {
                char *v = strtok(NULL, " \t\r\n");
                if (!v) break;
                if (!strcmp(k, "depth")) depth = atoi(v);
                else if (!strcmp(k, "seed")) seed = strtoull(v, NULL, 10);
            }
            if (depth < 1) depth = 1;
            if (depth > MAXPLY - 8) depth = MAXPLY - 8;
            go(depth, seed);
        } else if (!strcmp(tok, "moves")) {
            u64 mv[MAXMOVES];
            int n = game_result >= 0 ? 0 : generate(M[TM], M[TM ^ 1], mv);
            char text[32];
            fputs("moves", stdout);
            for (int i = 0; i < n; i++) { move_text(mv[i], text); printf(" %s", text); }
            putchar('\n');
        } else if (!strcmp(tok, "perft")) {
            char *d = strtok(NULL, " \t\r\n");
            int depth = d ? atoi(d) : 1;
            u64 r = game_result >= 0 ? (depth == 0 ? 1 : 0) : perft(depth);
            printf("perft %llu\n", (unsigned long long)r);
        } else if (!strcmp(tok, "eval")) {
            char *a = strtok(NULL, " \t\r\n"), *b = strtok(NULL, " \t\r\n"), *c = strtok(NULL, " \t\r\n");
            if (!a || !b || !c) { printf("error eval needs three numbers\n"); continue; }
            EVAL_FULL = atoi(a); EVAL_THREE = atoi(b); EVAL_BLOCKED = atoi(c);
            printf("ok\n");
        } else if (!strcmp(tok, "tables")) {
            char *path = strtok(NULL, "\r\n");
            while (path && (*path == ' ' || *path == '\t')) path++;
            char why[300];
            if (!path || !*path) printf("error tables needs a file (or off)\n");
            else if (!strcmp(path, "off")) { use_tables = 0; printf("ok\n"); }
            else if (load_tables(path, why)) printf("error %s\n", why);
            else { use_tables = 1; tt_gen++; printf("ok\n"); }
        } else if (!strcmp(tok, "static")) {
            printf("static %d\n", evaluate());
        } else {
            printf("error unknown command %s\n", tok);
        }
    }
    return 0;
}
