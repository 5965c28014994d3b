"""What the app does with the model at start: open the file given on the command line, else
show the start page, which offers the unfinished games autosaved by earlier runs
(:func:`unfinished_games`) beside the games to start.

The app (view layer) calls :func:`open_start` and then shows what the result asks for:
an error message (``error``), and the table (``"opened"``) or the start page
(``"start_page"``). Nothing is asked before the window shows.

Opening a file never touches an unfinished autosaved game: the model writes its own autosave
slot, and the earlier run's game waits in its slot until the person resumes or discards it
(it is offered at the next start without a file).
"""

from __future__ import annotations

from functools import cached_property
from typing import Any, Dict, List, Optional

from .autosave import Autosave
from .game_model import GameModel
from .gamefile import GameFileError
from .plain import Plain


class StartResult(Plain):
    """(A plain class, not a dataclass: model.plain; a ``__dict__`` for :attr:`resumes`.)"""

    _fields = ("kind", "error")
    _compared = _fields

    def __init__(self, kind: str, error: Optional[GameFileError] = None,
                 model: Optional[GameModel] = None) -> None:
        self.kind = kind                # "opened" | "start_page"
        self.error = error              # the command-line file could not be opened
        self.model = model

    @cached_property
    def resumes(self) -> List[Dict[str, Any]]:
        """The model's ``resumable_autosaves()`` (none when a file was opened): read when
        first asked, not before the window's first paint (reading a slot replays its game
        through the rules; the start page lists them after the paint)."""
        if self.kind != "start_page" or self.model is None:
            return []
        return self.model.resumable_autosaves()

    @property
    def resume(self) -> Optional[Dict[str, Any]]:
        """The newest of :attr:`resumes`."""
        return self.resumes[0] if self.resumes else None


class Unfinished(Plain):
    """An unfinished game the start page offers to continue: one an earlier run autosaved
    (``slot``: its autosave file, for ``resume_autosave`` / ``discard_autosave``) or the one on
    the table (``slot`` None). ``state`` is its position now: what may be drawn of it is for the
    view to choose (never a hidden hand). (A plain class, not a dataclass: model.plain.)"""

    _fields = ("game", "options", "seats", "moves", "state", "file_path", "slot", "over")
    __slots__ = _fields

    def __init__(self, game: str, options: Dict[str, Any], seats: List[str], moves: int,
                 state: Any, file_path: Optional[str] = None, slot: Optional[str] = None,
                 over: bool = False) -> None:
        self.game = game
        self.options = options
        self.seats = seats
        self.moves = moves
        self.state = state
        self.file_path = file_path
        self.slot = slot
        self.over = over            # only the table's game may be one that has ended


def new_game_from_settings(model: GameModel, default_game: Optional[str] = None) -> None:
    """A new game with the last New Game choices; the defaults when they are missing or no
    longer valid (a game or option removed since): ``default_game``, or when None the first
    of the registered games (the app registers them in the order it shows them)."""
    choices = model.settings.new_game_choices() if model.settings is not None else None
    if choices:
        try:
            model.new_game(choices["game"], choices["options"], choices["seats"])
            return
        except (KeyError, ValueError, TypeError):
            pass
    model.new_game(default_game)


def open_start(model: GameModel, game_file: Optional[str] = None) -> StartResult:
    """Open ``game_file`` if given (``"opened"``; a failure falls back to the start page, with
    ``error`` set); else ``"start_page"``, leaving the unfinished autosaved games untouched
    (listed in ``resumes`` when asked, newest first) for the person to resume or discard
    there."""
    error = None
    if game_file:
        try:
            model.load(game_file)
            return StartResult("opened")
        except GameFileError as exc:
            error = exc
    return StartResult("start_page", error, model)


def table_game(model: GameModel) -> Optional[Unfinished]:
    """The game on the table, when it is one to come back to: a move played (a game that has
    ended too, to look at again). The whole game, also while a position of it is reviewed."""
    if not model.game_length() or model.in_lesson():
        return None                 # a lesson is no game of the person's
    return Unfinished(model.game, model.options, model.seats, model.game_length(),
                      model.final_state(), model.file_path, None, model.game_over())


def unfinished_games(model: GameModel) -> List[Unfinished]:
    """The games the start page offers to go back to: the one on the table (first; it may
    have ended), then the unfinished games of earlier runs, newest first (a slot that cannot be read is left out,
    and left alone)."""
    found: List[Unfinished] = []
    on_table = table_game(model)
    if on_table is not None:
        found.append(on_table)
    for summary in model.resumable_autosaves():
        path = summary.get("path")
        record = Autosave.read(path if isinstance(path, str) else None)
        if record is None:
            continue
        file_path = record.extra.get("file_path")
        found.append(Unfinished(record.game, dict(record.options), list(record.seats),
                                len(record.moves), record.states[-1],
                                file_path if isinstance(file_path, str) and file_path else None,
                                str(path)))
    return found


__all__ = ["StartResult", "Unfinished", "new_game_from_settings", "open_start",
           "table_game", "unfinished_games"]
