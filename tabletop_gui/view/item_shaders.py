"""The shader programs of our GL items (:mod:`.gl_items`, :mod:`.sphere_sets`): what each kind
of item is lit and coloured with, and the one glow colour of everything a click can act on.
The world's light and shadows they share are :mod:`.lighting`'s; the materials' textures and
fog, :mod:`.materials`'.

Each call makes a new program object: an OpenGL program belongs to one context, and every
widget (e.g. each test) has its own, so each item makes its own.
"""

from __future__ import annotations

from collections.abc import Iterable

from pyqtgraph.opengl import shaders

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
    cheap per pixel, smooth enough on an 18 x 30 sphere), and shadowed per vertex too (eight
    taps on each vertex's tangent plane, :data:`.lighting.VERTEX_SHADOW`: the interpolation
    draws their soft edge smooth; per pixel, the spheres' taps cost as much as all
    the rest of a sphere). A glowing sphere also gets a golden rim."""
    return shaders.ShaderProgram(None, [
        shaders.VertexShader(lighting.LIT_VERTEX + lighting.VERTEX_SHADOW + """
            attribute float a_glow;
            varying float v_alpha;
            void main() {
                vec4 wp = u_model * a_position;
                vec3 n = normalize((u_model * vec4(a_normal, 0.0)).xyz);
                light(a_color.rgb, n, wp.xyz, 48.0, 0.55, 0.40, 0.45);
                shadow_vertex(n);
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


def _vec3(rgb: Iterable[float]) -> str:
    return ", ".join(f"{c:.3f}" for c in rgb)
