"""The window the app makes at start (``MainWindow(model, table=False)``, #15): the start page
shows without the 3D table; the table is built behind it by the app's TablePreparation, or at
once when the person chooses a game first; what needs the table waits for it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtWidgets import QWidget

from tabletop_gui.app import start_first_game
from tabletop_gui.app.early import TablePreparation
from tabletop_gui.app.start import show_window
from tabletop_gui.model import GameModel
from tabletop_gui.view.main_window import MainWindow
from tests.sync_pool import SynchronousPool

pytestmark = pytest.mark.gl


@pytest.fixture
def deferred_window(qtbot, tmp_path):
    """A shown window on the start page, its table not built (as the app starts)."""
    models = []

    def open_() -> MainWindow:
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        model = GameModel(settings=settings, thread_pool=SynchronousPool(),
                          autosave_path=str(tmp_path / "autosave.json"), think_delay_ms=0)
        models.append(model)
        window = MainWindow(model, table=False)
        qtbot.addWidget(window)
        window.resize(1200, 760)
        start_first_game(window, model, None)
        show_window(window)                 # as the app shows it
        qtbot.waitExposed(window)
        return window

    yield open_
    for model in models:
        model.shutdown()


def test_the_start_page_shows_without_the_table(qtbot, deferred_window):
    window = deferred_window()
    page = window.start_page
    qtbot.waitUntil(lambda: page.painted)
    assert window.start_page_shown() and not window.table_built()
    assert window.board_if_built is None and window.controllers == {}
    assert page.play_buttons and all(b.isVisible() for b in page.play_buttons.values())
    assert window.windowTitle().startswith(QCoreApplication.translate("MainWindow",
                                                                      "Untitled"))


def test_choosing_a_game_before_the_table_is_ready_builds_it_then(qtbot, deferred_window):
    window = deferred_window()
    built = []
    window.tableBuilt.connect(lambda: built.append(True))
    game = next(iter(window.start_page.play_buttons))
    qtbot.mouseClick(window.start_page.play_buttons[game], Qt.MouseButton.LeftButton)
    assert built == [True] and window.table_built()
    assert not window.start_page_shown() and window.model.game == game
    board = window.board
    qtbot.waitUntil(lambda: board.frames_painted > 0, timeout=10000)
    assert window.act_reset_camera.isEnabled() and window.move_list.isVisible()


def test_the_preparation_builds_the_table_behind_the_start_page(qtbot, deferred_window):
    window = deferred_window()
    preparation = TablePreparation(window)
    window.before_table = preparation.wait
    preparation.start()
    qtbot.waitUntil(window.table_built, timeout=30000)
    assert preparation.error is None
    # still the start page; the table's actions (the games' View entries too) wait for it
    assert window.start_page_shown()
    assert not window.act_reset_camera.isEnabled()
    assert window.view_menu.actions() and not any(a.isEnabled()
                                                  for a in window.view_menu.actions())
    game = next(iter(window.start_page.two_people_buttons))
    qtbot.mouseClick(window.start_page.two_people_buttons[game], Qt.MouseButton.LeftButton)
    assert not window.start_page_shown() and window.act_reset_camera.isEnabled()
    qtbot.waitUntil(lambda: window.board.frames_painted > 0, timeout=10000)


def test_a_language_chosen_before_the_table_is_built_reaches_its_panel(qtbot,
                                                                         deferred_window):
    window = deferred_window()
    window.set_language("es")
    try:
        window.ensure_table()
        moves = QCoreApplication.translate("MainWindow", "Moves")
        assert moves != "Moves" and window.moves_box.title() == moves
    finally:
        window.set_language("en")
    qtbot.waitUntil(lambda: window.moves_box.title() == "Moves")


def test_building_the_table_does_not_make_the_window_again(qtbot, deferred_window):
    """A shown window composes OpenGL widgets through OpenGL only if it was made with one: the
    table's stand-in is one, so the board joining it later does not make the window vanish
    and come back (a new native window)."""
    window = deferred_window()
    qtbot.waitUntil(lambda: window.start_page.painted)
    native = int(window.winId())
    window.ensure_table()
    game = next(iter(window.start_page.two_people_buttons))
    qtbot.mouseClick(window.start_page.two_people_buttons[game], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.board.frames_painted > 0, timeout=10000)
    assert int(window.winId()) == native and window.isVisible()


def test_only_the_table_is_multisampled(qtbot, deferred_window):
    """The window composes itself through OpenGL on a plain surface; the table keeps the 4x
    multisampling of the default format (set before the QApplication, tests/view/conftest)."""
    from PySide6.QtGui import QSurfaceFormat

    assert QSurfaceFormat.defaultFormat().samples() == 4
    window = deferred_window()
    assert window.windowHandle().format().samples() <= 0
    assert QSurfaceFormat.defaultFormat().samples() == 4       # given back after the show
    assert window.ensure_table().format().samples() == 4


@pytest.mark.parametrize("game", ["pylos", "pilus"])
def test_learn_to_play_before_the_table_is_ready_builds_it_and_starts_the_lesson(
        qtbot, deferred_window, game):
    """The start page's Learn to play, clicked before the table exists: the table (and the
    lessons' bar over it) is built then, and the first lesson is on it."""
    window = deferred_window()
    assert not window.table_built()
    qtbot.mouseClick(window.start_page.learn_buttons[game], Qt.MouseButton.LeftButton)
    assert window.table_built() and not window.start_page_shown()
    assert window.model.in_lesson() and window.model.game == game
    assert window.lessons.bar.isVisible()


