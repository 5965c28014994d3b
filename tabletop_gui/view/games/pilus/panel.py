"""The PILUS side panel: the score sheet, the hand of the person to move as tile pictures (never
anyone else's), the rotate buttons, Stay / Pass / Cancel (the privacy screen is shared:
:mod:`tabletop_gui.view.privacy`).

It shows only what it is given: ``set_hand(tiles)`` with the tiles *as they would be laid*
(rotated) taken from the seat's rules View, or ``set_hidden(text)`` when no hand may be shown.
"""

from __future__ import annotations

import html
import math
from typing import Any, Optional, Sequence

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ... import theme
from .score_strip import PawnHeaderProxy, ScoreStrip, pawn_pixmap
from .sheet_header import WrapHeader
from .tile_mesh import PALETTES

HAND_TILE = 90      # px: a tile in the hand (twice the 45 px it used to be)
HAND_FRAME = 5      # px: the selected tile's frame, in the theme's accent
HAND_LIFT = 7       # px: how much higher the selected tile stands than the others
HAND_DIM = 95       # alpha (of 255) of the veil over the tiles not selected


def tile_pixmap(tile: str, size: int = 64, palette: str = "safe") -> QPixmap:
    """A tile seen from above: its four squares in name order (lower-left, upper-left,
    upper-right, lower-right), with the palette's marks."""
    pm = QPixmap(size, size)
    pm.fill(QColor(40, 40, 44))
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    half = size / 2.0
    inset = max(2.0, size * 0.04)
    # screen y runs down: the lower squares are drawn at the bottom
    origins = [(0, half), (0, 0), (half, 0), (half, half)]
    for code, (ox, oy) in zip(tile, origins, strict=True):
        base = QColor(PALETTES[palette][code])
        rect = QRectF(ox + inset, oy + inset, half - 2 * inset, half - 2 * inset)
        p.fillRect(rect, base)
        if palette == "safe":
            _paint_mark(p, code, rect, base)
    p.end()
    return pm


