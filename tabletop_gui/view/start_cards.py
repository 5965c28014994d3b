"""The start page's parts: the pictures of positions, the card of an unfinished game, the row
of a recent saved game, and the page's style sheet (see :mod:`.start_page`).

Plain widgets and QPainter pictures only: nothing here loads the 3D table, OpenGL or numpy.
A card tells its page what was clicked through :class:`CardPage`.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any, Dict, List, Optional, Protocol

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..model.games import game_spec
from ..model.lazy_qt import Qt
from ..model.record import RUN_OF_WINS
from ..model.startup import Unfinished
from ..model.tr import QT_TRANSLATE_NOOP
from . import theme
from .status import ElidedLabel, readable

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox  # (made when first asked)

CONTINUE_PICTURE = QSize(96, 96)
RECENT_NAME_WIDTH = 420      # px: a longer file name is shortened in the middle


class CardPage(Protocol):
    """What a card asks of its page."""

    def resume(self, offer: Unfinished) -> None: ...

    def discard(self, offer: Unfinished) -> bool: ...

    def open_recent(self, path: str) -> None: ...

    def remove_recent(self, path: str) -> None: ...

    def play_at_level(self, game: str, seats: List[str]) -> None: ...

    def fill(self) -> None: ...


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



def card_title(game: str, file_path: Optional[str]) -> str:
    """A Continue card's title: the game's name, and its file's ("Pylos — evening.json");
    a file named after the game, as Save suggests ("Pylos 2026-12-03 11-18.tabletop"), alone.
    """
    if not file_path:
        return game
    name = readable(os.path.basename(file_path))
    if name.casefold().startswith(game.casefold()):
        return name
    return translate("StartPage", "%1 — %2").replace("%1", game).replace("%2", name)


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
        self.title = ElidedLabel(card_title(game_title(offer.game), offer.file_path))
        self.title.setObjectName("cardTitle")
        self.title.setToolTip(readable(offer.file_path or ""))
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
                           + html_text(self.turn_text(spec, offer.seats, seat)))
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

    @staticmethod
    def turn_text(spec: Any, seats: List[str], seat: int) -> str:
        """Whose turn, as the table will say when the game is resumed: "Your move",
        "Computer — Medium to move", "Dark to move", "Ana to move"."""
        from ..model.seats import is_you, naming, who_sits

        if 0 <= seat < len(seats) and is_you(seats, seat):
            return translate("StartPage", "Your move")
        who = (who_sits(seats, seat, spec.seat_label(seat)) if 0 <= seat < len(seats)
               else spec.seat_label(seat))
        return naming(who, translate("StartPage", "%1 to move"),
                      translate("StartPage", "Player %1 to move"))

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

# the levels as the record names them ("vs Medium"); a level without a name here: its seat title
_LEVEL_NAMES = {
    "beginner": QT_TRANSLATE_NOOP("RecordBox", "Beginner"),
    "easy": QT_TRANSLATE_NOOP("RecordBox", "Easy"),
    "medium": QT_TRANSLATE_NOOP("RecordBox", "Medium"),
    "hard": QT_TRANSLATE_NOOP("RecordBox", "Hard"),
    "expert": QT_TRANSLATE_NOOP("RecordBox", "Expert"),
}


def level_name(level: str) -> str:
    from ..model.seats import level_title

    name = _LEVEL_NAMES.get(level)
    return translate("RecordBox", name) if name else level_title(level)


class RecordBox(QFrame):
    """A game card's record of the person's games against the computer (model/record.py): a
    line per level ("vs Medium: 5 won, 2 lost"), Reset (asked first), and after a run of wins
    the offer to play the next level, one click away. Built after the page's first paint."""

    def __init__(self, game: str, record: Any, page: CardPage) -> None:
        super().__init__()
        self.setObjectName("recordBox")
        self.game, self._record, self._page = game, record, page
        self.reset_box: Optional[QMessageBox] = None
        self.offer = record.offer(game)
        column = QVBoxLayout(self)
        column.setContentsMargins(10, 6, 6, 6)
        column.setSpacing(2)
        self.lines: List[QLabel] = []
        for i, (level, tally) in enumerate(record.by_level(game)):
            counts = [self.tr("%n won", "", tally.won)]
            if tally.drawn:
                counts.append(self.tr("%n drawn", "", tally.drawn))
            counts.append(self.tr("%n lost", "", tally.lost))
            line = QLabel(self.tr("vs %1: %2").replace("%1", level_name(level))
                          .replace("%2", ", ".join(counts)))
            line.setObjectName("recordLine")
            self.lines.append(line)
            if i:
                column.addWidget(line)
                continue
            first = QHBoxLayout()           # Reset beside the first line, out of the way
            first.addWidget(line, 1)
            self.reset_button = QPushButton(self.tr("Reset"))
            self.reset_button.setObjectName("resetLink")
            self.reset_button.setFlat(True)
            self.reset_button.setToolTip(self.tr("Forget this record"))
            self.reset_button.clicked.connect(self.ask_reset)
            first.addWidget(self.reset_button)
            column.addLayout(first)
        self.offer_label: Optional[QLabel] = None
        self.offer_button: Optional[QPushButton] = None
        if self.offer is not None:
            o = self.offer
            if o.streak >= RUN_OF_WINS:
                said = self.tr("You beat %1 %n times in a row — try %2?", "", o.streak)
            else:
                said = self.tr("You won %n of your last 10 games against %1 — try %2?", "",
                               o.won_of_last)
            self.offer_label = QLabel(said.replace("%1", level_name(o.beaten))
                                      .replace("%2", level_name(o.level)))
            self.offer_label.setObjectName("offerText")
            self.offer_label.setWordWrap(True)
            column.addWidget(self.offer_label)
            self.offer_button = QPushButton(
                self.tr("Play against %1").replace("%1", level_name(o.level)))
            self.offer_button.setObjectName("offerButton")
            self.offer_button.setAutoDefault(True)
            self.offer_button.clicked.connect(self.take_offer)
            row = QHBoxLayout()
            row.addWidget(self.offer_button)
            row.addStretch(1)
            column.addLayout(row)

    def take_offer(self) -> None:
        """The game against the next level, the person in the seat the wins came from."""
        from ..model.seats import COMPUTER, HUMAN

        o = self.offer
        if o is None:
            return
        spec = game_spec(self.game)
        count = len(spec.versus_computer_seats(spec.normalize_options(None)))
        seat = o.seat if o.seat < count else 0
        self._page.play_at_level(self.game, [HUMAN if i == seat else f"{COMPUTER}:{o.level}"
                                             for i in range(count)])

    def ask_reset(self) -> bool:
        """Forget the record after asking; True when forgotten."""
        from .confirm import confirm_destructive

        done = confirm_destructive(
            self, self.tr("Reset the record"),
            self.tr("Forget your record in %1?").replace("%1", game_title(self.game)),
            self.tr("Your wins, draws and losses against the computer in this game are "
                    "cleared. This cannot be undone."),
            self.tr("Reset"), lambda box: setattr(self, "reset_box", box))
        if done:
            self._record.reset(self.game)
            self._page.fill()
        return done


