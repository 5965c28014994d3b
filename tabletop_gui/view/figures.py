"""The rules' pictures, drawn by the app's own 3D table from positions written in the game's
notation (:mod:`tabletop_gui.model.figures`), so a picture and the rules cannot disagree.

A game lists its figures as ``FIGURES`` in ``view/games/<game>/figures.py`` and stages them in
``view/games/<game>/figure_stage.py``: ``make_scene(board)``, ``stage(scene, figure,
outcome)`` (the position, the move traced or ghosted, the marks through the scene's own
highlights; returns the camera and where a refused move's cross goes), ``paint(painter, rect,
figure, outcome)`` (the QPainter picture of the start page, for a system without OpenGL),
``reason(code)`` (the sentence a player gets in play for an error code) and
``describe(outcome)`` (what the figure's ``result`` states).

:class:`FigureRenderer` draws each figure on a table that is never shown (a
:class:`~tabletop_gui.view.board_view.BoardView` and ``grabFramebuffer()``, as the self-test
draws its frame), one per turn of the event loop, and keeps the pictures on disk (the cache
folder; the key is the hash of the figure's definition, :data:`RENDER_VERSION`, the theme,
the pixel ratio and, for a refused move, the language of its reason). Until a picture is drawn,
and without OpenGL, the flat QPainter picture stands in: the rules always show something true.
Refused moves are crossed out in red, with the reason under the picture.
"""

from __future__ import annotations

import importlib
import os
import re
from pathlib import Path
from typing import Any, Optional

from PySide6.QtCore import QObject, QPointF, QRectF, QSize, QStandardPaths, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter, QPainterPath, QPen, QTextDocument
from PySide6.QtWidgets import QTextBrowser, QWidget

from ..model.figures import Figure, Outcome, work_out
from ..model.languages import resolve_language
from . import theme

#: bump when the pictures change for the same definitions (the cache's key has it)
RENDER_VERSION = "1"
#: the app's test hook for "no OpenGL" (``tabletop_gui.app.environment.FORCE_NO_GL_ENV``; the
#: view may not import the app, a test keeps the two equal)
FORCE_NO_GL_ENV = "TABLETOP_GUI_FORCE_NO_GL"
SCHEME = "figure"

# what a request got: drawn now, from the cache, the flat picture for now, the flat picture
# for good (no OpenGL), no such figure
RENDERED, CACHED, PLACEHOLDER, FALLBACK, MISSING = ("rendered", "cached", "placeholder",
                                                   "fallback", "missing")


# ---- finding a game's figures ---------------------------------------------------------------
def _game_module(game: str, name: str) -> Any:
    """The module ``name`` beside ``game``'s controller, or None."""
    from .games import controller_for

    try:
        controller = controller_for(game)
    except (ImportError, AttributeError):
        return None
    package = controller.__module__.rpartition(".")[0]
    try:
        return importlib.import_module(f"{package}.{name}")
    except ImportError:
        return None


def figures_of(game: str) -> tuple[Figure, ...]:
    """``game``'s figures, in order (none when it has no ``figures`` module)."""
    module = _game_module(game, "figures")
    return tuple(getattr(module, "FIGURES", ())) if module is not None else ()


def stage_module(game: str) -> Any:
    return _game_module(game, "figure_stage")


def parse_url(url: str) -> Optional[tuple[str, str]]:
    """``figure:<game>/<id>`` -> (game, id); None for anything else."""
    if not url.startswith(SCHEME + ":"):
        return None
    game, _slash, ident = url[len(SCHEME) + 1:].partition("/")
    return (game, ident) if game and ident else None


def find_figure(url: str) -> Optional[Figure]:
    parsed = parse_url(url)
    if parsed is None:
        return None
    game, ident = parsed
    return next((f for f in figures_of(game) if f.id == ident), None)


