"""The model with the real PILUS rules: options and seeds, a whole 3-player game, files, undo,
views that hide the other hands, the score sheet, computer seats with levels."""

from __future__ import annotations

import json
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QAbstractItemModelTester

from tabletop_gui.model import GameFileError, MoveListModel, game_spec
from tabletop_gui.model.games.pilus import PAWN_COLOURS
from tabletop_gui.model.games.pilus.scoresheet import ScoreSheetModel, turn_scores
from tabletop_gui.model.seats import seat_code_ok as is_valid_seat
from tabletop_gui.model.seats import seat_level
from tabletop_gui.rules import pilus
from tests.scripted_bots import ChoosingBot
from tests.sync_pool import SynchronousPool


class QuickBot(ChoosingBot):
    """A fast seeded random bot (the placeholder RandomBot plays out every move: slow)."""

    def __init__(self, seat):
        self.rng = random.Random(500 + seat)

    def choose(self, state, *, cancel, progress):
        return self.rng.choice(state.legal_moves())


OPTIONS3 = {"players": 3, "seed": 1234, "first": 1, "names": ["Ana", "Bo", ""],
            "colours": [PAWN_COLOURS[2], PAWN_COLOURS[0], PAWN_COLOURS[1]]}


def test_options_are_normalized_and_a_seed_is_drawn():
    spec = game_spec("pilus")
    a = spec.normalize_options({"players": 4})
    b = spec.normalize_options({"players": 4})
    assert isinstance(a["seed"], int) and a["seed"] != b["seed"]
    assert a["names"] == ["", "", "", ""] and a["colours"] == list(PAWN_COLOURS)
    assert a["first"] == 0
    for bad in ({"players": 5}, {"players": 2, "first": 2}, {"seed": "x"},
                {"colours": ["#000000", "#000000"]}, {"names": ["a"]}, {"bogus": 1}):
        with pytest.raises(ValueError):
            spec.normalize_options(bad)
    assert spec.remembered_options(a)["seed"] is None
    bound = spec.with_options(spec.normalize_options(OPTIONS3))
    assert [bound.seat_label(i) for i in range(3)] == ["Ana", "Bo", "Player 3"]
    assert bound.seat_colour(0).name().upper() == PAWN_COLOURS[2]


def test_seat_codes_with_levels():
    for code in ("human", "computer", "computer:beginner", "computer:expert"):
        assert is_valid_seat(code)
    for code in ("computer:", "computer:godlike", "person", None, 3):
        assert not is_valid_seat(code)
    assert seat_level("computer") == "medium" and seat_level("computer:easy") == "easy"
    assert seat_level("human") is None


def test_same_seed_deals_the_same_game(make_model):
    m1 = make_model("pilus", OPTIONS3, ["human"] * 3)
    m2 = make_model("pilus", OPTIONS3, ["human"] * 3)
    assert m1.state == m2.state and m1.state.to_move == 1
    assert m1.options["seed"] == 1234


def test_full_three_player_game_through_the_model(make_model):
    model = make_model("pilus", OPTIONS3, ["human", "computer:easy", "human"],
                       bot_factory=lambda g, seat: QuickBot(seat))
    sheet = ScoreSheetModel(model)
    QAbstractItemModelTester(sheet)
    overs, made = [], []
    model.gameOver.connect(lambda outcome: overs.append((list(outcome.winners), str(outcome.reason))))
    model.moveMade.connect(made.append)
    rng = random.Random(7)
    for _ in range(200):
        if model.is_over():
            break
        assert not model.is_computer_turn()
        seat = model.seat_to_move()
        view = model.seat_view(seat)
        assert isinstance(view, pilus.View) and view.viewer == seat
        assert all(view.hand(p) is None for p in range(3) if p != seat)
        assert model.try_move(rng.choice(view.legal_moves()))
    assert model.is_over()
    state = model.state
    assert overs == [(state.result, "tiles")]
    assert len(model.moves) == 27 == model.move_list.rowCount()   # 9 turns each
    scores = turn_scores(model)
    for p in range(3):
        assert sum(t.points for t in scores if t.seat == p) == state.scores[p]
        assert sum(1 for t in scores if t.seat == p) == 9
    assert all(t.points == t.level * t.cells for t in scores)
    assert sheet.rowCount() == 10 and sheet.columnCount() == 3
    assert sheet.totals() == state.scores
    assert sheet.headerData(0, Qt.Orientation.Horizontal) == "Ana"
    assert sheet.headerData(2, Qt.Orientation.Horizontal) == "Player 3"
    # the computer's seat moved through the bot, by itself, every third turn
    seats = [model.move_list.index(i).data(MoveListModel.SeatRole) for i in range(27)]
    assert seats[:4] == [1, 2, 0, 1]


