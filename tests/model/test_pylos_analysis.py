"""The analysis board's model (issue #52): set-up by places and its refusals, and the values
worked out in a worker, the same as ``review.all_move_values``, given up when the position
changes."""

import pytest

from tabletop_gui.ai.pylos import review
from tabletop_gui.model.games.pylos import analysis as an
from tabletop_gui.rules import pylos

MID = {"light": ["1a1", "1b1", "1a2", "1c3", "1d4", "1d1", "1c1", "1b4"],
       "dark": ["1b2", "1c2", "1d2", "1a3", "1b3", "1a4", "1c4", "1d3"]}


def test_a_click_cycles_empty_light_dark_empty():
    s = pylos.new_game("mature")
    seen = []
    for _ in range(3):
        s, passed = an.cycle_place(s, "1c2")
        assert passed is None
        seen.append(s.at("1c2"))
    assert seen == ["light", "dark", None]
    assert s.variant == "mature" and s.reserve("light") == s.reserve("dark") == 15


@pytest.mark.parametrize("light, dark, code", [
    (["2a1"], [], "unsupported"),
    (["1a1", "1b1", "1a2"], ["1b2", "4a1"], "top"),
    (pylos.PLACES[:15], [], "too_many"),
])
def test_impossible_set_ups_are_refused_with_their_reason(light, dark, code):
    with pytest.raises(an.SetupRefused) as err:
        an.setup_position(light, dark, "light", "standard")
    assert err.value.code == code
    if code == "too_many":
        assert err.value.colour == "light"


def test_a_sphere_holding_one_up_stays_and_a_full_colour_is_passed_over():
    s = an.setup_position(["1a1", "1b1", "1a2"], ["1b2", "2a1"], "dark", "standard")
    assert "1a1" not in an.editable_places(s) and "2a1" in an.editable_places(s)
    with pytest.raises(an.SetupRefused) as err:
        an.cycle_place(s, "1b2")
    assert err.value.code == "holds_up"
    s = an.setup_position(pylos.PLACES[:14], [], "light", "standard")
    s, passed = an.cycle_place(s, "1c4")
    assert passed == "light" and s.at("1c4") == "dark" and s.reserve("light") == 1
    full = an.setup_position(pylos.PLACES[:14], pylos.PLACES[16:25] + pylos.PLACES[14:16]
                             + pylos.PLACES[25:28], "light", "standard")
    with pytest.raises(an.SetupRefused) as err:
        an.cycle_place(full, "3b2")
    assert err.value.code == "too_many"


def test_a_fresh_copy_keeps_the_spheres_the_side_to_move_and_the_rules_only():
    game = pylos.play_all(["1a1", "1b1", "1a2", "1b2"], variant="children")
    copy = an.fresh_copy(game)
    assert copy is not game and copy.key == game.key and copy.variant == "children"
    assert copy.ply == 0 and copy.repetitions() == 1


def test_the_worker_gives_every_moves_value_as_review_does(qtbot):
    values = an.MoveValues()
    state = pylos.position(MID["light"], MID["dark"], to_move="light")
    got = []
    values.valueReady.connect(lambda i, mv: got.append(i))
    with qtbot.waitSignal(values.finished, timeout=30000) as blocker:
        values.analyse(state)
        assert values.is_busy()            # the caller never waits for it
    direct = review.all_move_values(state)
    assert [(str(m.move), m.value) for m in blocker.args[0]] == \
        [(str(m.move), m.value) for m in direct]
    assert got == list(range(len(direct)))
    assert not values.is_busy()
    values.shutdown()


def test_another_position_gives_up_the_one_being_worked_out(qtbot):
    values = an.MoveValues()
    first = pylos.new_game()
    second = pylos.position(MID["light"], MID["dark"], to_move="light")
    finished = []
    values.finished.connect(finished.append)
    values.analyse(first)
    values.analyse(second)
    qtbot.waitUntil(lambda: bool(finished) and not values.is_busy(), timeout=30000)
    qtbot.wait(100)                                     # late answers of the first: none
    assert len(finished) == 1
    assert [str(m.move) for m in finished[0]] == [str(m) for m in second.legal_moves()]
    assert set(values.values) == set(range(len(second.legal_moves())))
    values.shutdown()


def test_a_finished_position_has_no_values(qtbot):
    import random

    rng = random.Random(2)
    over = pylos.new_game()
    while not over.is_over:
        over = over.play(rng.choice(over.legal_moves()))
    values = an.MoveValues()
    with qtbot.waitSignal(values.finished, timeout=1000) as blocker:
        values.analyse(over)
    assert blocker.args[0] == [] and not values.is_busy()
