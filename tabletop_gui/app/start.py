"""Application start-up: QApplication, surface format, translators, OpenGL check, the games'
registration, the main window (its start page painted before the 3D table's modules load:
:mod:`.early`). The environment hooks it reads are documented in
:mod:`.environment`."""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING, Any, Callable, Optional, Sequence

from .environment import FORCE_NO_GL_ENV, GL_CORE_ENV, QUIT_AFTER_FLAG, SELF_TEST_FLAG, hook
from .identity import APP_NAME, ORG_NAME

if TYPE_CHECKING:
    import argparse


def _defaults() -> "argparse.Namespace":
    from types import SimpleNamespace

    return SimpleNamespace(game_file=None, quit_after=None, self_test=False)  # type: ignore[return-value]


def _description() -> str:
    """``--help``'s first line: the games' titles (their specs are loaded for it: only when
    asked, not before every first paint)."""
    from ..model.games import game_spec
    from .registry import GAMES

    titles = [game_spec(name).title for name in GAMES]
    return (f"{', '.join(titles[:-1])} and {titles[-1]} on a 3D table." if len(titles) > 1
            else f"{titles[0]} on a 3D table.")


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    """The command line. Without arguments (a double-click, the menu) argparse is not loaded:
    its defaults are given as they are."""
    if not argv:
        return _defaults()
    import argparse

    helping = any(arg in ("-h", "--help") or (arg.startswith("--h") and "--help".startswith(arg))
                  for arg in argv)
    parser = argparse.ArgumentParser(prog=APP_NAME,
                                     description=_description() if helping else None)
    parser.add_argument("game_file", nargs="?", help="a saved game to open")
    # For tests and benchmarks: quit by itself after this many milliseconds (and ask nothing).
    parser.add_argument(QUIT_AFTER_FLAG, type=int, default=None, help=argparse.SUPPRESS)
    # For packagers: check the installed app has all its parts, print one line, exit 0 or 1.
    parser.add_argument(SELF_TEST_FLAG, action="store_true",
                        help="check the installation (modules, translations, one table frame)")
    return parser.parse_args(list(argv))


def set_default_surface_format() -> None:
    """Depth buffer and 4x multisampling for every GL widget; must run before the QApplication."""
    from PySide6.QtGui import QSurfaceFormat

    fmt = QSurfaceFormat()
    fmt.setDepthBufferSize(24)
    fmt.setSamples(4)
    if sys.platform == "darwin" or hook(GL_CORE_ENV) == "1":
        # macOS offers legacy 2.1 or Core 3.2+/4.1 only; pyqtgraph 0.14 runs on Core (it binds a
        # VAO and compiles its shaders as GLSL ES 1.00 through ARB_ES2_compatibility).
        fmt.setVersion(4, 1)
        fmt.setProfile(QSurfaceFormat.OpenGLContextProfile.CoreProfile)
    QSurfaceFormat.setDefaultFormat(fmt)


def show_window(window: Any) -> None:
    """Show the main window, its native surfaces (the table page's too, where it has one of
    its own) plain: see :func:`~tabletop_gui.view.window_surface.plain_surfaces`."""
    from ..view.window_surface import plain_surfaces

    with plain_surfaces():
        window.show()


# the packages :func:`mark_standard_library` leaves to PySide (its own, and the app's)
OWN_PACKAGES = ("PySide6", "shiboken6", "shibokensupport", "tabletop_gui")


