"""The table's light: a key light that casts soft shadows, a fill, a rim, a room to reflect.

The lights are fixed in the world (the key from Light's upper left, above the table), so the
shadows stay put when the camera turns, and the shadow map depends only on what lies on the
table: :class:`ShadowMap` renders it (a depth pass from the key light into a small texture)
only when a shadow caster moved, appeared or changed, never because the camera moved.

Why a shadow map and not baked contact shadows: pieces fly, stack and slide in (a sphere
rolling up from its tray, a PILUS tile sliding over others), and a shadow map gives every one
of them its shadow on the board, on the trays and on each other with one generic mechanism:
an item casts by offering ``casts_shadow()``, ``shadow_bounds()`` and
``paint_depth(program, light_mvp)``
(StaticMeshItem and SphereSetItem do); baked shadows would need a bake per shape and per pair
of shapes and still miss what is in flight.

The cost stays small on a software renderer, which pays per shaded pixel and per triangle: the
map is redrawn only when the table changes; the spheres look it up per vertex, eight taps on
each vertex's tangent plane (``VERTEX_SHADOW``: their dense mesh's interpolation draws the
softened edge for nothing per pixel),
the board, the trays and the PILUS pieces take two taps per pixel (``TAPS``: percentage-closer
filtering), the cloth none (what stands on it covers its own); the lighting is per vertex, split
into what the key's shadow darkens and the rest.

Shaders stay GLSL 1.10 / GLSL ES 1.00 (no ``#version``; pyqtgraph prepends ``#version 100``
under ``ARB_ES2_compatibility``), so the depth is packed into an RGBA8 colour texture rather than
read from a depth texture.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Iterator, Sequence

import numpy as np
from OpenGL import GL
from pyqtgraph.opengl import shaders
from PySide6.QtCore import QSize
from PySide6.QtOpenGL import QOpenGLFramebufferObject

from . import picking

#: towards the key light (world: x right along Light's edge, y away from Light, z up): from
#: Light's upper left, about 50 degrees above the table; shadows fall to the back right
KEY_DIR = np.array([-0.60, -0.12, 0.78])
KEY_DIR = KEY_DIR / np.linalg.norm(KEY_DIR)
KEY_RGB = (1.00, 0.95, 0.86)        # warm
FILL_DIR = np.array([0.75, -0.35, 0.40])
FILL_DIR = FILL_DIR / np.linalg.norm(FILL_DIR)
FILL_RGB = (0.20, 0.23, 0.28)       # cool and weak, from the right front
RIM_DIR = np.array([0.15, 0.85, 0.50])
RIM_DIR = RIM_DIR / np.linalg.norm(RIM_DIR)
RIM_RGB = (0.55, 0.60, 0.70)        # from behind: outlines the pieces' far edges
SKY_RGB = (0.36, 0.36, 0.38)        # ambient from above ...
GROUND_RGB = (0.16, 0.13, 0.10)     # ... and bounced off the table
#: the clear colour and the colour the cloth fades into far away: a dim room, so that the table
#: has no edge and the view no void at any angle the camera allows
HORIZON_RGB = (0.150, 0.152, 0.140)
VIGNETTE = 0.38                     # how much the corners of the view darken

SHADOW_SIZE = 768                  # texels along each side of the shadow map
SHADOW_UNIT = 1                     # texture units: the shadow map ...
MATERIAL_UNIT = 2                   # ... and a material's texture

#: a box (x0, y0, z0, x1, y1, z1) that shadows must cover, in world coordinates
Box = tuple[float, float, float, float, float, float]


def _vec3(values: Iterable[float]) -> str:
    return "vec3(" + ", ".join(f"{float(c):.4f}" for c in values) + ")"


_HEADER = """
#ifdef GL_ES
precision mediump float;
#endif
"""

# ---- GLSL: the lighting, per vertex --------------------------------------------------------
#: what every lit vertex shader declares: camera, model and light matrices and the light split
#: into what the key's shadow darkens (``v_direct``) and what it does not (``v_ambient``)
LIT_VERTEX = f"""
uniform mat4 u_mvp;
uniform mat4 u_model;
uniform mat4 u_shadow_vp;
uniform vec3 u_eye;
attribute vec4 a_position;
attribute vec3 a_normal;
attribute vec4 a_color;
varying vec3 v_ambient;
varying vec3 v_direct;
varying vec4 v_shadow_pos;
varying float v_vig;

