"""The Pylos book: the exact value (win / draw / loss for the side to move) of every position
with many empty places, from a retrograde analysis of the whole game done offline
(``tools/pylos_retro``, issue #17), shipped compressed next to this module.

A position is the side to move's mask and the other's mask, as in :mod:`.solver`. The book holds
the positions whose occupancy is the least of its 8 images under the symmetries of the square
(and, where the occupancy has symmetries of its own, whose mover mask is the least of those
images): a lookup maps the position to that representative. Within one occupancy the values run
by the mover's count, then by the colex rank of the mover's places among the filled ones; 2 bits
each (0 draw, 1 win, 2 loss). The file layout is ``tools/pylos_retro/retro.c``'s ``book``
command's, compressed with :mod:`lzma`.

The mature rules also ship their **draws** just below the book's edge (:class:`PylosDraws`:
10 and 11 empty places, one bit a position, ``retro draws``; and 8 and 9, where a side has 14
spheres on the board): a draw there is known at once, where the exact solver needs most of its
budget to prove one (a draw is a proof that neither side can ever force a win; bench/RESULTS.md). The book's
:meth:`PylosBook.value` answers 0 for those; any other position
of those layers stays unknown (a win or a loss, or at 8 and 9 a position the file does not
hold).

The book is read on first use (in the AI's worker, never at start-up) and kept for the
process; a missing or damaged file means no book (the search plays on without it), and a
missing or damaged draws file means a book without them. :func:`book_ready` reads it in a
thread of its own, so that a timed move need not wait for it: the read takes 0.2-2 s of one
core (the mature book and draws the most), many times that on a loaded machine, and a move
that made it inside its own budget once took 28 s.
"""

from __future__ import annotations

import lzma
import struct
import sys
import threading
from array import array
from functools import lru_cache
from importlib import resources
from typing import Callable, Optional, TypeVar, Union

__all__ = ["PylosBook", "PylosDraws", "book_for", "book_ready", "draws_for", "BOOK_FILES",
           "DRAW_FILES", "loses_at_once", "binomials", "slot_rows", "slot_of"]

_VARIANTS = ("children", "standard", "mature")
#: the shipped book of each variant that has one (package data of this package; the
#: self-test of a package checks that each of them loads)
BOOK_FILES = {v: f"book_{v}.xz" for v in _VARIANTS}
#: the shipped draws below the book's edge, of each variant that has them (package data too)
DRAW_FILES = {"mature": "draws_mature.xz"}
_MAXON = 14
_L3 = 0xF << 25
_SIZES = (4, 3, 2, 1)
_BASES = (0, 16, 25, 29)


def _symmetry_tables() -> list[list[list[int]]]:
    """``T[g][k][byte]``: the image under symmetry ``g`` of byte ``k`` of a mask (``g``: bit 2
    transposes, then bit 0 mirrors the columns, bit 1 the rows; as the analysis)."""
    perm = []
    for g in range(8):
        row = []
        for p in range(30):
            level = next(lv for lv in range(4) if p < _BASES[lv] + _SIZES[lv] ** 2)
            n = _SIZES[level]
            c, r = (p - _BASES[level]) % n, (p - _BASES[level]) // n
            if g & 4:
                c, r = r, c
            if g & 1:
                c = n - 1 - c
            if g & 2:
                r = n - 1 - r
            row.append(_BASES[level] + c + n * r)
        perm.append(row)
    tables = []
    for g in range(8):
        per_byte = []
        for k in range(4):
            out = []
            for v in range(256):
                m = 0
                for b in range(8):
                    if v >> b & 1 and 8 * k + b < 30:
                        m |= 1 << perm[g][8 * k + b]
                out.append(m)
            per_byte.append(out)
        tables.append(per_byte)
    return tables


_SYM = _symmetry_tables()


def image(g: int, m: int) -> int:
    """The image of mask ``m`` under symmetry ``g`` (:func:`_symmetry_tables`)."""
    t = _SYM[g]
    return t[0][m & 255] | t[1][m >> 8 & 255] | t[2][m >> 16 & 255] | t[3][m >> 24]


