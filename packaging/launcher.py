"""PyInstaller's entry script: the same start-up as the ``tabletop-gui`` gui-script."""

import sys

from tabletop_gui.app import main

if __name__ == "__main__":
    sys.exit(main())
