"""The one palette: dark follows the system, text on a player's colour reads."""

from PySide6.QtGui import QColor

from tabletop_gui.view import theme


def test_text_on_reads_on_light_and_dark_colours(qapp):
    assert theme.text_on("#ffffff") != theme.text_on("#000000")
    assert theme.text_on(QColor("#f5e6c8")) == "#1b1b1b"     # Pylos light spheres
    assert theme.text_on(QColor("#3b2a1e")) == "#ffffff"     # Pylos dark spheres


def test_current_theme_matches_the_system_scheme(qapp):
    t = theme.current()
    assert t.dark == theme.system_is_dark()
    assert t in (theme.LIGHT, theme.DARK)


def test_card_style_names_its_widget(qapp):
    qss = theme.card_qss("gameOver", theme.DARK)
    assert "#gameOver {" in qss and theme.DARK.overlay in qss and theme.DARK.accent in qss
