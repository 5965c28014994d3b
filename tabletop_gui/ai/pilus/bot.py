"""The PILUS bot: determinized sampling from the player's view (it never sees hidden tiles).

1. **Static look** at every legal turn (on any one sample of the hidden tiles: the board, the
   points and the pawns after *our own* turn do not depend on them): points scored now, plus
   the value of the region our pawn protects (opponents can neither cover it nor score it, so it
   is a reservoir of future points: its size times its height). Beginner, easy and medium play
   the static look alone, with a Gaussian slip of sigma 5, 3 and 1 points on every turn's
   score: the weaker levels misjudge, they do not blunder at random (a point-greedy look that
   ignores the pawn loses every game to them: bench/RESULTS.md, "PILUS: the ladder").
2. **Sampled play-outs** for the best few turns (hard and expert): draw the hidden tiles
   consistently with the view (:meth:`View.sample`), play the candidate, let every opponent reply
   greedily with the tiles the sample dealt them (their best points now - this is what denies
   them the high-level spots); a play-out always ends after the opponents. Hard: its 6
   candidates x 2 samples, one round of point-greedy replies. Expert: two rounds (our greedy
   reply, then theirs), and every greedy reply also moves or enters the pawn onto the tile just
   laid where that protects a bigger region (opponents guard their reservoirs too, and our own
   follow-up is modelled); its protection terms fade out over the last 4 turns each
   (:func:`horizon`). The position is then scored as our points minus the best opponent's plus
   the protection terms.
3. **Successive halving** (the expert): 16 candidates each get a few play-outs, the better half
   goes on with more, and so on until two are left; the node budget is spread evenly over the
   stages. The same samples are used for every candidate (common random numbers), and the mean
   decides. Breadth is what the static look misses (a turn that scores little now but denies
   the opponent a region); halving keeps the noise of many candidates from picking a lucky one.
   What made it and what was tried since: docs/pilus-ai.md.

Budget: ``seconds`` or ``nodes`` (here: play-outs, candidate x sample); the expert's default
is 192 play-outs, at most 2 s, Hard's 6 x 2, at most 1 s (a caller's ``seconds`` alone is spent
in full). Works for 2, 3 and 4 players; with 3 and 4 each level below the expert plays what
the one below it plays with 2 (:data:`CROWDED`: Hard Medium's static look). For speed the
play-outs use the rules' public fast API (``placements``, ``placement_points``,
``play_unchecked``, ``region_labels``: :mod:`.playout`) on full sampled states; every turn
the bot returns comes from ``view.legal_moves()``.
"""

from __future__ import annotations

import dataclasses
import math
import random
import time
from dataclasses import dataclass
from typing import Callable, Optional

from ...rules.pilus import State, Turn, View
from ..bots import BaseBot, BotInput, CancelLike, Decision, ProgressLike, as_cancel_check, own_view
from .evaluation import horizon, leaf_features, protection, region_value
from .playout import BestPlacement, best_gain, best_placement, greedy_pawn_turn, greedy_turn

__all__ = ["CROWDED", "LEVELS", "Level", "PilusBot", "level_at"]


@dataclass(frozen=True)
class Level:
    """What one level does. ``protect``: weight of the protected-region term (0: ignores
    pawns); ``noise``: sigma (points) of a random slip on the static score; ``slip``: chance to
    play a random turn among the upper half; ``candidates``: turns given play-outs;
    ``samples``: most samples per candidate; ``rounds``: full rounds of greedy replies in a
    play-out (1: every opponent replies once; 2: then we reply and they reply again - the
    play-out always ends after the opponents, so no side gets a free last move);
    ``pawn_reply``: the greedy replies also move/enter the pawn where it protects most;
    ``horizon``: the play-out's protection terms fade out over the last turns (a protected
    region is worth nothing once no turns are left to score it); ``halving``: spend the budget
    by successive halving over the candidates (``samples`` then unused); ``leaf``: weights of
    a linear leaf in place of the protection terms (:func:`.evaluation.leaf_features`), one
    tuple for each player count from 2 (empty: the protection terms); ``versus``: whom the
    play-out's end is measured against, ``"best"`` (the best opponent: play to finish first)
    or ``"mean"`` (every opponent alike: play to beat each); ``seconds``/``nodes``: default
    budget (both: whichever ends first)."""

    protect: float
    noise: float
    slip: float
    candidates: int
    samples: int
    rounds: int
    pawn_reply: bool
    horizon: bool
    seconds: Optional[float]
    nodes: Optional[int]
    halving: bool = False
    leaf: tuple[tuple[float, ...], ...] = ()
    versus: str = "best"


