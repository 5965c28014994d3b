"""Qt Linguist developer commands (never shipped)::

    python tools/linguist.py update    pyside6-lupdate over every tabletop_gui/**/*.py into the
                                       translations/*.ts files
    python tools/linguist.py release   compile every .ts into translations/*.qm (gitignored;
                                       for bundles)
    python tools/linguist.py pseudo    write the pseudo-locale (xx) .ts/.qm into the cache
                                       folder and print its path

At run time the app compiles a missing .qm from its .ts by itself
(:func:`tabletop_gui.model.i18n.qm_file`); these commands are for translators and packagers.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path
from typing import List, Optional, Sequence

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:          # run from a checkout without installing the package
    sys.path.insert(0, str(REPO))

from tabletop_gui.model import i18n  # noqa: E402
from tabletop_gui.model.languages import TRANSLATED  # noqa: E402

SOURCE_TS_DIR = REPO / "translations"
PACKAGE_DIR = REPO / "tabletop_gui"


def lupdate_command() -> Optional[List[str]]:
    """The lupdate that ships in the PySide6 wheel (or one on PATH)."""
    import PySide6

    here = Path(PySide6.__file__).resolve().parent
    for name in ("lupdate", "lupdate.exe", "Qt/libexec/lupdate", "Qt/bin/lupdate"):
        if (here / name).is_file():
            return [str(here / name)]
    found = shutil.which("pyside6-lupdate") or shutil.which("lupdate")
    return [found] if found else None


def source_files() -> List[Path]:
    return sorted(p for p in PACKAGE_DIR.rglob("*.py") if "__pycache__" not in p.parts)


def lupdate(ts_dir: Path = SOURCE_TS_DIR, quiet: bool = False) -> str:
    """Bring ``ts_dir``'s .ts files up to date with the sources; lupdate's report."""
    cmd = lupdate_command()
    if cmd is None:
        raise RuntimeError("pyside6-lupdate not found")
    files = [str(p) for p in source_files()]
    report = []
    common = ["-locations", "none", "-no-obsolete", "-source-language", "en"]
    base = i18n.BASENAME
    for lang in TRANSLATED:
        out = subprocess.run(cmd + files + common + ["-target-language", lang, "-ts",
                                                    str(ts_dir / f"{base}_{lang}.ts")],
                             capture_output=True, text=True, check=True)
        report.append(out.stdout + out.stderr)
    out = subprocess.run(cmd + files + common + ["-pluralonly", "-target-language", "en", "-ts",
                                                str(ts_dir / f"{base}_en.ts")],
                         capture_output=True, text=True, check=True)
    report.append(out.stdout + out.stderr)
    return "".join(report)


def release(ts_dir: Path = SOURCE_TS_DIR) -> List[Path]:
    """Compile every .ts of ``ts_dir`` next to itself; the .qm files written."""
    done = []
    for ts in sorted(ts_dir.glob(f"{i18n.BASENAME}_*.ts")):
        qm = ts.with_suffix(".qm")
        if i18n.compile_ts(ts, qm):
            done.append(qm)
    return done


def main(argv: Sequence[str]) -> int:
    command = argv[0] if argv else "help"
    if command == "update":
        print(lupdate())
    elif command == "release":
        for path in release():
            print(path)
    elif command == "pseudo":
        print(i18n.pseudo_qm())
    else:
        print(__doc__)
        return 0 if command == "help" else 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
