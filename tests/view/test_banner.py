"""The turn banner over the table (#14): whose turn it is in that player's colour, what to do
now, the step buttons beside it only while they apply, the computer thinking with Move now,
nothing of a hidden hand behind the privacy screen, the language, and never over the pieces a
person clicks."""

from __future__ import annotations

import os
import random
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect, QSettings, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from tabletop_gui.model import GameModel
from tabletop_gui.rules import pilus
from tabletop_gui.view.games.pylos import geometry as geo
from tabletop_gui.view.main_window import MainWindow
from tests.scripted_bots import ChoosingBot, FirstMoveBot
from tests.sync_pool import SynchronousPool

pytestmark = pytest.mark.gl

SHOTS = os.environ.get("TABLETOP_SHOTS", "/tmp/tabletop-shots")


class QuickBot(ChoosingBot):
    def __init__(self, seat: int) -> None:
        self.rng = random.Random(700 + seat)

    def choose(self, state: Any, *, cancel: Any = None, progress: Any = None) -> Any:
        return self.rng.choice(state.legal_moves())


@pytest.fixture
def make(qtbot, tmp_path):
    """A shown main window on a game: ``make(game, seats, size=..., think_delay_ms=...)``."""
    models: list[GameModel] = []

    def make_(game: str = "pylos", seats: Any = ("human", "human"), *,
              size: tuple[int, int] = (1200, 760), think_delay_ms: int = 0,
              options: Any = None) -> MainWindow:
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        model = GameModel(settings=settings, thread_pool=SynchronousPool(),
                          autosave_path=str(tmp_path / "autosave.json"),
                          think_delay_ms=think_delay_ms,
                          bot_factory=(lambda g, seat: FirstMoveBot(seat)) if game == "pylos"
                          else (lambda g, seat: QuickBot(seat)))
        models.append(model)
        window = MainWindow(model)
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        if game == "pilus" and options is None:
            options = {"players": len(seats), "seed": 4, "first": 0,
                       "names": ["Ana", "Bo", "Cy", "Di"][:len(seats)]}
        model.new_game(game, options, list(seats))
        qtbot.waitUntil(lambda: window.board.frames_painted > 0, timeout=5000)
        return window

    yield make_
    for model in models:
        model.shutdown()


def banner_buttons(window: MainWindow) -> list[str]:
    return [b.text().replace("&", "") for b in window.banner.visible_buttons()]


def click_place(qtbot, window: MainWindow, place: str) -> None:
    board = window.board
    pos = board.screen_pos(place).toPoint()
    if board.pick_at(pos.x(), pos.y()) != place:
        board.top_view()
        pos = board.screen_pos(place).toPoint()
    assert board.pick_at(pos.x(), pos.y()) == place
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=pos)


def pill_colour(window: MainWindow) -> QColor:
    assert window.banner.colour is not None
    return window.banner.colour


def shot(window: MainWindow, name: str) -> None:
    os.makedirs(SHOTS, exist_ok=True)
    window.board.repaint()
    window.grab().save(os.path.join(SHOTS, f"banner-{name}.png"))


# ---- Pylos ------------------------------------------------------------------------------
def test_pylos_banner_names_the_player_to_move_in_their_colour(qtbot, make):
    window = make("pylos")
    model, banner = window.model, window.banner
    spec = model.spec
    assert banner.isVisible()
    assert banner.who_label.text() == "Light"
    assert pill_colour(window) == spec.seat_colour(0)
    assert spec.seat_colour(0).name() in banner.who_label.styleSheet()
    assert banner.instruction_label.text() == "Place a sphere or raise one of yours"
    assert banner_buttons(window) == []
    shot(window, "pylos-person")
    click_place(qtbot, window, "1b2")
    assert len(model.moves) == 1
    assert banner.who_label.text() == "Dark" and pill_colour(window) == spec.seat_colour(1)
    click_place(qtbot, window, "1c3")
    assert banner.who_label.text() == "Light" and pill_colour(window) == spec.seat_colour(0)


