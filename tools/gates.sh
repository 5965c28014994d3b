#!/usr/bin/env bash
# The static gates CI runs before the tests (the README's test command calls this):
# ruff (pyflakes, pycodestyle, isort, bugbear; config in pyproject.toml) over the repository,
# then mypy --strict over the whole package.
set -euo pipefail
cd "$(dirname "$0")/.."
py=${PYTHON:-.venv/bin/python}
echo "gates: ruff check ."
"$py" -m ruff check .
echo "gates: mypy --strict tabletop_gui"
"$py" -m mypy --strict tabletop_gui
