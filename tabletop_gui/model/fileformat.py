"""Saved-game files as the desktop sees them: the extension, the MIME type, dialog filters.

Pure constants and helpers (no Qt), shared by the app and the packaging recipes
(packaging/ registers the same suffix and MIME type on Windows, macOS and Linux so that
double-clicking a saved game opens it in the app).

A saved game is JSON; games saved before the dedicated extension existed end in ``.json`` and
still open (from the command line, the Open dialog, or a double-click after "Open with").
"""

from __future__ import annotations

#: What the Save dialog appends; what the OS file associations are registered for.
GAME_FILE_SUFFIX = ".tabletop"
#: Older saved games (and any JSON game record) still open.
LEGACY_SUFFIXES = (".json",)
#: shared-mime-info type (Linux), also the Windows Content Type of the suffix.
GAME_FILE_MIME = "application/x-tabletop-gui-game"
#: macOS Uniform Type Identifier exported by the app bundle.
GAME_FILE_UTI = "io.github.tabletop-gui.game"
#: Windows ProgId the Inno Setup installer registers.
GAME_FILE_PROGID = "TabletopGui.Game"


def open_patterns() -> str:
    """Glob patterns for an Open dialog filter: ``*.tabletop *.json``."""
    return " ".join("*" + s for s in (GAME_FILE_SUFFIX,) + LEGACY_SUFFIXES)


def with_game_suffix(path: str) -> str:
    """``path`` as the Save dialog should write it: add ``.tabletop`` unless the name already
    ends in a suffix the app opens."""
    lower = path.lower()
    if lower.endswith((GAME_FILE_SUFFIX,) + LEGACY_SUFFIXES):
        return path
    return path + GAME_FILE_SUFFIX


def is_game_file_name(path: str) -> bool:
    return path.lower().endswith((GAME_FILE_SUFFIX,) + LEGACY_SUFFIXES)
