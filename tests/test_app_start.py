"""The app starts and quits cleanly, both as a module and through its entry point."""

import os
import subprocess
import sys


def test_python_m_starts_and_quits():
    env = dict(os.environ)
    out = subprocess.run(
        [sys.executable, "-m", "tabletop_gui", "--quit-after", "300"],
        capture_output=True, text=True, timeout=120, env=env,
    )
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr
