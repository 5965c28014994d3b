"""The documentation pictures: the real app's window at chosen moments, as small PNGs.

    xvfb-run -a -s "-screen 0 1600x1000x24" python -m tools.screenshots [--out docs]
        [--only NAME ...] [--width 1240 --height 780] [--scale 0.62] [--list]

Drives the real thing: a :class:`~tabletop_gui.model.GameModel` (positions are set up by
playing seeded random legal moves through ``try_move``, as a person would), the real
:class:`~tabletop_gui.view.main_window.MainWindow` and its Language menu. Settings and the
autosave go to a temporary folder, never the user's. Each picture is the window grabbed after
every animation has ended, scaled down and saved as an 8-bit palette PNG when that keeps it
under ``--max-kb`` (the README shows some of them; they live in ``docs/``).

Scenes (``--list``): the start, a mid-game and the end of each game, the PILUS ghost on
level 2, the end of a 3- and a 4-player PILUS game in the heights view, and the window in
Spanish, Romanian and Czech, a lesson, a reviewed Pylos game with its chart, and a reviewed PILUS game.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Optional, Sequence

from tabletop_gui.model.seats import HUMAN

REPO = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO / "docs"
WINDOW_SIZE = (1240, 780)        # the window's default size (MainWindow._restore_settings)
SCALE = 0.62                     # of the grabbed window, for the saved picture
MAX_KB = 250


@dataclass(frozen=True)
class Scene:
    name: str
    title: str
    setup: Callable[["Shooter"], None]
    # False: what the scene shows is the card or the page in front of the table
    clear: bool = True
    # the window the picture is taken of, when not the main window (a dialog the scene
    # opened: closed once taken)
    target: Optional[Callable[["Shooter"], Any]] = None


# ---- setting up positions -------------------------------------------------------------------
def play_random(model: Any, plies: Optional[int], seed: int,
                keep_open: bool = False) -> None:
    """Play ``plies`` seeded random legal moves (None: to the end) through ``try_move``.
    ``keep_open``: never the move that ends the game."""
    rng = random.Random(seed)
    n = 0
    while plies is None or n < plies:
        state = model.state
        if state.outcome is not None:
            return
        moves = list(state.legal_moves())
        if not moves:
            return
        rng.shuffle(moves)
        move = moves[0]
        if keep_open:
            for candidate in moves:
                if state.play(candidate).outcome is None:
                    move = candidate
                    break
        if not model.try_move(move):
            raise RuntimeError(f"the model refused {move}")
        n += 1


def pylos(model: Any, plies: Optional[int], seed: int = 7) -> None:
    model.new_game("pylos", {"variant": "standard"}, [HUMAN, HUMAN])
    if plies != 0:
        play_random(model, plies, seed)


def pilus(model: Any, plies: Optional[int], seed: int = 11, players: int = 3) -> None:
    seats = [HUMAN] * players
    model.new_game("pilus", {"players": players, "seed": 20261122}, seats)
    if plies != 0:
        play_random(model, plies, seed, keep_open=plies is not None)


def pilus_scored(model: Any, players: int, seed: int) -> None:
    """A PILUS game played to its end by seeded moves that mostly score the most, as people
    play for points (stacks grow: a late table as it looks in a real game)."""
    model.new_game("pilus", {"players": players, "seed": 20261122}, [HUMAN] * players)
    rng = random.Random(seed)
    while model.state.outcome is None:
        state = model.state
        moves = list(state.legal_moves())
        if not moves:
            return
        rng.shuffle(moves)
        move = max(moves, key=state.score_of) if rng.random() < 0.8 else moves[0]
        if not model.try_move(move):
            raise RuntimeError(f"the model refused {move}")


# ---- the shooter ----------------------------------------------------------------------------
class Shooter:
    """One app (QApplication, model, window) that takes the pictures one after the other."""

    def __init__(self, out: Path, size: tuple[int, int], scale: float, max_kb: int) -> None:
        from PySide6.QtCore import QCoreApplication, QSettings
        from PySide6.QtWidgets import QApplication

        from tabletop_gui.app import registry, set_default_surface_format
        from tabletop_gui.app.identity import APP_NAME, ORG_NAME

        self.out = out
        self.dialog: Any = None          # a dialog a scene opened (its picture is taken)
        self.scale = scale
        self.max_kb = max_kb
        self._tmp = tempfile.TemporaryDirectory(prefix="tabletop-shots-")
        app = QApplication.instance()
        if app is None:
            set_default_surface_format()
            QCoreApplication.setOrganizationName(ORG_NAME)
            QCoreApplication.setApplicationName(APP_NAME)
            app = QApplication([sys.argv[0]])
        self.app = app
        registry.install()

        from tabletop_gui.model import GameModel
        from tabletop_gui.model.i18n import LanguageManager
        from tabletop_gui.model.settings import Settings
        from tabletop_gui.view.main_window import MainWindow

        qs = QSettings(os.path.join(self._tmp.name, "settings.ini"), QSettings.Format.IniFormat)
        self.settings = Settings(qs)
        self.languages = LanguageManager(self.settings)
        self.languages.set_language("en", save=False)
        self.model = GameModel(settings=self.settings, think_delay_ms=0,
                               autosave_path=os.path.join(self._tmp.name, "autosave.json"))
        self.window = MainWindow(self.model, languages=self.languages)
        self.window.resize(*size)
        self.window.show()
        self.settle()

    def close(self) -> None:
        self.languages.set_language("en", save=False)
        self.model.shutdown(2000)
        self.window.hide()
        self.window.deleteLater()
        self.settle()
        self._tmp.cleanup()

    def settle(self, ms: int = 80) -> None:
        """Let the events, the layout and every animation on the table run out."""
        from PySide6.QtCore import QCoreApplication, QEventLoop, QThread

        for _ in range(3):
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, ms)
            QCoreApplication.sendPostedEvents()
            QThread.msleep(ms // 3)
        finish = getattr(self.window.controller, "finish_animations", None)
        if callable(finish):
            finish()
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, ms)

    def clear_questions(self) -> None:
        """The game-over card, the "Pass to" card and the privacy screen stand in front of what
        the picture shows (a person reads the card and clicks the card and the screen away)."""
        self.window.ending.card.dismiss()
        card = getattr(self.window.controller, "pass_card", None)   # "Pass to …", then
        if card is not None and card.isVisible():
            card.passed.emit()
        if self.window.privacy.isVisible():
            self.window.privacy.ready.emit()
        self.settle()

    def shoot(self, scene: Scene) -> Path:
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QImage

        self.languages.set_language("en", save=False)
        self.window.show_table()
        ctl = self.window.controller
        if ctl is not None:
            ctl.hovered(None)           # nothing of the scene before (a ghost) stays
        pilus_ctl: Any = self.window.controllers.get("pilus")
        if pilus_ctl is not None:       # the usual table, unless the scene asks for heights
            pilus_ctl.set_heights_view(False)
        scene.setup(self)
        if scene.clear:
            self.clear_questions()
        self.window.board.repaint()
        widget = scene.target(self) if scene.target is not None else self.window
        image = widget.grab().toImage()
        if widget is not self.window:
            widget.close()
        if self.scale != 1.0:
            image = image.scaledToWidth(max(1, round(image.width() * self.scale)),
                                        Qt.TransformationMode.SmoothTransformation)
        image = image.convertToFormat(QImage.Format.Format_RGB32)
        self.out.mkdir(parents=True, exist_ok=True)
        path = self.out / f"{scene.name}.png"
        if not image.save(str(path), "PNG", 9):
            raise RuntimeError(f"could not write {path}")
        if path.stat().st_size > self.max_kb * 1024:
            # a palette of 256 colours, dithered: a third of the size, hardly a visible change
            small = image.convertToFormat(QImage.Format.Format_Indexed8,
                                          Qt.ImageConversionFlag.DiffuseDither)
            small.save(str(path), "PNG", 9)
        return path


# ---- the scenes -----------------------------------------------------------------------------
def _position(play: Callable[..., None], moves: Optional[int]) -> Callable[[Shooter], None]:
    """A scene of ``play``'s game after ``moves`` moves (None: to its end)."""
    def setup(s: Shooter) -> None:
        play(s.model, moves)
        s.settle()
    return setup


