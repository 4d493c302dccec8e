"""Views over the card models: the fanned hand, the stock, the discard pile, the knocker's
melds and the opponent's hand.

Delegates paint and size (habit 9); the models hold the data. Drops are handled here by
translating the drop position into the model's ``dropMimeData`` arguments, so a drop does
exactly what a model-level test of the same drop does. A drag starts from the model's
``mimeData``. No view ever calls the engine.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QDrag, QFont, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QListView,
    QSizePolicy,
    QStyledItemDelegate,
    QWidget,
)

from ..models import CardRoles
from ..render import CARD_ASPECT, CardRenderer

# Meld groups are told apart by colour AND by shape and a word (never colour alone).
GROUP_COLOURS = (QColor("#f2b81c"), QColor("#4fc3f7"), QColor("#f06292"), QColor("#aed581"))
GROUP_SHAPES = ("circle", "square", "triangle", "diamond")
TEXT_ON_FELT = QColor("#f4f1e6")


def paint_shape(p: QPainter, shape: str, centre: QPointF, r: float, colour: QColor) -> None:
    p.save()
    p.setPen(QPen(QColor(0, 0, 0, 140), 1.0))
    p.setBrush(colour)
    if shape == "circle":
        p.drawEllipse(centre, r, r)
    elif shape == "square":
        p.drawRect(QRectF(centre.x() - r * 0.85, centre.y() - r * 0.85, r * 1.7, r * 1.7))
    elif shape == "triangle":
        p.drawPolygon(
            QPolygonF(
                [
                    QPointF(centre.x(), centre.y() - r),
                    QPointF(centre.x() + r, centre.y() + r * 0.8),
                    QPointF(centre.x() - r, centre.y() + r * 0.8),
                ]
            )
        )
    else:
        p.drawPolygon(
            QPolygonF(
                [
                    QPointF(centre.x(), centre.y() - r),
                    QPointF(centre.x() + r, centre.y()),
                    QPointF(centre.x(), centre.y() + r),
                    QPointF(centre.x() - r, centre.y()),
                ]
            )
        )
    p.restore()


def _dpr(widget: QWidget) -> float:
    return widget.devicePixelRatioF() if widget is not None else 1.0


# ============================================================================ the hand
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
        current = v.currentIndex().row() == index.row() and v.hasFocus()
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
            _dpr(v),
            highlight=pending or suggested or (v.highlight_playable and legal),
            dimmed=dimmed,
        )
        painter.drawPixmap(QPoint(x, y), pm)
        if current:
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(QColor("#ffffff"), 2.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(x + 1, y + 1, w - 2, h - 2), w * 0.07, w * 0.07)
            painter.restore()
        self._paint_bracket(painter, index, option.rect, x, option.rect.top() + v.LIFT + h)

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
        self.renderer = renderer
        self.card_width = 96
        self.dim_unplayable = False
        self.highlight_playable = False
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
        self.setMinimumHeight(120)
        self.doubleClicked.connect(self._activate)
        self.setAccessibleName(self.tr("Your hand"))

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
        groups = [model.index(r, 0).data(CardRoles.MeldGroup) for r in range(n)]
        breaks = (
            [
                r
                for r in range(n - 1)
                if groups[r] != groups[r + 1] and (groups[r] >= 0 or groups[r + 1] >= 0)
            ]
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

    def focusInEvent(self, event) -> None:
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

    # -- drops: our own insert position (cards overlap, so Qt's guess is poor) --
    def drop_row_at(self, pos: QPoint) -> int:
        model = self.model()
        for r in range(model.rowCount()):
            rect = self.visualRect(model.index(r, 0))
            if pos.x() < rect.left() + min(rect.width(), self.card_width) / 2:
                return r
        return model.rowCount()

    def dragEnterEvent(self, event) -> None:
        if self.model().canDropMimeData(
            event.mimeData(), event.dropAction(), -1, -1, QModelIndex()
        ):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event) -> None:
        self.dragEnterEvent(event)

    def dropEvent(self, event) -> None:
        row = self.drop_row_at(event.position().toPoint())
        ok = self.model().dropMimeData(
            event.mimeData(), Qt.DropAction.MoveAction, row, 0, QModelIndex()
        )
        if ok:
            event.setDropAction(Qt.DropAction.CopyAction)  # never let Qt remove the source row
            event.accept()
        else:
            event.ignore()


# ============================================================================ stock and pile
class _PileWidget(QWidget):
    """Shared by the stock and the discard pile: a card-sized spot on the felt that can be
    clicked, dragged from, and (for the pile) dropped on."""

    clicked = Signal()

    def __init__(self, renderer: CardRenderer, model, parent=None) -> None:
        super().__init__(parent)
        self.renderer = renderer
        self.model = model
        self.card_width = 90
        self.drop_hover = False
        self._press: QPoint | None = None
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(60, 100)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        for sig in (model.rowsInserted, model.rowsRemoved, model.modelReset, model.dataChanged):
            sig.connect(self.update)

    def card_rect(self) -> QRectF:
        h = self.height() - 26
        w = min(self.width() - 10, h / CARD_ASPECT)
        self.card_width = max(30, int(w))
        ch = round(self.card_width * CARD_ASPECT)
        return QRectF((self.width() - self.card_width) / 2, 4, self.card_width, ch)

    def sizeHint(self) -> QSize:
        return QSize(120, 190)

    def top_index(self) -> QModelIndex:
        n = self.model.rowCount()
        return self.model.index(n - 1, 0) if n else QModelIndex()

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()

    def mouseMoveEvent(self, event) -> None:
        if self._press is None or not self.top_index().isValid():
            return
        if (
            event.position().toPoint() - self._press
        ).manhattanLength() < QApplication.startDragDistance():
            return
        self._press = None
        index = self.top_index()
        if not self.model.flags(index) & Qt.ItemFlag.ItemIsDragEnabled:
            return
        drag = QDrag(self)
        drag.setMimeData(self.model.mimeData([index]))
        pm = self.renderer.pixmap(
            index.data(CardRoles.Card),
            self.card_width,
            _dpr(self),
            face_up=bool(index.data(CardRoles.FaceUp)),
        )
        drag.setPixmap(pm)
        drag.setHotSpot(QPoint(self.card_width // 2, 20))
        drag.exec(Qt.DropAction.MoveAction | Qt.DropAction.CopyAction, Qt.DropAction.MoveAction)

    def mouseReleaseEvent(self, event) -> None:
        if self._press is not None and event.button() == Qt.MouseButton.LeftButton:
            self._press = None
            self.clicked.emit()

    def _paint_label(self, p: QPainter, text: str) -> None:
        font = QFont(self.font())
        font.setPixelSize(13)
        font.setBold(True)
        p.setFont(font)
        p.setPen(TEXT_ON_FELT)
        p.drawText(
            QRectF(0, self.height() - 22, self.width(), 20), Qt.AlignmentFlag.AlignCenter, text
        )


class StockView(_PileWidget):
    """The stock, face down, with its count. Click or drag into the hand to draw."""

    def __init__(self, renderer, model, parent=None) -> None:
        super().__init__(renderer, model, parent)
        self.setAccessibleName(self.tr("Stock"))

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        r = self.card_rect()
        count = self.model.count
        if count == 0:
            p.drawPixmap(r.topLeft(), self.renderer.placeholder(self.card_width, _dpr(self)))
        else:
            drawable = bool(self.model.index(0, 0).data(CardRoles.LegalDiscard))
            layers = min(4, 1 + count // 8)  # the pile looks thinner as it runs down
            for i in range(layers):
                off = (layers - 1 - i) * 2
                p.drawPixmap(
                    QPointF(r.left() + off, r.top() + off),
                    self.renderer.pixmap(
                        None,
                        self.card_width,
                        _dpr(self),
                        face_up=False,
                        highlight=drawable and i == layers - 1,
                    ),
                )
        self._paint_label(p, self.tr("Stock: %n", "", count))
        p.end()


class PileView(_PileWidget):
    """The discard pile: the top card face up (a little of the cards beneath shows). Click
    or drag into the hand to take it; drop a hand card here to discard it."""

    def __init__(self, renderer, model, parent=None) -> None:
        super().__init__(renderer, model, parent)
        self.setAcceptDrops(True)
        self.setAccessibleName(self.tr("Discard pile"))

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        r = self.card_rect()
        n = self.model.rowCount()
        if n == 0:
            p.drawPixmap(r.topLeft(), self.renderer.placeholder(self.card_width, _dpr(self)))
        for depth in range(min(n, 3) - 1, -1, -1):  # up to two cards peek out beneath
            idx = self.model.index(n - 1 - depth, 0)
            top = depth == 0
            pm = self.renderer.pixmap(
                idx.data(CardRoles.Card),
                self.card_width,
                _dpr(self),
                highlight=top and (self.drop_hover or bool(idx.data(CardRoles.LegalDiscard))),
                dimmed=not top,
            )
            p.drawPixmap(QPointF(r.left() - depth * 7, r.top() + depth * 3), pm)
        self._paint_label(p, self.tr("Discards: %n", "", n))
        p.end()

    def dragEnterEvent(self, event) -> None:
        if self.model.canDropMimeData(event.mimeData(), event.dropAction(), -1, -1, QModelIndex()):
            self.drop_hover = True
            self.update()
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event) -> None:
        self.dragEnterEvent(event)

    def dragLeaveEvent(self, event) -> None:
        self.drop_hover = False
        self.update()

    def dropEvent(self, event) -> None:
        self.drop_hover = False
        self.update()
        ok = self.model.dropMimeData(
            event.mimeData(), Qt.DropAction.MoveAction, -1, -1, QModelIndex()
        )
        if ok:
            event.setDropAction(Qt.DropAction.CopyAction)
            event.accept()
        else:
            event.ignore()


# ============================================================================ melds
class MeldDelegate(QStyledItemDelegate):
    """One knocker's meld: its cards overlapped in a row; laid-off cards glow."""

    def __init__(self, view: MeldsView) -> None:
        super().__init__(view)
        self.view = view

    def sizeHint(self, option, index) -> QSize:
        n = len(index.data(CardRoles.Cards) or ())
        w = self.view.card_width
        return QSize(w + max(0, n - 1) * self.view.step() + 16, round(w * CARD_ASPECT) + 12)

    def paint(self, painter: QPainter, option, index) -> None:
        v = self.view
        cards = index.data(CardRoles.Cards) or ()
        laid = set(index.data(CardRoles.LaidOff) or ())
        target = bool(index.data(CardRoles.DropTarget)) or v.hover_row == index.row()
        suggested = bool(index.data(CardRoles.Suggested))
        r = option.rect
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if target or suggested:
            painter.setPen(
                QPen(
                    QColor("#f2b81c") if target else QColor("#ffffff"),
                    2,
                    Qt.PenStyle.SolidLine if target else Qt.PenStyle.DashLine,
                )
            )
            painter.setBrush(QColor(255, 255, 255, 30))
            painter.drawRoundedRect(QRectF(r).adjusted(2, 2, -2, -2), 8, 8)
        x = r.left() + 8
        for c in cards:
            painter.drawPixmap(
                QPointF(x, r.top() + 6),
                v.renderer.pixmap(c, v.card_width, _dpr(v), highlight=c in laid),
            )
            x += v.step()
        painter.restore()


