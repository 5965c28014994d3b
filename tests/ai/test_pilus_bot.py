"""The PILUS bot package: ``make_bot`` by convention, reproducible, and it reads only the rules'
public API (no ``_private`` attribute of anything but itself)."""

from __future__ import annotations

import ast
import pathlib

import pytest

import tabletop_gui.ai.pilus as pilus_ai
from tabletop_gui.ai.bots import BaseBot
from tabletop_gui.rules import pilus


def test_make_bot_by_convention():
    bot = pilus_ai.make_bot("expert", 3, nodes=8)
    assert isinstance(bot, pilus_ai.PilusBot) and isinstance(bot, BaseBot)
    assert bot.game == "pilus" and bot.level == "expert" and bot.nodes == 8
    with pytest.raises(ValueError):
        pilus_ai.make_bot("grandmaster")


@pytest.mark.parametrize("level", list(pilus_ai.LEVELS))
def test_same_seed_same_moves(level):
    s = pilus.new_game(3, seed=5)
    for _ in range(3):
        a = pilus_ai.make_bot(level, 7, nodes=12).choose(s)
        b = pilus_ai.make_bot(level, 7, nodes=12).choose(s.view(s.to_move))
        assert a == b and a in s.legal_moves()
        s = s.play(a)


def test_the_bot_reads_no_private_field_of_the_rules():
    package = pathlib.Path(pilus_ai.__file__).parent
    for path in package.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr.startswith("_") \
                    and not node.attr.startswith("__"):
                owner = node.value
                ok = isinstance(owner, ast.Name) and owner.id == "self" or node.attr == "_replace"
                assert ok, f"{path.name}:{node.lineno} reads .{node.attr}"
            if isinstance(node, ast.ImportFrom) and node.module:
                parts = node.module.split(".")
                assert not any(p.startswith("_") and not p.startswith("__") for p in parts), \
                    f"{path.name}:{node.lineno} imports {node.module}"


def test_a_soft_reply_takes_the_most_points_when_cold_and_spreads_when_warm():
    """``soft_placement`` draws a reply with odds exp(points / temperature): near zero it
    scores what the greedy reply scores; very warm, it lays many different placements, and
    every one it lays is legal and scores what it says."""
    import random

    from tabletop_gui.ai.pilus.playout import best_placement, soft_placement
    from tabletop_gui.rules import pilus

    rng = random.Random(3)
    s = pilus.new_game(2, seed=31)
    for _ in range(10):
        s = s.play(rng.choice(s.legal_moves()))
    me = s.to_move
    _after, greedy_points, _turn = best_placement(s, me)
    assert greedy_points > 0
    for _ in range(5):
        assert soft_placement(s, me, rng, 1e-3)[1] == greedy_points
    legal = {(p.tile, p.x, p.y) for p in s.placements(me)}
    seen = set()
    for _ in range(30):
        after, points, turn = soft_placement(s, me, rng, 1e6)
        assert (turn.tile, turn.x, turn.y) in legal
        assert after.score(me) - s.score(me) == points
        seen.add(turn)
    assert len(seen) > 10


def test_a_denying_reply_weighs_what_it_leaves_the_next_player():
    """``deny_placement`` takes, of the k placements scoring most, the one with the most
    points minus the most the next player could then score; with k = 1 it is the greedy
    reply."""
    import random

    from tabletop_gui.ai.pilus.playout import best_placement, deny_placement
    from tabletop_gui.rules import pilus

    rng = random.Random(9)
    s = pilus.new_game(2, seed=41)
    for _ in range(12):
        s = s.play(rng.choice(s.legal_moves()))
    me = s.to_move
    assert deny_placement(s, me, 1)[2] == best_placement(s, me)[2]

    def margin(turn):
        after = s.play_unchecked(turn)
        nxt = after.to_move
        left = max((after.placement_points(q, nxt) for q in after.placements(nxt)), default=0)
        return after.score(me) - s.score(me) - left

    ranked = sorted(s.placements(me), key=lambda p: -s.placement_points(p, me))[:3]
    after, points, turn = deny_placement(s, me, 3)
    assert margin(turn) == max(margin(p.turn()) for p in ranked)
    assert points == after.score(me) - s.score(me)
