"""The app starts and quits cleanly, opens a game given on the command line on the table, else
shows the start page (which offers the unfinished games), and says so (no traceback) when
there is no OpenGL."""

import json
import os
import subprocess
import sys

import pytest

from tests.xvfb import start_xvfb


def run_app(tmp_path, *args, extra_env=None):
    env = dict(os.environ)
    # keep the user's settings and autosave out of it
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    env["XDG_DATA_HOME"] = str(tmp_path / "data")
    env.update(extra_env or {})
    return subprocess.run(
        [sys.executable, "-m", "tabletop_gui", *args],
        capture_output=True, text=True, timeout=120, env=env,
    )


@pytest.mark.gl
def test_python_m_starts_and_quits(tmp_path):
    out = run_app(tmp_path, "--quit-after", "300")
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr


@pytest.mark.slow
@pytest.mark.gl
def test_opens_a_game_given_on_the_command_line(tmp_path):
    game = tmp_path / "game.json"
    game.write_text(json.dumps({
        "format": "tabletop-gui-game", "version": 1, "game": "pylos",
        "options": {"variant": "standard", "first": "light"},
        "seats": ["human", "human"], "moves": ["1a1", "1b1", "1c1"]}))
    out = run_app(tmp_path, str(game), "--quit-after", "300")
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr


def test_no_opengl_says_why_and_exits_cleanly(tmp_path):
    out = run_app(tmp_path, "--quit-after", "200",
                  extra_env={"TABLETOP_GUI_FORCE_NO_GL": "no GLX visual (test)"})
    assert out.returncode == 1
    assert "Traceback" not in out.stderr
    assert "no GLX visual (test)" in out.stderr


@pytest.mark.gl
def test_bad_file_warns_then_the_start_page_offers_the_unfinished_game(qtbot, tmp_path,
                                                                      monkeypatch):
    from PySide6.QtCore import QSettings, Qt
    from PySide6.QtWidgets import QMessageBox

    from tabletop_gui.app import start_first_game
    from tabletop_gui.model import GameModel
    from tabletop_gui.view.main_window import MainWindow
    from tests.sync_pool import SynchronousPool

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    model = GameModel(settings=settings, thread_pool=SynchronousPool(),
                      autosave_path=str(tmp_path / "auto.json"), think_delay_ms=0)
    window = MainWindow(model)
    qtbot.addWidget(window)
    warned = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: warned.append(box.text()))
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    start_first_game(window, model, str(bad), interactive=True)
    assert warned and "damaged" in warned[0] and "“bad.json”" in warned[0]
    assert window.start_page_shown() and model.moves == [] and not model.is_over()
    # an unfinished game in the autosave: offered on the start page, resumed there
    model.try_move("1b2")
    model.try_move("1c3")
    model.shutdown()                     # that run ends: its autosave is offered
    model2 = GameModel(settings=settings, thread_pool=SynchronousPool(),
                       autosave_path=str(tmp_path / "auto.json"), think_delay_ms=0)
    window2 = MainWindow(model2)
    qtbot.addWidget(window2)
    window2.show()
    start_first_game(window2, model2, None, interactive=True)
    assert window2.start_page_shown()
    (card,) = window2.start_page.continue_cards
    qtbot.mouseClick(card.resume_button, Qt.MouseButton.LeftButton)
    assert not window2.start_page_shown()
    assert [str(m) for m in model2.moves] == ["1b2", "1c3"]
    model2.shutdown()


@pytest.mark.gl
def test_a_file_on_the_command_line_opens_on_the_table(qtbot, tmp_path):
    from PySide6.QtCore import QSettings

    from tabletop_gui.app import start_first_game
    from tabletop_gui.model import GameModel
    from tabletop_gui.view.main_window import MainWindow
    from tests.sync_pool import SynchronousPool

    game = tmp_path / "game.json"
    game.write_text(json.dumps(dict(PYLOS_GAME, moves=["1a1"])))
    model = GameModel(settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                      thread_pool=SynchronousPool(), autosave_path=str(tmp_path / "auto.json"))
    window = MainWindow(model)
    qtbot.addWidget(window)
    start_first_game(window, model, str(game))
    assert not window.start_page_shown() and [str(m) for m in model.moves] == ["1a1"]
    model.shutdown()


