"""The PILUS strength bench: a match prints its table with Wilson intervals, the head-to-head
share counts ties half, and a deal counts only once A has played it from every seat."""

from __future__ import annotations

from bench import bench_pilus_strength as bench


def rec(deal, seat, scores):
    return {"players": len(scores), "deal": deal, "a_seat": seat, "scores": scores,
            "secs": [1.0, 2.0], "moves": [2, 4], "worst": [0.7, 0.9]}


def test_head_to_head_and_won_count_ties_half():
    assert bench.scores_of(rec(0, 0, [10, 8, 12])) == (0.5, 0.0)
    assert bench.scores_of(rec(0, 1, [10, 12, 12])) == (0.75, 0.5)
    assert bench.scores_of(rec(0, 2, [3, 3, 9])) == (1.0, 1.0)


def test_the_table_counts_complete_deals_with_a_wilson_interval():
    records = [rec(0, 0, [5, 1]), rec(0, 1, [5, 1]), rec(1, 0, [9, 2])]
    text = bench.table(records, "x", "y")
    row = text.splitlines()[-1]
    assert row.startswith("| x vs y | 2 | 2 | 50.0% | [9.5, 90.5] | 50.0% | 0.500 | 0.500 |")
    assert bench.complete_deals(records, 2) == records[:2]


def test_a_small_match_plays_out(capsys):
    assert bench.main(["--a", "easy", "--b", "beginner", "--players", "2", "--deals", "1"]) == 0
    out = capsys.readouterr().out
    assert "| easy vs beginner | 2 | 2 |" in out and "[" in out


def test_without_arguments_it_plays_nothing(capsys):
    assert bench.main([]) == 0
    assert "see --help" in capsys.readouterr().out


def test_the_ladder_steps_are_the_levels_in_order_at_their_app_budgets():
    from bench import bench_ladder

    assert bench_ladder.pilus_steps() == [("easy", "beginner"), ("medium", "easy"),
                                          ("hard@nodes=12", "medium"),
                                          ("expert@nodes=192", "hard@nodes=12")]


def test_the_ladders_hard_budget_is_the_apps_hard():
    """The ladder plays Hard on the play-outs the app's Hard makes in its 1 s (candidates x
    samples), so the step measured is the level shipped."""
    from bench import bench_ladder
    from tabletop_gui.ai.pilus import LEVELS

    hard = LEVELS["hard"]
    assert bench_ladder.PILUS_BUDGETS["hard"] == hard.candidates * hard.samples


def test_the_ladder_table_counts_pairs_and_scores_head_to_head():
    """With 3 players each weaker seat is one pair; the score is the game's head-to-head
    share, the interval over games, and the band says whether it lies in 70-85 %."""
    from bench import bench_ladder

    two = [dict(rec(d, s, sc), a="easy", b="beginner")
           for d, s, sc in ((0, 0, [5, 1]), (0, 1, [5, 5]), (1, 0, [9, 2]), (1, 1, [1, 9]))]
    three = [dict(rec(0, s, sc), a="hard@nodes=24", b="medium")
             for s, sc in ((0, [9, 1, 1]), (1, [9, 9, 1]), (2, [9, 9, 1]))]
    rows = bench_ladder.pilus_rows(two + three)
    assert rows[0] == ("easy vs beginner", "4", "3/1/0", "87.5%", rows[0][4], "no")
    assert rows[1][:4] == ("hard@nodes=24 vs medium (3 players)", "3", "3/1/2", "58.3%")
    lo, hi = (float(x) for x in rows[1][4].strip("[]").split(","))
    assert lo < 58.3 < hi


def test_the_ladder_bench_plays_a_pilus_step(capsys):
    from bench import bench_ladder

    bench_ladder.main(["--game", "pilus", "--pilus-deals", "1", "--pilus-steps", "easy",
                       "--markdown"])
    out = capsys.readouterr().out
    assert "| easy vs beginner | 2 |" in out and "PILUS ladder" in out


