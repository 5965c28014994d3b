"""Every text a person can read in a widget tree, keyed so two languages can be compared."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QProgressBar,
    QWidget,
)

from tabletop_gui.model.i18n import NATIVE_NAMES

#: texts that are the same in every language: names, notation, numbers
ALLOWED = {"Pylos", "PILUS", "Tabletop", "OK", *NATIVE_NAMES.values()}
#: the same word in English and that language
ALLOWED_BY_LANGUAGE = {"es": {"Total", "&No", "Normal"}, "ro": {"Total", "Standard", "Normal"}, "cs": set()}


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

    # Paths are built walking down from root: no parent() calls, which in PySide6 6.12.0 on
    # CPython < 3.12 drop a reference to None each time they return None (the interpreter then
    # aborts at exit).
    paths = {}
    keep = []      # the wrappers stay alive, so their ids stay theirs

    def visit(obj, path):
        keep.append(obj)
        paths[id(obj)] = path
        for i, child in enumerate(obj.children()):
            visit(child, f"{path}/{type(child).__name__}#{i}")

    visit(root, type(root).__name__)

    def key(obj) -> str:
        return paths.get(id(obj), f"{type(obj).__name__}@{id(obj)}")

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
            from PySide6.QtCore import QAbstractListModel, QModelIndex
            top = QModelIndex()
            cols = 1 if isinstance(model, QAbstractListModel) else model.columnCount(top)
            for orientation in (Qt.Orientation.Horizontal, Qt.Orientation.Vertical):
                n = cols if orientation == Qt.Orientation.Horizontal \
                    else model.rowCount(top)
                for s in range(n):
                    put(w, f"header{int(orientation.value)}:{s}",
                        str(model.headerData(s, orientation) or ""))
            for r in range(model.rowCount(top)):
                for c in range(cols):
                    index = model.index(r, c)
                    for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                        value = model.data(index, role)
                        if isinstance(value, str):
                            put(w, f"cell{r},{c}:{int(role.value)}", value)
        for a in w.actions():
            put(a, "text", a.text())
            put(a, "toolTip", a.toolTip() if a.toolTip() != a.text().replace("&", "") else "")
            put(a, "statusTip", a.statusTip())
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
