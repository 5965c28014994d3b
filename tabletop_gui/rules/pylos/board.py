"""The fast core: move generation on two bit masks, and :class:`Board`, a mutable position with
make/unmake (``push``/``pop`` of integer move codes) for perft and the AI.

``masks[0]`` is Light's, ``masks[1]`` Dark's. A player's reserve is ``15 - popcount(mask)``.
Every turn changes only the mover's mask, by an exclusive-or with the code's delta, so make and
unmake are one XOR each.
"""

from __future__ import annotations

from itertools import combinations

from .geometry import ABOVE, BIT, FULL, HIGHER, N_PLACES, PATTERNS, SUPPORT_LIST, TOP, bits
from .moves import DST_SHIFT, FIELD, SRC_SHIFT, TAKE1_SHIFT, TAKE2_SHIFT

__all__ = ["Board", "DRAW", "SPHERES_PER_PLAYER", "available", "available_mask", "covered_mask", "free",
           "generate", "key_of", "outcome_after"]

SPHERES_PER_PLAYER = 15
#: :attr:`Board.result` of a drawn game (otherwise the winner's seat, 0 or 1)
DRAW = 2


def key_of(light: int, dark: int, to_move: int) -> int:
    """The exact 61-bit key of a position: both masks and the seat to move."""
    return light | dark << 30 | to_move << 60


def available_mask(occ: int) -> int:
    """The empty places of ``occ`` that are fully supported, as a mask (bit operations on each
    level's rows: level 1 is 4 x 4 places row by row, level 2 3 x 3, level 3 2 x 2)."""
    l1 = occ & 0xFFFF
    h = l1 & l1 >> 1 & 0x7777                     # a place and its right neighbour
    v = h & h >> 4                                # ... and the two below them
    av = 0xFFFF | ((v & 0x7) | (v >> 1 & 0x38) | (v >> 2 & 0x1C0)) << 16
    l2 = occ >> 16 & 0x1FF
    h = l2 & l2 >> 1 & 0xDB
    v = h & h >> 3
    av |= ((v & 0x3) | (v >> 1 & 0xC)) << 25
    if occ >> 25 & 0xF == 0xF:
        av |= BIT[TOP]
    return av & ~occ


def covered_mask(occ: int) -> int:
    """The places of ``occ`` with a sphere resting on them, as a mask."""
    o2 = occ >> 16 & 0x1FF
    e = (o2 & 0x7) | (o2 & 0x38) << 1 | (o2 & 0x1C0) << 2
    cov = e | e << 1 | e << 4 | e << 5
    o3 = occ >> 25 & 0xF
    e = (o3 & 0x3) | (o3 & 0xC) << 1
    cov |= (e | e << 1 | e << 3 | e << 4) << 16
    if occ >> TOP & 1:
        cov |= 0xF << 25
    return cov


def available(occ: int) -> list[int]:
    """The empty places of ``occ`` that are fully supported, lowest first."""
    return bits(available_mask(occ))


def free(mask: int, occ: int) -> list[int]:
    """Places of ``mask`` holding a sphere with nothing resting on it."""
    return bits(mask & ~covered_mask(occ))


#: where a sphere on each place may be raised to: strictly higher, not resting on it
_RAISE_TO = tuple(HIGHER[p] & ~ABOVE[p] & FULL for p in range(N_PLACES))


def generate(me: int, opp: int, patterns: tuple[tuple[int, ...], ...]) -> list[int]:
    """Every legal move code for the player owning ``me`` (the caller checks the game goes on).
    The take-backs of each code are in the canonical order."""
    occ = me | opp
    avail = available_mask(occ)
    actions = []  # (src, dst, new_me)
    if me.bit_count() < SPHERES_PER_PLAYER:
        for dst in bits(avail):
            actions.append((-1, dst, me | BIT[dst]))
    if avail >> 16:  # a raise needs a destination above level 1
        raise_to = _RAISE_TO
        for src in bits(me & ~covered_mask(occ)):
            targets = avail & raise_to[src]
            if targets:
                bit = BIT[src]
                for dst in bits(targets):
                    actions.append((src, dst, me ^ bit | BIT[dst]))
    codes = []
    for src, dst, new_me in actions:
        base = BIT[dst] | dst << DST_SHIFT | (src + 1) << SRC_SHIFT
        if src >= 0:
            base ^= BIT[src]
        for pattern in patterns[dst]:
            if new_me & pattern == pattern:
                break
        else:
            codes.append(base)
            continue
        # A pattern was completed: take back one or two own free spheres (at least one).
        new_occ = new_me | opp
        free_now = free(new_me, new_occ)
        for t in free_now:
            codes.append(base ^ BIT[t] | (t + 1) << TAKE1_SHIFT)
        for a, b in combinations(free_now, 2):   # a < b, neither on the other: canonical
            codes.append(base ^ BIT[a] ^ BIT[b] | (a + 1) << TAKE1_SHIFT | (b + 1) << TAKE2_SHIFT)
        for a in free_now:  # a second sphere freed only by taking the first (upper one first)
            occ_after = new_occ ^ BIT[a]
            for b in SUPPORT_LIST[a]:
                if new_me >> b & 1 and not ABOVE[b] & occ_after:
                    codes.append(base ^ BIT[a] ^ BIT[b] | (a + 1) << TAKE1_SHIFT
                                 | (b + 1) << TAKE2_SHIFT)
    return codes