const vec3 KEY_DIR = {_vec3(KEY_DIR)};
const vec3 KEY_RGB = {_vec3(KEY_RGB)};
const vec3 FILL_DIR = {_vec3(FILL_DIR)};
const vec3 FILL_RGB = {_vec3(FILL_RGB)};
const vec3 RIM_DIR = {_vec3(RIM_DIR)};
const vec3 RIM_RGB = {_vec3(RIM_RGB)};
const vec3 SKY_RGB = {_vec3(SKY_RGB)};
const vec3 GROUND_RGB = {_vec3(GROUND_RGB)};

// the room the polished pieces reflect: dark table below, a warm dim horizon, a lighter
// ceiling and the soft glow of the key light's lamp (no pow: the vertex shaders of 30 spheres
// run some 100,000 times a frame, and a software renderer pays for each pow)
vec3 room(vec3 r) {{
    vec3 below = vec3(0.10, 0.11, 0.09);
    vec3 horizon = vec3(0.42, 0.38, 0.33);
    vec3 ceiling = vec3(0.62, 0.64, 0.68);
    vec3 c = r.z < 0.0 ? mix(horizon, below, clamp(-r.z * 4.0, 0.0, 1.0))
                       : mix(horizon, ceiling, clamp(r.z * 1.6, 0.0, 1.0));
    float k = max(dot(r, KEY_DIR), 0.0);
    k *= k; k *= k; k *= k; k *= k;                 // k^16
    return c + KEY_RGB * 1.6 * k;
}}

// the vignette at a vertex (clip position): the view's corners a little darker. Per vertex,
// not per pixel: the meshes are fine enough where it changes, and it costs nothing per pixel.
void vignette_vertex(vec4 clip) {{
    vec2 q = clamp(0.5 * clip.xy / max(clip.w, 1e-4), -0.5, 0.5);
    v_vig = 1.0 - {VIGNETTE:.3f} * 2.0 * dot(q, q);
}}

// n.v at the last lit vertex (for the glow's rim)
float lit_nv;

