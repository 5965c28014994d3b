"""One named test per rule and decision of docs/RULES.md §1 (Pylos)."""

import pytest

from tabletop_gui.rules import IllegalMoveError, InvalidMoveError, pylos
from tabletop_gui.rules.pylos import Move


def pos(light="", dark="", to_move="light", variant="standard"):
    return pylos.position(light.split(), dark.split(), to_move=to_move, variant=variant)


def takes_for(state, action):
    """The sets of take-backs legal after ``action`` ("1b2" or "1a1-2b2")."""
    src, _, dst = action.rpartition("-")
    return {frozenset(m.takes) for m in state.legal_moves() if m.dst == dst and (m.src or "") == src}


def illegal_code(state, text):
    with pytest.raises(IllegalMoveError) as info:
        state.play(text)
    return info.value.code


# A full level 1 (checkerboard, no own-colour square) and a full level 2.
L1_LIGHT = "1a1 1c1 1b2 1d2 1a3 1c3 1b4 1d4"
L1_DARK = "1b1 1d1 1a2 1c2 1b3 1d3 1a4 1c4"


# --- Material and board --------------------------------------------------------------------------

def test_new_game_has_fifteen_spheres_each_in_reserve_and_an_empty_pyramid():
    s = pylos.new_game()
    assert s.reserve("light") == s.reserve("dark") == 15
    assert all(s.at(p) is None for p in pylos.PLACES)
    assert s.result is None and not s.is_over and s.ply == 0


def test_pyramid_has_thirty_places_on_four_levels():
    levels = [pylos.place_coords(p)[0] for p in pylos.PLACES]
    assert [levels.count(k) for k in (1, 2, 3, 4)] == [16, 9, 4, 1]
    assert pylos.PLACES[0] == "1a1" and pylos.PLACES[15] == "1d4"
    assert pylos.PLACES[16] == "2a1" and pylos.PLACES[24] == "2c3"
    assert pylos.PLACES[25:29] == ("3a1", "3b1", "3a2", "3b2") and pylos.PLACES[29] == "4a1"
    assert pylos.place_coords("2b3") == (2, 1, 2)


def test_upper_place_rests_on_the_four_places_below():
    assert sorted(pylos.support_of("2a1")) == ["1a1", "1a2", "1b1", "1b2"]
    assert sorted(pylos.support_of("2c3")) == ["1c3", "1c4", "1d3", "1d4"]
    assert sorted(pylos.support_of("3b2")) == ["2b2", "2b3", "2c2", "2c3"]
    assert sorted(pylos.support_of("4a1")) == ["3a1", "3a2", "3b1", "3b2"]
    assert pylos.support_of("1c3") == []


def test_place_is_available_when_empty_and_fully_supported():
    s = pos("1a1 1b1 1a2", "1b2 1c1 1c2")
    avail = set(s.available_places())
    assert {"2a1", "2b1"} <= avail          # both rest on four occupied places
    assert "2a2" not in avail               # 1a3 and 1b3 are empty
    assert "1a1" not in avail               # occupied
    assert "2a1" not in pos("1a1 1b1 1a2", "1c1").available_places()   # 1b2 empty
    assert all(pylos.place_coords(p)[0] == 1 for p in pylos.new_game().available_places())


def test_free_sphere_has_nothing_resting_on_it():
    s = pos("1a1 1b1 2a1", "1a2 1b2 1d4", to_move="dark")
    assert s.free_spheres("light") == ["2a1"]
    assert s.free_spheres("dark") == ["1d4"]


def test_a_position_must_be_physically_possible():
    with pytest.raises(ValueError):
        pos("2a1", "")
    with pytest.raises(ValueError):
        pos("1a1", "1a1")


# --- Who starts ------------------------------------------------------------------------------

def test_first_player_defaults_to_light():
    s = pylos.new_game()
    assert s.to_move == "light" and s.first == "light"


def test_first_player_is_chosen_in_new_game_and_kept_in_the_state():
    s = pylos.new_game(first="dark")
    assert s.to_move == "dark" and s.first == "dark"
    t = s.play("1a1")
    assert t.at("1a1") == "dark" and t.first == "dark" and t.to_move == "light"


