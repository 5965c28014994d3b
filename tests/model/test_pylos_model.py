"""The model with the real Pylos rules: notation entry, rule codes, a whole game, files."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QAbstractItemModelTester

from tabletop_gui.model import GameFileError, GameModel, MoveListModel
from tabletop_gui.rules import pylos
from tests.sync_pool import SynchronousPool

from .conftest import play_random_game

# light builds a square on 1a1 1b1 1a2 1b2 while dark plays elsewhere
SQUARE = ["1a1", "1c1", "1a2", "1c2", "1b1", "1d1"]


def test_default_game_is_standard_pylos(qsettings, tmp_path, qtbot):
    model = GameModel(settings=qsettings, thread_pool=SynchronousPool(),
                      autosave_path=str(tmp_path / "a.json"))
    assert model.game == "pylos" and model.options == {"variant": "standard", "first": "light"}
    assert model.seats == ["human", "human"] and model.state.to_move == "light"
    assert model.state.reserve("light") == 15


@pytest.mark.parametrize("seed", [1, 2])
def test_full_game_through_try_move(make_model, seed):
    model = make_model("pylos", {"variant": "children", "first": "dark"})
    overs = []
    model.gameOver.connect(lambda outcome: overs.append((outcome.winners, str(outcome.reason))))
    play_random_game(model, seed=seed, limit=2000)
    assert model.state.is_over
    result = model.state.result
    winners = () if result == "draw" else (("light", "dark").index(result),)
    assert overs == [(winners, model.state.end_reason)]
    assert model.move_list.rowCount() == len(model.moves) == model.state.ply


def test_notation_entry_and_rule_codes(make_model, qtbot):
    model = make_model("pylos")
    codes = []
    model.illegalMove.connect(codes.append)
    assert model.try_move(" 1a1 ")
    assert not model.try_move("1a1")
    assert not model.try_move("hello")
    assert not model.try_move("2a1")
    assert not model.try_move("1c1-1d1")
    assert codes == ["not_available", "bad_notation", "not_available", "not_own_sphere"]
    assert [str(m) for m in model.moves] == ["1a1"]


def test_square_needs_a_take_back(make_model):
    model = make_model("pylos")
    codes = []
    model.illegalMove.connect(codes.append)
    for text in SQUARE:
        assert model.try_move(text)
    assert not model.try_move("1b2")
    assert codes == ["takeback_required"]
    assert model.try_move("1b2x1b2x1a1")
    assert model.state.reserve("light") == 15 - 2
    ml = model.move_list
    last = ml.index(ml.rowCount() - 1)
    # the places named as the board's rim names them, the take-backs in the order taken
    assert ml.data(last, Qt.ItemDataRole.DisplayRole) == (
        "7. Light placed a sphere on\u00a0b2, level\u00a01, and took back\u00a0b2, "
        "level\u00a01, and\u00a0a1, level\u00a01")
    assert ml.data(last, MoveListModel.NotationRole) == "1b2x1a1x1b2"
    assert ml.data(last, MoveListModel.MoverRole) == "light"
    assert ml.data(last, MoveListModel.DetailsRole) == {
        "kind": "place", "src": None, "dst": "1b2", "takes": ["1a1", "1b2"]}
    assert "Light" in ml.data(last, Qt.ItemDataRole.ToolTipRole)


def test_raise_details(make_model):
    model = make_model("pylos")
    for text in ["1a1", "1b1", "1a2", "1b2", "1d4"]:  # 2a1 now rests on four spheres
        assert model.try_move(text)
    codes = []
    model.illegalMove.connect(codes.append)
    assert model.try_move("1d4-2a1") is False  # dark cannot raise light's sphere
    assert codes == ["not_own_sphere"]
    assert model.try_move("1c4")
    assert model.try_move("1d4-2a1")
    assert model.state.reserve("light") == 15 - 3
    ml = model.move_list
    QAbstractItemModelTester(ml, QAbstractItemModelTester.FailureReportingMode.Fatal)
    last = ml.index(ml.rowCount() - 1)
    assert ml.data(last, MoveListModel.DetailsRole) == {
        "kind": "raise", "src": "1d4", "dst": "2a1", "takes": []}
    assert ml.data(last, MoveListModel.MoverRole) == "light"
    assert ml.data(last, Qt.ItemDataRole.DisplayRole) == (
        "7. Light raised\u00a0d4, level\u00a01, to\u00a0a1, level\u00a02")
    assert ml.data(last, MoveListModel.NotationRole) == "1d4-2a1"


def test_pylos_save_load_round_trip(make_model, tmp_path):
    model = make_model("pylos", {"variant": "mature", "first": "dark"}, ["computer", "human"])
    for _ in range(4):
        model.try_move(model.state.legal_moves()[0])
    path = str(tmp_path / "p.json")
    model.save(path)
    record = json.load(open(path))
    assert record["options"] == {"variant": "mature", "first": "dark"}
    assert record["moves"] == [str(m) for m in model.moves]
    other = make_model("pylos")
    other.load(path)
    assert other.state == model.state and other.moves == model.moves
    assert other.options == model.options and other.seats == model.seats


def test_pylos_tampered_file(make_model, tmp_path):
    path = tmp_path / "t.json"
    path.write_text(json.dumps({"format": "tabletop-gui-game", "version": 1, "game": "pylos",
                                "options": {"variant": "standard", "first": "light"},
                                "seats": ["human", "human"], "moves": ["1a1", "1b1", "1b1"]}))
    model = make_model("pylos")
    model.try_move("1d4")
    with pytest.raises(GameFileError) as err:
        model.load(str(path))
    assert err.value.code == "illegal_move" and err.value.move_number == 3
    assert [str(m) for m in model.moves] == ["1d4"]
    for bad in ({"variant": "huge", "first": "light"}, {"variant": "standard"},
                {"variant": "standard", "first": "blue"}):
        record = json.loads(path.read_text())
        record["options"], record["moves"] = bad, []
        path.write_text(json.dumps(record))
        if bad == {"variant": "standard"}:
            model.load(str(path))  # a missing option takes its default
            assert model.options["first"] == "light"
            continue
        with pytest.raises(GameFileError) as err:
            model.load(str(path))
        assert err.value.code == "bad_field"


def test_computer_against_computer_pylos(make_model):
    model = make_model("pylos", seats=["computer", "computer"])
    assert model.state.is_over
    assert model.move_list.rowCount() == len(model.moves)


def test_random_bot_takes_the_top():
    from tabletop_gui.ai.random_bot import RandomBot

    # Pyramid full but the top; light has spheres in reserve and wins by placing on 4a1.
    level1 = [p for p in pylos.PLACES if p.startswith("1")]
    level2 = [p for p in pylos.PLACES if p.startswith("2")]
    level3 = [p for p in pylos.PLACES if p.startswith("3")]
    light = level1[:8] + level2[:4] + level3[:2]   # 14: one left in reserve
    dark = level1[8:] + level2[4:] + level3[2:]    # 15
    state = pylos.position(light=light, dark=dark, to_move="light")
    assert RandomBot(0).choose(state) == pylos.Move("4a1")


def test_the_default_options_are_valid_rules_options():
    """normalize_options(None) returns the defaults without loading the rules (the start page
    asks before its first paint): they must be what the rules accept."""
    from tabletop_gui.model.games import game_spec
    from tabletop_gui.rules import pylos

    spec = game_spec("pylos")
    defaults = spec.normalize_options(None)
    assert defaults["variant"] in pylos.VARIANTS and defaults["first"] in pylos.COLOURS
    assert spec.normalize_options(dict(defaults)) == defaults
    with pytest.raises(ValueError):
        spec.normalize_options({"variant": "giant"})
    state = spec.new_state(defaults)
    assert state.legal_moves()