// base: the surface colour; n, p: world normal and position; spec: highlight strength;
// env: how much of the room a polished surface reflects; rim: back-light strength
void light(vec3 base, vec3 n, vec3 p, float shininess, float spec, float env, float rim) {{
    n = normalize(n);
    vec3 v = normalize(u_eye - p);
    float nk = dot(n, KEY_DIR);
    float nh = max(dot(n, normalize(KEY_DIR + v)), 0.0);
    float s = nk > 0.0 ? pow(nh, shininess) * spec : 0.0;
    v_direct = (base * max(nk, 0.0) + vec3(s)) * KEY_RGB;
    vec3 hemi = mix(GROUND_RGB, SKY_RGB, n.z * 0.5 + 0.5);
    float nv = max(dot(n, v), 0.0);
    lit_nv = nv;
    float e = 1.0 - nv;
    float e2 = e * e;
    v_ambient = base * (hemi + max(dot(n, FILL_DIR), 0.0) * FILL_RGB)
        + rim * e2 * e * max(dot(n, RIM_DIR) + 0.25, 0.0) * RIM_RGB;
    if (env > 0.0) {{
        float fresnel = 0.06 + 0.94 * e2 * e2 * e;
        v_ambient += env * fresnel * room(reflect(-v, n));
    }}
    // the shadow map is looked up a little off the surface (no self-shadowing acne)
    v_shadow_pos = u_shadow_vp * vec4(p + 0.035 * n, 1.0);
}}
"""

#: the shadow looked up per vertex (for finely tessellated meshes: the spheres), call it after
#: light() with the world position and normal. One lit-or-not tap per vertex zig-zagged along
#: the triangles wherever another sphere's shadow crossed a sphere (bites a triangle wide), so
#: each vertex takes VERTEX_TAPS taps on a disc of VERTEX_PCF_RADIUS around it in its tangent
#: plane, and the share of them the light reaches dims it: the shadow's edge becomes a ramp
#: about a triangle wide, which the interpolation draws smooth. In the tangent plane, not at
#: the vertex's own depth: on a convex surface the plane lies outside it, so no tap can fall
#: inside the surface's own shadow (acne), however steep the light.
VERTEX_SHADOW = """
uniform sampler2D u_vshadow_map;
uniform float u_vshadow_on;
float unpack_vdepth(vec4 c) {
    return dot(c, vec4(1.0, 1.0 / 255.0, 1.0 / 65025.0, 1.0 / 16581375.0));
}
float vlit_at(vec3 c) {
    return c.z - 0.004 <= unpack_vdepth(texture2DLod(u_vshadow_map, c.xy, 0.0)) ? 1.0 : 0.0;
}
void shadow_vertex(vec3 n) {
    vec3 c = v_shadow_pos.xyz;
    if (u_vshadow_on < 0.5 || c.z >= 1.0) return;
    // the tangent plane's axes: across the light (no change of depth) and up its slope
    vec3 a = cross(n, KEY_DIR);
    float la = length(a);
    a = la > 1e-3 ? a / la : normalize(cross(n, vec3(0.0, 1.0, 0.0)));
    vec3 b = cross(n, a);
    vec3 sa = (u_shadow_vp * vec4(a * RADIUS, 0.0)).xyz;
    vec3 sb = (u_shadow_vp * vec4(b * RADIUS, 0.0)).xyz;
    float lit = TERMS;
    v_direct *= lit * SCALE;
}
"""

#: where a vertex's taps fall on its tangent plane's disc (unit radius): a golden-angle spiral
#: (even cover of the disc, no two taps on one line across the edge)
VERTEX_TAPS = tuple((float(np.sqrt((i + 0.5) / 8) * np.cos(i * 2.39996)),
                     float(np.sqrt((i + 0.5) / 8) * np.sin(i * 2.39996))) for i in range(8))
#: the disc's radius (world units): about a triangle of the sphere mesh (0.1 wide), so the
#: shadow's edge ramps over about one triangle
VERTEX_PCF_RADIUS = 0.06
VERTEX_SHADOW = (VERTEX_SHADOW
                 .replace("RADIUS", f"{VERTEX_PCF_RADIUS:.4f}")
                 .replace("SCALE", f"{1.0 / len(VERTEX_TAPS):.5f}")
                 .replace("TERMS", " + ".join(f"vlit_at(c + {dx:.3f} * sa + {dy:.3f} * sb)"
                                               for dx, dy in VERTEX_TAPS)))
#: the fragment side: the key light's share through the shadow map, the vignette
LIT_FRAGMENT = _HEADER + """
uniform sampler2D u_shadow_map;
uniform float u_shadow_on;
uniform float u_shadow_texel;
varying vec3 v_ambient;
varying vec3 v_direct;
varying vec4 v_shadow_pos;
varying float v_vig;

float unpack_depth(vec4 c) {
    return dot(c, vec4(1.0, 1.0 / 255.0, 1.0 / 65025.0, 1.0 / 16581375.0));
}

float lit_at(vec2 uv, float depth) {
    return depth <= unpack_depth(texture2D(u_shadow_map, uv)) ? 1.0 : 0.0;
}

// 1: fully lit by the key, 0: in its shadow (see key_light_function)
float key_light();

vec3 vignette(vec3 rgb) {
    return rgb * v_vig;
}

uniform vec2 u_viewport;
vec3 vignette_pixel(vec3 rgb) {
    vec2 q = gl_FragCoord.xy / u_viewport - 0.5;
    return rgb * (1.0 - VIGNETTE * 2.0 * dot(q, q));
}
""".replace("VIGNETTE", f"{VIGNETTE:.3f}")


#: where a shadow map's taps fall around the looked-up point, in texels: one tap is a hard
#: edge, two on a diagonal soften it a little, four (a rotated grid) more. Each tap costs a
#: software renderer about half of a flat-shaded pixel: the materials take two or none, the
#: spheres look their shadow up per vertex instead (VERTEX_SHADOW).
TAPS = {
    1: ((0.0, 0.0),),
    2: ((0.8, 0.35), (-0.8, -0.35)),
    4: ((-0.6, -1.6), (1.6, -0.6), (0.6, 1.6), (-1.6, 0.6)),
}


def key_light_function(taps: int) -> str:
    """GLSL ``float key_light()``: 1 where the key light reaches the pixel, 0 in its shadow,
    from ``taps`` taps of the shadow map (0: no shadows at all)."""
    if taps == 0:
        return "float key_light() { return 1.0; }\n"
    terms = " + ".join(f"lit_at(c.xy + vec2({dx:.2f}, {dy:.2f}) * t, d)" for dx, dy in TAPS[taps])
    return f"""
