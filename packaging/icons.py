"""Render the app icon (resources/icons/tabletop-gui.svg) into every size and container the
three desktop systems need, at build time:

    python packaging/icons.py OUTDIR

OUTDIR/hicolor/<n>x<n>/{apps,mimetypes}/*.png, hicolor/scalable/...  freedesktop icon theme
OUTDIR/tabletop-gui.ico        Windows (16..256, PNG-compressed entries, Vista and later)
OUTDIR/tabletop-gui.icns       macOS (16..1024 with the @2x variants, PNG entries)
OUTDIR/tabletop-gui.iconset/   the same PNGs named for Apple's `iconutil -c icns`
OUTDIR/tabletop-gui-<n>.png    loose PNGs (metainfo, installers)

Only the SVG is committed: PySide6-Essentials ships QtSvg on every OS, so Qt renders the same
pixels here, on CI and on a developer's Mac; the ICO and ICNS containers are written by hand
below (both are a small header plus PNG payloads), so no ImageMagick, Pillow or iconutil needed.
"""

from __future__ import annotations

import os
import shutil
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "icons" / "tabletop-gui.svg"
sys.path.insert(0, str(ROOT))
from tabletop_gui.app.identity import (  # noqa: E402 - after the path is set
    APP_ID,
    GAME_FILE_MIME,
)

#: freedesktop hicolor sizes (the icon theme spec's common ones, 16..512).
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
#: Windows .ico: the shell picks among these (256 is the "jumbo" Explorer view).
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: macOS: (OSType, pixels) -- PNG payloads are valid for all of these since OS X 10.7.
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256),
              ("ic09", 512), ("ic10", 1024), ("ic11", 32), ("ic12", 64), ("ic13", 256),
              ("ic14", 512))
#: iconutil's iconset names: icon_<pt>x<pt>[@2x].png
ICONSET = ((16, 1), (16, 2), (32, 1), (32, 2), (128, 1), (128, 2), (256, 1), (256, 2),
           (512, 1), (512, 2))
MIME_ICON = GAME_FILE_MIME.replace("/", "-")


def _app():
    """The running Qt application, or an offscreen one (no display needed to render)."""
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance()
    if app is None:
        # Only for our own application: never leave the variable behind in a process that
        # already has one (a test run's environment is inherited by the apps it starts).
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QGuiApplication([sys.argv[0]])
    return app


def render_png(size: int, svg: Path = SVG) -> bytes:
    """The icon at size x size pixels, as PNG bytes (transparent outside the rounded square)."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app()
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"icons: cannot read {svg}")
    img = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    painter = QPainter(img)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    img.convertToFormat(QImage.Format.Format_ARGB32).save(buf, "PNG")
    buf.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file whose entries are PNG images (ICONDIR, ICONDIRENTRY x n, payloads)."""
    sizes = sorted(pngs)
    out = [struct.pack("<HHH", 0, 1, len(sizes))]
    offset = 6 + 16 * len(sizes)
    for s in sizes:
        dim = 0 if s >= 256 else s          # 0 means 256 in the directory
        out.append(struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(pngs[s]), offset))
        offset += len(pngs[s])
    out.extend(pngs[s] for s in sizes)
    return b"".join(out)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file: 'icns' + total length, then (OSType, length, PNG) per entry."""
    body = b"".join(kind.encode() + struct.pack(">I", 8 + len(pngs[px])) + pngs[px]
                    for kind, px in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def build(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    wanted = set(HICOLOR_SIZES) | set(ICO_SIZES) | {px for _, px in ICNS_TYPES}
    pngs = {s: render_png(s) for s in sorted(wanted)}
    for s in HICOLOR_SIZES:
        for kind, name in (("apps", APP_ID), ("mimetypes", MIME_ICON)):
            d = out / "hicolor" / f"{s}x{s}" / kind
            d.mkdir(parents=True, exist_ok=True)
            (d / f"{name}.png").write_bytes(pngs[s])
    for kind, name in (("apps", APP_ID), ("mimetypes", MIME_ICON)):
        d = out / "hicolor" / "scalable" / kind
        d.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(SVG, d / f"{name}.svg")
    (out / "tabletop-gui.ico").write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    (out / "tabletop-gui.icns").write_bytes(icns_bytes(pngs))
    iconset = out / "tabletop-gui.iconset"
    iconset.mkdir(exist_ok=True)
    for pt, scale in ICONSET:
        suffix = "@2x" if scale == 2 else ""
        (iconset / f"icon_{pt}x{pt}{suffix}.png").write_bytes(pngs[pt * scale])
    for s in (256, 512):
        (out / f"tabletop-gui-{s}.png").write_bytes(pngs[s])
    print(f"icons: wrote {out}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: python packaging/icons.py OUTDIR")
    build(Path(sys.argv[1]).resolve())
