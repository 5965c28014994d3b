"""The game-over card as a person sees it at the end (#51): it never hides what decided the
game (the Pylos pyramid and its top, PILUS's last scoring regions), at a small window and a
large one, and it reads the same over a busy table (opaque, its text in contrast). And the
words while nobody plays: a review says which position it shows, a paused game of computers
says it is paused and how to go on."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QColor

from tabletop_gui.view import theme
from tabletop_gui.view.game_over import GLIDE_WAIT_MS
from tests.view.test_ending import (  # noqa: F401 (make: the fixture)
    HoldingPool,
    make,
    pilus_to_the_end,
    pylos_to_the_end,
)

SIZES = [(1024, 700), (1600, 1000)]


def settle(qtbot, window) -> None:
    """The end shown, the camera at rest and the card placed for it."""
    card = window.ending.card
    qtbot.waitUntil(card.isVisible)
    qtbot.waitUntil(lambda: not window.board.gliding(), timeout=3000)
    qtbot.wait(GLIDE_WAIT_MS + 100)
    qtbot.waitUntil(lambda: window.board.frames_painted > 0)


def screen_rect(board, corners) -> QRectF:
    """The screen box round world ``corners`` as the board's camera shows them now."""
    points = [board.world_to_screen(c) for c in corners]
    xs, ys = [p.x() for p in points], [p.y() for p in points]
    return QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


def sphere_rect(board, place: str) -> QRectF:
    """The screen box round a sphere on ``place`` of the pyramid."""
    from tabletop_gui.view.games.pylos import geometry as geo

    x, y, z = (float(v) for v in geo.place_centre(place))
    r = geo.RADIUS
    return screen_rect(board, [(x + dx, y + dy, z + dz) for dx in (-r, r) for dy in (-r, r)
                               for dz in (-r, r)])


def scoring_cell_rects(window) -> list[QRectF]:
    from tabletop_gui.view.games.pilus import geometry as pg

    scene = window.controller.scene
    rects = []
    for region in scene.scoring:
        for cx, cy in region:
            z = pg.cell_top(scene.heights.get((cx, cy), 0))
            rects.append(screen_rect(window.board, [(cx + dx, cy + dy, z + dz) for dx in (0, 1)
                                                    for dy in (0, 1) for dz in (0.0, 0.1)]))
    return rects


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_card_leaves_the_pyramid_in_sight(make, qtbot, size):  # noqa: F811
    """Not one sphere of the pyramid, nor its top, behind the card: the last move and the
    spheres the game was played out with stay in sight."""
    from tabletop_gui.rules import pylos

    window = make()
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().width() == size[0])
    pylos_to_the_end(window, "reserve")
    settle(qtbot, window)
    card, board, state = window.ending.card, window.board, window.model.state
    places = [p for p in pylos.PLACES if state.at(p) is not None] + ["4a1"]
    assert window.model.moves[-1].dst in places
    spheres = {p: sphere_rect(board, p) for p in places}
    assert all(board.rect().toRectF().intersects(r) for r in spheres.values())   # in view
    hidden = [p for p, r in spheres.items() if card.geometry().toRectF().intersects(r)]
    assert hidden == [], (card.geometry(), hidden)
    window.grab().save(f"/tmp/endcard-test-pylos-{size[0]}.png")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_card_leaves_the_last_scoring_in_sight(make, qtbot, size):  # noqa: F811
    window = make()
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().width() == size[0])
    pilus_to_the_end(window)
    settle(qtbot, window)
    card = window.ending.card
    cells = scoring_cell_rects(window)
    assert cells                                 # the last turn scored: its regions are lit
    hidden = [c for c in cells if card.geometry().toRectF().intersects(c)]
    assert hidden == [], (card.geometry(), hidden)
    window.grab().save(f"/tmp/endcard-test-pilus-{size[0]}.png")


def luminance(c: QColor) -> float:
    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())