float key_light() {{
    if (u_shadow_on < 0.5) return 1.0;
    vec3 c = v_shadow_pos.xyz;
    if (c.z >= 1.0) return 1.0;           // beyond the light's box: nothing casts there
    float d = c.z - 0.0015;
    float t = u_shadow_texel;
    return ({terms}) * {1.0 / taps:.4f};
}}
"""


def lit_fragment(body: str, declarations: str = "", taps: int = 2) -> shaders.FragmentShader:
    """A fragment shader over :data:`LIT_FRAGMENT`: ``body`` sets ``gl_FragColor`` from
    ``v_ambient``, ``v_direct`` and ``key_light()`` (which takes ``taps`` of the shadow map)."""
    return shaders.FragmentShader(LIT_FRAGMENT + key_light_function(taps) + declarations
                                  + "\nvoid main() {\n" + body + "\n}\n")


def depth_shader() -> shaders.ShaderProgram:
    """The shadow pass: each caster's depth as seen from the key light, packed into RGBA8."""
    return shaders.ShaderProgram(None, [
        shaders.VertexShader("""
            uniform mat4 u_light_mvp;
            attribute vec4 a_position;
            varying float v_depth;
            void main() {
                vec4 p = u_light_mvp * a_position;
                v_depth = p.z * 0.5 + 0.5;
                gl_Position = p;
            }
        """),
        shaders.FragmentShader(_HEADER + """
            varying float v_depth;
            void main() {
                vec4 e = fract(v_depth * vec4(1.0, 255.0, 65025.0, 16581375.0));
                e -= e.yzww * vec4(1.0 / 255.0, 1.0 / 255.0, 1.0 / 255.0, 0.0);
                gl_FragColor = e;
            }
        """),
    ])


# ---- the light's matrices -------------------------------------------------------------------
def look_at(eye: np.ndarray, target: np.ndarray, up: np.ndarray) -> np.ndarray:
    """Row-major world -> view matrix."""
    f = target - eye
    f = f / np.linalg.norm(f)
    s = np.cross(f, up)
    s = s / np.linalg.norm(s)
    u = np.cross(s, f)
    m = np.identity(4)
    m[0, :3], m[1, :3], m[2, :3] = s, u, -f
    m[:3, 3] = -m[:3, :3] @ eye
    return m


def light_matrix(box: Sequence[float], direction: np.ndarray = KEY_DIR) -> np.ndarray:
    """Row-major world -> light clip matrix: an orthographic view along ``-direction`` that
    just holds ``box`` (x0, y0, z0, x1, y1, z1)."""
    x0, y0, z0, x1, y1, z1 = (float(v) for v in box)
    centre = np.array([(x0 + x1) / 2, (y0 + y1) / 2, (z0 + z1) / 2])
    up = np.array([0.0, 0.0, 1.0]) if abs(direction[2]) < 0.99 else np.array([0.0, 1.0, 0.0])
    view = look_at(centre + direction * 10.0, centre, up)
    corners = np.array([[x, y, z, 1.0] for x in (x0, x1) for y in (y0, y1) for z in (z0, z1)])
    pts = (corners @ view.T)[:, :3]
    lo, hi = pts.min(axis=0), pts.max(axis=0)
    pad = 0.02 * max(hi[0] - lo[0], hi[1] - lo[1])
    left, right, bottom, top = lo[0] - pad, hi[0] + pad, lo[1] - pad, hi[1] + pad
    near, far = -hi[2] - 0.5, -lo[2] + 0.5
    ortho = np.identity(4)
    ortho[0, 0] = 2.0 / (right - left)
    ortho[1, 1] = 2.0 / (top - bottom)
    ortho[2, 2] = -2.0 / (far - near)
    ortho[0, 3] = -(right + left) / (right - left)
    ortho[1, 3] = -(top + bottom) / (top - bottom)
    ortho[2, 3] = -(far + near) / (far - near)
    matrix: np.ndarray = ortho @ view
    return matrix


#: clip (-1..1) to texture coordinates and depth (0..1)
CLIP_TO_TEXTURE = np.array([[0.5, 0, 0, 0.5], [0, 0.5, 0, 0.5], [0, 0, 0.5, 0.5], [0, 0, 0, 1.0]])


def gl_matrix(m: np.ndarray) -> np.ndarray:
    """A row-major matrix as glUniformMatrix*fv takes it (column-major, no transpose)."""
    return np.ascontiguousarray(m.T, dtype=np.float32)


