"""Random play-outs of PILUS (hypothesis) checking the invariants of issue 3, and a cross-check
of the fast move generator against a naive reference written straight from docs/RULES.md §2."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop_gui.rules import pilus
from tabletop_gui.rules.common import IllegalMoveError

from .pilus_reference import naive_score, naive_turns

ALL_IDS = list(range(30))


def _view_slots(v):
    """All attribute values a view holds (it has __slots__ only, no __dict__)."""
    names = set()
    for cls in type(v).__mro__:
        names.update(getattr(cls, "__slots__", ()))
    assert not hasattr(v, "__dict__")
    return {n: getattr(v, n) for n in names if hasattr(v, n)}


def check_invariants(s, prev_scores, rng):
    # 30 tiles accounted for, each id exactly once
    assert sorted(s.all_tile_ids()) == ALL_IDS
    assert len(s.laid) + sum(s.hand_size(p) for p in range(s.players)) + s.tiles_left + (
        s.removed_count
    ) == 30
    # heights never above 5
    assert all(1 <= s.height(c) <= 5 for c in s.covered_cells())
    # scores never decrease
    assert all(a >= b for a, b in zip(s.scores, prev_scores, strict=True))
    # never two pawns in one region
    cells = [s.pawn(p) for p in range(s.players) if s.pawn(p) is not None]
    regions = [frozenset(s.region(c)) for c in cells]
    assert len(set(regions)) == len(regions)
    # views never leak hidden tiles
    for p in range(s.players):
        v = s.view(p)
        hidden = set(s.pile) | set(s.removed)
        for q in range(s.players):
            if q != p:
                hidden |= set(s.hand_ids(q))
                assert v.hand(q) is None
        assert set(v.unseen_tile_ids()) == hidden
        for name, value in _view_slots(v).items():
            assert name not in ("_hands", "_pile", "_removed")
            if isinstance(value, tuple) and value and all(isinstance(i, int) for i in value):
                if name == "_own":
                    assert list(value) == s.hand_ids(p)
        # a state differing only in hidden information gives the same view
        other = v.sample(rng)
        assert sorted(other.all_tile_ids()) == ALL_IDS
        assert other.view(p) == v
        assert v.result == s.result


def playout(players, seed, choice_seed, reference_every=0):
    rng = random.Random(choice_seed)
    s = pilus.new_game(players=players, seed=seed, first=seed % players)
    prev = s.scores
    turns = 0
    while s.result is None:
        check_invariants(s, prev, rng)
        prev = s.scores
        moves = s.legal_moves()
        assert moves and len(set(moves)) == len(moves)
        if reference_every and turns % reference_every == 0:
            assert set(moves) == naive_turns(s)
        m = rng.choice(moves)
        # every turn legal, notation round-trips
        assert s.turn_error(m) is None
        text = str(m)
        assert pilus.parse_turn(text) == m
        assert pilus.parse_move(text, s) == m
        snapshot = (s.scores, s.covered_cells(), [s.pawn(p) for p in range(players)])
        t = s.play(text)
        assert (s.scores, s.covered_cells(), [s.pawn(p) for p in range(players)]) == snapshot
        if reference_every and not m.is_pass:
            assert t.scores[s.to_move] - s.scores[s.to_move] == naive_score(s, m)
        s = t
        turns += 1
    check_invariants(s, prev, rng)
    assert s.legal_moves() == []
    return s, turns


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32))
def test_playout_two_players_invariants(seed, choice_seed):
    s, turns = playout(2, seed, choice_seed)
    assert turns == 28 and s.tiles_left == 0


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32))
def test_playout_three_players_invariants(seed, choice_seed):
    s, turns = playout(3, seed, choice_seed)
    assert turns == 27


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**32), choice_seed=st.integers(0, 2**32))
def test_playout_four_players_invariants(seed, choice_seed):
    s, turns = playout(4, seed, choice_seed)
    assert turns == 28


@settings(max_examples=4, deadline=None)
@given(
    players=st.sampled_from([2, 3, 4]),
    seed=st.integers(0, 2**32),
    choice_seed=st.integers(0, 2**32),
)
def test_generator_agrees_with_naive_reference(players, seed, choice_seed):
    """Legal turns and scores agree with a brute-force reading of docs/RULES.md §2."""
    playout(players, seed, choice_seed, reference_every=3)


def test_complete_random_four_player_game_through_public_api():
    rng = random.Random(2024)
    s = pilus.new_game(players=4, seed=11)
    assert s.to_move == 0
    played = 0
    while s.result is None:
        v = s.view(s.to_move)
        moves = v.legal_moves()
        assert moves
        m = rng.choice(moves)
        s = s.play(str(m))
        played += 1
    assert played == 28
    assert all(s.hand_size(p) == 0 for p in range(4)) and s.tiles_left == 0
    assert s.result == [p for p in range(4) if s.scores[p] == max(s.scores)]
    try:
        s.play("pass")
    except IllegalMoveError as e:
        assert e.code == pilus.GAME_OVER
    else:  # pragma: no cover
        raise AssertionError("played after the end")
