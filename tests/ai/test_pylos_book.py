"""The Pylos book (issue #17): the shipped exact values of the early and middle game."""

from __future__ import annotations

import copy
import lzma
import random
import struct

import pytest

from tabletop_gui.ai.pylos import book as book_module
from tabletop_gui.ai.pylos.book import BOOK_FILES, BookError, PylosBook, book_for, loses_at_once
from tabletop_gui.ai.pylos.bot import to_decision
from tabletop_gui.ai.pylos.policy import book_choice, choose
from tabletop_gui.ai.pylos.search import MATE_BOUND, PylosSearch
from tabletop_gui.ai.pylos.solver import PylosSolver, SolveAborted, make_generator
from tabletop_gui.rules import pylos
from tabletop_gui.rules.pylos import FULL, Move

L3 = 0xF << 25


def _book(variant: str = "standard") -> PylosBook:
    book = book_for(variant)
    assert book is not None, f"the {variant} book did not load"
    return book


def _children_values(book: PylosBook, gen, me: int, opp: int) -> list[int]:
    """The mover's value after each move, from the book (a move that runs out of spheres or
    fills level 3 for the opponent to crown loses)."""
    out = []
    for nm in gen(me, opp):
        if nm.bit_count() >= 15 or (nm | opp) & L3 == L3:
            out.append(-1)
        else:
            v = book.value(opp, nm)
            assert v is not None
            out.append(-v)
    return out


def _random_walk(variant: str, rng: random.Random, stop_empty: int):
    """The positions (me, opp) of a uniformly random game down to ``stop_empty`` places."""
    gen = make_generator(variant)
    me = opp = 0
    while 30 - (me | opp).bit_count() > stop_empty:
        yield me, opp
        legal = [nm for nm in gen(me, opp) if nm.bit_count() < 15 and (nm | opp) & L3 != L3]
        me, opp = opp, rng.choice(sorted(legal))
    yield me, opp


def test_every_variant_listed_has_a_book_that_loads():
    assert "standard" in BOOK_FILES
    for variant in BOOK_FILES:
        book = _book(variant)
        assert book.variant == variant
        assert 12 <= book.min_empty <= 16


def test_the_second_player_wins_standard_pylos():
    """Published (Pylos is strongly solved): with perfect play the second player wins."""
    book = _book()
    assert book.value(0, 0) == -1
    gen = make_generator("standard")
    assert _children_values(book, gen, 0, 0) == [-1] * 16     # every first move loses


@pytest.mark.parametrize("variant", sorted(BOOK_FILES))
def test_each_value_is_the_best_of_its_moves(variant):
    """Negamax holds over the book on the positions of random games: a position is won when a
    move leads to a lost one, lost when every move leads to a won one, else drawn."""
    book = _book(variant)
    gen = make_generator(variant)
    rng = random.Random(17)
    checked = 0
    for _ in range(40):
        for me, opp in _random_walk(variant, rng, book.min_empty + 1):
            if 30 - (me | opp).bit_count() <= book.min_empty:
                break
            assert book.value(me, opp) == max(_children_values(book, gen, me, opp)), (me, opp)
            checked += 1
    assert checked > 400


def test_a_position_and_its_mirror_images_share_a_value():
    book = _book()
    rng = random.Random(5)
    tables = book_module._symmetry_tables()

    def image(g: int, m: int) -> int:
        t = tables[g]
        return t[0][m & 255] | t[1][m >> 8 & 255] | t[2][m >> 16 & 255] | t[3][m >> 24]

    seen = 0
    for me, opp in _random_walk("standard", rng, book.min_empty):
        values = {book.value(image(g, me), image(g, opp)) for g in range(8)}
        assert len(values) == 1 and None not in values
        seen += 1
    assert seen > 10


def test_outside_the_book_there_is_no_value():
    book = _book()
    rng = random.Random(9)
    *_, (me, opp) = _random_walk("standard", rng, book.min_empty - 1)
    assert 30 - (me | opp).bit_count() == book.min_empty - 1
    assert book.value(me, opp) is None
    assert not book.covers(me, opp)


@pytest.mark.slow
def test_the_book_agrees_with_the_solver_where_the_solver_reaches():
    """At the book's edge (its fewest empty places) the app's exact solver decides the same."""
    book = _book()
    rng = random.Random(23)
    compared = 0
    for _ in range(12):
        *_, (me, opp) = _random_walk("standard", rng, book.min_empty)
        try:
            value = PylosSolver("standard").solve(me, opp, nodes=400_000)
        except SolveAborted:
            continue
        assert value == book.value(me, opp), (me, opp)
        compared += 1
    assert compared >= 6


def test_the_solver_with_the_book_decides_as_without_it_and_searches_less():
    """Below the book's edge, a take-back leads back into the book: the solver given the book
    takes its value there instead of searching on (the same verdicts, fewer nodes)."""
    book = _book()
    rng = random.Random(31)
    nodes = {False: 0, True: 0}
    hits = 0
    for _ in range(11):
        *_, (me, opp) = _random_walk("standard", rng, book.min_empty - 1)
        plain, with_book = PylosSolver("standard"), PylosSolver("standard", book=book)
        value = plain.solve(me, opp, nodes=400_000)
        assert with_book.solve(me, opp, nodes=400_000) == value, (me, opp)
        assert plain.book_hits == 0
        nodes[False] += plain.nodes
        nodes[True] += with_book.nodes
        hits += with_book.book_hits > 0
    assert hits >= 6
    assert nodes[True] < nodes[False] * 0.8, nodes        # (0.71 when written)


