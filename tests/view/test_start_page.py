"""The start page inside the main window (#14): one click plays against the computer, two
people, More options opens New Game on that game, the rules; the unfinished games to resume
or discard (asked first); the recent saved games; pictures that show no hidden hand; the
language; the computer waits while the page covers the table."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer
from PySide6.QtWidgets import QLabel, QMessageBox

from tabletop_gui.app.registry import GAMES
from tabletop_gui.model.games import game_names, game_spec
from tabletop_gui.model.seats import seat_is_computer, seat_level
from tabletop_gui.view.games import controller_for

PYLOS = {"variant": "standard", "first": "light"}


def click(qtbot, button):
    assert button.isVisible() and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def moves(n):
    return QCoreApplication.translate("ContinueCard", "%n move(s)", "", n)


def page_of(window):
    window.show_start_page()
    assert window.start_page_shown()
    return window.start_page


def answer_box(page, which):
    """Click ``which`` (a standard button) on the Discard question once it shows."""
    seen = {}

    def answer():
        box = page.discard_box
        assert box is not None and box.isVisible()
        seen["text"] = box.text() + "\n" + box.informativeText()
        box.button(which).click()

    QTimer.singleShot(50, answer)
    return seen


def earlier_run(open_window, moves, save_after=None, tmp_path=None):
    """A run that leaves an unfinished Pylos game (saved to a file after ``save_after``
    moves, when given) and ends."""
    window = open_window()
    model = window.model
    model.new_game("pylos", PYLOS, ["human", "human"])
    for i, move in enumerate(moves):
        if save_after is not None and i == save_after:
            model.save(str(tmp_path / "evening.json"))
        assert model.try_move(move)
    model.shutdown()
    window.close()
    return window


@pytest.mark.parametrize("game", GAMES)
def test_one_click_plays_against_the_computer(qtbot, open_window, game):
    window = open_window()
    page = page_of(window)
    assert page.play_buttons[game].text() == "Play against the computer"
    assert page.opponent_labels[game].text() == "Computer — Medium"
    click(qtbot, page.play_buttons[game])
    model = window.model
    assert not window.start_page_shown() and window.board.isVisible()
    assert model.game == game and model.moves == []
    assert model.options == {**model.options, **{k: v for k, v in game_spec(game)
                                                 .normalize_options(None).items()
                                                 if k != "seed"}}
    assert model.seats[0] == "human" and model.seat_to_move() == 0   # the person moves first
    others = model.seats[1:]
    assert others and all(seat_is_computer(s) and seat_level(s) == "medium" for s in others)


def test_the_one_click_games_are_light_in_pylos_and_two_players_in_pilus(qtbot, open_window):
    window = open_window()
    click(qtbot, page_of(window).play_buttons["pylos"])
    assert window.model.options["first"] == "light" and window.model.seats[0] == "human"
    click(qtbot, page_of(window).play_buttons["pilus"])
    assert window.model.options["players"] == 2 and window.model.options["first"] == 0
    assert window.model.seats == ["human", "computer:medium"]


def test_play_has_the_focus_and_enter_starts(qtbot, open_window):
    window = open_window()
    page = page_of(window)
    first = game_names()[0]
    assert window.focusWidget() is page.play_buttons[first]
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Return)
    assert not window.start_page_shown() and window.model.game == first
    assert any(seat_is_computer(s) for s in window.model.seats)


def test_tab_walks_the_cards(qtbot, open_window):
    window = open_window()
    page = page_of(window)
    first, second = game_names()[:2]
    assert window.focusWidget() is page.play_buttons[first]
    order = [page.two_people_buttons[first], page.options_buttons[first],
             page.rules_buttons[first], page.learn_buttons[first], page.play_buttons[second]]
    for expected in order:
        qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Tab)
        assert window.focusWidget() is expected


@pytest.mark.parametrize("game", GAMES)
def test_two_people(qtbot, open_window, game):
    window = open_window()
    click(qtbot, page_of(window).two_people_buttons[game])
    assert window.model.game == game and window.model.seats == ["human"] * len(
        window.model.seats)
    assert not window.start_page_shown()


def test_two_people_at_pilus_give_the_keyboard_to_the_hand_over_card(qtbot, open_window):
    """The first hand-over card of a game begun from the start page says "or press Enter":
    the keyboard is the card's, not the table's behind it (the table took it as it showed)."""
    window = open_window()
    click(qtbot, page_of(window).two_people_buttons["pilus"])
    QCoreApplication.processEvents()
    assert window.privacy.isVisible()
    assert window.focusWidget() is window.privacy


@pytest.mark.parametrize("accept", [False, True])
def test_more_options_opens_new_game_on_that_game(qtbot, open_window, monkeypatch, accept):
    from tabletop_gui.view import dialogs

    window = open_window()
    page = page_of(window)
    shown = []

    def exec_(dlg):
        shown.append(dlg.page().game)
        return dlg.DialogCode.Accepted if accept else dlg.DialogCode.Rejected

    monkeypatch.setattr(dialogs.NewGameDialog, "exec", exec_)
    game = game_names()[1]
    click(qtbot, page.options_buttons[game])
    assert shown == [game]
    if accept:
        assert window.model.game == game and not window.start_page_shown()
    else:
        assert window.start_page_shown()


def test_rules_open_beside_the_page(qtbot, open_window):
    window = open_window()
    page = page_of(window)
    game = game_names()[1]
    click(qtbot, page.rules_buttons[game])
    dlg = page.rules_dialog
    assert dlg is not None and dlg.isVisible() and dlg.game == game
    dlg.close()
    assert window.start_page_shown()


@pytest.mark.slow
def test_resume_an_unfinished_game_of_an_earlier_run(qtbot, open_window, tmp_path):
    earlier_run(open_window, ["1b2", "1c3", "1a1"], save_after=1, tmp_path=tmp_path)
    window = open_window()
    page = page_of(window)
    (card,) = page.continue_cards
    # its game, its file, its move count, whose turn (the old resume question's facts too)
    assert "Pylos" in card.title.text() and "evening.json" in card.title.text()
    assert moves(3) in card.moves.text()
    assert "Dark to move" in card.turn.text()
    # the pictures follow the page's first paint
    qtbot.waitUntil(lambda: not page.pictures_pending())
    assert not card.findChild(QLabel, "picture").pixmap().isNull()
    click(qtbot, card.resume_button)
    assert not window.start_page_shown()
    assert [str(m) for m in window.model.moves] == ["1b2", "1c3", "1a1"]
    assert window.model.file_path == str(tmp_path / "evening.json")


def test_discard_asks_first_and_cancel_keeps_the_game(qtbot, open_window, tmp_path):
    earlier_run(open_window, ["1b2", "1c3"])
    window = open_window()
    page = page_of(window)
    (card,) = page.continue_cards
    slot = card.offer.slot
    seen = answer_box(page, QMessageBox.StandardButton.Cancel)
    click(qtbot, card.discard_button)
    assert "Throw this game away?" in seen["text"]
    assert QCoreApplication.translate(
        "StartPage", "%1, %n move(s) played. It cannot be brought back.", "", 2).replace(
        "%1", "Pylos") in seen["text"]
    assert os.path.exists(slot) and len(page.continue_cards) == 1
    # kept for later: offered again at the next showing of the page
    window.show_table()
    page = page_of(window)
    (card,) = page.continue_cards
    answer_box(page, QMessageBox.StandardButton.Discard)
    click(qtbot, card.discard_button)
    assert not os.path.exists(slot) and page.continue_cards == []


def test_the_game_left_on_the_table_is_offered_and_comes_back(qtbot, open_window):
    window = open_window()
    window.model.new_game("pylos", PYLOS, ["human", "human"])
    window.model.try_move("1a1")
    window.act_start_page.trigger()
    page = window.start_page
    assert window.start_page_shown()
    (card,) = page.continue_cards
    assert card.offer.slot is None and "On the table" in card.moves.text()
    click(qtbot, card.resume_button)
    assert not window.start_page_shown() and [str(m) for m in window.model.moves] == ["1a1"]


def test_starting_over_a_changed_game_asks_to_save_it(qtbot, open_window, monkeypatch):
    window = open_window()
    window.model.new_game("pylos", PYLOS, ["human", "human"])
    window.model.try_move("1a1")
    asked = []
    monkeypatch.setattr(window, "ask_save_changes", lambda action: asked.append(action)
                        or "cancel")
    page = page_of(window)
    click(qtbot, page.play_buttons["pilus"])
    assert asked == ["new"] and window.start_page_shown()
    assert window.model.game == "pylos" and len(window.model.moves) == 1


def test_recent_games_open_and_a_missing_one_says_so(qtbot, open_window, tmp_path, monkeypatch):
    window = open_window()
    model = window.model
    model.new_game("pylos", PYLOS, ["human", "human"])
    model.try_move("1a1")
    first = str(tmp_path / "first.json")
    gone = str(tmp_path / "gone.json")
    assert window.save_to(first) and window.save_to(gone)
    os.remove(gone)
    model.new_game("pylos", PYLOS, ["human", "human"])
    page = page_of(window)
    rows = page.recent_rows
    assert [r.path for r in rows] == [gone, first]          # newest first
    assert rows[0].missing and rows[0].status.text() == "missing"
    assert not rows[1].missing and rows[1].status.text() == ""
    said = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: said.append(box.text()))
    click(qtbot, rows[0].open_button)
    assert said and "gone.json" in said[0] and window.start_page_shown()
    assert model.moves == []                                  # nothing changed
    click(qtbot, page.recent_rows[0].remove_button)            # off the list, not the disk
    assert [r.path for r in page.recent_rows] == [first]
    click(qtbot, page.recent_rows[0].open_button)
    assert not window.start_page_shown() and model.file_path == first
    assert [str(m) for m in model.moves] == ["1a1"] and os.path.exists(first)


def test_the_picture_of_a_pilus_game_shows_no_hand(qtbot, open_window):
    from tabletop_gui.rules import pilus

    tiles = [("BYGN", 0, 0), ("NBYG", 2, 0), ("YGNB", 1, 1)]
    one = pilus.position(players=2, tiles=tiles, pawns={0: (1, 1)},
                         hands=[["BYGN", "BYNG"], ["BGYN"]])
    other = pilus.position(players=2, tiles=tiles, pawns={0: (1, 1)},
                           hands=[["BNGY", "BNYG", "BGNY"], ["BYNG", "BYGN"]])
    picture = controller_for("pilus").position_picture
    size = QSize(120, 120)
    assert picture(one, size).toImage() == picture(other, size).toImage()
    # and the picture does show the table: another tile changes it
    more = pilus.position(players=2, tiles=[*tiles, ("BGYN", -2, 0)], pawns={0: (1, 1)})
    assert picture(more, size).toImage() != picture(one, size).toImage()


def test_the_card_of_a_hot_seat_pilus_game_draws_the_public_position(qtbot, open_window):
    window = open_window()
    model = window.model
    model.new_game("pilus", {"players": 2, "seed": 5}, ["human", "human"])
    assert model.try_move(model.state.legal_moves()[0])
    page = page_of(window)
    (card,) = page.continue_cards
    qtbot.waitUntil(lambda: not page.pictures_pending())
    size = card.findChild(QLabel, "picture").size()
    shown = card.findChild(QLabel, "picture").pixmap().toImage()
    for seat in (0, 1):            # what either player may see gives the same picture
        view = model.spec.player_view(model.state, seat)
        assert controller_for("pilus").position_picture(view, size, model.options
                                                        ).toImage() == shown


def test_language_switch_retranslates_the_page(qtbot, open_window, tmp_path):
    earlier_run(open_window, ["1b2"])
    window = open_window()
    page = page_of(window)
    old_button = page.play_buttons["pylos"]
    window.set_language("es")
    try:
        qtbot.waitUntil(lambda: page.play_buttons["pylos"] is not old_button)   # in Spanish
        light = QCoreApplication.translate("Pylos", "Dark")
        assert light != "Dark"
        assert light in page.continue_cards[0].turn.text()
        assert page.opponent_labels["pylos"].text() == QCoreApplication.translate(
            "Dialogs", "Computer — Medium") != "Computer — Medium"
    finally:
        window.set_language("en")
    qtbot.waitUntil(lambda: "Dark to move" in page.continue_cards[0].turn.text())
    assert "Dark to move" in page.continue_cards[0].turn.text()


def test_the_computer_does_not_move_while_the_page_shows(qtbot, open_window):
    window = open_window(think_delay_ms=300)
    model = window.model
    model.new_game("pylos", PYLOS, ["human", "computer:beginner"])
    assert model.try_move("1a1")             # the computer's answer waits for its delay
    window.show_start_page()
    # held: no move of the computer's can come while the page shows
    assert model.computer.paused and model.computer.holds_no_move()
    assert len(model.moves) == 1
    assert not window.act_undo.isEnabled() and not window.act_hint.isEnabled()
    assert not window.act_reset_camera.isEnabled()
    window.show_table()
    qtbot.waitUntil(lambda: len(model.moves) == 2, timeout=5000)
    assert window.act_undo.isEnabled() and window.act_reset_camera.isEnabled()


def test_the_page_loads_no_3d_table():
    """Issue #15 paints the start page before the 3D table is imported: the page's module and
    what it imports load neither pyqtgraph, OpenGL nor numpy."""
    import subprocess
    import sys

    code = ("import sys, tabletop_gui.view.start_page, tabletop_gui.view.games.picture\n"
            "print([m for m in ('pyqtgraph', 'OpenGL', 'numpy') if m in sys.modules])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


def test_the_pictures_use_the_tables_colours():
    """The pictures repeat the 3D scenes' colours (whose modules load OpenGL): kept equal."""
    from tabletop_gui.view.games.pilus import picture as pilus_picture
    from tabletop_gui.view.games.pilus import scene as pilus_scene
    from tabletop_gui.view.games.pylos import picture as pylos_picture
    from tabletop_gui.view.games.pylos import scene as pylos_scene

    assert pilus_picture.TILE_COLOURS == pilus_scene.PALETTES["safe"]
    assert pylos_picture.WOOD == pytest.approx(tuple(pylos_scene.WOOD))
    assert pylos_picture.HOLLOW_CENTRE == pytest.approx(tuple(pylos_scene.HOLLOW_CENTRE))
    for colour, rgb in pylos_picture.SPHERE_COLOURS.items():
        assert rgb == pytest.approx(pylos_scene.SPHERE_COLOURS[colour][:3])


