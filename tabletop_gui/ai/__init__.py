"""Computer opponents. Imports :mod:`tabletop_gui.rules` only (no Qt)."""
