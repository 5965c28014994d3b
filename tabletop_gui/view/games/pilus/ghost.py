"""The PILUS ghost on the table: the tile where Enter or a click would lay it (see
:mod:`.aim` for which spot), legal or refused, the regions it would score and those a pawn
keeps from scoring, the pawn's target under the pointer, and the chips beside it (its level,
what it scores or why it may not go there; else the height of the stack under the pointer).

:class:`GhostView` draws what :class:`~.aim.TurnAim` and the turn's input say; it asks its
controller only what :class:`GhostTable` names.
"""

from __future__ import annotations

from typing import Any, Callable, Optional, Protocol

from . import geometry as pgeo
from . import messages
from .aim import TurnAim
from .framing import TableFraming
from .input import PilusTurnInput
from .messages import level_text


class GhostTable(Protocol):
    """What the ghost asks of the PILUS controller."""

    scene: Any                  # the PilusScene (None until the table is first shown)
    chips: Any                  # the ChipLayer over the table (None until then)

    def name(self, seat: int) -> str: ...

    def you(self, seat: int) -> bool: ...

    def update_chips(self) -> None:
        """The chips shown or not as the table is."""
        ...


class GhostView:
    """See the module docstring; ``status()`` says the turn's step (or the refusal) in the
    status line again."""

    def __init__(self, table: GhostTable, turn: PilusTurnInput, aim: TurnAim,
                 framing: TableFraming, status: Callable[[], None]) -> None:
        self.table = table
        self.turn = turn
        self.aim = aim
        self.framing = framing
        self.status = status
        # while reviewing: the expert's tile for the turn shown (tile, x, y, its chip's words),
        # drawn where the ghost goes when nobody is laying (view/games/pilus/review.py)
        self.review: Optional[tuple[str, int, int, str]] = None

    def hover(self, hit: Any) -> None:
        """The hit under the pointer changed."""
        self.aim.hover = hit
        self.update()

    def update(self) -> None:
        """The ghost stands where Enter or a click would lay the tile: at the spot under the
        pointer (the one chosen of those that overlap there), at the Tab cursor, or at the
        hint's spot, whichever was asked for last; legal or refused, with what it scores or
        why not beside it."""
        scene, aim = self.table.scene, self.aim
        hit = aim.hover if self.turn.active else None
        anchor = aim.aimed()
        if self.review is not None and not self.turn.active:
            tile, x, y, _words = self.review
            scene.set_ghost(tile, x, y)
            scene.set_preview(())
            aim.preview = None
        elif anchor is not None:
            code = self.turn.hover(anchor)
            scene.set_ghost(self.turn.tile(), *anchor, refused=code is not None)
            preview = (self.turn.view.score_preview(self.turn.tile(), *anchor)
                       if code is None else None)
            scene.set_preview(preview.regions if preview is not None else (),
                              preview.protected if preview is not None else ())
            aim.preview = preview
            if aim.follows is not None or hit is None:
                self.framing.follow_ghost(scene.ghost_at if scene.ghost_visible() else None,
                                          self.turn.anchors)
        else:
            self.turn.error = None
            aim.preview = None
            scene.set_ghost(None)
            scene.set_preview(())
        if self.turn.step == "pawn" and aim.walked() is None:
            scene.set_chosen(hit[0] if hit is not None else None)
        self.status()
        self._show_levels(hit)

    def refusal(self) -> Optional[str]:
        """Why the ghost's spot is refused, in a sentence (None when it is legal or there is
        no ghost)."""
        code = self.turn.error
        at = self.table.scene.ghost_at if self.table.scene is not None else None
        if (self.turn.step != "lay" or not self.turn.active or code is None
                or code == "inactive" or at is None):
            return None
        return messages.placement_message(code, at[3])

    # ---- chips over the table: the ghost's level, the stack's height ----------------------
    def _show_levels(self, hit: Any) -> None:
        """Beside the ghost, its level and what it scores (or why it may not go there);
        without a ghost, the height of the stack under the pointer (or the Tab cursor)."""
        chips, scene = self.table.chips, self.table.scene
        if chips is None:
            return
        if scene.ghost_visible() and self.review is not None and not self.turn.active:
            chips.show_badge(self.review[3], scene.ghost_corners())
            chips.badge.set_colour(None)
        elif scene.ghost_visible():
            text = messages.ghost_text(scene.ghost_at[3], self.refusal(), self.aim.preview,
                                       self.table.name, self.aim.spots_text(), self.table.you)
            # beside the ghost's corner furthest right on screen, however the camera turned
            chips.show_badge(text, scene.ghost_corners())
            chips.badge.set_colour("#FF8A80" if self.refusal() is not None else None)
        else:
            chips.show_badge(None)
        cell = hit[0] if hit is not None and not scene.ghost_visible() else None
        height = scene.height(cell) if cell is not None else 0
        if cell is not None and height > 0:
            chips.show_stack(level_text(height), pgeo.cell_centre(cell, height))
        else:
            chips.show_stack(None)
        self.table.update_chips()
