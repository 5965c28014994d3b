"""The texts for codes every game shares, translated (context "Messages"): the refusals any
game may give (the model's "not_your_turn", "game_over"), game-file errors (the model's
sentence, :func:`tabletop_gui.model.gamefile.file_error_sentence`, named after the file), the
status line once the game is over, lists of names. Each game's own texts (its rules' error
codes, its status steps, its game-over sentences) are in its folder:
``view/games/<game>/messages.py``.
"""

from __future__ import annotations

import os
import re
from typing import Iterable

from PySide6.QtCore import QCoreApplication

from ..model.gamefile import GameFileError, file_error_sentence
from .status import readable

translate = QCoreApplication.translate


def illegal_move_message(code: str) -> str:
    """The sentence for a refusal any game may give (the game's own codes: its controller's
    ``error_message``)."""
    texts = {
        "game_over": translate("Messages", "The game is over."),
        "not_your_turn": translate("Messages", "Wait: it is the computer's turn."),
        "inactive": translate("Messages", "Wait for your turn."),
    }
    return texts.get(code, translate("Messages", "That move is not allowed."))


# a file name longer than this is shortened in the middle in messages (a dialog stays narrow)
FILE_NAME_SHOWN = 60


# the bidirectional classes that can reorder the text around them: right-to-left letters
# (Hebrew, Arabic) and the explicit embeddings, overrides and isolates
_BIDI_CLASSES = frozenset({"R", "AL", "RLE", "RLO", "LRE", "LRO", "PDF", "RLI", "LRI", "FSI",
                           "PDI"})
FSI, PDI = "\u2068", "\u2069"     # first-strong isolate ... pop directional isolate


def shown_file_name(path: str, limit: int = FILE_NAME_SHOWN) -> str:
    """The name of the file at ``path`` (no folder), elided in the middle when very long
    (never between a letter and its combining marks)."""
    name = readable(os.path.basename(os.path.normpath(path)) or path)
    if len(name) <= limit:
        return name
    import unicodedata  # (its tables: for a long name only, not before the first paint)

    head = (limit - 1) // 2
    tail = len(name) - (limit - 1 - head)
    while head > 1 and unicodedata.combining(name[head]):
        head -= 1               # the marks go with their letter, to the "…"
    while tail < len(name) - 1 and unicodedata.combining(name[tail]):
        tail += 1
    return name[:head] + "…" + name[tail:]


def isolated(text: str) -> str:
    """``text`` as a sentence may hold it: a name with right-to-left characters (or a
    directional override) is isolated (FSI … PDI), so it reorders itself alone, never the
    words around it; other text is as it is."""
    if text.isascii():
        return text         # (no right-to-left character; unicodedata's tables not needed)
    import unicodedata

    if any(unicodedata.bidirectional(c) in _BIDI_CLASSES for c in text):
        return FSI + text + PDI
    return text


def file_error_message(error: GameFileError | str) -> str:
    """A GameFileError (or its code) as a sentence; named after the file when it has one
    (``“game.tabletop”: The file is damaged…``)."""
    if isinstance(error, str):
        return file_error_sentence(error)
    text = error.message()
    if error.path:
        # in one pass: a "%2" in the file's name must stay as it is
        text = _fill(translate("Messages", "“%1”: %2"), isolated(shown_file_name(error.path)),
                     text)
    return text


def game_over_status() -> str:
    """The status line once the game is over."""
    # the card over the table offers Play Again, New Game and Review (view/game_over.py)
    return translate("Messages", "The game is over.")


def waiting_status(who: str, *, computer: bool, over: bool) -> str | None:
    """The status line every game shares when no person is to act: the game is over, or the
    computer (``who``) is thinking; None when a person is to act (the game says what to do)."""
    if over:
        return game_over_status()
    if computer:
        return translate("Messages", "%1 (computer) is thinking…").replace("%1", who)
    return None


def _fill(text: str, *args: str) -> str:
    """``text`` with %1, %2 ... replaced in one pass (a name that reads "%2" stays as typed)."""
    return re.sub(r"%(\d)", lambda m: args[int(m.group(1)) - 1]
                  if 0 < int(m.group(1)) <= len(args) else m.group(0), text)


def names_list(names: Iterable[str]) -> str:
    """"Ana", "Ana and Bo", "Ana, Bo and Cy": the winners of a shared PILUS win, joined with
    the current language's words (never a hard-coded "&")."""
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    head = names[0]
    for name in names[1:-1]:
        head = _fill(translate("Messages", "%1, %2", "a list of names: any but the last two"),
                     head, name)
    return _fill(translate("Messages", "%1 and %2", "a list of names: the last two"), head,
                 names[-1])


def learn_title(game: str) -> str:
    """The Help menu's entry for ``game``: "Learn to Play Pylos" (here, not with the lessons'
    widgets: the menus are named before the window's first paint)."""
    from ..model.games import game_spec

    return translate("Lessons", "Learn to Play %1").replace(
        "%1", translate("Games", game_spec(game).title))
