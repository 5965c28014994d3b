"""The in-app rules texts: one HTML file per game and language, under ``resources/rules/``.

Standard library only (no Qt): the view hands the string to a ``QTextBrowser``.

Installed, the texts are package data of ``tabletop_gui.resources`` (setuptools maps the
top-level ``resources/`` directory there); from a source checkout, where
``tabletop_gui/resources`` does not exist, they are read from ``<repo>/resources``.
"""

from __future__ import annotations

import importlib.resources
from html.parser import HTMLParser
from pathlib import Path

LANGUAGES = ("en", "es", "ro", "cs")
GAMES = ("pylos", "pilus")
DEFAULT_LANGUAGE = "en"

_PACKAGE = "tabletop_gui.resources"
_SOURCE_DIR = Path(__file__).resolve().parent.parent / "resources"


def _rules_dir():
    """The folder holding the texts, as a ``Traversable`` or a ``Path``."""
    try:
        folder = importlib.resources.files(_PACKAGE) / "rules"
        if folder.is_dir():
            return folder
    except (ModuleNotFoundError, TypeError):
        pass
    return _SOURCE_DIR / "rules"


def resolve_language(language: str | None) -> str:
    """The supported language to use for ``language``.

    Exact match first, then the prefix before ``_``/``-`` (``"es_MX"`` and ``"es-ES"`` give
    ``"es"``), case-insensitively; anything else (``"pt"``, ``""``, ``None``) gives English.
    """
    if not language:
        return DEFAULT_LANGUAGE
    code = language.strip().lower().replace("-", "_")
    if code in LANGUAGES:
        return code
    prefix = code.split("_", 1)[0].split(".", 1)[0]
    if prefix in LANGUAGES:
        return prefix
    return DEFAULT_LANGUAGE


def _check_game(game: str) -> str:
    name = game.strip().lower()
    if name not in GAMES:
        raise ValueError(f"unknown game {game!r}; expected one of {GAMES}")
    return name


def rules_path(game: str, language: str | None):
    """The file of the rules text (a ``Traversable``; ``read_text`` works on it)."""
    return _rules_dir() / f"{_check_game(game)}.{resolve_language(language)}.html"


def rules_html(game: str, language: str | None = DEFAULT_LANGUAGE) -> str:
    """The rules of ``game`` ("pylos" or "pilus") as HTML, in ``language`` or its fallback."""
    return rules_path(game, language).read_text(encoding="utf-8")


class _AnchorParser(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.ids: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "h2":
            for key, value in attrs:
                if key == "id" and value:
                    self.ids.append(value)


def sections(game: str, language: str | None = DEFAULT_LANGUAGE) -> list[str]:
    """The section anchors (the ``id`` of each ``<h2>``) of the text, in order."""
    parser = _AnchorParser()
    parser.feed(rules_html(game, language))
    parser.close()
    return parser.ids
