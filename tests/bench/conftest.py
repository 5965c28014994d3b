"""The bench's bot specs (``handeval:``, ``lmr:``, ``learnt1:``...) add levels to the Pylos
search's table when a match names them; each test here leaves the table as it found it, so a
test of the app's levels that runs after these in the same process sees only the app's."""

from __future__ import annotations

from typing import Iterator

import pytest


@pytest.fixture(autouse=True)
def _restore_the_pylos_levels() -> Iterator[None]:
    from tabletop_gui.ai.pylos import search

    kept = dict(search.LEVELS)
    yield
    search.LEVELS.clear()
    search.LEVELS.update(kept)
