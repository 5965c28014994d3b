"""PILUS's default pawn colours are told apart at a glance, by colour-blind players too, and no
pawn blends into a tile: the CIE76 colour difference (ΔE in CIELAB) between every two pawns, and
between each pawn and each tile colour, seen with normal sight and through the simulations of
deuteranopia and protanopia (Machado, Oliveira and Fernandes 2009, full severity)."""

from __future__ import annotations

import itertools

from tabletop_gui.model.games.pilus import FORMER_PAWN_COLOURS, PAWN_COLOURS, SPEC
from tabletop_gui.view.games.pilus.picture import TILE_COLOURS
from tabletop_gui.view.games.pilus.tile_mesh import PALETTES

DEUTERANOPIA = ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                (-0.011820, 0.042940, 0.968881))
PROTANOPIA = ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
              (-0.003882, -0.048116, 1.051998))
PAWNS_APART = 30.0     # ΔE between two pawns: far apart (the old orange and vermillion: 18)
TILE_APART = 12.0      # ΔE between a pawn and a tile (the old purple and the grey tile: 7)


def linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def lab(code: str, sight=None) -> tuple[float, float, float]:
    rgb = [linear(int(code[i:i + 2], 16) / 255) for i in (1, 3, 5)]
    if sight is not None:
        rgb = [min(1.0, max(0.0, sum(m * v for m, v in zip(row, rgb, strict=True))))
               for row in sight]
    r, g, b = rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))


def delta_e(a: str, b: str) -> float:
    """The least ΔE of the two colours over normal sight and the two simulations."""
    return min(sum((p - q) ** 2 for p, q in zip(lab(a, s), lab(b, s), strict=True)) ** 0.5
               for s in (None, DEUTERANOPIA, PROTANOPIA))


def tiles() -> set[str]:
    return {c.upper() for palette in PALETTES.values() for c in palette.values()} | {
        c.upper() for c in TILE_COLOURS.values()}


def test_the_pawns_are_far_apart_for_every_sight():
    worst = min(delta_e(a, b) for a, b in itertools.combinations(PAWN_COLOURS, 2))
    assert worst >= PAWNS_APART, worst


def test_no_pawn_blends_into_a_tile():
    worst = min((delta_e(p, t), p, t) for p in PAWN_COLOURS for t in tiles())
    assert worst[0] >= TILE_APART, worst


def test_the_measure_tells_the_old_palette_apart():
    # the measure itself: the palette before failed it (orange and vermillion, purple and grey)
    old = ("#E69F00", "#56B4E9", "#CC79A7", "#D55E00")
    assert delta_e("#E69F00", "#D55E00") < PAWNS_APART
    assert min(delta_e(p, t) for p in old for t in tiles()) < TILE_APART


def test_a_file_keeps_the_colours_it_was_saved_with():
    opts = SPEC.normalize_options({"players": 2, "seed": 1,
                                   "colours": list(FORMER_PAWN_COLOURS)})
    assert opts["colours"] == list(FORMER_PAWN_COLOURS)
