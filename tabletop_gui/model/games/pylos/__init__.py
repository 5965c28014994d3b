"""Pylos as the model sees it: options (variant, who starts), the two seats, the notation."""

from __future__ import annotations

import re
from types import ModuleType
from typing import Any, Dict, Mapping, Optional, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from ...tr import QT_TRANSLATE_NOOP
from ..base import GameSpec


class PylosSpec(GameSpec):
    name = "pylos"
    title = QT_TRANSLATE_NOOP("Games", "Pylos")
    credit = QT_TRANSLATE_NOOP("Games", "Pylos is a game published by Gigamic.")
    tagline = QT_TRANSLATE_NOOP("Games", "Two players build a pyramid of 30 spheres; whoever "
                                         "places the sphere on the top wins.")
    seat_names = ("light", "dark")
    default_options = {"variant": "standard", "first": "light"}
    _LABELS = (QT_TRANSLATE_NOOP("Pylos", "Light"), QT_TRANSLATE_NOOP("Pylos", "Dark"))
    _COLOURS = ("#efe3c4", "#5b3a24")

    @staticmethod
    def _rules() -> ModuleType:
        # imported on first use: the start page paints before the rules load (test_early_paint)
        from tabletop_gui.rules import pylos

        return pylos

    def normalize_options(self, options: Optional[Mapping[str, Any]]) -> Dict[str, Any]:
        out = dict(self.default_options)
        out.update(options or {})
        if out == self.default_options:
            return out          # (valid: a test checks; the rules load later, not for this)
        if set(out) != set(self.default_options):
            raise ValueError("options")
        pylos = self._rules()
        if out["variant"] not in pylos.VARIANTS:
            raise ValueError("variant")
        if out["first"] not in pylos.COLOURS:
            raise ValueError("first")
        return out

    def seat_label(self, index: int) -> str:
        return QCoreApplication.translate("Pylos", self._LABELS[index])

    def seat_colour(self, index: int) -> QColor:
        return QColor(self._COLOURS[index])

    def new_state(self, options: Mapping[str, Any]) -> Any:
        return self._rules().new_game(variant=options["variant"], first=options["first"])

    def result(self, state: Any) -> Any:
        # saved files have always carried the winner's colour or "draw"
        return state.result

    def pretty(self, move: Any) -> str:
        return str(move).replace("x", " x")  # "1a1-2b2 x2b2 x1c3"

    def describe(self, move: Any) -> Dict[str, Any]:
        return {
            "kind": "raise" if move.src else "place",
            "src": move.src,
            "dst": move.dst,
            "takes": list(move.canonical_order_takes),   # equal moves describe alike
        }

    def tooltip(self, seat: int, move: Any, seats: Optional[Sequence[str]] = None) -> str:
        # (seats reads the AI's levels: not before the first paint)
        from ...seats import is_you, who_sits

        label = self.seat_label(seat)
        who = label if seats is None else who_sits(seats, seat, label)
        you = seats is not None and is_you(seats, seat)
        if move.src:
            text = (QCoreApplication.translate("Pylos", "You raise %2 to %3") if you
                    else QCoreApplication.translate("Pylos", "%1 raises %2 to %3"))
            text = text.replace("%2", move.src).replace("%3", move.dst)
        else:
            text = (QCoreApplication.translate("Pylos", "You place on %3") if you
                    else QCoreApplication.translate("Pylos", "%1 places on %3"))
            text = text.replace("%3", move.dst)
        text = text.replace("%1", who)
        if move.takes:
            takes = ", ".join(move.canonical_order_takes)
            text += QCoreApplication.translate("Pylos", ", takes back %1").replace("%1", takes)
        return text


    def words(self, seat: int, move: Any, after: Any,
              seats: Optional[Sequence[str]] = None) -> str:
        """What the turn did, each place named as the board's engraving names it (the column's
        letter and the row's number) with its level: "Light placed a sphere on b3, level 1",
        "Dark raised a1, level 1, to b2, level 2, and took back c3, level 1",
        "Light placed the top sphere". With the game's ``seats``, the mover as the table names
        them (:func:`~tabletop_gui.model.seats.who_sits`): "You placed…" for the one person
        against the computer, "Computer — Medium raised…"; the colours between people."""
        # (seats reads the AI's levels: not before the first paint)
        from ...seats import is_you, who_sits

        label = self.seat_label(seat)
        who = label if seats is None else who_sits(seats, seat, label)
        you = seats is not None and is_you(seats, seat)
        if not move.src and int(move.dst[0]) == _TOP:
            if you:
                return QCoreApplication.translate("PylosWords", "You placed the top sphere")
            text = QCoreApplication.translate("PylosWords", "%1 placed the top sphere")
            return text.replace("%1", who)
        places = ([move.src] if move.src else []) + [move.dst] + list(move.takes)
        text = (_you_sentence if you else _sentence)(bool(move.src), len(move.takes))
        # a level's number held to its word, and a place's name to the word before it, as
        # PILUS's sentences hold theirs: a wrapped row never reads "level / 2" or "on / b3"
        text = re.sub(r" (%[2-9])", NBSP + r"\1", text)
        text = re.sub(r"(%[2-9]\.) ", r"\1" + NBSP, text)
        values = [who]
        for place in places:
            values += [place_name(place), place[0]]
        # one pass: a value is never read again as a placeholder
        return re.sub(r"%([1-9])", lambda m: values[int(m.group(1)) - 1], text)


