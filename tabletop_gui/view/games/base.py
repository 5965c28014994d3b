"""The one interface the main window and the table talk to for the game on the table.

A game's view lives in ``view/games/<game>/``; its package exposes ``Controller``, a
:class:`GameController`. The main window (the shell: menus, files, questions, the move list,
the status line) keeps one controller per game and makes the one of the model's game active;
the :class:`~tabletop_gui.view.board_view.BoardView` (camera, pick ray, frame) hands the
pointer, the keys and the scene's content to the active controller. A controller asks the
window for what it may use through the narrow :class:`GameHost`, never through its attributes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Mapping, Optional, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QAbstractButton, QComboBox, QFormLayout, QGroupBox, QLabel, QMenu, QWidget

from ...model.seats import COMPUTER, SEAT_CHOICES, seat_is_computer, seat_level, seat_title

if TYPE_CHECKING:
    from PySide6.QtGui import QColor

    from ..board_view import BoardView
    from ..game_over import EndingSummary
    from ..privacy import PrivacyScreen


class GameHost(Protocol):
    """What a controller may ask of the window."""

    model: Any                       # the GameModel

    @property
    def board(self) -> "BoardView":
        """The 3D table (the window builds it before any controller: read-only)."""
        ...

    @property
    def privacy(self) -> "PrivacyScreen":
        """The "Pass to …" screen over the table and the panel."""
        ...

    def submit(self, notation: str) -> bool:
        """Play a move given in notation; False (said in the status bar) when refused."""
        ...

    def show_turn(self, text: str, colour: Optional[str] = None) -> None:
        """The panel's turn line ("Light to move"), with a stripe of ``colour`` if given."""
        ...

    def hide_banner(self) -> None:
        """The banner steps aside until the next :meth:`show_banner` (a card of the game's
        own says what happens now)."""
        ...

    def set_status(self, text: str) -> None:
        """The status line: what to do now."""
        ...

    def show_banner(self, who: str, colour: Optional["QColor | str"], instruction: str,
                    buttons: Sequence[QAbstractButton] = ()) -> None:
        """The banner at the top of the table: whose turn (``who``, e.g. "Light", "Ann",
        "Computer — Dark", in a pill of the seat's ``colour``), what to do now in one short
        line, and the turn's step buttons that apply now (the controller's own widgets, which
        it names, translates and enables; any not given are hidden). Filled on every refresh;
        a game that never calls it gets its :meth:`show_turn` text there. Hidden at game
        over. Behind a privacy screen give nothing of the hidden hand."""
        ...

    def show_message(self, text: str, timeout_ms: int = 0) -> None:
        """A passing message in the status bar (plain status: "Saved to …")."""
        ...

    def show_feedback(self, text: "str | Callable[[], str]", timeout_ms: int = 0) -> None:
        """The table's answer to what the player just did (a refused move, a hint): a bubble
        over the table for as long as it takes to read, and in the status bar for
        ``timeout_ms`` too. Given a function of the text, the bubble follows a change of
        language; an empty text takes the bubble away."""
        ...

    def set_notation_enabled(self, enabled: bool) -> None:
        """The Move field (off behind the privacy screen)."""
        ...

    def hint_now(self) -> Any:
        """The move of the last hint while its position is on the table, else None."""
        ...

    def settings(self) -> Any:
        """The app's settings object, or None."""
        ...

    def lesson_refuses(self, part: str) -> bool:
        """Whether the lesson on the table refuses the first part of a turn (notation, e.g. a
        tile as laid before its pawn moves), saying why; False outside lessons. A game whose
        turn has several steps asks before the next one, so a wrong start is refused at once."""
        ...


# ---- the seat choices of the New Game pages -------------------------------------------------
def seat_combo() -> QComboBox:
    """Person / Computer at a strength; data: the seat code."""
    combo = QComboBox()
    for code, _title in SEAT_CHOICES:
        combo.addItem("", code)
    retranslate_seat_combo(combo)
    return combo


def retranslate_seat_combo(combo: QComboBox) -> None:
    for i, (code, _title) in enumerate(SEAT_CHOICES):
        combo.setItemText(i, seat_title(code))


def select_seat(combo: QComboBox, code: str) -> None:
    """Select ``code``'s entry (plain ``"computer"``: the computer at the default level)."""
    select_data(combo, f"{COMPUTER}:{seat_level(code)}" if seat_is_computer(code) else code)


def select_data(combo: QComboBox, data: Any) -> None:
    """Select the entry whose data is ``data`` (none: the selection stays)."""
    i = combo.findData(data)
    if i >= 0:
        combo.setCurrentIndex(i)