def binomials() -> list[list[int]]:
    """``C[n][k]`` for n, k < 32."""
    binom = [[0] * 32 for _ in range(32)]
    for n in range(32):
        binom[n][0] = 1
        for k in range(1, n + 1):
            binom[n][k] = binom[n - 1][k - 1] + binom[n - 1][k]
    return binom


def slot_rows(shapes: "array[int]", binom: list[list[int]]) -> tuple[dict[int, list[int]], int]:
    """The slot layout of the retrograde analysis' files (the book's, and the offline ``retro
    draws``'): for each canonical occupancy in ``shapes`` (in file order), the first slot of
    each mover count 0..15 (a count over 14 on either side has none); and the slots in all."""
    base: dict[int, list[int]] = {}
    total = 0
    for occ in shapes:
        n = occ.bit_count()
        row = []
        for a in range(_MAXON + 2):
            row.append(total)
            if a <= _MAXON and 0 <= n - a <= _MAXON:
                total += binom[n][a]
        base[occ] = row
    return base, total


def slot_of(base: dict[int, list[int]], binom: list[list[int]], me: int, opp: int
            ) -> Optional[int]:
    """The slot of ``(me, opp)`` in a layout of :func:`slot_rows`: its representative under the
    8 symmetries (the least occupancy, then the least mover mask), then the colex rank of the
    mover's places among the filled ones; None when the occupancy is not in ``base``. (The
    plain form, one place at a time; the book and the draws look up with a :class:`_Slots`,
    which gives the same slot faster.)"""
    occ = me | opp
    best = min(image(g, occ) for g in range(8))
    row = base.get(best)
    if row is None:
        return None
    m = min(image(g, me) for g in range(8) if image(g, occ) == best)
    rank, i, pos = 0, 1, 0
    for p in range(30):
        if best >> p & 1:
            if m >> p & 1:
                rank += binom[pos][i]
                i += 1
            pos += 1
    return row[m.bit_count()] + rank


@lru_cache(maxsize=1)
def _rank_tables() -> tuple[list[int], list[int]]:
    """The byte tables of :class:`_Slots`: ``PEXT[o << 8 | b]``, the bits of ``b`` where the
    byte ``o`` has its places, packed low (the places of ``o`` in order); ``RANK[(c << 4 | k)
    << 8 | b]``, what the set bits of byte ``b`` add to a colex rank when it is byte ``c`` of a
    packed mask with ``k`` set bits below it: the sum of ``C(8c + place, k + j + 1)`` over its
    ``j``-th set bit, at ``place``. Built once (about 0.1 s)."""
    binom = binomials()
    pext = [0] * (1 << 16)
    for o in range(256):
        places = [b for b in range(8) if o >> b & 1]
        for b in range(256):
            pext[o << 8 | b] = sum(1 << j for j, p in enumerate(places) if b >> p & 1)
    rank = [0] * (4 << 12)
    for c in range(4):
        for k in range(16):
            for b in range(256):
                total, j = 0, 0
                for p in range(8):
                    if b >> p & 1:
                        if 8 * c + p < 32 and k + j + 1 < 32:
                            total += binom[8 * c + p][k + j + 1]
                        j += 1
                rank[(c << 4 | k) << 8 | b] = total
    return pext, rank


