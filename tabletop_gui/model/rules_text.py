"""The in-app rules texts: one HTML file per game and language, under ``resources/rules/``
(``<game>.<language>.html``). A game has rules texts when its English file is there: adding a
game's texts is adding its files, nothing here names a game.

Standard library only (no Qt): the view hands the string to a ``QTextBrowser``.

Installed, the texts are package data of ``tabletop_gui.resources`` (setuptools maps the
top-level ``resources/`` directory there); from a source checkout, where
``tabletop_gui/resources`` does not exist, they are read from ``<repo>/resources``.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, List, Optional, Tuple, Union

if TYPE_CHECKING:
    from importlib.abc import Traversable

from .languages import DEFAULT_LANGUAGE, LANGUAGES, resolve_language

_PACKAGE = "tabletop_gui.resources"
_SOURCE_DIR = Path(__file__).resolve().parent.parent.parent / "resources"
_GAME_NAME = re.compile(r"[a-z][a-z0-9_]*\Z")


def _rules_dir() -> Union[Traversable, Path]:
    """The folder holding the texts, as a ``Traversable`` or a ``Path``: the installed or
    bundled package's (a wheel and PyInstaller keep the package layout) or the checkout's as
    plain folders, else wherever ``importlib.resources`` finds the package (loaded only then:
    the start page asks this before the app's first paint)."""
    for folder in (Path(__file__).resolve().parent.parent / "resources" / "rules",
                   _SOURCE_DIR / "rules"):
        if folder.is_dir():
            return folder
    try:
        import importlib.resources

        found = importlib.resources.files(_PACKAGE) / "rules"
        if found.is_dir():
            return found
    except (ModuleNotFoundError, TypeError):
        pass
    return _SOURCE_DIR / "rules"


def games() -> Tuple[str, ...]:
    """The games that have rules texts (an English one at least), sorted by name."""
    suffix = f".{DEFAULT_LANGUAGE}.html"
    return tuple(sorted(entry.name[:-len(suffix)] for entry in _rules_dir().iterdir()
                        if entry.name.endswith(suffix)))


def has_rules(game: str) -> bool:
    """Whether ``game`` has a rules text (a game without one has no Help > Rules)."""
    name = game.strip().lower()
    return bool(_GAME_NAME.match(name)) and (_rules_dir() / f"{name}.{DEFAULT_LANGUAGE}.html").is_file()


def _check_game(game: str) -> str:
    name = game.strip().lower()
    if not _GAME_NAME.match(name) or not (_rules_dir() / f"{name}.{DEFAULT_LANGUAGE}.html").is_file():
        raise ValueError(f"no rules text for the game {game!r}; there are {games()}")
    return name


def rules_path(game: str, language: Optional[str]) -> Union[Traversable, Path]:
    """The file of the rules text (a ``Traversable``; ``read_text`` works on it)."""
    return _rules_dir() / f"{_check_game(game)}.{resolve_language(language)}.html"


def rules_html(game: str, language: Optional[str] = DEFAULT_LANGUAGE) -> str:
    """The rules of ``game`` (a game's registered name) as HTML, in ``language`` or its
    fallback."""
    return rules_path(game, language).read_text(encoding="utf-8")


def sections(game: str, language: Optional[str] = DEFAULT_LANGUAGE) -> List[str]:
    """The section anchors (the ``id`` of each ``<h2>``) of the text, in order."""
    from html.parser import HTMLParser  # (not loaded before it is needed)

    ids: List[str] = []

    class AnchorParser(HTMLParser):
        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            if tag == "h2":
                ids.extend(value for key, value in attrs if key == "id" and value)

    parser = AnchorParser(convert_charrefs=True)
    parser.feed(rules_html(game, language))
    parser.close()
    return ids


__all__ = ["LANGUAGES", "DEFAULT_LANGUAGE", "games", "resolve_language", "rules_path",
           "rules_html", "sections"]
