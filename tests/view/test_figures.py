"""The rules' pictures (issue #16): every figure is a position the rules core accepts, its move
legal or refused with exactly the code it declares; every rules text in every language shows
every figure of its game, a picture beside every section; Help > Rules draws them with the 3D
table (a red cross and the player's sentence on a refused move), keeps them on disk, and falls
back to the flat pictures without OpenGL."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QElapsedTimer, QUrl
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from tabletop_gui.model import rules_text
from tabletop_gui.model.figures import Figure, work_out
from tabletop_gui.model.languages import LANGUAGES
from tabletop_gui.view import dialogs, figures, theme
from tabletop_gui.view.games import controller_for

GAMES = [g for g in rules_text.games() if figures.figures_of(g)]
ALL = [f for g in GAMES for f in figures.figures_of(g)]
IDS = [f"{f.game}/{f.id}" for f in ALL]
REF = re.compile(r'src="(figure:[^"]+)"')


def test_both_games_have_figures():
    assert {"pylos", "pilus"} <= set(GAMES)
    for game in GAMES:
        ids = [f.id for f in figures.figures_of(game)]
        assert len(ids) == len(set(ids)) >= 15, game
        assert any(f.code for f in figures.figures_of(game)), "an illegal example"


@pytest.mark.parametrize("figure", ALL, ids=IDS)
def test_each_figure_is_what_it_says_by_the_rules(figure: Figure):
    """The position builds (every sphere supported, every tile on the table), the shown move is
    legal, or refused with exactly the declared code; a declared result is what the move
    leads to."""
    outcome = work_out(figure)
    assert outcome.code == figure.code
    if figure.shown is not None and figure.code is None:
        assert outcome.after is not None
    if figure.result is not None:
        assert figures.stage_module(figure.game).describe(outcome) == figure.result
    for place in figure.marks:
        assert place, "a mark names a place or a cell"


@pytest.mark.parametrize("figure", [f for f in ALL if f.code], ids=[f"{f.game}/{f.id}" for f in ALL if f.code])
def test_a_refused_move_is_explained_in_the_players_own_sentence(figure: Figure):
    """The reason under a crossed-out move is the sentence the game gives in play."""
    controller: Any = controller_for(figure.game)
    said = figures.reason_text(figure, work_out(figure))
    assert said and said == controller.error_message(None, figure.code)


@pytest.mark.parametrize("game", GAMES)
def test_every_figure_shows_in_every_language_and_every_section_has_one(game):
    defined = {f.url for f in figures.figures_of(game)}
    for language in LANGUAGES:
        html = rules_text.rules_html(game, language)
        refs = REF.findall(html)
        assert set(refs) <= defined, f"{game}.{language}: {set(refs) - defined}"
        assert defined <= set(refs), f"{game}.{language} lacks {defined - set(refs)}"
        # a picture in every section (between one <h2> and the next)
        parts = re.split(r'<h2 id="', html)[1:]
        for part in parts:
            assert "figure:" in part, f"{game}.{language}: section {part[:20]!r} has no picture"
        # each picture with its caption
        assert html.count("<img src=\"figure:") == html.count("<br><small><i>")


def test_the_no_gl_hook_is_the_apps():
    from tabletop_gui.app.environment import FORCE_NO_GL_ENV

    assert figures.FORCE_NO_GL_ENV == FORCE_NO_GL_ENV


# ---- the dialog -------------------------------------------------------------------------------
def _settle(qtbot, dialog, timeout_ms: int = 60000) -> None:
    """Let the dialog draw its pictures (one per turn of the event loop) while scrolling
    through it, as a reader would."""
    browser = dialog.browser
    # a repaint before the window is mapped draws nothing (a loaded box maps it late)
    qtbot.waitUntil(lambda: dialog.windowHandle() is not None
                    and dialog.windowHandle().isExposed(), timeout=timeout_ms)
    bar = browser.verticalScrollBar()
    clock = QElapsedTimer()
    clock.start()
    step = 0
    while clock.elapsed() < timeout_ms:
        QApplication.processEvents()
        bar.setValue(min(bar.maximum(), step * max(1, bar.pageStep())))
        browser.viewport().repaint()
        step += 1
        if not browser.renderer.pending() and step * bar.pageStep() > bar.maximum() + bar.pageStep():
            break


def _refs(game: str, language: str) -> set[str]:
    return set(REF.findall(rules_text.rules_html(game, language)))


@pytest.fixture
def cache(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "figures"
    monkeypatch.setattr(figures, "cache_folder", lambda: folder)
    return folder


def _has(image: QImage, colour: str, tolerance: int = 40) -> bool:
    want = QColor(colour)
    img = image.convertToFormat(QImage.Format.Format_RGB32)
    for y in range(0, img.height(), 2):
        for x in range(0, img.width(), 2):
            c = img.pixelColor(x, y)
            if (abs(c.red() - want.red()) + abs(c.green() - want.green())
                    + abs(c.blue() - want.blue())) < tolerance:
                return True
    return False


@pytest.mark.slow
@pytest.mark.parametrize("game", ["pylos", "pilus"])
def test_the_rules_dialog_shows_3d_pictures_then_takes_them_from_the_cache(qtbot, cache, game):
    first = dialogs.RulesDialog(None, game, "en")
    qtbot.addWidget(first)
    first.resize(1024, 700)
    first.show()
    _settle(qtbot, first)
    browser: Any = first.browser
    refs = _refs(game, "en")
    kinds = browser.figure_kinds()
    assert set(kinds) >= refs
    assert {kinds[r] for r in refs} == {figures.RENDERED}, "pictures, not placeholders"
    assert browser.renderer.renders == len(refs)
    assert len(list(cache.glob("*.png"))) == len(refs)
    # the picture in the document is the 3D one: the table's cloth, not the flat card
    some = next(iter(sorted(refs)))
    image = browser.document().resource(2, QUrl(some))
    assert isinstance(image, QImage) and not image.isNull()
    first.close()

    again = dialogs.RulesDialog(None, game, "en")
    qtbot.addWidget(again)
    again.show()
    _settle(qtbot, again)
    kinds = again.browser.figure_kinds()
    assert {kinds[r] for r in refs if r in kinds} == {figures.CACHED}
    assert again.browser.renderer.renders == 0, "a second opening draws nothing again"


@pytest.mark.slow
def test_a_refused_move_is_crossed_out_in_red_with_its_reason(qtbot, cache):
    renderer = figures.FigureRenderer(cache=cache, ratio=1.0)
    by_id = {f.id: f for f in figures.figures_of("pylos")}
    danger = theme.current().danger
    crossed = renderer.render(by_id["raise-support"])
    plain = renderer.render(by_id["b1"])
    assert crossed is not None and plain is not None
    assert _has(crossed, danger, 60)
    assert not _has(plain, danger, 30)
    renderer.dispose()


@pytest.mark.slow
def test_without_opengl_the_flat_pictures_show(qtbot, cache, monkeypatch):
    monkeypatch.setenv(figures.FORCE_NO_GL_ENV, "no OpenGL here (test)")
    dialog = dialogs.RulesDialog(None, "pilus", "cs")
    qtbot.addWidget(dialog)
    dialog.show()
    _settle(qtbot, dialog, 20000)
    kinds = dialog.browser.figure_kinds()
    refs = _refs("pilus", "cs")
    assert set(kinds) >= refs
    assert {kinds[r] for r in refs} == {figures.FALLBACK}
    assert dialog.browser.renderer.renders == 0
    assert not list(cache.glob("*.png"))
    image = dialog.browser.document().resource(2, QUrl(next(iter(sorted(refs)))))
    assert isinstance(image, QImage) and not image.isNull()


@pytest.mark.slow
def test_help_rules_draws_its_pictures_and_the_table_goes_on_drawing(qtbot, cache, open_window):
    """Help > Rules beside a game: the pictures come from their own unseen table, and the
    window's table still draws afterwards (its own context, nothing of the pictures on it)."""
    window = open_window()
    window.model.new_game("pylos")
    assert window.submit("1b2")
    qtbot.waitUntil(lambda: window.board.frames_painted > 0, timeout=5000)
    window.act_rules.trigger()
    dialog = window.rules_dialog
    assert dialog is not None and dialog.isVisible()
    _settle(qtbot, dialog)
    refs = _refs("pylos", "en")
    kinds = dialog.browser.figure_kinds()
    assert {kinds[r] for r in refs} == {figures.RENDERED}
    before = window.board.frames_painted
    assert window.submit("1c3")
    window.board.repaint()
    qtbot.waitUntil(lambda: window.board.frames_painted > before, timeout=5000)
    assert window.board.gl_error is None
    frame = window.board.grabFramebuffer()
    assert not frame.isNull() and frame.width() > 100
    assert len(window.board.scene.board) == 2, "the pictures' spheres are not on the table"
