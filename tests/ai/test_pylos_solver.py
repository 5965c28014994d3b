"""The exact Pylos solver: its move generator gives exactly the rules' positions, and its
verdicts ("win in N", draw, "loss in N") match a plain exhaustive search on random endgames of
all three variants."""

import copy
import functools
import random
from dataclasses import replace

import pytest

from tabletop_gui.ai.pylos import PylosSearch, choose
from tabletop_gui.ai.pylos.solver import PylosSolver, SolveAborted, make_generator, path_key, relative_history
from tabletop_gui.rules import pylos
from tabletop_gui.rules.pylos import FULL


class TooBig(Exception):
    pass


def exhaustive(state, budget=60_000):
    """The plain exhaustive search of ``test_pylos_search`` (no pruning, no table; a position
    repeated on the path is a draw), refusing trees of more than ``budget`` positions."""
    count = [0]

    def search(s, path):
        count[0] += 1
        if count[0] > budget or len(path) > 120:
            raise TooBig()
        if s.is_over:
            if s.result == "draw":
                return 0, 0
            return (1 if s.result == s.to_move else -1), 0
        if s.key in path:
            return 0, 0
        best = None
        for move in s.legal_moves():
            value, plies = search(s.play(move), path | {s.key})
            value, plies = -value, plies + 1
            rank = (value, -plies if value > 0 else plies)
            if best is None or rank > best[0]:
                best = (rank, value, plies)
        return best[1], best[2]

    return search(state, frozenset())


def random_state(rng, variant, stop_at_empties):
    """A position of a random game the first time it has ``stop_at_empties`` empty places."""
    while True:
        board = pylos.new_game(variant, rng.choice(pylos.COLOURS)).board()
        while board.result is None and 30 - (board.masks[0] | board.masks[1]).bit_count() > \
                stop_at_empties:
            board.push(rng.choice(board.legal_codes()))
        if board.result is None:
            light, dark = ([pylos.PLACES[p] for p in range(30) if m >> p & 1] for m in board.masks)
            return pylos.position(light, dark, pylos.COLOURS[board.to_move], variant)


def masks(state):
    b = state.board()
    return b.masks[b.to_move], b.masks[1 - b.to_move], b


@pytest.mark.parametrize("variant", pylos.VARIANTS)
def test_the_generator_gives_exactly_the_positions_of_the_legal_moves(variant):
    rng = random.Random(f"gen-{variant}")
    children = make_generator(variant)
    checked = 0
    while checked < 400:
        board = pylos.new_game(variant).board()
        while board.result is None:
            tm = board.to_move
            me, opp = board.masks[tm], board.masks[1 - tm]
            codes = board.legal_codes()
            if (me | opp) & pylos.SUPPORT[pylos.TOP] != pylos.SUPPORT[pylos.TOP]:
                assert children(me, opp) == {me ^ (c & FULL) for c in codes}
                checked += 1
            board.push(rng.choice(codes))


@functools.lru_cache(maxsize=None)
def endgames(variant, count, empties):
    """The first ``count`` random endgames small enough for the exhaustive search."""
    rng = random.Random(f"end-{variant}-{empties}")
    out = []
    while len(out) < count:
        s = random_state(rng, variant, stop_at_empties=empties)
        try:
            out.append((s, exhaustive(s)))
        except TooBig:
            pass
    return out


CASES = [(v, e, k) for v in pylos.VARIANTS for e in (4, 5, 6) for k in range(4)]


@pytest.mark.parametrize("variant,empties,index", CASES)
def test_verdicts_and_distances_match_the_exhaustive_search(variant, empties, index):
    state, (value, plies) = endgames(variant, 4, empties)[index]
    me, opp, board = masks(state)
    solver = PylosSolver(variant)
    history = relative_history(board.counts, board.to_move)
    got = solver.solve(me, opp, history=history)
    assert got == value
    if value:
        assert solver.distance(me, opp, value, history=history) == plies
    r = PylosSearch(variant).solve(state)
    if value > 0:                        # the move keeps the win, the distance is exact
        assert r is not None and r.outcome == "win" and r.plies_to_end == plies
        assert exhaustive(state.play(r.move), 10**6)[0] == -1
    elif value == 0 and r is not None:   # a drawing move (the search may pick it instead)
        assert exhaustive(state.play(r.move), 10**6)[0] == 0
    elif value < 0:
        assert r is not None and r.outcome == "loss" and r.plies_to_end == plies


