"""The move list says what happened in words (computed when shown, in the language of the
moment); the notation stays in its role, the tooltip and the saved file."""

from __future__ import annotations

import json
import random
from typing import Any, List, Optional

from PySide6.QtCore import QCoreApplication, Qt, QTranslator

from tabletop_gui.model import MoveListModel
from tabletop_gui.rules.pylos import Move
from tests.scripted_bots import FirstMoveBot

NBSP = "\u00a0"     # a level's number held to its word, a place's name to the word before it
SQUARE = ["1a1", "1c1", "1a2", "1c2", "1b1", "1d1"]   # light then owns three of a square


def rows(model: Any) -> List[str]:
    ml = model.move_list
    return [ml.data(ml.index(r), Qt.ItemDataRole.DisplayRole) for r in range(ml.rowCount())]


def tooltip(model: Any, row: int) -> str:
    ml = model.move_list
    return ml.data(ml.index(row), Qt.ItemDataRole.ToolTipRole)


def test_pylos_rows_say_what_happened(make_model):
    model = make_model("pylos")
    for text in SQUARE:
        assert model.try_move(text)
    assert model.try_move("1b2x1b2x1a1")          # light closes the square, takes two back
    got = rows(model)
    assert got[0] == f"1. Light placed a sphere on{NBSP}a1, level{NBSP}1"
    assert got[1] == f"2. Dark placed a sphere on{NBSP}c1, level{NBSP}1"
    assert got[6] == (f"7. Light placed a sphere on{NBSP}b2, level{NBSP}1, and took back{NBSP}b2, "
                      f"level{NBSP}1, and{NBSP}a1, level{NBSP}1")
    last = model.move_list.index(6)
    assert model.move_list.data(last, MoveListModel.NotationRole) == "1b2x1a1x1b2"
    assert tooltip(model, 6).startswith("Notation: 1b2x1a1x1b2")


def test_pylos_raise_and_the_top(make_model):
    model = make_model("pylos")
    for text in ["1a1", "1b1", "1a2", "1b2", "1d4", "1c4", "1d4-2a1"]:
        assert model.try_move(text)
    assert rows(model)[-1] == f"7. Light raised{NBSP}d4, level{NBSP}1, to{NBSP}a1, level{NBSP}2"
    spec = model.spec
    assert spec.words(1, Move("4a1"), None) == "Dark placed the top sphere"
    assert spec.words(0, Move("2b2"), None) == f"Light placed a sphere on{NBSP}b2, level{NBSP}2"


def _expected_pilus(names: List[str], seat: int, move: Any, event: Any) -> str:
    who = names[seat]
    if move.tile is None:
        return f"{who} passed"
    # a level and its number, and a score's formula, are held together (non-breaking
    # spaces): a wrapped row never reads "level / 2" or "8 = 2 / × 4"
    where = "on the table" if event.level == 1 else f"on level\u00a0{event.level}"
    score = (f"{event.points}\u00a0=\u00a0{event.level}\u00a0×\u00a0{event.cells}"
             if event.level > 1 else str(event.points))
    parts = [f"{who} laid a tile {where}"]
    if move.pawn is not None and event.points:
        return f"{parts[0]}, moved the pawn and scored {score}"
    if move.pawn is not None:
        return f"{parts[0]} and moved the pawn"
    if event.points:
        return f"{parts[0]} and scored {score}"
    return parts[0]


def test_pilus_rows_say_who_laid_where_and_what_scored(make_model):
    names = ["Ana", "Bo"]
    model = make_model("pilus", {"players": 2, "seed": 77, "first": 0, "names": names},
                       ["human", "human"])
    rng = random.Random(5)
    seen = set()
    level_two: Optional[str] = None
    while not model.is_over() and len(model.moves) < 40:
        assert model.try_move(rng.choice(model.state.legal_moves()))
    for i, (text, move) in enumerate(zip(rows(model), model.moves, strict=True)):
        event = model.state_at(i + 1).last_scoring
        assert text == f"{i + 1}. " + _expected_pilus(names, event.seat, move, event)
        assert str(move) not in text                  # words, not the notation
        assert tooltip(model, i).startswith(f"Notation: {move}")
        seen.add((event.level > 1, move.pawn is not None, event.points > 0))
        if event.level == 2 and event.points and level_two is None:
            level_two = text
    assert (level_two is not None and "on level\u00a02" in level_two
            and "\u00a0=\u00a02\u00a0×\u00a0" in level_two)
    assert len(seen) >= 4, seen       # several kinds of sentence were checked
    assert rows(model)[0].startswith("1. Ana laid a tile on the table")


class _Shouting(QTranslator):
    """A stand-in for a real language: the move words in capitals."""

    def translate(self, context: str, source: str, disambiguation: Optional[str] = None,
                  n: int = -1) -> Optional[str]:
        if context in ("PilusWords", "PylosWords", "MoveListModel"):
            return source.upper().replace("%N", "%n")
        return None     # not ours: untranslated


def test_rows_follow_a_language_switch_at_once(make_model, qtbot):
    model = make_model("pylos")
    assert model.try_move("1a1")
    ml = model.move_list
    assert rows(model) == [f"1. Light placed a sphere on{NBSP}a1, level{NBSP}1"]
    translator = _Shouting()
    QCoreApplication.installTranslator(translator)
    try:
        with qtbot.waitSignal(ml.dataChanged) as changed:
            ml.retranslate()
        assert Qt.ItemDataRole.DisplayRole in changed.args[2]
        assert rows(model) == [f"1. Light PLACED A SPHERE ON{NBSP}a1, LEVEL{NBSP}1"]
        assert tooltip(model, 0).startswith("NOTATION: 1a1")   # the notation itself stays
        assert ml.data(ml.index(0), MoveListModel.NotationRole) == "1a1"
    finally:
        QCoreApplication.removeTranslator(translator)
    assert rows(model) == [f"1. Light placed a sphere on{NBSP}a1, level{NBSP}1"]


