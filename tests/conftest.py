"""Fixtures shared by every test folder. Keep this small: folder-specific fixtures live in the
folder's own conftest.py."""

import os
import subprocess
import sys

import pytest

from tests.xvfb import start_xvfb

os.environ.setdefault("LANG", "C.UTF-8")   # untranslated strings, whatever the machine

_xvfb = None


def _own_display():
    """With ``pytest -n N`` under one ``xvfb-run``, every worker's windows would share one X
    display and one pointer: QTest's mouse moves warp that pointer, and a window shown by one
    worker sends Leave/Enter events to the other's. So each worker starts its own Xvfb (the same
    binary xvfb-run uses) and the tests of one worker never see another's windows."""
    if not os.environ.get("PYTEST_XDIST_WORKER") or not os.environ.get("DISPLAY"):
        return None
    started = start_xvfb()
    if started is None:
        return None                      # keep the shared display rather than none at all
    proc, display = started
    os.environ["DISPLAY"] = display
    # The server must outlive this worker's QApplication (killing it under a live connection
    # makes Qt report a fatal X error at exit), so a watcher ends it once the worker is gone.
    subprocess.Popen(["sh", "-c", f"while kill -0 {os.getpid()} 2>/dev/null; do sleep 0.5; "
                      f"done; kill {proc.pid}"],
                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return proc


def pytest_configure(config):
    global _xvfb
    _xvfb = _own_display()


@pytest.fixture(autouse=True, scope="session")
def _qt_test_paths():
    """No test ever writes into the real user's settings or app-data folders."""
    try:
        from PySide6.QtCore import QCoreApplication, QStandardPaths
    except ImportError:  # the rules/ai tests do not need Qt
        yield
        return
    QCoreApplication.setOrganizationName("tabletop-gui-tests")
    QCoreApplication.setApplicationName("tabletop-gui-tests")
    QStandardPaths.setTestModeEnabled(True)
    yield
    QStandardPaths.setTestModeEnabled(False)


@pytest.fixture(autouse=True)
def _english_after_every_test():
    """A test that switched the language and left it (a window's menu, a language manager of
    its own) must not make the next tests on the same worker read another language."""
    yield
    i18n = sys.modules.get("tabletop_gui.model.i18n")
    if i18n is not None and i18n.LanguageManager._translators:
        from PySide6.QtCore import QCoreApplication

        i18n.LanguageManager.reset()
        QCoreApplication.processEvents()


@pytest.fixture(autouse=True)
def _closed_widgets_deleted():
    """pytest-qt closes a test's widgets and asks Qt to delete them later, but that waits for an
    event loop, and tests never run one: every window of every test lived on, hidden, to the
    end of the worker (its table's application event filter looking at every event, its timers
    and style sheets going on), so each test ran slower than the one before it. After the
    test's own fixtures are torn down (pytest-qt has closed the widgets by then), the deletions
    asked for are done."""
    yield
    qt_widgets = sys.modules.get("PySide6.QtWidgets")
    app = qt_widgets.QApplication.instance() if qt_widgets is not None else None
    if app is not None:
        from PySide6.QtCore import QEvent

        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture(autouse=True, scope="session")
def _games_registered():
    """Every game registered in the app's order, as the app's start-up does
    (``tabletop_gui.app.registry.install``): the model's default game is the first of them."""
    try:
        import PySide6  # noqa: F401
    except ImportError:  # the rules/ai tests do not need the model
        yield
        return
    from tabletop_gui.app import registry

    registry.install()
    yield
