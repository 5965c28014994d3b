"""The PILUS side panel fits the window however long the game: the score sheet's Total row stays
in sight, the move list keeps room for several lines, and a move's sentence wraps between its
word groups ("level 2", "8 = 2 × 4"), never inside one: at 1024×700 and at a larger window, with
3 and with 4 players, on the real main window."""

import os
import random
import re

import pytest
from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionViewItem, QTableView

pytestmark = pytest.mark.gl

SHOTS = os.environ.get("TABLETOP_SHOTS", "/tmp/tabletop-shots")
NAMES = ["Ana", "Bo", "Cy", "Di"]
MIN_LINES = 6           # lines of room in the move list, whatever the sheet holds
MIN_MOVES = 3           # moves wholly in sight there (a move takes one line or two)
# a move's word groups: a level and its number, a score and its formula
GROUPS = [re.compile(r"level\s\d+"), re.compile(r"\d+\s=\s\d+\s×\s\d+")]


def start(open_window, qtbot, size, players, seed):
    window = open_window(size=size)
    window.model.new_game("pilus", {"players": players, "seed": seed, "first": 0,
                                    "names": NAMES[:players]}, ["human"] * players)
    qtbot.waitUntil(lambda: window.board.frames_painted > 0, timeout=5000)
    return window


def reveal(window):
    """Past the hand-over card, to the hand of the person to move."""
    card = getattr(window.controller_of("pilus"), "pass_card", None)
    if card is not None and card.isVisible():
        card.button.click()
    if window.privacy.isVisible():
        window.privacy.button.click()
    QApplication.processEvents()


def settle():
    for _ in range(3):
        QApplication.processEvents()


def sheet_views(window):
    """The score sheet's table views (the sheet may be drawn by more than one)."""
    box = window.controller_of("pilus").panel.scores_box
    return [v for v in box.findChildren(QTableView) if v.isVisibleTo(window)]


def total_row_in_sight(window):
    """The totals as the sheet shows them, read off the view whose "Total" row lies wholly
    inside its viewport, which lies wholly inside the window; None when no view shows it."""
    for view in sheet_views(window):
        model = view.model()
        if model is None:
            continue
        for row in range(model.rowCount()):
            if model.headerData(row, Qt.Orientation.Vertical) != "Total" or view.isRowHidden(row):
                continue
            viewport = view.viewport()
            shown = viewport.rect()
            seen = [view.visualRect(model.index(row, c)) for c in range(model.columnCount())]
            if not all(r.isValid() and shown.contains(r) for r in seen):
                continue
            top_left = viewport.mapTo(window, shown.topLeft())
            if not window.rect().contains(QRect(top_left, shown.size())):
                continue
            return [int(model.index(row, c).data()) for c in range(model.columnCount())]
    return None


