"""The main window's table page (what holds the table's place, before it is built too), and
the window's size and place kept between runs.

A window composes its OpenGL widgets, and its whole self, through OpenGL, and it needs a
native surface made for OpenGL for that: a window shown with a plain one is made again (it
vanishes and comes back on the screen) when its first OpenGL widget joins it, and a window
made for OpenGL ahead pays for OpenGL (its driver, its configs) before its first paint. Where
it was tried and measured (:data:`TABLE_WINDOW_OF_ITS_OWN`: X11), the table's page is a native
child window of its own: the main window stays a plain raster window from its first paint on,
and only the table's page, hidden behind the start page, is made again for OpenGL when the
table joins it (nothing on the screen moves). Everything over the table (the banner, the cards,
the hand-over card) is inside that page, so it is composed with the table. Elsewhere the page
holds an OpenGL widget (Qt's own, no PyOpenGL) until the table comes, and the window composes
through OpenGL from its first frame.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Iterator

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QMainWindow, QVBoxLayout, QWidget

# the window systems where the table's page is a native window of its own (make_table_page),
# tried and measured: X11. Elsewhere (Windows, macOS and Wayland make their native child
# windows their own ways; not tried there) the page holds an OpenGL widget from the start
TABLE_WINDOW_OF_ITS_OWN = ("xcb",)


def table_window_of_its_own() -> bool:
    """Whether the table's page is a native window of its own (see the module docstring)."""
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.platformName() in TABLE_WINDOW_OF_ITS_OWN


def make_table_page() -> QWidget:
    """The page of the window's pages that holds the table and its panel (build_table fills
    it); until then empty, or holding an OpenGL stand-in (``tableStandIn``) where the page is
    no native window of its own (it becomes one as the table is built: :func:`join_table`)."""
    page = QWidget()
    page.setObjectName("tablePage")
    layout = QVBoxLayout(page)
    layout.setContentsMargins(0, 0, 0, 0)
    if not table_window_of_its_own():
        from PySide6.QtOpenGLWidgets import QOpenGLWidget

        stand_in = QOpenGLWidget()
        stand_in.setObjectName("tableStandIn")
        layout.addWidget(stand_in)
    return page


def join_table(page: QWidget, table: QWidget) -> None:
    """Put ``table`` (the board, with OpenGL, and its panel) on the table's ``page``, in the
    stand-in's place where it has one. Where the page is a native window of its own, it is made
    one first (after the first paint: Qt's namespace is not needed before it), so that the table
    joining it makes only the page again, for OpenGL, not the main window; hidden behind the
    start page, or not yet shown, nothing on the screen moves. Its surface is plain, as the main
    window's (:func:`plain_surfaces`)."""
    from ..model.lazy_qt import Qt

    stand_in = page.findChild(QWidget, "tableStandIn")
    if stand_in is not None:
        stand_in.hide()
        stand_in.deleteLater()
    layout = page.layout()
    assert layout is not None
    hidden = page.isHidden()
    with plain_surfaces():
        if table_window_of_its_own():
            page.setAttribute(Qt.WidgetAttribute.WA_NativeWindow, True)
        layout.addWidget(table)
    if page.isHidden() and not hidden:
        # (Qt makes the page's native window again for OpenGL by hiding it, and shows it again
        # only if it was on the screen: a page not shown yet, the table opening with a game,
        # would stay hidden)
        page.show()


@contextmanager
def plain_surfaces() -> Iterator[None]:
    """Native surfaces made meanwhile are plain (no multisampling, no depth buffer): they are
    for a window's composition, which draws every repaint; only the table's own framebuffer
    (an OpenGL widget's, made with the default format) needs the multisampling."""
    from PySide6.QtGui import QSurfaceFormat

    table = QSurfaceFormat.defaultFormat()
    plain = QSurfaceFormat(table)
    plain.setSamples(0)
    plain.setDepthBufferSize(0)
    QSurfaceFormat.setDefaultFormat(plain)
    try:
        yield
    finally:
        QSurfaceFormat.setDefaultFormat(table)


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


__all__ = ["TABLE_WINDOW_OF_ITS_OWN", "input_events", "join_table", "make_table_page",
           "plain_surfaces", "restore_geometry", "save_geometry", "table_window_of_its_own"]
