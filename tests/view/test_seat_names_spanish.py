"""Spanish needs the article before a default seat name (#51): "Pasa la pantalla al Jugador
2", "Turno del Jugador 2", "hasta que el Jugador 2 haga clic", and none before a person's
name ("a Ana"); the Move field takes the language's word for a pass, which its refusal
writes ("o pasa")."""

from __future__ import annotations

import pytest

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
