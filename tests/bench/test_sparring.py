"""The sparring bench's Python side (issue #17): the pipe protocol, the match runner's games,
legality checks and tables, the baseline bots of another revision. The C partner itself is checked against our
rules by ``python -m bench sparring check`` (it needs a C compiler, which not every CI runner
has); these tests use a Python stand-in that speaks the same protocol (fake_partner.py)."""

from __future__ import annotations

import io
import os
import random
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from bench import bench_sparring as bs
from bench.sparring import Engine, EngineError
from tabletop_gui.ai.match import wilson
from tabletop_gui.rules import pylos

FAKE = Path(__file__).with_name("fake_partner.py")


def fake(mode: str = "first") -> list[str]:
    return [sys.executable, str(FAKE), mode]


def test_engine_speaks_the_protocol() -> None:
    with Engine(fake()) as engine:
        engine.position("standard", "light", ["1a1", "1b2"])
        assert engine.moves() == [str(m) for m in pylos.play_all(["1a1", "1b2"]).legal_moves()]
        assert engine.perft(2) == pylos.perft(pylos.play_all(["1a1", "1b2"]), 2)
        reply = engine.go(depth=12, seed=3)
        assert (reply.move, reply.score, reply.depth, reply.nodes, reply.ms) == ("1b1", 0, 12, 5, 0.1)


def test_engine_reports_errors_and_silence() -> None:
    with Engine(fake()) as engine:
        with pytest.raises(EngineError, match="unknown command"):
            engine._ok(engine.ask("nonsense"))
    with Engine(fake("silent")) as engine:
        engine.position("standard", "light")
        with pytest.raises(EngineError, match="did not answer"):
            engine.go()


def test_openings_are_shared_and_seeded() -> None:
    a = bs.opening_moves("standard", "light", 3, 2, seed=0)
    assert a == bs.opening_moves("standard", "light", 3, 2, seed=0)
    assert len(a) == 2 and pylos.play_all(a).ply == 2
    others = {tuple(bs.opening_moves("standard", "light", k, 2, seed=0)) for k in range(10)}
    assert len(others) > 5                      # openings differ from one index to the next


def test_a_game_against_the_partner_checks_and_records() -> None:
    partner = bs.Sparring("sparring@depth=3", fake())
    try:
        ours = bs.OurBot("easy")
        opening = bs.opening_moves("standard", "light", 0, 2, seed=0)
        game = bs.play_game(ours, partner, "standard", "light", opening, 0, "dark", seed=0)
    finally:
        partner.close()
    state = pylos.play_all(game.moves)          # every recorded move is legal, in order
    assert state.is_over and game.moves[:2] == opening
    assert game.outcome == (1.0 if state.result == "dark" else 0.0)
    assert game.reason == state.end_reason
    # A (dark) moved on plies 3, 5, ...; the partner on 2, 4, ... after the opening
    assert len(game.a_seconds) + len(game.b_seconds) == len(game.moves) - 2
    assert len(game.a_seconds) in (len(game.b_seconds), len(game.b_seconds) - 1)


def test_an_illegal_move_from_the_partner_stops_the_run() -> None:
    partner = bs.Sparring("sparring", fake("illegal"))
    try:
        with pytest.raises(bs.IllegalMove, match="4a1"):
            bs.play_game(bs.OurBot("beginner"), partner, "standard", "light", [], 0, "dark", seed=0)
    finally:
        partner.close()


def test_sparring_spec_and_bad_options() -> None:
    with pytest.raises(ValueError, match="unknown sparring option"):
        bs.Sparring("sparring@width=3", fake())
    with pytest.raises(ValueError, match="FULL/THREE/BLOCKED"):
        bs.Sparring("sparring@eval=1/2", fake())
    partner = bs.Sparring("sparring@depth=7,eval=1/2/3", fake())    # the fake says ok to eval
    try:
        assert partner.depth == 7 and partner.engine.command == fake()
    finally:
        partner.close()
    with pytest.raises(ValueError):
        bs.OurBot("expert@depth=3")
    # tables=shipped: the partner scores with the expert's evaluation (the stand-in's static)
    from tabletop_gui.ai.pylos.ntuple import scorer

    partner = bs.Sparring("sparring@depth=5,tables=shipped", fake())
    try:
        partner.engine.position("standard", "light", ["1a1", "1b2", "1c3"])
        board = pylos.play_all(["1a1", "1b2", "1c3"]).board()
        shipped = scorer("standard")
        assert shipped is not None
        assert partner.engine.static() == shipped(board.masks[1], board.masks[0]) != 0
    finally:
        partner.close()


def _game(colour: str, outcome: float, secs: float = 0.5) -> bs.Game:
    return bs.Game("A", "B", 0, colour, outcome, "top", [], [secs], [0.1])


def test_summary_rows_count_per_colour_with_wilson() -> None:
    games = [_game("light", 1.0), _game("light", 1.0), _game("light", 0.0),
             _game("dark", 0.5), _game("dark", 0.0, 1.5)]
    rows = bs.summary_rows(games)
    assert [r[1] for r in rows] == ["light (1st)", "dark (2nd)", "both"]
    light, dark, both = rows
    assert light[2:4] == ("3", "2/0/1") and dark[2:4] == ("2", "0/1/1") and both[2:4] == ("5", "2/1/2")
    assert light[4].startswith("66.7% [") and dark[4].startswith("25.0% [")
    lo, hi = wilson(2.5, 5)
    assert both[4] == f"50.0% [{100 * lo:.1f}, {100 * hi:.1f}]" and 0.1 < lo < 0.2
    assert dark[6:9] == ("1.000", "1.50", "0.100")


