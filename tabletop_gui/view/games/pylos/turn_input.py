"""A person's Pylos turn, click by click, until it is one complete move.

No Qt and no GL: it reads a rules state (``legal_moves()``, ``at()``, ``reserve()``,
``to_move``) and answers what may be clicked now, what a click does, and what the table should
show meanwhile. Only a complete move (action plus its take-backs) leaves it, as notation.

Steps:
- ``"choose"``: click an available place (place from the reserve) or one of your free spheres
  that can be raised (it is selected);
- ``"raise"``: a sphere is selected: click one of its destinations, click it again (or Escape)
  to drop it, or click another of your raisable spheres;
- ``"take"``: the action completed a pattern: click one of your free spheres to take it back,
  then either "Done" (one sphere) or a second one (two spheres; the move is then complete).
Escape (``cancel``) always goes back to the start of the turn.
"""

from __future__ import annotations

from typing import Any, Iterable

# kinds of clickable places, for the view's highlights
PLACE = "place"            # an empty place a sphere can go to now
RAISE_SOURCE = "raise"     # an own free sphere that can be raised
SELECTED = "selected"      # the sphere selected for raising
DESTINATION = "dest"       # where the selected sphere can go
TAKE = "take"              # a sphere that may be taken back


class TurnInput:
    def __init__(self) -> None:
        self.state: Any = None
        self.active = False
        self._legal: list[Any] = []
        self.reset()

    # ---- set-up -------------------------------------------------------------------------
    def set_state(self, state: Any, active: bool = True) -> None:
        """A new position; ``active`` is False when no person may move (computer, game over).
        The same position again (a redraw: a language switch, the computer's progress) keeps
        the turn made so far, a square waiting for its take-back too."""
        active = bool(active) and state is not None and not getattr(state, "is_over", False)
        if state is self.state and active == self.active and state is not None:
            return
        self.state = state
        self.active = active
        self._legal = list(state.legal_moves()) if self.active else []
        self.reset()

    def reset(self) -> None:
        self.step = "choose"
        self.src: str | None = None
        self.dst: str | None = None
        self.takes: list[str] = []

    cancel = reset

    @property
    def mover(self) -> str | None:
        return getattr(self.state, "to_move", None)

    def _action_moves(self) -> list[Any]:
        return [m for m in self._legal if m.src == self.src and m.dst == self.dst]

    # ---- what may be clicked ------------------------------------------------------------
    def candidates(self) -> dict[str, str]:
        """place -> kind, for every place a click means something on now."""
        if not self.active:
            return {}
        if self.step == "choose":
            out = {m.dst: PLACE for m in self._legal if m.src is None}
            out.update({m.src: RAISE_SOURCE for m in self._legal if m.src is not None})
            return out
        if self.step == "raise":
            out = {m.src: RAISE_SOURCE for m in self._legal if m.src is not None}
            out[self.src] = SELECTED
            out.update({m.dst: DESTINATION for m in self._legal if m.src == self.src})
            return out
        return {p: TAKE for p in self._take_options()}

    def _take_options(self) -> set[str]:
        moves = self._action_moves()
        if not self.takes:
            return {m.takes[0] for m in moves if len(m.takes) == 1}
        if len(self.takes) == 1:
            first = self.takes[0]
            return {t for m in moves if len(m.takes) == 2 and first in m.takes
                    for t in m.takes if t != first}
        return set()

    def can_finish(self) -> bool:
        """True when "Done" would complete the move (one sphere taken back)."""
        return self.step == "take" and len(self.takes) == 1

    # ---- clicks -------------------------------------------------------------------------
    def click(self, place: str) -> str | None:
        """A click on a place. Returns the complete move's notation when the turn is made,
        else None (the turn goes on, or the click meant nothing)."""
        kind = self.candidates().get(place)
        if kind is None:
            return None
        if self.step == "choose":
            if kind == PLACE:
                return self._act(None, place)
            self.step, self.src = "raise", place
            return None
        if self.step == "raise":
            if kind == SELECTED:
                self.reset()
                return None
            if kind == RAISE_SOURCE:
                self.src = place
                return None
            return self._act(self.src, place)
        # take
        self.takes.append(place)
        if len(self.takes) == 2 or not self._take_options():
            return self._notation()
        return None

    def next_step(self, move: Any) -> str | None:
        """The place to click next to make ``move`` (a rules Move) from where this turn stands,
        or None when the turn has left that move's path."""
        if not self.active:
            return None
        steps: list[str] = ([move.src] if move.src is not None else []) + [move.dst] + list(move.takes)
        done: list[str]
        if self.step == "choose":
            done = []
        elif self.step == "raise":
            done = [self.src] if self.src is not None else []
        else:
            done = [p for p in (self.src, self.dst) if p is not None] + list(self.takes)
        if steps[: len(done)] != done or len(done) >= len(steps):
            return None
        return steps[len(done)]

    def done(self) -> str | None:
        """Confirm the take-back with one sphere."""
        if self.can_finish():
            return self._notation()
        return None

    def _act(self, src: str | None, dst: str) -> str | None:
        self.src, self.dst = src, dst
        moves = self._action_moves()
        if moves and all(m.takes for m in moves):
            self.step = "take"
            self.takes = []
            return None
        return self._notation()

    def _notation(self) -> str:
        text = (f"{self.src}-" if self.src else "") + str(self.dst)
        for t in self.takes:
            text += f"x{t}"
        return text

    def why_not(self, place: str, owner: str | None) -> str | None:
        """Why a click on ``place`` does nothing now, as a code for the words: ``place`` a place
        (``owner`` the colour of the sphere on it, None when empty) or "reserve" (a sphere in
        a tray). None when the click means something (a candidate) or no person plays."""
        if not self.active or place in self.candidates():
            return None
        mover = self.mover
        if place == "reserve":
            owner = None                       # a tray's sphere is no sphere of the pyramid
        free = place in set(self.state.free_spheres(mover)) if owner == mover else False
        if self.step == "take":
            if owner is not None and owner != mover:
                return "take_other"
            if owner == mover and not free:
                return "take_supports"
            return "take_first" if not self.takes else "take_second"
        if owner is not None and owner != mover:
            return "raise_other"
        if owner == mover:
            return "raise_supports" if not free else "raise_nowhere"
        if self.step == "raise":
            return "not_destination"
        return "use_reserve" if place == "reserve" else "not_a_place"

    # ---- what the table shows meanwhile --------------------------------------------------
    def preview(self, places: Iterable[str]) -> tuple[dict[str, str], dict[str, int]]:
        """(board, reserves) as the half-made turn leaves them: the action done, the spheres
        taken so far back in the reserve."""
        state = self.state
        board = {p: state.at(p) for p in places if state.at(p)}
        reserves = {c: state.reserve(c) for c in ("light", "dark")}
        mover = self.mover
        if self.step == "take" and self.dst is not None and mover is not None:
            if self.src:
                board.pop(self.src, None)
            else:
                reserves[mover] -= 1
            board[self.dst] = mover
            for t in self.takes:
                board.pop(t, None)
                reserves[mover] += 1
        return board, reserves

    def status_key(self) -> str:
        """Which explanation the status line shows: "inactive", "choose", "raise",
        "take_first", "take_second"."""
        if not self.active:
            return "inactive"
        if self.step == "take":
            return "take_first" if not self.takes else "take_second"
        return self.step
