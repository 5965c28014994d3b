"""A person's PILUS turn, step by step, until it is one complete turn in notation.

No Qt and no GL. It reads only a rules :class:`~tabletop_gui.rules.pilus.View` of the player to
move (their own hand, never the others'): ``hand()``, ``legal_moves()``,
``placement_error()``, ``laid`` and ``pawn()``.

Steps:
- ``"lay"``: a tile of the hand is selected (the first one to begin with) and can be rotated;
  hovering an anchor (the lower-left cell of the 2 x 2 block) tells whether it may go there
  (:meth:`hover`), a click there lays it (tentatively);
- ``"pawn"``: the tile lies; click one of the highlighted cells to move the pawn there, or
  "Stay" (:meth:`stay`) to leave it. When the pawn has nowhere to go the turn ends at once.
- ``"pass"``: the player can lay no tile: only "Pass" (:meth:`pass_turn`) is possible.
Escape (``cancel``) goes back to ``"lay"`` with the same tile and rotation.
"""

from __future__ import annotations

from typing import Any, Optional

from ....rules import pilus

Cell = tuple[int, int]


class PilusTurnInput:
    def __init__(self) -> None:
        self.view: Any = None
        self.active = False
        self.hand: list[str] = []
        self._legal: list[Any] = []
        self.selected = 0
        self.rotation: dict[int, int] = {}
        self.reset()

    # ---- set-up -------------------------------------------------------------------------
    def set_view(self, view: Any, active: bool = True) -> None:
        """The view of the player to move (None: nobody's hand may be shown)."""
        self.view = view
        self.active = bool(active) and view is not None and view.result is None
        self.hand = list(view.hand(view.viewer) or []) if view is not None else []
        self._legal = list(view.legal_moves()) if self.active else []
        self.selected = min(self.selected, max(0, len(self.hand) - 1))
        self.rotation = {i: r for i, r in self.rotation.items() if i < len(self.hand)}
        self.reset()

    def forget_choice(self) -> None:
        """A new person's turn: the first tile, unturned (nothing of the previous choice)."""
        self.selected = 0
        self.rotation = {}

    def reset(self) -> None:
        self.step = "pass" if self.must_pass() else "lay"
        self.laid_at: Optional[tuple[str, int, int]] = None
        self.error: Optional[str] = None

    cancel = reset

    def must_pass(self) -> bool:
        return self.active and self._legal == [pilus.PASS]

    @property
    def mover(self) -> Optional[int]:
        return None if self.view is None else self.view.to_move

    # ---- the tile in hand ---------------------------------------------------------------
    def select(self, index: int) -> None:
        if 0 <= index < len(self.hand) and self.step == "lay":
            self.selected = index

    def rotate(self, step: int = 1) -> None:
        """A quarter turn clockwise (``step`` 1) or counter-clockwise (-1)."""
        if self.hand and self.step == "lay":
            self.rotation[self.selected] = (self.rotation.get(self.selected, 0) + step) % 4

    def tile(self, index: Optional[int] = None) -> Optional[str]:
        """The tile as it would be laid (rotated), e.g. "NBYG"."""
        i = self.selected if index is None else index
        if not 0 <= i < len(self.hand):
            return None
        return pilus.rotations(self.hand[i])[self.rotation.get(i, 0)]

    def take_hint(self, turn: Any) -> bool:
        """Select the hand tile of a hinted turn, turned as the hint lays it. False when the
        turn does not fit this hand now (or is a pass)."""
        if not self.active or self.step != "lay" or getattr(turn, "tile", None) is None:
            return False
        for i, tile in enumerate(self.hand):
            turns = pilus.rotations(tile)
            if turn.tile in turns:
                self.selected = i
                self.rotation[i] = turns.index(turn.tile)
                return True
        return False

    # ---- laying -------------------------------------------------------------------------
    def hover(self, anchor: Optional[Cell]) -> Optional[str]:
        """Whether the selected tile may be laid at ``anchor``: None when legal, else the
        rules' code (kept in :attr:`error`). "inactive" when nothing may be laid now."""
        if not self.active or self.step != "lay" or anchor is None or self.tile() is None:
            self.error = None if anchor is None else "inactive"
            return self.error
        self.error = self.view.placement_error(self.tile(), anchor[0], anchor[1])
        return self.error

    def can_lay(self, anchor: Optional[Cell]) -> bool:
        return anchor is not None and self.hover(anchor) is None

    def lay(self, anchor: Cell) -> Optional[str]:
        """Lay the selected tile at ``anchor``. Returns the turn's notation when that completes
        the turn (the pawn cannot move), else None (now choose the pawn's cell)."""
        tile = self.tile()
        if tile is None or not self.can_lay(anchor):
            return None
        self.laid_at = (tile, anchor[0], anchor[1])
        self.step = "pawn"
        if not self.targets():
            return self._notation(None)
        return None

    def anchors(self) -> list[Cell]:
        """Where the selected tile, turned as it is, may be laid now (sorted)."""
        if not self.active or self.step != "lay":
            return []
        tile = self.tile()
        return sorted({(m.x, m.y) for m in self._legal if m.tile == tile})

    def targets(self) -> list[Cell]:
        """Cells the pawn may go to after the tile just laid."""
        if self.step != "pawn" or self.laid_at is None:
            return []
        tile, x, y = self.laid_at
        return sorted({m.pawn for m in self._legal
                       if m.tile == tile and (m.x, m.y) == (x, y) and m.pawn is not None})

    def click_cell(self, cell: Cell) -> Optional[str]:
        if self.step == "pawn" and cell in self.targets():
            return self._notation(cell)
        return None

    def stay(self) -> Optional[str]:
        if self.step == "pawn":
            return self._notation(None)
        return None

    def pass_turn(self) -> Optional[str]:
        return "pass" if self.must_pass() else None

    def _notation(self, pawn: Optional[Cell]) -> str:
        assert self.laid_at is not None, "a turn's notation before its tile is laid"
        tile, x, y = self.laid_at
        return str(pilus.Turn(tile, x, y, pawn))

    # ---- what the table shows meanwhile --------------------------------------------------
    def preview_laid(self) -> list[tuple[str, int, int]]:
        laid = list(self.view.laid) if self.view is not None else []
        if self.step == "pawn" and self.laid_at is not None:
            laid.append(self.laid_at)
        return laid

    def status_key(self) -> str:
        """The step, for its words: "enter" for the pawn's step while the pawn is still off
        the table (it may be put on any cell of the tile just laid, not stepped)."""
        if not self.active:
            return "inactive"
        if self.step == "pawn" and self.view is not None and self.view.pawn(self.mover) is None:
            return "enter"
        return self.step
