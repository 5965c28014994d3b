"""The main window's native surface, what holds the table's place before it is built, and
the window's size and place kept between runs.

A window composes its OpenGL widgets, and its whole self, through OpenGL, and it needs a
native surface made for OpenGL for that: a window shown with a plain one is made again (it
vanishes and comes back on the screen) when its first OpenGL widget joins it. Where the
window's surface can be made for OpenGL without an OpenGL widget in it
(:func:`opengl_surface_ahead`, :func:`create_native_surface`), the stand-in is a plain widget
and the window paints itself by raster until the table joins it (its first paint does without
OpenGL's composition: about a third of a bare window's start); elsewhere it is an OpenGL
widget (Qt's own, no PyOpenGL), and the window composes through OpenGL from its first frame.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QMainWindow, QWidget

# the window systems where a window's native surface is made for OpenGL ahead of its first
# OpenGL widget (create_native_surface), tried and measured: X11. Elsewhere the window holds
# an OpenGL widget from the start (Windows, macOS and Wayland make their surfaces their own
# ways; not tried there)
OPENGL_SURFACE_AHEAD = ("xcb",)


def opengl_surface_ahead() -> bool:
    """Whether the main window's surface is made for OpenGL without an OpenGL widget in it."""
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.platformName() in OPENGL_SURFACE_AHEAD


def make_table_stand_in() -> QWidget:
    """What holds the table's place until it is built (see the module docstring)."""
    if opengl_surface_ahead():
        return QWidget()
    from PySide6.QtOpenGLWidgets import QOpenGLWidget

    return QOpenGLWidget()


def create_native_surface(window: QWidget, table_built: bool) -> None:
    """Make ``window``'s native surface now (before it is first shown; the default surface
    format at this moment is the one it gets). With a plain table stand-in it is made for
    OpenGL, so the table joining it later does not make the window again. Nothing when the
    window has its native surface already."""
    if window.windowHandle() is not None:
        return
    window.create()
    handle = window.windowHandle()
    if handle is None or table_built or not opengl_surface_ahead():
        return
    from PySide6.QtGui import QSurface

    # (Qt chose a plain surface, there being no OpenGL widget in the window: the native
    # window, never shown yet, is made again for OpenGL when it is shown)
    handle.destroy()
    handle.setSurfaceType(QSurface.SurfaceType.OpenGLSurface)


def input_events() -> tuple[QEvent.Type, ...]:
    """The events of a person's pointer, wheel and keys (made on first use: the start page
    paints before Qt's enums are needed)."""
    T = QEvent.Type
    return (T.MouseButtonPress, T.MouseButtonRelease, T.MouseButtonDblClick, T.MouseMove,
            T.Wheel, T.KeyPress, T.KeyRelease, T.TouchBegin, T.TouchUpdate,
            T.TouchEnd, T.ContextMenu)


def restore_geometry(window: QMainWindow, settings: Any) -> None:
    """The window's size, place and docks as last closed (a first start: a size that fits
    a laptop's screen)."""
    geometry = settings.window_geometry() if settings is not None else None
    if geometry is not None:
        window.restoreGeometry(geometry)
    else:
        window.resize(1240, 780)
    state = settings.window_state() if settings is not None else None
    if state is not None:
        window.restoreState(state)


def save_geometry(window: QMainWindow, settings: Any) -> None:
    if settings is not None:
        settings.set_window_geometry(window.saveGeometry())
        settings.set_window_state(window.saveState())


__all__ = ["OPENGL_SURFACE_AHEAD", "create_native_surface", "input_events",
           "make_table_stand_in", "opengl_surface_ahead", "restore_geometry", "save_geometry"]
