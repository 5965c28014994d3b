"""The end of a game and looking back at it: the game-over card (the winner in their colour,
how the game ended, Play Again / New Game / Review, closed and brought back), the review
(the playback bar, ←/→, the move list, the table at each step, no hand shown) and watching a
computer game (its pace and Pause), through what a person clicks and types."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor

from tabletop_gui.model import GameModel
from tabletop_gui.view.main_window import MainWindow
from tests.sync_pool import HoldingPool, SynchronousPool


@pytest.fixture
def make(qtbot, tmp_path):
    made = []

    def make_(pool=None, **kwargs) -> MainWindow:
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        kwargs.setdefault("think_delay_ms", 0)
        model = GameModel(settings=settings, thread_pool=pool or SynchronousPool(),
                          autosave_path=str(tmp_path / f"autosave{len(made)}.json"), **kwargs)
        window = MainWindow(model)
        qtbot.addWidget(window)
        window.resize(1200, 760)
        window.show()
        qtbot.waitExposed(window)
        made.append(model)
        return window

    yield make_
    for model in made:
        model.shutdown()


def pylos_to_the_end(window, reason: str = "reserve") -> None:
    """Two people play random legal Pylos moves until a game ends by ``reason``."""
    m = window.model
    for seed in range(300):
        m.new_game("pylos", {"variant": "standard", "first": "light"}, ["human", "human"])
        rng = random.Random(seed)
        while not m.is_over():
            assert m.try_move(rng.choice(m.state.legal_moves()))
        if m.state.end_reason == reason:
            return
    raise AssertionError(f"no game ended by {reason}")


def pilus_to_the_end(window, players: int = 3) -> None:
    m = window.model
    m.new_game("pilus", {"players": players, "seed": 7, "first": 0,
                         "names": ["Ana", "Bo", "Cy", "Di"][:players]}, ["human"] * players)
    rng = random.Random(3)
    while not m.is_over():
        assert m.try_move(rng.choice(m.seat_view(m.seat_to_move()).legal_moves()))


def title_colour(card) -> str:
    """The background colour the title's style gives it."""
    qss = card.styleSheet()
    part = qss[qss.index("#gameOverTitle"):]
    return part[part.index("background:") + len("background:"):].split(";")[0].strip()


# ---- the card -------------------------------------------------------------------------------
def test_pylos_reserve_ending_card(make, qtbot):
    window = make()
    pylos_to_the_end(window, "reserve")
    m = window.model
    card = window.ending.card
    qtbot.waitUntil(card.isVisible)
    winner = m.state.result
    name = {"light": "Light", "dark": "Dark"}[winner]
    loser = {"light": "Dark", "dark": "Light"}[winner]
    assert card.title() == f"{name} wins"
    seat = m.spec.seat_names.index(winner)
    assert QColor(title_colour(card)) == m.spec.seat_colour(seat)
    assert f"{loser} has no sphere left to play." in card.detail()
    assert f"{loser}: 0 left in the reserve" in card.detail()
    assert card.detail_labels() and card.detail_labels()[0].isVisible()
    # the move that ended it stays traced on the table, not fading
    trace = window.controller.scene.trace
    assert trace.held and trace.place == m.moves[-1].dst
    assert not trace.animation.state() == trace.animation.State.Running


def test_pilus_final_scores_card(make, qtbot):
    window = make()
    pilus_to_the_end(window)
    m = window.model
    card = window.ending.card
    qtbot.waitUntil(card.isVisible)
    state = m.state
    winners = list(state.result)
    spec = m.spec.with_options(m.options)
    names = ["Ana", "Bo", "Cy"]
    if len(winners) == 1:
        assert card.title() == f"{names[winners[0]]} wins"
        assert QColor(title_colour(card)) == spec.seat_colour(winners[0])
    for p in range(3):
        assert f"{names[p]}: {state.scores[p]} point" in card.detail()
    assert "Every tile has been laid." in card.detail() or "nobody could lay" in card.detail()
    # why it ended first (the game's, above the scores), then the best score
    reason, first = card.detail().splitlines()[:2]
    assert reason in ("Every tile has been laid.", "Tiles were left, but nobody could lay one.")
    assert first.startswith(names[max(range(3), key=lambda p: state.scores[p])])
    # nothing of a hand on the panel
    assert window.controller.panel.hand.shown == []
    # the last tile and the winner's pawn stay outlined, not fading
    scene = window.controller.scene
    assert scene.recent_alpha == 1.0 and scene.fade.state() != scene.fade.State.Running
    if len(winners) == 1:
        assert scene.recent_pawn == tuple(state.pawn(winners[0]))
    # undo: the held outline goes with the ending; the position shown now has its own last
    # turn outlined, fading as after any turn (none after a pass)
    window.act_undo.trigger()
    assert not card.isVisible()
    last = m.moves[-1]
    if last.tile is None:
        assert scene.recent_alpha == 0.0 and not scene.recent.visible()
    else:
        assert scene.recent_tile[:2] == (last.x, last.y) and scene.recent.visible()
        assert scene.recent_pawn == (tuple(last.pawn) if last.pawn else None)
        assert scene.fade.state() == scene.fade.State.Running


