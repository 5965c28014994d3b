"""Where the PILUS ghost stands while a tile is laid: at the spot under the pointer (the one
chosen of several that overlap there), at the Tab cursor, or at the hint's spot, whichever was
asked for last.

:class:`TurnAim` keeps the choice (the hit under the pointer, the Tab cursor, which of the two
the ghost follows, the overlapping spot chosen) and reads the turn's input for where the tile
may go; it draws nothing and knows neither the scene nor the model (it is told the hint and the
number of moves played) and picks what is under the pointer.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Optional, cast

from PySide6.QtCore import QCoreApplication

from . import geometry as pgeo
from .input import PilusTurnInput

translate = QCoreApplication.translate


class TurnAim:
    """The ghost's spot for ``turn``: ``hint_now()`` is the last hint's move while its position
    is on the table (else None), ``plies()`` the number of moves played."""

    def __init__(self, turn: PilusTurnInput, hint_now: Callable[[], Any],
                 plies: Callable[[], int]) -> None:
        self.turn = turn
        self.hint_now = hint_now
        self.plies = plies
        # the hit under the pointer: (cell, anchor, spots) (see :meth:`pick`)
        self.hover: Any = None
        # (what it walks over, index): Tab's cursor
        self.walk: Optional[tuple[tuple[Any, ...], int]] = None
        # what the ghost follows: None, the pointer; "walk", the Tab cursor; "hint", the hint
        # (the last one asked for rules until the pointer moves)
        self.follows: Optional[str] = None
        # (spots under the pointer, index): L
        self.spot_choice: Optional[tuple[tuple[Any, ...], int]] = None
        self.preview: Any = None        # what the ghost's spot scores
        # (the pawn step it was for, the cell or None to stay): the pawn-step hint's advice
        self.advice: Optional[tuple[tuple[Any, ...], Optional[pgeo.Cell]]] = None

    def forget(self) -> None:
        """A new turn: no Tab cursor, no hint followed, no overlapping spot chosen."""
        self.walk = None
        self.follows = None
        self.spot_choice = None
        self.advice = None

    def advise(self, cell: Optional[pgeo.Cell]) -> None:
        """The pawn-step hint: Enter takes the pawn to ``cell`` (None: it stays) until Tab
        walks elsewhere or the step changes."""
        self.advice = (self._walk_key(), cell)
        self.walk = None

    def advised(self) -> tuple[bool, Optional[pgeo.Cell]]:
        """(whether the pawn-step hint holds for this step, its cell or None to stay)."""
        if self.advice is None or self.advice[0] != self._walk_key():
            return False, None
        return True, self.advice[1]

    def follow_hint(self) -> None:
        """The hint's ghost rules (until the pointer moves); the Tab cursor is gone."""
        self.follows = "hint"
        self.walk = None

    # ---- the spot under the pointer ---------------------------------------------------------
    def pick(self, origin: Any, direction: Any, height: Callable[[pgeo.Cell], int],
             heights: Mapping[pgeo.Cell, int]) -> Any:
        """The hit of the pointer's ray (``origin``, ``direction``) over a table of
        ``heights`` (``height(cell)``): (cell, anchor, spots), or None. The cell is the stack
        top the ray meets (the pawn's step picks it); ``spots`` every legal spot whose ghost's
        top face the ray passes through, the first met first, and ``anchor`` the first of them
        (or, where the tile fits nowhere under the pointer, the spot centred on the nearest
        grid corner: its ghost is shown refused). A ray that meets the table far beyond the
        layout (near the horizon) picks nothing."""
        hit = pgeo.pick_cell(origin, direction, height)
        if hit is None:
            return None
        cell, point, _h = hit
        if not pgeo.within_reach(cell, heights):
            return None
        spots: tuple[Any, ...] = ()
        if self.turn.active and self.turn.step == "lay":
            legal = set(self.turn.anchors())
            spots = tuple(pgeo.spots_under(origin, direction, height, legal.__contains__))
        anchor = spots[0][0] if spots else pgeo.anchor_for(point)
        return (cell, anchor, spots)

    def aimed(self) -> Optional[pgeo.Cell]:
        """The anchor the ghost stands on now (laying), or None: the spot chosen under the
        pointer or the keyboard's (the Tab cursor, the hint), else the hint's while the
        pointer is off the table."""
        if not self.turn.active or self.turn.step != "lay" or self.turn.tile() is None:
            return None
        hit = self.hover
        if hit is not None:
            return self.chosen_anchor(hit)
        hint = self.hint_turn()
        return (hint.x, hint.y) if hint is not None else None

    def chosen_anchor(self, hit: Any) -> pgeo.Cell:
        """The spot of ``hit`` the person chose: the first of those under the pointer, or the
        one L (or Alt+wheel) switched to."""
        spots = hit[2] if len(hit) > 2 else ()
        if spots and self.spot_choice is not None and self.spot_choice[0] == spots:
            return cast(pgeo.Cell, tuple(spots[self.spot_choice[1] % len(spots)][0]))
        return cast(pgeo.Cell, tuple(hit[1]))

    def switch_spot(self, step: int = 1) -> bool:
        """L / Alt+wheel: the next of the spots that overlap under the pointer (a tile over
        air in front of a lower one, say). False when there is only one."""
        hit = self.hover
        spots = hit[2] if hit is not None and len(hit) > 2 else ()
        if len(spots) < 2:
            return False
        i = self.spot_choice[1] if self.spot_choice is not None and \
            self.spot_choice[0] == spots else 0
        self.spot_choice = (spots, (i + step) % len(spots))
        return True

    def spots_text(self) -> Optional[str]:
        """"Spot 1 of 2" beside the ghost when spots overlap under the pointer."""
        hit = self.hover
        spots = hit[2] if hit is not None and len(hit) > 2 and self.follows is None else ()
        if len(spots) < 2:
            return None
        i = self.spot_choice[1] % len(spots) if self.spot_choice is not None and \
            self.spot_choice[0] == spots else 0
        return translate("Pilus", "Spot %1 of %2 here: L or Alt+wheel for the next").replace(
            "%1", str(i + 1)).replace("%2", str(len(spots)))

    # ---- the keyboard: the Tab cursor, the hint ---------------------------------------------
    def keyboard_hit(self) -> Any:
        """The spot the keyboard chose, while it rules (until the pointer moves): the Tab
        cursor's or the hint's."""
        if not self.turn.active or self.turn.step != "lay":
            return None
        at: Optional[pgeo.Cell]
        if self.follows == "walk":
            at = self.walked()
        elif self.follows == "hint":
            hint = self.hint_turn()
            at = (hint.x, hint.y) if hint is not None else None
        else:
            at = None
        return (at, at, ()) if at is not None else None

    def _walk_key(self) -> tuple[Any, ...]:
        t = self.turn
        return (t.step, t.tile(), self.plies(), t.laid_at)

    def _walk_items(self) -> list[pgeo.Cell]:
        if not self.turn.active:
            return []
        return self.turn.anchors() if self.turn.step == "lay" else self.turn.targets()

    def walked(self) -> Optional[pgeo.Cell]:
        """The anchor (laying) or pawn cell (pawn step) Tab walked to, while it still holds."""
        if self.walk is None or self.walk[0] != self._walk_key():
            return None
        items = self._walk_items()
        i = self.walk[1]
        return items[i] if 0 <= i < len(items) else None

    def step_walk(self, step: int) -> Optional[pgeo.Cell]:
        """Tab / Shift+Tab: the Tab cursor to the next (previous) spot where the tile in hand
        fits as turned, or pawn cell after laying; laying, the ghost follows it. The spot or
        cell walked to; None when there is nowhere to go."""
        items = self._walk_items()
        if not items:
            return None
        key = self._walk_key()
        i = self.walk[1] if self.walk is not None and self.walk[0] == key else -1
        i = (i + step) % len(items) if i >= 0 else (0 if step > 0 else len(items) - 1)
        self.walk = (key, i)
        if self.turn.step == "lay":
            self.follows = "walk"
        return items[i]

    def hint_turn(self) -> Any:
        """The hinted turn while it still applies: same position, laying step, and the tile
        selected is the hint's tile turned the hint's way."""
        if not self.turn.active or self.turn.step != "lay":
            return None
        move = self.hint_now()
        if move is None or getattr(move, "tile", None) is None or self.turn.tile() != move.tile:
            return None
        return move
