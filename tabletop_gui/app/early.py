"""The early paint (#15): the window with the start page paints before the 3D table's modules
(pyqtgraph, PyOpenGL, numpy) are imported; the table is prepared afterwards, while the person
looks at the start page, without freezing the window.

:mod:`.start` makes the window with ``MainWindow(..., table=False)`` and the translations that
are already compiled (``LanguageManager.start(compile=False)``). After the start page's first
paint it checks OpenGL (a context, and PyOpenGL seeing it), then :class:`TablePreparation`:

1. in a background thread, compiles the translation the start left in English (lrelease) and
   imports the table's modules (:func:`table_modules`): imports and a subprocess, no Qt
   object, so the GUI thread goes on handling the person's clicks (the import lock makes a
   click that needs one of these modules wait for it, never import it twice);
2. in the GUI thread (a timer polls the thread), installs the compiled translation (every
   widget retranslates itself) and builds the table (``window.ensure_table()``).

A person who needs the table before that (a game chosen on the start page) waits for the
imports in ``ensure_table`` (``window.before_table``), which then builds it at once.
"""

from __future__ import annotations

import sys
import threading
from typing import Any, Callable, List, Optional

#: what the start page's first paint must not have loaded (the 3D table's modules)
HEAVY_MODULES = ("pyqtgraph", "OpenGL", "numpy")

#: what the first paint does without, loaded on first use after it (the trace names those
#: loaded at each step: ``later=``)
#: (multiprocessing: pyqtgraph's import; the bundle's PyInstaller hook for it is left out,
#: packaging/lean.py)
#: (the window's helpers and the games' views: made after the paint, view/window_helpers.py)
#: (dataclasses: the classes the paint imports are plain ones, model/plain.py; json and
#: unicodedata: imported where first used; the computer player and the hints: made at their
#: first use, model/game_model.py; so is the move list's Qt model, model.movelist)
LATER_MODULES = ("hashlib", "datetime", "secrets", "multiprocessing", "dataclasses", "json",
                 "unicodedata", "tabletop_gui.model.computer", "tabletop_gui.model.hints",
                 "tabletop_gui.model.worker", "tabletop_gui.model.movelist",
                 "tabletop_gui.model.lessons", "tabletop_gui.ai.bots", "tabletop_gui.view.lesson",
                 "tabletop_gui.view.file_flow", "tabletop_gui.view.turns",
                 "tabletop_gui.view.playback", "tabletop_gui.view.hints",
                 "tabletop_gui.view.notices", "tabletop_gui.view.camera_memory",
                 "tabletop_gui.view.games")

#: the games' rules live in packages under this one (``later=`` names any loaded)
RULES_PACKAGE = "tabletop_gui.rules"

#: how often the GUI thread looks whether the background work is done (ms)
POLL_MS = 15


def heavy_modules_loaded() -> List[str]:
    """Those of :data:`HEAVY_MODULES` imported so far."""
    return [name for name in HEAVY_MODULES if name in sys.modules]


def later_modules_loaded() -> List[str]:
    """Those of :data:`LATER_MODULES` imported so far, any game's rules package (the model
    makes its default game's first position when it is first asked for), and Qt's enum
    namespace once PySide has made it (``model.lazy_qt``)."""
    from ..model.lazy_qt import QT_NAMESPACE, qt_namespace_made

    rules = sorted(name for name, module in list(sys.modules.items())
                   if name.startswith(RULES_PACKAGE + ".") and name.count(".") == 2
                   and hasattr(module, "__path__"))
    made = [QT_NAMESPACE] if qt_namespace_made() else []
    return [name for name in LATER_MODULES if name in sys.modules] + rules + made


def table_modules() -> List[str]:
    """The modules building the table imports, the slowest first (the games' controllers
    are imported by :func:`import_table_modules` through ``controller_for``)."""
    return ["numpy", "OpenGL.GL", "pyqtgraph", "pyqtgraph.opengl",
            "tabletop_gui.view.board_view"]


def import_table_modules() -> None:
    """Import what the table needs: :func:`table_modules`, then every game's controller."""
    import importlib

    from ..model.games import game_names
    from ..view.games import controller_for

    for name in table_modules():
        importlib.import_module(name)
    for game in game_names():
        controller_for(game)


class TablePreparation:
    """After the first paint: the missing translation and the table's modules in a background
    thread, then the translation installed and the table built in the GUI thread. ``done``
    is called once the table is built."""

    def __init__(self, window: Any, languages: Any = None,
                 done: Optional[Callable[[], None]] = None) -> None:
        from PySide6.QtCore import QTimer

        self.window = window
        self.languages = languages
        self.done = done
        self.error: Optional[BaseException] = None
        self._compiled = threading.Event()
        self._imported = threading.Event()
        self._thread: Optional[threading.Thread] = None
        self._translated = False
        self.timer = QTimer(window)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self.poll)

    def start(self) -> None:
        """Start the background work (once). The window's ``ensure_table`` must
        :meth:`wait` for it (:mod:`.start` sets ``window.before_table``)."""
        if self._thread is not None:
            return
        self._thread = threading.Thread(target=self._work, name="table-preparation",
                                        daemon=True)
        self._thread.start()
        self.timer.start()

    def started(self) -> bool:
        return self._thread is not None

    def _work(self) -> None:
        try:
            if self.languages is not None and self.languages.missing is not None:
                self.languages.compile_missing()
        finally:
            self._compiled.set()
        try:
            import_table_modules()
        except Exception as exc:    # the GUI thread imports them again and says why
            self.error = exc
        finally:
            self._imported.set()

    def wait(self) -> None:
        """Block until the background work is done (nothing to wait for when not started)."""
        if self._thread is not None:
            self._thread.join()

    def finished(self) -> bool:
        return self._imported.is_set() and self._translated

    def poll(self) -> None:
        """In the GUI thread: install the compiled translation once it is there, build the
        table once the modules are imported."""
        if self._compiled.is_set() and not self._translated:
            self._translated = True
            if self.languages is not None:
                self.languages.apply_compiled()
        if not self._imported.is_set():
            return
        self.timer.stop()
        self.window.ensure_table()
        if self.done is not None:
            self.done()


__all__ = ["HEAVY_MODULES", "LATER_MODULES", "TablePreparation", "heavy_modules_loaded",
           "import_table_modules", "later_modules_loaded", "table_modules"]