def test_card_closes_and_comes_back(make, qtbot):
    window = make()
    pylos_to_the_end(window)
    card, button = window.ending.card, window.ending.result_button
    qtbot.waitUntil(card.isVisible)
    assert not button.isVisible()
    qtbot.keyClick(card, Qt.Key.Key_Escape)
    assert not card.isVisible() and button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert card.isVisible() and not button.isVisible()
    qtbot.mouseClick(card.close_button, Qt.MouseButton.LeftButton)
    assert not card.isVisible() and button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.keyClick(window.board, Qt.Key.Key_Escape)          # Esc on the table closes it too
    assert not card.isVisible() and button.isVisible()
    # undo: the game goes on, no card, no button, no held trace
    window.act_undo.trigger()
    assert not card.isVisible() and not button.isVisible()
    assert not window.controller.scene.trace.held


def test_play_again_keeps_game_options_and_seats(make, qtbot, monkeypatch):
    window = make()
    m = window.model
    m.new_game("pylos", {"variant": "children", "first": "dark"}, ["human", "human"])
    rng = random.Random(1)
    while not m.is_over():
        m.try_move(rng.choice(m.state.legal_moves()))
    m.set_seats(["human", "computer:easy"])
    asked = []
    monkeypatch.setattr(window, "ask_save_changes",
                        lambda action: asked.append(action) or "discard")
    card = window.ending.card
    qtbot.waitUntil(card.isVisible)
    qtbot.mouseClick(card.play_again_button, Qt.MouseButton.LeftButton)
    assert asked == []              # a finished game: its card offered Save… (#51)
    assert (m.game, m.options, m.seats) == ("pylos", {"variant": "children", "first": "dark"},
                                            ["human", "computer:easy"])
    assert m.moves == [] or m.seats[m.state_at(0).seat_to_move] != "human"
    assert not card.isVisible()


def test_play_again_deals_pilus_afresh(make, qtbot, monkeypatch):
    """The same players, names and colours, but a new deal: the same seed would deal every
    tile again in the same order, and each person would know what the others hold."""
    window = make()
    pilus_to_the_end(window, players=2)
    m = window.model
    before = dict(m.options)
    first_hands = [m.state_at(0).view(seat).hand for seat in range(2)]
    monkeypatch.setattr(window, "ask_save_changes", lambda action: "discard")
    qtbot.mouseClick(window.ending.card.play_again_button, Qt.MouseButton.LeftButton)
    assert m.moves == [] and m.seats == ["human", "human"]
    assert {k: v for k, v in m.options.items() if k != "seed"} == \
        {k: v for k, v in before.items() if k != "seed"}
    assert m.options["seed"] != before["seed"]
    assert [m.state.view(seat).hand for seat in range(2)] != first_hands


def test_play_again_asks_nothing_about_the_finished_game(make, qtbot, monkeypatch):
    """The card offered Save… beside Play Again (#51): no question stands between them."""
    window = make()
    pylos_to_the_end(window)
    asked = []
    monkeypatch.setattr(window, "ask_save_changes", lambda action: asked.append(action)
                        or "cancel")
    assert window.ending.card.save_button.isVisibleTo(window.ending.card)
    qtbot.mouseClick(window.ending.card.play_again_button, Qt.MouseButton.LeftButton)
    assert asked == [] and window.model.moves == [] and not window.model.is_over()


