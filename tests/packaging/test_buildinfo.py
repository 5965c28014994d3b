"""Build-time helpers: version, Windows version resource, translations."""

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import buildinfo  # noqa: E402


def test_version_from_pyproject():
    import re
    v = buildinfo.project_version()
    assert re.fullmatch(r"\d+\.\d+\.\d+.*", v)
    assert buildinfo.version_tuple("1.2.3rc1") == (1, 2, 3, 0)
    assert buildinfo.version_tuple("2.0") == (2, 0, 0, 0)


def test_version_info_is_a_versioninfo_expression(tmp_path):
    path = buildinfo.write_version_info(tmp_path / "vi.txt", "1.2.3", "Tabletop")
    text = path.read_text(encoding="utf-8")
    tree = ast.parse(text, mode="eval")               # PyInstaller eval()s this file
    assert isinstance(tree.body, ast.Call) and tree.body.func.id == "VSVersionInfo"
    assert "filevers=(1, 2, 3, 0)" in text and "'tabletop-gui.exe'" in text
    try:
        from PyInstaller.utils.win32.versioninfo import load_version_info_from_text_file
    except ImportError:
        return                                       # the check above stands without PyInstaller
    info = load_version_info_from_text_file(str(path))
    assert info.ffi.fileVersionMS == (1 << 16) | 2 and info.ffi.fileVersionLS == 3 << 16


def test_translations_none_yet_is_fine(tmp_path):
    (tmp_path / "pyproject.toml").write_text('version = "0.1.0"\n')
    assert buildinfo.build_translations(tmp_path) == []
    (tmp_path / "translations").mkdir()
    (tmp_path / "translations" / "tabletop_es.qm").write_bytes(b"x")
    assert [Path(p).name for p in buildinfo.build_translations(tmp_path)] == ["tabletop_es.qm"]
