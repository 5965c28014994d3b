"""The saved-game record: versioned JSON, written atomically, read back through the rules.

Reading never trusts the file: only a regular file is opened (a FIFO or a device would block or
never end), at most :data:`MAX_BYTES` are read, at most :data:`MAX_MOVES` moves replayed, every
field is checked, every move is replayed through the rules and a result the file declares must
be the one its moves reach, so a tampered or truncated file is refused with a
:class:`GameFileError` code. A refusal the OS gave (a full disk, a read-only one) carries its
reason too (:data:`OS_REASONS`).

Writing goes to a temporary file beside the target, renamed over it when complete. The
temporary file's name (:func:`temp_file_name`) says whose it is, so one left by a killed write
is removed by the next write into that folder (and at start, next to the autosave).
"""

from __future__ import annotations

import errno
import os
import re
import stat
import time
from typing import Any, Dict, List, Optional

from PySide6.QtCore import QCoreApplication

from .. import __version__
from .games import GameSpec, game_spec
from .plain import Plain
from .seats import seat_code_ok
from .tr import QT_TRANSLATE_NOOP


def _json() -> Any:
    """The json module, imported at its first use (after the window's first paint: its
    import is about 1 ms of it)."""
    import json

    return json


FORMAT = "tabletop-gui-game"
VERSION = 1
MAX_BYTES = 5 * 1024 * 1024
# No game is this long (a Pylos or PILUS game takes well under a thousand moves); a file that
# claims more is refused before its first move is replayed: replaying 100 000 legal moves into
# the table's undo stack and move list would hold the window for many seconds.
MAX_MOVES = 10_000
# the longest file name most file systems allow, in bytes (NAME_MAX)
NAME_MAX = 255
# a notation longer than this is shortened (with "…") in messages: a tampered file's 5000
# character "move" must not make a dialog as wide as the screen
NOTATION_SHOWN = 40
# a temporary file this old is a leftover whoever wrote it (a write takes milliseconds)
STALE_SECONDS = 60
_TEMP_MARK = ".tabletop-tmp-"
_TEMP_RE = re.compile(r"^\..+" + re.escape(_TEMP_MARK) + r"(\d+)-[0-9a-f]{8}$")

# every code :class:`GameFileError` can carry
CODES = ("unreadable", "not_json", "not_a_game", "too_large", "newer_version", "bad_field",
         "illegal_move", "too_many_moves", "wrong_result", "unwritable")


class GameFileError(Exception):
    """A game file could not be read or written. ``code`` is one of :data:`CODES`; ``detail``
    is for developers and logs (a field name, an OS error, "12: 1a1-2b2")."""

    def __init__(self, code: str, detail: str = "", *, move_number: Optional[int] = None,
                 notation: Optional[str] = None, path: Optional[str] = None,
                 reason: Optional[str] = None) -> None:
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail
        self.move_number = move_number
        self.notation = notation
        # the file read or written (messages name it); set by read_record/write_record
        self.path = path
        # why the OS refused, one of :data:`OS_REASONS` (None: not the OS, or no reason known)
        self.reason = reason

    def message(self) -> str:
        """A translated sentence for the user (:func:`file_error_sentence`)."""
        return file_error_sentence(self.code, move_number=self.move_number,
                                   notation=self.notation, reason=self.reason)


# The one table of the sentences that say why a game file could not be used, by code
# (context "GameFile"; translate at use, or call :func:`file_error_sentence`): one for every
# code of :data:`CODES`. ``illegal_move`` fills %1 (the move's number) and %2 (its notation,
# :func:`shown_notation`).
FILE_ERRORS: Dict[str, str] = {
    "unreadable": QT_TRANSLATE_NOOP("GameFile", "The file could not be read."),
    "not_json": QT_TRANSLATE_NOOP("GameFile", "The file is damaged or is not a saved game."),
    "not_a_game": QT_TRANSLATE_NOOP("GameFile", "The file is not a saved game."),
    "too_large": QT_TRANSLATE_NOOP("GameFile", "The file is too large to be a saved game."),
    "newer_version": QT_TRANSLATE_NOOP("GameFile",
                                       "The game was saved by a newer version of the app."),
    "bad_field": QT_TRANSLATE_NOOP("GameFile", "The saved game is incomplete or damaged."),
    "illegal_move": QT_TRANSLATE_NOOP("GameFile", "Move %1 (%2) in the saved game is not legal."),
    "too_many_moves": QT_TRANSLATE_NOOP("GameFile",
                                        "The saved game has more moves than a game can have."),
    "wrong_result": QT_TRANSLATE_NOOP("GameFile",
                                      "The result saved with the game does not match its moves."),
    "unwritable": QT_TRANSLATE_NOOP("GameFile", "The game could not be saved there."),
}
# ``illegal_move`` without the move's number
ILLEGAL_MOVE_UNNUMBERED: str = QT_TRANSLATE_NOOP("GameFile",
                                                 "A move in the saved game is not legal.")
