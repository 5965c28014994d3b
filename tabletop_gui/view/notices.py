"""The window's message bar above the table: what the person should know but need not answer
(the autosave or the settings cannot be written, the computer could not move), said once and
kept until closed, in the current language.

:class:`Notices` asks its window only what :class:`NoticeHost` names. Its texts keep the
window's translation context ("MainWindow"), where they were first translated.
"""

from __future__ import annotations

import sys
from typing import Any, Optional, Protocol

from PySide6.QtCore import QCoreApplication, QObject

from ..model.gamefile import OS_REASONS
from .status import BarText, MessageBar


class NoticeHost(Protocol):
    """What the notices ask of the window."""

    model: Any

    def settings(self) -> Any: ...

    def place_message_bar(self, bar: MessageBar) -> None:
        """Put the bar above the table (once, when the first message comes)."""
        ...


class Notices(QObject):
    """See the module docstring."""

    def __init__(self, host: NoticeHost, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.host = host
        self.model = m = host.model
        # the problems said so far ("autosave", "settings"): each once
        self.storage_problems: list[str] = []
        self.message_bar: Optional[MessageBar] = None
        m.aiFailed.connect(self.on_ai_failed)
        m.autosaveFailed.connect(self._on_autosave_failed)
        if m.autosave_failed:
            self.show_storage_problem("autosave")
        s = host.settings()
        if s is not None:
            s.storageFailed.connect(self._on_settings_failed)
            if s.failed:
                self.show_storage_problem("settings")

    def _on_autosave_failed(self, _detail: str) -> None:
        self.show_storage_problem("autosave")

    def _on_settings_failed(self, _code: str) -> None:
        self.show_storage_problem("settings")

    def show_storage_problem(self, kind: str) -> None:
        """Say once, in a bar above the table that stays until closed, that the autosave
        ("autosave") or the settings ("settings") cannot be written, and in which folder."""
        if kind in self.storage_problems:
            return
        self.storage_problems.append(kind)
        if kind == "autosave":
            folder = self.model.autosave.folder() or ""
            reason = self.model.autosave.failure_reason

            def text() -> str:
                said = QCoreApplication.translate(
                    "MainWindow", "The game cannot be kept for next time: nothing can be "
                    "written in %1. Use Game → Save to keep it.").replace("%1", folder)
                if reason in OS_REASONS:        # what the person can do something about
                    said += " " + QCoreApplication.translate("GameFile", OS_REASONS[reason])
                return said
        else:
            s = self.host.settings()
            folder = s.location() if s is not None else ""

            def text() -> str:
                return QCoreApplication.translate(
                    "MainWindow", "Your settings cannot be stored in %1; they apply until the "
                    "app closes.").replace("%1", folder)
        self.show_in_bar(text)

    def show_in_bar(self, text: BarText) -> None:
        """Add a message to the bar above the table (``text``: a function giving it in the
        current language); the bar stays until closed."""
        if self.message_bar is None:
            self.message_bar = MessageBar()
            self.host.place_message_bar(self.message_bar)
        self.message_bar.add(text)

    def on_ai_failed(self, detail: str) -> None:
        """The computer's move failed (its bot raised, or chose an illegal move): say so in
        the bar instead of leaving its seat silently stalled; the detail goes to the log."""
        print(f"tabletop-gui: the computer could not move: {detail}", file=sys.stderr)
        self.show_in_bar(lambda: QCoreApplication.translate(
            "MainWindow", "The computer could not make its move and is waiting. Undo a move "
            "and play on, or start a new game."))


__all__ = ["NoticeHost", "Notices"]
