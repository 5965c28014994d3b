"""Wording in each language: the Czech interface addresses the player formally ("vy") throughout;
the Romanian Pylos players are the light and the dark spheres in every sentence that names them;
counts go through plural forms ("at least 1 square"); a shared PILUS win joins the winners with
the language's own "and"."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from tabletop_gui.model import i18n
from tabletop_gui.view import messages
from tabletop_gui.view.games.pilus import messages as pilus_messages
from tabletop_gui.view.games.pylos import messages as pylos_messages

ROOT = Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "translations"

translate = QCoreApplication.translate


def translations(language: str):
    """(context, source, text) for every translation (each plural form) of ``language``."""
    for ctx in ET.parse(TS_DIR / f"tabletop_gui_{language}.ts").getroot().iter("context"):
        name = ctx.findtext("name")
        for m in ctx.iter("message"):
            tr = m.find("translation")
            for text in [f.text for f in tr.findall("numerusform")] or [tr.text]:
                yield name, m.findtext("source"), text or ""


@pytest.fixture
def speak(qapp, english_after):
    """Switch the interface's language through the LanguageManager."""
    manager = i18n.LanguageManager()

    def set_language(code):
        assert manager.set_language(code, save=False) == code
        QApplication.processEvents()
    return set_language


# ---- Czech: "vy", never "ty" ---------------------------------------------------------------------
#: the second person singular: pronouns, "být", verbs in -š, imperatives of the app's verbs
INFORMAL_CS = re.compile(
    r"\b(?:tvůj|tvoje?|tvá|tvé|tvého|tvému|tvým|tvých|tvou|tebe|tobě|tebou|jsi|"
    r"klikni|polož|vyber|otoč|stiskni|počkej|napiš|zvol|posuň|odeber|pasuj|zahraj|táhni|zkus|"
    r"pokračuj|podívej|předej|vezmi|nech|\w+(?:eš|áš|íš|ěš))\b", re.IGNORECASE)
#: words in -š that are not the informal second person: "too", the formal and the first person
#: plural's "your"/"our"
NOT_INFORMAL_CS = {"příliš", "váš", "náš"}


def informal(text: str) -> list[str]:
    return [w for w in INFORMAL_CS.findall(text) if w.lower() not in NOT_INFORMAL_CS]


def test_the_informal_czech_finder_finds_informal_czech():
    assert informal("při nejlepší hře vyhraješ za 2 tahy") == ["vyhraješ"]
    assert informal("Klikni na tvůj dílek, máš ho v ruce") == ["Klikni", "tvůj", "máš"]
    assert informal("při nejlepší hře vyhrajete; příliš málo políček; Váš zásobník") == []


def test_czech_speaks_formally_everywhere():
    found = [(ctx, source, text, informal(text)) for ctx, source, text in translations("cs")
             if informal(text)]
    for path in sorted((ROOT / "resources" / "rules").glob("*.cs.html")):
        plain = re.sub(r"<[^>]*>", " ", path.read_text(encoding="utf-8"))
        found += [(path.name, "", "", informal(plain))] if informal(plain) else []
    assert found == []


def test_czech_hint_says_vyhrajete(speak):
    speak("cs")
    assert translate("HintPresenter", "you win in %n turn(s) with best play", "", 3) == \
        "při nejlepší hře vyhrajete za 3 tahy"


# ---- Romanian: the light and the dark spheres ---------------------------------------------------
def test_romanian_names_the_players_by_their_spheres():
    """"Deschis"/"Închis" alone read as open/closed: never the name of a player."""
    name = re.compile(r"\b(?:Deschis|Închis)\b")
    assert [(c, s, t) for c, s, t in translations("ro") if name.search(t)] == []
    colours = [(c, s, t) for c, s, t in translations("ro") if re.search(r"\b(?:Light|Dark)\b", s)]
    assert len(colours) >= 8
    assert [(c, s, t) for c, s, t in colours if not re.search(r"\bbile(?:le|lor)\b", t, re.I)] == []


def test_romanian_sentences_read_with_the_plural_player(speak):
    speak("ro")
    assert pylos_messages.colour_name("light") == "bilele deschise"
    assert pylos_messages.colour_name("dark") == "bilele închise"
    assert translate("Pylos", "Light") == "Bilele deschise"
    assert translate("MainWindow", "%1 to move").replace("%1", pylos_messages.colour_name("dark")) \
        == "Mută bilele închise"
    assert pylos_messages.game_over_message("light", "reserve") == \
        "Câștigă bilele deschise: bilele închise au rămas fără rezervă."
    assert pylos_messages.game_over_message("dark", "top") == \
        "Câștigă bilele închise, prin bila pusă în vârful piramidei."
    sentences = [pylos_messages.game_over_message(c, r) for c in ("light", "dark")
                 for r in ("top", "reserve", "")]
    sentences += [pylos_messages.status_message(step, c, computer=computer) for c in ("light", "dark")
                  for step in ("choose", "raise", "take_first", "take_second", "inactive")
                  for computer in (False, True)]
    for text in sentences:
        assert "bilele" in text, text
        assert text[0].isupper(), text          # the name never starts a sentence in lower case
        assert "lui bilele" not in text, text   # no genitive of a singular name


