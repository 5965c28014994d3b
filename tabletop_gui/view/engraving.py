"""Letters engraved in a surface: the column letters and row numbers on a board's edge.

:class:`EngravedLabelsItem` draws one small square per label, lying flat on the surface, from a
texture of the labels drawn with QPainter: a groove darker than the wood with its far wall lit
by the key light. The texture darkens or lightens what is under it (a "2x multiply": grey 0.5
leaves the wood as it is), so the grain, the light and the shadows show through the letters.

The texts come from a function called at every frame (a few translations, microseconds): when
they change (a language whose letters differ), the texture is drawn again.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable, Sequence

import numpy as np
from OpenGL import GL
from pyqtgraph.opengl import GLGraphicsItem, shaders
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPainterPath
from PySide6.QtOpenGL import QOpenGLBuffer

from . import lighting
from .materials import mip_levels, upload_mipmapped

CELL = 96            # texels per label in the texture

GL_OPTIONS = {
    GL.GL_DEPTH_TEST: True,
    GL.GL_BLEND: True,
    GL.GL_CULL_FACE: False,
    "glBlendFunc": (GL.GL_DST_COLOR, GL.GL_SRC_COLOR),
    "glDepthMask": (False,),
}


def engraving_shader() -> shaders.ShaderProgram:
    return shaders.ShaderProgram(None, [
        shaders.VertexShader("""
            uniform mat4 u_mvp;
            attribute vec4 a_position;
            attribute vec2 a_uv;
            varying vec2 v_uv;
            void main() {
                v_uv = a_uv;
                gl_Position = u_mvp * a_position;
            }
        """),
        shaders.FragmentShader("""
            #ifdef GL_ES
            precision mediump float;
            #endif
            uniform sampler2D u_labels;
            varying vec2 v_uv;
            void main() {
                gl_FragColor = texture2D(u_labels, v_uv);
            }
        """),
    ])


def label_image(texts: Sequence[str], cell: int = CELL) -> QImage:
    """The labels side by side, each engraved in its own cell: grey 0.5 (no change) around
    them, the groove's floor darker, its wall facing the key light lighter."""
    image = QImage(cell * max(1, len(texts)), cell, QImage.Format.Format_RGBA8888)
    image.fill(QColor(128, 128, 128, 255))
    font = QFont("DejaVu Serif")
    font.setBold(True)
    font.setPixelSize(int(cell * 0.92))
    depth = cell * 0.04                     # how far the lit wall shows
    layer = QImage(cell, cell, QImage.Format.Format_ARGB32_Premultiplied)
    for k, text in enumerate(texts):
        path = QPainterPath()
        path.addText(QPointF(0.0, 0.0), font, text)
        box = path.boundingRect()
        path.translate(QPointF(cell / 2.0, cell / 2.0) - box.center())
        layer.fill(Qt.GlobalColor.transparent)
        p = QPainter(layer)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        p.fillPath(path, QColor(168, 150, 128))            # the lit wall (right, near side)
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
        p.fillPath(path.translated(-depth, -depth), QColor(40, 30, 22))   # the floor
        p.end()
        p = QPainter(image)
        p.drawImage(QPointF(k * cell, 0.0), layer)
        p.end()
    return image


@lru_cache(maxsize=16)
def label_levels(texts: tuple[str, ...]) -> tuple[np.ndarray, ...]:
    """:func:`label_image` as RGBA bytes with its mipmaps: every table draws the same few
    label strips (the board's letters and numbers), so each is painted once."""
    image = label_image(texts).convertToFormat(QImage.Format.Format_RGBA8888)
    data = np.frombuffer(image.constBits(), dtype=np.uint8).reshape(
        image.height(), image.bytesPerLine())[:, :image.width() * 4]
    return mip_levels(data.reshape(image.height(), image.width(), 4).copy())


