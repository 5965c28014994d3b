"""The Pylos sparring partner from Python: build it, talk to it through a pipe.

The partner is ``bench/sparring/sparring.c`` (a bench tool, never shipped): fixed-depth
alpha-beta with late-move reductions, 12 plies by default, on the evaluation issue #17 names
(see the C file's head for the protocol and the evaluation). :func:`build` compiles it with the
system's C compiler into ``bench/sparring/build/`` (git ignores it), once per version of the
source; ``make -C bench/sparring`` does the same by hand.

    engine = Engine()                      # builds if needed, starts the process
    engine.position("standard", "light", ["1a1", "1b2"])
    reply = engine.go(depth=12, seed=7)    # reply.move is in our notation, e.g. "1c3"
    engine.close()
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import List, Optional, Sequence

__all__ = ["BUILD_DIR", "DEFAULT_DEPTH", "EVAL_BONUSES", "Engine", "EngineError", "GoReply", "SOURCE",
           "build", "compiler"]

SOURCE = Path(__file__).with_name("sparring.c")
BUILD_DIR = Path(__file__).with_name("build")
DEFAULT_DEPTH = 12
#: the C file's default pattern bonuses (full, three of a colour, blocked), in tenths of a sphere
EVAL_BONUSES = (3, 6, 4)


class EngineError(RuntimeError):
    """The partner answered with an error, or not at all."""


def compiler() -> Optional[str]:
    """The C compiler to use: ``$CC``, else ``cc``, ``gcc`` or ``clang`` on the PATH."""
    env = os.environ.get("CC")
    if env:
        return env
    for name in ("cc", "gcc", "clang"):
        found = shutil.which(name)
        if found:
            return found
    return None


def build(force: bool = False) -> Path:
    """The path of the compiled partner, compiling it first if this version of the source has
    not been (the binary's name carries a hash of the source, so an edit rebuilds)."""
    digest = hashlib.sha256(SOURCE.read_bytes()).hexdigest()[:12]
    exe = BUILD_DIR / (f"sparring-{digest}" + (".exe" if sys.platform == "win32" else ""))
    if exe.exists() and not force:
        return exe
    cc = compiler()
    if cc is None:
        raise EngineError("no C compiler found (set CC, or install gcc): the sparring partner is C")
    BUILD_DIR.mkdir(parents=True, exist_ok=True)
    tmp = exe.with_name(f"{exe.name}.{os.getpid()}.tmp")
    cmd = [cc, "-O2", "-o", str(tmp), str(SOURCE)]
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode != 0:
        raise EngineError(f"{' '.join(cmd)} failed:\n{done.stderr}")
    os.replace(tmp, exe)          # atomic: parallel workers may build at once
    return exe


@dataclass(frozen=True)
class GoReply:
    """The partner's answer to ``go``: its move (our notation), score (tenths of a sphere, the
    mover's view; 1/100 sphere after ``tables``; beyond +-29000 a forced win/loss), the depth it
    completed, nodes, milliseconds."""

    move: str
    score: int
    depth: int
    nodes: int
    ms: float


def _die_with_parent() -> None:
    """In the partner's process before it runs (Linux): end it when the process that started
    it ends. A match cut short (``--stop-after``) ends its workers with SIGTERM, where no exit
    handler closes their partners, and a partner deep in a search reads no more input: it
    searched on, orphaned, for minutes in the mature rules."""
    import ctypes
    import signal

    pr_set_pdeathsig = 1
    ctypes.CDLL(None, use_errno=True).prctl(pr_set_pdeathsig, int(signal.SIGKILL), 0, 0, 0)


class Engine:
    """One sparring-partner process, spoken to through its stdin/stdout."""

    def __init__(self, command: Optional[Sequence[str]] = None,
                 bonuses: Optional[Sequence[int]] = None) -> None:
        """``command``: the program to run (default: the compiled partner, built if needed);
        ``bonuses``: (full, three, blocked) instead of the C file's defaults."""
        self.command = list(command) if command else [str(build())]
        self.proc: Optional[subprocess.Popen[str]] = subprocess.Popen(
            self.command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1,
            preexec_fn=_die_with_parent if sys.platform.startswith("linux") else None)
        if bonuses is not None:
            full, three, blocked = bonuses
            self._ok(self.ask(f"eval {int(full)} {int(three)} {int(blocked)}"))

    def ask(self, line: str) -> str:
        """Send one command line, return the one reply line (without its newline)."""
        proc = self.proc
        if proc is None or proc.stdin is None or proc.stdout is None:
            raise EngineError("the sparring partner is closed")
        proc.stdin.write(line + "\n")
        proc.stdin.flush()
        reply = proc.stdout.readline()
        if not reply:
            raise EngineError(f"the sparring partner did not answer {line.split()[0]!r}")
        return reply.rstrip("\n")

    @staticmethod
    def _ok(reply: str) -> None:
        if reply != "ok":
            raise EngineError(reply)

    def position(self, variant: str, first: str, moves: Sequence[str] = ()) -> None:
        """Set the game: ``variant`` and the colour that moved first, then ``moves`` from the
        start (the whole history, so it knows the repetitions)."""
        tail = f" moves {' '.join(moves)}" if moves else ""
        self._ok(self.ask(f"position {variant} {first}{tail}"))

    def go(self, depth: int = DEFAULT_DEPTH, seed: int = 0) -> GoReply:
        """Search the position to ``depth`` plies; ``seed`` breaks ties among equal moves."""
        reply = self.ask(f"go depth {int(depth)} seed {int(seed)}")
        parts = reply.split()
        if not parts or parts[0] != "bestmove" or len(parts) != 10:
            raise EngineError(reply)
        return GoReply(parts[1], int(parts[3]), int(parts[5]), int(parts[7]), float(parts[9]))

    def tables(self, path: Optional[str]) -> None:
        """Score ``go``'s leaves with the expert's evaluation dumped in ``path``
        (:mod:`bench.sparring.tables`; 1/100 sphere), or with the partner's own (None)."""
        self._ok(self.ask(f"tables {path if path is not None else 'off'}"))

    def static(self) -> int:
        """The static score of the position for the side to move (the evaluation ``go`` uses)."""
        parts = self.ask("static").split()
        if len(parts) != 2 or parts[0] != "static":
            raise EngineError(" ".join(parts))
        return int(parts[1])

    def moves(self) -> List[str]:
        """Every legal move of the position, in our notation."""
        parts = self.ask("moves").split()
        if not parts or parts[0] != "moves":
            raise EngineError(" ".join(parts))
        return parts[1:]

    def perft(self, depth: int) -> int:
        """Move sequences of ``depth`` turns from the position (as ``pylos.perft``)."""
        parts = self.ask(f"perft {int(depth)}").split()
        if len(parts) != 2 or parts[0] != "perft":
            raise EngineError(" ".join(parts))
        return int(parts[1])

    def close(self) -> None:
        proc, self.proc = self.proc, None
        if proc is None:
            return
        try:
            if proc.stdin is not None:
                proc.stdin.write("quit\n")
                proc.stdin.close()
            proc.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired):
            proc.kill()
            proc.wait()
        if proc.stdout is not None:
            proc.stdout.close()

    def __enter__(self) -> Engine:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
