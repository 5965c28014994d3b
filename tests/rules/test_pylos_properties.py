"""Random play-outs (hypothesis) checking the invariants of Pylos in all three variants."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop_gui.rules import IllegalMoveError, pylos
from tabletop_gui.rules.pylos import Move

from . import pylos_reference as ref

PLAYOUT = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def check_invariants(state):
    for colour in pylos.COLOURS:
        on_board = sum(1 for p in pylos.PLACES if state.at(p) == colour)
        assert on_board + state.reserve(colour) == 15        # 15 spheres per colour, conserved
        assert state.reserve(colour) >= 0
    for p in pylos.PLACES:                                    # every sphere supported
        if state.at(p) is not None:
            assert all(state.at(q) is not None for q in pylos.support_of(p))
    if not state.is_over:                                      # the mover always has a sphere
        assert state.reserve(state.to_move) >= 1 and state.legal_moves()


@st.composite
def playouts(draw, variant):
    """A random game prefix: the list of states along it, moves chosen by hypothesis."""
    first = draw(st.sampled_from(pylos.COLOURS))
    state = pylos.new_game(variant, first)
    states, moves = [state], []
    length = draw(st.integers(min_value=0, max_value=120))
    for _ in range(length):
        legal = state.legal_moves()
        if not legal:
            break
        # Favour take-backs so that squares, lines and cycles actually happen.
        with_takes = [m for m in legal if m.takes]
        pool = with_takes if with_takes and draw(st.booleans()) else legal
        move = pool[draw(st.integers(0, len(pool) - 1))]
        state = state.play(move)
        moves.append(move)
        states.append(state)
    return states, moves


@pytest.mark.parametrize("variant", pylos.VARIANTS)
def test_random_playouts_keep_the_invariants(variant):
    @PLAYOUT
    @given(playouts(variant))
    def run(playout):
        states, moves = playout
        for state in states:
            check_invariants(state)
        for before, move, after in zip(states, moves, states[1:], strict=False):
            key = before.key
            assert before.play(move) == after         # deterministic
            assert before.key == key                  # play never mutates its input
            text = str(move)
            assert Move.from_notation(text) == move   # notation round-trips
            assert pylos.parse_move(text, before) == move
            assert str(Move.from_notation(text)) == text
            assert after.ply == before.ply + 1
            assert after.variant == before.variant and after.first == before.first
    run()


@pytest.mark.parametrize("variant", pylos.VARIANTS)
def test_random_positions_agree_with_the_reference_generator(variant):
    @settings(max_examples=25, deadline=None)
    @given(playouts(variant))
    def run(playout):
        state = playout[0][-1]
        if state.is_over:
            return
        me = state.to_move
        expected = ref.legal_moves(ref.from_state(state), me, state.reserve(me), variant)
        got = [(m.src, m.dst, frozenset(m.takes)) for m in state.legal_moves()]
        assert len(got) == len(set(got))            # each move once
        assert set(got) == expected
    run()


@pytest.mark.parametrize("variant", pylos.VARIANTS)
def test_the_checker_accepts_exactly_the_generated_moves(variant):
    """Every generated move passes ``play``; random well-formed candidates pass iff generated."""
    @settings(max_examples=25, deadline=None)
    @given(playouts(variant), st.data())
    def run(playout, data):
        state = playout[0][-1]
        legal = set(state.legal_moves())
        for move in legal:
            state.play(move)
        for _ in range(30):
            dst = data.draw(st.sampled_from(pylos.PLACES))
            src = data.draw(st.one_of(st.none(), st.sampled_from(pylos.PLACES)))
            takes = data.draw(st.lists(st.sampled_from(pylos.PLACES), max_size=3))
            candidate = Move(dst, src, takes)
            try:
                state.play(candidate)
                accepted = True
            except IllegalMoveError as error:
                accepted = False
                assert error.code in pylos.ILLEGAL_CODES
            ordered_ok = accepted
            assert ordered_ok == (candidate in legal) or (
                candidate in legal and not accepted and len(takes) == 2)   # an illegal order
    run()


@pytest.mark.parametrize("variant", pylos.VARIANTS)
def test_board_push_and_pop_restore_the_position(variant):
    @settings(max_examples=25, deadline=None)
    @given(playouts(variant))
    def run(playout):
        states, moves = playout
        board = states[0].board()
        keys = []
        for move, after in zip(moves, states[1:], strict=True):
            keys.append((board.key, dict(board.counts), board.result))
            assert move.code in board.legal_codes()
            board.push(move.code)
            assert board.key == after.key
            assert (board.result is None) == (after.result is None)
        for move in reversed(moves):
            assert board.pop() == move.code
            assert (board.key, board.counts, board.result) == keys.pop()
    run()


def test_the_bit_level_masks_equal_the_supports_definition():
    """``available_mask`` and ``covered_mask`` (bit operations on each level's rows)
    say what the places' supports say: a place is available when it is empty and all its
    supports are taken, covered when a taken place rests on it; random games to the end in all
    variants, and the full pyramid below the top and with it."""
    from random import Random

    from tabletop_gui.rules.pylos.board import available_mask, covered_mask
    from tabletop_gui.rules.pylos.geometry import N_PLACES, SUPPORT

    rng = Random(11)
    for game in range(150):
        state = pylos.new_game(pylos.VARIANTS[game % 3])
        while True:
            board = state.board()
            occ = board.masks[0] | board.masks[1]
            want_av = sum(1 << p for p in range(N_PLACES)
                          if not occ >> p & 1 and occ & SUPPORT[p] == SUPPORT[p])
            want_cov = sum(1 << p for p in range(N_PLACES)
                           if any(occ >> q & 1 and SUPPORT[q] >> p & 1 for q in range(N_PLACES)))
            assert available_mask(occ) == want_av
            assert covered_mask(occ) == want_cov
            if state.is_over:
                break
            state = state.play(rng.choice(state.legal_moves()))
    below_top = (1 << 29) - 1           # random games seldom get there: the last two levels
    assert available_mask(below_top) == 1 << 29
    assert covered_mask(below_top) == below_top & ~(0xF << 25)
    assert available_mask(below_top | 1 << 29) == 0
    assert covered_mask(below_top | 1 << 29) == below_top
