"""The player's hand, fanned along the bottom of the table: its view and the delegate that
paints each card with its meld bracket."""

from __future__ import annotations

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QCursor, QDrag, QFont, QGuiApplication, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QListView,
    QSizePolicy,
    QStyledItemDelegate,
)

from ..models import CardRoles
from ..render import CARD_ASPECT, CardRenderer
from . import drops
from .card_paint import (
    GROUP_COLOURS,
    GROUP_SHAPES,
    JUST_DRAWN,
    device_ratio,
    paint_shape,
    paint_star,
)
from .viewport import give_own_viewport


class HandDelegate(QStyledItemDelegate):
    """Paints one card of the fanned hand at its item's left edge (the next card covers the
    rest), lifts the current card, and draws the meld bracket below."""

    def __init__(self, view: HandView) -> None:
        super().__init__(view)
        self.view = view

    def sizeHint(self, option, index) -> QSize:
        return QSize(self.view.item_width(index.row()), self.view.item_height())

    def paint(self, painter: QPainter, option, index) -> None:
        v = self.view
        card = index.data(CardRoles.Card)
        if card is None:
            return
        w = v.card_width
        h = round(w * CARD_ASPECT)
        current = v.currentIndex().row() == index.row() and v.hasFocus() and v.keyboard_used
        pending = bool(index.data(CardRoles.Pending))
        legal = bool(index.data(CardRoles.LegalDiscard))
        suggested = bool(index.data(CardRoles.Suggested))
        lift = v.LIFT if (pending or current) else (v.LIFT // 2 if suggested else 0)
        x = option.rect.left()
        y = option.rect.top() + v.LIFT - lift
        dimmed = v.dim_unplayable and not legal
        pm = v.renderer.pixmap(
            card,
            w,
            device_ratio(v),
            highlight=pending or suggested or (v.highlight_playable and legal),
            dimmed=dimmed,
        )
        painter.drawPixmap(QPoint(x, y), pm)
        if index.data(CardRoles.JustDrawn):
            # In a knock pick the lit cards wear a frame: the drawn card keeps its star
            # alone there (on a dark disc), so the two marks never look alike.
            self._paint_just_drawn(painter, x, y, w, h, frame=not v.highlight_playable)
        if current:
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(QColor("#ffffff"), 2.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(x + 1, y + 1, w - 2, h - 2), w * 0.07, w * 0.07)
            painter.restore()
        card_bottom = option.rect.top() + v.LIFT + h
        if index.data(CardRoles.MeldBadge):
            self._paint_badge(painter, index, x, card_bottom)
        else:
            self._paint_bracket(painter, index, option.rect, x, card_bottom)

    @staticmethod
    def _paint_just_drawn(p: QPainter, x: int, y: int, w: int, h: int, frame: bool = True) -> None:
        """The card just drawn: a gold frame and a gold star in the strip that shows."""
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = max(5.0, w * 0.09)
        if frame:
            p.setPen(QPen(JUST_DRAWN, 3.5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(x + 2, y + 2, w - 4, h - 4), w * 0.07, w * 0.07)
        else:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(30, 30, 30, 200))
            p.drawEllipse(QPointF(x + r + 5, y + h - r - 6), r * 1.5, r * 1.5)
        paint_star(p, QPointF(x + r + 5, y + h - r - 6), r, JUST_DRAWN)
        p.restore()

    def _paint_badge(self, p: QPainter, index, x: int, card_bottom: int) -> None:
        """A meld whose cards are not side by side: its colour and shape under each of its
        cards (the same marks its bracket would carry), so membership reads in any order."""
        if not self.view.show_groups:
            return
        group = index.data(CardRoles.MeldGroup)
        colour = GROUP_COLOURS[group % len(GROUP_COLOURS)]
        w = self.view.card_width
        step = self.view.item_width(index.row())
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(colour, 3.0)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        p.setPen(pen)
        y = card_bottom + 7
        p.drawLine(QPointF(x + 4, y), QPointF(x + min(step, w) - 6, y))
        paint_shape(p, GROUP_SHAPES[group % len(GROUP_SHAPES)], QPointF(x + 9, y + 9), 5, colour)
        p.restore()

    def _paint_bracket(self, p: QPainter, index, rect: QRect, x: int, card_bottom: int) -> None:
        group = index.data(CardRoles.MeldGroup)
        if group is None or group < 0 or not self.view.show_groups:
            return
        pos = index.data(CardRoles.GroupPosition)
        colour = GROUP_COLOURS[group % len(GROUP_COLOURS)]
        w = self.view.card_width
        y = card_bottom + 7
        left = x + (w * 0.12 if pos in ("first", "single") else 0)
        right = (x + w * 0.88) if pos in ("last", "single") else rect.right() + 1
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(colour, 3.0)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        p.setPen(pen)
        p.drawLine(QPointF(left, y), QPointF(right, y))
        if pos in ("first", "single"):
            p.drawLine(QPointF(left, y), QPointF(left, y - 6))
            paint_shape(
                p, GROUP_SHAPES[group % len(GROUP_SHAPES)], QPointF(left + 9, y + 9), 5, colour
            )
            kind = index.data(CardRoles.MeldKind)
            font = QFont(p.font())
            font.setPixelSize(11)
            font.setBold(True)
            p.setFont(font)
            p.setPen(colour)
            word = (
                QCoreApplication.translate("HandView", "run")
                if kind == "run"
                else QCoreApplication.translate("HandView", "set")
            )
            p.drawText(QPointF(left + 18, y + 13), word)
        if pos in ("last", "single"):
            p.setPen(pen)
            p.drawLine(QPointF(right, y), QPointF(right, y - 6))
        p.restore()


class DragGhost(QLabel):
    """The dragged card inside the window, following the pointer (X11, see startDrag)."""

    def __init__(self, window, pixmap, hot: QPoint) -> None:
        super().__init__(window)
        self.hot = hot
        self.setPixmap(pixmap)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self.setStyleSheet("background: transparent;")
        self.resize(pixmap.deviceIndependentSize().toSize())
        self._timer = QTimer(self)
        self._timer.setInterval(12)
        self._timer.timeout.connect(self.follow)
        self.follow()
        self.show()
        self.raise_()
        self._timer.start()

    def follow(self) -> None:
        self.move(self.parentWidget().mapFromGlobal(QCursor.pos()) - self.hot)

    def finish(self) -> None:
        self._timer.stop()
        self.hide()
        self.deleteLater()


class HandView(QListView):
    """The player's hand, fanned along the bottom of the table.

    Signals: ``cardActivated(Card)`` on Enter/Return or a double-click; the table decides
    what that means in the current phase (discard, pick the knock card, lay off).
    Keys: Left/Right move the focus, Shift+Left/Right move the focused card.
    """

    cardActivated = Signal(object)
    LIFT = 16  # how far the focused card rises, px
    BRACKET = 26  # room below the cards for the meld bracket and its word

    def __init__(self, renderer: CardRenderer, parent=None) -> None:
        super().__init__(parent)
        give_own_viewport(self)  # before anything sets the viewport up (viewport.py)
        self.renderer = renderer
        self.card_width = 96
        self.dim_unplayable = False
        self.highlight_playable = False
        # The focus mark (a lifted card with a dashed frame) shows only once the keyboard
        # is used: for a mouse player it looked like a selected or drawn card.
        self.keyboard_used = False
        self.show_groups = True
        self._widths: list[int] = []
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(False)
        self.setMovement(QListView.Movement.Static)
        self.setUniformItemSizes(False)
        self.setSpacing(0)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setDropIndicatorShown(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QListView.Shape.NoFrame)
        self.setStyleSheet("QListView { background: transparent; }")
        self.viewport().setAutoFillBackground(False)
        self.setItemDelegate(HandDelegate(self))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(110)
        # A card is painted wider than its item (the next card covers the rest) and rises
        # when focused, so Qt's per-item repaints would leave slivers behind: every change
        # repaints the whole fan (a few cached pixmaps), and there is no hover state.
        self.setMouseTracking(False)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_Hover, False)
        self.doubleClicked.connect(self._activate)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setAccessibleName(self.tr("Your hand"))
        self.viewport().update()  # the meld words are painted in the current language

    def setModel(self, model) -> None:
        super().setModel(model)
        for sig in (
            model.rowsInserted,
            model.rowsRemoved,
            model.layoutChanged,
            model.modelReset,
            model.rowsMoved,
        ):
            sig.connect(self._relayout)
        model.dataChanged.connect(lambda *a: self.viewport().update())
        self._relayout()

    # -- geometry: the card width follows the view's height and width --
    def item_height(self) -> int:
        return round(self.card_width * CARD_ASPECT) + self.LIFT + self.BRACKET

    def item_width(self, row: int) -> int:
        return self._widths[row] if 0 <= row < len(self._widths) else self.card_width

    def _relayout(self, *args) -> None:
        model = self.model()
        n = model.rowCount() if model is not None else 0
        # The whole widget's size (not the viewport's, which the centring margin shrinks).
        vw, vh = max(1, self.width()), max(1, self.height())
        width = int((vh - self.LIFT - self.BRACKET - 4) / CARD_ASPECT)
        width = max(44, min(width, 150))
        # A gap before and after each bracketed meld (its cards side by side); a meld whose
        # cards are scattered is marked on each card instead and gets no gaps.
        pos = [model.index(r, 0).data(CardRoles.GroupPosition) for r in range(n)]
        breaks = (
            [r for r in range(n - 1) if pos[r] == "last" or pos[r + 1] == "first"]
            if self.show_groups
            else []
        )
        margin = 24
        for _ in range(12):  # shrink the card until the hand fits the width
            gap = round(width * 0.22)
            step = width + 6
            if n > 1:
                room = vw - 2 * margin - width - gap * len(breaks)
                step = min(step, room // (n - 1))
            if step >= width * 0.34 or width <= 44:
                break
            width = int(width * 0.9)
        self.card_width = width
        step = max(int(width * 0.3), step)
        widths = [step + (gap if r in breaks else 0) for r in range(n)]
        if n:
            widths[-1] = width
        total = sum(widths)
        self._widths = widths
        # Centre the fan: QListView lays items from the left, so pad with the margins.
        pad = max(0, (vw - total) // 2)
        self.setViewportMargins(pad, 0, 0, 0)
        self.scheduleDelayedItemsLayout()
        if n and not self.currentIndex().isValid():
            # Always a focused card, so Enter and the arrows act at once after a new deal.
            self.setCurrentIndex(model.index(0, 0))
        self.viewport().update()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._relayout()

    def sizeHint(self) -> QSize:
        return QSize(900, 210)

    # -- keyboard --
    def keyboardSearch(self, text: str) -> None:
        """Letters are game keys here (S, U, P, K, G, H), never a search."""

    def keyPressEvent(self, event) -> None:
        key, mods = event.key(), event.modifiers()
        row = self.currentIndex().row()
        if (
            key in (Qt.Key.Key_Left, Qt.Key.Key_Right)
            and mods & Qt.KeyboardModifier.ShiftModifier
            and row >= 0
        ):
            new = self.model().shift_card(row, -1 if key == Qt.Key.Key_Left else 1)
            self.setCurrentIndex(self.model().index(new, 0))
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if row >= 0:
                self._activate(self.currentIndex())
            event.accept()
            return
        n = self.model().rowCount() if self.model() is not None else 0
        moves = {
            Qt.Key.Key_Left: row - 1,
            Qt.Key.Key_Right: row + 1,
            Qt.Key.Key_Home: 0,
            Qt.Key.Key_End: n - 1,
        }
        if key in moves and n:
            # Our own moves: the fan's order is the model's, and a pending delayed layout
            # (after a draw re-sorts the hand) must not make Home/End miss.
            home_end = key in (Qt.Key.Key_Home, Qt.Key.Key_End)
            target = max(0, min(n - 1, moves[key] if row >= 0 or home_end else 0))
            self.setCurrentIndex(self.model().index(target, 0))
            event.accept()
            return
        super().keyPressEvent(event)

    def event(self, event) -> bool:
        # A key pressed while the hand has the focus (the game's keys come as shortcut
        # overrides first): from now on the focused card is marked.
        if event.type() in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride):
            self._keyboard(True)
        return super().event(event)

    def mousePressEvent(self, event) -> None:
        self._keyboard(False)
        super().mousePressEvent(event)

    def _keyboard(self, used: bool) -> None:
        if used != self.keyboard_used:
            self.keyboard_used = used
            self.viewport().update()

    def focusInEvent(self, event) -> None:
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self._keyboard(True)
        super().focusInEvent(event)
        if not self.currentIndex().isValid() and self.model() and self.model().rowCount():
            self.setCurrentIndex(self.model().index(0, 0))
        self.viewport().update()

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.viewport().update()

    def _activate(self, index) -> None:
        if index.isValid():
            self.cardActivated.emit(index.data(CardRoles.Card))

    # -- repaints: always the whole fan (see __init__) --
    def currentChanged(self, current, previous) -> None:
        super().currentChanged(current, previous)
        self.viewport().update()

    def selectionChanged(self, selected, deselected) -> None:
        super().selectionChanged(selected, deselected)
        self.viewport().update()

    def card_rect(self, row: int) -> QRect:
        """Where the card of ``row`` is painted (wider than its item), lift included."""
        item = self.visualRect(self.model().index(row, 0))
        return QRect(item.left(), item.top(), self.card_width, self.item_height())

    # -- dragging a card: the card alone, its corners see-through --
    def startDrag(self, supported_actions) -> None:
        index = self.currentIndex()
        card = index.data(CardRoles.Card) if index.isValid() else None
        if card is None:
            return
        drag = QDrag(self)
        drag.setMimeData(self.model().mimeData([index]))
        pm = self.renderer.pixmap(card, self.card_width, device_ratio(self))
        item = self.visualRect(index)
        press = self.viewport().mapFromGlobal(QCursor.pos())
        hot = press - QPoint(item.left(), item.top() + self.LIFT)
        if not QRect(0, 0, self.card_width, round(self.card_width * CARD_ASPECT)).contains(hot):
            hot = QPoint(self.card_width // 2, round(self.card_width * CARD_ASPECT) // 3)
        ghost = None
        if QGuiApplication.platformName() == "xcb":
            # X11 draws a drag image in a window of its own, and without a compositing
            # manager its see-through corners come out black. The card then follows the
            # pointer inside the game's window instead, where Qt blends it itself.
            ghost = DragGhost(self.window(), pm, hot)
        else:
            drag.setPixmap(pm)
            drag.setHotSpot(hot)
        try:
            drag.exec(Qt.DropAction.MoveAction)
        finally:
            if ghost is not None:
                ghost.finish()
        self.viewport().update()

    # -- drops: our own insert position (cards overlap, so Qt's guess is poor) --
    def drop_row_at(self, pos: QPoint) -> int:
        model = self.model()
        for r in range(model.rowCount()):
            rect = self.visualRect(model.index(r, 0))
            if pos.x() < rect.left() + min(rect.width(), self.card_width) / 2:
                return r
        return model.rowCount()

    def dragEnterEvent(self, event) -> None:
        drops.offer(self.model(), event)

    def dragMoveEvent(self, event) -> None:
        drops.offer(self.model(), event)

    def dropEvent(self, event) -> None:
        drops.deliver(self.model(), event, self.drop_row_at(event.position().toPoint()))