def test_repetition_games_end_drawn_by_our_rules() -> None:
    for variant, moves in bs._repeating_games():
        state = pylos.play_all(moves, variant)
        assert state.result == "draw" and state.end_reason == "repetition"
        assert not pylos.play_all(moves[:-1], variant).is_over


def test_a_baseline_spec_names_its_revision_and_level() -> None:
    ours = bs.OurBot("baseline@HEAD~2:expert@nodes=300")
    assert (ours.revision, ours.level, ours.kwargs) == ("HEAD~2", "expert", {"nodes": 300})
    assert bs.OurBot("baseline:medium").revision == bs.BASELINE == "c926246"
    assert bs.OurBot("expert@nodes=300").revision is None
    assert bs.OurBot("handeval:expert").revision is None
    assert bs.baseline_spec("expert@nodes=9") == "baseline:expert@nodes=9"
    assert bs.baseline_spec("expert", "abc123") == "baseline@abc123:expert"
    assert bs.baseline_revision(bs.baseline_spec("expert", "abc123")) == "abc123"


def test_a_baseline_bot_plays_its_revision_s_code_legal_moves() -> None:
    """HEAD: every clone has it, a shallow one too (CI's); the revision's own tabletop_gui,
    from a worktree, in a worker process, is told the whole game and answers legal moves."""
    from bench.worktree import checkout, origins

    ours = bs.OurBot("baseline@HEAD:expert@nodes=300")
    try:
        ours.new_game(1)
        assert ours.worker is not None
        package, bench = ours.worker.call(origins)
        assert Path(package) == checkout("HEAD") / "tabletop_gui"
        assert Path(bench) == Path(bs.__file__).resolve().parent.parent      # the bench: ours
        moves = ["1a1", "1b2"]
        state = pylos.play_all(moves)
        for _ in range(6):
            played = ours.decide(state, moves)
            move = state.move_from_text(played.move)       # raises where it is not legal
            state = state.play(move)
            moves.append(str(move))
            assert played.seconds >= 0 and played.nodes >= 0
        assert state.ply == 8
        ours.new_game(2)            # a new game: the same worker, a bot made again
        assert ours.decide(pylos.new_game(), []).move in {str(m) for m in pylos.new_game().legal_moves()}
    finally:
        ours.close()
    assert ours.worker is None


def test_handeval_plays_the_level_with_the_hand_written_evaluation() -> None:
    from tabletop_gui.ai.pylos.levels import LEVELS

    ours = bs.OurBot("handeval:expert@nodes=300")
    assert ours.level == "expert_handeval"
    assert LEVELS["expert"].learnt and not ours.config.learnt
    ours.new_game(1)
    state = pylos.play_all(["1a1", "1b2"])
    for _ in range(4):
        state = state.play(state.move_from_text(ours.decide(state, []).move))
    assert state.ply == 6
    assert ours.bot.searcher is not None and not ours.bot.searcher.learnt
    lmr = bs.OurBot("lmr:expert@nodes=300")
    assert lmr.level == "expert_lmr" and lmr.config.lmr
    assert not LEVELS["expert"].lmr
    uncapped = bs.OurBot("uncapped:expert@nodes=300")
    assert uncapped.level == "expert_uncapped" and not uncapped.config.move_cap
    assert LEVELS["expert"].move_cap


def _expert_after_six_plies(spec: str) -> tuple:
    """A bench bot of ``spec`` (the expert level unchanged) after it played 4 plies of a game
    opened 1a1 1b2: its searcher and the position's board."""
    from tabletop_gui.ai.pylos.levels import LEVELS

    ours = bs.OurBot(spec)
    assert replace(ours.config, name="expert") == LEVELS["expert"]
    ours.new_game(1)
    state = pylos.play_all(["1a1", "1b2"])
    for _ in range(4):
        state = state.play(state.move_from_text(ours.decide(state, []).move))
    assert state.ply == 6
    searcher = ours.bot.searcher
    assert searcher is not None
    return searcher, state.board()


def test_learnt1_plays_the_expert_with_session_5s_frozen_evaluation() -> None:
    """``learnt1:`` is the expert level unchanged, its searcher scoring with the frozen
    session-5 weights (bench/pylos_learnt1.py), not the package's current ones."""
    from bench import pylos_learnt1
    from tabletop_gui.ai.pylos.evaluation import features

    searcher, board = _expert_after_six_plies("learnt1:expert@nodes=300")
    assert searcher.learnt and searcher.scorer is not None
    me, opp = board.masks[board.to_move], board.masks[1 - board.to_move]
    old = pylos_learnt1.WEIGHTS["standard"]
    assert searcher.evaluate(board) == sum(
        w * f for w, f in zip(old, features(me, opp, "standard")[:len(old)], strict=True))


def test_solve_variants_move_the_exact_threshold_alone() -> None:
    from tabletop_gui.ai.pylos.levels import LEVELS

    for prefix, at in (("solve13", 13), ("solve14", 14), ("solve15", 15)):
        ours = bs.OurBot(f"{prefix}:expert@nodes=300")
        level = ours.config
        assert ours.level == f"expert_{prefix}" and level.solve_at == at
        assert replace(level, name="expert", solve_at=14) == LEVELS["expert"]
    assert LEVELS["expert"].solve_at == 14


def test_endgame_rows_time_a_s_moves_by_empty_places() -> None:
    # light plays 4 timed moves after a 2-ply opening; 30 - 2 = 28 empty places before the first
    moves = ["1a1", "1b2", "1a2", "1b3", "1a3", "1b4", "1c1", "1c2", "1d1"]
    game = bs.Game("A", "B", 0, "light", 1.0, "", moves, [0.5, 7.0, 0.25, 2.0], [0.1] * 3)
    assert bs.endgame_moves(game) == [(28, 0.5), (26, 7.0), (24, 0.25), (22, 2.0)]
    dark = bs.Game("A", "B", 0, "dark", 0.0, "", moves[:8], [1.0, 3.0, 9.0], [0.1] * 3)
    assert bs.endgame_moves(dark) == [(27, 1.0), (25, 3.0), (23, 9.0)]
    rows = bs.endgame_rows([game, dark], 26)
    assert rows == [("A vs B", "5", "21.2", "4.250", "3.000", "9.00", "2")]   # 26, 24, 22; 25, 23
    assert bs.endgame_rows([game], 20) == []


