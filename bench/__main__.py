import importlib
import pathlib
import sys

here = pathlib.Path(__file__).parent
known = sorted(p.stem[len("bench_"):] for p in here.glob("bench_*.py"))
args = sys.argv[1:]
if len(args) > 1 and args[0] in known and args[1] not in known:
    # one benchmark with its own arguments: python -m bench sparring match expert --openings 10
    raise SystemExit(importlib.import_module(f"bench.bench_{args[0]}").main(args[1:]) or 0)
for name in args or known:
    importlib.import_module(f"bench.bench_{name}").main()
