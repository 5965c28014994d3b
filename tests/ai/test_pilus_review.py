"""The PILUS review (ai/pilus/review.py): the expert's choice is made from the mover's view only
(the other seats' hidden tiles reshuffled give the same suggestion), its numbers are consistent
with the rules, a game is judged turn by turn with progress, cancel and the privacy of seats."""

from __future__ import annotations

import random
import threading

import pytest

from tabletop_gui.ai.pilus import make_bot, review
from tabletop_gui.rules import pilus

NODES, SAMPLES = 16, 4      # small budgets: the same code paths, a fraction of the time


def played_game(players: int = 2, seed: int = 11, turns: int = 10):
    s = pilus.new_game(players, seed=seed)
    start = s
    bot = make_bot("easy", 1)
    moves = []
    while s.outcome is None and len(moves) < turns:
        m = bot.choose(s)
        moves.append(m)
        s = s.play(m)
    return start, moves


def reshuffled(state: pilus.State, seed: int) -> pilus.State:
    """The same position for the mover, the other seats' hands, the removed tiles and the
    pile dealt afresh (what the mover cannot see)."""
    return state.view(state.to_move).sample(random.Random(seed))


def test_the_suggestion_never_depends_on_hidden_tiles():
    start, moves = played_game(3, seed=4, turns=6)
    s = start
    for ply, m in enumerate(moves):
        first = review.suggest(s, nodes=NODES, seed=9, ply=ply)
        for k in range(3):
            other = reshuffled(s, 100 + k)
            me = s.to_move
            assert other.hand(me) == s.hand(me)
            if k == 0 and s.players > 1:
                # the reshuffle really changed what the mover cannot see
                assert any(other.hand(p) != s.hand(p) for p in range(s.players) if p != me) \
                    or other.pile != s.pile
            assert review.suggest(other, nodes=NODES, seed=9, ply=ply) == first
        assert first.turn in s.legal_moves()
        s = s.play(m)


def test_a_judgement_never_depends_on_hidden_tiles():
    start, moves = played_game(2, seed=8, turns=4)
    s = start
    for ply, m in enumerate(moves):
        j = review.judge_turn(s, m, ply, nodes=NODES, samples=SAMPLES, seed=3)
        assert review.judge_turn(reshuffled(s, ply), m, ply, nodes=NODES, samples=SAMPLES,
                                 seed=3) == j
        s = s.play(m)


def test_the_same_seed_judges_alike_and_the_values_are_consistent():
    start, moves = played_game(2, seed=21, turns=8)
    a = review.judge_game(start, moves, nodes=NODES, samples=SAMPLES, seed=5)
    b = review.judge_game(start, moves, nodes=NODES, samples=SAMPLES, seed=5)
    assert a == b and len(a) == len(moves)
    s = start
    for ply, (j, m) in enumerate(zip(a, moves, strict=True)):
        assert j is not None and j.index == ply and j.seat == s.to_move
        assert j.played == m
        # points now: exactly what the rules say each turn scores at once
        assert j.played_points == s.play(m).score(j.seat) - s.score(j.seat)
        assert j.expert_points == s.play(j.expert).score(j.seat) - s.score(j.seat)
        assert j.expert in s.legal_moves()
        if j.agrees:
            assert j.difference == 0.0 and j.samples == 0 and j.code == "agrees"
        else:
            assert j.samples == SAMPLES
            assert j.code in ("close", "better", "much_better")
            assert (j.code == "close") == (j.difference < review.CLOSE)
        s = s.play(m)


def test_the_expert_agrees_with_its_own_choice():
    start, _moves = played_game(2, seed=2, turns=0)
    choice = review.suggest(start, nodes=NODES, seed=1, ply=0)
    j = review.judge_turn(start, choice.turn, 0, nodes=NODES, samples=SAMPLES, seed=1)
    assert j.agrees and j.difference == 0.0 and j.expert_points == j.played_points


def test_only_the_seats_asked_for_are_judged():
    start, moves = played_game(2, seed=13, turns=6)
    out = review.judge_game(start, moves, seats=[0], nodes=NODES, samples=SAMPLES)
    s = start
    for j, m in zip(out, moves, strict=True):
        assert (j is None) == (s.to_move != 0)
        s = s.play(m)
    assert review.judge_game(start, moves, seats=[], nodes=NODES) == [None] * len(moves)


def test_progress_comes_turn_by_turn_and_cancel_stops():
    start, moves = played_game(2, seed=17, turns=6)
    seen = []
    cancel = threading.Event()

    def progress(i, n, item):
        seen.append((i, n))
        if i == 1:
            cancel.set()

    out = review.judge_game(start, moves, on_progress=progress, cancel=cancel,
                            nodes=NODES, samples=SAMPLES)
    assert seen == [(0, 6), (1, 6)] and len(out) == 2


def test_scores_over_the_game():
    start, moves = played_game(3, seed=6, turns=9)
    rows = review.scores_over(start, moves)
    assert len(rows) == len(moves) + 1 and rows[0] == [0, 0, 0]
    s = start
    for row, m in zip(rows[1:], moves, strict=True):
        s = s.play(m)
        assert row == s.scores
    for before, after in zip(rows, rows[1:], strict=False):
        assert all(b <= a for b, a in zip(before, after, strict=True))


def test_a_view_of_another_seat_is_refused():
    start, _ = played_game(2, seed=1, turns=0)
    with pytest.raises(ValueError):
        review.suggest(start.view(1), seat=0, nodes=NODES)
