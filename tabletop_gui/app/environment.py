"""Every way to steer the app from outside that a person never sees, in one place: the
environment variables tests, benchmarks and the packaging smoke tests set, and the hidden
command-line flag. Names only (no Qt): read by :mod:`.start` and :mod:`.hooks`; the model reads
the pseudo-locale's own (it may not import the app, so the name lives in
:mod:`tabletop_gui.model.languages` and is re-exported here).

=================================  ===============================================================
``TABLETOP_GUI_FORCE_NO_GL``       test hook: the OpenGL check fails with this text as its reason
                                   (the "no OpenGL" message is shown, exit status 1)
``TABLETOP_GUI_FIRST_FRAME_EXIT``  benchmark hook: print ``first-frame <time.time()>`` (and the
                                   table's modules loaded then) at the window's first painted
                                   frame (the start page's, or the table's when a game was
                                   opened) and quit (bench/bench_view.py); ``table``: trace the
                                   start on to the table (translations compiled after the first
                                   paint, ``table-built``, ``table-frame``; :mod:`.hooks`)
``TABLETOP_GUI_GL_CORE``           ``"1"``: request the Core 4.1 profile macOS gets, on any OS
                                   (the tests run it on Mesa)
``TABLETOP_GUI_SCREENSHOT``        smoke-test hook: a path; once the first frame is drawn, save
                                   the window there and the table's framebuffer beside it
                                   (``<name>-board.png``), print ``screenshot <path> saved``, quit
``TABLETOP_GUI_PSEUDO``            layout check: start in the pseudo-locale (every string
                                   accented and 40 % longer)
``--quit-after MS``                hidden flag (tests, benchmarks): quit by itself after MS
                                   milliseconds, asking nothing (no resume question either)
``--self-test``                    packaging check: import every module, load every translation,
                                   draw one table frame unseen when OpenGL is there, print one
                                   line, exit 0 or 1 (:mod:`.selftest`; the smoke test runs it)
=================================  ===============================================================

``PYOPENGL_PLATFORM`` (PyOpenGL's own) is respected: when set, the app does not choose GLX or
EGL for PyOpenGL itself (:func:`tabletop_gui.app.start.match_pyopengl_to_qt`).
"""

from __future__ import annotations

import os
from typing import Optional

from ..model.languages import PSEUDO_ENV

FORCE_NO_GL_ENV = "TABLETOP_GUI_FORCE_NO_GL"
FIRST_FRAME_ENV = "TABLETOP_GUI_FIRST_FRAME_EXIT"
GL_CORE_ENV = "TABLETOP_GUI_GL_CORE"
SCREENSHOT_ENV = "TABLETOP_GUI_SCREENSHOT"
QUIT_AFTER_FLAG = "--quit-after"
SELF_TEST_FLAG = "--self-test"

#: every hook variable, for documentation and tests
HOOKS = (FORCE_NO_GL_ENV, FIRST_FRAME_ENV, GL_CORE_ENV, SCREENSHOT_ENV, PSEUDO_ENV)


def hook(name: str) -> Optional[str]:
    """The value of the hook ``name`` (one of :data:`HOOKS`), None when unset or empty."""
    return os.environ.get(name) or None


__all__ = ["FORCE_NO_GL_ENV", "FIRST_FRAME_ENV", "GL_CORE_ENV", "SCREENSHOT_ENV", "PSEUDO_ENV",
           "QUIT_AFTER_FLAG", "SELF_TEST_FLAG", "HOOKS", "hook"]
