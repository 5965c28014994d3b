"""Benchmarks: ``python -m bench`` runs them all and prints tables; ``python -m bench pylos``
runs one (the module ``bench/bench_pylos.py``). Each module has ``main()``."""


from typing import Iterable, Sequence


def table(title: str, headers: Sequence[object], rows: Iterable[Sequence[object]]) -> None:
    """Print rows as a plain aligned table (what every benchmark prints)."""
    cells = [[str(h) for h in headers]] + [[str(c) for c in row] for row in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(headers))]
    print(f"\n{title}")
    for n, row in enumerate(cells):
        print("  ".join(c.rjust(w) if i else c.ljust(w) for i, (c, w) in enumerate(zip(row, widths, strict=True))))
        if n == 0:
            print("  ".join("-" * w for w in widths))
