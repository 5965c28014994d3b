"""What a placement would score, told before it is played (``score_preview``), and cells too
far out for the board refused with a rules code (never a ``ValueError`` from packing)."""

from __future__ import annotations

import random

import pytest

from tabletop_gui.rules import pilus

P = pilus.position


@pytest.mark.slow
def test_preview_is_the_score_the_turn_then_gets_on_random_games():
    rng = random.Random(7)
    checked = 0
    for players in (2, 3, 4):
        for seed in range(6):
            s = pilus.new_game(players=players, seed=seed)
            while s.result is None:
                moves = s.legal_moves()
                turn = rng.choice(moves)
                if turn.tile is not None:
                    for view in (s, s.view(s.to_move)):
                        preview = view.score_preview(turn.tile, turn.x, turn.y)
                        after = s.play(turn)
                        assert preview is not None
                        assert preview.points == after.last_scoring.points
                        assert preview.level == after.last_scoring.level
                        assert preview.regions == after.last_scoring.regions
                        assert preview.points == preview.level * preview.cells
                    checked += 1
                s = s.play(turn)
    assert checked > 300


def test_placement_points_is_what_playing_the_placement_scores():
    # the play-outs' greedy replies count every placement with ``placement_points`` and play
    # only the best: it must score exactly what the played turn scores, opponents' pawns too
    rng = random.Random(11)
    checked = 0
    for players in (2, 3, 4):
        for seed in range(2):
            s = pilus.new_game(players=players, seed=100 + seed)
            while s.result is None:
                mover = s.to_move
                before = s.score(mover)
                for p in s.placements():
                    after = s.play_unchecked(p.turn())
                    assert s.placement_points(p) == after.score(mover) - before, (s, p)
                    assert s.placement_points(p, mover) == after.last_scoring.points
                    checked += 1
                s = s.play(rng.choice(s.legal_moves()))
    assert checked > 5000


def test_preview_names_the_regions_an_opponents_pawn_keeps_from_scoring():
    # the rulebook's example: the triangle extends the circle's blue region and scores grey only
    s = P(tiles=[("YNBG", 0, 0)], pawns={1: (1, 1)}, hands=[["GBYN"], []], to_move=0)
    preview = s.score_preview("GBYN", 2, 0)
    assert preview.points == 2 and preview.level == 1
    assert preview.regions == (((1, 0), (2, 0)),)
    assert preview.protected == (((1, 1), (2, 1)),) and preview.guards == (1,)
    # the circle itself scores both, its own pawn protects nothing from it
    s1 = P(tiles=[("YNBG", 0, 0)], pawns={1: (1, 1)}, hands=[[], ["GBYN"]], to_move=1)
    mine = s1.score_preview("GBYN", 2, 0)
    assert mine.points == 4 and mine.protected == () and mine.guards == ()


def test_preview_of_an_illegal_placement_or_another_seats_view_is_none():
    s = pilus.new_game(players=2, seed=3)
    tile = s.hand(0)[0]
    assert s.placement_error(tile, 9, 9) is not None
    assert s.score_preview(tile, 9, 9) is None
    assert s.view(1).score_preview(tile, 2, 0) is None       # not the viewer's turn


@pytest.mark.parametrize("x, y", [(-19797, 51750), (99999, 0), (0, -4096), (2045, 0)])
def test_a_cell_beyond_the_board_is_refused_with_a_code(x, y):
    s = pilus.new_game(players=2, seed=1)
    tile = s.hand(0)[0]
    assert s.placement_error(tile, x, y) == pilus.NOT_ADJACENT
    assert s.view(0).placement_error(tile, x, y) == pilus.NOT_ADJACENT
    assert s.turn_error(pilus.Turn(tile, x, y, None)) == pilus.NOT_ADJACENT
    assert s.score_preview(tile, x, y) is None


def test_a_pawn_cell_beyond_the_board_is_refused_with_a_code():
    s = pilus.new_game(players=2, seed=1)
    turn = next(m for m in s.legal_moves() if m.tile is not None)
    far = pilus.Turn(turn.tile, turn.x, turn.y, (99999, 0))
    assert s.turn_error(far) == pilus.PAWN_TARGET_NOT_ALLOWED
