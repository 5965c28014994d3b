"""The last PILUS turn on the table: the tile it laid and the pawn it moved outlined in the
mover's colour, fading; its scoring regions flashed with their points for a moment; at the end
of the game, the winner's last tile, pawn and regions kept lit.

:class:`LastTurn` asks its controller only what :class:`LastTurnTable` names (the model, the
scene and chips once built, the seats' names and colours); the rules say what scored, nothing
is recomputed here.
"""

from __future__ import annotations

from typing import Any, Callable, Optional, Protocol, Sequence

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from ....model.games.pilus.scoresheet import turn_scores
from ....model.seats import in_sentence
from . import geometry as pgeo
from .messages import points_text

translate = QCoreApplication.translate

SCORE_FLASH_MS = 1800


class LastTurnTable(Protocol):
    """What the last turn's marks ask of the PILUS controller."""

    model: Any                  # the GameModel
    scene: Any                  # the PilusScene (None until the table is first shown)
    chips: Any                  # the ChipLayer over the table (None until then)

    def spec(self) -> Any:
        """The game's spec with the game's options (seat colours)."""
        ...

    def name(self, seat: int) -> str: ...

    def you(self, seat: int) -> bool:
        """The seat is the one person's of a game against the computer (sentences say "you")."""
        ...

    def update_chips(self) -> None:
        """The chips shown or not as the table is."""
        ...


class LastTurn:
    """See the module docstring; ``say(text, ms)`` is the status bar's passing message, and
    the flash's timer is a child of ``parent``."""

    def __init__(self, table: LastTurnTable, say: Callable[[str, int], None],
                 parent: QObject) -> None:
        self.table = table
        self.say = say
        self.flash_for: Optional[tuple[str, ...]] = None    # the moves whose last turn flashes
        self.recent_for: Optional[tuple[str, ...]] = None   # the moves when it was outlined
        self.last_flash: list[list[pgeo.Cell]] = []          # the regions flashed last
        self.timer = QTimer(parent)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.end_flash)

    def moves_key(self) -> tuple[str, ...]:
        return tuple(str(move) for move in self.table.model.moves)

    # ---- when ---------------------------------------------------------------------------
    def game_started(self) -> None:
        """A new game, a file opened or resumed: its position is outlined anew at the next
        redraw (even one whose moves read as those shown before)."""
        self.flash_for = None
        self.recent_for = None
        self.end_flash()

    def move_made(self, active: bool) -> None:
        """A move was made (``active``: with PILUS on the table): flashed by the next redraw
        that no privacy screen hides, while it is still the last move (undone before then, it
        never flashes)."""
        self.flash_for = self.moves_key() if active else None

    def redraw(self) -> None:
        """The table was redrawn: the last move's outline and scoring flash start (a move just
        made, a step of the review); in another position reached without a move (undo, a
        file) the flash goes and the outline marks that position's last turn."""
        m = self.table.model
        if self.flash_for == self.moves_key():
            # the last move's outline and its scoring flash start at once, for everyone at
            # the table (the hand-over card hides no part of the table that matters)
            self.flash_for = None
            self.end_flash()
            self.mark_last_move()
            self.flash_last_turn()
        elif m.is_reviewing() and m.moves and self.recent_for != self.moves_key():
            # a step of the review: the turn stepped to is outlined and its scoring flashed,
            # as when it was played
            self.end_flash()
            self.mark_last_move()
            self.flash_last_turn()
        elif self.recent_for != self.moves_key():
            # undo, a file opened or resumed, the review left: the flash belongs to a position
            # no longer shown, and the outline goes to the last turn of the one shown now
            # (a tile on the table and a pawn, seen by everyone; none in a new game)
            self.end_flash()
            if m.moves:
                self.mark_last_move()
            else:
                self.table.scene.mark_recent(None, None)
                self.recent_for = self.moves_key()

    # ---- what ---------------------------------------------------------------------------
    def mark_last_move(self) -> None:
        """Outline the tile the last turn laid and the pawn it moved, fading."""
        model = self.table.model
        move: Any = model.moves[-1] if model.moves else None
        tile = getattr(move, "tile", None)
        at = (move.x, move.y) if tile is not None else None
        pawn = getattr(move, "pawn", None) if tile is not None else None
        scoring = model.state.last_scoring
        colour = (self.table.spec().seat_colour(scoring.seat).name()
                  if scoring is not None and not scoring.is_pass else None)
        self.table.scene.mark_recent(at, tuple(pawn) if pawn is not None else None, colour)
        self.recent_for = self.moves_key()

    def flash_last_turn(self) -> None:
        table = self.table
        m = table.model
        if not m.moves:
            return
        scoring = m.state.last_scoring       # the rules say what scored; nothing recomputed here
        if scoring is None or scoring.is_pass or scoring.points == 0:
            return      # nothing to flash: the next person's instructions stay on the status line
        regions = [list(r) for r in scoring.regions]
        self.last_flash = regions
        table.scene.set_scoring(regions)
        if table.chips is not None:
            colour = table.spec().seat_colour(scoring.seat).name()
            table.chips.show_points([(points_text(scoring.level * len(r)),
                                      self._region_point(r)) for r in regions], colour)
            table.update_chips()
        last = turn_scores(m)[-1]
        said = (translate("Pilus", "You score %1").replace("%1", last.formula())
                if table.you(last.seat) else
                in_sentence(translate("Pilus", "%1 scores %2").replace("%2", last.formula()),
                            table.name(last.seat)))
        self.say(said, 4000)
        self.timer.start(SCORE_FLASH_MS)

    def end_flash(self) -> None:
        self.timer.stop()
        if self.table.scene is not None:
            self.table.scene.set_scoring([])
        if self.table.chips is not None:
            self.table.chips.show_points([])

    def _region_point(self, region: Sequence[pgeo.Cell]) -> Any:
        """Where a region's points show: on the top of its cell nearest its middle."""
        mx = sum(c[0] + 0.5 for c in region) / len(region)
        my = sum(c[1] + 0.5 for c in region) / len(region)
        cell = min(region, key=lambda c: (c[0] + 0.5 - mx) ** 2 + (c[1] + 0.5 - my) ** 2)
        return pgeo.cell_centre(cell, self.table.scene.height(cell))

    def show_ending(self, winners: Sequence[int]) -> None:
        """The last tile and the winner's pawn stay outlined in the winner's colour, and the
        last scoring regions stay lit, until another position is shown."""
        m, scene = self.table.model, self.table.scene
        move: Any = m.moves[-1]
        tile = getattr(move, "tile", None)
        at = (move.x, move.y) if tile is not None else None
        pawn = m.state.pawn(winners[0]) if winners else None
        colour = self.table.spec().seat_colour(winners[0]).name() if winners else None
        scene.mark_recent(at, tuple(pawn) if pawn is not None else None, colour)
        scene.fade.stop()
        self.recent_for = self.moves_key()
        # the last scoring's outlines stay (its points chips go: the card says the scores)
        self.end_flash()
        scoring = m.state.last_scoring
        if scoring is not None and not scoring.is_pass and scoring.points:
            scene.set_scoring([list(r) for r in scoring.regions])
