"""File names and texts as people's computers have them: combining marks, right-to-left
writing, emoji, names longer than the disk allows, Linux names whose bytes are not UTF-8, a
lone surrogate escape in a save's JSON. Each saves, loads, is listed and goes into the autosave
as it is, or is refused saying why; from the command line the app starts with it."""

from __future__ import annotations

import json
import os

import pytest

from tabletop_gui.model import GameFileError
from tabletop_gui.model.gamefile import FORMAT, read_record
from tabletop_gui.model.settings import Settings
from tabletop_gui.view.messages import file_error_message, shown_file_name

from .conftest import data_dir

NAMES = {
    "combining": "partie-e\u0301te\u0301-n\u0303.tabletop",     # é, ñ as base + mark
    "hebrew": "\u05de\u05e9\u05d7\u05e7 \u05e9\u05dc\u05d9.tabletop",
    "arabic": "\u0644\u0639\u0628\u0629 1.tabletop",
    "override": "game-\u202enur\u202c.tabletop",            # a right-to-left override
    "emoji": "\U0001f3b2 \U0001f468\u200d\U0001f469\u200d\U0001f467 family.tabletop",
    "long": "\u00e9" * 120 + ".tabletop",                     # 249 bytes: just allowed
}


@pytest.mark.parametrize("kind", sorted(NAMES))
def test_an_odd_name_saves_loads_is_listed_and_autosaved_as_it_is(make_model, tmp_path, kind):
    path = str(tmp_path / NAMES[kind])
    model = make_model(options={"pile": 12}, seats=["human", "human"])
    model.try_move("t2")
    model.save(path)
    assert os.listdir(tmp_path).count(NAMES[kind]) == 1
    again = make_model()
    again.load(path)
    assert again.file_path == path and [str(m) for m in again.moves] == ["t2"]
    model.settings.add_recent_file(path)
    assert Settings(model.settings.qsettings).recent_files()[0] == path
    again.try_move("t1")                           # its autosave names the file
    assert read_record(again.autosave_path()).extra["file_path"] == path


def test_a_name_too_long_for_the_disk_is_refused_saying_so(make_model, tmp_path):
    model = make_model()
    model.try_move("t1")
    path = str(tmp_path / ("\u00e9" * 130 + ".tabletop"))   # 269 bytes: over NAME_MAX
    with pytest.raises(GameFileError) as err:
        model.save(path)
    assert err.value.code == "unwritable"
    assert err.value.message() == "The game could not be saved there. The file name is too long."
    assert model.file_path is None and model.is_modified()
    with pytest.raises(GameFileError) as err:
        model.load(path)
    assert err.value.code == "unreadable" and "too long" in err.value.message()


def test_a_right_to_left_name_does_not_turn_the_message_around(qapp):
    """The name is isolated (FSI … PDI) in the sentence: its right-to-left characters, or an
    override, reorder the name alone, never the words around it."""
    for kind in ("hebrew", "arabic", "override"):
        text = file_error_message(GameFileError("not_json", path="/x/" + NAMES[kind]))
        assert text.startswith("“\u2068") and "\u2069”: The file is damaged" in text
    plain = file_error_message(GameFileError("not_json", path="/x/game.tabletop"))
    assert plain.startswith("“game.tabletop”")


def test_a_long_name_is_shortened_between_whole_letters():
    name = "e\u0301" * 100 + ".tabletop"
    shown = shown_file_name(name)
    head, tail = shown.split("…")
    assert len(shown) <= 60 + 1
    assert not tail.startswith("\u0301") and head.endswith("\u0301")


def test_a_missing_file_says_it_is_not_there(make_model, tmp_path):
    with pytest.raises(GameFileError) as err:
        make_model().load(str(tmp_path / "moved-away.tabletop"))
    assert err.value.message() == "The file could not be read. The file does not exist."


# ---- from the command line ---------------------------------------------------------------
PILUS_RECORD = {"format": FORMAT, "version": 1, "game": "pilus",
                "options": {"players": 2, "seed": 11, "first": 0,
                            "names": ["Ana \ud800", "\u202eBo \U0001f3b2"], "colours": None},
                "seats": ["human", "human"], "moves": []}


@pytest.mark.gl
@pytest.mark.skipif(os.name == "nt", reason="file names are UTF-16 on Windows: no stray bytes")
def test_the_command_line_opens_a_non_utf8_name_holding_a_lone_surrogate(tmp_path, run_app):
    """A Latin-1 file name (Python holds its bytes as surrogate escapes) whose JSON holds half
    a UTF-16 pair in a player's name: the app opens it, plays it, and its autosave keeps both
    exactly."""
    from tabletop_gui.rules import pilus

    first = str(pilus.new_game(players=2, seed=11, first=0).legal_moves()[0])
    raw = os.path.join(os.fsencode(str(tmp_path)), b"partida-\xf1and\xfa.tabletop")
    with open(raw, "w", encoding="utf-8") as f:
        json.dump(dict(PILUS_RECORD, moves=[first]), f)        # ensure_ascii: "\ud800"
    name = os.fsdecode(raw)
    out = run_app(name, "--quit-after", "1500")
    err = out.stderr.decode("utf-8", "replace")
    assert out.returncode == 0, err
    assert "Traceback" not in err and "could not" not in err.lower()
    autosave = read_record(str(data_dir(tmp_path) / "autosave.json"))
    assert autosave.extra["file_path"] == name
    assert autosave.options["names"] == ["Ana \ud800", "\u202eBo \U0001f3b2"]
    assert [str(m) for m in autosave.moves] == [first]


@pytest.mark.gl
def test_a_bad_file_on_the_command_line_says_why_and_the_app_goes_on(tmp_path, run_app):
    """The warning does not hold the app (``--quit-after`` still quits: it asks nothing), and
    the reason is also said on stderr, for whoever started it from a terminal."""
    bad = tmp_path / "broken.tabletop"
    bad.write_text('{"format": "tabletop-gui-game", "version": 1, "game": "pylos", "moves": ')
    out = run_app(str(bad), "--quit-after", "1000", timeout=40)
    err = out.stderr.decode("utf-8", "replace")
    assert out.returncode == 0, err
    assert "Traceback" not in err
    assert f"{bad}: The file is damaged or is not a saved game." in err


@pytest.mark.skipif(os.name == "nt", reason="file names are UTF-16 on Windows: no stray bytes")
def test_a_name_whose_bytes_are_not_utf8_shows_a_mark_where_each_stray_byte_was(qapp, tmp_path):
    """Qt drops a lone surrogate from a label: "partida-ñandú" in Latin-1 would read
    "partida-and.tabletop", a name that is not the file's. Each stray byte shows as U+FFFD,
    in messages and in the start page's Recent row; the path kept is the file's own."""
    from tabletop_gui.view.start_cards import RecentRow

    raw = os.path.join(os.fsencode(str(tmp_path)), b"partida-\xf1and\xfa.tabletop")
    name = os.fsdecode(raw)
    assert shown_file_name(name) == "partida-\ufffdand\ufffd.tabletop"

    class Page:
        def open_recent(self, path):
            pass

        def forget_recent(self, path):
            pass

    row = RecentRow(name, Page())
    assert row.open_button.text() == "partida-\ufffdand\ufffd.tabletop"
    assert row.open_button.toolTip().endswith("partida-\ufffdand\ufffd.tabletop")
    assert row.path == name
