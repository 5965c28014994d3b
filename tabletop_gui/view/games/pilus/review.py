"""PILUS's review in the window (issue #52): the expert's choice for each turn, honestly.

No exact truth exists for PILUS, so nothing is called a mistake: for each turn the review
shows what the expert bot would have played in the same position, *seeing what that turn's
player saw* (their own hand, never another's: :mod:`tabletop_gui.ai.pilus.review`), the points
both turns score at once, and the expert's estimate of the difference. It is worked out in the
review worker (:class:`~tabletop_gui.model.review_worker.ReviewWorker`, on the model's thread
pool: the window never waits), the first turns shown at once.

* **The move list**: each judged turn has a mark and a few words at its right ("Expert: +3
  more", "Expert: same"); its tooltip says the numbers.
* **The card** over the playback bar: what the review is (an estimate), the progress, a chart
  of every player's score over the game (:class:`~tabletop_gui.view.score_chart.ScoreChart`,
  the seats' colours; a click goes to its position) and the sentence for the turn shown.
* **The table**: at the position a judged turn made, the expert's tile as a ghost where it
  would have gone (none where the tile laid covers its place, or where the expert agreed).

Which turns are judged is the model's privacy rule
(:func:`tabletop_gui.model.games.pilus.review.judged_seats`): a finished game every seat's; a
game going on against the computer only the person's own; several people at one screen (or
nobody) none, and the card says why. The end card's score chart is :meth:`PilusReview.end_chart`.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any, Callable, Optional

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ....model.games.pilus import PAWN_SHAPES
from ....model.games.pilus.review import OWN, PEOPLE, ReviewScope, judged_seats
from ....model.games.pilus.scoresheet import round_ends
from ....model.lazy_qt import Qt
from ....model.review_worker import ReviewWorker
from . import geometry as pgeo

if TYPE_CHECKING:
    from ...review import ReviewSlot
    from ...score_chart import ScoreChart

translate = QCoreApplication.translate

#: the expert's play-outs per turn and the deals both turns are played out on (None: the
#: review's defaults, ai/pilus/review.py; the tests make them small)
NODES: Optional[int] = None
SAMPLES: Optional[int] = None
# px, the end card's chart: low, so the card hides little of the table's last scoring, and
# tall enough for its numbers of points to stand apart (score_chart.py spaces them)
END_CHART_HEIGHT = 96


# ---- the words ---------------------------------------------------------------------------
def badge_text(j: Any) -> str:
    """The move list's few words for a judged turn ("Expert: +3 more")."""
    if j.code == "agrees":
        return translate("PilusReview", "Expert: same")
    if j.code == "close":
        return translate("PilusReview", "Expert: as good")
    return translate("PilusReview", "Expert: +%1 more").replace(
        "%1", str(max(1, round(j.difference))))


def judgement_text(j: Any) -> str:
    """The numbers of a judged turn, in a sentence (the tooltip's line, the card's)."""
    if j.code == "agrees":
        return translate("PilusReview", "The expert would have played this turn too "
                                        "(it scores %1 now).").replace("%1", str(j.played_points))
    if j.code == "close":
        text = translate("PilusReview", "The expert's choice scores %1 now, this turn %2; by "
                                        "its estimate the two are about as good.")
    else:
        text = translate("PilusReview", "The expert's choice scores %1 now, this turn %2; by "
                                        "its estimate it is worth about %3 points more.")
    return (text.replace("%1", str(j.expert_points)).replace("%2", str(j.played_points))
            .replace("%3", str(max(1, round(j.difference)))))


def scope_text(scope: ReviewScope) -> str:
    """Why turns are not judged (the privacy rule), "" when every turn is."""
    if scope.reason == OWN:
        return translate("PilusReview", "While the game goes on, only your own turns are "
                                        "judged: the expert's choice for another player would "
                                        "tell what their hand held.")
    if scope.reason == PEOPLE:
        return translate("PilusReview", "While the game goes on, no turn is judged: the "
                                        "expert's choice for a turn would show that player's "
                                        "tiles to everyone at the screen. Finish the game to "
                                        "review every turn.")
    if not scope.seats:
        return translate("PilusReview", "While the game goes on, no turn is judged. Finish "
                                        "the game to review every turn.")
    return ""