def test_in_the_book_the_solver_reads_the_childrens_values_and_names_a_move():
    """A position in the book is solved from its children's book values (the root itself is
    searched, so the caller learns which move keeps the value)."""
    book = _book()
    rng = random.Random(5)
    gen = make_generator("standard")
    for _ in range(4):
        *_, (me, opp) = _random_walk("standard", rng, book.min_empty + 2)
        solver = PylosSolver("standard", book=book)
        value = solver.solve(me, opp)
        assert value == book.value(me, opp)
        children = gen(me, opp)
        assert solver.book_hits >= 1
        assert solver.nodes <= 40          # the root at each horizon, its children: no more
        best = [nm for nm in children if solver.probe(opp, nm)[1] <= -value]
        assert best and all(book.value(opp, nm) == -value for nm in best)
    other = PylosSolver("mature", book=book)          # another variant's book is not used
    assert other.book is None


def test_the_experts_solver_reads_the_book_and_the_lower_levels_do_not():
    """Only a level that plays from the book (the expert) gives it to its solver; the same
    searcher asked for a lower level has it taken away again."""
    state = _won_state_at(14, 4)
    searcher = PylosSearch("standard")
    choose(state, "expert", nodes=2_000, searcher=searcher)
    assert searcher.solver.book is _book()
    choose(state, "medium", nodes=2_000, searcher=searcher)
    assert searcher.solver.book is None


def _refused_when_damaged(parse, name: str, count_at: int, change: int) -> None:
    """``parse`` refuses the shipped file ``name`` cut short, or with its slot count (at byte
    ``count_at``) changed by ``change``."""
    raw = lzma.decompress((book_module.resources.files(book_module.__package__) / name)
                          .read_bytes())
    with pytest.raises(BookError, match="cut short"):
        parse(raw[:-100])
    bad = bytearray(raw)
    struct.pack_into("<Q", bad, count_at, struct.unpack_from("<Q", raw, count_at)[0] + change)
    with pytest.raises(BookError):
        parse(bytes(bad))


def test_damaged_data_is_refused_with_a_reason():
    with pytest.raises(BookError, match="not a Pylos book"):
        PylosBook(b"junk")
    _refused_when_damaged(PylosBook, BOOK_FILES["standard"], 20, -4)


def test_a_missing_or_broken_book_file_means_no_book(monkeypatch, tmp_path):
    monkeypatch.setattr(book_module, "_BOOKS", {})
    monkeypatch.setattr(book_module, "BOOK_FILES", {"standard": "no_such_book.xz"})
    assert book_for("standard") is None
    monkeypatch.setattr(book_module, "_BOOKS", {})
    monkeypatch.setattr(book_module, "BOOK_FILES", {"standard": "__init__.py"})
    assert book_for("standard") is None
    assert book_for("children") is None or "children" in BOOK_FILES


def test_the_expert_keeps_a_won_position_won_from_the_book():
    """As the second player the expert's every move keeps the win (the book says so after it),
    and it says "win"; the first player's moves are all lost."""
    book = _book()
    rng = random.Random(2)
    state = pylos.new_game("standard")
    searcher = PylosSearch("standard")
    first = choose(state, "expert", nodes=2000, searcher=searcher)
    assert first.outcome == "loss"
    for _ in range(8):
        moves = state.legal_moves()
        state = state.play(rng.choice(moves))          # the first player: anything
        board = state.board()
        me, opp = board.masks[board.to_move], board.masks[1 - board.to_move]
        if not book.covers(me, opp) or 30 - (me | opp).bit_count() <= book.min_empty:
            break
        assert book.value(me, opp) == 1
        r = choose(state, "expert", nodes=2000, searcher=searcher)
        assert r.outcome == "win" and r.score > MATE_BOUND and r.plies_to_end is None
        nm = me ^ (r.move.code & FULL)
        assert book.value(opp, nm) == -1
        state = state.play(r.move)


def test_a_drawn_position_of_the_book_is_played_as_a_draw_and_said_to_be_one():
    """The book's drawn positions give a drawing move with the outcome "draw" (a
    hint then says best play draws), and the move keeps the draw by the book."""
    book = _book("mature")
    rng = random.Random(30)
    found = 0
    for _ in range(200):
        for me, opp in _random_walk("mature", rng, book.min_empty + 1):
            if 30 - (me | opp).bit_count() > book.min_empty and book.value(me, opp) == 0:
                break
        else:
            continue
        light = [pylos.PLACES[p] for p in range(30) if me >> p & 1]
        dark = [pylos.PLACES[p] for p in range(30) if opp >> p & 1]
        state = pylos.position(light, dark, "light", "mature")
        r = book_choice(state, PylosSearch("mature"))
        assert r is not None and r.outcome == "draw" and r.score == 0
        assert book.value(opp, me ^ (r.move.code & FULL)) == 0
        assert choose(state, "expert", nodes=2000).outcome == "draw"
        found += 1
        if found == 2:
            break
    assert found == 2


def test_book_choice_does_not_bring_back_a_position_when_another_winning_move_exists():
    """Among winning moves, one that repeats a position of the game comes last."""
    book = _book()
    state = pylos.new_game("standard")
    state = state.play(state.legal_moves()[0])
    searcher = PylosSearch("standard")
    r = book_choice(state, searcher)
    assert r is not None and r.outcome == "win"
    board = state.board()
    board.push(r.move.code)
    assert board.counts.get(board.key, 0) == 1
    assert book.min_empty < 28


