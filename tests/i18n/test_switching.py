"""Switching the language at run time through the Language menu: every widget, the 3D view's
panel, the move list and score sheet, open dialogs; remembered for the next start."""

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from tabletop_gui.model import i18n
from tests.i18n.conftest import switch

pytestmark = pytest.mark.gl

EXPECT = {
    # language: game menu, Done, reserve caption, Moves box, status start, rules word, Total
    "en": ("&Game", "&Done", "Light reserve:", "Moves", "Dark to play", "sphere", "Total"),
    "es": ("&Partida", "&Hecho", "Reserva de Claras:", "Jugadas", "Turno de Oscuras", "bola",
           "Total"),
    "ro": ("&Joc", "&Gata", "Rezerva bilelor deschise:", "Mutări", "La mutare: bilele închise",
           "bilă", "Total"),
    "cs": ("&Hra", "H&otovo", "Zásobník Světlého:", "Tahy", "Na tahu: Tmavý", "koule",
           "Celkem"),
}


def snapshot(window):
    panel = window.controller_of("pylos").panel
    return (window.game_menu.title(), panel.done_button.text(), panel.light_caption.text(),
            window.moves_box.title(), window.status_label.text())


def test_every_language_from_the_menu_and_back(make_window, qtbot):
    window = make_window("pylos")
    window.model.try_move("1b2")
    window.show_rules()
    rules = window.rules_dialog
    assert rules.isVisible() and rules.language == "en"
    english = snapshot(window)
    title = window.windowTitle()
    header = window.model.move_list.headerData(0, Qt.Orientation.Horizontal)
    for code in ("es", "ro", "cs", "en"):
        switch(qtbot, window, code)
        menu, done, caption, moves, status, word, _total = EXPECT[code]
        assert window.languages.language == code
        assert window.language_actions[code].isChecked()
        assert snapshot(window)[:4] == (menu, done, caption, moves)
        assert window.status_label.text().startswith(status), window.status_label.text()
        assert rules.language == code and word in rules.browser.toPlainText()
        assert rules.windowTitle() == {"en": "Rules of Pylos", "es": "Reglas de Pylos",
                                       "ro": "Regulile jocului Pylos",
                                       "cs": "Pravidla hry Pylos"}[code]
        h = window.model.move_list.headerData(0, Qt.Orientation.Horizontal)
        assert (h == header) == (code == "en")
        assert (window.windowTitle() == title) == (code == "en")
        tip = window.model.move_list.data(window.model.move_list.index(0, 0),
                                          Qt.ItemDataRole.ToolTipRole)
        # the tooltip: the notation, then the sentence
        notation, sentence = tip.split("\n")
        assert notation.endswith(": 1b2")
        assert sentence == {"en": "Light places on 1b2", "es": "Claras: coloca en 1b2",
                            "ro": "Bilele deschise așază pe 1b2",
                            "cs": "Světlý pokládá na 1b2"}[code]
        # the row says it in words, naming the player in the language of the moment
        row = window.model.move_list.data(window.model.move_list.index(0, 0))
        assert row.startswith("1. ") and {"en": "Light", "es": "Claras", "ro": "Bilele deschise",
                                          "cs": "Světlý"}[code] in row, row
    assert snapshot(window) == english


def test_pilus_panel_and_score_sheet_follow(make_window, qtbot):
    window = make_window("pilus")
    sheet = window.controller_of("pilus").sheet
    panel = window.controller_of("pilus").panel
    last = sheet.rowCount() - 1
    for code in ("cs", "es", "ro", "en"):
        switch(qtbot, window, code)
        assert sheet.headerData(last, Qt.Orientation.Vertical) == EXPECT[code][6]
        assert panel.scores_box.title() == {"en": "Scores", "es": "Puntuación", "ro": "Punctaj",
                                            "cs": "Body"}[code]
        assert panel.stay_button.text() == {"en": "&Stay", "es": "&Quedarse", "ro": "&Rămâi",
                                            "cs": "&Zůstat"}[code]
        # the one person against the computer (#51): spoken to, named "You"
        assert panel.hand.title() == {"en": "Your tiles", "es": "Tus losetas",
                                      "ro": "Plăcuțele tale", "cs": "Vaše dílky"}[code]
        assert sheet.headerData(0, Qt.Orientation.Horizontal) == {
            "en": "You", "es": "Tú", "ro": "Tu", "cs": "Vy"}[code]
        assert window.languages.language == code


def test_open_dialogs_follow(make_window, qtbot):
    from tabletop_gui.view import dialogs

    window = make_window("pylos")
    dlg = dialogs.NewGameDialog(window)
    qtbot.addWidget(dlg)
    dlg.show()
    window.model.try_move("1b2")
    switch(qtbot, window, "ro")
    assert dlg.windowTitle() == "Joc nou"
    assert dlg.start_button.text() == "Î&ncepe"
    cancel = dlg.buttons.button(dlg.buttons.StandardButton.Cancel)
    assert cancel.text() == "Anulează"          # no qtbase_ro: our own Qt strings
    assert dlg.page().variant.itemText(0).startswith("Pentru copii")
    switch(qtbot, window, "es")
    assert dlg.windowTitle() == "Nueva partida"
    assert cancel.text() == "Cancelar"


def test_the_choice_is_remembered(make_window, qtbot, tmp_path):
    window = make_window("pylos", settings_file="remember.ini")
    switch(qtbot, window, "cs")
    stored = QSettings(str(tmp_path / "remember.ini"), QSettings.Format.IniFormat)
    assert stored.value("ui/language") == "cs"
    # the next start: a new manager reads it and applies it
    i18n.LanguageManager.reset()
    QApplication.processEvents()
    from tabletop_gui.model.settings import Settings

    manager = i18n.LanguageManager(Settings(stored))
    assert manager.saved() == "cs"
    assert manager.start() == "cs"
    QApplication.processEvents()
    other = make_window("pylos", settings_file="remember.ini")
    assert other.game_menu.title() == "&Hra"
    assert other.language_actions["cs"].isChecked()
    switch(qtbot, other, "system")
    assert QSettings(str(tmp_path / "remember.ini"),
                     QSettings.Format.IniFormat).value("ui/language") == "system"
    assert other.languages.language == i18n.resolve("system")
