"""What the PILUS panel, the banner over the table and the status line say about the turn:
whose turn it is, the hand (only its holder's, never while another person may look: the one
person against the computer keeps theirs in view, read only, between turns), the scores and
the last turn, what to do now.

:class:`TurnTexts` reads the model and the turn's input and writes the panel and the window's
turn line, banner and status line (through :class:`~tabletop_gui.view.games.base.GameHost`); it
asks its controller only what :class:`TextsTable` names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Optional, Protocol

from PySide6.QtCore import QCoreApplication

from ....model.games.pilus import PAWN_SHAPES
from ....model.seats import naming, seat_is_computer
from . import messages

if TYPE_CHECKING:
    from PySide6.QtWidgets import QAbstractButton

    from ....model.games.pilus.scoresheet import ScoreSheetModel
    from ..base import GameHost
    from .input import PilusTurnInput
    from .panel import PilusPanel

translate = QCoreApplication.translate


class TextsTable(Protocol):
    """What the turn's texts ask of the PILUS controller."""

    model: Any                  # the GameModel
    palette: str                # the tiles' colours ("safe" or "plain")

    def spec(self) -> Any:
        """The game's spec with the game's options (seat names and colours)."""
        ...

    def name(self, seat: int) -> str: ...

    def you(self, seat: int) -> bool: ...

    def names(self) -> list[str]: ...


class TurnTexts:
    """See the module docstring: ``refusal()`` is why the ghost's spot is refused, or None."""

    def __init__(self, table: TextsTable, host: "GameHost", panel: "PilusPanel",
                 turn: "PilusTurnInput", sheet: "ScoreSheetModel",
                 refusal: Callable[[], Optional[str]]) -> None:
        self.table = table
        self.host = host
        self.panel = panel
        self.turn = turn
        self.sheet = sheet
        self.refusal = refusal

    def update(self, private: bool) -> None:
        """The turn line, the tiles left, the hand (only the viewer's, or who holds how many),
        the players' scores, the last turn, the banner and the status line."""
        m = self.table.model
        state = m.state
        p = self.panel
        seat = m.seat_to_move()
        who = self.table.name(seat)
        you = self.table.you(seat)
        if m.is_over():
            text = messages.result_title(state.result or [], self.table.name, self.table.you)
        elif you:
            text = translate("Pilus", "Your move")
        else:
            # (a computer's seat is named by its level: "Computer — Medium to move")
            text = naming(who, translate("Pilus", "%1 to move"),
                          translate("Pilus", "Player %1 to move"))
        self.host.show_turn(text, self.table.spec().seat_colour(seat).name())
        p.tiles_left.setText(messages.tiles_left_text(int(state.tiles_left)))
        if self.turn.view is not None:
            tiles = [t for t in (self.turn.tile(i) for i in range(len(self.turn.hand))) if t is not None]
            p.hand.set_owner(who, you=you)
            p.hand.set_hand(tiles, self.turn.selected, self.turn.step == "lay", self.table.palette)
            if self.turn.step == "pass":
                p.hand.set_info(translate("Pilus", "None of these tiles fits anywhere on the table: "
                                        "press Pass."))
        elif (lone := self.lone_person(private)) is not None:
            # nobody else at the screen: their own tiles stay in view, read only
            p.hand.set_owner(self.table.name(lone), you=self.table.you(lone))
            p.hand.set_hand(list(m.seat_view(lone).hand(lone) or []), -1, False,
                            self.table.palette)
        else:
            p.hand.set_owner(None)
            sizes = ", ".join(f"{self.table.name(i)}: {state.hand_size(i)}"
                              for i in range(len(m.seats)))
            if m.is_over():
                text = ""
            elif private:
                text = naming(who, translate("Pilus", "Hidden until %1 is ready."),
                              translate("Pilus", "Hidden until Player %1 is ready."))
            else:
                text = translate("Pilus", "Tiles in hand — %1").replace("%1", sizes)
            p.hand.set_hidden(text)
        self.banner(private)
        n = len(m.seats)
        spec = self.table.spec()
        p.set_players(self.table.names(), [spec.seat_colour(i) for i in range(n)],
                      [PAWN_SHAPES[i % len(PAWN_SHAPES)] for i in range(n)],
                      [int(state.scores[i]) for i in range(n)],
                      None if m.is_over() else seat)
        last = self.sheet.last_turn()
        if last is not None and not last.is_pass:
            p.set_last_turn(translate("Pilus", "Last turn: %1 %2").replace("%1", self.table.name(last.seat))
                            .replace("%2", last.formula()), spec.seat_colour(last.seat))
        elif last is not None:
            p.set_last_turn(translate("Pilus", "Last turn: you passed") if self.table.you(last.seat)
                            else translate("Pilus", "Last turn: %1 passed").replace(
                                "%1", self.table.name(last.seat)),
                            spec.seat_colour(last.seat))
        else:
            p.set_last_turn("", None)
        self.status(private)

    def lone_person(self, private: bool) -> Optional[int]:
        """The seat of the one person at the screen, all the others the computer's: their
        hand may stay in view while they are not to move (a computer's turn, the game over,
        a review), no other person being there to see it. None among two or more people (a
        hand is shown then only to its holder, on their turn, once ready), in a game the
        computer plays alone, or behind the privacy screen."""
        seats = self.table.model.seats
        people = [i for i, s in enumerate(seats) if not seat_is_computer(s)]
        return people[0] if len(people) == 1 and not private else None

    def banner(self, private: bool) -> None:
        """The banner over the table: the player to move in their colour, what to do now, and
        Stay, Take the tile back or Pass while they apply. Behind the privacy screen it names
        the person awaited and nothing of their hand (not even whether it must pass)."""
        m = self.table.model
        if m.is_over():
            self.host.hide_banner()                    # the game-over card speaks
            return
        if private:
            # the hand-over card stands where the banner was and names who plays now
            self.host.hide_banner()
            return
        seat = m.seat_to_move()
        computer = m.is_computer_turn()
        step = "privacy" if private else self.turn.status_key()
        buttons: list[QAbstractButton] = []
        if not private and self.turn.active:
            if self.turn.step == "pawn":
                buttons = [self.panel.stay_button, self.panel.cancel_button]
            elif self.turn.step == "pass":
                buttons = [self.panel.pass_button]
        self.host.show_banner(self.table.name(seat),
                              self.table.spec().seat_colour(seat),
                              messages.banner_instruction(step, self.table.name(seat),
                                                          computer=computer,
                                                          thinking=m.is_thinking()),
                              buttons)

    def status(self, private: bool = False) -> None:
        """The status line: what to do now, or why the ghost's spot is refused."""
        m = self.table.model
        seat = m.seat_to_move()
        step = "privacy" if private else self.turn.status_key()
        text = messages.status_message(step, self.table.name(seat),
                                       computer=m.is_computer_turn() and not m.is_over(),
                                       over=m.is_over(), you=self.table.you(seat))
        refused = self.refusal()
        if refused is not None:
            text = refused
        self.host.set_status(text)