def test_the_saved_file_keeps_the_notation(make_model, tmp_path):
    model = make_model("pilus", {"players": 2, "seed": 3, "first": 0, "names": ["Ana", "Bo"]},
                       ["human", "human"])
    rng = random.Random(1)
    for _ in range(6):
        assert model.try_move(rng.choice(model.state.legal_moves()))
    path = tmp_path / "g.json"
    model.save(str(path))
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["moves"] == [str(m) for m in model.moves]      # the notation, as ever
    assert "laid" not in path.read_text(encoding="utf-8")       # no words in the file


def _pilus_rows_after(make_model: Any, qtbot: Any, seats: List[str],
                      names: Optional[List[str]], turns: int) -> List[str]:
    """The rows after ``turns`` turns of a PILUS game with ``seats`` (the people's at random,
    the computer's its own)."""
    model = make_model("pilus", {"players": len(seats), "seed": 77, "first": 0, "names": names},
                       seats, bot_factory=lambda g, seat: FirstMoveBot(seat))
    rng = random.Random(3)
    while len(model.moves) < turns and not model.is_over():
        if model.is_computer_turn():
            count = len(model.moves)
            qtbot.waitUntil(lambda count=count: len(model.moves) > count, timeout=5000)
            continue
        assert model.try_move(rng.choice(model.state.legal_moves()))
    return rows(model)


def test_pilus_rows_say_you_and_name_the_computer_by_its_level(make_model, qtbot):
    """Who is who (#51): against the computer the person's rows say "You", the computer's
    name its level, never "Player 1 / Player 2"."""
    got = _pilus_rows_after(make_model, qtbot, ["human", "computer:medium"], None, 4)
    assert len(got) >= 4
    assert all("Player" not in row for row in got), got
    assert got[0].startswith("1. You laid a tile"), got
    assert got[1].startswith("2. Computer — Medium laid a tile") or \
        got[1] == "2. Computer — Medium passed", got
    assert got[2].startswith("3. You "), got


def test_pilus_tooltips_name_who_moved_as_the_rows_do(make_model, qtbot):
    model = make_model("pilus", {"players": 2, "seed": 77, "first": 0},
                       ["human", "computer:medium"],
                       bot_factory=lambda g, seat: FirstMoveBot(seat))
    assert model.try_move(model.state.legal_moves()[0])
    qtbot.waitUntil(lambda: len(model.moves) == 2, timeout=5000)
    assert tooltip(model, 0).split("\n")[1].startswith("You lay ")
    assert tooltip(model, 1).split("\n")[1].startswith("Computer — Medium ")


def test_pilus_rows_name_people_by_their_seats_and_the_computer_by_its_level(make_model,
                                                                            qtbot):
    got = _pilus_rows_after(make_model, qtbot, ["human", "human", "computer:easy"], ["Ana", "", "Cy"], 3)
    assert got[0].startswith("1. Ana laid a tile")
    assert got[1].startswith("2. Player 2 laid a tile")      # a person's seat keeps its name
    assert got[2].startswith("3. Computer — Easy "), got     # not "Cy": the computer's level


def test_pylos_rows_say_you_and_name_the_computer_by_its_level(make_model, qtbot):
    """Against the computer the rows name the players as the banner does (#51): "You placed
    …", "Computer — Medium placed …"; the row's colour still shows whose spheres."""
    model = make_model("pylos", None, ["human", "computer:medium"],
                       bot_factory=lambda g, seat: FirstMoveBot(seat))
    assert model.try_move("1b2")
    qtbot.waitUntil(lambda: len(model.moves) == 2, timeout=5000)
    got = rows(model)
    assert got[0] == f"1. You placed a sphere on{NBSP}b2, level{NBSP}1"
    assert got[1].startswith("2. Computer — Medium placed a sphere on"), got
    spec = model.spec
    seats = ["computer:easy", "human"]
    assert spec.words(1, Move("4a1"), None, seats=seats) == "You placed the top sphere"
    assert spec.words(0, Move("2c1", src="1b3"), None, seats=seats).replace(NBSP, " ") == \
        "Computer — Easy raised b3, level 1, to c1, level 2"
    assert spec.words(1, Move("1b2", takes=("1b2", "1a1")), None, seats=seats).replace(
        NBSP, " ") == "You placed a sphere on b2, level 1, and took back b2, level 1, and a1, level 1"
    assert spec.words(1, Move("4a1"), None, seats=["human", "human"]) == \
        "Dark placed the top sphere"


def test_pylos_tooltips_name_who_moved_as_the_rows_do(make_model, qtbot):
    model = make_model("pylos", None, ["human", "computer:medium"],
                       bot_factory=lambda g, seat: FirstMoveBot(seat))
    assert model.try_move("1b2")
    qtbot.waitUntil(lambda: len(model.moves) == 2, timeout=5000)
    assert tooltip(model, 0).split("\n")[1] == "You place on 1b2"
    assert tooltip(model, 1).split("\n")[1].startswith("Computer — Medium places on ")
    spec = model.spec
    assert spec.tooltip(1, Move("2c1", src="1b3"), ["computer:easy", "human"]) == \
        "You raise 1b3 to 2c1"
