"""Languages of the interface: the Qt Linguist flow and the translators at run time.

Sources are ``translations/tabletop_gui_<lang>.ts`` (es, ro, cs; ``en`` holds the plural forms
only). ``.qm`` files are build output, never committed. At run time :func:`qm_file` looks for
an up-to-date compiled file, in order:

1. next to the ``.ts`` it was built from: the installed ``tabletop_gui.translations`` package
   (a wheel or bundle that shipped ``.qm`` files) or ``<repo>/translations/`` (after
   ``python tools/linguist.py release``);
2. the user's cache folder (the file named after a digest of its ``.ts``), where it is
   compiled on the fly with the ``lrelease`` that ships in the PySide6 wheel when missing or
   older than its ``.ts`` (source checkouts, ``pip install``, editable installs, the tests);
3. when the cache folder cannot be written (a read-only home, ``XDG_CACHE_HOME`` on a
   read-only disk): a private temporary folder of this process, removed at exit. Should that
   fail too, the interface speaks English: a translation never stops the app from starting.

The developer commands (lupdate, lrelease into translations/, the pseudo-locale's path) are
``tools/linguist.py``; the languages themselves are :mod:`tabletop_gui.model.languages`.

QtCore only: the view's language menu uses :class:`LanguageManager`. What only compiling needs
(subprocess, tempfile, the XML parser) is imported when a file is compiled: the app's first
paint loads the translations compiled before, and compiles a missing one after it.
"""

from __future__ import annotations

import atexit
import os
import re
from pathlib import Path
from typing import Any, List, Optional, Tuple

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QStandardPaths, QTranslator, Signal

from .languages import LANGUAGES, NATIVE_NAMES, PLURAL_FORMS, PSEUDO, PSEUDO_ENV, SYSTEM, TRANSLATED, resolve_language

BASENAME = "tabletop_gui"
# the package folder (tabletop_gui/); its translations/ holds a bundle's .qm files
_PACKAGE = Path(__file__).resolve().parent.parent
_REPO = _PACKAGE.parent
SOURCE_TS_DIR = _REPO / "translations"


# ---- where things are --------------------------------------------------------------------------
def ts_dirs() -> List[Path]:
    """Folders that may hold our ``.ts``/``.qm`` files: the installed package, the checkout."""
    # A bundle (PyInstaller) ships compiled .qm files, without their .ts, in the package's own
    # translations/ folder; an installed wheel has the tabletop_gui.translations package there.
    dirs: List[Path] = [Path(__file__).resolve().parent.parent / "translations"]
    if not dirs[0].is_dir() and not SOURCE_TS_DIR.is_dir():
        # neither a package folder nor a checkout (importlib.resources finds the installed
        # package wherever it is; it is not loaded otherwise: the first paint waits for this)
        try:
            import importlib.resources

            folder = Path(str(importlib.resources.files("tabletop_gui.translations")))
            if folder not in dirs:
                dirs.append(folder)
        except (ModuleNotFoundError, TypeError):
            pass
    if SOURCE_TS_DIR not in dirs:
        dirs.append(SOURCE_TS_DIR)
    return [d for d in dirs if d.is_dir()]


def ts_file(language: str) -> Optional[Path]:
    for folder in ts_dirs():
        path = folder / f"{BASENAME}_{language}.ts"
        if path.is_file():
            return path
    return None


def cache_dir() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    if not base:
        import tempfile

        base = os.path.join(tempfile.gettempdir(), "tabletop-gui-cache")
    return Path(base) / "translations"


def lrelease_command() -> Optional[List[str]]:
    """The lrelease that ships in the PySide6 wheel (or one on PATH)."""
    import PySide6

    here = Path(PySide6.__file__).resolve().parent
    for name in ("lrelease", "lrelease.exe", "Qt/libexec/lrelease", "Qt/bin/lrelease"):
        if (here / name).is_file():
            return [str(here / name)]
    import shutil

    for name in ("pyside6-lrelease", "lrelease"):
        found = shutil.which(name)
        if found:
            return [found]
    return None