def test_unknown_variant_or_colour_is_refused():
    with pytest.raises(ValueError):
        pylos.new_game(variant="expert")
    with pytest.raises(ValueError):
        pylos.new_game(first="red")


# --- A turn: place -------------------------------------------------------------------------------

def test_place_puts_a_reserve_sphere_on_any_available_place_at_any_level():
    s = pos("1a1 1b1", "1a2 1b2", to_move="dark")
    t = s.play("2a1")
    assert t.at("2a1") == "dark" and t.reserve("dark") == 12 and t.to_move == "light"
    assert s.play("1d4").at("1d4") == "dark"
    assert len(pylos.new_game().legal_moves()) == 16


def test_place_on_an_occupied_or_unsupported_place_is_illegal():
    s = pos("1a1 1b1 1a2")
    assert illegal_code(s, "1a1") == "not_available"
    assert illegal_code(s, "2a1") == "not_available"


def test_place_needs_a_sphere_in_the_reserve():
    s = pos(L1_LIGHT + " 2a1 2c1 2b2 2a3 2c3 2b3 3a1", L1_DARK + " 2b1 2a2 2c2")
    assert s.reserve("light") == 0
    assert illegal_code(s, "3b1") == "reserve_empty"


# --- A turn: raise -------------------------------------------------------------------------------

RAISE = pos("1a1 1b2 1d4", "1b1 1a2 1d1")


def test_raise_moves_a_free_own_sphere_to_a_higher_level_and_saves_a_sphere():
    t = RAISE.play("1d4-2a1")
    assert t.at("1d4") is None and t.at("2a1") == "light"
    assert t.reserve("light") == RAISE.reserve("light") == 12
    assert Move.from_notation("1d4-2a1") in RAISE.legal_moves()


def test_raise_needs_an_own_sphere():
    assert illegal_code(RAISE, "1d1-2a1") == "not_own_sphere"
    assert illegal_code(RAISE, "1c3-2a1") == "not_own_sphere"


def test_raise_needs_a_free_sphere():
    s = pos("1a1 1b1 1c1 2a1 1d4", "1a2 1b2 1c2", to_move="light")
    assert "2b1" in s.available_places()
    assert illegal_code(s, "1a1-2b1") == "not_free"


def test_raise_goes_strictly_higher():
    assert illegal_code(RAISE, "1d4-1c4") == "not_higher"
    s = pos("1a1 1b1 1c1 1a2 1b2 1c2 1a3 2a1", "1b3 1c3 1d1 1d2 1d3 1a4 1b4 2b2")
    assert "2a2" in s.available_places() and "2a1" in s.free_spheres("light")
    assert illegal_code(s, "2a1-2a2") == "not_higher"


def test_raise_may_not_use_a_sphere_that_supports_the_destination():
    assert illegal_code(RAISE, "1a1-2a1") == "supports_destination"
    assert illegal_code(RAISE, "1b2-2a1") == "supports_destination"
    assert not any(m.src in ("1a1", "1b2") for m in RAISE.legal_moves())


def test_raise_from_level_two_to_level_three():
    s = pos(L1_LIGHT + " 2a1 2c1 2b2 2a3", L1_DARK + " 2b1 2a2 2c2 2b3")
    # 2c3 is empty, so 3b2 is not available, but 3a1 is; 2a3 is free and does not support 3a1.
    assert "2a3" in s.free_spheres("light")
    t = s.play("2a3-3a1")
    assert t.at("3a1") == "light" and t.at("2a3") is None


# --- A turn: own-colour patterns and taking back --------------------------------------------------

SQUARE = pos("1a1 1b1 1a2", "1c3 1d3 1c4")


def test_own_colour_square_takes_back_one_or_two_free_spheres():
    sets = takes_for(SQUARE, "1b2")
    singles = {s for s in sets if len(s) == 1}
    pairs = {s for s in sets if len(s) == 2}
    assert singles == {frozenset([p]) for p in ("1a1", "1b1", "1a2", "1b2")}
    assert len(pairs) == 6 and len(sets) == 10
    t = SQUARE.play("1b2x1a1x1b2")
    assert t.reserve("light") == 13 and t.at("1a1") is None and t.at("1b2") is None


