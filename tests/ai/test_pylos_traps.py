"""The Pylos trap book (issue #17): its file, its symmetry, the shipped data, and
the expert playing from it where the book says the position is lost."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from tabletop_gui.ai.pylos import traps
from tabletop_gui.ai.pylos.book import _symmetry_tables, book_for, loses_at_once
from tabletop_gui.ai.pylos.levels import LEVELS
from tabletop_gui.ai.pylos.policy import choose
from tabletop_gui.ai.pylos.traps import TrapBook, TrapBookError, canonical, trap_book_for
from tabletop_gui.rules import pylos
from tabletop_gui.rules.pylos import FULL, Board

SYM = _symmetry_tables()


def image(g: int, m: int) -> int:
    t = SYM[g]
    return t[0][m & 255] | t[1][m >> 8 & 255] | t[2][m >> 16 & 255] | t[3][m >> 24]


def masks(state: pylos.State) -> tuple[int, int]:
    board = state.board()
    return board.masks[board.to_move], board.masks[1 - board.to_move]


def random_position(rng: random.Random, plies: int) -> pylos.State:
    state = pylos.new_game()
    for _ in range(plies):
        state = state.play(rng.choice(state.legal_moves()))
    return state


def test_canonical_is_the_same_for_every_image_of_a_position_and_tells_others_apart() -> None:
    rng = random.Random(19)
    seen: dict[tuple[int, int], tuple[int, int]] = {}
    for _ in range(200):
        me, opp = masks(random_position(rng, rng.randrange(1, 14)))
        key = canonical(me, opp)
        assert {canonical(image(g, me), image(g, opp)) for g in range(8)} == {key}
        assert key in {(image(g, me), image(g, opp)) for g in range(8)}   # one of its images
        # two positions share a key only when one is an image of the other
        other = seen.setdefault(key, (me, opp))
        assert other in {(image(g, me), image(g, opp)) for g in range(8)}
    assert canonical(1, 0) == canonical(1 << 3, 0) != canonical(1 << 5, 0)   # corner / inner


def line_for(me: int, opp: int, moved: int, errs: int = 3, n: int = 8) -> str:
    a, b = canonical(me, opp)
    c, d = canonical(moved, opp)
    return f"{a:08x} {b:08x} {c:08x} {d:08x} {errs:x} {n:x}"


def test_the_trap_book_finds_its_move_in_any_image_of_the_position() -> None:
    state = pylos.play_all(["1a1", "1b2"])
    me, opp = masks(state)
    codes = state.board().legal_codes()
    chosen = next(c for c in codes if str(pylos.Move.from_code(c)) == "1d4")
    book = TrapBook("# a comment\n\n" + line_for(me, opp, me ^ (chosen & FULL)) + "\n")
    assert len(book) == 1 and book.positions() == [canonical(me, opp)]
    assert book.move(me, opp, codes) == chosen
    for g in range(8):                           # the same position turned or mirrored
        board = Board(image(g, me), image(g, opp), 0)
        code = book.move(image(g, me), image(g, opp), board.legal_codes())
        assert code is not None
        assert canonical(image(g, me) ^ (code & FULL), image(g, opp)) == \
            canonical(me ^ (chosen & FULL), opp)
    other = pylos.play_all(["1a1", "1c3"])       # a position it does not hold
    assert book.move(*masks(other), other.board().legal_codes()) is None
    assert book.move(me, opp, []) is None         # its move not among those given


@pytest.mark.parametrize("text, why", [
    ("00000001 00000020 00000003\n", "six fields"),
    ("0000000g 00000020 00000003 00000020 3 8\n", "hexadecimal"),
])
def test_a_damaged_trap_book_is_an_error_naming_the_line(text: str, why: str) -> None:
    with pytest.raises(TrapBookError, match=f"line 1: .*{why}"):
        TrapBook(text)


def test_a_trap_book_that_cannot_be_read_means_none(monkeypatch) -> None:
    monkeypatch.setattr(traps, "_BOOKS", {})
    monkeypatch.setattr(traps, "TRAP_FILES", {"standard": "traps_lost.txt"})
    assert trap_book_for("standard") is None
    assert trap_book_for("children") is None      # a variant without one


def test_the_shipped_trap_book_holds_lost_positions_and_a_legal_move_for_each() -> None:
    tb = trap_book_for("standard")
    book = book_for("standard")
    assert tb is not None and book is not None and len(tb) >= 30
    start = pylos.new_game()
    for me, opp in tb.positions():
        # the opening: the walk stops at 20 empty places (a take-back may leave the sides
        # with different counts on the board)
        assert 30 - (me | opp).bit_count() >= 20 and abs(me.bit_count() - opp.bit_count()) <= 2
        assert book.value(me, opp) == -1                  # every move loses to best play
        board = Board(me, opp, 0)
        code = tb.move(me, opp, board.legal_codes())
        assert code is not None                           # the move is a legal one
        assert not loses_at_once(opp, me ^ (code & FULL))
    # the start and every 2-ply opening where the first player is lost are there
    assert canonical(*masks(start)) in set(tb.positions())
    for a in start.legal_moves():
        for b in start.play(a).legal_moves():
            state = start.play(a).play(b)
            me, opp = masks(state)
            if book.value(me, opp) == -1:
                assert canonical(me, opp) in set(tb.positions()), (a, b)


def test_the_expert_plays_the_trap_book_s_move_and_calls_it_a_trap() -> None:
    tb = trap_book_for("standard")
    assert tb is not None
    state = pylos.play_all(["1a1", "1b2"])
    me, opp = masks(state)
    codes = state.board().legal_codes()
    expected = tb.move(me, opp, codes)
    assert expected is not None
    r = choose(state, "expert", nodes=20_000)
    assert r.move.code == expected and r.trap and r.outcome == "loss" and r.nodes == 0
    # without the trap book the looks choose (with nodes spent on them)
    level = replace(LEVELS["expert"], trap_book=False)
    assert choose(state, level, nodes=20_000).nodes > 0


def test_the_trap_book_is_played_only_from_the_level_s_fewest_empty_places() -> None:
    """``trap_book_from``: the bench measures a deeper trap book against a shallower one by
    playing its moves only with that many empty places or more."""
    level = replace(LEVELS["expert"], trap_book_from=29)
    start = choose(pylos.new_game(), level, nodes=20_000)              # 30 empty places
    assert start.trap and start.nodes == 0
    position = pylos.play_all(["1a1", "1b2"])                                # 28
    plain = choose(position, "expert", nodes=20_000)
    assert plain.trap and plain.nodes == 0         # the trap book's position for the expert
    assert choose(position, level, nodes=20_000).nodes > 0              # searched from 29


def test_a_won_position_is_played_from_the_book_not_the_trap_book() -> None:
    # dark (second) to move after light's opening move: the book's win, never a trap
    state = pylos.play_all(["1a1"])
    r = choose(state, "expert", nodes=20_000)
    assert r.outcome == "win" and not r.trap
