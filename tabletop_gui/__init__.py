"""tabletop-gui: Pylos and PILUS on a 3D table.

Layers, imports pointing inward only::

    rules (standard library only) <- ai (rules only) <- model (Qt, no widgets) <- view / app
"""

__version__ = "0.1.0"
__all__ = ["__version__"]