def _fresh(qm: Path, ts: Optional[Path]) -> bool:
    if not qm.is_file() or qm.stat().st_size == 0:
        return False
    return ts is None or qm.stat().st_mtime >= ts.stat().st_mtime


def compile_ts(ts: Path, qm: Path) -> bool:
    """``lrelease ts -qm qm``, written atomically (parallel test workers share the cache).
    False, never an exception, when it cannot be done (no lrelease, an unwritable folder)."""
    import subprocess
    import tempfile

    cmd = lrelease_command()
    if cmd is None:
        return False
    try:
        qm.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(suffix=".qm", dir=str(qm.parent))
        os.close(fd)
    except OSError:
        return False
    try:
        out = subprocess.run(cmd + ["-silent", str(ts), "-qm", tmp], capture_output=True,
                             text=True)
        if out.returncode != 0 or os.path.getsize(tmp) == 0:
            return False
        os.replace(tmp, qm)
        return True
    except (OSError, subprocess.SubprocessError):
        return False
    finally:
        try:
            os.unlink(tmp)
        except OSError:
            pass


_fallback_dir: Optional[Path] = None


def fallback_dir() -> Optional[Path]:
    """A folder of this process's own (mode 0700, removed at exit) for the .qm files when the
    cache folder cannot be written; None when not even the temporary folder can."""
    global _fallback_dir
    if _fallback_dir is None:
        import shutil
        import tempfile

        try:
            _fallback_dir = Path(tempfile.mkdtemp(prefix="tabletop-gui-translations-"))
        except OSError:
            return None
        atexit.register(shutil.rmtree, str(_fallback_dir), True)
    return _fallback_dir


def _cache_name(ts: Path, name: str) -> str:
    """``tabletop_gui_es.qm`` -> ``tabletop_gui_es-<digest of the .ts>.qm``. The cache folder is
    the user's, shared by every checkout and installed version of the app: a .qm there that is
    newer than this .ts may still come from another version's .ts."""
    import zlib  # (a CRC and the size, not hashlib: that loads OpenSSL before the first paint)

    try:
        data = ts.read_bytes()
    except OSError:
        return name
    return f"{name[:-3]}-{zlib.crc32(data):08x}{len(data):x}.qm"


def _compiled(ts: Path, name: str, compile: bool = True) -> Optional[Path]:
    """``ts`` compiled as ``name``: in the cache folder if possible, else in the fallback;
    without ``compile``, only one compiled before (None when there is none yet)."""
    name = _cache_name(ts, name)
    cached = cache_dir() / name
    if _fresh(cached, ts):
        return cached
    spare = _fallback_dir if not compile else None
    if spare is not None and _fresh(spare / name, ts):
        return spare / name
    if not compile:
        return None
    if compile_ts(ts, cached):
        return cached
    spare = fallback_dir()
    if spare is not None and (_fresh(spare / name, ts) or compile_ts(ts, spare / name)):
        return spare / name
    return None


def qm_file(language: str, compile: bool = True) -> Optional[Path]:
    """An up-to-date compiled translation of ``language``, compiling it if need be; with
    ``compile`` False only one that is there already (the app's first paint does not wait
    for lrelease: :meth:`LanguageManager.compile_missing` compiles it afterwards)."""
    if language == PSEUDO:
        return pseudo_qm() if compile else None
    ts = ts_file(language)
    name = f"{BASENAME}_{language}.qm"
    for folder in ts_dirs():
        if _fresh(folder / name, ts):
            return folder / name
    if ts is None:
        return None
    return _compiled(ts, name, compile)


def needs_compiling(language: str) -> bool:
    """True when ``language`` has a translation whose compiled file is not there yet."""
    if language == PSEUDO:
        return True
    return ts_file(language) is not None and qm_file(language, compile=False) is None


