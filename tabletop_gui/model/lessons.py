"""Learn to play: short lessons on the real table, each a few scripted steps.

A game's lessons are data (:class:`Lesson`, :class:`Step`) in its own module, found by
convention (``lessons`` in the package of the game's spec, ``model/games/<game>/lessons.py``)
as ``LESSONS``; its sentences are marked for translation there
(``QT_TRANSLATE_NOOP`` in the module's ``CONTEXT``) and translated here when shown.

:class:`LessonRunner` puts a step's position on the table with
:meth:`~tabletop_gui.model.game_model.GameModel.start_lesson` (the person's game is never
touched), refuses a legal move the step does not teach with :data:`LESSON_OTHER` (the view says
the step's own "not this one" sentence; an illegal move keeps the rules' code), answers with the
step's scripted reply, and remembers the lessons finished (:meth:`Settings.lessons_done`).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any, Callable, List, Optional, Tuple

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from .games import game_spec, has_lessons
from .seats import COMPUTER, HUMAN, seat_is_computer

#: the code a lesson refuses a legal move with that its step does not teach
LESSON_OTHER = "lesson_other"
#: the computer's level in the game that ends the lessons
BEGINNER_LEVEL = "beginner"
#: how long the other side "thinks" before its scripted reply (ms; 0 in tests)
REPLY_DELAY_MS = 700


@dataclass(frozen=True)
class Step:
    """One step: the start position (``start()`` builds it), what to do (one sentence), what to
    highlight (the game's places or cells), the moves it accepts (notation), the sentence for a
    legal move it does not accept, the "well done" line, and the other side's scripted reply
    (notation, "" for none). Sentences are the untranslated source texts. ``explain(move)``,
    when given, picks the sentence for a refused legal move by what is wrong with it (else
    ``other``)."""

    start: Callable[[], Any]
    say: str
    accepts: Tuple[str, ...]
    marks: Tuple[Any, ...] = ()
    other: str = ""
    done: str = ""
    reply: str = ""
    explain: Optional[Callable[[Any], str]] = None


@dataclass(frozen=True)
class Lesson:
    """A lesson: its id (remembered when finished), its title and its steps."""

    id: str
    title: str
    steps: Tuple[Step, ...]


@dataclass(frozen=True)
class LessonBook:
    """A game's lessons (the module's ``LESSONS``) and the context of their sentences."""

    game: str
    context: str
    lessons: Tuple[Lesson, ...]

    def tr(self, text: str) -> str:
        return QCoreApplication.translate(self.context, text) if text else ""


def lesson_book(game: str) -> Optional[LessonBook]:
    """The lessons of ``game`` (``LESSONS`` of the ``lessons`` module in the package of its
    spec), or None when it has none."""
    package = game_spec(game).__module__
    try:
        module = importlib.import_module(f"{package}.lessons")
    except ModuleNotFoundError as exc:
        if exc.name is not None and f"{package}.lessons".startswith(exc.name):
            return None
        raise
    lessons = getattr(module, "LESSONS", None)
    if not lessons:
        return None
    return LessonBook(game, str(getattr(module, "CONTEXT", "Lessons")), tuple(lessons))


def lesson_seats(game: str) -> List[str]:
    """A lesson's seats: the learner first, the computer (which never thinks in a lesson) in
    every other seat, so no privacy screen is ever needed."""
    spec = game_spec(game)
    return [HUMAN] + [f"{COMPUTER}:{BEGINNER_LEVEL}"] * (
        spec.seat_count(spec.normalize_options(None)) - 1)


def beginner_seats(game: str) -> List[str]:
    """The start page's game against the computer, with the computer at the beginner level."""
    spec = game_spec(game)
    options = spec.normalize_options(None)
    return [f"{COMPUTER}:{BEGINNER_LEVEL}" if seat_is_computer(code) else code
            for code in spec.versus_computer_seats(options)]