def reason_text(figure: Figure, outcome: Outcome) -> str:
    """The sentence a player gets in play for the refused move (empty for a legal one)."""
    if outcome.code is None:
        return ""
    module = stage_module(figure.game)
    if module is not None:
        return str(module.reason(outcome.code))
    from .messages import illegal_move_message

    return illegal_move_message(outcome.code)


def cache_folder() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    return Path(base) / "figures"


def screen_ratio() -> float:
    screen = QGuiApplication.primaryScreen() if QGuiApplication.instance() is not None else None
    return float(screen.devicePixelRatio()) if screen is not None else 1.0


def ui_language() -> str:
    from PySide6.QtCore import QLocale

    return resolve_language(QLocale().name())


def figure_key(figure: Figure, ratio: float, language: str) -> str:
    """The cache's name for the picture of ``figure`` as drawn now."""
    return figure.digest(RENDER_VERSION, theme.current().dark, round(ratio, 2),
                         language if figure.code else "")


# ---- drawing ---------------------------------------------------------------------------------
def _blank(size: tuple[int, int], ratio: float) -> QImage:
    image = QImage(max(1, round(size[0] * ratio)), max(1, round(size[1] * ratio)),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.transparent)
    return image


def flat_picture(figure: Figure, outcome: Outcome, ratio: float) -> QImage:
    """The figure drawn with QPainter (the start page's pictures): no OpenGL needed."""
    image = _blank(figure.size, ratio)
    painter = QPainter(image)
    try:
        t = theme.current()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(QRectF(0, 0, *figure.size), QColor(t.surface_alt))
        module = stage_module(figure.game)
        if module is not None:
            module.paint(painter, QRectF(0, 0, *figure.size), figure, outcome)
    finally:
        painter.end()
    decorate(image, figure, outcome, None)
    return image


def decorate(image: QImage, figure: Figure, outcome: Outcome, cross: Optional[QPointF]) -> None:
    """A refused move: a red cross on it (at ``cross``, logical pixels; else in a corner) and
    the reason, the sentence a player gets in play, in a band along the bottom."""
    if outcome.code is None:
        return
    t = theme.current()
    w, h = figure.size
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = reason_text(figure, outcome)
        font = QFont(painter.font())
        font.setPixelSize(13)
        font.setBold(True)
        painter.setFont(font)
        icon = 22.0
        pad = 8.0
        text_rect = QRectF(pad * 2 + icon, 0, w - pad * 3 - icon, h)
        bound = painter.boundingRect(text_rect, int(Qt.TextFlag.TextWordWrap), text)
        band_h = max(icon, bound.height()) + pad * 2
        band = QRectF(0, h - band_h, w, band_h)
        painter.setPen(Qt.PenStyle.NoPen)
        backing = QColor(t.surface)
        backing.setAlpha(240)
        painter.setBrush(backing)
        painter.drawRect(band)
        painter.setBrush(QColor(t.danger))
        painter.drawRect(QRectF(0, band.top(), 4, band_h))
        badge = QRectF(pad + 2, band.center().y() - icon / 2, icon, icon)
        painter.drawEllipse(badge)
        _cross(painter, badge.center(), icon * 0.22, QColor(theme.text_on(t.danger)), 2.6, None)
        painter.setPen(QColor(t.text))
        painter.drawText(QRectF(badge.right() + pad, band.top() + pad, w - badge.right() - 2 * pad,
                                band_h - 2 * pad),
                         int(Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap), text)
        at = cross if cross is not None else QPointF(w - 34, 34)
        at = QPointF(min(max(at.x(), 30), w - 30), min(max(at.y(), 30), h - band_h - 24))
        _cross(painter, at, 19.0, QColor(t.danger), 9.0, QColor(255, 255, 255, 230))
    finally:
        painter.end()


