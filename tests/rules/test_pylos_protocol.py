"""Pylos follows the game protocol (rules/protocol.py) beside its own API: seats, outcome,
returns, text round-trips, the open view, error codes as an enum, truly immutable values, and
equal moves that print alike."""

import copy
import dataclasses
import pickle

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop_gui.rules import IllegalMoveError, InvalidMoveError, pylos
from tabletop_gui.rules.protocol import ErrorCode, GameState, Outcome, Termination
from tabletop_gui.rules.pylos import Move, PylosEnding, PylosError

L1_LIGHT = "1a1 1c1 1b2 1d2 1a3 1c3 1b4 1d4"
L1_DARK = "1b1 1d1 1a2 1c2 1b3 1d3 1a4 1c4"
TOP = pylos.position((L1_LIGHT + " 2a1 2c1 2b2 2a3 2c3 3a1").split(),
                     (L1_DARK + " 2b1 2a2 2c2 2b3 3b1 3a2 3b2").split())


def test_a_state_names_its_game_seats_and_seat_to_move():
    s = pylos.new_game()
    assert isinstance(s, GameState)
    assert (s.game, s.players, s.seat_to_move, s.outcome) == ("pylos", 2, 0, None)
    assert s.play("1a1").seat_to_move == 1
    assert pylos.new_game(first="dark").seat_to_move == 1
    assert s.returns() == (0.0, 0.0)


def test_outcome_of_a_win_at_the_top():
    end = TOP.play("4a1")
    assert end.outcome == Outcome((0,), PylosEnding.TOP)
    assert end.outcome.reason == "top" and isinstance(end.outcome.reason, Termination)
    assert end.returns() == (1.0, -1.0)
    assert (end.result, end.end_reason) == ("light", "top")      # the old names stay


def test_outcome_of_an_empty_reserve():
    light = "1a1 1b1 1c1 1d1 1a2 1c2 1d2 1a3 1b3 1c3 1d3 1a4 1b4 1c4"
    s = pylos.position(light.split(), "1d4".split())
    end = s.play("2c1")                          # spends Light's last sphere
    assert end.outcome == Outcome((1,), PylosEnding.RESERVE)
    assert end.returns() == (-1.0, 1.0) and end.result == "dark"


def test_outcome_of_a_repetition_is_a_draw():
    s = pylos.position("1a1 1b1 1a2".split(), "1c3 1d3 1c4".split())
    for _ in range(2):
        s = s.play("1b2x1b2").play("1d4x1d4")
    assert s.outcome == Outcome((), PylosEnding.REPETITION)
    assert s.outcome.is_draw and s.returns() == (0.0, 0.0) and s.result == "draw"


def test_move_from_text_and_the_open_view():
    s = pylos.new_game()
    assert s.move_from_text("1a1") == Move("1a1")
    with pytest.raises(InvalidMoveError):
        s.move_from_text("zz")
    with pytest.raises(IllegalMoveError):
        s.move_from_text("2a1")
    assert s.view(0) is s and s.view(1) is s
    with pytest.raises(ValueError):
        s.view(2)


def test_error_codes_are_an_enum_that_equals_its_text():
    with pytest.raises(IllegalMoveError) as info:
        pylos.position(["1a1"], ["1b1"]).play("1a1")
    assert info.value.code == "not_available" and info.value.code is PylosError.NOT_AVAILABLE
    assert isinstance(info.value.code, ErrorCode)
    with pytest.raises(InvalidMoveError) as bad:
        Move.from_notation("9z9")
    assert bad.value.code is PylosError.BAD_NOTATION
    assert all(isinstance(c, str) and PylosError(c) for c in pylos.ILLEGAL_CODES)
    assert "not_free" in pylos.ILLEGAL_CODES and "bad_notation" not in pylos.ILLEGAL_CODES


# --- immutability --------------------------------------------------------------------------------

@pytest.mark.parametrize("name, value", [("variant", "mature"), ("first", "dark"), ("ply", 7),
                                         ("_light", 1), ("to_move", "dark"), ("anything", 1)])
def test_a_state_cannot_be_changed(name, value):
    s = pylos.new_game()
    with pytest.raises((AttributeError, dataclasses.FrozenInstanceError)):
        setattr(s, name, value)
    assert s.variant == "standard" and s.first == "light" and s.ply == 0
    assert s.at("1a1") is None and len(s.legal_moves()) == 16


def test_the_mature_rules_cannot_be_switched_on_by_assignment():
    s = pylos.position("1a1 1b1 1c1".split(), "1a2 1b2".split())
    with pytest.raises(AttributeError):
        s.variant = "mature"
    assert not any(m.takes for m in s.legal_moves() if m.dst == "1d1")   # no line in standard


@pytest.mark.parametrize("name", ["_src", "_dst", "_takes", "dst", "anything"])
def test_a_move_cannot_be_changed(name):
    m = Move("1a1")
    with pytest.raises((AttributeError, dataclasses.FrozenInstanceError)):
        setattr(m, name, 3)
    with pytest.raises(AttributeError):
        delattr(m, name)
    assert str(m) == "1a1"


def test_states_and_moves_copy_and_pickle():
    s = pylos.play_all("1a1 1b1 1c1".split())
    m = Move("1b2", takes=["1c1", "1a1"])
    for clone in (copy.deepcopy, lambda x: pickle.loads(pickle.dumps(x))):
        assert clone(s) == s and clone(s).ply == 3 and clone(s).variant == "standard"
        assert clone(m) == m and clone(m).takes == m.takes


# --- equal moves print alike ---------------------------------------------------------------------

def test_equal_moves_print_alike():
    a = Move("1a1", takes=["1b1", "1a1"])
    b = Move("1a1", takes=["1a1", "1b1"])
    assert a == b and hash(a) == hash(b)
    assert str(a) == str(b) == "1a1x1a1x1b1"
    assert repr(a) == repr(b) and a.code == b.code
    # a sphere resting on another one taken back comes first: the order they can be taken in
    c = Move("3b2", takes=["2a1", "3a1"])
    assert str(c) == "3b2x3a1x2a1" and c.takes == ("2a1", "3a1")     # takes: the order given


def test_an_old_notation_in_another_order_still_reads_and_plays():
    s = pylos.position("1a1 1b1 1a2".split(), "1c3 1d3 1c4".split())
    old = s.play("1b2x1b1x1a1")                 # as an older version may have saved it
    new = s.play("1b2x1a1x1b1")
    assert old == new and str(pylos.parse_move("1b2x1b1x1a1", s)) == "1b2x1a1x1b1"


def _random_state(variant, choices):
    s = pylos.new_game(variant)
    for pick in choices:
        if s.is_over:
            break
        legal = s.legal_moves()
        with_takes = [m for m in legal if m.takes]
        pool = with_takes if with_takes and pick % 2 else legal
        s = s.play(pool[pick % len(pool)])
    return s


@pytest.mark.parametrize("variant", pylos.VARIANTS)
def test_every_legal_move_round_trips_and_equal_moves_print_alike(variant):
    @settings(max_examples=40, deadline=None)
    @given(st.lists(st.integers(0, 10**6), max_size=60))
    def run(choices):
        s = _random_state(variant, choices)
        for m in s.legal_moves():
            text = str(m)
            assert Move.from_notation(text) == m and str(Move.from_notation(text)) == text
            assert s.move_from_text(text) == m          # the canonical text is playable
            assert Move.from_code(m.code) == m and Move.from_code(m.code).code == m.code
            twin = Move(m.dst, m.src, reversed(m.takes))
            assert twin == m and str(twin) == text and hash(twin) == hash(m)
            assert twin.code == m.code
    run()
