"""A computer that fails is said in the window, never left silent: a hint that finds nothing
does not leave "Looking for a good move…" standing, and a computer seat whose bot fails does
not stall the game without a word (found trying the app as a new user)."""

import pytest
from PySide6.QtCore import QSettings

from tabletop_gui.model import GameModel, SynchronousPool
from tabletop_gui.view.main_window import MainWindow

pytestmark = pytest.mark.gl


class BrokenBot:
    def __init__(self, seat=0):
        self.seat = seat

    def choose(self, state, *, cancel, progress):
        raise RuntimeError("the bot broke")


@pytest.fixture
def make_window(qtbot, tmp_path):
    def make(seats=("human", "human")):
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        model = GameModel(settings=settings, thread_pool=SynchronousPool(),
                          autosave_path=str(tmp_path / "autosave.json"), think_delay_ms=0,
                          bot_factory=lambda g, seat: BrokenBot(seat),
                          hint_factory=lambda g, seat: BrokenBot(seat))
        window = MainWindow(model)
        qtbot.addWidget(window)
        window.resize(1200, 760)
        window.show()
        qtbot.waitExposed(window)
        model.new_game("pylos", {"variant": "standard", "first": "light"}, list(seats))
        return window
    return make


def test_a_failed_hint_says_so(make_window):
    window = make_window()
    looking = window.tr("Looking for a good move…")
    window.act_hint.trigger()
    message = window.statusBar().currentMessage()
    assert message and message != looking
    assert message == window.tr("No hint this time: the computer found none.")


def test_a_failed_computer_move_is_shown_in_the_window(make_window, capsys):
    window = make_window(("computer", "human"))
    model = window.model
    assert not model.moves and not model.is_thinking()
    bar = window.message_bar
    assert bar is not None and bar.isVisible()
    assert "could not make its move" in bar.text()
    assert "the bot broke" in capsys.readouterr().err        # the detail, for the log
