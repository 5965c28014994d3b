"""The move list model: rows follow the game (moves, undo, redo, load), roles carry the data
views bind to, and Qt's own model tester finds nothing wrong."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QAbstractItemModelTester

from tabletop_gui.model import MoveListModel


def rows(model):
    ml = model.move_list
    return [ml.data(ml.index(r), Qt.ItemDataRole.DisplayRole) for r in range(ml.rowCount())]


def test_rows_and_roles(make_model):
    model = make_model(options={"pile": 20})
    ml = model.move_list
    QAbstractItemModelTester(ml, QAbstractItemModelTester.FailureReportingMode.Fatal)
    model.try_move("t2")
    model.try_move("t3")
    assert rows(model) == ["1. t2", "2. t3"]
    second = ml.index(1)
    assert ml.data(second, MoveListModel.NotationRole) == "t3"
    assert ml.data(second, MoveListModel.MoverRole) == "b"
    assert ml.data(second, MoveListModel.SeatRole) == 1
    assert ml.data(second, MoveListModel.NumberRole) == 2
    assert ml.data(second, MoveListModel.DetailsRole) == {"kind": "take", "count": 3}
    assert isinstance(ml.data(second, Qt.ItemDataRole.DecorationRole), QColor)
    assert "t3" in ml.data(second, Qt.ItemDataRole.ToolTipRole)
    assert ml.headerData(0, Qt.Orientation.Horizontal) == "Moves"
    assert ml.data(ml.index(5), Qt.ItemDataRole.DisplayRole) is None
    assert ml.rowCount(ml.index(0)) == 0
    names = ml.roleNames()
    assert names[MoveListModel.NotationRole] == b"notation"


def test_rows_follow_undo_redo_new_game_and_load(make_model, tmp_path, qtbot):
    model = make_model(options={"pile": 30})
    ml = model.move_list
    QAbstractItemModelTester(ml, QAbstractItemModelTester.FailureReportingMode.Fatal)
    for text in ("t1", "t2", "t3"):
        model.try_move(text)
    model.save(str(tmp_path / "g.json"))
    with qtbot.waitSignal(ml.rowsRemoved) as removed:
        model.undo()
    assert removed.args[1:] == [2, 2]
    with qtbot.waitSignal(ml.rowsInserted) as inserted:
        model.redo()
    assert inserted.args[1:] == [2, 2]
    model.undo()
    model.try_move("t1")  # replaces the undone move
    assert rows(model) == ["1. t1", "2. t2", "3. t1"]
    model.new_game("nim")
    assert ml.rowCount() == 0
    model.load(str(tmp_path / "g.json"))
    assert rows(model) == ["1. t1", "2. t2", "3. t3"]


def test_pylos_style_entries_with_a_computer(make_model):
    model = make_model(options={"pile": 30}, seats=["human", "computer"])
    ml = model.move_list
    QAbstractItemModelTester(ml, QAbstractItemModelTester.FailureReportingMode.Fatal)
    model.try_move("t1")
    assert ml.rowCount() == 2
    assert [ml.data(ml.index(r), MoveListModel.MoverRole) for r in range(2)] == ["a", "b"]
    model.undo()
    assert ml.rowCount() == 0
    assert not ml.index(0).isValid()


def test_the_role_numbers_are_qts():
    """The move list's roles are written as numbers (its module makes no Qt enum on import,
    model.lazy_qt): they are Qt's DisplayRole and the roles after its UserRole."""
    from tabletop_gui.model import movelist

    assert movelist.DISPLAY_ROLE == Qt.ItemDataRole.DisplayRole
    assert movelist.USER_ROLE == Qt.ItemDataRole.UserRole
    roles = movelist.MoveListModel
    assert [roles.NotationRole, roles.MoverRole, roles.DetailsRole, roles.NumberRole,
            roles.SeatRole] == [Qt.ItemDataRole.UserRole + k for k in range(1, 6)]
