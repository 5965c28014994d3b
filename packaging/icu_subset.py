"""A smaller ICU data library for the Linux bundle: Qt's libQt6Core links ICU, whose data library
(libicudata.so.73, 31 MB) holds every locale of the world, every legacy character-set table and
the word dictionaries of Chinese, Japanese, Thai, Khmer, Lao and Burmese. The app speaks en, es,
ro and cs, reads and writes UTF-8 only and never segments Asian text; this keeps ICU's core
(properties, normalization, collation root, time zones) and those four languages' locale data,
and rebuilds the library with the same file name and data symbol (``icudt<N>_dat``), so
libicuuc finds it exactly as before. Data ICU does not find falls back to the root locale.

    python packaging/icu_subset.py SRC_LIBICUDATA OUT_LIBICUDATA

Needs ICU's ``icupkg`` and ``genccode`` (Debian: icu-devtools) and a C compiler; without them
it says so and exits 3 (the spec then bundles the full library). Standard library only."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Iterable, List, Tuple

LANGUAGES = ("en", "es", "ro", "cs")
# folders dropped whole: transliterators; the dictionaries segmenting CJK/SE Asian text
DROPPED_SUFFIXES = (".cnv", ".dict")
DROPPED_FOLDERS = ("translit/",)
_LOCALE = re.compile(r"^([a-z]{2,3})(?:_[A-Za-z0-9]*)*\.res$")
# ICU's own tables whose names look like a locale but are not
_NOT_LOCALES = {"pool.res", "res_index.res", "root.res"}
_CONVERTERS_KEPT = {"cnvalias.icu"}     # the converter alias table (UTF-8 is algorithmic)


def kept(item: str) -> bool:
    """Whether ICU data item ``item`` (``coll/es.res``, ``uprops.icu``...) stays."""
    if any(item.startswith(f) for f in DROPPED_FOLDERS):
        return False
    if item.endswith(DROPPED_SUFFIXES) and item not in _CONVERTERS_KEPT:
        return False
    name = item.rsplit("/", 1)[-1]
    if name in _NOT_LOCALES:
        return True
    m = _LOCALE.match(name)
    if m is None:
        return True                      # core data: properties, normalization, zones...
    return m.group(1) in LANGUAGES


def symbol(library: Path) -> Tuple[str, int, int]:
    """(name, file offset, size) of the ``icudt<N>_dat`` symbol, read with nm and readelf."""
    nm = subprocess.run(["nm", "-D", "-S", str(library)], capture_output=True, text=True,
                        check=True).stdout
    for line in nm.splitlines():
        parts = line.split()
        if len(parts) == 4 and re.fullmatch(r"icudt\d+_dat", parts[3]):
            address, size, name = int(parts[0], 16), int(parts[1], 16), parts[3]
            break
    else:
        raise SystemExit(f"icu_subset: no icudt*_dat symbol in {library}")
    sections = subprocess.run(["readelf", "-S", "-W", str(library)], capture_output=True,
                              text=True, check=True).stdout
    for line in sections.splitlines():
        m = re.search(r"\]\s+\S+\s+\S+\s+([0-9a-f]+)\s+([0-9a-f]+)\s+([0-9a-f]+)", line)
        if m:
            start, offset, length = (int(g, 16) for g in m.groups())
            if start <= address < start + length:
                return name, offset + address - start, size
    raise SystemExit(f"icu_subset: {name} lies in no section of {library}")


def run(cmd: Iterable[str], cwd: Path) -> None:
    subprocess.run(list(cmd), cwd=str(cwd), check=True, stdout=subprocess.DEVNULL)


def subset(source: Path, target: Path) -> Tuple[int, int]:
    """Write the reduced library to ``target``: (items before, items after)."""
    name, offset, size = symbol(source)
    entry = name[: -len("_dat")]                 # icudt73
    with tempfile.TemporaryDirectory(prefix="icu-subset-") as tmp:
        work = Path(tmp)
        dat = work / f"{entry}l.dat"
        with open(source, "rb") as f:
            f.seek(offset)
            dat.write_bytes(f.read(size))
        items: List[str] = subprocess.run(["icupkg", "-l", str(dat)], capture_output=True,
                                          text=True, check=True).stdout.split()
        drop = [i for i in items if not kept(i)]
        (work / "drop.txt").write_text("\n".join(drop) + "\n", encoding="utf-8")
        # the root locale's break rules name the dictionaries: a missing one falls back
        run(["icupkg", "--ignore-deps", "-r", "drop.txt", dat.name, "small.dat"], work)
        run(["genccode", "-e", entry, "-a", "gcc", "-d", ".", "small.dat"], work)
        assembly = next(work.glob("small_dat.S"))
        soname = source.name
        run(["cc", "-shared", "-nostdlib", "-Wl,-soname," + soname, "-o", "lib.so",
             assembly.name], work)
        shutil.copyfile(work / "lib.so", target)
    return len(items), len(items) - len(drop)


def main(argv: List[str]) -> int:
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    missing = [t for t in ("icupkg", "genccode", "cc", "nm", "readelf") if not shutil.which(t)]
    if missing:
        print(f"icu_subset: {', '.join(missing)} not found; keeping the full ICU data",
              file=sys.stderr)
        return 3
    source, target = Path(argv[0]), Path(argv[1])
    before, after = subset(source, target)
    print(f"icu_subset: {source.name} {source.stat().st_size / 1e6:.1f} MB -> "
          f"{target.stat().st_size / 1e6:.1f} MB ({after} of {before} data items, "
          f"languages {' '.join(LANGUAGES)})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
