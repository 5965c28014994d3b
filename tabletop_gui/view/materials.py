"""What the table's surfaces are made of: "paint" (the vertex colour as it is), "wood" (the
board: light wood with grain), "tray" (darker, coarser wood), "cloth" (the table's felt, which
fades into the room far away so that the table has no edge).

The woods have a small tileable texture made with numpy at start-up (no image files), laid on
by world position (x, y): it multiplies the vertex colour, so a mesh keeps its colours and gains
the grain. Textures are 256 x 256, sampled once per pixel. The cloth, which covers most of the
view, has none (a texture tap there cost as much as the shadow's): its colour varies gently
per vertex instead.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np
from OpenGL import GL

from .lighting import HORIZON_RGB, MATERIAL_UNIT

TEXTURE_SIZE = 256


@dataclass(frozen=True)
class Material:
    name: str
    shininess: float = 24.0
    spec: float = 0.10
    rim: float = 0.0
    #: world units one texture repeat covers along x and y (0: no texture)
    repeat: tuple[float, float] = (0.0, 0.0)
    #: fades into the room's colour far from the centre (the table's cloth; worked out per
    #: vertex: give the mesh rings of vertices, see ``table.table_mesh``)
    fog: bool = False
    #: taps of the shadow map per pixel (``lighting.TAPS``; 0: it takes no shadow)
    shadow_taps: int = 2


MATERIALS = {
    "paint": Material("paint", rim=0.35),
    "wood": Material("wood", shininess=28.0, spec=0.14, repeat=(5.0, 2.4)),
    "tray": Material("tray", shininess=20.0, spec=0.08, repeat=(3.2, 1.8)),
    # the cloth takes no shadow: what stands on it (a board, a tray, a tile) covers its own,
    # and its few triangles could not hold one
    "cloth": Material("cloth", shininess=8.0, spec=0.0, fog=True, shadow_taps=0),
}

#: where the cloth starts to fade into the room, and where it is gone (world units from the
#: origin); the table plane must reach past FOG_END
FOG_START = 45.0
FOG_END = 150.0
#: the cloth fades into the room as the eye sees it at a grazing angle: gone at the first
#: slope (height over distance), untouched from the second
HORIZON_SLOPES = (0.02, 0.16)


def material(name: str) -> Material:
    try:
        return MATERIALS[name]
    except KeyError:
        raise ValueError(f"no material {name!r}; one of {sorted(MATERIALS)}") from None


def _periodic_noise(size: int, sx: float, sy: float, seed: int) -> np.ndarray:
    """Tileable smooth noise (white noise low-passed in the frequency domain), about unit
    deviation; ``sx``, ``sy``: how many features fit across the tile along x and y."""
    rng = np.random.default_rng(seed)
    white = rng.standard_normal((size, size))
    fy = np.fft.fftfreq(size)[:, None] * size
    fx = np.fft.fftfreq(size)[None, :] * size
    filt = np.exp(-((fx / sx) ** 2 + (fy / sy) ** 2))
    out = np.real(np.fft.ifft2(np.fft.fft2(white) * filt))
    noise: np.ndarray = (out - out.mean()) / (out.std() + 1e-9)
    return noise


@lru_cache(maxsize=None)
def texture_image(name: str, size: int = TEXTURE_SIZE) -> np.ndarray:
    """(size, size, 4) uint8: the material's brightness multiplier, halved (the shader
    doubles it, so the grain may brighten as well as darken). Rows run along y, columns x."""
    y = (np.arange(size)[:, None] + 0.5) / size
    ones = np.ones((size, size))
    if name in ("wood", "tray"):
        seed = 3 if name == "wood" else 5
        # grain lines along x, wandering in y; fine fibres; a slow figure across the boards
        wander = _periodic_noise(size, 1.5, 3.0, seed)
        lines = 22 if name == "wood" else 16
        phase = (y * lines + 0.55 * wander) % 1.0
        late = np.exp(-((phase - 0.5) / 0.11) ** 2)              # dark latewood bands
        fibres = _periodic_noise(size, 40.0, 110.0, seed + 1)
        figure = _periodic_noise(size, 2.0, 4.0, seed + 2)
        mult = 1.02 - 0.17 * late + 0.035 * fibres + 0.05 * figure
        rgb = np.stack([mult * 1.01, mult, mult * 0.97], axis=-1)
    elif name == "cloth":
        mottle = _periodic_noise(size, 6.0, 6.0, 9)
        fuzz = _periodic_noise(size, 90.0, 90.0, 10)
        mult = 1.0 + 0.022 * mottle + 0.035 * fuzz
        rgb = np.stack([mult, mult, mult], axis=-1)
    else:
        rgb = np.stack([ones, ones, ones], axis=-1)
    rgba = np.concatenate([np.clip(rgb * 0.5, 0.0, 1.0), ones[..., None]], axis=-1)
    return np.ascontiguousarray(np.round(rgba * 255.0).astype(np.uint8))


def mip_levels(image: np.ndarray) -> tuple[np.ndarray, ...]:
    """(h, w, 4) uint8 and its mipmap chain down to 1 x 1, each level the 2 x 2 box average of
    the one above (an odd last row or column is left out, as GL's level sizes floor).

    Made here rather than by ``glGenerateMipmap``: Mesa's software renderer compiles a shader
    for that call in every new context (about 50 ms, once per window, before the table's first
    frame), where these few averages of a small image cost well under a millisecond."""
    levels = [np.ascontiguousarray(image)]
    while levels[-1].shape[0] > 1 or levels[-1].shape[1] > 1:
        a = levels[-1].astype(np.float32)
        h, w = a.shape[0], a.shape[1]
        if h > 1:
            a = (a[0:h - h % 2:2] + a[1:h:2]) * 0.5
        if w > 1:
            a = (a[:, 0:w - w % 2:2] + a[:, 1:w:2]) * 0.5
        levels.append(np.ascontiguousarray(np.round(a).astype(np.uint8)))
    return tuple(levels)


def upload_mipmapped(levels: tuple[np.ndarray, ...]) -> None:
    """Every level of :func:`mip_levels` into the bound 2D texture."""
    GL.glPixelStorei(GL.GL_UNPACK_ALIGNMENT, 1)
    for k, level in enumerate(levels):
        GL.glTexImage2D(GL.GL_TEXTURE_2D, k, GL.GL_RGBA, level.shape[1], level.shape[0], 0,
                        GL.GL_RGBA, GL.GL_UNSIGNED_BYTE, level)
    GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_MAX_LEVEL, len(levels) - 1)


@lru_cache(maxsize=None)
def texture_levels(name: str) -> tuple[np.ndarray, ...]:
    return mip_levels(texture_image(name))


def make_texture(name: str) -> int:
    """The material's texture in the current context (mipmapped, repeating)."""
    tex = int(GL.glGenTextures(1))
    GL.glActiveTexture(GL.GL_TEXTURE0 + MATERIAL_UNIT)
    GL.glBindTexture(GL.GL_TEXTURE_2D, tex)
    upload_mipmapped(texture_levels(name))
    for pname, value in ((GL.GL_TEXTURE_MIN_FILTER, GL.GL_LINEAR_MIPMAP_NEAREST),
                         (GL.GL_TEXTURE_MAG_FILTER, GL.GL_LINEAR),
                         (GL.GL_TEXTURE_WRAP_S, GL.GL_REPEAT),
                         (GL.GL_TEXTURE_WRAP_T, GL.GL_REPEAT)):
        GL.glTexParameteri(GL.GL_TEXTURE_2D, pname, value)
    GL.glBindTexture(GL.GL_TEXTURE_2D, 0)
    GL.glActiveTexture(GL.GL_TEXTURE0)
    return tex


def fog_vertex(mat: Material) -> str:
    """The vertex shader's share of the fog (sets ``v_fog`` from ``wp``, the world position)."""
    if not mat.fog:
        return "v_fog = 0.0;"
    # by the angle under which the eye sees the point (a band of the view just under the
    # horizon, at any height of the camera), and by distance (the cloth's far edge)
    return (f"float h = max(u_eye.z - wp.z, 0.0);"
            f" float slope = h / max(length(wp.xy - u_eye.xy), 1e-3);"
            f" v_fog = max(1.0 - smoothstep({HORIZON_SLOPES[0]:.3f}, {HORIZON_SLOPES[1]:.3f}, slope),"
            f" smoothstep({FOG_START:.1f}, {FOG_END:.1f}, length(wp.xy)));")


def fragment_body(mat: Material) -> str:
    """The lit fragment shader's body for a material (see ``lighting.lit_fragment``)."""
    rgb = "(v_ambient + v_direct * key_light())"
    if mat.repeat[0] > 0.0:
        rgb += " * texture2D(u_material, v_uv).rgb * 2.0"
    # the cloth's triangles reach far, some behind the camera: its vignette is per pixel
    vig = "vignette_pixel" if mat.fog else "vignette"
    lines = [f"vec3 rgb = {vig}({rgb});"]
    if mat.fog:
        h = ", ".join(f"{c:.4f}" for c in HORIZON_RGB)
        lines.append(f"rgb = mix(rgb, vec3({h}), v_fog);")
    lines.append("gl_FragColor = vec4(rgb, v_alpha);")
    return "\n".join(lines)
