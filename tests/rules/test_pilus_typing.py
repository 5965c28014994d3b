"""The PILUS rules and bot are typed: ``mypy --strict`` finds nothing in rules/pilus and
ai/pilus (imported modules outside them are followed silently: they have their own checks)."""

import pathlib
import subprocess
import sys

import tabletop_gui

ROOT = pathlib.Path(tabletop_gui.__file__).parent


def test_pilus_rules_and_bot_pass_mypy_strict(tmp_path):
    out = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--follow-imports", "silent",
         "--cache-dir", str(tmp_path / "cache"),
         str(ROOT / "rules" / "pilus"), str(ROOT / "ai" / "pilus")],
        capture_output=True, text=True,
    )
    assert out.returncode == 0, out.stdout + out.stderr


def test_pilus_states_views_and_turns_satisfy_the_protocol_statically(tmp_path):
    snippet = tmp_path / "uses_protocol.py"
    snippet.write_text(
        "from tabletop_gui.rules import pilus\n"
        "from tabletop_gui.rules.protocol import GameState, InfoState, MoveValue\n"
        "state: GameState = pilus.new_game()\n"
        "view: InfoState = pilus.new_game().view(0)\n"
        "move: MoveValue = pilus.PASS\n"
        "after: GameState = state.play(state.legal_moves()[0])\n",
        encoding="utf-8",
    )
    out = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--follow-imports", "silent",
         "--cache-dir", str(tmp_path / "cache"), str(snippet)],
        capture_output=True, text=True,
    )
    assert out.returncode == 0, out.stdout + out.stderr
