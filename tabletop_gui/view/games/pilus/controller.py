"""PILUS on the table: wires the model, the board (the PILUS scene) and the PILUS panel.

The main window keeps what the games share (menus, undo, files, move list, notation entry,
status line) and hands PILUS's table, hand and turn to this controller. Hidden information: the
hand shown comes only from ``model.seat_view(seat)``, never from the full state: the person to
move's, or the one person's among computers (turn_texts.py); behind the privacy screen none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from ....model.games.pilus import PAWN_SHAPES
from ....model.games.pilus.scoresheet import ScoreSheetModel
from ....model.seats import is_you, seat_is_computer, who_sits
from ....rules.pilus import Turn
from ..base import GameController, GameHost, OptionsPage
from . import geometry as pgeo
from . import hint_words, messages, view_menu
from .aim import TurnAim
from .framing import TableFraming
from .ghost import GhostView
from .handover import HandOver, last_words
from .input import PilusTurnInput
from .last_turn import LastTurn
from .options import PilusOptionsPage
from .panel import PilusPanel
from .turn_texts import TurnTexts

if TYPE_CHECKING:
    from ...game_over import EndingSummary

translate = QCoreApplication.translate


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
        self.aim = TurnAim(self.turn, host.hint_now, lambda: len(self.model.moves))
        self.framing = TableFraming(
            self.board, lambda: self.scene.heights if self.scene is not None else {}, self.active)
        self.handover = HandOver(privacy)
        self.last_turn = LastTurn(self, host.show_message, self)
        self._shown_plies = -1          # moves shown by the last redraw (see _show_table)
        self._lesson_marks: list[tuple[int, int]] = []   # a lesson's cells (show_lesson_marks)
        self._review: Any = None        # the expert's review (review.py), made on first use
        self.sheet = ScoreSheetModel(self.model, self)
        panel.set_sheet(self.sheet)
        # the status line says the privacy step by needs_privacy(), not by the card's
        # isVisible() (false before the window shows)
        self.ghost_view = GhostView(self, self.turn, self.aim, self.framing,
                                    lambda: self._update_status(self.needs_privacy()))
        self.texts = TurnTexts(self, host, panel, self.turn, self.sheet, self.ghost_view.refusal)
        self.palette = view_menu.palette_setting(host.settings())
        self.act_plain_colours: Optional[QAction] = None
        self.heights_view = view_menu.heights_setting(host.settings())   # numbers, contours (V)
        self.act_heights: Optional[QAction] = None
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
        self.update_chips(visible)

    def frame_camera(self) -> None:
        self.framing.frame(pgeo.extent(self.scene.heights if self.scene is not None else []),
                           reset=True)

    def eventFilter(self, obj: Any, ev: Any) -> bool:
        """The table resized: the camera frames the layout anew (:meth:`TableFraming.resized`)."""
        if (obj is self.board and ev.type() == QEvent.Type.Resize and self.active()
                and self.scene is not None):
            old = ev.oldSize()
            self.framing.resized(pgeo.extent(self.scene.heights), (old.width(), old.height()))
        return False

    # ---- who is who ---------------------------------------------------------------------
    def spec(self) -> Any:
        """The game's spec with this game's options (the seats' names and colours)."""
        return self.model.spec.with_options(self.model.options)

    def name(self, seat: int) -> str:
        """Who sits there, as the table names them: "You" and "Computer — Medium" against the
        computer, the players' names (or "Player 2") among people: never anything of a hand,
        and the hand-over card's person by their seat's name."""
        label: str = self.spec().seat_label(seat)
        return who_sits(self.model.seats, seat, label)

    def you(self, seat: int) -> bool:
        return is_you(self.model.seats, seat)

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
        return self.handover.needed(self.person_to_move(), self.people())

    def table_left(self) -> None:
        self.handover.ready = False     # the next person to see the hand says "ready" first

    def follow_turn(self) -> bool:
        """Called first by every redraw: True when the position or the seating is another than
        at the last one. Then nobody has said "ready" for it yet, and the turn starts afresh
        (the first tile, unturned: nothing of the previous person's choice or hint)."""
        m = self.model
        if not self.handover.new_turn((tuple(str(move) for move in m.moves), tuple(m.seats))):
            return False
        self.aim.forget()
        self.turn.forget_choice()
        return True

    # ---- the View menu's entries (see view_menu.py) ---------------------------------------
    def add_view_actions(self, menu: QMenu) -> None:
        self.act_plain_colours, self.act_heights = view_menu.add_actions(
            menu, self.host if isinstance(self.host, QObject) else menu,
            self.palette == "plain", self.heights_view, self._on_plain_colours,
            self.set_heights_view)
        self.retranslate()

    def set_heights_view(self, on: bool) -> None:
        """View > PILUS: Heights View (V): each plateau's level as a number, lower tops
        darker, lines where the height changes; remembered."""
        self.heights_view = bool(on)
        view_menu.remember_heights(self.host.settings(), on)
        if self.act_heights is not None and self.act_heights.isChecked() != self.heights_view:
            self.act_heights.setChecked(self.heights_view)
        if self.scene is not None:
            self.scene.set_heights_view(self.heights_view)

    def _on_plain_colours(self, checked: bool) -> None:
        palette = "plain" if checked else "safe"
        view_menu.remember_palette(self.host.settings(), palette)
        self.set_palette(palette)

    def retranslate(self) -> None:
        self.sheet.retranslate()
        if self._review is not None:
            self._review.retranslate()
        view_menu.retranslate(self.act_plain_colours, self.act_heights)

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
        self.scene.set_palette(self.palette)
        seat = m.seat_to_move()
        # between two people's turns: the table and the last turn's result stay in view, no
        # hand anywhere, and the hand-over card waits for the next person's click
        private = self.needs_privacy()
        if self.person_to_move() and not private:
            self.turn.set_view(m.seat_view(seat), active=True)   # this seat's hand only
        else:
            self.turn.set_view(None, active=False)
        if private:
            self.handover.show(self.name(seat), lambda: last_words(self.model, self.spec()),
                               self.spec().seat_colour(seat), over=self.board)
        else:
            self.handover.hide()
        # behind the card nobody tries tiles in the Move field: a refusal would tell what
        # the hidden hand holds
        self.host.set_notation_enabled(not private and not m.is_reviewing())
        self._show_table()
        self.last_turn.redraw()
        self._update_panel(private)
        self._update_hover()

    def _show_table(self) -> None:
        """Show the position (and the tile laid tentatively), re-framing the camera when the
        layout changed: started afresh for a new game, at once in a review, else gliding (see
        :meth:`.framing.TableFraming.frame`)."""
        before = len(self.scene.laid)
        self._show_position()
        if len(self.scene.laid) != before:
            self.framing.frame(pgeo.extent(self.scene.heights), jump=self.model.is_reviewing(),
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
        self.texts.update(private)

    def _update_status(self, private: bool = False) -> None:
        self.texts.status(private)

    # ---- the aim on the table (see aim.py, ghost.py) ---------------------------------------
    def _on_hover(self, hit: Any) -> None:
        self.ghost_view.hover(hit)

    def _update_hover(self) -> None:
        self.ghost_view.update()

    def aimed(self) -> Optional[pgeo.Cell]:
        """The anchor the ghost stands on now (see :meth:`.aim.TurnAim.aimed`)."""
        return self.aim.aimed()

    def walked(self) -> Optional[pgeo.Cell]:
        """The spot or cell Tab walked to, while it holds (see :meth:`.aim.TurnAim.walked`)."""
        return self.aim.walked()

    def switch_spot(self, step: int = 1) -> bool:
        """L / Alt+wheel: the next of the spots that overlap under the pointer (a tile over
        air in front of a lower one, say). False when there is only one."""
        if not self.aim.switch_spot(step):
            return False
        self._update_hover()
        return True

    def update_chips(self, visible: Optional[bool] = None) -> None:
        """No chip shows while another game is on the table (the chips say only what the
        table shows: they stay during the hand-over too)."""
        if self.chips is None:
            return
        shown = self.scene.tiles.visible() if visible is None else visible
        self.chips.set_allowed(bool(shown))

    # ---- the keyboard -------------------------------------------------------------------
    def walk(self, step: int) -> None:
        """Tab / Shift+Tab on the table: laying, the ghost walks through every spot where the
        selected tile fits as turned; after laying, through the cells the pawn may go to
        (only that cell glows). Enter takes the step."""
        if not self.active():
            return
        cell = self.aim.step_walk(step)
        if cell is None:
            return
        if self.turn.step == "lay":
            self.board.refresh_hover()          # the keyboard's spot is the hover now
            self._on_hover(self.keyboard_hit())
        else:
            self._show_pawn_cell(cell)

    def _show_pawn_cell(self, cell: pgeo.Cell) -> None:
        """The pawn's step: ``cell`` glows alone (Tab's, the hint's); Enter goes there."""
        self.scene.set_targets([cell])
        self.scene.set_chosen(cell)
        self.framing.follow([cell], self.scene.height(cell))
        # words, not the cell's notation: the cell glows alone on the table
        self.host.set_status(translate(
            "Pilus", "Enter moves your pawn to the glowing cell; Tab shows the next one."))

    def confirm(self) -> None:
        """Enter on the table: lay the tile exactly where its ghost stands (under the pointer,
        at the Tab cursor or the hint's spot), or move the pawn to the cell Tab chose; after
        a hinted tile is laid, take the hint's pawn step."""
        if not self.turn.active:
            return
        if self.turn.step == "lay":
            anchor = self.aim.aimed()
            if anchor is not None and self.turn.error is None and self.scene.ghost_visible():
                self._lay(anchor)
            return
        cell = self.aim.walked()
        if cell is None:
            cell = self._hint_step()
        if cell is not None and self.turn.step == "pawn":
            self._on_click((cell, None))

    # ---- hints --------------------------------------------------------------------------
    def show_hint(self, move: Any) -> None:
        """A hint for the person to move: its tile selected in the hand and turned as laid,
        and its ghost where it goes, wherever the pointer is and whatever Tab walked to (the
        status line names the pawn's cell, if it moves). Enter lays it; a move of the pointer
        takes the ghost back."""
        if self.turn.take_hint(move):
            self.aim.follow_hint()
            self._after_input()
            self.board.refresh_hover()
            self._on_hover(self.keyboard_hit())

    def _hint_step(self) -> Optional[pgeo.Cell]:
        """Where Enter goes with the hint shown: its anchor while its tile is in hand as the
        hint lays it, then its pawn cell (the pawn stays: Stay is pressed here). None when no
        hint applies."""
        hint = self.aim.hint_turn()
        if hint is not None:
            return (hint.x, hint.y)
        advised, cell = self.aim.advised()
        move = self.host.hint_now()
        if not advised and (self.turn.step != "pawn"
                            or not hint_words.matches(move, self.turn.laid_at)):
            return None
        cell = cell if advised else move.pawn
        if cell is None:
            self.stay()
        return cell

    def step_hint(self) -> Any:
        """H in the pawn's step: the pawn's advice glows, Enter takes it (hint_words)."""
        if not self.active() or self.turn.step != "pawn" or self.turn.laid_at is None:
            return None
        advice = hint_words.advise(self.turn, self.host.hint_now())
        self.aim.advise(advice.cell)
        if advice.cell is not None:
            self._show_pawn_cell(advice.cell)
        return advice.text

    # ---- clicks and the turn's steps --------------------------------------------------------
    def _on_click(self, hit: Any) -> None:
        if not self.turn.active:
            return
        cell = hit[0]
        if self.turn.step == "lay":
            anchor = self.aim.chosen_anchor(hit) if hit[1] is not None else None
            if anchor is None:
                return
            if self.aim.follows is not None and self.aim.aimed() != anchor:
                # the ghost stood elsewhere (the hint's, the Tab cursor's): the click shows
                # the spot it was made on first; a second click lays what is shown
                self.aim.follows = None
                self.aim.hover = hit
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
            self.aim.follows = None
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

    # ---- input from the board -----------------------------------------------------------
    def pick(self, x: float, y: float) -> Any:
        """(cell, anchor, spots) under (x, y), or None (see :meth:`.aim.TurnAim.pick`)."""
        if self.scene is None:
            return None
        origin, direction = self.board.unproject(x, y)
        return self.aim.pick(origin, direction, self.scene.height, self.scene.heights)

    def keyboard_hit(self) -> Any:
        """The spot the keyboard chose, while it rules (until the pointer moves): the Tab
        cursor's or the hint's."""
        return self.aim.keyboard_hit()

    def drop_keyboard_hit(self) -> None:
        """The pointer moved: its spot is the ghost's again."""
        self.aim.follows = None

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
        self.handover.ready = True
        self.handover.hide()
        self.refresh()
        self.board.setFocus()       # the card is gone: the keys work the table

    def deactivate(self) -> None:
        if self.privacy is not None:
            self.handover.hide()

    def _submit(self, notation: str) -> None:
        if not self.model.try_move(notation):
            self.turn.cancel()
            self._after_input()

    # ---- the last turn's marks (see last_turn.py) ------------------------------------------
    def _on_game_started(self) -> None:
        self.handover.forget()
        self.last_turn.game_started()

    def _on_move_made(self, _move: Any) -> None:
        self.last_turn.move_made(self.active())

    # ---- game over ----------------------------------------------------------------------
    def game_over_text(self) -> str:
        state = self.model.state
        you = next((i for i in range(len(self.model.seats)) if self.you(i)), None)
        return messages.game_over_message(state.result, self.names(), state.scores, you)

    def ending_summary(self) -> "EndingSummary":
        """The winner (or winners) in their colour, why the game ended, and every player's
        final score, best first."""
        state = self.model.final_state()
        spec = self.spec()
        return messages.ending_summary(state, str(self.model.spec.end_reason(state)),
                                       len(self.model.seats), self.name,
                                       lambda seat: str(spec.seat_colour(seat).name()), self.you)

    def show_ending(self, outcome: Any) -> None:
        """The last tile and the winner's pawn stay outlined in the winner's colour, and the
        last scoring regions stay lit, until another position is shown."""
        if self.scene is None or not self.active() or not self.model.moves:
            return
        self.last_turn.show_ending(list(getattr(outcome, "winners", ()) or ()))

    def review_part(self) -> Any:
        """The expert's review of this game (see review.py)."""
        if self._review is None:
            from .review import PilusReview

            self._review = PilusReview(self)
        return self._review

    def ending_extra(self) -> Any:
        return self.review_part().end_chart()     # every player's score over the game

    def show_lesson_marks(self, marks: Optional[Sequence[Any]]) -> None:
        """The lesson's cells get the rims the pawn's targets have (while the pawn has none)."""
        self._lesson_marks = [(int(x), int(y)) for x, y in marks or ()]
        if self.active() and self.scene is not None:
            self.scene.set_targets(self.turn.targets() or self._lesson_marks)

    def error_message(self, code: str) -> str | None:
        return messages.error_message(code)

    # ---- hints --------------------------------------------------------------------------
    def hint_withheld_text(self) -> str:
        return messages.hint_withheld_text()

    def hint_text(self, move: Any) -> str:
        if getattr(move, "tile", None) is None:
            return super().hint_text(move)
        # words only (the turn's notation goes in no sentence): the ghost shows where
        return hint_words.lay_text(self.turn.view, move)

    # ---- the New Game dialog ------------------------------------------------------------
    @classmethod
    def options_page(cls) -> OptionsPage:
        return PilusOptionsPage()


Controller = PilusController
