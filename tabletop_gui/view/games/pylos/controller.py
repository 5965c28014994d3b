"""Pylos on the table: the turn controller between the board, the turn input and the model.

A person's turn is a few clicks (place, or raise then its destination, then one or two spheres
taken back), kept by :class:`.turn_input.TurnInput`; the board shows what
may be clicked now (the glowing mouths and spheres), a ghost where a click would put a sphere,
and the keyboard cursor (Tab) walking through the clickable places. The texts keep the
"MainWindow" translation context they had when the window held this controller.
"""

from __future__ import annotations

from typing import Any, Mapping, Optional, Sequence

from PySide6.QtCore import QCoreApplication, QPointF

from ... import picking
from ..base import GameController, GameHost, OptionsPage
from . import geometry as geo
from . import messages
from . import turn_input as ti
from .options import PylosOptionsPage, variant_name
from .panel import PylosPanel
from .scene import PylosScene

translate = QCoreApplication.translate

GLOW = {ti.SELECTED: 0.55, ti.TAKE: 0.4, ti.RAISE_SOURCE: 0.3}
HOVER_GLOW = 0.25

# the camera: the board is centred on the origin. The start and top views frame the board and
# both trays, as near as the widget's shape allows (the board view fits their distance to the
# widget); the start looks from Light's side, high enough that a sphere never hides the
# hollow behind it (tests/view/test_pylos_camera.py)
DISTANCE_RANGE = (5.0, 32.0)
CENTRE_BOX = (0.0, 0.0, 6.0, 6.0, 0.0, 3.0)   # |x| <= 6, |y| <= 6, 0 <= z <= 3
START_ELEVATION = 62.0
DEFAULT_CAMERA = {"elevation": START_ELEVATION, "azimuth": -90.0, "distance": 17.0,
                  "centre": (0.0, 0.0, 0.0), "frame": geo.frame_points()}
TOP_CAMERA = {"elevation": 89.0, "azimuth": -90.0, "distance": 17.0,
              "centre": (0.0, 0.0, 0.0), "frame": geo.frame_points()}