def test_bench_main_passes_arguments_to_one_benchmark() -> None:
    done = subprocess.run([sys.executable, "-m", "bench", "sparring", "--help"], capture_output=True,
                          text=True, cwd=Path(__file__).parents[2], timeout=60)
    assert done.returncode == 0 and "python -m bench sparring" in done.stdout


def test_ours_plays_another_checkouts_tabletop_gui(tmp_path: Path) -> None:
    (tmp_path / "tabletop_gui").mkdir()
    (tmp_path / "tabletop_gui" / "__init__.py").write_text("MARK = 'other checkout'\n")
    code = ("from bench.bench_sparring import use_tabletop_gui_of; use_tabletop_gui_of(%r); "
            "import bench, tabletop_gui; print(tabletop_gui.MARK, bench.__file__)" % str(tmp_path))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=Path(__file__).parents[2], timeout=60)
    assert done.returncode == 0, done.stderr
    mark, bench_file = done.stdout.rsplit(" ", 1)
    assert mark == "other checkout"
    assert Path(bench_file.strip()).parent == Path(__file__).parents[2] / "bench"   # ours stays


def test_logged_games_read_back(tmp_path: Path) -> None:
    games = [_game("light", 1.0), _game("dark", 0.5)]
    log = tmp_path / "games.jsonl"
    with log.open("a", encoding="utf-8") as out:
        for g in games:
            bs._progress(g, out)
    assert bs.read_logs([str(log)]) == games


def test_report_keeps_openings_played_with_both_colours() -> None:
    def g(k: int, colour: str, a: str = "A") -> bs.Game:
        return bs.Game(a, "B", k, colour, 1.0, "top", [str(k)])

    games = [g(0, "light"), g(0, "dark"), g(1, "light"), g(2, "dark"), g(2, "light"), g(0, "light"),
             g(1, "dark", "C")]
    assert [(x.opening, x.a_colour) for x in bs.paired(games)] == [(0, "light"), (0, "dark"),
                                                                   (2, "dark"), (2, "light")]
    assert [(x.opening, x.a_colour) for x in bs.paired(games, below=1)] == [(0, "light"), (0, "dark")]


def test_run_games_plays_each_opening_with_both_colours_and_stops_when_told(monkeypatch) -> None:
    real = bs.make_player
    monkeypatch.setattr(bs, "make_player",
                        lambda spec: bs.Sparring(spec, fake()) if spec.startswith("sparring") else real(spec))
    games = bs.run_games([("beginner", "sparring")], "standard", "light", 2, 2, 0, 1)
    assert sorted((g.opening, g.a_colour) for g in games) == [(0, "dark"), (0, "light"), (1, "dark"),
                                                               (1, "light")]
    assert games[0].moves[:2] == games[1].moves[:2] == bs.opening_moves("standard", "light", 0, 2, 0)
    assert bs.run_games([("beginner", "sparring")], "standard", "light", 2, 2, 0, 1, stop_after=1e-9) == []


def test_run_games_in_two_processes_waits_for_every_game_without_a_stop() -> None:
    """``--jobs 2`` with no ``--stop-after``: every game is waited for (the wait's timeout was
    infinite and overflowed the platform's time_t once)."""
    games = bs.run_games([("beginner", "easy")], "standard", "light", 1, 2, 0, 2)
    assert sorted(g.a_colour for g in games) == ["dark", "light"]


def test_run_games_interleaves_pairings_so_a_cut_run_stays_side_by_side(monkeypatch) -> None:
    real = bs.make_player
    monkeypatch.setattr(bs, "make_player",
                        lambda spec: bs.Sparring(spec, fake()) if spec.startswith("sparring") else real(spec))
    games = bs.run_games([("beginner", "sparring"), ("easy", "sparring")], "standard", "light", 2, 2,
                         0, 1)
    assert [(g.opening, g.a, g.a_colour) for g in games] == [
        (0, "beginner", "light"), (0, "beginner", "dark"), (0, "easy", "light"), (0, "easy", "dark"),
        (1, "beginner", "light"), (1, "beginner", "dark"), (1, "easy", "light"), (1, "easy", "dark")]


@pytest.mark.slow
def test_the_ladder_order_holds_with_the_learnt_evaluation() -> None:
    """The learnt evaluation is the expert's alone: the expert still beats medium (node budgets,
    so these games are the same on any machine)."""
    games = bs.run_games([("expert@nodes=15000", "medium@nodes=3000")], "standard", "light", 3, 2,
                         0, 1)
    assert len(games) == 6
    assert sum(g.outcome for g in games) >= 5


def test_the_expert_s_evaluation_dump_read_as_raw_states_equals_python_s() -> None:
    """``check_tables`` (``python -m bench sparring check``'s second part) against the stand-in,
    which reads the dump as the C partner does (raw tuple states, no symmetry code): the static
    scores equal the Python expert's on random positions of all three rules."""
    assert bs.check_tables(25, command=fake()) == 0