class _Slots:
    """:func:`slot_of` in one layout, keeping what depends on the occupancy alone (its least
    image, the symmetries that give it, where its places are) and ranking a byte at a time
    (:func:`_rank_tables`): a search asks for many positions of one occupancy, and a lookup
    is on the exact solver's path (bench/RESULTS.md). At most 65,536 occupancies
    are kept."""

    def __init__(self, base: dict[int, list[int]]) -> None:
        self.base = base
        self._pext, self._rank = _rank_tables()
        #: occupancy -> (the slots' row or None, the symmetries to the least image, its bytes
        #: shifted to index PEXT, and how many places lie below its bytes 1, 2 and 3)
        self._occ: dict[int, tuple[Optional[list[int]], tuple[int, ...], int, int, int, int,
                                   int, int, int]] = {}

    def __call__(self, me: int, opp: int) -> Optional[int]:
        occ = me | opp
        hit = self._occ.get(occ)
        if hit is None:
            images = [image(g, occ) for g in range(8)]
            best = min(images)
            s1 = (best & 255).bit_count()
            s2 = s1 + (best >> 8 & 255).bit_count()
            s3 = s2 + (best >> 16 & 255).bit_count()
            if len(self._occ) >= 1 << 16:
                self._occ.clear()
            hit = self._occ[occ] = (self.base.get(best),
                                    tuple(g for g in range(8) if images[g] == best),
                                    (best & 255) << 8, (best >> 8 & 255) << 8,
                                    (best >> 16 & 255) << 8, best >> 24 << 8, s1, s2, s3)
        row, gs, o0, o1, o2, o3, s1, s2, s3 = hit
        if row is None:
            return None
        m = image(gs[0], me) if len(gs) == 1 else min(image(g, me) for g in gs)
        pext = self._pext
        x = (pext[o0 | m & 255] | pext[o1 | m >> 8 & 255] << s1
             | pext[o2 | m >> 16 & 255] << s2 | pext[o3 | m >> 24] << s3)
        rank = self._rank
        b = x & 255
        r = rank[b]
        k = b.bit_count()
        b = x >> 8 & 255
        r += rank[(16 | k) << 8 | b]
        k += b.bit_count()
        b = x >> 16 & 255
        r += rank[(32 | k) << 8 | b]
        k += b.bit_count()
        r += rank[(48 | k) << 8 | x >> 24]
        return row[m.bit_count()] + r


def loses_at_once(opp: int, moved: int) -> bool:
    """Whether a move that left the mover ``moved`` (the other side ``opp``) loses at once: it
    spent the mover's last sphere, or it filled level 3 and the other crowns the pyramid."""
    return moved.bit_count() > _MAXON or (moved | opp) & _L3 == _L3


class BookError(ValueError):
    """The book's data is not what this module reads."""


def _layout(data: bytes, start: int, nshapes: int, count: int, bits: int, what: str
            ) -> tuple[dict[int, list[int]], memoryview, list[list[int]]]:
    """The slot layout (:func:`slot_rows`) of an analysis file whose ``nshapes`` canonical
    occupancies start at ``start``, then its ``count`` slots of ``bits`` bits each: (the layout,
    the slots' bytes, the binomials). ``what`` names the file in a :class:`BookError`."""
    if len(data) < start + 4 * nshapes:
        raise BookError(f"the {what} is cut short")
    shapes = array("I")
    shapes.frombytes(data[start:start + 4 * nshapes])
    if sys.byteorder == "big":
        shapes.byteswap()
    payload = memoryview(data)[start + 4 * nshapes:]
    if len(shapes) != nshapes or len(payload) != (count * bits + 7) // 8:
        raise BookError(f"the {what} is cut short")
    binom = binomials()
    base, total = slot_rows(shapes, binom)
    if total != count:
        raise BookError(f"the {what}'s counts do not add up")
    return base, payload, binom


def _playable(me: int, opp: int) -> bool:
    """Whether ``(me, opp)`` is a position still to be played (no side over 14 spheres, level 3
    not full, no place taken twice): the only ones the analysis' files hold."""
    return (me.bit_count() <= _MAXON and opp.bit_count() <= _MAXON
            and (me | opp) & _L3 != _L3 and not me & opp)


