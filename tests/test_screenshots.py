"""``python -m tools.screenshots`` builds every documentation picture: the real window at each
scene, written as a small PNG (here into a temporary folder; docs/ is the lead's to refresh)."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.gl


def test_the_scenes_are_listed():
    from tools.screenshots import SCENES

    names = [s.name for s in SCENES]
    for game in ("pylos", "pilus"):
        assert {f"{game}-start", f"{game}-mid", f"{game}-end"} <= set(names)
    assert {"pilus-ghost-level-2", "window-es", "window-ro", "window-cs",
            "rules-pictures", "lesson"} <= set(names)
    assert len(set(names)) == len(names)


@pytest.mark.slow
def test_every_scene_is_rendered_into_a_small_png(tmp_path):
    from PySide6.QtGui import QImage

    from tools.screenshots import MAX_KB, SCENES

    env = dict(os.environ, LANG="C.UTF-8", QT_QPA_PLATFORM="xcb")
    run = subprocess.run([sys.executable, "-m", "tools.screenshots", "--out", str(tmp_path)],
                         cwd=REPO, env=env, capture_output=True, text=True, timeout=240)
    assert run.returncode == 0, run.stdout + run.stderr
    for scene in SCENES:
        path = tmp_path / f"{scene.name}.png"
        assert path.is_file(), scene.name
        assert 10 * 1024 < path.stat().st_size <= MAX_KB * 1024, (scene.name, path.stat())
        image = QImage(str(path))
        assert image.width() == round(1240 * 0.62), scene.name
        assert not image.isNull()


def test_an_unknown_scene_is_refused(tmp_path):
    run = subprocess.run([sys.executable, "-m", "tools.screenshots", "--out", str(tmp_path),
                          "--only", "pylos-nowhere"], cwd=REPO, capture_output=True, text=True,
                         timeout=60)
    assert run.returncode == 2 and "pylos-nowhere" in run.stderr
    assert not any(tmp_path.iterdir())
