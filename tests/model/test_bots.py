"""The bots as the model uses them: the factory and seat codes, the view-only input for hidden
information, hints, and the window staying responsive while the computer thinks."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QThreadPool, QTimer

from tabletop_gui.ai.bots import make_bot
from tabletop_gui.ai.random_bot import RandomBot
from tabletop_gui.model.games import game_spec
from tabletop_gui.model.seats import seat_code_ok, seat_is_computer, seat_level
from tabletop_gui.rules import pilus, pylos

from .toy_game import NimState, Take


class ProtocolOnly:
    """A Nim state seen through the rules protocol alone (none of the toy's own fields)."""

    def __init__(self, state):
        self._state = state
        self.game, self.players = state.game, state.players

    @property
    def seat_to_move(self):
        return self._state.seat_to_move

    @property
    def outcome(self):
        return self._state.outcome

    def legal_moves(self):
        return self._state.legal_moves()

    def play(self, move):
        return ProtocolOnly(self._state.play(move))


def test_takes_a_win_when_there_is_one():
    for seed in range(20):
        assert RandomBot(seed).choose(NimState(3)) == Take(3)


def test_judges_moves_through_the_protocol_alone():
    for seed in range(5):
        assert RandomBot(seed).choose(ProtocolOnly(NimState(2))) == Take(2)
    with pytest.raises(ValueError):
        RandomBot(1).choose(ProtocolOnly(NimState(0, "a", "b", "last")))


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
    assert make_bot("pylos", 1, seed=3).level == "beginner"     # old integer levels still map
    for level in ("beginner", "easy", "medium", "expert"):
        for game in ("pylos", "pilus"):
            bot = make_bot(game, level, seed=3)
            assert bot.level == level and bot.game == game and hasattr(bot, "choose")
    with pytest.raises(ValueError):
        make_bot("chess")
    with pytest.raises(ValueError):
        make_bot("pylos", 9)
    with pytest.raises(ValueError):
        make_bot("pylos", "grandmaster")


def test_seat_codes():
    assert seat_is_computer("computer") and seat_is_computer("computer:expert")
    assert not seat_is_computer("human")
    assert seat_level("computer") == "medium" and seat_level("computer:easy") == "easy"
    assert seat_code_ok("computer:beginner") and seat_code_ok("human")
    assert not seat_code_ok("computer:grandmaster") and not seat_code_ok("robot")


def test_a_pilus_bot_gets_the_view_of_its_seat_only():
    """The model hands a bot ``spec.player_view(state, seat)``, as it does the hand panel."""
    s = pilus.new_game(3, seed=4)
    v = game_spec("pilus").player_view(s, 1)
    assert isinstance(v, pilus.View) and v.viewer == 1 and v.hand(0) is None
    p = pylos.new_game()
    assert game_spec("pylos").player_view(p, 0) is p


def test_the_seat_code_picks_the_level(make_model):
    model = make_model("pylos", seats=["computer:expert", "human"], pool=_NullPool(),
                       bot_factory=None)
    assert model.is_thinking()
    assert model.computer.bot_for(model.game, 0, model.seats[0]).level == "expert"
    model.set_seats(["computer", "human"])
    assert model.computer.bot_for(model.game, 0, model.seats[0]).level == "medium"
    with pytest.raises(ValueError):
        model.set_seats(["computer:grandmaster", "human"])


def test_a_computer_seat_code_survives_save_and_load(make_model, tmp_path):
    model = make_model("pylos", seats=["human", "computer:easy"])
    assert model.try_move("1a1")
    path = str(tmp_path / "g.json")
    model.save(path)
    other = make_model("pylos", new=False)
    other.load(path)
    assert other.seats == ["human", "computer:easy"]


class _NullPool:
    """Never runs anything: the computer stays 'thinking'."""

    def start(self, task, priority=0):
        self.task = task

    def waitForDone(self, msecs=-1):
        return True


def test_hint_for_the_person_to_move(make_model, qtbot):
    model = make_model("pylos", seats=["human", "human"],
                       hint_factory=lambda g, seat: make_bot(g, "expert", nodes=3_000))
    with qtbot.waitSignal(model.hintReady) as blocker:
        assert model.request_hint()
    move, info = blocker.args
    assert move in model.state.legal_moves()
    # the start is lost for the first player (the book, issue #17), with no number of turns
    assert {"outcome", "plies"} <= set(info) and info["outcome"] == "loss"
    assert info["plies"] is None


def test_a_move_drops_the_hint(make_model, qtbot):
    pool = _NullPool()
    model = make_model("pylos", seats=["human", "human"], pool=pool)
    received = []
    model.hintReady.connect(lambda m, i: received.append(m))
    assert model.request_hint() and model.hints.is_thinking()
    assert model.try_move("1a1")
    assert not model.hints.is_thinking()
    pool.task.run()                        # the old hint arrives late: it is dropped
    qtbot.wait(20)
    assert received == []


def test_no_hint_while_the_computer_is_to_move(make_model):
    model = make_model("pylos", seats=["computer", "human"], pool=_NullPool())
    assert not model.request_hint()


@pytest.fixture
def no_trap_book(monkeypatch):
    """The expert without its trap book, whose opening moves come at once: it searches
    from the start (what these tests watch)."""
    from tabletop_gui.ai.pylos import traps

    monkeypatch.setitem(traps._BOOKS, "standard", None)


def test_the_window_stays_responsive_while_the_expert_thinks(make_model, qtbot, no_trap_book):
    """The UI thread's event loop keeps running while an expert searches in the real thread
    pool (the search is pure Python and holds the GIL, so it must hand it over): a 10 ms timer
    ticks again and again while the computer is still thinking. Only the behaviour is checked
    (the search's budget, 30 s, is far beyond the test's wait); how long the UI thread waits is
    measured by ``python -m bench ai`` (the Responsiveness table)."""
    pool = QThreadPool()
    model = make_model("pylos", seats=["human", "human"], pool=pool)
    model.computer.bot_factory = lambda g, seat: make_bot(g, "expert", seconds=30.0)
    searching = []
    model.aiProgress.connect(searching.append)
    ticks = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(model.is_thinking()) if searching else None)
    timer.start()
    model.set_seats(["computer:expert", "human"])
    qtbot.waitUntil(lambda: len(ticks) >= 5, timeout=20_000)
    assert all(ticks) and model.is_thinking() and len(model.moves) == 0
    timer.stop()
    with qtbot.waitSignal(model.moveMade, timeout=5_000):
        model.stop_thinking()
    assert pool.waitForDone(5_000)


