"""The Pylos analysis board (issue #52): a window of its own beside the game, with a table, a
position set up by hand or taken from the game, moves played for both sides, and every legal
move's exact value in a list and as coloured marks on the table.

It is a copy: the board has its own :class:`~tabletop_gui.model.GameModel` (no autosave, no
file, no settings, both seats people, in the model's lesson mode so nothing of it is ever
written), and the game on the main table is never changed by it. It opens only while no game
is going on there (:mod:`tabletop_gui.view.analysis_board` decides, and closes the board when
a game starts going on again): never a help during a game.

Set-up: a click on a place cycles it empty -> light -> dark -> empty (a sphere needs its four
supports, a sphere with spheres on it stays), the side to move is chosen, the reserves follow
(15 minus the spheres on the board; one colour may not have all 15 on the board), the rule set
is the game's. "Play from here" plays from the position with the table's normal input; "Take
back" steps back. The values are worked out in a worker (:class:`~tabletop_gui.model.games.
pylos.analysis.MoveValues`), given up whenever the position changes.

Its texts are in the "Analysis" translation context."""

from __future__ import annotations

from typing import Any, Callable, Optional, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QColor
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ....model.games.pylos import analysis as model_analysis
from . import messages
from . import turn_input as ti
from .analysis_list import ValuesList
from .analysis_marks import AnalysisMarks, place_outcomes
from .controller import PylosController
from .options import variant_name

translate = QCoreApplication.translate

SET_UP_GLOW = 0.35          # a sphere a set-up click would change, under the pointer


class AnalysisController(PylosController):
    """The Pylos controller, with a set-up mode (:attr:`setting_up`) where a click on a place
    asks the board to cycle it (``host.cycle``), and the values' marks on the table."""

    def __init__(self, host: AnalysisBoard) -> None:
        super().__init__(host)
        self.board_window = host
        self.setting_up = False
        self.marks: Optional[AnalysisMarks] = None

    def show_scene(self, visible: bool) -> None:
        super().show_scene(visible)
        if self.scene is not None and self.marks is None:
            self.marks = AnalysisMarks(self.board)

    def refresh(self) -> None:
        if not self.setting_up:
            super().refresh()
            return
        state = self.model.state
        self.turn.set_state(state, active=False)
        self._update_panel()
        board = {p: state.at(p) for p in _places()}
        reserves = {c: state.reserve(c) for c in ("light", "dark")}
        assert self.scene is not None
        self.scene.show_position(board, reserves)
        self.scene.trace.clear()
        self._shown_plies = -1
        self.set_candidates({p: ti.PLACE for p in model_analysis.editable_places(state)})
        self.board.set_input_enabled(True)
        self._show_ghosts()
        self.host.set_status(translate("Analysis", "Click a place to put a light sphere, a "
                                                   "dark one, or none there."))
        self.host.show_banner(translate("Analysis", "Set up"), None,
                              translate("Analysis", "Click the places: empty, light, dark, "
                                                    "empty again"))

    def _show_ghosts(self) -> None:
        if not self.setting_up:
            super()._show_ghosts()
            return
        if self.scene is None:
            return
        hover = self.board.hovered()
        ghost = None
        glow: dict[str, float] = {}
        if hover in self._candidates:
            now = self.model.state.at(hover)
            if now is None:
                ghost = (hover, "light")
            else:
                glow[hover] = SET_UP_GLOW
        self.scene.set_highlights(glow)
        self.scene.set_ghosts(ghost, {})

    def clicked(self, place: Any) -> None:
        if self.setting_up:
            self.board_window.cycle(str(place))
            return
        super().clicked(place)

    def show_marks(self, outcomes: Optional[dict[str, str]]) -> None:
        if self.marks is not None:
            self.marks.show(outcomes)


def _places() -> Sequence[str]:
    from . import geometry as geo

    return geo.PLACES


