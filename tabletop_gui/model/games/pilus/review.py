"""Which turns a PILUS review may judge: the privacy rule (issue #52).

The expert's choice for a turn is made from the mover's view, so it tells what that seat held
(the tile it would have laid comes from its hand). A review may show it only where nobody at
the screen learns a hand they may not see:

* a finished game: every seat's turns (the game is over; its hands no longer matter);
* a game still going on with exactly one person at the screen (against the computer): that
  person's own turns only (their own hand, which they saw);
* a game still going on with several people at one screen, or none (the computer playing
  itself, watched): no turn at all, and the review says why.

:func:`judged_seats` is the rule; the view asks it and never judges a seat it leaves out.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ...seats import seat_is_computer

#: why a review judges what it judges (the view's words for each)
ALL, OWN, PEOPLE, WATCHING = "all", "own", "people", "watching"


@dataclass(frozen=True)
class ReviewScope:
    """The seats whose turns may be judged (``seats``), and why (``reason``: :data:`ALL`,
    :data:`OWN`, :data:`PEOPLE` or :data:`WATCHING`)."""

    seats: tuple[int, ...]
    reason: str

    def allows(self, seat: int) -> bool:
        return seat in self.seats


def judged_seats(seats: Sequence[str], over: bool) -> ReviewScope:
    """The privacy rule (see the module docstring): ``seats`` the game's seat codes
    ("human", "computer:…"), ``over`` whether the whole game is finished."""
    if over:
        return ReviewScope(tuple(range(len(seats))), ALL)
    people = tuple(i for i, code in enumerate(seats) if not seat_is_computer(code))
    if len(people) == 1:
        return ReviewScope(people, OWN)
    return ReviewScope((), PEOPLE if people else WATCHING)


__all__ = ["ALL", "OWN", "PEOPLE", "ReviewScope", "WATCHING", "judged_seats"]
