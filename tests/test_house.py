"""The repository stays one a maintainer can inherit: the README stays a page for players,
installers and contributors, the results page says what holds now (history lives in git), the
package's comments say why and not when, and every citation of the rules points at the rules
document the repository carries."""

import re
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
PACKAGE = REPO / "tabletop_gui"


def lines(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def test_the_readme_and_the_results_page_stay_short():
    assert lines(REPO / "README.md") <= 250
    assert lines(REPO / "bench" / "RESULTS.md") <= 400


def test_the_package_says_why_not_when():
    """No comment or docstring dates itself by a work session ("session 12 found...")."""
    found = [f"{p.relative_to(REPO)}:{n}: {line.strip()}"
             for p in sorted(PACKAGE.rglob("*.py"))
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
             if re.search(r"\bsessions?\b", line, re.IGNORECASE)]
    assert not found, "\n".join(found)


def test_the_tests_tools_bench_and_docs_do_not_date_themselves():
    """Outside the package, a numbered work session ("(0.71 since session 29)") is dated
    history too: what holds is said, with a commit where it matters."""
    found = []
    for folder in ("tests", "tools", "docs", "bench"):
        for p in sorted((REPO / folder).rglob("*")):
            if p.suffix not in (".py", ".md", ".txt", ".c") or not p.is_file():
                continue
            for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1):
                if re.search(r"\bsessions? \d", line, re.IGNORECASE) and p != Path(__file__):
                    found.append(f"{p.relative_to(REPO)}:{n}: {line.strip()}")
    assert not found, "\n".join(found)


def test_every_rules_citation_points_into_the_repository():
    """The rules the code implements are docs/RULES.md, in the repository: a citation of a
    RULES.md elsewhere (the folder the project was first written from) would leave a clone
    without its authority."""
    assert (REPO / "docs" / "RULES.md").is_file()
    stray = []
    for folder in ("tabletop_gui", "tests", "bench", "tools", "packaging"):
        for p in sorted((REPO / folder).rglob("*")):
            if (p.suffix not in (".py", ".md", ".c", ".sh", ".txt") or not p.is_file()
                    or p == Path(__file__).resolve()):
                continue
            for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1):
                if re.search(r"(?<!docs/)RULES\.md", line):
                    stray.append(f"{p.relative_to(REPO)}:{n}: {line.strip()}")
    assert not stray, "\n".join(stray)