class OptionsPage(QWidget):
    """A game's page in the New Game dialog: its options and its seats. ``set_choices`` fills
    it from remembered choices; ``options()`` and ``seat_kinds()`` say what was chosen."""

    game: str = ""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # one Person/Computer choice per seat, with its label (add_seats_box makes them)
        self.seats: list[QComboBox] = []
        self.seat_labels: list[QLabel] = []

    def add_seats_box(self, form: QFormLayout, count: int) -> QGroupBox:
        """A box of ``count`` seat choices as the form's next row (the page names the box and
        the labels in its retranslate_ui); returns the box."""
        box = QGroupBox()
        seats_form = QFormLayout(box)
        for _ in range(count):
            combo = seat_combo()
            label = QLabel()
            label.setBuddy(combo)
            seats_form.addRow(label, combo)
            self.seats.append(combo)
            self.seat_labels.append(label)
        form.addRow(box)
        return box

    def retranslate_seats(self) -> None:
        for combo in self.seats:
            retranslate_seat_combo(combo)

    def select_seats(self, seats: list[str]) -> None:
        for combo, seat in zip(self.seats, seats or [], strict=False):
            select_seat(combo, seat)

    def retranslate_ui(self) -> None:
        """The page's texts, at construction and on LanguageChange."""

    def changeEvent(self, ev: QEvent) -> None:
        if ev.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(ev)

    def set_choices(self, options: dict[str, Any], seats: list[str]) -> None:
        pass

    def options(self) -> dict[str, Any]:
        return {}

    def seat_kinds(self) -> list[str]:
        """The seats chosen; a page without seat choices gives the game's default seats (so
        a game whose view makes no page of its own can still be started); none for a game
        the model does not know."""
        if self.seats:
            return [combo.currentData() for combo in self.seats]
        from ...model.games import game_spec

        try:
            spec = game_spec(self.game)
        except KeyError:
            return []
        return spec.default_seats(spec.normalize_options(self.options()))


