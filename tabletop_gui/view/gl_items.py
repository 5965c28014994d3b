"""Our OpenGL items for pyqtgraph: lit meshes in a material (``StaticMeshItem``), and a set of
spheres sharing one mesh. Both are lit by the table's light and cast and take its shadows
(:mod:`.lighting`; the materials: :mod:`.materials`).

``SphereSetItem`` draws every sphere of a set from one shared sphere mesh, copied into one
vertex buffer and drawn with a single call (``GlowDiscSetItem`` does the same for the glowing
mouths of the places that take a sphere): changing a sphere's place, colour or glow rewrites
its slice of the arrays, and a frame costs one draw call whatever the number of spheres. (A
``GLMeshItem`` per sphere pays pyqtgraph's per-item Python overhead and the driver's per-draw
cost 30 times a frame: measured 3x slower on Mesa llvmpipe.)

Each item owns its shader program object: an OpenGL program belongs to one context, and every
widget (e.g. each test) has its own.
"""

from __future__ import annotations

import numpy as np
from OpenGL import GL
from pyqtgraph.opengl import GLGraphicsItem, GLMeshItem, MeshData, shaders
from pyqtgraph.opengl.items.GLMeshItem import DirtyFlag
from PySide6 import QtGui
from PySide6.QtOpenGL import QOpenGLBuffer

from . import lighting, materials

# The ghosts' light, in eye space (x right, y up, z towards the viewer): a warm key light from
# the upper left, a cool weak fill from the right, Blinn-Phong specular with the viewer along
# +z. (Everything solid is lit in the world's light, with shadows: see .lighting.)
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

#: the one accent of everything a click can act on: hollows that take a sphere, ghosts, glowing
#: spheres. Warm, and bright enough to stand out on light wood, ivory and walnut alike.
GLOW_RGB = (1.0, 0.70, 0.10)           # amber: the edge, darker than ivory, brighter than walnut
GLOW_CORE_RGB = (1.0, 0.95, 0.62)      # the bright inside of a glowing line

# A glowing sphere is lit from its rim as well (a fresnel term): an ivory sphere cannot get much
# brighter, so its glow has to show as a golden outline; on walnut the fill shows too.
_RIM = """
    float fresnel(vec3 n, vec3 eye_pos) {
        float facing = abs(dot(normalize(n), normalize(-eye_pos)));
        return pow(1.0 - facing, 2.2);
    }
"""

_HEADER = """
    #ifdef GL_ES
    precision mediump float;
    #endif
"""


def _vertex_colour_fragment() -> shaders.FragmentShader:
    """The fragment stage of the shaders lit per vertex: the colour the vertices worked out."""
    return shaders.FragmentShader(_HEADER + """
        varying vec4 v_color;
        void main() {
            gl_FragColor = v_color;
        }
    """)


def static_shader(material: str = "paint") -> shaders.ShaderProgram:
    """Vertex-coloured, lit in the world's light (:mod:`.lighting`), shadowed by the key
    light, with a material's texture (:mod:`.materials`): the table, the board, the trays,
    tiles and pawns. Lit per vertex (the faces are flat, so per pixel would give the same
    picture at several times the cost on software renderers); per pixel only the shadow map,
    the material's texture and the vignette."""
    mat = materials.material(material)
    sx, sy = (1.0 / r if r > 0.0 else 0.0 for r in mat.repeat)
    return shaders.ShaderProgram(None, [
        shaders.VertexShader(lighting.LIT_VERTEX + f"""
            varying vec2 v_uv;
            varying float v_fog;
            varying float v_alpha;
            void main() {{
                vec4 wp = u_model * a_position;
                vec3 n = (u_model * vec4(a_normal, 0.0)).xyz;
                light(a_color.rgb, n, wp.xyz, {mat.shininess:.1f}, {mat.spec:.3f}, 0.0,
                      {mat.rim:.3f});
                v_uv = wp.xy * vec2({sx:.4f}, {sy:.4f}) + vec2(0.0, wp.z * {sy:.4f});
                {materials.fog_vertex(mat)}
                v_alpha = a_color.a;
                gl_Position = u_mvp * a_position;
                vignette_vertex(gl_Position);
            }}
        """),
        lighting.lit_fragment(materials.fragment_body(mat), """
            uniform sampler2D u_material;
            varying vec2 v_uv;
            varying float v_fog;
            varying float v_alpha;
        """, taps=mat.shadow_taps),
    ])


