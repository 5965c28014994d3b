"""PILUS on the table: wires the model, the board (the PILUS scene) and the PILUS panel.

The main window keeps what the games share (menus, undo, files, move list, notation entry,
status line) and hands PILUS's table, hand and turn to this controller. Hidden information: the
hand shown comes only from ``model.seat_view(seat)`` of the person to move, never from the full
state; during a computer's turn or behind the privacy screen no hand is shown at all.
"""

from __future__ import annotations

from typing import Any, Optional, Sequence

import numpy as np
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from ....model.games.pilus import PAWN_SHAPES
from ....model.games.pilus.scoresheet import ScoreSheetModel, turn_scores
from ....model.seats import seat_is_computer
from ....rules.pilus import Turn
from ...board_view import FOV
from ...messages import names_list
from ..base import GameController, GameHost, OptionsPage
from . import geometry as pgeo
from . import messages
from .input import PilusTurnInput
from .options import PilusOptionsPage
from .panel import PilusPanel

translate = QCoreApplication.translate

SCORE_FLASH_MS = 1800
FOLLOW_MARGIN = 24.0        # pixels: a ghost closer than this to the table's edge is followed
PALETTE_KEY = "view/pilusPalette"
HEIGHTS_KEY = "view/pilusHeights"


def level_text(level: int) -> str:
    """The level chip's text, e.g. "level 2"."""
    return translate("Pilus", "level %1").replace("%1", str(level))


def points_text(points: int) -> str:
    """A scoring region's chip, e.g. "+8"."""
    return translate("Pilus", "+%1").replace("%1", str(points))


