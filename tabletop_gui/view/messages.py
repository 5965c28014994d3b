"""Every user-facing text for a code, in one place, translated (context "Messages").

Rules errors (``IllegalMoveError.code`` / ``InvalidMoveError.code``), the model's
"not_your_turn", game-file errors (``GameFileError.code``), the status line's steps and the
game-over sentences.
"""

from __future__ import annotations

import os
import re
from typing import Iterable

from PySide6.QtCore import QCoreApplication, QObject

from ..model.gamefile import shown_notation

translate = QCoreApplication.translate



def colour_name(colour: str) -> str:
    return {"light": translate("Messages", "Light"), "dark": translate("Messages", "Dark")}.get(colour, colour)


def illegal_move_message(code: str) -> str:
    texts = {
        "bad_notation": translate("Messages", "That is not a move. Write e.g. 1b2, 1a1-2b2 or 2b2x2b2x1c3."),
        "unknown_place": translate("Messages", "There is no such place. Places run from 1a1 to 4a1."),
        "game_over": translate("Messages", "The game is over."),
        "not_available": translate("Messages", "A sphere cannot go there: the place is taken or not fully "
                             "supported."),
        "reserve_empty": translate("Messages", "Your reserve is empty."),
        "not_own_sphere": translate("Messages", "You can only raise one of your own spheres."),
        "not_free": translate("Messages", "That sphere is not free: another sphere rests on it."),
        "not_higher": translate("Messages", "A raised sphere must go to a higher level."),
        "supports_destination": translate("Messages", "That sphere supports the place you want to raise it to."),
        "takeback_required": translate("Messages", "You completed a pattern: take back one or two of your free "
                                 "spheres."),
        "no_pattern": translate("Messages", "You may only take spheres back after completing a pattern."),
        "too_many_takebacks": translate("Messages", "You may take back at most two spheres."),
        "takeback_not_own": translate("Messages", "You can only take back your own spheres."),
        "takeback_not_free": translate("Messages", "You can only take back a free sphere."),
        "takeback_repeated": translate("Messages", "You cannot take back the same sphere twice."),
        "not_your_turn": translate("Messages", "Wait: it is the computer's turn."),
        # PILUS
        "bad_syntax": translate("Messages", "That is not a PILUS turn. Write e.g. BYGN@2,0 p3,1, or pass."),
        "bad_tile": translate("Messages", "A tile shows blue (B), yellow (Y), grey (G) and green (N) once each."),
        "must_pass": translate("Messages", "None of your tiles can be laid: you must pass."),
        "cannot_pass": translate("Messages", "You can lay a tile, so you cannot pass."),
        "not_in_hand": translate("Messages", "You have no such tile in your hand."),
        "not_adjacent": translate("Messages", "A tile on the table must touch the tiles already laid."),
        "too_little_support": translate("Messages", "Too little support: at least 3 of the 4 squares must rest "
                                  "on one level."),
        "single_tile_support": translate("Messages", "A tile may not rest on a single tile."),
        "level_too_high": translate("Messages", "Tiles cannot go higher than level 5."),
        # the level and the count: placement_message (Messages.colour_match)
        "colour_match_short": translate("Messages", "Colour match short: too few squares match the "
                                  "colours below."),
        "covers_protected_region": translate("Messages", "That would cover a region protected by another "
                                       "player's pawn."),
        "merges_pawn_regions": translate("Messages", "That would merge two pawns' regions into one."),
        "pawn_target_not_allowed": translate("Messages", "The pawn can go onto the new tile or one step to a "
                                       "covered neighbouring cell."),
        "pawn_into_opponent_region": translate("Messages", "The pawn cannot enter a region holding another "
                                         "pawn."),
        "inactive": translate("Messages", "Wait for your turn."),
    }
    return texts.get(code, translate("Messages", "That move is not allowed."))


# a file name longer than this is shortened in the middle in messages (a dialog stays narrow)
FILE_NAME_SHOWN = 60


def shown_file_name(path: str, limit: int = FILE_NAME_SHOWN) -> str:
    """The name of the file at ``path`` (no folder), elided in the middle when very long."""
    name = os.path.basename(os.path.normpath(path)) or path
    if len(name) <= limit:
        return name
    head = (limit - 1) // 2
    return name[:head] + "…" + name[len(name) - (limit - 1 - head):]


def file_error_message(error) -> str:
    """A GameFileError (or its code) as a sentence; named after the file when it has one
    (``“game.tabletop”: The file is damaged…``)."""
    text = _file_error_sentence(error)
    path = getattr(error, "path", None)
    if path:
        # in one pass: a "%2" in the file's name must stay as it is
        text = _fill(translate("Messages", "“%1”: %2"), shown_file_name(path), text)
    return text