def _won_state_at(empty: int, seed: int) -> pylos.State:
    """A state of a random game with ``empty`` empty places, won for the side to move."""
    book = _book()
    rng = random.Random(seed)
    while True:
        state = pylos.new_game("standard")
        while state.reserve("light") + state.reserve("dark") > empty and not state.is_over:
            state = state.play(rng.choice(state.legal_moves()))
        if state.is_over or state.reserve("light") + state.reserve("dark") != empty:
            continue
        board = state.board()
        if book.value(board.masks[board.to_move], board.masks[1 - board.to_move]) == 1:
            return state


def _keeps_the_win(book: PylosBook, state: pylos.State, move: Move) -> bool:
    """Whether the book says the opponent is lost after ``move``."""
    board = state.board()
    me, opp = board.masks[board.to_move], board.masks[1 - board.to_move]
    return book.value(opp, me ^ (move.code & FULL)) == -1


def test_at_the_solvers_places_a_tiny_budget_still_keeps_the_win():
    """At the solver's places (14 empty) the solver reads its children's values from the book:
    with too small a budget for "win in N" the move still wins and says so."""
    book = _book()
    state = _won_state_at(14, 4)
    r = choose(state, "expert", nodes=20, searcher=PylosSearch("standard"))
    assert r.outcome == "win" and r.plies_to_end is None
    assert _keeps_the_win(book, state, r.move)


def test_where_the_solver_runs_out_the_books_winning_move_stands_in(monkeypatch):
    """Where the solver's budget runs out (or it is stopped) before a value, the book's winning
    move is played (no number of turns), not the search's."""
    book = _book()
    state = _won_state_at(14, 4)
    searcher = PylosSearch("standard")
    monkeypatch.setattr(searcher, "solve", lambda *args, **kwargs: None)
    r = choose(state, "expert", nodes=2_000, searcher=searcher)
    assert r.outcome == "win" and r.plies_to_end is None
    assert _keeps_the_win(book, state, r.move)
    assert r.move == book_choice(state, searcher).move          # the book's, not a search's


def _lost_states(seed: int, count: int, looks: bool = False) -> list[pylos.State]:
    """``count`` states of random games, 4-9 turns in, that the book says are lost; with
    ``looks``, only those the expert looks at itself (not the trap book's, played at once)."""
    from tabletop_gui.ai.pylos.policy import trap_book_choice

    book = _book()
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        state = pylos.new_game("standard")
        for _ in range(rng.randrange(4, 10)):
            state = state.play(rng.choice(state.legal_moves()))
        board = state.board()
        if book.value(board.masks[board.to_move], board.masks[1 - board.to_move]) == -1:
            if not (looks and trap_book_choice(state) is not None):
                out.append(state)
    return out


def test_a_swindle_is_a_move_whose_natural_answer_throws_the_win_away():
    """In lost positions: where a trap is set, its line is the move and the search's answer,
    and the book (through the rules' own moves) says that answer loses for the opponent; the
    looks stay within the move's budget."""
    from tabletop_gui.ai.pylos.policy import SWINDLE_SHARE, swindle_choice

    book = _book()
    found = 0
    for state in _lost_states(5, 12):
        trap, used, _, _ = swindle_choice(state, PylosSearch("standard"), None, 40_000)
        moves = len(state.legal_moves())
        assert used <= 40_000 * SWINDLE_SHARE + 1024 * moves   # a search stops within 1,024
        if trap is None:
            continue
        found += 1
        move, answer = trap.pv
        assert trap.move == move and trap.outcome == "loss"
        after = state.play(move).play(answer)
        board = after.board()
        assert after.to_move == state.to_move
        assert book.value(board.masks[board.to_move], board.masks[1 - board.to_move]) == 1
    assert found >= 1


@pytest.mark.slow
def test_the_expert_swindles_in_lost_positions_only():
    """With ``swindle`` on, a lost position gets a trap where one is found and still says
    "loss"; a won one is played from the book as before."""
    from tabletop_gui.ai.pylos.levels import LEVELS

    assert LEVELS["expert"].swindle is True
    assert LEVELS["expert"].swindle_models == 4
    lost = _lost_states(5, 12)
    traps = [choose(s, "expert", nodes=150_000, searcher=PylosSearch("standard")) for s in lost]
    assert all(r.outcome == "loss" for r in traps)
    set_ = [r for r in traps if r.trap]
    assert set_ and all(len(r.pv) == 2 and r.depth == 0 for r in set_)
    assert to_decision(set_[0]).info()["trap"] is True       # what a hint says (the view)
    assert not any(to_decision(r).info()["trap"] for r in traps if not r.trap)
    won = _won_state_at(20, 3)
    r = choose(won, "expert", nodes=40_000, searcher=PylosSearch("standard"))
    assert r.outcome == "win"


@pytest.mark.slow
def test_a_lost_positions_progress_bar_only_moves_forward():
    """The looks for a trap fill the first part of the bar, the search (where none is found)
    the rest: the bar never goes back and ends full."""
    looked_then_searched = False
    for state in _lost_states(11, 6):
        seen: list[int] = []
        r = choose(state, "expert", nodes=150_000, searcher=PylosSearch("standard"),
                   progress=seen.append)
        assert seen and seen[-1] == 100
        assert seen == sorted(seen), seen
        # no trap: the search chose, after the looks had filled part of the bar
        looked_then_searched |= r.depth > 0 and 0 < seen[0] < 60
    assert looked_then_searched


