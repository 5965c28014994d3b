"""Every text a person can read in a widget tree, keyed so two languages can be compared."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QComboBox, QGroupBox, QLabel,
                               QLineEdit, QMenu, QProgressBar, QWidget)

from tabletop_gui.i18n import NATIVE_NAMES

#: texts that are the same in every language: names, notation, numbers
ALLOWED = {"Pylos", "PILUS", "Tabletop", "OK", *NATIVE_NAMES.values()}
#: the same word in English and that language
ALLOWED_BY_LANGUAGE = {"es": {"Total", "&No"}, "ro": {"Total"}, "cs": set()}


def _plain(text: str) -> str:
    return re.sub(r"<[^>]*>", "", text or "").strip()


def is_language_neutral(text: str, language: str) -> bool:
    """No words to translate: empty, numbers and punctuation, proper names, notation."""
    plain = _plain(text)
    if plain in ALLOWED or text in ALLOWED_BY_LANGUAGE.get(language, ()):
        return True
    words = re.findall(r"[^\W\d_]{2,}", re.sub(r"%(\d|n)", " ", plain))
    return all(w in ALLOWED for w in words)


def texts(root: QWidget) -> dict:
    """(object path, what) -> text, for root and every widget and action under it."""
    out: dict = {}

    def key(obj) -> str:
        parts = []
        o = obj
        while o is not None and o is not root.parent():
            parent = o.parent()
            index = parent.children().index(o) if parent is not None else 0
            parts.append(f"{type(o).__name__}#{index}")
            o = parent
        return "/".join(reversed(parts))

    def put(obj, what, text):
        if text:
            out[(key(obj), what)] = text

    widgets = [root] + root.findChildren(QWidget)
    for w in widgets:
        if w.isWindow():
            put(w, "windowTitle", w.windowTitle())
        put(w, "toolTip", w.toolTip())
        if isinstance(w, QLabel):
            put(w, "text", w.text())
        elif isinstance(w, QAbstractButton):
            put(w, "text", w.text())
        elif isinstance(w, QGroupBox):
            put(w, "title", w.title())
        elif isinstance(w, QLineEdit):
            put(w, "placeholder", w.placeholderText())
        elif isinstance(w, QProgressBar):
            put(w, "format", w.format())
        elif isinstance(w, QComboBox):
            for i in range(w.count()):
                put(w, f"item{i}", w.itemText(i))
        elif isinstance(w, QMenu):
            put(w, "title", w.title())
        if isinstance(w, QAbstractItemView) and w.model() is not None:
            model = w.model()
            for orientation in (Qt.Orientation.Horizontal, Qt.Orientation.Vertical):
                n = model.columnCount() if orientation == Qt.Orientation.Horizontal \
                    else model.rowCount()
                for s in range(n):
                    put(w, f"header{int(orientation.value)}:{s}",
                        str(model.headerData(s, orientation) or ""))
            for r in range(model.rowCount()):
                for c in range(model.columnCount()):
                    index = model.index(r, c)
                    for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                        value = model.data(index, role)
                        if isinstance(value, str):
                            put(w, f"cell{r},{c}:{int(role.value)}", value)
        for a in w.actions():
            put(a, "text", a.text())
            put(a, "toolTip", a.toolTip() if a.toolTip() != a.text().replace("&", "") else "")
            put(a, "statusTip", a.statusTip())
            if a.menu() is not None:
                put(a.menu(), "title", a.menu().title())
    return out


def untranslated(english: dict, other: dict, language: str) -> list:
    """The texts still identical to English (and not language-neutral), and any that went
    missing."""
    bad = []
    for k, text in english.items():
        if k not in other:
            bad.append((k, text, "<missing>"))
        elif other[k] == text and not is_language_neutral(text, language):
            bad.append((k, text, other[k]))
    return bad
