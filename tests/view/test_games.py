"""The view's seam per game: controllers found by name, generic code that names no game."""

from pathlib import Path

import pytest

VIEW = Path(__file__).resolve().parents[2] / "tabletop_gui" / "view"


def test_each_game_package_exposes_its_controller():
    from tabletop_gui.view.games import controller_for
    from tabletop_gui.view.games.base import GameController
    from tabletop_gui.view.games.pilus import PilusController
    from tabletop_gui.view.games.pylos import PylosController

    assert controller_for("pylos") is PylosController
    assert controller_for("pilus") is PilusController
    for cls, name in ((PylosController, "pylos"), (PilusController, "pilus")):
        assert issubclass(cls, GameController) and cls.game == name


def test_a_registered_controller_comes_first(qapp):
    from tabletop_gui.view import games
    from tabletop_gui.view.games.base import GameController, OptionsPage

    class Toy(GameController):
        game = "toy"

    games.register_controller("toy", Toy)
    try:
        assert games.controller_for("toy") is Toy
        page = games.options_page("toy")
        assert isinstance(page, OptionsPage) and page.game == "toy"
        assert page.options() == {} and page.seat_kinds() == []
    finally:
        games.unregister_controller("toy")
    with pytest.raises(ModuleNotFoundError):
        games.controller_for("toy")


def test_only_a_controller_class_is_registered(qapp):
    """The window and the dialogs ask a game's controller class for its New Game page and its
    rules' title before making one: a function that makes a controller cannot answer."""
    from tabletop_gui.view import games
    from tabletop_gui.view.games.base import GameController

    class Toy(GameController):
        game = "toy"

    for factory in (lambda host: Toy(host), "Toy", object):
        with pytest.raises(TypeError):
            games.register_controller("toy", factory)
        with pytest.raises(ModuleNotFoundError):
            games.controller_for("toy")


def test_the_rules_title_is_the_controllers(qapp):
    from tabletop_gui.view import dialogs, games
    from tabletop_gui.view.games.base import GameController

    class Toy(GameController):
        game = "toy"

        @classmethod
        def rules_title(cls):
            return "How to play Toy"

    games.register_controller("toy", Toy)
    try:
        assert dialogs._rules_title("toy")() == "How to play Toy"
    finally:
        games.unregister_controller("toy")


def test_the_new_game_dialog_has_a_page_per_game(qapp):
    from tabletop_gui.model.games import game_names
    from tabletop_gui.view import dialogs

    dlg = dialogs.NewGameDialog()
    assert [dlg.game_box.itemData(i) for i in range(dlg.game_box.count())] == game_names()
    assert [dlg.pages.widget(i).game for i in range(dlg.pages.count())] == game_names()


def test_generic_view_code_names_no_game():
    """Only a game's own folder says its name; the shell, the table and the dialogs ask the
    active controller."""
    own = {VIEW / "games" / "pylos", VIEW / "games" / "pilus"}
    for path in sorted(VIEW.rglob("*.py")):
        if any(folder in path.parents for folder in own):
            continue
        text = path.read_text(encoding="utf-8")
        for name in ('"pylos"', '"pilus"', "'pylos'", "'pilus'"):
            assert name not in text, (path.relative_to(VIEW), name)


def test_each_game_says_its_own_refusals(qapp):
    """A game's error codes are its own texts; the codes every game shares are the shell's."""
    from tabletop_gui.view import messages
    from tabletop_gui.view.games.pilus import messages as pilus_messages
    from tabletop_gui.view.games.pylos import messages as pylos_messages

    assert "free" in pylos_messages.error_message("not_free")
    assert pilus_messages.error_message("not_free") is None
    assert "single tile" in pilus_messages.error_message("single_tile_support")
    assert pylos_messages.error_message("single_tile_support") is None
    for game in (pylos_messages, pilus_messages):
        assert game.illegal_move_text("not_your_turn") == messages.illegal_move_message(
            "not_your_turn") == "Wait: it is the computer's turn."


def test_the_views_texts_name_only_files_that_exist():
    """A path in a docstring or comment of the view (``app/start.py``, ``view/games/...``)
    names a file of the repository, not one the restructuring removed (``app.py``)."""
    import re

    repo = VIEW.parents[1]
    for path in sorted(VIEW.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        for name in re.findall(r"``([\w/]+\.py)``", text):
            candidates = [repo / name, repo / "tabletop_gui" / name, path.parent / name]
            assert any(c.is_file() for c in candidates), (path.relative_to(VIEW), name)
