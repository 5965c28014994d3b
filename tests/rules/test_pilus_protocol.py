"""PILUS under the game protocol (rules/protocol.py): protocol names, error and ending enums,
immutable values, turns that round-trip through their notation, the one scoring record
(``State.last_scoring``) and the public fast API the bot uses."""

from __future__ import annotations

import pickle
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop_gui.rules import pilus
from tabletop_gui.rules.common import IllegalMoveError, InvalidMoveError
from tabletop_gui.rules.protocol import ErrorCode, GameState, InfoState, MoveValue, Outcome, Termination

P = pilus.position


def _midgame(players: int = 2, seed: int = 3, plies: int = 10) -> pilus.State:
    rng = random.Random(seed)
    s = pilus.new_game(players, seed=seed)
    for _ in range(plies):
        s = s.play(rng.choice(s.legal_moves()))
    return s


def _slots(obj: object) -> set[str]:
    names: set[str] = set()
    for cls in type(obj).__mro__:
        names.update(getattr(cls, "__slots__", ()))
    return names


# ------------------------------------------------------------------------------ protocol names


def test_states_and_views_follow_the_game_protocol():
    s = _midgame(3)
    v = s.view(1)
    assert isinstance(s, GameState) and isinstance(v, InfoState)
    assert s.game == v.game == pilus.State.game == pilus.View.game == "pilus"
    assert s.seat_to_move == s.to_move and isinstance(s.seat_to_move, int)
    assert v.seat_to_move == s.to_move
    assert s.outcome is None and v.outcome is None and s.result is None
    assert s.returns() == (0.0, 0.0, 0.0)
    turn = s.legal_moves()[0]
    assert isinstance(turn, MoveValue)
    assert s.move_from_text(str(turn)) == turn
    w = s.view(s.to_move)
    assert w.move_from_text(str(turn)) == turn
    with pytest.raises(InvalidMoveError):
        s.move_from_text("nonsense")
    with pytest.raises(InvalidMoveError):
        s.play(object())  # type: ignore[arg-type]
    assert s.play(tuple(turn)) == s.play(turn)  # a plain tuple still plays
    with pytest.raises(IllegalMoveError) as e:
        s.move_from_text(f"{s.hand(s.to_move)[0]}@40,40")
    assert e.value.code == "not_adjacent"


def test_a_game_that_runs_out_of_tiles_ends_with_reason_tiles():
    s = P(tiles=[("BYGN", 0, 0)], hands=[["BYGN"], []], scores=[0, 1])
    t = s.play("NBYG@2,0")  # +2 -> 2
    assert t.outcome == Outcome((0,), pilus.PilusEnding.TILES)
    assert t.outcome.reason == "tiles" and isinstance(t.outcome.reason, Termination)
    assert t.result == [0] and t.returns() == (1.0, -1.0)
    assert t.end_reason == "tiles" and t.view(0).end_reason == "tiles" and s.end_reason is None
    assert t.view(1).outcome == t.outcome and t.view(1).result == [0]


def test_a_game_nobody_can_lay_in_ends_with_reason_blocked(monkeypatch):
    s = P(players=3, tiles=[("BYGN", 0, 0)], hands=[["BYGN"], ["BYGN"], []], scores=[1, 4, 4])
    monkeypatch.setattr(pilus.State, "_generate", lambda self, *a, **k: [])
    assert s.outcome == Outcome((1, 2), pilus.PilusEnding.BLOCKED)
    assert s.outcome.reason == "blocked" and s.result == [1, 2]
    assert s.returns() == (-1.0, 1.0, 1.0)


def test_error_codes_are_an_enum_equal_to_their_text():
    assert issubclass(pilus.PilusError, ErrorCode)
    assert pilus.NOT_ADJACENT is pilus.PilusError.NOT_ADJACENT
    assert pilus.NOT_ADJACENT == "not_adjacent" and str(pilus.NOT_ADJACENT) == "not_adjacent"
    assert f"{pilus.NOT_ADJACENT}" == "not_adjacent"
    assert {"not_adjacent": 1}[pilus.NOT_ADJACENT] == 1
    assert pilus.ERROR_CODES == tuple(pilus.PilusError)
    assert "must_pass" in pilus.ERROR_CODES
    with pytest.raises(IllegalMoveError) as e:
        g = pilus.new_game(seed=1)
        g.play(f"{g.hand(0)[0]}@40,40")
    assert e.value.code == "not_adjacent" and e.value.code is pilus.PilusError.NOT_ADJACENT
    with pytest.raises(InvalidMoveError) as e2:
        pilus.parse_turn("BYGB@0,0")
    assert e2.value.code == "bad_tile"


# ---------------------------------------------------------------------------------- immutable


def test_states_views_and_turns_refuse_every_assignment():
    s = _midgame()
    v = s.view(0)
    t = s.legal_moves()[-1]
    for obj in (s, v):
        names = _slots(obj) | {"players", "to_move", "scores", "result", "outcome", "game",
                               "new_attribute"}
        for name in sorted(names):
            with pytest.raises(AttributeError):
                setattr(obj, name, None)
            with pytest.raises(AttributeError):
                delattr(obj, name)
    for name in ("tile", "x", "y", "pawn", "new_attribute"):
        with pytest.raises(AttributeError):
            setattr(t, name, None)
    regions = s.region_labels()
    for name in ("_labels", "_heights", "new_attribute"):
        with pytest.raises(AttributeError):
            setattr(regions, name, None)
    assert pilus.State.__module__ == "tabletop_gui.rules.pilus"