# pyqtgraph ships no stubs: --strict refuses its Any base class (the plain run does not ask)
class EngravedLabelsItem(GLGraphicsItem.GLGraphicsItem):  # type: ignore[misc, unused-ignore]
    """Labels engraved flat in a surface at ``spots`` (x, y, z, size), upright seen from -y.
    ``texts()`` gives the label of each spot (asked at every frame)."""

    def __init__(self, spots: Sequence[tuple[float, float, float, float]],
                 texts: Callable[[], Sequence[str]]) -> None:
        super().__init__()
        self.setGLOptions(GL_OPTIONS)
        self.spots = [tuple(float(v) for v in s) for s in spots]
        self.texts = texts
        self.baked: tuple[str, ...] | None = None      # the texts the texture shows
        self.bakes = 0
        self._texture = 0
        self._program = engraving_shader()
        n = len(self.spots)
        pos, uv = [], []
        for k, (x, y, z, size) in enumerate(self.spots):
            h = size / 2.0
            u0, u1 = k / n, (k + 1) / n
            # image row 0 (its top) is texture t = 0: the label's top lies towards +y
            corners = ((x - h, y - h, u0, 1.0), (x + h, y - h, u1, 1.0), (x + h, y + h, u1, 0.0),
                       (x - h, y - h, u0, 1.0), (x + h, y + h, u1, 0.0), (x - h, y + h, u0, 0.0))
            for cx, cy, cu, cv in corners:
                pos.append((cx, cy, z))
                uv.append((cu, cv))
        self._pos = np.ascontiguousarray(pos, dtype=np.float32)
        self._uv = np.ascontiguousarray(uv, dtype=np.float32)
        self._bufs: dict[str, QOpenGLBuffer] = {}

    def casts_shadow(self) -> bool:
        return False

    def _bake(self, texts: tuple[str, ...]) -> None:
        if not self._texture:
            self._texture = int(GL.glGenTextures(1))
        GL.glBindTexture(GL.GL_TEXTURE_2D, self._texture)
        upload_mipmapped(label_levels(texts))
        GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_MIN_FILTER, GL.GL_LINEAR_MIPMAP_LINEAR)
        GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_MAG_FILTER, GL.GL_LINEAR)
        for wrap in (GL.GL_TEXTURE_WRAP_S, GL.GL_TEXTURE_WRAP_T):
            GL.glTexParameteri(GL.GL_TEXTURE_2D, wrap, GL.GL_CLAMP_TO_EDGE)
        GL.glBindTexture(GL.GL_TEXTURE_2D, 0)
        self.baked = texts
        self.bakes += 1

    def paint(self) -> None:
        texts = tuple(self.texts())
        if texts != self.baked or not self._texture:
            self._bake(texts)
        self.setupGLState()
        program = self._program.program(es2_compat=lighting._es2())
        GL.glUseProgram(program)
        enabled = []
        try:
            for name, arr, size in (("a_position", self._pos, 3), ("a_uv", self._uv, 2)):
                loc = GL.glGetAttribLocation(program, name)
                if loc == -1:
                    continue
                buf = self._bufs.get(name)
                if buf is None:
                    buf = self._bufs[name] = QOpenGLBuffer(QOpenGLBuffer.Type.VertexBuffer)
                    buf.create()
                    buf.bind()
                    buf.allocate(arr.tobytes(), arr.nbytes)
                else:
                    buf.bind()
                GL.glVertexAttribPointer(loc, size, GL.GL_FLOAT, False, 0, None)
                buf.release()
                GL.glEnableVertexAttribArray(loc)
                enabled.append(loc)
            GL.glUniformMatrix4fv(GL.glGetUniformLocation(program, "u_mvp"), 1, False,
                                  np.array(self.mvpMatrix().data(), dtype=np.float32))
            GL.glActiveTexture(GL.GL_TEXTURE0)
            GL.glBindTexture(GL.GL_TEXTURE_2D, self._texture)
            GL.glUniform1i(GL.glGetUniformLocation(program, "u_labels"), 0)
            GL.glDrawArrays(GL.GL_TRIANGLES, 0, len(self._pos))
            GL.glBindTexture(GL.GL_TEXTURE_2D, 0)
        finally:
            for loc in enabled:
                GL.glDisableVertexAttribArray(loc)
            GL.glUseProgram(0)
            GL.glDepthMask(True)