def test_taking_back_is_required_after_a_pattern():
    """Decision: one or two, never none (Spanish and Romanian books; the Czech allows none)."""
    assert illegal_code(SQUARE, "1b2") == "takeback_required"
    assert frozenset() not in takes_for(SQUARE, "1b2")


def test_mixed_colour_square_gives_no_takeback():
    s = pos("1a1 1b1", "1a2 1c3")
    assert takes_for(s, "1b2") == {frozenset()}
    assert illegal_code(s, "1b2x1b2") == "no_pattern"


def test_the_just_played_sphere_may_be_taken_back():
    t = SQUARE.play("1b2x1b2")
    assert t.at("1b2") is None and t.reserve("light") == SQUARE.reserve("light")


def test_takeback_may_come_from_anywhere_in_the_pyramid():
    s = pos("1a1 1b1 1a2 1d4", "1c3 1d3 1c4")
    assert frozenset(["1d4"]) in takes_for(s, "1b2")
    assert s.play("1b2x1d4").at("1d4") is None


def test_only_own_spheres_are_taken_back():
    assert illegal_code(SQUARE, "1b2x1c3") == "takeback_not_own"
    assert illegal_code(SQUARE, "1b2x1d1") == "takeback_not_own"


def test_only_free_spheres_are_taken_back():
    s = pos("1a1 1b1 1b2 1c1 1c2 2b1", "1b3 1c3 1d1 1d2")
    # Placing 1a2 completes the a1-b2 square; 1b1 and 1b2 are under 2b1, so not free.
    assert illegal_code(s, "1a2x1b1") == "takeback_not_free"
    # ... unless 2b1 is taken back first, which frees them.
    assert all("2b1" in ms for ms in takes_for(s, "1a2") if {"1b1", "1b2"} & ms)
    assert frozenset(["2b1", "1b1"]) in takes_for(s, "1a2")
    assert frozenset(["2b1"]) in takes_for(s, "1a2")


def test_a_sphere_is_taken_back_only_once():
    assert illegal_code(SQUARE, "1b2x1a1x1a1") == "takeback_repeated"


def test_several_patterns_at_once_still_allow_at_most_two():
    s = pos("1a1 1b1 1c1 1a2 1c2 1a3 1b3 1c3", "1d1 1d2 1d3 1d4 1a4 1b4")
    # 1b2 completes four squares at once.
    assert max(len(ms) for ms in takes_for(s, "1b2")) == 2
    assert illegal_code(s, "1b2x1a1x1c1x1a3") == "too_many_takebacks"


def test_second_takeback_may_be_a_sphere_freed_by_the_first():
    """Taking a top sphere first can free the one under it; the other order is illegal."""
    level3 = (
        "1a1 1c1 1b2 1d2 1a3 1c3",                # level 1: 6 light
        "1b1 1d1 1a2 1c2 1b3 1d3 1a4 1b4 1c4 1d4",  # level 1: 10 dark
    )
    s = pos(level3[0] + " 2a1 2c1 2b2 2a3 2c3 3a1 3b1 3a2",
            level3[1] + " 2b1 2a2 2c2 2b3")
    sets = takes_for(s, "3b2")       # completes the level-3 square
    assert frozenset(["3a1", "2a1"]) in sets      # 2a1 rests under 3a1 only
    assert frozenset(["3b2", "2c3"]) in sets
    assert frozenset(["3a1", "2b2"]) not in sets   # 2b2 is still under 3b1, 3a2, 3b2
    assert len(sets) == 4 + 6 + 4
    t = s.play("3b2x3a1x2a1")
    assert t.at("3a1") is None and t.at("2a1") is None
    assert illegal_code(s, "3b2x2a1x3a1") == "takeback_not_free"