class _Recording(PylosSearch):
    """A searcher that remembers each answer it gave (position, move)."""

    def __init__(self, learnt: bool = False, tables: bool = False) -> None:
        super().__init__("standard")
        self.learnt, self.tables = learnt, tables
        self.answers: list[tuple[pylos.State, Move]] = []

    def search(self, state: pylos.State, **kw):  # type: ignore[no-untyped-def]
        r = super().search(state, **kw)
        self.answers.append((state, r.move))
        return r


class _Scoring(_Recording):
    """The expert's evaluation, remembering each answer's score too."""

    def __init__(self) -> None:
        super().__init__(learnt=True, tables=True)
        self.scores: list[int] = []

    def search(self, state: pylos.State, **kw):  # type: ignore[no-untyped-def]
        r = super().search(state, **kw)
        self.scores.append(r.score)
        return r


def _losing_answers(book: PylosBook, looks: list[_Recording], after: pylos.State) -> list[int]:
    """Per searcher: 1 if its answer to ``after`` loses for the opponent (book), 0 if it
    answered otherwise, -1 if it was not asked."""
    out = []
    for look in looks:
        answers = [m for s, m in look.answers if s == after]
        assert len(answers) <= 1
        if not answers:
            out.append(-1)
            continue
        again = after.play(answers[0])
        board = again.board()
        out.append(int(book.value(board.masks[board.to_move], board.masks[1 - board.to_move]) == 1))
    return out


@pytest.mark.slow
def test_a_swindle_of_two_searches_fools_both():
    """With a second searcher (the hand-written evaluation), a trap needs both answers to
    throw the win away."""
    from tabletop_gui.ai.pylos.policy import swindle_choice

    book = _book()
    found = 0
    for state in _lost_states(5, 12):
        looks = [_Recording(learnt=True, tables=True), _Recording()]
        trap, _, _, _ = swindle_choice(state, looks[0], None, 60_000, others=looks[1:])
        if trap is None:
            continue
        found += 1
        assert _losing_answers(book, looks, state.play(trap.move)) == [1, 1]
    assert found >= 1


@pytest.mark.slow
def test_a_swindle_of_three_searches_needs_two_votes_and_prefers_three():
    """With three searchers (the expert's own, :func:`swindle_models`), a trap needs two of
    the three answers to lose; the third is asked only where its vote can decide; a trap all
    three fall for comes before one of two."""
    from tabletop_gui.ai.pylos.policy import swindle_choice, swindle_models

    made = swindle_models("standard", 3, 8)
    assert [(s.learnt, s.tables, s.probe_at) for s in made] == [(False, False, 8),
                                                                (True, False, 8)]
    assert swindle_models("standard", 1, 8) == []
    book = _book()
    found = 0
    for state in _lost_states(6, 10):
        looks = [_Recording(learnt=True, tables=True), _Recording(), _Recording(learnt=True)]
        trap, _, _, _ = swindle_choice(state, looks[0], None, 150_000, others=looks[1:])
        votes = {}
        for move in state.legal_moves():
            after = state.play(move)
            if after.is_over:
                continue
            v = _losing_answers(book, looks, after)
            if v[0] != -1:
                assert v[1] != -1                       # the second is always asked
                assert (v[2] != -1) == (v[0] + v[1] >= 1)   # the third where it can decide
            votes[move] = sum(x for x in v if x > 0)
        if trap is None:
            assert all(n < 2 for n in votes.values())
            continue
        found += 1
        assert votes[trap.move] >= 2 and votes[trap.move] == max(votes.values())
    assert found >= 1


class _Budgets(_Recording):
    """A recording searcher that also remembers the budget of each look."""

    def __init__(self, learnt: bool = False, tables: bool = False,
                 answer_depth: int | None = None) -> None:
        super().__init__(learnt=learnt, tables=tables)
        self.answer_depth = answer_depth
        self.budgets: list[tuple[int | None, int]] = []       # (nodes, max_depth)

    def search(self, state: pylos.State, **kw):  # type: ignore[no-untyped-def]
        self.budgets.append((kw.get("nodes"), kw.get("max_depth", 64)))
        return super().search(state, **kw)


