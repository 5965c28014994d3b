"""Save and load: a round trip keeps everything; every kind of bad file is refused with its
code and the current game stays exactly as it was."""

from __future__ import annotations

import json
import os

import pytest

from tabletop_gui.model import GameFileError
from tabletop_gui.model.gamefile import FORMAT, MAX_BYTES, VERSION


def snapshot(model):
    return (model.game, model.options, model.seats, model.state, [str(m) for m in model.moves],
            model.file_path, model.is_modified(), model.undo_stack.count(),
            model.undo_stack.index(), model.move_list.rowCount())


def saved_game(make_model, tmp_path, name="game.json"):
    model = make_model(options={"pile": 12}, seats=["human", "computer"])
    model.try_move("t2")
    model.try_move("t1")
    path = str(tmp_path / name)
    model.save(path)
    return model, path


def test_save_writes_the_documented_record(make_model, tmp_path):
    model, path = saved_game(make_model, tmp_path)
    with open(path, encoding="utf-8") as f:
        record = json.load(f)
    assert record["format"] == FORMAT and record["version"] == VERSION == 1
    assert record["game"] == "nim" and record["options"] == {"pile": 12}
    assert record["seats"] == ["human", "computer"]
    assert record["moves"] == [str(m) for m in model.moves] and len(record["moves"]) == 4
    assert record["saved"].endswith("Z") and record["app_version"]
    assert model.file_path == path and not model.is_modified()


def test_save_load_round_trip(make_model, tmp_path):
    model, path = saved_game(make_model, tmp_path)
    other = make_model(options={"pile": 3})
    other.try_move("t1")
    started = []
    other.gameStarted.connect(lambda: started.append(1))
    other.load(path)
    assert started == [1]
    assert other.game == model.game and other.options == model.options
    assert other.seats == model.seats and other.state == model.state
    assert [str(m) for m in other.moves] == [str(m) for m in model.moves]
    assert other.file_path == os.path.abspath(path) and not other.is_modified()
    assert other.move_list.rowCount() == 4
    # the loaded moves can be undone (back to a person's turn) and redone
    other.undo()
    assert len(other.moves) == 2 and not other.is_computer_turn()
    other.redo()
    assert other.state == model.state


def test_save_failure_raises_unwritable_and_keeps_the_game(make_model, tmp_path):
    model = make_model()
    model.try_move("t1")
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    before = snapshot(model)
    with pytest.raises(GameFileError) as err:
        model.save(str(blocker / "game.json"))  # a file where a folder should be
    assert err.value.code == "unwritable"
    assert snapshot(model) == before


def test_failed_save_keeps_the_old_file(make_model, tmp_path, monkeypatch):
    model, path = saved_game(make_model, tmp_path)
    old = open(path, "rb").read()

    def no_replace(src, dst):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "replace", no_replace)
    model.try_move("t1")
    with pytest.raises(GameFileError):
        model.save(path)
    assert open(path, "rb").read() == old
    assert model.is_modified()


def write(tmp_path, content, name="bad.json"):
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    elif isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    else:
        path.write_text(json.dumps(content), encoding="utf-8")
    return str(path)


def good_record():
    return {"format": FORMAT, "version": 1, "game": "nim", "options": {"pile": 12},
            "seats": ["human", "human"], "moves": ["t2", "t1", "t3"]}


def altered(**changes):
    record = good_record()
    for key, value in changes.items():
        if value is KeyError:
            del record[key]
        else:
            record[key] = value
    return record