# a code of no sentence (none of :data:`CODES`)
UNKNOWN_FILE_ERROR: str = QT_TRANSLATE_NOOP("GameFile", "The game file could not be used.")
assert set(FILE_ERRORS) == set(CODES), "a GameFileError code has no sentence"

# Why the OS refused to read or write a file, the sentence added after the code's (context
# "GameFile"): what the person can do something about (free some space, choose another folder).
OS_REASONS: Dict[str, str] = {
    "disk_full": QT_TRANSLATE_NOOP("GameFile", "The disk is full."),
    "read_only": QT_TRANSLATE_NOOP("GameFile", "The disk is read-only."),
    "not_allowed": QT_TRANSLATE_NOOP("GameFile", "You are not allowed to write there."),
    "not_allowed_read": QT_TRANSLATE_NOOP("GameFile", "You are not allowed to read it."),
    "name_too_long": QT_TRANSLATE_NOOP("GameFile", "The file name is too long."),
    "not_found": QT_TRANSLATE_NOOP("GameFile", "The file does not exist."),
    "no_folder": QT_TRANSLATE_NOOP("GameFile", "The folder does not exist."),
}
_REASON_OF_ERRNO = {errno.ENOSPC: "disk_full", errno.EROFS: "read_only",
                    errno.EACCES: "not_allowed", errno.EPERM: "not_allowed",
                    errno.ENAMETOOLONG: "name_too_long", errno.ENOENT: "not_found"}
if hasattr(errno, "EDQUOT"):                   # over the person's disk quota: full, for them
    _REASON_OF_ERRNO[errno.EDQUOT] = "disk_full"


def os_reason(exc: BaseException, *, writing: bool) -> Optional[str]:
    """The :data:`OS_REASONS` code of an OS error (None when it is none of them): a missing
    file is said as such when reading; when writing it is the folder that is missing (a
    file where a folder should be: ENOTDIR)."""
    code = getattr(exc, "errno", None)
    if writing and code in (errno.ENOENT, errno.ENOTDIR):
        return "no_folder"
    reason = _REASON_OF_ERRNO.get(code) if isinstance(code, int) else None
    if reason == "not_allowed" and not writing:
        return "not_allowed_read"
    return reason


def file_error_sentence(code: str, *, move_number: Optional[int] = None,
                        notation: Optional[str] = None, reason: Optional[str] = None) -> str:
    """The translated sentence of a :class:`GameFileError` code: ``illegal_move`` names the
    move (%1 ``move_number``, %2 ``notation`` shortened, "?" when unknown) when its number is
    known; an unknown code gets a general sentence. ``reason`` (an :data:`OS_REASONS` code)
    adds the OS's reason, "The disk is full."."""
    if code == "illegal_move" and move_number is None:
        text = QCoreApplication.translate("GameFile", ILLEGAL_MOVE_UNNUMBERED)
    else:
        text = QCoreApplication.translate("GameFile", FILE_ERRORS.get(code, UNKNOWN_FILE_ERROR))
    if code == "illegal_move" and move_number is not None:
        # in one pass: a "%2" in the move number's place must stay as it is
        parts = text.split("%2")
        text = shown_notation(notation or "?").join(p.replace("%1", str(move_number))
                                                     for p in parts)
    if reason in OS_REASONS:
        text += " " + QCoreApplication.translate("GameFile", OS_REASONS[reason])
    return text


