"""Walk the widget tree of the real main window (Pylos and PILUS) and of the New Game dialog in
each language and compare every readable text with English: any text still identical to
English (and not a name, number or notation) was not marked for translation or not
translated."""

import pytest

from tests.i18n.conftest import switch
from tests.i18n.walk import texts, untranslated

pytestmark = pytest.mark.gl


@pytest.mark.parametrize("game", ["pylos", "pilus"])
@pytest.mark.parametrize("language", ["es", "ro", "cs"])
def test_no_english_left_on_screen(make_window, qtbot, game, language):
    from tabletop_gui.view import dialogs

    window = make_window(game)
    if game == "pylos":
        window.model.try_move("1b2")
    window.show_rules()
    new_game = dialogs.NewGameDialog(window, {"game": game, "options": {}, "seats": []})
    qtbot.addWidget(new_game)
    new_game.show()
    english = {**texts(window), **texts(new_game)}
    assert len(english) > 80
    switch(qtbot, window, language)
    other = {**texts(window), **texts(new_game)}
    bad = untranslated(english, other, language)
    assert bad == [], "\n".join(f"{k}: {a!r} -> {b!r}" for k, a, b in bad)
