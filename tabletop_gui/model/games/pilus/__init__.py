"""PILUS as the model sees it: 2..4 players with names and pawn colours, the dealt seed, the
notation, and each player's own view of the hidden hands."""

from __future__ import annotations

from types import ModuleType
from typing import Any, Dict, List, Mapping, Optional, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from ...tr import QT_TRANSLATE_NOOP
from ..base import GameSpec

# pawn colours: apart from one another for every eye, colour-blind ones too (orange and sky
# blue of Okabe-Ito, wine and indigo of Paul Tol's palette: tests/view/test_pilus_colours.py
# measures it), and from the tiles' blue, yellow, green and grey, so a pawn never blends into
# the tile it stands on
PAWN_COLOURS = ("#E69F00", "#56B4E9", "#882255", "#332288")
PAWN_COLOUR_NAMES = (QT_TRANSLATE_NOOP("Pilus", "Orange"), QT_TRANSLATE_NOOP("Pilus", "Sky blue"),
                     QT_TRANSLATE_NOOP("Pilus", "Wine"), QT_TRANSLATE_NOOP("Pilus", "Indigo"))
# the pawn colours offered before (reddish purple, vermillion): a file saved with them keeps
# them
FORMER_PAWN_COLOURS = ("#CC79A7", "#D55E00")
# pawn shapes, by seat
PAWN_SHAPES = ("circle", "triangle", "square", "star")
MAX_NAME = 40


# the least time a computer takes to answer a person's scoring turn (ms)
SCORED_PAUSE_MS = 1500


class PilusSpec(GameSpec):
    """PILUS for 2..4 players. Options: ``players``, ``seed`` (the deal; drawn when missing so a
    saved game replays the same tiles), ``first`` (seat index), ``names`` and ``colours`` (one
    per seat; "" means the default "Player k")."""

    name = "pilus"
    title = QT_TRANSLATE_NOOP("Games", "PILUS")
    credit = QT_TRANSLATE_NOOP("Games", "PILUS is a game by Kris J Wolff.")
    tagline = QT_TRANSLATE_NOOP("Games", "Players lay colourful tiles to create regions of "
                                         "colour; the larger and higher off the table, the "
                                         "more points they score.")
    seat_names = ("p1", "p2", "p3", "p4")
    default_options = {"players": 2, "seed": None, "first": 0, "names": None, "colours": None}

    def __init__(self, options: Optional[Mapping[str, Any]] = None) -> None:
        self._bound = dict(options) if options is not None else None

    @staticmethod
    def _rules() -> ModuleType:
        # imported on first use: the start page paints before the rules load (test_early_paint)
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
                or any(c not in PAWN_COLOURS + FORMER_PAWN_COLOURS for c in colours)):
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

    def move_from_text(self, state: Any, text: str) -> Any:
        """The Move field's turn; a pass also in the language's word for it (the word the
        refusal and the field's placeholder write: "pasa")."""
        word = QCoreApplication.translate("Pilus", "pass", "the word the Move field takes for "
                                          "a pass, as its placeholder and refusal write it")
        if text.strip().casefold() == word.casefold():
            text = "pass"
        return super().move_from_text(state, text)

    def seat_label(self, index: int) -> str:
        names = (self._bound or {}).get("names") or []
        if index < len(names) and names[index]:
            name: str = names[index]
            return name
        from ...seats import default_name

        return default_name(index)

    def seat_colour(self, index: int) -> QColor:
        colours = (self._bound or {}).get("colours") or PAWN_COLOURS
        return QColor(colours[index] if index < len(colours) else PAWN_COLOURS[index])

    def new_state(self, options: Mapping[str, Any]) -> Any:
        return self._rules().new_game(players=options["players"], seed=options["seed"],
                                      first=options["first"])

    def pause_to_see_ms(self, before: Any, after: Any) -> int:
        # a scoring turn lights its regions and their points on the table; an answer at once
        # would replace them before a person has read them
        mover = before.to_move
        return SCORED_PAUSE_MS if after.score(mover) > before.score(mover) else 0

    def describe(self, move: Any) -> Dict[str, Any]:
        if move.tile is None:
            return {"kind": "pass"}
        return {"kind": "lay", "tile": move.tile, "x": move.x, "y": move.y,
                "pawn": list(move.pawn) if move.pawn is not None else None}

    def tooltip(self, seat: int, move: Any, seats: Optional[Sequence[str]] = None) -> str:
        # (seats reads the AI's levels: not before the first paint)
        from ...seats import in_sentence, is_you, who_sits

        label = self.seat_label(seat)
        who = label if seats is None else who_sits(seats, seat, label)
        you = seats is not None and is_you(seats, seat)
        if move.tile is None:
            if you:
                return QCoreApplication.translate("Pilus", "You pass")
            return in_sentence(QCoreApplication.translate("Pilus", "%1 passes"), who)
        text = (QCoreApplication.translate("Pilus", "You lay %2 at %3") if you
                else QCoreApplication.translate("Pilus", "%1 lays %2 at %3"))
        text = text.replace("%2", move.tile).replace("%3", f"{move.x},{move.y}")
        if move.pawn is not None:
            text += QCoreApplication.translate("Pilus", ", pawn to %1").replace("%1", f"{move.pawn[0]},{move.pawn[1]}")
        return in_sentence(text, who)


    def words(self, seat: int, move: Any, after: Any,
              seats: Optional[Sequence[str]] = None) -> str:
        """"Ana laid a tile on level 2, moved the pawn and scored 8 = 2 × 4" / "Ana passed":
        the score as the score sheet writes it (the rules' ``last_scoring``). With the game's
        ``seats``, the mover as the table names them (:func:`~tabletop_gui.model.seats.who_sits`):
        "You laid a tile…" for the one person against the computer, "Computer — Medium
        passed" for a computer's seat."""
        # (seats reads the AI's levels: not before the first paint)
        from ...seats import in_sentence, is_you, who_sits

        label = self.seat_label(seat)
        who = label if seats is None else who_sits(seats, seat, label)
        you = seats is not None and is_you(seats, seat)
        event = getattr(after, "last_scoring", None)
        if move.tile is None or event is None or event.is_pass:
            if you:
                return QCoreApplication.translate("PilusWords", "You passed")
            return in_sentence(QCoreApplication.translate("PilusWords", "%1 passed"), who)
        level, points, cells = event.level, event.points, event.cells
        pawn = move.pawn is not None
        sentences = _YOU_LAY_WORDS if you else _LAY_WORDS
        text = _glue_level(QCoreApplication.translate("PilusWords",
                                                      sentences[(level > 1, pawn, points > 0)]))
        score = f"{points}{NBSP}={NBSP}{level}{NBSP}×{NBSP}{cells}" if level > 1 else str(points)
        return in_sentence(text.replace("%2", str(level)).replace("%3", score), who)