def test_the_endgames_cover_wins_losses_and_every_variant():
    values = {endgames(v, 4, e)[k][1][0] for v, e, k in CASES}
    assert {1, -1} <= values


def test_a_budget_too_small_gives_no_verdict_and_the_bot_still_moves():
    rng = random.Random("budget")
    s = random_state(rng, "standard", stop_at_empties=13)
    assert PylosSearch().solve(s, nodes=50) is None
    r = choose(s, "expert", nodes=300)
    assert r.move in s.legal_moves()


@pytest.mark.parametrize("variant", pylos.VARIANTS)
def test_the_expert_keeps_a_proven_win_to_the_end(variant):
    """From a won endgame the expert, playing both sides, wins as the solver said, in at most
    the number of turns it announced."""
    rng = random.Random(f"keep-{variant}")
    for _ in range(10):
        s = random_state(rng, variant, stop_at_empties=8)
        r = choose(s, "expert", nodes=200_000)
        if r.outcome == "win":
            break
    assert r.outcome == "win", "no won endgame among ten: draw others"
    winner, announced, turns = s.to_move, r.plies_to_end, 0
    while not s.is_over:
        s = s.play(choose(s, "expert", nodes=200_000).move)
        turns += 1
    assert s.result == winner and turns <= announced


def test_leaf_probes_give_exact_scores_and_legal_moves():
    rng = random.Random("probe")
    s = random_state(rng, "standard", stop_at_empties=12)
    searcher = PylosSearch("standard")
    searcher.probe_at = 9
    r = searcher.search(s, max_depth=3, nodes=20_000)
    assert r.move in s.legal_moves() and r.nodes <= 20_000 + 4_000
    assert len(searcher.solver.tt) > 0                 # the leaves were probed


@pytest.mark.slow
@pytest.mark.parametrize("variant", pylos.VARIANTS)
def test_bigger_endgames_agree_with_the_old_mate_search(variant):
    """Beyond the exhaustive search's reach (8 empty places): the same verdicts and distances
    as the search's own exact mate scores (a different algorithm: alpha-beta on the heuristic
    score with mate distances, iterative deepening until solved)."""
    rng = random.Random(f"bigger-{variant}")
    compared = 0
    for _ in range(3):
        s = random_state(rng, variant, stop_at_empties=8)
        old = PylosSearch(variant).search(s, nodes=400_000)
        if old.outcome is None:
            continue                     # not settled by the mate search within its budget
        compared += 1
        me, opp, board = masks(s)
        solver = PylosSolver(variant)
        value = solver.solve(me, opp)
        assert value == (1 if old.outcome == "win" else -1)
        assert solver.distance(me, opp, value) == old.plies_to_end
    assert compared >= 2


def test_no_side_loses_sooner_than_its_reserve_allows():
    """The solver's horizon bound: a side that keeps a sphere in reserve always has a safe
    placement, so a loss within ``p`` turns needs the loser to hold no more spheres than its
    turns within ``p`` (each turn spends at most one). Checked on the exhaustive verdicts."""
    checked = 0
    for variant, empties, index in CASES:
        state, (value, plies) = endgames(variant, 4, empties)[index]
        me, opp, _ = masks(state)
        if value < 0:       # the side to move loses, on one of its (plies + 1) // 2 turns
            assert 15 - me.bit_count() <= (plies + 1) // 2
            checked += 1
        elif value > 0:     # the other side loses, on one of its plies // 2 turns
            assert 15 - opp.bit_count() <= plies // 2
            checked += 1
    assert checked >= 12