def test_a_first_start_under_a_czech_system_shows_the_start_page_in_czech(tmp_path):
    """No language chosen yet, LANG=cs: the page speaks Czech (its words, once translated,
    and the ones it shares with the rest of the app already)."""
    script = tmp_path / "first_start.py"
    script.write_text(
        "import sys\n"
        "from PySide6.QtCore import QCoreApplication, QSettings\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from tabletop_gui.app import registry, start_first_game\n"
        "from tabletop_gui.model import GameModel, Settings\n"
        "from tabletop_gui.model.i18n import LanguageManager\n"
        "from tabletop_gui.view.main_window import MainWindow\n"
        f"settings = Settings(QSettings({str(tmp_path / 's.ini')!r}, "
        "QSettings.Format.IniFormat))\n"
        "languages = LanguageManager(settings, app)\n"
        "languages.start()\n"
        "registry.install()\n"
        f"model = GameModel(settings=settings, autosave_path={str(tmp_path / 'a.json')!r})\n"
        "window = MainWindow(model, languages=languages)\n"
        "start_first_game(window, model, None)\n"
        "window.show()\n"
        "app.processEvents()\n"
        "page = window.start_page\n"
        "game = registry.GAMES[0]\n"
        "print('language', languages.language)\n"
        "print('shown', window.start_page_shown())\n"
        "print('focus', window.focusWidget() is page.play_buttons[game])\n"
        "print('opponent', page.opponent_labels[game].text())\n"
        "print('play', page.play_buttons[game].text())\n"
        "print('expected', QCoreApplication.translate('StartPage', "
        "'Play against the computer'))\n"
        "model.shutdown()\n")
    env = dict(os.environ)
    env.update(LANG="cs_CZ.UTF-8", LC_ALL="cs_CZ.UTF-8", LANGUAGE="cs",
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))
    out = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                         timeout=120, env=env, cwd=os.path.dirname(os.path.dirname(__file__)))
    assert out.returncode == 0, out.stderr
    lines = dict(line.split(" ", 1) for line in out.stdout.splitlines() if " " in line)
    assert lines["language"] == "cs" and lines["shown"] == "True"
    assert lines["focus"] == "True"                  # Enter plays against the computer
    assert lines["opponent"] == "Počítač — Střední"
    assert lines["play"] == lines["expected"]


@pytest.mark.gl
def test_the_screenshot_hook_fires_on_the_start_page(tmp_path):
    shot = tmp_path / "shot.png"
    out = run_app(tmp_path, "--quit-after", "20000",
                  extra_env={"TABLETOP_GUI_SCREENSHOT": str(shot)})
    assert out.returncode == 0, out.stderr
    assert "saved" in out.stdout and shot.exists()
    assert not (tmp_path / "shot-board.png").exists()     # the table was not shown


# ---- an X server without GLX (#11) ----------------------------------------------------------
@pytest.fixture
def display_without_glx():
    """A private Xvfb with the GLX extension switched off: Qt then makes its contexts through
    EGL, and PyOpenGL (which draws the table) must follow it."""
    started = start_xvfb("-extension", "GLX", screen="1280x800x24")
    assert started is not None, "Xvfb did not start"
    proc, display = started
    try:
        yield display
    finally:
        proc.kill()
        proc.wait()


def without_pyopengl_choice(env):
    env = dict(env)
    env.pop("PYOPENGL_PLATFORM", None)
    env.pop("XDG_SESSION_TYPE", None)
    return env


@pytest.mark.slow
@pytest.mark.gl
def test_without_glx_the_table_is_drawn_through_egl(tmp_path, display_without_glx):
    from PySide6.QtGui import QImage

    shot = tmp_path / "shot.png"
    env = without_pyopengl_choice(os.environ)
    env.update(DISPLAY=display_without_glx, TABLETOP_GUI_SCREENSHOT=str(shot))
    game = tmp_path / "game.json"                 # opened on the table (no start page)
    game.write_text(json.dumps(dict(PYLOS_GAME, moves=["1a1", "1b1"])))
    out = run_app(tmp_path, str(game), "--quit-after", "5000", extra_env=env)
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr and "no valid context" not in out.stderr, out.stderr
    assert "saved" in out.stdout
    board = QImage(str(tmp_path / "shot-board.png"))
    colours = {board.pixel(x, y) for x in range(0, board.width(), 7)
               for y in range(0, board.height(), 7)}
    assert len(colours) > 50          # a lit table and spheres, not a blank background


