"""A thin QSettings wrapper that never stops the app.

If the settings cannot be stored (an unwritable folder, a damaged file), the values keep
working in memory for this run, and ``storageFailed`` is emitted once (``failed`` stays True)
so the UI can say so one time.
"""

from __future__ import annotations

import math
import os
from typing import Any, Dict, List, Optional

from PySide6.QtCore import QByteArray, QObject, QSettings, Signal


def _json() -> Any:
    """The json module, imported at its first use (after the window's first paint: its
    import is about 1 ms of it)."""
    import json

    return json


_STATUS_CODES = {QSettings.Status.AccessError: "access", QSettings.Status.FormatError: "format"}


class Settings(QObject):
    storageFailed = Signal(str)   # "access" | "format"

    GEOMETRY = "window/geometry"
    WINDOW_STATE = "window/state"
    NEW_GAME = "newGame/last"
    LANGUAGE = "ui/language"
    CAMERA = "camera/"           # + the game's name: where the person left the table's camera
    RECENT_FILES = "files/recent"
    #: how many saved games the start page lists under "Recent games"
    MAX_RECENT = 8
    WATCH_SPEED = "watch/speed"  # how fast computer-against-computer games are played

    def __init__(self, settings: Optional[QSettings] = None,
                 parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self._qs = settings if settings is not None else QSettings()
        self._memory: Dict[str, Any] = {}   # values written while the storage failed
        self.failed = False
        self._check()

    @property
    def qsettings(self) -> QSettings:
        return self._qs

    def location(self) -> str:
        """Where the settings are stored (a folder; the registry path on Windows), for the
        message that says they could not be."""
        name = self._qs.fileName()
        return os.path.dirname(name) if os.path.isabs(name) else name

    # ---- generic -------------------------------------------------------------------------
    def value(self, key: str, default: Any = None) -> Any:
        if key in self._memory:
            return self._memory[key]
        try:
            value = self._qs.value(key, default)
        except Exception:
            return default
        return default if value is None else value

    def set_value(self, key: str, value: Any) -> None:
        self._memory[key] = value
        try:
            self._qs.setValue(key, value)
            self._qs.sync()
        except Exception:
            self._report("access")
            return
        if self._check():
            self._memory.pop(key, None)  # stored for good

    def _check(self) -> bool:
        status = self._qs.status()
        if status == QSettings.Status.NoError:
            return True
        self._report(_STATUS_CODES.get(status, "access"))
        return False

    def _report(self, code: str) -> None:
        if not self.failed:
            self.failed = True
            self.storageFailed.emit(code)

    # ---- typed ---------------------------------------------------------------------------
    def window_geometry(self) -> Optional[QByteArray]:
        value = self.value(self.GEOMETRY)
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def set_window_geometry(self, data: QByteArray) -> None:
        self.set_value(self.GEOMETRY, QByteArray(data))

    def window_state(self) -> Optional[QByteArray]:
        value = self.value(self.WINDOW_STATE)
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def set_window_state(self, data: QByteArray) -> None:
        self.set_value(self.WINDOW_STATE, QByteArray(data))

    def new_game_choices(self) -> Optional[Dict[str, Any]]:
        """``{"game":.., "options": {..}, "seats": [..]}`` last chosen, or None."""
        raw = self.value(self.NEW_GAME)
        try:
            data = _json().loads(raw) if isinstance(raw, str) else None
        except ValueError:
            return None
        if (not isinstance(data, dict) or not isinstance(data.get("game"), str)
                or not isinstance(data.get("options"), dict)
                or not isinstance(data.get("seats"), list)):
            return None
        return data

    def set_new_game_choices(self, game: str, options: Dict[str, Any],
                             seats: List[str]) -> None:
        # JSON, so every QSettings backend gives back exactly what was stored
        self.set_value(self.NEW_GAME, _json().dumps(
            {"game": game, "options": dict(options), "seats": list(seats)}))

    def language(self) -> Optional[str]:
        value = self.value(self.LANGUAGE)
        return value if isinstance(value, str) and value else None

    def set_language(self, code: str) -> None:
        self.set_value(self.LANGUAGE, code)

    def camera(self, game: str) -> Optional[Dict[str, Any]]:
        """Where the person left the camera of ``game``'s table: ``{"view": "top"}`` (the top
        view), or ``{"elevation", "azimuth", "distance", "centre": (x, y, z)}``; None when it
        was left at the start view, never moved, or what is stored is not a camera (a damaged
        or foreign value is ignored, never an error). The limits of the day are the table's to
        apply."""
        raw = self.value(self.CAMERA + game)
        try:
            data = _json().loads(raw) if isinstance(raw, str) and raw else None
        except ValueError:
            return None
        if not isinstance(data, dict):
            return None
        if data.get("view") == "top":
            return {"view": "top"}

        def number(v: Any) -> Optional[float]:
            if isinstance(v, bool) or not isinstance(v, (int, float)):
                return None
            try:
                f = float(v)             # an integer past float's range raises
            except OverflowError:
                return None
            return f if math.isfinite(f) else None

        values = {k: number(data.get(k)) for k in ("elevation", "azimuth", "distance")}
        centre = data.get("centre")
        xyz = [number(v) for v in centre] if isinstance(centre, list) else []
        if any(v is None for v in values.values()) or len(xyz) != 3 or None in xyz:
            return None
        if values["distance"] is None or values["distance"] <= 0.0:
            return None
        camera: Dict[str, Any] = dict(values)
        azimuth = float(values["azimuth"] or 0.0) % 360.0          # one turn, as the view keeps it
        camera["azimuth"] = azimuth - 360.0 if azimuth > 180.0 else azimuth
        camera["centre"] = tuple(xyz)
        return camera

    def set_camera(self, game: str, camera: Optional[Dict[str, Any]]) -> None:
        """Remember ``game``'s camera (see :meth:`camera`; None: the start view)."""
        if camera is None:
            text = ""
        elif camera.get("view") == "top":
            text = _json().dumps({"view": "top"})
        else:
            text = _json().dumps({"elevation": float(camera["elevation"]),
                               "azimuth": float(camera["azimuth"]),
                               "distance": float(camera["distance"]),
                               "centre": [float(v) for v in camera["centre"]]})
        if self.value(self.CAMERA + game) != text:
            self.set_value(self.CAMERA + game, text)

    # ---- recent files ----------------------------------------------------------------------
    def recent_files(self) -> List[str]:
        """The saved games opened or saved lately, newest first (at most :data:`MAX_RECENT`;
        absolute paths; files since moved or deleted are still listed: the start page shows
        them as missing). A damaged value is an empty list, never an error."""
        raw = self.value(self.RECENT_FILES)
        try:
            data = _json().loads(raw) if isinstance(raw, str) and raw else []
        except ValueError:
            return []
        if not isinstance(data, list):
            return []
        out: List[str] = []
        for item in data:
            if isinstance(item, str) and item and item not in out:
                out.append(item)
        return out[:self.MAX_RECENT]

    def add_recent_file(self, path: str) -> None:
        """Put ``path`` first among the recent files (once; the oldest drop off the end)."""
        if not path:
            return
        path = os.path.abspath(path)
        files = [path] + [p for p in self.recent_files() if p != path]
        self._set_recent(files[:self.MAX_RECENT])

    def remove_recent_file(self, path: str) -> None:
        """Take ``path`` off the list (the file itself is never touched)."""
        files = self.recent_files()
        if path in files:
            self._set_recent([p for p in files if p != path])

    def _set_recent(self, files: List[str]) -> None:
        text = _json().dumps(files)
        if self.value(self.RECENT_FILES) != text:
            self.set_value(self.RECENT_FILES, text)

    # ---- watching the computer play itself -------------------------------------------------
    def watch_speed(self) -> str:
        """"slow", "normal" or "fast" (see :data:`WATCH_SPEEDS`); "normal" when unset or
        damaged."""
        value = self.value(self.WATCH_SPEED)
        return value if isinstance(value, str) and value in WATCH_SPEEDS else "normal"

    def set_watch_speed(self, speed: str) -> None:
        if speed not in WATCH_SPEEDS:
            raise ValueError(f"bad watch speed {speed!r}")
        if self.value(self.WATCH_SPEED) != speed:
            self.set_value(self.WATCH_SPEED, speed)

    # ---- the lessons a person has finished (Learn to play) ---------------------------------
    def lessons_done(self, game: str) -> List[str]:
        """The ids of ``game``'s lessons finished so far (empty when none, unset or damaged)."""
        try:
            value = _json().loads(str(self.value("lessons/" + game, "[]")))
        except ValueError:
            return []
        return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []

    def set_lesson_done(self, game: str, lesson: str) -> None:
        """Remember that the lesson ``lesson`` of ``game`` was finished."""
        done = self.lessons_done(game)
        if lesson not in done:
            self.set_value("lessons/" + game, _json().dumps(done + [lesson]))

    # ---- the record of games against the computer (model/record.py) -------------------------
    def play_record(self, game: str) -> Dict[str, Any]:
        """``game``'s record as stored (``{"<level>/<seat>": {...}}``, see :mod:`.record`);
        empty when unset or damaged (the record then starts again), never an error."""
        try:
            value = _json().loads(str(self.value("record/" + game, "{}")))
        except ValueError:
            return {}
        return value if isinstance(value, dict) else {}

    def set_play_record(self, game: str, record: Dict[str, Any]) -> None:
        self.set_value("record/" + game, _json().dumps(record))

    def counted_games(self) -> List[str]:
        """The ids of the games the record has counted (so none counts twice)."""
        try:
            value = _json().loads(str(self.value("record/counted", "[]")))
        except ValueError:
            return []
        return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []

    def set_counted_games(self, ids: List[str]) -> None:
        self.set_value("record/counted", _json().dumps(list(ids)))

#: the pace of a game no person plays: the least time each move takes, in ms
WATCH_SPEEDS: Dict[str, int] = {"slow": 2000, "normal": 1000, "fast": 300}
#: the computer's pause before it plays (ms; model.computer): here, so the model has it
#: without loading the computer player before the window's first paint
DEFAULT_THINK_DELAY_MS = 300
