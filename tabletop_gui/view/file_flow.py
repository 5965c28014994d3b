"""The window's files: New, Open, Save and Save As, the unsaved-changes question before a game
is replaced or the window closes, and what a file that cannot be read or written says.

:class:`FileFlow` asks its window only what :class:`FileHost` names. Its texts keep the
window's translation context ("MainWindow"), where they were first translated.
"""

from __future__ import annotations

import contextlib
import os
from typing import TYPE_CHECKING, Any, Callable, Optional, Protocol

from PySide6.QtCore import QCoreApplication, QObject

from ..model import GameFileError, fileformat
from . import messages

if TYPE_CHECKING:
    # (made when first asked: the start page paints before the window's questions are made)
    from PySide6.QtWidgets import QAbstractButton, QMessageBox, QStatusBar, QWidget

translate = QCoreApplication.translate


class FileHost(Protocol):
    """What the file flow asks of the window."""

    model: Any

    def settings(self) -> Any: ...

    def ask_save_changes(self, action: str) -> str: ...

    def hold_computer(self) -> Callable[[], None]: ...

    def show_table(self) -> None: ...

    def statusBar(self) -> "QStatusBar": ...

    def close(self) -> bool: ...


class FileFlow(QObject):
    """See the module docstring. ``window``: the parent of its dialogs and questions."""

    def __init__(self, host: FileHost, window: "QWidget") -> None:
        super().__init__(window)
        self.host = host
        self.window = window
        self.model = host.model
        # the question closeEvent asked (window-modal, not blocking) while it is open
        self.close_box: Optional["QMessageBox"] = None
        self.close_answered = False

    def computer_held(self) -> contextlib.AbstractContextManager[None]:
        """The computer does not move while a question or a file dialog is open
        (``GameModel.computer_held``)."""
        held: contextlib.AbstractContextManager[None] = self.model.computer_held()
        return held

    # ---- games from files and into files --------------------------------------------------
    def new_game_dialog(self) -> None:
        with self.computer_held():
            if not self.maybe_save_changes("new"):
                return
            s = self.host.settings()
            choices = s.new_game_choices() if s is not None else None
            from . import dialogs

            dlg = dialogs.NewGameDialog(self.window, choices)
            if dlg.exec() == dialogs.NewGameDialog.DialogCode.Accepted:
                self.start_new_game(dlg.choices())

    def start_new_game(self, choices: dict[str, Any]) -> None:
        self.model.new_game(choices["game"], choices["options"], choices["seats"])
        self.host.show_table()      # from the start page too (Game > New there)

    def open_dialog(self) -> None:
        with self.computer_held():
            if not self.maybe_save_changes("open"):
                return
            filters = (translate("MainWindow", "Saved games (%1)")
                       .replace("%1", fileformat.open_patterns())
                       + ";;" + translate("MainWindow", "All files (*)"))
            from PySide6.QtWidgets import QFileDialog

            path, _ = QFileDialog.getOpenFileName(
                self.window, translate("MainWindow", "Open Game"), self.file_dir(), filters)
            if path:
                self.open_path(path, ask=False)

    def open_path(self, path: str, ask: bool = True) -> bool:
        """Open a saved game (Game > Open, or the desktop's double-click while running); a
        modified, unsaved game asks Save / Discard / Cancel first (``ask``)."""
        if ask:
            with self.computer_held():
                if not self.maybe_save_changes("open"):
                    return False
        try:
            self.model.load(path)
        except GameFileError as exc:      # tell the user; the model kept the current game
            self.show_file_error(translate("MainWindow", "Could not open the game"), exc)
            return False
        self.host.show_table()      # opened from the start page too (Open, a double-click)
        return True

    def save(self) -> bool:
        path = self.model.file_path
        if not path:
            return self.save_as()
        return self.save_to(path)

    def save_as(self) -> bool:
        pattern = "*" + fileformat.GAME_FILE_SUFFIX
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(
            self.window, translate("MainWindow", "Save Game"), self.suggested_path(),
            translate("MainWindow", "Saved games (%1)").replace("%1", pattern))
        if not path:
            return False
        return self.save_to(fileformat.with_game_suffix(path))

    def save_to(self, path: str) -> bool:
        try:
            self.model.save(path)
        except GameFileError as exc:
            self.show_file_error(translate("MainWindow", "Could not save the game"), exc)
            return False
        self.host.statusBar().showMessage(
            translate("MainWindow", "Saved to %1").replace("%1", path), 4000)
        return True

    def file_dir(self) -> str:
        """The folder a file dialog opens in: the game's own file's, else the last one a game
        was saved to or opened from (the newest recent game), else the home folder."""
        path: Optional[str] = self.model.file_path
        if path:
            return os.path.dirname(path)
        s = self.host.settings()
        recent: list[str] = s.recent_files() if s is not None else []
        if recent and os.path.isdir(os.path.dirname(recent[0])):
            return os.path.dirname(recent[0])
        return os.path.expanduser("~")

    def suggested_path(self) -> str:
        """What Save As proposes: the game's own file, else a new name in :meth:`file_dir`,
        the game's title and the date and time ("Pylos 2026-12-02 14-05.tabletop"), so no
        save starts from an empty name."""
        if self.model.file_path:
            return str(self.model.file_path)
        from PySide6.QtCore import QDateTime

        title = translate("Games", self.model.spec.title)
        stamp = QDateTime.currentDateTime().toString("yyyy-MM-dd HH-mm")
        name = "".join("-" if c in '\\/:*?"<>|' else c
                       for c in f"{title} {stamp}") + fileformat.GAME_FILE_SUFFIX
        return os.path.join(self.file_dir(), name)

    def show_file_error(self, title: str, exc: GameFileError) -> None:
        """The message names the file; its full path (and the system's reason) is in the
        details, where a long path cannot widen the dialog."""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Warning, title, messages.file_error_message(exc),
                          QMessageBox.StandardButton.Ok, self.window)
        if exc.path:
            details = os.path.abspath(exc.path)
            if exc.code in ("unreadable", "unwritable") and exc.detail:
                details += "\n\n" + exc.detail
            box.setDetailedText(details)
        box.exec()

    # ---- unsaved changes ----------------------------------------------------------------
    def would_lose_work(self, action: str = "new") -> bool:
        """The one rule of the unsaved-changes question, for every way a game leaves the table
        (New, Open, the start page's cards, Play Again, Learn to play, quitting): True when
        ``action`` would throw away a person's play that nothing else keeps.

        Never for a game as it was saved or opened (nothing changed), a lesson (the model
        keeps it unmodified: it is no game of the person's), a game the computer plays
        against itself (watched: no seat is a person's), or a finished game: its end card
        offered Save… (``game_over.Ending.savable``), and a saved one is in Recent.
        ``action`` "lesson": the lessons set an unfinished game aside in its autosave (the
        start page offers it again), so only a game the autosave cannot keep counts there:
        one whose autosave failed."""
        m = self.model
        if not m.is_modified() or m.in_lesson() or m.is_watching() or m.game_over():
            return False
        if action == "lesson":
            return bool(m.autosave_failed)
        return True

    def maybe_save_changes(self, action: str) -> bool:
        """Before ``action`` ("new", "open", "lesson") replaces the game: True to go on (nothing
        to lose, saved, or discarded), False to stay (Cancel, or a Save that did not happen).
        Asks only what :meth:`would_lose_work` says is worth asking; the computer waits
        while it asks."""
        if not self.would_lose_work(action):
            return True
        with self.computer_held():
            choice = self.host.ask_save_changes(action)
            if choice == "save":
                return self.save()       # Save As when untitled; cancelled there: stay
        return choice == "discard"

    def ask_save_changes(self, action: str) -> str:
        """The Save / Discard / Cancel question: "save", "discard" or "cancel"."""
        box, choices = self.save_changes_box(action)
        box.exec()
        box.deleteLater()
        return choices.get(box.clickedButton(), "cancel")

    def save_changes_box(self, action: str) -> tuple["QMessageBox", dict["QAbstractButton", str]]:
        """The question for ``action`` ("new", "open", "quit") and its buttons' meanings.
        Quitting an unfinished game has a fourth answer, the autosave's: keep the game for the
        next start."""
        from PySide6.QtWidgets import QMessageBox

        SB = QMessageBox.StandardButton
        box = QMessageBox(self.window)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(translate("MainWindow", "Unsaved changes"))
        quitting = action == "quit"
        # a finished game is not autosaved, nor any game once the autosave failed (the bar
        # said so): then there is nothing to keep for next time
        keeping = quitting and not self.model.game_over() and not self.model.autosave_failed
        if quitting:
            box.setText(translate("MainWindow", "Save the changes to this game before quitting?"))
        else:
            box.setText(translate("MainWindow", "Save the changes to this game first?"))
        if keeping:
            box.setInformativeText(translate(
                "MainWindow",
                "Save: keep it in a file. Keep for Next Time: quit; the game is offered again "
                "at the next start. Discard: quit and throw the unsaved changes away. Cancel: "
                "go back to the game."))
        elif quitting:
            box.setInformativeText(translate(
                "MainWindow",
                "Save: keep it in a file. Discard: quit and throw the unsaved changes away. "
                "Cancel: go back to the game."))
        else:
            box.setInformativeText(translate(
                "MainWindow",
                "Save: keep it in a file first. Discard: throw the unsaved changes away. "
                "Cancel: go back to the game."))
        save = box.addButton(SB.Save)
        choices: dict["QAbstractButton", str] = {save: "save"}
        box.setDefaultButton(save)
        if keeping:
            keep = box.addButton(translate("MainWindow", "&Keep for Next Time"),
                                 QMessageBox.ButtonRole.AcceptRole)
            choices[keep] = "keep"
            box.setDefaultButton(keep)
        choices[box.addButton(SB.Discard)] = "discard"
        cancel = box.addButton(SB.Cancel)
        choices[cancel] = "cancel"
        box.setEscapeButton(cancel)
        return box, choices

    # ---- closing --------------------------------------------------------------------------
    def close_refused(self) -> bool:
        """The window is closing: True when it must not close yet, a game that would lose a
        person's play (:meth:`would_lose_work`) being asked about first. The question is
        window-modal but does not block (``open``, not ``exec``): the close is refused now
        and done again once answered, so nothing that closes the window without a person (a
        test's teardown, ``--quit-after``) ever waits on it."""
        if not (self.would_lose_work("quit") and self.window.isVisible()
                and not self.close_answered):
            return False
        if self.close_box is None or not self.close_box.isVisible():
            release = self.host.hold_computer()
            box, choices = self.save_changes_box("quit")

            def answered(_result: int) -> None:
                box.deleteLater()
                self.close_box = None
                if not self.on_close_answer(choices.get(box.clickedButton(), "cancel")):
                    release()

            box.finished.connect(answered)
            self.close_box = box
            box.open()
        return True

    def on_close_answer(self, choice: str) -> bool:
        """The answer to the question :meth:`close_refused` asked: Discard throws the autosave
        away too (the game is not offered again), Keep for Next Time leaves it, Cancel stays.
        True when the window closes."""
        if choice == "cancel" or (choice == "save" and not self.save()):
            return False
        if choice == "discard":
            self.model.discard_autosave()
        self.close_answered = True
        self.host.close()
        return True


__all__ = ["FileFlow", "FileHost"]
