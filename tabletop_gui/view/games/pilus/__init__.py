"""PILUS on the table: its controller, turn input, scene, geometry, panel and New Game page.

``Controller`` is imported on first use (:func:`tabletop_gui.view.games.lazy_controller`): the
start page draws this game's picture without loading the table's modules."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import lazy_controller

if TYPE_CHECKING:
    from .controller import Controller, PilusController

__getattr__ = lazy_controller(__name__, ("Controller", "PilusController"))

__all__ = ["Controller", "PilusController"]
