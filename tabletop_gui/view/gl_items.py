"""Our OpenGL items for pyqtgraph: a lit shader, and a set of spheres sharing one mesh.

``SphereSetItem`` draws every sphere of a set from one shared sphere mesh, copied into one
vertex buffer and drawn with a single call: changing a sphere's place, colour or glow rewrites
its slice of the arrays, and a frame costs one draw call whatever the number of spheres. (A
``GLMeshItem`` per sphere pays pyqtgraph's per-item Python overhead and the driver's per-draw
cost 30 times a frame: measured 3x slower on Mesa llvmpipe.)

Each item owns its shader program object: an OpenGL program belongs to one context, and every
widget (e.g. each test) has its own.
"""

from __future__ import annotations

import numpy as np
from OpenGL import GL
from pyqtgraph.opengl import GLGraphicsItem, GLMeshItem, MeshData
from pyqtgraph.opengl import shaders
from PySide6 import QtGui
from PySide6.QtOpenGL import QOpenGLBuffer

# Lighting in eye space (x right, y up, z towards the viewer): a warm key light from the upper
# left, a cool weak fill from the right, Blinn-Phong specular with the viewer along +z.
_LIGHTING = """
    vec3 shade(vec3 base, vec3 n, float glow, float shininess, float spec_strength) {
        n = normalize(n);
        vec3 key = normalize(vec3(-0.45, 0.65, 0.62));
        vec3 fill = normalize(vec3(0.7, -0.1, 0.5));
        float d1 = max(dot(n, key), 0.0);
        float d2 = max(dot(n, fill), 0.0);
        vec3 h = normalize(key + vec3(0.0, 0.0, 1.0));
        float s = pow(max(dot(n, h), 0.0), shininess) * spec_strength;
        vec3 rgb = base * (0.30 + 0.78 * d1 * vec3(1.0, 0.97, 0.92) + 0.22 * d2 * vec3(0.85, 0.9, 1.0));
        rgb += s * vec3(1.0, 0.98, 0.94);
        rgb += glow * vec3(1.0, 0.85, 0.35);
        return rgb;
    }
"""

_HEADER = """
    #ifdef GL_ES
    precision mediump float;
    #endif
"""


def static_shader() -> shaders.ShaderProgram:
    """Vertex-coloured, lit, matt: the table, the board, the trays. Lit per vertex (the faces
    are flat and the light directional, so per fragment would give the same picture at several
    times the cost on software renderers)."""
    return shaders.ShaderProgram(None, [
        shaders.VertexShader(_LIGHTING + """
            uniform mat4 u_mvp;
            uniform mat3 u_normal;
            attribute vec4 a_position;
            attribute vec3 a_normal;
            attribute vec4 a_color;
            varying vec4 v_color;
            void main() {
                v_color = vec4(shade(a_color.rgb, u_normal * a_normal, 0.0, 24.0, 0.10), a_color.a);
                gl_Position = u_mvp * a_position;
            }
        """),
        shaders.FragmentShader(_HEADER + """
            varying vec4 v_color;
            void main() {
                gl_FragColor = v_color;
            }
        """),
    ])


def sphere_shader() -> shaders.ShaderProgram:
    """The spheres of a set, lit per vertex with a polish (Gouraud: cheap per pixel, smooth
    enough on an 18 x 30 sphere)."""
    return shaders.ShaderProgram(None, [
        shaders.VertexShader(_LIGHTING + """
            uniform mat4 u_mvp;
            uniform mat3 u_normal;
            attribute vec4 a_position;
            attribute vec3 a_normal;
            attribute vec4 a_color;
            attribute float a_glow;
            varying vec4 v_color;
            void main() {
                v_color = vec4(shade(a_color.rgb, u_normal * a_normal, a_glow, 40.0, 0.45), a_color.a);
                gl_Position = u_mvp * a_position;
            }
        """),
        shaders.FragmentShader(_HEADER + """
            varying vec4 v_color;
            void main() {
                gl_FragColor = v_color;
            }
        """),
    ])


def sphere_mesh(radius: float = 0.5, rows: int = 18, cols: int = 30) -> MeshData:
    """The one sphere mesh everything shares."""
    return MeshData.sphere(rows=rows, cols=cols, radius=radius)


class StaticMeshItem(GLMeshItem):
    """A GLMeshItem with our lit, vertex-coloured shader (its own program per item)."""

    def __init__(self, meshdata: MeshData, **kwds):
        super().__init__(meshdata=meshdata, smooth=False, shader=static_shader(), **kwds)


