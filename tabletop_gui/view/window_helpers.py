"""The main window's helpers, each made at its first use (#51): its module is imported and the
helper made then, not with the window. The window's first paint needs none of them; the app
makes those not made yet in its first step after that paint (:meth:`WindowHelpers.make_helpers`),
and the window before it builds its table (their connections to the model come before the
table's, as when the window made them itself)."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Generic, TypeVar, overload

if TYPE_CHECKING:
    from .camera_memory import CameraMemory
    from .file_flow import FileFlow
    from .hints import HintPresenter
    from .notices import Notices
    from .turns import TurnPresenter

T = TypeVar("T")


class MadeLater(Generic[T]):
    """A window's attribute: ``where``'s ``name`` (a module of this package and a class),
    made as ``name(window, window)`` when first read, then kept in the window's own
    ``__dict__`` (later reads find it there: the descriptor is not asked again)."""

    def __init__(self, where: str, name: str) -> None:
        self.where = where
        self.name = name
        self.attr = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.attr = name

    @overload
    def __get__(self, window: None, owner: type | None = None) -> MadeLater[T]: ...
    @overload
    def __get__(self, window: object, owner: type | None = None) -> T: ...

    def __get__(self, window: object | None, owner: type | None = None) -> T | MadeLater[T]:
        if window is None:
            return self
        kind = getattr(importlib.import_module(self.where, __package__), self.name)
        made: T = kind(window, window)
        vars(window)[self.attr] = made
        return made

    def made(self, window: object) -> T | None:
        """The helper if it was made, else None (makes nothing)."""
        found: T | None = vars(window).get(self.attr)
        return found


class WindowHelpers:
    """The main window's helpers (a mixin of :class:`~.main_window.MainWindow`): the camera
    remembered per game; the files and the unsaved-changes question; the turn on the table
    (the active controller, the turn line and the banner); the hints; the bar above the
    table saying a failed autosave or settings write, or a computer that could not move."""

    camera_memory: MadeLater[CameraMemory] = MadeLater(".camera_memory", "CameraMemory")
    files: MadeLater[FileFlow] = MadeLater(".file_flow", "FileFlow")
    turns: MadeLater[TurnPresenter] = MadeLater(".turns", "TurnPresenter")
    hints: MadeLater[HintPresenter] = MadeLater(".hints", "HintPresenter")
    notices: MadeLater[Notices] = MadeLater(".notices", "Notices")

    def make_helpers(self, table: bool = False) -> None:
        """Make the helpers not made yet, in the order they connect to the model; ``table``:
        those the table's parts follow (the notices come after the table)."""
        for name in ("camera_memory", "files", "turns", "hints", *(() if table else ("notices",))):
            getattr(self, name)
        from .changes import watch_changes

        watch_changes(self)     # the window's and the start page's change events


__all__ = ["MadeLater", "WindowHelpers"]
