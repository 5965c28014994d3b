"""The GitHub Actions workflow can't run here: check its syntax and structure instead."""

import re
from pathlib import Path

import pytest

yaml = pytest.importorskip("yaml", reason="PyYAML is in the test extra")

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "package.yml"


@pytest.fixture(scope="module")
def wf():
    return yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))


def steps(wf):
    return wf["jobs"]["package"]["steps"]


def test_triggers(wf):
    on = wf.get("on", wf.get(True))          # YAML 1.1 reads the bare key `on` as True
    assert {"push", "pull_request", "workflow_dispatch"} <= set(on)


def test_matrix_covers_three_systems(wf):
    job = wf["jobs"]["package"]
    matrix = job["strategy"]["matrix"]
    assert set(matrix["os"]) == {"ubuntu-latest", "windows-latest", "macos-latest"}
    assert job["runs-on"] == "${{ matrix.os }}"
    assert job["strategy"]["fail-fast"] is False
    extra = {inc["os"]: inc for inc in matrix["include"]}
    assert set(extra) == set(matrix["os"])      # every OS gets its artifact name and files
    assert all(inc["artifact"] and inc["files"] for inc in extra.values())
    assert ".deb" in extra["ubuntu-latest"]["files"]
    assert "setup.exe" in extra["windows-latest"]["files"]
    assert ".dmg" in extra["macos-latest"]["files"]


def test_actions_pinned_to_major_versions(wf):
    uses = [s["uses"] for s in steps(wf) if "uses" in s]
    assert uses, "no actions used"
    for u in uses:
        assert re.fullmatch(r"actions/[a-z-]+@v\d+", u), u
    majors = {u.split("@")[0]: int(u.split("@v")[1]) for u in uses}
    # Node 20 actions stop running on GitHub's runners in 2026: these are the Node 24 majors.
    assert majors["actions/checkout"] >= 5
    assert majors["actions/setup-python"] >= 6
    assert majors["actions/upload-artifact"] >= 6


def test_each_os_runs_its_build_script_and_uploads(wf):
    runs = {s.get("name", ""): s for s in steps(wf) if "run" in s}
    by_os = {}
    for s in runs.values():
        cond = s.get("if", "")
        for os_name in ("Linux", "Windows", "macOS"):
            if f"runner.os == '{os_name}'" in cond:
                by_os.setdefault(os_name, []).append(s["run"])
    assert any("bash .ci/run" in r for r in by_os["Linux"])
    assert any("make-appimage.sh" in r for r in by_os["Linux"])
    assert any("packaging/windows/build.ps1" in r for r in by_os["Windows"])
    assert any("packaging/macos/build.sh" in r for r in by_os["macOS"])
    for script in (".ci/run", "packaging/linux/make-appimage.sh", "packaging/windows/build.ps1",
                   "packaging/macos/build.sh"):
        assert (ROOT / script).is_file(), script
    upload = [s for s in steps(wf) if s.get("uses", "").startswith("actions/upload-artifact")]
    main = [s for s in upload if "matrix.files" in s["with"]["path"]]
    assert len(main) == 1 and main[0]["with"]["if-no-files-found"] == "error"
    assert "if" not in main[0]                  # every OS uploads


def test_each_package_size_is_printed(wf):
    sizes = [s for s in steps(wf) if s.get("name") == "Package sizes"]
    assert len(sizes) == 1 and "if" not in sizes[0]          # every system
    assert "du -sm" in sizes[0]["run"] and "dist/*" in sizes[0]["run"]
    names = [s.get("name", s.get("uses", "")) for s in steps(wf)]
    assert names.index("Package sizes") < names.index("actions/upload-artifact@v6")