def _pilus_ghost_level_2(s: Shooter) -> None:
    """A PILUS turn with the tile in hand shown as a ghost where it would lie on level 2."""
    pilus(s.model, 6)
    s.clear_questions()
    ctl: Any = s.window.controller          # the PILUS controller: its hand and turn input
    assert ctl is not None and ctl.scene is not None
    best: Optional[tuple[Any, Any]] = None
    for index in range(3):
        ctl.select(index)
        for anchor in ctl.turn.anchors():
            x, y = anchor
            cells = [(x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)]
            level = 1 + max(ctl.scene.height(c) for c in cells)
            if level == 2 and ctl.turn.can_lay(anchor):
                best = (index, anchor)
                break
        if best is not None:
            break
    if best is None:
        raise RuntimeError("no spot on level 2 in this deal")
    index, anchor = best
    ctl.select(index)
    ctl.hovered((tuple(anchor), tuple(anchor)))
    s.settle()


def _pilus_hover_spot(s: Shooter, want: Callable[[Any, Any, Any], bool]) -> None:
    """Point at the first spot of the hand (any tile, any turn) that ``want(ctl, tile,
    anchor)`` takes, so its ghost and its chip show."""
    ctl: Any = s.window.controller
    assert ctl is not None and ctl.scene is not None
    heights = ctl.scene.heights
    near = sorted({(x - dx, y - dy) for (x, y) in heights for dx in range(-1, 3)
                   for dy in range(-1, 3)})
    for index in range(len(ctl.turn.hand)):
        ctl.select(index)
        for _turn in range(4):
            for anchor in near:
                if want(ctl, ctl.turn.tile(), anchor):
                    ctl.hovered((tuple(anchor), tuple(anchor), ()))
                    s.settle()
                    return
            ctl.rotate(1)
    raise RuntimeError("no such spot in this deal")