def contrast(a: QColor, b: QColor) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_the_card_is_opaque_and_readable_over_a_busy_table(make, qtbot):  # noqa: F811
    """Moved over the middle of a PILUS table full of tiles, the card's background is its own
    colour everywhere (nothing of the tiles shows through) and its texts keep a contrast of
    4.5:1 or more against it."""
    window = make()
    window.resize(1024, 700)
    pilus_to_the_end(window)
    settle(qtbot, window)
    card, board = window.ending.card, window.board
    card.move((board.width() - card.width()) // 2, (board.height() - card.height()) // 2)
    qtbot.wait(50)
    image = window.grab().toImage()
    image.save("/tmp/endcard-test-opaque.png")
    origin = card.mapTo(window, QPoint(0, 0))
    w, h = card.width(), card.height()
    background = QColor(theme.current().surface)
    # the inside of its left edge and of its top edge, clear of corners, border and texts
    samples = [(x, y) for x in range(5, 15) for y in range(16, h - 16, 3)]
    samples += [(x, y) for x in range(16, w - 16, 3) for y in range(4, 9)]
    off = []
    for x, y in samples:
        c = image.pixelColor(origin.x() + x, origin.y() + y)
        if max(abs(c.red() - background.red()), abs(c.green() - background.green()),
               abs(c.blue() - background.blue())) > 3:
            off.append((x, y, c.name()))
    assert off == [], off[:10]
    # the texts: the strongest pixel of each against the card's colour
    labels = [card.caption, *card.detail_labels()]
    for label in labels:
        rect = QRect(label.mapTo(window, QPoint(0, 0)), label.size())
        best = max(contrast(image.pixelColor(x, y), background)
                   for x in range(rect.left(), rect.right()) for y in range(rect.top(),
                                                                            rect.bottom()))
        assert best >= 4.5, (label.text(), best)


# ---- the words while nobody plays --------------------------------------------------------------
def test_the_review_says_which_position_it_shows(make, qtbot):  # noqa: F811
    """Not "Light to move": nobody moves in a review. The turn line, the status line and the
    bar say the position after which move is on the table."""
    window = make()
    m = window.model
    m.new_game("pylos", {"variant": "standard", "first": "light"}, ["human", "human"])
    rng = random.Random(5)
    for _ in range(12):
        assert m.try_move(rng.choice(m.state.legal_moves()))
    n = len(m.moves)
    window.act_review.trigger()
    m.review_to(8)
    said = f"Position after move 8 of {n}"
    assert window.panel.turn_label.text() == said
    assert window.status_label.text() == said
    assert window.playback.bar.position_text() == said
    assert "to move" not in window.panel.turn_label.text()
    m.review_to(0)
    assert window.panel.turn_label.text() == "Start of the game"
    assert window.status_label.text() == "Start of the game"
    window.playback.leave()
    assert window.panel.turn_label.text().endswith("to move")


def test_a_review_of_pilus_names_no_turn(make, qtbot):  # noqa: F811
    pool = HoldingPool()
    window = make(pool=pool)
    pilus_to_the_end(window, players=2)
    n = len(window.model.moves)
    pool.hold = True          # the expert's choices for the whole game are not what is checked
    qtbot.mouseClick(window.ending.card.review_button, Qt.MouseButton.LeftButton)
    window.model.review_to(3)
    assert window.panel.turn_label.text() == f"Position after move 3 of {n}"


def test_a_paused_watch_says_it_is_paused_and_how_to_go_on(make, qtbot):  # noqa: F811
    pool = HoldingPool()
    window = make(pool=pool)
    m = window.model
    m.new_game("pylos", {"variant": "standard", "first": "light"}, ["human", "human"])
    m.set_watch_paused(True)
    m.set_seats(["computer:easy", "computer:easy"])
    assert not m.is_thinking()
    paused = "Paused — press Play to go on"
    assert window.status_label.text() == paused
    assert window.banner.instruction_label.text() == paused
    assert "Waiting for the computer" not in window.banner.text()
    # Play: the computer thinks, and the words say so
    pool.hold = True
    qtbot.mouseClick(window.playback.bar.pause_button, Qt.MouseButton.LeftButton)
    assert m.is_thinking()
    assert paused not in window.banner.text() and window.status_label.text() != paused
    # Pause (#51): at once, the banner and the status say so, and the move thought about is
    # never played
    qtbot.mouseClick(window.playback.bar.pause_button, Qt.MouseButton.LeftButton)
    assert not m.is_thinking()
    assert window.banner.instruction_label.text() == paused
    assert window.status_label.text() == paused
    assert "Thinking" not in window.banner.text() and not window.banner.visible_buttons()
    pool.run_held()
    m.stop_thinking()
    assert len(m.moves) == 0 and not m.is_thinking()
    assert window.banner.instruction_label.text() == paused
    # Play: thinking again from the same position, and that move is played
    pool.hold = False
    qtbot.mouseClick(window.playback.bar.pause_button, Qt.MouseButton.LeftButton)
    m.stop_thinking()
    assert len(m.moves) >= 1


def reading_order(card) -> list[str]:
    """The detail lines as a person reads them: row by row, left to right."""
    labels = card.detail_labels()
    at = {id(label): label.mapTo(card, QPoint(0, 0)) for label in labels}
    rows = sorted(labels, key=lambda label: (at[id(label)].y() // 8, at[id(label)].x()))
    return [label.text() for label in rows]


@pytest.mark.parametrize("game", ["pylos", "pilus"])
def test_the_cards_lines_read_in_order(make, qtbot, game):  # noqa: F811
    """Found playing: the Pylos card read "You have no sphere left…" beside "Computer —
    Medium: 4 left…", then "You: 0 left" beside "The game lasted 33 moves.". Read across, its
    lines come in their order: how it ended, each player's result, how long it lasted."""
    window = make()
    window.resize(1024, 700)
    if game == "pylos":
        pylos_to_the_end(window)
    else:
        pilus_to_the_end(window, players=4)
    settle(qtbot, window)
    card = window.ending.card
    assert len(card.detail_labels()) > 3
    assert reading_order(card) == card.detail().split("\n")
    assert reading_order(card)[-1].startswith("The game lasted")
