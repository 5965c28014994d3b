"""The .ts files: current with the sources, complete, in the right plural forms; .qm files are
built (never committed) and load."""

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tabletop_gui.model import i18n
from tests.i18n.walk import is_language_neutral
from tools import linguist

TS_DIR = Path(__file__).resolve().parents[2] / "translations"


def messages(path):
    """(context, source) -> (message element, translation element)."""
    out = {}
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name")
        for m in ctx.iter("message"):
            out[(name, m.findtext("source"))] = (m, m.find("translation"))
    return out


def test_the_ts_files_are_current_with_the_sources(tmp_path):
    """lupdate over the sources into a copy changes nothing: no new, vanished or obsolete
    message."""
    for ts in TS_DIR.glob("*.ts"):
        shutil.copy(ts, tmp_path / ts.name)
    linguist.lupdate(tmp_path)
    for lang in i18n.LANGUAGES:
        name = f"tabletop_gui_{lang}.ts"
        before, after = messages(TS_DIR / name), messages(tmp_path / name)
        assert set(after) == set(before), (
            f"{name} is out of date: run python tools/linguist.py update; new "
            f"{sorted(set(after) - set(before))}, gone {sorted(set(before) - set(after))}")
        for key, (_m, tr) in after.items():
            assert tr.get("type") is None, (name, key, tr.get("type"))


@pytest.mark.parametrize("lang", i18n.TRANSLATED)
def test_every_message_is_finished_with_its_placeholders(lang):
    msgs = messages(TS_DIR / f"tabletop_gui_{lang}.ts")
    assert len(msgs) > 200
    forms = i18n.PLURAL_FORMS[lang]
    for key, (m, tr) in msgs.items():
        assert tr is not None and tr.get("type") is None, (lang, key, tr.get("type"))
        source = key[1]
        if m.get("numerus") == "yes":
            texts = [f.text or "" for f in tr.findall("numerusform")]
            assert len(texts) == forms, (lang, key, texts)
        else:
            texts = [tr.text or ""]
        for text in texts:
            assert text.strip(), (lang, key)
            for ph in set(re.findall(r"%(?:\d|n)", source)):
                assert ph in text, (lang, key, ph, text)
            assert text.count("&") - 2 * text.count("&&") <= 1, (lang, key, text)
            assert ("&" in source) == ("&" in text), (lang, key, "mnemonic", text)


@pytest.mark.parametrize("lang", i18n.TRANSLATED)
def test_no_english_left(lang):
    left = []
    for key, (_m, tr) in messages(TS_DIR / f"tabletop_gui_{lang}.ts").items():
        texts = [f.text for f in tr.findall("numerusform")] or [tr.text]
        if key[1] in texts and not is_language_neutral(key[1], lang) and key[1] != "%1.":
            left.append(key)
    assert left == []


def test_english_plural_forms():
    msgs = messages(TS_DIR / "tabletop_gui_en.ts")
    assert msgs, "the English .ts holds the plural forms"
    for key, (m, tr) in msgs.items():
        assert m.get("numerus") == "yes", key
        forms = [f.text for f in tr.findall("numerusform")]
        assert len(forms) == 2 and all(forms) and tr.get("type") is None, (key, forms)


def test_no_compiled_file_is_committed():
    root = TS_DIR.parent
    if not (root / ".git").exists():
        pytest.skip("not a git checkout")
    out = subprocess.run(["git", "ls-files", "*.qm"], cwd=root, capture_output=True,
                         text=True, check=True)
    assert out.stdout.strip() == ""


def test_every_language_compiles_and_loads(qapp):
    from PySide6.QtCore import QTranslator

    for lang in i18n.LANGUAGES + (i18n.PSEUDO,):
        path = i18n.qm_file(lang)
        assert path is not None and path.is_file(), lang
        t = QTranslator()
        assert t.load(str(path)), lang
    from PySide6.QtCore import QCoreApplication

    def forms(lang, counts):
        t = QTranslator()
        assert t.load(str(i18n.qm_file(lang)))
        QCoreApplication.installTranslator(t)
        try:
            return [QCoreApplication.translate("Pilus", "%n tile(s) left to draw", "", n)
                    for n in counts]
        finally:
            QCoreApplication.removeTranslator(t)

    assert forms("cs", (1, 3, 5)) == ["Zbývá 1 dílek k dobrání", "Zbývají 3 dílky k dobrání",
                                      "Zbývá 5 dílků k dobrání"]
    assert forms("ro", (1, 3, 20)) == ["Mai este 1 plăcuță de tras",
                                       "Mai sunt 3 plăcuțe de tras",
                                       "Mai sunt 20 de plăcuțe de tras"]
    assert forms("es", (1, 2)) == ["Queda 1 loseta por robar", "Quedan 2 losetas por robar"]
    assert forms("en", (1, 2)) == ["1 tile left to draw", "2 tiles left to draw"]