def test_new_game_opens_the_dialog(make, qtbot, monkeypatch):
    from tabletop_gui.view import dialogs

    window = make()
    pylos_to_the_end(window)
    monkeypatch.setattr(window, "ask_save_changes", lambda action: "discard")
    opened = []

    def exec_(dlg):
        opened.append(dlg.choices()["game"])
        return dialogs.NewGameDialog.DialogCode.Rejected

    monkeypatch.setattr(dialogs.NewGameDialog, "exec", exec_)
    qtbot.mouseClick(window.ending.card.new_game_button, Qt.MouseButton.LeftButton)
    assert opened == ["pylos"]


# ---- review ---------------------------------------------------------------------------------
def pylos_board(window) -> dict:
    return dict(window.controller.scene.board)


def test_review_from_the_card_steps_with_keys_and_the_list(make, qtbot):
    window = make()
    pylos_to_the_end(window)
    m = window.model
    n = len(m.moves)
    final = pylos_board(window)
    card, bar = window.ending.card, window.playback.bar
    qtbot.waitUntil(card.isVisible)
    qtbot.mouseClick(card.review_button, Qt.MouseButton.LeftButton)
    assert not card.isVisible() and bar.isVisible()
    assert m.review_ply == 0 and bar.position_text() == "Start of the game"
    assert pylos_board(window) == {}                     # the empty pyramid
    for _ in range(3):
        qtbot.keyClick(window.board, Qt.Key.Key_Right)
    assert m.review_ply == 3 and bar.position_text() == f"Position after move 3 of {n}"
    state = m.state_at(3)
    assert len(pylos_board(window)) == 30 - state.reserve("light") - state.reserve("dark")
    assert window.move_list.currentIndex().row() == 2
    qtbot.keyClick(window.board, Qt.Key.Key_Left)
    assert m.review_ply == 2 and window.move_list.currentIndex().row() == 1
    # a row of the move list
    index = m.move_list.index(9, 0)
    window.move_list.scrollTo(index)
    rect = window.move_list.visualRect(index)
    qtbot.mouseClick(window.move_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert m.review_ply == 10 and bar.position_text() == f"Position after move 10 of {n}"
    # the bar's buttons
    qtbot.mouseClick(bar.last_button, Qt.MouseButton.LeftButton)
    assert m.review_ply == n and not bar.next_button.isEnabled()
    qtbot.mouseClick(bar.first_button, Qt.MouseButton.LeftButton)
    assert m.review_ply == 0 and not bar.prev_button.isEnabled()
    # nobody moves; undo, hints and the Move field are off
    assert not window.board.input_enabled()
    assert not window.act_undo.isEnabled() and not window.act_hint.isEnabled()
    assert not window.notation.isEnabled()
    # Done: back to the end of the game, as it was
    assert bar.leave_button.text() == "Done"
    qtbot.mouseClick(bar.leave_button, Qt.MouseButton.LeftButton)
    assert not m.is_reviewing() and not bar.isVisible()
    assert len(m.moves) == n and pylos_board(window) == final
    # the move list, scrolled to the start by the review, shows the last move again
    lst = window.move_list
    last = lst.visualRect(m.move_list.index(n - 1, 0))
    assert lst.viewport().rect().contains(last.center())
    assert window.act_undo.isEnabled()
    assert window.ending.result_button.isVisible()
    assert window.controller.scene.trace.held        # the ending's mark is back


def test_review_shows_each_position_on_the_table(make, qtbot):
    window = make()
    pylos_to_the_end(window)
    m = window.model
    m.start_review(0)
    for ply in range(0, 8):
        m.review_to(ply)
        state = m.state_at(ply)
        shown = pylos_board(window)
        assert shown == {p: c for p, c in shown.items() if state.at(p) == c}
        assert len(shown) == 30 - state.reserve("light") - state.reserve("dark")


def test_review_of_a_loaded_file(make, qtbot, tmp_path):
    window = make()
    m = window.model
    m.new_game("pylos", {"variant": "standard", "first": "light"}, ["human", "human"])
    rng = random.Random(2)
    for _ in range(6):
        m.try_move(rng.choice(m.state.legal_moves()))
    path = str(tmp_path / "g.tabletop")
    m.save(path)
    other = make()
    assert other.open_path(path, ask=False)
    other.act_review.trigger()
    om, bar = other.model, other.playback.bar
    assert om.is_reviewing() and bar.isVisible() and om.review_ply == 0
    assert bar.leave_button.text() == "Back to the Game"
    # the bar says which move is on the table: no banner claims a turn nobody may play
    assert not other.banner.isVisible()
    qtbot.keyClick(other.board, Qt.Key.Key_End)
    assert om.review_ply == 6
    qtbot.keyClick(other.board, Qt.Key.Key_Home)
    assert om.review_ply == 0
    # saving during the review saves the whole game
    other.save_to(str(tmp_path / "again.tabletop"))
    third = make()
    assert third.open_path(str(tmp_path / "again.tabletop"), ask=False)
    assert len(third.model.moves) == 6
    qtbot.mouseClick(bar.leave_button, Qt.MouseButton.LeftButton)
    assert not om.is_reviewing() and len(om.moves) == 6
    assert other.banner.isVisible() and other.banner.who_label.text() == "Light"
    assert other.notation.isEnabled() and other.board.input_enabled()


def test_arrows_orbit_the_camera_outside_review(make, qtbot):
    window = make()
    m = window.model
    m.new_game("pylos", {"variant": "standard", "first": "light"}, ["human", "human"])
    m.try_move(m.state.legal_moves()[0])
    azimuth = window.board.opts["azimuth"]
    qtbot.keyClick(window.board, Qt.Key.Key_Right)
    assert window.board.opts["azimuth"] != azimuth
    assert not m.is_reviewing()


def test_no_hand_in_review(make, qtbot):
    window = make()
    m = window.model
    m.new_game("pilus", {"players": 2, "seed": 4, "first": 0, "names": ["Ana", "Bo"]},
               ["human", "human"])
    rng = random.Random(8)
    for _ in range(5):
        m.try_move(rng.choice(m.seat_view(m.seat_to_move()).legal_moves()))
    ctl = window.controller
    # hot seat: the mover sees the result with no hand, then passes the screen on; the next
    # person's hand stays hidden until they say they are ready
    assert window.privacy.isVisible() and not ctl.panel.hand.shown
    assert window.privacy.isVisible()
    window.privacy.ready.emit()
    assert ctl.panel.hand.shown                 # that person sees their own tiles
    window.act_review.trigger()
    assert m.is_reviewing()
    for ply in range(0, 6):
        m.review_to(ply)
        assert ctl.panel.hand.shown == [] and not window.privacy.isVisible()
        assert not any(b.isVisible() for b in ctl.panel.hand.buttons)
        window.refresh()                        # any redraw (the computer, a language)
        assert not window.notation.isEnabled()
    # each step outlines the turn stepped to, as when it was played
    m.review_to(3)
    move = m.moves[-1]
    assert getattr(move, "tile", None) is not None      # an early turn lays a tile
    assert ctl.scene.recent_tile[:2] == (move.x, move.y) and ctl.scene.recent_alpha > 0
    m.review_to(0)
    assert ctl.scene.recent_alpha == 0.0
    window.playback.leave()
    # back in the game: the screen asks again before any hand shows
    assert window.privacy.isVisible() and ctl.panel.hand.shown == []


# ---- watching -------------------------------------------------------------------------------
def test_watch_bar_pause_and_speed(make, qtbot):
    pool = HoldingPool()
    window = make(pool=pool, think_delay_ms=300)
    m = window.model
    m.new_game("pylos", {"variant": "standard", "first": "light"}, ["human", "human"])
    bar = window.playback.bar
    assert not bar.isVisible()
    pool.hold = True
    m.set_seats(["computer:easy", "computer:easy"])
    assert bar.isVisible() and bar.pause_button.isVisible() and bar.speed_box.isVisible()
    assert not bar.first_button.isVisible()
    assert bar.speed_box.currentData() == "normal" and m.computer.move_delay_ms == 1000
    # the speed: remembered, and the next move takes it
    bar.speed_box.setCurrentIndex(bar.speed_box.findData("slow"))
    bar.speed_box.activated.emit(bar.speed_box.currentIndex())
    assert m.watch_speed == "slow"
    assert m.settings.watch_speed() == "slow"
    # Pause: at once, the move thought about is dropped, and none is played (#51)
    qtbot.mouseClick(bar.pause_button, Qt.MouseButton.LeftButton)
    assert m.is_watch_paused() and "Play" in bar.pause_button.text()
    assert not m.is_thinking()
    pool.run_held()
    m.stop_thinking()                        # the pace's wait, cut short
    assert len(m.moves) == 0 and not m.is_thinking() and pool.held == []
    # Play: thinking again from the same position, at the new pace
    qtbot.mouseClick(bar.pause_button, Qt.MouseButton.LeftButton)
    assert not m.is_watch_paused() and m.is_thinking()
    assert m.computer.move_delay_ms == 2000
    pool.run_held()
    m.stop_thinking()
    assert len(m.moves) == 1


def test_play_goes_on_after_undo_in_a_watched_game(make, qtbot):
    pool = HoldingPool()
    window = make(pool=pool)
    m = window.model
    m.new_game("pylos", {"variant": "standard", "first": "light"}, ["human", "human"])
    for _ in range(3):
        m.try_move(m.state.legal_moves()[0])
    pool.hold = True
    m.set_seats(["computer:easy", "computer:easy"])
    bar = window.playback.bar
    assert "Pause" in bar.pause_button.text()
    window.act_undo.trigger()                 # the computer waits after undo: the bar says so
    assert not m.is_thinking() and "Play" in bar.pause_button.text()
    qtbot.mouseClick(bar.pause_button, Qt.MouseButton.LeftButton)
    assert m.is_thinking() and "Pause" in bar.pause_button.text()
    pool.run_held()
    assert len(m.moves) == 3


def test_a_person_seat_shows_no_watch_bar(make):
    window = make()
    m = window.model
    m.new_game("pylos", {"variant": "standard", "first": "light"}, ["human", "computer:easy"])
    assert not window.playback.bar.isVisible()


# ---- language -------------------------------------------------------------------------------
@pytest.mark.slow
def test_language_switch_retranslates_the_card_and_the_bar(make, qtbot, monkeypatch):
    from tests.i18n.conftest import switch

    window = make()
    pylos_to_the_end(window)
    card = window.ending.card
    qtbot.waitUntil(card.isVisible)
    switch(qtbot, window, "es")
    winner = window.model.state.result
    assert card.title() == f"Ganan {'Claras' if winner == 'light' else 'Oscuras'}"
    loser = "Oscuras" if winner == "light" else "Claras"
    assert loser in card.detail()
    # the card's and the bar's own strings follow the language, shown or hidden
    qtbot.mouseClick(card.review_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.playback.bar.leave_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.ending.result_button, Qt.MouseButton.LeftButton)
    switch(qtbot, window, "ro")
    assert card.play_again_button.text() == "Joacă din nou"
    assert card.caption.text() == "Partida s-a terminat"
    qtbot.mouseClick(card.review_button, Qt.MouseButton.LeftButton)
    bar = window.playback.bar
    switch(qtbot, window, "cs")
    assert bar.position_text() == "Začátek hry"
    assert bar.leave_button.text() == "Hotovo"
    switch(qtbot, window, "en")
    assert bar.leave_button.text() == "Done"


def test_quit_while_reviewing_a_finished_game_asks_nothing(make, qtbot):
    """Reviewed at a position where the game was still on, it is still a finished game: its
    card offered Save… (#51), so quitting asks nothing."""
    window = make()
    pylos_to_the_end(window)
    window.model.start_review(3)
    window.act_quit.trigger()
    assert window.close_box is None and not window.isVisible()


def test_a_finished_game_opened_from_a_file(make, qtbot, tmp_path):
    window = make()
    pylos_to_the_end(window)
    path = str(tmp_path / "over.tabletop")
    window.model.save(path)
    other = make()
    assert other.open_path(path, ask=False)
    ending = other.ending
    assert not ending.card.isVisible() and ending.result_button.isVisible()
    assert other.controller.scene.trace.held
    qtbot.mouseClick(ending.result_button, Qt.MouseButton.LeftButton)
    assert ending.card.isVisible() and "wins" in ending.card.title()


def test_pylos_top_and_draw_texts(make, monkeypatch):
    """The card's words for the endings random games seldom reach: the top placed, a
    repetition."""
    from tabletop_gui.rules import pylos

    window = make()
    window.model.new_game("pylos", {"variant": "standard", "first": "light"}, ["human", "human"])
    ctl = window.controller
    places = [p for p in pylos.PLACES if p != "4a1"]
    light = places[0::2][:14]
    dark = [p for p in places if p not in light]
    state = pylos.position(light=light, dark=dark, to_move="light").play("4a1")
    assert state.end_reason == "top"
    monkeypatch.setattr(window.model, "final_state", lambda: state)
    summary = ctl.ending_summary()
    assert summary.title == "Light wins"
    assert summary.colour == window.model.spec.seat_colour(0).name()
    assert ("Light crowned the pyramid with the last sphere.",
            summary.colour) in summary.lines

    class Drawn:
        result = "draw"
        end_reason = "repetition"

        @staticmethod
        def reserve(colour):
            return 3

    monkeypatch.setattr(window.model, "final_state", lambda: Drawn())
    summary = ctl.ending_summary()
    assert summary.title == "Draw" and summary.colour is None
    assert summary.lines[0] == ("The same position occurred three times.", None)


def test_home_and_end_step_the_review_not_the_camera(make, qtbot):
    """Home is also the View menu's Reset Camera (a window shortcut): while reviewing, on the
    table, it goes to the start of the game and leaves the camera where it is."""
    window = make()
    m = window.model
    board = window.board
    m.new_game("pylos", {"variant": "standard", "first": "light"}, ["human", "human"])
    for _ in range(6):
        m.try_move(m.state.legal_moves()[0])
    window.activateWindow()
    qtbot.waitActive(window)
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_Right)          # the camera turned by hand
    assert board.framing is None
    window.act_review.trigger()
    m.review_to(4)
    qtbot.keyClick(board, Qt.Key.Key_Home)
    assert m.review_ply == 0 and board.framing is None
    qtbot.keyClick(board, Qt.Key.Key_End)
    assert m.review_ply == 6
    window.playback.leave()
    qtbot.keyClick(board, Qt.Key.Key_Home)           # outside the review: the camera's again
    assert board.framing == "default"


