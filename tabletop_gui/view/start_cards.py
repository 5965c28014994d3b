"""The start page's parts: the pictures of positions, the card of an unfinished game, the row
of a recent saved game, and the page's style sheet (see :mod:`.start_page`).

Plain widgets and QPainter pictures only: nothing here loads the 3D table, OpenGL or numpy.
A card tells its page what was clicked through :class:`CardPage`.
"""

from __future__ import annotations

import os
from typing import Any, List, Optional, Protocol

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QToolButton, QVBoxLayout, QWidget

from ..model.games import game_spec
from ..model.lazy_qt import Qt
from ..model.startup import Unfinished
from . import theme
from .status import ElidedLabel

CONTINUE_PICTURE = QSize(96, 96)
RECENT_NAME_WIDTH = 420      # px: a longer file name is shortened in the middle


class CardPage(Protocol):
    """What a card asks of its page."""

    def resume(self, offer: Unfinished) -> None: ...

    def discard(self, offer: Unfinished) -> bool: ...

    def open_recent(self, path: str) -> None: ...

    def remove_recent(self, path: str) -> None: ...


def translate(context: str, text: str, disambiguation: Optional[str] = None,
              n: int = -1) -> str:
    """``QCoreApplication.translate`` (lupdate reads every ``translate("StartPage", ...)``)."""
    return QCoreApplication.translate(context, text, disambiguation, n)


class PictureLabel(QLabel):
    """A picture of a position, drawn by the game's picture module (not its table) when the
    page asks (:meth:`StartPage.draw_pictures`: after the page's first paint, at once on the
    fills that follow). ``state`` may be a callable making the position then."""

    def __init__(self, game: str, state: Any, size: QSize, options: Any = None) -> None:
        super().__init__()
        self.setObjectName("picture")
        self.setFixedSize(size)
        self.game = game
        self._size = QSize(size)        # drawn at this size (the page may show it smaller)
        self._state = state
        self._options = options
        self.drawn = False

    def draw(self) -> None:
        from .games import game_picture

        if self.drawn:
            return
        self.drawn = True
        state = self._state() if callable(self._state) else self._state
        self.setPixmap(game_picture(self.game, state, self._size, self._options))


def picture_label(game: str, state: Any, size: QSize, options: Any = None) -> PictureLabel:
    return PictureLabel(game, state, size, options)


def game_title(game: str) -> str:
    return QCoreApplication.translate("Games", game_spec(game).title)



class ContinueCard(QFrame):
    """An unfinished game: its picture, its game and file, who plays and when it was last
    played, its move count, whose turn, and Resume / Discard. (A finished game is not one to
    continue: the page lists none.)"""

    def __init__(self, offer: Unfinished, page: CardPage,
                 played_at: Optional[float] = None) -> None:
        """``played_at``: when its last move was played (seconds since the epoch), if known."""
        super().__init__()
        self.setObjectName("continueCard")
        self.offer = offer
        spec = game_spec(offer.game).with_options(offer.options)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 12, 12, 12)
        row.setSpacing(12)
        # what every player may see: the picture draws the public position only
        self.picture = picture_label(offer.game, offer.state, CONTINUE_PICTURE, offer.options)
        row.addWidget(self.picture)
        text = QVBoxLayout()
        text.setSpacing(4)
        title = game_title(offer.game)
        if offer.file_path:
            title = translate("StartPage", "%1 — %2").replace("%1", title).replace("%2",
                                                               os.path.basename(offer.file_path))
        self.title = ElidedLabel(title)
        self.title.setObjectName("cardTitle")
        self.title.setToolTip(offer.file_path or "")
        text.addWidget(self.title)
        # who plays and when it was last played: what tells two cards of one game apart
        self.players = QLabel(" · ".join(
            part for part in (self.players_text(offer.seats), played_text(played_at)) if part))
        self.players.setObjectName("muted")
        text.addWidget(self.players)
        if offer.slot is None:
            where = translate("StartPage", "On the table")
        else:
            # in its autosave: from an earlier run of the app, or put aside for a lesson just now
            where = translate("StartPage", "Saved automatically")
        moves = offer.moves         # plurals: self.tr and a plain name (lupdate)
        self.moves = QLabel(self.tr("%n move(s)", "", moves) + " · " + where)
        self.moves.setObjectName("muted")
        text.addWidget(self.moves)
        seat = spec.seat_of(offer.state)
        self.turn = QLabel(theme.swatch_html(spec.seat_colour(seat)) + "&nbsp;"
                           + html_text(translate("StartPage", "%1 to move")
                                       .replace("%1", spec.seat_label(seat))))
        self.turn.setTextFormat(Qt.TextFormat.RichText)
        text.addWidget(self.turn)
        text.addStretch(1)
        buttons = QHBoxLayout()
        self.resume_button = QPushButton(translate("StartPage", "Resume"))
        self.resume_button.setProperty("accent", True)
        self.resume_button.setAutoDefault(True)
        self.resume_button.clicked.connect(lambda: page.resume(offer))
        self.discard_button = QPushButton(translate("StartPage", "Discard"))
        self.discard_button.setAutoDefault(True)
        self.discard_button.clicked.connect(lambda: page.discard(offer))
        buttons.addWidget(self.resume_button)
        buttons.addWidget(self.discard_button)
        buttons.addStretch(1)
        text.addLayout(buttons)
        row.addLayout(text, 1)

    def players_text(self, seats: List[str]) -> str:
        """Who plays: "You vs Computer — Medium", "Two people", "3 people vs Computer — Easy",
        "Computer — Easy vs Computer — Expert" (a game the computer plays against itself)."""
        from ..model.seats import seat_is_computer, seat_title

        people = sum(1 for code in seats if not seat_is_computer(code))
        computers = [seat_title(code) for code in seats if seat_is_computer(code)]
        if people == 1:
            who = translate("StartPage", "You")
        elif people == 2:
            who = translate("StartPage", "Two people")
        elif people:
            who = self.tr("%n people", "", people)     # plurals: self.tr (lupdate)
        else:
            who, computers = (computers[0] if computers else ""), computers[1:]
        if not computers:
            return who
        return (translate("StartPage", "%1 vs %2", "who plays against whom")
                .replace("%1", who).replace("%2", ", ".join(computers)))


