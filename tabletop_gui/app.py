"""Application start-up: QApplication, surface format, main window."""

from __future__ import annotations

import argparse
import sys
from typing import Sequence

APP_NAME = "tabletop-gui"
ORG_NAME = "tabletop-gui"


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog=APP_NAME, description="Pylos and PILUS on a 3D table.")
    parser.add_argument("game_file", nargs="?", help="a saved game to open")
    # For tests and benchmarks: quit by itself after this many milliseconds.
    parser.add_argument("--quit-after", type=int, default=None, help=argparse.SUPPRESS)
    return parser.parse_args(list(argv))


def set_default_surface_format() -> None:
    """Depth buffer and 4x multisampling for every GL widget; must run before the QApplication."""
    from PySide6.QtGui import QSurfaceFormat

    fmt = QSurfaceFormat()
    fmt.setDepthBufferSize(24)
    fmt.setSamples(4)
    QSurfaceFormat.setDefaultFormat(fmt)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)

    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

    QCoreApplication.setOrganizationName(ORG_NAME)
    QCoreApplication.setApplicationName(APP_NAME)
    app = QApplication.instance() or QApplication([sys.argv[0]])

    window = QMainWindow()
    window.setWindowTitle(QCoreApplication.translate("MainWindow", "Tabletop"))
    label = QLabel(QCoreApplication.translate("MainWindow", "Pylos and PILUS"))
    window.setCentralWidget(label)
    window.resize(1000, 700)
    window.show()
    if args.quit_after is not None:
        QTimer.singleShot(args.quit_after, app.quit)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
