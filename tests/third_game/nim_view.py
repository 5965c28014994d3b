"""Nim on the table, for the app's shell: a :class:`GameController` with its side panel (Take 1,
Take 2, Take 3), its scene (the pile as a grid of counters on a board), the keys 1, 2 and 3,
its status and game-over texts, and its New Game page (the pile's size and the two seats).

Only what :class:`~tabletop_gui.view.games.base.GameController` asks for is implemented; the
texts go through Qt's translation (context "Nim"; no translation has them)."""

from __future__ import annotations

import functools
from typing import Any

import numpy as np
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFormLayout, QHBoxLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget

from tabletop_gui.view import messages
from tabletop_gui.view.games.base import GameController, GameHost, OptionsPage
from tabletop_gui.view.gl_items import SphereSetItem, StaticMeshItem, sphere_mesh
from tabletop_gui.view.table import TABLE, TriangleSoup

from ..model.toy_game import SEATS, TAKES

translate = QCoreApplication.translate

MAX_PILE = 99
PER_ROW = 10
SPACING = 1.0
COUNTER_RGBA = (0.85, 0.62, 0.25, 1.0)
KEYS = {Qt.Key.Key_1.value: 1, Qt.Key.Key_2.value: 2, Qt.Key.Key_3.value: 3}

CENTRE_BOX = (0.0, 0.0, 6.0, 6.0, 0.0, 2.0)
DISTANCE_RANGE = (5.0, 32.0)
DEFAULT_CAMERA = {"elevation": 55.0, "azimuth": -90.0, "distance": 21.0,
                  "centre": (0.0, 0.0, 0.0)}
TOP_CAMERA = {"elevation": 89.0, "azimuth": -90.0, "distance": 18.0, "centre": (0.0, 0.0, 0.0)}


def seat_label(seat: int) -> str:
    return translate("Nim", "Player %1").replace("%1", SEATS[seat].upper())


def counter_centre(i: int) -> tuple[float, float, float]:
    """Where counter ``i`` stands: rows of ten, from the far left corner."""
    row, col = divmod(i, PER_ROW)
    return ((col - (PER_ROW - 1) / 2) * SPACING, ((PER_ROW - 1) / 2 - row) * SPACING, 0.4)


class NimScene:
    """A board and up to :data:`MAX_PILE` counters (one shared sphere mesh, one draw call)."""

    def __init__(self, board: Any) -> None:
        soup = TriangleSoup()
        table = np.asarray(TABLE)
        soup.box(-5.8, -5.8, -0.3, 5.8, 5.8, 0.0, table, table * 0.7, top_strips=6)
        self.table = StaticMeshItem(soup.meshdata())
        self.counters = SphereSetItem(MAX_PILE, sphere_mesh(radius=0.4, rows=10, cols=16))
        for i in range(MAX_PILE):
            self.counters.set_sphere(i, centre=counter_centre(i), colour=COUNTER_RGBA,
                                     visible=False)
        board.addItem(self.table)
        board.addItem(self.counters)
        self.pile = 0

    def set_visible(self, visible: bool) -> None:
        self.table.setVisible(visible)
        self.counters.setVisible(visible)

    def show_pile(self, pile: int) -> None:
        if pile != self.pile:
            for i in range(MAX_PILE):
                if (i < pile) != (i < self.pile):
                    self.counters.set_sphere(i, visible=i < pile)
            self.pile = pile

    def shown(self) -> int:
        """How many counters the table shows."""
        return int(self.counters.visible_mask.sum()) if self.counters.visible() else 0


class NimPanel(QWidget):
    def __init__(self) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        self.pile_label = QLabel()
        layout.addWidget(self.pile_label)
        row = QHBoxLayout()
        self.take_buttons: list[QPushButton] = []
        for _n in TAKES:
            button = QPushButton()
            row.addWidget(button)
            self.take_buttons.append(button)
        layout.addLayout(row)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        for n, button in zip(TAKES, self.take_buttons, strict=True):
            button.setText(translate("Nim", "Take %1").replace("%1", str(n)))
            button.setToolTip(translate("Nim", "Key %1").replace("%1", str(n)))


