"""Who is who (#51): against the computer the table says "You" and "Computer — Medium" (the
banner, the panel's turn line and scores, the status line, the end card) and speaks to the
person ("You win", "Your tiles"); between people it names the seats ("Light", "Player 2", a
PILUS player's name), the hand-over card the person by their seat, never anything of a hand."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.scripted_bots import FirstMoveBot

pytestmark = pytest.mark.gl

PYLOS = {"variant": "standard", "first": "light"}


def pilus(players=2, names=None):
    options = {"players": players, "seed": 7, "first": 0}
    if names:
        options["names"] = names
    return options


def test_pylos_against_the_computer_says_you_and_the_computers_level(qtbot, open_window):
    window = open_window(bot_factory=lambda g, seat: FirstMoveBot(seat))
    m = window.model
    m.new_game("pylos", PYLOS, ["human", "computer:medium"])
    banner = window.banner
    assert banner.who_label.text() == "You"
    assert window.turn_label.text() == "Your move"
    assert window.status_label.text().startswith("Your turn: place a sphere")
    assert "Light" not in window.status_label.text()
    while not m.game_over():
        assert m.try_move(FirstMoveBot(0).choose(m.state))
    card = window.ending.card
    qtbot.waitUntil(card.isVisible)
    winner = m.state.result
    assert card.title() == ("You win" if winner == "light" else "Computer — Medium wins")
    detail = card.detail()
    assert "You: " in detail and "Computer — Medium: " in detail
    assert "Light" not in detail and "Dark" not in detail
    if m.state.end_reason == "reserve":
        assert ("You have no sphere left to play." in detail if winner == "dark"
                else "Computer — Medium has no sphere left to play." in detail)


def test_pylos_computer_banner_and_turn_line(qtbot, open_window):
    """The computer's turn (held: it thinks): "Computer — Medium", not "Computer — Dark"."""
    window = open_window(think_delay_ms=10000, bot_factory=lambda g, seat: FirstMoveBot(seat))
    m = window.model
    m.new_game("pylos", PYLOS, ["human", "computer:medium"])
    assert m.try_move("1a1") and m.is_computer_turn()
    assert window.banner.who_label.text() == "Computer — Medium"
    assert window.turn_label.text() == "Computer — Medium to move"
    assert window.status_label.text() == "Computer — Medium is thinking…"


def test_pylos_between_two_people_names_the_colours(qtbot, open_window):
    window = open_window()
    m = window.model
    m.new_game("pylos", PYLOS, ["human", "human"])
    assert window.banner.who_label.text() == "Light"
    assert window.turn_label.text() == "Light to move"
    assert m.try_move("1a1")
    assert window.banner.who_label.text() == "Dark"


def test_pylos_two_computers_of_one_level_are_told_apart(qtbot, open_window):
    from tabletop_gui.view.games.pylos import messages

    seats = ["computer:easy", "computer:easy"]
    assert messages.banner_who("light", seats) == "Computer — Easy (Light)"
    assert messages.banner_who("dark", seats) == "Computer — Easy (Dark)"
    assert messages.banner_who("dark", ["computer:easy", "computer:expert"]) == \
        "Computer — Expert"


def test_pilus_against_the_computer_says_you(qtbot, open_window):
    window = open_window(think_delay_ms=10000, bot_factory=lambda g, seat: FirstMoveBot(seat))
    m = window.model
    m.new_game("pilus", pilus(), ["human", "computer:medium"])
    ctl = window.controller
    panel = ctl.panel
    assert window.banner.who_label.text() == "You"
    assert window.turn_label.text() == "Your move"
    assert panel.hand.title() == "Your tiles"
    names = [row[2].text() for row in panel.score_strip.rows[:2]]
    assert names == ["You", "Computer — Medium"]
    assert [ctl.sheet.headerData(i, Qt.Orientation.Horizontal) for i in range(2)] == names
    assert window.status_label.text().startswith("Choose a tile, turn it")
    assert m.try_move(FirstMoveBot(0).choose(m.seat_view(0)))
    assert m.is_computer_turn()
    assert window.banner.who_label.text() == "Computer — Medium"
    assert window.status_label.text() == "Computer — Medium is thinking…"
    # nobody else at the screen: the person's own tiles stay in view, read only
    # (tests/view/test_lone_hand.py)
    assert panel.hand.title() == "Your tiles" and panel.hand.shown


