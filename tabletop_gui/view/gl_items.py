"""Our OpenGL items for pyqtgraph: a lit shader, and a set of spheres sharing one mesh.

``SphereSetItem`` uploads one sphere mesh once and draws every visible sphere of the set with it,
moving it by a per-sphere uniform: changing a sphere's place, colour or glow costs a few numbers
and no re-upload, and a frame costs one program bind plus one draw call per sphere. (A
``GLMeshItem`` per sphere would upload 30 copies of the same buffers and pay pyqtgraph's
per-item Python overhead 30 times a frame.)

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
    """Vertex-coloured, lit, matt: the table, the board, the trays."""
    return shaders.ShaderProgram(None, [
        shaders.VertexShader("""
            uniform mat4 u_mvp;
            uniform mat3 u_normal;
            attribute vec4 a_position;
            attribute vec3 a_normal;
            attribute vec4 a_color;
            varying vec4 v_color;
            varying vec3 v_normal;
            void main() {
                v_normal = u_normal * a_normal;
                v_color = a_color;
                gl_Position = u_mvp * a_position;
            }
        """),
        shaders.FragmentShader(_HEADER + _LIGHTING + """
            varying vec4 v_color;
            varying vec3 v_normal;
            void main() {
                gl_FragColor = vec4(shade(v_color.rgb, v_normal, 0.0, 24.0, 0.10), v_color.a);
            }
        """),
    ])


def sphere_shader() -> shaders.ShaderProgram:
    """One sphere of the set: moved by u_offset, coloured by u_color, lit with a polish."""
    return shaders.ShaderProgram(None, [
        shaders.VertexShader("""
            uniform mat4 u_mvp;
            uniform mat3 u_normal;
            uniform vec3 u_offset;
            attribute vec4 a_position;
            attribute vec3 a_normal;
            varying vec3 v_normal;
            void main() {
                v_normal = u_normal * a_normal;
                gl_Position = u_mvp * vec4(a_position.xyz + u_offset, 1.0);
            }
        """),
        shaders.FragmentShader(_HEADER + _LIGHTING + """
            uniform vec4 u_color;
            uniform float u_glow;
            varying vec3 v_normal;
            void main() {
                gl_FragColor = vec4(shade(u_color.rgb, v_normal, u_glow, 40.0, 0.45), u_color.a);
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
    """``count`` spheres sharing one mesh; each has a centre, a colour, a glow and a visibility."""

    def __init__(self, count: int, meshdata: MeshData | None = None, glOptions="opaque"):
        super().__init__()
        self.setGLOptions(glOptions)
        self._mesh = meshdata if meshdata is not None else sphere_mesh()
        self.count = count
        self.centres = np.zeros((count, 3), dtype=np.float32)
        self.colours = np.ones((count, 4), dtype=np.float32)
        self.glows = np.zeros(count, dtype=np.float32)
        self.visible_mask = np.zeros(count, dtype=bool)
        self._program = sphere_shader()
        self._vbo_pos = QOpenGLBuffer(QOpenGLBuffer.Type.VertexBuffer)
        self._vbo_norm = QOpenGLBuffer(QOpenGLBuffer.Type.VertexBuffer)
        self._ibo = QOpenGLBuffer(QOpenGLBuffer.Type.IndexBuffer)
        self._nindex = 0
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
        self.update()

    def hide_all(self) -> None:
        self.visible_mask[:] = False
        self.update()

    # ---- GL side ------------------------------------------------------------------------
    def _upload(self) -> None:
        verts = np.ascontiguousarray(self._mesh.vertexes(), dtype=np.float32)
        norms = verts / np.linalg.norm(verts, axis=1, keepdims=True)   # exact sphere normals
        norms = np.ascontiguousarray(norms, dtype=np.float32)
        faces = np.ascontiguousarray(self._mesh.faces(), dtype=np.uint32)
        for buf, arr in ((self._vbo_pos, verts), (self._vbo_norm, norms), (self._ibo, faces)):
            buf.create()
            buf.bind()
            buf.allocate(arr.tobytes(), arr.nbytes)
            buf.release()
        self._nindex = faces.size

    def paint(self) -> None:
        if not self.visible_mask.any():
            return
        self.setupGLState()
        if not self._vbo_pos.isCreated():
            self._upload()
        context = QtGui.QOpenGLContext.currentContext()
        es2 = context.hasExtension(b"GL_ARB_ES2_compatibility")
        program = self._program.program(es2_compat=es2)
        if self._locs is None:
            self._locs = {
                name: GL.glGetUniformLocation(program, name)
                for name in ("u_mvp", "u_normal", "u_offset", "u_color", "u_glow")
            }
            self._locs["a_position"] = GL.glGetAttribLocation(program, "a_position")
            self._locs["a_normal"] = GL.glGetAttribLocation(program, "a_normal")
        locs = self._locs
        mvp = np.array(self.mvpMatrix().data(), dtype=np.float32)
        normal = np.array(self.modelViewMatrix().normalMatrix().data(), dtype=np.float32)

        GL.glUseProgram(program)
        try:
            enabled = []
            for buf, name in ((self._vbo_pos, "a_position"), (self._vbo_norm, "a_normal")):
                loc = locs[name]
                if loc == -1:
                    continue
                buf.bind()
                GL.glVertexAttribPointer(loc, 3, GL.GL_FLOAT, False, 0, None)
                buf.release()
                GL.glEnableVertexAttribArray(loc)
                enabled.append(loc)
            GL.glUniformMatrix4fv(locs["u_mvp"], 1, False, mvp)
            GL.glUniformMatrix3fv(locs["u_normal"], 1, False, normal)
            self._ibo.bind()
            for i in np.flatnonzero(self.visible_mask):
                GL.glUniform3f(locs["u_offset"], *map(float, self.centres[i]))
                GL.glUniform4f(locs["u_color"], *map(float, self.colours[i]))
                GL.glUniform1f(locs["u_glow"], float(self.glows[i]))
                GL.glDrawElements(GL.GL_TRIANGLES, self._nindex, GL.GL_UNSIGNED_INT, None)
            self._ibo.release()
            for loc in enabled:
                GL.glDisableVertexAttribArray(loc)
        finally:
            GL.glUseProgram(0)
