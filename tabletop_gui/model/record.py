"""A record of a person's games against the computer: per game, computer level and the person's
seat, how many were won, drawn and lost, and the last results (for the offer to move up a level).

What counts: a game with exactly one person's seat and at least one computer seat, finished by
the rules while it was played (the model's ``gameOver``). A lesson, a game the computer plays
against itself, a game of two or more people, an abandoned game, and a finished game opened or
reviewed, never count. Each game counts once: it is known by an id taken when it was put on the
table (a new game: the time it started; a game opened from a file or resumed: the moves it came
with), so undoing past its end and finishing it again, even differently, or opening the same file
again and finishing it again, adds nothing; a game opened that ends with every move equal to one counted already (a game
saved on the way and opened again) adds nothing either. (A new game played move for move as
an earlier one is a game of its own.)

Who won, from the person's seat (the rules' :class:`~tabletop_gui.rules.protocol.Outcome`):
the person alone among the winners is a win; the person among several winners, or nobody
winning, is a draw; else a loss. For PILUS (2 to 4 players) the winners are the players with
the highest score, so a win is the person's score alone the highest, a draw a highest score
shared with another player, a loss anything else. Against several computer seats at different
levels, the game counts against the strongest of them.

Kept in the settings (:meth:`~.settings.Settings.play_record`) by level *codes*, never words; a
level that no longer exists is ignored, and a damaged part of the record is dropped (that game's,
or one entry's), never an error.
"""

from __future__ import annotations

import time
from typing import Any, Dict, List, Optional, Tuple

from PySide6.QtCore import QObject, Signal

from .plain import FrozenPlain
from .seats import AI_LEVELS, HUMAN, seat_is_computer, seat_level


def _json() -> Any:
    """The json module, imported at its first use (after the window's first paint: its
    import is about 1 ms of it)."""
    import json

    return json


#: how many results of each level and seat are kept, newest last ("w", "d", "l")
LAST_KEPT = 10
#: a run of this many wins in a row against a level offers the next level
RUN_OF_WINS = 3
#: or this many wins among the last :data:`LAST_KEPT` games
WINS_OF_LAST = 7
#: how many counted games' ids are kept (older ones are long finished)
IDS_KEPT = 200

WIN, DRAW, LOSS = "w", "d", "l"


class Tally(FrozenPlain):
    """The games against one level from one seat. (A plain class, not a dataclass:
    model.plain.)"""

    _fields = ("won", "drawn", "lost", "last")
    __slots__ = _fields

    won: int
    drawn: int
    lost: int
    last: str           # the newest results, oldest first ("wwld")

    def __init__(self, won: int = 0, drawn: int = 0, lost: int = 0, last: str = "") -> None:
        for name, value in zip(self._fields, (won, drawn, lost, last), strict=True):
            object.__setattr__(self, name, value)

    @property
    def played(self) -> int:
        return self.won + self.drawn + self.lost

    def streak(self) -> int:
        """How many of the newest results in a row are wins."""
        return len(self.last) - len(self.last.rstrip(WIN))


class Offer(FrozenPlain):
    """The offer to move up: ``beaten`` was beaten (``streak`` times in a row, or ``won_of_last``
    of the last :data:`LAST_KEPT`) from ``seat``; ``level`` is the next one up. (A plain
    class, not a dataclass: model.plain.)"""

    _fields = ("game", "seat", "beaten", "level", "streak", "won_of_last")
    __slots__ = _fields

    game: str
    seat: int
    beaten: str
    level: str
    streak: int
    won_of_last: int

    def __init__(self, game: str, seat: int, beaten: str, level: str, streak: int,
                 won_of_last: int) -> None:
        values = (game, seat, beaten, level, streak, won_of_last)
        for name, value in zip(self._fields, values, strict=True):
            object.__setattr__(self, name, value)


def result_for(outcome: Any, seat: int) -> str:
    """WIN, DRAW or LOSS of a finished game's ``outcome`` for ``seat`` (see the module)."""
    winners = tuple(getattr(outcome, "winners", ()))
    if not winners or (seat in winners and len(winners) > 1):
        return DRAW
    return WIN if winners == (seat,) else LOSS


def _tally(data: Any) -> Optional[Tally]:
    """A stored entry, or None when it is not one."""
    if not isinstance(data, dict):
        return None
    counts: List[Any] = [data.get(k) for k in ("won", "drawn", "lost")]
    last = data.get("last", "")
    if (not all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n < 10 ** 9
                for n in counts)
            or not isinstance(last, str) or len(last) > LAST_KEPT
            or any(c not in (WIN, DRAW, LOSS) for c in last)):
        return None
    return Tally(int(counts[0]), int(counts[1]), int(counts[2]), last)


