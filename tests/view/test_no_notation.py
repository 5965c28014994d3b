"""Players see words (#51): the sentences a hint or the keyboard's walk says hold no move
notation ("1a1", "1a1-2b2", "YGNB@-1,2 p0,2", "cell -2,0"); the places are named as the board's
rim names them ("a1, level 1"). Notation stays in tooltips, files and the Move field."""

from __future__ import annotations

import random
import re

import pytest

pytestmark = pytest.mark.gl

# Pylos places (1a1 ... 4a1), PILUS tiles and cells ("BYGN@2,0", "p3,1", "-2,0")
NOTATION = re.compile(r"\b[1-4][a-d][1-4]\b|[BYGN]{4}@|\bp-?\d+,-?\d+|-?\d+,-?\d+")


def test_pylos_hints_name_places_in_words(qtbot, open_window):
    window = open_window()
    m = window.model
    m.new_game("pylos", {"variant": "standard", "first": "light"}, ["human", "human"])
    ctl = window.controller
    rng = random.Random(5)
    seen_raise = seen_take = False
    for _ in range(40):
        if m.is_over():
            break
        for move in m.state.legal_moves():
            text = ctl.hint_text(move)
            assert not NOTATION.search(text), text
            assert text.startswith("Hint: ") and "level" in text
            seen_raise |= bool(move.src)
            seen_take |= bool(move.takes)
        assert m.try_move(rng.choice(m.state.legal_moves()))
    assert seen_raise and seen_take


def test_pilus_hints_say_no_tile_or_cell(qtbot, open_window):
    window = open_window()
    m = window.model
    m.new_game("pilus", {"players": 2, "seed": 7, "first": 0}, ["human", "human"])
    ctl = window.controller
    moves = [mv for mv in m.seat_view(0).legal_moves() if mv.tile is not None]
    assert any(mv.pawn is not None for mv in moves)
    for move in moves:
        text = ctl.hint_text(move)
        assert not NOTATION.search(text), text
        assert text.startswith("Hint: lay this tile where its ghost shows")