# what a sphere set's vertex shaders take (the sphere and the ghost shaders)
_SPHERE_INPUTS = """
uniform mat4 u_mvp;
uniform mat4 u_modelview;
uniform mat3 u_normal;
attribute vec4 a_position;
attribute vec3 a_normal;
attribute vec4 a_color;
attribute float a_glow;
varying vec4 v_color;
"""


def sphere_shader() -> shaders.ShaderProgram:
    """The spheres of a set: lit per vertex with a polish that reflects the room (Gouraud:
    cheap per pixel, smooth enough on an 18 x 30 sphere), and shadowed per vertex too (the
    interpolation softens the shadow's edge; per pixel, the spheres' taps cost as much as all
    the rest of a sphere). A glowing sphere also gets a golden rim."""
    return shaders.ShaderProgram(None, [
        shaders.VertexShader(lighting.LIT_VERTEX + lighting.VERTEX_SHADOW + """
            attribute float a_glow;
            varying float v_alpha;
            void main() {
                vec4 wp = u_model * a_position;
                vec3 n = normalize((u_model * vec4(a_normal, 0.0)).xyz);
                light(a_color.rgb, n, wp.xyz, 48.0, 0.55, 0.40, 0.45);
                shadow_vertex();
                v_ambient += a_glow * 0.45 * vec3(1.0, 0.85, 0.35) * a_color.rgb;
                float f = smoothstep(0.02, 0.5, (1.0 - lit_nv) * (1.0 - lit_nv));
                float rim = clamp(a_glow * 2.2 * f, 0.0, 1.0);
                v_ambient = mix(v_ambient, vec3(%s), rim);
                v_direct *= 1.0 - rim;
                v_alpha = a_color.a;
                gl_Position = u_mvp * a_position;
                vignette_vertex(gl_Position);
            }
        """ % _vec3(GLOW_RGB)),
        lighting.lit_fragment("gl_FragColor = vec4(vignette(v_ambient + v_direct), v_alpha);",
                              "varying float v_alpha;", taps=0),
    ])


def ghost_shader() -> shaders.ShaderProgram:
    """Ghost spheres: a see-through body in the mover's colour with a bright fresnel rim, so
    that the ghost reads as a glowing outline on any wood and over either colour. The rim is
    worked out per pixel (a sharp edge); there are only a few ghosts, and small."""
    return shaders.ShaderProgram(None, [
        shaders.VertexShader(_LIGHTING + _SPHERE_INPUTS + """
            varying vec3 v_normal;
            varying vec3 v_eye;
            varying float v_glow;
            void main() {
                v_normal = u_normal * a_normal;
                v_eye = (u_modelview * a_position).xyz;
                v_color = vec4(shade(a_color.rgb, v_normal, 0.0, 40.0, 0.45), a_color.a);
                v_glow = a_glow;
                gl_Position = u_mvp * a_position;
            }
        """),
        shaders.FragmentShader(_HEADER + _RIM + """
            varying vec4 v_color;
            varying vec3 v_normal;
            varying vec3 v_eye;
            varying float v_glow;
            void main() {
                float f = fresnel(v_normal, v_eye);
                float rim = clamp(v_glow * smoothstep(0.0, 0.22, f), 0.0, 1.0);
                // bright inside, amber at the very edge: the outline shows on walnut and on
                // light wood alike
                vec3 edge = mix(vec3(%s), vec3(%s), smoothstep(0.35, 0.8, f));
                vec3 rgb = mix(v_color.rgb, edge, rim);
                gl_FragColor = vec4(rgb, clamp(v_color.a + rim, 0.0, 1.0));
            }
        """ % (_vec3(GLOW_CORE_RGB), _vec3(GLOW_RGB))),
    ])


