"""``bench/worktree.py``: another revision's code beside this checkout's in one run (a
temporary git worktree, a worker process with its ``tabletop_gui``). The revision is HEAD: a
shallow clone (CI's) has no older one."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bench import bench_pylos_solve as ps
from bench import worktree


def _head() -> str:
    return subprocess.run(["git", "-C", str(worktree.REPO), "rev-parse", "HEAD"],
                          capture_output=True, text=True, check=True).stdout.strip()


def test_a_revision_is_checked_out_once_and_shared_with_the_processes_a_run_starts() -> None:
    tree = worktree.checkout("HEAD")
    assert worktree.resolve("HEAD") == _head()
    assert (tree / "tabletop_gui" / "__init__.py").is_file() and tree != worktree.REPO
    head = subprocess.run(["git", "-C", str(tree), "rev-parse", "HEAD"], capture_output=True,
                          text=True, check=True).stdout.strip()
    assert head == _head()
    assert worktree.checkout(_head()) == tree          # the same commit: the same worktree
    assert json.loads(os.environ[worktree._ENV])[_head()] == str(tree)


def test_a_revision_the_clone_lacks_says_so() -> None:
    with pytest.raises(worktree.RevisionError, match="not a commit of the clone.*unshallow"):
        worktree.checkout("no-such-revision-here")
    with pytest.raises(worktree.RevisionError, match="not a commit"):
        worktree.resolve("0" * 40)


def test_a_worker_runs_the_bench_with_the_revision_s_package_and_reports_failures() -> None:
    with worktree.Worker("HEAD") as w:
        package, bench = w.call(worktree.origins)
        assert Path(package) == worktree.checkout("HEAD") / "tabletop_gui"
        assert Path(bench) == worktree.REPO
        assert w.call(worktree.resolve, "HEAD") == _head()       # arguments in, a result out
        with pytest.raises(worktree.WorkerError, match="RevisionError"):
            w.call(worktree.resolve, "no-such-revision-here")
        assert w.call(worktree.origins) == [package, bench]     # still serving
    assert w.proc.poll() == 0                                   # ended with its input


def test_the_serve_loop_answers_a_line_a_request_and_keeps_prints_off_its_replies(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdout", sys.stdout)          # serve() points it at stderr
    out = io.StringIO()
    requests = [json.dumps(["builtins", "print", ["noise"]]), json.dumps(["math", "gcd", [12, 18]]),
                json.dumps(["math", "nothing", []])]
    worktree.serve(io.StringIO("\n".join(requests) + "\n"), out)
    replies = [json.loads(line) for line in out.getvalue().splitlines()]
    assert replies[:2] == [[True, None], [True, 6]]
    assert replies[2][0] is False and "AttributeError" in replies[2][1]
    assert "noise" in capsys.readouterr().err


def test_the_solver_of_a_revision_solves_as_this_one_does() -> None:
    """``bench_pylos_solve --base REV``'s "before": the same position, the same value and
    "win in N" from the revision's solver in its worker."""
    state = ps.random_position(10, 1)
    here = ps.solve_masks(*ps.solver_input(state), 30.0)
    with worktree.Worker("HEAD") as before:
        there = before.call(ps.solve_masks, *ps.solver_input(state), 30.0)
    assert here[1] is not None and there[1:3] == list(here[1:3])