def _pilus_ghost_score(s: Shooter) -> None:
    """The ghost of a scoring spot: what the turn scores beside it, the regions outlined,
    one of them kept from scoring by another player's pawn when the deal has one."""
    pilus(s.model, 11, seed=5)
    s.clear_questions()
    view = s.model.seat_view(s.model.seat_to_move())

    def scores(protected: bool) -> Callable[[Any, Any, Any], bool]:
        def want(_ctl: Any, tile: Any, anchor: Any) -> bool:
            pv = view.score_preview(tile, *anchor)
            return pv is not None and pv.points > 0 and (bool(pv.protected) or not protected)
        return want

    try:
        _pilus_hover_spot(s, scores(True))
    except RuntimeError:
        _pilus_hover_spot(s, scores(False))


def _pilus_refused(s: Shooter) -> None:
    """A spot the tile may not take: its ghost framed in red and the reason beside it."""
    pilus(s.model, 6)
    s.clear_questions()
    view = s.model.seat_view(s.model.seat_to_move())

    def refused(ctl: Any, tile: Any, anchor: Any) -> bool:
        level = 1 + max(ctl.scene.height(c) for c in [(anchor[0] + i, anchor[1] + j)
                                                        for i in (0, 1) for j in (0, 1)])
        return level >= 2 and view.placement_error(tile, *anchor) == "colour_match_short"

    _pilus_hover_spot(s, refused)


def _pilus_hand_over(s: Shooter) -> None:
    """Between two people's turns: the last turn's result in view and the one card that
    hands the screen on."""
    pilus(s.model, 0)
    s.clear_questions()
    state = s.model.state
    move = max((m for m in state.legal_moves() if m.tile), key=state.score_of)
    s.model.try_move(move)
    s.settle(300)


def _pilus_heights_end(players: int, seed: int) -> Callable[[Shooter], None]:
    """The end of a PILUS game for ``players`` in the heights view (V): each plateau's level
    as a number, lower tops darker, lines where the height changes."""
    def setup(s: Shooter) -> None:
        pilus_scored(s.model, players, seed)
        s.settle()
        ctl: Any = s.window.controller
        ctl.set_heights_view(True)
        s.settle()
    return setup


