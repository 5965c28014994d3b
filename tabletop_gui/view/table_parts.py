"""The window's 3D table, built when the table is first needed (:meth:`MainWindow.ensure_table
<tabletop_gui.view.main_window.MainWindow.ensure_table>`): the board beside the side panel,
the banner over the board and the privacy screen. The games' controllers, the game-over card,
the playback bar and the lessons' bar follow, made by the window.

Building it imports pyqtgraph, PyOpenGL and numpy, which is why the window makes it late on the
app's start (the start page paints first: :mod:`tabletop_gui.app.early`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar, overload

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from ..model.lazy_qt import Qt
from ..model.plain import FrozenPlain

if TYPE_CHECKING:
    from PySide6.QtWidgets import QSplitter

    from .banner import TurnBanner
    from .board_view import BoardView
    from .camera_memory import CameraMemory
    from .privacy import PrivacyScreen
    from .side_panel import SidePanel


class TableOwner(Protocol):
    """What building the table asks of the window that holds it."""

    model: Any
    table_page: QWidget
    camera_memory: CameraMemory

    def play_notation(self, text: str) -> None: ...


T = TypeVar("T")


class BuildsTable(Protocol):
    def ensure_table(self) -> object: ...


class TablePart(Generic[T]):
    """A window's attribute for a part of its table: reading it builds the table first (the
    window's ``ensure_table``), then gives the part, kept in the window's ``_<name>``."""

    def __set_name__(self, owner: type, name: str) -> None:
        self._slot = "_" + name

    @overload
    def __get__(self, window: None, owner: type | None = None) -> TablePart[T]: ...
    @overload
    def __get__(self, window: BuildsTable, owner: type | None = None) -> T: ...

    def __get__(self, window: BuildsTable | None, owner: type | None = None) -> T | TablePart[T]:
        if window is None:
            return self
        window.ensure_table()
        part: T | None = getattr(window, self._slot)
        assert part is not None
        return part


class TableParts(FrozenPlain):
    """The table's parts, made together by :func:`build_table`. (A plain class, not a
    dataclass: model.plain.)"""

    _fields = ("privacy", "panel", "board", "banner", "splitter")
    __slots__ = _fields

    privacy: PrivacyScreen
    panel: SidePanel
    board: BoardView
    banner: TurnBanner
    splitter: QSplitter

    def __init__(self, privacy: PrivacyScreen, panel: SidePanel, board: BoardView,
                 banner: TurnBanner, splitter: QSplitter) -> None:
        values = (privacy, panel, board, banner, splitter)
        for name, value in zip(self._fields, values, strict=True):
            object.__setattr__(self, name, value)


def build_table(owner: TableOwner, events: QObject) -> TableParts:
    """Build the board and its panel onto ``owner``'s table page, in the stand-in's place (the
    games' controllers and what goes over the board follow: they ask for these). ``events``
    filters the board's and the page's events."""
    from PySide6.QtWidgets import QSplitter  # (the rarer widgets: with the table)

    from .banner import TurnBanner
    from .board_view import BoardView
    from .privacy import PrivacyScreen
    from .side_panel import SidePanel
    from .window_surface import join_table

    # on the table's page, over the table and the panel (the page may be a native window of
    # its own: what stands over the table is composed with it, window_surface.py)
    page = owner.table_page
    privacy = PrivacyScreen(page)
    page.installEventFilter(events)         # (its place follows the page's size)

    # the side panel first (the Move field is there once the board is): the game's page,
    # the move list, the Move field
    panel = SidePanel()
    panel.moveEntered.connect(owner.play_notation)
    board = BoardView()
    board.installEventFilter(events)        # no input while the start page covers it
    board.cameraMoved.connect(owner.camera_memory.moved)
    # whose turn and what to do now, over the table (filled by the game's controller); the
    # computer's progress and "Stop and move now" (it plays the best move it has found so
    # far) are on it too
    model = owner.model
    banner = TurnBanner(board)
    banner.move_now_button.clicked.connect(model.stop_thinking)
    banner.resume_button.clicked.connect(model.resume_computer)
    model.aiProgress.connect(banner.progress.setValue)

    splitter = QSplitter(Qt.Orientation.Horizontal)
    splitter.addWidget(board)
    splitter.addWidget(panel)
    splitter.setStretchFactor(0, 1)
    splitter.setStretchFactor(1, 0)
    splitter.setSizes([940, 300])
    join_table(page, splitter)              # (in the stand-in's place where it has one)
    panel.follow_moves(model.move_list)
    panel.retranslate()
    return TableParts(privacy=privacy, panel=panel, board=board, banner=banner,
                      splitter=splitter)
