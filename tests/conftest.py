"""Fixtures shared by every test folder. Keep this small: folder-specific fixtures live in the
folder's own conftest.py."""

import os
import subprocess
import sys

import pytest

from tests.xvfb import start_xvfb

os.environ.setdefault("LANG", "C.UTF-8")   # untranslated strings, whatever the machine
# Mesa's software renderer starts as many drawing threads as there are cores; under `-n 2` on
# two cores each test worker already has a core, and its drawing threads only wait for each
# other and the other worker: each draws in its own thread instead (no effect on a GPU)
os.environ.setdefault("LP_NUM_THREADS", "0")

_xvfb = None


def _own_display():
    """With ``pytest -n N`` under one ``xvfb-run``, every worker's windows would share one X
    display and one pointer: QTest's mouse moves warp that pointer, and a window shown by one
    worker sends Leave/Enter events to the other's. So each worker starts its own Xvfb (the same
    binary xvfb-run uses) and the tests of one worker never see another's windows."""
    if not os.environ.get("PYTEST_XDIST_WORKER") or not os.environ.get("DISPLAY"):
        return None
    started = start_xvfb()
    if started is None:
        return None                      # keep the shared display rather than none at all
    proc, display = started
    os.environ["DISPLAY"] = display
    # The server must outlive this worker's QApplication (killing it under a live connection
    # makes Qt report a fatal X error at exit), so a watcher ends it once the worker is gone.
    subprocess.Popen(["sh", "-c", f"while kill -0 {os.getpid()} 2>/dev/null; do sleep 0.5; "
                      f"done; kill {proc.pid}"],
                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return proc


def pytest_configure(config):
    global _xvfb
    _xvfb = _own_display()


#: the heaviest tests of the fast loop (measured with ``--durations=0`` under ``-n 2``, 2 cores),
#: marked slow here, in one place, so that the files they live in stay as they are: each leaves
#: a cheaper sibling of the same check in the fast loop (another camera, size, level, entry or
#: language of the same test, or the file's other tests). The full suite (CI) runs them all.
HEAVY = (
    # shadows on the spheres: two of the three cameras (the third stays)
    "tests/view/test_shadows.py::test_a_shadow_across_a_sphere_has_a_smooth_edge[35--90]",
    "tests/view/test_shadows.py::test_a_shadow_across_a_sphere_has_a_smooth_edge[60--90]",
    # the review's searches (a recorded game's mistakes and the budget tests stay)
    "tests/ai/test_pylos_review.py::test_a_value_is_the_best_of_its_moves_values",
    "tests/ai/test_pylos_review.py::test_the_solver_agrees_with_the_book_on_a_sample",
    "tests/ai/test_pylos_review.py::test_the_verdicts_of_a_recorded_game[3]",
    "tests/ai/test_pylos_solver.py::test_verdicts_and_distances_match_the_exhaustive_search"
    "[standard-6-0]",
    "tests/ai/test_pylos_solver.py::test_results_that_lean_on_the_games_history_are_not_reused"
    "_without_it[mature]",
    "tests/ai/test_bots_api.py::test_pylos_bots_return_legal_moves[expert]",
    "tests/ai/test_bots_api.py::test_pilus_bots_return_legal_moves_for_2_to_4_players[medium]",
    "tests/ai/test_bots_api.py::test_pilus_bots_return_legal_moves_for_2_to_4_players[easy]",
    "tests/ai/test_pylos_solver.py::test_verdicts_and_distances_match_the_exhaustive_search"
    "[standard-6-1]",
    "tests/ai/test_pylos_solver.py::test_the_expert_keeps_a_proven_win_to_the_end[mature]",
    "tests/ai/test_pylos_book.py::test_a_swindle_is_a_move_whose_natural_answer_throws_the_win"
    "_away",
    "tests/ai/test_pylos_search.py::test_every_level_returns_legal_moves_in_random_positions"
    "[mature-expert]",
    "tests/ai/test_pilus_bot.py::test_same_seed_same_moves[expert]",
    # PILUS Hard's play-outs (one point-greedy round): [expert] of the same two tests stays,
    # play-outs too
    "tests/ai/test_pilus_levels.py::test_the_move_does_not_depend_on_the_unseen_tiles[hard]",
    "tests/ai/test_pilus_levels.py::test_legal_turns_and_the_same_seed_the_same_turns[hard]",
    "tests/rules/test_pilus_playouts.py::test_generator_agrees_with_naive_reference",
    "tests/rules/test_pilus_playouts.py::test_playout_four_players_invariants",
    # the largest window of two (1024 x 700 stays)
    "tests/view/test_end_card.py::test_the_card_leaves_the_last_scoring_in_sight[1600x1000]",
    "tests/view/test_end_card.py::test_the_card_leaves_the_pyramid_in_sight[1600x1000]",
    "tests/view/test_pilus_heights.py::test_v_shows_each_plateaus_level_and_the_frame_changes"
    "_where_they_are",
    # the questions' ways in: play, continue and more options stay (all of them for the
    # unfinished game, but the menu's)
    "tests/view/test_questions.py::test_a_watched_game_is_never_asked_about[menu new]",
    "tests/view/test_questions.py::test_a_watched_game_is_never_asked_about[menu open]",
    "tests/view/test_questions.py::test_a_watched_game_is_never_asked_about[learn to play]",
    "tests/view/test_questions.py::test_a_watched_game_is_never_asked_about[play again]",
    "tests/view/test_questions.py::test_a_watched_game_is_never_asked_about[recent]",
    "tests/view/test_questions.py::test_a_watched_game_is_never_asked_about[two people]",
    "tests/view/test_questions.py::test_a_persons_unfinished_game_is_still_asked_about"
    "[menu new]",
    "tests/view/test_questions.py::test_a_persons_unfinished_game_is_still_asked_about"
    "[menu open]",
    "tests/view/test_hand_over.py::test_two_enters_after_a_turn_never_show_the_next_hand[900]",
    # the real languages' layouts: Romanian (the longest words) and the pseudo-locale stay
    "tests/i18n/test_pseudo_layout.py::test_real_languages_nothing_clipped[cs]",
    "tests/i18n/test_pseudo_layout.py::test_real_languages_nothing_clipped[es]",
    # PILUS's expert over many turns: its legality and seeds stay in [medium] and [beginner],
    # its blindness to hidden tiles in test_the_move_does_not_depend_on_the_unseen_tiles[expert]
    # (play-outs, as Hard's, which the bots' API test below also asks it of)
    "tests/ai/test_pilus_levels.py::test_legal_turns_and_the_same_seed_the_same_turns[expert]",
    "tests/ai/test_pilus_levels.py::test_a_whole_game_of_the_top_levels_with_two_players",
    "tests/ai/test_bots_api.py::test_pilus_decisions_ignore_the_hidden_tiles[hard]",
    "tests/ai/test_bots_api.py::test_pilus_bots_return_legal_moves_for_2_to_4_players[hard]",
    # the PILUS review: a judgement's blindness (test_a_judgement_never_depends_on_hidden_tiles),
    # the worker thread and the language stay in the Pylos review's tests of the same shell
    "tests/ai/test_pilus_review.py::test_the_suggestion_never_depends_on_hidden_tiles",
    "tests/view/test_pilus_review.py::test_a_real_worker_thread_brings_the_turns_while_the_window"
    "_answers",
    "tests/view/test_pilus_review.py::test_the_review_speaks_the_language_chosen",
)


def pytest_collection_modifyitems(config, items):
    heavy = set(HEAVY)
    for item in items:
        if item.nodeid in heavy:
            item.add_marker(pytest.mark.slow)


@pytest.fixture(autouse=True, scope="session")
def _qt_test_paths():
    """No test ever writes into the real user's settings or app-data folders."""
    try:
        from PySide6.QtCore import QCoreApplication, QStandardPaths
    except ImportError:  # the rules/ai tests do not need Qt
        yield
        return
    QCoreApplication.setOrganizationName("tabletop-gui-tests")
    QCoreApplication.setApplicationName("tabletop-gui-tests")
    QStandardPaths.setTestModeEnabled(True)
    yield
    QStandardPaths.setTestModeEnabled(False)


@pytest.fixture(autouse=True)
def _english_after_every_test():
    """A test that switched the language and left it (a window's menu, a language manager of
    its own) must not make the next tests on the same worker read another language."""
    yield
    i18n = sys.modules.get("tabletop_gui.model.i18n")
    if i18n is not None and i18n.LanguageManager._translators:
        from PySide6.QtCore import QCoreApplication

        i18n.LanguageManager.reset()
        QCoreApplication.processEvents()


@pytest.fixture(autouse=True)
def _closed_widgets_deleted():
    """pytest-qt closes a test's widgets and asks Qt to delete them later, but that waits for an
    event loop, and tests never run one: every window of every test lived on, hidden, to the
    end of the worker (its table's application event filter looking at every event, its timers
    and style sheets going on), so each test ran slower than the one before it. After the
    test's own fixtures are torn down (pytest-qt has closed the widgets by then), the deletions
    asked for are done."""
    yield
    qt_widgets = sys.modules.get("PySide6.QtWidgets")
    app = qt_widgets.QApplication.instance() if qt_widgets is not None else None
    if app is not None:
        from PySide6.QtCore import QEvent

        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture(autouse=True, scope="session")
def _games_registered():
    """Every game registered in the app's order, as the app's start-up does
    (``tabletop_gui.app.registry.install``): the model's default game is the first of them."""
    try:
        import PySide6  # noqa: F401
    except ImportError:  # the rules/ai tests do not need the model
        yield
        return
    from tabletop_gui.app import registry

    registry.install()
    yield
