"""Work-arounds for PySide6 bugs that would crash the app; :func:`apply` runs on import of
:mod:`tabletop_gui.model` (so for the whole app, the view and the tests included).

**SignalInstance.emit() steals a reference to True** (seen with PySide6 6.12.0 on CPython
3.11): every ``signal.emit(...)`` from Python returns ``True`` without owning a reference, so
each call lowers ``True``'s reference count by one. After enough emissions (a few thousand:
one test session) the interpreter aborts with "Fatal Python error: bool_dealloc". CPython 3.12+
makes True immortal, which hides it there. The fix is detected, not assumed: a probe signal is
emitted and only if the count drops does ``emit`` get a wrapper that gives the reference back.

**Calls returning nothing steal a reference to None** (the same release and CPython): see
:func:`_calls_leak_none`; when detected, None is pinned (:func:`_pin_none`).
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QObject, Signal, SignalInstance

_applied = False
emit_leaks_true = False
calls_leak_none = False

#: what :func:`_pin_none` adds to None's reference count: no run of the app drops that many
NONE_PIN = 1 << 40


class _Probe(QObject):
    ping = Signal()


def _emit_leaks_true() -> bool:
    probe = _Probe()
    n = 64
    before = sys.getrefcount(True)
    for _ in range(n):
        probe.ping.emit()
    lost = before - sys.getrefcount(True)
    if lost >= n:
        ctypes.pythonapi.Py_IncRef.argtypes = [ctypes.py_object]
        for _ in range(lost):  # give back what the probe took
            ctypes.pythonapi.Py_IncRef(True)
        return True
    return False


def _calls_leak_none() -> bool:
    """**Wrapped methods that return nothing steal a reference to None** (same release, same
    CPython): ``label.setText(..)``, ``obj.setObjectName(..)``, ``parent()`` returning no
    parent... each lowers None's count by one; a session of language switches (hundreds of
    setters per switch) or a long evening of play drains it and the interpreter aborts with
    "none_dealloc". Detected like the emit leak."""
    probe = QObject()
    n = 64
    before = sys.getrefcount(None)
    for _ in range(n):
        probe.setObjectName("probe")
    return before - sys.getrefcount(None) >= n


def _pin_none() -> None:
    """Make None as good as immortal, as CPython 3.12 does: a count of 2**40 more references
    cannot be drained by any session. Only on CPython < 3.12, where ``ob_refcnt`` is the first
    field of every object."""
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return
    refcnt = ctypes.c_ssize_t.from_address(id(None))
    refcnt.value += NONE_PIN


def apply() -> None:
    global _applied, emit_leaks_true, calls_leak_none
    if _applied:
        return
    _applied = True
    calls_leak_none = _calls_leak_none()
    if calls_leak_none:
        _pin_none()
    emit_leaks_true = _emit_leaks_true()
    if not emit_leaks_true:
        return
    original = SignalInstance.emit
    incref = ctypes.pythonapi.Py_IncRef

    def emit(self, *args):  # type: ignore[no-untyped-def]
        result = original(self, *args)
        if result is True:
            incref(True)
        return result

    emit.__doc__ = original.__doc__
    SignalInstance.emit = emit  # type: ignore[method-assign]