def outcome_after(mover: int, me_after: int, dst: int) -> tuple[int | None, str | None]:
    """``(result, reason)`` after ``mover`` (0 light, 1 dark) played a turn to ``dst`` ending
    with its mask ``me_after``: ``(None, None)`` while the game goes on."""
    if dst == TOP:
        return mover, "top"
    if me_after.bit_count() >= SPHERES_PER_PLAYER:
        return 1 - mover, "reserve"
    return None, None


class Board:
    """Mutable fast position with make/unmake, for perft and the AI.

    ``masks[0]`` is Light's, ``masks[1]`` Dark's; ``to_move`` is 0 or 1; ``result`` is ``None``,
    0, 1 or :data:`DRAW`; ``counts`` maps each position key of the game so far to how often it
    occurred. Moves are the integer codes of :meth:`legal_codes` (see :mod:`.moves`).
    """

    __slots__ = ("masks", "to_move", "variant", "patterns", "result", "end_reason", "counts",
                 "_stack")

    def __init__(self, light: int = 0, dark: int = 0, to_move: int = 0, variant: str = "standard",
                 counts: dict[int, int] | None = None, result: int | None = None,
                 end_reason: str | None = None) -> None:
        if variant not in PATTERNS:
            raise ValueError(f"unknown variant {variant!r}")
        self.masks = [light, dark]
        self.to_move = to_move
        self.variant = variant
        self.patterns = PATTERNS[variant]
        self.result = result
        self.end_reason = end_reason
        self.counts: dict[int, int] = dict(counts) if counts else {}
        if not self.counts:
            self.counts[self.key] = 1
        self._stack: list[tuple[int, int | None, str | None]] = []

    @property
    def key(self) -> int:
        """The exact position key (see :func:`key_of`)."""
        return self.masks[0] | self.masks[1] << 30 | self.to_move << 60

    @property
    def depth(self) -> int:
        """How many pushed moves :meth:`pop` can undo."""
        return len(self._stack)

    def legal_codes(self) -> list[int]:
        """The legal move codes ([] once the game is over)."""
        if self.result is not None:
            return []
        tm = self.to_move
        return generate(self.masks[tm], self.masks[1 - tm], self.patterns)

    def push(self, code: int) -> None:
        """Play a legal move code (not validated: use codes from :meth:`legal_codes`)."""
        tm = self.to_move
        self._stack.append((code, self.result, self.end_reason))
        me = self.masks[tm] ^ (code & FULL)
        self.masks[tm] = me
        self.to_move = tm ^ 1
        key = self.masks[0] | self.masks[1] << 30 | (tm ^ 1) << 60
        count = self.counts.get(key, 0) + 1
        self.counts[key] = count
        result, reason = outcome_after(tm, me, code >> DST_SHIFT & FIELD)
        if result is None and count >= 3:
            result, reason = DRAW, "repetition"
        self.result, self.end_reason = result, reason

    def pop(self) -> int:
        """Undo the last :meth:`push`; returns its code."""
        code, self.result, self.end_reason = self._stack.pop()
        key = self.key
        count = self.counts[key] - 1
        if count:
            self.counts[key] = count
        else:
            del self.counts[key]
        self.to_move ^= 1
        self.masks[self.to_move] ^= code & FULL
        return code

    def unwind(self, depth: int = 0) -> None:
        """Pop moves until :attr:`depth` is ``depth`` (e.g. after an interrupted search)."""
        while len(self._stack) > depth:
            self.pop()

    def perft(self, depth: int) -> int:
        """Number of move sequences of ``depth`` turns (leaf positions counted with multiplicity)."""
        codes = self.legal_codes()
        if depth <= 1:
            return len(codes) if depth == 1 else 1
        total = 0
        push, pop, perft = self.push, self.pop, self.perft
        for code in codes:
            push(code)
            total += perft(depth - 1)
            pop()
        return total