def model_matrix(item: Any) -> np.ndarray:
    """Row-major item -> world matrix (its transform and its parents')."""
    return picking.qmatrix_to_array(item.viewTransform())


# ---- what a frame's lit items share --------------------------------------------------------
@dataclass
class FrameLight:
    """The frame's light, as the lit items read it (``view.lighting``)."""

    shadows: bool = False                 # the shadow map is valid and in use
    texture: int = 0                      # its texture (bound to SHADOW_UNIT while painting)
    light_vp: np.ndarray = field(default_factory=lambda: np.identity(4))
    texel: float = 1.0 / SHADOW_SIZE
    eye: np.ndarray = field(default_factory=lambda: np.zeros(3))
    viewport: tuple[float, float] = (1.0, 1.0)


def frame_light_of(item: Any) -> FrameLight:
    """The light the item's view set up for this frame; a view without one (a plain
    GLViewWidget) gets unshadowed light seen from its camera."""
    view = item.view()
    light = getattr(view, "lighting", None)
    if isinstance(light, FrameLight):
        return light
    light = FrameLight()
    if view is not None:
        pos = view.cameraPosition()
        light.eye = np.array([pos.x(), pos.y(), pos.z()])
        vp = GL.glGetIntegerv(GL.GL_VIEWPORT)
        light.viewport = (float(vp[2]), float(vp[3]))
    return light


LIT_UNIFORMS = ("u_mvp", "u_model", "u_shadow_vp", "u_eye", "u_shadow_map", "u_shadow_on",
                "u_shadow_texel", "u_viewport", "u_normal", "u_modelview", "u_material",
                "u_vshadow_map", "u_vshadow_on")


def uniform_locations(program: int, names: Iterable[str] = LIT_UNIFORMS) -> dict[str, int]:
    return {n: GL.glGetUniformLocation(program, n) for n in names}


def set_lit_uniforms(item: Any, locs: dict[str, int]) -> None:
    """Set the lit shaders' uniforms for ``item`` (its program in use)."""
    light = frame_light_of(item)
    model = model_matrix(item)
    GL.glUniformMatrix4fv(locs["u_mvp"], 1, False,
                          np.array(item.mvpMatrix().data(), dtype=np.float32))
    if locs["u_model"] != -1:
        GL.glUniformMatrix4fv(locs["u_model"], 1, False, gl_matrix(model))
    if locs["u_eye"] != -1:
        GL.glUniform3f(locs["u_eye"], *(float(c) for c in light.eye))
    if locs["u_viewport"] != -1:
        GL.glUniform2f(locs["u_viewport"], *light.viewport)
    if locs["u_shadow_vp"] != -1:
        GL.glUniformMatrix4fv(locs["u_shadow_vp"], 1, False,
                              gl_matrix(CLIP_TO_TEXTURE @ light.light_vp))
    on = 1.0 if light.shadows else 0.0
    if locs["u_shadow_on"] != -1:
        GL.glUniform1f(locs["u_shadow_on"], on)
    if locs["u_shadow_texel"] != -1:
        GL.glUniform1f(locs["u_shadow_texel"], light.texel)
    if locs["u_vshadow_on"] != -1:
        GL.glUniform1f(locs["u_vshadow_on"], on)
    for sampler in ("u_shadow_map", "u_vshadow_map"):
        if locs[sampler] != -1:
            GL.glUniform1i(locs[sampler], SHADOW_UNIT)
    GL.glActiveTexture(GL.GL_TEXTURE0 + SHADOW_UNIT)
    GL.glBindTexture(GL.GL_TEXTURE_2D, light.texture if light.shadows else 0)
    GL.glActiveTexture(GL.GL_TEXTURE0)


# ---- shadow casters ------------------------------------------------------------------------
def walk_items(items: Iterable[Any]) -> Iterator[Any]:
    """The visible items and their visible children (what the frame draws)."""
    for item in items:
        if not item.visible():
            continue
        yield item
        yield from walk_items(item.childItems())


def casters(items: Iterable[Any]) -> list[Any]:
    return [i for i in walk_items(items) if getattr(i, "casts_shadow", lambda: False)()]


