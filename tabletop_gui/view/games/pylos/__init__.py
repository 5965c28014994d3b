"""Pylos on the table: its turn controller, scene, geometry, panel and New Game page.

``Controller`` is imported on first use (:func:`tabletop_gui.view.games.lazy_controller`): the
start page draws this game's picture without loading the table's modules."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import lazy_controller

if TYPE_CHECKING:
    from .controller import Controller, PylosController

__getattr__ = lazy_controller(__name__, ("Controller", "PylosController"))

__all__ = ["Controller", "PylosController"]
