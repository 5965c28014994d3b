"""``Qt``, the namespace of Qt's enums, made at its first use (#15).

PySide makes a Qt type the first time Python asks for it. The ``Qt`` namespace is by far the
dearest: its 90-odd enum types take 15-25 ms to make, a tenth of a bare window's whole start,
and the start page's first paint needs none of them. The modules that first paint loads (the
window, the start page, the theme, the move list's model) import ``Qt`` from here instead of
``PySide6.QtCore``: the same names, made when a line that runs reads one. Lines that run before
the first paint use none (the app's trace says so: ``later=`` names :data:`QT_NAMESPACE` once
it is made; tests/test_early_paint.py)."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

#: how the trace names the namespace once it is made
QT_NAMESPACE = "PySide6.QtCore.Qt"

if TYPE_CHECKING:
    from PySide6.QtCore import Qt as Qt
else:
    class _Namespace:
        """Hands out ``PySide6.QtCore.Qt``'s attributes, asking PySide for the namespace at
        the first one (each one read is kept: a second read is a plain look-up)."""

        def __getattr__(self, name: str) -> Any:
            from PySide6.QtCore import Qt as namespace

            value = getattr(namespace, name)
            setattr(self, name, value)
            return value

        def __repr__(self) -> str:
            return "<Qt, made at its first use>"

    Qt = _Namespace()


def qt_namespace_made() -> bool:
    """Whether PySide has made the ``Qt`` namespace in this process (a PySide that makes every
    type at import, as those before 6.8 did, always has)."""
    core = sys.modules.get("PySide6.QtCore")
    return core is not None and "Qt" in vars(core)
