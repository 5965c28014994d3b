"""The Pylos review's verdicts in the window (issue #52): what each move did to the game's
exact value, worked out in a worker while the review steps through the game.

:class:`ReviewPresenter` (made by :class:`~.playback.Playback`) starts the worker
(:class:`~tabletop_gui.model.review_worker.ReviewWorker`) when a Pylos game's review starts
(a finished game, one in progress, one opened from a file) and stops it when the review ends.
Each verdict shows as it comes: a coloured mark on its move in the move list (its words in the
row's tooltip: :class:`VerdictMarks`), a point on the chart of the game's value above the
review's buttons (:class:`~.review_chart.ReviewChart`; a click on a point goes to its
position), and, for the move just shown, a sentence in the review's card: what the move did,
and for a mistake the better move, which the table shows as a ghost where its sphere goes.

The verdicts are the review's: they go when it ends (in a game still going on they would tell
its players who is winning).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Optional, Protocol

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QSize,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QPainter
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from ..model.lazy_qt import Qt
from ..model.movelist import MoveListModel
from ..model.review_worker import (
    INACCURACY_CODES,
    MISTAKE_CODES,
    ReviewWorker,
    progress_text,
    verdict_sentence,
    verdict_text,
)
from ..model.seats import who_sits
from . import theme

if TYPE_CHECKING:
    from PySide6.QtWidgets import QListView

    from .games.base import GameController
    from .review_chart import ReviewChart

translate = QCoreApplication.translate

MARK_WIDTH = 16         # px kept at a row's right for its verdict's mark
MARK_SIZE = 9           # px, the mark's disc
BADGE_GAP = 8           # px at least at the left of a row's badge


class VerdictMarks(QStyledItemDelegate):
    """The move list's rows as Qt draws them, with a disc in the verdict's colour at the
    right of a judged move (:data:`MoveListModel.VerdictRole`) and a review's few words
    (:data:`MoveListModel.BadgeRole`) on a line of their own under the move's: beside them
    they would squeeze the move's words into a narrow column of many lines. A selected row
    is highlighted across its whole width, its mark's and words' room too."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        from .review_chart import verdict_colour

        colour = verdict_colour(str(index.data(MoveListModel.VerdictRole) or ""))
        badge = str(index.data(MoveListModel.BadgeRole) or "")
        if colour is None and not badge:   # no mark: the row as Qt draws it, its whole width
            super().paint(painter, option, index)
            return
        r: QRect = option.rect
        full = QStyleOptionViewItem(option)
        self.initStyleOption(full, index)
        style = option.widget.style() if option.widget is not None else QApplication.style()
        style.drawPrimitive(QStyle.PrimitiveElement.PE_PanelItemViewItem, full, painter,
                            option.widget)
        line = self._badge_line(option, badge)
        opt = QStyleOptionViewItem(option)
        # (a badge's line holds the mark too: the move's words keep the row's whole width)
        opt.rect = r.adjusted(0, 0, 0 if line else -MARK_WIDTH, -line)
        super().paint(painter, opt, index)
        # the mark beside the words, or beside the badge where there is one
        mark_row = QRect(r.left(), r.bottom() - line + 1, r.width(), line) if line else r
        x = r.right() - MARK_WIDTH + (MARK_WIDTH - MARK_SIZE) // 2
        y = mark_row.top() + (mark_row.height() - MARK_SIZE) // 2
        painter.save()
        if badge:
            selected = bool(option.state & QStyle.StateFlag.State_Selected)
            painter.setPen(option.palette.highlightedText().color() if selected
                           else QColor(theme.current().text_muted))
            painter.drawText(mark_row.adjusted(BADGE_GAP, 0, -MARK_WIDTH - BADGE_GAP // 2, 0),
                             int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                             badge)
        if colour is not None:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(colour))
            painter.drawEllipse(x, y, MARK_SIZE, MARK_SIZE)
        painter.restore()

    @staticmethod
    def _badge_line(option: QStyleOptionViewItem, badge: str) -> int:
        """The px of the badge's line under the move's words (0: no badge)."""
        return option.fontMetrics.height() + 2 if badge else 0

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        from .review_chart import verdict_colour

        badge = str(index.data(MoveListModel.BadgeRole) or "")
        if (verdict_colour(str(index.data(MoveListModel.VerdictRole) or "")) is None
                and not badge):
            return super().sizeHint(option, index)      # (a row with no mark keeps its width)
        opt = QStyleOptionViewItem(option)
        line = self._badge_line(option, badge)
        room = 0 if line else MARK_WIDTH
        opt.rect = option.rect.adjusted(0, 0, -room, 0)
        size = super().sizeHint(opt, index)
        return QSize(size.width() + room, size.height() + line)


