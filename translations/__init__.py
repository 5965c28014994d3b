"""Qt Linguist sources of the interface (installed as ``tabletop_gui.translations``).

``tabletop_gui_<lang>.ts`` are kept current by ``python tools/linguist.py update``
(pyside6-lupdate); ``.qm`` files are build output, never committed: see
``tabletop_gui/model/i18n.py``.
"""