def test_help_learn_to_play_before_the_table_is_ready(qtbot, deferred_window):
    window = deferred_window()
    window.learn_actions["pylos"].trigger()
    assert window.table_built() and window.model.in_lesson()
    assert window.lessons.bar.isVisible()


def test_the_start_pages_rules_before_the_table_is_ready_show_their_pictures(
        qtbot, deferred_window, tmp_path, monkeypatch):
    """Rules on the start page, before the table exists: the rules' pictures are drawn (on
    their own unseen table, none from an earlier run's cache) and the window's table is still
    built only when wanted."""
    from tabletop_gui.view import figures

    monkeypatch.setattr(figures, "cache_folder", lambda: tmp_path / "figures")
    window = deferred_window()
    qtbot.mouseClick(window.start_page.rules_buttons["pylos"], Qt.MouseButton.LeftButton)
    dlg = window.start_page.rules_dialog
    assert dlg is not None and dlg.isVisible()
    qtbot.waitUntil(lambda: dlg.browser.renderer.pending() == 0, timeout=60000)
    kinds = dlg.browser.figure_kinds()
    assert kinds and set(kinds.values()) == {figures.RENDERED}, "3D pictures, not stand-ins"
    assert dlg.browser.renderer.renders == len(kinds)
    assert window.start_page_shown()
    dlg.close()


def test_the_window_paints_by_raster_and_the_table_has_a_native_window_of_its_own(
        qtbot, deferred_window):
    """On X11 the main window is a plain raster window from its first paint on (no OpenGL
    before the start page is painted: a third of a bare window's start, #51) and stays the
    same native window when the table joins: only the table's page, a native window of its
    own (made with the table) hidden behind the start page, is made for OpenGL, in the plain format (it composes
    every repaint; the table's own framebuffer keeps its multisampling), and everything that
    stands over the table is on that page. Elsewhere the page holds an OpenGL stand-in."""
    from PySide6.QtGui import QGuiApplication, QSurface
    from PySide6.QtOpenGLWidgets import QOpenGLWidget

    window = deferred_window()
    qtbot.waitUntil(lambda: window.start_page.painted)
    x11 = QGuiApplication.platformName() == "xcb"
    page = window.table_page
    opengl_widgets = window.findChildren(QOpenGLWidget)
    if x11:
        assert window.windowHandle().surfaceType() == QSurface.SurfaceType.RasterSurface
        assert opengl_widgets == []
    else:
        assert [w.objectName() for w in opengl_widgets] == ["tableStandIn"]
    native = int(window.winId())
    board = window.ensure_table()
    qtbot.waitUntil(lambda: not window.findChildren(QWidget, "tableStandIn"))
    assert window.findChildren(QOpenGLWidget) == [board]
    assert int(window.winId()) == native
    if x11:
        assert window.windowHandle().surfaceType() == QSurface.SurfaceType.RasterSurface
        handle = page.windowHandle()
        assert page.internalWinId(), "the table's page is a native window of its own"
        assert handle is not None and handle.surfaceType() == QSurface.SurfaceType.OpenGLSurface
        assert handle.requestedFormat().samples() <= 0
        assert board.format().samples() == 4
    assert page.isAncestorOf(board) and page.isAncestorOf(window.privacy)


def test_the_window_takes_its_change_events_once_its_helpers_are_made(qtbot, deferred_window):
    """The window and the start page have no changeEvent of their own (the first event PySide
    hands to one makes every QEvent subclass's Python type, before the first paint): their
    watchers come with the window's helpers, after the paint, and a language change reaches
    both through them (view/changes.py)."""
    from PySide6.QtCore import QEvent

    window = deferred_window()
    assert not getattr(window, "change_watchers", None)
    window.make_helpers()
    assert len(window.change_watchers) == 2
    calls = []
    window.retranslate_ui = lambda: calls.append("window")
    window.start_page.fill = lambda: calls.append("page")
    QCoreApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
    assert sorted(calls) == ["page", "window"]