def test_a_wrong_dump_is_caught(tmp_path: Path) -> None:
    from bench.sparring import tables

    text = tables.dump_text()
    dump = tables.read(text)
    state = pylos.play_all(["1a1", "1b2", "1a2", "1c3"])
    board = state.board()
    me, opp = board.masks[board.to_move], board.masks[1 - board.to_move]
    from tabletop_gui.ai.pylos.ntuple import scorer

    assert tables.score(dump, "standard", me, opp) == scorer("standard")(me, opp)
    # every table entry of the standard rules one higher: 14 look-ups, the score 14 higher
    lines = text.split("\n")
    start = lines.index(next(ln for ln in lines if ln.startswith("variant standard")))
    for k in range(start + 1, len(lines)):
        if lines[k].startswith("variant") or lines[k] == "end":
            break
        if lines[k].startswith("table"):
            lines[k] = "table " + " ".join(str(int(w) + 1) for w in lines[k].split()[1:])
    path = tmp_path / "bumped.tables"
    path.write_text("\n".join(lines), encoding="utf-8")
    with Engine(fake()) as engine:
        engine.tables(str(path))
        engine.position("standard", "light", ["1a1", "1b2", "1a2", "1c3"])
        assert engine.static() == scorer("standard")(me, opp) + 14
        engine.tables(None)
        assert engine.static() == 0


def test_boot_plays_the_expert_with_the_bootstrapped_tables() -> None:
    """``boot:`` is the expert level unchanged, its searcher scoring with the tables of
    bench/pylos_boot_weights.py (not the shipped ones)."""
    from bench import pylos_boot
    from tabletop_gui.ai.pylos.ntuple import scorer

    searcher, board = _expert_after_six_plies("boot:expert@nodes=300")
    assert searcher.scorer is not None
    me, opp = board.masks[board.to_move], board.masks[1 - board.to_move]
    boot = pylos_boot.scorer("standard")
    assert boot is not None
    assert searcher.evaluate(board) == boot(me, opp)
    shipped = scorer("standard")
    assert shipped is not None
    positions = [pylos.play_all(m).board() for m in (["1a1"], ["1a1", "1b2", "1c3"], ["1d4", "1a1"])]
    assert any(boot(b.masks[b.to_move], b.masks[1 - b.to_move])
               != shipped(b.masks[b.to_move], b.masks[1 - b.to_move]) for b in positions)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the parent-death signal is Linux's")
def test_the_partner_ends_with_the_process_that_started_it() -> None:
    """A match cut short by --stop-after ends its workers with SIGTERM (Pool.terminate): no
    exit handler runs there, and the partners they had started kept searching, orphaned,
    until their search ended (minutes in the mature rules). The partner now dies with its
    parent."""
    import signal
    import time

    repo = Path(__file__).resolve().parents[2]
    code = ("import sys, time; sys.path.insert(0, %r)\n"
            "from bench.sparring import Engine\n"
            "e = Engine(['sleep', '60'])\n"      # (a partner deep in a search, not reading)
            "print(e.proc.pid, flush=True)\n"
            "time.sleep(60)\n") % str(repo)
    parent = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    assert parent.stdout is not None
    child = int(parent.stdout.readline())
    os.kill(child, 0)                               # it runs
    parent.send_signal(signal.SIGTERM)
    parent.wait(timeout=10)
    deadline = time.monotonic() + 10
    gone = False
    while time.monotonic() < deadline and not gone:
        try:
            os.kill(child, 0)
            with open(f"/proc/{child}/stat", encoding="ascii") as f:
                gone = f.read().split(")")[-1].split()[0] == "Z"   # a zombie has ended
        except (ProcessLookupError, FileNotFoundError):
            gone = True
        if not gone:
            time.sleep(0.05)
    if not gone:
        os.kill(child, signal.SIGKILL)
    assert gone, "the partner outlived the process that started it"


def _beginner_game() -> bs.Game:
    """A game of the beginner (light) against the fake partner, after 2 opening plies."""
    partner = bs.Sparring("sparring", fake())
    try:
        opening = bs.opening_moves("standard", "light", 1, 2, seed=0)
        return bs.play_game(bs.OurBot("beginner"), partner, "standard", "light", opening, 1,
                            "light", seed=0)
    finally:
        partner.close()


def test_the_trap_finder_asks_the_partner_about_every_move_of_a_lost_turn() -> None:
    """``tools.pylos_traps``: each of A's turns the book says is lost, every legal move, the
    partner's answer to it (the fake answers with the first legal move) and the book's value
    for A after that answer."""
    from tabletop_gui.ai.pylos.book import book_for
    from tools.pylos_traps import lost_turns

    book = book_for("standard")
    assert book is not None
    game = _beginner_game()
    turns = lost_turns(game, "standard", "light", 0, 12, 15, 2, fake())
    assert turns
    state, seen = pylos.play_all(game.moves[:2]), 0
    for ply, played in enumerate(game.moves[2:], start=2):
        board = state.board()
        empty = state.reserve("light") + state.reserve("dark")
        lost = book.value(board.masks[board.to_move], board.masks[1 - board.to_move]) == -1
        if state.to_move == "light" and empty >= 15 and lost:
            turn = turns[seen]
            seen += 1
            assert (turn["ply"], turn["empty"], turn["played"]) == (ply, empty, played)
            assert [m for m, _, _ in turn["rows"]] == [str(m) for m in state.legal_moves()]
            for m, answer, v in turn["rows"]:
                after = state.play(m)
                if after.is_over:
                    continue
                assert answer == str(after.legal_moves()[0])
                again = after.play(answer)
                b = again.board()
                want = (1 if again.result == "light" else -1) if again.is_over else \
                    book.value(b.masks[b.to_move], b.masks[1 - b.to_move])
                assert v == want
        state = state.play(played)
        if state.is_over:
            break
    assert seen == len(turns)


