"""The base of the games' immutable values (states, views, moves): assigning or deleting any
attribute raises; a class's own code writes its slots through :data:`set_slot` or, on hot
paths, through its slots' own setters (:func:`slot_setters`)."""

from __future__ import annotations

from typing import Any, Callable

__all__ = ["Frozen", "set_slot", "slot_setters"]

#: how a frozen value's own code writes its slots (while it is being built or for its caches)
set_slot = object.__setattr__


class Frozen:
    """Base of immutable values: assigning or deleting any attribute raises
    :class:`AttributeError`. The class itself writes its slots with :data:`set_slot`."""

    __slots__ = ()

    def __setattr__(self, name: str, value: Any, /) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable: cannot set {name!r}")

    def __delattr__(self, name: str, /) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable: cannot delete {name!r}")


def slot_setters(cls: type) -> dict[str, Callable[[Any, Any], None]]:
    """The setters of ``cls``'s own slots, by name: they bypass :class:`Frozen`'s
    ``__setattr__`` and are faster than :data:`set_slot` where a value is built often."""
    slots: tuple[str, ...] = cls.__dict__["__slots__"]
    return {name: getattr(cls, name).__set__ for name in slots}
