"""The draws reader (:class:`PylosDraws`, the app's) reads ``retro draws``'
files in the book's slot order (issue #17): built here for one occupancy from the
same values as a book, every position is a draw in the one exactly when the book says 0,
mirror images included."""

from __future__ import annotations

import random
import struct
from math import comb

import pytest

from tabletop_gui.ai.pylos.book import BookError, PylosBook, PylosDraws, image

LEVEL1 = 0xFFFF         # level 1 full: 16 spheres, 14 empty places, its own 8 images


def _files() -> tuple[PylosBook, PylosDraws]:
    rng = random.Random(25)
    n = LEVEL1.bit_count()
    count = sum(comb(n, a) for a in range(n - 14, 15))
    values = [rng.choice((0, 1, 2)) for _ in range(count)]       # 0 draw, 1 win, 2 loss
    packed = bytearray((count + 3) // 4)
    bits = bytearray((count + 7) // 8)
    for i, v in enumerate(values):
        packed[i >> 2] |= v << (2 * (i & 3))
        bits[i >> 3] |= (v == 0) << (i & 7)
    book = PylosBook(b"PYLBOOK1" + struct.pack("<3IQ", 2, 14, 1, count)
                     + struct.pack("<I", LEVEL1) + bytes(packed))
    draws = PylosDraws(b"PYLDRAW1" + struct.pack("<4IQ", 2, 14, 14, 1, count)
                       + struct.pack("<I", LEVEL1) + bytes(bits))
    return book, draws


def test_a_draw_exactly_where_the_book_says_draw() -> None:
    book, draws = _files()
    assert draws.variant == "mature" and list(draws.empty) == [14]
    rng = random.Random(7)
    count = 0
    for _ in range(3000):
        me = 0
        while not 2 <= me.bit_count() <= 14:
            me = rng.getrandbits(16)
        opp = LEVEL1 ^ me
        want = book.value(me, opp) == 0
        count += want
        assert draws.is_draw(me, opp) is want
        g = rng.randrange(8)
        assert draws.is_draw(image(g, me), image(g, opp)) is want
    assert 500 < count < 1500                   # both answers were checked, many times


def test_outside_the_layer_the_draws_know_nothing() -> None:
    _, draws = _files()
    assert draws.is_draw(1, 2) is None                            # 28 empty places
    assert draws.is_draw(0x3FFF, 0x3) is None                     # 15 on one side


def test_a_file_of_another_kind_is_refused() -> None:
    with pytest.raises(BookError, match="not a file of Pylos draws"):
        PylosDraws(b"PYLBOOK1" + bytes(40))