def _cross(painter: QPainter, at: QPointF, arm: float, colour: QColor, width: float,
           halo: Optional[QColor]) -> None:
    path = QPainterPath()
    path.moveTo(at + QPointF(-arm, -arm))
    path.lineTo(at + QPointF(arm, arm))
    path.moveTo(at + QPointF(arm, -arm))
    path.lineTo(at + QPointF(-arm, arm))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if halo is not None:
        painter.setPen(QPen(halo, width + 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawPath(path)
    painter.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawPath(path)


# game -> (BoardView, scene): one unseen table per game for the whole run, made at the first
# picture and never destroyed while the app runs (a GL widget torn down and made again at each
# opening of the rules cost a context each time, and tearing one down while another window
# draws is where software OpenGL is least tested)
_TABLES: dict[str, tuple[Any, Any]] = {}


def unseen_table(game: str) -> Optional[tuple[Any, Any]]:
    """The never-shown table the pictures of ``game`` are drawn on: (BoardView, its scene)."""
    table = _TABLES.get(game)
    if table is None:
        module = stage_module(game)
        if module is None:
            return None
        from .board_view import BoardView

        board = BoardView()
        board.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
        table = (board, module.make_scene(board))
        _TABLES[game] = table
    return table


class FigureRenderer(QObject):
    """Pictures for ``figure:`` addresses: :meth:`request` answers at once (from the cache, or
    the flat picture while the 3D one is drawn later); :attr:`ready` brings each 3D picture
    when drawn, one per turn of the event loop."""

    ready = Signal(str, QImage)

    def __init__(self, parent: Optional[QObject] = None, cache: Optional[Path] = None,
                 ratio: Optional[float] = None) -> None:
        super().__init__(parent)
        self.cache = cache if cache is not None else cache_folder()
        self.ratio = ratio if ratio is not None else screen_ratio()
        self.renders = 0            # pictures drawn with OpenGL (the cache spares the others)
        self.gl_problem: Optional[str] = os.environ.get(FORCE_NO_GL_ENV) or None
        self._memory: dict[str, QImage] = {}
        self._queue: list[str] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._render_next)

    # ---- asking -------------------------------------------------------------------------
    def request(self, url: str) -> tuple[QImage, str]:
        """The picture for ``url`` now and what it is (:data:`RENDERED`... constants)."""
        figure = find_figure(url)
        if figure is None:
            return _blank((160, 40), self.ratio), MISSING
        outcome = work_out(figure)
        if self.gl_problem is not None:
            return flat_picture(figure, outcome, self.ratio), FALLBACK
        key = figure_key(figure, self.ratio, ui_language())
        image = self._memory.get(key)
        if image is None:
            path = self.cache / f"{key}.png"
            if path.is_file():
                loaded = QImage(str(path))
                if not loaded.isNull():
                    loaded.setDevicePixelRatio(self.ratio)
                    self._memory[key] = image = loaded
        if image is not None:
            return image, CACHED
        if url in self._queue:
            self._queue.remove(url)
        self._queue.insert(0, url)          # what is on screen first
        self._timer.start()
        return flat_picture(figure, outcome, self.ratio), PLACEHOLDER

    def prefetch(self, urls: list[str]) -> None:
        """Draw these pictures ahead, in idle turns of the event loop, after any asked for
        (the ones further down the text, before the reader scrolls to them)."""
        if self.gl_problem is not None:
            return
        language = ui_language()
        for url in urls:
            figure = find_figure(url)
            if figure is None or url in self._queue:
                continue
            key = figure_key(figure, self.ratio, language)
            if key in self._memory or (self.cache / f"{key}.png").is_file():
                continue
            self._queue.append(url)
        if self._queue:
            self._timer.start()

    def pending(self) -> int:
        return len(self._queue)

    # ---- drawing, one per turn of the event loop ------------------------------------------
    def _render_next(self) -> None:
        if not self._queue:
            return
        url = self._queue.pop(0)
        figure = find_figure(url)
        if figure is not None:
            image = self.render(figure)
            if image is not None:
                self.ready.emit(url, image)
        if self._queue:
            self._timer.start()

    def render(self, figure: Figure) -> Optional[QImage]:
        """Draw ``figure`` on the unseen table now, keep it (memory and disk) and return it;
        None when OpenGL fails (the flat picture stays)."""
        outcome = work_out(figure)
        if self.gl_problem is not None:
            return None
        image = self._draw(figure, outcome)
        if image is None:
            return None
        self.renders += 1
        key = figure_key(figure, self.ratio, ui_language())
        self._memory[key] = image
        try:
            self.cache.mkdir(parents=True, exist_ok=True)
            image.save(str(self.cache / f"{key}.png"))
        except OSError:
            pass                        # an unwritable cache: drawn again next time
        return image

    def _table(self, game: str) -> Optional[tuple[Any, Any]]:
        return unseen_table(game)

    def _draw(self, figure: Figure, outcome: Outcome) -> Optional[QImage]:
        table = self._table(figure.game)
        module = stage_module(figure.game)
        if table is None or module is None:
            return None
        board, scene = table
        board.resize(QSize(*figure.size))
        cam, cross_world = module.stage(scene, figure, outcome)
        aspect = figure.size[0] / max(1, figure.size[1])
        from .camera import fit_camera

        if cam.get("frame") is not None:
            cam = fit_camera(cam, cam["frame"], aspect, margin=0.96)
        board.set_camera_limits((0.0, 0.0, 1e4, 1e4, -1e3, 1e3), (0.1, 1e4), cam, cam)
        board.set_camera(**{k: cam[k] for k in ("elevation", "azimuth", "distance", "centre")})
        frame = board.grabFramebuffer()
        if board.gl_error is not None or frame.isNull() or frame.width() < 8:
            self.gl_problem = board.gl_error or "nothing drawn"
            return None
        image: QImage = frame.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(image.width() / figure.size[0])
        cross = board.world_to_screen(cross_world) if cross_world is not None else None
        decorate(image, figure, outcome, cross)
        return image

    def dispose(self) -> None:
        """Stop drawing (the dialog closed)."""
        self._timer.stop()
        self._queue.clear()


class FigureBrowser(QTextBrowser):
    """A text browser that shows ``<img src="figure:<game>/<id>">`` as the game's pictures:
    at once from the cache, else the flat picture until the 3D one is drawn (one per turn of
    the event loop: the window never freezes). :attr:`kinds` says what each address shows
    now (:data:`RENDERED`, :data:`CACHED`, :data:`PLACEHOLDER`, :data:`FALLBACK`...)."""

    def __init__(self, parent: Optional[QWidget] = None,
                 renderer: Optional[FigureRenderer] = None) -> None:
        super().__init__(parent)
        self.renderer = renderer if renderer is not None else FigureRenderer(self)
        self.renderer.ready.connect(self._ready)
        self.kinds: dict[str, str] = {}

    def setHtml(self, text: str) -> None:
        super().setHtml(text)
        self.renderer.prefetch(re.findall(r'src="(figure:[^"]+)"', text))

    def loadResource(self, kind: int, url: QUrl | str) -> Any:
        url = QUrl(url)
        text = url.toString()
        if url.scheme() == SCHEME:
            image, what = self.renderer.request(text)
            self.kinds[text] = what
            return image
        return super().loadResource(kind, url)

    def _ready(self, url: str, image: QImage) -> None:
        self.document().addResource(int(QTextDocument.ResourceType.ImageResource), QUrl(url),
                                    image)
        self.kinds[url] = RENDERED
        self.viewport().update()

    def figure_kinds(self) -> dict[str, str]:
        return dict(self.kinds)


__all__ = ["FigureRenderer", "FigureBrowser", "figures_of", "find_figure", "figure_key", "flat_picture",
           "decorate", "reason_text", "parse_url", "RENDER_VERSION", "SCHEME", "RENDERED",
           "CACHED", "PLACEHOLDER", "FALLBACK", "MISSING"]