def hand_tile_pixmap(tile: str, selected: bool, palette: str = "safe",
                     size: int = HAND_TILE, dpr: float = 1.0) -> QPixmap:
    """A tile of the hand as the panel shows it: the selected one lifted, framed thickly in
    the theme's accent with a tick in its corner; the others lower and slightly dimmed.
    ``dpr``: the screen's device pixel ratio (sharp on a high-density screen)."""
    t = theme.current()
    width = size + 2 * HAND_FRAME
    height = size + 2 * HAND_FRAME + HAND_LIFT
    pm = QPixmap(round(width * dpr), round(height * dpr))
    pm.setDevicePixelRatio(dpr)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    top = 0 if selected else HAND_LIFT
    if selected:
        # a soft shadow under the lifted tile, then the frame
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 70))
        p.drawRoundedRect(QRectF(3, HAND_LIFT, width - 6, size + 2 * HAND_FRAME), 7, 7)
        p.setBrush(QColor(t.accent))
        p.drawRoundedRect(QRectF(0, top, width, size + 2 * HAND_FRAME), 7, 7)
    face = tile_pixmap(tile, round(size * dpr), palette)
    face.setDevicePixelRatio(dpr)
    p.drawPixmap(HAND_FRAME, top + HAND_FRAME, face)
    if selected:
        r = size * 0.12
        centre = QPointF(width - r - 1, top + r + 1)
        p.setPen(QPen(QColor(t.accent_text), 2.0))
        p.setBrush(QColor(t.accent))
        p.drawEllipse(centre, r, r)
        p.setPen(QPen(QColor(t.accent_text), max(2.0, r * 0.28), Qt.PenStyle.SolidLine,
                      Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        p.drawPolyline(QPolygonF([QPointF(centre.x() - r * 0.5, centre.y() + r * 0.02),
                                  QPointF(centre.x() - r * 0.12, centre.y() + r * 0.4),
                                  QPointF(centre.x() + r * 0.52, centre.y() - r * 0.38)]))
    else:
        veil = QColor(t.window)
        veil.setAlpha(HAND_DIM)
        p.fillRect(QRectF(HAND_FRAME, top + HAND_FRAME, size, size), veil)
    p.end()
    return pm


def _paint_mark(p: QPainter, code: str, rect: QRectF, base: QColor) -> None:
    c = rect.center()
    r = rect.width()
    light = base.lighter(150)
    dark = base.darker(160)
    p.setPen(Qt.PenStyle.NoPen)
    if code == "B":
        p.setBrush(light)
        p.drawEllipse(c, r * 0.13, r * 0.13)
    elif code == "N":
        p.setBrush(light)
        d = r * 0.16
        p.drawPolygon(QPolygonF([QPointF(c.x() + d, c.y()), QPointF(c.x(), c.y() - d),
                                 QPointF(c.x() - d, c.y()), QPointF(c.x(), c.y() + d)]))
    elif code == "G":
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(dark, max(1.5, r * 0.08)))
        p.drawEllipse(c, r * 0.15, r * 0.15)
    elif code == "Y":
        p.setPen(QPen(dark, max(1.5, r * 0.08)))
        for off in (-0.14, 0.14):
            p.drawLine(QPointF(c.x() - r * 0.2 + off * r, c.y() - r * 0.2 - off * r),
                       QPointF(c.x() + r * 0.2 + off * r, c.y() + r * 0.2 - off * r))


class _SheetBody(QTableView):
    """The score sheet's rounds: as tall as they are when there is room, else as short as
    :attr:`MIN_ROUNDS` rounds, the latest in sight."""

    MIN_ROUNDS = 1

    def __init__(self, sheet: "ScoreSheetView") -> None:
        super().__init__(sheet.frame)
        self.sheet = sheet
        self._header_height = -1

    def rounds(self) -> int:
        model = self.model()
        return max(0, model.rowCount() - 1) if model is not None else 0

    def height_for(self, rounds: int) -> int:
        return (2 * self.frameWidth() + self.horizontalHeader().sizeHint().height()
                + rounds * self.verticalHeader().defaultSectionSize())

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.height_for(self.rounds()))

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(),
                     self.height_for(min(self.rounds(), self.MIN_ROUNDS)))

    def updateGeometries(self) -> None:
        super().updateGeometries()
        self.sheet.sync_totals()
        header = self.horizontalHeader().sizeHint().height()
        if header != self._header_height:
            # the names wrapped anew (a language, a width): the sheet asks for its new height
            self._header_height = header
            self.updateGeometry()
            _ask_room(self.sheet)
            self.sheet.place_frame()