# ---- Spanish: the turn, not the game, starts again -----------------------------------------------
def test_spanish_start_turn_again_names_the_turn(speak):
    speak("es")
    text = translate("MainWindow", "Start turn &again")
    assert "turno" in text and "Empezar de nuevo" not in text, text


# ---- plural forms: "at least 1 square" ----------------------------------------------------------
@pytest.mark.parametrize("language, level, expected", [
    ("en", 2, "Colour match short: on level 2, at least 1 square must match the colours below."),
    ("en", 3, "Colour match short: on level 3, at least 2 squares must match the colours below."),
    ("es", 2, "Faltan colores que coincidan: en el nivel 2 debe coincidir con los colores de "
              "debajo al menos 1 cuadrado."),
    ("ro", 4, "Prea puține culori potrivite: pe nivelul 4 cel puțin 3 pătrate trebuie să se "
              "potrivească cu culorile de dedesubt."),
    ("cs", 2, "Málo shodných barev: v 2. patře se musí aspoň 1 políčko shodovat s barvou pod "
              "sebou."),
    ("cs", 5, "Málo shodných barev: v 5. patře se musí aspoň 4 políčka shodovat s barvami pod "
              "sebou."),
])
def test_the_colour_match_count_is_a_plural(speak, language, level, expected):
    speak(language)
    assert pilus_messages.placement_message("colour_match_short", level) == expected


def test_a_typed_turn_short_of_colour_match_shows_no_placeholder():
    """Typed notation reports the code alone (no level): a sentence without %1 or %2."""
    text = pilus_messages.illegal_move_text("colour_match_short")
    assert "%" not in text and "Colour match short" in text


# ---- a shared PILUS win --------------------------------------------------------------------------
@pytest.mark.parametrize("language, two, three", [
    ("en", "Ana and Bo", "Ana, Bo and Cy"),
    ("es", "Ana y Bo", "Ana, Bo y Cy"),
    ("ro", "Ana și Bo", "Ana, Bo și Cy"),
    ("cs", "Ana a Bo", "Ana, Bo a Cy"),
])
def test_winners_are_joined_in_the_language(speak, language, two, three):
    speak(language)
    assert messages.names_list(["Ana"]) == "Ana"
    assert messages.names_list(["Ana", "Bo"]) == two
    assert messages.names_list(["Ana", "Bo", "Cy"]) == three
    text = pilus_messages.game_over_message([0, 1], ["Ana", "Bo", "Cy"], [40, 40, 3])
    assert two in text and "&" not in text


def test_a_name_that_looks_like_a_placeholder_stays_as_typed():
    assert messages.names_list(["%2", "Bo %1"]) == "%2 and Bo %1"


#: seed 16, two players, each choosing at random (random.Random(16)): the game ends 18 to 18
TIE_SEED = 16


@pytest.mark.gl
def test_a_shared_win_on_the_window_joins_the_names_in_the_language(make_window, qtbot):
    from tabletop_gui.rules import pilus
    from tests.i18n.conftest import switch

    state = pilus.new_game(2, seed=TIE_SEED, first=0)
    rng = random.Random(TIE_SEED)
    turns = []
    while state.result is None:
        turn = rng.choice(state.legal_moves())
        turns.append(str(turn))
        state = state.play(turn)
    assert len(state.result) == 2
    window = make_window("pylos")
    switch(qtbot, window, "en")        # English's plural forms, as at a start in English
    window.model.new_game("pilus", {"players": 2, "seed": TIE_SEED, "first": 0,
                                    "names": ["Ana", "Bo"]}, ["human", "human"])
    for turn in turns:
        assert window.model.try_move(turn), turn
    assert window.model.is_over()
    card = window.ending.card
    qtbot.waitUntil(card.isVisible)
    assert window.turn_label.text() == "Shared win: Ana and Bo"
    assert card.title() == "Shared win: Ana and Bo"
    assert window.status_label.text().startswith("Ana and Bo share the win with 18 points.")
    switch(qtbot, window, "es")
    assert window.turn_label.text() == "Victoria compartida: Ana y Bo"
    assert card.title() == "Victoria compartida: Ana y Bo"
    assert window.controller.game_over_text().startswith(
        "Ana y Bo comparten la victoria con 18 puntos.")
    card.dismiss()


# ---- Spanish and Romanian: the verb agrees with who won (#51) -----------------------------------
#: one person against the computer, and a game the computer plays against itself
VERSUS = ["human", "computer:medium"]
WATCHED = ["computer:easy", "computer:hard"]
PEOPLE = ["human", "human"]


