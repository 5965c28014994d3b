"""``QT_TRANSLATE_NOOP`` typed as what it returns at run time (the source text, a ``str``):
PySide6's stubs say ``object``. lupdate reads the calls by this name, wherever it comes from."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    def QT_TRANSLATE_NOOP(context: str, source: str) -> str:
        ...
else:
    from PySide6.QtCore import QT_TRANSLATE_NOOP

__all__ = ["QT_TRANSLATE_NOOP"]