def test_pylos_take_back_step_and_its_buttons_on_the_banner(qtbot, make):
    window = make("pylos")
    model, banner = window.model, window.banner
    panel = window.controller_of("pylos").panel
    for text in ("1a1", "1d4", "1b1", "1d3", "1a2", "1c4"):
        model.try_move(text)
    # Light completes the square 1a1 1b1 1a2 1b2
    click_place(qtbot, window, "1b2")
    assert banner.instruction_label.text() == "Take back one or two of your spheres"
    assert banner_buttons(window) == ["Start turn again"]       # Done does not apply yet
    shot(window, "pylos-take-back")
    # Start turn again, on the banner, forgets the clicks of this turn
    qtbot.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)
    assert window.controller_of("pylos").turn.step == "choose"
    assert banner.instruction_label.text() == "Place a sphere or raise one of yours"
    assert banner_buttons(window) == []
    click_place(qtbot, window, "1b2")
    click_place(qtbot, window, "1a1")
    assert banner.instruction_label.text() == "Take back a second sphere, or press Done"
    assert banner_buttons(window) == ["Done", "Start turn again"]
    assert panel.done_button.parentWidget() is not None
    assert banner.isAncestorOf(panel.done_button)                 # on the banner, not the panel
    window.activateWindow()
    window.board.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.board)
    qtbot.mouseClick(panel.done_button, Qt.MouseButton.LeftButton)
    assert str(model.moves[-1]) == "1b2x1a1"
    assert QApplication.focusWidget() is window.board      # the keys stay with the table
    assert banner.who_label.text() == "Dark" and banner_buttons(window) == []


def test_the_computer_thinking_shows_on_the_banner_and_move_now_plays_at_once(qtbot, make):
    # a long pause before the computer's move: it thinks until Move now is pressed
    window = make("pylos", ("computer", "human"), think_delay_ms=600_000)
    model, banner = window.model, window.banner
    assert model.is_thinking() and not model.moves
    assert banner.who_label.text() == "Computer — Medium"       # (#51: its level, not colour)
    assert banner.instruction_label.text() == "Thinking…"
    assert banner.progress.isVisible()
    assert banner_buttons(window) == ["Stop and Move Now"]
    shot(window, "thinking")
    qtbot.mouseClick(banner.move_now_button, Qt.MouseButton.LeftButton)
    assert len(model.moves) == 1 and not model.is_thinking()
    assert banner.who_label.text() == "You"
    assert not banner.progress.isVisible() and banner_buttons(window) == []


def test_a_waiting_computer_is_let_move_from_the_banner(qtbot, make):
    window = make("pylos", ("computer", "human"))
    model, banner = window.model, window.banner
    assert len(model.moves) == 1                         # the computer opened at once
    window.undo()
    assert model.is_computer_paused() and not model.moves
    assert banner.who_label.text() == "Computer — Medium"
    assert banner.instruction_label.text() == "Waiting for the computer"
    assert banner_buttons(window) == ["Let the computer move"]
    qtbot.mouseClick(banner.resume_button, Qt.MouseButton.LeftButton)
    assert len(model.moves) == 1 and banner.who_label.text() == "You"
    assert banner_buttons(window) == []


def test_the_banner_steps_aside_at_game_over(qtbot, make):
    window = make("pylos")
    model = window.model
    while not model.is_over():
        model.try_move(model.state.legal_moves()[0])
    assert not window.banner.isVisible()
    window.ending.card.dismiss()
    model.new_game("pylos", None, ["human", "human"])
    assert window.banner.isVisible() and window.banner.who_label.text() == "Light"


def test_language_switch_retranslates_the_banner(qtbot, make):
    window = make("pylos", ("computer", "human"), think_delay_ms=600_000)
    banner = window.banner
    english = (banner.who_label.text(), banner.move_now_button.text())
    try:
        switch(window, "es")
        level = QCoreApplication.translate("Dialogs", "Computer — Medium")
        assert level != "Computer — Medium"
        assert level in window.turn_label.text(), window.turn_label.text()
        assert level in banner.who_label.text()
        assert banner.move_now_button.text() == QCoreApplication.translate(
            "MainWindow", "Stop and Move Now") != english[1]
    finally:
        switch(window, "en")
    assert (banner.who_label.text(), banner.move_now_button.text()) == english


