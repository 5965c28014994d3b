"""Bots with a fixed, known choice, for tests that need the computer or a hint to act at once
and predictably."""


class FirstMoveBot:
    """Plays (and hints) the first legal move; in PILUS one that lays a tile and moves the
    pawn when there is one."""

    def __init__(self, seat=0):
        self.seat = seat

    def choose(self, state, *, cancel, progress):
        moves = state.legal_moves()
        laying = [m for m in moves if getattr(m, "tile", None) is not None]
        with_pawn = [m for m in laying if m.pawn is not None]
        return (with_pawn or laying or moves)[0]


class BrokenBot:
    """Fails as a buggy bot would."""

    def __init__(self, seat=0):
        self.seat = seat

    def choose(self, state, *, cancel, progress):
        raise RuntimeError("the bot broke")