#: level name -> what it does (see :class:`Level`); the one table of the PILUS levels, weakest
#: first, each about 70-85 % against the one below (bench/RESULTS.md, "PILUS: the ladder").
#: Beginner, Easy and Medium are the static look with less and less noise on it (they see the
#: points and the pawn's region, and misjudge them by sigma 5, 3 and 1 points); Hard adds a
#: short look ahead (6 candidates x 2 sampled deals, one round of point-greedy replies); the
#: expert searches 16 candidates by successive halving over pawn-aware play-outs.
LEVELS: dict[str, Level] = {
    "beginner": Level(protect=0.5, noise=5.0, slip=0.0, candidates=0, samples=0, rounds=0,
                      pawn_reply=False, horizon=False, seconds=None, nodes=None),
    "easy": Level(protect=0.5, noise=3.0, slip=0.0, candidates=0, samples=0, rounds=0,
                  pawn_reply=False, horizon=False, seconds=None, nodes=None),
    "medium": Level(protect=0.5, noise=1.0, slip=0.0, candidates=0, samples=0, rounds=0,
                    pawn_reply=False, horizon=False, seconds=None, nodes=None),
    "hard": Level(protect=0.5, noise=0.0, slip=0.0, candidates=6, samples=2, rounds=1,
                  pawn_reply=False, horizon=False, seconds=1.0, nodes=None),
    "expert": Level(protect=0.5, noise=0.0, slip=0.0, candidates=16, samples=0, rounds=2,
                    pawn_reply=True, horizon=True, halving=True, seconds=2.0, nodes=192),
}

#: the levels at 3 and 4 players where they differ from :data:`LEVELS`. With more seats the
#: draw decides more and a short look ahead adds little: at 2 players two steps of about 75 %
#: lie between the static look Medium plays and the expert (Hard between them), at 3 and 4 one
#: (the expert beats that look 70-80 %, Hard's 12 play-outs 58-60 %). So each level below the
#: expert plays what the level below it plays at 2 players, and Beginner misjudges by sigma 7
#: points (bench/RESULTS.md, "PILUS: the ladder").
CROWDED: dict[str, Level] = {
    "beginner": dataclasses.replace(LEVELS["beginner"], noise=7.0),
    "easy": LEVELS["beginner"],
    "medium": LEVELS["easy"],
    "hard": LEVELS["medium"],
}


def level_at(name: str, players: int) -> Level:
    """What level ``name`` does in a game of ``players`` (2 to 4)."""
    if players > 2 and name in CROWDED:
        return CROWDED[name]
    return LEVELS[name]


_Check = Optional[Callable[[], bool]]


def _mean(values: list[float]) -> float:
    return sum(values) / len(values)