def legend_text() -> str:
    """What the move list's marks and words mean, each mark a disc in its colour."""
    from ...review_chart import verdict_colour

    def dot(code: str) -> str:
        colour = verdict_colour(code)
        return f'<span style="color:{colour.name() if colour else "#000"}">●</span>'

    text = html.escape(translate(
        "PilusReview", "In the move list: %1 same: the expert chose this turn; %2 as good: "
                       "the expert's choice is about as good by its estimate; %3 %4 +n more: "
                       "the expert's choice is worth about n points more (%4 5 or more)."))
    for arg, code in (("%1", "agrees"), ("%2", "close"), ("%3", "better"),
                      ("%4", "much_better")):
        text = text.replace(arg, dot(code))
    return text


def progress_text(done: int, total: int) -> str:
    return (translate("PilusReview", "The expert looks at the turns: %1 of %2")
            .replace("%1", str(done)).replace("%2", str(total)))


class PilusReviewCard(QWidget):
    """Over the review's buttons: what the review is, the progress, the score chart, the
    sentence for the turn shown (and why some turns are not judged)."""

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        from ...score_chart import ScoreChart

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.caption = QLabel()
        self.caption.setObjectName("pilusReviewCaption")
        self.caption.setWordWrap(True)
        self.progress_label = QLabel()
        self.progress_label.setObjectName("reviewProgress")
        self.chart: ScoreChart = ScoreChart()
        # what the move list's marks and words mean
        self.legend = QLabel()
        self.legend.setObjectName("pilusReviewLegend")
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.sentence_label = QLabel()
        self.sentence_label.setObjectName("reviewSentence")
        self.sentence_label.setWordWrap(True)
        self.scope_label = QLabel()
        self.scope_label.setObjectName("pilusReviewScope")
        self.scope_label.setWordWrap(True)
        for w in (self.caption, self.progress_label, self.chart, self.legend,
                  self.sentence_label, self.scope_label):
            layout.addWidget(w)