def column_letters() -> Sequence[str]:
    """The columns' letters as the board engraves them (the same translations as
    ``view.games.pylos.scene.board_labels``), so the words name what a player reads there."""
    translate = QCoreApplication.translate
    return [translate("PylosBoard", "a", "column letter engraved on the board, as in moves"),
            translate("PylosBoard", "b", "column letter engraved on the board, as in moves"),
            translate("PylosBoard", "c", "column letter engraved on the board, as in moves"),
            translate("PylosBoard", "d", "column letter engraved on the board, as in moves")]


def place_name(place: str) -> str:
    """A place without its level, as the board's rim names it: "1b3" -> "b3" (a place higher up
    by its column and row on that level, as the notation counts them, docs/RULES.md §1.8)."""
    return column_letters()["abcd".index(place[1])] + place[2]


def _sentence(raised: bool, takes: int) -> str:
    """The sentence of a turn, its places and their levels as %2 and %3, %4 and %5...: the
    raised sphere's place before its destination, then each sphere taken back, in the order
    they were taken. Whole sentences, so each language words and orders them as it must."""
    translate = QCoreApplication.translate
    if raised:
        return (translate("PylosWords", "%1 raised %2, level %3, to %4, level %5"),
                translate("PylosWords", "%1 raised %2, level %3, to %4, level %5, and took back "
                                        "%6, level %7"),
                translate("PylosWords", "%1 raised %2, level %3, to %4, level %5, and took back "
                                        "%6, level %7, and %8, level %9"))[takes]
    return (translate("PylosWords", "%1 placed a sphere on %2, level %3"),
            translate("PylosWords", "%1 placed a sphere on %2, level %3, and took back %4, "
                                    "level %5"),
            translate("PylosWords", "%1 placed a sphere on %2, level %3, and took back %4, "
                                    "level %5, and %6, level %7"))[takes]


def _you_sentence(raised: bool, takes: int) -> str:
    """:func:`_sentence`, said to the one person playing against the computer ("You placed a
    sphere on b3, level 1"): the same places, no %1."""
    translate = QCoreApplication.translate
    if raised:
        return (translate("PylosWords", "You raised %2, level %3, to %4, level %5"),
                translate("PylosWords", "You raised %2, level %3, to %4, level %5, and took back "
                                        "%6, level %7"),
                translate("PylosWords", "You raised %2, level %3, to %4, level %5, and took back "
                                        "%6, level %7, and %8, level %9"))[takes]
    return (translate("PylosWords", "You placed a sphere on %2, level %3"),
            translate("PylosWords", "You placed a sphere on %2, level %3, and took back %4, "
                                    "level %5"),
            translate("PylosWords", "You placed a sphere on %2, level %3, and took back %4, "
                                    "level %5, and %6, level %7"))[takes]


NBSP = "\u00a0"


_TOP = 4    # the level of the sphere that crowns the pyramid


SPEC = PylosSpec()

__all__ = ["PylosSpec", "SPEC"]