class ScoreSheetView(QWidget):
    """The score sheet as on paper, its Total row always in sight: the rounds scroll (the
    latest kept in sight as turns are played), the totals stay pinned under them, in the same
    columns. Two views of one model in one frame: :attr:`body` hides the Total row,
    :attr:`totals` shows only it. Short of room, the frame shows whole rounds only (the spare
    pixels stay blank under it), never a round's lower half under the header."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.frame = frame = QFrame(self)
        frame.setFrameShape(QFrame.Shape.StyledPanel)
        self.body = body = _SheetBody(self)
        self.totals = totals = QTableView(frame)
        totals.setObjectName("scoreTotals")
        totals.horizontalHeader().hide()
        totals.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        totals.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for view in (body, totals):
            view.setFrameShape(QFrame.Shape.NoFrame)
            view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
            view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            view.verticalHeader().setDefaultSectionSize(20)
            view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        totals.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        totals.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        # each column's seat named in full, wrapped under its pawn: never "Orde…"
        body.setHorizontalHeader(WrapHeader(body))
        # the last round stands right on the totals, with no part-row's gap above them
        body.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        bar = body.verticalScrollBar()
        # the latest round stays in sight when the sheet grows or shrinks, unless a person
        # has scrolled up to an earlier one (until the next turn)
        # (the range is remembered from its signal: a slot that asked the bar itself could run
        # while Qt tears the bar down, after its Python wrapper's object is gone)
        self._at_bottom = True
        self._bar_max = bar.maximum()
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(self._keep_latest)
        layout = QVBoxLayout(frame)
        width = frame.frameWidth()
        layout.setContentsMargins(width, width, width, width)
        layout.setSpacing(0)
        layout.addWidget(body, 1)
        layout.addWidget(totals)

    def setModel(self, model: Any) -> None:
        self.body.setModel(model)
        self.totals.setModel(model)
        model.modelReset.connect(self._rows_changed)
        model.headerDataChanged.connect(lambda *_: self.sync_totals())
        self._rows_changed()

    def sizeHint(self) -> QSize:
        return self.frame.sizeHint()

    def minimumSizeHint(self) -> QSize:
        return self.frame.minimumSizeHint()

    def resizeEvent(self, ev: Any) -> None:
        super().resizeEvent(ev)
        self.place_frame()

    def place_frame(self) -> None:
        """The frame as tall as the room allows, less what would show part of a round."""
        full = self.frame.sizeHint().height()
        height = self.height()
        if height < full:
            step = self.body.verticalHeader().defaultSectionSize()
            whole = full - math.ceil((full - height) / step) * step
            height = max(whole, min(height, self.frame.minimumSizeHint().height()))
        # more room than the rounds need: no blank rows between the header and the totals
        self.frame.setGeometry(0, 0, self.width(), min(height, full))

    def _rows_changed(self) -> None:
        """Rounds were added or taken back: the body hides the Total row, the totals show only
        it, and the latest round comes into sight."""
        model = self.body.model()
        rows = model.rowCount() if model is not None else 0
        for row in range(rows):
            self.body.setRowHidden(row, row == rows - 1)
            self.totals.setRowHidden(row, row != rows - 1)
        self.totals.setFixedHeight(self.totals.verticalHeader().defaultSectionSize()
                                   if rows else 0)
        self._at_bottom = True
        self.body.updateGeometry()
        _ask_room(self)
        self.place_frame()
        self.sync_totals()
        self._keep_latest()

    def _scrolled(self, value: int) -> None:
        self._at_bottom = value >= self._bar_max

    def _keep_latest(self, *limits: int) -> None:
        if limits:                              # (rangeChanged: minimum, maximum)
            self._bar_max = limits[-1]
        if self._at_bottom:
            self.body.scrollToBottom()

    def sync_totals(self) -> None:
        """The totals in the rounds' columns: the same row-label width, the same widths."""
        body, totals = self.body, self.totals
        labels = max(body.verticalHeader().sizeHint().width(),
                     totals.verticalHeader().sizeHint().width())
        for view in (body, totals):
            if view.verticalHeader().minimumWidth() != labels:
                view.verticalHeader().setMinimumWidth(labels)
        header = body.horizontalHeader()
        for col in range(header.count()):
            if totals.columnWidth(col) != header.sectionSize(col):
                totals.setColumnWidth(col, header.sectionSize(col))


def _ask_room(widget: QWidget) -> None:
    """``widget``'s size hint changed: every widget above it asks its layout anew (a stacked
    widget between the panel and the side panel keeps its page's old hint otherwise, and the
    sheet lost a round to the move list for a few pixels)."""
    w: Optional[QWidget] = widget
    while w is not None and not w.isWindow():
        w.updateGeometry()
        w = w.parentWidget()