@pytest.mark.slow
def test_a_swindle_of_four_looks_asks_the_tables_one_ply_deep_outside_the_budget():
    """With four looks (``swindle_models`` 4) the pattern tables answer one ply
    deep first (their answer is the best move by the evaluation of every reply), outside
    the shared budget: the other three split it as three looks did; a trap needs two votes
    of the four, and the most votes win."""
    from tabletop_gui.ai.pylos.policy import QUICK_DEPTH, SWINDLE_SHARE, swindle_choice, swindle_models

    made = swindle_models("standard", 4, 8)
    assert [(s.learnt, s.tables, s.answer_depth) for s in made] == [
        (True, True, QUICK_DEPTH), (False, False, None), (True, False, None)]
    assert all(s.answer_depth is None for s in swindle_models("standard", 3, 8))
    book = _book()
    found = 0
    for state in _lost_states(6, 10):
        looks = [_Budgets(learnt=True, tables=True), _Budgets(learnt=True, tables=True,
                                                              answer_depth=QUICK_DEPTH),
                 _Budgets(), _Budgets(learnt=True)]
        trap, _, _, _ = swindle_choice(state, looks[0], None, 150_000, others=looks[1:])
        board = state.board()
        tm = board.to_move
        me, opp = board.masks[tm], board.masks[1 - tm]
        open_moves = [c for c in board.legal_codes() if not loses_at_once(opp, me ^ (c & FULL))]
        each = int(150_000 * SWINDLE_SHARE) // (len(open_moves) * 3)
        assert looks[1].budgets and all(b == (None, QUICK_DEPTH) for b in looks[1].budgets)
        for look in (looks[0], looks[2], looks[3]):
            assert all(b == (each, 64) for b in look.budgets)
        for after, answer in looks[1].answers:        # one ply: the best reply by the tables
            scored = looks[1].root_scores(after, 1)
            assert max(scored, key=lambda sm: sm[0])[0] == next(
                sc for sc, m in scored if m == answer)
        votes = {}
        for move in state.legal_moves():
            after = state.play(move)
            if after.is_over:
                continue
            votes[move] = sum(x for x in _losing_answers(book, looks, after) if x > 0)
        if trap is None:
            assert all(n < 2 for n in votes.values())
            continue
        found += 1
        assert votes[trap.move] >= 2 and votes[trap.move] == max(votes.values())
    assert found >= 1


def test_move_now_in_a_lost_position_plays_the_most_stubborn_move_seen_not_the_first():
    """"Move now" while the expert looks for a trap: before any answer, the move with the
    best static score (not simply the first legal move, which may hand the opponent a
    square); after some answers, the looked-at move whose answer the search scored worst
    for the opponent. Either way still a "loss", no trap, and legal."""
    differs = 0
    for state in _lost_states(7, 8, looks=True):
        searcher = PylosSearch("standard")
        searcher.learnt, searcher.tables = True, True   # the expert's evaluation
        r = choose(state, "expert", nodes=150_000, searcher=PylosSearch("standard"),
                   cancel=lambda: True)
        assert r.outcome == "loss" and not r.trap and r.move in state.legal_moves()
        board = state.board()
        tm = board.to_move
        me, opp = board.masks[tm], board.masks[1 - tm]
        static = []
        for i, code in enumerate(board.legal_codes()):
            if loses_at_once(opp, me ^ (code & FULL)):
                continue
            board.push(code)
            static.append((-searcher.evaluate(board), -i, code))
            board.pop()
        assert r.move.code == max(static)[2]
        differs += r.move != state.legal_moves()[0]
    assert differs >= 1                   # the first legal move would have been played before

    fell_back = 0
    for state in _lost_states(8, 4, looks=True):
        look = _Scoring()                               # two answers, then "move now"
        r = choose(state, "expert", nodes=150_000, searcher=look,
                   cancel=lambda look=look: len(look.answers) >= 2)
        assert r.outcome == "loss"
        if r.trap:                                      # one found before "move now": played
            continue
        fell_back += 1
        answered = [s for s, _ in look.answers]
        assert len(answered) == 2
        best = max((-look.scores[i], -i) for i in range(2))
        assert state.play(r.move) == answered[-best[1]]
    assert fell_back >= 1


#: a mature-rules game of a sparring match (seed 1, opening 0, the expert as dark): after
#: these 21 moves dark wins (the solver, 5 million nodes), 12 places are empty, and the
#: expert's budget could not prove it (with the 13-place book); its search played 1c1x2b2x1c2,
#: which the book says loses
_MATURE_THROWN = ("1b1 1b2 1c2 1a3 1b3 1a1 1d2 1a4 1a2 1c4 1d4 1d1 1c2-2a2 1c3 1d2-2a1 1c2 "
                  "1c1 1d3 1c1-2c3 2b2 1d2").split()


@pytest.mark.slow
def test_the_search_never_plays_a_move_the_book_says_loses_while_another_is_not_known_lost():
    """Where some moves of a position lead into the book and others do not (here placements
    leave 11 empty places, a square's take-backs 12 or 13), the search leaves out the moves the
    book says lose, unless every move does."""
    from tabletop_gui.ai.pylos.policy import book_losing_moves

    state = pylos.new_game("mature", "light")
    for move in _MATURE_THROWN:
        state = state.play(move)
    book = book_for("mature")
    assert book is not None
    board = state.board()
    me, opp = board.masks[board.to_move], board.masks[1 - board.to_move]
    losing = book_losing_moves(state)
    legal = board.legal_codes()
    assert losing == {c for c in legal if book.after_move(opp, me ^ (c & FULL)) == -1}
    assert Move.from_notation("1c1x2b2x1c2").code in losing and len(losing) < len(legal)
    r = choose(state, "expert", nodes=170_000, searcher=PylosSearch("mature"))
    assert r.move.code not in losing
    lost = _lost_states(5, 1)[0]                # every move loses: nothing is left out
    assert book_losing_moves(lost) == frozenset()


#: a mature-rules game of a sparring match (seed 2, opening 17, the expert as dark): after
#: these 21 moves dark wins with 13 empty places. With the book down to 13 places the solver
#: could not decide it in 6 million nodes, and the expert's search played 1c4, which loses.
_MATURE_WON_13 = ("1c1 1d4 1b1 1b2 1d1 1c3 1c2 1a1 1d2x1c1x1d2 1a3 1b3 1a4 1a2 1c4 1d3 1c4-2a2 "
                  "1c2-2a1 1c1 1b4 2a3 1d2").split()


