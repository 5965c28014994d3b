"""The icon renders from its SVG into every size and container the three systems need."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import icons  # noqa: E402


def read_all(path):
    from PySide6.QtGui import QImageReader

    reader = QImageReader(str(path))
    sizes = []
    for _ in range(reader.imageCount()):
        img = reader.read()
        assert not img.isNull(), reader.errorString()
        sizes.append((img.width(), img.height()))
        reader.jumpToNextImage()
    return sizes


def test_render_every_size(qapp, tmp_path):
    from PySide6.QtGui import QImage

    icons.build(tmp_path)
    for s in icons.HICOLOR_SIZES:
        for kind, name in (("apps", icons.APP_ID), ("mimetypes", icons.MIME_ICON)):
            img = QImage(str(tmp_path / "hicolor" / f"{s}x{s}" / kind / f"{name}.png"))
            assert (img.width(), img.height()) == (s, s)
            assert img.hasAlphaChannel()
            # Opaque in the middle (the table), transparent in the very corner (rounded square).
            assert img.pixelColor(s // 2, s // 2).alpha() == 255
            assert img.pixelColor(0, 0).alpha() == 0
    assert (tmp_path / "hicolor" / "scalable" / "apps" / f"{icons.APP_ID}.svg").is_file()
    assert sorted(read_all(tmp_path / "tabletop-gui.ico")) == [(s, s) for s in icons.ICO_SIZES]
    icns = read_all(tmp_path / "tabletop-gui.icns")
    assert sorted(icns) == sorted((px, px) for _, px in icons.ICNS_TYPES)
    names = sorted(p.name for p in (tmp_path / "tabletop-gui.iconset").iterdir())
    assert len(names) == 10 and "icon_512x512@2x.png" in names
    assert QImage(str(tmp_path / "tabletop-gui.iconset" / "icon_512x512@2x.png")).width() == 1024


def test_icon_is_not_blank(qapp):
    from PySide6.QtGui import QImage

    img = QImage.fromData(icons.render_png(64), "PNG")
    colours = {img.pixel(x, y) for x in range(64) for y in range(64)}
    assert len(colours) > 200
