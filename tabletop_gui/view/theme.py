"""One palette and style for the panel, the dialogs and the overlays over the table.

Dark or light follows the system (Qt's colour scheme; an explicit palette of a dark desktop
counts too). Every widget the app draws itself (the turn banner, the game-over card, the start
page, the playback bar) takes its colours from :func:`current` and its style sheet from the
helpers here, never from literals of its own, so the whole app reads as one thing.

Player colours come from the game's spec (``seat_colour``); :func:`text_on` gives the text
colour that reads on one, :func:`swatch_html` a small disc of it to put before a name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional

from PySide6.QtGui import QColor, QGuiApplication, QPalette

from ..model.lazy_qt import Qt
from ..model.plain import FrozenPlain

if TYPE_CHECKING:
    from PySide6.QtGui import QPainter, QPixmap


class Theme(FrozenPlain):
    """The colours (``#rrggbb`` or ``rgba(...)`` strings, usable in style sheets) and sizes.
    (A plain class, not a dataclass: model.plain.)"""

    _fields = ("dark", "window", "surface", "surface_alt", "text", "text_muted", "border",
               "accent", "accent_text", "danger", "overlay", "overlay_text", "radius")
    __slots__ = _fields

    dark: bool
    window: str          # the window's background
    surface: str         # panels, cards
    surface_alt: str     # alternate rows, inset fields
    text: str
    text_muted: str
    border: str
    accent: str          # buttons that go on (Play, Done, Resume)
    accent_text: str
    danger: str          # an illegal move's cross, Discard
    overlay: str         # a card over the 3D table (translucent)
    overlay_text: str
    radius: int          # corners of cards and buttons, px

    def __init__(self, dark: bool, window: str, surface: str, surface_alt: str, text: str,
                 text_muted: str, border: str, accent: str, accent_text: str, danger: str,
                 overlay: str, overlay_text: str, radius: int = 10) -> None:
        values = (dark, window, surface, surface_alt, text, text_muted, border, accent,
                  accent_text, danger, overlay, overlay_text, radius)
        for name, value in zip(self._fields, values, strict=True):
            object.__setattr__(self, name, value)


LIGHT = Theme(dark=False, window="#f3efe7", surface="#fbf8f2", surface_alt="#ece6da",
              text="#2b2620", text_muted="#6f665a", border="#d6cdbd", accent="#b5651d",
              accent_text="#ffffff", danger="#b3261e", overlay="rgba(251, 248, 242, 235)",
              overlay_text="#2b2620")
DARK = Theme(dark=True, window="#1f1d1a", surface="#2a2723", surface_alt="#34302b",
             text="#eee7dc", text_muted="#aaa092", border="#4a443c", accent="#d9883f",
             accent_text="#1f1d1a", danger="#ef6f66", overlay="rgba(34, 31, 28, 232)",
             overlay_text="#eee7dc")


#: non-empty from the app's start to its first paint (``apply(..., scheme=False)`` to
#: :func:`follow_system`): the palette alone says dark or light then. Qt gives its colour
#: scheme as a value of the ``Qt`` namespace, whose 90-odd enum types PySide makes at their
#: first use, 15-25 ms of a first paint that needs none of them (model.lazy_qt); with the
#: Fusion style the palette follows the scheme, and the scheme has the last word after the paint.
_palette_only: list[bool] = []


def system_is_dark() -> bool:
    """True when the desktop asks for dark colours (Qt's colour scheme, else the palette;
    the palette alone before the app's first paint)."""
    app = QGuiApplication.instance()
    if app is None:
        return False
    hints = QGuiApplication.styleHints()
    if not _palette_only and hasattr(hints, "colorScheme"):
        scheme = hints.colorScheme()
        if scheme == Qt.ColorScheme.Dark:
            return True
        if scheme == Qt.ColorScheme.Light:
            return False
    return _palette_is_dark()


def _palette_is_dark() -> bool:
    """Whether the app's palette now has a dark window colour."""
    return QGuiApplication.palette().color(QPalette.ColorRole.Window).lightnessF() < 0.5


def current() -> Theme:
    """The theme for the system's colour scheme now."""
    return DARK if system_is_dark() else LIGHT


def text_on(colour: QColor | str) -> str:
    """Black or white, whichever reads better on ``colour`` (its relative luminance)."""
    c = QColor(colour)

    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    lum = (0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF())
           + 0.0722 * channel(c.blueF()))
    return "#1b1b1b" if lum > 0.4 else "#ffffff"


def swatch_html(colour: QColor | str, size_px: int = 12) -> str:
    """A disc of a player's colour, outlined so a pale one shows on a pale card, for a rich
    text label before the player's name."""
    c = QColor(colour).name()
    t = current()
    return (f'<span style="color:{c}; font-size:{size_px}px;">&#9679;</span>'
            if c.lower() != t.surface.lower() else
            f'<span style="color:{t.border}; font-size:{size_px}px;">&#9675;</span>')


def icon_canvas(size: int, ratio: float = 2.0) -> tuple[QPixmap, QPainter]:
    """A transparent ``size`` × ``size`` pixmap drawn at ``ratio`` times its pixels (sharp when
    a player's small icon is shown on a high-density screen) and an antialiased painter on it;
    the caller draws, then ends the painter."""
    from PySide6.QtGui import QPainter, QPixmap  # (not made before the first paint: #51)

    pm = QPixmap(int(size * ratio), int(size * ratio))
    pm.setDevicePixelRatio(ratio)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    return pm, p


def card_qss(object_name: str, theme: Theme | None = None) -> str:
    """The style sheet of a card over the table (banner, game-over panel, playback bar),
    for the widget with ``object_name`` and its labels and buttons."""
    t = theme or current()
    return (
        f"#{object_name} {{ background: {t.overlay}; border: 1px solid {t.border};"
        f" border-radius: {t.radius}px; }}"
        f" #{object_name} QLabel {{ color: {t.overlay_text}; background: transparent; }}"
        f" #{object_name} QPushButton, #{object_name} QToolButton {{"
        f" background: {t.surface_alt}; color: {t.text}; border: 1px solid {t.border};"
        f" border-radius: {max(4, t.radius - 4)}px; padding: 6px 14px; }}"
        f" #{object_name} QPushButton:hover, #{object_name} QToolButton:hover {{"
        f" border-color: {t.accent}; }}"
        f" #{object_name} QPushButton:default, #{object_name} QPushButton[accent=\"true\"] {{"
        f" background: {t.accent}; color: {t.accent_text}; border-color: {t.accent}; }}"
        f" #{object_name} QPushButton:disabled {{ color: {t.text_muted}; }}")


def palette(t: Theme) -> QPalette:
    """A Qt palette of the theme's colours, for every widget and dialog of the app."""
    pal = QPalette()
    R, G = QPalette.ColorRole, QPalette.ColorGroup
    window, surface, alt = QColor(t.window), QColor(t.surface), QColor(t.surface_alt)
    text, muted, border = QColor(t.text), QColor(t.text_muted), QColor(t.border)
    accent, accent_text = QColor(t.accent), QColor(t.accent_text)
    roles = {
        R.Window: window, R.WindowText: text, R.Base: surface, R.AlternateBase: alt,
        R.Text: text, R.Button: alt, R.ButtonText: text, R.BrightText: QColor(t.danger),
        R.Highlight: accent, R.HighlightedText: accent_text, R.ToolTipBase: surface,
        R.ToolTipText: text, R.PlaceholderText: muted, R.Link: accent, R.LinkVisited: accent,
        R.Light: alt.lighter(115), R.Midlight: alt, R.Mid: border, R.Dark: border.darker(130),
        R.Shadow: border.darker(200),
    }
    for role, colour in roles.items():
        pal.setColor(role, colour)
    for role in (R.WindowText, R.Text, R.ButtonText, R.HighlightedText):
        pal.setColor(G.Disabled, role, muted)
    pal.setColor(G.Disabled, R.Highlight, border)
    return pal


def app_qss(t: Theme) -> str:
    """The small app-wide style sheet: the panel's group boxes as cards, rounded buttons, an
    accent for the buttons that go on (``accent`` property, the default button)."""
    r = max(4, t.radius - 4)
    return (
        f"QGroupBox {{ background: {t.surface}; border: 1px solid {t.border};"
        f" border-radius: {r + 2}px; margin-top: 1.3em; padding: 6px 4px 4px 4px; }}"
        f" QGroupBox::title {{ subcontrol-origin: margin; subcontrol-position: top left;"
        f" left: 8px; padding: 0 4px; color: {t.text_muted}; font-weight: bold; }}"
        f" QPushButton {{ background: {t.surface_alt}; color: {t.text};"
        f" border: 1px solid {t.border}; border-radius: {r}px; padding: 5px 12px; }}"
        f" QPushButton:hover {{ border-color: {t.accent}; }}"
        f" QPushButton:pressed {{ background: {t.border}; }}"
        f" QPushButton:default, QPushButton[accent=\"true\"] {{ background: {t.accent};"
        f" color: {t.accent_text}; border-color: {t.accent}; }}"
        f" QPushButton:disabled {{ color: {t.text_muted}; background: {t.surface};"
        f" border-color: {t.border}; }}")


_following: list[bool] = []     # apply() follows the system's colour scheme once connected


#: the style :func:`apply` sets; an app made with ``QApplication([..., *STYLE_ARGS])`` has it
#: already (``apply(app, style=False)``: no QStyle object is made before the first paint)
STYLE = "Fusion"
STYLE_ARGS = ("-style", STYLE)


def apply(app: Any, t: Optional[Theme] = None, style: bool = True,
          scheme: bool = True) -> Theme:
    """Give the whole app one look: the Fusion style (unless ``style`` is False: the app was
    started with it, :data:`STYLE_ARGS`), the theme's palette (``t``, else dark or light as
    the system asks) and the app-wide style sheet; again when the system's colour scheme
    changes. ``scheme`` False (the app's start): the system's palette alone chooses, until
    :func:`follow_system` (after the first paint). Returns the theme applied."""
    from PySide6.QtWidgets import QApplication

    if not scheme:
        _palette_only[:] = [True]
    chosen = t or current()
    if isinstance(app, QApplication):
        if style:
            app.setStyle(STYLE)
        app.setPalette(palette(chosen))
        app.setStyleSheet(app_qss(chosen))
        if t is None and not _palette_only:
            _follow(app)
    return chosen


def follow_system(app: Any) -> Theme:
    """After the first paint of a start that chose by the palette (``apply(..., scheme=False)``):
    Qt's colour scheme from now on, its theme applied where the palette guessed otherwise, and
    again whenever it changes. Returns the theme now current."""
    _palette_only.clear()
    wanted = current()
    if wanted.dark != _palette_is_dark():
        return apply(app)
    _follow(app)
    return wanted


def _follow(app: Any) -> None:
    """Apply the system's theme whenever its colour scheme changes (connected once)."""
    if not _following:
        changed = getattr(QGuiApplication.styleHints(), "colorSchemeChanged", None)
        if changed is not None:
            changed.connect(lambda _scheme: apply(app))
            _following.append(True)


__all__ = ["Theme", "LIGHT", "DARK", "current", "system_is_dark", "text_on", "swatch_html", "icon_canvas",
           "card_qss", "palette", "app_qss", "apply", "follow_system", "STYLE", "STYLE_ARGS"]
