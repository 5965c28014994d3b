"""The app's own side of packaging: icon, screenshot hook, the macOS Core profile."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_icon_found_in_source_checkout():
    from tabletop_gui.app.identity import icon_path

    assert icon_path() is not None and Path(icon_path()).name == "tabletop-gui.svg"


def test_window_icon_is_set(qapp):
    from tabletop_gui.app.identity import set_app_identity

    set_app_identity(qapp)
    assert not qapp.windowIcon().isNull()
    assert qapp.windowIcon().pixmap(32, 32).width() == 32
    assert qapp.desktopFileName() == "io.github.tabletop_gui.Tabletop"


def shot(tmp_path, **env):
    from PySide6.QtGui import QImage

    target = tmp_path / "shot.png"
    # a saved game given on the command line (a double-click, as the package's smoke test
    # does) opens on the table; without one the start page shows, which has no table to shoot
    game = tmp_path / "game.json"
    game.write_text(json.dumps({"format": "tabletop-gui-game", "version": 1, "game": "pylos",
                                "options": {"variant": "standard", "first": "light"},
                                "seats": ["human", "human"], "moves": ["1a1", "1b1"]}))
    run_env = dict(os.environ, HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "cfg"),
                   TABLETOP_GUI_SCREENSHOT=str(target), **env)
    out = subprocess.run([sys.executable, "-m", "tabletop_gui", str(game), "--quit-after", "30000"],
                         cwd=ROOT, env=run_env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert f"screenshot {target} saved" in out.stdout
    board = QImage(str(tmp_path / "shot-board.png"))
    colours = {board.pixel(x, y) for x in range(0, board.width(), 3)
               for y in range(0, board.height(), 3)}
    assert board.width() > 300 and len(colours) > 200
    return QImage(str(target))


@pytest.mark.gl
def test_screenshot_hook(qapp, tmp_path):
    assert shot(tmp_path).width() > 600


@pytest.mark.gl
def test_core_profile_renders_the_table(qapp, tmp_path):
    """What macOS gets (Core 4.1): pyqtgraph 0.14 and our shaders draw with it too."""
    assert shot(tmp_path, TABLETOP_GUI_GL_CORE="1").width() > 600
