"""A settings file that is garbage, a language nobody ships: the app starts, in a language it
has, the person's game is played and kept, and a setting it can store is stored."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from tabletop_gui.model.i18n import LanguageManager
from tabletop_gui.model.settings import Settings

from .conftest import config_file, data_dir

GARBAGE = (bytes(range(256)) * 8 + b"\n[ui]\nlanguage=@Invalid()\n"
           b"[window]\ngeometry=@ByteArray(\\x1\\x2)\nstate=17\n[newGame]\nlast=[[[\n"
           b"[camera]\npylos={\"elevation\": \"high\"}\npilus=@Variant(\\0\\0\\0\\x7f)\n"
           b"[files]\nrecent={\"a\": 1}\n[watch]\nspeed=warp\n[lessons]\npylos=[1, {}]\n")


@pytest.fixture
def english():
    yield
    LanguageManager.reset()


def garbage_settings(tmp_path):
    path = tmp_path / "settings.ini"
    path.write_bytes(GARBAGE)
    return QSettings(str(path), QSettings.Format.IniFormat)


def test_garbage_settings_read_as_none(qtbot, tmp_path, english):
    s = Settings(garbage_settings(tmp_path))
    assert (s.window_state(), s.new_game_choices(), s.camera("pylos"), s.camera("pilus"),
            s.language()) == (None, None, None, None, None)
    assert (s.recent_files(), s.watch_speed(), s.lessons_done("pylos")) == ([], "normal", [])
    assert LanguageManager(s).start() == "en"       # LANG=C.UTF-8: English


@pytest.mark.gl
def test_the_window_starts_and_plays_on_garbage_settings(qtbot, tmp_path, english):
    from tabletop_gui.app import start_first_game
    from tabletop_gui.model import GameModel
    from tabletop_gui.view.main_window import MainWindow
    from tests.sync_pool import SynchronousPool

    model = GameModel(settings=garbage_settings(tmp_path), thread_pool=SynchronousPool(),
                      autosave_path=str(tmp_path / "autosave.json"), think_delay_ms=0)
    window = MainWindow(model)
    qtbot.addWidget(window)
    window.show()
    start_first_game(window, model, None)
    assert window.start_page_shown()
    model.new_game("pylos", {"variant": "standard", "first": "light"}, ["human", "human"])
    window.show_table()
    assert model.try_move("1a1") and model.try_move("1b1")
    assert read_moves(tmp_path / "autosave.json") == ["1a1", "1b1"]
    assert model.settings.new_game_choices()["game"] == "pylos"   # stored all the same
    model.shutdown()


def test_an_unknown_language_falls_back_and_stays_as_written(qtbot, tmp_path, english):
    qs = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    qs.setValue("ui/language", "tlh")              # Klingon: not one of ours
    qs.sync()
    languages = LanguageManager(Settings(qs))
    assert languages.start() == "en"
    qs.sync()
    assert qs.value("ui/language") == "tlh"        # the start did not rewrite it


def read_moves(path):
    import json

    return json.load(open(path))["moves"]


@pytest.mark.gl
@pytest.mark.parametrize("content", [GARBAGE, b"[ui]\nlanguage=tlh\n"], ids=["garbage", "tlh"])
def test_the_app_starts_on_such_a_settings_file(tmp_path, run_app, content):
    conf = config_file(tmp_path)
    conf.parent.mkdir(parents=True)
    conf.write_bytes(content)
    game = tmp_path / "game.tabletop"
    game.write_text('{"format": "tabletop-gui-game", "version": 1, "game": "pylos", '
                    '"options": {"variant": "standard", "first": "light"}, '
                    '"seats": ["human", "human"], "moves": ["1a1"]}', encoding="utf-8")
    out = run_app(str(game), "--quit-after", "1000")
    err = out.stderr.decode("utf-8", "replace")
    assert out.returncode == 0, err
    assert "Traceback" not in err
    assert read_moves(data_dir(tmp_path) / "autosave.json") == ["1a1"]
