"""Pylos's texts for its codes, translated (context "Messages"): its rules' error codes, the
status line's steps, the game-over sentences, the colours' names."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...messages import illegal_move_message, waiting_status

translate = QCoreApplication.translate


def colour_name(colour: str) -> str:
    return {"light": translate("Messages", "Light"), "dark": translate("Messages", "Dark")}.get(colour, colour)


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


def illegal_move_text(code: str) -> str:
    """Any refusal during a game of Pylos."""
    return error_message(code) or illegal_move_message(code)


def status_message(step: str, mover: str | None, *, computer: bool = False,
                   over: bool = False) -> str:
    """The status line: what the player to move does now."""
    who = colour_name(mover or "")
    waiting = waiting_status(who, computer=computer, over=over)
    if waiting is not None:
        return waiting
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


def banner_who(colour: str, *, computer: bool = False) -> str:
    """The banner's name of the player to move: "Light", or "Computer — Dark"."""
    who = colour_name(colour)
    if computer:
        return translate("Messages", "Computer — %1").replace("%1", who)
    return who


def banner_instruction(step: str, colour: str, *, computer: bool = False,
                       thinking: bool = False) -> str:
    """The banner's one short line: what the player to move does now."""
    if computer:
        if thinking:
            return translate("Messages", "%1 is thinking…").replace("%1", colour_name(colour))
        return translate("Messages", "Waiting for the computer")
    texts = {
        "choose": translate("Messages", "Place a sphere or raise one of yours"),
        "raise": translate("Messages", "Click where the sphere goes, higher up"),
        "take_first": translate("Messages", "Take back one or two of your spheres"),
        "take_second": translate("Messages", "Take back a second sphere, or press Done"),
    }
    return texts.get(step, "")