@pytest.mark.parametrize("variant", pylos.VARIANTS)
def test_the_order_of_the_two_proofs_does_not_change_the_verdict(variant, monkeypatch):
    """The solver asks "win?" first or "loss?" first by the static score; forced either way it
    gives the same value and distance, also on endgames too big for the exhaustive search."""
    from tabletop_gui.ai.pylos import solver as solver_module

    rng = random.Random(f"windows-{variant}")
    values = set()
    for empties in (6, 8, 9, 10):
        state = random_state(rng, variant, stop_at_empties=empties)
        me, opp, board = masks(state)
        history = relative_history(board.counts, board.to_move)
        got = set()
        for tempo in (-10**6, 10**6):
            monkeypatch.setattr(solver_module, "_TEMPO", tempo)
            solver = PylosSolver(variant)
            value = solver.solve(me, opp, history=history)
            plies = (solver.distance(me, opp, value, history=history) if value else None)
            got.add((value, plies))
        assert len(got) == 1
        values |= {v for v, _ in got}
    assert values & {1, -1}


#: A game an earlier expert (140,000 nodes a move) lost as the second player against the
#: 12-ply sparring partner: after these 15 plies (17 empty places) dark has won, and walking
#: the game back with the solver found that the expert's 1b1 turns it into a loss where 1c1
#: wins in 22 turns.
THROWN_AWAY_AT_17 = ("1c3 1d3 1b2 1b3 1c2 1d1 1c1 1b1 1c1-2b2 1a4 1a3 1a2 1d4 1b1-2a2 1b4").split()


@pytest.mark.slow
def test_the_expert_probes_its_leaves_from_8_empty_places_and_keeps_a_win_it_threw_away():
    """Leaf probes (exact solving of the search's leaves with 8 or fewer empty places, the
    expert's) let the expert keep the win where it used to throw it away:
    at the match's budget it plays the winning 1c1, without probes the losing 1b1."""
    from tabletop_gui.ai.pylos.levels import LEVELS

    assert LEVELS["expert"].probe_at == 8
    # (the ladder's beginner, easy and medium: short looks, probed too)
    assert all(LEVELS[level].probe_at == 8 for level in ("beginner", "easy", "medium"))
    state = pylos.play_all(THROWN_AWAY_AT_17)
    assert state.reserve("light") + state.reserve("dark") == 17 and state.to_move == "dark"
    # (both without the book, which knows this position)
    without = choose(state, replace(LEVELS["expert"], probe_at=0, book=False), nodes=170_000,
                     searcher=PylosSearch("standard"))
    probed = choose(state, replace(LEVELS["expert"], book=False), nodes=170_000,
                    searcher=PylosSearch("standard"))
    assert str(without.move) == "1b1"
    assert str(probed.move) == "1c1"


#: A mature position with 10 empty places, won for the side to move (the retrograde table; the
#: solver alone finds the win too), and one of its children, a take-back's with 11
#: empty places, that the table gives as a draw.
WON_10 = (725714, 4484397)
DRAWN_CHILD = (4484397, 1184466)


def test_a_value_is_exact_only_when_both_null_windows_are():
    """"Is it a win?" unknown at the horizon, then "is it a loss?" proven no (a
    move reaches a known draw) made the old solver answer 0, a draw, for a won position: it
    looked only at the last window's horizon. A book that knows one more true draw must not
    change the value."""
    book = _book_without_draws()

    class OneMoreDraw:
        variant = "mature"
        min_known_empty = 11

        def value(self, me: int, opp: int):
            if (me, opp) == DRAWN_CHILD:
                return 0
            return book.value(me, opp)

    me, opp = WON_10
    assert book.value(*DRAWN_CHILD) is None               # below the book's edge
    assert DRAWN_CHILD[1] in make_generator("mature")(me, opp)
    assert PylosSolver("mature", book=book).solve(me, opp) == 1
    assert PylosSolver("mature", book=OneMoreDraw()).solve(me, opp) == 1


def _book_without_draws():
    """The shipped mature book without its draws below the edge: what the search proves."""
    from tabletop_gui.ai.pylos.book import book_for

    book = book_for("mature")
    assert book is not None and book.draws is not None
    book = copy.copy(book)
    book.draws = None
    return book


#: Mature positions with 10 empty places that the alpha-beta solver did not
#: decide within 10 s even with the book (``tools.pylos_retro.verify --empty 10
#: --seed 3 --book`` and the table's draws), with their values in the retrograde table: draws
#: held by a single move among many that lose, and wins and losses some 20 turns deep.
HARD_MATURE_10 = [((10024068, 23071602), 0), ((809649, 15738188), 0),
                  ((724472, 5288455), -1), ((42994519, 779424), 0),
                  ((13698389, 134771370), 1)]


