"""The main window's and the start page's change events (a language change; the page's
palette and style changes) without a ``changeEvent`` of their own: each has a hidden child,
a :class:`ChangeWatcher`, that gets them too and hands them on.

The first event PySide hands to a Python ``changeEvent`` makes the Python types of every
QEvent subclass (49 of them, about 3 ms of CPU), and the window gets change events before
it paints (its title, its style sheet): the watchers are made with the window's helpers
(:meth:`~.window_helpers.WindowHelpers.make_helpers`), after the app's first paint or with
the table, whichever comes first.
"""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QWidget


class ChangeWatcher(QWidget):
    """Hands ``on_change`` the change events its parent passes on to its children: a
    language change (Qt sends it on to every child), a palette or a style change (they
    reach the children too). Hidden and outside any layout: it shows and takes nothing."""

    def __init__(self, parent: QWidget, on_change: Callable[[QEvent], None]) -> None:
        super().__init__(parent)
        self.setObjectName("changeWatcher")
        self.hide()
        self._on_change = on_change

    def changeEvent(self, ev: QEvent) -> None:
        self._on_change(ev)
        super().changeEvent(ev)


def watch_changes(window: Any) -> None:
    """Give ``window`` (the main window) and its start page their watchers, once: the
    window retranslates itself on a language change (``retranslate_ui``), the page takes
    its change events (``StartPage.changed``)."""
    if getattr(window, "change_watchers", None):
        return

    def language(ev: QEvent) -> None:
        if ev.type() == QEvent.Type.LanguageChange:
            window.retranslate_ui()

    window.change_watchers = [ChangeWatcher(window, language),
                              ChangeWatcher(window.start_page, window.start_page.changed)]


__all__ = ["ChangeWatcher", "watch_changes"]
