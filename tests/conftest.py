"""Fixtures shared by every test folder. Keep this small: folder-specific fixtures live in the
folder's own conftest.py."""

import os

import pytest

os.environ.setdefault("LANG", "C.UTF-8")   # untranslated strings, whatever the machine


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
