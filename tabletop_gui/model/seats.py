"""Seat codes: ``"human"``, ``"computer"`` (the default level, medium) or
``"computer:<level>"`` with a level of :data:`AI_LEVELS`."""

from __future__ import annotations

from typing import Any, Optional

AI_LEVELS = ("beginner", "easy", "medium", "expert")
DEFAULT_AI_LEVEL = "medium"


def seat_is_computer(code: str) -> bool:
    """``"computer"`` or ``"computer:<level>"``."""
    return isinstance(code, str) and (code == "computer" or code.startswith("computer:"))


def seat_level(code: str) -> Optional[str]:
    """The level of a computer seat code (plain ``"computer"``: the default, medium); None for
    a person's seat."""
    if not seat_is_computer(code):
        return None
    return DEFAULT_AI_LEVEL if code == "computer" else code.partition(":")[2]


def seat_code_ok(code: Any) -> bool:
    """A seat code the model accepts (and a game file may hold)."""
    if code == "human":
        return True
    return seat_is_computer(code) and seat_level(code) in AI_LEVELS


__all__ = ["AI_LEVELS", "DEFAULT_AI_LEVEL", "seat_is_computer", "seat_level", "seat_code_ok"]