def test_a_game_without_a_picture_gets_a_plain_card(qtbot):
    from tabletop_gui.view.games.base import GameController

    class Bare(GameController):
        game = "pylos"

    pixmap = Bare.position_picture(None, QSize(80, 60))
    assert pixmap.deviceIndependentSize().toSize() == QSize(80, 60) and not pixmap.isNull()


def test_new_and_open_from_the_menu_leave_the_start_page(qtbot, open_window, tmp_path,
                                                         monkeypatch):
    from tabletop_gui.view import dialogs

    window = open_window()
    model = window.model
    model.new_game("pylos", PYLOS, ["human", "human"])
    model.try_move("1a1")
    path = str(tmp_path / "g.json")
    window.save_to(path)
    page_of(window)
    monkeypatch.setattr(dialogs.NewGameDialog, "exec", lambda dlg: dlg.DialogCode.Accepted)
    window.act_new.trigger()
    assert not window.start_page_shown() and model.moves == []
    page_of(window)
    assert window.open_path(path)                # Game > Open, or a double-click meanwhile
    assert not window.start_page_shown() and [str(m) for m in model.moves] == ["1a1"]


def test_a_finished_game_is_not_one_to_continue(qtbot, open_window, monkeypatch):
    """A finished game was listed under Continue ("Show"): there is nothing to continue. The
    next game asks nothing about it (#51): its end card offered Save…"""
    window = open_window()
    model = window.model
    model.new_game("pylos", PYLOS, ["human", "human"])
    while not model.is_over():
        assert model.try_move(model.state.legal_moves()[0])
    window.ending.card.dismiss()
    page = page_of(window)
    assert page.continue_cards == []
    asked = []
    monkeypatch.setattr(window, "ask_save_changes", lambda action: asked.append(action)
                        or "cancel")
    click(qtbot, page.play_buttons["pylos"])
    assert asked == [] and not model.is_over() and not window.start_page_shown()


