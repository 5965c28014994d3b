"""Saves that lie: a result their moves do not reach, a PILUS tile that does not exist, a move
list no game could have, a "file" that never ends. Each is refused at once, saying why; the
game on the table stays as it was."""

from __future__ import annotations

import json
import os
import threading
import time

import pytest

from tabletop_gui.model import GameFileError, gamefile, register_game
from tabletop_gui.model.gamefile import FORMAT, read_record
from tabletop_gui.model.games import unregister_game
from tests.model.toy_game import NimSpec

PYLOS_OPTIONS = {"variant": "standard", "first": "light"}


def pylos_save(tmp_path, name="game.tabletop", **fields):
    record = {"format": FORMAT, "version": 1, "game": "pylos", "options": PYLOS_OPTIONS,
              "seats": ["human", "human"], "moves": ["1a1", "1b1", "1c1"]}
    record.update(fields)
    path = tmp_path / name
    path.write_text(json.dumps(record), encoding="utf-8")
    return str(path)


def table(model):
    return (model.game, model.options, [str(m) for m in model.moves], model.file_path,
            model.is_modified())


def finished_pylos_game(make_model):
    import random

    model = make_model("pylos", PYLOS_OPTIONS, ["human", "human"])
    rng = random.Random(3)
    while not model.is_over():
        assert model.try_move(rng.choice(model.state.legal_moves()))
    return model


# ---- the declared result --------------------------------------------------------------------
@pytest.mark.parametrize("fields", [
    {"result": "dark"},                                  # a game still going on
    {"result": "draw", "end_reason": "repetition"},
    {"result": None, "end_reason": "top"},               # an ending with nobody winning
    {"result": ["light"]},                               # not how a result is written at all
], ids=["winner", "draw", "reason", "malformed"])
def test_a_result_the_moves_do_not_reach_is_refused(make_model, tmp_path, fields):
    model = make_model()
    model.try_move("t1")
    before = table(model)
    with pytest.raises(GameFileError) as err:
        model.load(pylos_save(tmp_path, **fields))
    assert err.value.code == "wrong_result"
    assert err.value.message() == "The result saved with the game does not match its moves."
    assert table(model) == before


def test_a_finished_game_saved_by_the_app_loads_with_its_result(make_model, tmp_path):
    model = finished_pylos_game(make_model)
    path = str(tmp_path / "done.tabletop")
    model.save(path)
    record = json.load(open(path))
    assert record["result"] in ("light", "dark", "draw") and record["end_reason"]
    again = make_model()
    again.load(path)
    assert again.is_over() and again.state == model.state
    # the winner swapped by hand: refused
    record["result"] = {"light": "dark", "dark": "light", "draw": "light"}[record["result"]]
    json.dump(record, open(path, "w"))
    with pytest.raises(GameFileError) as err:
        again.load(path)
    assert err.value.code == "wrong_result"


def test_a_save_without_a_result_loads(make_model, tmp_path):
    """Saves written before the result was: the moves alone say how the game stands."""
    model = make_model()
    model.load(pylos_save(tmp_path))
    assert [str(m) for m in model.moves] == ["1a1", "1b1", "1c1"]


# ---- PILUS -------------------------------------------------------------------------------
@pytest.mark.gl
@pytest.mark.parametrize("tile", ["BBGY", "XYZW"])
def test_a_pilus_save_laying_a_tile_that_does_not_exist(open_window, tmp_path, shown_boxes,
                                                         tile):
    window = open_window()
    model = window.model
    model.new_game("pylos", PYLOS_OPTIONS, ["human", "human"])
    assert model.try_move("1a1")
    before = table(model)
    from tabletop_gui.rules import pilus

    first = str(pilus.new_game(players=2, seed=7, first=0).legal_moves()[0])  # "BGYN@-2,-1"
    bad = tile + first[4:]
    path = tmp_path / "pilus.tabletop"
    path.write_text(json.dumps({
        "format": FORMAT, "version": 1, "game": "pilus",
        "options": {"players": 2, "seed": 7, "first": 0, "names": None, "colours": None},
        "seats": ["human", "human"], "moves": [first, bad]}), encoding="utf-8")
    assert window.open_path(str(path), ask=False) is False     # (Open asked its question)
    (box,) = shown_boxes
    assert box["title"] == "Could not open the game"
    assert box["text"] == f"“pilus.tabletop”: Move 2 ({bad}) in the saved game is not legal."
    assert table(model) == before and not window.start_page_shown()


