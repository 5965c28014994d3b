"""Package data of tabletop-gui (installed as ``tabletop_gui.resources``)."""
