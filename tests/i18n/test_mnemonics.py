"""Alt+letter mnemonics never clash, in any language, where a person presses them at once: in one
window (its menu bar's titles and its own buttons, labels and group boxes, one page of a stacked
widget at a time), in one menu, on one page of the New Game dialog (with the dialog's own
buttons), in the line edit's and the rules viewer's context menus.

Two "&x" in one scope make Alt+X cycle between them (a button then only takes the focus, a menu
item is only selected), so one of the two can no longer be reached with a single press. The
scopes are read from the real widgets in each language, so a translation that picks a taken
letter fails here."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGroupBox,
    QLabel,
    QMenu,
    QMenuBar,
    QMessageBox,
    QStackedWidget,
    QTabBar,
    QWidget,
)

from tabletop_gui.model import i18n
from tests.i18n.conftest import switch

pytestmark = pytest.mark.gl


def mnemonic(text: str) -> str | None:
    """The letter Alt presses for ``text`` ("Save &As…\\tCtrl+Shift+S" -> "a"), or None."""
    found = re.search(r"&(\S)", text.split("\t")[0].replace("&&", ""))
    return found.group(1).casefold() if found else None


def own_texts(w: QWidget) -> list[str]:
    """The texts of ``w`` itself that may carry a mnemonic Qt acts on."""
    if isinstance(w, QAbstractButton):
        return [w.text()]
    if isinstance(w, QGroupBox):
        return [w.title()]
    if isinstance(w, QLabel):
        return [w.text()] if w.buddy() is not None else []    # without a buddy "&" is text
    if isinstance(w, QTabBar):
        return [w.tabText(i) for i in range(w.count())]
    if isinstance(w, QMenuBar):
        return [a.text() for a in w.actions() if not a.isSeparator()]
    return []


def alternatives(w: QWidget, where: str = "") -> list[tuple[str, list[str]]]:
    """(scope name, texts) for each way ``w`` can look: a stacked widget (or a tab widget's
    pages) shows one page at a time, everything else at once. Widgets hidden for now (Stay,
    Pass, the computer's Stop button) count too: they share the window's keys once shown.
    Child windows (dialogs, menus) are scopes of their own."""
    own = [t for t in own_texts(w) if mnemonic(t)]
    if isinstance(w, QStackedWidget):
        pages = []
        for i in range(w.count()):
            page = w.widget(i)
            pages += alternatives(page, f"{where} page {i + 1} ({type(page).__name__})")
        return [(name, own + texts) for name, texts in pages] or [(where, own)]
    combos = [(where, own)]
    for child in w.children():
        if isinstance(child, QWidget) and not child.isWindow():
            combos = [(a + b, x + y) for a, x in combos for b, y in alternatives(child, "")]
    return combos


def menu_texts(menu: QMenu) -> list[str]:
    return [a.text() for a in menu.actions() if not a.isSeparator()]


def menus(owner) -> list[QMenu]:
    """The menus of a menu bar (or menu) and their submenus, in order."""
    out = []
    for a in owner.actions():
        if a.menu() is not None:
            out += [a.menu()] + menus(a.menu())
    return out


def clashes(scope: str, texts: list[str]) -> list[str]:
    by_letter: dict[str, list[str]] = {}
    for text in texts:
        letter = mnemonic(text)
        if letter:
            by_letter.setdefault(letter, []).append(text)
    return [f"{scope}: Alt+{letter.upper()} in {same}" for letter, same in by_letter.items()
            if len(same) > 1]


def link_context_menu(browser) -> QMenu:
    """The rules viewer's context menu as on a link (Copy, Copy Link Location, Select All): the
    rules carry no link today, so one is put at the top of the real viewer's document."""
    cursor = QTextCursor(browser.document())
    cursor.insertHtml('<a href="#rules">rules</a> ')
    QApplication.processEvents()
    at = QTextCursor(browser.document())
    at.setPosition(2)
    return browser.createStandardContextMenu(browser.cursorRect(at).center())


@pytest.mark.slow
def test_no_two_mnemonics_share_a_letter_in_any_language(make_window, qtbot):
    from tabletop_gui.view import dialogs

    window = make_window("pylos")
    new_game = dialogs.NewGameDialog(window)
    qtbot.addWidget(new_game)
    new_game.show()
    window.show_rules()
    rules = window.rules_dialog
    found = []
    counts = {}
    for code in i18n.LANGUAGES:
        switch(qtbot, window, code)
        scopes = [(f"main window{name}", texts) for name, texts in alternatives(window)]
        assert len(scopes) == 3          # the Pylos and the PILUS panel, the start page
        for menu in menus(window.menuBar()):
            scopes.append((f"menu {menu.title()!r}", menu_texts(menu)))
        scopes += [(f"New Game{name}", texts) for name, texts in alternatives(new_game)]
        assert len(scopes) == 3 + 4 + 2
        edit_menu = window.notation.createStandardContextMenu()
        scopes.append(("the line edit's context menu", menu_texts(edit_menu)))
        link_menu = link_context_menu(rules.browser)
        assert len(menu_texts(link_menu)) == 3, menu_texts(link_menu)
        scopes.append(("the rules viewer's context menu", menu_texts(link_menu)))
        box = QMessageBox(QMessageBox.Icon.Question, "", "",
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, window)
        scopes.append(("a Yes/No question", [b.text() for b in box.buttons()]))
        for menu in (edit_menu, link_menu, box):
            menu.deleteLater()
        # the scopes hold what they should: every menu title, every menu's items, the
        # dialog's own buttons on each page, Qt's own menus in this language; as many in each
        # language as in English
        counts[code] = sum(1 for _name, texts in scopes for t in texts if mnemonic(t))
        assert counts[code] == counts["en"] >= 40, counts
        for name, texts in scopes:
            found += [f"{code} {c}" for c in clashes(name, texts)]
    assert found == [], "\n".join(found)