def test_the_mature_book_reaches_12_places_so_the_expert_keeps_a_win_at_13():
    """The mature rules' book holds 12 empty places: at 13 every move's value is known (the
    solver reads them), and the expert plays a move that keeps the win."""
    book = _book("mature")
    assert book.min_empty <= 12
    state = pylos.new_game("mature", "light")
    for move in _MATURE_WON_13:
        state = state.play(move)
    board = state.board()
    me, opp = board.masks[board.to_move], board.masks[1 - board.to_move]
    assert 30 - (me | opp).bit_count() == 13 and book.value(me, opp) == 1
    r = choose(state, "expert", nodes=20_000, searcher=PylosSearch("mature"))
    assert r.outcome == "win"
    assert book.after_move(opp, me ^ (r.move.code & FULL)) == 1
    assert book.after_move(opp, me ^ (Move.from_notation("1c4").code & FULL)) == -1


#: a mature-rules game of a sparring match (seed 42, opening 4, the expert as dark): won from
#: dark's second move, it went round a take-back cycle (1a2x1a1x1a2, then 1a1 again) until the
#: threefold repetition drew it. The solver took the position its move brought back for the
#: win the book and its table say it is, not for the draw a position of the game is again.
_MATURE_CYCLE = ("1b2 1a1 1c2 1b3 1d2 1c1 1a2x1b2 1b2 1b1 1d3 1b4 1d4 1d2-2b1 1d1 1d2 1a4 "
                 "1a2-2c1 1c3 1b4-2c2 1a3x1b3 1b3 1a2x1a1x1a2 2b2x2b1x2b2 1a1 2b2 1a2x1a1x1a2 "
                 "2b1x2b1x1b1 1a1 1b1").split()


@pytest.mark.slow
def test_a_won_position_is_not_taken_back_round_a_cycle_the_game_already_made():
    state = pylos.play_all(_MATURE_CYCLE, "mature", "light")
    book = _book("mature")
    board = state.board()
    me, opp = board.masks[board.to_move], board.masks[1 - board.to_move]
    assert book.value(me, opp) == 1
    r = choose(state, "expert", nodes=170_000, searcher=PylosSearch("mature"))
    assert r.outcome == "win"
    after = state.play(r.move).board()
    assert after.counts[after.key] == 1, f"{r.move} brings back a position of the game"


def test_a_position_of_the_game_is_a_draw_to_the_solver_whatever_its_table_says():
    """The solver's cut-offs read a child's value from the table (or the book) before they
    search it; a child that is a position of the game already scores as a draw instead."""
    gen = make_generator("standard")
    state = pylos.play_all("1a1 1b1 1c1 1d1".split())
    board = state.board()
    me, opp = board.masks[board.to_move], board.masks[1 - board.to_move]
    children = sorted(nm for nm in gen(me, opp) if nm.bit_count() < 15)
    solver = PylosSolver("standard")
    # every child "proven" lost for the opponent, one of them a position of the game
    for nm in children:
        solver._store(opp | nm << 30, None, -1, -1, 0)
    assert solver.solve(me, opp) == 1
    history = {opp | nm << 30 | 1 << 60: 1 for nm in children}
    solver.tt = {}
    for nm in children:
        solver._store(opp | nm << 30, None, -1, -1, 0)
    # every child is a position of the game again: each a draw, so the position is one
    assert solver.solve(me, opp, history=history) == 0


@pytest.mark.slow
def test_the_experts_own_searcher_does_not_go_round_the_cycle_either():
    """In a game the expert's searcher (and its solver's table) lives from move to move: at the
    third time round, the table's proof of the win from the first time went through the
    position the move brings back. The same game as above, the expert's searcher asked at
    each of the three times."""
    searcher = PylosSearch("mature")
    for plies in (21, 25, 29):
        state = pylos.play_all(_MATURE_CYCLE[:plies], "mature", "light")
        r = choose(state, "expert", nodes=170_000, searcher=searcher)
        assert r.outcome == "win"
    after = state.play(r.move).board()
    assert after.counts[after.key] == 1, f"{r.move} brings back a position of the game"
    # ... nor one from which the opponent brings one back (here: 2b1x2b1, the third time)
    after_state = state.play(r.move)
    for reply in after_state.legal_moves():
        again = after_state.play(reply).board()
        assert again.counts[again.key] == 1, f"{r.move} {reply} brings back a position"


# -- the mature draws below the book's edge ---------------------------------------------------

#: a mature draw with 10 empty places from the retrograde table (``retro sample mature <table>
#: 0 10 20 27``): the proof-number search alone needs about 450,000 nodes to prove it (over 10 s
#: here), "does the side to move win?" taking them all
_HARD_DRAW_10 = (37422175, 39840)


def _mature_draws():
    from tabletop_gui.ai.pylos.book import draws_for

    draws = draws_for("mature")
    assert draws is not None, "the mature draws did not load"
    return draws


#: Mature positions of the retrograde table with 9 and 8 empty places where a side has 14
#: spheres on the board (one left in reserve), with their values (``retro sample``): the draws
#: among them were the ones the solver still missed there; these two took more
#: than 500,000 nodes (at 8: 784,382 nodes, 14.5 s)
_LOPSIDED_DRAWS = [(35043, 2062108), (4585631, 11536224)]
_LOPSIDED = [((165314, 37558845), 1), ((592104, 37136151), 1), ((35855319, 5776424), -1),
             ((3206638, 4788753), -1), ((2875060, 8397131), 0), ((36700443, 1015524), 1),
             ((33556845, 71259794), -1)] + [(p, 0) for p in _LOPSIDED_DRAWS]
