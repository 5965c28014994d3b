"""GameModel: the one owner of the game; the UI changes it only through these slots.

Signal order for a move (a person's, the computer's, or a redo):
``moveMade(move)`` for each ply, then the move list updates, then ``stateChanged()``, then
``gameOver(outcome)`` (the rules' :class:`~tabletop_gui.rules.protocol.Outcome`: winners and
reason) when the move ended the game. ``gameStarted()`` comes before
``stateChanged()`` on new game, load and resume.

The computer (a seat marked "computer") starts thinking by itself after a new game, a load or
resume, a person's move and its own previous move. After **undo or redo it waits**: it moves
again only when a person makes a move or :meth:`resume_computer` is called (so undoing never
makes the computer replay at once). With a computer seat, undo steps back to the last position
where a person is to move: a person's move and the computer's reply form one undo command
(``QUndoCommand.mergeWith``), and :meth:`undo` keeps undoing while a computer is to move.

The model owns the game and its undo stack; three parts do the rest, each its own small
class: the computer player (:mod:`.computer`), the hints (:mod:`.hints`) and the autosave
(:mod:`.autosave`). Their methods and signals are the model's too (thin delegations), so the
view talks to one object.

**Review** (:meth:`start_review`): the person steps through the game played so far. While
reviewing, :attr:`state` and :attr:`moves` are the position at :attr:`review_ply` (so the
table draws it as it draws any position), nobody moves (a person's move is refused with
"reviewing", the computer and hints wait, undo and redo do nothing) and the whole game stays
as it was: saving saves all of it, and :meth:`stop_review` returns to its end.
``reviewChanged()`` then ``stateChanged()`` come on each step.

**Watching** (no seat is a person): the computer's moves come at a pace a person can follow
(:data:`~.settings.WATCH_SPEEDS`, remembered in the settings), and :meth:`set_watch_paused`
stops the game at once (the move being thought about is dropped, never played; Play thinks
again from the same position). A model made with ``think_delay_ms=0`` (tests, tools) has no delays at
all.
"""

from __future__ import annotations

import contextlib
import functools
import os
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, Callable, Dict, List, Optional, Sequence, Tuple

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from ..rules.common import RulesError
from .autosave import AUTOSAVE_NAME, AUTOSAVE_SLOTS, Autosave
from .gamefile import GameRecord, read_record, record_dict, write_record
from .games import GameSpec, default_game, game_spec
from .record import PlayRecord
from .seats import seat_code_ok, seat_is_computer
from .settings import DEFAULT_THINK_DELAY_MS, WATCH_SPEEDS, Settings

if TYPE_CHECKING:
    from .computer import ComputerPlayer
    from .hints import HintService
    from .movelist import MoveEntry, MoveListModel

# one ply as the undo stack keeps it: (move, state after, move-list entry)
Step = Tuple[Any, Any, "MoveEntry"]


class MoveCommand(QUndoCommand):
    """One undo step: a move, or a person's move plus the computer's reply (merged)."""

    MERGE_ID = 0x7079  # any id other than -1 lets QUndoStack ask mergeWith

    def __init__(self, model: "GameModel", steps: List[Step], by_person: bool,
                 mergeable: bool = True) -> None:
        super().__init__()
        self._model = model
        self.steps = list(steps)          # [(move, state_after, MoveEntry)]
        self.by_person = by_person
        self.mergeable = mergeable
        self._set_text()

    def _set_text(self) -> None:
        notes = ", ".join(entry.notation for _m, _s, entry in self.steps)
        self.setText(QCoreApplication.translate("GameModel", "move %1").replace("%1", notes))

    def id(self) -> int:
        return self.MERGE_ID if self.mergeable else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if (isinstance(other, MoveCommand) and self.by_person and len(self.steps) == 1
                and not other.by_person and other.mergeable):
            self.steps.extend(other.steps)
            self._set_text()
            return True
        return False

    def redo(self) -> None:
        self._model._apply_steps(self.steps)

    def undo(self) -> None:
        self._model._unapply_steps(len(self.steps))


