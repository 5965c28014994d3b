"""The autosave: the game in progress kept on disk after every change, so a crash, a power cut
or a quit without an answer loses nothing.

The autosave folder holds slots: autosave.json, autosave-2.json, ... Each running model writes
one slot, claimed on its first write and held with a QLockFile ("<slot>.lock") until
:meth:`Autosave.release`, so a second instance never writes the first one's slot. A slot whose
lock is free but which still holds an unfinished game is a game left by an earlier run: no model
claims it (so opening a file, say from the command line, never overwrites it); it is offered
(:meth:`Autosave.resumable`) until the person resumes it (:meth:`Autosave.adopt` takes the slot
over) or throws it away (:meth:`Autosave.discard`).
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any, Dict, List, Optional

from PySide6.QtCore import QObject, QStandardPaths, Signal

if TYPE_CHECKING:
    # (imported where a lock is first made: PySide makes a class's Python type, with its
    # enums, when it is first imported, and the first paint takes no lock)
    from PySide6.QtCore import QLockFile

from .gamefile import (
    GameFileError,
    GameRecord,
    os_reason,
    read_record,
    remove_stale_temp_files,
    write_record,
)
from .games import game_spec

AUTOSAVE_NAME = "autosave.json"
#: How many games can be kept at once (instances running, plus unfinished games left over).
AUTOSAVE_SLOTS = 20


def _mtime(path: str) -> float:
    try:
        return os.path.getmtime(path)
    except OSError:
        return 0.0


class Autosave(QObject):
    """One model's autosave slot, and the unfinished games of earlier runs beside it."""

    failed = Signal(str)         # reported once; detail for logs

    def __init__(self, base_path: Optional[str] = None,
                 parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self._base_path = base_path
        self._reported = False
        # why the OS refused the write that failed (an :data:`~.gamefile.OS_REASONS` code)
        self.failure_reason: Optional[str] = None
        self._slot: Optional[str] = None            # this model's slot, once claimed
        self._lock: Optional[QLockFile] = None      # held on it while the model runs

    # ---- where -----------------------------------------------------------------------------
    def _base(self) -> Optional[str]:
        if self._base_path is not None:
            return self._base_path
        folder = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.AppDataLocation)
        return os.path.join(folder, AUTOSAVE_NAME) if folder else None

    def slot_paths(self) -> List[str]:
        base = self._base()
        if not base:
            return []
        stem, ext = os.path.splitext(base)
        return [base] + [f"{stem}-{n}{ext}" for n in range(2, AUTOSAVE_SLOTS + 1)]

    def folder(self) -> Optional[str]:
        """The folder of the slots (for messages)."""
        base = self._base()
        return os.path.dirname(os.path.abspath(base)) if base else None

    @property
    def slot(self) -> Optional[str]:
        """This model's slot, None until claimed."""
        return self._slot

    @property
    def has_failed(self) -> bool:
        """True once a write failed (``failed`` was emitted)."""
        return self._reported

    @staticmethod
    def _slot_lock(path: str) -> QLockFile:
        from PySide6.QtCore import QLockFile
        lock = QLockFile(path + ".lock")
        lock.setStaleLockTime(0)     # stale only when its process is gone, never by age
        return lock

    def claim(self) -> Optional[str]:
        """This model's slot: the first one no running instance holds and no unfinished game
        of an earlier run fills. Where no lock can be made (an unwritable folder) the slot is
        used unlocked: writing it fails too, and that is reported."""
        if self._slot is not None:
            return self._slot
        paths = self.slot_paths()
        if not paths:
            return None
        try:
            os.makedirs(os.path.dirname(os.path.abspath(paths[0])), exist_ok=True)
        except OSError:
            pass
        for path in paths:
            lock = self._slot_lock(path)
            locked = lock.tryLock(0)
            if not locked and _held_elsewhere(lock):
                continue                             # another running instance's slot
            if os.path.exists(path) and self.read(path) is not None:
                if locked:
                    lock.unlock()
                continue                             # an earlier run's unfinished game
            self._slot, self._lock = path, (lock if locked else None)
            return path
        return None                                  # every slot taken: no autosave

    def release(self, remove: bool = False) -> None:
        """Give up the slot (``remove``: and empty it first)."""
        if remove and self._slot is not None:
            try:
                if os.path.exists(self._slot):
                    os.remove(self._slot)
            except OSError:
                pass
        if self._lock is not None:
            self._lock.unlock()
        self._slot, self._lock = None, None

    # ---- writing ---------------------------------------------------------------------------
    def sync(self, record: Optional[Dict[str, Any]]) -> None:
        """Keep the slot equal to ``record`` (the game in progress); empty it when None (no
        move yet, or the game is over). Never raises: a failure is reported once."""
        try:
            if record is not None:
                path = self.claim()
                if not path:
                    raise OSError("no free autosave slot")
                write_record(path, record)
            elif self._slot is not None and os.path.exists(self._slot):
                os.remove(self._slot)
        except (GameFileError, OSError) as exc:
            if not self._reported:
                self._reported = True
                self.failure_reason = (exc.reason if isinstance(exc, GameFileError)
                                       else os_reason(exc, writing=True))
                self.failed.emit(str(exc))

    # ---- the games of earlier runs -------------------------------------------------------
    @staticmethod
    def read(path: Optional[str]) -> Optional[GameRecord]:
        """The unfinished game in ``path``, or None (none, finished, or damaged)."""
        if not path:
            return None
        try:
            record = read_record(path)
            if not record.moves or game_spec(record.game).is_over(record.states[-1]):
                return None
            return record
        except Exception:
            return None

    def resumable(self) -> List[Dict[str, Any]]:
        """Summaries of the unfinished games left in the slots of no running instance, the
        newest first; each has ``path``."""
        found = []
        folder = self.folder()
        if folder:
            # at start: what a write killed half-way (power cut, kill -9) left beside the slots
            remove_stale_temp_files(folder)
        for path in self.slot_paths():
            if path == self._slot or not os.path.exists(path):
                continue
            lock = self._slot_lock(path)
            if not lock.tryLock(0) and _held_elsewhere(lock):
                continue                     # another running instance's game
            try:
                record = self.read(path)
            finally:
                lock.unlock()
            if record is not None:
                found.append({"game": record.game, "options": dict(record.options),
                              "seats": list(record.seats), "moves": len(record.moves),
                              "saved": record.extra.get("saved"),
                              "file_path": record.extra.get("file_path"), "path": path})
        found.sort(key=lambda s: (str(s.get("saved") or ""), _mtime(str(s["path"]))),
                   reverse=True)
        return found

    def adopt(self, path: str) -> Optional[GameRecord]:
        """Take over the slot ``path`` of an earlier run's unfinished game (this model's own slot
        is emptied and given up): its record, or None (and nothing changes) when there is none
        or another instance has taken it meanwhile."""
        if path == self._slot:
            return None
        lock = self._slot_lock(path)
        locked = lock.tryLock(0)
        if not locked and _held_elsewhere(lock):
            return None
        record = self.read(path)
        if record is None:
            if locked:
                lock.unlock()
            return None
        self.release(remove=True)
        self._slot, self._lock = path, (lock if locked else None)
        return record

    def discard(self, path: Optional[str] = None) -> bool:
        """Throw an autosaved game away: a left-over one (``path``), or this model's own (None).
        False when it could not be."""
        lock: Optional[QLockFile]
        if path is None or path == self._slot:
            path = self._slot
            lock = None
        else:
            lock = self._slot_lock(path)
            if not lock.tryLock(0) and _held_elsewhere(lock):
                return False
        try:
            if path and os.path.exists(path):
                os.remove(path)
            return True
        except OSError:
            return False
        finally:
            if lock is not None:
                lock.unlock()


__all__ = ["Autosave", "AUTOSAVE_NAME", "AUTOSAVE_SLOTS"]


def _held_elsewhere(lock: QLockFile) -> bool:
    """Whether the lock failed because another process holds it (not for a file error)."""
    from PySide6.QtCore import QLockFile
    return lock.error() == QLockFile.LockError.LockFailedError
