"""Pictures of positions for the start page, drawn with QPainter (no OpenGL, no numpy): each
game's ``view/games/<game>/picture.py`` draws its own; a game without one gets a plain card
with its name. See :meth:`GameController.position_picture`."""

from __future__ import annotations

import importlib
from typing import Any, Callable, Mapping, Optional

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPainter, QPixmap

from .. import theme


def _package(controller: type | str) -> str:
    """The game's view package: the controller class's, or ``controller`` itself when given
    by name (the start page draws without importing the controller: see
    :func:`tabletop_gui.view.games.game_picture`)."""
    return controller if isinstance(controller, str) else controller.__module__.rpartition(".")[0]


def _drawer(controller: type | str, name: str = "draw") -> Optional[Callable[..., Any]]:
    """``name`` (``draw``, ``showcase``) of the ``picture`` module in the controller's
    package, if any."""
    package = _package(controller)
    if not package:
        return None
    try:
        module = importlib.import_module(package + ".picture")
    except ImportError:
        return None
    found = getattr(module, name, None)
    return found if callable(found) else None


def showcase_state(controller: type | str) -> Any:
    """The position a game's card on the start page shows (its picture module's
    ``showcase()``), else None (the card shows the start position)."""
    make = _drawer(controller, "showcase")
    return make() if make is not None else None


def blank(size: QSize) -> QPixmap:
    """A transparent pixmap of ``size`` logical pixels at the screen's pixel ratio."""
    app = QGuiApplication.instance()
    screen = QGuiApplication.primaryScreen() if app is not None else None
    ratio = screen.devicePixelRatio() if screen is not None else 1.0
    pixmap = QPixmap(max(1, round(size.width() * ratio)), max(1, round(size.height() * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    return pixmap


def position_picture(controller: type | str, state: Any, size: QSize,
                     options: Optional[Mapping[str, Any]] = None) -> QPixmap:
    pixmap = blank(size)
    rect = QRectF(0, 0, size.width(), size.height())
    painter = QPainter(pixmap)
    try:
        draw = _drawer(controller)
        if draw is not None and state is not None:
            draw(painter, rect, state, options)
        else:
            game = (_package(controller).rpartition(".")[2] if isinstance(controller, str)
                    else getattr(controller, "game", ""))
            plain_card(painter, rect, game)
    finally:
        painter.end()
    return pixmap


def plain_card(painter: QPainter, rect: QRectF, game: str) -> None:
    """The generic picture: a card in the theme's colours with the game's name."""
    from ...model.games import game_spec

    t = theme.current()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QColor(t.border))
    painter.setBrush(QColor(t.surface_alt))
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), t.radius, t.radius)
    try:
        title = QCoreApplication.translate("Games", game_spec(game).title)
    except KeyError:
        title = game
    font = QFont(painter.font())
    font.setPointSizeF(max(8.0, rect.height() / 8))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor(t.text_muted))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, title)


__all__ = ["position_picture", "plain_card", "blank", "showcase_state"]