def _start_page(s: Shooter) -> None:
    """The start page, with the game left on the table offered under Continue."""
    pylos(s.model, 9, seed=3)
    s.settle()
    s.window.show_start_page()
    s.settle()


def _game_over(s: Shooter) -> None:
    """The card at the end of a PILUS game: the winner, every score, Play Again."""
    pilus(s.model, None)
    s.settle()


def _language(code: str, game: str) -> Callable[[Shooter], None]:
    def setup(s: Shooter) -> None:
        if game == "pilus":
            pilus(s.model, 7, seed=5)
        else:
            pylos(s.model, 9, seed=3)
        s.settle()
        s.window.set_language(code)
        s.settle()
    return setup


def _rules_dialog(s: Shooter) -> None:
    """Help > Rules of Pylos with its pictures, at the take-back: every picture drawn by the 3D
    table (a refused take-back crossed out with its reason)."""
    from PySide6.QtCore import QElapsedTimer

    from tabletop_gui.view.dialogs import RulesDialog

    dialog: Any = RulesDialog(s.window, "pylos", "en")
    dialog.resize(s.window.size())
    dialog.show()
    browser = dialog.browser
    clock = QElapsedTimer()
    clock.start()
    s.settle()
    while browser.renderer.pending() and clock.elapsed() < 60000:
        s.settle(20)
    anchor = "patterns"
    browser.scrollToAnchor(anchor)
    s.settle()
    s.dialog = dialog


def _pylos_review(s: Shooter) -> None:
    """Game > Review Game on a recorded Pylos game, its verdicts worked out: the move list's
    marks, the chart of the game's value, and at Dark's 8th move (it threw the win away) the
    better move as a ghost on the table and in words."""
    from PySide6.QtCore import QElapsedTimer

    games = [line.split()[1:] for line in
             (REPO / "tools" / "data" / "pylos_expert_games.txt").read_text().splitlines()
             if line.strip() and not line.startswith("#")]
    s.model.new_game("pylos", {"variant": "standard", "first": "light"}, [HUMAN, HUMAN])
    for move in games[1]:
        if not s.model.try_move(move):
            raise RuntimeError(f"the model refused {move}")
    s.settle()
    s.clear_questions()
    s.window.playback.start_review(8)
    review = s.window.playback.review
    clock = QElapsedTimer()
    clock.start()
    while review.worker.is_running() and clock.elapsed() < 60000:
        s.settle(20)
    s.settle()


def _pilus_review(s: Shooter) -> None:
    """Game > Review Game on a finished 2-player PILUS game, the expert's choices worked out:
    the move list's words, every player's score in the chart, and at the first turn where the
    expert chose another tile, its tile as a ghost on the table and in words."""
    from PySide6.QtCore import QElapsedTimer

    import tabletop_gui.view.games.pilus.review as pilus_review

    pilus_review.NODES = 48       # the picture, not the strength: a quarter of the play-outs
    pilus_scored(s.model, 2, 5)
    s.settle()
    s.clear_questions()
    s.window.playback.start_review(0)
    part = s.window.controller.review_part()
    clock = QElapsedTimer()
    clock.start()
    while part.worker.is_running() and clock.elapsed() < 90000:
        s.settle(20)
    plies = range(1, s.model.game_length() + 1)
    s.model.review_to(next((k for k in plies if part.ghost_at(k) is not None), 1))
    s.settle()


def _lesson(s: Shooter) -> None:
    """Pylos's second lesson (the square and the take-back), its first step as it opens: the
    sentence, the place to use glowing."""
    s.window.lessons.start("pylos", 1)
    s.settle()


