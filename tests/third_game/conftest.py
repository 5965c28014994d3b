"""The third game's tests draw real OpenGL frames: run them under Xvfb (see README)."""

import os

os.environ.setdefault("LANG", "C.UTF-8")


def pytest_configure(config):
    # The default surface format must be set before the QApplication (pytest-qt's qapp) exists.
    from tabletop_gui.app import set_default_surface_format

    set_default_surface_format()