class GameModel(QObject):
    """See the module docstring."""

    stateChanged = Signal()
    moveMade = Signal(object)
    illegalMove = Signal(str)
    gameOver = Signal(object)          # the Outcome
    gameStarted = Signal()
    aiThinkingChanged = Signal(bool)
    aiProgress = Signal(int)
    aiFailed = Signal(str)               # the bot raised or returned an illegal move (detail)
    # a hint for the person to move: (move, info) with info["outcome"] "win" / "draw" / "loss" / None
    # (exact, for solved Pylos positions) and info["plies"] (turns to the end when solved)
    hintReady = Signal(object, object)
    hintThinkingChanged = Signal(bool)
    hintFailed = Signal(str)             # the hint's bot raised (detail for logs)
    modifiedChanged = Signal(bool)
    filePathChanged = Signal(str)        # "" when there is no file
    seatsChanged = Signal()
    autosaveFailed = Signal(str)         # reported once per model; detail for logs
    reviewChanged = Signal()             # review started, stepped or ended (then stateChanged)
    watchChanged = Signal()              # the watching pace or its pause changed

    def __init__(self, parent: Optional[QObject] = None, settings: Any = None, *,
                 thread_pool: Any = None,
                 bot_factory: Optional[Callable[[str, int], Any]] = None,
                 hint_factory: Optional[Callable[[str, int], Any]] = None,
                 autosave_path: Optional[str] = None,
                 think_delay_ms: int = DEFAULT_THINK_DELAY_MS,
                 game: Optional[str] = None) -> None:
        super().__init__(parent)
        if isinstance(settings, QSettings):
            settings = Settings(settings, parent=self)
        self.settings: Optional[Settings] = settings
        # the computer player and the hints, with their worker pool, are made at their first use
        # (the start page's first paint needs neither: :attr:`computer`, :attr:`hints`)
        self._pool = thread_pool
        self._bot_factory, self._hint_factory = bot_factory, hint_factory
        self._think_delay_ms = think_delay_ms
        self._computer: Optional[ComputerPlayer] = None
        self._paused = False                # the computer's ``paused`` until it is made
        self._hints: Optional[HintService] = None

        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._on_clean_changed)
        self.undo_stack.indexChanged.connect(self._flush)
        # the move list's Qt model, made when first asked for (the start page's first paint
        # shows no move list: :attr:`move_list`)
        self._move_list: Optional[MoveListModel] = None

        # the game in progress on disk
        self.autosave = Autosave(autosave_path, self)
        self.autosave.failed.connect(self.autosaveFailed)
        # the person's wins, draws and losses against the computer (gameStarted, gameOver)
        self.play_record = PlayRecord(self, settings)

        self._pushing = False
        self._silent = False
        self._batch = 0
        self._dirty = False
        self._made: List[Any] = []          # moves applied since the last _flush
        self._starting = False
        self._start_again = False
        self._review: Optional[int] = None   # the ply shown while reviewing
        self._review_resumes = False         # the computer was held by the review
        self._watch_paused = False
        self._watch_speed = settings.watch_speed() if settings is not None else "normal"
        # a lesson on the table (see start_lesson): its move filter, None outside lessons
        self._lesson: Optional[Callable[[Any], Optional[str]]] = None

        self._spec: GameSpec = game_spec(game if game is not None else default_game())
        self._options: Dict[str, Any] = {}
        self._seats: List[str] = []
        self._state_list: List[Any] = []
        # the default game's first position, made when first asked for (see _states): the app
        # paints its start page without the game's rules imported
        self._default_pending = False
        self._moves: List[Any] = []
        self._entries: List[MoveEntry] = []
        self._file_path: Optional[str] = None
        # A default game to show; it touches neither the autosave nor the settings, so the app
        # can ask resumable_autosave() before starting anything.
        options = self._spec.normalize_options(None)
        self._install(self._spec, options, self._spec.default_seats(options), None, [],
                      file_path=None, clean=True, autosave=False)
        self._default_pending = True

    @property
    def move_list(self) -> MoveListModel:
        """The moves played as a Qt list model (made at its first use, with the moves so
        far)."""
        if self._move_list is None:
            from .movelist import MoveListModel

            self._move_list = MoveListModel(self)
            self._move_list.set_entries(self._entries)
        return self._move_list

    def _worker_pool(self) -> Any:
        if self._pool is None:
            from .worker import default_pool

            self._pool = default_pool(self)
        return self._pool

    @property
    def computer(self) -> ComputerPlayer:
        """The computer player (worker tasks, bots, cancel, progress, pause), made at its
        first use."""
        if self._computer is None:
            from .computer import ComputerPlayer

            computer = ComputerPlayer(self._worker_pool(), self._bot_factory,
                                      self._think_delay_ms, self)
            computer.paused = self._paused
            computer.thinkingChanged.connect(self.aiThinkingChanged)
            computer.progress.connect(self.aiProgress)
            computer.moveChosen.connect(self._play_computer_move)
            computer.failed.connect(self._computer_failed)
            self._computer = computer
        return self._computer

    @property
    def _computer_paused(self) -> bool:
        """The computer's ``paused`` (held without making the computer player)."""
        return self._computer.paused if self._computer is not None else self._paused

    @_computer_paused.setter
    def _computer_paused(self, paused: bool) -> None:
        if self._computer is not None:
            self._computer.paused = paused
        else:
            self._paused = paused

    @property
    def hints(self) -> HintService:
        """The hints for the person to move, made at the first one."""
        if self._hints is None:
            from .hints import HintService

            hints = HintService(self._worker_pool(), self._hint_factory, self)
            hints.ready.connect(self.hintReady)
            hints.thinkingChanged.connect(self.hintThinkingChanged)
            hints.failed.connect(self.hintFailed)
            self._hints = hints
        return self._hints

    @property
    def _states(self) -> List[Any]:
        """The positions of the game, its first one to its last."""
        if self._default_pending:
            self._states = [self._spec.new_state(self._options)]
        return self._state_list

    @_states.setter
    def _states(self, states: List[Any]) -> None:
        self._default_pending = False
        self._state_list = states

    # ---- read ----------------------------------------------------------------------------
    @property
    def game(self) -> str:
        return self._spec.name

    @property
    def spec(self) -> GameSpec:
        return self._spec

    @property
    def options(self) -> Dict[str, Any]:
        return dict(self._options)

    @property
    def seats(self) -> List[str]:
        return list(self._seats)

    @property
    def state(self) -> Any:
        """The position on the table: the game's last, or while reviewing the reviewed one."""
        return self._states[self._shown_ply()]

    @property
    def moves(self) -> List[Any]:
        """The moves up to :attr:`state` (while reviewing, those up to the reviewed ply)."""
        return list(self._moves[:self._shown_ply()])

    def state_at(self, ply: int) -> Any:
        """The state after ``ply`` moves (0: the start), up to the game's last."""
        return self._states[ply]

    def _shown_ply(self) -> int:
        return len(self._moves) if self._review is None else self._review

    def game_length(self) -> int:
        """The number of moves of the whole game (while reviewing too)."""
        return len(self._moves)

    def game_over(self) -> bool:
        """True when the whole game is over (while reviewing too; :meth:`is_over` speaks of
        the position shown)."""
        return self._spec.is_over(self._states[-1])

    def final_state(self) -> Any:
        """The game's last position (while reviewing too)."""
        return self._states[-1]

    @property
    def file_path(self) -> Optional[str]:
        return self._file_path

    def is_modified(self) -> bool:
        return self._lesson is None and not self.undo_stack.isClean()

    def is_over(self) -> bool:
        return self._spec.is_over(self.state)

    def seat_to_move(self) -> int:
        return self._spec.seat_of(self.state)

    def is_computer_turn(self) -> bool:
        return not self.is_over() and seat_is_computer(self._seats[self.seat_to_move()])

    def seat_view(self, seat: int) -> Any:
        """What the person in ``seat`` may see of the current state (PILUS: their own hand
        only); the UI shows hands from this, never from :attr:`state`."""
        return self._spec.player_view(self.state, seat)

    def is_thinking(self) -> bool:
        return self._computer is not None and self._computer.is_thinking()

    def is_computer_paused(self) -> bool:
        """True when a computer is to move but waits (after undo/redo) for resume_computer()."""
        return self._computer_paused and self.is_computer_turn() and not self.is_thinking()

    # ---- slots: games --------------------------------------------------------------------
    def new_game(self, game: Optional[str] = None, options: Optional[Dict[str, Any]] = None,
                 seats: Optional[Sequence[str]] = None) -> None:
        """Start a game (None: the first of the registered games); ValueError/KeyError for bad
        arguments (a programming error)."""
        game = game if game is not None else default_game()
        spec = game_spec(game)
        options = spec.normalize_options(options)
        seats = self._checked_seats(spec, options, seats)
        self._install(spec, options, seats, spec.new_state(options), [], file_path=None,
                      clean=True)
        if self.settings is not None:
            self.settings.set_new_game_choices(game, spec.remembered_options(options), seats)
        self._maybe_start_computer()

    def save(self, path: str) -> None:
        """Write the game record atomically; GameFileError("unwritable", detail) on failure."""
        write_record(path, self._record())
        self._set_file_path(path)
        self.undo_stack.setClean()
        self._sync_autosave()

    def load(self, path: str) -> None:
        """Open a saved game. On any problem GameFileError(code, detail) is raised and the
        current game is untouched."""
        record = read_record(path)
        self._install_record(record, file_path=os.path.abspath(path), clean=True)

    # ---- slots: moves --------------------------------------------------------------------
    def try_move(self, move_or_text: Any) -> bool:
        """A person's move (a rules Move or its notation). False, and illegalMove(code), when
        refused: the rules' code, "not_your_turn" while a computer seat is to move."""
        if self._review is not None:
            self.illegalMove.emit("reviewing")
            return False
        if self.is_thinking() or self.is_computer_turn():
            self.illegalMove.emit("not_your_turn")
            return False
        before = self.state
        try:
            if isinstance(move_or_text, str):
                move = self._spec.move_from_text(before, move_or_text)
            else:
                move = move_or_text
            after = before.play(move)
        except (ValueError, TypeError) as exc:  # RulesError is a ValueError
            self.illegalMove.emit(getattr(exc, "code", "bad_notation"))
            return False
        refusal = self._lesson(move) if self._lesson is not None else None
        if refusal:                       # legal, but not the move the lesson's step teaches
            self.illegalMove.emit(refusal)
            return False
        self._computer_paused = False
        self._push(MoveCommand(self, [self._step(before, move, after)], by_person=True))
        self._maybe_start_computer()
        return True

    def undo(self) -> None:
        """Undo one move; with a computer seat, back to where a person is to move. Nothing
        while reviewing."""
        self._step_history(self.undo_stack.canUndo, self.undo_stack.undo)

    def redo(self) -> None:
        """Redo one move; with a computer seat, also the computer's reply. Nothing while
        reviewing."""
        self._step_history(self.undo_stack.canRedo, self.undo_stack.redo)

    def _step_history(self, can: Callable[[], bool], step: Callable[[], None]) -> None:
        """One step back or on, then on over the computer's moves to a person's turn."""
        if self._review is not None or self._lesson is not None:
            return
        self._cancel_thinking()
        self._computer_paused = True  # even with nothing to undo/redo, a thinking computer waits
        self._begin_batch()
        try:
            if can():
                step()
            while can() and self.is_computer_turn() and "human" in self._seats:
                step()
        finally:
            self._end_batch()

    def set_seats(self, seats: Sequence[str]) -> None:
        """Change who plays each seat mid-game (e.g. let the computer take over)."""
        seats = self._checked_seats(self._spec, self._options, seats)
        self._cancel_thinking()
        self._seats = seats
        self.computer.forget_bots()
        self._computer_paused = False
        self._prepare_computer()
        self.seatsChanged.emit()
        self._sync_autosave()
        self._maybe_start_computer()

    # ---- slots: the computer -------------------------------------------------------------
    def pause_computer(self) -> bool:
        """Hold the computer while a person answers a question (save the changes? quit?): its
        thinking is dropped and it waits for :meth:`resume_computer`, so no move of its can
        change or end the game under the question. True when it was not waiting already
        (then the caller resumes it once the question is answered)."""
        held = not self._computer_paused
        self._cancel_thinking()
        self._computer_paused = True
        return held

    def resume_computer(self) -> None:
        """Let a waiting computer seat move (after undo/redo)."""
        self._computer_paused = False
        self._maybe_start_computer()

    def hold_computer(self) -> Callable[[], None]:
        """While a question or a file dialog is open the computer does not move: a move of its
        could end the game under the question (stacking "Game over" on it) or make the answer
        wrong. Returns what lets it go on again (nothing, when it was waiting already, as
        after undo)."""
        if self.pause_computer():
            return self.resume_computer
        return lambda: None

    @contextlib.contextmanager
    def computer_held(self) -> Iterator[None]:
        """:meth:`hold_computer` for the length of a ``with`` block."""
        release = self.hold_computer()
        try:
            yield
        finally:
            release()

    def request_hint(self) -> bool:
        """Ask the computer (expert, :data:`.hints.HINT_SECONDS`) for a move for the person to move.
        The answer comes as ``hintReady(move, info)``; any move, undo, redo or new game drops
        it, and :meth:`stop_thinking` hurries it. False (nothing started) when a computer seat
        is to move or the game is over."""
        if (self.is_over() or self.is_thinking() or self.is_computer_turn()
                or self._review is not None or self._lesson is not None):
            return False
        seat = self.seat_to_move()
        return self.hints.request(self.game, seat, self.seat_view(seat))

    def stop_thinking(self) -> None:
        """"Stop and move now": the bot returns its best move so far, without the delay."""
        self.hints.hurry()                   # a hint: deliver what it has found so far
        self.computer.hurry()

    def shutdown(self, timeout_ms: int = 3000) -> bool:
        """Cancel the thinking, wait for the worker and give up the autosave slot (call before
        the app quits); an unfinished game stays in it for the next start."""
        self._cancel_thinking()
        # (the pool the computer and the hints share: nothing ran when neither was made)
        done = (self.computer.wait(timeout_ms)
                if self._computer is not None or self._hints is not None else True)
        self.release_autosave()
        return done

    # ---- lessons (model/lessons.py) ---------------------------------------------------------
    def in_lesson(self) -> bool:
        """True while a lesson's position is on the table (:meth:`start_lesson`)."""
        return self._lesson is not None

    def start_lesson(self, game: str, state: Any, seats: Sequence[str],
                     accept: Callable[[Any], Optional[str]],
                     options: Optional[Dict[str, Any]] = None) -> None:
        """Put a lesson's position on the table without touching the person's game: its
        autosave slot is given up as it is (so the start page offers that game to continue,
        and nothing of the lesson is ever written there or in its file), and until the next
        new game, load, resume or :meth:`end_lesson` nothing is autosaved, the game never
        counts as modified, undo, redo, hints and review do nothing and no computer seat
        thinks (the lesson plays the other side with :meth:`lesson_reply`). ``accept(move)``
        sees each legal move of a person: None lets it be played, a code refuses it
        (``illegalMove(code)``)."""
        if self._lesson is None:
            self.autosave.release(remove=False)
        spec = game_spec(game)
        options = spec.normalize_options(options)
        seats = self._checked_seats(spec, options, seats)
        self._install(spec, options, seats, state, [], file_path=None, clean=True,
                      autosave=False, lesson=accept)

    def lesson_reply(self, move: Any) -> bool:
        """The lesson's scripted move for the other side (a rules Move or its notation); False
        when it is not legal here or no lesson is on."""
        if self._lesson is None:
            return False
        before = self.state
        try:
            if isinstance(move, str):
                move = self._spec.move_from_text(before, move)
            after = before.play(move)
        except (ValueError, TypeError):
            return False
        self._push(MoveCommand(self, [self._step(before, move, after)], by_person=False,
                               mergeable=False))
        return True

    def end_lesson(self) -> None:
        """Take the lesson off the table: an empty position of the same game, no autosave
        (the person's game waits in its slot, on the start page)."""
        if self._lesson is None:
            return
        spec = self._spec
        options = spec.normalize_options(None)
        self._install(spec, options, spec.default_seats(options), spec.new_state(options), [],
                      file_path=None, clean=True, autosave=False)

    # ---- review ---------------------------------------------------------------------------
    @property
    def review_ply(self) -> Optional[int]:
        """The ply shown while reviewing (0: the start), None when not reviewing."""
        return self._review

    def is_reviewing(self) -> bool:
        return self._review is not None

    def start_review(self, ply: Optional[int] = None) -> bool:
        """Step through the game so far, from ``ply`` (None: the start). The computer's
        thinking is dropped and it waits until :meth:`stop_review`. False (nothing changes)
        when no move has been played."""
        if not self._moves or self._lesson is not None:
            return False
        if self._review is None:
            self._review_resumes = self.pause_computer()
            self._review = len(self._moves)
        self.review_to(0 if ply is None else ply, force=True)
        return True

    def review_to(self, ply: int, force: bool = False) -> None:
        """Show the position after ``ply`` moves (clamped to the game); only while reviewing."""
        if self._review is None:
            return
        ply = max(0, min(len(self._moves), int(ply)))
        if ply == self._review and not force:
            return
        self._review = ply
        self.reviewChanged.emit()
        self.stateChanged.emit()

    def review_step(self, step: int) -> None:
        """One move on (+1) or back (-1) while reviewing."""
        if self._review is not None:
            self.review_to(self._review + step)

    def stop_review(self) -> None:
        """Back to the game as it was (its last position); the computer goes on if the review
        held it."""
        if self._review is None:
            return
        self._review = None
        self.reviewChanged.emit()
        self.stateChanged.emit()
        if self._review_resumes:
            self._review_resumes = False
            self.resume_computer()

    # ---- watching: no seat is a person ----------------------------------------------------
    def is_watching(self) -> bool:
        """True when every seat is the computer's (the game plays itself at a pace)."""
        return bool(self._seats) and all(seat_is_computer(s) for s in self._seats)

    @property
    def watch_speed(self) -> str:
        """"slow", "normal" or "fast" (:data:`~.settings.WATCH_SPEEDS`)."""
        return self._watch_speed

    def set_watch_speed(self, speed: str) -> None:
        """Change (and remember) the pace of games the computer plays against itself; it
        applies from the next move on."""
        if speed not in WATCH_SPEEDS:
            raise ValueError(f"bad watch speed {speed!r}")
        self._watch_speed = speed
        if self.settings is not None:
            self.settings.set_watch_speed(speed)
        self.watchChanged.emit()

    def watch_delay_ms(self) -> int:
        """The least time a move takes while watching (0 in a model without delays)."""
        return WATCH_SPEEDS[self._watch_speed] if self._think_delay_ms > 0 else 0

    def is_watch_paused(self) -> bool:
        return self._watch_paused

    def set_watch_paused(self, paused: bool) -> None:
        """Pause: at once, the thinking is dropped (its move is never played) and no move is
        made until Play, which thinks again from the same position."""
        if paused == self._watch_paused:
            return
        self._watch_paused = paused
        if paused and self.is_watching() and self._computer is not None:
            # before watchChanged: what the table says on it is "paused", not "thinking"
            self._computer.cancel()
        self.watchChanged.emit()
        if not paused:
            self.resume_computer()

    # ---- autosave (see .autosave) ---------------------------------------------------------
    def autosave_path(self) -> Optional[str]:
        """The slot this model keeps its game in progress in (AppDataLocation/autosave.json, or
        autosave-N.json when that one is another instance's or holds an unfinished game)."""
        return self.autosave.claim()

    @property
    def autosave_failed(self) -> bool:
        """True once an autosave could not be written (``autosaveFailed`` was emitted)."""
        return self.autosave.has_failed

    def resumable_autosaves(self) -> List[Dict[str, Any]]:
        """Summaries of the unfinished games left in the slots of no running instance, the
        newest first; each has ``path`` (pass it to resume_autosave / discard_autosave)."""
        return self.autosave.resumable()

    def resumable_autosave(self) -> Optional[Dict[str, Any]]:
        """The newest of :meth:`resumable_autosaves`, or None (none, finished, or damaged)."""
        found = self.resumable_autosaves()
        return found[0] if found else None

    def resume_autosave(self, path: Optional[str] = None) -> bool:
        """Continue an unfinished game left by an earlier run (``path`` from
        :meth:`resumable_autosaves`; the newest when None). This model takes over its slot;
        its own slot is emptied, as for any game replaced by another. False (and nothing
        changes) when there is none or another instance has taken it meanwhile."""
        if path is None:
            newest = self.resumable_autosave()
            if newest is None:
                return False
            path = str(newest["path"])
        record = self.autosave.adopt(path)
        if record is None:
            return False
        file_path = record.extra.get("file_path")
        file_path = file_path if isinstance(file_path, str) and file_path else None
        clean = file_path is not None and record.extra.get("modified") is False
        self._install_record(record, file_path=file_path, clean=clean)
        return True

    def discard_autosave(self, path: Optional[str] = None) -> bool:
        """Throw an autosaved game away: a left-over one (``path``), or this model's own (None:
        the person quit and discarded the game in progress). False when it could not be."""
        return self.autosave.discard(path)

    def release_autosave(self) -> None:
        """Give up this model's slot (its game stays there, for the next start to offer)."""
        self.autosave.release(remove=False)

    # ---- internals: positions ------------------------------------------------------------
    def _checked_seats(self, spec: GameSpec, options: Dict[str, Any],
                       seats: Optional[Sequence[str]]) -> List[str]:
        seats = list(seats) if seats is not None else spec.default_seats(options)
        if len(seats) != spec.seat_count(options) or not all(seat_code_ok(s) for s in seats):
            raise ValueError(f"bad seats {seats!r}")
        return seats

    def _step(self, before: Any, move: Any, after: Any) -> Step:
        spec = self._spec.with_options(self._options)   # PILUS: the players' names, colours
        seat = spec.seat_of(before)
        seats = tuple(self._seats)   # who sat there at the move: "You", "Computer — Medium"
        from .movelist import MoveEntry

        entry = MoveEntry(
            number=len(self._moves) + 1, notation=spec.notation(move), pretty=spec.pretty(move),
            seat=seat, mover=spec.seat_name(seat), details=spec.describe(move),
            tooltip=spec.tooltip(seat, move, seats), colour=spec.seat_colour(seat),
            tooltip_fn=functools.partial(spec.tooltip, seat, move, seats),
            words_fn=functools.partial(spec.words, seat, move, after, seats=seats))
        return (move, after, entry)

    def _push(self, command: MoveCommand) -> None:
        self._pushing = True
        try:
            self.undo_stack.push(command)
        finally:
            self._pushing = False
        self._flush()

    # The commands only change the position; the notifications go out in _flush, once the
    # undo stack has updated its index, so a slot reading canUndo() or is_modified() in
    # stateChanged sees the new values. _flush runs on indexChanged (QUndoStack's own
    # undo/redo actions) and after each of our own stack calls.
    def _apply_steps(self, steps: List[Step]) -> None:
        for move, after, entry in steps:
            self._moves.append(move)
            self._states.append(after)
            self._entries.append(entry)
        if self._silent:
            return
        self._cancel_thinking()
        if not self._pushing:
            self._computer_paused = True  # a redo: the computer waits
        self._made.extend(move for move, _after, _entry in steps)
        self._dirty = True

    def _unapply_steps(self, count: int) -> None:
        del self._moves[-count:], self._states[-count:], self._entries[-count:]
        if self._silent:
            return
        self._cancel_thinking()
        self._computer_paused = True
        self._made.clear()
        self._dirty = True

    def _flush(self) -> None:
        if self._batch or not self._dirty or self._silent:
            return
        self._dirty = False
        made, self._made = self._made, []
        for move in made:
            self.moveMade.emit(move)
        if self._move_list is not None:
            self._move_list.set_entries(self._entries)
        self.stateChanged.emit()
        self._sync_autosave()
        if made and self.game_over():
            self.gameOver.emit(self.final_state().outcome)

    def _begin_batch(self) -> None:
        self._batch += 1

    def _end_batch(self) -> None:
        self._batch -= 1
        self._flush()

    def _install(self, spec: GameSpec, options: Dict[str, Any], seats: List[str], start: Any,
                 steps: List[Tuple[Any, Any]], *, file_path: Optional[str], clean: bool,
                 autosave: bool = True,
                 lesson: Optional[Callable[[Any], Optional[str]]] = None) -> None:
        """Replace the whole game (new game, load, resume); ``steps`` (move, after) pairs."""
        self._cancel_thinking()
        self._lesson = lesson
        reviewing = self._review is not None
        self._review, self._review_resumes = None, False
        self._watch_paused = False
        self._spec, self._options, self._seats = spec, dict(options), list(seats)
        if self._computer is not None:      # (else: no bot made, nothing paused)
            self._computer.forget_bots()
            self._computer.paused = False
        self._states, self._moves, self._entries = [start], [], []
        self._made, self._dirty = [], False
        self._silent = True
        try:
            self.undo_stack.clear()
            for move, after in steps:
                self.undo_stack.push(MoveCommand(self, [self._step(self.state, move, after)],
                                                 by_person=False, mergeable=False))
            if clean:
                self.undo_stack.setClean()
        finally:
            self._silent = False
        self._set_file_path(file_path)
        if self._move_list is not None:
            self._move_list.set_entries(self._entries)
        if reviewing:
            self.reviewChanged.emit()
        self._prepare_computer()
        self.gameStarted.emit()
        self.stateChanged.emit()
        if autosave:
            self._sync_autosave()

    def _install_record(self, record: GameRecord, *, file_path: Optional[str],
                        clean: bool) -> None:
        spec = game_spec(record.game)
        self._install(spec, record.options, record.seats, record.states[0],
                      list(zip(record.moves, record.states[1:], strict=True)), file_path=file_path,
                      clean=clean)
        self._maybe_start_computer()

    def _set_file_path(self, path: Optional[str]) -> None:
        if path != self._file_path:
            self._file_path = path
            self.filePathChanged.emit(path or "")

    def _record(self, **extra: Any) -> Dict[str, Any]:
        state = self.final_state()     # the whole game, while reviewing too
        return record_dict(self.game, self._options, self._seats,
                           [self._spec.notation(m) for m in self._moves],
                           result=self._spec.result(state), end_reason=self._spec.end_reason(state) or None,
                           **extra)

    def _on_clean_changed(self, clean: bool) -> None:
        self.modifiedChanged.emit(not clean)

    def _sync_autosave(self) -> None:
        """Keep this model's slot equal to the game in progress; empty it when there is none
        (no move yet, or the game is over). Never raises."""
        if self._lesson is not None:
            return                      # a lesson is never written (start_lesson)
        game_on = bool(self._moves) and not self.game_over()
        self.autosave.sync(self._record(autosave=True, file_path=self._file_path,
                                        modified=self.is_modified()) if game_on else None)

    # ---- internals: the computer (see .computer) ------------------------------------------
    def _maybe_start_computer(self) -> None:
        # A loop, not recursion: with a synchronous pool a computer's move arrives inside
        # ComputerPlayer.start and asks for the next one (computer against computer).
        if self._starting:
            self._start_again = True
            return
        if self._lesson is not None:
            return                      # the lesson plays the other side (lesson_reply)
        self._starting = True
        try:
            while True:
                self._start_again = False
                if (self.is_computer_turn() and not self._computer_paused
                        and not self.is_thinking() and self._review is None
                        and not (self._watch_paused and self.is_watching())):
                    seat = self.seat_to_move()
                    pace = self.watch_delay_ms() if self.is_watching() else self._pause_to_see()
                    self.computer.start(self.game, seat, self._seats[seat],
                                        self.seat_view(seat), delay_ms=pace)
                if not self._start_again:
                    break
        finally:
            self._starting = False

    def _pause_to_see(self) -> Optional[int]:
        """The computer's least time to answer a person's move that the table shows for a
        while (a PILUS turn that scored: :meth:`GameSpec.pause_to_see_ms`); None: its usual
        pause. A model without delays (tests, tools) has none."""
        if self._think_delay_ms <= 0 or len(self._states) < 2:
            return None
        before, after = self._states[-2], self._states[-1]
        if before is None or after is None:
            return None
        if seat_is_computer(self._seats[self._spec.seat_of(before)]):
            return None
        pause = self._spec.pause_to_see_ms(before, after)
        return max(pause, self._think_delay_ms) if pause else None

    def _prepare_computer(self) -> None:
        """The computer seats' bots start reading what they need (a book) in the background
        as the game begins, not in their first move's budget."""
        if self._states[-1] is None or self.game_over():
            return                      # (the model's first install: no game yet)
        for seat, code in enumerate(self._seats):
            if seat_is_computer(code):
                self.computer.prepare(self.game, seat, code, self.seat_view(seat))

    def _cancel_thinking(self) -> None:
        """Any result still to come is stale from now on (a hint too)."""
        if self._hints is not None:
            self._hints.cancel()
        if self._computer is not None:
            self._computer.cancel()

    def _play_computer_move(self, move: Any) -> None:
        before = self.state
        try:
            after = before.play(move)
        except (RulesError, ValueError) as exc:
            self._computer_failed(f"illegal computer move {move!r}: {exc}")
            return
        self._push(MoveCommand(self, [self._step(before, move, after)], by_person=False))
        self._maybe_start_computer()

    def _computer_failed(self, detail: str) -> None:
        self._cancel_thinking()
        self._computer_paused = True
        self.aiFailed.emit(detail)


__all__ = ["GameModel", "MoveCommand", "AUTOSAVE_NAME", "AUTOSAVE_SLOTS",
           "DEFAULT_THINK_DELAY_MS"]
