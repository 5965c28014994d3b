"""Model fixtures: a GameModel with a temp settings file, a temp autosave path, no thinking
delay and the synchronous worker pool, so every test is deterministic."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QSettings

from tabletop_gui.model import GameModel, register_game
from tabletop_gui.model.games import unregister_game
from tests.scripted_bots import ChoosingBot
from tests.sync_pool import SynchronousPool

from .toy_game import NimSpec


@pytest.fixture(autouse=True)
def nim_game():
    register_game(NimSpec())
    yield "nim"
    unregister_game("nim")


@pytest.fixture
def qsettings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


class ManualPool:
    """Holds tasks until the test runs them: lets a test act while the computer 'thinks'."""

    def __init__(self):
        self.tasks = []

    def start(self, task, priority=0):
        self.tasks.append(task)

    def run_all(self):
        tasks, self.tasks = self.tasks, []
        for task in tasks:
            task.run()

    def waitForDone(self, msecs=-1):
        return True


@pytest.fixture
def make_model(qtbot, tmp_path, qsettings):
    """``make_model(game="nim", seats=None, pool=None, **kwargs)``: a started GameModel."""
    made = []

    def make(game="nim", options=None, seats=None, pool=None, new=True, **kwargs):
        kwargs.setdefault("autosave_path", str(tmp_path / "autosave.json"))
        kwargs.setdefault("think_delay_ms", 0)
        kwargs.setdefault("bot_factory", lambda g, seat: SeededBot(seat))
        model = GameModel(settings=qsettings, thread_pool=pool or SynchronousPool(),
                          game=game, **kwargs)
        if new:
            model.new_game(game, options, seats)
        made.append(model)
        return model

    yield make
    for model in made:
        model.shutdown()


class SeededBot(ChoosingBot):
    """The real RandomBot, seeded per seat, so computer games are reproducible."""

    def __init__(self, seat):
        from tabletop_gui.ai.random_bot import RandomBot

        self._bot = RandomBot(seed=1000 + seat)

    def choose(self, state, *, cancel=None, progress=None):
        return self._bot.choose(state, cancel=cancel, progress=progress or (lambda _p: None))


def play_random_game(model, seed=0, limit=500):
    """Play seeded random legal moves through try_move until the game is over."""
    rng = random.Random(seed)
    for _ in range(limit):
        if model.is_over():
            return
        assert model.try_move(rng.choice(model.state.legal_moves()))
    raise AssertionError("game did not end")
