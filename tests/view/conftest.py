"""View tests draw real OpenGL frames: run them under Xvfb (see README)."""

import os

import pytest

os.environ.setdefault("LANG", "C.UTF-8")


def pytest_configure(config):
    # The default surface format must be set before the QApplication (pytest-qt's qapp) exists.
    from tabletop_gui.app import set_default_surface_format

    set_default_surface_format()


class BareHost:
    """A table and no game: what Pylos's scene and picking need, for tests of the table alone."""

    model = None
    privacy = None

    def __init__(self, board):
        self.board = board

    def submit(self, notation):
        return False

    def show_turn(self, text, colour=None):
        pass

    def set_status(self, text):
        pass

    def show_banner(self, who, colour, instruction, buttons=()):
        pass

    def hide_banner(self):
        pass

    def show_message(self, text, timeout_ms=0):
        pass

    def set_notation_enabled(self, enabled):
        pass

    def hint_now(self):
        return None

    def settings(self):
        return None


@pytest.fixture(autouse=True)
def hand_over_at_once(monkeypatch):
    """The hand-over card takes clicks at once in tests (a person's click waits a moment
    after it appears: tests/view/test_hand_over.py checks that with the real delay)."""
    from tabletop_gui.view import privacy

    monkeypatch.setattr(privacy, "ARM_MS", 0)
    monkeypatch.setattr(privacy, "QUIET_MS", 0)


@pytest.fixture
def board_view(qtbot):
    """The table alone, with Pylos's scene on it (``view.controller``: its controller, with no
    game: candidates are set by the test)."""
    from tabletop_gui.view.board_view import BoardView
    from tabletop_gui.view.games import controller_for

    view = BoardView()
    view.set_controller(controller_for("pylos")(BareHost(view)))
    qtbot.addWidget(view)
    view.resize(900, 640)
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: view.frames_painted > 0, timeout=5000)
    return view


@pytest.fixture
def open_window(qtbot, tmp_path):
    """A factory of shown main windows, each on a fresh GameModel with a synchronous worker, no
    thinking delay, and its settings and autosave under ``tmp_path`` (windows opened by one
    test share them, as two runs of the app would). Keyword arguments go to GameModel
    (``thread_pool``: another pool of tests/sync_pool.py instead of the synchronous one)."""
    from PySide6.QtCore import QSettings

    from tabletop_gui.app.start import show_window
    from tabletop_gui.model import GameModel
    from tabletop_gui.view.main_window import MainWindow
    from tests.sync_pool import SynchronousPool

    models = []

    def open_(size=(1000, 640), **model_kwargs):
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        model_kwargs.setdefault("autosave_path", str(tmp_path / "autosave.json"))
        model_kwargs.setdefault("think_delay_ms", 0)
        model_kwargs.setdefault("thread_pool", SynchronousPool())
        model = GameModel(settings=settings, **model_kwargs)
        models.append(model)
        window = MainWindow(model)
        qtbot.addWidget(window)
        window.resize(*size)
        show_window(window)        # as the app shows it: a plain surface composing the table
        qtbot.waitExposed(window)
        return window

    yield open_
    for model in models:
        model.shutdown()
