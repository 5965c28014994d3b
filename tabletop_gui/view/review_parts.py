"""A game's own review, selected through the game seam (issue #52).

While a game is reviewed, :class:`GameReviews` asks the active controller for its review part
(:meth:`~.games.base.GameController.review_part`; None for a game without one, Pylos's exact
verdicts being :mod:`.review`'s) and tells it when the review starts, steps and ends. The part
puts its card over the playback bar's buttons (:class:`~.review.ReviewSlot`). Game-free.
"""

from __future__ import annotations

from typing import Any, Optional, Protocol

from PySide6.QtCore import QObject

from .review import ReviewHost, ReviewSlot


class GameReview(Protocol):
    """What a game's review part does for the window."""

    def begin(self, bar: ReviewSlot) -> None:
        """The review of the model's game starts: its card into ``bar``, its work begun."""
        ...

    def show(self, ply: int) -> None:
        """The review shows position ``ply`` (0: the start)."""
        ...

    def end(self) -> None:
        """The review ended: its card, marks and work gone."""
        ...


class GameReviews(QObject):
    """See the module docstring."""

    def __init__(self, window: ReviewHost, bar: ReviewSlot,
                 parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.window = window
        self.bar = bar
        self.model = window.model
        self.part: Optional[Any] = None
        self.model.reviewChanged.connect(self._on_review_changed)

    def _on_review_changed(self) -> None:
        m = self.model
        ctl = self.window.controller
        part = None
        if m.is_reviewing() and ctl is not None and getattr(ctl, "game", None) == m.game:
            part = ctl.review_part()
        if part is not self.part:
            if self.part is not None:
                self.part.end()
            self.part = part
            if part is not None:
                part.begin(self.bar)
        if part is not None:
            part.show(m.review_ply or 0)


__all__ = ["GameReview", "GameReviews"]
