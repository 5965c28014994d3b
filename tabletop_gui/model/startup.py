"""What the app does with the model at start: open the file given on the command line, else
offer the unfinished games autosaved by earlier runs, else start a game with the last New
Game choices.

The app (view layer) calls :func:`start_session` and then shows what the result asks for:
an error message (``error``) or a "Resume your game?" question for each of ``resumes``.

Opening a file never touches an unfinished autosaved game: the model writes its own autosave
slot, and the earlier run's game waits in its slot until the person resumes or discards it
(it is offered at the next start without a file).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional

from .game_model import GameModel
from .gamefile import GameFileError


@dataclass
class StartResult:
    kind: str                                  # "opened" | "resume_offer" | "new"
    error: Optional[GameFileError] = None      # the command-line file could not be opened
    resume: Optional[Dict[str, Any]] = None    # the newest of resumes, for "resume_offer"
    resumes: List[Dict[str, Any]] = field(default_factory=list)   # resumable_autosaves()


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


def start_session(model: GameModel, game_file: Optional[str] = None,
                  default_game: Optional[str] = None) -> StartResult:
    """Open ``game_file`` if given (a failure falls back to the usual start, with ``error``
    set); else, if unfinished games were autosaved, return ``resume_offer`` leaving them
    untouched (the app calls ``model.resume_autosave(path)``, ``model.discard_autosave(path)``
    or :func:`new_game_from_settings` with the answers); else start a new game."""
    error = None
    if game_file:
        try:
            model.load(game_file)
            return StartResult("opened")
        except GameFileError as exc:
            error = exc
    resumes = model.resumable_autosaves()
    if resumes:
        return StartResult("resume_offer", error, resumes[0], resumes)
    new_game_from_settings(model, default_game)
    return StartResult("new", error)
