"""Qt's own file dialog (shown where the desktop offers no native one) speaks the language:
its labels, buttons, tool tips, column titles and menu, in Spanish, Romanian and Czech. Qt's
``qtbase_es``/``qtbase_cs`` miss its "&Look in:" and "Files of &type:", and there is no
``qtbase_ro`` at all: our .ts files carry them (``model/qt_strings.py``)."""

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QFileDialog, QHeaderView, QLabel, QWidget

from tabletop_gui.model.i18n import LanguageManager


def dialog_words(save: bool) -> set[str]:
    dialog = QFileDialog()
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    if save:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    words = {dialog.windowTitle()}
    for w in dialog.findChildren(QWidget):
        if isinstance(w, (QLabel, QAbstractButton)) and w.text():
            words.add(w.text())
        if w.toolTip():
            words.add(w.toolTip())
        if isinstance(w, QHeaderView):
            model = w.model()
            words |= {str(model.headerData(i, w.orientation()))
                      for i in range(model.columnCount())}
    words |= {a.text() for a in dialog.findChildren(QAction) if a.text()}
    dialog.deleteLater()
    return {w for w in words if any(c.isalpha() for c in w)}


@pytest.mark.parametrize("save", [False, True], ids=["open", "save"])
@pytest.mark.parametrize("language", ["es", "ro", "cs"])
def test_qts_own_file_dialog_speaks_the_language(qapp, english_after, language, save):
    english = dialog_words(save)
    assert {"&Look in:", "Files of &type:", "Name"} <= english
    LanguageManager(None).set_language(language, save=False)
    translated = dialog_words(save)
    assert not english & translated, sorted(english & translated)