class ReviewCard(QWidget):
    """Above the review's buttons: the progress while the verdicts come, the chart, and the
    sentence for the move just shown."""

    languageChanged = Signal()
    analyseClicked = Signal()

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        from .review_chart import ReviewChart

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.progress_label = QLabel()
        self.progress_label.setObjectName("reviewProgress")
        self.chart: ReviewChart = ReviewChart()
        self.sentence_label = QLabel()
        self.sentence_label.setObjectName("reviewSentence")
        self.sentence_label.setWordWrap(True)
        # "Analyse from here": the analysis board on a copy of the position shown (only where
        # the game allows one: view/analysis_board.py's refusal)
        self.analyse_button = QPushButton()
        self.analyse_button.setObjectName("reviewAnalyse")
        self.analyse_button.setAutoDefault(False)
        self.analyse_button.clicked.connect(self.analyseClicked)
        layout.addWidget(self.progress_label)
        layout.addWidget(self.chart)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.sentence_label, 1)
        row.addWidget(self.analyse_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(row)
        self.retranslate()

    def retranslate(self) -> None:
        self.analyse_button.setText(translate("Review", "Analyse from here"))

    def changeEvent(self, ev: QEvent) -> None:
        if ev.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.languageChanged.emit()
        super().changeEvent(ev)


class ReviewSlot(Protocol):
    """Where the review's card goes (the playback bar: ``PlaybackBar.set_extra``)."""

    def set_extra(self, widget: Optional[QWidget]) -> None: ...


class ReviewHost(Protocol):
    """What the review's verdicts ask of the window."""

    model: Any
    move_list: "QListView"

    @property
    def controller(self) -> Optional["GameController"]: ...


class ReviewPresenter(QObject):
    """See the module docstring. ``bar``: the playback bar that holds the review's card."""

    def __init__(self, window: ReviewHost, bar: ReviewSlot,
                 parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.window = window
        self.bar = bar
        self.model = m = window.model
        self.worker = ReviewWorker(m.computer.pool, self)
        self.worker.verdictReady.connect(self._on_verdict)
        self.worker.runningChanged.connect(lambda _running: self._show_progress())
        self.card: Optional[ReviewCard] = None
        self._active = False
        self._variant = "standard"
        self._first = "light"
        self._delegate = VerdictMarks(window.move_list)
        window.move_list.setItemDelegate(self._delegate)
        m.reviewChanged.connect(self._on_review_changed)

    # ---- the review starts, steps and ends ------------------------------------------------
    def is_active(self) -> bool:
        """Whether a Pylos review's verdicts are shown (worked out or coming)."""
        return self._active

    def _on_review_changed(self) -> None:
        m = self.model
        if m.is_reviewing() and self._pylos() is not None:
            if not self._active:
                self._begin()
            self._show_position()
        elif self._active:
            self._end()

    def _begin(self) -> None:
        m = self.model
        self._active = True
        options = m.options
        self._variant = str(options.get("variant", "standard"))
        self._first = str(options.get("first", "light"))
        if self.card is None:
            self.card = ReviewCard()
            self.card.chart.positionClicked.connect(self._go_to)
            self.card.languageChanged.connect(self._retranslate)
            self.card.analyseClicked.connect(self.analyse)
        spec = m.spec
        self.card.chart.set_seats(spec.seat_label(0), spec.seat_label(1), m.seats,
                                  (spec.seat_colour(0).name(), spec.seat_colour(1).name()))
        self.bar.set_extra(self.card)
        moves = tuple(e.notation for e in m.move_list.entries())
        done = self.worker.verdicts()
        self._redraw_chart()
        if self.worker.moves() == moves and len(done) == len(moves):
            # the same game reviewed again: its verdicts are known
            for v in done:
                self._mark(v)
            self._redraw_chart()
        else:
            self.worker.start(self._variant, self._first, moves)
        self._show_progress()

    def _end(self) -> None:
        self._active = False
        self.worker.cancel()
        self.model.move_list.clear_verdicts()
        self.bar.set_extra(None)
        ctl = self._pylos()
        if ctl is not None:
            ctl.show_review_ghost(None)

    def analyse(self) -> Any:
        """Open the analysis board on a copy of the position shown (refused, the reason in
        the status bar, where the game does not allow one). Returns the board's window."""
        from .analysis_board import open_analysis

        return open_analysis(self.window)

    def _update_analyse(self) -> None:
        """The card's "Analyse from here": shown where the game has a board, off with the
        reason as its tip while the game may not be analysed (one still going on)."""
        from .analysis_board import default_tip, has_board, refusal

        if self.card is None:
            return
        button = self.card.analyse_button
        button.setVisible(has_board(self.model.game))
        reason = refusal(self.model)
        button.setEnabled(reason is None)
        button.setToolTip(translate("Review", "Open the analysis board on this position")
                          + " — " + default_tip() if reason is None else reason)

    def _go_to(self, ply: int) -> None:
        if self.model.is_reviewing():
            self.model.review_to(ply)

    # ---- the verdicts come ----------------------------------------------------------------
    def _on_verdict(self, index: int, total: int, verdict: Any) -> None:
        if not self._active:
            return
        self._mark(verdict)
        self._redraw_chart()
        self._show_progress()
        if index == (self.model.review_ply or 0) - 1:
            self._show_position()

    def _mark(self, verdict: Any) -> None:
        self.model.move_list.set_verdict(verdict.index, verdict.code,
                                         lambda: verdict_text(verdict))

    def verdict_at(self, ply: int) -> Any:
        """The verdict of the move that made position ``ply`` (None: the start, or not yet
        judged)."""
        verdicts = self.worker.verdicts()
        return verdicts[ply - 1] if 1 <= ply <= len(verdicts) else None

    def values(self) -> list[Optional[float]]:
        """The chart's values: a position's height for the first seat (light): a near win
        higher than a far one, a draw 0, the other's win below
        (:func:`~.review_chart.value_height`); None unknown yet."""
        verdicts = self.worker.verdicts()
        out: list[Optional[float]] = [None] * (self.worker.total() + 1)
        for k, v in enumerate(verdicts):
            if k == 0:
                out[0] = self._for_light(v.before.outcome, v.before.plies, v.mover)
            # (the value after the move is the mover's, counted from before it: one less)
            after = None if v.after.plies is None else max(0, v.after.plies - 1)
            out[k + 1] = self._for_light(v.after.outcome, after, v.mover)
        return out

    @staticmethod
    def _for_light(outcome: Optional[str], plies: Optional[int],
                   mover: str) -> Optional[float]:
        from .review_chart import value_height

        if outcome is not None and mover != "light":
            outcome = {"win": "loss", "loss": "win"}.get(outcome, outcome)
        return value_height(outcome, plies)

    def _redraw_chart(self) -> None:
        if self.card is None:
            return
        codes = [""] + [v.code for v in self.worker.verdicts()]
        codes += [""] * (self.worker.total() + 1 - len(codes))
        self.card.chart.set_game(self.values(), codes)

    def _show_progress(self) -> None:
        if self.card is None:
            return
        label = self.card.progress_label
        running = self.worker.is_running() and self._active
        label.setVisible(running)
        if running:
            label.setText(progress_text(len(self.worker.verdicts()), self.worker.total()))

    # ---- the position shown ---------------------------------------------------------------
    def _show_position(self) -> None:
        """The chart's mark, the card's sentence and the table's ghost for the position the
        review shows."""
        ply = self.model.review_ply or 0
        if self.card is not None:
            self.card.chart.set_current(ply)
            self.card.sentence_label.setText(self.sentence(ply))
            self._update_analyse()
        ctl = self._pylos()
        if ctl is not None:
            ghost = self.better_ghost(ply)
            ctl.show_review_ghost(ghost)

    def sentence(self, ply: int) -> str:
        """What the card says of position ``ply``: the verdict of the move that made it and
        the better move where there was one; "" before it is judged."""
        v = self.verdict_at(ply)
        if v is None:
            return ""
        spec = self.model.spec
        seat = spec.seat_names.index(v.mover) if v.mover in spec.seat_names else 0
        before = self.model.state_at(ply - 1)
        better: Optional[Callable[[Any], str]] = None
        # the mover as the table names them ("You", "Computer — Medium", the colour)
        seats = self.model.seats
        if v.code in MISTAKE_CODES or v.code in INACCURACY_CODES:
            def better(move: Any) -> str:
                return str(spec.words(seat, move, before.play(move), seats=seats))
        return verdict_sentence(v, who_sits(seats, seat, spec.seat_label(seat))
                                if seat < len(seats) else spec.seat_label(seat), better)

    def better_ghost(self, ply: int) -> Optional[tuple[str, str]]:
        """The ghost of the better move for position ``ply``'s mistake (place, colour): where
        its sphere would be (None: no mistake, no better move known, or its place taken)."""
        v = self.verdict_at(ply)
        if v is None or not v.better_moves or not (v.code in MISTAKE_CODES
                                                   or v.code in INACCURACY_CODES):
            return None
        move = v.better_moves[0]
        if self.model.state_at(ply).at(move.dst) is not None:
            return None
        return (move.dst, v.mover)

    def _pylos(self) -> Any:
        """The active game's controller where it is the one that can show a review's better
        move (Pylos's: the only game the review judges), else None."""
        ctl = self.window.controller
        if (ctl is None or not hasattr(ctl, "show_review_ghost")
                or getattr(ctl, "game", None) != self.model.game):
            return None
        return ctl

    # ---- the language --------------------------------------------------------------------
    def _retranslate(self) -> None:
        if self.card is not None:
            spec = self.model.spec      # (the seats' names are words of the language too)
            self.card.chart.set_seats(spec.seat_label(0), spec.seat_label(1),
                                      self.model.seats)
            if self._active:
                self._show_progress()
                self._show_position()


__all__ = ["ReviewCard", "ReviewHost", "ReviewPresenter", "ReviewSlot", "VerdictMarks"]