class AnalysisBoard(QMainWindow):
    """The analysis board's window (see the module's docstring). ``position``: a rules state
    to start from (a fresh copy of it is set up: its spheres, side to move and rule set);
    ``thread_pool``: the values' worker pool (tests pass a synchronous one)."""

    def __init__(self, position: Any, parent: Optional[QWidget] = None, *,
                 thread_pool: Any = None) -> None:
        super().__init__(parent)
        if parent is not None:
            self.setWindowFlag(Qt.WindowType.Window, True)
            # the board goes with the game's window (its Quit, its close button)
            parent.installEventFilter(self)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.setObjectName("analysisBoard")
        from ....model import GameModel
        from ...board_view import BoardView

        # the board's own game: no file, no autosave, no settings (a copy, never the game's)
        self.model = GameModel(self, settings=None, autosave_path=None, game="pylos")
        self.values = model_analysis.MoveValues(self, thread_pool=thread_pool)
        self._board = BoardView()
        self._board.setMinimumSize(480, 400)
        self.controller = AnalysisController(self)
        self._line: list[Any] = []          # the positions played through, from the set-up
        self._analysed: Any = None           # the position whose values are shown or coming

        # the banner row over the table: whose turn, what to do, the turn's step buttons
        self.who_label = QLabel()
        self.who_label.setObjectName("analysisWho")
        font = self.who_label.font()
        font.setBold(True)
        self.who_label.setFont(font)
        self.instruction = QLabel()
        self.instruction.setWordWrap(True)
        self._step_buttons = (self.controller.panel.done_button,
                              self.controller.panel.cancel_button)
        banner = QHBoxLayout()
        banner.addWidget(self.who_label)
        banner.addWidget(self.instruction, 1)
        for b in self._step_buttons:
            b.setParent(None)
            banner.addWidget(b)
            b.hide()
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(6, 6, 0, 6)
        left_layout.addLayout(banner)
        left_layout.addWidget(self._board, 1)

        # the panel: the mode, the side to move, the game's rule set and reserves, the values
        panel = QWidget()
        panel_layout = QVBoxLayout(panel)
        self.position_box = QGroupBox()
        form = QFormLayout(self.position_box)
        modes = QHBoxLayout()
        self.setup_button = QPushButton()
        self.setup_button.setObjectName("analysisSetUp")
        self.setup_button.setCheckable(True)
        self.play_button = QPushButton()
        self.play_button.setObjectName("analysisPlay")
        self.play_button.setCheckable(True)
        modes.addWidget(self.setup_button)
        modes.addWidget(self.play_button)
        form.addRow(modes)
        self.to_move_label = QLabel()
        self.to_move = QComboBox()
        self.to_move.setObjectName("analysisToMove")
        self.to_move.addItem("", "light")
        self.to_move.addItem("", "dark")
        self.to_move_label.setBuddy(self.to_move)
        form.addRow(self.to_move_label, self.to_move)
        self.clear_button = QPushButton()
        self.clear_button.setObjectName("analysisClear")
        self.back_button = QPushButton()
        self.back_button.setObjectName("analysisBack")
        row = QHBoxLayout()
        row.addWidget(self.clear_button)
        row.addWidget(self.back_button)
        form.addRow(row)
        panel_layout.addWidget(self.position_box)
        panel_layout.addWidget(self.controller.panel)     # the rule set and the reserves
        self.values_box = QGroupBox()
        values_layout = QVBoxLayout(self.values_box)
        self.values_list = ValuesList()
        values_layout.addWidget(self.values_list)
        panel_layout.addWidget(self.values_box, 1)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left)
        splitter.addWidget(panel)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setSizes([700, 520])       # the moves in words need the room
        self.setCentralWidget(splitter)
        self.status_label = QLabel()
        self.statusBar().addWidget(self.status_label, 1)

        self.setup_button.clicked.connect(lambda: self.set_mode(True))
        self.play_button.clicked.connect(lambda: self.set_mode(False))
        self.to_move.activated.connect(self._to_move_chosen)
        self.clear_button.clicked.connect(self.clear)
        self.back_button.clicked.connect(self.take_back)
        self.values_list.moveChosen.connect(self.play)
        self.values.valueReady.connect(self._on_value)
        self.values.finished.connect(self._on_values)
        self.values.failed.connect(self._on_failed)
        self.model.stateChanged.connect(self.redraw)
        self.model.moveMade.connect(self._on_move)
        self.model.illegalMove.connect(self._on_illegal)

        self._board.set_controller(self.controller)
        self.retranslate_ui()
        self.start_from(position, setting_up=False)
        self.resize(1180, 760)

    # ---- what the controller asks (GameHost) ----------------------------------------------
    @property
    def board(self) -> Any:
        return self._board

    @property
    def privacy(self) -> Any:
        return None                 # open information: nothing to hide

    def submit(self, notation: str) -> bool:
        return bool(self.model.try_move(notation))

    def show_turn(self, text: str, colour: Optional[str] = None) -> None:
        pass                        # the banner row says it

    def hide_banner(self) -> None:
        self.show_banner("", None, "")

    def set_status(self, text: str) -> None:
        self.status_label.setText(text)

    def show_banner(self, who: str, colour: Optional[QColor | str], instruction: str,
                    buttons: Sequence[QAbstractButton] = ()) -> None:
        self.who_label.setText(who)
        self.instruction.setText(instruction)
        for b in self._step_buttons:
            b.setVisible(b in buttons)

    def show_message(self, text: str, timeout_ms: int = 0) -> None:
        self.statusBar().showMessage(text, timeout_ms)

    def show_feedback(self, text: str | Callable[[], str], timeout_ms: int = 0) -> None:
        self.show_message(text() if callable(text) else text, timeout_ms)

    def set_notation_enabled(self, enabled: bool) -> None:
        pass

    def hint_now(self) -> Any:
        return None                 # no hints here: every move's value is shown

    def settings(self) -> Any:
        return None

    def lesson_refuses(self, part: str) -> bool:
        return False

    # ---- the position ---------------------------------------------------------------------
    def start_from(self, position: Any, setting_up: Optional[bool] = None) -> None:
        """Set up a fresh copy of ``position`` (its spheres, side to move and rule set)."""
        if setting_up is not None:
            self.controller.setting_up = setting_up
        self._line = []
        self._install(model_analysis.fresh_copy(position))

    def _install(self, state: Any) -> None:
        from ....model.seats import HUMAN

        self._line.append(state)
        self.model.start_lesson("pylos", state, [HUMAN, HUMAN], accept=lambda _move: None,
                                options={"variant": state.variant, "first": state.first})

    def position(self) -> Any:
        """The position on the analysis board."""
        return self.model.state

    def setting_up(self) -> bool:
        return self.controller.setting_up

    def set_mode(self, setting_up: bool) -> None:
        """Set up (clicks change the spheres) or play from here (clicks play moves)."""
        state = self.model.state
        if state.is_over and not setting_up:
            setting_up = True       # a finished position has no move to play
        self.controller.setting_up = setting_up
        self.controller.forget_turn()
        self._line = []
        self._install(model_analysis.fresh_copy(state) if not state.is_over else state)

    def cycle(self, place: str) -> None:
        """Set-up: the next of empty, light, dark on ``place`` (said why when refused)."""
        try:
            state, passed = model_analysis.cycle_place(self.model.state, place)
        except model_analysis.SetupRefused as refused:
            self.show_message(refusal_text(refused.code, refused.colour), 8000)
            return
        if passed is not None:
            self.show_message(refusal_text("too_many", passed), 8000)
        self._line = []
        self._install(state)

    def clear(self) -> None:
        """An empty board, in set-up."""
        state = self.model.state
        self.controller.setting_up = True
        self._line = []
        self._install(model_analysis.setup_position([], [], state.to_move, state.variant))

    def _to_move_chosen(self, index: int) -> None:
        colour = self.to_move.itemData(index)
        state = self.model.state
        if colour == state.to_move:
            return
        self._line = []
        self._install(model_analysis.with_side_to_move(state, colour))

    def play(self, notation: str) -> bool:
        """Play a move (notation) in the position on the board, in play mode."""
        if self.controller.setting_up:
            self.set_mode(False)
        return bool(self.model.try_move(notation))

    def take_back(self) -> None:
        """The position before the last move played here."""
        if len(self._line) < 2:
            return
        self._line.pop()
        state = self._line.pop()
        self.controller.forget_turn()
        self._install(state)

    def _on_move(self, _move: Any) -> None:
        self._line.append(self.model.state)
        self.back_button.setEnabled(len(self._line) > 1)

    def _on_illegal(self, code: str) -> None:
        text = self.controller.error_message(code) or code
        self.show_message(text, 6000)

    # ---- redraw ---------------------------------------------------------------------------
    def redraw(self) -> None:
        ctl = self.controller
        ctl.follow_turn()
        ctl.refresh()
        state = self.model.state
        setting_up = ctl.setting_up
        self.setup_button.setChecked(setting_up)
        self.play_button.setChecked(not setting_up)
        self.play_button.setEnabled(not state.is_over)
        self.to_move.setEnabled(setting_up)
        self.to_move.setCurrentIndex(0 if state.to_move == "light" else 1)
        self.back_button.setVisible(not setting_up)
        self.back_button.setEnabled(len(self._line) > 1)
        if state.is_over:
            self.show_banner("", None, ctl.game_over_text())
        if self._analysed is None or not _same_position(self._analysed, state):
            self._analysed = state
            ctl.show_marks(None)
            self.values_list.set_position(state)
            self.values.analyse(state)

    def _on_value(self, index: int, move_value: Any) -> None:
        self.values_list.set_value(index, move_value)
        self.controller.show_marks(place_outcomes(self.values.values.values()))

    def _on_values(self, values: Any) -> None:
        self.values_list.set_values(values)
        self.controller.show_marks(place_outcomes(values))

    def _on_failed(self, detail: str) -> None:
        self.show_message(translate("Analysis", "The values could not be worked out."), 8000)

    # ---- texts ----------------------------------------------------------------------------
    def changeEvent(self, ev: QEvent) -> None:
        if ev.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(ev)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(translate("Analysis", "Analysis Board — Pylos"))
        self.position_box.setTitle(translate("Analysis", "Position"))
        self.setup_button.setText(translate("Analysis", "&Set Up"))
        self.setup_button.setToolTip(translate("Analysis", "Put spheres of either colour on "
                                                           "the places by clicking them"))
        self.play_button.setText(translate("Analysis", "&Play from Here"))
        self.play_button.setToolTip(translate("Analysis", "Play moves for both sides from "
                                                          "this position"))
        self.to_move_label.setText(translate("Analysis", "&To move:"))
        for i, colour in enumerate(("light", "dark")):
            self.to_move.setItemText(i, messages.colour_name(colour))
        self.clear_button.setText(translate("Analysis", "&Clear Board"))
        self.clear_button.setToolTip(translate("Analysis", "Take every sphere off the board"))
        self.back_button.setText(translate("Analysis", "Take &Back"))
        self.back_button.setToolTip(translate("Analysis", "The position before the last move "
                                                          "played here"))
        self.values_box.setTitle(translate("Analysis", "Every move's value"))
        self.values_list.retranslate_ui()
        self.controller.retranslate()
        if self.model is not None:
            self.redraw()

    def variant_text(self) -> str:
        return variant_name(self.model.state.variant)

    def eventFilter(self, obj: QObject, ev: QEvent) -> bool:
        if obj is self.parent() and ev.type() == QEvent.Type.Close:
            # (a close the window refuses, to ask about unsaved changes, leaves it shown)
            QTimer.singleShot(0, self, self._follow_parent)   # (ends with the board)
        return super().eventFilter(obj, ev)

    def _follow_parent(self) -> None:
        parent = self.parent()
        if isinstance(parent, QWidget) and not parent.isVisible() and self.isVisible():
            self.close()

    def closeEvent(self, ev: QCloseEvent) -> None:
        self.values.shutdown(2000)
        self.model.shutdown(2000)
        super().closeEvent(ev)


