"""The stock and the discard pile on the felt: click or drag from them to draw; drop a hand
card on the pile to discard it."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QDrag, QFont, QPainter, QPen
from PySide6.QtWidgets import QApplication, QSizePolicy, QWidget

from ..i18n import card_name
from ..i18n.texts import fill
from ..models import CardRoles
from ..render import CARD_ASPECT, CardRenderer
from . import drops
from .card_paint import JUST_DRAWN, TEXT_ON_FELT, device_ratio, paint_star


class _PileWidget(QWidget):
    """Shared by the stock and the discard pile: a card-sized spot on the felt that can be
    clicked, dragged from, and (for the pile) dropped on. Tab reaches it (a click leaves the
    keyboard on the hand); Space or Enter there is ``activated``, and a screen reader sees a
    button whose actions do what a click or a drop does (``accessibility``)."""

    clicked = Signal()
    activated = Signal()  # Space or Enter while it has the keyboard focus
    discardHere = Signal()  # the reader's "Discard" action: what a drop of a hand card does
    accepts_discard = False

    def __init__(self, renderer: CardRenderer, model, parent=None) -> None:
        super().__init__(parent)
        self.renderer = renderer
        self.model = model
        self.card_width = 90
        self.drop_hover = False
        self._press: QPoint | None = None
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(56, 96)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        for sig in (model.rowsInserted, model.rowsRemoved, model.modelReset, model.dataChanged):
            sig.connect(self.update)

    def action_text(self, name: str) -> str:
        """A reader's action in words (empty: Qt's own words)."""
        return ""

    def action_keys(self, name: str) -> tuple[str, ...]:
        return ()

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.activated.emit()
            event.accept()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.update()

    def _paint_focus(self, p: QPainter) -> None:
        """The keyboard's place, when it is here: a ring around the card spot."""
        if not self.hasFocus():
            return
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(JUST_DRAWN, 3.0, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(self.card_rect().adjusted(-3, -3, 3, 3), 8, 8)
        p.restore()

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
            device_ratio(self),
            face_up=bool(index.data(CardRoles.FaceUp)),
        )
        drag.setPixmap(pm)
        drag.setHotSpot(QPoint(self.card_width // 2, 20))
        drag.exec(Qt.DropAction.MoveAction | Qt.DropAction.CopyAction, Qt.DropAction.MoveAction)

    def mouseReleaseEvent(self, event) -> None:
        if self._press is not None and event.button() == Qt.MouseButton.LeftButton:
            self._press = None
            self.clicked.emit()

    def label_rect(self) -> QRectF:
        """The strip under the card that holds the pile's count."""
        return QRectF(0, self.height() - 22, self.width(), 20)

    def label_font(self) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(13)
        font.setBold(True)
        return font

    def _paint_label(self, p: QPainter, text: str) -> None:
        p.setFont(self.label_font())
        p.setPen(TEXT_ON_FELT)
        p.drawText(self.label_rect(), Qt.AlignmentFlag.AlignCenter, text)


class StockView(_PileWidget):
    """The stock, face down, with its count. Click or drag into the hand to draw."""

    def __init__(self, renderer, model, parent=None) -> None:
        super().__init__(renderer, model, parent)
        for sig in (model.rowsInserted, model.rowsRemoved, model.modelReset, model.dataChanged):
            sig.connect(self._describe)  # the accessible description follows the pile
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setAccessibleName(self.tr("Stock"))
        self._describe()
        self.update()

    def count_text(self, count: int) -> str:
        """The stock's count as its label says it (also while the deal runs it down)."""
        return self.tr("Stock: %n", "", count)

    def _describe(self, *args) -> None:
        self.setAccessibleDescription(self.count_text(self.model.count))

    def action_text(self, name: str) -> str:
        return self.tr("Draw from the stock") if name == "Press" else ""

    def action_keys(self, name: str) -> tuple[str, ...]:
        return ("S",) if name == "Press" else ()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        r = self.card_rect()
        count = self.model.count
        if count == 0:
            p.drawPixmap(
                r.topLeft(), self.renderer.placeholder(self.card_width, device_ratio(self))
            )
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
                        device_ratio(self),
                        face_up=False,
                        highlight=drawable and i == layers - 1,
                    ),
                )
        self._paint_label(p, self.count_text(count))
        self._paint_focus(p)
        p.end()


