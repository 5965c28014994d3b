"""The languages of the app, in one place: the interface's (the Qt Linguist translations) and
the in-app rules texts' are the same list, chosen by one resolver.

Standard library only: the rules-text loader and the developer tools use it without Qt.
"""

from __future__ import annotations

from typing import Dict, Optional, Tuple

# the languages of the interface and of the rules texts; English the source language
LANGUAGES: Tuple[str, ...] = ("en", "es", "ro", "cs")
# translated from the sources (the .ts files that must be complete)
TRANSLATED: Tuple[str, ...] = ("es", "ro", "cs")
DEFAULT_LANGUAGE = "en"
# the setting that follows the system's language
SYSTEM = "system"
# the pseudo-locale for layout checks: every string accented and 40 % longer
PSEUDO = "xx"
# Layout-check hook: when set (to anything), the interface starts in the pseudo-locale
# (documented with the app's other hooks in ``tabletop_gui/app/environment.py``)
PSEUDO_ENV = "TABLETOP_GUI_PSEUDO"
# each language's name in that language (never translated)
NATIVE_NAMES: Dict[str, str] = {"en": "English", "es": "Español", "ro": "Română",
                                "cs": "Čeština"}
# how many plural forms each language's .ts must carry
PLURAL_FORMS: Dict[str, int] = {"en": 2, "es": 2, "ro": 3, "cs": 3}


def resolve_language(language: Optional[str]) -> str:
    """The supported language to use for a locale name or language code.

    Exact match first, then the prefix before ``_``/``-``/``.`` (``"es_MX"``, ``"es-ES"`` and
    ``"cs_CZ.UTF-8"`` give ``"es"``/``"cs"``), case-insensitively; anything else (``"pt"``,
    ``"C"``, ``""``, ``None``) gives English.
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


__all__ = ["LANGUAGES", "TRANSLATED", "DEFAULT_LANGUAGE", "SYSTEM", "PSEUDO", "PSEUDO_ENV",
           "NATIVE_NAMES",
           "PLURAL_FORMS", "resolve_language"]