BAD_FILES = {
    "not json": ("this is not json", "not_json"),
    "binary": (b"\xff\xfe\x00garbage", "not_json"),
    "empty": ("", "not_json"),
    "truncated": (json.dumps(good_record())[:-9], "not_json"),
    "a list": ([1, 2, 3], "not_a_game"),
    "wrong format": (altered(format="something-else"), "not_a_game"),
    "no format": (altered(format=KeyError), "not_a_game"),
    "newer version": (altered(version=2), "newer_version"),
    "version as text": (altered(version="1"), "bad_field"),
    "version zero": (altered(version=0), "bad_field"),
    "no version": (altered(version=KeyError), "bad_field"),
    "unknown game": (altered(game="chess"), "bad_field"),
    "no game": (altered(game=KeyError), "bad_field"),
    "bad options": (altered(options={"pile": "many"}), "bad_field"),
    "extra option": (altered(options={"pile": 3, "x": 1}), "bad_field"),
    "no options": (altered(options=KeyError), "bad_field"),
    "seats wrong count": (altered(seats=["human"]), "bad_field"),
    "seats unknown kind": (altered(seats=["human", "robot"]), "bad_field"),
    "no seats": (altered(seats=KeyError), "bad_field"),
    "moves not a list": (altered(moves="t1 t2"), "bad_field"),
    "move not text": (altered(moves=["t1", 2]), "bad_field"),
    "no moves": (altered(moves=KeyError), "bad_field"),
    "tampered move": (altered(moves=["t2", "t3", "t9"]), "illegal_move"),
    "move after the end": (altered(moves=["t3", "t3", "t3", "t3", "t1"]), "illegal_move"),
}


@pytest.mark.parametrize("case", sorted(BAD_FILES))
def test_bad_files_are_refused_and_the_game_is_untouched(make_model, tmp_path, case):
    content, code = BAD_FILES[case]
    model = make_model(options={"pile": 9})
    model.try_move("t1")
    model.save(str(tmp_path / "current.json"))
    model.try_move("t2")
    before = snapshot(model)
    signals = []
    for signal in (model.stateChanged, model.gameStarted, model.moveMade):
        signal.connect(lambda *a: signals.append(a))
    with pytest.raises(GameFileError) as err:
        model.load(write(tmp_path, content))
    assert err.value.code == code
    assert err.value.message()  # a sentence for the user
    assert snapshot(model) == before and signals == []


def test_tampered_move_names_the_move(make_model, tmp_path):
    model = make_model()
    with pytest.raises(GameFileError) as err:
        model.load(write(tmp_path, altered(moves=["t2", "t3", "t9", "t1"])))
    assert err.value.move_number == 3 and err.value.notation == "t9"
    assert "3" in err.value.message() and "t9" in err.value.message()


def test_missing_file_is_unreadable(make_model, tmp_path):
    model = make_model()
    with pytest.raises(GameFileError) as err:
        model.load(str(tmp_path / "nope.json"))
    assert err.value.code == "unreadable"


def test_huge_file_is_refused_without_parsing(make_model, tmp_path):
    model = make_model()
    with pytest.raises(GameFileError) as err:
        model.load(write(tmp_path, b" " * (MAX_BYTES + 1)))
    assert err.value.code == "too_large"


def test_unknown_extra_keys_are_accepted(make_model, tmp_path):
    model = make_model()
    model.load(write(tmp_path, altered(comment="from a newer minor release")))
    assert [str(m) for m in model.moves] == ["t2", "t1", "t3"]


def test_loading_a_computer_to_move_game_lets_it_move(make_model, tmp_path):
    model = make_model()
    model.load(write(tmp_path, altered(seats=["human", "computer"], moves=["t1"])))
    assert len(model.moves) == 2 and model.is_modified()


# ---- small bad inputs (#11) -----------------------------------------------------------------
def load_with_timeout(model, path, seconds=5.0):
    """model.load(path) in a thread: a read that blocks (a FIFO) fails the test, not hangs it."""
    import threading

    result = {}

    def run():
        try:
            model.load(path)
            result["ok"] = True
        except Exception as exc:
            result["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        # unblock the stuck open()/read() so the thread can end, then fail
        try:
            fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK)
            os.close(fd)
        except OSError:
            pass
        pytest.fail(f"loading {path} blocked for {seconds} s")
    return result


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this OS")
def test_a_fifo_is_refused_at_once(make_model, tmp_path):
    model = make_model()
    before = snapshot(model)
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    result = load_with_timeout(model, str(fifo))
    assert isinstance(result.get("error"), GameFileError)
    assert result["error"].code == "not_a_game"
    assert snapshot(model) == before