def glow_disc_shader() -> shaders.ShaderProgram:
    """Emitted colour as given per vertex: the glowing discs work out their profile once, on
    the CPU, when they change (:class:`GlowDiscSetItem`); any per-vertex or per-pixel work here
    cost a software renderer a quarter of a frame."""
    return shaders.ShaderProgram(None, [
        shaders.VertexShader("""
            uniform mat4 u_mvp;
            attribute vec4 a_position;
            attribute vec4 a_color;
            varying vec4 v_color;
            void main() {
                v_color = a_color;
                gl_Position = u_mvp * a_position;
            }
        """),
        _vertex_colour_fragment(),
    ])


def _vec3(rgb) -> str:
    return ", ".join(f"{c:.3f}" for c in rgb)


def sphere_mesh(radius: float = 0.5, rows: int = 18, cols: int = 30) -> MeshData:
    """The one sphere mesh everything shares."""
    return MeshData.sphere(rows=rows, cols=cols, radius=radius)


class StaticMeshItem(GLMeshItem):
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
                 casts_shadow: bool | None = None, **kwds):
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


class SphereSetItem(GLGraphicsItem.GLGraphicsItem):
    """``count`` copies of one sphere mesh; each has a centre, a colour, a glow and a visibility.

    The copies live in one vertex buffer drawn with a single call; changing a sphere rewrites
    only that sphere's slice of the arrays, and showing or hiding one rewrites the short list of
    what is drawn (a hidden sphere is left out of it, and collapses to a point). ``ghost``
    draws them see-through with a glowing rim (:func:`ghost_shader`). Solid spheres cast
    shadows (``paint_depth``); ghosts do not."""

    def __init__(self, count: int, meshdata: MeshData | None = None, glOptions="opaque",
                 ghost: bool = False):
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
    def set_sphere(self, i: int, centre=None, colour=None, glow=None, visible=None) -> None:
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

    def hide_all(self) -> None:
        for i in range(self.count):
            self.set_sphere(i, visible=False)

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

    def __init__(self, count: int, radius: float):
        GLGraphicsItem.GLGraphicsItem.__init__(self)
        self.setGLOptions(self.GL_OPTIONS)
        self.ghost = True                      # light, not matter: casts no shadow
        self.shadow_version = 0
        mesh, radial = glow_disc_mesh()
        mesh = MeshData(vertexes=mesh.vertexes() * np.float32(radius), faces=mesh.faces())
        self._init_instances(count, mesh)
        self._band, self._inside, self._halo = self.profile(radial)
        self._static = {}
        self._program = glow_disc_shader()
        self._init_buffers()

    @staticmethod
    def profile(radial: np.ndarray):
        """(band, inside, halo) weights at each radial coordinate: a bright ring on the
        hollow's edge (1), a soft fill inside it, a short halo outside."""
        band = np.exp(-(((radial - 1.0) / 0.13) ** 2))
        inside = np.clip((1.0 - radial) / 0.7, 0.0, 1.0)
        inside = inside * inside * (3.0 - 2.0 * inside)           # smoothstep
        halo = np.where(radial >= 1.0, np.exp(-np.maximum(radial - 1.0, 0.0) * 6.0), 0.0)
        halo = np.where(radial > 1.2, 0.0, halo)
        band = np.where(radial > 1.2, 0.0, band)
        return [np.asarray(a, dtype=np.float32)[:, None] for a in (band, inside, halo)]

    def set_sphere(self, i: int, centre=None, colour=None, glow=None, visible=None) -> None:
        super().set_sphere(i, centre, colour, glow, visible)
        # the ring white-hot, the hollow lit warm (light in it, not amber paint)
        core = np.array(GLOW_CORE_RGB, dtype=np.float32)
        mix = np.clip(self._band * 1.3 + 0.8 * self._inside, 0.0, 1.0)
        rgb = self.colours[i][:3] * (1.0 - mix) + core * mix
        alpha = np.clip((1.2 * self._band + 0.45 * self._halo + 0.36 * self._inside)
                        * self.glows[i], 0.0, 1.0) * self.colours[i][3]
        self._col[i * self._nv:(i + 1) * self._nv] = np.hstack([rgb, alpha])