class PlayRecord(QObject):
    """The record, kept up to date from a model's signals (``model.play_record``)."""

    changed = Signal(str)      # the game whose record changed

    def __init__(self, model: Any, settings: Any) -> None:
        super().__init__(model)
        self._model = model
        self._settings = settings
        self._id: Optional[str] = None      # the game on the table's id (see the module)
        model.gameStarted.connect(self._started)
        model.gameOver.connect(self._over)

    # ---- reading ------------------------------------------------------------------------
    def tallies(self, game: str) -> Dict[Tuple[str, int], Tally]:
        """``{(level, seat): Tally}`` of ``game``, levels of :data:`AI_LEVELS` only."""
        raw = self._settings.play_record(game) if self._settings is not None else {}
        out: Dict[Tuple[str, int], Tally] = {}
        for key, data in raw.items():
            level, _, seat = str(key).partition("/")
            tally = _tally(data)
            if level in AI_LEVELS and seat.isdigit() and tally is not None and tally.played:
                out[(level, int(seat))] = tally
        return out

    def by_level(self, game: str) -> List[Tuple[str, Tally]]:
        """The tallies of ``game`` per level (the seats added up), weakest level first."""
        sums: Dict[str, Tally] = {}
        for (level, _seat), t in self.tallies(game).items():
            s = sums.get(level, Tally())
            sums[level] = Tally(s.won + t.won, s.drawn + t.drawn, s.lost + t.lost)
        return [(level, sums[level]) for level in AI_LEVELS if level in sums]

    def offer(self, game: str) -> Optional[Offer]:
        """The next level to try, after a run of wins against the strongest level played (from
        one seat); None when there is none (or the person already plays a stronger one)."""
        tallies = self.tallies(game)
        if not tallies:
            return None
        top = max(AI_LEVELS.index(level) for level, _seat in tallies)
        if top + 1 >= len(AI_LEVELS):
            return None
        for (level, seat), t in sorted(tallies.items(), key=lambda kv: kv[0][1]):
            won_of_last = t.last[-LAST_KEPT:].count(WIN)
            if AI_LEVELS.index(level) == top and (
                    t.streak() >= RUN_OF_WINS
                    or (len(t.last) >= LAST_KEPT and won_of_last >= WINS_OF_LAST)):
                return Offer(game, seat, level, AI_LEVELS[top + 1], t.streak(), won_of_last)
        return None

    # ---- writing ------------------------------------------------------------------------
    def reset(self, game: str) -> None:
        """Forget ``game``'s record (the ids of counted games stay: none counts again)."""
        if self._settings is not None:
            self._settings.set_play_record(game, {})
        self.changed.emit(game)

    def add(self, game: str, level: str, seat: int, result: str) -> None:
        """Count one game (the model's signals call it; tests may too)."""
        if self._settings is None or level not in AI_LEVELS or result not in (WIN, DRAW, LOSS):
            return
        raw = self._settings.play_record(game)
        key = f"{level}/{seat}"
        t = _tally(raw.get(key)) or Tally()
        t = Tally(t.won + (result == WIN), t.drawn + (result == DRAW),
                  t.lost + (result == LOSS), (t.last + result)[-LAST_KEPT:])
        raw[key] = {"won": t.won, "drawn": t.drawn, "lost": t.lost, "last": t.last}
        self._settings.set_play_record(game, raw)
        self.changed.emit(game)

    # ---- the model's signals ------------------------------------------------------------
    def _started(self) -> None:
        m = self._model
        moves = [str(move) for move in m.moves]
        if moves:       # opened or resumed: the same game whenever it is opened
            self._id = _digest([m.game, _json().dumps(m.options, sort_keys=True, default=str),
                                moves])
        else:
            self._id = f"{m.game}@{time.time_ns()}"

    def _over(self, outcome: Any) -> None:
        m = self._model
        seats: List[str] = list(m.seats)
        people = [i for i, code in enumerate(seats) if not seat_is_computer(code)]
        levels = [seat_level(code) for code in seats if seat_is_computer(code)]
        if (self._settings is None or m.in_lesson() or m.is_reviewing() or len(people) != 1
                or seats[people[0]] != HUMAN or not levels
                or not all(level in AI_LEVELS for level in levels)):
            return
        game = m.game
        whole = _digest([game, _json().dumps(m.options, sort_keys=True, default=str),
                         [str(move) for move in m.moves]])
        ids = self._settings.counted_games()
        if self._id is None:
            self._started()
        opened = "@" not in str(self._id)      # opened or resumed, not started here
        if self._id in ids or (opened and whole in ids):
            return
        self._settings.set_counted_games((ids + [str(self._id), whole])[-IDS_KEPT:])
        strongest = max(levels, key=lambda level: AI_LEVELS.index(str(level)))
        self.add(game, str(strongest), people[0], result_for(outcome, people[0]))


def _digest(parts: List[Any]) -> str:
    import hashlib  # (when a game is counted, not before the window's first paint)

    return hashlib.sha1(_json().dumps(parts).encode("utf-8")).hexdigest()


__all__ = ["PlayRecord", "Tally", "Offer", "result_for", "WIN", "DRAW", "LOSS", "LAST_KEPT",
           "RUN_OF_WINS", "WINS_OF_LAST"]
