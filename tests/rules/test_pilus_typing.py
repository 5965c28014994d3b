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