NBSP = "\u00a0"


def _glue_level(sentence: str) -> str:
    """The level's number held to its word (non-breaking spaces), so a wrapped move never
    reads "level / 2": to the word before it ("level 2", "nivelul 2"), and an ordinal's to the
    word after it too (Czech "do 2. patra")."""
    return sentence.replace(" %2", NBSP + "%2").replace("%2. ", "%2." + NBSP)


# (on a level above the table, pawn moved, scored): the sentence; %1 the player, %2 the
# level, %3 the score ("8 = 2 × 4", or "4" on the table)
_LAY_WORDS = {
    (False, False, False): QT_TRANSLATE_NOOP("PilusWords", "%1 laid a tile on the table"),
    (False, False, True): QT_TRANSLATE_NOOP("PilusWords", "%1 laid a tile on the table and scored %3"),
    (False, True, False): QT_TRANSLATE_NOOP("PilusWords", "%1 laid a tile on the table and moved the pawn"),
    (False, True, True): QT_TRANSLATE_NOOP("PilusWords", "%1 laid a tile on the table, moved the pawn and scored %3"),
    (True, False, False): QT_TRANSLATE_NOOP("PilusWords", "%1 laid a tile on level %2"),
    (True, False, True): QT_TRANSLATE_NOOP("PilusWords", "%1 laid a tile on level %2 and scored %3"),
    (True, True, False): QT_TRANSLATE_NOOP("PilusWords", "%1 laid a tile on level %2 and moved the pawn"),
    (True, True, True): QT_TRANSLATE_NOOP("PilusWords", "%1 laid a tile on level %2, moved the pawn and scored %3"),
}

# the same, said to the one person playing against the computer ("You laid a tile…")
_YOU_LAY_WORDS = {
    (False, False, False): QT_TRANSLATE_NOOP("PilusWords", "You laid a tile on the table"),
    (False, False, True): QT_TRANSLATE_NOOP("PilusWords", "You laid a tile on the table and scored %3"),
    (False, True, False): QT_TRANSLATE_NOOP("PilusWords", "You laid a tile on the table and moved your pawn"),
    (False, True, True): QT_TRANSLATE_NOOP("PilusWords", "You laid a tile on the table, moved your pawn and scored %3"),
    (True, False, False): QT_TRANSLATE_NOOP("PilusWords", "You laid a tile on level %2"),
    (True, False, True): QT_TRANSLATE_NOOP("PilusWords", "You laid a tile on level %2 and scored %3"),
    (True, True, False): QT_TRANSLATE_NOOP("PilusWords", "You laid a tile on level %2 and moved your pawn"),
    (True, True, True): QT_TRANSLATE_NOOP("PilusWords", "You laid a tile on level %2, moved your pawn and scored %3"),
}


SPEC = PilusSpec()

__all__ = ["PilusSpec", "SPEC", "PAWN_COLOURS", "PAWN_COLOUR_NAMES", "PAWN_SHAPES", "MAX_NAME"]
