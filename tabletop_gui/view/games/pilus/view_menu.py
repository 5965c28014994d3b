"""PILUS's two entries in the View menu, remembered in the settings: Plain Rulebook Colours
(off: the colour-blind-friendly palette, a mark on each square) and Heights View (V: each
plateau's level as a number, lower tops darker, lines where the height changes).

Only the entries, their texts and the settings' keys: what a choice changes on the table is the
controller's.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

translate = QCoreApplication.translate

PALETTE_KEY = "view/pilusPalette"
HEIGHTS_KEY = "view/pilusHeights"


def palette_setting(settings: Any) -> str:
    """The palette remembered in ``settings`` (None: none remembered): "plain" or "safe"."""
    value = settings.value(PALETTE_KEY, "safe") if settings is not None else "safe"
    return "plain" if value == "plain" else "safe"


def heights_setting(settings: Any) -> bool:
    """Whether the heights view is on in ``settings`` (None: off)."""
    return settings is not None and str(settings.value(HEIGHTS_KEY, "false")).lower() == "true"


def remember_palette(settings: Any, palette: str) -> None:
    if settings is not None:
        settings.set_value(PALETTE_KEY, palette)


def remember_heights(settings: Any, on: bool) -> None:
    if settings is not None:
        settings.set_value(HEIGHTS_KEY, "true" if on else "false")


def add_actions(menu: QMenu, parent: QObject, plain: bool, heights: bool,
                on_plain: Callable[[bool], None], on_heights: Callable[[bool], None]
                ) -> tuple[QAction, QAction]:
    """The two checkable entries, added to ``menu`` (owned by ``parent``), checked as
    ``plain`` and ``heights`` say; a click calls ``on_plain`` or ``on_heights`` with the new
    state. Named by :func:`retranslate`."""
    act_plain = QAction(parent)
    act_plain.setCheckable(True)
    act_plain.setChecked(plain)
    act_plain.triggered.connect(on_plain)
    menu.addAction(act_plain)
    act_heights = QAction(parent)
    act_heights.setCheckable(True)
    act_heights.setChecked(heights)
    # V works on the table (the controller's key_pressed); the menu names it
    act_heights.setShortcut(QKeySequence(Qt.Key.Key_V))
    act_heights.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
    act_heights.triggered.connect(on_heights)
    menu.addAction(act_heights)
    return act_plain, act_heights


def retranslate(act_plain: Optional[QAction], act_heights: Optional[QAction]) -> None:
    """The entries' texts and tips in the current language (None: not made yet)."""
    for act, text, tip in (
            (act_plain, translate("MainWindow", "PILUS: &Plain Rulebook Colours"),
             translate("MainWindow", "Off: colour-blind-friendly colours with a mark on each square")),
            (act_heights, translate("MainWindow", "PILUS: &Heights View"),
             translate("MainWindow", "Each level as a number, lower tiles darker, lines where heights change"))):
        if act is not None:
            act.setText(text)
            act.setToolTip(tip)
            act.setStatusTip(tip)
