"""The rules core is typed (python-chess style): mypy --strict finds nothing in the whole
package, and Pylos's states, views and moves follow the game protocol (checked statically;
PILUS's in test_pilus_typing.py)."""

import pathlib
import subprocess
import sys

import tabletop_gui.rules as rules

PROTOCOL_CHECK = """
from tabletop_gui.rules import pylos
from tabletop_gui.rules.protocol import GameState, InfoState, MoveValue

state: GameState = pylos.new_game()
view: InfoState = pylos.new_game().view(0)
move: MoveValue = pylos.Move("1a1")
"""


def _mypy_strict(tmp_path, *files):
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--follow-imports", "silent",
         "--cache-dir", str(tmp_path / "cache"), *files],
        capture_output=True, text=True,
    )


def test_rules_core_passes_mypy_strict(tmp_path):
    package = pathlib.Path(rules.__file__).parent
    out = _mypy_strict(tmp_path, str(package))
    assert out.returncode == 0, out.stdout + out.stderr


def test_pylos_follows_the_game_protocol_statically(tmp_path):
    check = tmp_path / "protocol_check.py"
    check.write_text(PROTOCOL_CHECK, encoding="utf-8")
    out = _mypy_strict(tmp_path, str(check))
    assert out.returncode == 0, out.stdout + out.stderr
