"""The seeded GUI monkey (tests/monkey.py) on the real main window: thousands of random inputs a
person could give, across both games, lessons, the review, the start page, the camera at its
extremes, window sizes and languages, provoke no exception and no Qt warning.

``python -m tests.monkey --events 20000 --seed 1`` runs it longer and prints its table."""

import pytest

from tests.monkey import build_window, report, run_monkey

pytestmark = [pytest.mark.gl, pytest.mark.slow]

EVENTS = 2500           # one seed in the suite (1.5-3 minutes); longer: python -m tests.monkey


@pytest.mark.parametrize("seed", [11])
def test_the_monkey_finds_no_exception_and_no_qt_warning(qtbot, tmp_path, seed):
    window = build_window(str(tmp_path), seed)
    qtbot.addWidget(window)
    qtbot.waitExposed(window)
    try:
        result = run_monkey(window, EVENTS, seed, str(tmp_path), pause_ms=1, loop_share=0.3)
    finally:
        window.model.shutdown()
    print(report(result))
    assert sum(result.counts.values()) == EVENTS
    # both games were played, and the lessons, the review and the start page were visited
    assert set(result.games) == {"pylos", "pilus"}
    assert {"new_game", "lesson", "review", "start_page", "camera_extreme"} <= set(result.counts)
    assert result.record.exception_count() == 0, report(result)
    assert result.record.warning_count() == 0, report(result)