def _same_position(a: Any, b: Any) -> bool:
    return (a.key, a.variant, a.is_over) == (b.key, b.variant, b.is_over)


def refusal_text(code: str, colour: Optional[str] = None) -> str:
    """The sentence for a set-up the rules cannot have (:data:`~tabletop_gui.model.games.pylos.
    analysis.SETUP_CODES`)."""
    if code == "too_many":
        return translate("Analysis", "%1 has 15 spheres: at least one stays in the reserve "
                                     "(a player who places the last one loses).").replace(
            "%1", messages.colour_name(colour or ""))
    texts = {
        "unsupported": translate("Analysis", "A sphere above the first level needs the four "
                                             "spheres under it."),
        "holds_up": translate("Analysis", "This sphere holds up spheres above it: take those "
                                          "off first."),
        "top": translate("Analysis", "A sphere on the top ends the game: leave the top "
                                     "empty."),
    }
    return texts.get(code, code)


def open_board(window: Any, position: Any = None, *, thread_pool: Any = None) -> AnalysisBoard:
    """Open (or bring up) ``window``'s analysis board on a copy of ``position`` (None: a new
    game's empty board, of the rule set of ``window``'s game)."""
    if position is None:
        from tabletop_gui.rules import pylos

        variant = window.model.options.get("variant", "standard")
        position = pylos.new_game(variant)
    board: Optional[AnalysisBoard] = window.findChild(AnalysisBoard, "analysisBoard")
    if board is None:
        board = AnalysisBoard(position, window, thread_pool=thread_pool)
    else:
        board.start_from(position, setting_up=False)
    board.show()
    board.raise_()
    board.activateWindow()
    return board


def find_board(window: Any) -> Optional[AnalysisBoard]:
    """``window``'s analysis board, if one was opened."""
    board: Optional[AnalysisBoard] = window.findChild(AnalysisBoard, "analysisBoard")
    return board


__all__ = ["AnalysisBoard", "AnalysisController", "find_board", "open_board", "refusal_text"]