@pytest.mark.parametrize("target", ["folder"] + [d for d in ("/dev/zero",) if os.path.exists(d)])
def test_non_regular_files_are_refused(make_model, tmp_path, target):
    if target == "folder":
        target = str(tmp_path / "a-folder.json")
        os.mkdir(target)
    model = make_model()
    result = load_with_timeout(model, target)
    assert isinstance(result.get("error"), GameFileError)
    assert result["error"].code == "not_a_game"


def test_a_save_with_a_byte_order_mark_loads(make_model, tmp_path):
    model = make_model()
    data = b"\xef\xbb\xbf" + json.dumps(good_record()).encode("utf-8")
    model.load(write(tmp_path, data, name="notepad.json"))
    assert [str(m) for m in model.moves] == ["t2", "t1", "t3"]


def test_a_very_long_illegal_move_is_elided_in_the_message(make_model, tmp_path):
    from tabletop_gui.view.messages import file_error_message

    model = make_model()
    with pytest.raises(GameFileError) as err:
        model.load(write(tmp_path, altered(moves=["t2", "x" * 5000])))
    assert err.value.notation == "x" * 5000        # kept whole for developers
    for text in (err.value.message(), file_error_message(err.value)):
        assert "2" in text and "xxxx" in text and "…" in text
        assert len(text) < 200


def test_errors_carry_the_file_and_the_message_names_it(make_model, tmp_path):
    from tabletop_gui.view.messages import file_error_message

    model = make_model()
    cases = [(write(tmp_path, "{not json", name="damaged.tabletop"), "not_json"),
             (write(tmp_path, altered(moves=["t9"]), name="tampered.tabletop"), "illegal_move"),
             (str(tmp_path / "missing.tabletop"), "unreadable")]
    for path, code in cases:
        with pytest.raises(GameFileError) as err:
            model.load(path)
        assert err.value.code == code and err.value.path == path
        text = file_error_message(err.value)
        assert os.path.basename(path) in text and str(tmp_path) not in text
        assert err.value.message() in text
    with pytest.raises(GameFileError) as err:
        model.save(str(tmp_path / "damaged.tabletop" / "x.tabletop"))
    assert "x.tabletop" in file_error_message(err.value)


def test_a_normal_save_leaves_no_other_file(make_model, tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    model = make_model()
    model.try_move("t1")
    model.save(str(folder / "game.json"))
    model.try_move("t1")
    model.save(str(folder / "game.json"))
    assert sorted(os.listdir(folder)) == ["game.json"]


def test_a_failed_save_leaves_no_temporary_file(make_model, tmp_path, monkeypatch):
    model, path = saved_game(make_model, tmp_path)
    before = sorted(os.listdir(tmp_path))

    def no_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", no_replace)
    model.try_move("t1")
    with pytest.raises(GameFileError) as err:
        model.save(path)
    assert err.value.code == "unwritable"
    assert sorted(os.listdir(tmp_path)) == before


def test_a_killed_write_leaves_nothing_the_next_write_keeps(make_model, tmp_path):
    """A write killed half-way leaves its temporary file; the next write (or start) removes
    it: old ones, and ones whose writing process is gone."""
    import subprocess
    import sys
    import time

    from tabletop_gui.model import gamefile

    folder = tmp_path / "data"
    folder.mkdir()
    # a real writer killed mid-write: it stops before the rename and is killed (SIGKILL)
    script = (
        "import os, time\n"
        "from tabletop_gui.model import gamefile\n"
        "def stuck(src, dst):\n"
        "    print('writing', flush=True); time.sleep(60)\n"
        "os.replace = stuck\n"
        f"gamefile.write_record({str(folder / 'autosave.json')!r}, {{'a': 'b' * 100}})\n")
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout.readline().strip() == "writing"
    finally:
        proc.kill()
        proc.wait()
    left = os.listdir(folder)
    assert len(left) == 1 and gamefile.is_temp_file(left[0])   # what a kill leaves
    # an old one of another (maybe live) writer
    old = folder / gamefile.temp_file_name("game.json", os.getpid())
    old.write_text("{")
    long_ago = time.time() - 3600
    os.utime(old, (long_ago, long_ago))
    # a fresh one of a live writer (this process) is left alone: it may be being written
    fresh = folder / gamefile.temp_file_name("other.json", os.getpid())
    fresh.write_text("{")
    # and files of the user's that merely look alike are never touched
    (folder / "autosave.json.backup").write_text("mine")
    model = make_model(autosave_path=str(folder / "autosave.json"))
    model.try_move("t1")                                   # writes the autosave
    # (and the lock by which this model holds its autosave slot)
    assert sorted(os.listdir(folder)) == sorted(
        ["autosave.json", "autosave.json.lock", "autosave.json.backup", fresh.name])
    json.load(open(folder / "autosave.json"))


def test_the_start_removes_a_dead_writers_temporary_file(make_model, tmp_path, qsettings):
    import subprocess
    import sys

    from tabletop_gui.model import GameModel, gamefile
    from tests.sync_pool import SynchronousPool

    folder = tmp_path / "data"
    folder.mkdir()
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True).stdout.strip()
    stale = folder / gamefile.temp_file_name("autosave.json", int(dead))
    stale.write_text("{")
    model = GameModel(settings=qsettings, thread_pool=SynchronousPool(),
                      autosave_path=str(folder / "autosave.json"), think_delay_ms=0)
    assert model.resumable_autosave() is None            # what the app asks at start
    assert os.listdir(folder) == []
    model.shutdown()


