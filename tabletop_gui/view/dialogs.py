"""Dialogs: New Game (hosting each game's options page), the rules of a game, About."""

from __future__ import annotations

from typing import Any, Callable, Optional

from PySide6.QtCore import QCoreApplication, QEvent, QLocale
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

import tabletop_gui

from ..model import rules_text
from ..model.games import game_names, game_spec
from ..model.languages import resolve_language
from ..model.lazy_qt import Qt
from .games import OptionsPage, controller_for, options_pages
from .games.base import select_data

translate = QCoreApplication.translate


class NewGameDialog(QDialog):
    """Which game, its options, and who sits in each seat. One options page per game the model
    knows (each game's view makes its own: ``view.games.options_pages``), in a stack."""

    def __init__(self, parent: Optional[QWidget] = None,
                 choices: dict[str, Any] | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.game_box = QComboBox()
        self.game_label = QLabel()
        self.game_label.setBuddy(self.game_box)
        form.addRow(self.game_label, self.game_box)
        layout.addLayout(form)
        self.pages = QStackedWidget()
        layout.addWidget(self.pages)
        self._page_by_game: dict[str, OptionsPage] = {}
        for page in options_pages():
            self.add_page(game_spec(page.game).title, page)
        self.game_box.currentIndexChanged.connect(self.pages.setCurrentIndex)
        # "Start" is our own button: a standard Ok's text would be reset by the button box
        # on every LanguageChange
        self.buttons = buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.start_button = QPushButton()
        self.start_button.setDefault(True)
        buttons.addButton(self.start_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.retranslate_ui()
        if choices:
            self.set_choices(choices)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(translate("Dialogs", "New Game"))
        self.game_label.setText(translate("Dialogs", "&Game:"))
        for i in range(self.game_box.count()):
            self.game_box.setItemText(i, QCoreApplication.translate(
                "Games", game_spec(self.game_box.itemData(i)).title))
        self.start_button.setText(translate("Dialogs", "&Start"))
        # Cancel: Qt's own text (qtbase_xx, or ours where Qt has none: Romanian)

    def changeEvent(self, ev: QEvent) -> None:
        if ev.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(ev)

    def add_page(self, title: str, page: OptionsPage) -> None:
        self.game_box.addItem(QCoreApplication.translate("Games", title), page.game)
        self.pages.addWidget(page)
        self._page_by_game[page.game] = page

    def page(self) -> OptionsPage:
        page = self.pages.currentWidget()
        assert isinstance(page, OptionsPage)
        return page

    def set_choices(self, choices: dict[str, Any]) -> None:
        game = choices.get("game", game_names()[0])
        if game in self._page_by_game:
            select_data(self.game_box, game)
            self._page_by_game[game].set_choices(choices.get("options") or {},
                                                 choices.get("seats") or [])

    def choices(self) -> dict[str, Any]:
        page = self.page()
        return {"game": page.game, "options": page.options(), "seats": page.seat_kinds()}


def ui_language() -> str:
    """The language the interface speaks now (the UI locale Qt's translators were loaded for)."""
    return resolve_language(QLocale().name())


class RulesDialog(QDialog):
    """The rules of ``game`` in ``language`` (default: the interface's, followed when it
    changes while the dialog is open), from resources/rules."""

    def __init__(self, parent: Optional[QWidget] = None, game: str = "",
                 language: str | None = None,
                 title: Callable[[], str] | None = None) -> None:
        super().__init__(parent)
        self.game = game or game_names()[0]
        # the window's title in the current language: the game's controller says it
        self._title = title or _rules_title(self.game)
        self.follows_ui = language is None
        self.resize(620, 700)
        layout = QVBoxLayout(self)
        from .figures import FigureBrowser  # the rules' pictures (figure: addresses)

        self.browser: QTextBrowser = FigureBrowser(self)
        self.browser.setOpenExternalLinks(False)
        layout.addWidget(self.browser)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.language = ""
        self._load(resolve_language(language or ui_language()))
        self.retranslate_ui()

    def _load(self, language: str) -> None:
        if language != self.language:
            self.language = language
            self.browser.setHtml(rules_text.rules_html(self.game, language))

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self._title())
        if self.follows_ui:
            self._load(ui_language())

    def changeEvent(self, ev: QEvent) -> None:
        if ev.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(ev)


def show_rules(parent: QWidget, shown: RulesDialog | None, game: str,
               title: Callable[[], str]) -> RulesDialog:
    """The rules of ``game`` beside ``parent``, not modal (a player may read and play, and
    switch the language, with them open): ``shown``, the rules shown before, again when they
    are ``game``'s, else a new dialog in their place. Returns the dialog shown."""
    dlg = shown
    if dlg is None or dlg.game != game:
        if dlg is not None:
            dlg.close()
        dlg = RulesDialog(parent, game, title=title)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    dlg.show()
    dlg.raise_()
    dlg.activateWindow()
    return dlg


def _rules_title(game: str) -> Callable[[], str]:
    """The rules window's title for ``game``, as its controller says it."""
    def title() -> str:
        return controller_for(game).rules_title()
    return title


def about_text() -> str:
    """The About box: the games the app offers, in its language's list form, and who made
    each (every registered game's title and credit)."""
    specs = [game_spec(name) for name in game_names()]
    titles = QLocale().createSeparatedList([translate("Games", spec.title) for spec in specs])
    credits = " ".join(translate("Games", spec.credit) for spec in specs if spec.credit)
    return (translate("Dialogs", "<h3>Tabletop %1</h3><p>%2 on a 3D table.</p><p>%3</p>"
                      "<p>Made with Qt for Python, pyqtgraph and PyOpenGL.</p>")
            .replace("%1", tabletop_gui.__version__).replace("%2", titles).replace("%3", credits))


def show_about(parent: Optional[QWidget]) -> None:
    QMessageBox.about(parent, translate("Dialogs", "About Tabletop"), about_text())



__all__ = ["NewGameDialog", "RulesDialog", "show_about", "show_rules", "about_text"]