class GameController(QObject):
    """The game on the table: its side panel, its scene, the person's input, its texts.

    Life cycle: the window makes one controller per game (``Controller(host)``); when the
    model's game becomes this one the window shows :attr:`panel` and the board calls
    :meth:`show_scene` (True) and :meth:`frame_camera`; the other game's gets
    :meth:`show_scene` (False) and :meth:`deactivate`. Every redraw (a move, undo, redo, a new
    game, the computer starting or stopping, a language change) calls :meth:`follow_turn` then
    :meth:`refresh`.

    Input from the board (only while the controller is active): :meth:`pick` turns a pointer
    position into a hit (anything but None: a place, a cell...); :meth:`hovered` and
    :meth:`clicked` receive hits; :meth:`key_pressed` and :meth:`wheel` may take a key or a
    wheel turn before the camera does; Tab walks (:meth:`walk`), Space/Return click the hit
    walked to (:meth:`keyboard_hit`) or else Return confirms (:meth:`confirm`), Escape
    cancels (:meth:`cancel`).
    """

    # the model's name of the game (``model.game``)
    game: str = ""
    # how much of the side panel's height :attr:`panel` takes (the move list takes the rest)
    panel_stretch: int = 0

    def __init__(self, host: GameHost) -> None:
        super().__init__(host if isinstance(host, QObject) else None)
        self.host = host
        self.model = host.model
        self.board = host.board
        # the side panel's page for this game
        self.panel: QWidget = QWidget()
        # the game's GL items on the board (None until first shown)
        self.scene: Any = None

    # ---- who is active ------------------------------------------------------------------
    def active(self) -> bool:
        return self.model is not None and self.model.game == self.game

    def show_scene(self, visible: bool) -> None:
        """Add the scene's items to the board (first time) and show them, or hide them."""

    def frame_camera(self) -> None:
        """The camera's limits and start position for this game (on becoming active): the
        board's ``set_camera_limits`` then ``reset_camera``."""

    def deactivate(self) -> None:
        """Another game took the table."""

    def shadow_box(self) -> Optional[tuple[float, float, float, float, float, float]]:
        """The world box (x0, y0, z0, x1, y1, z1) the key light's shadows must cover: the
        scene's ``shadow_box()`` when it has one; None lets the board fit the box around
        whatever casts a shadow now (a game whose table grows, or a new game, needs nothing)."""
        box = getattr(self.scene, "shadow_box", None)
        return box() if callable(box) else None

    # ---- redraws ------------------------------------------------------------------------
    def follow_turn(self) -> bool:
        """Called first by every redraw: True when the position is another than at the last."""
        return False

    def refresh(self) -> None:
        """Redraw the table, the panel and the status line from the model."""

    def forget_turn(self) -> None:
        """The turn, the game or the file changed: drop what was chosen for the turn before."""

    def needs_privacy(self) -> bool:
        """True while the privacy screen must hide the table from the person at the screen."""
        return False

    def table_left(self) -> None:
        """The table was covered (the start page): whoever comes back may be another person,
        so what only one player may see waits for the privacy screen again."""

    def retranslate(self) -> None:
        """Texts of the panel and of the controller's own items in the current language."""

    def add_view_actions(self, menu: QMenu) -> None:
        """Add this game's entries to the View menu (once, when the window is built)."""

    # ---- texts --------------------------------------------------------------------------
    def notation_placeholder(self) -> str:
        return ""

    def game_over_text(self) -> str:
        return ""

    def ending_summary(self) -> "EndingSummary":
        """What the game-over card says (title, the winner's colour, detail lines) about the
        model's finished game, in the current language; default: :meth:`game_over_text`."""
        from ..game_over import EndingSummary

        return EndingSummary(self.game_over_text())

    def show_ending(self, outcome: Any) -> None:
        """Mark on the table how the game ended (the winning move, the scoring regions),
        kept until the next redraw of another position (undo, a new game, the review)."""

    def ending_extra(self) -> Optional[QWidget]:
        """A widget for the game-over card under its lines (PILUS: the score chart), made
        afresh for the finished game; None: nothing more."""
        return None

    def review_part(self) -> Any:
        """This game's own review in the window (a :class:`~..review_parts.GameReview`:
        its card over the playback bar, its marks on the move list and the table), or None
        (Pylos's exact verdicts are :mod:`..review`'s)."""
        return None

    def error_message(self, code: str) -> Optional[str]:
        """The sentence for one of this game's rules' error codes (the model's
        ``illegalMove``); None leaves it to the codes every game shares."""
        return None

    @classmethod
    def rules_title(cls) -> str:
        """The Rules window's title (default: the game's name)."""
        from ...model.games import game_spec

        return QCoreApplication.translate("Games", game_spec(cls.game).title)

    def hint_text(self, move: Any) -> str:
        """The status bar's sentence for a hint (without its outcome)."""
        return QCoreApplication.translate("MainWindow", "Hint: %1").replace("%1", str(move))

    def show_hint(self, move: Any) -> None:
        """Show the hinted move on the table (a cursor, a ghost)."""

    def step_hint(self) -> Optional[Callable[[], str]]:
        """Game > Hint answered by the game itself, for a step within a turn the computer's
        hint does not see (PILUS's pawn after its tile lies): the sentence (asked afresh on a
        language change), the table showing the advice; None: ask the computer."""
        return None

    def hint_withheld_text(self) -> Optional[str]:
        """Why Game > Hint gives nothing while :meth:`needs_privacy` (the hint would show what
        the privacy screen hides), in the game's words for what is hidden; None: the sentence
        every game shares (the hints' own)."""
        return None

    def hint_outcome_text(self, info: Mapping[str, Any]) -> Optional[str]:
        """What best play leads to after the hinted move, in the game's own words, for what
        its computer adds to the hint's ``info`` (its ``Decision.notes``: they are named in
        the game's words); None: the sentences every game shares (a win, a loss, a draw, in
        how many turns), "": nothing said."""
        return None

    def update_status(self) -> None:
        """Say the turn's step in the status line again."""

    def show_lesson_marks(self, marks: Optional[Sequence[Any]]) -> None:
        """A lesson's places or cells to point out on the table (the game's own names for
        them), kept until the next call: only these are pointed out among what a click may
        pick (empty: nothing is); None: no lesson, the game's own cues. Default: nothing
        shown."""

    # ---- input from the board -----------------------------------------------------------
    def pick(self, x: float, y: float) -> Any:
        """The hit under the pointer at (x, y) (logical pixels), or None."""
        return None

    def screen_pos(self, hit: Any) -> Any:
        """Where to point at ``hit`` (a QPointF), for tests and tours."""
        return None

    def hovered(self, hit: Any) -> None:
        """The hit under the pointer (or the keyboard cursor) changed."""

    def clicked(self, hit: Any) -> None:
        """A click (or Space/Return on the keyboard cursor) on ``hit``."""

    def missed(self, x: float, y: float) -> None:
        """A click at (x, y) that picked nothing: a game may say why what lies there cannot
        be clicked now. Default: nothing."""

    def keyboard_hit(self) -> Any:
        """The hit the keyboard cursor stands on, or None (the pointer rules)."""
        return None

    def drop_keyboard_hit(self) -> None:
        """The pointer moved: the keyboard cursor gives way."""

    def input_enabled_changed(self, enabled: bool) -> None:
        """The board took or gave back the person's input."""

    def key_pressed(self, key: int) -> bool:
        """A key on the table, before the camera's keys: True when taken."""
        return False

    def wheel(self, delta: int, modifiers: Any) -> bool:
        """A wheel turn on the table, before the zoom: True when taken."""
        return False

    def walk(self, step: int) -> None:
        """Tab (+1) / Shift+Tab (-1) on the table."""

    def confirm(self) -> None:
        """Return with nothing walked to (Pylos: Done)."""

    def cancel(self) -> None:
        """Escape: start the turn again."""

    # ---- pictures (the start page) -----------------------------------------------------
    @classmethod
    def position_picture(cls, state: Any, size: QSize,
                         options: Optional[Mapping[str, Any]] = None) -> QPixmap:
        """A picture of ``state`` drawn with QPainter (no OpenGL), ``size`` logical pixels,
        showing only what every player sees (never a hidden hand): the ``draw(painter, rect,
        state, options)`` of the game's ``picture`` module beside its controller when it has
        one, else a plain card with the game's name."""
        from .picture import position_picture

        return position_picture(cls, state, size, options)

    # ---- the New Game dialog ------------------------------------------------------------
    @classmethod
    def options_page(cls) -> OptionsPage:
        """A new options page for the New Game dialog."""
        page = OptionsPage()
        page.game = cls.game
        return page


__all__ = ["GameController", "GameHost", "OptionsPage"]
