"""Settings: the table's camera per game round-trips; anything else stored there reads as none."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QSettings

from tabletop_gui.model import Settings


def test_a_camera_per_game_round_trips(tmp_path, qtbot):
    path = str(tmp_path / "s.ini")
    s = Settings(QSettings(path, QSettings.Format.IniFormat))
    s.set_camera("pylos", {"elevation": 55, "azimuth": -70.5, "distance": 14.0,
                           "centre": (0.5, -1.0, 0.25)})
    s.set_camera("pilus", {"view": "top"})
    again = Settings(QSettings(path, QSettings.Format.IniFormat))
    assert again.camera("pylos") == {"elevation": 55.0, "azimuth": -70.5, "distance": 14.0,
                                     "centre": (0.5, -1.0, 0.25)}
    assert again.camera("pilus") == {"view": "top"}
    assert again.camera("nim") is None
    again.set_camera("pylos", None)              # back at the start view
    assert Settings(QSettings(path, QSettings.Format.IniFormat)).camera("pylos") is None


@pytest.mark.parametrize("value", [
    "{broken", "[]", "3", json.dumps({"view": "side"}),
    json.dumps({"elevation": True, "azimuth": 0, "distance": 5, "centre": [0, 0, 0]}),
    json.dumps({"elevation": 40, "azimuth": 0, "distance": -5, "centre": [0, 0, 0]}),
    json.dumps({"elevation": 40, "azimuth": 0, "distance": 5, "centre": [0, "x", 0]}),
    json.dumps({"elevation": 40, "azimuth": 0, "distance": 5, "centre": [0, 0, 0, 0]}),
    '{"elevation": 40, "azimuth": Infinity, "distance": 5, "centre": [0, 0, 0]}',
    '{"elevation": 1%s, "azimuth": 0, "distance": 5, "centre": [0, 0, 0]}' % ("0" * 400),
    '{"elevation": 40, "azimuth": 0, "distance": 5, "centre": [0, -1%s, 0]}' % ("0" * 400),
])
def test_a_damaged_camera_reads_as_none(tmp_path, qtbot, value):
    qs = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    qs.setValue(Settings.CAMERA + "pylos", value)
    assert Settings(qs).camera("pylos") is None


def test_a_stored_azimuth_reads_within_one_turn(tmp_path, qtbot):
    qs = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    qs.setValue(Settings.CAMERA + "pylos", json.dumps(
        {"elevation": 40, "azimuth": 1e300, "distance": 5, "centre": [0, 0, 0]}))
    camera = Settings(qs).camera("pylos")
    assert camera is not None and -180.0 <= camera["azimuth"] <= 180.0
    qs.setValue(Settings.CAMERA + "pylos", json.dumps(
        {"elevation": 40, "azimuth": 725.0, "distance": 5, "centre": [0, 0, 0]}))
    assert Settings(qs).camera("pylos")["azimuth"] == pytest.approx(5.0)