def test_save_load_replays_the_same_tiles(make_model, tmp_path):
    model = make_model("pilus", {"players": 2, "seed": 99}, ["human", "computer:expert"],
                       bot_factory=lambda g, seat: QuickBot(seat))
    for _ in range(3):
        model.try_move(random.Random(1).choice(model.state.legal_moves()))
    path = str(tmp_path / "g.json")
    model.save(path)
    record = json.load(open(path))
    assert record["game"] == "pilus" and record["options"]["seed"] == 99
    assert record["seats"] == ["human", "computer:expert"]
    assert all(isinstance(m, str) for m in record["moves"])
    other = make_model("pylos")
    other.load(path)
    assert other.game == "pilus" and other.state == model.state
    assert other.seats == ["human", "computer:expert"]
    # a changed seed deals other tiles: the moves no longer replay
    record["options"]["seed"] = 100
    json.dump(record, open(path, "w"))
    with pytest.raises(GameFileError) as err:
        other.load(path)
    assert err.value.code in ("illegal_move",)
    record["options"]["seed"] = 99
    record["seats"] = ["human", "computer:godlike"]
    json.dump(record, open(path, "w"))
    with pytest.raises(GameFileError) as err:
        other.load(path)
    assert err.value.code == "bad_field"


def test_undo_redo_and_notation(make_model):
    model = make_model("pilus", {"players": 2, "seed": 5}, ["human", "human"])
    start = model.state
    assert not model.try_move("BYGN@40,40")
    codes = []
    model.illegalMove.connect(codes.append)
    assert not model.try_move("nonsense")
    assert codes == ["bad_syntax"]
    move = model.state.legal_moves()[0]
    assert model.try_move(str(move))
    second = model.state
    model.undo()
    assert model.state == start
    model.redo()
    assert model.state == second


def test_new_game_remembers_choices_but_not_the_seed(make_model):
    model = make_model("pilus", {"players": 4, "seed": 3}, ["human"] * 4)
    choices = model.settings.new_game_choices()
    assert choices["game"] == "pilus" and choices["options"]["seed"] is None
    assert choices["options"]["players"] == 4
    model.new_game(choices["game"], choices["options"], choices["seats"])
    assert isinstance(model.options["seed"], int)   # a fresh one, drawn at New Game


def test_autosave_resumes_pilus(make_model, tmp_path):
    model = make_model("pilus", {"players": 3, "seed": 8}, ["human", "computer", "human"],
                       bot_factory=lambda g, seat: QuickBot(seat))
    model.try_move(model.state.legal_moves()[0])
    slot = model.autosave_path()
    model.shutdown()                  # the app quits; its autosave slot is offered next time
    again = make_model("pylos", new=False, autosave_path=slot,
                       pool=SynchronousPool(), bot_factory=lambda g, seat: QuickBot(seat))
    summary = again.resumable_autosave()
    assert summary and summary["game"] == "pilus"
    assert again.resume_autosave()
    assert again.state == model.state


def test_the_computer_answers_a_persons_scoring_turn_late_enough_to_see_its_points(make_model):
    """A PILUS turn that scores lights its regions and points on the table; a computer that
    answered in its usual 300 ms replaced them before the person had read them. After a
    person's scoring turn the computer takes at least SCORED_PAUSE_MS; after one that scores
    nothing, and after a computer's own scoring turn, its usual pause."""
    from tabletop_gui.model.games.pilus import SCORED_PAUSE_MS
    from tests.model.conftest import ManualPool

    pool = ManualPool()
    model = make_model("pilus", {"players": 2, "seed": 77}, ["human", "computer"], pool=pool,
                       think_delay_ms=300, bot_factory=lambda g, seat: QuickBot(seat))
    seen = {"scored": False, "dry": False}
    for _ in range(40):
        if model.is_over() or all(seen.values()):
            break
        s = model.state
        moves = s.legal_moves()
        scoring = [m for m in moves if s.play(m).score(0) > s.score(0)]
        dry = [m for m in moves if s.play(m).score(0) == s.score(0)]
        want = "dry" if seen["scored"] and dry else "scored" if scoring else "dry"
        move = (scoring if want == "scored" else dry)[0]
        assert model.try_move(move)
        assert model.is_thinking()
        expected = SCORED_PAUSE_MS if want == "scored" else 300
        assert model.computer.move_delay_ms == expected, want
        seen[want] = True
        pool.run_all()
        model.computer.hurry()                # deliver the held move now
        pool.run_all()
        assert not model.is_thinking()
    assert all(seen.values())
