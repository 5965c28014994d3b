"""Translation checks: the .ts files, every visible string in each language, switching at run
time, and the pseudo-locale's layouts. The window tests draw real OpenGL frames (Xvfb)."""

import os

import pytest

os.environ.setdefault("LANG", "C.UTF-8")

SHOTS = os.environ.get("TABLETOP_I18N_SHOTS", "/tmp/tabletop-i18n-shots")


def pytest_configure(config):
    from tabletop_gui.app import set_default_surface_format

    set_default_surface_format()


@pytest.fixture
def english_after(qapp):
    """Whatever a test switches to, the next test starts with no translators (English)."""
    from PySide6.QtCore import QLocale

    from tabletop_gui.model.i18n import LanguageManager

    default = QLocale()
    yield
    LanguageManager.reset()
    QLocale.setDefault(default)
    qapp.processEvents()


@pytest.fixture
def make_window(qtbot, tmp_path, english_after):
    """A main window with its own settings file; ``game`` "pylos" or "pilus"."""
    from PySide6.QtCore import QSettings

    from tabletop_gui.model import GameModel
    from tabletop_gui.view.main_window import MainWindow
    from tests.sync_pool import SynchronousPool

    def make(game="pylos", settings_file="settings.ini", size=(1240, 780)):
        settings = QSettings(str(tmp_path / settings_file), QSettings.Format.IniFormat)
        model = GameModel(settings=settings, thread_pool=SynchronousPool(),
                          autosave_path=str(tmp_path / "autosave.json"), think_delay_ms=0)
        window = MainWindow(model)
        qtbot.addWidget(window)
        window.resize(*size)
        if game == "pilus":
            model.new_game("pilus", {"players": 3, "seed": 4, "first": 0,
                                     "names": ["", "", ""]}, ["human", "computer", "computer"])
        else:
            model.new_game("pylos", {"variant": "standard", "first": "light"},
                           ["human", "human"])
        window.show()
        qtbot.waitExposed(window)
        qtbot.waitUntil(lambda: window.board.frames_painted > 0, timeout=5000)
        return window
    return make


def switch(qtbot, window, code):
    """Choose ``code`` in the Language menu and let the LanguageChange events arrive."""
    from PySide6.QtWidgets import QApplication

    window.language_actions[code].trigger()
    QApplication.processEvents()
    QApplication.processEvents()