# ---- a move list no game could have ----------------------------------------------------------
class LongNim(NimSpec):
    """Nim with any pile: a game as long as a test wants, every move legal."""

    name = "longnim"

    def normalize_options(self, options):
        out = dict(self.default_options)
        out.update(options or {})
        return out


@pytest.fixture
def long_nim():
    register_game(LongNim())
    yield "longnim"
    unregister_game("longnim")


def long_save(tmp_path, moves):
    path = tmp_path / "long.tabletop"
    path.write_text(json.dumps({"format": FORMAT, "version": 1, "game": "longnim",
                                "options": {"pile": moves + 5}, "seats": ["human", "human"],
                                "moves": ["t1"] * moves}), encoding="utf-8")
    return str(path)


def test_a_hundred_thousand_legal_moves_are_refused_at_once(make_model, tmp_path, long_nim):
    model = make_model()
    model.try_move("t1")
    before = table(model)
    path = long_save(tmp_path, 100_000)
    start = time.monotonic()
    with pytest.raises(GameFileError) as err:
        model.load(path)
    assert time.monotonic() - start < 2.0
    assert err.value.code == "too_many_moves"
    assert err.value.message() == "The saved game has more moves than a game can have."
    assert table(model) == before


def test_the_longest_game_allowed_loads_in_a_few_seconds(make_model, tmp_path, long_nim):
    model = make_model()
    path = long_save(tmp_path, gamefile.MAX_MOVES)
    start = time.monotonic()
    model.load(path)
    assert time.monotonic() - start < 5.0
    assert len(model.moves) == gamefile.MAX_MOVES
    with pytest.raises(GameFileError):
        read_record(long_save(tmp_path, gamefile.MAX_MOVES + 1))


@pytest.mark.gl
def test_the_window_refuses_a_huge_move_list_at_once(open_window, tmp_path, shown_boxes):
    """100 000 Pylos moves (2 MB, under the size cap): refused before the first is replayed."""
    window = open_window()
    path = pylos_save(tmp_path, moves=["1a1-2b2 x2b2 x1c3"] * 100_000)
    start = time.monotonic()
    assert window.open_path(path) is False
    assert time.monotonic() - start < 3.0
    (box,) = shown_boxes
    assert box["text"] == "“game.tabletop”: The saved game has more moves than a game can have."


# ---- a file that never ends ---------------------------------------------------------------
def load_in_thread(model, path, seconds=5.0):
    result = {}

    def run():
        try:
            model.load(path)
        except Exception as exc:
            result["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"loading {path} went on for {seconds} s"
    return result.get("error")


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero")
def test_a_save_that_is_a_link_to_dev_zero_is_refused_at_once(make_model, tmp_path):
    model = make_model()
    model.try_move("t1")
    before = table(model)
    link = tmp_path / "game.tabletop"
    link.symlink_to("/dev/zero")
    error = load_in_thread(model, str(link))
    assert isinstance(error, GameFileError) and error.code == "not_a_game"
    assert table(model) == before


def test_a_save_that_is_a_link_to_a_huge_file_is_refused_by_its_size(make_model, tmp_path):
    """A link to 64 GB (a sparse file: no disk used) is refused at once, saying why."""
    huge = tmp_path / "huge.bin"
    with open(huge, "wb") as f:
        f.truncate(64 * 1024 ** 3)
    link = tmp_path / "game.tabletop"
    link.symlink_to(huge)
    model = make_model()
    error = load_in_thread(model, str(link))
    assert isinstance(error, GameFileError) and error.code == "too_large"
    assert error.message() == "The file is too large to be a saved game."