def test_a_long_file_name_does_not_widen_the_page(qtbot, open_window, tmp_path):
    window = open_window(size=(1024, 700))
    model = window.model
    model.new_game("pylos", PYLOS, ["human", "human"])
    model.try_move("1a1")
    name = "a very long name for a saved game of an evening with the family " * 3 + ".json"
    assert window.save_to(str(tmp_path / name))
    page = page_of(window)
    qtbot.waitUntil(lambda: page.continue_cards[0].isVisible())
    viewport = page.scroller.viewport().width()
    assert page.scroller.widget().width() <= viewport
    (card,) = page.continue_cards
    assert name in card.title.text() and card.geometry().right() <= viewport
    assert page.recent_rows[0].open_button.width() < viewport


def test_discarding_the_tables_game_keeps_the_computer_waiting(qtbot, open_window):
    window = open_window(think_delay_ms=300)          # the computer's moves take a while
    model = window.model
    model.new_game("pylos", PYLOS, ["computer:beginner", "human"])   # the last choices
    qtbot.waitUntil(lambda: len(model.moves) == 1)    # the computer (Light) moved
    page = page_of(window)
    (card,) = page.continue_cards
    answer_box(page, QMessageBox.StandardButton.Discard)
    click(qtbot, card.discard_button)
    # a fresh game, still waiting: no move of the computer's can come while the page shows
    assert page.continue_cards == [] and model.moves == []
    assert model.seats == ["computer:beginner", "human"]
    assert model.computer.paused and model.computer.holds_no_move()
    window.show_table()
    qtbot.waitUntil(lambda: len(model.moves) == 1)


