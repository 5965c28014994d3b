"""Pylos's model spec describes equal moves alike: the move list's details and tooltips use
the take-backs' canonical order (the one ``str(move)`` writes), not the order they were given."""

from __future__ import annotations

from tabletop_gui.model import game_spec
from tabletop_gui.rules import pylos


def test_equal_moves_with_take_backs_in_another_order_describe_alike():
    spec = game_spec("pylos")
    for a, b in (("1b2x1c1x1a1", "1b2x1a1x1c1"), ("1d4-2b2x2b2x1a1", "1d4-2b2x1a1x2b2")):
        a, b = pylos.Move.from_notation(a), pylos.Move.from_notation(b)
        assert a == b and str(a) == str(b) and a.takes != b.takes
        assert spec.describe(a) == spec.describe(b)
        assert spec.describe(a)["takes"] == list(a.canonical_order_takes)
        assert spec.tooltip(0, a) == spec.tooltip(0, b)
