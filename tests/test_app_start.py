"""The app starts and quits cleanly, opens a game given on the command line, offers to resume
an unfinished game, and says so (no traceback) when there is no OpenGL."""

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
def test_bad_file_warns_then_fresh_game_and_resume_question(qtbot, tmp_path, monkeypatch):
    from PySide6.QtCore import QSettings
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
    assert model.moves == [] and not model.is_over()
    # an unfinished game in the autosave: asked, and resumed on Yes
    model.try_move("1b2")
    model.try_move("1c3")
    model.shutdown()                     # that run ends: its autosave is offered
    model2 = GameModel(settings=settings, thread_pool=SynchronousPool(),
                       autosave_path=str(tmp_path / "auto.json"), think_delay_ms=0)
    window2 = MainWindow(model2)
    qtbot.addWidget(window2)
    asked = []
    monkeypatch.setattr(window2, "ask_resume", lambda summary: asked.append(summary) or "resume")
    start_first_game(window2, model2, None, interactive=True)
    assert asked and [str(m) for m in model2.moves] == ["1b2", "1c3"]


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


@pytest.mark.gl
def test_without_glx_the_table_is_drawn_through_egl(tmp_path, display_without_glx):
    from PySide6.QtGui import QImage

    shot = tmp_path / "shot.png"
    env = without_pyopengl_choice(os.environ)
    env.update(DISPLAY=display_without_glx, TABLETOP_GUI_SCREENSHOT=str(shot))
    out = run_app(tmp_path, "--quit-after", "5000", extra_env=env)
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


@pytest.mark.gl
def test_each_unfinished_game_is_asked_about_at_start(qtbot, tmp_path, monkeypatch):
    from PySide6.QtCore import QSettings

    from tabletop_gui.app import start_first_game
    from tabletop_gui.model import GameModel
    from tabletop_gui.view.main_window import MainWindow
    from tests.sync_pool import SynchronousPool

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)

    def start(game_file=None, answers=()):
        model = GameModel(settings=settings, thread_pool=SynchronousPool(),
                          autosave_path=str(tmp_path / "auto.json"), think_delay_ms=0)
        window = MainWindow(model)
        qtbot.addWidget(window)
        asked = []
        answers = list(answers)
        monkeypatch.setattr(window, "ask_resume",
                            lambda summary: asked.append(summary["moves"]) or answers.pop(0))
        start_first_game(window, model, game_file, interactive=True)
        return model, asked

    one, _ = start()
    one.try_move("1b2")                           # run 1 ends with an unfinished game
    one.save(str(tmp_path / "g.json"))
    one.try_move("1c3")
    one.shutdown()
    two, asked = start(str(tmp_path / "g.json"))  # run 2 opens a file: nothing asked
    assert asked == [] and [str(m) for m in two.moves] == ["1b2"]
    two.try_move("1a1")
    two.try_move("1d4")
    two.try_move("1a4")                           # and leaves an unfinished game of its own
    two.shutdown()
    three, asked = start(answers=["keep", "discard"])   # newest first; kept, then discarded
    assert asked == [4, 2] and three.moves == []
    three.shutdown()
    four, asked = start(answers=["resume"])      # only the kept one is offered again
    assert asked == [4] and [str(m) for m in four.moves] == ["1b2", "1a1", "1d4", "1a4"]
    assert four.file_path == str(tmp_path / "g.json") and four.is_modified()
