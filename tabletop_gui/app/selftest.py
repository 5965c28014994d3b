"""``tabletop-gui --self-test``: the installed app checks itself, so a package that lost a piece
(a module left out of a bundle, a translation not compiled, a Qt plugin excluded by mistake)
fails loudly instead of at a person's click.

It imports every module of the package (walked with :mod:`pkgutil`, as a bundle holds them),
loads every translation of the app (and Qt's own where Qt has one), has each game check the
data its bots ship (:func:`tabletop_gui.ai.bots.check_data`), and, when OpenGL is available,
draws one table frame in a window that never shows (when it is not, it says so and does not
fail). It prints one line (``self-test ok: ...`` or ``self-test FAILED: ...`` naming
what is missing) and returns 0 on success, 1 on failure. It reads and writes no setting."""

from __future__ import annotations

import hashlib
import importlib
import pkgutil
import sys
import tempfile
import traceback
from typing import Any, List, Optional, Tuple

PACKAGE = "tabletop_gui"
FRAME_TIMEOUT_MS = 10000


def _why(exc: BaseException) -> str:
    """An exception in one line: its class and the last line of its message (numpy's import
    error is a page of advice ending in the real cause)."""
    lines = [line.strip() for line in str(exc).splitlines() if line.strip()]
    return f"{exc.__class__.__name__}: {lines[-1] if lines else ''}"[:300]


def import_all() -> Tuple[int, List[str]]:
    """Import every module of the package: (how many imported, the failures as 'name: why')."""
    root = importlib.import_module(PACKAGE)
    names = [PACKAGE]
    failed: List[str] = []

    def onerror(name: str) -> None:
        exc = sys.exc_info()[1]
        failed.append(f"{name}: {_why(exc) if exc is not None else 'not found'}")

    for info in pkgutil.walk_packages(root.__path__, PACKAGE + ".", onerror=onerror):
        if not info.name.endswith(".__main__"):      # that one starts the app
            names.append(info.name)
    count = 0
    for name in names:
        try:
            importlib.import_module(name)
            count += 1
        except Exception as exc:   # report every module, not only the first
            failed.append(f"{name}: {_why(exc)}")
    return count, failed


def load_translations() -> Tuple[List[str], List[str]]:
    """Load each language's .qm (and Qt's ``qtbase_xx`` where Qt has one) into a translator:
    (what loaded, the failures)."""
    from PySide6.QtCore import QTranslator

    from ..model import i18n
    from ..model.languages import LANGUAGES

    loaded: List[str] = []
    failed: List[str] = []
    for language in LANGUAGES:
        path = i18n.qm_file(language)
        ours = QTranslator()
        if path is None or not ours.load(str(path)):
            failed.append(f"translation {language}: no {i18n.BASENAME}_{language}.qm")
            continue
        loaded.append(language)
        if language != "en":
            qt = QTranslator()
            if qt.load(f"qtbase_{language}", i18n.qt_translations_dir()):
                loaded.append(f"qtbase_{language}")
    return loaded, failed


def check_game_data() -> Tuple[List[str], List[str]]:
    """Each game's check of the data its bots ship (:func:`tabletop_gui.ai.bots.check_data`:
    the game answers for its own books and tables): (what loaded, failures)."""
    from ..ai.bots import check_data
    from .registry import GAMES

    parts: List[str] = []
    failed: List[str] = []
    for game in GAMES:
        loaded, failures = check_data(game)
        parts += loaded
        failed += failures
    return parts, failed


def draw_frame() -> Tuple[Optional[str], Optional[str]]:
    """One table frame, drawn into the framebuffer of a window that is never shown:
    (what was drawn, None) on success, (None, why) on failure, (None, None) with no OpenGL
    (the caller says so)."""
    from PySide6.QtCore import QElapsedTimer, QSettings
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication

    from . import registry
    from .start import opengl_problem

    problem = opengl_problem()
    if problem is not None:
        raise _NoGL(problem)
    from ..model import GameModel
    from ..view.main_window import MainWindow

    registry.install()
    # a settings file of its own, thrown away: the self-test touches nothing of the person's
    with tempfile.TemporaryDirectory(prefix="tabletop-gui-self-test-") as folder:
        settings = QSettings(f"{folder}/settings.ini", QSettings.Format.IniFormat)
        from ..model.settings import Settings

        model = GameModel(settings=Settings(settings))
        window: Any = MainWindow(model)
        try:
            window.resize(800, 600)
            model.new_game()
            image = window.board.grabFramebuffer()     # initializes GL and paints one frame
            clock = QElapsedTimer()
            clock.start()
            while window.board.gl_error is None and window.board.frames_painted == 0 \
                    and image.isNull() and clock.elapsed() < FRAME_TIMEOUT_MS:
                QApplication.processEvents()
                image = window.board.grabFramebuffer()
            if window.board.gl_error is not None:
                return None, f"table frame: {window.board.gl_error}"
            image = image.convertToFormat(QImage.Format.Format_RGB32)
            if image.isNull() or image.width() < 16:
                return None, "table frame: nothing drawn"
            colours = {image.pixel(x, y) for x in range(0, image.width(), 7)
                       for y in range(0, image.height(), 7)}
            if len(colours) < 20:
                return None, f"table frame: blank ({len(colours)} colours)"
            return f"{image.width()}x{image.height()} table frame", None
        finally:
            window.close()
            model.shutdown(2000)
            window.deleteLater()


#: the Pylos data checks that lived here before each game answered for its own data, for the
#: callers that still name them here (loaded on first use: the self-test itself only iterates)
_MOVED_TO_PYLOS = ("load_books", "load_draws", "load_trap_books")


def __getattr__(name: str) -> Any:
    if name in _MOVED_TO_PYLOS:
        from ..ai.pylos import data

        return getattr(data, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class _NoGL(Exception):
    pass


def run() -> int:
    """The whole self-test (a QApplication must exist): prints one line, returns 0 or 1."""
    failed: List[str] = []
    parts: List[str] = []
    count, failures = import_all()
    failed += failures
    try:            # the bundle leaves OpenSSL out: hashlib's built-in SHA-1 must be there
        hashlib.sha1(b"tabletop").hexdigest()
    except Exception as exc:
        failed.append(f"hashlib.sha1: {_why(exc)}")
    parts.append(f"{count} modules imported")
    languages, failures = load_translations()
    failed += failures
    parts.append(f"translations {' '.join(languages)}")
    data, failures = check_game_data()
    failed += failures
    parts += data
    try:
        drawn, problem = draw_frame()
        if problem is not None:
            failed.append(problem)
        elif drawn is not None:
            parts.append(drawn)
    except _NoGL as exc:
        parts.append(f"no OpenGL here, table not drawn ({exc})")
    except Exception as exc:
        traceback.print_exc()
        failed.append(f"table frame: {_why(exc)}")
    if failed:
        print("self-test FAILED: " + "; ".join(failed), flush=True)
        return 1
    print("self-test ok: " + ", ".join(parts), flush=True)
    return 0