#: draws not in the file: at 9 empty places with 12 and 9 spheres, at 8 with 12 and 10
_NOT_IN_THE_FILE = [(36727595, 754900), (3764311, 37916576)]


def test_the_mature_book_knows_its_draws_below_its_edge():
    """The draws of 10 and 11 empty places, all of them, and of 8 and 9 those where a side has
    14 spheres on the board; any other position of 8 and 9 stays unknown."""
    from tabletop_gui.ai.pylos.book import DRAW_FILES, image

    assert DRAW_FILES == {"mature": "draws_mature.xz"}
    book = _book("mature")
    draws = _mature_draws()
    assert book.draws is draws and draws.variant == "mature"
    assert list(draws.empty) == [8, 9, 10, 11] and book.min_known_empty == 8 < book.min_empty
    assert [draws.fuller[e] for e in range(8, 12)] == [14, 14, 0, 0]
    assert draws.is_draw(*_HARD_DRAW_10) is True and book.value(*_HARD_DRAW_10) == 0
    assert not book.covers(*_HARD_DRAW_10)            # (not a position of the book itself)
    for (me, opp), value in _LOPSIDED:
        assert max(me.bit_count(), opp.bit_count()) == 14
        for g in range(8):
            assert draws.is_draw(image(g, me), image(g, opp)) is (value == 0), (me, opp)
        assert book.value(me, opp) == (0 if value == 0 else None)
    for me, opp in _NOT_IN_THE_FILE:
        assert draws.is_draw(me, opp) is None and book.value(me, opp) is None
    assert _book("standard").draws is None and _book("standard").min_known_empty == 13


def test_what_the_book_may_know_is_what_it_knows_and_the_solver_asks_only_there():
    """:meth:`PylosBook.may_know` (by the spheres each side has on the board): true wherever the
    book or its draws know a position, false for the layers of the draws file that it does not
    hold; the solver asks the book about a position only where it may know it (most
    of the mature search's children lie in the draws' layers of 8 and 9 empty places, outside
    the part the file holds)."""
    mature, standard = _book("mature"), _book("standard")
    for a in range(15):
        for b in range(15):
            empty = 30 - a - b
            assert standard.may_know(a, b) is (empty >= standard.min_empty)
            fuller = max(a, b)
            assert mature.may_know(a, b) is (empty >= mature.min_empty or empty in (10, 11)
                                            or (empty in (8, 9) and fuller == 14)), (a, b)
    assert not mature.may_know(15, 0) and not mature.may_know(0, 15)
    rng = random.Random(30)
    for _ in range(60):
        for me, opp in _random_walk("mature", rng, 8):
            if mature.value(me, opp) is not None:
                assert mature.may_know(me.bit_count(), opp.bit_count())
    for me, opp in [p for p, _ in _LOPSIDED] + _NOT_IN_THE_FILE:
        lopsided = max(me.bit_count(), opp.bit_count()) == 14
        assert mature.may_know(me.bit_count(), opp.bit_count()) is lopsided

    class Asked:
        variant, min_empty, draws = "mature", mature.min_empty, mature.draws
        min_known_empty = mature.min_known_empty
        may_know = mature.may_know

        def __init__(self) -> None:
            self.asked: list[tuple[int, int]] = []

        def value(self, me: int, opp: int):
            self.asked.append((me, opp))
            return mature.value(me, opp)

    book = Asked()
    me, opp = _NOT_IN_THE_FILE[1]                    # 8 empty places, 12 and 10 spheres
    solver = PylosSolver("mature", book=book)
    with pytest.raises(SolveAborted):
        solver.solve(me, opp, nodes=3_000)
    assert book.asked
    assert all(mature.may_know(m.bit_count(), o.bit_count()) for m, o in book.asked)


@pytest.mark.slow
def test_the_lopsided_positions_agree_with_the_solver_without_the_draws():
    """The table's values of :data:`_LOPSIDED` that the solver proves within a small budget
    without the draws (the wins and losses), as the draws file says (not a draw)."""
    plain = copy.copy(_book("mature"))
    plain.draws = None
    for (me, opp), value in _LOPSIDED:
        if value:
            assert PylosSolver("mature", book=plain).solve(me, opp, nodes=200_000) == value


@pytest.mark.slow
def test_the_draws_agree_with_the_solver_and_their_mirror_images_on_random_games():
    """The shipped draws against the exact solver without them, on positions of random games at
    10 and 11 empty places (draws included: random games are walked until a few are found), and
    every symmetric image of a position is a draw exactly when it is."""
    from tabletop_gui.ai.pylos.book import image

    draws = _mature_draws()
    plain = copy.copy(_book("mature"))
    plain.draws = None
    rng = random.Random(28)
    found = {True: [], False: []}
    walks = 0
    while (len(found[True]) < 3 or len(found[False]) < 6) and walks < 400:
        walks += 1
        stop = rng.choice((10, 11))
        *_, (me, opp) = _random_walk("mature", rng, stop)
        if 30 - (me | opp).bit_count() != stop:
            continue
        d = draws.is_draw(me, opp)
        assert d is not None
        for g in range(8):
            assert draws.is_draw(image(g, me), image(g, opp)) is d
        if len(found[d]) < (3 if d else 6):
            found[d].append((me, opp))
    assert len(found[True]) == 3 and len(found[False]) == 6
    decided = {True: 0, False: 0}
    for d, positions in found.items():
        for me, opp in positions:
            try:
                v = PylosSolver("mature", book=plain).solve(me, opp, nodes=120_000)
            except SolveAborted:
                continue
            decided[d] += 1
            assert (v == 0) is d, (me, opp, v)
    assert decided[True] >= 2 and decided[False] >= 4    # both answers checked


