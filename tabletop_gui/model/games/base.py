"""The per-game adapter's interface: everything the model needs to know about one game.

The model is game-agnostic; a :class:`GameSpec` tells it how to start a game, whose seat is to
move, how to read a move from notation and how to describe one for the move list. Each game's
spec is ``SPEC`` in its own module of this package (``games/<name>.py``); tests register a toy
game with ``register_game``.
"""

from __future__ import annotations

from typing import Any, Dict, List, Mapping, Optional, Sequence

from PySide6.QtGui import QColor

SEAT_KINDS = ("human", "computer")
# Seat codes ("human", "computer", "computer:<level>") are defined in .seats.


class GameSpec:
    """Base class; subclasses fill in the game-specific parts."""

    name: str = ""
    # translated with context "Games" when shown
    title: str = ""
    # who made the game, one sentence for the About box (context "Games"); "" for none
    credit: str = ""
    # what the game is, in one sentence for the start page (context "Games"); "" for none
    tagline: str = ""
    # seat codes, in seat order
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

    def versus_computer_seats(self, options: Mapping[str, Any]) -> List[str]:
        """The seats of the start page's one-click game against the computer: a person in
        seat 0 (the seat that moves first with the default options) and the computer at the
        default level in every other seat."""
        from ..seats import COMPUTER, DEFAULT_AI_LEVEL, HUMAN

        return [HUMAN] + [f"{COMPUTER}:{DEFAULT_AI_LEVEL}"] * (self.seat_count(options) - 1)

    def seat_name(self, index: int) -> str:
        """The code of seat ``index`` (one of :attr:`seat_names` by default)."""
        return self.seat_names[index]

    def seat_label(self, index: int) -> str:
        """Translated label of a seat, for the side panel and messages."""
        return self.seat_name(index)

    def seat_colour(self, index: int) -> QColor:
        return QColor("gray")

    # ---- states and moves --------------------------------------------------------------
    def new_state(self, options: Mapping[str, Any]) -> Any:
        raise NotImplementedError

    # The defaults read the rules' game protocol (tabletop_gui.rules.protocol): a game whose
    # states follow it needs none of these.
    def seat_of(self, state: Any) -> int:
        """Index of the seat to move in ``state``."""
        return int(state.seat_to_move)

    def is_over(self, state: Any) -> bool:
        return state.outcome is not None

    def end_reason(self, state: Any) -> str:
        """The code of the way the game ended (the game's Termination member); "" while on."""
        outcome = state.outcome
        return "" if outcome is None else str(outcome.reason)

    def result(self, state: Any) -> Any:
        """The result as the saved file carries it (JSON-able; None while the
        game goes on): the winning seats, unless the game has its own way of writing it."""
        outcome = state.outcome
        return None if outcome is None else list(outcome.winners)

    def move_from_text(self, state: Any, text: str) -> Any:
        """A legal move of ``state`` from its notation; raises the rules' errors."""
        return state.move_from_text(text.strip())

    def notation(self, move: Any) -> str:
        return str(move)

    def pretty(self, move: Any) -> str:
        """Notation as the move list shows it."""
        return self.notation(move)

    def describe(self, move: Any) -> Dict[str, Any]:
        """Per-turn details for the move list (codes, not sentences)."""
        return {}

    def tooltip(self, seat: int, move: Any, seats: Optional[Sequence[str]] = None) -> str:
        """The move list's tooltip sentence (notation welcome); ``seats`` as for
        :meth:`words`."""
        return f"{self.seat_label(seat)}: {self.pretty(move)}"

    def words(self, seat: int, move: Any, after: Any,
              seats: Optional[Sequence[str]] = None) -> str:
        """What the move did, in words and the current language, for the move list ("Ana laid
        a tile on level 2 and scored 8 = 2 × 4"); ``after`` is the state it led to, ``seats``
        the game's seat codes when known (a game may then name the mover as the table does:
        "You", "Computer — Medium"). By default the move as :meth:`pretty` prints it."""
        return self.pretty(move)

    def with_options(self, options: Mapping[str, Any]) -> "GameSpec":
        """The spec as one game's options see it (e.g. players' names and colours chosen in
        New Game, in labels, tooltips and the move list); most games ignore the options."""
        return self

    def remembered_options(self, options: Mapping[str, Any]) -> Dict[str, Any]:
        """The options New Game remembers for next time (a game may forget some, e.g. a seed,
        so the next game is dealt afresh)."""
        return dict(options)

    def pause_to_see_ms(self, before: Any, after: Any) -> int:
        """How long the table should hold still after a person's move from ``before`` to
        ``after`` before a computer answers, so that the person sees what the move did
        (0: the computer's usual short pause is enough)."""
        return 0

    def player_view(self, state: Any, seat: int) -> Any:
        """What the person in ``seat`` may see of ``state`` (games with hidden information
        return a restricted view; open games the state itself)."""
        return state.view(seat)


__all__ = ["GameSpec", "SEAT_KINDS"]
