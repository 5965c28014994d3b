"""A computer that fails is said in the window, never left silent: a hint that finds nothing
does not leave "Looking for a good move…" standing, and a computer seat whose bot fails does
not stall the game without a word (found trying the app as a new user)."""

import pytest

from tests.scripted_bots import BrokenBot

pytestmark = pytest.mark.gl


@pytest.fixture
def make_window(open_window):
    def make(seats=("human", "human")):
        window = open_window(bot_factory=lambda g, seat: BrokenBot(seat),
                             hint_factory=lambda g, seat: BrokenBot(seat))
        window.model.new_game("pylos", {"variant": "standard", "first": "light"}, list(seats))
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
    bar = window.notices.message_bar
    assert bar is not None and bar.isVisible()
    assert "could not make its move" in bar.text()
    assert "the bot broke" in capsys.readouterr().err        # the detail, for the log
