"""The tests' toy Nim follows the rules protocol, as a real game's rules do: at run time
(``isinstance`` against the runtime-checkable protocols, the outcome, the returns, the codes as
enums) and statically (mypy --strict sees a NimState as a GameState)."""

from __future__ import annotations

import pathlib
import subprocess
import sys

import pytest

from tabletop_gui.rules.common import IllegalMoveError, InvalidMoveError
from tabletop_gui.rules.protocol import ErrorCode, GameState, InfoState, MoveValue, Outcome, Termination

from .toy_game import ErrorCode as NimError
from .toy_game import NimEnding, NimState, Take

ROOT = pathlib.Path(__file__).resolve().parents[2]

PROTOCOL_CHECK = """
from tabletop_gui.rules.protocol import GameState, InfoState, MoveValue
from tests.model.toy_game import NimState, Take

state: GameState = NimState(7)
view: InfoState = NimState(7).view(0)
move: MoveValue = Take(1)
"""


def test_a_state_follows_the_protocol_at_run_time():
    s = NimState(5)
    assert isinstance(s, GameState) and isinstance(s.view(1), InfoState)
    assert isinstance(Take(2), MoveValue)
    assert (s.game, s.players, s.seat_to_move, s.outcome, s.returns()) == \
        ("nim", 2, 0, None, (0.0, 0.0))
    assert s.view(1) is s                      # nothing is hidden
    after = s.play(s.move_from_text(" t2 "))
    assert (after.pile, after.seat_to_move, after.to_move) == (3, 1, "b")
    assert [str(m) for m in after.legal_moves()] == ["t1", "t2", "t3"]


def test_the_outcome_names_the_winning_seat():
    end = NimState(2, "b").play("t2")
    assert end.outcome == Outcome((1,), NimEnding.LAST)
    assert isinstance(end.outcome.reason, Termination) and end.outcome.reason == "last"
    assert end.returns() == (-1.0, 1.0)
    assert (end.result, end.end_reason) == ("b", "last")        # the old names stay
    assert end.legal_moves() == []


def test_refusals_carry_the_games_error_codes():
    cases = ((NimState(2), "t3", IllegalMoveError, NimError.NOT_AVAILABLE),
             (NimState(2), "x1", InvalidMoveError, NimError.BAD_NOTATION),
             (NimState(1).play("t1"), "t1", IllegalMoveError, NimError.GAME_OVER))
    for state, text, error, code in cases:
        with pytest.raises(error) as info:
            state.move_from_text(text)
        assert info.value.code == code and isinstance(info.value.code, ErrorCode)
        assert str(info.value.code) == code.value


def test_a_state_follows_the_protocol_statically(tmp_path):
    check = tmp_path / "nim_protocol_check.py"
    check.write_text(PROTOCOL_CHECK, encoding="utf-8")
    out = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--follow-imports", "silent",
         "--cache-dir", str(tmp_path / "cache"), str(check)],
        capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0, out.stdout + out.stderr
