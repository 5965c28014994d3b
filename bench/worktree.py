"""Another revision's code beside this checkout's, in one run: the revision checked out into a
temporary ``git worktree`` (removed when the run ends) and, for calls into it, a process that
runs this checkout's bench with that worktree's ``tabletop_gui`` (:class:`Worker`).

It is how the benches compare with code of before instead of keeping copies of it:
``bench_sparring``'s ``baseline@REV:LEVEL`` bots, ``bench_pylos_solve --base REV`` and
``bench_pylos_draws --trees REV``. A revision is anything ``git rev-parse`` takes (a hash, a
branch, ``HEAD~3``) and must be in this clone: a shallow clone holds only its newest commits
(``git fetch --unshallow`` gets the rest).

A run killed before its end leaves its worktree in the system's temporary folder;
``git worktree prune`` forgets it once the folder is gone.
"""

from __future__ import annotations

import atexit
import importlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import traceback
from pathlib import Path
from typing import IO, Any, Callable, Optional

#: the checkout this bench belongs to: where ``git`` finds the revisions
REPO = Path(__file__).resolve().parent.parent
#: the worktrees made so far, a JSON object of commit -> folder, in the environment so that
#: the processes a run starts (match workers) use the worktree their parent made
_ENV = "TABLETOP_GUI_BENCH_WORKTREES"


class RevisionError(ValueError):
    """A revision this clone does not have (or no ``git`` to ask)."""


def _git(*args: str) -> str:
    try:
        done = subprocess.run(["git", "-C", str(REPO), *args], capture_output=True, text=True)
    except OSError as exc:
        raise RevisionError(f"git did not run: {exc}") from exc
    if done.returncode:
        raise RevisionError(done.stderr.strip() or f"git {' '.join(args)} failed")
    return done.stdout.strip()


def resolve(rev: str) -> str:
    """The full hash of the commit ``rev`` names in this clone."""
    try:
        return _git("rev-parse", "--verify", "--quiet", f"{rev}^{{commit}}")
    except RevisionError as exc:
        raise RevisionError(f"{rev!r} is not a commit of the clone at {REPO} ({exc or 'unknown'}; "
                            "a shallow clone lacks older commits: git fetch --unshallow)") from exc


def _made() -> dict[str, str]:
    made: dict[str, str] = json.loads(os.environ.get(_ENV, "{}"))
    return made


def checkout(rev: str) -> Path:
    """A worktree of ``rev`` (detached), made once a run (this process or the one that started
    it) and removed when the process that made it ends."""
    commit = resolve(rev)
    made = _made()
    if commit in made and Path(made[commit], "tabletop_gui").is_dir():
        return Path(made[commit])
    # an empty folder of its own: git names the worktree after it, so runs at the same time
    # never share a name
    tree = Path(tempfile.mkdtemp(prefix=f"tabletop-gui-{commit[:10]}-")).resolve()
    _git("worktree", "add", "--detach", "--quiet", str(tree), commit)
    atexit.register(_remove, tree)
    made[commit] = str(tree)
    os.environ[_ENV] = json.dumps(made)
    return tree


def _remove(tree: Path) -> None:
    try:
        _git("worktree", "remove", "--force", str(tree))
    except RevisionError:
        pass
    shutil.rmtree(tree, ignore_errors=True)


# -- calls into a revision's code ----------------------------------------------------------------

# The worker's first lines: this checkout's bench first on the path and imported (its submodules
# then come from its own folder whatever the path says), then the worktree first, so that
# ``import tabletop_gui`` finds the revision's package and nothing of this checkout's.
_BOOT = """import sys
sys.path[:] = [sys.argv[1]] + [p for p in sys.path if p not in ('', '.')]
import bench.worktree
sys.path.insert(0, sys.argv[2])
bench.worktree.serve()
"""


class WorkerError(RuntimeError):
    """The call failed in the worker (the message holds its traceback), or the worker died."""


class Worker:
    """A process of this checkout's bench with ``rev``'s ``tabletop_gui``; :meth:`call` runs a
    function of the bench there. Such a function lives in a module that imports
    ``tabletop_gui`` only inside its functions (so the revision's is the one imported), takes
    and returns what JSON carries (tuples come back as lists) and may keep what it needs
    between calls in its module (one worker a process)."""

    def __init__(self, rev: str) -> None:
        self.rev = rev
        self.tree = checkout(rev)
        self.proc = subprocess.Popen([sys.executable, "-c", _BOOT, str(REPO), str(self.tree)],
                                     cwd=str(self.tree), stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True)
        package, bench = self.call(origins)
        if not (Path(package).is_relative_to(self.tree) and Path(bench).is_relative_to(REPO)):
            self.close()
            raise WorkerError(f"{rev}: the worker imported tabletop_gui from {package} and the "
                              f"bench from {bench}, not {self.tree} and {REPO}")

    def call(self, function: Callable[..., Any], *args: Any) -> Any:
        """``function(*args)`` in the worker; its result (through JSON)."""
        assert self.proc.stdin is not None and self.proc.stdout is not None
        module = function.__module__
        if module == "__main__":          # a bench run as ``python -m bench.bench_x``
            spec = getattr(sys.modules["__main__"], "__spec__", None)
            module = spec.name if spec is not None else module
        request = [module, function.__qualname__, list(args)]
        try:
            self.proc.stdin.write(json.dumps(request) + "\n")
            self.proc.stdin.flush()
        except OSError as exc:
            raise WorkerError(f"{self.rev}: the worker is gone ({exc})") from exc
        line = self.proc.stdout.readline()
        if not line:
            raise WorkerError(f"{self.rev}: the worker ended (exit status {self.proc.wait()})")
        ok, result = json.loads(line)
        if not ok:
            raise WorkerError(f"{self.rev}: {function.__qualname__} failed in the worker:\n{result}")
        return result

    def close(self) -> None:
        if self.proc.poll() is None:
            assert self.proc.stdin is not None
            self.proc.stdin.close()       # the worker ends at the end of its input
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        if self.proc.stdout is not None:
            self.proc.stdout.close()

    def __enter__(self) -> Worker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def origins() -> tuple[str, str]:
    """Where this process's ``tabletop_gui`` and bench come from (a worker's first call)."""
    import tabletop_gui

    return (str(Path(tabletop_gui.__file__).resolve().parent),
            str(Path(__file__).resolve().parent.parent))


def serve(stdin: Optional[IO[str]] = None, stdout: Optional[IO[str]] = None) -> None:
    """The worker's loop: one JSON request a line in (module, function, arguments), one
    ``[ok, result or traceback]`` line out, until the input ends. What the revision's code
    prints goes to stderr, so the replies stay alone on stdout."""
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    sys.stdout = sys.stderr
    for line in stdin:
        module, name, args = json.loads(line)
        try:
            function: Any = importlib.import_module(module)
            for part in name.split("."):
                function = getattr(function, part)
            reply = [True, function(*args)]
        except Exception:
            reply = [False, traceback.format_exc()]
        stdout.write(json.dumps(reply) + "\n")
        stdout.flush()
