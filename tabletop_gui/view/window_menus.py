"""The window's menus: Game, View, Language and Help, their actions and keys, their texts in
the current language, and which of them work now.

:class:`WindowMenus` asks its window only what :class:`MenuHost` names: the slots its actions
call, and what says which actions work. Its texts keep the window's translation context
("MainWindow"), where they were first translated.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Protocol

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QWidget

from ..model import i18n
from ..model.games import game_names, has_lessons
from ..model.languages import SYSTEM
from ..model.lazy_qt import Qt
from .messages import learn_title

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMenu, QMenuBar

translate = QCoreApplication.translate

#: the menus' actions the window has under the same names
MENU_ACTIONS = ("language_actions", "learn_actions", "act_start_page", "act_new", "act_open",
                "act_save", "act_save_as", "act_quit", "act_undo", "act_redo", "act_hint",
                "act_review", "act_reset_camera", "act_top_view", "act_rules", "act_about")


class MenuAction:
    """The window's attribute for one of its menus' actions (:data:`MENU_ACTIONS`): reading
    it makes the actions first (the window's ``add_actions``, which keeps them in the window:
    a later read finds them there)."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __get__(self, window: Any, owner: type | None = None) -> Any:
        if window is None:
            return self
        window.add_actions()
        return vars(window)[self.name]


class MenuHost(Protocol):
    """What the menus ask of the window: their actions' slots, and what decides which
    actions work."""

    model: Any
    languages: i18n.LanguageManager

    def start_page_shown(self) -> bool: ...

    def show_start_page(self) -> None: ...

    def new_game_dialog(self) -> None: ...

    def open_dialog(self) -> None: ...

    def save(self) -> bool: ...

    def save_as(self) -> bool: ...

    def undo(self) -> None: ...

    def redo(self) -> None: ...

    def ask_hint(self) -> None: ...

    def review_game(self) -> None: ...

    def close(self) -> bool: ...

    def ask_view(self, view: str) -> None:
        """The table's camera: the start position ("default") or from above ("top")."""
        ...

    def show_rules(self) -> None: ...

    def learn_to_play(self, game: str) -> bool: ...