class PilusReview(QObject):
    """See the module docstring; made by the PILUS controller (``table``) at the first review."""

    def __init__(self, table: Any, parent: Optional[QObject] = None) -> None:
        super().__init__(parent if parent is not None else table)
        self.table = table
        self.model = m = table.model
        self.worker = ReviewWorker(m.computer.pool, self)
        self.worker.verdictReady.connect(self._on_verdict)
        self.worker.runningChanged.connect(lambda _running: self._show_progress())
        self.card: Optional[PilusReviewCard] = None
        self.bar: Optional["ReviewSlot"] = None
        self.scope = ReviewScope((), "")
        self._key: tuple[tuple[str, ...], tuple[int, ...], str] = ((), (), "")
        self._active = False
        self._ply = 0

    # ---- the review starts, steps and ends (view/review_parts.py) --------------------------
    def begin(self, bar: "ReviewSlot") -> None:
        m = self.model
        self._active = True
        self.bar = bar
        self.scope = judged_seats(m.seats, m.game_over())
        if self.card is None:
            self.card = PilusReviewCard()
            self.card.chart.positionClicked.connect(self._go_to)
        self._fill_chart(self.card.chart)
        bar.set_extra(self.card)
        moves = tuple(e.notation for e in m.move_list.entries())
        # (the deal too: another game may have the same turns written alike)
        key = (moves, self.scope.seats, str(m.options.get("seed")))
        done = self.worker.verdicts()
        if key == self._key and len(done) == len(moves):
            for j in done:          # the same game reviewed again: its turns are known
                self._mark(j)
        else:
            self._key = key
            self._start(moves)
        self.retranslate()

    def _start(self, moves: tuple[str, ...]) -> None:
        from ....ai.pilus import review as expert

        start = self.model.state_at(0)
        seats = self.scope.seats
        options: dict[str, int] = {}
        if NODES is not None:
            options["nodes"] = NODES
        if SAMPLES is not None:
            options["samples"] = SAMPLES

        def job(cancel: Any, report: Callable[[int, int, Any], None]) -> None:
            # (the worker thread: the full start state goes in, the review takes only each
            # mover's view of it; the seats the privacy rule leaves out are never looked at)
            expert.judge_game(start, moves, seats, on_progress=report, cancel=cancel,
                              **options)

        self.worker.start_job(moves, len(moves), job)

    def show(self, ply: int) -> None:
        self._ply = ply
        if self.card is not None:
            self.card.chart.set_current(ply)
            self.card.sentence_label.setText(self.sentence(ply))
        self._show_ghost()

    def end(self) -> None:
        self._active = False
        self.worker.cancel()
        self.model.move_list.clear_verdicts()
        if self.bar is not None:
            self.bar.set_extra(None)
        self.table.ghost_view.review = None
        if self.table.scene is not None:
            self.table.ghost_view.update()

    def is_active(self) -> bool:
        return self._active

    def _go_to(self, ply: int) -> None:
        if self.model.is_reviewing():
            self.model.review_to(ply)

    # ---- the turns come ---------------------------------------------------------------------
    def _on_verdict(self, index: int, _total: int, j: Any) -> None:
        if not self._active:
            return
        if j is not None:
            self._mark(j)
        self._show_progress()
        if index == self._ply - 1:
            self.show(self._ply)

    def _mark(self, j: Any) -> None:
        if j is not None:
            self.model.move_list.set_verdict(j.index, j.code, lambda: judgement_text(j),
                                             lambda: badge_text(j))

    def judgement_at(self, ply: int) -> Any:
        """The judgement of the turn that made position ``ply`` (None: the start, not judged
        (yet), or a seat the privacy rule leaves out)."""
        done = self.worker.verdicts()
        return done[ply - 1] if 1 <= ply <= len(done) else None

    def _show_progress(self) -> None:
        if self.card is None:
            return
        running = self.worker.is_running() and self._active
        self.card.progress_label.setVisible(running)
        if running:
            self.card.progress_label.setText(progress_text(len(self.worker.verdicts()),
                                                           self.worker.total()))

    # ---- the position shown ---------------------------------------------------------------
    def sentence(self, ply: int) -> str:
        """What the card says of position ``ply``: the turn that made it and the expert's
        choice there ("" before it is judged, or where it is not)."""
        j = self.judgement_at(ply)
        if j is None:
            return ""
        text = (translate("PilusReview", "Move %1, %2: %3").replace("%1", str(ply))
                .replace("%2", self.table.name(j.seat)).replace("%3", judgement_text(j)))
        if j.code != "agrees" and j.expert.tile is not None:
            if self.ghost_at(ply) is not None:
                text += " " + translate("PilusReview", "The ghost on the table is the "
                                                       "expert's tile.")
            else:
                text += " " + translate("PilusReview", "The expert's tile is not shown: the "
                                                       "tile laid covers its place.")
        elif j.code != "agrees":
            text += " " + translate("PilusReview", "The expert would have passed.")
        return text

    def ghost_at(self, ply: int) -> Optional[tuple[str, int, int]]:
        """The expert's tile for position ``ply`` (tile, x, y) where the table can show it:
        another turn than the one played, laying a tile whose cells the tile laid left free."""
        j = self.judgement_at(ply)
        if j is None or j.code == "agrees" or j.expert.tile is None:
            return None
        cells = set(pgeo.tile_cells(j.expert.x, j.expert.y))
        if j.played.tile is not None and cells & set(pgeo.tile_cells(j.played.x, j.played.y)):
            return None
        return (j.expert.tile, j.expert.x, j.expert.y)

    def _show_ghost(self) -> None:
        ghost = self.ghost_at(self._ply) if self._active else None
        j = self.judgement_at(self._ply)
        gv = self.table.ghost_view
        gv.review = None if ghost is None or j is None else (*ghost, badge_text(j))
        if self.table.scene is not None:
            gv.update()

    # ---- the score chart (here and on the end card) ---------------------------------------
    def _fill_chart(self, chart: "ScoreChart") -> None:
        m = self.model
        n = len(m.seats)
        spec = self.table.spec()
        chart.set_players(self.table.names(), [spec.seat_colour(i).name() for i in range(n)],
                          PAWN_SHAPES[:n])
        plies = (round_ends(m) if chart.unit() == "round"
                 else list(range(m.game_length() + 1)))
        chart.set_scores([m.state_at(k).scores for k in plies])

    def end_chart(self) -> "ScoreChart":
        """A score chart of the finished game for the end card, a column a round (as the
        score sheet's rows beside it)."""
        from ...score_chart import ScoreChart

        chart = ScoreChart(height=END_CHART_HEIGHT, labels=False, unit="round")
        chart.setObjectName("endScoreChart")
        self._fill_chart(chart)
        chart.set_current(None)
        return chart

    # ---- the language ---------------------------------------------------------------------
    def retranslate(self) -> None:
        if self.card is None:
            return
        self.card.caption.setText(translate(
            "PilusReview", "The expert's choice for each turn, seeing only what its player "
                           "saw: an estimate, not the truth."))
        self.card.chart.retranslate()
        self.card.legend.setText(legend_text())
        note = scope_text(self.scope)
        self.card.scope_label.setText(note)
        self.card.scope_label.setVisible(bool(note))
        self._show_progress()
        if self._active:
            self.model.move_list.retranslate()
            self.show(self._ply)


__all__ = ["PilusReview", "PilusReviewCard", "badge_text", "judgement_text", "legend_text",
           "progress_text", "round_ends", "scope_text"]