class MeldsView(QListView):
    """The knocker's melds, face up on the table during lay-off and after the hand.
    A hand card dropped on a meld asks to lay it off there."""

    def __init__(self, renderer: CardRenderer, parent=None) -> None:
        super().__init__(parent)
        self.renderer = renderer
        self.card_width = 64
        self.hover_row = -1
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setMovement(QListView.Movement.Static)
        self.setSpacing(4)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setAcceptDrops(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DropOnly)
        self.setFrameShape(QListView.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setStyleSheet("QListView { background: transparent; }")
        self.viewport().setAutoFillBackground(False)
        self.setItemDelegate(MeldDelegate(self))
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAccessibleName(self.tr("The knocker's melds"))

    def step(self) -> int:
        return max(14, int(self.card_width * 0.36))

    def set_card_width(self, width: int) -> None:
        if width != self.card_width:
            self.card_width = width
            self.scheduleDelayedItemsLayout()

    def _meld_at(self, event) -> QModelIndex:
        return self.indexAt(event.position().toPoint())

    def dragEnterEvent(self, event) -> None:
        index = self._meld_at(event)
        if index.isValid() and self.model().canDropMimeData(
            event.mimeData(), event.dropAction(), -1, -1, index
        ):
            self.hover_row = index.row()
            event.acceptProposedAction()
        else:
            self.hover_row = -1
            event.ignore()
        self.viewport().update()

    def dragMoveEvent(self, event) -> None:
        self.dragEnterEvent(event)

    def dragLeaveEvent(self, event) -> None:
        self.hover_row = -1
        self.viewport().update()

    def dropEvent(self, event) -> None:
        index = self._meld_at(event)
        self.hover_row = -1
        self.viewport().update()
        ok = index.isValid() and self.model().dropMimeData(
            event.mimeData(), Qt.DropAction.MoveAction, -1, -1, index
        )
        if ok:
            event.setDropAction(Qt.DropAction.CopyAction)
            event.accept()
        else:
            event.ignore()


# ============================================================================ opponent
class OpponentView(QWidget):
    """The computer's hand face down (cards it took from the pile face up, since the player
    saw them taken), its count, and a thinking indicator."""

    def __init__(self, renderer: CardRenderer, parent=None) -> None:
        super().__init__(parent)
        self.renderer = renderer
        self.count = 0
        self.known: tuple = ()
        self.shown: tuple = ()  # the whole hand, face up, once the hand is over (D16)
        self.thinking = False
        self._dots = 0
        self._timer = QTimer(self)
        self._timer.setInterval(300)
        self._timer.timeout.connect(self._tick)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumHeight(90)
        self.setAccessibleName(self.tr("The computer's hand"))

    def sizeHint(self) -> QSize:
        return QSize(700, 150)

    def set_state(self, count: int, known=(), shown=()) -> None:
        self.count, self.known, self.shown = count, tuple(known), tuple(shown)
        self.setAccessibleDescription(self.tr("Cards in hand: %n", "", count))
        self.update()

    def set_thinking(self, on: bool) -> None:
        self.thinking = on
        if on:
            self._timer.start()
        else:
            self._timer.stop()
        self.update()

    def _tick(self) -> None:
        self._dots = (self._dots + 1) % 4
        self.update()

    def card_geometry(self) -> tuple[int, int, int]:
        n = max(1, len(self.shown) or self.count)
        h = self.height() - 30
        w = max(30, min(int(h / CARD_ASPECT), 110))
        step = min(int(w * 0.45), (self.width() - 260 - w) // max(1, n - 1)) if n > 1 else w
        step = max(10, step)
        total = w + (n - 1) * step
        return w, step, (self.width() - total) // 2

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, step, x0 = self.card_geometry()
        cards = (
            list(self.shown)
            if self.shown
            else (list(self.known) + [None] * max(0, self.count - len(self.known)))
        )
        for i, c in enumerate(cards):
            p.drawPixmap(
                QPointF(x0 + i * step, 4),
                self.renderer.pixmap(c, w, _dpr(self), face_up=c is not None),
            )
        font = QFont(self.font())
        font.setPixelSize(14)
        font.setBold(True)
        p.setFont(font)
        p.setPen(TEXT_ON_FELT)
        if self.shown and self.count and len(self.shown) < self.count:
            label = self.tr("Computer's deadwood (its melds are on the table)")
        else:
            label = self.tr("Computer's hand: %n", "", self.count)
        if self.thinking:
            label = label + "   " + self.tr("thinking") + "." * (self._dots + 1)
        p.drawText(
            QRectF(0, self.height() - 24, self.width(), 22), Qt.AlignmentFlag.AlignCenter, label
        )
        if self.thinking:  # a spinner arc beside the cards: motion says "busy" at a glance
            cx = x0 + (len(cards) - 1) * step + w + 26
            arc = QRectF(cx - 12, 4 + w * CARD_ASPECT / 2 - 12, 24, 24)
            p.setPen(QPen(QColor("#f2b81c"), 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.drawArc(arc, -self._dots * 90 * 16, 270 * 16)
        p.end()


class SmallCardDelegate(QStyledItemDelegate):
    """A card per item at a fixed width (pile browser and other lists of cards)."""

    def __init__(self, renderer: CardRenderer, width: int, parent=None) -> None:
        super().__init__(parent)
        self.renderer = renderer
        self.width = width

    def sizeHint(self, option, index) -> QSize:
        return QSize(self.width + 4, round(self.width * CARD_ASPECT) + 4)

    def paint(self, painter: QPainter, option, index) -> None:
        card = index.data(CardRoles.Card)
        face_up = index.data(CardRoles.FaceUp)
        pm = self.renderer.pixmap(
            card,
            self.width,
            _dpr(option.widget),
            face_up=bool(face_up) if face_up is not None else True,
        )
        painter.drawPixmap(option.rect.topLeft() + QPoint(2, 2), pm)
