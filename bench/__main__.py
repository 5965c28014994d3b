import importlib
import pathlib
import sys

here = pathlib.Path(__file__).parent
names = sys.argv[1:] or sorted(p.stem[len("bench_"):] for p in here.glob("bench_*.py"))
for name in names:
    importlib.import_module(f"bench.bench_{name}").main()
