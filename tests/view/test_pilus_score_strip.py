"""The PILUS score strip shows every total whole, two digits and three, with four seats and long
names, on the real main window at three sizes: in the very frame after a turn raised a total
(a grab then is what a screenshot shows, before a deferred relayout catches up), not only once
the layout has settled."""

import os

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

pytestmark = pytest.mark.gl

SHOTS = os.environ.get("TABLETOP_SHOTS", "/tmp/tabletop-shots")
NAMES = ["Ana", "Computer — Easy", "Cy", "Computer — Expert"]


def cut_totals(window):
    """The totals the strip draws narrower than their text: (text, room in px)."""
    strip = window.controller_of("pilus").panel.score_strip
    cut = []
    for _mark, _pawn, _name, score in strip.rows:
        if score.isVisibleTo(window):
            need = score.fontMetrics().horizontalAdvance(score.text())
            if need > score.contentsRect().width():
                cut.append((score.text(), score.contentsRect().width()))
    return cut


def save_shot(window, name):
    os.makedirs(SHOTS, exist_ok=True)
    window.grab().save(os.path.join(SHOTS, name))


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1280, 800), (1600, 1000), (1024, 700)])
def test_two_digit_totals_are_drawn_whole(qtbot, open_window, size):
    window = open_window(size=size)
    model = window.model
    model.new_game("pilus", {"players": 4, "seed": 2024, "first": 0, "names": NAMES},
                   ["human"] * 4)
    qtbot.waitUntil(lambda: window.board.frames_painted > 0, timeout=5000)
    strip = window.controller_of("pilus").panel.score_strip
    grown = 0
    while not model.is_over() and grown < 4:
        if window.privacy.isVisible():
            qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
        for _ in range(3):
            QApplication.processEvents()
        state = model.state
        me = state.to_move
        before = state.scores[me]
        # the turn that scores most, typed in the Move field as a person may
        turn = max(state.legal_moves(), key=lambda t: (state.play(t).scores[me], str(t)))
        window.notation.setText(str(turn))
        qtbot.keyClick(window.notation, Qt.Key.Key_Return)
        assert model.state.scores[me] == state.play(turn).scores[me]
        if len(str(before)) < len(str(model.state.scores[me])):
            grown += 1
        # the frame right after the turn, before anything else runs
        cut = cut_totals(window)
        if cut:
            save_shot(window, f"pilus-score-strip-cut-{size[0]}x{size[1]}.png")
        assert cut == [], (size, model.state.scores)
        assert sorted(strip.texts()) == sorted(f"{n} {s}" for n, s in
                                               zip(NAMES, model.state.scores, strict=True))
    assert grown >= 4 and max(model.state.scores) >= 10
    for _ in range(3):
        QApplication.processEvents()
    assert cut_totals(window) == []
    save_shot(window, f"pilus-score-strip-{size[0]}x{size[1]}.png")
