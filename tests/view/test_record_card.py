"""The record on the start page's game cards (#53): the words per level, the offer to move up
after a run of wins (one click starts the next level), Reset asks first and clears; the record
survives a restart and a finished game against the computer joins it."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QMessageBox

from tabletop_gui.model.record import LOSS, WIN


def click(qtbot, button):
    assert button.isVisible() and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def box_of(page, game):
    boxes = [b for b in page.record_boxes if b.game == game]
    return boxes[0] if boxes else None


def page_of(window):
    window.show_start_page()
    window.start_page.fill()
    return window.start_page


def test_no_record_no_box(qtbot, open_window):
    page = page_of(open_window())
    assert page.record_boxes == []


def test_the_card_says_the_record_and_it_survives_a_restart(qtbot, open_window):
    window = open_window()
    record = window.model.play_record
    for result in (WIN, WIN, LOSS):
        record.add("pylos", "medium", 0, result)
    record.add("pylos", "easy", 1, WIN)
    window.model.shutdown()
    window.close()
    page = page_of(open_window())           # a new model and window, the same settings
    box = box_of(page, "pylos")
    assert [line.text() for line in box.lines] == ["vs Easy: 1 won, 0 lost",
                                                   "vs Medium: 2 won, 1 lost"]
    assert box.isVisible() and box.offer_button is None
    assert box_of(page, "pilus") is None


def test_a_finished_game_against_the_computer_joins_the_record(qtbot, open_window):
    window = open_window()
    model = window.model
    model.new_game("pylos", {"variant": "standard", "first": "light"},
                   ["human", "computer:easy"])
    model.computer.paused = True
    model.set_seats(["human", "human"])     # hot-seat: its end would not count ...
    from tests.model.conftest import play_random_game

    play_random_game(model, seed=3)
    assert model.play_record.tallies("pylos") == {}
    model.new_game("pylos", {"variant": "standard", "first": "light"},
                   ["human", "human"])
    # ... and against the computer it does: the person's moves, the computer replying
    model.set_seats(["human", "computer:easy"])
    import random

    rng = random.Random(5)
    while not model.is_over():
        assert model.try_move(rng.choice(model.state.legal_moves()))
    tallies = model.play_record.tallies("pylos")
    assert list(tallies) == [("easy", 0)] and tallies[("easy", 0)].played == 1
    box = box_of(page_of(window), "pylos")
    assert box is not None and box.lines[0].text().startswith("vs Easy: ")


def test_three_wins_in_a_row_offer_the_next_level_in_one_click(qtbot, open_window):
    window = open_window()
    for _ in range(3):
        window.model.play_record.add("pylos", "medium", 0, WIN)
    page = page_of(window)
    box = box_of(page, "pylos")
    assert box.offer_label.text() == "You beat Medium 3 times in a row — try Hard?"
    click(qtbot, box.offer_button)
    assert not window.start_page_shown()
    assert window.model.game == "pylos"
    assert window.model.seats == ["human", "computer:hard"]


def test_reset_asks_and_cancel_keeps_then_reset_clears(qtbot, open_window):
    window = open_window()
    window.model.play_record.add("pylos", "easy", 0, WIN)
    window.model.play_record.add("pilus", "easy", 0, LOSS)
    page = page_of(window)

    def answer(which):
        seen = {}

        def now():
            box = box_of(page, "pylos").reset_box
            assert box is not None and box.isVisible()
            seen["text"] = box.text()
            if which == "cancel":
                box.button(QMessageBox.StandardButton.Cancel).click()
            else:
                [b for b in box.buttons()
                 if box.buttonRole(b) == QMessageBox.ButtonRole.DestructiveRole][0].click()
        QTimer.singleShot(50, now)
        return seen

    seen = answer("cancel")
    click(qtbot, box_of(page, "pylos").reset_button)
    assert seen["text"] == "Forget your record in Pylos?"
    assert box_of(page, "pylos") is not None
    answer("reset")
    click(qtbot, box_of(page, "pylos").reset_button)
    assert box_of(page, "pylos") is None
    assert window.model.play_record.tallies("pylos") == {}
    assert box_of(page, "pilus") is not None       # per game


def test_the_record_is_read_after_the_apps_first_paint(qtbot, open_window, tmp_path):
    from PySide6.QtCore import QSettings

    from tabletop_gui.model import GameModel
    from tabletop_gui.view.main_window import MainWindow
    from tests.sync_pool import SynchronousPool

    first = open_window()
    first.model.play_record.add("pylos", "beginner", 0, WIN)
    first.model.shutdown()
    first.close()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    model = GameModel(settings=settings, thread_pool=SynchronousPool(),
                      autosave_path=str(tmp_path / "autosave.json"), think_delay_ms=0)
    window = MainWindow(model, table=False)
    qtbot.addWidget(window)
    window.show_start_page()
    page = window.start_page
    assert page.sections_pending and page.record_boxes == []
    window.resize(1200, 760)
    window.show()
    qtbot.waitUntil(lambda: page.painted and not page.sections_pending)
    assert [line.text() for line in box_of(page, "pylos").lines] == ["vs Beginner: 1 won, 0 lost"]
    model.shutdown()


def test_the_record_speaks_the_interfaces_language(qtbot, open_window):
    window = open_window()
    for _ in range(3):
        window.model.play_record.add("pylos", "easy", 0, WIN)
    page = page_of(window)
    window.set_language("cs")
    try:
        qtbot.waitUntil(lambda: box_of(page, "pylos") is not None
                        and box_of(page, "pylos").lines[0].text().startswith("Úroveň"))
        box = box_of(page, "pylos")
        assert box.lines[0].text() == "Úroveň „Snadný“: 3 výhry, 0 proher"
        assert box.offer_label.text() == ("Úroveň „Snadný“ jste porazili 3krát za sebou —"
                                          " zkusíte úroveň „Střední“?")
        assert box.offer_button.text() == "Hrát proti úrovni „Střední“"
    finally:
        window.set_language("en")
