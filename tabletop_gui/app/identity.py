"""How the app presents itself to the desktop: its id, name and icon, and (from the model's
file format) the saved games' suffix and MIME type. Constants import no Qt: the packaging
scripts read them (``python -c 'from tabletop_gui.app.identity import APP_ID'``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Optional

# The saved-game file's identity lives with the file format in the model (the view's dialogs
# use the suffix; the model may not import the app); re-exported here, the app's one place.
from ..model.fileformat import GAME_FILE_MIME, GAME_FILE_PROGID, GAME_FILE_SUFFIX, GAME_FILE_UTI, LEGACY_SUFFIXES

#: Reverse-DNS application id: the .desktop file's name, the AppStream component id, the
#: freedesktop icon name, Wayland's app_id (QGuiApplication.setDesktopFileName) and the
#: macOS bundle identifier all use it.
APP_ID = "io.github.tabletop_gui.Tabletop"
#: The name users see (Start menu, Dock, application menus).
DISPLAY_NAME = "Tabletop"
#: QCoreApplication's names (the settings' and app-data folders' names)
APP_NAME = "tabletop-gui"
ORG_NAME = "tabletop-gui"
ICON_FILE = "tabletop-gui.svg"


def icon_path() -> Optional[str]:
    """The app icon's SVG: ``tabletop_gui/resources/icons`` when installed or bundled
    (PyInstaller keeps the package layout), ``resources/icons`` in a source checkout."""
    package = Path(__file__).resolve().parent.parent
    for base in (package / "resources", package.parent / "resources"):
        path = base / "icons" / ICON_FILE
        if path.is_file():
            return str(path)
    return None


def set_app_identity(app: Any, icon: bool = True) -> None:
    """Window icon for every window (unless ``icon`` is False: :func:`set_app_icon` later),
    and the desktop file name Wayland/GNOME match windows to."""
    app.setDesktopFileName(APP_ID)
    if icon:
        set_app_icon(app)


def set_app_icon(app: Any) -> None:
    """The window icon of every window (the app sets it after its first paint: drawing the
    SVG at the window system's sizes need not delay it)."""
    from PySide6.QtGui import QIcon

    path = icon_path()
    if path is not None:
        app.setWindowIcon(QIcon(path))


__all__ = ["APP_ID", "DISPLAY_NAME", "APP_NAME", "ORG_NAME", "ICON_FILE", "icon_path",
           "set_app_identity", "set_app_icon", "GAME_FILE_MIME", "GAME_FILE_PROGID", "GAME_FILE_SUFFIX",
           "GAME_FILE_UTI", "LEGACY_SUFFIXES"]
