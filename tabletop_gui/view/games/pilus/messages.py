"""PILUS's texts for its codes, translated (contexts "Messages" and "Pilus"): its rules' error
codes, where a tile may not go, the status line's steps, the game-over sentence, the tiles
left, the chips over the table (a level, points, what the ghost's spot scores)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, Optional

from PySide6.QtCore import QCoreApplication, QObject

from ....model.seats import in_sentence, naming, spoken
from ...messages import game_over_status, illegal_move_message, names_list

if TYPE_CHECKING:
    from ...game_over import EndingSummary

translate = QCoreApplication.translate


def error_message(code: str) -> str | None:
    """The sentence for one of PILUS's rules' error codes; None for a code it does not have."""
    texts = {
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
        "colour_match_short": translate("Messages", "Colour match short: too few squares match the "
                                  "colours below."),
        "covers_protected_region": translate("Messages", "That would cover a region protected by another "
                                       "player's pawn."),
        "merges_pawn_regions": translate("Messages", "That would merge two pawns' regions into one."),
        "pawn_target_not_allowed": translate("Messages", "The pawn can go onto the new tile or one step to a "
                                       "covered neighbouring cell."),
        "pawn_into_opponent_region": translate("Messages", "The pawn cannot enter a region holding another "
                                         "pawn."),
    }
    return texts.get(code)


def illegal_move_text(code: str) -> str:
    """Any refusal during a game of PILUS."""
    return error_message(code) or illegal_move_message(code)


def hint_withheld_text() -> str:
    """Why Game > Hint gives nothing behind the privacy screen: it would name a tile of a
    hand nobody has revealed yet (context "MainWindow", where it was first translated)."""
    return translate("MainWindow", "No hint while the tiles are hidden.")


def placement_message(code: str, level: int | None = None) -> str:
    """Why a PILUS tile may not go where the pointer is (the status line)."""
    if code == "colour_match_short" and level is not None:
        # on level L at least L - 1 squares match: "at least 1 square", "at least 2 squares"
        return Messages().colour_match(level, level - 1)
    return illegal_move_text(code)


def status_message(step: str, who: str, *, computer: bool = False,
                   over: bool = False, you: bool = False) -> str:
    """The status line: what the player to move does now (``who``, as the table names them:
    ``you`` when they are the one person against the computer, spoken to)."""
    if over:
        return game_over_status()
    if computer:
        # (the computer's seat is named by its level: "Computer — Medium is thinking…")
        return in_sentence(translate("Messages", "%1 is thinking…"), who)
    if you:
        return {
            "lay": translate("Messages", "Choose a tile, turn it (Q/E, Ctrl+wheel or the buttons) "
                                         "and click the table where its outlined ghost shows it."),
            "pawn": translate("Messages", "Click a glowing cell to move your pawn there, or Stay."),
            "enter": translate("Messages", "Click a glowing cell of the tile just laid to put "
                                           "your pawn there, or Stay to keep it off the table."),
            "pass": translate("Messages", "You cannot lay any tile: press Pass."),
            "inactive": translate("Messages", "Your turn."),
        }.get(step, "")
    texts = {
        "lay": translate("Messages", "%1: choose a tile, turn it (Q/E, Ctrl+wheel or the buttons) and click the "
                   "table where its outlined ghost shows it."),
        "pawn": translate("Messages", "%1: click a glowing cell to move your pawn there, or Stay."),
        "enter": translate("Messages", "%1: click a glowing cell of the tile just laid to put "
                                       "your pawn there, or Stay to keep it off the table."),
        "pass": in_sentence(translate("Messages", "%1 cannot lay any tile: press Pass."), who),
        "inactive": naming(who, translate("Messages", "%1 to play."),
                           translate("Messages", "Player %1 to play.")),
        "privacy": naming(who, translate("Messages", "Pass the screen to %1."),
                          translate("Messages", "Pass the screen to Player %1.")),
    }
    return texts.get(step, "").replace("%1", who)


def game_over_message(winners: Optional[Iterable[int]], names: Sequence[str],
                      scores: Sequence[Any], you: Optional[int] = None) -> str:
    """"Ana wins with 42 points." / "Ana and Bo share the win with 40 points." plus every
    score; ``you``: the seat of the one person against the computer ("You win with…")."""
    winners = list(winners or [])
    table = ", ".join(f"{names[p]} {scores[p]}" for p in range(len(names)))
    points = int(scores[winners[0]]) if winners else 0
    if winners == [you]:
        head = Messages().you_win(points)
    elif len(winners) == 1:
        head = in_sentence(Messages().wins(points), names[winners[0]])
    else:
        head = spoken_list(Messages().share(points), [names[p] for p in winners])
    return head + " " + translate("Messages", "Final scores: %1.").replace("%1", table)


# Plural messages go through QObject.tr: pyside6-lupdate before 6.12 records the plural forms
# of tr() calls only, not of QCoreApplication.translate(). The class names are the contexts.
class Messages(QObject):
    def wins(self, points: int) -> str:
        return self.tr("%1 wins with %n point(s).", "", points)

    def you_win(self, points: int) -> str:
        return self.tr("You win with %n point(s).", "", points)

    def share(self, points: int) -> str:
        return self.tr("%1 share the win with %n point(s).", "", points)

    def colour_match(self, level: int, count: int) -> str:
        return self.tr("Colour match short: on level %1, at least %n square(s) must match the "
                       "colours below.", "", count).replace("%1", str(level))


class Pilus(QObject):
    def tiles_left(self, count: int) -> str:
        if count == 0:          # (not "0 tiles": every language says none in words)
            return self.tr("No tiles left to draw")
        return self.tr("%n tile(s) left to draw", "", count)


def tiles_left_text(count: int) -> str:
    """"12 tiles left to draw", in the current language."""
    return Pilus().tiles_left(count)


def banner_instruction(step: str, name: str, *, computer: bool = False,
                       thinking: bool = False) -> str:
    """The banner's one short line: what the player to move does now. Behind the privacy
    screen ("privacy") it says nothing of the hand."""
    if computer:
        if thinking:
            return translate("Messages", "Thinking…")      # (the pill beside it names who)
        return translate("Messages", "Waiting for the computer")
    texts = {
        "lay": translate("Messages", "Lay a tile: pick one, turn it, click the table"),
        "pawn": translate("Messages", "Move your pawn one step or stay"),
        # (the pawn still off the table: docs/RULES.md §2.5)
        "enter": translate("Messages", "Put your pawn on the tile just laid, or stay"),
        "pass": translate("Messages", "None of your tiles fits: pass"),
        "privacy": naming(name, translate("Messages", "Waiting for %1 to be ready"),
                          translate("Messages", "Waiting for Player %1 to be ready")),
    }
    return texts.get(step, "")


def level_text(level: int) -> str:
    """The level chip's text, e.g. "level 2"."""
    return translate("Pilus", "level %1").replace("%1", str(level))


