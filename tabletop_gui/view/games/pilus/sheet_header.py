"""The score sheet's column header: who sits in each column, in full.

A seat's name can be long ("Ordenador — Principiante", "Počítač — Začátečník") and four
columns share a narrow side panel: a plain header would cut the name to "Orde…", and a person
could not read who sits there. This header puts the pawn above the name and wraps the name
over as many lines as it needs, at word boundaries, the level's dash kept with the word before
it; when a single word is still wider than its column, the header's font gets smaller (for all
columns alike) down to :data:`MIN_POINT_SIZE`, and only below that does a word break.
"""

from __future__ import annotations

from typing import Any, List, Optional, Tuple

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QIcon, QPainter
from PySide6.QtWidgets import QHeaderView, QStyle, QStyleOptionHeader, QWidget

PAD = 3                 # px left and right of a name, and above and below the section's content
ICON_GAP = 2            # px between the pawn and the name under it
MIN_POINT_SIZE = 7.0    # the header's font shrinks no further for a long word
MAX_LINES = 3           # the header grows no taller (a column squeezed for a moment while the
                        # window lays itself out must not make the window taller for good)
_FLAGS = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)


def keep_dash(text: str) -> str:
    """The name with the space before a dash unbreakable: "Ordenador —" / "Medio", never a
    line holding a dash alone."""
    return text.replace(" —", "\u00a0—").replace(" –", "\u00a0–")


