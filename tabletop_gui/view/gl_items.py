"""Our lit mesh item for pyqtgraph: ``StaticMeshItem``, a mesh in a material, lit by the
table's light, casting and taking its shadows (:mod:`.lighting`; the materials:
:mod:`.materials`; its shader: :mod:`.item_shaders`). The sets of spheres drawn in one call
are :mod:`.sphere_sets`'.

Each item owns its shader program object: an OpenGL program belongs to one context, and every
widget (e.g. each test) has its own.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from OpenGL import GL
from pyqtgraph.opengl import GLMeshItem, MeshData
from pyqtgraph.opengl.items.GLMeshItem import DirtyFlag

from . import lighting, materials
from .item_shaders import GLOW_RGB as GLOW_RGB  # the games' scenes have read it from here
from .item_shaders import static_shader
from .sphere_sets import SphereSetItem as SphereSetItem  # as the games' scenes have imported it
from .sphere_sets import sphere_mesh as sphere_mesh


# pyqtgraph ships no stubs: --strict refuses its Any base class (the plain run does not ask)
class StaticMeshItem(GLMeshItem):  # type: ignore[misc, unused-ignore]
    """A GLMeshItem with our lit, vertex-coloured shader (its own program per item), in one of
    the :mod:`.materials` ("paint", the default: the vertex colour as it is; "wood", "tray",
    "cloth"). An opaque mesh with some height casts a shadow (``casts_shadow``: None decides
    so; True or False force it); a flat one lies on the table and only receives them."""

    # what GLMeshItem parses the mesh into (parseMeshData)
    vertexes: np.ndarray | None
    normals: np.ndarray | None
    colors: np.ndarray | None
    faces: np.ndarray | None

    def __init__(self, meshdata: MeshData, material: str = "paint",
                 casts_shadow: bool | None = None, **kwds: Any) -> None:
        self.material = materials.material(material)
        self._casts = casts_shadow
        self._bounds: tuple[np.ndarray, np.ndarray] | None = None
        self._bounds_version = -1
        self.shadow_version = 0
        self._texture = 0
        self._locs: dict[str, int] | None = None
        super().__init__(meshdata=meshdata, smooth=False,
                         shader=static_shader(self.material.name), **kwds)

    def meshDataChanged(self) -> None:
        self.shadow_version = getattr(self, "shadow_version", 0) + 1
        super().meshDataChanged()

    def parseMeshData(self) -> DirtyFlag:
        """The mesh's flat-shaded triangles with each distinct corner (position, face normal,
        colour) once, drawn by index: a grid of flat squares shares its corners, and a
        software renderer runs the vertex shader (lighting, the shadow's tap) a sixth as often
        as for three corners per triangle."""
        if self.vertexes is not None:
            return DirtyFlag(0)
        md = self.opts["meshdata"]
        faces = None if md is None else md.vertexes(indexed="faces")
        if faces is None or len(faces) == 0:
            return DirtyFlag(0)
        verts = np.asarray(faces, dtype=np.float32).reshape(-1, 3)
        normals = np.asarray(md.faceNormals(indexed="faces"), dtype=np.float32).reshape(-1, 3)
        if md.hasVertexColor() or md.hasFaceColor():
            colours = (md.vertexColors(indexed="faces") if md.hasVertexColor()
                       else md.faceColors(indexed="faces"))
            colours = np.asarray(colours, dtype=np.float32).reshape(-1, 4)
        else:
            colours = np.ones((len(verts), 4), dtype=np.float32)
        rows = np.ascontiguousarray(np.hstack([verts, np.round(normals, 5), colours]))
        unique, first, inverse = np.unique(rows, axis=0, return_index=True, return_inverse=True)
        # in the order the triangles first use them (neighbours stay near in the buffer)
        order = np.argsort(first)
        rank = np.empty_like(order)
        rank[order] = np.arange(len(order))
        unique, inverse = unique[order], rank[inverse.ravel()]
        self.vertexes = np.ascontiguousarray(unique[:, :3])
        self.normals = np.ascontiguousarray(unique[:, 3:6])
        self.colors = np.ascontiguousarray(unique[:, 6:10])
        self.faces = np.ascontiguousarray(inverse.reshape(-1, 3).astype(np.uint32))
        return DirtyFlag.POSITION | DirtyFlag.NORMAL | DirtyFlag.COLOR | DirtyFlag.FACES

    # ---- shadows ------------------------------------------------------------------------
    def shadow_bounds(self) -> tuple[np.ndarray, np.ndarray] | None:
        """(lowest corner, highest corner) of the mesh in its own coordinates."""
        if self._bounds_version != self.shadow_version:
            md = self.opts["meshdata"]
            verts = None if md is None else md.vertexes(indexed="faces")
            if verts is None or len(verts) == 0:
                self._bounds = None
            else:
                pts = np.asarray(verts, dtype=float).reshape(-1, 3)
                self._bounds = (pts.min(axis=0), pts.max(axis=0))
            self._bounds_version = self.shadow_version
        return self._bounds

    def casts_shadow(self) -> bool:
        if self._casts is not None:
            return self._casts
        if self._translucent():
            return False
        bounds = self.shadow_bounds()
        return bounds is not None and float(bounds[1][2] - bounds[0][2]) > 0.01

    def _translucent(self) -> bool:
        return bool(self._GLGraphicsItem__glOpts.get(GL.GL_BLEND, False))

    def paint_depth(self, program: int, light_mvp: np.ndarray) -> None:
        """Draw the mesh's triangles with the shadow pass's program (its matrix, the row-major
        ``light_mvp``, set)."""
        if (dirty := self.parseMeshData()):
            self.upload_vertex_buffers(dirty)
        if self.vertexes is None:
            return
        if self.faces is None:
            lighting.draw_positions(program, self.m_vbo_position,
                                    int(np.prod(self.vertexes.shape[:-1])))
        else:
            lighting.draw_positions(program, self.m_vbo_position, int(self.faces.size),
                                    self.m_ibo_faces)

    # ---- the frame ----------------------------------------------------------------------
    def paint(self) -> None:
        self.setupGLState()
        if (dirty := self.parseMeshData()):
            self.upload_vertex_buffers(dirty)
        if self.vertexes is None:
            return
        program = self.shader().program(es2_compat=lighting._es2())
        if self._locs is None:
            self._locs = lighting.uniform_locations(program)
            for name in ("a_position", "a_normal", "a_color"):
                self._locs[name] = GL.glGetAttribLocation(program, name)
        locs = self._locs
        enabled = []
        GL.glUseProgram(program)
        try:
            for name, vbo, size in (("a_position", self.m_vbo_position, 3),
                                    ("a_normal", self.m_vbo_normal, 3),
                                    ("a_color", self.m_vbo_color, 4)):
                loc = locs[name]
                if loc == -1:
                    continue
                data = {"a_position": self.vertexes, "a_normal": self.normals,
                        "a_color": self.colors}[name]
                if data is None:
                    if name == "a_normal":
                        GL.glVertexAttrib3f(loc, 0.0, 0.0, 1.0)
                    elif name == "a_color":
                        GL.glVertexAttrib4f(loc, 1.0, 1.0, 1.0, 1.0)
                    continue
                vbo.bind()
                if data.dtype == np.uint8:
                    GL.glVertexAttribPointer(loc, size, GL.GL_UNSIGNED_BYTE, True, 0, None)
                else:
                    GL.glVertexAttribPointer(loc, size, GL.GL_FLOAT, False, 0, None)
                vbo.release()
                GL.glEnableVertexAttribArray(loc)
                enabled.append(loc)
            lighting.set_lit_uniforms(self, locs)
            if locs["u_material"] != -1:
                if not self._texture:
                    self._texture = materials.make_texture(self.material.name)
                GL.glActiveTexture(GL.GL_TEXTURE0 + lighting.MATERIAL_UNIT)
                GL.glBindTexture(GL.GL_TEXTURE_2D, self._texture)
                GL.glActiveTexture(GL.GL_TEXTURE0)
                GL.glUniform1i(locs["u_material"], lighting.MATERIAL_UNIT)
            if self.faces is None:
                GL.glDrawArrays(GL.GL_TRIANGLES, 0, int(np.prod(self.vertexes.shape[:-1])))
            else:
                self.m_ibo_faces.bind()
                GL.glDrawElements(GL.GL_TRIANGLES, int(self.faces.size), GL.GL_UNSIGNED_INT, None)
                self.m_ibo_faces.release()
        finally:
            for loc in enabled:
                GL.glDisableVertexAttribArray(loc)
            GL.glUseProgram(0)
