"""Pylos's lessons (Learn to play): placing a sphere; the square of your colour and the
take-back; raising a sphere; the top; the empty reserve. Positions in the rules' notation; the
sentences in the rulebooks' words, marked for translation in :data:`CONTEXT`."""

from __future__ import annotations

from itertools import combinations, permutations
from typing import Any, Callable, Iterable, Tuple

from ....rules.pylos import State, position
from ...lessons import Lesson, Step
from ...tr import QT_TRANSLATE_NOOP

CONTEXT = "PylosLessons"


def _at(light: Iterable[str], dark: Iterable[str], to_move: str = "light") -> Callable[[], Any]:
    light, dark = tuple(light), tuple(dark)

    def start() -> State:
        return position(light=light, dark=dark, to_move=to_move)

    return start


def _takebacks(place: str, free: Iterable[str], count: int) -> Tuple[str, ...]:
    """Every way to play ``place`` and take back ``count`` of ``free`` (in any order)."""
    return tuple(place + "".join("x" + t for t in order)
                 for group in combinations(sorted(free), count)
                 for order in permutations(group))


# the top: level 1 to 3 full, Light with one sphere left (14 of 15 on the pyramid)
_LEVEL1 = [f"1{c}{r}" for r in "1234" for c in "abcd"]
_LEVEL2 = [f"2{c}{r}" for r in "123" for c in "abc"]
_LEVEL3 = ["3a1", "3b1", "3a2", "3b2"]
_TOP_LIGHT = [p for i, p in enumerate(_LEVEL1) if (i + i // 4) % 2 == 0] + \
    ["2a1", "2c1", "2b2", "2a3", "2c3", "3a1"]
_TOP_DARK = [p for p in _LEVEL1 + _LEVEL2 + _LEVEL3 if p not in _TOP_LIGHT]

# the empty reserve: level 1 full, most of level 2; Light with one sphere left
_RES_LIGHT = [p for i, p in enumerate(_LEVEL1) if (i + i // 4) % 2 == 0] + \
    ["2a1", "2b1", "2a2", "2c2", "2b3", "2c3"]
_RES_DARK = [p for i, p in enumerate(_LEVEL1) if (i + i // 4) % 2 == 1] + ["2c1", "2b2", "2a3"]
_RES_RAISES = ("2a1-3b1", "2a1-3a2", "2a1-3b2", "2b1-3a2", "2b1-3b2", "2a2-3b1", "2a2-3b2",
               "2c2-3a1", "2c2-3a2", "2b3-3a1", "2b3-3b1", "2c3-3a1", "2c3-3b1", "2c3-3a2")

LESSONS: Tuple[Lesson, ...] = (
    Lesson("place", QT_TRANSLATE_NOOP("PylosLessons", "Placing a sphere"), (
        Step(_at([], []),
             QT_TRANSLATE_NOOP("PylosLessons",
                               "Place a sphere from your reserve on the glowing place."),
             ("1b2",), ("1b2",),
             QT_TRANSLATE_NOOP("PylosLessons", "Not this one: place it on the glowing place."),
             QT_TRANSLATE_NOOP("PylosLessons",
                               "Well done: a turn can be placing one sphere from your reserve."),
             "1c3"),
        Step(_at(["1b2", "1c3"], ["1b3", "1c2"]),
             QT_TRANSLATE_NOOP("PylosLessons", "Four spheres in a square hold one above: "
                                               "place a sphere on level 2."),
             ("2b2",), ("2b2",),
             QT_TRANSLATE_NOOP("PylosLessons",
                               "Not this one: place it on the four spheres, on level 2."),
             QT_TRANSLATE_NOOP("PylosLessons", "Well done: a sphere may go on any level where "
                                               "four spheres hold it.")),
    )),
    Lesson("square", QT_TRANSLATE_NOOP("PylosLessons", "The square and the take-back"), (
        Step(_at(["1a1", "1b1", "1a2"], ["1c3", "1d4", "1c4"]),
             QT_TRANSLATE_NOOP("PylosLessons", "Complete a square of your colour on the glowing "
                                               "place, then take back one sphere."),
             _takebacks("1b2", ["1a1", "1b1", "1a2", "1b2"], 1), ("1b2", "1a1", "1b1", "1a2"),
             QT_TRANSLATE_NOOP("PylosLessons",
                               "Not this one: complete your square on the glowing place."),
             QT_TRANSLATE_NOOP("PylosLessons", "Well done: a square of your colour lets you take "
                                               "back a sphere to your reserve.")),
        Step(_at(["1a1", "1b1", "1a2"], ["1c3", "1d4", "1c4"]),
             QT_TRANSLATE_NOOP("PylosLessons",
                               "Complete the square again, and take back two spheres this time."),
             _takebacks("1b2", ["1a1", "1b1", "1a2", "1b2"], 2), ("1b2", "1a1", "1b1", "1a2"),
             QT_TRANSLATE_NOOP("PylosLessons",
                               "Not this one: complete the square and take back two spheres."),
             QT_TRANSLATE_NOOP("PylosLessons", "Well done: you may take back one or two free "
                                               "spheres of your colour.")),
    )),
    Lesson("raise", QT_TRANSLATE_NOOP("PylosLessons", "Raising a sphere"), (
        Step(_at(["1a1", "1b2", "1d4"], ["1b1", "1a2", "1c3"]),
             QT_TRANSLATE_NOOP("PylosLessons", "Raise your free sphere from the glowing corner "
                                               "onto the four spheres: it saves a sphere of "
                                               "your reserve."),
             ("1d4-2a1",), ("1d4", "2a1"),
             QT_TRANSLATE_NOOP("PylosLessons",
                               "Not this one: raise the sphere from the glowing corner "
                               "instead of placing one."),
             QT_TRANSLATE_NOOP("PylosLessons", "Well done: a raised sphere goes at least one "
                                               "level up and costs nothing.")),
    )),
    Lesson("top", QT_TRANSLATE_NOOP("PylosLessons", "The top"), (
        Step(_at(_TOP_LIGHT, _TOP_DARK),
             QT_TRANSLATE_NOOP("PylosLessons",
                               "Place your last sphere on the top of the pyramid."),
             ("4a1",), ("4a1",),
             QT_TRANSLATE_NOOP("PylosLessons", "Not this one: place it on the top."),
             QT_TRANSLATE_NOOP("PylosLessons",
                               "Well done: the player who places the top sphere wins.")),
    )),
    Lesson("reserve", QT_TRANSLATE_NOOP("PylosLessons", "The empty reserve"), (
        Step(_at(_RES_LIGHT, _RES_DARK),
             QT_TRANSLATE_NOOP("PylosLessons", "One sphere is left in your reserve: raise one "
                                               "of your free spheres to level 3 to keep it."),
             _RES_RAISES, ("3a1", "3b1", "3a2", "2a1", "2b1", "2a2", "2c2", "2b3", "2c3"),
             QT_TRANSLATE_NOOP("PylosLessons", "Not this one: with an empty reserve you lose. "
                                               "Raise a sphere instead."),
             QT_TRANSLATE_NOOP("PylosLessons", "Well done: the player who cannot play a sphere "
                                               "loses, so save your spheres.")),
    )),
)

__all__ = ["CONTEXT", "LESSONS"]