def _analysis(s: Shooter) -> None:
    """The Pylos analysis board opened from the review of a finished game, a few moves before
    its end (Dark to move, wins and losses): every move's exact value in the list and as coloured
    marks on the table."""
    from PySide6.QtCore import QElapsedTimer

    from tabletop_gui.view.analysis_board import open_analysis

    pylos(s.model, None)
    s.settle()
    s.clear_questions()
    s.model.start_review(max(0, s.model.game_length() - 6))   # wins and losses, their distances
    s.settle()
    board: Any = open_analysis(s.window, thread_pool=None)
    board.resize(s.window.size())
    clock = QElapsedTimer()
    clock.start()
    s.settle()
    while (board.values.is_busy() or not board.values_list.complete()) \
            and clock.elapsed() < 90000:
        s.settle(20)
    board.controller.finish_animations()
    board.board.repaint()
    s.settle()
    s.dialog = board


SCENES: tuple[Scene, ...] = (
    Scene("pylos-start", "Pylos: the start", _position(pylos, 0)),
    # the last move took a sphere back: its trace shows both
    Scene("pylos-mid", "Pylos: a game in progress", _position(pylos, 13)),
    Scene("pylos-end", "Pylos: the end of a game", _position(pylos, None)),
    Scene("pilus-start", "PILUS: the start", _position(pilus, 0)),
    Scene("pilus-mid", "PILUS: a game in progress", _position(pilus, 9)),
    Scene("pilus-end", "PILUS: the end of a game", _position(pilus, None)),
    Scene("pilus-ghost-level-2", "PILUS: the ghost of a tile on level 2", _pilus_ghost_level_2),
    Scene("pilus-ghost-score", "PILUS: the ghost says what the turn scores", _pilus_ghost_score),
    Scene("pilus-refused", "PILUS: a spot the tile may not take, and why", _pilus_refused),
    Scene("pilus-hand-over", "PILUS: the card between two people's turns", _pilus_hand_over,
          clear=False),
    Scene("pilus-end-3-heights", "PILUS: the end of a 3-player game, heights view",
          _pilus_heights_end(3, 7)),
    Scene("pilus-end-4-heights", "PILUS: the end of a 4-player game, heights view",
          _pilus_heights_end(4, 8)),
    Scene("start-page", "The start page, a Pylos game to continue", _start_page, clear=False),
    Scene("game-over", "PILUS: the card at the end of the game", _game_over, clear=False),
    Scene("window-es", "The window in Spanish (Pylos)", _language("es", "pylos")),
    Scene("window-ro", "The window in Romanian (PILUS)", _language("ro", "pilus")),
    Scene("window-cs", "The window in Czech (Pylos)", _language("cs", "pylos")),
    Scene("rules-pictures", "Help > Rules: every rule with a picture drawn by the table",
          _rules_dialog, clear=False, target=lambda s: s.dialog),
    Scene("lesson", "Learn to play: a Pylos lesson on the table", _lesson, clear=False),
    Scene("analysis", "The Pylos analysis board: every move's exact value", _analysis,
          clear=False, target=lambda s: s.dialog),
    Scene("pylos-review", "Pylos: a reviewed game with its chart", _pylos_review, clear=False),
    Scene("pilus-review", "PILUS: the expert's choices and every player's score",
          _pilus_review, clear=False),
)


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.screenshots",
                                     description="Render the documentation pictures.")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="folder (default docs/)")
    parser.add_argument("--only", nargs="+", metavar="NAME", help="these scenes only")
    parser.add_argument("--width", type=int, default=WINDOW_SIZE[0])
    parser.add_argument("--height", type=int, default=WINDOW_SIZE[1])
    parser.add_argument("--scale", type=float, default=SCALE)
    parser.add_argument("--max-kb", type=int, default=MAX_KB)
    parser.add_argument("--list", action="store_true", help="name the scenes and stop")
    args = parser.parse_args(argv)
    if args.list:
        for scene in SCENES:
            print(f"{scene.name:22} {scene.title}")
        return 0
    chosen = [s for s in SCENES if not args.only or s.name in args.only]
    unknown = set(args.only or ()) - {s.name for s in SCENES}
    if unknown:
        parser.error("no such scene: " + ", ".join(sorted(unknown)))
    shooter = Shooter(args.out, (args.width, args.height), args.scale, args.max_kb)
    try:
        for scene in chosen:
            path = shooter.shoot(scene)
            print(f"{path} {path.stat().st_size // 1024} KB", flush=True)
    finally:
        shooter.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
