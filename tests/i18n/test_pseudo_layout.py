"""The pseudo-locale (every string accented and 40 % longer): nothing clipped in the main window
(Pylos and PILUS) and the New Game dialog, and the window still fits a 1366-pixel screen.
Screenshots are saved under $TABLETOP_I18N_SHOTS (default /tmp/tabletop-i18n-shots)."""

import os

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from tabletop_gui.model import i18n
from tests.i18n.conftest import SHOTS

pytestmark = pytest.mark.gl


def clipped(root: QWidget) -> list:
    """Visible non-wrapping labels and buttons narrower than their text needs."""
    bad = []
    for w in [root] + root.findChildren(QWidget):
        if not w.isVisible() or not isinstance(w, (QLabel, QAbstractButton)):
            continue
        if isinstance(w, QLabel) and (w.wordWrap() or not w.text() or w.pixmap() is not None
                                      and not w.pixmap().isNull()):
            continue
        if isinstance(w, QAbstractButton) and not w.text():
            continue
        if isinstance(w, QLabel):
            need = w.sizeHint().width()
        else:
            need = w.sizeHint().width()
        if need > w.width() + 1:
            bad.append((type(w).__name__, w.text(), need, w.width()))
    return bad


def shoot(widget, name):
    os.makedirs(SHOTS, exist_ok=True)
    path = os.path.join(SHOTS, f"{name}.png")
    widget.grab().save(path)
    return path


@pytest.mark.parametrize("game", ["pylos", "pilus"])
def test_pseudo_locale_nothing_clipped(make_window, qtbot, game):
    window = make_window(game, size=(1280, 800))
    window.languages.set_language(i18n.PSEUDO, save=False)
    QApplication.processEvents()
    QApplication.processEvents()
    assert window.game_menu.title().startswith("[")
    assert window.status_label.text().startswith("[")
    window.resize(1280, 800)
    # the panel's longer texts reach the window's layout a level of widgets at a turn of the
    # event loop (the table's page is one more level): what a person sees once it settled
    qtbot.waitUntil(lambda: clipped(window) == [], timeout=3000)
    assert window.minimumSizeHint().width() <= 1366
    assert window.width() <= 1366
    shoot(window, f"pseudo-{game}-window")
    assert clipped(window) == []

    from tabletop_gui.view import dialogs

    dlg = dialogs.NewGameDialog(window, {"game": game, "options": {"players": 4}, "seats": []})
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    dlg.adjustSize()
    qtbot.wait(50)
    assert dlg.windowTitle().startswith("[")
    shoot(dlg, f"pseudo-{game}-new-game")
    assert dlg.width() <= 1000
    assert clipped(dlg) == []


@pytest.mark.parametrize("language", ["es", "ro", "cs"])
def test_real_languages_nothing_clipped(make_window, qtbot, language):
    for game in ("pylos", "pilus"):
        window = make_window(game, size=(1240, 780))
        window.languages.set_language(language, save=False)
        QApplication.processEvents()
        QApplication.processEvents()
        qtbot.wait(50)
        shoot(window, f"{language}-{game}-window")
        assert window.width() <= 1366
        assert clipped(window) == []