class PylosDraws:
    """Which positions of a few layers (numbers of empty places) are draws: the file of
    ``retro draws`` (``PYLDRAW1``, the variant, the layers' range, the canonical occupancies,
    then one bit per slot in the book's order, 1 for a draw). A ``PYLDRAW2`` file has 32 bytes
    more after the header, one per number of empty places: where it is not 0, that layer holds
    only the draws where a side has at least that many spheres on the board (and knows
    nothing of the others)."""

    def __init__(self, data: bytes) -> None:
        if len(data) < 32 or data[:8] not in (b"PYLDRAW1", b"PYLDRAW2"):
            raise BookError("not a file of Pylos draws")
        variant, lo, hi, nshapes = struct.unpack_from("<4I", data, 8)
        (count,) = struct.unpack_from("<Q", data, 24)
        if variant >= len(_VARIANTS) or not 0 <= lo <= hi <= 30:
            raise BookError("the draws' header is not one this module reads")
        self.variant = _VARIANTS[variant]
        #: the numbers of empty places the file holds
        self.empty = range(lo, hi + 1)
        start = 32
        #: by number of empty places: the fewest spheres the fuller side has in a position the
        #: file knows (0: any)
        self.fuller = bytes(32)
        if data[7:8] == b"2":
            if len(data) < 64 or any(k > _MAXON + 1 for k in data[32:64]):
                raise BookError("the draws' header is not one this module reads")
            self.fuller, start = bytes(data[32:64]), 64
        self._base, self._bits, self._binom = _layout(data, start, nshapes, count, 1,
                                                      "draws file")
        self._slot = _Slots(self._base)

    def holds(self, mine: int, theirs: int) -> bool:
        """Whether the file holds the positions whose sides have ``mine`` and ``theirs``
        spheres on the board (a layer of it, and the part of that layer it keeps)."""
        empty = 30 - mine - theirs
        return empty in self.empty and max(mine, theirs) >= self.fuller[empty]

    def is_draw(self, me: int, opp: int) -> Optional[bool]:
        """Whether ``(me, opp)`` (the side to move first) is a draw; None outside the layers
        (or the part of a layer the file holds), or for a position no game reaches (a side
        over 14 spheres, level 3 full, a place taken twice)."""
        if not _playable(me, opp) or not self.holds(me.bit_count(), opp.bit_count()):
            return None
        index = self._slot(me, opp)
        if index is None:
            return None
        return bool(self._bits[index >> 3] >> (index & 7) & 1)


class PylosBook:
    """Exact values of the positions with at least :attr:`min_empty` empty places (and, with
    :attr:`draws`, the draws of a few layers below)."""

    def __init__(self, data: bytes) -> None:
        if len(data) < 28 or data[:8] != b"PYLBOOK1":
            raise BookError("not a Pylos book")
        variant, self.min_empty, nshapes = struct.unpack_from("<3I", data, 8)
        (count,) = struct.unpack_from("<Q", data, 20)
        if variant >= len(_VARIANTS):
            raise BookError(f"unknown variant {variant}")
        self.variant = _VARIANTS[variant]
        #: canonical occupancy -> the first index of each mover count (0..15)
        self._base, self._values, self._binom = _layout(data, 28, nshapes, count, 2, "book")
        self._slot = _Slots(self._base)
        #: the draws below the edge (:func:`book_for` adds the shipped ones)
        self.draws: Optional[PylosDraws] = None

    @property
    def min_known_empty(self) -> int:
        """The fewest empty places of a position whose value :meth:`value` may know."""
        edge = int(self.min_empty)
        if self.draws is None:
            return edge
        return min(edge, self.draws.empty.start)

    def may_know(self, mine: int, theirs: int) -> bool:
        """Whether :meth:`value` may know a position whose sides have ``mine`` and ``theirs``
        spheres on the board (the book's layers, and the part of each draws layer the draws
        file holds): where it is False, it knows none."""
        if max(mine, theirs) > _MAXON:
            return False
        if 30 - mine - theirs >= self.min_empty:
            return True
        return self.draws is not None and self.draws.holds(mine, theirs)

    def covers(self, me: int, opp: int) -> bool:
        """Whether the position is in the book (enough empty places, a game still going)."""
        occ = me | opp
        return 30 - occ.bit_count() >= self.min_empty and _playable(me, opp)

    def after_move(self, opp: int, moved: int) -> Optional[int]:
        """The mover's value (+1 / 0 / -1) once its move has left it ``moved``, the other side
        ``opp`` and the other to move: -1 where the move spent the mover's last sphere or filled
        level 3 (the other crowns the pyramid next); None when the book does not know the
        position (:meth:`value`)."""
        if loses_at_once(opp, moved):
            return -1
        v = self.value(opp, moved)
        return None if v is None else -v

    def value(self, me: int, opp: int) -> Optional[int]:
        """+1 (the side to move wins), 0 (draw), -1 (loss); None when the book does not know it
        (below its edge: 0 for a draw of :attr:`draws`, None for any other position)."""
        if 30 - (me | opp).bit_count() < self.min_empty:
            draws = self.draws
            return 0 if draws is not None and draws.is_draw(me, opp) else None
        if not _playable(me, opp):
            return None
        index = self._slot(me, opp)
        if index is None:
            return None
        v = self._values[index >> 2] >> ((index & 3) * 2) & 3
        return 1 if v == 1 else -1 if v == 2 else 0


