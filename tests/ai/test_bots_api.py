"""The public API and the bot protocol, for both games: legal moves always (many random states,
every Pylos variant, PILUS with 2-4 players), no peeking at hidden PILUS tiles, the must-find
Pylos moves through ``choose_move``, cancellation and progress."""

import random
import threading

import pytest

from tabletop_gui.ai import LEVELS, choose_move, decide, make_bot
from tabletop_gui.ai.bots import own_view
from tabletop_gui.ai.pilus import LEVELS as PILUS_LEVELS
from tabletop_gui.rules import pilus, pylos

L1_LIGHT = "1a1 1c1 1b2 1d2 1a3 1c3 1b4 1d4"
L1_DARK = "1b1 1d1 1a2 1c2 1b3 1d3 1a4 1c4"
FAST = {"beginner": {}, "easy": {}, "medium": {"nodes": 400}, "hard": {"nodes": 800},
        "expert": {"nodes": 800}}
PILUS_FAST = {"beginner": {}, "easy": {}, "medium": {"nodes": 4}, "hard": {"nodes": 20},
              "expert": {"nodes": 40}}
#: the levels, the expert's games marked slow (about 10 s each: PILUS play-outs)
LEVELS_EXPERT_SLOW = [pytest.param(lv, marks=pytest.mark.slow) if lv == "expert" else lv
                      for lv in LEVELS]


def random_pylos(rng, variant):
    s = pylos.new_game(variant, rng.choice(pylos.COLOURS))
    for _ in range(rng.randrange(0, 45)):
        if s.is_over:
            break
        s = s.play(rng.choice(s.legal_moves()))
    return s


def random_pilus(rng, players):
    s = pilus.new_game(players, seed=rng.randrange(10**6))
    for _ in range(rng.randrange(0, 26)):
        if s.result is not None:
            break
        s = s.play(rng.choice(s.legal_moves()))
    return s


@pytest.mark.parametrize("level", LEVELS)
def test_pylos_bots_return_legal_moves(level):
    rng = random.Random(level)
    for variant in pylos.VARIANTS:
        for _ in range(4):
            s = random_pylos(rng, variant)
            if s.is_over:
                continue
            bot = make_bot("pylos", level, seed=rng.randrange(99), **FAST[level])
            assert bot.choose(s) in s.legal_moves()


@pytest.mark.parametrize("level", LEVELS_EXPERT_SLOW)
def test_pilus_bots_return_legal_moves_for_2_to_4_players(level):
    rng = random.Random(level)
    for players in (2, 3, 4):
        for _ in range(3):
            s = random_pilus(rng, players)
            if s.result is not None:
                continue
            bot = make_bot("pilus", level, seed=rng.randrange(99), **PILUS_FAST[level])
            move = bot.choose(s.view(s.to_move))
            assert move in s.legal_moves()
            s.play(move)


def test_choose_move_takes_a_state_or_a_view():
    s = pilus.new_game(3, seed=8)
    assert choose_move(s, "easy", seed=1) in s.legal_moves()
    assert choose_move(s.view(s.to_move), "medium", seed=1, nodes=4) in s.legal_moves()
    p = pylos.new_game()
    assert choose_move(p, "expert", seconds=0.05, seed=1) in p.legal_moves()
    assert own_view(s).viewer == s.to_move


@pytest.mark.slow
def test_a_whole_pilus_game_of_bots_with_four_players():
    s = pilus.new_game(4, seed=11)
    bots = [make_bot("pilus", lv, seed=i, **PILUS_FAST[lv]) for i, lv in enumerate(LEVELS)]
    while s.result is None:
        move = bots[s.to_move].choose(s.view(s.to_move))
        s = s.play(move)
    assert s.result


def _shuffled_hidden(state, rng):
    """Another full state with the same view for the player to move: the tiles that player
    cannot see (other hands, pile, removed) dealt differently."""
    return state.view(state.to_move).sample(rng)


