"""The Pylos levels: immutable values (:class:`Level`) in a read-only table (:data:`LEVELS`).

:func:`.policy.choose` takes a level's name or a :class:`Level` itself, so a bench or a test
that measures one setting changed plays ``dataclasses.replace(LEVELS["expert"], ...)`` and
never writes into the app's table. The evidence behind each shipped value is in
bench/RESULTS.md (side-by-side matches against the sparring partner, a 12-ply alpha-beta
search in C: ``python -m bench sparring``).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from types import MappingProxyType
from typing import Any, Mapping, Optional, Union

from .search import EngineSettings

#: the expert's budget by empty places: half the budget from 23 empty places up (the opening),
#: 1.3x at 15-22 (where games are decided), the solver's 14 down as before; side by side at
#: 140,000 nodes against the 12-ply partner it won 41-19 where the same expert with one budget
#: for every move won 31-29, at 13% fewer nodes a game. A timed move ends within
#: ``Level.ceiling`` of the budget given: at the app's 2 s the 1.3x moves get 1.9 s
EXPERT_SCHEDULE: tuple[tuple[int, float], ...] = ((23, 0.5), (15, 1.3))


@dataclass(frozen=True)
class Level:
    """What one level does. The fields after ``book_bank`` are the same in every shipped level
    (their defaults); the bench's variants change them to measure what they would do."""

    #: the level's name (a variant of the bench: the shipped level's name and its prefix)
    name: str
    #: the deepest iteration of the search
    depth: int
    #: the app's time budget a move (None: depth only)
    seconds: Optional[float]
    #: sigma of the random slip added to each root score (1/100 sphere)
    noise: float
    #: the chance of a careless placement (a sphere spent that a raise would have saved)
    careless: float
    #: with this many empty places or fewer (= spheres left in both reserves) the bot solves
    #: the game exactly ("win in N" / "loss in N"), with ``solve_factor`` times its usual
    #: budget. The expert's 14: since the faster solver, side by side the same results as 13
    #: against the sparring partner and against itself
    solve_at: int
    solve_factor: int
    #: leaves of the search with this many empty places or fewer are solved exactly where the
    #: solver can within ``PylosSearch.probe_nodes`` (its nodes count in the move's budget).
    #: The expert's 8: at 170,000 nodes against the 12-ply partner, standard rules, 60
    #: openings, 81-39 where the same expert without probes won 72-48 (11 of the 13 differing
    #: pairs); 10 no better; the children's and mature rules showed no measurable difference
    probe_at: int
    #: evaluate with the weights learnt offline (:mod:`.evaluation`; the hand-written
    #: evaluation where a variant has none)
    learnt: bool
    #: with ``learnt``: the pattern tables of :mod:`.ntuple` where the variant has some (all
    #: three rules: each measured against the linear weights alone)
    tables: bool
    #: with this many empty places or fewer, a move the search chose (not proven by the
    #: solver) is checked by the solver, and searched again without it where the opponent
    #: provably wins after it, within ``check_factor`` times the plain budget more
    #: (:func:`.policy.blunder_check`; 0: off). The expert's 12: there it comes into play only
    #: where the solver did not decide (the mature rules' long endgames; side by side, mature,
    #: 80 games: 79-1-0 against 76-1-3, the 3 differing games to the check; standard, 120
    #: openings: every game move for move the same)
    check_at: int
    #: the move's budget (time and nodes alike) by empty places: ``(from_empty, factor)``
    #: pairs, highest ``from_empty`` first; a position with at least ``from_empty`` empty
    #: places (the first pair that fits) gets ``factor`` times the level's budget, one that
    #: fits none 1x. Empty: every move the same budget
    schedule: tuple[tuple[int, float], ...]
    #: play from the book (:mod:`.book`: the exact value of every position with many empty
    #: places, from the retrograde analysis of the whole game) where it covers every move's
    #: position: a won or drawn position keeps its value (:func:`.policy.book_choice`); in a
    #: lost one the search chooses, and the result says "loss"
    book: bool
    #: in a position the book says is lost: set a trap where one is found (a move whose
    #: natural reply, the search's own, throws the win away: :func:`.policy.swindle_choice`),
    #: else the search's most stubborn move with the budget left
    swindle: bool
    #: how many searches answer as the opponent (:func:`.policy.swindle_models`): 1, the
    #: learnt evaluation's alone; 2, with the hand-written one, both must fall for the trap;
    #: 3, with the learnt linear weights too, two of the three must (as the first player
    #: against the 12-ply partner, side by side over 150 openings: 133-17 with three, 127-23
    #: with two, 118-32 with one, 107-43 without traps); 4, with the pattern tables' one-ply
    #: answer too (:data:`.policy.QUICK_DEPTH`), two of the four must (side by side over 354
    #: fresh openings as the first player, 312-42 against 303-51 with three, 15 of the 21
    #: differing pairs to four)
    swindle_models: int
    #: in a position the book says is lost and the trap book (:mod:`.traps`) holds: its move,
    #: the one a 12-ply alpha-beta opponent answered wrongly most often under many seeds
    #: (computed offline), before :func:`.policy.swindle_choice`'s own looks. As the first
    #: player against the 12-ply partner, side by side over 240 fresh openings, 213-27
    #: against 212-28 without it at up to 26% fewer nodes a move; each deeper walk of the
    #: trap book (to 24, 22, then 20 empty places) within noise alone but all in its favour
    #: (212-28 against 205-35, 216-24 against 211-29, 227-13 against 226-14, 240 openings
    #: each); its walk kept where it gives the partner more chances two moves on (456-24
    #: against 439-41 on 480 fresh openings, 23 of 29 differing pairs)
    trap_book: bool
    #: a bank of the budget the book saves (0: none): a move the book answers at once (a won
    #: or drawn position above ``solve_at``) puts its whole budget in the searcher's bank, and
    #: a move with ``solve_at`` or fewer empty places whose best move the book cannot name
    #: (the mature rules' long endgames below its edge above all) gives its solver up to this
    #: many times the move's budget more from it, what the solver does not use going back (the
    #: mean time a move stays the level's). Without it a mature game the book had won at 12
    #: empty places was lost at 11, where the solver needed 615,000 nodes of the 340,000 it had
    book_bank: float
    #: late-move reductions (late quiet placements searched a ply or two shallower first):
    #: off until a match shows they help
    lmr: bool = False
    #: killer moves in the search's move order (:data:`.search.KILLER_BONUS`): fewer nodes to
    #: a fixed depth, no measurable gain in matches
    killers: bool = False
    #: above ``solve_at``, with this many empty places or fewer, the solver is tried first for
    #: the value alone (no "win in N"), within the same capped budget as from ``solve_at``
    #: down; only a proven win or draw is played, else the search gets the rest (0: off)
    try_at: int = 0
    #: an easy-move stop above the solver's places (``PylosSearch.search``'s ``easy``: the
    #: share of the move's budget after which a stable best move is played; 0: off); what it
    #: saves is spent on later moves with :data:`.budget.EASY_SPEND` empty places, where no
    #: move stops early
    easy_stop: float = 0.0
    #: the trap book's moves are played only with this many empty places or more (0: in every
    #: position it holds; the bench measures a deeper trap book against a shallower)
    trap_book_from: int = 0
    #: under a node budget, a move from ``solve_at`` empty places down stays within
    #: ``solve_factor`` times the budget in all (the solver at most two thirds of it, the
    #: search the rest), as the time budget already does (without it the solver could use all
    #: of it and a lost or unproven position then got the whole of it again for the search)
    move_cap: bool = True
    #: the blunder check's budget (``check_at``), in times the move's plain budget
    check_factor: int = 2
    #: once the solver has proven the value (win, draw, loss), "win in N" / "loss in N" and
    #: the fastest winning move get at most this many times the move's plain budget (time
    #: and nodes alike) of its ``solve_factor`` times; where the distance is not found within
    #: it, the proof's own winning move is played (it keeps the win, without repeating a
    #: position: the next move's proof goes on from there). 0: the whole budget, as before.
    #: Without it the expert's slowest moves (5-7 s at 12-13 empty places at the app's 2 s)
    #: went on proving the distance of a game already decided
    distance_cap: float = 0.5
    #: in a position the solver has proven lost, the search for the most stubborn move ends
    #: within this many times the move's plain budget from the move's start (at least a
    #: quarter of it after the proof); 0: the rest of the ``solve_factor`` times, as before
    lost_cap: float = 1.0
    #: a strong player's slip: the chance a move is chosen by a short look alone
    #: (``slip_depth`` plies of the search with the level's evaluation, no book, no solver:
    #: the natural move, often the right one, sometimes one that throws a won position away)
    #: instead of everything else the level knows (0: never). Hard's error rate, tuned so
    #: that it loses clearly to the expert and beats medium (bench/RESULTS.md, the ladder)
    slip: float = 0.0
    slip_depth: int = 2
    #: under a time budget, a move's whole wall time ends within this share of the budget
    #: given (the app's 2 s, before the schedule's factor): a deadline from the move's start
    #: that clamps every part's seconds (the schedule's 1.3x, the solver's ``solve_factor``
    #: times, the bank, the blunder check) and stops whatever is still looking then. The share
    #: left is for the bot's work outside the deadline's checks on a loaded machine. Node
    #: budgets are not bound by it (a node is the search's work, the deadline the clock's).
    #: 0: none. Without it the schedule's 1.3x moves took 2.6 s at the app's 2 s
    ceiling: float = 0.95

    @property
    def engine(self) -> EngineSettings:
        """What the searcher needs of this level (:meth:`.search.PylosSearch.configure`)."""
        return EngineSettings(probe_at=self.probe_at, learnt=self.learnt, tables=self.tables,
                              lmr=self.lmr, killers=self.killers, book=self.book)

    @property
    def weak(self) -> bool:
        """A level that slips (noise or careless placements): a shallow look at every move."""
        return bool(self.noise or self.careless)

    def __getitem__(self, key: str) -> Any:
        """A setting by name, as the table of dicts this replaced was read (older scripts)."""
        if key not in _SETTINGS:
            raise KeyError(key)
        return getattr(self, key)