_Data = TypeVar("_Data", bound=Union["PylosBook", "PylosDraws"])
_LOCK = threading.Lock()
_BOOKS: dict[str, Optional[PylosBook]] = {}
_DRAWS: dict[str, Optional[PylosDraws]] = {}


def _read(name: Optional[str], variant: str, parse: Callable[[bytes], _Data]) -> Optional[_Data]:
    """The package data file ``name`` (xz) parsed, when it reads and is of ``variant``."""
    if name is None:
        return None
    try:
        data = parse(lzma.decompress(resources.files(__package__).joinpath(name).read_bytes()))
    except (OSError, lzma.LZMAError, BookError, struct.error, ValueError, IndexError):
        return None                       # (a shape out of range: an IndexError of the layout)
    return data if data.variant == variant else None


def draws_for(variant: str) -> Optional[PylosDraws]:
    """The shipped draws of ``variant`` below its book's edge (loaded and kept on first use),
    or None when there are none or they cannot be read."""
    with _LOCK:
        if variant not in _DRAWS:
            _DRAWS[variant] = _read(DRAW_FILES.get(variant), variant, PylosDraws)
        return _DRAWS[variant]


def book_for(variant: str) -> Optional[PylosBook]:
    """The shipped book of ``variant`` with its draws (:func:`draws_for`; loaded and kept on
    first use), or None when there is no book or it cannot be read."""
    draws = draws_for(variant)       # (its own lock; kept once loaded)
    with _LOCK:
        if variant not in _BOOKS:
            book = _read(BOOK_FILES.get(variant), variant, PylosBook)
            if book is not None:
                book.draws = draws
            _BOOKS[variant] = book
        return _BOOKS[variant]


#: the background reads of :func:`book_ready`, by variant: set once the read has ended
_READS: dict[str, threading.Event] = {}
_READS_LOCK = threading.Lock()       # (not _LOCK: a read holds that one while it reads)


def book_ready(variant: str, wait: Optional[float] = 0.0) -> bool:
    """Whether :func:`book_for` answers ``variant`` at once: the book (or that there is none)
    is read. The first call starts reading it in a thread of its own (a daemon: never waited
    for at exit); a call waits at most ``wait`` seconds for the read (None: until it ends).
    Never reads in the calling thread, so a caller that must keep to a clock asks with what
    it can spare and plays without the book where the answer is False."""
    if variant in _BOOKS:
        return True
    with _READS_LOCK:
        done = _READS.get(variant)
        if done is None:
            done = _READS[variant] = threading.Event()
            threading.Thread(target=_read_in_background, args=(variant, done), daemon=True,
                             name=f"pylos-book-{variant}").start()
    if wait is not None and wait <= 0:
        return done.is_set()
    return done.wait(wait)


def _read_in_background(variant: str, done: threading.Event) -> None:
    """:func:`book_ready`'s thread: the book read and kept (a failure means no book)."""
    try:
        book_for(variant)
    finally:
        done.set()