def test_pilus_end_card_speaks_to_you(qtbot, open_window):
    window = open_window(bot_factory=lambda g, seat: FirstMoveBot(seat))
    m = window.model
    m.new_game("pilus", pilus(), ["human", "computer:medium"])
    while not m.is_over():
        if m.seat_to_move() == 0:
            assert m.try_move(FirstMoveBot(0).choose(m.seat_view(0)))
    card = window.ending.card
    qtbot.waitUntil(card.isVisible)
    winners = list(m.state.result)
    assert card.title() in ("You win", "Computer — Medium wins",
                            "Shared win: You and Computer — Medium")
    assert card.title() == "You win" or winners != [0]
    detail = card.detail()
    assert "You: " in detail and "Computer — Medium: " in detail and "Player" not in detail


def test_pilus_among_people_names_seats_and_the_hand_over_names_the_person(qtbot,
                                                                          open_window):
    window = open_window()
    m = window.model
    m.new_game("pilus", pilus(3, ["Ana", "Bo", "Cy"]), ["human", "human", "computer:easy"])
    ctl = window.controller
    assert ctl.names() == ["Ana", "Bo", "Computer — Easy"]
    privacy = window.privacy
    assert ctl.needs_privacy() and privacy.isVisible()
    assert privacy.name == "Ana" and "Ana" in privacy.label.text()
    hand = ctl.panel.hand
    assert hand.title() == "Tiles" and "Ana" in hand.info.text()


def test_the_continue_card_says_whose_turn_as_the_table_does(qtbot):
    """A game put aside against the computer: "Your move" / "Computer — Medium to move" on
    its card, as the banner says when it is resumed, not "Player 1 to move" or "Light"."""
    from tabletop_gui.model.games import game_spec
    from tabletop_gui.model.startup import Unfinished
    from tabletop_gui.view.start_cards import ContinueCard

    def card(game, options, seats, moves=()):
        spec = game_spec(game)
        options = spec.normalize_options(options)
        state = spec.new_state(options)
        for move in moves:
            state = state.play(spec.move_from_text(state, move))
        widget = ContinueCard(Unfinished(game, options, list(seats), len(moves), state), None)
        qtbot.addWidget(widget)
        return widget.turn.text()

    assert card("pylos", PYLOS, ["human", "computer:medium"]).endswith("Your move")
    assert card("pylos", PYLOS, ["human", "computer:medium"], ["1a1"]).endswith(
        "Computer — Medium to move")
    assert card("pylos", PYLOS, ["human", "human"], ["1a1"]).endswith("Dark to move")
    text = card("pilus", pilus(), ["computer:hard", "human"])
    assert text.endswith("Computer — Hard to move") and "Player" not in text
    assert card("pilus", pilus(2, ["Ana", "Bo"]), ["human", "human"]).endswith("Ana to move")


def test_pylos_panel_says_whose_reserve_is_whose(qtbot, open_window):
    """The panel's reserves (Pylos's scores) name who plays each colour against the computer;
    between two people the colour's caption says it all."""
    window = open_window(think_delay_ms=10000, bot_factory=lambda g, seat: FirstMoveBot(seat))
    m = window.model
    panel = window.controller_of("pylos").panel
    m.new_game("pylos", PYLOS, ["computer:hard", "human"])
    assert panel.light_reserve.who.text() == "Computer — Hard"
    assert panel.dark_reserve.who.text() == "You"
    m.new_game("pylos", PYLOS, ["human", "human"])
    assert panel.light_reserve.who.text() == panel.dark_reserve.who.text() == ""


def test_the_review_chart_says_who_wins_as_the_table_does(qtbot):
    """The review's value axis against the computer: "You win" above, "Computer — Medium
    wins" below; between people the colours."""
    from tabletop_gui.view.review_chart import ReviewChart

    chart = ReviewChart()
    qtbot.addWidget(chart)

    def ticks():
        return [label for _, label in chart.plot.getPlotItem().getAxis("left")._tickLevels[0]]

    chart.set_seats("Light", "Dark", ["human", "computer:medium"])
    assert ticks() == ["You win", "Draw", "Computer — Medium wins"]
    chart.set_seats("Light", "Dark", ["human", "human"])
    assert ticks() == ["Light wins", "Draw", "Dark wins"]
    chart.set_seats("Light", "Dark")
    assert ticks() == ["Light wins", "Draw", "Dark wins"]