def test_coming_back_to_a_hot_seat_pilus_game_asks_who_is_there(qtbot, open_window):
    """Bob looked at his tiles, went to the start page and left; whoever resumes the game
    sees the privacy screen first, not Bob's hand."""
    window = open_window()
    model = window.model
    model.new_game("pilus", {"players": 2, "seed": 5}, ["human", "human"])
    click(qtbot, window.privacy.button)                    # Ann: show my tiles
    assert model.try_move(model.state.legal_moves()[0])
    assert window.privacy.isVisible()
    click(qtbot, window.privacy.button)                    # Bob: show my tiles
    assert not window.privacy.isVisible()
    page = page_of(window)
    assert not window.privacy.isVisible()                  # the page is not covered
    (card,) = page.continue_cards
    click(qtbot, card.resume_button)
    assert not window.start_page_shown()
    assert window.privacy.isVisible()                      # who is there now?


def test_the_pictures_follow_the_first_paint_then_come_with_the_page(qtbot, open_window,
                                                                    tmp_path):
    """The first fill leaves the pictures for after the page's first paint (the window shows
    sooner); once painted, every fill draws them at once (no blank picture on a return to the
    page or a language switch)."""
    earlier_run(open_window, ["1b2"], tmp_path=tmp_path)
    window = open_window()
    page = window.start_page
    assert not page.painted
    window.show_start_page()
    labels = page.pictures()
    assert len(labels) == len(page.play_buttons) + len(page.continue_cards) >= 3
    assert all(label.pixmap().isNull() for label in labels)
    qtbot.waitUntil(lambda: page.painted and not page.pictures_pending())
    assert all(not label.pixmap().isNull() for label in page.pictures())
    window.set_language("es")
    try:
        qtbot.waitUntil(lambda: page.play_buttons["pylos"].text() != "Play against the computer")
        assert not page.pictures_pending()
        assert all(not label.pixmap().isNull() for label in page.pictures())
    finally:
        window.set_language("en")


