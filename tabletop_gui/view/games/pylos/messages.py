"""Pylos's texts for its codes, translated (context "Messages"): its rules' error codes, the
status line's steps, the game-over sentences, the colours' names, who is who.

Who is who: given the game's ``seats``, a player is named as the table names them
(:func:`~tabletop_gui.model.seats.who_sits`): "You" and "Computer — Medium" in a game against
the computer, the colours between two people; the sentences speak to "you" ("You win").
Without ``seats``, by colour.
"""

from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QCoreApplication

from ....model.seats import is_you, seat_is_computer, who_sits
from ...messages import game_over_status, illegal_move_message

translate = QCoreApplication.translate

COLOURS = ("light", "dark")        # the seats' colours, in seat order


def colour_name(colour: str) -> str:
    return {"light": translate("Messages", "Light"), "dark": translate("Messages", "Dark")}.get(colour, colour)


def who(colour: str, seats: Optional[Sequence[str]] = None) -> str:
    """The player of ``colour`` as the table names them ("You", "Computer — Medium", "Light")."""
    if seats is None or colour not in COLOURS or len(seats) != len(COLOURS):
        return colour_name(colour)
    return who_sits(seats, COLOURS.index(colour), colour_name(colour))


def you(colour: Optional[str], seats: Optional[Sequence[str]]) -> bool:
    """``colour`` is the one person's of a game against the computer (sentences say "you")."""
    return (seats is not None and colour in COLOURS and len(seats) == len(COLOURS)
            and is_you(seats, COLOURS.index(colour)))


def computer(colour: Optional[str], seats: Optional[Sequence[str]]) -> bool:
    """The computer plays ``colour``: the table names it by its level, one player, where a
    colour names the players of its spheres, a plural in Spanish and Romanian ("Ganan
    Claras", "Gana Ordenador — Medio"): the sentences with a verb to agree say which."""
    return (seats is not None and colour in COLOURS and len(seats) == len(COLOURS)
            and seat_is_computer(seats[COLOURS.index(colour)]))


def error_message(code: str) -> str | None:
    """The sentence for one of Pylos's rules' error codes; None for a code it does not have."""
    texts = {
        "bad_notation": translate("Messages", "That is not a move. Write e.g. 1b2, 1a1-2b2 or 2b2x2b2x1c3."),
        "unknown_place": translate("Messages", "There is no such place. Places run from 1a1 to 4a1."),
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
    }
    return texts.get(code)


def refusal_text(code: str, owner: str | None = None) -> str:
    """Why a click on the table did nothing (:meth:`.turn_input.TurnInput.why_not`'s codes),
    ``owner`` the colour of the sphere clicked."""
    if code == "raise_other":
        return (translate("Messages", "That sphere is Dark's: you may raise only your own.")
                if owner == "dark" else
                translate("Messages", "That sphere is Light's: you may raise only your own."))
    if code == "take_other":
        return (translate("Messages", "That sphere is Dark's: you may take back only your own.")
                if owner == "dark" else
                translate("Messages", "That sphere is Light's: you may take back only your "
                                      "own."))
    if code in ("take_first", "take_second"):
        return banner_instruction(code, owner or "light") + "."
    texts = {
        "raise_supports": translate("Messages", "That sphere cannot be raised: it holds up "
                                                "others."),
        "raise_nowhere": translate("Messages", "That sphere cannot be raised: there is no free "
                                               "place higher up that it does not hold up."),
        "take_supports": translate("Messages", "That sphere cannot be taken back: it holds up "
                                               "others."),
        "not_destination": translate("Messages", "The sphere cannot go there: click one of the "
                                                 "glowing places higher up, or Escape to "
                                                 "choose again."),
        "use_reserve": translate("Messages", "Click a glowing hollow to place a sphere from "
                                             "your reserve."),
        "not_a_place": translate("Messages", "Place a sphere on a free, supported place, or "
                                             "raise one of yours."),
    }
    return texts.get(code, "")


def illegal_move_text(code: str) -> str:
    """Any refusal during a game of Pylos."""
    return error_message(code) or illegal_move_message(code)


def status_message(step: str, mover: str | None, *, computer: bool = False,
                   over: bool = False, seats: Optional[Sequence[str]] = None) -> str:
    """The status line: what the player to move does now."""
    name = who(mover or "", seats)
    if over:
        return game_over_status()
    if computer:
        if seats is not None and any(seat_is_computer(s) for s in seats):
            # the computer's name says it is the computer
            return translate("Messages", "%1 is thinking…").replace("%1", name)
        return translate("Messages", "%1 (computer) is thinking…").replace("%1", name)
    if you(mover, seats):
        return {
            "choose": translate("Messages", "Your turn: place a sphere from the reserve, or click "
                                            "one of your free spheres to raise it."),
            "raise": translate("Messages", "Click a highlighted place to raise the sphere to, or "
                                           "Escape to choose again."),
            "take_first": translate("Messages", "You completed a pattern: click one or two of "
                                                "your glowing spheres to take them back."),
            "take_second": translate("Messages", "Take back a second sphere, or press Done to "
                                                 "keep it at one."),
            "inactive": translate("Messages", "Your turn."),
        }.get(step, "")
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
    return texts.get(step, "").replace("%1", name)