def switch(window: MainWindow, code: str) -> None:
    """Choose a language; its LanguageChange events arrive."""
    window.set_language(code)
    QApplication.processEvents()
    QApplication.processEvents()


def rect_of(window: MainWindow) -> QRect:
    return window.banner.geometry()


@pytest.mark.slow
def test_the_banner_keeps_off_the_pylos_pieces_at_1024x700(qtbot, make):
    window = make("pylos", size=(1024, 700))
    ctl = window.controller_of("pylos")
    for language, view in (("en", "default"), ("ro", "default"), ("ro", "top")):
        switch(window, language)
        window.board.ask_view(view)
        window.board.finish_glide()
        try:
            banner = rect_of(window).adjusted(-6, -6, 6, 6)
            assert banner.bottom() < window.board.height() * 0.2
            for place in geo.PLACES:
                p = ctl.screen_pos(place).toPoint()
                assert not banner.contains(p), (language, view, place, p, banner)
        finally:
            switch(window, "en")


def test_the_banner_keeps_off_the_pilus_table_at_1024x700(qtbot, make):
    window = make("pilus", ("human", "human"), size=(1024, 700))
    model = window.model
    ctl = window.controller_of("pilus")
    bot = QuickBot(0)
    for turns in (8, 16, 24):
        while len(model.moves) < turns and not model.is_over():
            model.try_move(bot.choose(model.state))
        window.board.finish_glide()
        banner = rect_of(window).adjusted(-4, -4, 4, 4)
        cells = set(ctl.scene.heights)
        assert len(cells) >= 4 * turns // 2
        for cell in cells:
            p = ctl.screen_pos(cell).toPoint()
            assert not banner.contains(p), (turns, cell, p, banner)


# ---- PILUS ------------------------------------------------------------------------------
def reveal(qtbot, window: MainWindow) -> None:
    if window.privacy.isVisible():
        qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
    assert not window.privacy.isVisible()


def test_pilus_lay_then_pawn_step_on_the_banner(qtbot, make):
    window = make("pilus", ("human", "computer"))
    model, banner = window.model, window.banner
    ctl = window.controller_of("pilus")
    panel = ctl.panel
    assert banner.who_label.text() == "You"         # the one person against the computer
    assert pill_colour(window) == model.spec.with_options(model.options).seat_colour(0)
    assert banner.instruction_label.text() == "Lay a tile: pick one, turn it, click the table"
    assert banner_buttons(window) == []
    shot(window, "pilus-lay")
    # Tab puts the ghost on a spot where the tile fits, Enter lays it
    window.board.setFocus()
    for _ in range(12):
        qtbot.keyClick(window.board, Qt.Key.Key_Tab)
        qtbot.keyClick(window.board, Qt.Key.Key_Return)
        if ctl.turn.step == "pawn":
            break
        assert not model.moves, "the pawn had nowhere to go: choose another seed"
    assert ctl.turn.step == "pawn"
    # the first turn: the pawn is still off the table, to be put on the tile just laid
    # (tests/view/test_pilus_pawn_enters.py: the words once it stands)
    assert banner.instruction_label.text() == "Put your pawn on the tile just laid, or stay"
    assert banner_buttons(window) == ["Stay", "Take the tile back"]
    shot(window, "pilus-pawn")
    qtbot.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)     # take the tile back
    assert ctl.turn.step == "lay" and banner_buttons(window) == []
    qtbot.keyClick(window.board, Qt.Key.Key_Tab)
    qtbot.keyClick(window.board, Qt.Key.Key_Return)
    assert ctl.turn.step == "pawn"
    # the buttons' mnemonics work as they did in the panel: Alt+B takes the tile back
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window.board, Qt.Key.Key_B, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: ctl.turn.step == "lay", timeout=2000)    # an animated click
    qtbot.keyClick(window.board, Qt.Key.Key_Tab)
    qtbot.keyClick(window.board, Qt.Key.Key_Return)
    assert ctl.turn.step == "pawn"
    qtbot.mouseClick(panel.stay_button, Qt.MouseButton.LeftButton)
    assert model.moves and getattr(model.moves[0], "pawn", "x") is None
    # the computer answered: your turn again, in your colour
    assert banner.who_label.text() == "You"


