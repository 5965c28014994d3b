"""The Pylos bot's budget a move: the schedule by empty places (``Level.schedule``) and the
searcher's bank, where what one move saves (an easy-move stop, a move the book answers at
once) waits for a later move that needs it. The bank's balance lives on the searcher, which a
bot keeps for the whole game."""

from __future__ import annotations

from typing import Optional

from .search import PylosSearch

#: the empty places where :func:`.policy.choose` spends what easy-move stops saved, at most the move's own
#: budget again (the window just above the solver's, where games are decided); no easy-move
#: stop there
EASY_SPEND = (15, 22)

def budget_factor(schedule: tuple[tuple[int, float], ...], empty: int) -> float:
    """The factor of a move's budget with ``empty`` empty places (see ``Level.schedule``)."""
    for from_empty, factor in schedule:
        if empty >= from_empty:
            return factor
    return 1.0


def bank_withdraw(searcher: PylosSearch, empty: int, seconds: Optional[float],
                  nodes: Optional[int]) -> tuple[Optional[float], Optional[int]]:
    """A move's budget with what easy-move stops saved: with :data:`EASY_SPEND` empty places,
    up to the move's own budget more from the searcher's bank. The bank starts empty with a
    new game (more empty places than the last move's plus 4, which two plies cannot add)."""
    bank_touch(searcher, empty)
    if not EASY_SPEND[0] <= empty <= EASY_SPEND[1]:
        return seconds, nodes
    if nodes is not None:
        extra = min(searcher.bank_nodes, nodes)
        searcher.bank_nodes -= extra
        nodes += extra
    if seconds is not None:
        extra_s = min(searcher.bank_seconds, seconds)
        searcher.bank_seconds -= extra_s
        seconds += extra_s
    return seconds, nodes


def bank_touch(searcher: PylosSearch, empty: int) -> None:
    """Empty the searcher's bank where a new game has begun (more empty places than the last
    move's plus 4, which two plies cannot add), and remember this move's empty places."""
    if searcher.bank_empty == 0 or empty > searcher.bank_empty + 4:
        searcher.bank_nodes, searcher.bank_seconds = 0, 0.0
    searcher.bank_empty = empty


def bank_deposit(searcher: PylosSearch, seconds: Optional[float], nodes: Optional[int]) -> None:
    """Put a move's unspent budget in the searcher's bank (``Level.book_bank``)."""
    if nodes is not None:
        searcher.bank_nodes += max(0, nodes)
    if seconds is not None:
        searcher.bank_seconds += max(0.0, seconds)


def bank_draw(searcher: PylosSearch, seconds: Optional[float], nodes: Optional[int],
              times: float) -> tuple[float, int]:
    """Take up to ``times`` the move's budget (``seconds`` / ``nodes``) from the bank: the
    seconds and the nodes taken (0 for a budget the move does not have)."""
    take_n = 0 if nodes is None else min(searcher.bank_nodes, int(nodes * times))
    take_s = 0.0 if seconds is None else min(searcher.bank_seconds, seconds * times)
    searcher.bank_nodes -= take_n
    searcher.bank_seconds -= take_s
    return take_s, take_n

