"""The draws reader (:class:`PylosDraws`, the app's since session 28, which ``tools.pylos_retro.
draw_layer`` wraps) reads ``retro draws``' files in the book's slot order
(issue #17, session 25): built here for one occupancy from the same values as a book, every
position is a draw in the one exactly when the book says 0, mirror images included."""

from __future__ import annotations

import random
import struct
from math import comb
from pathlib import Path

import pytest

from tabletop_gui.ai.pylos.book import PylosBook, image
from tools.pylos_retro.draw_layer import BookWithDraws, DrawLayers

LEVEL1 = 0xFFFF         # level 1 full: 16 spheres, 14 empty places, its own 8 images


def _files(tmp_path: Path) -> tuple[PylosBook, DrawLayers]:
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
    path = tmp_path / "d14.bin"
    path.write_bytes(b"PYLDRAW1" + struct.pack("<4IQ", 2, 14, 14, 1, count)
                     + struct.pack("<I", LEVEL1) + bytes(bits))
    return book, DrawLayers([str(path)])


def test_a_draw_exactly_where_the_book_says_draw(tmp_path: Path) -> None:
    book, layers = _files(tmp_path)
    rng = random.Random(7)
    draws = 0
    for _ in range(3000):
        me = 0
        while not 2 <= me.bit_count() <= 14:
            me = rng.getrandbits(16)
        opp = LEVEL1 ^ me
        want = book.value(me, opp) == 0
        draws += want
        assert layers.is_draw(me, opp) is want
        g = rng.randrange(8)
        assert layers.is_draw(image(g, me), image(g, opp)) is want
    assert 500 < draws < 1500                   # both answers were checked, many times


def test_outside_the_layer_and_the_book_with_draws(tmp_path: Path) -> None:
    book, layers = _files(tmp_path)
    assert layers.is_draw(1, 2) is None                            # 28 empty places
    assert layers.is_draw(0x3FFF, 0x3) is None                     # 15 on one side
    both = BookWithDraws(book, layers)
    me = 0x00FF
    assert both.value(me, LEVEL1 ^ me) == book.value(me, LEVEL1 ^ me)


def test_a_file_of_another_kind_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "x.bin"
    path.write_bytes(b"PYLBOOK1" + bytes(40))
    with pytest.raises(ValueError, match="not a file of Pylos draws"):
        DrawLayers([str(path)])