def mark_standard_library(modules: Any) -> None:
    """Tell PySide's import hook the standard library's modules loaded so far use no PySide.

    PySide (its ``__feature__`` support) asks of every module named in an ``import`` run after
    PySide's own whether it uses PySide, once per module, by reading the module's whole source
    (``inspect.getsource``): the standard library's modules loaded by then and named again by
    the imports that follow (the app's and the standard library's own) cost about 2 ms of the
    window's first paint that way. The answer for them is known (none mentions PySide): it is
    given ahead, as PySide itself would record it; a module outside the standard library
    (site-packages, the app's, PySide's) is left to PySide.
    Nothing is done if PySide keeps no such record (another PySide version)."""
    feature = modules.get("shibokensupport.feature")
    uses_pyside = getattr(feature, "pyside_feature_dict", None)
    if not isinstance(uses_pyside, dict):
        return
    stdlib = os.path.dirname(os.__file__) + os.sep
    for name, module in list(modules.items()):
        if name in uses_pyside or name.partition(".")[0] in OWN_PACKAGES:
            continue
        # (a module with no file, built in or a namespace, has no source for PySide either)
        where = getattr(module, "__file__", None)
        if where is None or (where.startswith(stdlib) and "-packages" not in where[len(stdlib):]):
            uses_pyside[name] = -1      # (PySide's mark for a module without PySide)


def opengl_problem() -> Optional[str]:
    """None when an OpenGL (>= 2.1) context can be made with the default format, else why not."""
    forced = hook(FORCE_NO_GL_ENV)
    if forced:
        return forced
    from PySide6.QtGui import QOffscreenSurface, QOpenGLContext

    context = QOpenGLContext()
    if not context.create():
        return translate("App", "No OpenGL context could be created.")
    surface = QOffscreenSurface()
    surface.setFormat(context.format())
    surface.create()
    if not context.makeCurrent(surface):
        return translate("App", "The OpenGL context could not be made current.")
    try:
        fmt = context.format()
        if not context.isOpenGLES() and (fmt.majorVersion(), fmt.minorVersion()) < (2, 1):
            return (translate("App", "OpenGL 2.1 or newer is needed; this system has %1.")
                    .replace("%1", f"{fmt.majorVersion()}.{fmt.minorVersion()}"))
        return pyopengl_problem()
    finally:
        context.doneCurrent()


def match_pyopengl_to_qt() -> None:
    """On Linux, have PyOpenGL (which pyqtgraph draws with) use the window-system interface
    Qt made its context with. Call while a Qt context is current, before ``OpenGL`` is imported.

    PyOpenGL picks GLX on X11 by itself, EGL on Wayland; Qt falls back to EGL when the X server
    has no GLX (``Xvfb -extension GLX``, some remote displays) and uses GLX under XWayland. A
    mismatch leaves PyOpenGL seeing no current context, and every paint fails ("Attempt to
    retrieve context when no valid context"). A choice made in PYOPENGL_PLATFORM is kept."""
    if (not sys.platform.startswith("linux") or os.environ.get("PYOPENGL_PLATFORM")
            or "OpenGL.platform" in sys.modules):
        return
    import ctypes

    for platform, library, function in (("egl", "libEGL.so.1", "eglGetCurrentContext"),
                                        ("glx", "libGL.so.1", "glXGetCurrentContext")):
        try:
            current = getattr(ctypes.CDLL(library), function)
        except (OSError, AttributeError):
            continue
        current.restype = ctypes.c_void_p
        if current():
            os.environ["PYOPENGL_PLATFORM"] = platform
            return


def pyopengl_problem() -> Optional[str]:
    """None when PyOpenGL sees the current Qt context (call while one is current)."""
    match_pyopengl_to_qt()
    try:
        from OpenGL import platform

        seen = platform.PLATFORM.GetCurrentContext()
    except Exception as exc:
        return (translate("App", "PyOpenGL could not be loaded: %1.")
                .replace("%1", str(exc) or exc.__class__.__name__))
    if not seen:
        return translate("App", "PyOpenGL cannot use the OpenGL context of this display "
                                "(is GLX missing?).")
    return None


def translate(context: str, text: str) -> str:
    """``QCoreApplication.translate``, imported late (Qt loads after the argument parsing);
    lupdate sees the literal strings of every ``translate("App", ...)`` call."""
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(context, text)


def _critical(text: str, detail: str, quit_after: Optional[int]) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Critical, translate("App", "Tabletop"), text)
    box.setInformativeText(detail)
    if quit_after is not None:
        QTimer.singleShot(quit_after, box.reject)
    box.exec()