def test_the_status_line_says_what_a_review_or_a_waiting_computer_shows(make, qtbot):
    """Looking back at a game against the computer, nobody is thinking: the status line says
    which move is on the table, not that the computer thinks; a paused computer-only game
    says the computer waits."""
    from tests.model.conftest import ManualPool

    pool = ManualPool()
    window = make(pool=pool)
    m = window.model
    m.new_game("pylos", {"variant": "standard", "first": "light"}, ["human", "computer:easy"])
    assert m.try_move("1a1")
    assert m.is_thinking() and "thinking" in window.status_label.text()
    pool.run_all()
    qtbot.waitUntil(lambda: len(m.moves) == 2)
    assert m.try_move(m.state.legal_moves()[0])     # whatever the computer took
    m.start_review(1)                          # Dark, the computer, to move in that position
    assert m.is_computer_turn() and not m.is_thinking()
    assert window.status_label.text() == "Position after move 1 of 3"
    m.review_step(-1)
    assert window.status_label.text() == "Start of the game"
    m.stop_review()
    assert "thinking" in window.status_label.text()
    pool.run_all()
    qtbot.waitUntil(lambda: len(m.moves) == 4)
    m.set_watch_paused(True)
    m.set_seats(["computer:easy", "computer:easy"])
    qtbot.waitUntil(lambda: not m.is_thinking())
    assert "thinking" not in window.status_label.text()


@pytest.mark.parametrize("game", ["pylos", "pilus"])
def test_the_status_line_at_the_end_does_not_send_the_player_to_the_menu(make, qtbot, game):
    """The card over the table offers Play Again, New Game and Review: the status line says
    the game is over and who won, not "start a new game from the Game menu"."""
    window = make()
    if game == "pylos":
        pylos_to_the_end(window, "reserve")
    else:
        pilus_to_the_end(window)
    qtbot.waitUntil(window.ending.card.isVisible)
    status = window.status_label.text()
    assert "The game is over." in status
    assert "Game menu" not in status