def shown_notation(text: str, limit: int = NOTATION_SHOWN) -> str:
    """A move's text as a message may echo it: on one line, and at most ``limit`` characters
    (the rest elided with "…"), whatever a file or a person typed."""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit - 1] + "…"


class GameRecord(Plain):
    """A checked, replayed game: everything the model needs to install it. (A plain class,
    not a dataclass: model.plain.)"""

    _fields = ("game", "options", "seats", "moves", "states", "extra")
    __slots__ = _fields

    def __init__(self, game: str, options: Dict[str, Any], seats: List[str], moves: List[Any],
                 states: List[Any], extra: Optional[Dict[str, Any]] = None) -> None:
        self.game = game
        self.options = options
        self.seats = seats
        self.moves = moves              # rules Move objects
        self.states = states            # states[0] the start, states[i+1] after moves[i]
        self.extra = {} if extra is None else extra     # unknown keys, kept as read


def _now_utc() -> str:
    import datetime  # (on saving, not before the window's first paint)

    return datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def record_dict(game: str, options: Dict[str, Any], seats: List[str], notations: List[str],
                **extra: Any) -> Dict[str, Any]:
    record = {
        "format": FORMAT, "version": VERSION, "game": game, "options": dict(options),
        "seats": list(seats), "moves": list(notations),
        "saved": _now_utc(),
        "app_version": __version__,
    }
    record.update(extra)
    return record


def temp_file_name(name: str, pid: Optional[int] = None) -> str:
    """The temporary file a write of ``name`` goes through: hidden, and naming its process
    (``.game.json.tabletop-tmp-<pid>-<random>``), so a leftover is known for what it is. A
    long ``name`` is cut (between whole characters) so that the temporary name still fits in
    :data:`NAME_MAX` bytes: any name the disk takes can be saved to."""
    pid = os.getpid() if pid is None else pid
    import secrets  # (on writing, not before the window's first paint)

    suffix = f"{_TEMP_MARK}{pid}-{secrets.token_hex(4)}"
    room = NAME_MAX - 1 - len(suffix)          # (1: the leading dot)
    while len(os.fsencode(name)) > room and len(name) > 1:
        name = name[:-1]
    return f".{name}{suffix}"


def is_temp_file(name: str) -> bool:
    return _TEMP_RE.match(name) is not None


def _process_gone(pid: int) -> bool:
    if pid == os.getpid():
        return False
    if os.name != "posix":
        return False          # no cheap check: the age rule alone applies
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except OSError:           # alive, someone else's
        return False
    return False


def remove_stale_temp_files(directory: str) -> List[str]:
    """Remove what killed writes left in ``directory``: temporary files older than
    :data:`STALE_SECONDS`, or whose writer is no longer running. Never raises; the names
    removed."""
    removed: List[str] = []
    try:
        names = os.listdir(directory)
    except OSError:
        return removed
    now = time.time()
    for name in names:
        match = _TEMP_RE.match(name)
        if match is None:
            continue
        full = os.path.join(directory, name)
        try:
            info = os.lstat(full)
            if not stat.S_ISREG(info.st_mode):
                continue
            if now - info.st_mtime > STALE_SECONDS or _process_gone(int(match.group(1))):
                os.remove(full)
                removed.append(name)
        except (OSError, ValueError):
            continue
    return removed


def write_record(path: str, record: Dict[str, Any]) -> None:
    """Write atomically: a complete temporary file beside ``path`` is renamed over it, so the
    old file stays intact unless the new one is complete (and a write killed half-way leaves
    only a temporary file, which the next write here removes)."""
    try:
        data = (_json().dumps(record, indent=1, ensure_ascii=False) + "\n").encode("utf-8")
    except UnicodeEncodeError:
        # a lone surrogate: half a UTF-16 pair from a loaded file's "\ud800", or a file name
        # of bytes that are not UTF-8 (Python holds them as "\udcf1"); JSON's escapes keep it
        # exactly, where UTF-8 has no way to write it
        data = (_json().dumps(record, indent=1, ensure_ascii=True) + "\n").encode("ascii")
    try:
        _write_atomically(path, data)
    except (OSError, ValueError) as exc:        # ValueError: a NUL in the path
        raise GameFileError("unwritable", str(exc), path=path,
                            reason=os_reason(exc, writing=True)) from None


