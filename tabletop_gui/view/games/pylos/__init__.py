"""Pylos on the table: its turn controller, scene, geometry, panel and New Game page.

``Controller`` is imported on first use (PEP 562): the start page draws this game's picture
(``picture.py``, QPainter) without loading the table's modules (pyqtgraph, PyOpenGL, numpy)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .controller import Controller, PylosController


def __getattr__(name: str) -> Any:
    if name in ("Controller", "PylosController"):
        from . import controller

        value = getattr(controller, name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["Controller", "PylosController"]