def test_every_variant_plays_the_same_move_whatever_the_unseen_tiles_are():
    """The variants tried for a stronger expert read only the mover's view too: reshuffling
    what the mover cannot see (other hands, pile, removed tiles) leaves their move unchanged."""
    import random

    from tabletop_gui.rules import pilus

    rng = random.Random("reshuffle variants")
    for name in [*bench.VARIANTS, *bench.SOFT, bench.DENY]:
        for players in (2, 3):
            s = pilus.new_game(players, seed=rng.randrange(10**6))
            for _ in range(rng.randrange(3, 15)):
                s = s.play(rng.choice(s.legal_moves()))
            me = s.to_move
            other = s.view(me).sample(rng)
            assert other.hand_ids(me) == s.hand_ids(me)
            assert [other.hand_ids(p) for p in range(players)] != \
                [s.hand_ids(p) for p in range(players)] or other.pile != s.pile
            spec = f"{name}@nodes=12"
            assert bench.make(spec, 3).choose(s.view(me)) == \
                bench.make(spec, 3).choose(other.view(me))


def test_the_leaf_gain_is_the_best_placement_points_now():
    """``best_gain`` is the most any one placement scores now, the number the learnt leaf
    weighs as our next opportunity (0 when nothing scores)."""
    import random

    from tabletop_gui.ai.pilus.playout import best_gain
    from tabletop_gui.rules import pilus

    rng = random.Random("gain")
    s = pilus.new_game(2, seed=77)
    for _ in range(8):
        s = s.play(rng.choice(s.legal_moves()))
    me = s.to_move
    gains = [s.play_unchecked(pilus.Turn(p.tile, p.x, p.y)).score(me) - s.score(me)
             for p in s.placements(me)]
    assert best_gain(s, me) == max([0, *gains])
    assert max(gains) > 0            # a position where something scores: the test can fail


def test_todays_expert_timed_the_old_way_plays_the_experts_turns():
    # the equal-time matches measure today's expert by its old, slower greedy replies: it must
    # choose exactly what the app's expert chooses, only slower
    from tabletop_gui.rules import pilus

    for players in (2, 4):
        s = pilus.new_game(players, seed=21)
        for _ in range(2 * players):
            view = s.view(s.to_move)
            shipped = bench.make("expert-38e8ff1@nodes=12", 4).choose(view)
            assert shipped == bench.make("expert@nodes=12", 4).choose(view)
            s = s.play(shipped)


def test_a_shadow_is_timed_on_as_views_and_printed_next_to_a(capsys):
    assert bench.main(["--a", "medium", "--b", "easy", "--players", "2", "--deals", "1",
                       "--shadow", "hard", "--shadow-every", "2"]) == 0
    row = capsys.readouterr().out.splitlines()[-1]
    cells = [c.strip() for c in row.strip("|").split("|")]
    assert cells[9] == "hard"
    # Hard's play-outs take longer than Medium's static look on the same views
    assert float(cells[10]) > float(cells[11]) > 0


def test_a_play_out_measured_against_every_opponent_is_the_best_ones_at_two_players():
    """``versus="mean"`` measures the play-out's end against the opponents' mean: the best
    opponent's value with one opponent, never below it with more (a mean is at most the
    best), and above it once the opponents' scores differ."""
    import random

    from tabletop_gui.rules import pilus

    rng = random.Random("versus")
    for players in (2, 3):
        s = pilus.new_game(players, seed=5)
        for _ in range(4 * players):
            s = s.play(rng.choice(s.legal_moves()))
        me = s.to_move
        sample = s.view(me).sample(rng)
        best, mean = bench.make("expert", 1), bench.make("expert-mean", 1)
        pairs = [(best.playout(sample, t, me), mean.playout(sample, t, me))
                 for t in s.legal_moves()[:40]]
        if players == 2:
            assert all(b == m for b, m in pairs)
        else:
            assert all(m >= b - 1e-9 for b, m in pairs)
            assert any(m > b + 1e-9 for b, m in pairs)


def test_the_seer_sees_the_true_deal_and_the_fair_bots_do_not():
    """The seer (a bound on what handling the hidden tiles better could gain) samples the true
    state; a fair bot's view samples other deals, and the seer is no variant (the reshuffle
    test above would rightly fail it)."""
    import random

    from tabletop_gui.rules import pilus

    s = pilus.new_game(3, seed=8)
    for _ in range(4):
        s = s.play(s.legal_moves()[0])
    rng = random.Random(1)
    seer = bench.seer_view(s, s.to_move)
    assert seer == s.view(s.to_move)
    assert all(seer.sample(rng) == s for _ in range(3))
    assert any(s.view(s.to_move).sample(rng) != s for _ in range(3))
    assert bench.SEER not in bench.VARIANTS
