"""``python -m bench pylos_draws`` (issue #17): the hard positions' file reads, and
a run solves each position as the app does and counts what it did not decide and any value that
disagrees with the file's."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench import bench_pylos_draws as bench

#: a mature position of 12 empty places the book holds, and a win at 9 that the solver decides
#: at once (both from the file), with their table values
_EASY = ["# a comment", "", "12 590814 6306849 0", "9 14717034 17198996 1  # trailing words"]


def test_the_shipped_positions_file_reads_and_holds_what_it_says() -> None:
    rows = bench.read_positions(bench.DEFAULT_POSITIONS)
    assert len(rows) == 1130 and len(set(rows)) == len(rows)
    for e, me, opp, value in rows:
        assert not me & opp and 30 - (me | opp).bit_count() == e and value in (-1, 0, 1)
        assert 3 <= e <= 14
    assert sum(v == 0 for *_, v in rows) >= 1000           # the draws: the hard ones


@pytest.mark.slow
def test_a_run_counts_the_undecided_and_the_wrong(tmp_path: Path, capsys) -> None:
    path = tmp_path / "p.txt"
    path.write_text("\n".join(_EASY) + "\n")
    assert bench.read_positions(path) == [(12, 590814, 6306849, 0), (9, 14717034, 17198996, 1)]
    assert bench.main(["--positions", str(path), "--jobs", "1", "--cap", "20"]) == 0
    table = capsys.readouterr().out
    assert "| all | 2 | 0 | 0 |" in table
    wrong = tmp_path / "w.txt"
    wrong.write_text("12 590814 6306849 -1\n")              # the book says a draw
    bench.main(["--positions", str(wrong), "--jobs", "1"])
    assert "| all | 1 | 0 | 1 |" in capsys.readouterr().out


@pytest.mark.slow
def test_side_by_side_each_checkout_solves_with_its_own_code(tmp_path: Path, capsys) -> None:
    path = tmp_path / "p.txt"
    path.write_text("\n".join(_EASY) + "\n")
    root = Path(bench.__file__).resolve().parent.parent
    # a folder, and a revision (checked out into a temporary worktree for the run)
    assert bench.main(["--positions", str(path), "--trees", str(root), "HEAD"]) == 0
    out = capsys.readouterr().out
    assert out.count("| all | 2 | 0 | 0 |") == 2 and out.count(f"{root} (2 positions") == 1
    assert out.count("HEAD (2 positions") == 1
    with pytest.raises(SystemExit, match="own tabletop_gui"):
        bench.main(["--positions", str(path), "--trees", str(tmp_path)])    # no checkout there
