"""PILUS on the table: its controller, turn input, scene, geometry, panel and New Game page."""

from .controller import Controller, PilusController

__all__ = ["Controller", "PilusController"]