def test_the_apps_first_paint_shows_the_games_then_what_can_be_continued(qtbot, open_window,
                                                                         tmp_path):
    """The app's window (made without its table) paints the games first; the unfinished and
    the recent games follow that first paint, with every picture."""
    from PySide6.QtCore import QSettings

    from tabletop_gui.model import GameModel
    from tabletop_gui.view.main_window import MainWindow
    from tests.sync_pool import SynchronousPool

    earlier_run(open_window, ["1b2", "1c3"], save_after=1, tmp_path=tmp_path)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    model = GameModel(settings=settings, thread_pool=SynchronousPool(),
                      autosave_path=str(tmp_path / "autosave.json"), think_delay_ms=0)
    window = MainWindow(model, table=False)
    qtbot.addWidget(window)
    window.show_start_page()
    page = window.start_page
    assert page.sections_pending and page.continue_cards == [] and page.recent_rows == []
    assert set(page.play_buttons) == {"pylos", "pilus"}
    window.resize(1200, 760)
    window.show()
    qtbot.waitUntil(lambda: page.painted and not page.sections_pending
                    and not page.pictures_pending())
    (card,) = page.continue_cards
    assert "evening.json" in card.title.text()
    assert [row.path for row in page.recent_rows] == [str(tmp_path / "evening.json")]
    assert all(not label.pixmap().isNull() for label in page.pictures())
    # later fills (a language switch, coming back to the page) show everything at once
    page.fill()
    assert not page.sections_pending and len(page.continue_cards) == 1
    model.shutdown()


