"""Sets of spheres sharing one mesh (``SphereSetItem``), and of the glowing mouths of the places
that take a sphere (``GlowDiscSetItem``), each drawn with a single call. Solid spheres are lit
by the table's light and cast and take its shadows (:mod:`.lighting`).

A set copies its one mesh into one vertex buffer: changing a sphere's place, colour or glow
rewrites its slice of the arrays, and a frame costs one draw call whatever the number of
spheres. (A ``GLMeshItem`` per sphere pays pyqtgraph's per-item Python overhead and the
driver's per-draw cost 30 times a frame: measured 3x slower on Mesa llvmpipe.)
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numpy.typing import ArrayLike
from OpenGL import GL
from pyqtgraph.opengl import GLGraphicsItem, MeshData
from PySide6 import QtGui
from PySide6.QtOpenGL import QOpenGLBuffer

from . import lighting
from .item_shaders import GLOW_CORE_RGB, ghost_shader, glow_disc_shader, sphere_shader


def sphere_mesh(radius: float = 0.5, rows: int = 18, cols: int = 30) -> MeshData:
    """The one sphere mesh everything shares."""
    return MeshData.sphere(rows=rows, cols=cols, radius=radius)


# pyqtgraph ships no stubs: --strict refuses its Any base class (the plain run does not ask)
class SphereSetItem(GLGraphicsItem.GLGraphicsItem):  # type: ignore[misc, unused-ignore]
    """``count`` copies of one sphere mesh; each has a centre, a colour, a glow and a visibility.

    The copies live in one vertex buffer drawn with a single call; changing a sphere rewrites
    only that sphere's slice of the arrays, and showing or hiding one rewrites the short list of
    what is drawn (a hidden sphere is left out of it, and collapses to a point). ``ghost``
    draws them see-through with a glowing rim (:func:`~.item_shaders.ghost_shader`). Solid spheres cast
    shadows (``paint_depth``); ghosts do not."""

    def __init__(self, count: int, meshdata: MeshData | None = None,
                 glOptions: str | dict[Any, Any] = "opaque", ghost: bool = False) -> None:
        super().__init__()
        self.setGLOptions(glOptions)
        # only the near side: for a ghost the far one would show through as seams, and for a
        # solid sphere it is hidden anyway, but a software renderer would shade it first.
        # (MeshData.sphere winds its triangles clockwise seen from outside: the outside is
        # GL's back.)
        self.updateGLOptions({GL.GL_CULL_FACE: True, "glCullFace": (GL.GL_FRONT,)})
        self.ghost = ghost
        self.shadow_version = 0
        self._depth_mesh: tuple[QOpenGLBuffer, QOpenGLBuffer, int] | None = None
        mesh = meshdata if meshdata is not None else sphere_mesh()
        self._init_instances(count, mesh)
        normals = self._unit / np.linalg.norm(self._unit, axis=1, keepdims=True)
        self._static = {"a_normal": (np.ascontiguousarray(np.tile(normals, (count, 1)),
                                                          dtype=np.float32), 3)}
        self._program = ghost_shader() if ghost else sphere_shader()
        self._init_buffers()

    def casts_shadow(self) -> bool:
        return not self.ghost and bool(self.visible_mask.any())

    def shadow_bounds(self) -> tuple[np.ndarray, np.ndarray] | None:
        shown = self.centres[self.visible_mask]
        if len(shown) == 0:
            return None
        reach = np.abs(self._unit).max(axis=0)
        return shown.min(axis=0) - reach, shown.max(axis=0) + reach

    def paint_depth(self, program: int, light_mvp: np.ndarray) -> None:
        """Draw the shown spheres with the shadow pass's program: each a coarse copy of the
        sphere (its silhouette is all the shadow needs; the full mesh's triangles made the
        pass cost a frame and a half whenever a sphere moved), moved into place by the
        matrix."""
        if self._depth_mesh is None:
            coarse = MeshData.sphere(rows=8, cols=14, radius=float(np.abs(self._unit).max()))
            verts = np.ascontiguousarray(coarse.vertexes(), dtype=np.float32)
            faces = np.ascontiguousarray(coarse.faces(), dtype=np.uint32).ravel()
            vbo = QOpenGLBuffer(QOpenGLBuffer.Type.VertexBuffer)
            ibo = QOpenGLBuffer(QOpenGLBuffer.Type.IndexBuffer)
            for buf, arr in ((vbo, verts), (ibo, faces)):
                buf.create()
                buf.bind()
                buf.allocate(arr.tobytes(), arr.nbytes)
                buf.release()
            self._depth_mesh = (vbo, ibo, int(faces.size))
        vbo, ibo, n = self._depth_mesh
        loc = GL.glGetUniformLocation(program, "u_light_mvp")
        pos = GL.glGetAttribLocation(program, "a_position")
        vbo.bind()
        GL.glVertexAttribPointer(pos, 3, GL.GL_FLOAT, False, 0, None)
        vbo.release()
        GL.glEnableVertexAttribArray(pos)
        ibo.bind()
        try:
            # one matrix per sphere (the light's, moved to its centre), worked out at once
            shown = self.centres[self.visible_mask].astype(float)
            mats = np.repeat(light_mvp[None, :, :], len(shown), axis=0)
            mats[:, :, 3] += np.einsum("ij,kj->ki", light_mvp[:, :3], shown)
            for m in np.ascontiguousarray(mats.transpose(0, 2, 1), dtype=np.float32):
                GL.glUniformMatrix4fv(loc, 1, False, m)
                GL.glDrawElements(GL.GL_TRIANGLES, n, GL.GL_UNSIGNED_INT, None)
        finally:
            ibo.release()
            GL.glDisableVertexAttribArray(pos)

    def _init_instances(self, count: int, mesh: MeshData) -> None:
        self._unit = np.asarray(mesh.vertexes(), dtype=np.float32)
        nv = len(self._unit)
        self._nv = nv
        self.count = count
        self.centres = np.zeros((count, 3), dtype=np.float32)
        self.colours = np.ones((count, 4), dtype=np.float32)
        self.glows = np.zeros(count, dtype=np.float32)
        self.visible_mask = np.zeros(count, dtype=bool)
        self._pos = np.zeros((count * nv, 3), dtype=np.float32)
        self._col = np.ones((count * nv, 4), dtype=np.float32)
        self._glow = np.zeros(count * nv, dtype=np.float32)
        faces = np.asarray(mesh.faces(), dtype=np.uint32)
        #: (count, faces * 3) vertex indices, a row per copy: only the shown copies' rows are
        #: drawn, so hidden copies cost the renderer nothing (not even their vertices)
        self._faces = np.ascontiguousarray(
            (faces[None, :, :] + (np.arange(count, dtype=np.uint32) * nv)[:, None, None])
            .reshape(count, -1))
        self._n_indices = 0
        self._shown_dirty = True

    def _init_buffers(self) -> None:
        names = ["a_position", "a_color", "a_glow", *self._static]
        self._bufs = {name: QOpenGLBuffer(QOpenGLBuffer.Type.VertexBuffer) for name in names}
        self._sizes = {"a_position": 3, "a_color": 4, "a_glow": 1,
                       **{n: size for n, (_a, size) in self._static.items()}}
        self._ibo = QOpenGLBuffer(QOpenGLBuffer.Type.IndexBuffer)
        self._dirty = True
        self._locs: dict[str, int] | None = None

    # ---- scene side ---------------------------------------------------------------------
    def set_sphere(self, i: int, centre: ArrayLike | None = None, colour: ArrayLike | None = None,
                   glow: float | None = None, visible: bool | None = None) -> None:
        if centre is not None:
            self.centres[i] = centre
            self.shadow_version += 1
        if colour is not None:
            self.colours[i] = colour
        if glow is not None:
            self.glows[i] = glow
        if visible is not None and bool(visible) != self.visible_mask[i]:
            self.visible_mask[i] = visible
            self._shown_dirty = True
            self.shadow_version += 1
        sl = slice(i * self._nv, (i + 1) * self._nv)
        if self.visible_mask[i]:
            self._pos[sl] = self._unit + self.centres[i]
        else:
            self._pos[sl] = self.centres[i]          # degenerate: draws nothing
        self._col[sl] = self.colours[i]
        self._glow[sl] = self.glows[i]
        self._dirty = True
        self.update()

    # ---- GL side ------------------------------------------------------------------------
    def _upload(self) -> None:
        arrays = {"a_position": self._pos, "a_color": self._col, "a_glow": self._glow,
                  **{n: a for n, (a, _size) in self._static.items()}}
        if not self._ibo.isCreated():
            self._ibo.create()
            self._shown_dirty = True
        if self._shown_dirty:
            indices = np.ascontiguousarray(self._faces[self.visible_mask].ravel())
            self._ibo.bind()
            self._ibo.allocate(indices.tobytes(), indices.nbytes)
            self._ibo.release()
            self._n_indices = indices.size
            self._shown_dirty = False
        for name, arr in arrays.items():
            buf = self._bufs[name]
            if name in self._static and buf.isCreated():
                continue                                   # never changes
            if not buf.isCreated():
                buf.create()
                buf.setUsagePattern(QOpenGLBuffer.UsagePattern.DynamicDraw)
                buf.bind()
                buf.allocate(arr.tobytes(), arr.nbytes)
            else:
                buf.bind()
                buf.write(0, arr.tobytes(), arr.nbytes)  # type: ignore[arg-type]  # stubs lack the bytes overload
            buf.release()
        self._dirty = False

    def paint(self) -> None:
        if not self.visible_mask.any():
            return
        self.setupGLState()
        if self._dirty:
            self._upload()
        context = QtGui.QOpenGLContext.currentContext()
        es2 = context.hasExtension(b"GL_ARB_ES2_compatibility")
        program = self._program.program(es2_compat=es2)
        locs = self._locs
        if locs is None:
            locs = lighting.uniform_locations(program)
            for n in self._bufs:
                locs[n] = GL.glGetAttribLocation(program, n)
            self._locs = locs
        modelview = self.modelViewMatrix()
        GL.glUseProgram(program)
        enabled = []
        try:
            for name, buf in self._bufs.items():
                loc = locs[name]
                if loc == -1:
                    continue
                buf.bind()
                GL.glVertexAttribPointer(loc, self._sizes[name], GL.GL_FLOAT, False, 0, None)
                buf.release()
                GL.glEnableVertexAttribArray(loc)
                enabled.append(loc)
            lighting.set_lit_uniforms(self, locs)
            if locs["u_modelview"] != -1:
                GL.glUniformMatrix4fv(locs["u_modelview"], 1, False,
                                      np.array(modelview.data(), dtype=np.float32))
            if locs["u_normal"] != -1:
                GL.glUniformMatrix3fv(locs["u_normal"], 1, False,
                                      np.array(modelview.normalMatrix().data(), dtype=np.float32))
            self._ibo.bind()
            GL.glDrawElements(GL.GL_TRIANGLES, self._n_indices, GL.GL_UNSIGNED_INT, None)
            self._ibo.release()
        finally:
            for loc in enabled:
                GL.glDisableVertexAttribArray(loc)
            GL.glUseProgram(0)
            GL.glDepthMask(True)        # a see-through set may have turned depth writes off
            GL.glDisable(GL.GL_CULL_FACE)


def glow_disc_mesh(segments: int = 32) -> tuple[MeshData, np.ndarray]:
    """A flat disc of unit ring radius reaching out to 1.22 for the halo, in concentric bands
    just fine enough for the ring's profile (each triangle costs on a software renderer); with
    each vertex's radial coordinate."""
    radii = np.array([0.0, 0.55, 0.8, 0.9, 0.95, 1.0, 1.05, 1.1, 1.22])
    angles = np.linspace(0.0, 2.0 * np.pi, segments, endpoint=False)
    verts = [[0.0, 0.0, 0.0]]
    for r in radii[1:]:
        verts += [[r * np.cos(a), r * np.sin(a), 0.0] for a in angles]
    faces = []
    for k in range(segments):                           # the centre fan
        faces.append([0, 1 + k, 1 + (k + 1) % segments])
    for ring in range(len(radii) - 2):
        base_in = 1 + ring * segments
        base_out = base_in + segments
        for k in range(segments):
            k1 = (k + 1) % segments
            faces.append([base_in + k, base_out + k, base_out + k1])
            faces.append([base_in + k, base_out + k1, base_in + k1])
    points = np.array(verts, dtype=np.float32)
    mesh = MeshData(vertexes=points, faces=np.array(faces, dtype=np.uint32))
    return mesh, np.linalg.norm(points[:, :2], axis=1).astype(np.float32)


