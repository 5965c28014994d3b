"""Per-game adapters: everything the model needs to know about one game, behind one interface.

The model is game-agnostic; a :class:`GameSpec` tells it how to start a game, whose seat is to
move, how to read a move from notation and how to describe one for the move list. PILUS joins by
adding a spec here (``register_game``); tests register a toy game the same way.
"""

from __future__ import annotations

from typing import Any, Dict, List, Mapping, Optional, Sequence

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP
from PySide6.QtGui import QColor

SEAT_KINDS = ("human", "computer")


class GameSpec:
    """Base class; subclasses fill in the game-specific parts."""

    name: str = ""
    #: translated with context "Games" when shown
    title: str = ""
    #: seat codes, in seat order (Pylos: ``("light", "dark")``)
    seat_names: Sequence[str] = ()
    default_options: Mapping[str, Any] = {}

    # ---- options and seats -------------------------------------------------------------
    def normalize_options(self, options: Optional[Mapping[str, Any]]) -> Dict[str, Any]:
        """Defaults filled in; raises :class:`ValueError` naming the bad option."""
        raise NotImplementedError

    def seat_count(self, options: Mapping[str, Any]) -> int:
        return len(self.seat_names)

    def default_seats(self, options: Mapping[str, Any]) -> List[str]:
        return ["human"] * self.seat_count(options)

    def seat_name(self, index: int) -> str:
        """The code of seat ``index`` ("light", "dark"; PILUS: "p1".. later)."""
        return self.seat_names[index]

    def seat_label(self, index: int) -> str:
        """Translated label of a seat, for the side panel and messages."""
        return self.seat_name(index)

    def seat_colour(self, index: int) -> QColor:
        return QColor("gray")

    # ---- states and moves --------------------------------------------------------------
    def new_state(self, options: Mapping[str, Any]) -> Any:
        raise NotImplementedError

    def seat_of(self, state: Any) -> int:
        """Index of the seat to move in ``state``."""
        raise NotImplementedError

    def is_over(self, state: Any) -> bool:
        return state.result is not None

    def end_reason(self, state: Any) -> str:
        return str(getattr(state, "end_reason", "") or "")

    def move_from_text(self, state: Any, text: str) -> Any:
        """A legal move of ``state`` from its notation; raises the rules' errors."""
        raise NotImplementedError

    def notation(self, move: Any) -> str:
        return str(move)

    def pretty(self, move: Any) -> str:
        """Notation as the move list shows it."""
        return self.notation(move)

    def describe(self, move: Any) -> Dict[str, Any]:
        """Per-turn details for the move list (codes, not sentences)."""
        return {}

    def tooltip(self, seat: int, move: Any) -> str:
        return f"{self.seat_label(seat)}: {self.pretty(move)}"


class PylosSpec(GameSpec):
    name = "pylos"
    title = QT_TRANSLATE_NOOP("Games", "Pylos")
    seat_names = ("light", "dark")
    default_options = {"variant": "standard", "first": "light"}
    _LABELS = (QT_TRANSLATE_NOOP("Pylos", "Light"), QT_TRANSLATE_NOOP("Pylos", "Dark"))
    _COLOURS = ("#efe3c4", "#5b3a24")

    @staticmethod
    def _rules():
        from tabletop_gui.rules import pylos  # imported late: the rules are the lead's module

        return pylos

    def normalize_options(self, options: Optional[Mapping[str, Any]]) -> Dict[str, Any]:
        pylos = self._rules()
        out = dict(self.default_options)
        out.update(options or {})
        if set(out) != set(self.default_options):
            raise ValueError("options")
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

    def seat_of(self, state: Any) -> int:
        return self.seat_names.index(state.to_move)

    def move_from_text(self, state: Any, text: str) -> Any:
        return self._rules().parse_move(text.strip(), state)

    def pretty(self, move: Any) -> str:
        return str(move).replace("x", " x")  # "1a1-2b2 x2b2 x1c3"

    def describe(self, move: Any) -> Dict[str, Any]:
        return {
            "kind": "raise" if move.src else "place",
            "src": move.src,
            "dst": move.dst,
            "takes": list(move.takes),
        }

    def tooltip(self, seat: int, move: Any) -> str:
        tr = QCoreApplication.translate
        who = self.seat_label(seat)
        if move.src:
            text = tr("Pylos", "%1 raises %2 to %3").replace("%2", move.src).replace("%3", move.dst)
        else:
            text = tr("Pylos", "%1 places on %3").replace("%3", move.dst)
        text = text.replace("%1", who)
        if move.takes:
            text += tr("Pylos", ", takes back %1").replace("%1", ", ".join(move.takes))
        return text


_GAMES: Dict[str, GameSpec] = {}


def register_game(spec: GameSpec) -> None:
    _GAMES[spec.name] = spec


def unregister_game(name: str) -> None:
    _GAMES.pop(name, None)


def game_spec(name: str) -> GameSpec:
    """The spec of a game; :class:`KeyError` for an unknown one."""
    return _GAMES[name]


def game_names() -> List[str]:
    return list(_GAMES)


register_game(PylosSpec())