def text_lines(view, row):
    """The move list's row ``row`` as the view lays it out: the text of each line. The same
    steps as Qt's item views (the delegate's option, the style's text rectangle and margin,
    word wrap)."""
    index = view.model().index(row, 0)
    opt = QStyleOptionViewItem()
    view.initViewItemOption(opt)
    opt.rect = view.visualRect(index)
    view.itemDelegate().initStyleOption(opt, index)
    style = view.style()
    rect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, opt, view)
    margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    width = rect.width() - 2 * margin
    text = opt.text.replace("\n", "\u2028")
    layout = QTextLayout(text, opt.font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    starts = []
    layout.beginLayout()
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        starts.append(line.textStart())
    layout.endLayout()
    # the view made the row as tall as these lines (else this is not how it wraps the text)
    assert len(starts) * opt.fontMetrics.lineSpacing() <= opt.rect.height() \
        < (len(starts) + 1) * opt.fontMetrics.lineSpacing()
    return [text[a:b] for a, b in zip(starts, starts[1:] + [len(text)], strict=True)]


def broken_groups(view):
    """Each move whose line ends inside a word group: (its text, its lines)."""
    out = []
    for row in range(view.model().rowCount()):
        lines = text_lines(view, row)
        text = "".join(lines)
        ends = [sum(map(len, lines[: i + 1])) for i in range(len(lines) - 1)]
        for group in GROUPS:
            for m in group.finditer(text):
                if any(m.start() < e < m.end() for e in ends):
                    out.append((text, lines))
    return out


def assert_fits(window, players, label):
    assert window.size() == QSize(*label[0]), "the panel made the window bigger"
    totals = total_row_in_sight(window)
    assert totals == [int(s) for s in window.model.state.scores], (
        f"{label}: the sheet's Total row is out of sight")
    moves = window.move_list
    room = moves.viewport().height() / moves.fontMetrics().lineSpacing()
    assert room >= MIN_LINES, f"{label}: the move list has room for {room:.1f} lines"
    assert moves.viewport().mapTo(window, moves.viewport().rect().bottomLeft()).y() \
        < window.height()
    rows = moves.model().rowCount()
    if rows >= MIN_MOVES:
        # the latest moves in sight, whole (the list follows the game as its room changes)
        seen = [r for r in range(rows)
                if moves.viewport().rect().contains(moves.visualRect(moves.model().index(r, 0)))]
        assert seen and seen[-1] == rows - 1, f"{label}: the latest move is out of sight"
        lines = sum(len(text_lines(moves, r)) for r in seen)
        assert len(seen) >= MIN_MOVES, f"{label}: {len(seen)} moves ({lines} lines) in sight"
    panel = window.controller_of("pilus").panel
    # the rest of the panel is whole too: the hand's pictures, the last turn's line
    assert panel.last_score.height() >= panel.last_score.sizeHint().height()
    assert panel.hand.height() >= panel.hand.minimumSizeHint().height()


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1024, 700), (1600, 1000)], ids=["1024x700", "1600x1000"])
@pytest.mark.parametrize("players", [3, 4])
def test_totals_and_moves_stay_in_sight_all_game(qtbot, open_window, size, players):
    window = start(open_window, qtbot, size, players, seed=7 + players)
    model = window.model
    rng = random.Random(players * 100 + size[0])
    plies = 0
    while model.state.outcome is None:
        assert model.try_move(rng.choice(list(model.state.legal_moves())))
        plies += 1
        reveal(window)
        settle()
        if plies % 3 == 0:
            assert_fits(window, players, (size, players, plies))
    settle()
    assert plies >= 20 and len(model.move_list.entries()) == plies
    assert_fits(window, players, (size, players, "end"))
    assert not broken_groups(window.move_list), broken_groups(window.move_list)[:3]
    # late in the game, with the sheet full: what a person sees
    os.makedirs(SHOTS, exist_ok=True)
    window.grab().save(os.path.join(SHOTS, f"pilus-panel-{players}p-{size[0]}x{size[1]}.png"))


@pytest.mark.slow
def test_moves_wrap_between_word_groups_at_any_panel_width(qtbot, open_window):
    """However wide a person drags the panel, "level 2" and "14 = 2 × 7" stay on one line."""
    window = start(open_window, qtbot, (1280, 800), 4, seed=21)
    model = window.model
    rng = random.Random(8)
    while model.state.outcome is None:
        high = [m for m in model.state.legal_moves() if m.tile is not None]
        assert model.try_move(rng.choice(high or list(model.state.legal_moves())))
    reveal(window)
    settle()
    # a whole game played at once (a game opened, redone): the list still ends on its latest
    moves = window.move_list
    last = moves.visualRect(moves.model().index(moves.model().rowCount() - 1, 0))
    assert moves.viewport().rect().contains(last), "the latest move is out of sight"
    texts = [model.move_list.index(r).data() for r in range(model.move_list.rowCount())]
    assert any(GROUPS[0].search(t) for t in texts) and any(GROUPS[1].search(t) for t in texts)
    splitter = window.splitter
    total = sum(splitter.sizes())
    for panel_width in range(280, 520, 7):
        splitter.setSizes([total - panel_width, panel_width])
        settle()
        broken = broken_groups(window.move_list)
        assert not broken, f"panel {window.panel.width()} px: {broken[:2]}"
