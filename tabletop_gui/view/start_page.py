"""The start page inside the main window: the games to start (a picture, one sentence, "Play
against the computer" one click away, two people, more options, the rules), the unfinished
games to continue and the saved games opened lately.

Plain widgets and QPainter pictures only: nothing here (nor what it imports at the top) loads
the 3D table, OpenGL or numpy; a game's picture comes from its view package's ``picture`` module
(:func:`~tabletop_gui.view.games.game_picture`), its controller only when asked for (Rules).
Every game comes from the model's list of games; none is named here. The window (``host``)
shows the page (``show_start_page``) and the table (``show_table``); while the page covers the
table the window holds the computer and the table's keys.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any, Callable, List, Optional, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QSize, QTimer, Signal
from PySide6.QtGui import QPaintEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..model.games import game_names, game_spec, has_lessons
from ..model.lazy_qt import Qt
from ..model.startup import Unfinished, new_game_from_settings, unfinished_games
from . import theme
from .start_cards import (
    ContinueCard,
    PictureLabel,
    RecentRow,
    RecordBox,
    add_records,
    game_title,
    page_qss,
    picture_label,
    record_slot,
    section_heading,
    translate,
)

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox  # (made when first asked: a Discard)

GAME_PICTURE = QSize(180, 180)
COMPACT_GAME_PICTURE = QSize(120, 120)      # where two cards side by side need the room
CONTENT_WIDTH = 1120         # the page's column at most this wide, centred


class StartHost(Protocol):
    """What the page asks of the main window."""

    model: Any

    def show_table(self) -> None: ...

    def maybe_save_changes(self, action: str) -> bool: ...

    def start_new_game(self, choices: dict[str, Any]) -> None: ...

    def open_path(self, path: str, ask: bool = True) -> bool: ...

    def settings(self) -> Any: ...

    def learn_to_play(self, game: str) -> bool: ...


def _controller(game: str) -> Any:
    from .games import controller_for  # the game's view: loaded when first drawn

    return controller_for(game)


def _card_state(game: str) -> Any:
    """The position a game's card shows: its picture module's showcase, else the start."""
    from .games import game_showcase

    state = game_showcase(game)
    if state is None:
        spec = game_spec(game)
        state = spec.new_state(spec.normalize_options(None))
    return state


class StartPage(QWidget):
    """The page. :meth:`fill` builds its content afresh from the model and the settings (each
    time the page is shown, on a language change, after Discard or Remove)."""

    # the page's first paint (the start-up hooks time it and take its picture)
    firstPainted = Signal()

    def __init__(self, host: StartHost, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("startPage")
        self.host = host
        self.model = host.model
        self.painted = False
        # the first fill before the page's first paint shows the games only; the unfinished
        # and recent games follow the paint (the app's start sets it: main_window)
        self.sections_after_paint = False
        self.sections_pending = False
        # the widgets of the current content, for tests and keyboard focus
        self.play_buttons: dict[str, QPushButton] = {}
        self.two_people_buttons: dict[str, QPushButton] = {}
        self.options_buttons: dict[str, QPushButton] = {}
        self.rules_buttons: dict[str, QPushButton] = {}
        self.learn_buttons: dict[str, QPushButton] = {}
        self.opponent_labels: dict[str, QLabel] = {}
        self.game_pictures: List[PictureLabel] = []
        self.continue_cards: List[ContinueCard] = []
        self.recent_rows: List[RecentRow] = []
        self.record_slots: dict[str, QVBoxLayout] = {}      # each game card's record, and
        self.record_boxes: List[RecordBox] = []             # (after the first paint) it
        self.rules_dialog: Any = None
        self.new_game_dialog: Any = None
        self.discard_box: Optional[QMessageBox] = None

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.scroller = QScrollArea()
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        outer.addWidget(self.scroller)
        self.content: Optional[QWidget] = None
        self._grids: List[tuple[QGridLayout, List[QWidget]]] = []
        self._columns = 0
        self._room = 0          # the width the cards were placed for
        self._column: Optional[QVBoxLayout] = None

        # the saved games opened or saved from now on join the recent ones
        self.model.gameStarted.connect(self._remember_file)
        self.model.filePathChanged.connect(self._remember_file)

    # ---- content ------------------------------------------------------------------------
    def fill(self) -> None:
        """Build the page afresh (the games, what can be continued, the recent files)."""
        t = theme.current()
        self.setStyleSheet(page_qss(t))
        self.play_buttons.clear()
        self.two_people_buttons.clear()
        self.options_buttons.clear()
        self.rules_buttons.clear()
        self.learn_buttons.clear()
        self.opponent_labels.clear()
        self.game_pictures = []
        self.continue_cards = []
        self.recent_rows = []
        self.record_slots.clear()
        content = QWidget()
        content.setObjectName("startContent")
        column = QVBoxLayout(content)
        column.setContentsMargins(28, 22, 28, 28)
        column.setSpacing(14)

        heading = QLabel(translate("StartPage", "Choose a game"))
        heading.setObjectName("pageHeading")
        column.addWidget(heading)
        games = QGridLayout()
        games.setSpacing(16)
        self._grids = [(games, [self._game_card(game) for game in game_names()])]
        column.addLayout(games)

        column.addStretch(1)
        self._column = column
        # the games first: before the window's first paint (a page that says so) what can be
        # continued and the recent games wait for it (reading the saved games, their cards)
        self.sections_pending = self.sections_after_paint and not self.painted
        if not self.sections_pending:
            self._add_sections()

        # centred, at most CONTENT_WIDTH wide
        page = _Background(self)                 # its first paint is the page's
        page.setObjectName("startBackground")
        centring = QHBoxLayout(page)
        centring.setContentsMargins(0, 0, 0, 0)
        centring.addStretch(1)
        content.setMaximumWidth(CONTENT_WIDTH)
        centring.addWidget(content, 100)
        centring.addStretch(1)
        old = self.scroller.takeWidget()
        if old is not None:
            old.deleteLater()
        self.scroller.setWidget(page)
        self.content = content
        self._columns = 0
        if self.isVisible():
            self._arrange()
        # (else when shown: before the window's first paint the page has no size of its own
        # yet, and the cards are placed once, for the size it gets)
        self.focus_default()
        if self.painted:
            self.draw_pictures()

    def _add_sections(self) -> None:
        """What can be continued and the recent games, under the games (before the stretch
        that ends the page's column)."""
        column = self._column
        if column is None:
            return
        at = column.count() - 1
        self.record_boxes = add_records(self, self.model, self.record_slots)

        def insert(item: Any) -> None:
            nonlocal at
            if isinstance(item, QWidget):
                column.insertWidget(at, item)
            else:
                column.insertLayout(at, item)
            at += 1

        # a finished game is not one to continue: saved, it is among the recent games; in no
        # file, starting another asks to save it first (FileFlow.would_lose_work)
        offers = [offer for offer in unfinished_games(self.model) if not offer.over]
        if offers:
            insert(section_heading(translate("StartPage", "Continue")))
            grid = QGridLayout()
            grid.setSpacing(16)
            self.continue_cards = [ContinueCard(offer, self, self._played_at(offer))
                                   for offer in offers]
            self._grids.append((grid, list(self.continue_cards)))
            insert(grid)
        s = self.host.settings()
        recent = s.recent_files() if s is not None else []
        if recent:
            insert(section_heading(translate("StartPage", "Recent games")))
            box = QFrame()
            box.setObjectName("recentBox")
            rows = QVBoxLayout(box)
            rows.setContentsMargins(6, 6, 6, 6)
            rows.setSpacing(2)
            for path in recent:
                row = RecentRow(path, self)
                self.recent_rows.append(row)
                rows.addWidget(row)
            insert(box)

    def _played_at(self, offer: Unfinished) -> Optional[float]:
        """When ``offer``'s last move was played: its autosave is written on every move (the
        table's game: this model's own slot), so the file's time says it."""
        path = offer.slot if offer.slot is not None else self.model.autosave.slot
        try:
            return os.path.getmtime(path) if path else None
        except OSError:
            return None

    def pictures(self) -> List[PictureLabel]:
        return [*self.game_pictures, *(card.picture for card in self.continue_cards)]

    def pictures_pending(self) -> bool:
        return any(not label.drawn for label in self.pictures())

    def draw_pictures(self) -> None:
        """Draw the pictures not drawn yet. The first fill leaves them for after the page's
        first paint (the window shows sooner; the game's rules are loaded for them then)."""
        for label in self.pictures():
            label.draw()

    def _arrange(self) -> None:
        """The cards two to a row where two fit side by side (their texts' widths change with
        the language), else one to a row: never a sideways scroll."""
        content = self.content
        if content is None:
            return
        layout = content.layout()
        margins = layout.contentsMargins() if layout is not None else None
        # (the viewport's width from the area's own sizes: asking for the viewport widget
        # makes PySide create 47 enum types before the first paint)
        width = self.scroller.maximumViewportSize().width()
        bar = self.scroller.verticalScrollBar()
        if bar.isVisible():
            width -= bar.width()
        room = min(CONTENT_WIDTH, width) - (
            margins.left() + margins.right() if margins is not None else 0)
        if self._columns and room == self._room:
            return              # (placed for this width already: a show after a resize)
        self._room = room
        cards = [card for _grid, group in self._grids for card in group]

        def fits() -> bool:
            widest = max((card.minimumSizeHint().width() for card in cards), default=0)
            return 2 * widest + 16 <= room

        # first the games' pictures at full size, then smaller, then one card to a row
        fit = False
        for size in (GAME_PICTURE, COMPACT_GAME_PICTURE):
            for picture in self.game_pictures:
                picture.setFixedSize(size)
            fit = fits()
            if fit:
                break
        columns = 2 if fit else 1
        if columns == self._columns:
            return
        fresh = not self._columns
        self._columns = columns
        for grid, group in self._grids:
            for card in group:
                grid.removeWidget(card)
            for i, card in enumerate(group):
                grid.addWidget(card, i // columns, i % columns)
                card.show()         # now, not once the event loop gets to it
            for c in range(2):
                grid.setColumnStretch(c, 1 if c < columns else 0)
        if fresh:
            self.focus_default()        # (the cards were placed just now)

    def resizeEvent(self, ev: QResizeEvent) -> None:
        super().resizeEvent(ev)
        self._arrange()

    def showEvent(self, ev: QShowEvent) -> None:
        super().showEvent(ev)
        self._arrange()

    def _game_card(self, game: str) -> QFrame:
        spec = game_spec(game)
        card = QFrame()
        card.setObjectName("gameCard")
        card.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        row = QHBoxLayout(card)
        row.setContentsMargins(16, 16, 16, 16)
        row.setSpacing(16)
        picture = picture_label(game, lambda g=game: _card_state(g), GAME_PICTURE)
        picture.setScaledContents(True)
        self.game_pictures.append(picture)
        column = QVBoxLayout()          # the picture at the card's top
        column.addWidget(picture)
        column.addStretch(1)
        row.addLayout(column)
        text = QVBoxLayout()
        text.setSpacing(8)
        title = QLabel(game_title(game))
        title.setObjectName("gameTitle")
        text.addWidget(title)
        tagline = QLabel(QCoreApplication.translate("Games", spec.tagline)
                         if spec.tagline else "")
        tagline.setObjectName("tagline")
        tagline.setWordWrap(True)
        text.addWidget(tagline)
        self.record_slots[game] = record_slot(text)
        text.addStretch(1)
        play = QPushButton(translate("StartPage", "Play against the computer"))
        play.setObjectName("playButton")
        play.setProperty("accent", True)
        play.setAutoDefault(True)
        play.setMinimumHeight(40)
        play.clicked.connect(lambda _c=False, g=game: self.play_against_computer(g))
        text.addWidget(play)
        # who the opponent is: the computer seat's title ("Computer — Medium")
        from ..model.seats import seat_is_computer, seat_title

        options = spec.normalize_options(None)
        opponents = [seat_title(code) for code in spec.versus_computer_seats(options)
                     if seat_is_computer(code)]
        opponent = QLabel(opponents[0] if opponents else "")
        opponent.setObjectName("muted")
        self.opponent_labels[game] = opponent
        text.addWidget(opponent)
        buttons = QHBoxLayout()
        buttons.setSpacing(4)
        two = QPushButton(translate("StartPage", "Two people"))
        two.setAutoDefault(True)
        two.clicked.connect(lambda _c=False, g=game: self.play_two_people(g))
        more = QPushButton(translate("StartPage", "More options…"))
        more.setAutoDefault(True)
        more.clicked.connect(lambda _c=False, g=game: self.more_options(g))
        rules = QPushButton(translate("StartPage", "Rules"))
        rules.setAutoDefault(True)
        rules.clicked.connect(lambda _c=False, g=game: self.show_rules(g))
        from ..model import rules_text

        rules.setEnabled(rules_text.has_rules(game))
        learn = QPushButton(translate("StartPage", "Learn to play"))
        learn.setAutoDefault(True)
        learn.setToolTip(translate("StartPage", "Short lessons on the table, then a first game"))
        learn.clicked.connect(lambda _c=False, g=game: self.host.learn_to_play(g))
        if not has_lessons(game):
            learn.hide()    # (setVisible(True) on a widget with no parent yet makes it a window)
        self.learn_buttons[game] = learn
        for b in (two, more, rules, learn):
            buttons.addWidget(b)
        buttons.addStretch(1)
        text.addLayout(buttons)
        row.addLayout(text, 1)
        self.play_buttons[game] = play
        self.two_people_buttons[game] = two
        self.options_buttons[game] = more
        self.rules_buttons[game] = rules
        return card

    def focus_default(self) -> None:
        """The first game's Play button has the focus: Enter starts it."""
        names = list(game_names())
        button = self.play_buttons.get(names[0]) if names else None
        if button is not None:
            button.setDefault(True)
            button.setFocus()               # (Qt.FocusReason.OtherFocusReason)

    # ---- starting games -----------------------------------------------------------------
    def _start(self, game: str, seats: Callable[[Any, dict[str, Any]], List[str]]) -> None:
        if not self.host.maybe_save_changes("new"):
            return
        spec = game_spec(game)
        options = spec.normalize_options(None)
        self.host.start_new_game({"game": game, "options": options,
                                  "seats": seats(spec, options)})
        self.host.show_table()

    def play_against_computer(self, game: str) -> None:
        """One click: the game's default options, a person moving first, the computer at the
        default level in the other seat(s) (the spec's ``versus_computer_seats``)."""
        self._start(game, lambda spec, options: spec.versus_computer_seats(options))

    def play_at_level(self, game: str, seats: List[str]) -> None:
        """A record's offer: ``game``'s default options with these seats (the next level)."""
        self._start(game, lambda _spec, _options: list(seats))

    def play_two_people(self, game: str) -> None:
        from ..model.seats import HUMAN

        self._start(game, lambda spec, options: [HUMAN] * spec.seat_count(options))

    def more_options(self, game: str) -> None:
        """The New Game dialog, opened on ``game`` as its card shows it: a person against the
        computer at the level the card names (the options, a variant say, are the last ones
        chosen when ``game`` was the last game chosen)."""
        from .dialogs import NewGameDialog

        if not self.host.maybe_save_changes("new"):
            return
        s = self.host.settings()
        remembered = s.new_game_choices() if s is not None else None
        spec = game_spec(game)
        options = spec.normalize_options(None)
        if remembered and remembered.get("game") == game:
            try:
                options = spec.normalize_options(remembered.get("options"))
            except (KeyError, ValueError, TypeError):
                pass            # (an option removed since: the defaults)
        choices = {"game": game, "options": options,
                   "seats": spec.versus_computer_seats(options)}
        dlg = NewGameDialog(self, choices)
        self.new_game_dialog = dlg
        try:
            if dlg.exec() == NewGameDialog.DialogCode.Accepted:
                self.host.start_new_game(dlg.choices())
                self.host.show_table()
        finally:
            self.new_game_dialog = None
            dlg.deleteLater()

    def show_rules(self, game: str) -> None:
        """The rules of ``game`` beside the page (not modal)."""
        from .dialogs import show_rules

        self.rules_dialog = show_rules(self, self.rules_dialog, game,
                                       _controller(game).rules_title)

    # ---- continuing ---------------------------------------------------------------------
    def resume(self, offer: Unfinished) -> None:
        """Continue ``offer``: the game on the table as it is, or an earlier run's game (the
        table's own game, if changed and unsaved, is asked about first)."""
        if offer.slot is None:
            self.host.show_table()
            return
        if not self.host.maybe_save_changes("open"):
            return
        if self.model.resume_autosave(offer.slot):
            self.host.show_table()
        else:                       # another copy of the app took it meanwhile
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.information(
                self, translate("StartPage", "Continue"),
                translate("StartPage", "This game is no longer there to continue."))
            self.fill()

    def discard(self, offer: Unfinished) -> bool:
        """Throw ``offer`` away after asking "Throw this game away?"; True when thrown."""
        from PySide6.QtWidgets import QMessageBox

        from .confirm import confirm_destructive

        moves = offer.moves         # plurals: self.tr and a plain name (lupdate)
        thrown = confirm_destructive(
            self, translate("StartPage", "Discard the game"),
            translate("StartPage", "Throw this game away?"),
            self.tr("%1, %n move(s) played. It cannot be brought back.", "", moves)
            .replace("%1", game_title(offer.game)),
            QMessageBox.StandardButton.Discard, lambda box: setattr(self, "discard_box", box))
        if not thrown:
            return False
        if offer.slot is None:      # the table's game: its autosave goes, a fresh game comes
            self.model.discard_autosave()
            new_game_from_settings(self.model)
            self.model.pause_computer()     # held while the page shows, as before
        else:
            self.model.discard_autosave(offer.slot)
        self.fill()
        return True

    # ---- recent files -------------------------------------------------------------------
    def open_recent(self, path: str) -> None:
        """Open a recent saved game on the table; one that cannot be opened (missing,
        damaged) says so in the usual message, and nothing changes."""
        if self.host.open_path(path):
            self.host.show_table()
        else:
            self.fill()

    def remove_recent(self, path: str) -> None:
        """Take ``path`` off the list (never off the disk)."""
        s = self.host.settings()
        if s is not None:
            s.remove_recent_file(path)
        self.fill()

    def _remember_file(self, *_args: Any) -> None:
        path = self.model.file_path
        s = self.host.settings()
        if path and s is not None:
            s.add_recent_file(path)

    # ---- events -------------------------------------------------------------------------
    def changed(self, ev: QEvent) -> None:
        """A change event of the page's (its watcher's: view/changes.py): a language change
        fills it afresh, a palette or a style change gives it its style sheet again."""
        if ev.type() == QEvent.Type.LanguageChange and self.content is not None:
            self.fill()
        elif ev.type() in (QEvent.Type.PaletteChange, QEvent.Type.StyleChange) \
                and self.content is not None and not self._styling:
            self._styling = True
            try:
                self.setStyleSheet(page_qss(theme.current()))
            finally:
                self._styling = False

    _styling = False

    def background_painted(self) -> None:
        """The page's background (which covers it) was painted: the first time, say so once
        this paint is done."""
        if not self.painted:
            self.painted = True
            QTimer.singleShot(0, self, self.firstPainted.emit)
            QTimer.singleShot(0, self, self._complete)

    def _complete(self) -> None:
        """After the first paint: the sections it left out, then the pictures, one per turn
        of the event loop (the window keeps answering meanwhile)."""
        # the cards fit the page's width (model.lazy_qt: Qt's enums are made after the paint)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        if self.sections_pending and self.content is not None:
            self.sections_pending = False
            self._add_sections()
            self._columns = 0
            self._arrange()
        self._draw_next_picture()

    def _draw_next_picture(self) -> None:
        waiting = [label for label in self.pictures() if not label.drawn]
        if waiting:
            waiting[0].draw()
            if len(waiting) > 1:
                QTimer.singleShot(0, self, self._draw_next_picture)


class _Background(QFrame):
    """The page's background (the theme's window colour, from the page's style sheet): tells
    the page when it is painted. (A paintEvent, not an event filter: before the first paint
    every event a filter saw would be handed to Python. A frame, without a border, paints
    the style sheet's background; a plain widget needs an attribute, a value of Qt's enums,
    made after the paint: model.lazy_qt.)"""

    def __init__(self, page: StartPage) -> None:
        super().__init__()
        self._page = page

    def paintEvent(self, ev: QPaintEvent) -> None:
        super().paintEvent(ev)
        self._page.background_painted()


__all__ = ["StartPage", "ContinueCard", "RecentRow", "StartHost"]