class PilusBot(BaseBot):
    game = "pilus"
    #: how the play-outs' greedy replies find their placement (a benchmark swaps in the slower
    #: way it was once made, to measure today's expert side by side at equal time)
    best_placement: BestPlacement = staticmethod(best_placement)

    def __init__(self, level: str = "medium", seed: Optional[int] = None, *,
                 seconds: Optional[float] = None, nodes: Optional[int] = None) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
        self.level = level
        #: what the bot does at 2 players, and at 3-4 (:data:`CROWDED`); a benchmark that
        #: replaces them measures a variant
        self.cfg = LEVELS[level]
        self.cfg_crowded = level_at(level, 3)
        self.seconds = seconds
        self.nodes = nodes
        self.rng = random.Random(seed)

    def config(self, players: int) -> Level:
        """What this bot does in a game of ``players``."""
        return self.cfg if players == 2 else self.cfg_crowded

    # -- the static look ------------------------------------------------------------------
    def static_scores(self, view: View, moves: list[Turn],
                      rng: random.Random) -> list[tuple[float, Turn]]:
        """(score, turn) for every turn: points now + protection of our pawn's region."""
        me = view.viewer
        base = view.sample(rng)                 # any sample: our own turn's effect is exact
        before = view.score(me)
        w = self.config(view.players).protect
        after_of: dict[tuple[Optional[str], int, int], State] = {}
        out = []
        for turn in moves:
            if turn.tile is None:
                out.append((0.0, turn))
                continue
            key = (turn.tile, turn.x, turn.y)
            after = after_of.get(key)
            if after is None:
                after = after_of[key] = base.play_unchecked(Turn(turn.tile, turn.x, turn.y))
            score = float(after.score(me) - before)
            if w:
                if turn.pawn is None:
                    prot = protection(after, me)
                else:
                    prot = region_value(after.region_labels(), turn.pawn)
                score += w * prot
            out.append((score, turn))
        return out

    # -- the play-outs -----------------------------------------------------------------------
    def playout(self, sample: State, turn: Turn, me: int) -> float:
        s = sample.play(turn)
        n = s.players
        cfg = self.config(n)
        w = cfg.protect
        steps = n * cfg.rounds - 1
        best = self.best_placement
        for _ in range(steps):
            if s.outcome is not None:
                break
            if cfg.pawn_reply:
                s, _gain = greedy_pawn_turn(s, s.to_move, best)
            else:
                s, _gain = greedy_turn(s, s.to_move, best)
        scores = s.scores
        others = [p for p in range(n) if p != me]
        rival: Callable[[list[float]], float] = max if cfg.versus == "best" else _mean
        value: float = scores[me] - rival([scores[p] for p in others])
        if cfg.leaf:
            weights = cfg.leaf[n - 2]
            gain = 0.0
            if (weights[4] or weights[5]) and s.outcome is None and s.to_move == me:
                gain = float(best_gain(s, me, best))
            feats = leaf_features(s, me, gain)
            return value + sum(a * b for a, b in zip(weights, feats, strict=True))
        if w and cfg.horizon:
            w *= horizon(s)
        if w:
            value += w * (protection(s, me) - rival([protection(s, p) for p in others]))
        return float(value)

    def decide(self, state: BotInput, *, cancel: CancelLike = None,
               progress: ProgressLike = None) -> Decision:
        view = own_view(state)                   # a full State becomes the mover's view
        if not isinstance(view, View):
            raise TypeError("the PILUS bot works from a view")
        moves = view.legal_moves()
        if not moves:
            raise ValueError("no legal move")
        start = time.perf_counter()
        check = as_cancel_check(cancel)
        cfg = self.config(view.players)
        rng = random.Random(self.rng.getrandbits(64))
        if len(moves) == 1:
            if progress is not None:
                progress(100)
            return Decision(moves[0], seconds=time.perf_counter() - start)
        scored = self.static_scores(view, moves, rng)
        if cfg.noise:
            scored = [(s + rng.gauss(0, cfg.noise), t) for s, t in scored]
        scored.sort(key=lambda st: st[0], reverse=True)
        if cfg.slip and rng.random() < cfg.slip:
            score, move = rng.choice(scored[: max(1, len(scored) // 2)])
            if progress is not None:
                progress(100)
            return Decision(move, score=score, seconds=time.perf_counter() - start)
        best_score, best = scored[0]
        k = cfg.candidates
        if not k:
            if progress is not None:
                progress(100)
            return Decision(best, score=best_score, nodes=len(moves),
                            seconds=time.perf_counter() - start)
        # Candidates: the best static turns, at most two pawn choices per placement.
        cands: list[Turn] = []
        per_place: dict[tuple[Optional[str], int, int], int] = {}
        for _s, t in scored:
            key = (t.tile, t.x, t.y)
            if per_place.get(key, 0) < 2:
                per_place[key] = per_place.get(key, 0) + 1
                cands.append(t)
                if len(cands) >= k:
                    break
        seconds = self.seconds if self.seconds is not None else cfg.seconds
        nodes = self.nodes if self.nodes is not None else cfg.nodes
        if self.nodes is not None and self.seconds is None:
            seconds = None
        deadline = start + seconds if seconds is not None else float("inf")
        node_limit = nodes if nodes is not None else 1 << 30
        if cfg.halving:
            # a time budget given by the caller (and no node budget) is spent in full: the
            # play-outs it affords are estimated from the first ones (None below)
            budget = None if (self.seconds is not None and self.nodes is None) else nodes
            if budget is not None:
                cands = cands[: max(1, budget)]  # every candidate gets one play-out at least
            return self._halving(view, cands, budget, deadline, check, rng, progress, start,
                                 (best, best_score))
        max_samples = cfg.samples
        totals = [0.0] * len(cands)
        rounds = done = 0
        stop = False
        for _round in range(max_samples):
            values, stop = self._play_row(view.sample(rng), cands, view.viewer,
                                          node_limit - done, deadline, check)
            done += len(values)
            if stop and len(values) < len(cands):
                break                           # only complete rounds count
            for i, v in enumerate(values):
                totals[i] += v
            rounds += 1
            if progress is not None:
                if seconds is not None:
                    progress(min(99, int(100 * (time.perf_counter() - start) / seconds)))
                else:
                    progress(min(99, int(100 * rounds / max_samples)))
            if stop:
                break
        if rounds:
            i = max(range(len(cands)), key=lambda j: totals[j])
            best, best_score = cands[i], totals[i] / rounds
        if progress is not None:
            progress(100)
        return Decision(best, score=best_score, nodes=done, depth=rounds,
                        seconds=time.perf_counter() - start,
                        detail={"samples": rounds, "candidates": len(cands)})

    def _play_row(self, sample: State, turns: list[Turn], me: int, limit: int,
                  deadline: float, check: _Check) -> tuple[list[float], bool]:
        """One play-out of each turn on ``sample``, in order, until ``limit`` play-outs, the
        deadline or a cancel. Returns (values, stopped early)."""
        values: list[float] = []
        for t in turns:
            if (len(values) >= limit or time.perf_counter() > deadline
                    or (check is not None and check())):
                return values, True
            values.append(self.playout(sample, t, me))
            time.sleep(0)                       # let a waiting UI thread have the GIL
        return values, False

    def _halving(self, view: View, cands: list[Turn], budget: Optional[int],
                 deadline: float, check: _Check, rng: random.Random,
                 progress: ProgressLike, start: float,
                 fallback: tuple[Turn, float]) -> Decision:
        """Successive halving: every candidate gets a few play-outs, the better half goes on
        with more, until one or two are left; the budget is spread evenly over the stages.
        Every candidate alive is played on the same samples (common random numbers), so means
        are compared over the same deals."""
        me = view.viewer
        samples: list[State] = []
        totals = [0.0] * len(cands)
        alive = list(range(len(cands)))
        count = 0                                # samples every alive candidate has had
        stages = max(1, math.ceil(math.log2(len(cands))))
        t0 = time.perf_counter()
        if budget is None:                       # time only: one sample first, then estimate
            budget = len(cands)
            timed = True
        else:
            timed = False
        per_stage = budget / stages
        done = 0
        stop = False
        for _stage in range(stages):
            target = count + max(1, int(per_stage / len(alive)))
            while count < target:
                if count >= len(samples):
                    samples.append(view.sample(rng))
                row, stop = self._play_row(samples[count], [cands[i] for i in alive], me,
                                           budget - done, deadline, check)
                done += len(row)
                if len(row) < len(alive):
                    break                        # only complete rows count
                for i, v in zip(alive, row, strict=True):
                    totals[i] += v
                count += 1
                if timed:
                    timed = False
                    cost = (time.perf_counter() - t0) / len(row)
                    left = deadline - time.perf_counter()
                    budget = done + max(0, int(0.9 * left / max(cost, 1e-6)))
                    per_stage = budget / stages
                    target = count + max(0, int(per_stage / len(alive)) - 1)
                if progress is not None:
                    progress(min(99, int(100 * done / max(1, budget))))
            if stop or len(alive) == 1:
                break
            alive.sort(key=lambda j: totals[j], reverse=True)
            alive = alive[: max(1, (len(alive) + 1) // 2)]
        if progress is not None:
            progress(100)
        if not count:
            best, best_score = fallback
        else:
            i = max(alive, key=lambda j: totals[j])
            best, best_score = cands[i], totals[i] / count
        return Decision(best, score=best_score, nodes=done, depth=count,
                        seconds=time.perf_counter() - start,
                        detail={"samples": count, "candidates": len(cands)})