class PilusController(GameController):
    game = "pilus"
    # the panel as tall as its sheet's rounds need and no taller (the sheet scrolls under its
    # pinned totals when room is short): the move list takes the rest
    panel_stretch = 0

    def __init__(self, host: GameHost) -> None:
        super().__init__(host)
        self.panel: PilusPanel = PilusPanel()
        panel = self.panel
        self.privacy = privacy = host.privacy
        self.scene: Any = None
        self.chips: Any = None          # the level badge, stack height and points over the table
        self.turn = PilusTurnInput()
        self._shown_plies = -1          # moves shown by the last redraw (see _show_table)
        self._lesson_marks: list[tuple[int, int]] = []   # a lesson's cells (show_lesson_marks)
        self.sheet = ScoreSheetModel(self.model, self)
        panel.set_sheet(self.sheet)
        # The privacy screen lets the person to move through for this redraw's turn only: any
        # other position or seating since (a move, undo, redo, a seat change) asks again, even
        # one that comes back to the same ply and seat (undo then redo).
        self._turn_seen: Optional[tuple] = None     # (moves, seats) of the last redraw
        self._ready = False
        self._hover = None
        self._flash_for: Optional[tuple] = None     # the moves whose last turn is to flash
        self._flash_timer = QTimer(self)
        self._flash_timer.setSingleShot(True)
        self._flash_timer.timeout.connect(self._end_flash)
        self.last_flash: list = []
        self._recent_for: Optional[tuple] = None    # the moves when the last move was outlined
        self.palette = self._palette_setting()
        self.act_plain_colours: Optional[QAction] = None
        self.heights_view = self._heights_setting()     # numbers and contours (V)
        self.act_heights: Optional[QAction] = None
        self._walk: Optional[tuple] = None      # (what it walks over, index): Tab's cursor
        # what the ghost follows: None, the pointer; "walk", the Tab cursor; "hint", the hint
        # (the last one asked for rules until the pointer moves)
        self._aim: Optional[str] = None
        self._spot_choice: Optional[tuple] = None   # (spots under the pointer, index): L
        self._preview: Any = None                   # what the ghost's spot scores
        # a click on the hand or a step button leaves the keyboard with the table (Q/E, Tab,
        # Enter go on working it)
        for b in [*panel.hand.buttons, panel.hand.rotate_left, panel.hand.rotate_right,
                  panel.stay_button, panel.pass_button, panel.cancel_button]:
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        panel.hand.tileSelected.connect(self._hand_clicked)
        panel.hand.rotateRequested.connect(self._turn_clicked)
        panel.stay_button.clicked.connect(self.stay)
        panel.pass_button.clicked.connect(self.pass_turn)
        panel.cancel_button.clicked.connect(self.cancel)
        privacy.ready.connect(self.reveal)
        self.model.moveMade.connect(self._on_move_made)
        self.model.gameStarted.connect(self._on_game_started)
        self.board.installEventFilter(self)
        if privacy is not None:
            privacy.installEventFilter(self)

    # ---- the table ----------------------------------------------------------------------
    def show_scene(self, visible: bool) -> None:
        if self.scene is None:
            if not visible:
                return
            from .chips import ChipLayer
            from .scene import PilusScene

            self.scene = PilusScene(self.board, self.palette)
            self.chips = ChipLayer(self.board)
            self.scene.set_heights_view(self.heights_view)
        self.scene.set_visible(visible)
        self._update_chips(visible)

    def frame_camera(self) -> None:
        self._frame(pgeo.extent(self.scene.heights if self.scene is not None else []),
                    reset=True)

    def _frame(self, extent: tuple[float, float, float, float], reset: bool) -> None:
        """The camera follows the growing table: its start frames the whole layout; it is
        started afresh (``reset``), or glides to the new framing; after the person moved it by
        hand, it stays, unless the layout grew out of view (then it glides, keeping the
        person's angle, to take it all in)."""
        board = self.board
        box, distances, _start, _top = pgeo.camera_for(extent)
        default = self._fitted(pgeo.ELEVATION, pgeo.AZIMUTH)
        top = self._fitted(89.0, pgeo.AZIMUTH)
        far = max(distances[1], float(default["distance"]) * 1.6, float(top["distance"]) * 1.3)
        board.set_camera_limits(box, (distances[0], far), default, top)
        if reset:
            board.reset_camera()
        elif not board.camera_by_hand:
            board.glide_camera(**default)
        elif not self._in_view(self._layout_box()):
            self._glide_to_fit()
        else:
            board.clamp_camera()

    def _layout_box(self, extra: Sequence[pgeo.Cell] = ()) -> Any:
        """The points the camera keeps in view (see :func:`geometry.layout_points`)."""
        heights = self.scene.heights if self.scene is not None else {}
        return pgeo.layout_points(heights, extra)

    def _fitted(self, elevation: float, azimuth: float,
                extra: Sequence[pgeo.Cell] = ()) -> dict[str, Any]:
        board = self.board
        w, h = board.width(), board.height()
        aspect = w / h if board.isVisible() and w > 0 and h > 0 else 1.45
        centre, distance = pgeo.fit_camera(self._layout_box(extra), elevation, azimuth, FOV,
                                           aspect)
        return {"elevation": elevation, "azimuth": azimuth, "distance": distance,
                "centre": centre}

    def _in_view(self, points: Any, margin: float = FOLLOW_MARGIN) -> bool:
        """Whether every point is on screen (``margin`` pixels inside the edges) with the
        camera where it is going (the end of a glide), or where it is."""
        board = self.board
        w, h = board.width(), board.height()
        if w <= 2 * margin or h <= 2 * margin:
            return True
        cam = board.glide_target() or board.camera()
        ndc, depth = pgeo.project_ndc(np.asarray(points, dtype=float), cam["centre"],
                                      float(cam["distance"]), float(cam["elevation"]),
                                      float(cam["azimuth"]), FOV, w / h)
        return bool((depth > 0).all() and (np.abs(ndc[:, 0]) <= 1 - 2 * margin / w).all()
                    and (np.abs(ndc[:, 1]) <= 1 - 2 * margin / h).all())

    def _glide_to_fit(self, extra: Sequence[pgeo.Cell] = ()) -> None:
        """Glide (keeping the person's angle) so the layout and ``extra`` cells are in view."""
        cam = self.board.glide_target() or self.board.camera()
        fitted = self._fitted(float(cam["elevation"]), float(cam["azimuth"]), extra)
        self.board.glide_camera(centre=fitted["centre"], distance=fitted["distance"],
                                elevation=cam["elevation"], azimuth=cam["azimuth"])

    def _follow(self, cells: Sequence[pgeo.Cell], level: int) -> None:
        """Keep the Tab cursor's or the hint's ghost (``cells`` at ``level``) on screen."""
        if not cells or not self.board.isVisible():
            return
        x0, y0, x1, y1 = pgeo.extent(cells)
        corners = pgeo.box_corners((x0, y0, x1, y1), pgeo.cell_top(level), 0.1)
        if not self._in_view(corners):
            self._glide_to_fit(cells)

    def eventFilter(self, obj: Any, ev: Any) -> bool:
        """The table resized: a camera the person has not moved frames the layout again."""
        if (obj is self.board and ev.type() == QEvent.Type.Resize and self.active()
                and self.scene is not None and not self.board.camera_by_hand):
            # at once, unless a glide is under way: then it glides to the new framing
            self._frame(pgeo.extent(self.scene.heights), reset=not self.board.gliding())
        return False

    # ---- who is who ---------------------------------------------------------------------
    def spec(self):
        return self.model.spec.with_options(self.model.options)

    def name(self, seat: int) -> str:
        return self.spec().seat_label(seat)

    def names(self) -> list[str]:
        return [self.name(i) for i in range(len(self.model.seats))]

    def people(self) -> int:
        return sum(1 for s in self.model.seats if not seat_is_computer(s))

    def person_to_move(self) -> bool:
        """A person is to play now (never while reviewing: the review shows the table only,
        no hand, no privacy screen)."""
        m = self.model
        return (not m.is_over() and not m.is_computer_turn() and not m.is_thinking()
                and not m.is_reviewing())

    def needs_privacy(self) -> bool:
        return self.person_to_move() and self.people() >= 2 and not self._ready

    def table_left(self) -> None:
        self._ready = False         # the next person to see the hand says "ready" first

    def follow_turn(self) -> bool:
        """Called first by every redraw: True when the position or the seating is another than
        at the last one. Then nobody has said "ready" for it yet, and the turn starts afresh
        (the first tile, unturned: nothing of the previous person's choice or hint)."""
        m = self.model
        key = (tuple(str(move) for move in m.moves), tuple(m.seats))
        if key == self._turn_seen:
            return False
        self._turn_seen = key
        self._ready = False
        self._walk = None
        self._aim = None
        self._spot_choice = None
        self.turn.forget_choice()
        return True

    # ---- the palette: View > PILUS: Plain Rulebook Colours ------------------------------
    def add_view_actions(self, menu: QMenu) -> None:
        act = QAction(self.host if isinstance(self.host, QObject) else menu)
        act.setCheckable(True)
        act.setChecked(self.palette == "plain")
        act.triggered.connect(self._on_plain_colours)
        menu.addAction(act)
        self.act_plain_colours = act
        act = QAction(self.host if isinstance(self.host, QObject) else menu)
        act.setCheckable(True)
        act.setChecked(self.heights_view)
        # V works on the table (key_pressed); the menu names it
        act.setShortcut(QKeySequence(Qt.Key.Key_V))
        act.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        act.triggered.connect(self.set_heights_view)
        menu.addAction(act)
        self.act_heights = act
        self.retranslate()

    def _heights_setting(self) -> bool:
        s = self.host.settings()
        return s is not None and str(s.value(HEIGHTS_KEY, "false")).lower() == "true"

    def set_heights_view(self, on: bool) -> None:
        """View > PILUS: Heights View (V): each plateau's level as a number, lower tops
        darker, lines where the height changes; remembered."""
        self.heights_view = bool(on)
        s = self.host.settings()
        if s is not None:
            s.set_value(HEIGHTS_KEY, "true" if on else "false")
        if self.act_heights is not None and self.act_heights.isChecked() != self.heights_view:
            self.act_heights.setChecked(self.heights_view)
        if self.scene is not None:
            self.scene.set_heights_view(self.heights_view)

    def _palette_setting(self) -> str:
        s = self.host.settings()
        value = s.value(PALETTE_KEY, "safe") if s is not None else "safe"
        return "plain" if value == "plain" else "safe"

    def _on_plain_colours(self, checked: bool) -> None:
        palette = "plain" if checked else "safe"
        s = self.host.settings()
        if s is not None:
            s.set_value(PALETTE_KEY, palette)
        self.set_palette(palette)

    def retranslate(self) -> None:
        self.sheet.retranslate()
        for act, text, tip in (
                (self.act_plain_colours, translate("MainWindow", "PILUS: &Plain Rulebook Colours"),
                 translate("MainWindow", "Off: colour-blind-friendly colours with a mark on each square")),
                (self.act_heights, translate("MainWindow", "PILUS: &Heights View"),
                 translate("MainWindow", "Each level as a number, lower tiles darker, lines where heights change"))):
            if act is not None:
                act.setText(text)
                act.setToolTip(tip)
                act.setStatusTip(tip)

    # ---- refresh ------------------------------------------------------------------------
    def set_palette(self, palette: str) -> None:
        self.palette = palette
        if self.scene is not None:
            self.scene.set_palette(palette)
        if self.active():
            self.refresh()

    def notation_placeholder(self) -> str:
        return translate("MainWindow", "Type a turn, e.g. BYGN@2,0 p3,1 or pass, then Enter")

    @classmethod
    def rules_title(cls) -> str:
        return translate("Dialogs", "Rules of PILUS")

    def refresh(self) -> None:
        m = self.model
        self.follow_turn()
        scene = self.scene
        scene.set_palette(self.palette)
        seat = m.seat_to_move()
        # between two people's turns: the table and the last turn's result stay in view, no
        # hand anywhere, and the hand-over card waits for the next person's click
        private = self.needs_privacy()
        if self.person_to_move() and not private:
            self.turn.set_view(m.seat_view(seat), active=True)   # this seat's hand only
        else:
            self.turn.set_view(None, active=False)
        if private:
            self.privacy.show_for(self.name(seat), self._last_words,
                                  self.spec().seat_colour(seat), over=self.board)
        else:
            self.privacy.hide()
        # behind the card nobody tries tiles in the Move field: a refusal would tell what
        # the hidden hand holds
        self.host.set_notation_enabled(not private and not m.is_reviewing())
        self._show_table()
        if self._flash_for == self._moves_key():
            # the last move's outline and its scoring flash start at once, for everyone at
            # the table (the hand-over card hides no part of the table that matters)
            self._flash_for = None
            self._end_flash()
            self._mark_last_move()
            self._flash_last_turn()
        elif m.is_reviewing() and m.moves and self._recent_for != self._moves_key():
            # a step of the review: the turn stepped to is outlined and its scoring flashed,
            # as when it was played
            self._end_flash()
            self._mark_last_move()
            self._flash_last_turn()
        elif self._recent_for != self._moves_key():
            # undo, a new game, a file: the outline and the flash belong to a position no
            # longer shown
            self._recent_for = None
            scene.mark_recent(None, None)
            self._end_flash()
        self._update_panel(private)
        self._update_hover()

    def _show_table(self) -> None:
        """Show the position (and the tile laid tentatively), re-framing the camera when the
        layout changed: started afresh for a new game, else gliding (see :meth:`_frame`)."""
        before = len(self.scene.laid)
        self._show_position()
        if len(self.scene.laid) != before:
            self._frame(pgeo.extent(self.scene.heights),
                        reset=before == 0 or len(self.model.moves) == 0)

    def _show_position(self) -> None:
        m = self.model
        state = m.state
        n = len(m.seats)
        pawns = [state.pawn(p) for p in range(n)]
        colours = m.options.get("colours") or []
        # a tile laid since the last redraw (the computer's, a redo) slides in
        plies = len(m.moves)
        animate = plies == self._shown_plies + 1
        self._shown_plies = plies
        self.scene.show_position(self.turn.preview_laid() if self.turn.view
                                             else state.laid, pawns, colours, PAWN_SHAPES,
                                             animate=animate)
        # the pawn's targets, else a lesson's cells: raised rims around each
        self.scene.set_targets(self.turn.targets() or self._lesson_marks)
        self.board.set_input_enabled(self.turn.active)

    def _update_panel(self, private: bool) -> None:
        m = self.model
        state = m.state
        p = self.panel
        seat = m.seat_to_move()
        who = self.name(seat)
        if m.is_over():
            winners = state.result or []
            text = (translate("Pilus", "%1 wins").replace("%1", names_list(
                self.name(x) for x in winners)) if len(winners) == 1 else
                translate("Pilus", "Shared win: %1").replace("%1", names_list(self.name(x) for x in winners)))
        elif m.is_computer_turn():
            text = translate("Pilus", "%1 to move (computer)").replace("%1", who)
        else:
            text = translate("Pilus", "%1 to move").replace("%1", who)
        self.host.show_turn(text, self.spec().seat_colour(seat).name())
        p.tiles_left.setText(messages.tiles_left_text(int(state.tiles_left)))
        if self.turn.view is not None:
            tiles = [t for t in (self.turn.tile(i) for i in range(len(self.turn.hand))) if t is not None]
            p.hand.set_owner(who)
            p.hand.set_hand(tiles, self.turn.selected, self.turn.step == "lay", self.palette)
            if self.turn.step == "pass":
                p.hand.set_info(translate("Pilus", "None of these tiles fits anywhere on the table: "
                                        "press Pass."))
        else:
            p.hand.set_owner(None)
            sizes = ", ".join(f"{self.name(i)}: {state.hand_size(i)}"
                              for i in range(len(m.seats)))
            if m.is_over():
                text = ""
            elif private:
                text = translate("Pilus", "Hidden until %1 is ready.").replace("%1", who)
            else:
                text = translate("Pilus", "Tiles in hand — %1").replace("%1", sizes)
            p.hand.set_hidden(text)
        self._update_banner(private)
        n = len(m.seats)
        spec = self.spec()
        p.set_players(self.names(), [spec.seat_colour(i) for i in range(n)],
                      [PAWN_SHAPES[i % len(PAWN_SHAPES)] for i in range(n)],
                      [int(state.scores[i]) for i in range(n)],
                      None if m.is_over() else seat)
        last = self.sheet.last_turn()
        if last is not None and not last.is_pass:
            p.set_last_turn(translate("Pilus", "Last turn: %1 %2").replace("%1", self.name(last.seat))
                            .replace("%2", last.formula()), spec.seat_colour(last.seat))
        elif last is not None:
            p.set_last_turn(translate("Pilus", "Last turn: %1 passed").replace("%1", self.name(last.seat)),
                            spec.seat_colour(last.seat))
        else:
            p.set_last_turn("", None)
        self._update_status(private)

    def _update_banner(self, private: bool) -> None:
        """The banner over the table: the player to move in their colour, what to do now, and
        Stay, Take the tile back or Pass while they apply. Behind the privacy screen it names
        the person awaited and nothing of their hand (not even whether it must pass)."""
        m = self.model
        if m.is_over():
            self.host.hide_banner()                    # the game-over card speaks
            return
        if private:
            # the hand-over card stands where the banner was and names who plays now
            self.host.hide_banner()
            return
        seat = m.seat_to_move()
        computer = m.is_computer_turn()
        step = "privacy" if private else self.turn.status_key()
        buttons = []
        if not private and self.turn.active:
            if self.turn.step == "pawn":
                buttons = [self.panel.stay_button, self.panel.cancel_button]
            elif self.turn.step == "pass":
                buttons = [self.panel.pass_button]
        self.host.show_banner(messages.banner_who(self.name(seat), computer=computer),
                              self.spec().seat_colour(seat),
                              messages.banner_instruction(step, self.name(seat),
                                                          computer=computer,
                                                          thinking=m.is_thinking()),
                              buttons)

    def _update_status(self, private: bool = False) -> None:
        m = self.model
        who = self.name(m.seat_to_move())
        step = "privacy" if private else self.turn.status_key()
        text = messages.status_message(step, who,
                                             computer=m.is_computer_turn() and not m.is_over(),
                                             over=m.is_over())
        refused = self._refusal()
        if refused is not None:
            text = refused
        self.host.set_status(text)

    # ---- hover and clicks ---------------------------------------------------------------
    def _on_hover(self, hit) -> None:
        self._hover = hit
        self._update_hover()

    def _update_hover(self) -> None:
        """The ghost stands where Enter or a click would lay the tile: at the spot under the
        pointer (the one chosen of those that overlap there), at the Tab cursor, or at the
        hint's spot, whichever was asked for last; legal or refused, with what it scores or
        why not beside it."""
        scene = self.scene
        hit = self._hover if self.turn.active else None
        anchor = self.aimed()
        if anchor is not None:
            code = self.turn.hover(anchor)
            scene.set_ghost(self.turn.tile(), *anchor, refused=code is not None)
            preview = (self.turn.view.score_preview(self.turn.tile(), *anchor)
                       if code is None else None)
            scene.set_preview(preview.regions if preview is not None else (),
                              preview.protected if preview is not None else ())
            self._preview = preview
            if self._aim is not None or hit is None:
                self._follow_ghost()
        else:
            self.turn.error = None
            self._preview = None
            scene.set_ghost(None)
            scene.set_preview(())
        if self.turn.step == "pawn" and self.walked() is None:
            scene.set_chosen(hit[0] if hit is not None else None)
        self._update_status(self.needs_privacy())   # not isVisible(): false before the window shows
        self._show_levels(hit)

    def aimed(self) -> Optional[pgeo.Cell]:
        """The anchor the ghost stands on now (laying), or None: the spot chosen under the
        pointer or the keyboard's (the Tab cursor, the hint), else the hint's while the
        pointer is off the table."""
        if not self.turn.active or self.turn.step != "lay" or self.turn.tile() is None:
            return None
        hit = self._hover
        if hit is not None:
            return self._chosen_anchor(hit)
        hint = self._hint_turn()
        return (hint.x, hint.y) if hint is not None else None

    def _chosen_anchor(self, hit: Any) -> pgeo.Cell:
        """The spot of ``hit`` the person chose: the first of those under the pointer, or the
        one L (or Alt+wheel) switched to."""
        spots = hit[2] if len(hit) > 2 else ()
        if spots and self._spot_choice is not None and self._spot_choice[0] == spots:
            return tuple(spots[self._spot_choice[1] % len(spots)][0])
        return tuple(hit[1])

    def switch_spot(self, step: int = 1) -> bool:
        """L / Alt+wheel: the next of the spots that overlap under the pointer (a tile over
        air in front of a lower one, say). False when there is only one."""
        hit = self._hover
        spots = hit[2] if hit is not None and len(hit) > 2 else ()
        if len(spots) < 2:
            return False
        i = self._spot_choice[1] if self._spot_choice is not None and \
            self._spot_choice[0] == spots else 0
        self._spot_choice = (spots, (i + step) % len(spots))
        self._update_hover()
        return True

    def _spots_text(self) -> Optional[str]:
        """"Spot 1 of 2" beside the ghost when spots overlap under the pointer."""
        hit = self._hover
        spots = hit[2] if hit is not None and len(hit) > 2 and self._aim is None else ()
        if len(spots) < 2:
            return None
        i = self._spot_choice[1] % len(spots) if self._spot_choice is not None and \
            self._spot_choice[0] == spots else 0
        return translate("Pilus", "Spot %1 of %2 here: L or Alt+wheel for the next").replace(
            "%1", str(i + 1)).replace("%2", str(len(spots)))

    def _refusal(self) -> Optional[str]:
        """Why the ghost's spot is refused, in a sentence (None when it is legal or there is
        no ghost)."""
        code = self.turn.error
        at = self.scene.ghost_at if self.scene is not None else None
        if (self.turn.step != "lay" or not self.turn.active or code is None
                or code == "inactive" or at is None):
            return None
        return messages.placement_message(code, at[3])

    def _ghost_text(self) -> Optional[str]:
        """The chip beside the ghost: its level and what the turn scores ("Level 2: +12 =
        2 × 6"), the regions a pawn keeps from scoring, or why the tile may not go there."""
        scene = self.scene
        if not scene.ghost_visible():
            return None
        level = scene.ghost_at[3]
        lines = []
        refused = self._refusal()
        if refused is not None:
            lines.append(translate("Pilus", "Level %1: not here").replace("%1", str(level)))
            lines.append(refused)
        elif self._preview is not None:
            pv = self._preview
            if pv.points:
                score = f"+{pv.points} = {pv.level} × {pv.cells}"
            else:
                score = translate("Pilus", "+0: no square joins one of its colour")
            lines.append(translate("Pilus", "Level %1: %2").replace("%1", str(level))
                         .replace("%2", score))
            for region, guard in zip(pv.protected, pv.guards, strict=True):
                lines.append(translate("Pilus", "%1's pawn: %2 squares score nothing")
                             .replace("%1", self.name(guard)).replace("%2", str(len(region))))
        else:
            lines.append(level_text(level))
        spots = self._spots_text()
        if spots is not None:
            lines.append(spots)
        return "\n".join(lines)

    # ---- chips over the table: the ghost's level, the stack's height ----------------------
    def _show_levels(self, hit: Any) -> None:
        """Beside the ghost, its level and what it scores (or why it may not go there);
        without a ghost, the height of the stack under the pointer (or the Tab cursor)."""
        chips, scene = self.chips, self.scene
        if chips is None:
            return
        text = self._ghost_text()
        if text is not None:
            # beside the ghost's corner furthest right on screen, however the camera turned
            chips.show_badge(text, scene.ghost_corners())
            chips.badge.set_colour("#FF8A80" if self._refusal() is not None else None)
        else:
            chips.show_badge(None)
        cell = hit[0] if hit is not None and not scene.ghost_visible() else None
        height = scene.height(cell) if cell is not None else 0
        if cell is not None and height > 0:
            chips.show_stack(level_text(height), pgeo.cell_centre(cell, height))
        else:
            chips.show_stack(None)
        self._update_chips()

    def _update_chips(self, visible: Optional[bool] = None) -> None:
        """No chip shows while another game is on the table (the chips say only what the
        table shows: they stay during the hand-over too)."""
        if self.chips is None:
            return
        shown = self.scene.tiles.visible() if visible is None else visible
        self.chips.set_allowed(bool(shown))

    def _follow_ghost(self) -> None:
        """Keep the keyboard's or the hint's ghost in view. When it would leave the view, the
        camera takes in every spot the Tab cursor can go to at once, so walking on never moves
        it again."""
        at = self.scene.ghost_at if self.scene.ghost_visible() else None
        if at is None or not self.board.isVisible():
            return
        cells = pgeo.tile_cells(at[1], at[2])
        x0, y0, x1, y1 = pgeo.extent(cells)
        corners = pgeo.box_corners((x0, y0, x1, y1), pgeo.cell_top(at[3]), 0.1)
        if self._in_view(corners):
            return
        spots = [c for a in self.turn.anchors() for c in pgeo.tile_cells(*a)]
        self._glide_to_fit(list(cells) + spots)

    # ---- the keyboard -------------------------------------------------------------------
    def _walk_key(self) -> tuple:
        t = self.turn
        return (t.step, t.tile(), len(self.model.moves), t.laid_at)

    def _walk_items(self) -> list:
        if not self.turn.active:
            return []
        return self.turn.anchors() if self.turn.step == "lay" else self.turn.targets()

    def walked(self):
        """The anchor (laying) or pawn cell (pawn step) Tab walked to, while it still holds."""
        if self._walk is None or self._walk[0] != self._walk_key():
            return None
        items = self._walk_items()
        i = self._walk[1]
        return items[i] if 0 <= i < len(items) else None

    def walk(self, step: int) -> None:
        """Tab / Shift+Tab on the table: laying, the ghost walks through every spot where the
        selected tile fits as turned; after laying, through the cells the pawn may go to
        (only that cell glows). Enter takes the step."""
        if not self.active():
            return
        items = self._walk_items()
        if not items:
            return
        key = self._walk_key()
        i = self._walk[1] if self._walk is not None and self._walk[0] == key else -1
        i = (i + step) % len(items) if i >= 0 else (0 if step > 0 else len(items) - 1)
        self._walk = (key, i)
        if self.turn.step == "lay":
            self._aim = "walk"
            self.board.refresh_hover()          # the keyboard's spot is the hover now
            self._on_hover(self.keyboard_hit())
        else:
            self.scene.set_targets([items[i]])
            self.scene.set_chosen(items[i])
            self._follow([items[i]], self.scene.height(items[i]))
            self.host.set_status(translate(
                "Pilus", "Enter moves your pawn to cell %1; Tab shows the next one.").replace(
                "%1", f"{items[i][0]},{items[i][1]}"))

    def confirm(self) -> None:
        """Enter on the table: lay the tile exactly where its ghost stands (under the pointer,
        at the Tab cursor or the hint's spot), or move the pawn to the cell Tab chose; after
        a hinted tile is laid, take the hint's pawn step."""
        if not self.turn.active:
            return
        if self.turn.step == "lay":
            anchor = self.aimed()
            if anchor is not None and self.turn.error is None and self.scene.ghost_visible():
                self._lay(anchor)
            return
        cell = self.walked()
        if cell is None:
            cell = self._hint_step()
        if cell is not None and self.turn.step == "pawn":
            self._on_click((cell, None))

    # ---- hints --------------------------------------------------------------------------
    def show_hint(self, turn) -> None:
        """A hint for the person to move: its tile selected in the hand and turned as laid,
        and its ghost where it goes, wherever the pointer is and whatever Tab walked to (the
        status line names the pawn's cell, if it moves). Enter lays it; a move of the pointer
        takes the ghost back."""
        if self.turn.take_hint(turn):
            self._aim = "hint"
            self._walk = None
            self._after_input()
            self.board.refresh_hover()
            self._on_hover(self.keyboard_hit())

    def _hint_step(self):
        """Where Enter goes with the hint shown: its anchor while its tile is in hand as the
        hint lays it, then its pawn cell (the pawn stays: Stay is pressed here). None when no
        hint applies."""
        hint = self._hint_turn()
        if hint is not None:
            return (hint.x, hint.y)
        move = self.host.hint_now()
        if (self.turn.step != "pawn" or getattr(move, "tile", None) is None
                or self.turn.laid_at != (move.tile, move.x, move.y)):
            return None
        if move.pawn is None:
            self.stay()
            return None
        return tuple(move.pawn)

    def _hint_turn(self):
        """The hinted turn while it still applies: same position, laying step, and the tile
        selected is the hint's tile turned the hint's way."""
        if not self.turn.active or self.turn.step != "lay":
            return None
        move = self.host.hint_now()
        if move is None or getattr(move, "tile", None) is None or self.turn.tile() != move.tile:
            return None
        return move

    def _on_click(self, hit) -> None:
        if not self.turn.active:
            return
        cell = hit[0]
        if self.turn.step == "lay":
            anchor = self._chosen_anchor(hit) if hit[1] is not None else None
            if anchor is None:
                return
            if self._aim is not None and self.aimed() != anchor:
                # the ghost stood elsewhere (the hint's, the Tab cursor's): the click shows
                # the spot it was made on first; a second click lays what is shown
                self._aim = None
                self._hover = hit
                self._update_hover()
                return
            self._lay(anchor)
        elif self.turn.step == "pawn":
            notation = self.turn.click_cell(cell)
            if notation is not None:
                self._submit(notation)

    def _lay(self, anchor: pgeo.Cell) -> None:
        """Lay the tile in hand at ``anchor`` (refused at once when it may not go there)."""
        # a lesson judges where the tile goes at once (it says why), before the pawn's step
        tile = self.turn.tile()
        if tile is not None and self.host.lesson_refuses(str(Turn(tile, *anchor))):
            return
        notation = self.turn.lay(anchor)
        if notation is not None:
            self._submit(notation)
            return
        if self.turn.step == "pawn":
            self._aim = None
            self._after_input()

    def _after_input(self) -> None:
        if not self.active():
            return          # a PILUS button or key after another game took the table
        self._show_table()
        self._update_panel(False)
        self._update_hover()

    def _keys_to_table(self) -> None:
        """A hand tile or a turn button was clicked: the keyboard goes to the table (Q/E, Tab,
        Enter work the tile just chosen), even from the Move field."""
        if self.active() and self.board.isVisible():
            self.board.setFocus(Qt.FocusReason.OtherFocusReason)

    def _hand_clicked(self, index: int) -> None:
        self.select(index)
        self._keys_to_table()

    def _turn_clicked(self, step: int) -> None:
        self.rotate(step)
        self._keys_to_table()

    def select(self, index: int) -> None:
        if not self.active():
            return          # a hand tile's shortcut while another game is on the table
        self.turn.select(index)
        self._after_input()

    def rotate(self, step: int) -> None:
        if self.active() and self.turn.step == "lay":
            self.turn.rotate(step)
            self._after_input()

    def stay(self) -> None:
        notation = self.turn.stay()
        if notation is not None:
            self._submit(notation)

    def pass_turn(self) -> None:
        notation = self.turn.pass_turn()
        if notation is not None:
            self._submit(notation)

    def cancel(self) -> None:
        if not self.active():
            return
        self.turn.cancel()
        self._after_input()

    def _on_escape(self) -> None:
        if self.active():
            self.cancel()

    # ---- input from the board -----------------------------------------------------------
    def pick(self, x: float, y: float) -> Any:
        """(cell, anchor, spots) under (x, y), or None: the cell is the stack top the ray meets
        (the pawn's step picks it); ``spots`` every legal spot whose ghost's top face the ray
        passes through, the first met first, and ``anchor`` the first of them (or, where the
        tile fits nowhere under the pointer, the spot centred on the nearest grid corner: its
        ghost is shown refused). A ray that meets the table far beyond the layout (near the
        horizon) picks nothing."""
        if self.scene is None:
            return None
        origin, direction = self.board.unproject(x, y)
        hit = pgeo.pick_cell(origin, direction, self.scene.height)
        if hit is None:
            return None
        cell, point, _h = hit
        if not pgeo.within_reach(cell, self.scene.heights):
            return None
        spots: tuple = ()
        if self.turn.active and self.turn.step == "lay":
            legal = set(self.turn.anchors())
            spots = tuple(pgeo.spots_under(origin, direction, self.scene.height,
                                           legal.__contains__))
        anchor = spots[0][0] if spots else pgeo.anchor_for(point)
        return (cell, anchor, spots)

    def keyboard_hit(self) -> Any:
        """The spot the keyboard chose, while it rules (until the pointer moves): the Tab
        cursor's or the hint's."""
        if not self.turn.active or self.turn.step != "lay":
            return None
        if self._aim == "walk":
            at = self.walked()
        elif self._aim == "hint":
            hint = self._hint_turn()
            at = (hint.x, hint.y) if hint is not None else None
        else:
            at = None
        return (at, at, ()) if at is not None else None

    def drop_keyboard_hit(self) -> None:
        """The pointer moved: its spot is the ghost's again."""
        self._aim = None

    def screen_pos(self, hit: Any) -> Any:
        """Where to point at a cell (x, y): the top of its stack."""
        cell = tuple(hit)
        return self.board.world_to_screen(pgeo.cell_centre(cell, self.scene.height(cell)))

    def hovered(self, hit: Any) -> None:
        self._on_hover(hit)

    def clicked(self, hit: Any) -> None:
        self._on_click(hit)

    def key_pressed(self, key: int) -> bool:
        """Q/E and Space turn the tile in hand; L switches between spots that overlap under the
        pointer; V turns the heights view on or off."""
        if key == Qt.Key.Key_L:
            self.switch_spot(1)
            return True
        if key == Qt.Key.Key_V:
            self.set_heights_view(not self.heights_view)
            return True
        if key in (Qt.Key.Key_Q, Qt.Key.Key_E, Qt.Key.Key_Space):
            self.rotate(-1 if key == Qt.Key.Key_Q else 1)
            return True
        return False

    def wheel(self, delta: int, modifiers: Any) -> bool:
        """The wheel with Ctrl or Shift turns the tile in hand; with Alt it switches between
        the spots that overlap under the pointer."""
        if modifiers & Qt.KeyboardModifier.AltModifier:
            if delta:
                self.switch_spot(1 if delta < 0 else -1)
            return True
        if modifiers & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier):
            if delta:
                self.rotate(1 if delta < 0 else -1)
            return True
        return False

    def reveal(self) -> None:
        """The hand-over card was clicked: the person to move may see their hand (this turn
        only, see :meth:`follow_turn`)."""
        if not self.active() or not self.needs_privacy():
            return
        self.follow_turn()
        self._ready = True
        self.privacy.hide()
        self.refresh()
        self.board.setFocus()       # the card is gone: the keys work the table

    def _last_words(self) -> str:
        """The last move in words (the move list's sentence), for the pass card."""
        m = self.model
        if not m.moves:
            return ""
        before = m.state_at(len(m.moves) - 1)
        return self.spec().words(m.spec.seat_of(before), m.moves[-1], m.state)

    def deactivate(self) -> None:
        if self.privacy is not None:
            self.privacy.hide()

    def _submit(self, notation: str) -> None:
        if not self.model.try_move(notation):
            self.turn.cancel()
            self._after_input()

    # ---- scoring flash ------------------------------------------------------------------
    def _on_game_started(self) -> None:
        self._turn_seen = None
        self._ready = False
        self._flash_for = None
        self._end_flash()

    def _on_move_made(self, _move) -> None:
        # flashed by the next redraw that no privacy screen hides, while it is still the
        # last move (undone before then, it never flashes)
        self._flash_for = self._moves_key() if self.active() else None

    def _mark_last_move(self) -> None:
        """Outline the tile the last turn laid and the pawn it moved, fading."""
        move: Any = self.model.moves[-1] if self.model.moves else None
        tile = getattr(move, "tile", None)
        at = (move.x, move.y) if tile is not None else None
        pawn = getattr(move, "pawn", None) if tile is not None else None
        scoring = self.model.state.last_scoring
        colour = (self.spec().seat_colour(scoring.seat).name()
                  if scoring is not None and not scoring.is_pass else None)
        self.scene.mark_recent(at, tuple(pawn) if pawn is not None else None, colour)
        self._recent_for = self._moves_key()

    def _moves_key(self) -> tuple:
        return tuple(str(move) for move in self.model.moves)

    def _flash_last_turn(self) -> None:
        m = self.model
        if not m.moves:
            return
        scoring = m.state.last_scoring       # the rules say what scored; nothing recomputed here
        if scoring is None or scoring.is_pass or scoring.points == 0:
            return      # nothing to flash: the next person's instructions stay on the status line
        regions = [list(r) for r in scoring.regions]
        self.last_flash = regions
        self.scene.set_scoring(regions)
        if self.chips is not None:
            colour = self.spec().seat_colour(scoring.seat).name()
            self.chips.show_points([(points_text(scoring.level * len(r)), self._region_point(r))
                                    for r in regions], colour)
            self._update_chips()
        last = turn_scores(m)[-1]
        self.host.show_message(
            translate("Pilus", "%1 scores %2").replace("%1", self.name(last.seat))
            .replace("%2", last.formula()), 4000)
        self._flash_timer.start(SCORE_FLASH_MS)

    def _end_flash(self) -> None:
        self._flash_timer.stop()
        if self.scene is not None:
            self.scene.set_scoring([])
        if self.chips is not None:
            self.chips.show_points([])

    def _region_point(self, region: Sequence[pgeo.Cell]) -> Any:
        """Where a region's points show: on the top of its cell nearest its middle."""
        mx = sum(c[0] + 0.5 for c in region) / len(region)
        my = sum(c[1] + 0.5 for c in region) / len(region)
        cell = min(region, key=lambda c: (c[0] + 0.5 - mx) ** 2 + (c[1] + 0.5 - my) ** 2)
        return pgeo.cell_centre(cell, self.scene.height(cell))

    # ---- game over ----------------------------------------------------------------------
    def game_over_text(self) -> str:
        state = self.model.state
        return messages.game_over_message(state.result, self.names(), state.scores)

    def ending_summary(self) -> Any:
        """The winner (or winners) in their colour, every player's final score, best first,
        and why the game ended."""
        from ...game_over import EndingSummary, GameOver

        state = self.model.final_state()
        spec = self.spec()
        winners = list(state.result or [])
        if len(winners) == 1:
            title = translate("Pilus", "%1 wins").replace("%1", self.name(winners[0]))
            colour: Optional[str] = spec.seat_colour(winners[0]).name()
        else:
            title = translate("Pilus", "Shared win: %1").replace(
                "%1", names_list(self.name(x) for x in winners))
            colour = None
        texts = GameOver()
        order = sorted(range(len(self.model.seats)), key=lambda p: -int(state.scores[p]))
        lines = [(texts.player_points(self.name(p), int(state.scores[p])),
                  spec.seat_colour(p).name()) for p in order]
        reason = str(self.model.spec.end_reason(state))
        if reason == "tiles":
            lines.append((translate("GameOver", "Every tile has been laid."), None))
        elif reason == "blocked":
            lines.append((translate("GameOver", "Tiles were left, but nobody could lay one."),
                          None))
        return EndingSummary(title, colour, tuple(lines))

    def show_ending(self, outcome: Any) -> None:
        """The last tile and the winner's pawn stay outlined in the winner's colour, and the
        last scoring regions stay lit, until another position is shown."""
        m = self.model
        if self.scene is None or not self.active() or not m.moves:
            return
        winners = list(getattr(outcome, "winners", ()) or ())
        move: Any = m.moves[-1]
        tile = getattr(move, "tile", None)
        at = (move.x, move.y) if tile is not None else None
        pawn = m.state.pawn(winners[0]) if winners else None
        colour = self.spec().seat_colour(winners[0]).name() if winners else None
        self.scene.mark_recent(at, tuple(pawn) if pawn is not None else None, colour)
        self.scene.fade.stop()
        self._recent_for = self._moves_key()
        # the last scoring's outlines stay (its points chips go: the card says the scores)
        self._end_flash()
        scoring = m.state.last_scoring
        if scoring is not None and not scoring.is_pass and scoring.points:
            self.scene.set_scoring([list(r) for r in scoring.regions])

    def show_lesson_marks(self, marks: Optional[Sequence[Any]]) -> None:
        """The lesson's cells get the rims the pawn's targets have (while the pawn has none)."""
        self._lesson_marks = [(int(x), int(y)) for x, y in marks or ()]
        if self.active() and self.scene is not None:
            self.scene.set_targets(self.turn.targets() or self._lesson_marks)

    def error_message(self, code: str) -> str | None:
        return messages.error_message(code)

    # ---- hints --------------------------------------------------------------------------
    def hint_text(self, move: Any) -> str:
        if getattr(move, "tile", None) is None:
            return super().hint_text(move)
        text = translate("MainWindow", "Hint: the tile turned as your hand shows it, where the ghost stands (%1)")
        text = text.replace("%1", str(move))
        if move.pawn is not None:
            text += " — " + translate("MainWindow", "then your pawn to cell %1").replace(
                "%1", f"{move.pawn[0]},{move.pawn[1]}")
        return text

    # ---- the New Game dialog ------------------------------------------------------------
    @classmethod
    def options_page(cls) -> OptionsPage:
        return PilusOptionsPage()


Controller = PilusController
