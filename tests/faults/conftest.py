"""The fault kit's fixtures: the model's (``make_model``, the toy game "nim") and the view's
(``open_window``) reused, a faked disk (``disk_fault``), the message boxes a path shows
(``shown_boxes``) and a command-line run of the app (``run_app``)."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from typing import Any, Dict, List

import pytest

from tabletop_gui.model import register_game
from tabletop_gui.model.games import unregister_game
from tests.model import conftest as model_fixtures
from tests.model.conftest import qsettings  # noqa: F401 (a fixture)
from tests.model.toy_game import NimSpec
from tests.view.conftest import open_window  # noqa: F401 (a fixture)

os.environ.setdefault("LANG", "C.UTF-8")


def pytest_configure(config):
    # the window's tests draw real OpenGL frames: the format before the QApplication exists
    from tabletop_gui.app import set_default_surface_format

    set_default_surface_format()


@pytest.fixture
def make_model(qtbot, tmp_path, qsettings):  # noqa: F811 (the model's fixture, with "nim")
    """The model tests' ``make_model``, with their toy game "nim" registered while it lives
    (not for every test: the window has no table for it)."""
    register_game(NimSpec())
    try:
        yield from model_fixtures.make_model.__wrapped__(qtbot, tmp_path, qsettings)
    finally:
        unregister_game("nim")


class DiskFault:
    """The OS's answer ``error`` (an errno) to the app's writes under ``folder``, faked where
    the app writes its files (``os.open`` for a file to write, ``os.write``), so no root and no
    real mount are needed. ``at="open"``: no file can be made there (a read-only disk, a folder
    the person may not write); ``at="write"``: files open, but the disk fills up after the first
    ``room`` bytes (a full disk). Reads and every other folder are left alone."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, folder: str, error: int,
                 at: str = "write", room: int = 64) -> None:
        self.folder = os.path.realpath(folder)
        self.error = error
        self.at = at
        self.room = room
        self.active = True
        self.refused = 0
        self._fds: Dict[int, int] = {}        # fd -> bytes written so far
        self._open, self._write, self._close = os.open, os.write, os.close
        monkeypatch.setattr(os, "open", self.open)
        monkeypatch.setattr(os, "write", self.write)
        monkeypatch.setattr(os, "close", self.close)

    def _inside(self, path: Any) -> bool:
        if isinstance(path, int):
            return False
        full = os.path.realpath(os.fsdecode(path))
        return full == self.folder or full.startswith(self.folder + os.sep)

    def _refuse(self, path: Any = None) -> None:
        self.refused += 1
        raise OSError(self.error, os.strerror(self.error), *( [os.fsdecode(path)] if path else []))

    def open(self, path: Any, flags: int, mode: int = 0o777, *args: Any, **kwargs: Any) -> int:
        writing = flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT)
        if self.active and writing and self._inside(path):
            if self.at == "open":
                self._refuse(path)
            fd = self._open(path, flags, mode, *args, **kwargs)
            self._fds[fd] = 0
            return fd
        return self._open(path, flags, mode, *args, **kwargs)

    def write(self, fd: int, data: Any) -> int:
        if self.active and fd in self._fds:
            left = self.room - self._fds[fd]
            if left <= 0:
                self._refuse()
            written = self._write(fd, bytes(memoryview(data)[:left]))
            self._fds[fd] += written
            return written
        return self._write(fd, data)

    def close(self, fd: int) -> None:
        self._fds.pop(fd, None)
        self._close(fd)

    def stop(self) -> None:
        """The disk has room again (or the folder is writable again)."""
        self.active = False


@pytest.fixture
def disk_fault(monkeypatch):
    """``disk_fault(folder, errno.ENOSPC, at="write")``: see :class:`DiskFault`."""
    def make(folder: Any, error: int = errno.ENOSPC, at: str = "write", room: int = 64) -> DiskFault:
        return DiskFault(monkeypatch, str(folder), error, at, room)
    return make


@pytest.fixture
def shown_boxes(monkeypatch):
    """The message boxes shown with ``exec`` from now on (each answered at once with its
    default button), as ``{"title", "text", "details"}``."""
    from PySide6.QtWidgets import QMessageBox

    seen: List[Dict[str, str]] = []

    def exec_(box: QMessageBox) -> int:
        seen.append({"title": box.windowTitle(), "text": box.text(),
                     "details": box.detailedText()})
        return int(QMessageBox.StandardButton.Ok.value)

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    return seen


def data_dir(home: Any) -> Any:
    """Where the app run by :func:`run_app` keeps its autosave (AppDataLocation)."""
    return home / "data" / "tabletop-gui" / "tabletop-gui"


def config_file(home: Any) -> Any:
    """The settings file of the app run by :func:`run_app` (QSettings' default, on Linux)."""
    return home / "config" / "tabletop-gui" / "tabletop-gui.conf"


@pytest.fixture
def run_app(tmp_path):
    """``run_app(*args, timeout=60)``: ``python -m tabletop_gui *args`` with its settings and
    autosave under ``tmp_path`` (see :func:`data_dir`, :func:`config_file`)."""
    def run(*args: Any, timeout: float = 60, extra_env: Any = None) -> subprocess.CompletedProcess:
        env = dict(os.environ)
        env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
        env["XDG_DATA_HOME"] = str(tmp_path / "data")
        env.update(extra_env or {})
        return subprocess.run([sys.executable, "-m", "tabletop_gui", *args],
                              capture_output=True, timeout=timeout, env=env)
    return run


__all__ = ["DiskFault", "config_file", "data_dir", "errno"]