def _write_atomically(path: str, data: bytes) -> None:
    target = os.path.realpath(path)           # a link: write where it points, as editors do
    directory = os.path.dirname(target)
    os.makedirs(directory, exist_ok=True)
    remove_stale_temp_files(directory)
    try:
        mode: Optional[int] = stat.S_IMODE(os.stat(target).st_mode)
    except FileNotFoundError:
        mode = None
    temp = os.path.join(directory, temp_file_name(os.path.basename(target)))
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    fd = os.open(temp, flags, 0o666)
    try:
        try:
            if mode is not None:                     # keep the old file's permissions
                os.chmod(temp, mode)
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(temp, target)
    except BaseException:
        try:
            os.remove(temp)
        except OSError:
            pass
        raise


def read_json(path: str) -> Dict[str, Any]:
    """The file's JSON object, size- and syntax-checked (fields not checked yet). Only a
    regular file is read: a FIFO would block the GUI forever, /dev/zero never end."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            raise GameFileError("not_a_game", "not a regular file", path=path)
        # O_NONBLOCK: should a FIFO replace the file after the check, open() does not wait
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
        fd = os.open(path, flags)
        with os.fdopen(fd, "rb") as f:
            info = os.fstat(f.fileno())
            if not stat.S_ISREG(info.st_mode):
                raise GameFileError("not_a_game", "not a regular file", path=path)
            # (the size said first; the read is capped too: a file may grow meanwhile)
            data = f.read(MAX_BYTES + 1) if info.st_size <= MAX_BYTES else b""
    except (OSError, ValueError) as exc:        # ValueError: a NUL in the path
        raise GameFileError("unreadable", str(exc), path=path,
                            reason=os_reason(exc, writing=False)) from None
    if info.st_size > MAX_BYTES or len(data) > MAX_BYTES:
        raise GameFileError("too_large", "file too large", path=path)
    try:
        # "utf-8-sig": a save edited in Notepad starts with a byte-order mark
        obj = _json().loads(data.decode("utf-8-sig"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise GameFileError("not_json", str(exc), path=path) from None
    if not isinstance(obj, dict):
        raise GameFileError("not_a_game", "not a JSON object", path=path)
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
    if not isinstance(game, str):
        raise GameFileError("bad_field", "game")
    try:
        spec: GameSpec = game_spec(game)
    except KeyError:
        raise GameFileError("bad_field", "game") from None
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
    if not isinstance(texts, list):
        raise GameFileError("bad_field", "moves")
    if len(texts) > MAX_MOVES:
        raise GameFileError("too_many_moves", str(len(texts)))
    if any(not isinstance(t, str) for t in texts):
        raise GameFileError("bad_field", "moves")
    states = [spec.new_state(options)]
    moves = []
    for number, text in enumerate(texts, start=1):
        try:
            move = spec.move_from_text(states[-1], text)
            states.append(states[-1].play(move))
        except Exception as exc:
            raise GameFileError("illegal_move", f"{number}: {text} ({exc})",
                                move_number=number, notation=text) from None
        moves.append(move)
    _check_result(obj, spec, states[-1])
    known = {"format", "version", "game", "options", "seats", "moves"}
    extra = {k: v for k, v in obj.items() if k not in known}
    return GameRecord(game, options, list(seats), moves, states, extra)


def _check_result(obj: Dict[str, Any], spec: GameSpec, final: Any) -> None:
    """A result (``result``, ``end_reason``) the file declares must be the one its moves reach:
    the moves are the game, and a file that says otherwise was altered, or written by other
    rules. A file that declares none (saved before the app wrote them) is judged by its moves
    alone."""
    for key, reached in (("result", spec.result(final)),
                         ("end_reason", spec.end_reason(final) or None)):
        if key not in obj:
            continue
        # as the file would hold it (a tuple is a list in JSON)
        if obj[key] != _json().loads(_json().dumps(reached)):
            raise GameFileError("wrong_result", f"{key}: {obj[key]!r}, the moves give {reached!r}")


def read_record(path: str) -> GameRecord:
    try:
        return parse_record(read_json(path))
    except GameFileError as exc:
        if exc.path is None:
            exc.path = path
        raise
