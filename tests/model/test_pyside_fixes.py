"""The PySide work-around: emitting signals from Python no longer eats references to True."""

import sys

from PySide6.QtCore import QObject, Signal

import tabletop_gui.model  # noqa: F401 - applies the fixes
from tabletop_gui.model import pyside_fixes


class _Emitter(QObject):
    value = Signal(int)
    flag = Signal(bool)


def test_emit_keeps_true_alive(qtbot):
    emitter = _Emitter()
    got = []
    emitter.flag.connect(lambda v: got.append(v is True))
    before = sys.getrefcount(True)
    for _ in range(500):
        emitter.value.emit(1)
        emitter.flag.emit(True)
    assert sys.getrefcount(True) - before > -50   # unpatched: -1000
    assert len(got) == 500 and all(got)
    assert pyside_fixes._applied


def test_setters_cannot_drain_none(qtbot):
    """PySide6 6.12.0 on CPython < 3.12: every wrapped call returning nothing eats a reference
    to None; the fix pins None so no session can reach zero."""
    obj = QObject()
    before = sys.getrefcount(None)
    for _ in range(500):
        obj.setObjectName("x")
    if pyside_fixes.calls_leak_none and sys.version_info < (3, 12):
        assert sys.getrefcount(None) > pyside_fixes.NONE_PIN // 2
    else:
        assert sys.getrefcount(None) - before > -50