class PylosController(GameController):
    game = "pylos"
    panel_stretch = 0

    def __init__(self, host: GameHost) -> None:
        super().__init__(host)
        self.turn = ti.TurnInput()
        self.panel: PylosPanel = PylosPanel()
        self.panel.done_button.clicked.connect(self.confirm)
        self.panel.cancel_button.clicked.connect(self.cancel)
        self.scene: Optional[PylosScene] = None
        self._candidates: dict[str, str] = {}
        self._key_cursor = -1              # index into the sorted candidates, or -1
        self._shown_plies = -1             # moves shown by the last redraw (animation)
        self._lesson_marks: Optional[tuple[str, ...]] = None   # a lesson's places
        # the review's better move on the table (view/review.py): (ghost, markers) or None
        self._review_ghost: Optional[tuple[Optional[tuple[str, str]], dict[str, str]]] = None

    # ---- the table ----------------------------------------------------------------------
    def show_scene(self, visible: bool) -> None:
        if self.scene is None:
            if not visible:
                return
            self.scene = PylosScene(self.board)
        for item in self.scene.items():
            item.setVisible(visible)
        self._candidates = {}
        self._key_cursor = -1

    def frame_camera(self) -> None:
        self.board.set_camera_limits(CENTRE_BOX, DISTANCE_RANGE, DEFAULT_CAMERA, TOP_CAMERA)
        self.board.reset_camera()

    def deactivate(self) -> None:
        self._shown_plies = -1

    # ---- redraws ------------------------------------------------------------------------
    def refresh(self) -> None:
        m = self.model
        person = (not m.is_over() and not m.is_computer_turn() and not m.is_thinking()
                  and not m.is_reviewing())
        self.turn.set_state(m.state, active=person)
        self._update_panel()
        self._update_interaction()

    def retranslate(self) -> None:
        self.panel.retranslate_ui()
        self._update_variant_label()

    def notation_placeholder(self) -> str:
        return translate("MainWindow", "Type a move, e.g. 1b2 or 1a1-2b2, then Enter")

    def _update_panel(self) -> None:
        m = self.model
        state = m.state
        mover = state.to_move
        if m.is_over():
            self.host.show_turn(messages.result_short(state.result, m.seats))
        else:
            self.host.show_turn(messages.turn_line(mover, m.seats,
                                                   computer=m.is_computer_turn()))
        self._update_variant_label()
        spec = m.spec
        self.panel.set_colours(spec.seat_colour(0), spec.seat_colour(1))
        _board, reserves = self.turn.preview(geo.PLACES)
        self.panel.light_label.setText(str(reserves["light"]))
        self.panel.dark_label.setText(str(reserves["dark"]))
        # who plays each colour, where the colour's caption does not say it: "You",
        # "Computer — Medium" (as the banner names them)
        for colour, reserve in (("light", self.panel.light_reserve),
                                ("dark", self.panel.dark_reserve)):
            name = messages.who(colour, m.seats)
            reserve.who.setText("" if name == messages.colour_name(colour) else name)

    def _update_variant_label(self) -> None:
        variant = self.model.options.get("variant", "standard") if self.active() else "standard"
        self.panel.variant_label.setText(variant_name(variant))

    def _update_interaction(self) -> None:
        board, reserves = self.turn.preview(geo.PLACES)
        # A move played since the last redraw (a person's, the computer's, a redo) is followed
        # by eye: its sphere rolls up from the reserve. Undo, loading and new games jump.
        plies = len(self.model.moves)
        animate = plies == self._shown_plies + 1
        changed = plies != self._shown_plies
        self._shown_plies = plies
        assert self.scene is not None
        self.scene.show_position(board, reserves, animate=animate)
        if animate and plies > 0:
            self._trace(self.model.moves[-1])
        elif changed:
            # a position reached some other way (review, undo, a loaded game) still marks the
            # place its last move's raised sphere left
            self.scene.trace.clear()
            self.scene.trace.mark_vacated(self.model.moves[-1].src if plies else None)
        self.panel.light_label.setText(str(reserves["light"]))
        self.panel.dark_label.setText(str(reserves["dark"]))
        self.set_candidates(self.turn.candidates())
        self.board.set_input_enabled(self.turn.active)
        self.panel.done_button.setEnabled(self.turn.can_finish())
        self.panel.cancel_button.setEnabled(self.turn.step != "choose")
        self._follow_hint()
        self._show_ghosts()
        self.update_status()
        self._update_banner()

    def _update_banner(self) -> None:
        """The banner over the table: the player to move in their colour, what to do now, and
        Done / Start turn again while they apply."""
        m = self.model
        if m.is_over():
            self.host.hide_banner()                    # the game-over card speaks
            return
        mover = m.state.to_move
        computer = m.is_computer_turn()
        buttons = []
        if self.turn.active:
            if self.turn.can_finish():
                buttons.append(self.panel.done_button)
            if self.turn.step != "choose":
                buttons.append(self.panel.cancel_button)
        self.host.show_banner(
            messages.banner_who(mover, m.seats),
            m.spec.seat_colour(m.seat_to_move()),
            messages.banner_instruction(self.turn.status_key(), mover, computer=computer,
                                        thinking=m.is_thinking()),
            buttons)

    def _trace(self, move: Any, held: bool = False) -> None:
        """Show the move just played for a few seconds (``held``: until the next position):
        its sphere, the place a raised sphere left, and where the spheres it took back were
        (the mover's colour, as the sphere it played)."""
        assert self.scene is not None
        board = self.scene.board
        colour = board.get(move.dst) or self.model.state_at(len(self.model.moves) - 1).to_move
        self.scene.trace.show(move.dst if move.dst in board else None,
                              {place: colour for place in move.takes}, held=held,
                              vacated=move.src)

    def show_ending(self, outcome: Any) -> None:
        """The move that ended the game stays traced (its ring does not fade)."""
        if self.scene is not None and self.active() and self.model.moves:
            self._trace(self.model.moves[-1], held=True)

    def finish_animations(self) -> None:
        """The spheres landed at once, the last move's trace shown (the documentation
        pictures)."""
        if self.scene is not None:
            self.scene.finish_animations()

    def _show_ghosts(self) -> None:
        if not self.active() or self.scene is None:
            return
        cands = self._marked(self.turn.candidates())
        hover = self.board.hovered()
        mover = self.turn.mover or "light"
        glow = {p: GLOW[k] for p, k in cands.items() if k in GLOW}
        ghost = None
        if hover in cands:
            kind = cands[hover]
            if kind in (ti.PLACE, ti.DESTINATION):
                ghost = (hover, mover)
            else:
                glow[hover] = glow.get(hover, 0.0) + HOVER_GLOW
        markers = {p: mover for p, k in cands.items() if k == ti.DESTINATION}
        if self._review_ghost is not None and not self.turn.active:
            ghost, markers = self._review_ghost
        self.scene.set_highlights(glow)
        self.scene.set_ghosts(ghost, markers)

    def show_review_ghost(self, ghost: Optional[tuple[str, str]],
                          markers: Optional[Mapping[str, str]] = None) -> None:
        """While reviewing, a move that was not played on the table (a mistake's better move):
        a ghost (place, colour) where it puts its sphere and markers (place -> colour) where it
        raises from and takes back; both None: none."""
        self._review_ghost = (None if ghost is None and not markers
                              else (ghost, dict(markers or {})))
        self._show_ghosts()

    def review_ghost(self) -> Optional[tuple[Optional[tuple[str, str]], dict[str, str]]]:
        """What :meth:`show_review_ghost` shows (None: nothing)."""
        return self._review_ghost

    def update_status(self) -> None:
        m = self.model
        if m.is_over():
            # The outcome stays in the status line for as long as the finished game is shown.
            self.host.set_status(self.game_over_text() + " " + messages.status_message(
                "", None, over=True))
            return
        self.host.set_status(messages.status_message(
            self.turn.status_key(), m.state.to_move,
            computer=m.is_computer_turn() and not m.is_over(), over=m.is_over(), seats=m.seats))

    def error_message(self, code: str) -> str | None:
        return messages.error_message(code)

    def hint_text(self, move: Any) -> str:
        return messages.hint_text(move)

    def hint_outcome_text(self, info: Mapping[str, Any]) -> Optional[str]:
        """A lost position's move whose natural answer throws the opponent's win away (the
        expert's ``trap`` note) says so; the rest in the words every game shares."""
        if info.get("outcome") == "loss" and not info.get("plies") and info.get("trap"):
            return translate("MainWindow", "best play wins for the opponent, but this move "
                                           "sets a trap")
        return None

    def show_lesson_marks(self, marks: Optional[Sequence[Any]]) -> None:
        """Only the lesson's places glow among those a click may pick (None: all of them)."""
        self._lesson_marks = None if marks is None else tuple(str(m) for m in marks)
        if self.active():
            self._show_mouths()
            self._show_ghosts()

    def _marked(self, candidates: Mapping[str, str]) -> dict[str, str]:
        marks = self._lesson_marks
        if marks is None:
            return dict(candidates)
        return {p: k for p, k in candidates.items() if p in marks}

    def game_over_text(self) -> str:
        state = self.model.state
        return messages.game_over_message(state.result, state.end_reason or "", self.model.seats)

    def ending_summary(self) -> Any:
        """The winner in their colour, how the game ended, the spheres left in each reserve."""
        from ...game_over import EndingSummary

        state = self.model.final_state()
        spec = self.model.spec
        colours = {name: spec.seat_colour(i).name() for i, name in enumerate(spec.seat_names)}
        reason = state.end_reason or ""
        lines: list[tuple[str, Optional[str]]] = []
        if state.result == "draw" or reason == "repetition":
            title, colour = translate("MainWindow", "Draw"), None
            lines.append((translate("GameOver", "The same position occurred three times."),
                          None))
        else:
            winner = state.result
            seats = self.model.seats
            title, colour = messages.result_short(winner, seats), colours.get(winner)
            line = messages.ending_line(reason, winner, seats)
            if line is not None:
                lines.append((line[0], colours.get(line[1])))
        first = len(lines)
        for name in spec.seat_names:
            lines.append((translate("GameOver", "%1: %2 left in the reserve")
                          .replace("%1", messages.who(name, self.model.seats))
                          .replace("%2", str(state.reserve(name))), colours[name]))
        return EndingSummary(title, colour, tuple(lines), results=(first, len(lines)))

    @classmethod
    def rules_title(cls) -> str:
        return translate("Dialogs", "Rules of Pylos")

    # ---- what may be clicked ------------------------------------------------------------
    def candidates(self) -> dict[str, str]:
        return dict(self._candidates)

    def set_candidates(self, candidates: Mapping[str, str]) -> None:
        """The places a click may pick now (place -> kind, the turn input's kinds)."""
        self._candidates = dict(candidates)
        self._key_cursor = -1
        self.board.refresh_hover()
        self._show_mouths()

    def _show_mouths(self) -> None:
        """The empty places a click may fill glow ("click a glowing hollow"); the occupied
        candidates are spheres, which :meth:`_show_ghosts` makes glow."""
        if self.scene is None:
            return
        board = self.scene.board
        places = ([p for p in self._marked(self._candidates) if p not in board]
                  if self.board.input_enabled() else [])
        self.scene.set_mouths(places, self.board.hovered())

    def pick(self, x: float, y: float) -> Optional[str]:
        if not self._candidates or self.scene is None:
            return None
        # What is drawn: the spheres, and above level 1 the ghosts once they show (a ghost on a
        # hollow stays see-through for aiming: the hollow behind it is what the player sees).
        # Empty places are aimed at by their mouths, never by a sphere that is not there.
        board = self.scene.board
        bodies = {p: geo.place_centre(p) for p in board}
        for p in self.scene.ghost_places():
            if p[0] != "1" and p in self._candidates and p not in board:
                bodies[p] = geo.place_centre(p)
        mouths = {p: geo.place_mouth(p) for p in self._candidates if p not in board}
        radii = {p: geo.MOUTH_PICK_RADIUS[int(p[0])] for p in mouths}
        v = self.board
        return picking.pick_visible(x, y, v.mvp(), v.width(), v.height(), bodies, mouths,
                                    self._candidates, geo.RADIUS, radii)

    def missed(self, x: float, y: float) -> None:
        """A click that picked nothing: when it was on a sphere (the board's or a tray's) or a
        hollow, the table says why that does nothing now."""
        scene = self.scene
        if scene is None or not self.turn.active:
            return
        board = scene.board
        bodies = {p: geo.place_centre(p) for p in board}
        for i, loc in enumerate(scene.location):
            if loc is not None and loc[0] == "reserve":
                bodies[f"reserve {i}"] = scene.spheres.centres[i]
        mouths = {p: geo.place_mouth(p) for p in self.turn.state.available_places()
                  if p not in board}
        radii = {p: geo.MOUTH_PICK_RADIUS[int(p[0])] for p in mouths}
        v = self.board
        hit = picking.pick_visible(x, y, v.mvp(), v.width(), v.height(), bodies, mouths,
                                   set(bodies) | set(mouths), geo.RADIUS, radii)
        if hit is None:
            return
        reserve = hit.startswith("reserve ")
        owner = scene.slot_colour(int(hit.split()[1])) if reserve else board.get(hit)
        code = self.turn.why_not("reserve" if reserve else hit, owner)
        if code is not None:
            self.host.show_feedback(lambda: messages.refusal_text(code, owner), 6000)

    def screen_pos(self, place: str) -> QPointF:
        """Where to point at a place (logical pixels): the centre of its sphere when one lies
        there, else the middle of its mouth (the hollow, or the opening between its supports)."""
        on_board = self.scene is not None and place in self.scene.board
        point = geo.place_centre(place) if on_board else geo.place_mouth(place)
        return self.board.world_to_screen(point)

    # ---- input --------------------------------------------------------------------------
    def hovered(self, hit: Any) -> None:
        self._show_mouths()
        self._show_ghosts()

    def input_enabled_changed(self, enabled: bool) -> None:
        self._show_mouths()

    def keyboard_hit(self) -> Optional[str]:
        if 0 <= self._key_cursor < len(self._candidates):
            return sorted(self._candidates)[self._key_cursor]
        return None

    def drop_keyboard_hit(self) -> None:
        self._key_cursor = -1

    def point_at(self, place: str) -> bool:
        """Put the keyboard cursor on ``place`` (a hint shows its next step this way: the ghost
        appears there and Space or Enter takes the step). False when it is not clickable now."""
        if not self.board.input_enabled() or place not in self._candidates:
            return False
        self._key_cursor = sorted(self._candidates).index(place)
        self.board.refresh_hover()
        return True

    def walk(self, step: int) -> None:
        """Move the keyboard cursor through the clickable places (sorted by name)."""
        if not self.board.input_enabled() or not self._candidates:
            return
        n = len(self._candidates)
        self._key_cursor = (self._key_cursor + step) % n if self._key_cursor >= 0 else (
            0 if step > 0 else n - 1)
        self.board.refresh_hover()

    def clicked(self, place: Any) -> None:
        notation = self.turn.click(place)
        if notation is not None:
            self._submit(notation)
        else:
            self._update_interaction()

    def confirm(self) -> None:
        """Done (or Return on the table): take back only the one sphere chosen."""
        if not self.active():
            return
        notation = self.turn.done()
        if notation is not None:
            self._submit(notation)

    def cancel(self) -> None:
        """Start turn again (or Escape): forget the clicks of this turn."""
        if not self.active():
            return
        self.turn.cancel()
        self._update_interaction()

    def _submit(self, notation: str) -> None:
        if not self.host.submit(notation):
            self.turn.cancel()
            self._update_interaction()

    # ---- hints --------------------------------------------------------------------------
    def show_hint(self, move: Any) -> None:
        self._follow_hint()

    def _follow_hint(self) -> None:
        """Point the keyboard cursor at the next step of the hinted move."""
        move = self.host.hint_now()
        if move is None or not self.active():
            return
        place = self.turn.next_step(move)
        if place is not None and self.point_at(place):
            self._show_ghosts()

    # ---- the New Game dialog ------------------------------------------------------------
    @classmethod
    def options_page(cls) -> OptionsPage:
        return PylosOptionsPage()


Controller = PylosController

__all__ = ["Controller", "PylosController", "GLOW", "HOVER_GLOW"]
