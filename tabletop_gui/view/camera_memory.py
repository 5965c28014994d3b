"""The camera each game's table was left with, remembered in the settings: a while after the
person last moved it, when another game takes the table and on quitting; brought back when
the game takes the table again.

:class:`CameraMemory` asks its window only what :class:`CameraHost` names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional, Protocol

from PySide6.QtCore import QObject, QTimer

if TYPE_CHECKING:
    from .board_view import BoardView
    from .games.base import GameController

CAMERA_SAVE_DELAY_MS = 1500


class CameraHost(Protocol):
    """What the camera's memory asks of the window."""

    @property
    def board(self) -> "BoardView": ...

    @property
    def controller(self) -> Optional["GameController"]: ...

    def settings(self) -> Any: ...


class CameraMemory(QObject):
    """See the module docstring."""

    def __init__(self, host: CameraHost, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.host = host
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(CAMERA_SAVE_DELAY_MS)
        self._timer.timeout.connect(self.save)
        # a game took the table: its camera comes back once it has drawn (and framed) it
        self.to_restore = False

    def moved(self) -> None:
        """The person moved the camera: remembered a while after the last move."""
        self._timer.start()

    def save(self) -> None:
        """Remember the active game's camera: the start view as none, so that it is framed
        afresh for the window's shape next time."""
        self._timer.stop()
        s = self.host.settings()
        ctl = self.host.controller
        if s is None or ctl is None:
            return
        board = self.host.board
        framing = board.framing
        camera = ({"view": "top"} if framing == "top" else
                  None if framing == "default" else board.camera())
        s.set_camera(ctl.game, camera)

    def restore(self) -> None:
        """The camera the active game's table was left with (within today's limits), if any."""
        self.to_restore = False
        s = self.host.settings()
        ctl = self.host.controller
        camera = s.camera(ctl.game) if s is not None and ctl else None
        if camera is None:
            return
        board = self.host.board
        if camera.get("view") == "top":
            board.top_view()
        else:
            board.set_camera(**camera)
            # the person's camera: a resize or a growing table must not frame it away
            board.camera_by_hand = True


__all__ = ["CAMERA_SAVE_DELAY_MS", "CameraHost", "CameraMemory"]
