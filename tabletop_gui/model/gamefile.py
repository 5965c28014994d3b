"""The saved-game record: versioned JSON, written atomically, read back through the rules.

Reading never trusts the file: every field is checked and every move is replayed through the
rules, so a tampered or truncated file is refused with a :class:`GameFileError` code.
"""

from __future__ import annotations

import datetime
import json
import os
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional

from PySide6.QtCore import QByteArray, QCoreApplication, QIODevice, QSaveFile

from .. import __version__
from .games import GameSpec, game_names, game_spec
from .seats import seat_code_ok

FORMAT = "tabletop-gui-game"
VERSION = 1
MAX_BYTES = 5 * 1024 * 1024

#: every code :class:`GameFileError` can carry
CODES = ("unreadable", "not_json", "not_a_game", "newer_version", "bad_field", "illegal_move",
         "unwritable")


class GameFileError(Exception):
    """A game file could not be read or written. ``code`` is one of :data:`CODES`; ``detail``
    is for developers and logs (a field name, an OS error, "12: 1a1-2b2")."""

    def __init__(self, code: str, detail: str = "", *, move_number: Optional[int] = None,
                 notation: Optional[str] = None) -> None:
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail
        self.move_number = move_number
        self.notation = notation

    def message(self) -> str:
        """A translated sentence for the user."""
        texts = {
            "unreadable": QCoreApplication.translate("GameFile", "The file could not be read."),
            "not_json": QCoreApplication.translate("GameFile", "The file is damaged or is not a saved game."),
            "not_a_game": QCoreApplication.translate("GameFile", "The file is not a saved game."),
            "newer_version": QCoreApplication.translate("GameFile",
                                "The game was saved by a newer version of the app."),
            "bad_field": QCoreApplication.translate("GameFile", "The saved game is incomplete or damaged."),
            "unwritable": QCoreApplication.translate("GameFile", "The game could not be saved there."),
        }
        if self.code == "illegal_move":
            return (QCoreApplication.translate("GameFile", "Move %1 (%2) in the saved game is not legal.")
                    .replace("%1", str(self.move_number)).replace("%2", self.notation or ""))
        return texts.get(self.code, self.code)


@dataclass
class GameRecord:
    """A checked, replayed game: everything the model needs to install it."""

    game: str
    options: Dict[str, Any]
    seats: List[str]
    moves: List[Any]                 # rules Move objects
    states: List[Any]                # states[0] the start, states[i+1] after moves[i]
    extra: Dict[str, Any] = field(default_factory=dict)   # unknown keys, kept as read


def record_dict(game: str, options: Dict[str, Any], seats: List[str], notations: List[str],
                **extra: Any) -> Dict[str, Any]:
    record = {
        "format": FORMAT, "version": VERSION, "game": game, "options": dict(options),
        "seats": list(seats), "moves": list(notations),
        "saved": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "app_version": __version__,
    }
    record.update(extra)
    return record


def write_record(path: str, record: Dict[str, Any]) -> None:
    """Write atomically (QSaveFile): the old file stays intact unless the new one is complete."""
    data = (json.dumps(record, indent=1, ensure_ascii=False) + "\n").encode("utf-8")
    directory = os.path.dirname(os.path.abspath(path))
    try:
        os.makedirs(directory, exist_ok=True)
    except OSError as exc:
        raise GameFileError("unwritable", str(exc)) from None
    out = QSaveFile(path)
    if not out.open(QIODevice.OpenModeFlag.WriteOnly):
        raise GameFileError("unwritable", out.errorString())
    if out.write(QByteArray(data)) != len(data):
        detail = out.errorString()
        out.cancelWriting()
        out.commit()
        raise GameFileError("unwritable", detail)
    if not out.commit():
        raise GameFileError("unwritable", out.errorString())


def read_json(path: str) -> Dict[str, Any]:
    """The file's JSON object, size- and syntax-checked (fields not checked yet)."""
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_BYTES + 1)
    except OSError as exc:
        raise GameFileError("unreadable", str(exc)) from None
    if len(data) > MAX_BYTES:
        raise GameFileError("not_a_game", "file too large")
    try:
        obj = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise GameFileError("not_json", str(exc)) from None
    if not isinstance(obj, dict):
        raise GameFileError("not_a_game", "not a JSON object")
    return obj


def parse_record(obj: Dict[str, Any]) -> GameRecord:
    """Check every field and replay the moves; :class:`GameFileError` on the first problem."""
    if obj.get("format") != FORMAT:
        raise GameFileError("not_a_game", "format")
    version = obj.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise GameFileError("bad_field", "version")
    if version > VERSION:
        raise GameFileError("newer_version", str(version))
    game = obj.get("game")
    if not isinstance(game, str) or game not in game_names():
        raise GameFileError("bad_field", "game")
    spec: GameSpec = game_spec(game)
    options = obj.get("options")
    if not isinstance(options, dict):
        raise GameFileError("bad_field", "options")
    try:
        options = spec.normalize_options(options)
    except (ValueError, TypeError, KeyError):
        raise GameFileError("bad_field", "options") from None
    seats = obj.get("seats")
    if (not isinstance(seats, list) or len(seats) != spec.seat_count(options)
            or not all(seat_code_ok(s) for s in seats)):
        raise GameFileError("bad_field", "seats")
    texts = obj.get("moves")
    if not isinstance(texts, list) or any(not isinstance(t, str) for t in texts):
        raise GameFileError("bad_field", "moves")
    states = [spec.new_state(options)]
    moves = []
    for number, text in enumerate(texts, start=1):
        try:
            move = spec.move_from_text(states[-1], text)
            states.append(states[-1].play(move))
        except Exception as exc:  # noqa: BLE001 - any failure of a move is the file's fault
            raise GameFileError("illegal_move", f"{number}: {text} ({exc})",
                                move_number=number, notation=text) from None
        moves.append(move)
    known = {"format", "version", "game", "options", "seats", "moves"}
    extra = {k: v for k, v in obj.items() if k not in known}
    return GameRecord(game, options, list(seats), moves, states, extra)


def read_record(path: str) -> GameRecord:
    return parse_record(read_json(path))
