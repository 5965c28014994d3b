"""Start-up never dies for want of a cache folder: when the .qm files cannot be compiled into
the user's cache (a read-only home, XDG_CACHE_HOME on a read-only disk), they are compiled into
a private temporary folder instead; at worst the interface speaks English.

The tests run as root, for whom chmod blocks nothing, so "unwritable" is a folder that would
have to be made under a regular file."""

import os
import subprocess
import sys

import pytest
from PySide6.QtCore import QTranslator

from tabletop_gui.model import i18n


@pytest.fixture
def blocked_cache(tmp_path, monkeypatch):
    blocker = tmp_path / "afile"
    blocker.write_text("not a folder")
    cache = blocker / "x" / "translations"
    monkeypatch.setattr(i18n, "cache_dir", lambda: cache)
    return cache


def test_compile_into_an_unwritable_folder_says_no_and_does_not_raise(blocked_cache):
    assert i18n.compile_ts(i18n.ts_file("es"), blocked_cache / "tabletop_gui_es.qm") is False


def test_the_translation_is_compiled_elsewhere(blocked_cache, monkeypatch, tmp_path):
    checkout = tmp_path / "checkout"          # a checkout with no compiled .qm next to the .ts
    checkout.mkdir()
    ts = checkout / "tabletop_gui_es.ts"
    ts.write_bytes(i18n.ts_file("es").read_bytes())
    monkeypatch.setattr(i18n, "ts_dirs", lambda: [checkout])
    qm = i18n.qm_file("es")
    assert qm is not None and qm.is_file() and qm.stat().st_size > 0
    assert blocked_cache not in qm.parents and checkout not in qm.parents
    translator = QTranslator()
    assert translator.load(str(qm))
    assert translator.translate("MainWindow", "Untitled") == "Sin título"
    assert i18n.qm_file("es") == qm           # compiled once per process


def test_the_pseudo_locale_is_built_elsewhere(blocked_cache):
    qm = i18n.pseudo_qm()
    assert qm is not None and qm.is_file() and blocked_cache not in qm.parents


@pytest.mark.gl
def test_the_app_starts_in_spanish_with_an_unwritable_cache(tmp_path):
    blocker = tmp_path / "afile"
    blocker.write_text("not a folder")
    env = dict(os.environ)
    env.pop("LC_ALL", None)
    env.pop("LC_MESSAGES", None)
    env.pop("LANGUAGE", None)
    env.update({"XDG_CACHE_HOME": str(blocker / "x"), "LANG": "es_ES.UTF-8",
                "XDG_CONFIG_HOME": str(tmp_path / "config"),
                "XDG_DATA_HOME": str(tmp_path / "data"),
                "TABLETOP_GUI_SCREENSHOT": str(tmp_path / "shot.png")})
    out = subprocess.run([sys.executable, "-m", "tabletop_gui", "--quit-after", "1500"],
                         capture_output=True, text=True, timeout=120, env=env)
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr
    assert "Sin título" in out.stdout, out.stdout     # the screenshot hook prints the title