class SphereSetItem(GLGraphicsItem.GLGraphicsItem):
    """``count`` copies of one sphere mesh; each has a centre, a colour, a glow and a visibility.

    The copies live in one vertex buffer drawn with a single call; changing a sphere rewrites
    only that sphere's slice of the arrays (a hidden sphere collapses to a point)."""

    def __init__(self, count: int, meshdata: MeshData | None = None, glOptions="opaque"):
        super().__init__()
        self.setGLOptions(glOptions)
        mesh = meshdata if meshdata is not None else sphere_mesh()
        self._unit = np.asarray(mesh.vertexes(), dtype=np.float32)
        nv = len(self._unit)
        self._nv = nv
        self.count = count
        self.centres = np.zeros((count, 3), dtype=np.float32)
        self.colours = np.ones((count, 4), dtype=np.float32)
        self.glows = np.zeros(count, dtype=np.float32)
        self.visible_mask = np.zeros(count, dtype=bool)
        normals = self._unit / np.linalg.norm(self._unit, axis=1, keepdims=True)
        self._pos = np.zeros((count * nv, 3), dtype=np.float32)
        self._norm = np.ascontiguousarray(np.tile(normals, (count, 1)), dtype=np.float32)
        self._col = np.ones((count * nv, 4), dtype=np.float32)
        self._glow = np.zeros(count * nv, dtype=np.float32)
        faces = np.asarray(mesh.faces(), dtype=np.uint32)
        self._faces = np.ascontiguousarray(
            (faces[None, :, :] + (np.arange(count, dtype=np.uint32) * nv)[:, None, None])
            .reshape(-1, 3))
        self._program = sphere_shader()
        self._bufs = {name: QOpenGLBuffer(QOpenGLBuffer.Type.VertexBuffer)
                      for name in ("a_position", "a_normal", "a_color", "a_glow")}
        self._ibo = QOpenGLBuffer(QOpenGLBuffer.Type.IndexBuffer)
        self._dirty = True
        self._locs = None

    # ---- scene side ---------------------------------------------------------------------
    def set_sphere(self, i: int, centre=None, colour=None, glow=None, visible=None) -> None:
        if centre is not None:
            self.centres[i] = centre
        if colour is not None:
            self.colours[i] = colour
        if glow is not None:
            self.glows[i] = glow
        if visible is not None:
            self.visible_mask[i] = visible
        sl = slice(i * self._nv, (i + 1) * self._nv)
        if self.visible_mask[i]:
            self._pos[sl] = self._unit + self.centres[i]
        else:
            self._pos[sl] = self.centres[i]          # degenerate: draws nothing
        self._col[sl] = self.colours[i]
        self._glow[sl] = self.glows[i]
        self._dirty = True
        self.update()

    def hide_all(self) -> None:
        for i in range(self.count):
            self.set_sphere(i, visible=False)

    # ---- GL side ------------------------------------------------------------------------
    def _upload(self) -> None:
        arrays = {"a_position": self._pos, "a_normal": self._norm, "a_color": self._col,
                  "a_glow": self._glow}
        if not self._ibo.isCreated():
            self._ibo.create()
            self._ibo.bind()
            self._ibo.allocate(self._faces.tobytes(), self._faces.nbytes)
            self._ibo.release()
        for name, arr in arrays.items():
            buf = self._bufs[name]
            if name == "a_normal" and buf.isCreated():
                continue                                   # never changes
            if not buf.isCreated():
                buf.create()
                buf.setUsagePattern(QOpenGLBuffer.UsagePattern.DynamicDraw)
                buf.bind()
                buf.allocate(arr.tobytes(), arr.nbytes)
            else:
                buf.bind()
                buf.write(0, arr.tobytes(), arr.nbytes)
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
        if self._locs is None:
            self._locs = {n: GL.glGetUniformLocation(program, n) for n in ("u_mvp", "u_normal")}
            for n in self._bufs:
                self._locs[n] = GL.glGetAttribLocation(program, n)
        locs = self._locs
        mvp = np.array(self.mvpMatrix().data(), dtype=np.float32)
        normal = np.array(self.modelViewMatrix().normalMatrix().data(), dtype=np.float32)
        GL.glUseProgram(program)
        enabled = []
        try:
            for name, buf in self._bufs.items():
                loc = locs[name]
                if loc == -1:
                    continue
                size = {"a_position": 3, "a_normal": 3, "a_color": 4, "a_glow": 1}[name]
                buf.bind()
                GL.glVertexAttribPointer(loc, size, GL.GL_FLOAT, False, 0, None)
                buf.release()
                GL.glEnableVertexAttribArray(loc)
                enabled.append(loc)
            GL.glUniformMatrix4fv(locs["u_mvp"], 1, False, mvp)
            GL.glUniformMatrix3fv(locs["u_normal"], 1, False, normal)
            self._ibo.bind()
            GL.glDrawElements(GL.GL_TRIANGLES, self._faces.size, GL.GL_UNSIGNED_INT, None)
            self._ibo.release()
        finally:
            for loc in enabled:
                GL.glDisableVertexAttribArray(loc)
            GL.glUseProgram(0)
