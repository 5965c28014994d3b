"""Pylos's page in the New Game dialog: the variant, who moves first, and its two seats."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QWidget

from ....model.tr import QT_TRANSLATE_NOOP
from ..base import OptionsPage, select_data

translate = QCoreApplication.translate

VARIANT_LABELS = {
    "children": QT_TRANSLATE_NOOP("Dialogs", "Children (no patterns; raising saves spheres)"),
    "standard": QT_TRANSLATE_NOOP("Dialogs", "Standard (squares of your colour)"),
    "mature": QT_TRANSLATE_NOOP("Dialogs", "Mature (squares and lines of your colour)"),
}


def variant_name(variant: str) -> str:
    """The variant's name without its explanation ("Standard"), in the current language."""
    return translate("Dialogs", VARIANT_LABELS.get(variant, variant)).split(" (")[0]


class PylosOptionsPage(OptionsPage):
    """Pylos's options: the variant and who moves first, and its two seats."""

    game = "pylos"
    seat_codes = ("light", "dark")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        form = QFormLayout(self)
        self.variant = QComboBox()
        for code in VARIANT_LABELS:
            self.variant.addItem("", code)
        self.first = QComboBox()
        self.first.addItem("", "light")
        self.first.addItem("", "dark")
        self.variant_label = QLabel()
        self.variant_label.setBuddy(self.variant)
        self.first_label = QLabel()
        self.first_label.setBuddy(self.first)
        form.addRow(self.variant_label, self.variant)
        form.addRow(self.first_label, self.first)
        self.seats_box = self.add_seats_box(form, 2)
        # with no choices of its own (the last game was PILUS): the standard game, not the
        # first variant listed (Children)
        self.set_choices({}, [])
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        for i, label in enumerate(VARIANT_LABELS.values()):
            self.variant.setItemText(i, translate("Dialogs", label))
        self.first.setItemText(0, translate("Dialogs", "Light"))
        self.first.setItemText(1, translate("Dialogs", "Dark"))
        self.variant_label.setText(translate("Dialogs", "&Variant:"))
        self.first_label.setText(translate("Dialogs", "&First to move:"))
        self.seats_box.setTitle(translate("Dialogs", "Players"))
        self.seat_labels[0].setText(translate("Dialogs", "Light:"))
        self.seat_labels[1].setText(translate("Dialogs", "Dark:"))
        self.retranslate_seats()

    def set_choices(self, options: dict[str, Any], seats: list[str]) -> None:
        select_data(self.variant, options.get("variant", "standard"))
        select_data(self.first, options.get("first", "light"))
        self.select_seats(seats)

    def options(self) -> dict[str, Any]:
        return {"variant": self.variant.currentData(), "first": self.first.currentData()}
