"""A stand-in for the C sparring partner (bench/sparring/sparring.c) that speaks its protocol
with our Python rules, so the tests of the match runner need no C compiler.

    python fake_partner.py [first|seeded|illegal|silent]

``first`` answers ``go`` with the first legal move, ``seeded`` with the legal move its seed
picks (the seed modulo their number), ``illegal`` with a move that is never legal
(a sphere on the top of an empty pyramid), ``silent`` exits at ``go`` without a word.
``tables <file>`` reads the expert's evaluation dump as the C side does
(:func:`bench.sparring.tables.score`, raw states) and ``static`` answers with it (0 before).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))   # the repository: bench

from tabletop_gui.rules import pylos


def main() -> None:
    mode = sys.argv[1] if len(sys.argv) > 1 else "first"
    state = pylos.new_game()
    dump = None
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        if words[0] == "quit":
            break
        if words[0] == "position":
            state = pylos.new_game(words[1], words[2])
            for text in words[4:]:
                state = state.play(text)
            print("ok", flush=True)
        elif words[0] == "go":
            if mode == "silent":
                return
            legal = state.legal_moves()
            if mode == "seeded":                  # the tie-break as if every move were equal
                move = str(legal[int(words[words.index("seed") + 1]) % len(legal)])
            else:
                move = "4a1" if mode == "illegal" else str(legal[0])
            print(f"bestmove {move} score 0 depth 12 nodes 5 ms 0.1", flush=True)
        elif words[0] == "moves":
            print(" ".join(["moves", *(str(m) for m in state.legal_moves())]), flush=True)
        elif words[0] == "tables" and len(words) == 2:
            from bench.sparring import tables

            if words[1] == "off":
                dump = None
            else:
                with open(words[1], encoding="utf-8") as fh:
                    dump = tables.read(fh.read())
            print("ok", flush=True)
        elif words[0] == "static":
            board = state.board()
            me, opp = board.masks[board.to_move], board.masks[1 - board.to_move]
            from bench.sparring import tables

            value = tables.score(dump, state.variant, me, opp) if dump is not None else 0
            print(f"static {value}", flush=True)
        elif words[0] == "eval" and len(words) == 4:
            print("ok", flush=True)
        elif words[0] == "perft":
            print(f"perft {pylos.perft(state, int(words[1]))}", flush=True)
        else:
            print(f"error unknown command {words[0]}", flush=True)


if __name__ == "__main__":
    main()
