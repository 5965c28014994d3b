"""The app: start-up (:mod:`.start`), the registry of games (:mod:`.registry`), the
environment hooks (:mod:`.environment`) and the app's identity (:mod:`.identity`).

``python -m tabletop_gui`` and the ``tabletop-gui`` gui-script run :func:`main`. Importing this
package loads no Qt (the packaging scripts read :mod:`.identity`'s constants).
"""

from .environment import FIRST_FRAME_ENV, FORCE_NO_GL_ENV, GL_CORE_ENV, SCREENSHOT_ENV
from .identity import APP_NAME, ORG_NAME
from .start import (
                    main,
                    match_pyopengl_to_qt,
                    opengl_problem,
                    parse_args,
                    pyopengl_problem,
                    set_default_surface_format,
                    start_first_game,
                    translate,
)

__all__ = ["main", "parse_args", "set_default_surface_format", "opengl_problem",
           "match_pyopengl_to_qt", "pyopengl_problem", "start_first_game", "translate",
           "APP_NAME", "ORG_NAME", "FORCE_NO_GL_ENV", "FIRST_FRAME_ENV", "GL_CORE_ENV",
           "SCREENSHOT_ENV"]
