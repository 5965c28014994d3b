"""Settings: values round-trip, and an unwritable settings folder never stops the app."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSettings

from tabletop_gui.model import Settings


def test_values_round_trip(tmp_path, qtbot):
    path = str(tmp_path / "s.ini")
    s = Settings(QSettings(path, QSettings.Format.IniFormat))
    s.set_window_geometry(QByteArray(b"\x01\x02geometry"))
    s.set_new_game_choices("pylos", {"variant": "mature", "first": "dark"}, ["human", "computer"])
    s.set_language("es")
    again = Settings(QSettings(path, QSettings.Format.IniFormat))
    assert bytes(again.window_geometry()) == b"\x01\x02geometry"
    assert again.new_game_choices() == {"game": "pylos",
                                        "options": {"variant": "mature", "first": "dark"},
                                        "seats": ["human", "computer"]}
    assert again.language() == "es"
    assert not again.failed


def test_missing_or_damaged_values_read_as_none(tmp_path, qtbot):
    qs = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    s = Settings(qs)
    assert s.window_geometry() is None and s.new_game_choices() is None and s.language() is None
    qs.setValue(Settings.NEW_GAME, "{broken")
    assert s.new_game_choices() is None
    qs.setValue(Settings.NEW_GAME, '{"game": 3}')
    assert s.new_game_choices() is None


def test_unwritable_folder_keeps_working_in_memory(tmp_path, qtbot):
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    s = Settings(QSettings(str(blocker / "sub" / "s.ini"), QSettings.Format.IniFormat))
    reports = []
    s.storageFailed.connect(reports.append)
    s.set_language("ro")
    s.set_window_geometry(QByteArray(b"geo"))
    assert s.language() == "ro" and bytes(s.window_geometry()) == b"geo"
    assert s.failed and reports == ["access"]


def test_game_model_remembers_new_game_choices(make_model, qsettings):
    model = make_model(options={"pile": 11}, seats=["computer", "human"])
    assert model.settings.new_game_choices() == {
        "game": "nim", "options": {"pile": 11}, "seats": ["computer", "human"]}
