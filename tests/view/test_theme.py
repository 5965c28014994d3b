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


def test_apply_gives_the_app_the_themes_palette_and_style(qapp):
    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QPushButton

    before = (qapp.palette(), qapp.styleSheet(), qapp.style().name())
    try:
        for t in (theme.DARK, theme.LIGHT):
            assert theme.apply(qapp, t) is t
            assert qapp.palette().color(QPalette.ColorRole.Window) == QColor(t.window)
            assert qapp.palette().color(QPalette.ColorRole.Highlight) == QColor(t.accent)
            assert "QGroupBox" in qapp.styleSheet() and t.accent in qapp.styleSheet()
            # the overlays follow: the theme now current is the one applied
            assert theme.current() is t
            button = QPushButton("Go")
            button.setProperty("accent", True)
            button.ensurePolished()
    finally:
        qapp.setStyleSheet(before[1])
        qapp.setPalette(before[0])
        if before[2]:
            qapp.setStyle(before[2])


def test_the_privacy_screen_takes_its_colours_from_the_theme(qtbot):
    from tabletop_gui.view.privacy import PrivacyScreen

    screen = PrivacyScreen()
    qtbot.addWidget(screen)
    qss = screen.styleSheet()
    t = theme.current()             # a card of the theme, like the banner and the end card
    assert t.overlay in qss and t.accent in qss
    assert "rgb(28, 32, 36)" not in qss and "white" not in qss


def test_until_the_first_paint_the_palette_chooses_then_the_colour_scheme_has_its_say(
        qapp, monkeypatch):
    """The app's start asks no colour scheme before its first paint (it would make Qt's enum
    namespace, model.lazy_qt): the palette chooses; after the paint, ``follow_system`` asks
    the scheme and applies its theme where the palette guessed otherwise."""
    from PySide6.QtGui import QPalette

    before = (qapp.palette(), qapp.styleSheet())
    asked: list[str] = []
    real = theme.system_is_dark

    def dark_scheme() -> bool:          # a desktop whose scheme is dark, its palette light
        asked.append("palette" if theme._palette_only else "scheme")
        return True if not theme._palette_only else real()

    monkeypatch.setattr(theme, "system_is_dark", dark_scheme)
    try:
        qapp.setPalette(theme.palette(theme.LIGHT))
        assert theme.apply(qapp, style=False, scheme=False) is theme.LIGHT
        assert set(asked) == {"palette"} and theme._palette_only
        assert theme.follow_system(qapp) is theme.DARK
        assert qapp.palette().color(QPalette.ColorRole.Window) == QColor(theme.DARK.window)
        assert theme.DARK.accent in qapp.styleSheet() and not theme._palette_only
        # where the scheme agrees with the palette, nothing is applied again
        monkeypatch.setattr(theme, "apply", lambda *a, **k: (_ for _ in ()).throw(
            AssertionError("applied again")))
        assert theme.follow_system(qapp) is theme.DARK
    finally:
        theme._palette_only.clear()
        qapp.setStyleSheet(before[1])
        qapp.setPalette(before[0])
