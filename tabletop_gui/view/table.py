"""What every game's table shares: the baize, the room around it (the clear colour), and the
triangle soup that builds flat-shaded, vertex-coloured meshes."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Union

import numpy as np
from pyqtgraph.opengl import MeshData

from .lighting import HORIZON_RGB
from .materials import FOG_END

#: a point (x, y, z) and an RGB colour, as the triangles take them
Point = Union[Sequence[float], np.ndarray]
Colour = Union[Sequence[float], np.ndarray]

TABLE = np.array([0.20, 0.36, 0.28])          # green baize
#: the clear colour: the room the cloth fades into (no void, no edge at a low camera)
BACKGROUND = tuple(round(c * 255) for c in HORIZON_RGB)
#: half the side of the table's cloth: past where it has faded into the room
TABLE_HALF = FOG_END * 3.2


#: the cloth is a coarse grid of this step out to TABLE_GRID from the centre, then square rings
#: with as many vertices per side reaching out to TABLE_HALF: the fog and the cloth's gentle
#: variation are worked out at the vertices. Few triangles: a software renderer pays for each
#: (1,500 of them cost more than all the cloth's pixels)
TABLE_STEP = 2.45
TABLE_GRID = 9.8
TABLE_RINGS = (9.8, 14.0, 21.0, 32.0, 50.0, 80.0, 125.0)


def _cloth_colour(colour: Colour, x: float, y: float) -> np.ndarray:
    """The cloth's colour at (x, y): a slow, gentle variation, as felt has."""
    wave = 0.028 * math.sin(0.37 * x + 1.3) * math.cos(0.29 * y - 0.4) \
        + 0.018 * math.sin(0.11 * x - 0.23 * y + 2.0)
    return np.clip(np.asarray(colour, dtype=float) * (1.0 + wave), 0.0, 1.0)


def table_mesh(z: float, colour: Colour = TABLE) -> MeshData:
    """The table at height ``z``: a coarse grid in the middle, then square rings with as many
    vertices per side out to far past where the fog hides it (give its item the "cloth"
    material). No T-junctions: each ring's inner edge has its neighbour's vertices."""
    n = int(round(2 * TABLE_GRID / TABLE_STEP))
    ticks = np.linspace(-1.0, 1.0, n + 1)
    scales = [TABLE_GRID * float(t) for t in ticks]
    # rows of vertices: the grid's rows, then each ring as a closed loop around the square
    grid = np.array([[(x, y, z) for x in scales] for y in scales])
    cols = np.array([[_cloth_colour(colour, x, y) for x, y, _z in row] for row in grid])
    verts = grid.reshape(-1, 3)
    vcols = cols.reshape(-1, 3)
    faces = []
    for j in range(n):
        for i in range(n):
            a, b = j * (n + 1) + i, j * (n + 1) + i + 1
            c, d = a + (n + 1), b + (n + 1)
            faces += [(a, b, d), (a, d, c)]
    # the loop around a square of half-size h, counter-clockwise, 4n points
    def loop(h: float) -> list[tuple[float, float]]:
        side = [h * float(t) for t in ticks]
        return ([(x, -h) for x in side[:-1]] + [(h, y) for y in side[:-1]]
                + [(x, h) for x in side[::-1][:-1]] + [(-h, y) for y in side[::-1][:-1]])

    inner = loop(TABLE_GRID)
    index = {(round(x, 6), round(y, 6)): k for k, (x, y, _z) in enumerate(verts)}
    prev = [index[(round(x, 6), round(y, 6))] for x, y in inner]
    extra_v: list[tuple[float, float, float]] = []
    extra_c: list[np.ndarray] = []
    base = len(verts)
    for h in TABLE_RINGS[1:] + (TABLE_HALF,):
        ring = []
        for x, y in loop(h):
            ring.append(base + len(extra_v))
            extra_v.append((x, y, z))
            extra_c.append(_cloth_colour(colour, x, y))
        m = len(ring)
        for k in range(m):
            a, b = prev[k], prev[(k + 1) % m]
            c, d = ring[k], ring[(k + 1) % m]
            faces += [(a, c, d), (a, d, b)]
        prev = ring
    verts = np.vstack([verts, np.array(extra_v)])
    vcols = np.vstack([vcols, np.array(extra_c)])
    rgba = np.hstack([vcols, np.ones((len(vcols), 1))])
    return MeshData(vertexes=verts.astype(np.float32), faces=np.array(faces, dtype=np.uint32),
                    vertexColors=rgba.astype(np.float32))


class TriangleSoup:
    """Collects flat-shaded, vertex-coloured triangles into one face-indexed MeshData."""

    def __init__(self) -> None:
        self.tris: list[np.ndarray] = []
        self.cols: list[np.ndarray] = []

    def tri(self, a: Point, b: Point, c: Point, ca: Colour, cb: Colour | None = None,
            cc: Colour | None = None) -> None:
        self.tris.append(np.array([a, b, c], dtype=float))
        cb = ca if cb is None else cb
        cc = ca if cc is None else cc
        self.cols.append(np.array([[*ca, 1.0], [*cb, 1.0], [*cc, 1.0]], dtype=float))

    def quad(self, a: Point, b: Point, c: Point, d: Point, colour: Colour) -> None:
        """a, b, c, d counter-clockwise seen from the outside."""
        self.tri(a, b, c, colour)
        self.tri(a, c, d, colour)

    def box(self, x0: float, y0: float, z0: float, x1: float, y1: float, z1: float,
            top: np.ndarray, side: np.ndarray, top_strips: int = 1, seed: int = 0) -> None:
        rng = np.random.default_rng(seed)
        # top, in strips along x with a slight colour variation: planks / grain
        xs = np.linspace(x0, x1, top_strips + 1)
        for i in range(top_strips):
            shade = np.clip(top * (1.0 + rng.uniform(-0.045, 0.045)), 0, 1)
            self.quad((xs[i], y0, z1), (xs[i + 1], y0, z1), (xs[i + 1], y1, z1), (xs[i], y1, z1), shade)
        self.quad((x0, y0, z0), (x1, y0, z0), (x1, y0, z1), (x0, y0, z1), side)      # -y
        self.quad((x1, y1, z0), (x0, y1, z0), (x0, y1, z1), (x1, y1, z1), side)      # +y
        self.quad((x0, y1, z0), (x0, y0, z0), (x0, y0, z1), (x0, y1, z1), side * 0.92)  # -x
        self.quad((x1, y0, z0), (x1, y1, z0), (x1, y1, z1), (x1, y0, z1), side * 0.92)  # +x

    def disc(self, cx: float, cy: float, z: float, radius: float, rim: Colour, centre: Colour,
             segments: int = 28) -> None:
        for k in range(segments):
            a0 = 2 * math.pi * k / segments
            a1 = 2 * math.pi * (k + 1) / segments
            self.tri((cx, cy, z),
                     (cx + radius * math.cos(a0), cy + radius * math.sin(a0), z),
                     (cx + radius * math.cos(a1), cy + radius * math.sin(a1), z),
                     centre, rim, rim)

    def meshdata(self) -> MeshData:
        return MeshData(vertexes=np.array(self.tris), vertexColors=np.array(self.cols))


_TriangleSoup = TriangleSoup     # its name before it was shared

__all__ = ["BACKGROUND", "TABLE", "TABLE_HALF", "TriangleSoup", "table_mesh"]