#: two games of a seed-20 match as light against the 12-ply partner: won (the
#: partner erred answering A's turn with 26 empty places) and lost
_WON = ["1d1", "1d2", "1b2", "1b3", "1c2", "1b1", "1d4", "1a3", "1b4", "1a1", "1a2", "1a1-2a2",
        "1c3", "1c4", "2b2", "2b3", "1a4", "2a3", "3a2", "1c1", "2b1", "1a1", "2c1", "1d3",
        "2c2x1d4x2b1", "1a1-2b1", "1d4", "1a1", "2a1", "3b1", "1d4-3a1", "1d4", "2c3", "3b2"]
_LOST = ["1c2", "1c3", "1a2", "1a3", "1a4", "1d4", "1b3", "1b1", "1a1", "1d2", "1d3", "1d4-2c2",
         "1d1", "1c4", "1d4", "2c3", "1b2", "2a1", "1c1", "2c1", "1a4-2b2", "1a4", "2a2",
         "1a4-2b1", "1a4", "2c1-3a1", "1a4-2c1", "2c3-3b1", "1b4", "2c3", "1a4", "2a3", "2b3"]


def test_the_turning_point_is_the_lost_turn_the_partner_misanswered() -> None:
    """``tools.pylos_traps --turning``: a won game turned at A's last turn the book says is
    lost before its first won one (the partner's answer there threw the win away); a lost
    game has no turning point, only its last lost turn the book holds."""
    from tabletop_gui.ai.pylos.book import book_for
    from tools.pylos_traps import turning_point

    book = book_for("standard")
    assert book is not None

    def a_turns(moves: list[str]) -> list[tuple[int, int | None]]:
        """(empty places, the book's value) at each of light's turns after the 2 random
        opening plies."""
        state, out = pylos.new_game("standard"), []
        for ply, played in enumerate(moves):
            if ply >= 2 and state.to_move == "light":             # after the opening
                b = state.board()
                out.append((state.reserve("light") + state.reserve("dark"),
                            book.value(b.masks[b.to_move], b.masks[1 - b.to_move])))
            state = state.play(played)
        return out

    won = bs.Game("A", "B", 1, "light", 1.0, "reserve", _WON)
    assert turning_point(won, "standard", "light") == (26, 26)
    turns = a_turns(_WON)
    k = next(i for i, (e, _) in enumerate(turns) if e == 26)
    assert turns[k][1] == -1 and turns[k + 1][1] == 1 and all(v == -1 for _, v in turns[:k])
    lost = bs.Game("A", "B", 0, "light", 0.0, "reserve", _LOST)
    assert turning_point(lost, "standard", "light") == (None, 13)
    turns = a_turns(_LOST)
    held = [(e, v) for e, v in turns if v is not None]
    assert held[-1] == (13, -1) and all(v == -1 for _, v in held)


def test_reseeding_answers_every_move_under_other_seeds_and_weighs_an_oracle() -> None:
    """``tools.pylos_traps --reseed``: every move of a lost turn answered again under other
    seeds of the partner's (the fake's ``seeded`` mode picks the legal move its seed names),
    each with the book's value for A; the summary counts the answers that were the match's
    own and the turns where the move most often misanswered under them is a real trap."""
    from tabletop_gui.ai.pylos.book import book_for
    from tools.pylos_traps import RESEED, _book_value, lost_turns, reseed_summary

    book = book_for("standard")
    assert book is not None
    game = _beginner_game()
    turns = lost_turns(game, "standard", "light", 0, 12, 15, 2, fake("seeded"), reseed=3)
    assert turns
    answers = same = 0
    for turn in turns:
        state = pylos.play_all(game.moves[:turn["ply"]])
        rows = [(m, a, v) for m, a, v in turn["rows"] if a is not None]
        assert sorted(turn["reseeded"]) == sorted(m for m, _, _ in rows)
        for m, a, _ in rows:
            after = state.play(m)
            legal = [str(x) for x in after.legal_moves()]
            plies = turn["ply"] + 1
            want = [legal[(RESEED * (k + 1) + plies) % len(legal)] for k in range(3)]
            assert [o for o, _ in turn["reseeded"][m]] == want
            assert [v for _, v in turn["reseeded"][m]] == [
                _book_value(book, after.play(o)) for o in want]
            answers += 3
            same += sum(o == a for o in want)
    total, agreed, trap_turns, oracle, played = reseed_summary(turns)
    assert (total, agreed) == (answers, same)
    real_turns = [t for t in turns if any(v == 1 for _, a, v in t["rows"] if a is not None)]
    assert trap_turns == len(real_turns)
    picked = 0
    for t in real_turns:                 # the first move with the most losing answers
        rows = [(m, v) for m, a, v in t["rows"] if a is not None]
        misses = [sum(v == 1 for _, v in t["reseeded"][m]) for m, _ in rows]
        picked += rows[misses.index(max(misses))][1] == 1
    assert oracle == picked
    assert played == sum(any(m == t["played"] and v == 1 for m, _, v in t["rows"])
                         for t in real_turns)
    # the same turns without reseeding carry no other answers
    assert "reseeded" not in lost_turns(game, "standard", "light", 0, 12, 15, 2,
                                        fake("seeded"))[0]


def test_the_trap_finder_never_guesses_a_value_the_book_does_not_hold() -> None:
    """Below the book's empty places (``--min-empty`` too low) a position's value is an
    error naming what to raise, not a draw that would count as a trap missed."""
    from tabletop_gui.ai.pylos.book import book_for
    from tools.pylos_traps import _book_value

    book = book_for("standard")
    assert book is not None
    rng = random.Random(3)
    state = pylos.new_game("standard")
    while state.reserve("light") + state.reserve("dark") >= book.min_empty:
        state = state.play(rng.choice(state.legal_moves()))
    assert not state.is_over
    with pytest.raises(ValueError, match="--min-empty"):
        _book_value(book, state)


