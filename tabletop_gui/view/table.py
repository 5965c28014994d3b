"""What every game's table shares: the baize, the room around it (the clear colour), and the
triangle soup that builds flat-shaded, vertex-coloured meshes."""

from __future__ import annotations

import math

import numpy as np
from pyqtgraph.opengl import MeshData

from .lighting import HORIZON_RGB
from .materials import FOG_END

TABLE = np.array([0.20, 0.36, 0.28])          # green baize
#: the clear colour: the room the cloth fades into (no void, no edge at a low camera)
BACKGROUND = tuple(round(c * 255) for c in HORIZON_RGB)
#: half the side of the table's cloth: past where it has faded into the room
TABLE_HALF = FOG_END * 1.6


def table_mesh(z: float, colour=TABLE) -> MeshData:
    """The table: a cloth square at height ``z`` reaching past the fog (give its item the
    "cloth" material, which fades it into the room)."""
    soup = TriangleSoup()
    s = TABLE_HALF
    soup.quad((-s, -s, z), (s, -s, z), (s, s, z), (-s, s, z), colour)
    return soup.meshdata()


class TriangleSoup:
    """Collects flat-shaded, vertex-coloured triangles into one face-indexed MeshData."""

    def __init__(self) -> None:
        self.tris: list[np.ndarray] = []
        self.cols: list[np.ndarray] = []

    def tri(self, a, b, c, ca, cb=None, cc=None) -> None:
        self.tris.append(np.array([a, b, c], dtype=float))
        cb = ca if cb is None else cb
        cc = ca if cc is None else cc
        self.cols.append(np.array([[*ca, 1.0], [*cb, 1.0], [*cc, 1.0]], dtype=float))

    def quad(self, a, b, c, d, colour) -> None:
        """a, b, c, d counter-clockwise seen from the outside."""
        self.tri(a, b, c, colour)
        self.tri(a, c, d, colour)

    def box(self, x0, y0, z0, x1, y1, z1, top, side, top_strips: int = 1, seed: int = 0) -> None:
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

    def disc(self, cx, cy, z, radius, rim, centre, segments: int = 28) -> None:
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