class LessonRunner(QObject):
    """Runs a game's lessons on the model's table. ``changed()`` after every change of the
    step or of its state; ``refused(code)`` when the person's move was refused
    (:data:`LESSON_OTHER` or the rules' code); ``finished()`` when the lessons are left."""

    changed = Signal()
    refused = Signal(str)
    finished = Signal()

    def __init__(self, model: Any, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.model = model
        self.book: Optional[LessonBook] = None
        self.lesson_index = 0
        self.step_index = 0
        self.solved = False           # the step's move was played
        self.reply_delay_ms = REPLY_DELAY_MS
        self._accepted = False
        self._accepts: List[Any] = []
        self._refused: Any = None     # the last legal move the step did not accept
        self._reply_timer = QTimer(self)
        self._reply_timer.setSingleShot(True)
        self._reply_timer.timeout.connect(self._reply)
        model.stateChanged.connect(self._on_state)
        model.illegalMove.connect(self._on_illegal)
        model.gameStarted.connect(self._on_game_started)

    # ---- read ------------------------------------------------------------------------------
    def active(self) -> bool:
        return self.book is not None and self.model.in_lesson()

    @property
    def lesson(self) -> Lesson:
        assert self.book is not None
        return self.book.lessons[self.lesson_index]

    @property
    def step(self) -> Step:
        return self.lesson.steps[self.step_index]

    def is_last_step(self) -> bool:
        return self.step_index == len(self.lesson.steps) - 1

    def is_last_lesson(self) -> bool:
        return self.book is not None and self.lesson_index == len(self.book.lessons) - 1

    def done_ids(self) -> List[str]:
        s = self.model.settings
        return s.lessons_done(self.book.game) if s is not None and self.book is not None else []

    # ---- slots -----------------------------------------------------------------------------
    def start(self, game: str, lesson: Optional[int] = None) -> bool:
        """Start ``game``'s lesson number ``lesson`` (None: the first not finished yet, else
        the first). False when the game has no lessons."""
        book = lesson_book(game)
        if book is None:
            return False
        self.book = book
        if lesson is None:
            done = self.done_ids()
            lesson = next((i for i, les in enumerate(book.lessons) if les.id not in done), 0)
        self.lesson_index = max(0, min(len(book.lessons) - 1, lesson))
        self.step_index = 0
        self._run_step()
        return True

    def go_to(self, lesson: int) -> None:
        """Start another lesson of the same game (any, again)."""
        if self.book is not None:
            self.start(self.book.game, lesson)

    def next(self) -> None:
        """The next step, or the next lesson's first; nothing after the last lesson's last."""
        if self.book is None:
            return
        if not self.is_last_step():
            self.step_index += 1
        elif not self.is_last_lesson():
            self.lesson_index += 1
            self.step_index = 0
        else:
            return
        self._run_step()

    def back(self) -> None:
        """The step before (its start again), or this step again at the first."""
        if self.book is None:
            return
        self.step_index = max(0, self.step_index - 1)
        self._run_step()

    def again(self) -> None:
        """This step from its start."""
        if self.book is not None:
            self._run_step()

    def leave(self) -> None:
        """Leave the lessons: their position leaves the table (the person's game is in its
        autosave, offered by the start page)."""
        self._reply_timer.stop()
        self.book = None
        self.model.end_lesson()
        self.finished.emit()

    def play_beginner(self) -> None:
        """The game against the computer (beginner) that ends the lessons: a real game."""
        if self.book is None:
            return
        game = self.book.game
        self._reply_timer.stop()
        self.book = None
        spec = game_spec(game)
        self.model.new_game(game, spec.normalize_options(None), beginner_seats(game))
        self.finished.emit()

    # ---- internals -------------------------------------------------------------------------
    def _run_step(self) -> None:
        assert self.book is not None
        self._reply_timer.stop()
        step = self.step
        state = step.start()
        spec = game_spec(self.book.game)
        self._accepts = [spec.move_from_text(state, text) for text in step.accepts]
        self.solved = False
        self._accepted = False
        self.model.start_lesson(self.book.game, state, lesson_seats(self.book.game),
                                self._accept)
        self.changed.emit()

    def other_text(self) -> str:
        """The step's sentence (source text) for the legal move it refused last."""
        step = self.step
        if step.explain is not None and self._refused is not None:
            return step.explain(self._refused)
        return step.other

    def judge_part(self, part: str) -> Optional[str]:
        """Judge the first part of a turn (notation, e.g. PILUS's tile as laid before its pawn
        is moved: ``"BYGN@2,0"``) as soon as it is made, so a wrong one is refused at once, not
        after the steps that follow it. None: some move the step teaches goes on from it; else
        the rules' code when no legal move does, or :data:`LESSON_OTHER` (``refused`` says it
        either way). Outside a lesson: None."""
        if not self.active() or self.book is None:
            return None
        spec = game_spec(self.book.game)
        state = self.model.state
        legal = [spec.notation(m) for m in state.legal_moves()]
        if not _goes_on(part, legal):
            code = LESSON_OTHER
            try:
                spec.move_from_text(state, part)
            except (ValueError, TypeError) as exc:      # RulesError is a ValueError
                code = str(getattr(exc, "code", None) or "bad_notation")
            self.refused.emit(code)
            return code
        if self.solved or not _goes_on(part, [spec.notation(m) for m in self._accepts]):
            try:
                self._refused = spec.move_from_text(state, part)
            except (ValueError, TypeError):
                self._refused = None
            self.refused.emit(LESSON_OTHER)
            return LESSON_OTHER
        return None

    def _accept(self, move: Any) -> Optional[str]:
        if self.solved or move not in self._accepts:
            self._refused = move
            return LESSON_OTHER
        self._accepted = True
        return None

    def _on_state(self) -> None:
        if not self._accepted or self.book is None:
            return
        self._accepted = False
        self.solved = True
        if self.is_last_step():
            s = self.model.settings
            if s is not None:
                s.set_lesson_done(self.book.game, self.lesson.id)
        if self.step.reply:
            if self.reply_delay_ms > 0:
                self._reply_timer.start(self.reply_delay_ms)
            else:
                self._reply()
        self.changed.emit()

    def _reply(self) -> None:
        if self.active() and self.solved and self.step.reply:
            self.model.lesson_reply(self.step.reply)

    def _on_illegal(self, code: str) -> None:
        if self.active():
            self.refused.emit(code)

    def _on_game_started(self) -> None:
        # another game took the table (New Game, Open, Continue): the lessons are over
        if self.book is not None and not self.model.in_lesson():
            self._reply_timer.stop()
            self.book = None
            self.finished.emit()


def _goes_on(part: str, moves: List[str]) -> bool:
    """Whether one of ``moves`` (notation) is ``part`` or begins with it, word by word."""
    words = part.split()
    return any(m.split()[:len(words)] == words for m in moves)


__all__ = ["LESSON_OTHER", "BEGINNER_LEVEL", "Step", "Lesson", "LessonBook", "LessonRunner",
           "lesson_book", "has_lessons", "lesson_seats", "beginner_seats"]