def test_the_trap_book_weighs_every_move_under_the_partner_s_seeds() -> None:
    """``tools.pylos_trapbook``'s :func:`weigh`: each move that does not lose at once is
    answered under the seeds (the fake's ``seeded`` mode picks the legal move its seed names),
    each answer judged by the book; the moves within two mistakes of the best get the further
    seeds; the move with the highest share of mistakes is chosen."""
    from tabletop_gui.ai.pylos.book import book_for, loses_at_once
    from tabletop_gui.rules.pylos import FULL
    from tools.pylos_trapbook import SEED_BASE, SEED_STEP, weigh

    book = book_for("standard")
    assert book is not None
    line = ["1a1", "1b2"]
    state = pylos.play_all(line)
    w = weigh("standard", "light", line, 3, 2, 12, fake("seeded"))
    board = state.board()
    assert (w["me"], w["opp"]) == (board.masks[0], board.masks[1])
    playable = [m for m in state.legal_moves()
                if not loses_at_once(board.masks[1], board.masks[0] ^ (m.code & FULL))]
    assert [m for m, _ in w["rows"]] == [str(m) for m in playable]
    counts = []
    for (move, answers), moved in zip(w["rows"], w["moved"], strict=True):
        after = state.play(move)
        assert moved == after.board().masks[0]
        legal = [str(x) for x in after.legal_moves()]
        want = [legal[(SEED_BASE + SEED_STEP * k) % len(legal)] for k in range(len(answers))]
        assert [a for a, _ in answers] == want
        for a, mistake in answers:
            b = after.play(a).board()
            assert mistake == (book.value(b.masks[0], b.masks[1]) == 1)
        counts.append(sum(m for _, m in answers[:3]))
    best = max(counts)
    assert [len(a) for _, a in w["rows"]] == [5 if c >= best - 2 else 3 for c in counts]
    rates = [sum(m for _, m in a) / len(a) for _, a in w["rows"]]
    assert w["chosen"] == rates.index(max(rates))     # the fake scores all alike: the first


def test_the_trap_book_walk_covers_every_lost_opening_and_reads_back() -> None:
    """The walk from the start and every 2-ply opening (one per position up to symmetry)
    where the first player is lost; its file read back gives each position's chosen move."""
    from tabletop_gui.ai.pylos.book import book_for
    from tabletop_gui.ai.pylos.traps import TrapBook, canonical
    from tabletop_gui.rules.pylos import FULL
    from tools.pylos_trapbook import roots, text_of, walk

    book = book_for("standard")
    assert book is not None
    lines = roots("standard", "light")
    keys = []
    for line in lines:
        board = pylos.play_all(line).board()
        assert book.value(board.masks[0], board.masks[1]) == -1
        keys.append(canonical(board.masks[0], board.masks[1]))
    assert lines[0] == [] and len(set(keys)) == len(keys)
    start = pylos.new_game()
    lost = set()
    for a in start.legal_moves():
        for b in start.play(a).legal_moves():
            board = start.play(a).play(b).board()
            if book.value(board.masks[0], board.masks[1]) == -1:
                lost.add(canonical(board.masks[0], board.masks[1]))
    assert set(keys[1:]) == lost
    log = []

    class Log:
        def write(self, text: str) -> None:
            log.append(text)

        def flush(self) -> None:
            pass

    weighed = walk("standard", "light", 28, 1, 0, 12, 1, Log(), fake("seeded"))
    assert len(weighed) >= len(lines) and "positions with" in "".join(log)
    trap_book = TrapBook(text_of(weighed, ["a test"]))
    assert len(trap_book) == len({canonical(w["me"], w["opp"]) for w in weighed})
    for w in weighed:
        board = pylos.play_all(w["line"]).board()
        code = trap_book.move(w["me"], w["opp"], board.legal_codes())
        chosen = w["rows"][w["chosen"]][0]
        assert canonical(w["me"] ^ (code & FULL), w["opp"]) == \
            canonical(pylos.play_all([*w["line"], chosen]).board().masks[0], w["opp"])


def test_the_trap_book_walk_resumes_from_an_earlier_dump() -> None:
    """``--resume``: positions weighed before (an earlier run's dump, read back from JSON) are
    taken as they are, and only the others are weighed, so a deeper trap book costs only its
    new positions and comes out as a fresh walk would."""
    import json

    from tools.pylos_trapbook import text_of, walk

    fresh = walk("standard", "light", 28, 1, 0, 12, 1, io.StringIO(), fake("seeded"))
    dumped = json.loads(json.dumps(fresh))
    # every position known: the partner is never asked (the command does not exist)
    again = walk("standard", "light", 28, 1, 0, 12, 1, io.StringIO(), ["/nonexistent/partner"],
                 known=dumped)
    assert [w["line"] for w in again] == [w["line"] for w in fresh]
    assert all(a is d for a, d in zip(again, dumped, strict=True))
    # every other position known: the rest weighed now, the same as the fresh walk
    some = dumped[::2]
    assert 0 < len(some) < len(dumped)
    partly = walk("standard", "light", 28, 1, 0, 12, 1, io.StringIO(), fake("seeded"), known=some)
    assert all(any(p is w for p in partly) for w in some)
    assert json.loads(json.dumps(partly)) == dumped
    assert text_of(partly, ["t"]) == text_of(fresh, ["t"])
    # a dump weighed with other parameters (here 2 seeds a move) is refused, naming them
    other = walk("standard", "light", 28, 2, 0, 12, 1, io.StringIO(), fake("seeded"))
    assert other[0]["params"] == ["standard", "light", 2, 0, 12]
    with pytest.raises(ValueError, match=r"the start was weighed with .* = \['standard', "
                       r"'light', 2, 0, 12\], not \['standard', 'light', 1, 0, 12\]"):
        walk("standard", "light", 28, 1, 0, 12, 1, io.StringIO(), ["/nonexistent/partner"],
             known=json.loads(json.dumps(other)))