def caster_box(items: Iterable[Any]) -> Box | None:
    """The world box holding every caster's bounds (None without casters)."""
    boxes = []
    for item in items:
        bounds = item.shadow_bounds()
        if bounds is None:
            continue
        lo, hi = bounds
        corners = np.array([[x, y, z, 1.0] for x in (lo[0], hi[0]) for y in (lo[1], hi[1])
                            for z in (lo[2], hi[2])]) @ model_matrix(item).T
        boxes.append(corners[:, :3])
    if not boxes:
        return None
    pts = np.vstack(boxes)
    lo, hi = pts.min(axis=0), pts.max(axis=0)
    return (float(lo[0]), float(lo[1]), float(lo[2]), float(hi[0]), float(hi[1]), float(hi[2]))


class ShadowMap:
    """The key light's shadow map for one GL context (create it with the context current)."""

    def __init__(self, size: int = SHADOW_SIZE) -> None:
        self.size = size
        self.fbo = QOpenGLFramebufferObject(QSize(size, size),
                                            QOpenGLFramebufferObject.Attachment.Depth)
        GL.glBindTexture(GL.GL_TEXTURE_2D, self.fbo.texture())
        for pname, value in ((GL.GL_TEXTURE_MIN_FILTER, GL.GL_NEAREST),
                             (GL.GL_TEXTURE_MAG_FILTER, GL.GL_NEAREST),
                             (GL.GL_TEXTURE_WRAP_S, GL.GL_CLAMP_TO_EDGE),
                             (GL.GL_TEXTURE_WRAP_T, GL.GL_CLAMP_TO_EDGE)):
            GL.glTexParameteri(GL.GL_TEXTURE_2D, pname, value)
        GL.glBindTexture(GL.GL_TEXTURE_2D, 0)
        self.program = depth_shader()
        self.signature: Any = None
        self.renders = 0

    @property
    def texture(self) -> int:
        return int(self.fbo.texture())

    def update(self, items: Sequence[Any], box: Box, default_fbo: int,
               viewport: Sequence[int]) -> np.ndarray:
        """Render the casters' depth from the key light when anything that casts changed
        since the last time; returns the world -> light clip matrix."""
        light_vp = light_matrix(box)
        signature = (tuple(np.round(box, 4)),
                     tuple((id(i), i.shadow_version, tuple(model_matrix(i).ravel()))
                           for i in items))
        if signature == self.signature:
            return light_vp
        self.signature = signature
        self.renders += 1
        self.fbo.bind()
        try:
            GL.glViewport(0, 0, self.size, self.size)
            GL.glClearColor(1.0, 1.0, 1.0, 1.0)
            GL.glClear(GL.GL_COLOR_BUFFER_BIT | GL.GL_DEPTH_BUFFER_BIT)
            GL.glEnable(GL.GL_DEPTH_TEST)
            GL.glDepthMask(True)
            GL.glDisable(GL.GL_BLEND)
            GL.glDisable(GL.GL_CULL_FACE)
            program = self.program.program(es2_compat=_es2())
            GL.glUseProgram(program)
            loc = GL.glGetUniformLocation(program, "u_light_mvp")
            for item in items:
                light_mvp = light_vp @ model_matrix(item)
                GL.glUniformMatrix4fv(loc, 1, False, gl_matrix(light_mvp))
                item.paint_depth(program, light_mvp)
            GL.glUseProgram(0)
        finally:
            GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, default_fbo)
            GL.glViewport(*viewport)
        return light_vp


def _es2() -> bool:
    from PySide6.QtGui import QOpenGLContext

    context = QOpenGLContext.currentContext()
    return bool(context is not None and context.hasExtension(b"GL_ARB_ES2_compatibility"))


def draw_positions(program: int, buffer: Any, count: int, index_buffer: Any = None) -> None:
    """Draw ``count`` vertices (or indices) of a position buffer with the depth program."""
    loc = GL.glGetAttribLocation(program, "a_position")
    buffer.bind()
    GL.glVertexAttribPointer(loc, 3, GL.GL_FLOAT, False, 0, None)
    buffer.release()
    GL.glEnableVertexAttribArray(loc)
    try:
        if index_buffer is not None:
            index_buffer.bind()
            GL.glDrawElements(GL.GL_TRIANGLES, count, GL.GL_UNSIGNED_INT, None)
            index_buffer.release()
        else:
            GL.glDrawArrays(GL.GL_TRIANGLES, 0, count)
    finally:
        GL.glDisableVertexAttribArray(loc)