def record_slot(text: QVBoxLayout) -> QVBoxLayout:
    """Where a game card's record goes (filled after the page's first paint: add_records)."""
    slot = QVBoxLayout()
    slot.setContentsMargins(0, 0, 0, 0)
    text.addLayout(slot)
    return slot


def add_records(page: CardPage, model: Any, slots: Dict[str, QVBoxLayout]) -> List[RecordBox]:
    """Each game card's record (none where no game was counted and no record was kept)."""
    record = getattr(model, "play_record", None)
    boxes: List[RecordBox] = []
    for game, slot in slots.items():
        box = RecordBox(game, record, page) if record is not None else None
        if box is not None and box.lines:
            slot.addWidget(box)
            boxes.append(box)
    return boxes


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
        name = readable(os.path.basename(path) or path)
        self.open_button.setText(self.open_button.fontMetrics().elidedText(
            name, Qt.TextElideMode.ElideMiddle, RECENT_NAME_WIDTH))
        self.open_button.setFlat(True)
        self.open_button.setAutoDefault(True)
        self.open_button.setToolTip(readable(path))
        self.open_button.clicked.connect(lambda: page.open_recent(path))
        row.addWidget(self.open_button)
        folder = QLabel(readable(os.path.dirname(path)))
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
        f" #startPage QToolButton {{ color: {t.text_muted}; }}"
        f" #startPage #recordBox {{ background: {t.surface_alt}; border: none;"
        f" border-radius: {max(4, r - 4)}px; }}"
        f" #startPage #recordLine {{ color: {t.text}; }}"
        f" #startPage #offerText {{ color: {t.accent}; font-weight: 600; }}"
        f" #startPage #recordBox #resetLink {{ background: transparent; border: none;"
        f" color: {t.text_muted}; padding: 0 4px; text-decoration: underline; }}"
        f" #startPage #recordBox #resetLink:hover, #startPage #recordBox #resetLink:focus {{"
        f" color: {t.accent}; }}")




__all__ = ["CardPage", "ContinueCard", "PictureLabel", "RecentRow", "RecordBox", "add_records",
           "game_title", "level_name", "page_qss", "picture_label", "played_text", "record_slot",
           "section_heading", "translate"]