def test_a_raise_that_completes_a_square_takes_back_too():
    s = pos("1a1 1b1 1a2 1c1 1c2 1d4", "1b2 1c3 1b3 1d1 1d2")   # a raise completing nothing
    s2 = pos("1a1 1b1 1c1 1a2 1c2 1a3 1b3 1c3 2a1 2b1 2a2 1d4", "1b2 1d1 1d2 1d3 1a4 1b4")
    assert {"2b2"} <= set(s2.available_places())
    sets = takes_for(s2, "1d4-2b2")
    assert sets and frozenset() not in sets
    assert s2.play("1d4-2b2x2b2").at("1d4") is None
    assert takes_for(s, "1d4-2a1") == {frozenset()}


def test_square_on_level_two_counts():
    s = pos(L1_LIGHT + " 2a1 2b1 2a2", L1_DARK + " 2c3")
    assert frozenset(["2b2"]) in takes_for(s, "2b2")


# --- End -----------------------------------------------------------------------------------------

def test_placing_on_the_top_wins():
    light = L1_LIGHT + " 2a1 2c1 2b2 2a3 2c3 3a1"
    dark = L1_DARK + " 2b1 2a2 2c2 2b3 3b1 3a2 3b2"
    s = pos(light, dark, to_move="light")
    assert s.reserve("light") == 1
    t = s.play("4a1")
    assert t.result == "light" and t.end_reason == "top" and t.is_over
    assert t.reserve("light") == 0        # crowning with the last sphere still wins


def test_empty_reserve_at_the_end_of_a_turn_loses_at_once():
    s = pos(L1_LIGHT + " 2a1 2c1 2b2 2a3 2c3 2b3", L1_DARK + " 2b1 2a2 2c2")
    assert s.reserve("light") == 1
    t = s.play("3a1")
    assert t.reserve("light") == 0
    assert t.result == "dark" and t.end_reason == "reserve"


def test_taking_back_after_the_last_sphere_keeps_the_game_going():
    light = "1a1 1b1 1c1 1d1 1a2 1c2 1d2 1a3 1b3 1c3 1d3 1a4 1b4 1c4"
    s = pos(light, "1d4")
    assert s.reserve("light") == 1
    assert illegal_code(s, "1b2") == "takeback_required"
    t = s.play("1b2x1b2")
    assert t.result is None and t.reserve("light") == 1


def test_no_move_after_the_game_is_over():
    s = pos(L1_LIGHT + " 2a1 2c1 2b2 2a3 2c3 2b3", L1_DARK + " 2b1 2a2 2c2").play("3a1")
    assert s.legal_moves() == []
    assert illegal_code(s, "3b1") == "game_over"


# --- Variants ------------------------------------------------------------------------------------

def test_children_variant_has_no_own_colour_patterns():
    s = pos("1a1 1b1 1a2", "1c3", variant="children")
    assert takes_for(s, "1b2") == {frozenset()}
    assert illegal_code(s, "1b2x1b2") == "no_pattern"


def test_standard_variant_ignores_lines():
    s = pos("1a1 1b1 1c1", "1a3 1b3", variant="standard")
    assert takes_for(s, "1d1") == {frozenset()}


def test_mature_variant_counts_a_row_or_column_of_four_on_level_one():
    row = pos("1a1 1b1 1c1", "1a3 1b3", variant="mature")
    assert frozenset(["1d1"]) in takes_for(row, "1d1")
    column = pos("1b1 1b2 1b3", "1a3 1c3", variant="mature")
    assert frozenset(["1b4"]) in takes_for(column, "1b4")


def test_mature_variant_counts_a_line_of_three_on_level_two():
    s = pos(L1_LIGHT + " 2a1 2b1", L1_DARK + " 2a2", variant="mature")
    assert frozenset(["2c1"]) in takes_for(s, "2c1")
    assert takes_for(pos(L1_LIGHT + " 2a1 2b1", L1_DARK + " 2a2"), "2c1") == {frozenset()}


def test_diagonals_never_count():
    s = pos("1a1 1b2 1c3", "1a4 1b4", variant="mature")
    assert takes_for(s, "1d4") == {frozenset()}


