"""Game → Statistics: per computer level, a table of the player's record and a small bar
chart of games and hands won and lost, painted with QPainter (no chart dependency); reset
after a confirmation."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..i18n import level_name
from ..i18n.formats import decimal, percent
from ..persistence import LevelStats, Statistics
from ..vocabulary import LEVELS
from .dialogs import fit_to_screen

WON = QColor("#3f9e5a")
LOST = QColor("#c4513f")


def shown_levels(stats: Statistics) -> list[str]:
    """The offered levels in order of strength, then any other level with a record (kept
    from a version that offered it)."""
    return list(LEVELS) + sorted(set(stats.levels) - set(LEVELS))


class StatsChart(QWidget):
    """Bars per level: games won and lost, hands won and lost. Painted from ``Statistics``."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.stats = Statistics()
        self.setMinimumHeight(120)  # the dialog fits an 800×600 screen with it
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setAccessibleName(self.tr("Chart of games and hands won and lost per level"))

    def set_stats(self, stats: Statistics) -> None:
        self.stats = stats
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(640, 210)

    def series(self) -> list[tuple[str, tuple[int, int, int, int]]]:
        out = []
        for lv in shown_levels(self.stats):
            s = self.stats.levels.get(lv, LevelStats())
            out.append((lv, (s.games_won, s.games_lost, s.hands_won, s.hands_lost)))
        return out

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(8, 6, -8, -6)
        p.fillRect(self.rect(), self.palette().base())
        small = QFont(self.font())
        small.setPixelSize(12)
        p.setFont(small)
        fm = p.fontMetrics()
        # Legend along the top.
        legend_h = fm.height() + 6
        x = r.left()
        solid, light = self.tr("won"), self.tr("lost")
        for colour, text in ((WON, solid), (LOST, light)):
            p.fillRect(QRectF(x, r.top() + 3, 12, 12), colour)
            p.setPen(self.palette().text().color())
            p.drawText(
                QRectF(x + 16, r.top(), 200, legend_h),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                text,
            )
            x += 16 + fm.horizontalAdvance(text) + 18
        data = self.series()
        label_h = fm.height() + 2
        plot = QRectF(
            r.left(), r.top() + legend_h + 4, r.width(), r.height() - legend_h - 2 * label_h - 10
        )
        p.setPen(QPen(self.palette().mid().color(), 1))
        p.drawLine(plot.bottomLeft(), plot.bottomRight())
        if not data:
            p.end()
            return
        slot = plot.width() / len(data)
        # Games and hands are scaled apart, so a few games still show next to many hands.
        top_games = max([max(v[0], v[1]) for _, v in data] + [1])
        top_hands = max([max(v[2], v[3]) for _, v in data] + [1])
        bar_w = min(26.0, slot / 6)
        gap = bar_w * 0.8
        games, hands = self.tr("games"), self.tr("hands")
        text_pen = self.palette().text().color()
        for i, (lv, (gw, gl, hw, hl)) in enumerate(data):
            cx = plot.left() + slot * (i + 0.5)
            bars = (
                (gw, top_games, WON),
                (gl, top_games, LOST),
                (hw, top_hands, WON),
                (hl, top_hands, LOST),
            )
            start = cx - (4 * bar_w + gap) / 2
            for j, (value, top, colour) in enumerate(bars):
                bx = start + j * bar_w + (gap if j >= 2 else 0)
                h = (plot.height() - fm.height() - 2) * value / top
                bar = QRectF(bx + 1, plot.bottom() - h, bar_w - 2, h)
                p.fillRect(bar, colour if j < 2 else QColor(colour).lighter(125))
                p.setPen(text_pen)
                p.drawText(
                    QRectF(bx - 6, bar.top() - fm.height() - 1, bar_w + 12, fm.height()),
                    Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                    str(value),
                )
            p.setPen(self.palette().placeholderText().color())
            for k, word in enumerate((games, hands)):
                left = start + k * (2 * bar_w + gap) - gap / 2
                p.drawText(
                    QRectF(left, plot.bottom() + 2, 2 * bar_w + gap, label_h),
                    Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                    word,
                )
            p.setPen(text_pen)
            bold = QFont(small)
            bold.setBold(True)
            p.setFont(bold)
            p.drawText(
                QRectF(plot.left() + slot * i, plot.bottom() + label_h + 4, slot, label_h),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                level_name(lv),
            )
            p.setFont(small)
        p.end()