def start_first_game(window: Any, model: Any, game_file: Optional[str],
                     interactive: bool = True) -> None:
    """Open the file from the command line on the table, else show the start page (the
    model's :func:`open_start` decides which). A file that cannot be opened is said in a
    message, then the start page shows. The unfinished games of earlier runs are offered on
    the start page and touched only by the person's Resume or Discard there (opening a file
    leaves them all for the next start). ``interactive`` is kept for callers: nothing is
    asked either way."""
    from ..model.startup import open_start

    result = open_start(model, game_file)
    if result.error is not None:
        # also for whoever started it from a terminal (a script, a file manager's log)
        print(f"{APP_NAME}: {game_file}: {result.error.message()}", file=sys.stderr)
        window.show_file_error(translate("MainWindow", "Could not open the game"), result.error)
    if result.kind != "opened":
        window.show_start_page()


def close_questions_after(ms: int) -> None:
    """``--quit-after`` asks nothing: a message box shown before the event loop runs (a file
    from the command line that cannot be opened) is closed after ``ms``, as its Ok would."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDialog

    def close() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QDialog):
            box.reject()
        elif box is not None:
            box.close()

    QTimer.singleShot(ms, close)


def _no_opengl(problem: str, quit_after: Optional[int]) -> None:
    print(f"{APP_NAME}: no usable OpenGL: {problem}", file=sys.stderr)
    _critical(translate("App", "Tabletop needs OpenGL to draw the table, and none is "
                               "available."), problem, quit_after)


def collect_again() -> None:
    """The cyclic garbage collector again, after the first paint (:func:`main` holds it until
    then); what the start made is frozen (modules, classes, the window's objects: kept for the
    whole run), so no collection ever walks through it."""
    import gc

    if not gc.isenabled():
        gc.freeze()
        gc.enable()


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Start the app. The window paints its start page before the 3D table's modules are
    imported (:mod:`.early`); the OpenGL check and the table follow the first paint. A game
    given on the command line opens on the table: then the check and the table come first.

    Python's cyclic garbage collector waits until the first paint (:func:`collect_again`):
    until then it would walk, again and again, through every object the imports and the
    window make, none of them garbage."""
    import gc

    if not gc.isenabled():
        return _start(argv)     # (a host that holds the collector itself)
    gc.disable()
    try:
        return _start(argv)
    finally:
        collect_again()


