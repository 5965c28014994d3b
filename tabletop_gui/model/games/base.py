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
# Seat codes ("human", "computer", "computer:<level>") are defined in .seats.


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

    def with_options(self, options: Mapping[str, Any]) -> "GameSpec":
        """The spec as one game's options see it (PILUS: the players' names and colours in
        labels, tooltips and the move list); most games ignore the options."""
        return self

    def remembered_options(self, options: Mapping[str, Any]) -> Dict[str, Any]:
        """The options New Game remembers for next time (PILUS forgets the seed, so the next
        game is dealt afresh)."""
        return dict(options)

    def player_view(self, state: Any, seat: int) -> Any:
        """What the person in ``seat`` may see of ``state`` (games with hidden information
        return a restricted view; open games the state itself)."""
        return state


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
        who = self.seat_label(seat)
        if move.src:
            text = QCoreApplication.translate("Pylos", "%1 raises %2 to %3").replace("%2", move.src).replace("%3", move.dst)
        else:
            text = QCoreApplication.translate("Pylos", "%1 places on %3").replace("%3", move.dst)
        text = text.replace("%1", who)
        if move.takes:
            text += QCoreApplication.translate("Pylos", ", takes back %1").replace("%1", ", ".join(move.takes))
        return text


#: pawn colours, colour-blind safe (Okabe-Ito) and apart from the tile palette
PAWN_COLOURS = ("#E69F00", "#56B4E9", "#CC79A7", "#D55E00")
PAWN_COLOUR_NAMES = (QT_TRANSLATE_NOOP("Pilus", "Orange"), QT_TRANSLATE_NOOP("Pilus", "Sky blue"),
                     QT_TRANSLATE_NOOP("Pilus", "Purple"), QT_TRANSLATE_NOOP("Pilus", "Vermillion"))
#: pawn shapes, by seat
PAWN_SHAPES = ("circle", "triangle", "square", "star")
MAX_NAME = 40


class PilusSpec(GameSpec):
    """PILUS for 2..4 players. Options: ``players``, ``seed`` (the deal; drawn when missing so a
    saved game replays the same tiles), ``first`` (seat index), ``names`` and ``colours`` (one
    per seat; "" means the default "Player k")."""

    name = "pilus"
    title = QT_TRANSLATE_NOOP("Games", "PILUS")
    seat_names = ("p1", "p2", "p3", "p4")
    default_options = {"players": 2, "seed": None, "first": 0, "names": None, "colours": None}

    def __init__(self, options: Optional[Mapping[str, Any]] = None) -> None:
        self._bound = dict(options) if options is not None else None

    @staticmethod
    def _rules():
        from tabletop_gui.rules import pilus

        return pilus

    def normalize_options(self, options: Optional[Mapping[str, Any]]) -> Dict[str, Any]:
        import random

        out = dict(self.default_options)
        out.update(options or {})
        if set(out) != set(self.default_options):
            raise ValueError("options")
        n = out["players"]
        if not isinstance(n, int) or isinstance(n, bool) or n not in (2, 3, 4):
            raise ValueError("players")
        seed = out["seed"]
        if seed is None:
            seed = random.SystemRandom().randrange(2 ** 31)
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2 ** 63:
            raise ValueError("seed")
        out["seed"] = seed
        first = out["first"]
        if not isinstance(first, int) or isinstance(first, bool) or not 0 <= first < n:
            raise ValueError("first")
        names = out["names"]
        if names is None:
            names = [""] * n
        if (not isinstance(names, list) or len(names) < n
                or any(not isinstance(x, str) for x in names)):
            raise ValueError("names")
        out["names"] = [x.strip()[:MAX_NAME] for x in names[:n]]
        colours = out["colours"]
        if colours is None:
            colours = list(PAWN_COLOURS[:n])
        if (not isinstance(colours, list) or len(colours) < n
                or any(c not in PAWN_COLOURS for c in colours)):
            raise ValueError("colours")
        out["colours"] = list(colours[:n])
        return out

    def seat_count(self, options: Mapping[str, Any]) -> int:
        return int(options["players"])

    def default_seats(self, options: Mapping[str, Any]) -> List[str]:
        return ["human"] + ["computer"] * (self.seat_count(options) - 1)

    def remembered_options(self, options: Mapping[str, Any]) -> Dict[str, Any]:
        out = dict(options)
        out["seed"] = None
        return out

    def with_options(self, options: Mapping[str, Any]) -> "GameSpec":
        return PilusSpec(options)

    def seat_label(self, index: int) -> str:
        names = (self._bound or {}).get("names") or []
        if index < len(names) and names[index]:
            return names[index]
        return QCoreApplication.translate("Pilus", "Player %1").replace("%1", str(index + 1))

    def seat_colour(self, index: int) -> QColor:
        colours = (self._bound or {}).get("colours") or PAWN_COLOURS
        return QColor(colours[index] if index < len(colours) else PAWN_COLOURS[index])

    def new_state(self, options: Mapping[str, Any]) -> Any:
        return self._rules().new_game(players=options["players"], seed=options["seed"],
                                      first=options["first"])

    def seat_of(self, state: Any) -> int:
        return int(state.to_move)

    def end_reason(self, state: Any) -> str:
        if state.result is None:
            return ""
        return "blocked" if any(state.hand_size(p) for p in range(state.players)) else "tiles"

    def move_from_text(self, state: Any, text: str) -> Any:
        return self._rules().parse_move(text.strip(), state)

    def describe(self, move: Any) -> Dict[str, Any]:
        if move.tile is None:
            return {"kind": "pass"}
        return {"kind": "lay", "tile": move.tile, "x": move.x, "y": move.y,
                "pawn": list(move.pawn) if move.pawn is not None else None}

    def tooltip(self, seat: int, move: Any) -> str:
        who = self.seat_label(seat)
        if move.tile is None:
            return QCoreApplication.translate("Pilus", "%1 passes").replace("%1", who)
        text = (QCoreApplication.translate("Pilus", "%1 lays %2 at %3")
                .replace("%2", move.tile).replace("%3", f"{move.x},{move.y}"))
        if move.pawn is not None:
            text += QCoreApplication.translate("Pilus", ", pawn to %1").replace("%1", f"{move.pawn[0]},{move.pawn[1]}")
        return text.replace("%1", who)

    def player_view(self, state: Any, seat: int) -> Any:
        return state.view(seat)


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
register_game(PilusSpec())