def test_the_trap_book_walk_looks_two_moves_ahead_where_the_share_sees_little() -> None:
    """``--ahead-from``/``--ahead-below``: where the chosen move's two-move value (its share of
    mistakes plus, per answer that is not one, the best share in the position it leaves) is
    below the bar, every move is valued so and the best kept; the walk goes on from it; the
    positions weighed only for this come back aside, and a resumed walk needs no partner."""
    import json

    from tabletop_gui.ai.pylos.traps import canonical
    from tools.pylos_trapbook import text_of, walk

    aside: list = []
    done = walk("standard", "light", 26, 1, 0, 12, 1, io.StringIO(), fake("seeded"),
                ahead_from=28, ahead_below=0.3, aside=aside)
    key = {id(w): canonical(w["me"], w["opp"]) for w in [*done, *aside]}
    assert not {key[id(w)] for w in done} & {key[id(w)] for w in aside}
    by_key = {key[id(w)]: w for w in [*done, *aside]}

    def share(w: dict, i: int) -> float:
        return sum(m for _, m in w["rows"][i][1]) / len(w["rows"][i][1])

    def best(w: dict) -> float:
        return max(share(w, i) for i in range(len(w["rows"]))) if w["chosen"] >= 0 else 0.0

    def value(w: dict, i: int) -> float:
        move, answers = w["rows"][i]
        later = 0.0
        for reply, mistake in answers:
            state = pylos.play_all([*w["line"], move, reply])
            if not mistake and not state.is_over:
                board = state.board()
                later += best(by_key[canonical(board.masks[board.to_move],
                                               board.masks[1 - board.to_move])])
        return share(w, i) + later / len(answers)

    looked = changed = 0
    for w in done:
        if w["chosen"] < 0:
            continue
        scores = [sum(s) / len(s) for s in w["scores"]]
        greedy = max(range(len(w["rows"])), key=lambda i: (share(w, i), -scores[i], -i))
        if 30 - (w["me"] | w["opp"]).bit_count() < 28:
            assert w["chosen"] == greedy and "ahead" not in w
        elif "ahead" not in w:
            assert w["chosen"] == greedy and value(w, greedy) >= 0.3
        else:
            looked += 1
            assert w["greedy"] == greedy and value(w, greedy) < 0.3
            assert w["ahead"] == pytest.approx([value(w, i) for i in range(len(w["rows"]))])
            top = max(w["ahead"])
            ties = [i for i, v in enumerate(w["ahead"]) if v == top]
            pick = greedy if greedy in ties else ties[0]
            if pick == greedy:
                assert w["chosen"] == greedy and "walk" not in w
            else:       # both walked; the better walk kept (by_walk's own test checks how)
                worth = w["walk"]
                assert [i for i, v in enumerate(worth) if v is not None] == sorted({pick, greedy})
                assert w["chosen"] == (greedy if worth[greedy] > worth[pick] else pick)
            changed += w["chosen"] != greedy
            # the walk went on from the chosen move: its answers' positions were walked
            move, answers = w["rows"][w["chosen"]]
            for reply, mistake in answers:
                state = pylos.play_all([*w["line"], move, reply])
                if not mistake and not state.is_over:
                    board = state.board()
                    k = canonical(board.masks[board.to_move], board.masks[1 - board.to_move])
                    assert any(key[id(d)] == k for d in done)
    assert looked > 0 and changed > 0
    # resumed from the dump (the walked positions and those aside): no partner needed, the same
    dump = json.loads(json.dumps([*done, *aside]))
    again_aside: list = []
    again = walk("standard", "light", 26, 1, 0, 12, 1, io.StringIO(), ["/nonexistent/partner"],
                 known=dump, ahead_from=28, ahead_below=0.3, aside=again_aside)
    assert json.loads(json.dumps(again)) == json.loads(json.dumps(done))
    assert text_of(again, ["t"]) == text_of(done, ["t"])
    # without looking ahead, that dump gives the plain walk back
    plain = walk("standard", "light", 26, 1, 0, 12, 1, io.StringIO(), fake("seeded"))
    undone = walk("standard", "light", 26, 1, 0, 12, 1, io.StringIO(), ["/nonexistent/partner"],
                  known=json.loads(json.dumps([*done, *aside])))
    assert text_of(undone, ["t"]) == text_of(plain, ["t"]) != text_of(done, ["t"])


