"""The record of a person's games against the computer (#53): per game, level and seat; counted
once per game (undo and redo, opening the file again); lessons, watched games and games of
people only never count; it survives a restart; a damaged record is dropped, not an error."""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings, Signal

from tabletop_gui.model import GameModel
from tabletop_gui.model.record import DRAW, LOSS, WIN, Tally, result_for
from tabletop_gui.model.settings import Settings
from tabletop_gui.rules.protocol import Outcome
from tests.scripted_bots import ChoosingBot
from tests.sync_pool import SynchronousPool

from .toy_game import NimEnding, Take

# Nim with a pile of 7 and takes of 1..3: "a" wins by leaving multiples of 4
WIN_AS_A = ["t3", "t3"]     # a takes 3 (4 left), the computer 1, a takes the last 3


def play_out(model, first=None):
    """``first`` (notations) then the person takes 1 whenever it is their turn, until the end."""
    for text in first or []:
        if model.is_over():
            break
        assert model.try_move(text)
    while not model.is_over():
        assert model.try_move("t1")


def test_a_won_game_against_the_computer_is_counted_from_the_persons_seat(make_model):
    model = make_model(seats=["human", "computer:medium"],
                       bot_factory=lambda g, seat: FixedBot("t1"))
    play_out(model, WIN_AS_A)
    assert model.final_state().result == "a"
    assert model.play_record.tallies("nim") == {("medium", 0): Tally(1, 0, 0, WIN)}


def test_undo_past_the_end_and_finishing_again_counts_once(make_model):
    model = make_model(seats=["human", "computer:easy"], bot_factory=lambda g, s: FixedBot("t1"))
    play_out(model, WIN_AS_A)
    model.undo()
    assert not model.is_over()
    model.redo()
    assert model.is_over()
    model.undo()
    assert model.try_move("t3")        # finished again
    assert model.is_over()
    assert model.play_record.tallies("nim")[("easy", 0)].played == 1


def test_a_file_opened_and_finished_counts_once_however_often(make_model, tmp_path):
    model = make_model(seats=["human", "computer:expert"], bot_factory=lambda g, s: FixedBot("t1"))
    assert model.try_move("t3")             # a: 4 left; the computer took 1: 3 left
    path = str(tmp_path / "game.json")
    model.save(path)
    for _ in range(2):
        model.load(path)
        play_out(model)
    tallies = model.play_record.tallies("nim")
    assert tallies[("expert", 0)].played == 1
    # the original game finished exactly so, too: the same game, not another
    model.new_game("nim", None, ["human", "computer:expert"])
    assert model.try_move("t3")
    play_out(model)
    assert model.play_record.tallies("nim")[("expert", 0)].played == 2   # a game of its own


def test_lessons_watched_games_and_people_alone_never_count(make_model):
    model = make_model(seats=["human", "human"])
    play_out(model, WIN_AS_A)
    model.new_game("nim", None, ["computer:easy", "computer:medium"])   # plays itself out
    assert model.is_over()
    model.start_lesson("nim", model.spec.new_state({"pile": 3}), ["human", "computer:easy"],
                       lambda move: None)
    assert model.try_move("t3") and model.is_over()
    assert model.play_record.tallies("nim") == {}


def test_the_record_survives_a_restart(make_model, qsettings, tmp_path):
    model = make_model(seats=["human", "computer:beginner"],
                       bot_factory=lambda g, s: FixedBot("t1"))
    play_out(model, WIN_AS_A)
    model.shutdown()
    again = GameModel(settings=QSettings(qsettings.fileName(), QSettings.Format.IniFormat),
                      thread_pool=SynchronousPool(), game="nim", think_delay_ms=0,
                      autosave_path=str(tmp_path / "autosave2.json"))
    assert again.play_record.by_level("nim") == [("beginner", Tally(1, 0, 0))]
    again.shutdown()


def test_a_loss_and_the_second_seat(make_model):
    model = make_model(seats=["computer:medium", "human"], bot_factory=lambda g, s: FixedBot("t3"))
    # the computer took 3 (4 left): whatever the person takes, the computer takes the rest
    while not model.is_over():
        assert model.try_move("t1")
    assert model.play_record.tallies("nim") == {("medium", 1): Tally(0, 0, 1, LOSS)}


def test_the_offer_comes_after_three_wins_in_a_row_or_seven_of_ten(qsettings):
    settings = Settings(qsettings)
    model = _Stub()
    from tabletop_gui.model.record import PlayRecord

    record = PlayRecord(model, settings)
    record.add("nim", "medium", 0, WIN)
    record.add("nim", "medium", 0, WIN)
    assert record.offer("nim") is None
    record.add("nim", "medium", 0, WIN)
    offer = record.offer("nim")
    assert (offer.beaten, offer.level, offer.seat, offer.streak) == ("medium", "hard", 0, 3)
    record.add("nim", "hard", 0, LOSS)          # moved up: no offer back down
    assert record.offer("nim") is None
    record.reset("nim")
    for result in "wwlwwlwwlw":
        record.add("nim", "easy", 1, result)
    offer = record.offer("nim")
    assert (offer.level, offer.won_of_last, offer.streak) == ("medium", 7, 1)
    for _ in range(3):
        record.add("nim", "expert", 0, WIN)
    assert record.offer("nim") is None           # no level above Expert


def test_a_damaged_record_or_a_level_gone_is_ignored(qsettings):
    settings = Settings(qsettings)
    from tabletop_gui.model.record import PlayRecord

    record = PlayRecord(_Stub(), settings)
    settings.set_value("record/nim", "{not json")
    assert record.tallies("nim") == {} and record.offer("nim") is None
    record.add("nim", "easy", 0, DRAW)           # starts again, no crash
    assert record.by_level("nim") == [("easy", Tally(0, 1, 0))]
    settings.set_value("record/nim", '{"grandmaster/0": {"won": 3, "drawn": 0, "lost": 0},'
                       ' "easy/0": {"won": "x"}, "medium/x": 1, "medium/0": [1],'
                       ' "expert/1": {"won": 2, "drawn": 0, "lost": 1, "last": "wlw"}}')
    assert record.tallies("nim") == {("expert", 1): Tally(2, 0, 1, "wlw")}
    settings.set_value("record/counted", "[[")
    assert settings.counted_games() == []


def test_pilus_style_results_from_the_winners():
    """The highest score alone wins; shared, a draw; else a loss (and nobody winning: a draw)."""
    def of(*winners):
        return Outcome(tuple(winners), NimEnding.LAST)

    assert result_for(of(2), 2) == WIN
    assert result_for(of(0, 2), 2) == DRAW
    assert result_for(of(0, 1), 2) == LOSS
    assert result_for(of(), 1) == DRAW


class FixedBot(ChoosingBot):
    """Takes ``n`` when it can, else 1."""

    def __init__(self, text):
        self.n = int(text[1])

    def choose(self, state, *, cancel=None, progress=None):
        return Take(self.n if self.n <= state.pile else 1)


class _Stub(QObject):
    """Enough of a model for a record fed by hand."""

    gameStarted = Signal()
    gameOver = Signal(object)


def test_a_game_saved_on_the_way_and_finished_again_the_same_way_counts_once(make_model, tmp_path):
    model = make_model(seats=["human", "computer:medium"], bot_factory=lambda g, s: FixedBot("t1"))
    assert model.try_move("t1")             # 5 left after the computer's 1
    path = str(tmp_path / "on-the-way.json")
    model.save(path)
    play_out(model)                         # counted: a game started here
    model.load(path)
    play_out(model)                         # move for move the same game: not again
    assert model.play_record.tallies("nim")[("medium", 0)].played == 1
