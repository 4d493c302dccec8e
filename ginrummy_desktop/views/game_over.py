"""The game-over moment: the final score with every bonus (D13), how the game went (hands
won, gins, knocks, undercuts, the best hand, how long it took), the statistics it changed,
and Play again."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..controller import HUMAN
from ..controller.game_summary import GameSummary
from ..i18n import level_name
from ..i18n.texts import fill, outcome_text
from .dialogs import fit_to_screen
from .stats_dialog import stat_rows


class GameOverDialog(QDialog):
    """``accepted`` means Play again; ``rejected`` closes it and leaves the table as it is."""

    def __init__(
        self,
        summary: GameSummary,
        level: str,
        before=None,
        after=None,
        seconds: float | None = None,
        parent=None,
    ) -> None:
        super().__init__(parent)
        self.summary = summary
        self.setWindowTitle(self.tr("Game over"))
        you, cpu = summary.seats
        layout = QVBoxLayout(self)
        self.headline = QLabel(self)
        font = QFont(self.font())
        font.setPixelSize(22)
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setWordWrap(True)
        text = (
            self.tr("You won the game, %1 to %2!")
            if summary.winner == HUMAN
            else self.tr("The computer won the game, %2 to %1.")
        )
        self.headline.setText(fill(text, you.total, cpu.total))
        layout.addWidget(self.headline)
        # The game's story, one line per hand: how the score got where it is.
        self.hands_story = QLabel(self.story_text(), self)
        self.hands_story.setWordWrap(True)
        layout.addWidget(self.hands_story)
        self.celebration = None  # confetti on a win (``celebrate``)
        self.score = self._score_grid()
        layout.addWidget(self.score)
        self.figures = self._figures(seconds, level)
        layout.addWidget(self.figures)
        self.changes_title = QLabel(self.tr("Your statistics"), self)
        bold = QFont(self.font())
        bold.setBold(True)
        self.changes_title.setFont(bold)
        layout.addWidget(self.changes_title)
        self.changes = QLabel(self)
        self.changes.setWordWrap(True)
        self.changes.setText(self.changes_text(level, before, after))
        layout.addWidget(self.changes)
        self.buttons = QDialogButtonBox(self)
        self.again_button = self.buttons.addButton(
            self.tr("Play again"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.close_button = self.buttons.addButton(
            self.tr("Close"), QDialogButtonBox.ButtonRole.RejectRole
        )
        self.again_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        natural = self.sizeHint().height()
        self._scroll_middle(layout)
        fit_to_screen(self, QSize(620, max(480, natural)))

    def _scroll_middle(self, layout: QVBoxLayout) -> None:
        """Everything between the headline and the buttons scrolls: a long game's story and
        statistics never push Play again off an 800×600 screen."""
        body = QWidget(self)
        inner = QVBoxLayout(body)
        inner.setContentsMargins(0, 0, 0, 0)
        for item in (self.hands_story, self.score, self.figures, self.changes_title, self.changes):
            layout.removeWidget(item)
            inner.addWidget(item)
        inner.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(body)
        # Focusable so the keyboard can scroll a long game's story: a reader hears its name.
        scroll.setAccessibleName(self.tr("Game summary"))
        layout.insertWidget(1, scroll, 1)
        self.middle = scroll

    def _cell(self, grid: QGridLayout, row: int, col: int, text: str, bold=False) -> QLabel:
        label = QLabel(text, grid.parentWidget())
        if bold:
            f = QFont(self.font())
            f.setBold(True)
            label.setFont(f)
        if col:
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        grid.addWidget(label, row, col)
        return label

    def _score_grid(self) -> QWidget:
        """The final score: points from hands, each bonus, the total — per player."""
        s = self.summary
        you, cpu = s.seats
        box = QFrame(self)
        box.setFrameShape(QFrame.Shape.StyledPanel)
        grid = QGridLayout(box)
        grid.setColumnStretch(0, 1)
        self._cell(grid, 0, 1, self.tr("You"), True)
        self._cell(grid, 0, 2, self.tr("Computer"), True)
        rows = [(self.tr("Points from hands"), you.hand_points, cpu.hand_points)]
        if s.bonuses:
            # The label names the real factor of the settings (D13), 1 to 10.
            game = (
                fill(self.tr("Game bonus, ×%1 for a shutout"), s.shutout_multiplier)
                if s.shutout and s.shutout_multiplier != 1
                else self.tr("Game bonus")
            )
            rows.append((game, you.game_bonus, cpu.game_bonus))
            rows.append((self.tr("Box bonus for hands won"), you.box_bonus, cpu.box_bonus))
        for r, (title, a, b) in enumerate(rows, start=1):
            self._cell(grid, r, 0, title)
            self._cell(grid, r, 1, str(a))
            self._cell(grid, r, 2, str(b))
        total_row = len(rows) + 1
        self._cell(grid, total_row, 0, self.tr("Final score"), True)
        self._cell(grid, total_row, 1, str(you.total), True)
        self._cell(grid, total_row, 2, str(cpu.total), True)
        if not s.bonuses:
            note = QLabel(self.tr("Played without game bonuses."), box)
            note.setEnabled(False)
            grid.addWidget(note, total_row + 1, 0, 1, 3)
        return box

    def _figures(self, seconds, level: str) -> QWidget:
        s = self.summary
        you, cpu = s.seats
        box = QWidget(self)
        grid = QGridLayout(box)
        # The columns end where the score box's do: flush right they touched the scroll bar
        # of a long game's summary, and the last letter of "Kompiuteris" went under it.
        inset = self.score.layout().contentsMargins().right() + self.score.frameWidth()
        grid.setContentsMargins(0, 6, inset, 6)
        grid.setColumnStretch(0, 1)
        self._cell(grid, 0, 1, self.tr("You"), True)
        self._cell(grid, 0, 2, self.tr("Computer"), True)
        rows = (
            (self.tr("Hands won"), you.hands_won, cpu.hands_won),
            (self.tr("Gins"), you.gins, cpu.gins),
            (self.tr("Knocks"), you.knocks, cpu.knocks),
            (self.tr("Undercuts"), you.undercuts, cpu.undercuts),
        )
        for r, (title, a, b) in enumerate(rows, start=1):
            self._cell(grid, r, 0, title)
            self._cell(grid, r, 1, str(a))
            self._cell(grid, r, 2, str(b))
        lines = [
            fill(
                self.tr("Hands played: %1 (drawn: %2) against %3."),
                s.hands,
                s.drawn,
                level_name(level),
            ),
        ]
        # The player's own best hand, never the computer's (the score grid has its hands).
        mine = s.your_best_hand
        if mine is not None:
            lines.append(
                fill(
                    self.tr("Your best hand was hand %1: +%2. %3."),
                    mine.hand_number,
                    mine.points,
                    outcome_text(mine, HUMAN),
                )
            )
        else:
            lines.append(self.tr("You won no hand in this game."))
        if seconds is not None:
            minutes = round(seconds / 60)
            lines.append(
                self.tr("Time played: under a minute.")
                if minutes < 1
                else self.tr("Time played: %n min.", "", minutes)
            )
        self.story = QLabel("\n".join(lines), box)
        self.story.setWordWrap(True)
        grid.addWidget(self.story, len(rows) + 1, 0, 1, 3)
        return box

    def story_text(self) -> str:
        """ "Hand 2: You knocked, +17 (you 17, the computer 0)." per hand; a long game
        shows its last eight hands, after a line that says how many came before."""
        hands = self.summary.hands_played
        lines = []
        if len(hands) > 8:
            lines.append(self.tr("…and %n hands before.", "", len(hands) - 8))
            hands = hands[-8:]
        for r in hands:
            you, cpu = r.scores_after[HUMAN], r.scores_after[1 - HUMAN]
            if r.winner is None:
                line = fill(
                    self.tr("Hand %1: drawn (you %2, the computer %3)."), r.hand_number, you, cpu
                )
            else:
                line = fill(
                    self.tr("Hand %1: %2, +%3 (you %4, the computer %5)."),
                    r.hand_number,
                    outcome_text(r, HUMAN),
                    r.points,
                    you,
                    cpu,
                )
            lines.append(line)
        return "\n".join(lines)

    def celebrate(self, motion: bool) -> None:
        """A won game ends with confetti (still stars with reduced motion); a lost one
        with none."""
        if self.summary.winner != HUMAN or self.celebration is not None:
            return
        from .celebration import Celebration

        self.celebration = Celebration(self, motion)

    def changes_text(self, level: str, before, after) -> str:
        """One line per figure this game changed: "Games won: 3 → 4"."""
        if after is None:
            return self.tr("This game is not counted in the statistics.")
        lines = []
        for title, show in stat_rows():
            old, new = show(before), show(after)
            if old != new:
                lines.append(fill(self.tr("%1: %2 → %3"), title, old, new))
        head = fill(self.tr("Against %1:"), level_name(level))
        return "\n".join([head, *lines])
