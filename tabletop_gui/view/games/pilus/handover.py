"""Who may see a PILUS hand now: between two people's turns at one screen the hand-over card
(:class:`~tabletop_gui.view.privacy.PrivacyScreen`) stands over the table until the next person
clicks it, and that click lets them through for this turn only.

:class:`HandOver` remembers the turn the card last let someone through for and says whether the
card is needed; the controller says who is to move and what the last turn did.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Optional

from PySide6.QtCore import QCoreApplication

from ....model.seats import naming

if TYPE_CHECKING:
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QWidget

    from ...privacy import PrivacyScreen

translate = QCoreApplication.translate


def reveal_text(name: str) -> str:
    """The card's button: what a click on it shows (PILUS's word: tiles)."""
    return naming(name, translate("Pilus", "I am %1: show my tiles"),
                  translate("Pilus", "I am Player %1: show my tiles"))


def last_words(model: Any, spec: Any) -> str:
    """The last move of ``model``'s game in words (the move list's sentence, by ``spec``, the
    game's spec with its options), for the card: its mover as the table names them (a
    computer's seat by its level)."""
    m = model
    if not m.moves:
        return ""
    before = m.state_at(len(m.moves) - 1)
    words: str = spec.words(m.spec.seat_of(before), m.moves[-1], m.state, seats=m.seats)
    return words


class HandOver:
    """The hand-over card ``privacy`` for the PILUS table."""

    def __init__(self, privacy: "PrivacyScreen") -> None:
        self.privacy = privacy
        # The card lets the person to move through for this redraw's turn only: any other
        # position or seating since (a move, undo, redo, a seat change) asks again, even one
        # that comes back to the same ply and seat (undo then redo).
        self.turn_seen: Optional[tuple[Any, ...]] = None     # (moves, seats) of the last redraw
        self.ready = False

    def new_turn(self, key: tuple[Any, ...]) -> bool:
        """The redraw's turn (``key``: its moves and seats): True when another than at the
        last redraw; nobody has said "ready" for it yet."""
        if key == self.turn_seen:
            return False
        self.turn_seen = key
        self.ready = False
        return True

    def forget(self) -> None:
        """A new game: whatever turn comes, the card asks."""
        self.turn_seen = None
        self.ready = False

    def needed(self, person_to_move: bool, people: int) -> bool:
        """Whether the card must stand now: a person is to move, more than one person plays
        at this screen, and nobody has said "ready" for this turn."""
        return person_to_move and people >= 2 and not self.ready

    def show(self, name: str, words: Callable[[], str], colour: "QColor | str",
             over: "QWidget") -> None:
        """Ask ``name`` (in their ``colour``) to take the screen, the last turn as ``words()``
        says it, the card over the table ``over``."""
        self.privacy.show_for(name, lambda: reveal_text(name), words, colour, over=over)

    def hide(self) -> None:
        self.privacy.hide()
