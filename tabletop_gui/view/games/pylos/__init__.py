"""Pylos on the table: its turn controller, scene, geometry, panel and New Game page."""

from .controller import Controller, PylosController

__all__ = ["Controller", "PylosController"]
