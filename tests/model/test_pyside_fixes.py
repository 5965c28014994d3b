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