def test_what_the_window_says_on_the_start_page_is_seen(qtbot, open_window, tmp_path):
    """The start page has no status bar, yet what the window says there is seen: Game > Save
    on the start page says "Saved to …" (the bar comes for the message and goes with it)."""
    from PySide6.QtWidgets import QStatusBar

    window = open_window()
    model = window.model
    model.new_game("pylos", PYLOS, ["human", "human"])
    assert model.try_move("1b2")
    path = str(tmp_path / "evening.json")
    model.save(path)
    assert model.try_move("1c3")
    page_of(window)
    bar = window.findChild(QStatusBar)
    assert bar is not None and not bar.isVisible()          # the page has none
    window.act_save.trigger()
    assert window.statusBar().currentMessage() == f"Saved to {path}"
    qtbot.waitUntil(lambda: bar.isVisible())                # ... and it is seen
    bar.clearMessage()                                      # (its time is up)
    qtbot.waitUntil(lambda: not bar.isVisible())
    assert window.start_page_shown()


def test_a_message_on_the_apps_start_page_brings_no_empty_status_bar(qtbot, tmp_path):
    """The app's window (its status bar made on first use) says on the start page that there
    is no move to review yet (Game > Review Game): the bar shows the sentence, then goes; the
    page keeps no empty status bar."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QStatusBar

    from tabletop_gui.model import GameModel
    from tabletop_gui.view.main_window import MainWindow
    from tests.sync_pool import SynchronousPool

    model = GameModel(settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                      thread_pool=SynchronousPool(), autosave_path=str(tmp_path / "a.json"))
    window = MainWindow(model, table=False)
    qtbot.addWidget(window)
    window.show_start_page()
    window.resize(1200, 760)
    window.show()
    qtbot.waitUntil(lambda: window.start_page.painted)
    window.act_review.trigger()
    bar = window.findChild(QStatusBar)
    assert bar is not None and bar.currentMessage() == "No move to review yet."
    qtbot.waitUntil(lambda: bar.isVisible())
    bar.clearMessage()
    qtbot.waitUntil(lambda: not bar.isVisible())
    qtbot.wait(50)                                          # (nothing shows it again)
    assert not bar.isVisible() and window.start_page_shown()
    model.shutdown()


def test_review_game_on_the_start_page_shows_the_review_on_the_table(qtbot, open_window):
    """Game > Review Game chosen on the start page, with a game of some moves behind it: the
    table comes back with the review on it (before, the review began behind the page, where
    nothing of it could be seen)."""
    window = open_window()
    model = window.model
    model.new_game("pylos", PYLOS, ["human", "human"])
    assert model.try_move("1b2") and model.try_move("1c3")
    page_of(window)
    window.act_review.trigger()
    assert not window.start_page_shown()
    assert model.is_reviewing() and model.review_ply == 0
    qtbot.waitUntil(lambda: window.playback.bar.isVisible() and window.playback.bar.mode == "review")


@pytest.mark.parametrize("before", ["nothing", "two people"])
def test_more_options_starts_with_what_the_card_shows(qtbot, open_window, monkeypatch, before):
    """Pylos's card says "Computer — Medium", and More options opened New Game with two
    people in the seats."""
    from tabletop_gui.view import dialogs

    window = open_window()
    page = page_of(window)
    if before == "two people":              # the last choices: Pylos, two people
        click(qtbot, page.two_people_buttons["pylos"])
        page = page_of(window)
    shown = []

    def exec_(dlg):
        shown.append((dlg.page().game, dlg.page().seat_kinds()))
        return dlg.DialogCode.Rejected

    monkeypatch.setattr(dialogs.NewGameDialog, "exec", exec_)
    assert page.opponent_labels["pylos"].text() == "Computer — Medium"
    click(qtbot, page.options_buttons["pylos"])
    assert shown == [("pylos", ["human", "computer:medium"])]


def test_continue_cards_say_who_plays_and_when(qtbot, open_window):
    """Two cards of one game looked the same: each says who plays and when it was last
    played."""
    from tests.scripted_bots import FirstMoveBot

    window = open_window(bot_factory=lambda g, seat: FirstMoveBot(seat))
    window.model.new_game("pylos", PYLOS, ["human", "computer:medium"])
    assert window.model.try_move("1b2")
    window.model.shutdown()
    window.close()
    earlier_run(open_window, ["1b2", "1c3", "1a1"])
    window = open_window()
    page = page_of(window)
    cards = {card.offer.moves: card for card in page.continue_cards}
    assert sorted(cards) == [2, 3]
    yesterday = __import__("time").time() - 24 * 3600
    os.utime(cards[2].offer.slot, (yesterday, yesterday))
    page.fill()
    cards = {card.offer.moves: card for card in page.continue_cards}
    against, together = cards[2].players.text(), cards[3].players.text()
    assert against.startswith("You vs Computer — Medium · yesterday ")
    assert together.startswith("Two people · today ")
    assert against != together


def test_when_a_game_was_played_is_said_in_words():
    from PySide6.QtCore import QDateTime, QTime

    from tabletop_gui.view.start_cards import played_text

    now = QDateTime.currentDateTime()
    now.setTime(QTime(15, 0))
    at = now.toSecsSinceEpoch()
    assert played_text(None) == ""
    assert played_text(at - 3600, at).startswith("today ")
    assert played_text(at - 24 * 3600, at).startswith("yesterday ")
    older = played_text(at - 5 * 24 * 3600, at)
    assert older and not older.startswith(("today", "yesterday"))


def test_a_continue_cards_title_names_its_game_once(qapp):
    from tabletop_gui.view.start_cards import card_title

    assert card_title("Pylos", None) == "Pylos"
    assert card_title("Pylos", "/home/ana/evening.json") == "Pylos — evening.json"
    # the name Save suggests begins with the game's: said once, not "Pylos — Pylos 2026-…"
    assert (card_title("Pylos", "/home/ana/Pylos 2026-12-03 11-18.tabletop")
            == "Pylos 2026-12-03 11-18.tabletop")
    assert card_title("PILUS", "/x/pilus club.tabletop") == "pilus club.tabletop"