class PileView(_PileWidget):
    """The discard pile: the top card face up (a little of the cards beneath shows). Click
    or drag into the hand to take it; drop a hand card here to discard it."""

    accepts_discard = True

    def __init__(self, renderer, model, parent=None) -> None:
        super().__init__(renderer, model, parent)
        self.setAcceptDrops(True)
        # A card still flying here: the pile shows it once it lands, never twice at once.
        self.incoming = None
        for sig in (model.rowsInserted, model.rowsRemoved, model.modelReset, model.dataChanged):
            sig.connect(self._describe)  # the accessible description follows the pile
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setAccessibleName(self.tr("Discard pile"))
        self._describe()
        self.update()

    def _describe(self, *args) -> None:
        """The accessible description names the top card (the one a player may take)."""
        n = self.model.rowCount()
        count = self.tr("Discards: %n", "", n)
        top = self.model.index(n - 1, 0).data(CardRoles.Card) if n else None
        if top is None:
            self.setAccessibleDescription(count)
        else:
            self.setAccessibleDescription(
                fill(self.tr("Top card: %1"), card_name(top)) + ". " + count
            )

    def action_text(self, name: str) -> str:
        if name == "Press":
            return self.tr("Take the upcard")
        if name == "Discard":
            return self.tr("Discard the chosen card of your hand here")
        return ""

    def action_keys(self, name: str) -> tuple[str, ...]:
        return {"Press": ("U",), "Discard": ("Return",)}.get(name, ())

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        r = self.card_rect()
        n = self.model.rowCount()
        top_card = self.model.index(n - 1, 0).data(CardRoles.Card) if n else None
        if self.incoming is not None and top_card == self.incoming:
            n -= 1  # the top card is the flying one: the pile as it was until it lands
        if n == 0:
            p.drawPixmap(
                r.topLeft(), self.renderer.placeholder(self.card_width, device_ratio(self))
            )
        for depth in range(min(n, 3) - 1, -1, -1):  # up to two cards peek out beneath
            idx = self.model.index(n - 1 - depth, 0)
            top = depth == 0
            pm = self.renderer.pixmap(
                idx.data(CardRoles.Card),
                self.card_width,
                device_ratio(self),
                highlight=top and (self.drop_hover or bool(idx.data(CardRoles.LegalDiscard))),
                dimmed=not top,
            )
            at = QPointF(r.left() - depth * 7, r.top() + depth * 3)
            p.drawPixmap(at, pm)
            if top and idx.data(CardRoles.Suggested):
                # The computer's latest discard, pointed out until the player moves.
                p.save()
                p.setRenderHint(QPainter.RenderHint.Antialiasing)
                p.setPen(QPen(JUST_DRAWN, 3.0))
                p.setBrush(Qt.BrushStyle.NoBrush)
                w, h = self.card_width, round(self.card_width * CARD_ASPECT)
                p.drawRoundedRect(
                    QRectF(at.x() + 1.5, at.y() + 1.5, w - 3, h - 3), w * 0.07, w * 0.07
                )
                p.restore()
                star = max(5.0, self.card_width * 0.1)
                paint_star(p, QPointF(at.x() + w / 2, at.y() + h - star - 4), star, JUST_DRAWN)
        self._paint_label(p, self.tr("Discards: %n", "", n))
        self._paint_focus(p)
        p.end()

    def dragEnterEvent(self, event) -> None:
        self._hover(drops.offer(self.model, event))

    def dragMoveEvent(self, event) -> None:
        self._hover(drops.offer(self.model, event))

    def dragLeaveEvent(self, event) -> None:
        self._hover(False)

    def dropEvent(self, event) -> None:
        self._hover(False)
        drops.deliver(self.model, event)

    def _hover(self, on: bool) -> None:
        if on != self.drop_hover:
            self.drop_hover = on
            self.update()
