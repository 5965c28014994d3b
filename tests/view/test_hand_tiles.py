"""The hand's tiles: at least twice their old size (45 px), the selected one unmistakable
(lifted, framed in the theme's accent, ticked; the others dimmed), chosen by mouse or keys
1-3 as before, and the panel still fits a 1024x700 window."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage

from tabletop_gui.view import theme
from tabletop_gui.view.games.pilus.panel import (
    HAND_FRAME,
    HAND_LIFT,
    HAND_TILE,
    HandPanel,
    hand_tile_pixmap,
)
from tests.scripted_bots import FirstMoveBot

OLD_WIDTH = 45      # px: a hand tile before


def picture(button: Any) -> QImage:
    return button.grab().toImage()


def pixel(img: QImage, x: int, y: int) -> str:
    return QColor(img.pixel(x, y)).name()


def frame_point(button: Any) -> tuple[int, int]:
    """A point on the selected tile's frame (left edge, half way down), in the button."""
    icon = button.iconSize()
    x0 = (button.width() - icon.width()) // 2
    y0 = (button.height() - icon.height()) // 2
    return x0 + HAND_FRAME // 2, y0 + (HAND_TILE + 2 * HAND_FRAME) // 2


def test_hand_tiles_are_at_least_twice_the_old_size(qtbot):
    assert HAND_TILE >= 2 * OLD_WIDTH
    pm = hand_tile_pixmap("BGNY", True)
    assert pm.width() >= 2 * OLD_WIDTH and pm.height() >= 2 * OLD_WIDTH
    hand = HandPanel()
    qtbot.addWidget(hand)
    hand.set_hand(["BGNY", "BBGG", "YNYN"], 0, True)
    hand.show()
    for b in hand.buttons:
        assert b.isVisible() and b.width() >= 2 * OLD_WIDTH and b.height() >= 2 * OLD_WIDTH


def test_the_selected_tile_is_framed_in_the_accent_and_lifted(qtbot):
    hand = HandPanel()
    qtbot.addWidget(hand)
    hand.resize(400, 250)
    hand.show()
    qtbot.waitExposed(hand)
    accent = QColor(theme.current().accent).name()
    for selected in (0, 2):
        hand.set_hand(["BGNY", "BBGG", "YNYN"], selected, True)
        for i, b in enumerate(hand.buttons):
            img = picture(b)
            x, y = frame_point(b)
            if i == selected:
                assert pixel(img, x, y) == accent, i
                assert b.isChecked()
            else:
                assert pixel(img, x, y) != accent, i
                assert not b.isChecked()
    # lifted: the selected tile's top edge stands higher than the others'
    img_sel, img_other = picture(hand.buttons[2]), picture(hand.buttons[0])
    b = hand.buttons[0]
    x = b.width() // 2

    def first_opaque_row(img: QImage) -> int:
        return next(y for y in range(img.height())
                    if QColor(img.pixel(x, y)) != QColor(img.pixel(x, 0)))

    assert first_opaque_row(img_sel) + HAND_LIFT // 2 < first_opaque_row(img_other)


@pytest.fixture
def pilus_window(qtbot: Any, open_window: Any) -> Any:
    window = open_window((1024, 700), bot_factory=lambda g, seat: FirstMoveBot(seat))
    window.model.new_game("pilus", {"players": 2, "seed": 12, "first": 0,
                                    "names": ["Ana", "Bohumil"]}, ["human", "computer"])
    qtbot.waitUntil(lambda: window.board.frames_painted > 0, timeout=5000)
    return window


@pytest.mark.gl
def test_keys_and_clicks_select_a_tile_as_before(qtbot, pilus_window):
    window = pilus_window
    ctl = window.controller_of("pilus")
    hand = ctl.panel.hand
    accent = QColor(theme.current().accent).name()
    # the keys 1-3 still pick the tiles (each button's shortcut, as before)
    assert [b.shortcut().toString() for b in hand.buttons] == ["1", "2", "3"]
    qtbot.mouseClick(hand.buttons[2], Qt.MouseButton.LeftButton)
    assert ctl.turn.selected == 2
    assert pixel(picture(hand.buttons[2]), *frame_point(hand.buttons[2])) == accent
    assert pixel(picture(hand.buttons[0]), *frame_point(hand.buttons[0])) != accent
    qtbot.mouseClick(hand.buttons[1], Qt.MouseButton.LeftButton)
    assert ctl.turn.selected == 1
    assert pixel(picture(hand.buttons[1]), *frame_point(hand.buttons[1])) == accent
    # turned: the picture shows the tile as it would be laid
    before = ctl.turn.tile()
    qtbot.mouseClick(hand.rotate_right, Qt.MouseButton.LeftButton)
    assert ctl.turn.tile() != before and hand.shown[1] == ctl.turn.tile()


@pytest.mark.gl
def test_the_hand_fits_a_small_window(qtbot, pilus_window):
    window = pilus_window
    hand = window.controller_of("pilus").panel.hand
    assert window.width() <= 1024 and window.height() <= 700
    for b in hand.buttons:
        assert b.isVisible()
        assert b.visibleRegion().boundingRect() == b.rect()         # nothing cut off
        top_left = b.mapTo(window, b.rect().topLeft())
        bottom_right = b.mapTo(window, b.rect().bottomRight())
        assert window.rect().contains(top_left) and window.rect().contains(bottom_right)
    for r in (hand.rotate_left, hand.rotate_right):
        assert r.visibleRegion().boundingRect() == r.rect()
    # the table keeps most of the window
    assert window.board.width() >= 0.6 * window.width()


def test_a_high_density_screen_gets_a_sharp_picture_of_the_same_size(qtbot):
    one = hand_tile_pixmap("BGNY", True)
    two = hand_tile_pixmap("BGNY", True, dpr=2.0)
    assert two.width() == 2 * one.width() and two.height() == 2 * one.height()
    assert two.deviceIndependentSize().toSize() == one.size()


def test_a_dark_desktop_redraws_the_frame_in_its_accent(qtbot, monkeypatch):
    from PySide6.QtGui import QGuiApplication, QPalette
    from PySide6.QtWidgets import QApplication

    hand = HandPanel()
    qtbot.addWidget(hand)
    hand.resize(400, 250)
    hand.show()
    qtbot.waitExposed(hand)
    hand.set_hand(["BGNY", "BBGG", "YNYN"], 1, True)
    old = QGuiApplication.palette()
    dark = QPalette(old)
    dark.setColor(QPalette.ColorRole.Window, QColor("#1f1d1a"))
    try:
        monkeypatch.setattr(theme, "system_is_dark", lambda: True)   # the desktop went dark
        QApplication.setPalette(dark)
        QApplication.processEvents()
        accent = QColor(theme.current().accent).name()
        assert accent == QColor(theme.DARK.accent).name()
        b = hand.buttons[1]
        assert pixel(picture(b), *frame_point(b)) == accent
    finally:
        QApplication.setPalette(old)
        QApplication.processEvents()
    # hidden, nothing is redrawn by a palette change
    hand.set_hidden("")
    QApplication.setPalette(dark)
    QApplication.setPalette(old)
    assert not any(b.isVisible() for b in hand.buttons) and hand.shown == []