class HandPanel(QGroupBox):
    """The hand: one checkable picture per tile (:func:`hand_tile_pixmap`: big, the selected
    one unmistakable), rotate buttons under it."""

    tileSelected = Signal(int)
    rotateRequested = Signal(int)

    ICON = HAND_TILE

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.owner: Optional[str] = None
        self.owner_is_you = False
        layout = QVBoxLayout(self)
        self.tiles_row = QHBoxLayout()
        self.tiles_row.setSpacing(6)
        self.tiles_row.addStretch(1)
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.buttons: list[QToolButton] = []
        icon = QSize(self.ICON + 2 * HAND_FRAME, self.ICON + 2 * HAND_FRAME + HAND_LIFT)
        for i in range(3):
            b = QToolButton()
            b.setObjectName("handTile")
            b.setCheckable(True)
            b.setIconSize(icon)
            b.setAutoRaise(True)
            # the picture says it all (lifted, framed, ticked): no button chrome round it
            b.setStyleSheet("#handTile { border: none; background: transparent; padding: 0; }")
            b.setShortcut(str(i + 1))
            # a hidden hand keeps its room: the panel, and the table beside it, must not
            # change width each time a hand is shown or hidden (every turn in hot-seat play)
            policy = b.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            b.setSizePolicy(policy)
            self.group.addButton(b, i)
            self.tiles_row.addWidget(b)
            self.buttons.append(b)
        self.tiles_row.addStretch(1)
        layout.addLayout(self.tiles_row)
        self.group.idClicked.connect(self.tileSelected)
        row = QHBoxLayout()
        self.rotate_left = QPushButton()
        self.rotate_right = QPushButton()
        self.rotate_left.clicked.connect(lambda: self.rotateRequested.emit(-1))
        self.rotate_right.clicked.connect(lambda: self.rotateRequested.emit(1))
        row.addWidget(self.rotate_left)
        row.addWidget(self.rotate_right)
        layout.addLayout(row)
        self.info = QLabel()
        self.info.setWordWrap(True)
        layout.addWidget(self.info)
        self.shown: list[str] = []
        self._drawn: Optional[tuple[list[str], int, bool, str]] = None   # set_hand's arguments
        self.set_hidden("")
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.set_owner(self.owner, self.owner_is_you)
        for i, b in enumerate(self.buttons):
            b.setToolTip(self.tr("Tile %1 (key %1)").replace("%1", str(i + 1)))
            if i < len(self.shown):
                b.setAccessibleName(self.tr("Tile %1: %2").replace("%1", str(i + 1))
                                    .replace("%2", self.shown[i]))
        self.rotate_left.setText(self.tr("⟲ Turn left"))
        self.rotate_left.setToolTip(self.tr("Turn the tile a quarter counter-clockwise (Q)"))
        self.rotate_right.setText(self.tr("Turn right ⟳"))
        self.rotate_right.setToolTip(self.tr("Turn the tile a quarter clockwise (E, Space, "
                                             "Ctrl+wheel)"))

    def changeEvent(self, ev: QEvent) -> None:
        if ev.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        elif (ev.type() in (QEvent.Type.ApplicationPaletteChange, QEvent.Type.PaletteChange)
              and self._drawn is not None):
            self.set_hand(*self._drawn)     # light or dark anew: the frame's accent, the veil
        super().changeEvent(ev)

    def set_owner(self, name: Optional[str], you: bool = False) -> None:
        """Whose tiles are shown ("Ana's tiles", ``you``: "Your tiles"); None: no one's
        ("Tiles")."""
        self.owner = name
        self.owner_is_you = you
        if name is None:
            self.setTitle(self.tr("Tiles"))
        elif you:
            self.setTitle(self.tr("Your tiles"))
        else:
            self.setTitle(self.tr("%1's tiles").replace("%1", name))

    def set_hand(self, tiles: Sequence[str], selected: int, enabled: bool,
                 palette: str = "safe") -> None:
        """Show these tiles (as they would be laid); ``selected`` is checked (-1: none)."""
        self.shown = list(tiles)
        self._drawn = (list(tiles), selected, enabled, palette)
        read_only = not 0 <= selected < len(tiles)
        if read_only:
            # none selected (a hand shown read only): an exclusive group keeps one checked
            self.group.setExclusive(False)
            for b in self.buttons:
                b.setChecked(False)
            self.group.setExclusive(True)
        for i, b in enumerate(self.buttons):
            if i < len(tiles):
                pm = hand_tile_pixmap(tiles[i], i == selected, palette, self.ICON,
                                      self.devicePixelRatioF())
                icon = QIcon(pm)
                if read_only:
                    # in their colours, not greyed: the person plans with them meanwhile
                    icon.addPixmap(pm, QIcon.Mode.Disabled)
                b.setIcon(icon)
                b.setVisible(True)
                b.setEnabled(enabled)
                b.setChecked(i == selected)
                b.setAccessibleName(self.tr("Tile %1: %2").replace("%1", str(i + 1))
                                    .replace("%2", tiles[i]))
            else:
                b.setVisible(False)
        for rotate in (self.rotate_left, self.rotate_right):
            rotate.setVisible(True)
            rotate.setEnabled(enabled and bool(tiles))
        self.set_info("")

    def set_hidden(self, text: str) -> None:
        """No hand may be shown now (a computer's turn, the privacy screen, game over): no
        picture, and no accessible name naming a tile for a screen reader either."""
        self.shown = []
        self._drawn = None
        for b in self.buttons:
            b.setVisible(False)
            b.setIcon(QIcon())
            b.setAccessibleName("")
        for rotate in (self.rotate_left, self.rotate_right):
            rotate.setVisible(False)
        self.set_info(text)

    def set_info(self, text: str) -> None:
        """The line under the tiles (why they are hidden, or that none fits); none when empty,
        so the hand takes no more height than its tiles need."""
        self.info.setText(text)
        self.info.setVisible(bool(text))
        _ask_room(self)