def test_a_stale_compiled_file_is_rebuilt(tmp_path, monkeypatch):
    ts = tmp_path / "tabletop_gui_es.ts"
    shutil.copy(TS_DIR / ts.name, ts)
    monkeypatch.setattr(i18n, "ts_dirs", lambda: [tmp_path])
    monkeypatch.setattr(i18n, "cache_dir", lambda: tmp_path / "cache")
    first = i18n.qm_file("es")
    assert first.parent == tmp_path / "cache" and first.name.startswith("tabletop_gui_es")
    stamp = first.stat().st_mtime
    ts.touch()
    import os
    os.utime(ts, (stamp + 10, stamp + 10))
    assert i18n.qm_file("es").stat().st_mtime >= stamp
    # a shipped, up-to-date .qm next to the .ts wins
    shutil.copy(first, tmp_path / "tabletop_gui_es.qm")
    os.utime(tmp_path / "tabletop_gui_es.qm", (stamp + 20, stamp + 20))
    assert i18n.qm_file("es") == tmp_path / "tabletop_gui_es.qm"


def test_a_bundle_finds_qm_files_shipped_without_their_ts(tmp_path, monkeypatch):
    """PyInstaller bundles put the compiled .qm (no .ts) in tabletop_gui/translations/."""
    monkeypatch.setattr(i18n, "cache_dir", lambda: tmp_path / "cache")
    compiled = tmp_path / "cache" / "tabletop_gui_cs.qm"
    assert i18n.compile_ts(TS_DIR / "tabletop_gui_cs.ts", compiled)
    package = tmp_path / "bundle" / "tabletop_gui"
    (package / "translations").mkdir(parents=True)
    shipped = package / "translations" / "tabletop_gui_cs.qm"
    shutil.copy(compiled, shipped)
    monkeypatch.setattr(i18n, "__file__", str(package / "model" / "i18n.py"))
    monkeypatch.setattr(i18n, "SOURCE_TS_DIR", tmp_path / "no-checkout")
    assert package / "translations" in i18n.ts_dirs()
    assert i18n.qm_file("cs") == shipped


def test_system_language_choice():
    assert i18n.resolve("system", "es_MX") == "es"
    assert i18n.resolve("system", "cs_CZ") == "cs"
    assert i18n.resolve("system", "ro_RO") == "ro"
    assert i18n.resolve("system", "de_DE") == "en"
    assert i18n.resolve("system", "C") == "en"
    assert i18n.resolve("ro", "de_DE") == "ro"
    assert i18n.resolve(None, "cs") == "cs"


def test_the_language_menu_lists_names_in_their_own_language():
    codes = [c for c, _ in i18n.LanguageManager.available()]
    names = dict(i18n.LanguageManager.available())
    assert codes == ["system", "en", "es", "ro", "cs"]
    assert [names[c] for c in codes[1:]] == ["English", "Español", "Română", "Čeština"]


def test_pseudo_text_keeps_placeholders_and_grows():
    text = "%1 to move (key %n), &Done <b>x</b> 1a1-2b2"
    out = i18n.pseudo_text(text)
    for keep in ("%1", "%n", "&D", "<b>"):
        assert keep in out
    assert len(out) >= 1.4 * len(text)


def test_checkouts_sharing_one_cache_each_get_their_own_translation(tmp_path, monkeypatch):
    """The cache folder is the user's, shared by every checkout and installed version: a .qm
    compiled there from another version's .ts (however new) is not this one's."""
    import os

    from PySide6.QtCore import QTranslator

    monkeypatch.setattr(i18n, "cache_dir", lambda: tmp_path / "cache")
    source = (TS_DIR / "tabletop_gui_es.ts").read_text(encoding="utf-8")
    assert "<translation>Sin título</translation>" in source
    older, newer = tmp_path / "older", tmp_path / "newer"
    for folder, title in ((older, "Sin título"), (newer, "Sin nombre")):
        folder.mkdir()
        (folder / "tabletop_gui_es.ts").write_text(
            source.replace("<translation>Sin título</translation>",
                           f"<translation>{title}</translation>"), encoding="utf-8")
    os.utime(older / "tabletop_gui_es.ts", (1_000_000, 1_000_000))

    def untitled(checkout):
        monkeypatch.setattr(i18n, "ts_dirs", lambda: [checkout])
        translator = QTranslator()
        assert translator.load(str(i18n.qm_file("es")))
        return translator.translate("MainWindow", "Untitled")

    assert untitled(newer) == "Sin nombre"
    assert untitled(older) == "Sin título"      # not the newer checkout's fresher .qm
    assert untitled(newer) == "Sin nombre"


@pytest.mark.parametrize("lang", [*i18n.TRANSLATED, "en"])
def test_no_stray_translator_comments(lang):
    """lupdate turns any ``#:`` comment above a translated string into a translator comment,
    however far from it; the app writes none, so one in a .ts is a code comment gone astray."""
    text = (TS_DIR / f"tabletop_gui_{lang}.ts").read_text(encoding="utf-8")
    assert "<extracomment>" not in text