def _file_error_sentence(error) -> str:
    code = getattr(error, "code", error)
    texts = {
        "unreadable": translate("Messages", "The file could not be read."),
        "not_json": translate("Messages", "The file is damaged or is not a saved game."),
        "not_a_game": translate("Messages", "The file is not a saved game."),
        "newer_version": translate("Messages", "The game was saved by a newer version of the app."),
        "bad_field": translate("Messages", "The saved game is incomplete or damaged."),
        "unwritable": translate("Messages", "The game could not be saved there."),
    }
    if code == "illegal_move":
        number = getattr(error, "move_number", None)
        notation = getattr(error, "notation", None)
        if number is not None:
            return (translate("Messages", "Move %1 (%2) in the saved game is not legal.")
                    .replace("%1", str(number)).replace("%2", shown_notation(notation or "?")))
        return translate("Messages", "A move in the saved game is not legal.")
    return texts.get(code, translate("Messages", "The game file could not be used."))


def status_message(step: str, mover: str | None, *, computer: bool = False,
                   over: bool = False) -> str:
    """The status line: what the player to move does now."""
    who = colour_name(mover or "")
    if over:
        return translate("Messages", "The game is over. Start a new game from the Game menu.")
    if computer:
        return translate("Messages", "%1 (computer) is thinking…").replace("%1", who)
    texts = {
        "choose": translate("Messages", "%1 to play: place a sphere from the reserve, or click one of your "
                      "free spheres to raise it."),
        "raise": translate("Messages", "%1: click a highlighted place to raise the sphere to, or Escape to "
                     "choose again."),
        "take_first": translate("Messages", "%1 completed a pattern: click one or two of your glowing spheres to "
                          "take them back."),
        "take_second": translate("Messages", "%1: take back a second sphere, or press Done to keep it at one."),
        "inactive": translate("Messages", "%1 to play."),
    }
    return texts.get(step, "").replace("%1", who)


def game_over_message(result: str, reason: str) -> str:
    if result == "draw" or reason == "repetition":
        return translate("Messages", "Draw: the same position occurred three times.")
    winner = colour_name(result)
    loser = colour_name("dark" if result == "light" else "light")
    if reason == "top":
        return translate("Messages", "%1 wins by crowning the pyramid.").replace("%1", winner)
    if reason == "reserve":
        return (translate("Messages", "%1 wins: %2's reserve is empty.").replace("%1", winner)
                .replace("%2", loser))
    return translate("Messages", "%1 wins.").replace("%1", winner)


def placement_message(code: str, level: int | None = None) -> str:
    """Why a PILUS tile may not go where the pointer is (the status line)."""
    if code == "colour_match_short" and level is not None:
        # on level L at least L - 1 squares match: "at least 1 square", "at least 2 squares"
        return Messages().colour_match(level, level - 1)
    return illegal_move_message(code)


def pilus_status_message(step: str, who: str, *, computer: bool = False,
                         over: bool = False) -> str:
    if over:
        return translate("Messages", "The game is over. Start a new game from the Game menu.")
    if computer:
        return translate("Messages", "%1 (computer) is thinking…").replace("%1", who)
    texts = {
        "lay": translate("Messages", "%1: choose a tile, turn it (Q/E, Ctrl+wheel or the buttons) and click the "
                   "table where the green ghost shows it."),
        "pawn": translate("Messages", "%1: click a glowing cell to move your pawn there, or Stay."),
        "pass": translate("Messages", "%1 cannot lay any tile: press Pass."),
        "inactive": translate("Messages", "%1 to play."),
        "privacy": translate("Messages", "Pass the screen to %1."),
    }
    return texts.get(step, "").replace("%1", who)


def pilus_game_over_message(winners, names, scores) -> str:
    """"Ana wins with 42 points." / "Ana and Bo share the win with 40 points." plus every
    score."""
    winners = list(winners or [])
    table = ", ".join(f"{names[p]} {scores[p]}" for p in range(len(names)))
    points = int(scores[winners[0]]) if winners else 0
    if len(winners) == 1:
        head = Messages().wins(points).replace("%1", names[winners[0]])
    else:
        head = Messages().share(points).replace("%1", names_list(names[p] for p in winners))
    return head + " " + translate("Messages", "Final scores: %1.").replace("%1", table)


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


# Plural messages go through QObject.tr: pyside6-lupdate before 6.12 records the plural forms
# of tr() calls only, not of QCoreApplication.translate(). The class names are the contexts.
class Messages(QObject):
    def wins(self, points: int) -> str:
        return self.tr("%1 wins with %n point(s).", "", points)

    def share(self, points: int) -> str:
        return self.tr("%1 share the win with %n point(s).", "", points)

    def colour_match(self, level: int, count: int) -> str:
        return self.tr("Colour match short: on level %1, at least %n square(s) must match the "
                       "colours below.", "", count).replace("%1", str(level))


class Pilus(QObject):
    def tiles_left(self, count: int) -> str:
        return self.tr("%n tile(s) left to draw", "", count)


def tiles_left_text(count: int) -> str:
    """"12 tiles left to draw", in the current language."""
    return Pilus().tiles_left(count)
