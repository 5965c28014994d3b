"""View tests draw real OpenGL frames: run them under Xvfb (see README)."""

import os

import pytest

os.environ.setdefault("LANG", "C.UTF-8")


def pytest_configure(config):
    # The default surface format must be set before the QApplication (pytest-qt's qapp) exists.
    from tabletop_gui.app import set_default_surface_format

    set_default_surface_format()


@pytest.fixture
def board_view(qtbot):
    from tabletop_gui.view.board_view import BoardView

    view = BoardView()
    qtbot.addWidget(view)
    view.resize(900, 640)
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: view.frames_painted > 0, timeout=5000)
    return view