@pytest.mark.gl
def test_without_glx_and_pyopengl_bound_to_glx_says_no_opengl(tmp_path, display_without_glx):
    """PyOpenGL told to use GLX (which this display lacks) cannot see Qt's EGL context: every
    paint would fail. The app says so and exits, as when there is no OpenGL at all."""
    env = without_pyopengl_choice(os.environ)
    env.update(DISPLAY=display_without_glx, PYOPENGL_PLATFORM="glx")
    out = run_app(tmp_path, "--quit-after", "1000", extra_env=env)
    assert out.returncode != 0
    assert "no usable OpenGL" in out.stderr, out.stderr
    assert "Traceback" not in out.stderr and "no valid context" not in out.stderr, out.stderr


def _data_dir(tmp_path):
    """The app's AppDataLocation under run_app's XDG_DATA_HOME."""
    return tmp_path / "data" / "tabletop-gui" / "tabletop-gui"


PYLOS_GAME = {"format": "tabletop-gui-game", "version": 1, "game": "pylos",
              "options": {"variant": "standard", "first": "light"}, "seats": ["human", "human"]}


@pytest.mark.slow
@pytest.mark.gl
@pytest.mark.parametrize("opened_moves", [["1a1", "1b1", "1c1"], []])
def test_opening_a_file_keeps_the_unfinished_autosaved_game(tmp_path, opened_moves):
    """``tabletop-gui game.json`` (a double-click) loads the file; the unfinished game the
    last run autosaved must survive it, neither overwritten nor (for a file with no move or a
    finished game) deleted."""
    folder = _data_dir(tmp_path)
    folder.mkdir(parents=True)
    unfinished = dict(PYLOS_GAME, moves=["1b2", "1c3"], autosave=True, modified=True)
    (folder / "autosave.json").write_text(json.dumps(unfinished))
    game = tmp_path / "game.json"
    game.write_text(json.dumps(dict(PYLOS_GAME, moves=opened_moves)))
    out = run_app(tmp_path, str(game), "--quit-after", "300")
    assert out.returncode == 0, out.stderr
    assert json.loads((folder / "autosave.json").read_text())["moves"] == ["1b2", "1c3"]


@pytest.mark.slow
@pytest.mark.gl
def test_each_unfinished_game_is_offered_on_the_start_page(qtbot, tmp_path, monkeypatch):
    from PySide6.QtCore import QSettings, Qt, QTimer
    from PySide6.QtWidgets import QMessageBox

    from tabletop_gui.app import start_first_game
    from tabletop_gui.model import GameModel
    from tabletop_gui.view.main_window import MainWindow
    from tests.sync_pool import SynchronousPool

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)

    def start(game_file=None):
        model = GameModel(settings=settings, thread_pool=SynchronousPool(),
                          autosave_path=str(tmp_path / "auto.json"), think_delay_ms=0)
        window = MainWindow(model)
        qtbot.addWidget(window)
        window.show()
        start_first_game(window, model, game_file, interactive=True)
        return model, window

    def offered(window):
        return [card.offer.moves for card in window.start_page.continue_cards]

    one, window = start()
    assert window.start_page_shown() and offered(window) == []
    qtbot.mouseClick(window.start_page.two_people_buttons["pylos"], Qt.MouseButton.LeftButton)
    one.try_move("1b2")                           # run 1 ends with an unfinished game
    one.save(str(tmp_path / "g.json"))
    one.try_move("1c3")
    one.shutdown()
    two, window = start(str(tmp_path / "g.json"))  # run 2 opens a file: on the table
    assert not window.start_page_shown() and [str(m) for m in two.moves] == ["1b2"]
    two.try_move("1a1")
    two.try_move("1d4")
    two.try_move("1a4")                           # and leaves an unfinished game of its own
    two.shutdown()
    three, window = start()                       # newest first; one kept, one discarded
    assert window.start_page_shown() and offered(window) == [4, 2]
    page = window.start_page

    def discard():
        page.discard_box.button(QMessageBox.StandardButton.Discard).click()

    QTimer.singleShot(50, discard)
    qtbot.mouseClick(page.continue_cards[1].discard_button, Qt.MouseButton.LeftButton)
    assert offered(window) == [4] and three.moves == []
    three.shutdown()
    four, window = start()                        # only the kept one is offered again
    assert offered(window) == [4]
    qtbot.mouseClick(window.start_page.continue_cards[0].resume_button,
                     Qt.MouseButton.LeftButton)
    assert [str(m) for m in four.moves] == ["1b2", "1a1", "1d4", "1a4"]
    assert four.file_path == str(tmp_path / "g.json") and four.is_modified()
    four.shutdown()
