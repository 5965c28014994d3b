"""Desktop integration files agree with the app (id, MIME type, suffix) and each OS recipe."""

import configparser
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tabletop_gui.app.identity import APP_ID
from tabletop_gui.model import fileformat

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
MIME = LINUX / "tabletop-gui-mime.xml"


def test_desktop_entry():
    cp = configparser.ConfigParser(interpolation=None)
    cp.optionxform = str
    cp.read(DESKTOP, encoding="utf-8")
    e = cp["Desktop Entry"]
    assert e["Type"] == "Application"
    assert e["Icon"] == APP_ID
    assert e["Exec"].split() == ["tabletop-gui", "%f"]      # a double-clicked file is argv[1]
    assert fileformat.GAME_FILE_MIME + ";" in e["MimeType"]
    assert "Game;" in e["Categories"] and e["Terminal"] == "false"


def test_metainfo():
    root = ET.parse(METAINFO).getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.find("launchable").text == f"{APP_ID}.desktop"
    assert root.find("content_rating") is not None
    assert root.find("releases/release").get("version") in (ROOT / "pyproject.toml").read_text()
    assert [m.text for m in root.iter("mediatype")] == [fileformat.GAME_FILE_MIME]
    assert [b.text for b in root.iter("binary")] == ["tabletop-gui"]


def test_mime_type():
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    t = ET.parse(MIME).getroot().find("m:mime-type", ns)
    assert t.get("type") == fileformat.GAME_FILE_MIME
    assert [g.get("pattern") for g in t.findall("m:glob", ns)] == ["*" + fileformat.GAME_FILE_SUFFIX]


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-utils "
                    "not installed (packaging/linux/build-and-smoke.sh installs it and validates)")
def test_desktop_file_validate():
    subprocess.run(["desktop-file-validate", str(DESKTOP)], check=True)


@pytest.mark.skipif(not shutil.which("appstreamcli"), reason="appstream not installed "
                    "(packaging/linux/build-and-smoke.sh installs it and validates)")
def test_appstreamcli_validate():
    subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)], check=True,
                   capture_output=True)


def test_inno_setup_registers_the_same_type():
    iss = (ROOT / "packaging" / "windows" / "tabletop-gui.iss").read_text(encoding="utf-8")
    defines = dict(re.findall(r'^#define (\w+) "([^"]*)"', iss, re.M))
    assert defines["GameExt"] == fileformat.GAME_FILE_SUFFIX
    assert defines["GameProgId"] == fileformat.GAME_FILE_PROGID
    assert defines["GameMime"] == fileformat.GAME_FILE_MIME
    # The open command quotes both the program and the file (paths with spaces).
    assert '"""{app}\\{#AppExe}"" ""%1"""' in iss
    assert "ChangesAssociations=yes" in iss
    assert re.search(r"^AppId=\{\{[0-9A-F-]{36}\}$", iss, re.M)
    assert "dist\\tabletop-gui\\*" in iss


def test_spec_is_python_and_declares_each_os():
    spec = (ROOT / "packaging" / "tabletop-gui.spec").read_text(encoding="utf-8")
    compile(spec, "tabletop-gui.spec", "exec")
    for needle in ("BUNDLE(", "info_plist", "CFBundleDocumentTypes", "UTExportedTypeDeclarations",
                   "NSHighResolutionCapable", "LSMinimumSystemVersion", "version=version_file",
                   "console=False", "COLLECT(", "tabletop_gui/resources",
                   "tabletop_gui/translations"):
        assert needle in spec, needle


def test_fileformat_helpers():
    assert fileformat.with_game_suffix("/a/b") == "/a/b.tabletop"
    assert fileformat.with_game_suffix("/a/b.tabletop") == "/a/b.tabletop"
    assert fileformat.with_game_suffix("/a/old.JSON") == "/a/old.JSON"
    assert fileformat.open_patterns() == "*.tabletop *.json"
    assert fileformat.is_game_file_name("x.json") and not fileformat.is_game_file_name("x.txt")