def test_mature_variant_still_takes_back_at_most_two():
    s = pos("1a1 1b1 1c1 1a2 1c2 1a3 1b3 1c3 1b4", "1d1 1d2 1d3 1d4 1a4", variant="mature")
    # 1b2 completes four squares, a row and a column.
    assert max(len(ms) for ms in takes_for(s, "1b2")) == 2


# --- Termination ---------------------------------------------------------------------------------

def test_third_occurrence_of_a_position_is_a_draw():
    s = pos("1a1 1b1 1a2", "1c3 1d3 1c4")
    assert s.repetitions() == 1
    cycle = ["1b2x1b2", "1d4x1d4"]
    s = s.play(cycle[0]).play(cycle[1])
    assert s.repetitions() == 2 and s.result is None
    s = s.play(cycle[0])
    assert s.result is None
    s = s.play(cycle[1])
    assert s.repetitions() == 3
    assert s.result == "draw" and s.end_reason == "repetition"
    assert s.legal_moves() == []


def test_repetition_needs_the_same_player_to_move():
    s = pos("1a1 1b1 1a2", "1c3 1d3 1c4")
    t = s.play("1b2x1b2")       # same places and reserves, but Dark to move
    assert t.key != s.key and t.repetitions() == 1


# --- Notation ------------------------------------------------------------------------------------

def test_notation_names_places_level_column_row():
    assert Move.from_notation("1b2").dst == "1b2"
    m = Move.from_notation("1a1-2b2")
    assert (m.src, m.dst, m.takes) == ("1a1", "2b2", ())
    m = Move.from_notation("2b2x2b2x1c3")
    assert (m.src, m.dst, m.takes) == (None, "2b2", ("2b2", "1c3"))
    assert str(m) == "2b2x2b2x1c3"


def test_notation_is_forgiving_about_case_and_spaces():
    assert str(Move.from_notation(" 1A1-2B2 x2b2 ")) == "1a1-2b2x2b2"


@pytest.mark.parametrize("text", ["", "1", "1e1", "5a1", "2d1", "2a4", "3c1", "4b1", "1a1-", "1a1x",
                                  "1a1--2b2", "x1a1", "1a1 2b2", "pass", None, 42])
def test_bad_notation_raises_invalid_move_error(text):
    with pytest.raises(InvalidMoveError):
        Move.from_notation(text)
    with pytest.raises(InvalidMoveError):
        pylos.parse_move(text, pylos.new_game())


def test_both_errors_are_value_errors_with_codes():
    assert issubclass(InvalidMoveError, ValueError) and issubclass(IllegalMoveError, ValueError)
    with pytest.raises(ValueError) as info:
        pylos.parse_move("2a1", pylos.new_game())
    assert info.value.code == "not_available"
    assert info.value.code in pylos.ILLEGAL_CODES


def test_parse_move_returns_the_legal_move():
    m = pylos.parse_move("1b2x1a1", SQUARE)
    assert m in SQUARE.legal_moves() and str(m) == "1b2x1a1"


def test_moves_are_equal_by_action_and_set_of_takebacks():
    assert Move.from_notation("1b2x1a1x1b2") == Move.from_notation("1b2x1b2x1a1")
    assert hash(Move.from_notation("1b2x1a1x1b2")) == hash(Move.from_notation("1b2x1b2x1a1"))
    assert Move.from_notation("1b2x1a1") != Move.from_notation("1b2x1b2")
    assert Move.from_notation("1a1-2b2") != Move.from_notation("2b2")


def test_moves_are_immutable_and_hashable():
    m = Move.from_notation("1a1")
    with pytest.raises(AttributeError):
        m.dst = "1b1"  # type: ignore[misc]
    assert {m: 1}[Move("1a1")] == 1
    assert eval(repr(m), {"Move": Move}) == m


def test_play_accepts_a_move_or_its_notation_and_returns_a_new_state():
    s = pylos.new_game()
    a, b = s.play("1c3"), s.play(Move.from_notation("1c3"))
    assert a == b and a is not s and s.at("1c3") is None and a.ply == 1