def test_spanish_a_colour_wins_in_the_plural_the_computer_in_the_singular(speak):
    """"Ganan Claras" (the players of the light spheres), but "Gana Ordenador — Medio": the
    computer is one player."""
    speak("es")
    assert pylos_messages.result_short("dark", VERSUS) == "Gana Ordenador — Medio"
    assert pylos_messages.result_short("dark", PEOPLE) == "Ganan Oscuras"
    assert pylos_messages.game_over_message("dark", "top", VERSUS).startswith(
        "Gana Ordenador — Medio ")
    assert pylos_messages.game_over_message("dark", "", VERSUS) == "Gana Ordenador — Medio."
    assert pylos_messages.game_over_message("light", "", PEOPLE) == "Ganan Claras."
    assert pylos_messages.game_over_message("light", "reserve", WATCHED).startswith(
        "Gana Ordenador — Fácil: ")
    assert pylos_messages.game_over_message("light", "reserve", PEOPLE).startswith(
        "Ganan Claras: ")
    for reason in ("top", "reserve", ""):
        for winner in ("light", "dark"):
            text = pylos_messages.game_over_message(winner, reason, WATCHED)
            assert text.startswith("Gana Ordenador"), text
            text = pylos_messages.game_over_message(winner, reason, PEOPLE)
            assert text.startswith("Ganan "), text


def test_spanish_the_analysis_says_the_colours_win_in_the_plural(speak):
    from tabletop_gui.view.games.pylos.analysis_list import position_words

    class Value:
        def __init__(self, outcome):
            self.outcome, self.plies = outcome, 3

    speak("es")
    assert position_words("light", [Value("win")], True) == "Con el mejor juego ganan Claras."
    assert position_words("dark", [Value("loss")], True) == "Con el mejor juego pierden Oscuras."


def test_romanian_a_computer_is_left_without_reserve_in_the_singular(speak):
    speak("ro")
    assert pylos_messages.game_over_message("light", "reserve", WATCHED) == \
        "Câștigă Calculator — Ușor: Calculator — Greu a rămas fără rezervă."
    assert pylos_messages.game_over_message("light", "reserve", PEOPLE) == \
        "Câștigă bilele deschise: bilele închise au rămas fără rezervă."


# ---- Spanish: "tú" throughout, never "vosotros" ---------------------------------------------------
#: the second person plural: pronouns and the verbs' -áis / -éis / -ís endings, and its imperatives
VOSOTROS_ES = re.compile(r"\b(?:vosotros|vosotras|vuestr[oa]s?|os|\w+(?:áis|éis|ís)|"
                         r"\w+(?:ad|ed|id))\b", re.IGNORECASE)
#: words that end so and are not "vosotros": "país", "maíz" and the like, "red", "pared", "sed"
NOT_VOSOTROS_ES = {"país", "países", "red", "pared", "sed", "usted", "ciudad", "verdad",
                   "mitad", "edad", "unidad", "cantidad", "calidad", "capacidad", "velocidad",
                   "dificultad", "posibilidad", "variedad", "privacidad", "oscuridad",
                   "claridad", "opacidad", "visibilidad", "profundidad", "seguridad",
                   "prioridad", "actividad", "comunidad", "propiedad", "identidad", "novedad",
                   "totalidad", "facilidad", "libertad", "lealtad", "amistad", "voluntad",
                   "soledad", "humedad", "necesidad", "bondad", "maldad", "realidad",
                   "intensidad", "ad", "ed", "id", "compatibilidad", "disponibilidad",
                   "accesibilidad", "legibilidad", "paridad", "luminosidad", "mayoría"}


def vosotros(text: str) -> list[str]:
    return [w for w in VOSOTROS_ES.findall(text) if w.lower() not in NOT_VOSOTROS_ES
            and not w.lower().endswith("dad")]


def test_the_vosotros_finder_finds_vosotros():
    assert vosotros("Compartís la victoria; elegid una loseta") == ["Compartís", "elegid"]
    assert vosotros("Comparten la victoria en este país; elige una loseta de la red") == []


def test_spanish_speaks_to_one_player_as_tu_everywhere():
    """The file speaks to the player as "tú" ("Coloca una bola", "tu reserva"): never the
    plural "vosotros" ("compartís", "colocad"), not even between several people."""
    found = [(ctx, source, text, vosotros(text)) for ctx, source, text in translations("es")
             if vosotros(text)]
    for path in sorted((ROOT / "resources" / "rules").glob("*.es.html")):
        plain = re.sub(r"<[^>]*>", " ", path.read_text(encoding="utf-8"))
        found += [(path.name, "", "", vosotros(plain))] if vosotros(plain) else []
    assert found == []


def test_spanish_review_axis_says_the_computer_wins_in_the_singular(qtbot, speak):
    from tabletop_gui.view.review_chart import ReviewChart

    speak("es")
    chart = ReviewChart()
    qtbot.addWidget(chart)
    chart.set_seats(translate("Pylos", "Light"), translate("Pylos", "Dark"),
                    ["human", "computer:medium"])
    ticks = chart.plot.getPlotItem().getAxis("left")._tickLevels[0]
    assert [label for _, label in ticks] == ["Ganas", "Tablas", "Gana Ordenador — Medio"]