class PilusPanel(QWidget):
    """Score sheet, hand and the turn's buttons."""

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.scores_box = scores_box = QGroupBox()
        sl = QVBoxLayout(scores_box)
        self.score_strip = ScoreStrip()
        sl.addWidget(self.score_strip)
        # the rounds scroll, the totals stay pinned under them (however many turns, in the
        # room the hand and the move list leave)
        self.score_sheet = ScoreSheetView()
        self.score_proxy = PawnHeaderProxy(self)
        sl.addWidget(self.score_sheet, 1)
        self.last_score = QLabel()
        self.last_score.setObjectName("lastScore")
        sl.addWidget(self.last_score)
        layout.addWidget(scores_box, 1)
        self.tiles_left = QLabel()
        layout.addWidget(self.tiles_left)
        self.hand = HandPanel()
        layout.addWidget(self.hand)
        # the turn's step buttons: shown on the turn banner over the table, not here
        self.stay_button = QPushButton()
        self.stay_button.setObjectName("pilusStay")
        self.stay_button.setProperty("accent", True)
        self.pass_button = QPushButton()
        self.pass_button.setObjectName("pilusPass")
        self.pass_button.setProperty("accent", True)
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("pilusTakeBack")
        for b in (self.stay_button, self.pass_button, self.cancel_button):
            b.setParent(self)
            b.hide()
        self.retranslate_ui()

    def set_sheet(self, sheet: Any) -> None:
        """The score sheet's model, shown through the proxy that puts the pawns in its header."""
        self.score_proxy.setSourceModel(sheet)
        self.score_sheet.setModel(self.score_proxy)

    def set_players(self, names: Sequence[str], colours: Sequence[QColor | str],
                    shapes: Sequence[str], scores: Sequence[int], to_move: int | None) -> None:
        """The players' pawns beside their names and totals, in the strip and the header."""
        self.score_strip.set_players(names, colours, shapes, scores, to_move)
        self.score_proxy.set_pawns(colours, shapes)

    def set_last_turn(self, text: str, colour: QColor | str | None) -> None:
        """The last turn's line ("Last turn: Ana +8 = 2 × 4"), a disc of the player's colour
        before it. ``text`` is plain (a player's name may hold any character)."""
        if not text or colour is None:
            self.last_score.setTextFormat(Qt.TextFormat.PlainText)
            self.last_score.setText(text)
            return
        self.last_score.setTextFormat(Qt.TextFormat.RichText)
        self.last_score.setText(theme.swatch_html(colour, 14) + "&nbsp;" + html.escape(text))

    def retranslate_ui(self) -> None:
        self.scores_box.setTitle(self.tr("Scores"))
        self.stay_button.setText(self.tr("&Stay"))
        self.stay_button.setToolTip(self.tr("Leave the pawn where it is and end the turn"))
        self.pass_button.setText(self.tr("&Pass"))
        self.pass_button.setToolTip(self.tr("None of your tiles can be laid anywhere: pass"))
        self.cancel_button.setText(self.tr("Take the tile &back"))
        self.cancel_button.setToolTip(self.tr("Pick the tile up again and lay it elsewhere "
                                              "(Escape)"))

    def changeEvent(self, ev: QEvent) -> None:
        if ev.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(ev)


__all__ = ["HAND_TILE", "HandPanel", "PawnHeaderProxy", "PilusPanel", "ScoreSheetView", "ScoreStrip",
           "hand_tile_pixmap", "pawn_pixmap", "tile_pixmap"]