def test_a_lone_surrogate_in_a_saved_game_loads_and_saves_again(tmp_path):
    """JSON may escape half of a UTF-16 pair ("\\ud800", in a player's name say): such a text
    loads, and writing it back (a save, the autosave) keeps it as it was instead of failing to
    encode it."""
    from tabletop_gui.model.gamefile import read_json, record_dict, write_record

    path = tmp_path / "names.json"
    record = record_dict("nim", {"pile": 12}, ["human", "human"], [], names=["Ana \ud800"])
    path.write_text(json.dumps(record), encoding="utf-8")   # ensure_ascii: "\\ud800"
    loaded = read_json(str(path))
    assert loaded["names"] == ["Ana \ud800"]
    again = str(tmp_path / "again.json")
    write_record(again, loaded)
    assert read_json(again)["names"] == ["Ana \ud800"]
    write_record(again, record_dict("nim", {"pile": 12}, ["human", "human"], [], names=["Bo"]))
    assert "Bo" in open(again, encoding="utf-8").read()     # plain names stay readable


@pytest.mark.skipif(os.name == "nt", reason="file names are UTF-16 on Windows: no stray bytes")
def test_a_file_name_that_is_not_utf8_saves_loads_and_goes_into_the_autosave(make_model,
                                                                                tmp_path):
    """An old Linux file name in Latin-1 bytes (Python holds it with surrogate escapes): the
    game saves there, loads from there, and the record naming it (the autosave's) is
    written and read back with the same name."""
    from tabletop_gui.model.gamefile import read_record, record_dict, write_record

    model = make_model(options={"pile": 12}, seats=["human", "human"])
    model.try_move("t2")
    name = os.fsdecode(os.path.join(os.fsencode(str(tmp_path)), b"partida-\xf1and\xfa.json"))
    model.save(name)
    model.load(name)
    assert model.file_path == os.path.abspath(name)
    record = record_dict("nim", {"pile": 12}, ["human", "human"], ["t2"])
    record["file_path"] = model.file_path
    autosave = str(tmp_path / "autosave.json")
    write_record(autosave, record)
    assert read_record(autosave).extra["file_path"] == model.file_path
    assert os.path.exists(os.fsencode(read_record(autosave).extra["file_path"]))


@pytest.mark.parametrize("kind", ["load", "save"])
def test_a_path_with_a_nul_is_refused_with_its_reason(make_model, tmp_path, kind):
    model, path = saved_game(make_model, tmp_path)
    before = snapshot(model)
    bad = str(tmp_path / "a\0b.json")
    with pytest.raises(GameFileError) as err:
        model.load(bad) if kind == "load" else model.save(bad)
    assert err.value.code == ("unreadable" if kind == "load" else "unwritable")
    assert err.value.path == bad
    assert snapshot(model) == before