def test_stop_thinking_moves_at_once(make_model, qtbot, no_trap_book):
    pool = QThreadPool()
    model = make_model("pylos", seats=["human", "human"], pool=pool)
    model.computer.bot_factory = lambda g, seat: make_bot(g, "expert", seconds=30.0)
    model.set_seats(["computer:expert", "human"])
    qtbot.wait(100)
    with qtbot.waitSignal(model.moveMade, timeout=5_000):     # its budget is 30 s
        model.stop_thinking()
    assert pool.waitForDone(5_000)


class _DecidingOnly:
    """A bot with ``decide`` alone (the bot protocol's one method the model calls)."""

    def decide(self, state, *, cancel=None, progress=None):
        from tabletop_gui.ai.bots import Decision

        return Decision(state.legal_moves()[0], score=1.5)


def test_the_model_asks_every_bot_to_decide(make_model, qtbot):
    model = make_model(options={"pile": 20}, seats=["human", "computer"],
                       bot_factory=lambda g, seat: _DecidingOnly(),
                       hint_factory=lambda g, seat: _DecidingOnly())
    assert model.try_move("t1")
    assert [str(m) for m in model.moves] == ["t1", "t1"]        # the computer seat's move
    with qtbot.waitSignal(model.hintReady) as blocker:
        assert model.request_hint()
    move, info = blocker.args
    assert str(move) == "t1" and info["score"] == 1.5
