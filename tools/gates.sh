#!/usr/bin/env bash
# The static gates CI runs before the tests (the README's test command calls this):
# ruff (pyflakes, pycodestyle, isort, bugbear; config in pyproject.toml) over the repository,
# mypy --strict over the two Qt-free layers, then mypy over the whole package.
set -euo pipefail
cd "$(dirname "$0")/.."
py=${PYTHON:-.venv/bin/python}
echo "gates: ruff check ."
"$py" -m ruff check .
echo "gates: mypy --strict tabletop_gui/rules tabletop_gui/ai"
"$py" -m mypy --strict tabletop_gui/rules tabletop_gui/ai
echo "gates: mypy tabletop_gui"
"$py" -m mypy tabletop_gui