@pytest.mark.parametrize("position, value", HARD_MATURE_10)
def test_the_proof_number_solver_decides_long_mature_wins_and_draws(position, value):
    """Within 250,000 nodes each (about 4 s here; the old solver spent more than 10 s on each
    and did not finish): the proof-number search follows the few lines that settle a position
    however deep they go, where the alpha-beta deepened its horizon over all of them."""
    from tabletop_gui.ai.pylos.book import book_for

    me, opp = position
    solver = PylosSolver("mature", book=book_for("mature"))
    assert solver.solve(me, opp, nodes=250_000) == value


#: Mature draws from the retrograde table (``tools.pylos_retro.verify --by-value --values 0``)
#: with the nodes the first proof-number solver needed: 31,723 (4 empty places) and
#: 568,794 (10; not within 10 s); the search that keeps each success with its path, with
#: weak disproof numbers: 12,352 and 608,140. The budgets: what the optimistic
#: passes need (3,299 and 422,426), with some room.
HARD_MATURE_DRAWS = [((237271845, 14353626), 6_000),
                     pytest.param((4313040, 2371631), 480_000, marks=pytest.mark.slow)]


@pytest.mark.parametrize("position, nodes", HARD_MATURE_DRAWS)
def test_optimistic_passes_prove_mature_draws_with_fewer_nodes(position, nodes):
    """A claim that the defender holds, kept wherever its position comes again and then proven
    at once as a closed set, settles these draws with fewer nodes than the search that keeps
    each success with its path needs (:meth:`PylosSolver._prove`)."""
    me, opp = position
    solver = PylosSolver("mature", book=_book_without_draws())      # (the search's own work)
    assert solver.solve(me, opp, nodes=nodes) == 0
    assert solver.probe(me, opp) == (0, 0)
    keeping = PylosSolver("mature", book=_book_without_draws())
    keeping.optimistic_rounds = 0
    with pytest.raises(SolveAborted):
        keeping.solve(me, opp, nodes=nodes)


@pytest.mark.slow
def test_weak_disproof_numbers_prove_a_mature_draw_the_sum_never_did():
    """A mature draw at 7 empty places (from the retrograde table) that the plain sum of the
    children's proof numbers did not prove within 3 million nodes: the sum counts
    a position each line reaches again, and along the take-back lines it grew by a few each
    time the search came back down the same 30-ply line. The weak sum proves it within a
    tenth of that (206,684 nodes)."""
    from tabletop_gui.ai.pylos.book import book_for

    me, opp = 8089702, 33591193
    solver = PylosSolver("mature", book=book_for("mature"))
    assert solver.solve(me, opp, nodes=300_000) == 0


def test_a_child_known_lost_for_its_mover_settles_the_node_without_the_other_lookups():
    """Below the root, a child whose mover's goal is missed for a fact (the table's or the
    book's) proves the node at once: the book is not asked about the other children, and a
    child the table knows is looked at before the book is asked at all."""
    me, opp = WON_10
    kids = [nm for nm in make_generator("mature")(me, opp) if nm.bit_count() < 15]
    assert len(kids) > 3

    class Counting:
        variant = "mature"
        min_known_empty = 0

        def __init__(self, value):
            self.asked, self.v = 0, value

        def value(self, me: int, opp: int):
            self.asked += 1
            return self.v

    lost = Counting(-1)                   # every child lost for its mover (the node's other side)
    solver = PylosSolver("mature", book=lost)
    assert solver._mid(me, opp, 1, 1, 1 << 62, 1 << 62)[0] == 0
    assert lost.asked == 1
    assert solver.probe(me, opp) == (1, 1)                 # stored: the mover wins

    unknown = Counting(None)              # the book knows nothing; the table knows one child
    solver = PylosSolver("mature", book=unknown)
    solver._store(opp | kids[-1] << 30, None, -1, -1, 0)
    assert solver._mid(me, opp, 1, 1, 1 << 62, 1 << 62)[0] == 0
    assert unknown.asked == 0
    # At the root every child is looked at, for the verdicts on each.
    root = PylosSolver("mature", book=Counting(-1))
    assert root._mid(me, opp, 1, 0, 1 << 62, 1 << 62)[0] == 0
    assert root.book.asked == len(set(kids) - {nm for nm in kids if (nm | opp) >> 25 & 15 == 15})


