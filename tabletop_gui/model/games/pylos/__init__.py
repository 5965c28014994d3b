"""Pylos as the model sees it: options (variant, who starts), the two seats, the notation."""

from __future__ import annotations

from types import ModuleType
from typing import Any, Dict, Mapping, Optional

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QColor

from ...tr import QT_TRANSLATE_NOOP
from ..base import GameSpec


class PylosWords(QObject):
    """The move list's sentences with a count: lupdate marks ``self.tr(..., n)`` as plural."""

    def raised_and_took(self, n: int) -> str:
        return self.tr("%1 raised a sphere to level %2 and took back %n sphere(s)", "", n)

    def placed_on_level_and_took(self, n: int) -> str:
        return self.tr("%1 placed a sphere on level %2 and took back %n sphere(s)", "", n)

    def placed_and_took(self, n: int) -> str:
        return self.tr("%1 placed a sphere and took back %n sphere(s)", "", n)


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

    def tooltip(self, seat: int, move: Any) -> str:
        who = self.seat_label(seat)
        if move.src:
            text = (QCoreApplication.translate("Pylos", "%1 raises %2 to %3")
                    .replace("%2", move.src).replace("%3", move.dst))
        else:
            text = QCoreApplication.translate("Pylos", "%1 places on %3").replace("%3", move.dst)
        text = text.replace("%1", who)
        if move.takes:
            takes = ", ".join(move.canonical_order_takes)
            text += QCoreApplication.translate("Pylos", ", takes back %1").replace("%1", takes)
        return text


    def words(self, seat: int, move: Any, after: Any) -> str:
        """"Light placed a sphere", "Dark raised a sphere to level 2 and took back 2
        spheres", "Light placed the top sphere"."""
        level = int(move.dst[0])
        takes = len(move.takes)
        translate = QCoreApplication.translate
        words = PylosWords()
        if move.src:
            text = (words.raised_and_took(takes) if takes
                    else translate("PylosWords", "%1 raised a sphere to level %2"))
        elif level == _TOP:
            text = translate("PylosWords", "%1 placed the top sphere")
        elif level > 1:
            text = (words.placed_on_level_and_took(takes) if takes
                    else translate("PylosWords", "%1 placed a sphere on level %2"))
        else:
            text = (words.placed_and_took(takes) if takes
                    else translate("PylosWords", "%1 placed a sphere"))
        # the level's number held to its word, as PILUS's sentences are ("level 2", Czech
        # "do 2. patra"): a wrapped row never reads "level / 2"
        text = text.replace(" %2", NBSP + "%2").replace("%2. ", "%2." + NBSP)
        return text.replace("%1", self.seat_label(seat)).replace("%2", str(level))


NBSP = "\u00a0"


_TOP = 4    # the level of the sphere that crowns the pyramid


SPEC = PylosSpec()

__all__ = ["PylosSpec", "SPEC"]
