"""Seat codes: ``"human"``, ``"computer"`` (the default level) or ``"computer:<level>"`` with a
level of :data:`AI_LEVELS` -- the AI's own :data:`tabletop_gui.ai.LEVELS`, the one list of them.

The translated titles of the levels and of the seat choices are here too, once, for every
dialog that offers them (context ``"Dialogs"``, as the New Game dialog has always used).
"""

from __future__ import annotations

from typing import Any, Optional, Sequence, Tuple

from PySide6.QtCore import QCoreApplication

from ..ai import DEFAULT_LEVEL, LEVELS
from .tr import QT_TRANSLATE_NOOP

AI_LEVELS: Tuple[str, ...] = tuple(LEVELS)
DEFAULT_AI_LEVEL: str = DEFAULT_LEVEL
HUMAN = "human"
COMPUTER = "computer"

# each level's title as a seat choice (lupdate reads the literals; translate at use)
_LEVEL_SEAT_TITLES = {
    "beginner": QT_TRANSLATE_NOOP("Dialogs", "Computer — Beginner"),
    "easy": QT_TRANSLATE_NOOP("Dialogs", "Computer — Easy"),
    "medium": QT_TRANSLATE_NOOP("Dialogs", "Computer — Medium"),
    "hard": QT_TRANSLATE_NOOP("Dialogs", "Computer — Hard"),
    "expert": QT_TRANSLATE_NOOP("Dialogs", "Computer — Expert"),
}
_PERSON_TITLE = QT_TRANSLATE_NOOP("Dialogs", "Person")
assert set(_LEVEL_SEAT_TITLES) == set(AI_LEVELS), "a level of the AI has no title here"

# (seat code, untranslated title) for every seat a dialog offers: a person, then the computer
# at each level, weakest first. Translate the title with ``QCoreApplication.translate(
# "Dialogs", title)`` or :func:`seat_title`.
SEAT_CHOICES: Tuple[Tuple[str, str], ...] = ((HUMAN, _PERSON_TITLE),) + tuple(
    (f"{COMPUTER}:{level}", _LEVEL_SEAT_TITLES[level]) for level in AI_LEVELS)


def seat_is_computer(code: str) -> bool:
    """``"computer"`` or ``"computer:<level>"``."""
    return isinstance(code, str) and (code == COMPUTER or code.startswith(COMPUTER + ":"))


def seat_level(code: str) -> Optional[str]:
    """The level of a computer seat code (plain ``"computer"``: the default level); None for
    a person's seat."""
    if not seat_is_computer(code):
        return None
    return DEFAULT_AI_LEVEL if code == COMPUTER else code.partition(":")[2]


def seat_code_ok(code: Any) -> bool:
    """A seat code the model accepts (and a game file may hold)."""
    if code == HUMAN:
        return True
    return seat_is_computer(code) and seat_level(code) in AI_LEVELS


def level_title(level: str) -> str:
    """The translated title of an AI level as a seat ("Computer — Medium")."""
    return QCoreApplication.translate("Dialogs", _LEVEL_SEAT_TITLES[level])


def seat_title(code: str) -> str:
    """The translated title of a seat code ("Person", "Computer — Expert")."""
    level = seat_level(code)
    if level is None:
        return QCoreApplication.translate("Dialogs", _PERSON_TITLE)
    return level_title(level)


# the one person playing against the computer, as the table names them
_YOU = QT_TRANSLATE_NOOP("Seats", "You")


def is_you(seats: Sequence[str], index: int) -> bool:
    """Seat ``index`` is the one person's of a game against the computer: the table calls
    them "You" (:func:`who_sits`), and its sentences speak to them ("You win")."""
    return (not seat_is_computer(seats[index])
            and sum(1 for other in seats if not seat_is_computer(other)) == 1)


def default_name(index: int) -> str:
    """The name of a seat nobody named: "Player 2", in the current language."""
    return QCoreApplication.translate("Seats", "Player %1").replace("%1", str(index + 1))


def naming(name: str, sentence: str, for_default: str) -> str:
    """``sentence`` with ``name`` for its %1, or for a seat nobody named (``name`` is a
    :func:`default_name`) ``for_default`` with the seat's number for it: some languages need
    an article before the default name and none before a person's ("al Jugador 2", "a Ana";
    "Turno del Jugador 2", "Turno de Ana"), so each such sentence has both."""
    number = default_number(name)
    if number is not None:
        return for_default.replace("%1", number)
    return sentence.replace("%1", name)


def default_number(name: str) -> Optional[str]:
    """The seat's number when ``name`` is a :func:`default_name` ("Player 2": "2"), else None."""
    head, _, tail = QCoreApplication.translate("Seats", "Player %1").partition("%1")
    if not (name.startswith(head) and name.endswith(tail)) or len(name) <= len(head) + len(tail):
        return None
    number = name[len(head):len(name) - len(tail)] if tail else name[len(head):]
    return number if number.isdigit() else None


def spoken(name: str) -> str:
    """``name`` as a sentence says it: a default name with its article ("el Jugador 2"), any
    other name as it is."""
    number = default_number(name)
    if number is None:
        return name
    return QCoreApplication.translate(
        "Seats", "Player %1", "a default seat name inside a sentence, with its article if the "
        "language needs one").replace("%1", number)


def in_sentence(sentence: str, name: str, key: str = "%1") -> str:
    """``sentence`` with ``name`` as :func:`spoken` says it for its ``key``, the sentence's
    first letter capital when the name begins it ("El Jugador 2 pasa"). For a sentence where
    the name follows a word that merges with the article ("al Jugador 2", "del Jugador 2"),
    :func:`naming` with a sentence of its own."""
    said = spoken(name)
    text = sentence.replace(key, said)
    if said != name and sentence.startswith(key) and text:
        text = text[0].upper() + text[1:]
    return text


def who_sits(seats: Sequence[str], index: int, label: str) -> str:
    """Who sits in seat ``index`` of a game with ``seats``, as the table names them: "You" for
    the one person of a game against the computer, the computer's level ("Computer — Medium")
    for a computer seat ("Computer — Medium (Light)" when two computers play at one level),
    else ``label``, the seat's own name (a PILUS player's name or
    "Player 2"; Pylos's colour): among several people, "You" would say nobody."""
    code = seats[index]
    if seat_is_computer(code):
        title = seat_title(code)
        if sum(1 for other in seats if seat_is_computer(other)
               and seat_level(other) == seat_level(code)) > 1:
            # two computers of one level (a watched game): the seat's own name tells them
            # apart
            return (QCoreApplication.translate("Seats", "%1 (%2)", "a computer seat: its level, "
                                               "then the seat's own name")
                    .replace("%2", label).replace("%1", title))
        return title
    if is_you(seats, index):
        return QCoreApplication.translate("Seats", _YOU)
    return label


__all__ = ["AI_LEVELS", "DEFAULT_AI_LEVEL", "SEAT_CHOICES", "seat_is_computer", "seat_level",
           "seat_code_ok", "level_title", "seat_title", "is_you", "who_sits", "default_number",
           "spoken", "in_sentence", "naming", "default_name"]
