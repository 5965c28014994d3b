"""Spanish needs the article before a default seat name (#51): "Pasa la pantalla al Jugador
2", "Turno del Jugador 2", "hasta que el Jugador 2 haga clic", and none before a person's
name ("a Ana"); the Move field takes the language's word for a pass, which its refusal
writes ("o pasa")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tabletop_gui.rules.pilus import PASS
from tests.scripted_bots import FirstMoveBot

pytestmark = pytest.mark.gl


@pytest.fixture
def spanish(qtbot, open_window):
    window = open_window(size=(1200, 800), bot_factory=lambda g, seat: FirstMoveBot(seat))
    window.languages.set_language("es", save=False)
    yield window
    window.languages.set_language("en", save=False)


def test_default_seat_names_take_the_article(qtbot, spanish):
    window = spanish
    window.model.new_game("pilus", {"players": 2, "seed": 7, "first": 1}, ["human", "human"])
    qtbot.waitUntil(window.privacy.isVisible)
    privacy = window.privacy
    assert privacy.label.text() == "Pasa la pantalla al Jugador 2"
    assert privacy.button.text() == "Soy el Jugador 2: mostrar mis losetas"
    assert privacy.button.toolTip() == "Haz clic cuando solo el Jugador 2 vea la pantalla"
    assert window.turn_label.text() == "Turno del Jugador 2"
    assert window.controller.panel.hand.info.text() == \
        "Ocultas hasta que el Jugador 2 haga clic."
    assert window.status_label.text() == "Pasa la pantalla al Jugador 2."


def test_a_persons_name_takes_none(qtbot, spanish):
    window = spanish
    window.model.new_game("pilus", {"players": 2, "seed": 7, "first": 1,
                                    "names": ["Ana", "Bo"]}, ["human", "human"])
    qtbot.waitUntil(window.privacy.isVisible)
    assert window.privacy.label.text() == "Pasa la pantalla a Bo"
    assert window.turn_label.text() == "Turno de Bo"


def test_the_move_field_takes_the_word_its_refusal_writes(qtbot, spanish):
    window = spanish
    m = window.model
    m.new_game("pilus", {"players": 2, "seed": 7, "first": 0}, ["human", "computer"])
    codes = []
    m.illegalMove.connect(codes.append)
    assert not m.try_move("pasa")           # the word is read: a pass, refused by the rules
    assert codes == ["cannot_pass"]
    from tabletop_gui.view.games.pilus.messages import error_message

    assert "o pasa." in error_message("bad_syntax")


def test_a_default_name_as_the_subject_takes_the_article(qtbot, spanish):
    """ "El Jugador 2 no puede…", "Gana el Jugador 2", the card's and the move list's "El
    Jugador 1 coloca…" (#51); a person's name stays bare ("Gana Ana")."""
    from tabletop_gui.view.games.pilus import messages

    window = spanish
    window.model.new_game("pilus", {"players": 2, "seed": 7, "first": 0}, ["human", "human"])
    qtbot.waitUntil(window.privacy.isVisible)
    qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
    assert window.model.try_move(window.model.state.legal_moves()[0])
    words = window.privacy.words_label.text()
    assert words.startswith("El Jugador 1 coloca una loseta"), words
    entry = window.model.move_list.index(0).data()
    assert "El Jugador 1 coloca una loseta" in entry, entry
    assert messages.status_message("pass", "Jugador 2") == \
        "El Jugador 2 no puede colocar ninguna loseta: pulsa Pasar."
    assert messages.status_message("inactive", "Jugador 2") == "Turno del Jugador 2."
    assert messages.status_message("pass", "Ana").startswith("Ana no puede")
    name = ["Jugador 1", "Jugador 2", "Ana"].__getitem__
    assert messages.result_title([1], name, lambda s: False) == "Gana el Jugador 2"
    assert messages.result_title([2], name, lambda s: False) == "Gana Ana"
    assert messages.result_title([0, 1], name, lambda s: False) == \
        "Victoria compartida: el Jugador 1 y el Jugador 2"
    names = ["Jugador 1", "Jugador 2"]
    assert messages.game_over_message([1], names, [3, 5]).startswith(
        "Gana el Jugador 2 con 5 puntos.")
    assert messages.game_over_message([0, 1], names, [5, 5]).startswith(
        "El Jugador 1 y el Jugador 2 comparten la victoria con 5 puntos.")
    spec = window.model.spec
    passed = spec.words(1, PASS, window.model.state, seats=["human", "human"])
    assert passed == "El Jugador 2 pasa"


@pytest.mark.parametrize("language, passed, pawn", [
    ("en", "Player 2 passed", "Player 2's pawn"),
    ("ro", "Jucătorul 2 a dat pas", "Pionul Jucătorului 2"),
    ("cs", "Hráč 2 pasuje", "Figurka hráče 2"),
])
def test_other_languages_name_a_default_seat_as_they_should(qtbot, spanish, language, passed,
                                                            pawn):
    from tabletop_gui.model.seats import default_name, in_sentence, naming
    from tabletop_gui.view.games.pilus.messages import QCoreApplication

    window = spanish
    window.languages.set_language(language, save=False)
    who = default_name(1)
    sentence = QCoreApplication.translate("PilusWords", "%1 passed")
    assert in_sentence(sentence, who) == passed
    said = naming(who, QCoreApplication.translate("Pilus", "%1's pawn: %2 squares score nothing"),
                  QCoreApplication.translate("Pilus", "Player %1's pawn: %2 squares score "
                                                      "nothing"))
    assert said.startswith(pawn), said