def test_pilus_scores_show_each_players_pawn_colour_and_total(qtbot, make):
    names = ["Ana", "Bo", "<b>Cy</b>"]
    window = make("pilus", ("human", "human", "human"),
                  options={"players": 3, "seed": 4, "first": 0, "names": names})
    model = window.model
    panel = window.controller_of("pilus").panel
    for _ in range(6):
        model.try_move(QuickBot(0).choose(model.state))
    strip = panel.score_strip.texts()
    assert strip == [f"{n} {s}" for n, s in zip(names, model.state.scores, strict=True)]
    # the last turn's line: a disc of Cy's colour, and Cy's name as typed, not as markup
    spec = model.spec.with_options(model.options)
    last = panel.last_score.text()
    assert spec.seat_colour(2).name() in last and "&lt;b&gt;Cy&lt;/b&gt;" in last
    icon = panel.score_proxy.headerData(1, Qt.Orientation.Horizontal,
                                        Qt.ItemDataRole.DecorationRole)
    assert icon is not None and not icon.isNull()
    # the pawn's picture is in the player's colour
    img = icon.pixmap(16, 16).toImage()
    centre = img.pixelColor(img.width() // 2, img.height() // 2)
    want = model.spec.with_options(model.options).seat_colour(1)
    assert abs(centre.hue() - want.hue()) < 12


def test_nothing_of_a_hidden_hand_on_the_banner(qtbot, make):
    window = make("pilus", ("human", "human"), options={"players": 2, "seed": 12, "first": 0,
                                                         "names": ["Ana", "Bo"]})
    model, banner = window.model, window.banner
    # the hand-over card stands where the banner was: the banner steps aside, and neither
    # says anything of the hand
    assert window.privacy.isVisible()
    assert not banner.isVisible()
    assert banner_buttons(window) == []
    hand = model.seat_view(0).hand(0)
    card = window.privacy
    text = " ".join([banner.text(), card.label.text(), card.words_label.text(),
                     card.button.text(), card.toolTip()])
    assert "Ana" in card.label.text()
    for tile in hand:
        for turned in pilus.rotations(tile):
            assert turned not in text
    for word in ("must pass", "press Pass", "Stay", "fits"):
        assert word not in text
    reveal(qtbot, window)
    assert banner.isVisible() and banner.who_label.text() == "Ana"


def test_the_banner_is_styled_by_the_theme(qtbot, make):
    from tabletop_gui.view import theme

    window = make("pylos")
    qss = window.banner.styleSheet()
    assert theme.current().overlay in qss and "#turnBanner" in qss
    # the name reads on its colour
    assert theme.text_on(QColor("#efe3c4")) in window.banner.who_label.styleSheet()
    assert QPoint(0, 0) != window.banner.pos()


def test_a_language_switch_keeps_the_take_back_step(qtbot, make):
    """A square made, then the language changed before the take-back: the sphere placed and
    the step stay (the redraw used to start the turn again), the banner says it in Czech."""
    window = make("pylos")
    model, banner = window.model, window.banner
    ctl = window.controller_of("pylos")
    for text in ("1a1", "1d4", "1b1", "1d3", "1a2", "1c4"):
        model.try_move(text)
    click_place(qtbot, window, "1b2")
    assert ctl.turn.step != "choose"
    step = ctl.turn.step
    try:
        switch(window, "cs")
        assert ctl.turn.step == step and ctl.turn.dst == "1b2"
        assert banner.instruction_label.text() == QCoreApplication.translate(
            "Messages", "Take back one or two of your spheres")
        assert banner_buttons(window) != []
    finally:
        switch(window, "en")
    click_place(qtbot, window, "1a1")
    window.controller_of("pylos").confirm()
    assert str(model.moves[-1]) == "1b2x1a1"