def points_text(points: int) -> str:
    """A scoring region's chip, e.g. "+8"."""
    return translate("Pilus", "+%1").replace("%1", str(points))


def ghost_text(level: int, refused: Optional[str], preview: Any, name: Callable[[int], str],
               spots: Optional[str] = None,
               you: Callable[[int], bool] = lambda seat: False) -> str:
    """The chip beside a ghost on ``level``: its level and what the turn scores ("Level 2: +12
    = 2 × 6", from the rules' ``preview``), the regions a pawn keeps from scoring (``name`` of
    the pawn's seat), or why the tile may not go there (``refused``); ``spots``, the
    overlapping spots' line, under it."""
    lines = []
    if refused is not None:
        lines.append(translate("Pilus", "Level %1: not here").replace("%1", str(level)))
        lines.append(refused)
    elif preview is not None:
        pv = preview
        if pv.points:
            score = f"+{pv.points} = {pv.level} × {pv.cells}"
        else:
            score = translate("Pilus", "+0: no square joins one of its colour")
        lines.append(translate("Pilus", "Level %1: %2").replace("%1", str(level))
                     .replace("%2", score))
        for region, guard in zip(pv.protected, pv.guards, strict=True):
            if you(guard):
                lines.append(translate("Pilus", "Your pawn: %1 squares score nothing")
                             .replace("%1", str(len(region))))
                continue
            lines.append(naming(name(guard), translate("Pilus", "%1's pawn: %2 squares score nothing"),
                                translate("Pilus", "Player %1's pawn: %2 squares score nothing"))
                         .replace("%2", str(len(region))))
    else:
        lines.append(level_text(level))
    if spots is not None:
        lines.append(spots)
    return "\n".join(lines)


def result_title(winners: Sequence[int], name: Callable[[int], str],
                 you: Callable[[int], bool]) -> str:
    """"You win", "Ana wins", "Shared win: Ana and Bo"."""
    if len(winners) == 1:
        if you(winners[0]):
            return translate("Pilus", "You win")
        return in_sentence(translate("Pilus", "%1 wins"), name(winners[0]))
    return spoken_list(translate("Pilus", "Shared win: %1"), [name(x) for x in winners])


def spoken_list(sentence: str, names: Sequence[str]) -> str:
    """``sentence`` with the list of ``names`` (each as a sentence says it: "el Jugador 1 y
    el Jugador 3") for its %1, its first letter capital when the list begins it."""
    listed = names_list(spoken(n) for n in names)
    text = sentence.replace("%1", listed)
    if sentence.startswith("%1") and listed != names_list(names) and text:
        text = text[0].upper() + text[1:]
    return text


def ending_summary(state: Any, reason: str, seats: int, name: Callable[[int], str],
                   colour: Callable[[int], str],
                   you: Callable[[int], bool] = lambda seat: False) -> "EndingSummary":
    """The game-over card of a finished game (``state``, ended for ``reason``, "tiles" or
    "blocked"): the winner (or winners) in their colour, why the game ended, and every
    player's final score, best first; ``name`` and ``colour`` of each of the ``seats``."""
    from ...game_over import EndingSummary, GameOver

    winners = list(state.result or [])
    title = result_title(winners, name, you)
    title_colour = colour(winners[0]) if len(winners) == 1 else None
    texts = GameOver()
    order = sorted(range(seats), key=lambda p: -int(state.scores[p]))
    # why it ended first, across the card, as the game's: under a player's score it read as
    # theirs
    lines: list[tuple[str, Optional[str]]] = []
    if reason == "tiles":
        lines.append((translate("GameOver", "Every tile has been laid."), None))
    elif reason == "blocked":
        lines.append((translate("GameOver", "Tiles were left, but nobody could lay one."),
                      None))
    first = len(lines)
    lines += [(texts.player_points(name(p), int(state.scores[p])), colour(p)) for p in order]
    return EndingSummary(title, title_colour, tuple(lines), results=(first, len(lines)))