class WrapHeader(QHeaderView):
    """A horizontal header whose sections show their whole text, wrapped, under their icon."""

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self._height = -1
        self.sectionResized.connect(lambda *_: self.refit())
        self.sectionCountChanged.connect(lambda *_: self.refit())

    def setModel(self, model: Any) -> None:
        old = self.model()
        if old is not None:
            try:
                old.headerDataChanged.disconnect(self.refit)
            except (RuntimeError, TypeError):
                pass
        super().setModel(model)
        if model is not None:
            model.headerDataChanged.connect(self.refit)
            model.modelReset.connect(self.refit)
        self.refit()

    # ---- layout -------------------------------------------------------------------------
    def text(self, section: int) -> str:
        model = self.model()
        if model is None:
            return ""
        value = model.headerData(section, Qt.Orientation.Horizontal,
                                 Qt.ItemDataRole.DisplayRole)
        return keep_dash(str(value)) if value is not None else ""

    def _icon(self, section: int) -> Optional[QIcon]:
        model = self.model()
        if model is None:
            return None
        value = model.headerData(section, Qt.Orientation.Horizontal,
                                 Qt.ItemDataRole.DecorationRole)
        return value if isinstance(value, QIcon) and not value.isNull() else None

    def pawn_size(self) -> QSize:
        size = self.iconSize()
        if size.isValid() and not size.isEmpty():
            return size
        side = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize, None, self)
        return QSize(side, side)

    def _room(self, section: int) -> int:
        return max(1, self.sectionSize(section) - 2 * PAD)

    def name_font(self) -> QFont:
        """The header's font, made smaller until every word of every name fits its column."""
        font = QFont(self.font())
        if self.inline():
            return font
        size = font.pointSizeF() if font.pointSizeF() > 0 else 9.0
        sections = [s for s in range(self.count()) if not self.isSectionHidden(s)]
        while size > MIN_POINT_SIZE:
            font.setPointSizeF(size)
            metrics = QFontMetrics(font)
            if all(metrics.horizontalAdvance(word) <= self._room(s)
                   for s in sections for word in self.text(s).split(" ") if word):
                break
            size = max(MIN_POINT_SIZE, size - 0.5)
        font.setPointSizeF(size)
        return font

    def lines(self, section: int, font: Optional[QFont] = None) -> List[str]:
        """The lines the name of column ``section`` is shown on (for tests too)."""
        if self.inline():
            return [self.text(section)]
        font = font if font is not None else self.name_font()
        return self._wrap(section, font, self._lead(font))

    def _lead(self, font: QFont) -> int:
        """The pawn's room before the first line when it stands beside the name (0: above)."""
        return self.pawn_size().width() + ICON_GAP if self.beside(font) else 0

    def beside(self, font: QFont) -> bool:
        """Whether each name's words fit beside its pawn (columns wide enough: the header is
        lower than with the pawns above the names)."""
        metrics = QFontMetrics(font)
        pawn = self.pawn_size().width() + ICON_GAP
        return all(pawn + metrics.horizontalAdvance(word) <= self._room(s)
                   for s in range(self.count()) if not self.isSectionHidden(s)
                   for word in self.text(s).split(" ") if word)

    def _wrap(self, section: int, font: QFont, lead: int) -> List[str]:
        metrics = QFontMetrics(font)
        room = self._room(section) - lead
        out: List[str] = []
        for word in (w for w in self.text(section).split(" ") if w):
            if out and metrics.horizontalAdvance(out[-1] + " " + word) <= room:
                out[-1] += " " + word
                continue
            # a word wider than the room at the smallest font: it breaks where it must
            while metrics.horizontalAdvance(word) > room and len(word) > 1:
                cut = len(word) - 1
                while cut > 1 and metrics.horizontalAdvance(word[:cut]) > room:
                    cut -= 1
                out.append(word[:cut])
                word = word[cut:]
            out.append(word)
        return out

    def inline(self) -> bool:
        """Whether every column's pawn and name fit on one line side by side (as short names
        do, "Ana", "Bo"): the header is then one line high; else each pawn stands above its
        name."""
        metrics = QFontMetrics(self.font())
        pawn = self.pawn_size().width() + ICON_GAP
        return all(pawn + metrics.horizontalAdvance(self.text(s)) <= self._room(s)
                   for s in range(self.count()) if not self.isSectionHidden(s))

    def _content_height(self, section: int, font: QFont) -> int:
        icon = self._icon(section)
        metrics = QFontMetrics(font)
        height = min(MAX_LINES, len(self.lines(section, font))) * metrics.lineSpacing()
        if icon is not None:
            if self.beside(font):
                return max(height, self.pawn_size().height())
            height += self.pawn_size().height() + ICON_GAP
        return height

    def _needed(self) -> int:
        if self.inline():
            # as tall as a plain header's line (the style's own measure of pawn and name)
            return max((QHeaderView.sectionSizeFromContents(self, s).height()
                        for s in range(self.count())), default=0)
        font = self.name_font()
        content = max((self._content_height(s, font) for s in range(self.count())
                       if not self.isSectionHidden(s)), default=QFontMetrics(font).height())
        return content + 2 * PAD + 2

    def refit(self, *_args: Any) -> None:
        """The names or the columns' widths changed: the header as tall as its names need."""
        height = self._needed()
        if height != self._height:
            self._height = height
            self.updateGeometry()
            self.geometriesChanged.emit()
            view = self.parentWidget()
            if view is not None:
                view.updateGeometry()       # the table's own height hint holds the header's
        self.viewport().update()

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width(), self._height if self._height > 0 else self._needed())

    def sectionSizeFromContents(self, section: int) -> QSize:
        size = super().sectionSizeFromContents(section)
        return QSize(size.width(), self._height if self._height > 0 else size.height())

    # ---- painting -----------------------------------------------------------------------
    def paintSection(self, painter: QPainter, rect: QRect, section: int) -> None:
        if not rect.isValid():
            return
        option = QStyleOptionHeader()
        self.initStyleOption(option)
        self.initStyleOptionForIndex(option, section)
        option.rect = rect
        option.text = ""
        option.icon = QIcon()
        painter.save()
        self.style().drawControl(QStyle.ControlElement.CE_Header, option, painter, self)
        top = rect.top() + PAD
        icon = self._icon(section)
        if self.inline():
            self._paint_inline(painter, rect, section, icon, option)
            painter.restore()
            return
        font = self.name_font()
        if self.beside(font):
            self._paint_beside(painter, rect, section, icon, option, font)
            painter.restore()
            return
        if icon is not None:
            size = self.pawn_size()
            icon.paint(painter, QRect(rect.left() + (rect.width() - size.width()) // 2, top,
                                      size.width(), size.height()))
            top += size.height() + ICON_GAP
        font = self.name_font()
        painter.setFont(font)
        painter.setPen(option.palette.color(option.palette.ColorRole.ButtonText))
        step = QFontMetrics(font).lineSpacing()
        for line in self.lines(section, font):
            painter.drawText(QRect(rect.left() + PAD, top, rect.width() - 2 * PAD, step),
                             _FLAGS, line)
            top += step
        painter.restore()


    def _paint_beside(self, painter: QPainter, rect: QRect, section: int,
                      icon: Optional[QIcon], option: QStyleOptionHeader, font: QFont) -> None:
        """The pawn before the name's first line, the name's lines under each other."""
        metrics = QFontMetrics(font)
        lines = self.lines(section, font)
        size = self.pawn_size()
        lead = self._lead(font)
        step = metrics.lineSpacing()
        block = max(len(lines) * step, size.height())
        width = lead + max((metrics.horizontalAdvance(x) for x in lines), default=0)
        left = rect.left() + max(PAD, (rect.width() - width) // 2)
        top = rect.top() + max(PAD, (rect.height() - block) // 2)
        if icon is not None:
            icon.paint(painter, QRect(left, top + (step - size.height()) // 2, size.width(),
                                      size.height()))
        painter.setFont(font)
        painter.setPen(option.palette.color(option.palette.ColorRole.ButtonText))
        for line in lines:
            painter.drawText(QRect(left + lead, top, width - lead, step),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), line)
            top += step

    def _paint_inline(self, painter: QPainter, rect: QRect, section: int,
                      icon: Optional[QIcon], option: QStyleOptionHeader) -> None:
        """The pawn and the name side by side, centred in the section."""
        metrics = QFontMetrics(self.font())
        text = self.text(section)
        size = self.pawn_size()
        pawn = size.width() + ICON_GAP if icon is not None else 0
        width = pawn + metrics.horizontalAdvance(text)
        left = rect.left() + max(PAD, (rect.width() - width) // 2)
        if icon is not None:
            icon.paint(painter, QRect(left, rect.top() + (rect.height() - size.height()) // 2,
                                      size.width(), size.height()))
        painter.setFont(self.font())
        painter.setPen(option.palette.color(option.palette.ColorRole.ButtonText))
        painter.drawText(QRect(left + pawn, rect.top(), width - pawn, rect.height()),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), text)


def header_layout(header: WrapHeader) -> List[Tuple[str, List[str], int]]:
    """Each column's name, its lines and its room in pixels (for tests)."""
    font = header.name_font()
    return [(header.text(s), header.lines(s, font), header.sectionSize(s) - 2 * PAD)
            for s in range(header.count())]


__all__ = ["MIN_POINT_SIZE", "WrapHeader", "header_layout", "keep_dash"]