def _start(argv: Optional[Sequence[str]]) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    import PySide6.QtCore  # noqa: F401  (PySide's import hook comes with it)

    mark_standard_library(sys.modules)
    set_default_surface_format()

    from PySide6.QtCore import QCoreApplication, QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    QCoreApplication.setOrganizationName(ORG_NAME)
    QCoreApplication.setApplicationName(APP_NAME)
    # the style given as an argument, as if from the command line: no QStyle object is made
    # in Python before the first paint (theme.apply would make one)
    from ..view.theme import STYLE_ARGS

    made = QApplication.instance()
    app = made or QApplication([sys.argv[0], *STYLE_ARGS])
    if args.self_test:
        from .selftest import run

        return run()
    from .hooks import install_first_frame_exit, install_screenshot_hook
    from .identity import set_app_icon, set_app_identity
    set_app_identity(app, icon=False)   # Wayland app id (the window icon: after the first paint)
    from ..view import theme

    # one look: Fusion, the theme's palette (dark or light as the system)
    # (by the palette until the first paint: theme.follow_system)
    theme.apply(app, style=made is not None, scheme=False)

    # the saved language (first start: the system's, when it is one of ours), before any text;
    # a translation not compiled yet is compiled after the first paint (TablePreparation)
    from ..model.i18n import LanguageManager
    from ..model.settings import Settings

    settings = Settings(QSettings())
    languages = LanguageManager(settings, app)
    languages.start(compile=False)

    from . import registry

    registry.install()      # every game, in the order the app shows them
    from ..model import GameModel
    from ..view.main_window import MainWindow
    from .early import TablePreparation

    model = GameModel(settings=settings)
    window = MainWindow(model, languages=languages, table=False)
    if sys.platform == "darwin":
        from ..view.file_open import FileOpenHandler

        # games opened while running (only macOS sends QFileOpenEvent; an event filter on the
        # application sees every event of every widget: not where it serves nothing)
        app.installEventFilter(FileOpenHandler(window))
    failed: list[str] = []

    def on_gl_failed(reason: str) -> None:
        failed.append(reason)
        print(f"{APP_NAME}: OpenGL failed: {reason}", file=sys.stderr)
        window.hide()
        _critical(translate("App", "The 3D table could not be drawn."), reason,
                  args.quit_after)
        app.exit(1)

    def start_quit_timer() -> None:
        if args.quit_after is not None:
            QTimer.singleShot(args.quit_after, window.close)
            QTimer.singleShot(args.quit_after, app.quit)

    window.tableBuilt.connect(lambda: window.board.glFailed.connect(on_gl_failed))
    preparation = TablePreparation(window, languages)
    checked: list[bool] = []

    def check_opengl() -> bool:
        """The OpenGL check, once (before the table's modules load: it chooses PyOpenGL's
        window-system interface); False, after saying why, when there is none."""
        if checked:
            return True
        checked.append(True)
        problem = opengl_problem()
        if problem is None:
            return True
        failed.append(problem)
        window.hide()
        _no_opengl(problem, args.quit_after)
        app.exit(1)
        return False

    def prepare_table() -> None:
        if check_opengl():
            start_quit_timer()
            preparation.start()

    # what follows the start page's first paint: the garbage collector again, the menus'
    # actions, the window's helpers (the files, the turn, the hints, the message bar:
    # view/window_helpers.py), the colour scheme's word on the theme, the keys, the window
    # icon, the OpenGL check, then the table (each once)
    after_paint: list[Callable[[], object]] = [
        collect_again, window.add_actions, window.make_helpers, lambda: theme.follow_system(app),
        window.add_shortcuts, lambda: set_app_icon(app), prepare_table]

    def after_first_paint() -> None:
        """The steps left, at once (the table is wanted now)."""
        while after_paint:
            after_paint.pop(0)()

    def next_after_paint() -> None:
        """One step, the next in a later turn of the event loop: the window answers clicks
        and repaints between them (the OpenGL check alone takes about 0.1 s here)."""
        if after_paint:
            after_paint.pop(0)()
            if after_paint:
                QTimer.singleShot(0, next_after_paint)

    def before_table() -> None:
        """What the table waits for when asked for (a game chosen): the OpenGL check (made
        now if the first paint has not come yet) and the table's modules."""
        after_first_paint()
        preparation.wait()

    window.before_table = before_table
    install_first_frame_exit(app, window, languages)  # TABLETOP_GUI_FIRST_FRAME_EXIT (bench)
    install_screenshot_hook(app, window, languages)   # TABLETOP_GUI_SCREENSHOT (smoke test)
    if args.quit_after is not None and args.game_file:
        close_questions_after(args.quit_after)
    start_first_game(window, model, args.game_file, interactive=args.quit_after is None)
    if window.start_page_shown():
        window.start_page.firstPainted.connect(next_after_paint)
        # a window that is not painted soon (covered, on another desktop) is prepared anyway
        QTimer.singleShot(5000, after_first_paint)
    else:
        # a game opened on the table: the table is what paints first
        collect_again()
        window.make_helpers()
        theme.follow_system(app)
        set_app_icon(app)
        if not check_opengl():
            return 1
        window.ensure_table()
        start_quit_timer()
        preparation.start()         # the translation left in English, if any
    show_window(window)
    code = app.exec()
    preparation.wait()              # no import left running at exit
    model.shutdown(2000)
    return 1 if failed else code
