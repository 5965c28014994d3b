"""What a card standing over the table asks of it (:class:`FramingTable`: the
:class:`~.board_view.BoardView`), named apart so that the cards need not import the table: a
card over any other widget places itself by that widget's size alone."""

from __future__ import annotations

from typing import Any, Optional, Protocol, runtime_checkable

from PySide6.QtCore import QRect


@runtime_checkable
class FramingTable(Protocol):
    """A table whose camera frames it in the part of the view a card leaves free
    (:class:`~.orbit_camera.OrbitCamera`), and that says what it shows and where
    (:func:`~.card_place.table_outline`)."""

    items: list[Any]

    def mvp(self) -> Any: ...

    def width(self) -> int: ...

    def height(self) -> int: ...

    def set_frame_room(self, room: Optional[QRect], glide: bool = True) -> None: ...

    def release_frame_room(self, room: QRect) -> None: ...

    def gliding(self) -> bool: ...


__all__ = ["FramingTable"]
