"""Recent files: newest first, at most MAX_RECENT, each once, removable; the files themselves
are never touched; a damaged value reads as none."""

from __future__ import annotations

import os

from PySide6.QtCore import QSettings

from tabletop_gui.model import Settings


def test_recent_files_newest_first_once_and_bounded(tmp_path, qtbot):
    path = str(tmp_path / "s.ini")
    s = Settings(QSettings(path, QSettings.Format.IniFormat))
    assert s.recent_files() == []
    for i in range(Settings.MAX_RECENT + 3):
        s.add_recent_file(str(tmp_path / f"g{i}.json"))
    s.add_recent_file(str(tmp_path / "g5.json"))          # again: to the front, once
    files = Settings(QSettings(path, QSettings.Format.IniFormat)).recent_files()
    assert len(files) == Settings.MAX_RECENT
    assert files[0] == str(tmp_path / "g5.json") and files.count(files[0]) == 1
    assert files[1] == str(tmp_path / f"g{Settings.MAX_RECENT + 2}.json")
    assert all(os.path.isabs(f) for f in files)


def test_removing_a_recent_file_leaves_the_file(tmp_path, qtbot):
    s = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    game = tmp_path / "kept.json"
    game.write_text("{}")
    s.add_recent_file(str(game))
    s.remove_recent_file(str(game))
    assert s.recent_files() == [] and game.exists()


def test_damaged_recent_files_read_as_none(tmp_path, qtbot):
    qs = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    s = Settings(qs)
    for bad in ("{broken", "42", '{"a": 1}'):
        qs.setValue(Settings.RECENT_FILES, bad)
        assert s.recent_files() == []
    qs.setValue(Settings.RECENT_FILES, '["/a.json", 3, "", "/a.json", "/b.json"]')
    assert s.recent_files() == ["/a.json", "/b.json"]