def test_pickled_and_copied_states_and_views_are_equal():
    s = _midgame(3)
    v = s.view(2)
    assert pickle.loads(pickle.dumps(s)) == s
    assert pickle.loads(pickle.dumps(v)) == v
    assert s.copy() == s and s.copy().legal_moves() == s.legal_moves()


# ------------------------------------------------------------------------------------ notation


def test_turns_are_normalized_so_equal_turns_print_alike():
    assert pilus.Turn(None, 3, 4, (1, 1)) == pilus.PASS and str(pilus.Turn(None, 3)) == "pass"
    assert pilus.Turn("BYGN", 1, 2, [3, 4]) == pilus.Turn("BYGN", 1, 2, (3, 4))  # type: ignore[arg-type]
    assert pilus.Turn.from_notation("  BYGN@1,2   p3,4 ") == pilus.Turn("BYGN", 1, 2, (3, 4))
    assert pilus.Turn.from_notation("PASS") == pilus.PASS
    assert repr(pilus.Turn("BYGN", 1, 2)) == "Turn(tile='BYGN', x=1, y=2, pawn=None)"


@settings(max_examples=8, deadline=None)
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**32),
       choice_seed=st.integers(0, 2**32))
def test_every_legal_turn_round_trips_through_its_notation(players, seed, choice_seed):
    rng = random.Random(choice_seed)
    s = pilus.new_game(players, seed=seed)
    while s.outcome is None:
        moves = s.legal_moves()
        texts = [str(m) for m in moves]
        assert len(set(texts)) == len(moves)  # different turns print differently
        for m in rng.sample(moves, min(25, len(moves))):
            text = str(m)
            back = pilus.Turn.from_notation(text)
            assert back == m and str(back) == text and hash(back) == hash(m)
            assert pilus.Turn(*m) == m and str(pilus.Turn(*m)) == text
        s = s.play(rng.choice(moves))


# ------------------------------------------------------------------------------------ scoring


def test_last_scoring_names_points_level_and_the_regions_that_scored():
    s = P(tiles=[("BYGN", 0, 0), ("YBNG", 0, 2)], hands=[["BYGN"], []])
    assert s.last_scoring is None
    t = s.play("NBYG@2,0")  # N joins the N at (1,0): 2 cells; B at (2,1)... level 1
    ev = t.last_scoring
    assert ev is not None and ev.seat == 0 and ev.level == 1 and not ev.is_pass
    assert ev.points == t.scores[0] - s.scores[0] == s.score_of("NBYG@2,0")
    assert ev.points == ev.level * ev.cells
    for region in ev.regions:
        assert list(region) == t.region(region[0]) and len(region) >= 2
    p = P(tiles=[("BYGN", 0, 0)], hands=[[], ["BYGN"]]).play("pass")
    assert p.last_scoring == pilus.ScoreEvent(0, 0, 0, ()) and p.last_scoring.is_pass


@settings(max_examples=4, deadline=None)
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**32))
def test_last_scoring_agrees_with_the_scores_and_the_regions(players, seed):
    rng = random.Random(seed)
    s = pilus.new_game(players, seed=seed)
    while s.outcome is None:
        m = rng.choice(s.legal_moves())
        t = s.play(m)
        ev = t.last_scoring
        assert ev is not None and ev.seat == s.to_move
        assert ev.points == t.score(ev.seat) - s.score(ev.seat)
        assert ev.level == (0 if m.is_pass else t.height((m.x, m.y)))
        assert ev.points == ev.level * ev.cells
        # the regions: those of the new cells with two cells or more and no opponent's pawn
        opp = {t.pawn(p) for p in range(players) if p != s.to_move} - {None}
        expect = []
        for cell in m.cells:
            region = t.region(cell)
            if len(region) >= 2 and not opp & set(region) and region not in expect:
                expect.append(region)
        assert [list(r) for r in ev.regions] == expect
        s = t


# ---------------------------------------------------------------------------- the bot's API


def test_fast_api_agrees_with_the_checked_one():
    for seed in range(3):
        s = _midgame(2 + seed, seed=seed, plies=6 + 3 * seed)
        places = s.placements()
        turns = s.legal_moves()
        assert {(p.tile, p.x, p.y) for p in places} == {
            (t.tile, t.x, t.y) for t in turns if not t.is_pass}
        for p in places[:40]:
            turn = p.turn()
            assert turn in turns
            after = s.play_unchecked(turn)
            assert after == s.play(turn)
            assert after.height((p.x, p.y)) == p.level
        regions = s.region_labels()
        assert len(regions) == len({frozenset(s.region(c)) for c in s.covered_cells()})
        for c in s.covered_cells():
            rid = regions.region_id(c)
            assert rid is not None and regions.cells(rid) == s.region(c)
            assert regions.size(rid) == len(s.region(c))
            assert regions.volume(rid) == sum(s.height(x) for x in s.region(c))
        assert regions.region_id((99, 99)) is None
        assert s.height_map() == {c: s.height(c) for c in s.covered_cells()}
        assert s.turns_left == (s.tiles_left + sum(map(s.hand_size, range(s.players)))) / s.players
        assert [s.score(p) for p in range(s.players)] == s.scores