_SETTINGS = frozenset(f.name for f in fields(Level))

#: the levels the app ships, weakest first (the names of :data:`tabletop_gui.ai.LEVELS`)
LEVELS: Mapping[str, Level] = MappingProxyType({
    # The ladder (issue #53, bench/RESULTS.md): beginner and easy are plain searches of 2 and 4
    # plies with the hand-written evaluation, medium one of 3 plies with the learnt one; all
    # three solve their leaves of 8 or fewer empty places and make no random slips (their
    # mistakes are a short look's). The ladder: easy against beginner 80.5 %, medium against
    # easy 79 % (100 games each), where the noisy one- and two-ply looks and medium's 2 plies
    # before gave 78.5 % and 100 %
    "beginner": Level("beginner", depth=2, seconds=None, noise=0, careless=0.0, solve_at=0,
                      solve_factor=1, probe_at=8, learnt=False, tables=False, check_at=0,
                      schedule=(), book=False, swindle=False, swindle_models=1,
                      trap_book=False, book_bank=0.0),
    "easy": Level("easy", depth=4, seconds=None, noise=0, careless=0.0, solve_at=0,
                  solve_factor=1, probe_at=8, learnt=False, tables=False, check_at=0,
                  schedule=(), book=False, swindle=False, swindle_models=1, trap_book=False,
                  book_bank=0.0),
    # (depth alone: its slowest moves take about 0.4 s on a loaded 2-core box, and a time
    # budget would make its play depend on the machine)
    "medium": Level("medium", depth=3, seconds=None, noise=0, careless=0.0, solve_at=0,
                    solve_factor=1, probe_at=8, learnt=True, tables=True, check_at=0,
                    schedule=(), book=False, swindle=False, swindle_models=1, trap_book=False,
                    book_bank=0.0),
    # hard: the expert with a strong player's slips (the natural move of a 2-ply look) at
    # 20 % of its moves: the ladder's run gave 25 % 72 % against medium and the expert 86 %
    # against it, 20 % the two steps both within 70-85 % (bench/RESULTS.md)
    "hard": Level("hard", depth=64, seconds=2.0, noise=0, careless=0.0, solve_at=14,
                  solve_factor=3, probe_at=8, learnt=True, tables=True, check_at=12,
                  schedule=EXPERT_SCHEDULE, book=True, swindle=True, swindle_models=4,
                  trap_book=True, book_bank=4.0, slip=0.2, slip_depth=2),
    "expert": Level("expert", depth=64, seconds=2.0, noise=0, careless=0.0, solve_at=14,
                    solve_factor=3, probe_at=8, learnt=True, tables=True, check_at=12,
                    schedule=EXPERT_SCHEDULE, book=True, swindle=True, swindle_models=4,
                    trap_book=True, book_bank=4.0),
})


def level_of(level: Union[str, Level]) -> Level:
    """A shipped level by name, or the level given; :class:`ValueError` for an unknown name."""
    if isinstance(level, Level):
        return level
    found = LEVELS.get(level)
    if found is None:
        raise ValueError(f"level must be one of {tuple(LEVELS)}, not {level!r}")
    return found


__all__ = ["EXPERT_SCHEDULE", "LEVELS", "Level", "level_of"]