def test_the_trap_book_walk_checkpoints_what_it_has_weighed() -> None:
    """A long walk hands everything weighed so far to ``checkpoint`` as it goes (``--dump``
    rewrites its file so): a run stopped midway resumes from the last one without weighing
    those positions again."""
    import json

    from tools.pylos_trapbook import text_of, walk

    saved: list = []
    done = walk("standard", "light", 28, 1, 0, 12, 1, io.StringIO(), fake("seeded"),
                checkpoint=lambda positions: saved.append(json.loads(json.dumps(positions))),
                every=0.0)
    assert len(saved) >= len(done) and [len(s) for s in saved] == sorted(len(s) for s in saved)
    assert len(saved[0]) == 1 and len(saved[-1]) == len(done)
    # midway: half weighed; the rest weighed on resuming, the same trap book
    half = saved[len(done) // 2 - 1]
    assert len(half) == len(done) // 2
    again = walk("standard", "light", 28, 1, 0, 12, 1, io.StringIO(), fake("seeded"), known=half)
    assert text_of(again, ["t"]) == text_of(done, ["t"])
    # the last: no partner needed
    last = walk("standard", "light", 28, 1, 0, 12, 1, io.StringIO(), ["/nonexistent/partner"],
                known=saved[-1])
    assert text_of(last, ["t"]) == text_of(done, ["t"])


def test_the_trap_book_keeps_the_move_whose_walk_gives_the_partner_more_chances() -> None:
    """Where looking ahead changed the move, the walk went on from both; the one
    whose walk value (the chance of a mistake before the trap book ends: the share now, plus
    1/answers times the walk value after each right answer) is higher is kept, and the
    positions only the other one reaches are left out of the trap book. A made-up tree:
    root R1's share move leads to positions worth more than its look-ahead's; R2's the
    other way round."""
    from tabletop_gui.ai.pylos.traps import canonical
    from tools.pylos_trapbook import by_walk

    def pos(n: int, rows: list, chosen: int = 0, **more: object) -> dict:
        return {"line": [f"p{n}"], "me": (1 << n) - 1, "opp": 1 << 29, "rows": rows,
                "chosen": chosen, **more}

    # leaves: shares 1.0, 0.5, 0.0, 0.25; A goes on to D (share 1/3) after a right answer
    d = pos(1, [("m", [("x", True), ("y", False), ("z", False)])])
    a = pos(2, [("m", [("x", False)])])
    b = pos(3, [("m", [("x", True), ("y", False)])])
    c = pos(4, [("m", [("x", False), ("y", False)])])
    e = pos(5, [("m", [("x", True), ("y", False), ("z", False), ("w", False)])])
    r1 = pos(6, [("s", [("x", False), ("y", False)]),                # share 0: to A and B
                  ("t", [("x", True), ("y", False), ("z", False), ("w", False)])],   # to C
             chosen=1, greedy=0)
    r2 = pos(7, [("s", [("x", False)]),                              # share 0: to C
                  ("t", [("x", False), ("y", False)])],               # share 0: to B and E
             chosen=1, greedy=0)
    key = {id(w): canonical(w["me"], w["opp"]) for w in (a, b, c, d, e, r1, r2)}
    assert len(set(key.values())) == 7
    to = {(id(r1), 0): {"x": a, "y": b}, (id(r1), 1): {"y": c, "z": c, "w": c},
          (id(r2), 0): {"x": c}, (id(r2), 1): {"x": b, "y": e}, (id(a), 0): {"x": d}}

    def onward(w: dict, moves: list) -> list:
        out = []
        for i in moves:
            for reply, nxt in to.get((id(w), i), {}).items():
                out.append(([*w["line"], w["rows"][i][0], reply], key[id(nxt)]))
        return out

    done = [r1, r2, a, b, c, d, e]
    got = by_walk(done, [key[id(r1)], key[id(r2)]], onward)
    assert got is not None
    ahead, two, kept, reached = got
    # D 1/3; A = 0 + 1/3; B 1/2; C 0; E 1/4
    # R1: share's (A + B) / 2 = 5/12 beats the look-ahead's 1/4 + 3/4 * 0 = 1/4
    assert r1["walk"] == pytest.approx([5 / 12, 1 / 4]) and r1["chosen"] == 0
    # R2: the look-ahead's (B + E) / 2 = 3/8 beats the share's C = 0
    assert r2["walk"] == pytest.approx([0.0, 3 / 8]) and r2["chosen"] == 1
    assert (ahead, two) == (1, 2)
    # C is reached only through the moves left: out of the trap book
    assert [w["line"] for w in reached] == [w["line"] for w in (r1, r2, a, b, d, e)]
    assert kept == 6
    # no position with two moves: nothing to choose, nothing left out
    assert by_walk([a, d], [key[id(a)]], onward) is None
    # R1 alone, its look-ahead's move again: the share's kept, C left out all the same
    r1["chosen"] = 1
    alone = by_walk([r1, a, b, c, d], [key[id(r1)]], onward)
    assert alone is not None and alone[:3] == (0, 1, 4) and r1["chosen"] == 0


def test_the_trap_book_looks_ahead_where_the_walk_value_is_low() -> None:
    """``--walk-below``: after the walk, the positions whose chosen move's walk value is below
    the bar are looked at two moves ahead too, and the walk done again. Walking to 26 empty
    places from 28, a move's walk value is its two-move value (the positions at 26 keep their
    best share), so the bar on either chooses the same positions and the same trap book."""
    from tools.pylos_trapbook import text_of, walk

    log = io.StringIO()
    by_walk_value = walk("standard", "light", 26, 1, 0, 12, 1, log, fake("seeded"),
                         ahead_from=28, walk_below=0.5)
    by_two_moves = walk("standard", "light", 26, 1, 0, 12, 1, io.StringIO(), fake("seeded"),
                        ahead_from=28, ahead_below=0.5)
    looked = [w["line"] for w in by_walk_value if "ahead" in w]
    assert looked and looked == [w["line"] for w in by_two_moves if "ahead" in w]
    assert text_of(by_walk_value, ["t"]) == text_of(by_two_moves, ["t"])
    assert f"walk values below 0.5 in {len(looked)} positions" in log.getvalue()
    plain = walk("standard", "light", 26, 1, 0, 12, 1, io.StringIO(), fake("seeded"))
    assert text_of(plain, ["t"]) != text_of(by_walk_value, ["t"])


def test_the_trap_book_s_header_names_every_option_that_shapes_the_walk() -> None:
    """A look-ahead turned off (0) was left out of the file's rebuild command, which then read
    back as the default and rebuilt another trap book."""
    import argparse

    from tools.pylos_trapbook import header_of

    args = argparse.Namespace(variant="children", first="light", min_empty=26, seeds=8, more=8,
                              depth=12, ahead_from=28, ahead_below=0.0, walk_below=0.0)
    command = header_of(args)[1].split()
    assert command[:3] == ["python", "-m", "tools.pylos_trapbook"]
    assert len(command) % 2 == 1
    options = dict(zip(command[3::2], command[4::2], strict=True))
    assert options["--walk-below"] == "0.0" and options["--ahead-below"] == "0.0"
    assert options["--variant"] == "children" and options["--min-empty"] == "26"
