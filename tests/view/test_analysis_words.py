"""The analysis board's words for values (issue #52): a distance where known, the outcome alone
where not, the best first."""

import pytest

from tabletop_gui.ai.pylos.review import Value
from tabletop_gui.view.games.pylos.analysis_list import position_words, sort_key, value_words


@pytest.fixture
def english(qapp):
    """English as the app sets it (its plural forms come from its own .ts)."""
    from tabletop_gui.model import i18n

    languages = i18n.LanguageManager()
    languages.set_language("en")
    return languages


def test_values_in_words(english):
    assert value_words(Value("win", 5, "solver")) == "Wins in 5 turns"
    assert value_words(Value("win", 1, "rules")) == "Wins in 1 turn"
    assert value_words(Value("loss", 8, "solver")) == "Loses in 8 turns"
    assert value_words(Value("win", None, "book")) == "Win"
    assert value_words(Value("loss", None, "book")) == "Loss"
    assert value_words(Value("draw", None, "book")) == "Draw"
    assert value_words(Value(None)) == "Not known"


def test_the_best_first_the_latest_loss_before_a_quicker_one():
    values = [Value("loss", 3), Value(None), Value("win", None), Value("draw"),
              Value("win", 7), Value("loss", 9), Value("win", 3), Value("loss", None)]
    ordered = sorted(values, key=sort_key)
    assert ordered == [Value("win", 3), Value("win", 7), Value("win", None), Value("draw"),
                       Value("loss", 9), Value("loss", 3), Value("loss", None), Value(None)]


def test_the_position_in_words():
    assert position_words("dark", [Value("loss", 2), Value("win", 3)], False) == \
        "With best play Dark wins."
    assert position_words("light", [Value("draw")], False) == "Working out the values…"
    assert position_words("light", [Value("draw"), Value("loss")], True) == \
        "With best play the game is drawn."
    assert position_words("light", [Value("loss")], True) == "With best play Light loses."


def test_the_counts_in_another_language(english):
    english.set_language("cs")
    assert value_words(Value("win", 2, "solver")) == "Vyhrává za 2 tahy"
    assert value_words(Value("loss", 5, "solver")) == "Prohrává za 5 tahů"