def test_a_solved_draw_names_a_move_that_keeps_it():
    """The search's exact answer on a drawn position plays a move after which the other side
    does not win (the solver's verdict on that child, proven again from a fresh table)."""
    from tabletop_gui.ai.pylos.book import book_for

    (me, opp), value = HARD_MATURE_10[1]
    light = [pylos.PLACES[p] for p in range(30) if me >> p & 1]
    dark = [pylos.PLACES[p] for p in range(30) if opp >> p & 1]
    state = pylos.position(light, dark, "light", "mature")
    searcher = PylosSearch("mature")
    searcher.use_book(True)                   # (as the expert's)
    r = searcher.solve(state, nodes=500_000)
    assert r is not None and r.outcome == "draw" and r.score == 0 and r.plies_to_end is None
    after = state.play(r.move).board()
    tm = after.to_move
    fresh = PylosSolver("mature", book=book_for("mature"))
    assert fresh.solve(after.masks[tm], after.masks[1 - tm], nodes=500_000,
                       history=relative_history(after.counts, tm)) == 0


def test_a_full_table_is_emptied_before_the_next_solve_rather_than_kept_full():
    """The table stops taking entries at its limit; the next solve starts from an empty one.
    (It used to be emptied only once over the limit, which it never is: a searcher
    that had filled it, late in a long game, went on without a table.)"""
    rng = random.Random("full-table")
    me, opp, _ = masks(random_state(rng, "standard", stop_at_empties=8))
    fresh = PylosSolver("standard")
    value = fresh.solve(me, opp)
    assert fresh.probe(me, opp) == (value, value) and 0 < len(fresh.tt) < 1000
    solver = PylosSolver("standard", tt_limit=1000)
    solver.tt = {k: 0b0110 for k in range(1, 1001)}      # full of other positions
    assert solver.solve(me, opp) == value
    assert solver.probe(me, opp) == (value, value)


def test_a_result_that_leans_on_the_path_is_used_only_where_that_path_is_again():
    """A draw by repetition holds where the repeated position is on the path. The solver keeps
    such results with the positions they lean on, and uses one only where all of those are on
    the path again: here every child of a won position is recorded "the defender holds",
    leaning on a position the game has not made, so the win stands; once the game has made that
    position, those records hold and the position is no longer a win. (This is the search a
    proof falls back on when its optimistic passes are not verified, tested alone.)"""
    from tabletop_gui.ai.pylos.solver import _INF

    rng = random.Random("leans")
    while True:
        me, opp, _ = masks(random_state(rng, "standard", stop_at_empties=8))
        if PylosSolver("standard").solve(me, opp) == 1:
            break
    elsewhere = path_key(0b1011, 0b110100, 0)            # not a position of this game
    kids = [nm for nm in make_generator("standard")(me, opp) if nm.bit_count() < 15]

    def leaning_solver() -> PylosSolver:
        solver = PylosSolver("standard")
        solver.optimistic_rounds = 0      # straight to the search that keeps such results
        for nm in kids:           # the child (opp to move, one ply down) holds against the win
            solver._ghi[opp | nm << 30 | 1 << 60] = (0, _INF, frozenset((elsewhere,)))
        return solver

    assert leaning_solver().solve(me, opp) == 1
    assert leaning_solver().solve(me, opp, history={elsewhere: -1}) < 1


