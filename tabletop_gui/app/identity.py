"""How the app presents itself to the desktop: its id, name and icon, and the screenshot hook
the packaging smoke test uses. Constants import no Qt (packaging scripts read them)."""

from __future__ import annotations

import os
from pathlib import Path

#: Reverse-DNS application id: the .desktop file's name, the AppStream component id, the
#: freedesktop icon name, Wayland's app_id (QGuiApplication.setDesktopFileName) and the
#: macOS bundle identifier all use it.
APP_ID = "io.github.tabletop_gui.Tabletop"
#: The name users see (Start menu, Dock, application menus).
DISPLAY_NAME = "Tabletop"
ICON_FILE = "tabletop-gui.svg"

#: Smoke-test hook: when set to a path, save a screenshot of the main window there (and of the
#: 3D table's framebuffer next to it, ``<name>-board.png``) once the first frame is drawn, then
#: quit with exit status 0.
SCREENSHOT_ENV = "TABLETOP_GUI_SCREENSHOT"


def icon_path() -> str | None:
    """The app icon's SVG: ``tabletop_gui/resources/icons`` when installed or bundled
    (PyInstaller keeps the package layout), ``resources/icons`` in a source checkout."""
    here = Path(__file__).resolve().parent
    for base in (here / "resources", here.parent / "resources"):
        path = base / "icons" / ICON_FILE
        if path.is_file():
            return str(path)
    return None


def set_app_identity(app) -> None:
    """Window icon for every window, and the desktop file name Wayland/GNOME match windows to."""
    from PySide6.QtGui import QIcon

    app.setDesktopFileName(APP_ID)
    path = icon_path()
    if path is not None:
        app.setWindowIcon(QIcon(path))


def install_screenshot_hook(app, window) -> None:
    """When ``TABLETOP_GUI_SCREENSHOT`` is set: after the first frame, save the window and the
    table, print ``screenshot <path>``, quit."""
    target = os.environ.get(SCREENSHOT_ENV)
    if not target:
        return
    from PySide6.QtCore import QTimer

    done: list[bool] = []

    def shoot() -> None:
        board = window.board
        board.repaint()
        base, ext = os.path.splitext(target)
        ok = window.grab().save(target)
        ok = board.grabFramebuffer().save(f"{base}-board{ext or '.png'}") and ok
        print(f"screenshot {target} {'saved' if ok else 'FAILED'} title={window.windowTitle()!r}",
              flush=True)
        app.exit(0 if ok else 3)

    def first_frame() -> None:
        if not done:
            done.append(True)
            QTimer.singleShot(300, shoot)     # let the layout settle around the first frame

    window.board.frameSwapped.connect(first_frame)