class GlowDiscSetItem(SphereSetItem):
    """``count`` glowing discs (the mouths of places that take a sphere) in one draw call, the
    same way as :class:`SphereSetItem`: each has a centre, a colour, a glow (its brightness) and
    a visibility. Drawn see-through over the wood without writing depth, so a ghost sphere drawn
    later still shows whole; the spheres, drawn before, hide what lies behind them."""

    GL_OPTIONS = {
        GL.GL_DEPTH_TEST: True,
        GL.GL_BLEND: True,
        GL.GL_CULL_FACE: False,
        "glBlendFunc": (GL.GL_SRC_ALPHA, GL.GL_ONE_MINUS_SRC_ALPHA),
        "glDepthMask": (False,),
    }

    def __init__(self, count: int, radius: float, segments: int = 32) -> None:
        GLGraphicsItem.GLGraphicsItem.__init__(self)
        self.setGLOptions(self.GL_OPTIONS)
        self.ghost = True                      # light, not matter: casts no shadow
        self.shadow_version = 0
        mesh, radial = glow_disc_mesh(segments)
        mesh = MeshData(vertexes=mesh.vertexes() * np.float32(radius), faces=mesh.faces())
        self._init_instances(count, mesh)
        self._band, self._inside, self._halo = self.profile(radial)
        self._static = {}
        self._program = glow_disc_shader()
        self._init_buffers()

    @staticmethod
    def profile(radial: np.ndarray) -> list[np.ndarray]:
        """(band, inside, halo) weights at each radial coordinate: a bright ring on the
        hollow's edge (1), a soft fill inside it, a short halo outside."""
        band = np.exp(-(((radial - 1.0) / 0.13) ** 2))
        inside = np.clip((1.0 - radial) / 0.7, 0.0, 1.0)
        inside = inside * inside * (3.0 - 2.0 * inside)           # smoothstep
        halo = np.where(radial >= 1.0, np.exp(-np.maximum(radial - 1.0, 0.0) * 6.0), 0.0)
        halo = np.where(radial > 1.2, 0.0, halo)
        band = np.where(radial > 1.2, 0.0, band)
        return [np.asarray(a, dtype=np.float32)[:, None] for a in (band, inside, halo)]

    def set_sphere(self, i: int, centre: ArrayLike | None = None, colour: ArrayLike | None = None,
                   glow: float | None = None, visible: bool | None = None) -> None:
        super().set_sphere(i, centre, colour, glow, visible)
        # the ring white-hot, the hollow lit warm (light in it, not amber paint)
        core = np.array(GLOW_CORE_RGB, dtype=np.float32)
        mix = np.clip(self._band * 1.3 + 0.8 * self._inside, 0.0, 1.0)
        rgb = self.colours[i][:3] * (1.0 - mix) + core * mix
        alpha = np.clip((1.2 * self._band + 0.45 * self._halo + 0.36 * self._inside)
                        * self.glows[i], 0.0, 1.0) * self.colours[i][3]
        self._col[i * self._nv:(i + 1) * self._nv] = np.hstack([rgb, alpha])