def test_a_claim_that_the_defender_holds_is_proven_only_where_it_closes():
    """The optimistic pass's claims ("the defender holds here", leaning on a repetition) become
    facts only where the defender can keep to claimed or proven positions for ever. Here every
    child of a won position is claimed held, but nothing below them is: the check keeps none
    of them, stores nothing, and the win stands; claims that lean on each other in a cycle with
    no way out for the attacker are all kept."""
    rng = random.Random("claims")
    while True:
        me, opp, _ = masks(random_state(rng, "standard", stop_at_empties=8))
        if PylosSolver("standard").solve(me, opp) == 1:
            break
    kids = [nm for nm in make_generator("standard")(me, opp) if nm.bit_count() < 15]
    solver = PylosSolver("standard")
    solver._setup({}, None, None, None)
    solver._opt = {opp | nm << 30: 1 for nm in kids}     # role 0: the child's mover holds
    root = me | opp << 30 | 1 << 60
    assert root not in solver._verify(me, opp, 1) and not solver._verify(me, opp, 1)
    assert all(solver.probe(opp, nm) == (-1, 1) for nm in kids)
    assert solver.solve(me, opp) == 1

    # A cycle of claims: each side's only move is a pass (a sphere placed and taken back), so
    # the game goes round between the two positions and neither side can end it.
    solver = PylosSolver("standard")
    solver._setup({}, None, None, None)
    solver.children = lambda m, o: {m}
    solver._opt = {0b100 | 0b1 << 30: 1}       # the defender to move, after the attacker's pass
    safe = solver._verify(0b1, 0b100, 1)
    assert safe == {0b1 | 0b100 << 30 | 1 << 60, 0b100 | 0b1 << 30}
    assert solver.probe(0b1, 0b100) == (-1, 0) and solver.probe(0b100, 0b1) == (0, 1)
    # and with a way out for the attacker that nothing claims or proves, none of it is kept
    solver = PylosSolver("standard")
    solver._setup({}, None, None, None)
    solver.children = lambda m, o: {m, m | 0b10} if m == 0b1 else {m}
    solver._opt = {0b100 | 0b1 << 30: 1}
    assert not solver._verify(0b1, 0b100, 1)


def test_a_solve_stopped_after_an_unverified_pass_keeps_none_of_its_claims(monkeypatch):
    """An optimistic pass whose claim at the root is not verified, then the budget runs out in
    the next: the root's children keep no verdict from the claim (the search's move choice reads
    them through :meth:`PylosSolver.root_probe`)."""
    from tabletop_gui.ai.pylos.solver import _INF, _OPT

    me, opp, _ = masks(random_state(random.Random("stopped"), "standard", stop_at_empties=8))
    nm = next(iter(make_generator("standard")(me, opp)))
    solver = PylosSolver("standard")
    passes = []

    def claim_then_stop(*args):
        passes.append(args)
        if len(passes) > 1:
            raise SolveAborted()
        solver._root_kids = [[_INF, 0, _OPT, nm]]       # "the other side does not win there"
        return 0, _INF, _OPT

    monkeypatch.setattr(solver, "_mid", claim_then_stop)
    solver._setup({}, None, None, None)
    with pytest.raises(SolveAborted):
        solver._prove_root(me, opp, 0)
    assert len(passes) == 2
    assert solver.root_probe(opp, nm) == solver.probe(opp, nm) == (-1, 1)


@pytest.mark.parametrize("variant", pylos.VARIANTS)
def test_results_that_lean_on_the_games_history_are_not_reused_without_it(variant):
    """A solver that proved a position drawn because its winning moves lead to positions of
    the game (repetitions) still finds the win once those are not in the game, and the draw
    again when they are: what leaned on the history (its table of such results included) holds
    only where the same positions are on the path again."""
    rng = random.Random(f"history-{variant}")
    gen = make_generator(variant)
    checked = leaned_on = 0
    while checked < 3:
        me, opp, _ = masks(random_state(rng, variant, stop_at_empties=7))
        fresh = PylosSolver(variant)
        if fresh.solve(me, opp) != 1:
            continue
        winning = [nm for nm in gen(me, opp) if nm.bit_count() < 15
                   and PylosSolver(variant).solve(opp, nm) == -1]
        history = {path_key(opp, nm, 1): -1 for nm in winning}
        with_history = PylosSolver(variant).solve(me, opp, history=history)
        assert with_history < 1
        solver = PylosSolver(variant)
        assert solver.solve(me, opp, history=history) == with_history
        leaned = len(solver._ghi)
        assert solver.solve(me, opp) == 1
        assert solver.solve(me, opp, history=history) == with_history
        checked += 1
        leaned_on += leaned > 0
    assert leaned_on                        # (the table of such results was used)