# ---- the pseudo-locale -------------------------------------------------------------------------
_ACCENTS = str.maketrans("aeiouyAEIOUYcnsztCNSZT", "áéíóúýÁÉÍÓÚÝçñšžţÇÑŠŽŢ")
_KEEP = re.compile(r"(%n|%\d|&&|&\w|<[^>]*>|Ctrl\+\w+|\*\.\w+|\w+@[\d,]+(?: p[\d,]+)?|"
                   r"[1-4][a-d][1-4](?:[-x][1-4][a-d][1-4])*)")


def pseudo_text(text: str) -> str:
    """``"Done"`` -> ``"[Dóñé~~]"``: accented, 40 % longer; placeholders, mnemonics, markup and
    notation kept intact."""
    parts = _KEEP.split(text)
    out = "".join(p if i % 2 else p.translate(_ACCENTS) for i, p in enumerate(parts))
    pad = max(1, -(-len(text) * 2 // 5))
    return "[" + out + "~" * pad + "]"


def make_pseudo_ts(source: Path, target: Path) -> None:
    """A .ts whose every translation is :func:`pseudo_text` of its source."""
    import xml.etree.ElementTree as ET

    tree = ET.parse(source)
    root = tree.getroot()
    root.set("language", "en")
    for message in root.iter("message"):
        src = message.findtext("source") or ""
        tr = message.find("translation")
        if tr is None:
            tr = ET.SubElement(message, "translation")
        tr.attrib.pop("type", None)
        for child in list(tr):
            tr.remove(child)
        if message.get("numerus") == "yes":
            tr.text = None
            for _ in range(PLURAL_FORMS["en"]):
                ET.SubElement(tr, "numerusform").text = pseudo_text(src)
        else:
            tr.text = pseudo_text(src)
    target.parent.mkdir(parents=True, exist_ok=True)
    tree.write(target, encoding="utf-8", xml_declaration=True)


def pseudo_qm() -> Optional[Path]:
    """Build the pseudo-locale from the Spanish .ts (every message of the app; the English .ts
    holds the plurals only)."""
    source = ts_file("es")
    if source is None:
        return None
    for folder in (cache_dir(), fallback_dir()):
        if folder is None:
            continue
        ts = folder / f"{BASENAME}_{PSEUDO}.ts"
        qm = folder / f"{BASENAME}_{PSEUDO}.qm"
        try:
            make_pseudo_ts(source, ts)  # always afresh: cheap, and follows pseudo_text's changes
        except OSError:
            continue
        if compile_ts(ts, qm):
            return qm
    return None


# ---- choosing the language ---------------------------------------------------------------------
def resolve(code: Optional[str], system_name: Optional[str] = None) -> str:
    """The language to show for a setting: ``"system"`` (or nothing) follows the system locale
    when it is one of :data:`LANGUAGES`, else English (:func:`resolve_language`)."""
    if code == PSEUDO:
        return PSEUDO
    if code in LANGUAGES:
        return code
    name = system_name if system_name is not None else QLocale.system().name()
    return resolve_language(name)


def qt_translations_dir() -> str:
    # (imported here: PySide makes a class's Python type when it is first imported, and an
    # English first paint loads none of Qt's translations)
    from PySide6.QtCore import QLibraryInfo
    return QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)


class LanguageManager(QObject):
    """Installs Qt's own translations (``qtbase_xx``) and then ours, and remembers the choice.

    Qt sends ``QEvent.LanguageChange`` to every widget when a translator is installed or
    removed; each widget's ``changeEvent`` retranslates it. There is no ``qtbase_ro``: in
    Romanian the few standard texts the app shows (OK, Cancel, Close, Yes, No, the line edit's
    menu) come from our own ``tabletop_gui_ro.ts`` (see ``tabletop_gui/model/qt_strings.py``).
    """

    languageChanged = Signal(str)

    # One set of translators per process, whichever manager installed them.
    _translators: List[QTranslator] = []
    _setting: Optional[str] = None
    _language = "en"
    _missing: Optional[str] = None

    def __init__(self, settings: Any = None, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.settings = settings

    @property
    def setting(self) -> str:
        """What the menu shows as chosen: a code of :data:`LANGUAGES` or ``"system"``."""
        cls = type(self)
        return cls._setting if cls._setting is not None else self.saved()

    @property
    def language(self) -> str:
        """The language the interface speaks now."""
        return type(self)._language

    @staticmethod
    def available() -> List[Tuple[str, str]]:
        """``(code, name)`` for the menu; names in their own language ("System" is ours)."""
        system = QCoreApplication.translate("LanguageManager", "System")
        return [(SYSTEM, system)] + [(c, NATIVE_NAMES[c]) for c in LANGUAGES]

    def saved(self) -> str:
        value = self.settings.language() if self.settings is not None else None
        return value if value in (SYSTEM, PSEUDO) + LANGUAGES else SYSTEM

    def start(self, compile: bool = True) -> str:
        """At start: the pseudo-locale if asked for by the environment, else the saved choice
        (first start: the system's language when it is one of ours). Without ``compile``
        a translation not compiled yet is left for :meth:`compile_missing` and
        :meth:`apply_compiled` (the interface speaks English until then)."""
        if os.environ.get(PSEUDO_ENV):
            return self.set_language(PSEUDO, save=False, compile=compile)
        return self.set_language(self.saved(), save=False, compile=compile)

    @property
    def missing(self) -> Optional[str]:
        """The language shown in English for now because its translation was not compiled
        yet (``start(compile=False)``), else None."""
        return type(self)._missing

    def compile_missing(self) -> bool:
        """Compile the translation :attr:`missing` waits for (lrelease; from any thread: it
        touches no Qt object). True when it is now there."""
        language = type(self)._missing
        return language is not None and qm_file(language) is not None

    def apply_compiled(self) -> bool:
        """Once :meth:`compile_missing` is done (in the GUI thread): install the translation
        (every widget gets LanguageChange). False when nothing was missing any more."""
        if type(self)._missing is None:
            return False
        self.set_language(self.setting, save=False)
        return True

    def set_language(self, code: str, save: bool = True, compile: bool = True) -> str:
        language = resolve(code)
        cls = type(self)
        app = QCoreApplication.instance()
        old = list(cls._translators)
        cls._translators.clear()
        for t in old:
            QCoreApplication.removeTranslator(t)
        if app is not None:
            # Qt searches the last installed first: ours may override Qt's own texts
            if language in TRANSLATED:
                qt = QTranslator(app)
                if qt.load(f"qtbase_{language}", qt_translations_dir()):
                    self._install(qt)
            path = qm_file(language, compile=compile)
            cls._missing = language if path is None and not compile and \
                needs_compiling(language) else None
            if path is not None:
                ours = QTranslator(app)
                if ours.load(str(path)):
                    self._install(ours)
        QLocale.setDefault(QLocale("en_US" if language in ("en", PSEUDO) else language))
        cls._setting = code if code in (SYSTEM, PSEUDO) + LANGUAGES else SYSTEM
        cls._language = language
        if save and self.settings is not None:
            self.settings.set_language(self.setting)
        self.languageChanged.emit(language)
        return language

    @classmethod
    def reset(cls) -> None:
        """Remove every translator installed here (tests; the interface speaks English)."""
        old = list(cls._translators)
        cls._translators.clear()
        for t in old:
            QCoreApplication.removeTranslator(t)
        cls._setting = None
        cls._language = "en"
        cls._missing = None

    def _install(self, translator: QTranslator) -> None:
        QCoreApplication.installTranslator(translator)
        type(self)._translators.append(translator)

    def translators(self) -> List[QTranslator]:
        return list(type(self)._translators)
