"""A plain value class: what ``@dataclass`` gives (equality, ``repr``, a hash when frozen)
without making the class at import. ``dataclasses`` builds each class's methods from source
text and compiles them (about 0.5 ms a class); eight classes the window's first paint imports
cost 4 ms that way, so those are written as :class:`Plain` with their own ``__init__``.
Standard library only."""

from __future__ import annotations

from typing import Any, ClassVar, Tuple

__all__ = ["Plain", "FrozenPlain"]


class Plain:
    """Equality over :attr:`_compared` (all of :attr:`_fields` unless said), and the ``repr``
    of :attr:`_fields`, as a dataclass's. A subclass names its ``__slots__`` and writes its
    ``__init__``."""

    __slots__ = ()
    #: the fields in their order (``repr``)
    _fields: ClassVar[Tuple[str, ...]] = ()
    #: the fields equality compares (None: all of :attr:`_fields`)
    _compared: ClassVar[Tuple[str, ...] | None] = None

    def _key(self) -> Tuple[Any, ...]:
        names = self._fields if self._compared is None else self._compared
        return tuple(getattr(self, name) for name in names)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._key() == other._key()

    __hash__: Any = None        # (as a dataclass with eq and not frozen: unhashable)

    def __repr__(self) -> str:
        inner = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._fields)
        return f"{type(self).__qualname__}({inner})"


class FrozenPlain(Plain):
    """A :class:`Plain` whose fields cannot be assigned or deleted (``AttributeError``), hashed
    over its compared fields, as a frozen dataclass. Its ``__init__`` writes through
    ``object.__setattr__``."""

    __slots__ = ()

    def __hash__(self) -> int:
        return hash(self._key())

    def __setattr__(self, name: str, value: Any, /) -> None:
        raise AttributeError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str, /) -> None:
        raise AttributeError(f"cannot delete field {name!r}")