class WindowMenus(QObject):
    """See the module docstring."""

    def __init__(self, host: MenuHost, bar: "QMenuBar", parent: QObject,
                 actions: bool = True) -> None:
        super().__init__(parent)
        self.host = host
        self._owner = parent
        # the menus' keys, given by add_shortcuts (after the first paint)
        self._shortcuts: list[tuple[QAction, tuple[str, ...]]] = []
        # the menus' titles are on the window's first paint, their actions may follow it
        # (``actions`` False: :meth:`build_actions`, the app's first step after the paint)
        self.game_menu = bar.addMenu("")
        self.view_menu = bar.addMenu("")
        self.language_menu = bar.addMenu("")
        self.help_menu = bar.addMenu("")
        self.language_actions: dict[str, QAction] = {}
        self.learn_actions: dict[str, QAction] = {}
        self.actions_built = False
        if actions:
            self._make_actions()

    def build_actions(self) -> bool:
        """Make the menus' actions now, in the current language and state (once: True when
        made now)."""
        if self.actions_built:
            return False
        self._make_actions()
        self.retranslate()
        self.update_actions()
        return True

    def _make_actions(self) -> None:
        from PySide6.QtGui import QAction, QActionGroup  # (their types: made with them)

        self.actions_built = True
        host, parent, game = self.host, self._owner, self.game_menu
        self.act_start_page = self._action(game, host.show_start_page, "Alt+Home")
        self.act_new = self._action(game, host.new_game_dialog, "std:New")
        self.act_open = self._action(game, host.open_dialog, "std:Open")
        self.act_save = self._action(game, host.save, "std:Save")
        self.act_save_as = self._action(game, host.save_as, "std:SaveAs")
        game.addSeparator()
        self.act_undo = self._action(game, host.undo, "std:Undo")
        self.act_redo = self._action(game, host.redo, "std:Redo")
        self.act_hint = self._action(game, host.ask_hint, "H")
        self.act_review = self._action(game, host.review_game)
        # the analysis board: a separate window on a copy, never while a game goes on
        self.act_analyse = self._action(game, self._analyse)
        game.addSeparator()
        # (Ctrl+Q where the platform has no standard Quit key)
        self.act_quit = self._action(game, host.close, "std:Quit", "Ctrl+Q")
        self.act_undo.setEnabled(False)
        self.act_redo.setEnabled(False)

        view = self.view_menu
        # R and T work on the table (BoardView.keyPressEvent); the menu names them, and Home
        # and Ctrl+T work from anywhere in the window, the Move field included
        self.act_reset_camera = self._action(view, lambda: host.ask_view("default"),
                                             "R", "Home")
        self.act_top_view = self._action(view, lambda: host.ask_view("top"), "T", "Ctrl+T")
        view.addSeparator()      # the games' own entries follow (add_view_actions)

        # Language: each language's name in that language; applied at once, remembered
        self.language_group = QActionGroup(parent)
        self.language_group.setExclusive(True)
        for code, name in host.languages.available():
            act = QAction(parent)   # (QAction(name, self) has PySide weigh the QIcon overload)
            act.setText(name)
            act.setCheckable(True)
            act.setData(code)
            act.triggered.connect(lambda _checked=False, c=code: self.set_language(c))
            self.language_group.addAction(act)
            self.language_menu.addAction(act)
            self.language_actions[code] = act
            if code == SYSTEM:
                self.language_menu.addSeparator()

        help_menu = self.help_menu
        self.act_rules = self._action(help_menu, host.show_rules, "std:HelpContents")
        self.learn_actions = {name: self._action(help_menu,
                                                 lambda _c=False, g=name: host.learn_to_play(g))
                              for name in game_names() if has_lessons(name)}
        self.act_about = self._action(help_menu, self._show_about)

    def _show_about(self) -> None:
        from . import dialogs

        dialogs.show_about(self._owner if isinstance(self._owner, QWidget) else None)

    def _analyse(self) -> None:
        from .analysis_board import open_analysis

        open_analysis(self.host)

    def _action(self, menu: "QMenu", slot: Callable[..., Any], *shortcuts: str) -> QAction:
        """A menu's action; its ``shortcuts``: key sequences ("Alt+Home") or, as ``"std:New"``,
        the platform's standard keys, the first the one the menu shows."""
        from PySide6.QtGui import QAction

        act = QAction(self._owner)
        if shortcuts:
            self._shortcuts.append((act, shortcuts))
        act.triggered.connect(slot)
        menu.addAction(act)
        return act

    # ---- keys ---------------------------------------------------------------------------
    def shortcuts_pending(self) -> bool:
        return not self.actions_built or bool(self._shortcuts)

    def add_shortcuts(self) -> None:
        """Give the actions their keys (see ``MainWindow.add_shortcuts``)."""
        from PySide6.QtGui import QKeySequence

        for act, shortcuts in self._shortcuts:
            keys: list[QKeySequence] = []
            for spec in shortcuts:
                key = QKeySequence(getattr(QKeySequence.StandardKey, spec[4:])
                                   if spec.startswith("std:") else spec)
                if not key.isEmpty() and key not in keys:
                    keys.append(key)
            act.setShortcuts(keys)
        self._shortcuts = []
        # Quit is heard from the app's other windows too (the rules beside the table), as in
        # any app (set with the keys: Qt's enums are made after the first paint, lazy_qt)
        self.act_quit.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)

    # ---- language -----------------------------------------------------------------------
    def set_language(self, code: str) -> None:
        """The Language menu: switch now (Qt sends LanguageChange to every widget) and
        remember it."""
        self.host.languages.set_language(code)
        self.check_language_action()

    def check_language_action(self) -> None:
        act = self.language_actions.get(self.host.languages.setting)
        if act is not None:
            act.setChecked(True)

    # ---- what works now -------------------------------------------------------------------
    def update_actions(self) -> None:
        """Which of the game's actions work now, the one place that decides it: those on the
        table (undo, redo, hint, the View menu's) rest while the start page covers it; a
        review or a lesson (view/playback.py, view/lesson.py) leaves nothing to undo, redo,
        hint or review, a lesson nothing to save, and a finished game nothing to hint.
        Called when the page, the review, the lesson, the undo stack or the game changes."""
        if not self.actions_built:
            return              # (made in the state of their time: build_actions)
        m = self.host.model
        on_table = not self.host.start_page_shown()
        lesson = m.in_lesson()
        free = not m.is_reviewing() and not lesson
        for act in self.view_menu.actions():
            act.setEnabled(on_table)
        # (nothing to hint once the game is over: H then says so, MainWindow._hint_key)
        self.act_hint.setEnabled(on_table and free and not m.is_over())
        self.act_undo.setEnabled(on_table and free and m.undo_stack.canUndo())
        self.act_redo.setEnabled(on_table and free and m.undo_stack.canRedo())
        self.act_review.setEnabled(free)
        self.act_save.setEnabled(not lesson)
        self.act_save_as.setEnabled(not lesson)
        from .analysis_board import update_action

        update_action(self.act_analyse, m)

    # ---- texts ----------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.game_menu.setTitle(translate("MainWindow", "&Game"))
        self.view_menu.setTitle(translate("MainWindow", "&View"))
        self.language_menu.setTitle(translate("MainWindow", "&Language"))
        self.help_menu.setTitle(translate("MainWindow", "&Help"))
        if not self.actions_built:
            return              # (their texts come with them: build_actions)
        texts = (
            (self.act_start_page, translate("MainWindow", "S&tart Page"),
             translate("MainWindow", "The games to start, the games to continue and the "
                                     "recent ones")),
            (self.act_new, translate("MainWindow", "&New Game…"),
             translate("MainWindow", "Choose a game, its options and the players, and start "
                                     "it")),
            (self.act_open, translate("MainWindow", "&Open…"),
             translate("MainWindow", "Open a saved game")),
            (self.act_save, translate("MainWindow", "&Save"),
             translate("MainWindow", "Save the game")),
            (self.act_save_as, translate("MainWindow", "Save &As…"),
             translate("MainWindow", "Save the game in a new file")),
            (self.act_undo, translate("MainWindow", "&Undo"),
             translate("MainWindow", "Take back the last move")),
            (self.act_redo, translate("MainWindow", "&Redo"),
             translate("MainWindow", "Play the move taken back again")),
            (self.act_hint, translate("MainWindow", "&Hint"),
             translate("MainWindow", "Ask the computer for a good move")),
            (self.act_review, translate("MainWindow", "Revie&w Game"),
             translate("MainWindow", "Step through the moves played so far")),
            (self.act_analyse, translate("Analysis", "Ana&lyse Position…"), None),
            (self.act_quit, translate("MainWindow", "&Quit"),
             translate("MainWindow", "Close the app; the game is kept for next time")),
            (self.act_reset_camera, translate("MainWindow", "&Reset Camera"),
             translate("MainWindow", "Look at the table from the start position")),
            (self.act_top_view, translate("MainWindow", "&Top View"),
             translate("MainWindow", "Look straight down on the table")),
            (self.act_rules, translate("MainWindow", "&Rules"),
             translate("MainWindow", "The rules of the game on the table")),
            (self.act_about, translate("MainWindow", "&About"),
             translate("MainWindow", "About this app")),
        )
        for act, text, tip in texts:
            act.setText(text)
            if tip is not None:        # (else the tip says whether it works now)
                act.setToolTip(tip)
                act.setStatusTip(tip)
        from .analysis_board import update_action

        update_action(self.act_analyse, self.host.model)
        for code, name in self.host.languages.available():
            self.language_actions[code].setText(name)
        self.check_language_action()
        for name, act in self.learn_actions.items():
            act.setText(learn_title(name))


__all__ = ["MENU_ACTIONS", "MenuAction", "MenuHost", "WindowMenus"]