def test_a_draw_the_book_knows_is_answered_at_once_and_the_expert_keeps_it():
    """A draw the search alone cannot prove within a move's budget is known from the draws, in
    any game (a repetition only adds draws), and the search's exact answer names a move after
    which the other side does not win."""
    book = _book("mature")
    me, opp = _HARD_DRAW_10
    solver = PylosSolver("mature", book=book)
    assert solver.solve(me, opp, nodes=1_000) == 0
    assert solver.known_draw(me, opp) and solver.probe(me, opp) == (0, 0)
    # the blunder check's question: the side to move does not win there (and the other side)
    assert PylosSolver("mature", book=book).wins(me, opp, nodes=1_000) is False
    light = [pylos.PLACES[p] for p in range(30) if me >> p & 1]
    dark = [pylos.PLACES[p] for p in range(30) if opp >> p & 1]
    state = pylos.position(light, dark, "light", "mature")
    searcher = PylosSearch("mature")
    searcher.use_book(True)
    r = searcher.solve(state, nodes=100_000)
    assert r is not None and r.outcome == "draw" and r.score == 0      # (a hint says so)
    assert r.plies_to_end is None and to_decision(r).info()["outcome"] == "draw"
    nm = me ^ (r.move.code & FULL)
    plain = copy.copy(book)                 # (proven again without the draws' word for it)
    plain.draws = None
    after = PylosSolver("mature", book=plain)
    assert not after.wins(opp, nm, nodes=400_000)      # the other side, to move, cannot win


def test_a_lopsided_draw_the_solver_missed_is_known_at_once_and_kept():
    """The draws at 9 and 8 empty places where a side has 14 spheres that the solver
    did not prove within 500,000 nodes are known at once, and at 9 the expert's exact answer
    leaves the other side a position it does not win."""
    book = _book("mature")
    for me, opp in _LOPSIDED_DRAWS:
        assert PylosSolver("mature", book=book).solve(me, opp, nodes=1_000) == 0
    me, opp = _LOPSIDED_DRAWS[0]
    light = [pylos.PLACES[p] for p in range(30) if me >> p & 1]
    dark = [pylos.PLACES[p] for p in range(30) if opp >> p & 1]
    searcher = PylosSearch("mature")
    searcher.use_book(True)
    r = searcher.solve(pylos.position(light, dark, "light", "mature"), nodes=100_000)
    assert r is not None and r.outcome == "draw" and r.score == 0
    nm = me ^ (r.move.code & FULL)
    assert not PylosSolver("mature", book=book).wins(opp, nm, nodes=300_000)


@pytest.mark.slow
def test_damaged_draws_are_refused_and_leave_the_book_without_them(monkeypatch):
    from tabletop_gui.ai.pylos.book import DRAW_FILES, PylosDraws

    with pytest.raises(BookError, match="not a file of Pylos draws"):
        PylosDraws(b"junk")
    _refused_when_damaged(PylosDraws, DRAW_FILES["mature"], 24, 8)
    raw = lzma.decompress((book_module.resources.files(book_module.__package__)
                           / DRAW_FILES["mature"]).read_bytes())
    for shapes in (10 ** 6, 10 ** 6 + 1):          # more occupancies than the file holds
        bad = bytearray(raw)
        struct.pack_into("<I", bad, 20, shapes)
        with pytest.raises(BookError, match="cut short"):
            PylosDraws(bytes(bad))
    assert raw[:8] == b"PYLDRAW2"
    for fuller in (16, 255):                       # more spheres than a side can have
        bad = bytearray(raw)
        bad[32 + 9] = fuller
        with pytest.raises(BookError, match="header"):
            PylosDraws(bytes(bad))
    with pytest.raises(BookError):
        PylosDraws(raw[:60])                       # the layers' table cut short
    monkeypatch.setattr(book_module, "_BOOKS", {})
    monkeypatch.setattr(book_module, "_DRAWS", {})
    monkeypatch.setattr(book_module, "DRAW_FILES", {"mature": "__init__.py"})
    book = book_for("mature")
    assert book is not None and book.draws is None and book.min_known_empty == book.min_empty
    assert book.value(*_HARD_DRAW_10) is None


def test_a_lookup_that_keeps_the_occupancy_finds_the_same_slot_as_the_plain_one():
    """The book's and the draws' lookups keep what depends on the occupancy alone; asked
    again for the same occupancy (other colours, mirror images) they give :func:`slot_of`'s slot."""
    from tabletop_gui.ai.pylos.book import image, slot_of

    book, draws = _book("mature"), _mature_draws()
    rng = random.Random(5)
    for _ in range(150):
        *_, (me, opp) = _random_walk("mature", rng, rng.choice((10, 11, 12, 14)))
        for g in range(8):
            a, o = image(g, me), image(g, opp)
            for _twice in range(2):         # (the second time from what it kept)
                for one in (book, draws):
                    assert one._slot(a, o) == slot_of(one._base, one._binom, a, o)
                    assert one._slot(o, a) == slot_of(one._base, one._binom, o, a)
