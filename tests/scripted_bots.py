"""Bots with a fixed, known choice, for tests that need the computer or a hint to act at once
and predictably. They follow the bot protocol (:class:`tabletop_gui.ai.bots.BaseBot`): the model
asks every bot to ``decide``."""

from tabletop_gui.ai.bots import BaseBot, Decision


class ChoosingBot(BaseBot):
    """A test bot written as ``choose(state, ...)`` alone: ``decide`` wraps its move in a
    :class:`Decision` that knows nothing more."""

    def choose(self, state, *, cancel=None, progress=None):
        raise NotImplementedError

    def decide(self, state, *, cancel=None, progress=None):
        return Decision(self.choose(state, cancel=cancel, progress=progress))


class FirstMoveBot(ChoosingBot):
    """Plays (and hints) the first legal move; in PILUS one that lays a tile and moves the
    pawn when there is one."""

    def __init__(self, seat=0):
        self.seat = seat

    def choose(self, state, *, cancel=None, progress=None):
        moves = state.legal_moves()
        laying = [m for m in moves if getattr(m, "tile", None) is not None]
        with_pawn = [m for m in laying if m.pawn is not None]
        return (with_pawn or laying or moves)[0]


class BrokenBot(ChoosingBot):
    """Fails as a buggy bot would."""

    def __init__(self, seat=0):
        self.seat = seat

    def choose(self, state, *, cancel=None, progress=None):
        raise RuntimeError("the bot broke")