def played_text(when: Optional[float], now: Optional[float] = None) -> str:
    """When a game was last played, in the interface's language: "today 14:05", "yesterday
    20:10", else the date and the time ("" when not known)."""
    if when is None:
        return ""
    from PySide6.QtCore import QDateTime, QLocale

    locale = QLocale()
    then = QDateTime.fromSecsSinceEpoch(int(when))
    today = (QDateTime.fromSecsSinceEpoch(int(now)) if now is not None
             else QDateTime.currentDateTime()).date()
    time = locale.toString(then.time(), QLocale.FormatType.ShortFormat)
    days = then.date().daysTo(today)
    if days == 0:
        return translate("StartPage", "today %1").replace("%1", time)
    if days == 1:
        return translate("StartPage", "yesterday %1").replace("%1", time)
    return (translate("StartPage", "%1 %2", "a date, then a time")
            .replace("%1", locale.toString(then.date(), QLocale.FormatType.ShortFormat))
            .replace("%2", time))


class RecentRow(QWidget):
    """A recent saved game: its name (click: open it), its folder, and for a file no longer
    there, "missing" and a button taking it off the list."""

    def __init__(self, path: str, page: CardPage) -> None:
        super().__init__()
        self.path = path
        self.missing = not os.path.isfile(path)
        row = QHBoxLayout(self)
        row.setContentsMargins(4, 2, 4, 2)
        self.open_button = QPushButton()
        self.open_button.setObjectName("recentName")
        name = os.path.basename(path) or path
        self.open_button.setText(self.open_button.fontMetrics().elidedText(
            name, Qt.TextElideMode.ElideMiddle, RECENT_NAME_WIDTH))
        self.open_button.setFlat(True)
        self.open_button.setAutoDefault(True)
        self.open_button.setToolTip(path)
        self.open_button.clicked.connect(lambda: page.open_recent(path))
        row.addWidget(self.open_button)
        folder = QLabel(os.path.dirname(path))
        folder.setObjectName("muted")
        folder.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        row.addWidget(folder, 1)
        self.status = QLabel(translate("StartPage", "missing") if self.missing else "")
        self.status.setObjectName("danger")
        row.addWidget(self.status)
        self.remove_button = QToolButton()
        self.remove_button.setText("×")
        self.remove_button.setAutoRaise(True)
        self.remove_button.setToolTip(
            translate("StartPage", "Remove from the list (the file stays where it is)"))
        self.remove_button.clicked.connect(lambda: page.remove_recent(path))
        row.addWidget(self.remove_button)


def html_text(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def section_heading(text: str) -> QLabel:
    label = QLabel(text)
    label.setObjectName("sectionHeading")
    return label


def page_qss(t: theme.Theme) -> str:
    """The page in the theme's colours: cards on the window's colour, the accent on the
    buttons that start something."""
    r = t.radius
    return (
        f"#startPage, #startBackground, #startContent {{ background: {t.window}; }}"
        f" #startPage QScrollArea {{ background: {t.window}; border: none; }}"
        f" #startPage QLabel {{ color: {t.text}; background: transparent; }}"
        f" #startPage #pageHeading {{ font-size: 22pt; font-weight: 600; }}"
        f" #startPage #sectionHeading {{ font-size: 14pt; font-weight: 600;"
        f" padding-top: 8px; }}"
        f" #startPage #gameTitle {{ font-size: 18pt; font-weight: 600; }}"
        f" #startPage #cardTitle {{ font-size: 12pt; font-weight: 600; }}"
        f" #startPage #tagline, #startPage #muted {{ color: {t.text_muted}; }}"
        f" #startPage #danger {{ color: {t.danger}; }}"
        f" #startPage #gameCard, #startPage #continueCard, #startPage #recentBox {{"
        f" background: {t.surface}; border: 1px solid {t.border}; border-radius: {r}px; }}"
        f" #startPage QPushButton {{ background: {t.surface_alt}; color: {t.text};"
        f" border: 1px solid {t.border}; border-radius: {max(4, r - 4)}px;"
        f" padding: 6px 14px; }}"
        f" #startPage #gameCard QPushButton {{ padding: 5px 10px; }}"
        f" #startPage #gameCard #playButton {{ padding: 6px 14px; }}"
        f" #startPage QPushButton:hover, #startPage QPushButton:focus {{"
        f" border: 2px solid {t.accent}; }}"
        f" #startPage QPushButton[accent=\"true\"] {{ background: {t.accent};"
        f" color: {t.accent_text}; border-color: {t.accent}; font-weight: 600; }}"
        f" #startPage QPushButton[accent=\"true\"]:focus {{ border: 2px solid {t.text}; }}"
        f" #startPage QPushButton:disabled {{ color: {t.text_muted}; }}"
        f" #startPage #recentName {{ background: transparent; border: none;"
        f" text-align: left; font-weight: 600; padding: 4px 6px; }}"
        f" #startPage #recentName:hover, #startPage #recentName:focus {{"
        f" color: {t.accent}; }}"
        f" #startPage QToolButton {{ color: {t.text_muted}; }}")




__all__ = ["CardPage", "ContinueCard", "PictureLabel", "RecentRow", "game_title", "page_qss",
           "picture_label", "played_text", "section_heading", "translate"]
