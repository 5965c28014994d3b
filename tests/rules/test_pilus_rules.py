"""One named test per rule and Decision of docs/RULES.md §2 (PILUS), plus the rulebook's
worked examples. Positions are built with ``pilus.position``.

Reminder: tile ``LL UL UR LR`` laid at (x, y) puts its letters on (x, y), (x, y+1), (x+1, y+1),
(x+1, y)."""

from __future__ import annotations

import itertools
import random

import pytest

from tabletop_gui.rules import pilus
from tabletop_gui.rules.common import IllegalMoveError, InvalidMoveError, RulesError

from .pilus_reference import naive_score

P = pilus.position


def pawn_targets(s, tile, x, y):
    return {m.pawn for m in s.legal_moves() if (m.tile, m.x, m.y) == (tile, x, y)}


# ------------------------------------------------------------------------------------ material


def test_tile_set_is_five_copies_of_the_six_tiles_each_colour_once():
    assert len(pilus.KINDS) == 6
    every = {"".join(p) for p in itertools.permutations("BYGN")}
    seen = set()
    for k in pilus.KINDS:
        assert sorted(k) == sorted("BYGN")
        rots = set(pilus.rotations(k))
        assert len(rots) == 4 and not rots & seen
        seen |= rots
    assert seen == every  # 24 permutations = 6 tiles x 4 rotations
    s = pilus.new_game(players=2, seed=1)
    kinds = [pilus.KINDS[i // 5] for i in s.all_tile_ids()]
    assert all(kinds.count(k) == 5 for k in pilus.KINDS) and len(kinds) == 30


def test_rotation_is_a_cyclic_shift_of_the_name():
    assert pilus.rotations("BYGN") == ["BYGN", "NBYG", "GNBY", "YGNB"]
    assert {pilus.canonical(r) for r in pilus.rotations("GNYB")} == {"BGNY"}


# ------------------------------------------------------------------------------------- set-up


def test_new_game_is_deterministic_for_a_seed():
    a, b = pilus.new_game(players=3, seed=42), pilus.new_game(players=3, seed=42)
    assert a == b and a.hand(0) == b.hand(0) and a.pile == b.pile
    assert any(pilus.new_game(players=3, seed=k) != a for k in range(5))


def test_starting_tile_at_level_one_in_the_middle_with_random_rotation():
    rotations_seen = set()
    for seed in range(40):
        s = pilus.new_game(players=2, seed=seed)
        assert [s.height(c) for c in ((0, 0), (0, 1), (1, 1), (1, 0))] == [1, 1, 1, 1]
        assert s.covered_cells() == [(0, 0), (0, 1), (1, 0), (1, 1)]
        name, x, y = s.laid[0]
        assert (x, y) == (0, 0)
        rotations_seen.add(pilus.rotations(pilus.canonical(name)).index(name))
    assert rotations_seen == {0, 1, 2, 3}


@pytest.mark.parametrize("players,removed,pile", [(2, 1, 22), (3, 2, 18), (4, 1, 16)])
def test_removed_unseen_tiles_per_player_count(players, removed, pile):
    s = pilus.new_game(players=players, seed=5)
    assert s.removed_count == removed and len(s.removed) == removed
    assert s.tiles_left == pile
    assert all(s.hand_size(p) == 3 and len(s.hand(p)) == 3 for p in range(players))
    assert all(s.pawn(p) is None for p in range(players))
    assert s.scores == [0] * players and s.result is None


@pytest.mark.parametrize("players,each", [(2, 14), (3, 9), (4, 7)])
def test_everyone_gets_the_same_number_of_turns(players, each):
    rng = random.Random(players)
    s = pilus.new_game(players=players, seed=3)
    counts = [0] * players
    while s.result is None:
        counts[s.to_move] += 1
        s = s.play(rng.choice(s.legal_moves()))
    assert counts == [each] * players


def test_first_player_is_zero_unless_given_and_play_goes_clockwise():
    assert pilus.new_game(players=3, seed=1).to_move == 0
    s = pilus.new_game(players=3, seed=1, first=2)
    order = []
    for _ in range(4):
        order.append(s.to_move)
        s = s.play(s.legal_moves()[0])
    assert order == [2, 0, 1, 2]
    with pytest.raises(ValueError):
        pilus.new_game(players=5)


def test_player_draws_a_tile_after_each_turn():
    s = pilus.new_game(players=2, seed=9)
    top = s.pile[0]
    t = s.play(s.legal_moves()[0])
    assert t.hand_size(0) == 3 and t.tiles_left == s.tiles_left - 1
    assert top in t.hand_ids(0)


# ---------------------------------------------------------------------------------- placement


def test_table_tile_must_touch_covered_cell():
    s = P(tiles=[("BYGN", 0, 0)], hands=[["BYGN"], []])
    assert s.placement_error("BYGN", 2, 0) is None  # side by side
    assert s.placement_error("BYGN", 1, 2) is None  # touches (1, 1) from above
    assert s.placement_error("BYGN", 3, 0) == pilus.NOT_ADJACENT  # one column of air
    assert s.placement_error("BYGN", 2, 2) == pilus.NOT_ADJACENT  # diagonal only
    with pytest.raises(IllegalMoveError) as e:
        s.play("BYGN@2,2")
    assert e.value.code == "not_adjacent"


def test_table_tile_may_touch_any_height_or_colour():
    s = P(tiles=[("BYGN", 0, 0), ("BYGN", 2, 0), ("NBYG", 1, 0)], hands=[["BYGN"], []])
    assert s.height((1, 0)) == 2
    for name in pilus.rotations("BYGN"):
        assert s.placement_error(name, 0, -2) is None


def test_level_is_one_more_than_highest_cell():
    s = P(tiles=[("BYGN", 0, 0), ("BYGN", 2, 0)], hands=[["GNBY"], []])
    assert s.placement_error("NBYG", 1, 0) is None  # N over N at (1, 0)
    t = s.play("NBYG@1,0")
    assert [t.height(c) for c in ((1, 0), (1, 1), (2, 1), (2, 0))] == [2, 2, 2, 2]
    assert t.height((0, 0)) == 1 and t.height((3, 0)) == 1 and t.height((5, 5)) == 0
    assert t.top_colour((1, 0)) == "N" and t.top_colour((5, 5)) is None


def test_top_tile_needs_three_cells_at_level_below():
    s = P(tiles=[("BYGN", 0, 0), ("BYGN", 2, 0)], hands=[["BYGN"], []])
    # (1, 1) and (2, 1) at height 1; (1, 2) and (2, 2) bare: resting on two squares only
    for name in pilus.rotations("BYGN"):
        assert s.placement_error(name, 1, 1) == pilus.TOO_LITTLE_SUPPORT


def test_top_tile_with_one_cell_over_air_is_allowed():
    s = P(
        tiles=[("BYGN", 0, 0), ("BYGN", 2, 0), ("BYGN", 0, 2)],
        hands=[["BYGN"], []],
    )
    # (1, 1), (1, 2), (2, 1) at height 1 on three tiles, (2, 2) bare
    ok = [n for n in pilus.rotations("BYGN") if s.placement_error(n, 1, 1) is None]
    assert ok
    t = s.play(f"{ok[0]}@1,1")
    assert t.height((2, 2)) == 2


def test_top_tile_cannot_rest_on_single_tile():
    s = P(tiles=[("BYGN", 0, 0), ("BYGN", 2, 0)], hands=[["BYGN"], []])
    for name in pilus.rotations("BYGN"):
        assert s.placement_error(name, 0, 0) == pilus.SINGLE_TILE_SUPPORT


def test_colour_match_needs_level_minus_one_squares_at_level_two():
    # under (1,0),(1,1),(2,1),(2,0): N, G, Y, B
    s = P(tiles=[("BYGN", 0, 0), ("BYGN", 2, 0)], hands=[["BYGN"], []])
    assert s.placement_error("BYGN", 1, 0) == pilus.COLOUR_MATCH_SHORT  # B/N Y/G G/Y N/B
    assert s.placement_error("NBYG", 1, 0) is None  # N over N: one match


def _air_position(hand):
    """Three level-2 cells from two tiles and one cell over air at (1, 0), whose top colour
    further down (level 1) is green. A (0,0) BYGN; P (-1,0) BYGN and Q (1,1) BYGN at level 2:
    under a tile at (0, 0) lie N, G, B (level 2) and N (level 1, air)."""
    return P(
        tiles=[
            ("BYGN", 0, 0),  # A: (1, 0) green stays uncovered at level 1
            ("BYNG", -2, 0),
            ("BYGN", 2, 0),
            ("GBYN", 0, 2),
            ("BNGY", 2, 2),
            ("BYGN", -1, 0),  # P: (0, 1) grey, (0, 0) green at level 2
            ("BYGN", 1, 1),  # Q: (1, 1) blue, (1, 2) yellow at level 2
        ],
        hands=[hand, []],
    )


def test_colour_match_counts_air_cell_colour_below():
    s = _air_position(["BGYN", "BGNY"])
    assert [s.height(c) for c in ((0, 0), (0, 1), (1, 1), (1, 0))] == [2, 2, 2, 1]
    assert [s.top_colour(c) for c in ((0, 0), (0, 1), (1, 1), (1, 0))] == list("NGBN")
    # level 3 needs 2 matches. "BGYN": grey over grey (0, 1), green over the air at (1, 0)
    # whose colour further down is green: the rulebook's ** example.
    assert s.placement_error("BGYN", 0, 0) is None
    assert (s.play("BGYN@0,0")).height((0, 0)) == 3
    # only grey matches (green square not over the air cell): one match is short
    assert s.placement_error("BGNY", 0, 0) == pilus.COLOUR_MATCH_SHORT


def test_bare_table_never_matches_a_colour():
    s = P(
        tiles=[("BYGN", 0, 0), ("BYGN", 2, 0), ("BYGN", 0, 2)],
        hands=[["BYGN", "BYNG", "BGYN", "BGNY", "BNYG"], []],
    )
    # (2, 2) is bare; a tile at (1, 1) matching only there would have 0 matches
    for k in s.hand(0):
        for name in pilus.rotations(k):
            cols = [s.top_colour(c) for c in ((1, 1), (1, 2), (2, 2), (2, 1))]
            matches = sum(a == b for a, b in zip(name, cols, strict=True))
            expected = None if matches >= 1 else pilus.COLOUR_MATCH_SHORT
            assert s.placement_error(name, 1, 1) == expected


def _tower_position(hand):
    """Four columns of three tiles, two level-4 tiles; (1..2, 1..2) at height 4 on two tiles,
    with top colours Y, B, N, G (in name order for a tile at (1, 1))."""
    tiles = []
    kinds = itertools.cycle(pilus.KINDS)
    for _ in range(3):
        for x, y in ((0, 0), (2, 0), (0, 2), (2, 2)):
            tiles.append((next(kinds), x, y))
    tiles += [("BYGN", 1, 0), ("BYGN", 1, 2)]
    return P(tiles=tiles, hands=[hand, []])


def test_level_five_needs_all_four_colours_to_match():
    s = _tower_position(["BNGY", "BGNY"])
    assert s.height((1, 1)) == 4
    assert s.placement_error("YBNG", 1, 1) is None
    assert s.play("YBNG@1,1").height((2, 2)) == 5
    assert s.placement_error("YBGN", 1, 1) == pilus.COLOUR_MATCH_SHORT


def test_level_six_impossible():
    tower = [("BYGN", 0, 0), ("BYNG", 0, 0), ("BGYN", 0, 0), ("BGNY", 0, 0), ("BNYG", 0, 0)]
    s = P(tiles=tower + [("BYGN", 2, 0)], hands=[["BYGN"], []])
    assert s.height((0, 0)) == 5
    for name in pilus.rotations("BYGN"):
        assert s.placement_error(name, 0, 0) == pilus.LEVEL_TOO_HIGH
    assert all(s.height(c) <= 5 for m in s.legal_moves() for c in m.cells)
    with pytest.raises(ValueError):
        P(tiles=tower + [("BYGN", 0, 0)])


def test_any_rotation_of_a_tile_in_hand_may_be_played_and_hand_names_are_canonical():
    s = P(tiles=[("BYGN", 0, 0)], hands=[["GNBY"], ["YGNB"]])
    assert s.hand(0) == ["BYGN"]
    for name in pilus.rotations("BYGN"):
        t = s.play(f"{name}@2,0")
        assert t.hand(0) == [] and t.top_colour((2, 0)) == name[0]


def test_tile_not_in_hand_is_illegal():
    s = P(tiles=[("BYGN", 0, 0)], hands=[["BYGN"], ["BNGY"]])
    assert s.placement_error("BNGY", 2, 0) == pilus.NOT_IN_HAND
    with pytest.raises(IllegalMoveError) as e:
        s.play("BNGY@2,0")
    assert e.value.code == "not_in_hand"


# -------------------------------------------------------------------------------------- pawns


def test_pawn_enters_on_a_cell_of_the_tile_just_laid():
    s = P(tiles=[("BYGN", 0, 0)], hands=[["BYGN"], []])
    assert pawn_targets(s, "BYGN", 2, 0) == {None, (2, 0), (2, 1), (3, 1), (3, 0)}
    t = s.play("BYGN@2,0 p3,1")
    assert t.pawn(0) == (3, 1) and t.pawn(1) is None
    with pytest.raises(IllegalMoveError) as e:
        s.play("BYGN@2,0 p0,0")
    assert e.value.code == pilus.PAWN_TARGET_NOT_ALLOWED


def test_pawn_may_stay_or_stay_off_the_table_even_on_first_turn():
    s = P(tiles=[("BYGN", 0, 0)], hands=[["BYGN"], []])
    t = s.play("BYGN@2,0")
    assert t.pawn(0) is None
    s = P(tiles=[("BYGN", 0, 0)], pawns={0: (0, 0)}, hands=[["BYGN"], []])
    assert s.play("BYGN@2,0").pawn(0) == (0, 0)


def test_pawn_moves_to_new_tile_or_one_adjacent_covered_cell():
    s = P(tiles=[("BYGN", 0, 0)], pawns={0: (0, 0)}, hands=[["BYGN"], []])
    got = pawn_targets(s, "BYGN", 2, 0)
    assert got == {None, (2, 0), (2, 1), (3, 1), (3, 0), (1, 0), (0, 1)}
    assert s.turn_error(pilus.Turn("BYGN", 2, 0, (1, 1))) == pilus.PAWN_TARGET_NOT_ALLOWED
    assert s.turn_error(pilus.Turn("BYGN", 2, 0, (-1, 0))) == pilus.PAWN_TARGET_NOT_ALLOWED
    # the cell it stands on is not a move
    assert s.turn_error(pilus.Turn("BYGN", 2, 0, (0, 0))) == pilus.PAWN_TARGET_NOT_ALLOWED


def test_pawn_step_ignores_heights():
    s = P(tiles=[("BYGN", 0, 0), ("BYGN", 2, 0), ("NBYG", 1, 0)], pawns={0: (0, 0)},
          hands=[["BYGN"], []])
    assert s.height((1, 0)) == 2 and s.height((0, 0)) == 1
    assert (1, 0) in pawn_targets(s, "BYGN", -2, 0)


def test_own_pawn_rides_up():
    s = P(tiles=[("BYGN", 0, 0), ("BYGN", 2, 0)], pawns={0: (1, 0)}, hands=[["BYGN"], []])
    t = s.play("NBYG@1,0")
    assert t.pawn(0) == (1, 0) and t.height((1, 0)) == 2


def test_cannot_cover_opponent_protected_region():
    # rulebook: the triangle may not play here, it would cover part of the protected blue region
    tiles = [("YGNB", 0, 0), ("BYGN", 2, 0), ("BYGN", 0, -2)]
    s = P(tiles=tiles, pawns={1: (2, 0)}, hands=[["BYGN"], ["BYGN"]], to_move=0)
    assert s.region((2, 0)) == [(1, 0), (2, 0)]  # blue, protected by player 1
    assert s.placement_error("BYGN", 0, -1) == pilus.COVERS_PROTECTED_REGION  # covers (1, 0)
    assert s.placement_error("NBYG", 1, 0) == pilus.COVERS_PROTECTED_REGION  # covers the pawn
    assert not [m for m in s.legal_moves() if (1, 0) in m.cells or (2, 0) in m.cells]


def test_own_pawn_never_restricts_its_owner():
    tiles = [("YGNB", 0, 0), ("BYGN", 2, 0), ("BYGN", 0, -2)]
    s = P(tiles=tiles, pawns={1: (2, 0)}, hands=[["BYGN"], ["BYGN"]], to_move=1)
    assert s.placement_error("BYGN", 0, -1) is None
    assert s.play("NBYG@1,0").pawn(1) == (2, 0)


def test_opponent_pawn_region_scores_nothing():
    # rulebook: the triangle may extend the circle's blue region; it scores 2 for grey only
    s = P(tiles=[("YNBG", 0, 0)], pawns={1: (1, 1)}, hands=[["GBYN"], []], to_move=0)
    t = s.play("GBYN@2,0")
    assert t.region((2, 1)) == [(1, 1), (2, 1)] and t.region((2, 0)) == [(1, 0), (2, 0)]
    assert t.scores == [2, 0]
    # the circle itself would score both regions
    s1 = P(tiles=[("YNBG", 0, 0)], pawns={1: (1, 1)}, hands=[[], ["GBYN"]], to_move=1)
    assert s1.play("GBYN@2,0").scores == [0, 4]


def test_pawn_cannot_move_into_region_with_another_pawn():
    s = P(tiles=[("YNBG", 0, 0)], pawns={1: (1, 1)}, hands=[["GBYN"], []], to_move=0)
    # (2, 1) joins the circle's blue region once laid
    assert s.turn_error(pilus.Turn("GBYN", 2, 0, (2, 1))) == pilus.PAWN_INTO_OPPONENT_REGION
    assert (2, 1) not in pawn_targets(s, "GBYN", 2, 0)
    assert (2, 0) in pawn_targets(s, "GBYN", 2, 0)
    # an old cell of a protected region, one step away
    s = P(tiles=[("YNBG", 0, 0)], pawns={0: (0, 0), 1: (0, 1)}, hands=[["BYGN"], []])
    with pytest.raises(IllegalMoveError) as e:
        s.play("BYGN@2,0 p0,1")
    assert e.value.code == pilus.PAWN_INTO_OPPONENT_REGION
    assert s.play("BYGN@2,0 p1,0").pawn(0) == (1, 0)


def _merge_tiles():
    # (1, 0) blue (A), (2, 1) blue (C); bare (2, 0) touches both
    return [("NYGB", 0, 0), ("BYGN", 2, 1)]


def test_cannot_merge_two_pawn_regions():
    s = P(players=3, tiles=_merge_tiles(), pawns={1: (1, 0), 2: (2, 1)},
          hands=[["BYGN"], [], []])
    assert s.placement_error("NBYG", 2, -1) == pilus.MERGES_PAWN_REGIONS  # blue on (2, 0)
    assert s.placement_error("BYGN", 2, -1) is None
    # one pawn only: joining is fine
    s = P(players=3, tiles=_merge_tiles(), pawns={1: (1, 0)}, hands=[["BYGN"], [], []])
    assert s.placement_error("NBYG", 2, -1) is None


def test_cannot_merge_own_pawn_region_with_opponents():
    s = P(tiles=_merge_tiles(), pawns={1: (1, 0), 0: (2, 1)}, hands=[["BYGN"], []])
    assert s.placement_error("NBYG", 2, -1) == pilus.MERGES_PAWN_REGIONS


def test_own_pawn_riding_up_cannot_merge():
    tiles = [("NYGB", 0, 0), ("GYBN", 2, 0), ("BNYG", 2, -2)]
    s = P(tiles=tiles, pawns={1: (1, 0), 0: (2, 0)}, hands=[["BYGN"], []])
    # a level-2 tile over (2, 0) putting blue there joins the pawn's new cell to (1, 0)
    assert s.placement_error("NBYG", 2, -1) == pilus.MERGES_PAWN_REGIONS
    s = P(tiles=tiles, pawns={1: (1, 0)}, hands=[["BYGN"], []])
    assert s.placement_error("NBYG", 2, -1) is None


# ------------------------------------------------------------------------------------ scoring


def test_rulebook_example_blue3_yellow2_scores_5():
    s = P(tiles=[("BYGN", 0, 0), ("NBYG", 0, -2)], hands=[["GNYB"], []])
    t = s.play("GNYB@-2,0")
    assert t.region((-1, 0)) == [(-1, 0), (0, -1), (0, 0)]
    assert t.region((-1, 1)) == [(-1, 1), (0, 1)]
    assert t.scores == [5, 0]


def test_rulebook_example_level3_yellow_grey_5_cells_scores_15():
    s = P(
        tiles=[
            ("BYGN", 0, 0),
            ("BYNG", -2, 0),
            ("BYGN", 2, 0),
            ("GBYN", 0, 2),
            ("BNGY", 2, 2),
            ("NYGB", -1, 0),
            ("BYGN", 1, 1),
        ],
        hands=[["BGYN"], []],
    )
    turn = pilus.parse_move("BGYN@0,0", s)
    t = s.play(turn)
    assert t.height((0, 0)) == 3
    assert t.region((1, 1)) == [(1, 1), (1, 2), (1, 3)]  # yellow, across heights
    assert t.region((0, 1)) == [(0, 1), (0, 2)]  # grey
    assert len(t.region((0, 0))) == 1 and len(t.region((1, 0))) == 1
    assert t.scores == [15, 0] == [naive_score(s, turn), 0]


def test_single_cell_regions_score_nothing():
    s = P(tiles=[("BYGN", 0, 0)], hands=[["BYGN"], []])
    # BYGN at (2, 0): B next to N, Y next to G: all regions single
    assert s.play("BYGN@2,0").scores == [0, 0]


def test_score_is_level_times_cells():
    s = P(tiles=[("BYGN", 0, 0), ("BYGN", 2, 0)], hands=[["BYGN"], []])
    t = s.play("NBYG@1,0")  # level 2: checked against the brute-force reference
    assert t.scores[0] == naive_score(s, pilus.Turn("NBYG", 1, 0))
    s = P(tiles=[("BYGN", 0, 0)], hands=[["BYGN"], []])
    assert s.play("NBYG@2,0").scores == [2, 0]  # (1,0) N + (2,0) N at level 1
    s = P(tiles=[("BYGN", 0, 0), ("BYGN", 2, 0), ("NBYG", 2, -2)], hands=[["BYGN"], []])
    # level 2 on (1,-1)..(2,0): twice the cells of its regions of 2 or more
    assert s.placement_error("GNBY", 1, -1) is None
    t = s.play("GNBY@1,-1")
    assert t.height((1, -1)) == 2
    cells = sum(len(r) for r in {tuple(t.region(c)) for c in pilus.Turn("GNBY", 1, -1).cells}
                if len(r) >= 2)
    assert t.scores[0] == 2 * cells


def test_regions_connect_across_heights():
    s = P(tiles=[("BYGN", 0, 0), ("BYGN", 2, 0), ("NBYG", 2, 0)])
    assert s.height((2, 0)) == 2 and s.height((1, 0)) == 1
    assert s.region((1, 0)) == [(1, 0), (2, 0)]


def test_regions_judged_from_above():
    s = P(tiles=[("BYGN", 0, 0), ("BYGN", 2, 0), ("BYGN", 1, 0)])
    # (2, 0) was blue (level 1) and is green on top now: it joins the green (3, 0)
    assert s.top_colour((2, 0)) == "N" and s.region((3, 0)) == [(2, 0), (3, 0)]
    assert s.region((1, 0)) == [(0, 0), (1, 0)]


def test_own_pawn_in_scoring_region_does_not_block_and_pawn_moves_before_scoring():
    s = P(tiles=[("YNBG", 0, 0)], pawns={0: (1, 1)}, hands=[["GBYN"], []])
    assert s.play("GBYN@2,0").scores == [4, 0]
    assert s.play("GBYN@2,0 p2,0").scores == [4, 0]
    # an opponent pawn moved this turn? only the mover moves; the opponent's stays and blocks
    s = P(tiles=[("YNBG", 0, 0)], pawns={0: (0, 0), 1: (1, 1)}, hands=[["GBYN"], []])
    assert s.play("GBYN@2,0 p1,0").scores == [2, 0]


# ---------------------------------------------------------------------------------------- end


def test_game_ends_when_pile_and_hands_are_empty():
    s = P(tiles=[("BYGN", 0, 0)], hands=[["BYGN"], []])
    assert s.result is None
    t = s.play("NBYG@2,0")
    assert t.result == [0] and t.legal_moves() == []
    with pytest.raises(IllegalMoveError) as e:
        t.play("BYGN@2,2")
    assert e.value.code == pilus.GAME_OVER
    assert t.placement_error("BYGN", 4, 0) == pilus.GAME_OVER


def test_tied_players_share_the_win():
    s = P(players=3, tiles=[("BYGN", 0, 0)], hands=[["BYGN"], [], []], scores=[3, 5, 3])
    t = s.play("NBYG@2,0")  # +2 -> 5
    assert t.scores == [5, 5, 3] and t.result == [0, 1]


def test_player_who_cannot_lay_passes():
    s = P(tiles=[("BYGN", 0, 0)], hands=[[], ["BYGN"]], to_move=0)
    assert s.legal_moves() == [pilus.PASS] and str(pilus.PASS) == "pass"
    t = s.play("pass")
    assert t.to_move == 1 and t.covered_cells() == s.covered_cells() and t.hand_size(0) == 0
    with pytest.raises(IllegalMoveError) as e:
        t.play("pass")
    assert e.value.code == pilus.CANNOT_PASS
    with pytest.raises(IllegalMoveError) as e:
        s.play("BYGN@2,0")
    assert e.value.code == pilus.MUST_PASS


def test_game_ends_when_no_player_can_lay(monkeypatch):
    s = P(players=3, tiles=[("BYGN", 0, 0)], hands=[["BYGN"], ["BYGN"], []], scores=[1, 4, 4])
    monkeypatch.setattr(pilus.State, "_generate", lambda self, *a, **k: [])
    assert s.result == [1, 2]


def test_player_with_empty_hand_is_skipped():
    s = P(players=3, tiles=[("BYGN", 0, 0)], hands=[["BYGN"], [], ["BYNG"]], to_move=0)
    assert s.play("BYGN@2,0").to_move == 2


# ----------------------------------------------------------------------------------- notation


@pytest.mark.parametrize("text", ["BYGN@2,0 p3,1", "NBYG@-2,-1", "YGNB@0,-3 p-1,-3", "pass"])
def test_notation_round_trip(text):
    turn = pilus.parse_turn(text)
    assert str(turn) == text and pilus.parse_turn(str(turn)) == turn


def test_turn_fields_and_equality():
    t = pilus.parse_turn("BYGN@2,0 p3,1")
    assert (t.tile, t.x, t.y, t.pawn) == ("BYGN", 2, 0, (3, 1))
    assert t == pilus.Turn("BYGN", 2, 0, (3, 1)) and hash(t) == hash(pilus.Turn("BYGN", 2, 0, (3, 1)))
    assert t != pilus.Turn("NBYG", 2, 0, (3, 1)) and t != pilus.Turn("BYGN", 2, 0)
    assert t.kind == "BYGN" and t.cells == ((2, 0), (2, 1), (3, 1), (3, 0))


@pytest.mark.parametrize(
    "text,code",
    [
        ("", "bad_syntax"),
        ("BYGN", "bad_syntax"),
        ("BYGN@2", "bad_syntax"),
        ("BYGN@2,0 p3", "bad_syntax"),
        ("BYGN@2,0p3,1", "bad_syntax"),
        ("BYGX@2,0", "bad_tile"),
        ("BYGB@0,0", "bad_tile"),
        ("BYGNB@0,0", "bad_syntax"),
        ("BYGN@99999,0", "bad_syntax"),
    ],
)
def test_bad_notation_raises_invalid_move_error(text, code):
    s = pilus.new_game(players=2, seed=1)
    with pytest.raises(InvalidMoveError) as e:
        pilus.parse_move(text, s)
    assert e.value.code == code
    with pytest.raises(InvalidMoveError):
        s.play(text)


def test_illegal_turn_raises_illegal_move_error_with_code():
    s = P(tiles=[("BYGN", 0, 0)], hands=[["BYGN"], []])
    with pytest.raises(IllegalMoveError) as e:
        pilus.parse_move("BYGN@5,5", s)
    assert e.value.code == pilus.NOT_ADJACENT and isinstance(e.value, RulesError)
    assert isinstance(e.value, ValueError)
    assert set(pilus.ERROR_CODES) >= {
        "not_in_hand", "not_adjacent", "too_little_support", "single_tile_support",
        "colour_match_short", "level_too_high", "covers_protected_region",
        "merges_pawn_regions", "pawn_target_not_allowed", "pawn_into_opponent_region",
        "game_over", "must_pass", "cannot_pass", "bad_syntax", "bad_tile",
    }


def test_play_returns_a_new_state_and_leaves_the_input_unchanged():
    s = pilus.new_game(players=2, seed=7)
    before = (s.covered_cells(), s.hand(0), s.pile, s.scores, s.to_move)
    t = s.play(s.legal_moves()[-1])
    assert t is not s and (s.covered_cells(), s.hand(0), s.pile, s.scores, s.to_move) == before
    assert t.to_move == 1 and len(t.covered_cells()) == 8


def test_legal_moves_are_unique_and_each_plays():
    s = pilus.new_game(players=2, seed=7)
    moves = s.legal_moves()
    assert len(moves) == len(set(moves)) > 0
    for m in moves[:: max(1, len(moves) // 20)]:
        s.play(m)


# -------------------------------------------------------------------------------------- views


def test_view_shows_public_information_and_own_hand_only():
    s = pilus.new_game(players=3, seed=4)
    s = s.play(s.legal_moves()[3])
    v = s.view(2)
    assert v.viewer == 2 and v.to_move == s.to_move == 1
    assert v.hand(2) == s.hand(2) and v.hand(0) is None and v.hand(1) is None
    assert [v.hand_size(p) for p in range(3)] == [3, 3, 3]
    assert v.tiles_left == s.tiles_left and v.scores == s.scores and v.result is None
    assert v.covered_cells() == s.covered_cells() and v.pawn(0) == s.pawn(0)
    assert all(v.height(c) == s.height(c) and v.top_colour(c) == s.top_colour(c)
               for c in s.covered_cells())
    for name in ("pile", "removed", "hand_ids", "_hands", "_pile", "_removed"):
        assert not hasattr(v, name)
    assert not hasattr(v, "__dict__")


def test_view_legal_moves_only_on_viewers_turn():
    s = pilus.new_game(players=2, seed=4)
    assert s.view(0).legal_moves() == s.legal_moves()
    assert s.view(1).legal_moves() == []
    assert s.view(1).turn_error(s.legal_moves()[0]) == pilus.NOT_YOUR_TURN
    with pytest.raises(NotImplementedError):
        s.view(0).play(s.legal_moves()[0])


def test_view_is_the_same_for_states_differing_only_in_hidden_tiles():
    s = pilus.new_game(players=4, seed=8)
    v = s.view(1)
    for k in range(5):
        other = v.sample(random.Random(k))
        assert other.view(1) == v
        assert other.hand(1) == s.hand(1) and sorted(other.all_tile_ids()) == list(range(30))
    assert len({tuple(v.sample(random.Random(k)).pile) for k in range(5)}) > 1


def test_sampled_state_plays_on():
    s = pilus.new_game(players=2, seed=8)
    v = s.view(0)
    t = v.sample(random.Random(1))
    m = v.legal_moves()[0]
    assert t.play(m).scores == s.play(m).scores


# ------------------------------------------- pawns when a tile splits the mover's own region


def _split_position(joined: bool, pawn0):
    """Player 1's pawn on (2, -1), a yellow region of one cell. The mover's yellow region is
    (0, -1), (0, 0) and, when ``joined``, (1, 0). The tile NBYG at (0, -2) covers (0, -1) (the
    mover's own region may be covered) and puts yellow on (1, -1), next to (1, 0) and (2, -1)."""
    tiles = [
        ("BGYN", -1, -2),  # (0, -1) yellow
        ("NBYG", 1, -2),  # (2, -1) yellow, (1, -1) blue
        ("YBGN", 0, 0),  # (0, 0) yellow
        ("YGNB" if joined else "GYNB", 1, 0),  # (1, 0) yellow or grey, at level 2
    ]
    return P(tiles=tiles, pawns={0: pawn0, 1: (2, -1)}, hands=[["BYGN"], []])


def test_no_merging_judged_on_the_mover_region_left_after_covering():
    from .pilus_reference import naive_turns

    s = _split_position(True, (1, 0))
    assert s.region((1, 0)) == [(0, -1), (0, 0), (1, 0)]
    assert s.placement_error("NBYG", 0, -2) == pilus.MERGES_PAWN_REGIONS
    assert set(s.legal_moves()) == naive_turns(s)
    s = _split_position(False, (0, 0))
    assert s.region((0, 0)) == [(0, -1), (0, 0)]
    assert s.placement_error("NBYG", 0, -2) is None  # (0, 0) is cut off from (1, -1)
    assert (1, -1) not in pawn_targets(s, "NBYG", 0, -2)
    assert set(s.legal_moves()) == naive_turns(s)


def test_pawn_step_into_region_joined_through_the_new_tile():
    from .pilus_reference import naive_turns

    s = _split_position(True, (0, 1))
    assert s.placement_error("NBYG", 0, -2) is None
    assert s.turn_error(pilus.Turn("NBYG", 0, -2, (0, 0))) == pilus.PAWN_INTO_OPPONENT_REGION
    assert set(s.legal_moves()) == naive_turns(s)
    s = _split_position(False, (0, 1))
    assert s.turn_error(pilus.Turn("NBYG", 0, -2, (0, 0))) is None
    assert set(s.legal_moves()) == naive_turns(s)
