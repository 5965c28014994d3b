"""The placeholder bot and its factory (here because tests/ai/ belongs to the AI issue)."""

from __future__ import annotations

import threading

import pytest

from tabletop_gui.ai.bots import make_bot
from tabletop_gui.ai.random_bot import RandomBot

from .toy_game import NimState, Take


def test_takes_a_win_when_there_is_one():
    for seed in range(20):
        assert RandomBot(seed).choose(NimState(3)) == Take(3)


def test_same_seed_same_game():
    def game(seed):
        bot, state, moves = RandomBot(seed), NimState(40), []
        while not state.is_over:
            move = bot.choose(state)
            moves.append(move)
            state = state.play(move)
        return moves

    assert game(5) == game(5)


def test_cancelled_still_returns_a_legal_move_and_reports_progress():
    cancel = threading.Event()
    cancel.set()
    progress = []
    move = RandomBot(1).choose(NimState(9), cancel=cancel, progress=progress.append)
    assert move in NimState(9).legal_moves() and progress[-1] == 100


def test_no_move_when_over():
    with pytest.raises(ValueError):
        RandomBot(1).choose(NimState(0, "a", "b", "last"))


def test_make_bot():
    assert hasattr(make_bot("pylos", 1, seed=3), "choose")
    with pytest.raises(ValueError):
        make_bot("chess")
    with pytest.raises(ValueError):
        make_bot("pylos", 9)
