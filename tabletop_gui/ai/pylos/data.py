"""The Pylos bots' shipped data, checked: what :func:`tabletop_gui.ai.bots.check_data` (and so
``tabletop-gui --self-test``) asks of this game. A bundle that left a file out fails loudly
there rather than playing weaker without a word."""

from __future__ import annotations

from typing import Callable, Dict, List, Tuple


def _load(files: Dict[str, str], load: Callable[[str], object], what: str
          ) -> Tuple[List[str], List[str]]:
    """(the variants of ``files`` whose data ``load`` reads, failures naming the file)."""
    loaded: List[str] = []
    failed: List[str] = []
    for variant, name in files.items():
        if load(variant) is not None:
            loaded.append(variant)
        else:
            failed.append(f"{what} {name}: not readable")
    return loaded, failed


def load_books() -> Tuple[List[str], List[str]]:
    """(the variants whose shipped book loads, failures)."""
    from . import book

    return _load(book.BOOK_FILES, book.book_for, "Pylos book")


def load_draws() -> Tuple[List[str], List[str]]:
    """(the variants whose shipped draws below the book's edge load, failures)."""
    from . import book

    return _load(book.DRAW_FILES, book.draws_for, "Pylos draws")


def load_trap_books() -> Tuple[List[str], List[str]]:
    """(the variants whose shipped trap book loads, failures)."""
    from . import traps

    return _load(traps.TRAP_FILES, traps.trap_book_for, "Pylos trap book")


def check_data() -> Tuple[List[str], List[str]]:
    """Read every shipped book, the draws below its edge and the trap books: (one line for
    each kind, naming the variants that loaded; failures)."""
    parts: List[str] = []
    failed: List[str] = []
    for title, load in (("Pylos books", load_books), ("Pylos draws", load_draws),
                        ("trap books", load_trap_books)):
        loaded, failures = load()
        parts.append(f"{title} {' '.join(loaded)}")
        failed += failures
    return parts, failed
