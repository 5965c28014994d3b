"""The base of PILUS's immutable values."""

from __future__ import annotations

from typing import Any

__all__ = ["Frozen", "set_slot"]

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
