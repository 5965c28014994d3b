"""``tabletop-gui --self-test``: the installed app checks itself, so a package that lost a piece
(a module left out of a bundle, a translation not compiled, a Qt plugin excluded by mistake)
fails loudly instead of at a person's click.

It imports every module of the package (walked with :mod:`pkgutil`, as a bundle holds them),
loads every translation of the app (and Qt's own where Qt has one), reads every shipped Pylos
book (:mod:`tabletop_gui.ai.pylos.book`), and, when OpenGL is
available, draws one table frame in a window that never shows (when it is not, it says so and
does not fail). It prints one line (``self-test ok: ...`` or ``self-test FAILED: ...`` naming
what is missing) and returns 0 on success, 1 on failure. It reads and writes no setting."""

from __future__ import annotations

import hashlib
import importlib
import pkgutil
import sys
import tempfile
import traceback
from typing import Any, Callable, Dict, List, Optional, Tuple

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


def _load_data(files: Dict[str, str], load: Callable[[str], object], what: str
               ) -> Tuple[List[str], List[str]]:
    """(the variants of ``files`` whose data ``load`` reads, failures naming the file)."""
    loaded: List[str] = []
    failed: List[str] = []
    for variant, name in files.items():
        if load(variant) is not None:
            loaded.append(variant)
        else:
            failed.append(f"{what} {name}: not readable")
    return loaded, failed


def load_books() -> Tuple[List[str], List[str]]:
    """(the variants whose shipped Pylos book loads, failures)."""
    from ..ai.pylos.book import BOOK_FILES, book_for

    return _load_data(BOOK_FILES, book_for, "Pylos book")


def load_draws() -> Tuple[List[str], List[str]]:
    """(the variants whose shipped Pylos draws below the book's edge load, failures)."""
    from ..ai.pylos.book import DRAW_FILES, draws_for

    return _load_data(DRAW_FILES, draws_for, "Pylos draws")


def load_trap_books() -> Tuple[List[str], List[str]]:
    """(the variants whose shipped Pylos trap book loads, failures)."""
    from ..ai.pylos.traps import TRAP_FILES, trap_book_for

    return _load_data(TRAP_FILES, trap_book_for, "Pylos trap book")


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
    books, failures = load_books()
    failed += failures
    parts.append(f"Pylos books {' '.join(books)}")
    draws, failures = load_draws()
    failed += failures
    parts.append(f"Pylos draws {' '.join(draws)}")
    traps, failures = load_trap_books()
    failed += failures
    parts.append(f"trap books {' '.join(traps)}")
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
