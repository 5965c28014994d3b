"""Found playing (#51): at 1280x800 with two players, after the first move the PILUS score sheet
showed its Total row and hid round 1 behind a scroll bar, with room to spare. The sheet shows
every round played while they fit, and only when they truly do not fit does it scroll, to the
latest round: at three window sizes, with 2 (a person and the computer, two people), 3 and 4
seats."""

import os
import random

import pytest
from PySide6.QtWidgets import QApplication

from tests.view.test_banner import reveal
from tests.view.test_pilus_panel_fit import NAMES

pytestmark = pytest.mark.gl

SHOTS = os.environ.get("TABLETOP_SHOTS", "/tmp/tabletop-shots")
SIZES = [(1024, 700), (1280, 800), (1600, 1000)]
SEATS = {"person-computer": ["human", "computer"], "2-people": ["human"] * 2,
         "3-people": ["human"] * 3, "4-people": ["human"] * 4}
PLIES = 12


def rounds_seen(sheet):
    """The rounds (0-based rows) wholly inside the body's viewport, and how many were played."""
    body = sheet.body
    model = body.model()
    played = model.rowCount() - 1          # the last row is the Total
    shown = body.viewport().rect()
    seen = [r for r in range(played) if not body.isRowHidden(r)
            and shown.contains(body.visualRect(model.index(r, 0)))]
    return seen, played


def assert_rounds_in_sight(sheet, label):
    seen, played = rounds_seen(sheet)
    bar = sheet.body.verticalScrollBar()
    if seen == list(range(played)):
        # every round in sight: no scroll bar to say some are not
        assert not bar.isVisible() or bar.maximum() == 0, f"{label}: a scroll bar with room"
        return
    # they do not all fit: the sheet is as tall as the panel lets it be, at its latest round
    assert played - 1 in seen, (f"{label}: rounds {seen} of {played} in sight, not the latest"
                                f" (sheet {sheet.height()} px, it asks {sheet.sizeHint().height()})")
    assert bar.value() == bar.maximum(), f"{label}: not scrolled to the latest round"
    assert sheet.frame.height() < sheet.frame.sizeHint().height()


# each size and each seating once (the bug was seen at 1280x800 with 2 seats; every
# combination costs about 12 s of the suite)
CASES = [((1280, 800), "person-computer"), ((1280, 800), "2-people"),
         ((1024, 700), "4-people"), ((1600, 1000), "3-people")]


@pytest.mark.slow
@pytest.mark.parametrize("size,seats", CASES,
                         ids=[f"{w}x{h}-{seats}" for (w, h), seats in CASES])
def test_every_round_played_is_in_sight(qtbot, open_window, size, seats):
    kinds = SEATS[seats]
    window = open_window(size=size)
    model = window.model
    model.new_game("pilus", {"players": len(kinds), "seed": 5, "first": 0,
                             "names": NAMES[:len(kinds)]}, kinds)
    qtbot.waitUntil(lambda: window.board.frames_painted > 0, timeout=5000)
    sheet = window.controller_of("pilus").panel.score_sheet
    rng = random.Random(size[0] + len(kinds))
    for ply in range(PLIES):
        qtbot.waitUntil(lambda: kinds[model.seat_to_move()] == "human"
                        or model.state.outcome is not None, timeout=5000)
        if model.state.outcome is not None:
            break
        assert model.try_move(rng.choice(list(model.state.legal_moves())))
        # a glance (what a person sees, not a frame in between; on a loaded machine the
        # layout may take longer than 300 ms to settle, so it is given up to 3 s): while the
        # hand-over card stands (the hand's place says why it is hidden), then with the next
        # hand shown
        qtbot.wait(300)
        qtbot.waitUntil(lambda ply=ply: assert_rounds_in_sight(sheet, (size, seats, ply, "card")),
                        timeout=3000)
        reveal(qtbot, window)
        for _ in range(3):
            QApplication.processEvents()
        assert_rounds_in_sight(sheet, (size, seats, ply))
    assert window.size().width() == size[0]
    os.makedirs(SHOTS, exist_ok=True)
    window.grab().save(os.path.join(SHOTS, f"pilus-sheet-{seats}-{size[0]}x{size[1]}.png"))