def game_over_message(result: str, reason: str,
                      seats: Optional[Sequence[str]] = None) -> str:
    if result == "draw" or reason == "repetition":
        return translate("Messages", "Draw: the same position occurred three times.")
    other = "dark" if result == "light" else "light"
    winner = who(result, seats)
    loser = who(other, seats)
    if you(result, seats):
        if reason == "top":
            return translate("Messages", "You win by crowning the pyramid.")
        if reason == "reserve":
            return translate("Messages", "You win: the computer's reserve is empty.")
        return translate("Messages", "You win.")
    if you(other, seats) and reason == "reserve":
        return translate("Messages", "%1 wins: your reserve is empty.").replace("%1", winner)
    one = computer(result, seats)   # else a colour: its players (the verb agrees)
    if reason == "top":
        text = (translate("Messages", "%1 wins by crowning the pyramid.", "the computer: one player") if one
                else translate("Messages", "%1 wins by crowning the pyramid."))
        return text.replace("%1", winner)
    if reason == "reserve":
        # (no person plays: two computers; else two people, the colours)
        text = (translate("Messages", "%1 wins: %2's reserve is empty.",
                          "both players are computers, one player each") if one
                else translate("Messages", "%1 wins: %2's reserve is empty."))
        return text.replace("%1", winner).replace("%2", loser)
    text = (translate("Messages", "%1 wins.", "the computer: one player") if one
            else translate("Messages", "%1 wins."))
    return text.replace("%1", winner)


def banner_who(colour: str, seats: Sequence[str]) -> str:
    """The banner's name of the player to move: "You", "Computer — Medium", "Light"."""
    return who(colour, seats)


def banner_instruction(step: str, colour: str, *, computer: bool = False,
                       thinking: bool = False) -> str:
    """The banner's one short line: what the player to move does now (the pill beside it
    names who)."""
    if computer:
        if thinking:
            return translate("Messages", "Thinking…")
        return translate("Messages", "Waiting for the computer")
    texts = {
        "choose": translate("Messages", "Place a sphere or raise one of yours"),
        "raise": translate("Messages", "Click where the sphere goes, higher up"),
        "take_first": translate("Messages", "Take back one or two of your spheres"),
        "take_second": translate("Messages", "Take back a second sphere, or press Done"),
    }
    return texts.get(step, "")


def hint_text(move: object) -> str:
    """A hint in words, each place as the board's rim names it with its level ("Hint: place
    a sphere on b3, level 1"), never the move's notation."""
    from ....model.games.pylos import place_name

    src, dst = getattr(move, "src", None), str(getattr(move, "dst", ""))
    if src:
        text = (translate("Messages", "Hint: raise %1, level %2, to %3, level %4")
                .replace("%1", place_name(src)).replace("%2", src[0])
                .replace("%3", place_name(dst)).replace("%4", dst[0]))
    else:
        text = (translate("Messages", "Hint: place a sphere on %1, level %2")
                .replace("%1", place_name(dst)).replace("%2", dst[0]))
    takes = list(getattr(move, "canonical_order_takes", ()) or ())
    if takes:
        text += translate("Messages", ", then take back %1").replace("%1", ", ".join(
            translate("Messages", "%1, level %2").replace("%1", place_name(p)).replace("%2", p[0])
            for p in takes))
    return text


def turn_line(mover: str, seats: Sequence[str], *, computer: bool) -> str:
    """The panel's turn line: "Your move", "Computer — Medium to move", "Light to move"."""
    if you(mover, seats):
        return translate("MainWindow", "Your move")
    if computer and not any(seat_is_computer(s) for s in seats):
        return translate("MainWindow", "%1 to move (computer)").replace("%1", who(mover, seats))
    return translate("MainWindow", "%1 to move").replace("%1", who(mover, seats))


def result_short(result: str, seats: Optional[Sequence[str]] = None) -> str:
    """The end card's title and the turn line at the end: "You win", "Light wins", "Draw"."""
    if result == "draw":
        return translate("MainWindow", "Draw")
    if you(result, seats):
        return translate("MainWindow", "You win")
    text = (translate("MainWindow", "%1 wins", "the computer: one player") if computer(result, seats)
            else translate("MainWindow", "%1 wins"))
    return text.replace("%1", who(result, seats))


def ending_line(reason: str, winner: str, seats: Sequence[str]) -> Optional[tuple[str, str]]:
    """The end card's line of how ``winner`` won (and the colour of whom it names), or None."""
    loser = "dark" if winner == "light" else "light"
    if reason == "top":
        if you(winner, seats):
            return translate("GameOver", "You crowned the pyramid with the last sphere."), winner
        return (translate("GameOver", "%1 crowned the pyramid with the last sphere.")
                .replace("%1", who(winner, seats)), winner)
    if reason == "reserve":
        if you(loser, seats):
            return translate("GameOver", "You have no sphere left to play."), loser
        return (translate("GameOver", "%1 has no sphere left to play.")
                .replace("%1", who(loser, seats)), loser)
    return None