class NimOptionsPage(OptionsPage):
    """The pile's size and the two seats."""

    game = "nim"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        form = QFormLayout(self)
        self.pile = QSpinBox()
        self.pile.setRange(1, MAX_PILE)
        self.pile.setValue(7)
        self.pile_label = QLabel()
        self.pile_label.setBuddy(self.pile)
        form.addRow(self.pile_label, self.pile)
        self.seats_box = self.add_seats_box(form, len(SEATS))
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.pile_label.setText(translate("Nim", "&Pile:"))
        self.seats_box.setTitle(translate("Nim", "Players"))
        for seat, label in enumerate(self.seat_labels):
            label.setText(seat_label(seat) + ":")
        self.retranslate_seats()

    def set_choices(self, options: dict[str, Any], seats: list[str]) -> None:
        self.pile.setValue(int(options.get("pile", 7)))
        self.select_seats(seats)

    def options(self) -> dict[str, Any]:
        return {"pile": self.pile.value()}


class NimController(GameController):
    game = "nim"

    def __init__(self, host: GameHost) -> None:
        super().__init__(host)
        self.panel: NimPanel = NimPanel()
        for n, button in zip(TAKES, self.panel.take_buttons, strict=True):
            button.clicked.connect(functools.partial(self.take, n))
        self.scene: NimScene | None = None

    # ---- the table ----------------------------------------------------------------------
    def show_scene(self, visible: bool) -> None:
        if self.scene is None:
            if not visible:
                return
            self.scene = NimScene(self.board)
        self.scene.set_visible(visible)

    def frame_camera(self) -> None:
        self.board.set_camera_limits(CENTRE_BOX, DISTANCE_RANGE, DEFAULT_CAMERA, TOP_CAMERA)
        self.board.reset_camera()

    # ---- redraws ------------------------------------------------------------------------
    def person_to_move(self) -> bool:
        m = self.model
        return not m.is_over() and not m.is_computer_turn() and not m.is_thinking()

    def refresh(self) -> None:
        m = self.model
        state = m.state
        person = self.person_to_move()
        if m.is_over():
            self.host.show_turn(translate("Nim", "%1 wins").replace(
                "%1", seat_label(state.outcome.winners[0])))
        elif m.is_computer_turn():
            self.host.show_turn(translate("Nim", "%1 to move (computer)").replace(
                "%1", seat_label(state.seat_to_move)))
        else:
            self.host.show_turn(translate("Nim", "%1 to move").replace(
                "%1", seat_label(state.seat_to_move)))
        self.panel.pile_label.setText(translate("Nim", "Counters left: %1").replace(
            "%1", str(state.pile)))
        for n, button in zip(TAKES, self.panel.take_buttons, strict=True):
            button.setEnabled(person and n <= state.pile)
        if self.scene is not None:
            self.scene.show_pile(state.pile)
        self.board.set_input_enabled(person)
        self.update_status()

    def update_status(self) -> None:
        m = self.model
        if m.is_over():
            self.host.set_status(self.game_over_text() + "  " + messages.game_over_status())
        elif m.is_computer_turn() or m.is_thinking():
            self.host.set_status(translate("Nim", "The computer is thinking…"))
        else:
            self.host.set_status(translate("Nim", "%1: take 1, 2 or 3 counters (keys 1–3)")
                                 .replace("%1", seat_label(m.state.seat_to_move)))

    def retranslate(self) -> None:
        self.panel.retranslate_ui()

    # ---- texts --------------------------------------------------------------------------
    def notation_placeholder(self) -> str:
        return translate("Nim", "Type t1, t2 or t3, then Enter")

    def game_over_text(self) -> str:
        outcome = self.model.state.outcome
        if outcome is None:
            return ""
        return translate("Nim", "%1 took the last counter and wins.").replace(
            "%1", seat_label(outcome.winners[0]))

    def error_message(self, code: str) -> str | None:
        if code == "not_available":
            return translate("Nim", "There are not that many counters left.")
        return None

    # ---- input --------------------------------------------------------------------------
    def take(self, n: int) -> bool:
        """Take ``n`` counters (a panel button, a key): False when refused."""
        if not self.active():
            return False
        return self.host.submit(f"t{n}")

    def key_pressed(self, key: int) -> bool:
        n = KEYS.get(int(key))
        if n is None:
            return False
        self.take(n)
        return True

    # ---- the New Game dialog ------------------------------------------------------------
    @classmethod
    def options_page(cls) -> OptionsPage:
        return NimOptionsPage()


__all__ = ["NimController", "NimOptionsPage", "NimScene", "NimPanel"]
