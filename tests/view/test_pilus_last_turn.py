"""The PILUS table outlines the last turn of the position on screen, however it got there: a
turn played, Undo (the turn before), Redo (the turn redone), a game opened (its last turn);
nothing on a fresh game. The outline marks a tile on the table and a pawn, both public: with
the hand-over card up no hand is shown, and the outline is the same for everyone."""

import pytest
from PySide6.QtCore import Qt

from tabletop_gui.view.games.pilus import geometry as pg
from tests.view.test_pilus_window import make_pilus, reveal, shot  # noqa: F401

pytestmark = pytest.mark.gl


def outlined(ctl):
    """(tile's x, y, level, pawn's cell) the outline marks now, or None when none is drawn."""
    scene = ctl.scene
    if not scene.recent.visible() or scene.recent_alpha <= 0.0:
        return None
    return (*scene.recent_tile, scene.recent_pawn)


def expected(ctl, turn):
    """The outline of ``turn`` in the position on screen: its tile where it lies now (on the
    table, at the level it was laid at) and the cell its pawn went to."""
    state = ctl.model.state
    cells = list(pg.tile_cells(turn.x, turn.y))
    assert all(state.tile_at(c) is not None for c in cells)     # a tile on the table: public
    return (turn.x, turn.y, max(state.height(c) for c in cells), tuple(turn.pawn))


def fade_out(ctl):
    """The outline faded (as it does after a few seconds): the next one must be drawn anew."""
    fade = ctl.scene.fade
    fade.setCurrentTime(fade.duration())
    assert outlined(ctl) is None


def test_the_outline_follows_undo_redo_and_opening_a_game(qtbot, make_pilus,  # noqa: F811
                                                          tmp_path):
    window = make_pilus(("human", "human"), seed=12)
    model, ctl = window.model, window.controller_of("pilus")
    assert outlined(ctl) is None                        # a fresh game: nothing outlined
    played = []
    for _ in range(3):
        reveal(qtbot, window)
        view = model.seat_view(model.seat_to_move())
        turn = next(t for t in view.legal_moves() if t.tile is not None and t.pawn)
        window.notation.setText(str(turn))
        qtbot.keyClick(window.notation, Qt.Key.Key_Return)
        assert model.moves[-1] == turn
        played.append(turn)
        assert outlined(ctl) == expected(ctl, turn)
    fade_out(ctl)

    def undo():
        assert window.act_undo.isEnabled()
        window.act_undo.trigger()

    def redo():
        assert window.act_redo.isEnabled()
        window.act_redo.trigger()

    undo()
    shot(window, "outline-after-undo", 30)
    # the turn before, for everyone at the table: the hand-over card up, no hand on screen
    assert window.privacy.isVisible() and not ctl.panel.hand.shown
    assert outlined(ctl) == expected(ctl, played[1])
    reveal(qtbot, window)                               # the hand shown: the same outline
    assert outlined(ctl) == expected(ctl, played[1])
    fade_out(ctl)
    undo()
    assert outlined(ctl) == expected(ctl, played[0])
    undo()
    assert outlined(ctl) is None                        # no turn left: nothing outlined
    for turn in played:
        redo()
        assert outlined(ctl) == expected(ctl, turn)
        fade_out(ctl)
    path = str(tmp_path / "three.json")
    assert window.save_to(path)
    model.new_game("pilus", {"players": 2, "seed": 3, "first": 0, "names": ["Ana", "Bo"]},
                   ["human", "human"])
    assert outlined(ctl) is None
    assert window.open_path(path, ask=False)
    shot(window, "outline-after-open", 30)
    assert [str(m) for m in model.moves] == [str(t) for t in played]
    assert window.privacy.isVisible() and not ctl.panel.hand.shown
    assert outlined(ctl) == expected(ctl, played[-1])