@pytest.mark.parametrize("level", LEVELS_EXPERT_SLOW)
def test_pilus_decisions_ignore_the_hidden_tiles(level):
    rng = random.Random(f"peek {level}")
    checked = 0
    for players in (2, 3, 4):
        s = random_pilus(rng, players)
        if s.result is not None:
            continue
        other = _shuffled_hidden(s, rng)
        me = s.to_move
        assert other.hand_ids(me) == s.hand_ids(me)
        assert [other.hand_ids(p) for p in range(players)] != [s.hand_ids(p) for p in range(players)] \
            or other.pile != s.pile
        a = choose_move(s, level, seed=5, **PILUS_FAST[level])
        b = choose_move(other, level, seed=5, **PILUS_FAST[level])
        assert a == b
        checked += 1
    assert checked


def test_pylos_must_find_moves_through_the_api():
    top = pylos.position((L1_LIGHT + " 2a1 2c1 2b2 2a3 2c3 3a1").split(),
                         (L1_DARK + " 2b1 2a2 2c2 2b3 3b1 3a2 3b2").split())
    for level in LEVELS:
        assert str(choose_move(top, level, seed=2, nodes=5_000)) == "4a1", level
    d = decide(top, "expert", nodes=5_000)
    assert (d.outcome, d.plies) == ("win", 1)
    light = "1a1 1b1 1c1 1d1 1a2 1c2 1d2 1a3 1b3 1c3 1d3 1a4 1b4 1c4"
    takeback = pylos.position(light.split(), "1d4".split())
    for level in ("medium", "expert"):
        m = choose_move(takeback, level, nodes=20_000)
        assert m.dst == "1b2" and len(m.takes) == 2, level


@pytest.mark.parametrize("game", ["pylos", "pilus"])
def test_cancel_stops_at_once_and_progress_ends_at_100(game):
    """"Move now" is obeyed the first time the bot reads it (its latency in seconds is a row
    of ``python -m bench ai``)."""
    state = pylos.new_game() if game == "pylos" else pilus.new_game(2, seed=3).view(0)
    bot = make_bot(game, "expert", seconds=30.0)
    reads = []

    def cancel():
        reads.append(len(reads) >= 2)       # "move now" from the third read on
        return reads[-1]

    progress = []
    move = bot.choose(state, cancel=cancel, progress=progress.append)
    assert move in state.legal_moves() and progress[-1] == 100
    assert reads.count(True) <= 2, f"asked {reads.count(True)} times after 'move now'"
    event = threading.Event()
    event.set()
    assert make_bot(game, "expert", seconds=30.0).choose(state, cancel=event) in state.legal_moves()


def test_the_pilus_expert_halves_its_candidates_within_its_budget():
    rng = random.Random(12)
    state = random_pilus(rng, 2)
    while state.result is not None:
        state = random_pilus(rng, 2)
    view = state.view(state.to_move)
    progress = []
    d = make_bot("pilus", "expert", seed=3, nodes=60).decide(view, progress=progress.append)
    assert d.move in view.legal_moves()
    assert d.nodes <= 60 and progress[-1] == 100
    cands = d.detail["candidates"]
    # more candidates than one round of 60 play-outs could give each 8 samples: the best ones
    # got more samples than the first stage's share
    assert cands == PILUS_LEVELS["expert"].candidates and d.depth > 60 // cands
    # a budget below the number of candidates still plays every candidate left once
    d = make_bot("pilus", "expert", seed=3, nodes=5).decide(view)
    assert d.move in view.legal_moves() and d.nodes == 5 and d.detail["candidates"] == 5


def test_node_budgets_are_reproducible():
    s = random_pylos(random.Random(4), "standard")
    assert len({str(choose_move(s, "expert", nodes=3_000)) for _ in range(2)}) == 1
    v = pilus.new_game(2, seed=9).view(0)
    assert len({choose_move(v, "expert", nodes=6, seed=1) for _ in range(2)}) == 1


def test_the_solver_reports_exact_outcomes_near_the_end():
    # a standard endgame with 7 spheres left in the reserves: the expert solves it
    moves = ('1a3 1b2 1d1 1a2 1c2 1b1 1c3 1b4 1b3 1a1x1b4 1b3-2a1 1c1 1b4 1d2 1b4-2c1 1b4 1a4 1d3 '
             '1a4-2b1 1d4 1a4 2c2 1c4 1b3 2b2 1d4-2a2 2c1-3a1 2a3 1c4-2c1 2a3-3b1 1c4 1d4')
    s = pylos.play_all(moves.split())
    d = decide(s, "expert", nodes=60_000)     # solved in about a hundred nodes
    assert d.outcome == "win" and d.plies == 4
