"""Move generation checked by perft: from the start (docs/RULES.md §1.9) and from mid-game
positions that exercise raises, squares, lines and take-backs, cross-checked against a plain
reference generator written independently from docs/RULES.md."""

import pytest

from tabletop_gui.rules import pylos

from . import pylos_reference as ref

START_COUNTS = [16, 240, 3_360, 43_680, 524_376]


@pytest.mark.parametrize("variant", pylos.VARIANTS)
def test_perft_from_the_start_to_depth_four_in_every_variant(variant):
    board = pylos.new_game(variant).board()
    assert [board.perft(d) for d in range(1, 5)] == START_COUNTS[:4]


def test_perft_from_the_start_depth_five():
    assert pylos.perft(pylos.new_game(), 5) == 524_376


def test_perft_with_dark_first_matches():
    assert pylos.perft(pylos.new_game(first="dark"), 3) == 3_360


# name: (variant, moves from the start, perft 1..3). Computed by this core, then its depths 1-2
# cross-checked move by move against the reference generator below.
MIDGAME = {
    "raise": ("standard", "1c2 1d4 1b3 1b2 1c3", [13, 144, 1_696]),
    "square": ("standard", "1a3 1a1 1b4 1c3 1b3 1c2", [19, 192, 3_453]),
    "line_mature": ("mature", "1d3 1d2 1a3 1a2 1b3 1d1", [19, 190, 3_326]),
    "dependent_takebacks": (
        "standard",
        "1a4 1b4 1c2 1a1 1b2 1d3 1c3 1b3 1d2 2b2 1c4 1a1-2b3 1d1 1a3 1c1x1d2 1d3-2a3 1b1x1b1x1d1 "
        "1d2 1b1x1c1 1d1 1c1x1b1 2c1 1b1x1b1 1a2 1b1x1b1",
        [22, 181, 3_497],
    ),
    "dependent_takebacks_mature": (
        "mature",
        "1a4 1b4 1c2 1a1 1b2 1d3 1c3 1b3 1d2 2b2 1a2x1d2 1a3 1d2x1d2 1b4-2a2 1d2x1a4",
        [27, 240, 4_681],
    ),
    "level_three": (
        "standard",
        "1a4 1b4 1c2 1a1 1b2 1d3 1c3 1b3 1d2 2b2 1c4 1a1-2b3 1d1 1a3 1c1x1d2 1d3-2a3 1b1x1b1x1d1 "
        "1d2 1b1x1c1 1d1 1c1x1b1 2c1 1b1x1b1 1a2 1b1x1b1 2a2x2a2x2b3 1b1x1b1x1c4 1d3 1b1x1b1 1b1 "
        "2c2 1a2-2b1",
        [5, 26, 130],
    ),
    "level_three_mature": (
        "mature",
        "1a4 1b4 1c2 1a1 1b2 1d3 1c3 1b3 1d2 2b2 1a2x1d2 1a3 1d2x1d2 1b4-2a2 1d2x1a4 2c2x2a2x1a3 "
        "1d1 1a3 1c1x1c1 1a1-2a2x2a2x2b2 1c1x1d1x1b2 1b1 1b2x1c1x1b2 1b2 2b2 1b4x1a3x2c2 1a4 1a1 "
        "1d2-2a1 1c1 1d1 1d3-2b1 1c4 1d2 1a4-2b3 1a4 1d3 1a3x1a4 1d4x2a1x2b2 1a4x2b1 1d4-2a2 "
        "1b1-2c2 1d4x1d1x2a2 2b2 1d1 2a2x1a1x1a4 1d1-2c3",
        [39, 440, 15_303],
    ),
}


def _state(name):
    variant, moves, _ = MIDGAME[name]
    return pylos.play_all(moves.split(), variant)


@pytest.mark.parametrize("name", sorted(MIDGAME))
def test_midgame_perft_is_pinned(name):
    board = _state(name).board()
    assert [board.perft(d) for d in (1, 2, 3)] == MIDGAME[name][2]


def _moves_as_sets(state):
    return {(m.src, m.dst, frozenset(m.takes)) for m in state.legal_moves()}


def _reference_moves(state):
    me = state.to_move
    return ref.legal_moves(ref.from_state(state), me, state.reserve(me), state.variant)


@pytest.mark.parametrize("name", sorted(MIDGAME))
def test_midgame_moves_agree_with_the_reference_to_depth_two(name):
    state = _state(name)
    assert _moves_as_sets(state) == _reference_moves(state)
    for move in state.legal_moves():
        child = state.play(move)
        if not child.is_over:
            assert _moves_as_sets(child) == _reference_moves(child), f"after {move}"


def test_the_midgame_positions_exercise_what_they_claim():
    def kinds(state):
        ms = state.legal_moves()
        return {
            "raise": any(m.src for m in ms),
            "takeback": any(m.takes for m in ms),
            "two": any(len(m.takes) == 2 for m in ms),
            "dependent": any(len(m.takes) == 2 and pylos.place_coords(m.takes[0])[0]
                             > pylos.place_coords(m.takes[1])[0] for m in ms),
            "level3": any(pylos.place_coords(p)[0] == 3 for p in state.available_places()),
        }
    assert kinds(_state("raise"))["raise"]
    assert kinds(_state("square"))["two"]
    assert kinds(_state("line_mature"))["takeback"]
    assert not kinds(pylos.play_all(MIDGAME["line_mature"][1].split(), "standard"))["takeback"]
    assert kinds(_state("dependent_takebacks"))["dependent"]
    assert kinds(_state("dependent_takebacks_mature"))["dependent"]
    assert kinds(_state("level_three"))["level3"]
    assert kinds(_state("level_three_mature"))["level3"]
