"""The rules core is fully typed (python-chess style): mypy --strict finds nothing."""

import pathlib
import subprocess
import sys

import tabletop_gui.rules as rules


def test_rules_core_passes_mypy_strict(tmp_path):
    package = pathlib.Path(rules.__file__).parent
    out = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(tmp_path / "cache"), str(package)],
        capture_output=True, text=True,
    )
    assert out.returncode == 0, out.stdout + out.stderr