class StatsDialog(QDialog):
    """The statistics table (one column per level, one row per figure), the chart, and a
    Reset button that asks first.

    Signals: ``resetRequested()`` once the player confirmed the reset (the owner resets the
    stored statistics and calls ``set_stats``)."""

    resetRequested = Signal()

    def __init__(self, stats: Statistics, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self.intro = QLabel(self.tr("Your record against each computer level."), self)
        self.table = QTableWidget(self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setAccessibleName(self.tr("Statistics per level"))
        self.chart = StatsChart(self)
        self.buttons = QDialogButtonBox(self)
        self.reset_button = self.buttons.addButton(
            self.tr("Reset statistics…"), QDialogButtonBox.ButtonRole.ResetRole
        )
        self.close_button = self.buttons.addButton(
            self.tr("Close"), QDialogButtonBox.ButtonRole.RejectRole
        )
        self.reset_button.clicked.connect(self.ask_reset)
        # Enter closes: a destructive button is never the default one.
        self.reset_button.setAutoDefault(False)
        self.close_button.setDefault(True)
        self.buttons.rejected.connect(self.reject)
        self.confirm_box: QMessageBox | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.table)
        layout.addWidget(self.chart, 1)
        layout.addWidget(self.buttons)
        self.set_stats(stats)
        fit_to_screen(self, QSize(760, self.sizeHint().height() + 20))  # 800×600 too

    def rows(self) -> list[tuple[str, object]]:
        """(row title, function of LevelStats → text). Uses nothing of the dialog but its
        ``tr``, so other windows get the same rows from ``stat_rows()``."""

        def avg(s: LevelStats) -> str:
            a = s.average_knock_deadwood
            return "–" if a is None else decimal(a, 1)

        def rate(s: LevelStats) -> str:
            return "–" if not s.games else percent(100 * s.games_won / s.games)

        def streak(s: LevelStats) -> str:
            n = s.current_streak
            if n > 0:
                return self.tr("%n won", "", n)
            if n < 0:
                return self.tr("%n lost", "", -n)
            return "–"

        return [
            (self.tr("Games played"), lambda s: str(s.games)),
            (self.tr("Games won"), lambda s: str(s.games_won)),
            (self.tr("Games lost"), lambda s: str(s.games_lost)),
            (self.tr("Games won, share"), rate),
            (self.tr("Hands won"), lambda s: str(s.hands_won)),
            (self.tr("Hands lost"), lambda s: str(s.hands_lost)),
            (self.tr("Hands drawn"), lambda s: str(s.hands_drawn)),
            (self.tr("Gins made"), lambda s: str(s.gins)),
            (self.tr("Gins suffered"), lambda s: str(s.gins_suffered)),
            (self.tr("Undercuts made"), lambda s: str(s.undercuts_made)),
            (self.tr("Undercuts suffered"), lambda s: str(s.undercuts_suffered)),
            (self.tr("Knocks (gin included)"), lambda s: str(s.knocks)),
            (self.tr("Average deadwood at knock"), avg),
            # No game won yet: no margin at all, not a margin of 0.
            (self.tr("Best game margin"), lambda s: str(s.best_margin) if s.games_won else "–"),
            (self.tr("Current streak"), streak),
            (self.tr("Longest winning streak"), lambda s: str(s.longest_streak)),
        ]

    def set_stats(self, stats: Statistics) -> None:
        self.stats = stats
        levels = shown_levels(stats)
        rows = self.rows()
        self.table.clear()
        self.table.setColumnCount(len(levels))
        self.table.setRowCount(len(rows))
        self.table.setHorizontalHeaderLabels([level_name(lv) for lv in levels])
        self.table.setVerticalHeaderLabels([title for title, _ in rows])
        for c, lv in enumerate(levels):
            s = stats.levels.get(lv, LevelStats())
            for r, (_title, fn) in enumerate(rows):
                item = QTableWidgetItem(fn(s))
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        vh = self.table.verticalHeader()
        vh.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        vh.setDefaultSectionSize(self.table.fontMetrics().height() + 6)
        # As tall as its rows: no empty space under the table, the chart below it.
        self.table.setFixedHeight(
            header.sizeHint().height()
            + len(rows) * vh.defaultSectionSize()
            + 2 * self.table.frameWidth()
            + 2
        )
        self.chart.set_stats(stats)
        self.reset_button.setEnabled(bool(stats.levels))

    def ask_reset(self) -> QMessageBox:
        """Asks first (non-blocking, so tests and the event loop carry on)."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Reset statistics"),
            self.tr("Reset all statistics to zero? This cannot be undone."),
            QMessageBox.StandardButton.NoButton,
            self,
        )
        self.confirm_yes = box.addButton(self.tr("Reset"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(self.tr("Keep them"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.buttonClicked.connect(self._confirmed)
        self.confirm_box = box
        box.open()
        return box

    def _confirmed(self, button) -> None:
        if button is self.confirm_yes:
            self.resetRequested.emit()


class _StatsWords:
    """The statistics' words in the "StatsDialog" context, for windows that show them."""

    @staticmethod
    def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate("StatsDialog", text, disambiguation, n)


def stat_rows() -> list[tuple[str, object]]:
    """The statistics table's rows (title, LevelStats → text) outside the dialog."""
    return StatsDialog.rows(_StatsWords)
