"""Dialogs: the hand result (showdown, arithmetic, score sheet), the score sheet alone, the
settings, and the rules.

Standard button texts are set here, not left to Qt: Qt ships no Lithuanian translation of
its own buttons.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QGuiApplication,
    QPainter,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextListFormat,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QSlider,
    QSpinBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..controller import HUMAN
from ..i18n import LANGUAGES, level_name, speed_name
from ..i18n.texts import arithmetic_text, group_caption, outcome_text
from ..models import CardRoles, ScoreSheetModel, ShowdownModel
from ..render import CARD_ASPECT, CardRenderer, felt_brush
from ..settings import MAX_PHRASE, ROTATIONS, Settings, bounds
from ..vocabulary import BACKS, SPEEDS
from .card_paint import paint_group
from .score_sheet import ScoreSheetView


class ShowdownWidget(QWidget):
    """Paints a ``ShowdownModel``: per player a title, then its groups of cards side by side
    with a caption (meld, laid off, deadwood), in D16's order."""

    CARD_W = 62

    def __init__(self, renderer: CardRenderer, model: ShowdownModel, parent=None) -> None:
        super().__init__(parent)
        self.renderer = renderer
        self.model = model
        model.modelReset.connect(self.update)
        model.modelReset.connect(self._describe)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._describe()

    def _describe(self) -> None:
        """The painted cards in words, for a screen reader: each player's groups, in the
        order they are shown."""
        self.setAccessibleName(self.tr("Both hands"))
        lines = []
        for s in range(self.model.rowCount()):
            section = self.model.index(s, 0)
            groups = [
                self.model.index(g, 0, section).data(Qt.ItemDataRole.AccessibleTextRole)
                for g in range(self.model.rowCount(section))
            ]
            title = section.data(Qt.ItemDataRole.AccessibleTextRole)
            lines.append(title + " — " + "; ".join(groups))
        self.setAccessibleDescription(". ".join(lines))

    def sizeHint(self) -> QSize:
        rows = max(1, self.model.rowCount())
        return QSize(760, rows * (round(self.CARD_W * CARD_ASPECT) + 54) + 8)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), felt_brush(QRectF(self.rect())))
        w = self.CARD_W
        card_h = round(w * CARD_ASPECT)
        title_font = QFont(self.font())
        title_font.setPixelSize(14)
        title_font.setBold(True)
        cap_font = QFont(self.font())
        cap_font.setPixelSize(11)
        y = 6
        for s in range(self.model.rowCount()):
            section = self.model.index(s, 0)
            p.setFont(title_font)
            p.setPen(Qt.GlobalColor.white)
            p.drawText(QPointF(10, y + 14), section.data())
            y += 22
            x = 10
            for g in range(self.model.rowCount(section)):
                group = self.model.index(g, 0, section)
                cards = group.data(CardRoles.Cards) or ()
                kind = group.data(CardRoles.GroupKind)
                lit = frozenset(cards) if kind == "layoffs" else frozenset()
                caption = group_caption(kind, cards)
                args = (cards, x, y, w, int(w * 0.42), caption, cap_font)
                x += paint_group(p, self.renderer, *args, self.devicePixelRatioF(), lit) + 18
            y += card_h + 32
        p.end()


def fit_to_screen(dialog: QDialog, want: QSize) -> None:
    """Resize ``dialog`` to ``want``, but never past the screen it is on (800×600 too)."""
    screen = dialog.screen() or QGuiApplication.primaryScreen()
    room = screen.availableGeometry().size() - QSize(40, 60) if screen else want
    size = want.boundedTo(room)
    layout = dialog.layout()
    if layout is not None and layout.hasHeightForWidth():
        # Wrapped labels need more height at the width the dialog really gets.
        size.setHeight(
            min(room.height(), max(size.height(), layout.totalHeightForWidth(size.width())))
        )
    dialog.resize(size)


class ResultDialog(QDialog):
    """The end of a hand: who won and how, both hands (D16), the arithmetic in words (D11),
    the running score sheet; "Next hand" or, at game over, the winner and "New game".
    Signals: ``reviewRequested()`` — "Review this hand" was pressed."""

    reviewRequested = Signal()

    def __init__(self, renderer: CardRenderer, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Hand result"))
        self.headline = QLabel(self)
        font = QFont(self.font())
        font.setPixelSize(20)
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setWordWrap(True)
        self.winner_line = QLabel(self)
        wfont = QFont(font)
        wfont.setPixelSize(17)
        self.winner_line.setFont(wfont)
        self.arithmetic = QLabel(self)
        self.arithmetic.setWordWrap(True)
        afont = QFont(self.font())
        afont.setPixelSize(15)
        self.arithmetic.setFont(afont)
        self.showdown_model = ShowdownModel(self, human_seat=HUMAN)
        self.showdown = ShowdownWidget(renderer, self.showdown_model, self)
        self.sheet_model = ScoreSheetModel(self, human_seat=HUMAN)
        self.sheet = ScoreSheetView(self.sheet_model, self)
        self.buttons = QDialogButtonBox(self)
        self.next_button = self.buttons.addButton(
            self.tr("Next hand"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.close_button = self.buttons.addButton(
            self.tr("Look at the table"), QDialogButtonBox.ButtonRole.RejectRole
        )
        self.review_button = self.buttons.addButton(
            self.tr("Review this hand"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.review_button.setAutoDefault(False)
        self.review_button.clicked.connect(lambda: self.reviewRequested.emit())
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.review = False
        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addWidget(self.winner_line)
        layout.addWidget(self.showdown)
        layout.addWidget(self.arithmetic)
        layout.addWidget(self.sheet, 1)
        layout.addWidget(self.buttons)
        self.next_button.setDefault(True)
        self.sheet.setMinimumHeight(110)
        self.game_over = False
        fit_to_screen(self, QSize(840, 640))

    def set_result(
        self, result, rules, results, totals, game_over: bool, winner, review: bool = False
    ) -> None:
        """Show ``result``. ``review``: a look back at the last hand while the next one is
        being played (Game → Last hand): no "Next hand", just Close."""
        self.review = review
        self.next_button.setVisible(not review)
        self.close_button.setText(self.tr("Close") if review else self.tr("Look at the table"))
        self.headline.setText(outcome_text(result, HUMAN))
        self.arithmetic.setText(arithmetic_text(result, rules))
        self.showdown_model.set_result(result)
        self.showdown.setVisible(result.knocker is not None)
        self.showdown.updateGeometry()
        self.sheet_model.set_results(results, totals, rules.target_score)
        self.game_over = game_over and not review
        if game_over:
            self.setWindowTitle(self.tr("Game over"))
            you, cpu = totals[HUMAN], totals[1 - HUMAN]
            text = (
                self.tr("You won the game, %1 to %2!")
                if winner == HUMAN
                else self.tr("The computer won the game, %2 to %1.")
            )
            self.winner_line.setText(text.replace("%1", str(you)).replace("%2", str(cpu)))
            self.winner_line.setVisible(True)
            self.next_button.setText(self.tr("Game summary"))
        else:
            self.setWindowTitle(self.tr("Last hand") if review else self.tr("Hand result"))
            self.winner_line.setVisible(False)
            self.next_button.setText(self.tr("Next hand"))


class ScoresDialog(QDialog):
    """The score sheet alone (Ctrl+T), as large as its rows and unwrapped outcomes need,
    within the screen; the newest hand and the totals are always in view."""

    def __init__(self, results, totals, target: int, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Score sheet"))
        self.model = ScoreSheetModel(self, human_seat=HUMAN)
        self.model.set_results(results, totals, target)
        layout = QVBoxLayout(self)
        self.sheet = ScoreSheetView(self.model, self)
        layout.addWidget(self.sheet, 1)
        box = QDialogButtonBox(self)
        box.addButton(self.tr("Close"), QDialogButtonBox.ButtonRole.RejectRole)
        box.rejected.connect(self.reject)
        layout.addWidget(box)
        natural = self.sheet.natural_size()
        margins = layout.contentsMargins()
        want = QSize(
            max(560, natural.width() + margins.left() + margins.right()),
            max(300, natural.height() + box.sizeHint().height() + 3 * layout.spacing() + 24),
        )
        fit_to_screen(self, want)


class SettingsDialog(QDialog):
    """Every setting of ``settings.py`` that a player changes: the opponent and the rules of
    the next game (target, game bonuses D13, dealer rotation D4; Big Gin and Oklahoma shown
    locked, D14) on the left, the table and the cards on the right. Only the levels the AI
    package offers now are listed. ``apply()`` writes them all back."""

    def __init__(
        self,
        settings: Settings,
        levels,
        parent=None,
        game_in_progress: bool = False,
        sound_available: bool = True,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.sound_available = sound_available
        self.setWindowTitle(self.tr("Settings"))

        # -- the game: opponent and rules (from the next game) --
        game_box = QGroupBox(self.tr("Game"), self)
        gform = QFormLayout(game_box)
        # Long labels (Lithuanian, Dutch) go above their fields rather than widen the
        # dialog past an 800-pixel screen.
        gform.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.level = QComboBox(self)
        for lv in levels:
            self.level.addItem(level_name(lv), lv)
        self._select(self.level, settings.level)
        gform.addRow(self.tr("Computer opponent:"), self.level)
        self.target = self._spin("target_score", 10, settings.target_score)
        gform.addRow(self.tr("Game to:"), self.target)
        self.rotation = QComboBox(self)
        rotation_names = {
            "winner": self.tr("The winner of a hand deals"),
            "alternate": self.tr("Players take turns to deal"),
            "loser": self.tr("The loser of a hand deals"),
        }
        for code in ROTATIONS:
            self.rotation.addItem(rotation_names[code], code)
        self._select(self.rotation, settings.dealer_rotation)
        gform.addRow(self.tr("Next dealer:"), self.rotation)
        self.bonuses = QCheckBox(self.tr("Game bonuses, added at the end of the game"), self)
        self.bonuses.setChecked(settings.game_bonuses)
        gform.addRow(self.bonuses)
        self.game_bonus = self._spin("game_bonus", 10, settings.game_bonus)
        gform.addRow(self.tr("Game bonus:"), self.game_bonus)
        self.box_bonus = self._spin("box_bonus", 5, settings.box_bonus)
        gform.addRow(self.tr("Box bonus per hand won:"), self.box_bonus)
        self.shutout = self._spin("shutout_multiplier", 1, settings.shutout_multiplier)
        self.shutout.setPrefix("× ")
        gform.addRow(self.tr("Shutout multiplies the game bonus by:"), self.shutout)
        self.bonuses.toggled.connect(self._bonuses_toggled)
        self._bonuses_toggled(self.bonuses.isChecked())
        # D14: the variants exist on the rules card but are not played here; say why
        # instead of showing boxes that can never be ticked.
        self.locked_note = QLabel(
            self.tr(
                "Big Gin and Oklahoma are not played at this table: an eleven-card gin still "
                "discards a card and scores as a normal gin, and the knock limit is always 10."
            ),
            self,
        )
        self.locked_note.setWordWrap(True)
        # Across the whole box: a narrow field column would cut the sentence short.
        gform.addRow(QLabel(self.tr("Not played:"), self))
        gform.addRow(self.locked_note)
        self.next_game_note = QLabel(self)
        self.next_game_note.setWordWrap(True)
        self.next_game_note.setText(
            self.tr(
                "A game is in progress: the opponent and rule changes apply from the next game."
            )
            if game_in_progress
            else self.tr("The opponent and the rules apply from the next game.")
        )
        gform.addRow(self.next_game_note)

        # -- the table and the cards (at once) --
        table_box = QGroupBox(self.tr("Table and cards"), self)
        tform = QFormLayout(table_box)
        tform.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.speed = QComboBox(self)
        for sp in SPEEDS:
            self.speed.addItem(speed_name(sp), sp)
        self._select(self.speed, settings.animation_speed)
        tform.addRow(self.tr("Animation and computer pace:"), self.speed)
        self.card_size = QComboBox(self)
        for code, text in (
            ("small", self.tr("Small")),
            ("medium", self.tr("Medium")),
            ("large", self.tr("Large")),
        ):
            self.card_size.addItem(text, code)
        self._select(self.card_size, settings.card_size)
        tform.addRow(self.tr("Card size:"), self.card_size)
        self.back = QComboBox(self)
        names = {"blue": self.tr("Blue"), "red": self.tr("Red")}
        for b in BACKS:
            self.back.addItem(names.get(b, b), b)
        self._select(self.back, settings.card_back)
        tform.addRow(self.tr("Card back:"), self.back)
        self.four_colour = QCheckBox(self.tr("Four-colour suits"), self)
        self.four_colour.setChecked(settings.four_colour)
        tform.addRow(self.four_colour)
        self.international_faces = QCheckBox(
            self.tr("International card letters (J, Q, K, A)"), self
        )
        self.international_faces.setToolTip(
            self.tr("Without it, the cards print the letters of the game's language.")
        )
        self.international_faces.setChecked(settings.international_faces)
        tform.addRow(self.international_faces)
        self.auto_arrange = QCheckBox(self.tr("Arrange my hand after each draw"), self)
        self.auto_arrange.setChecked(settings.auto_arrange)
        tform.addRow(self.auto_arrange)
        self.language = QComboBox(self)
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self._select(self.language, settings.language)
        tform.addRow(self.tr("Language:"), self.language)
        self.sound = QCheckBox(self.tr("Card sounds"), self)
        self.sound.setChecked(settings.sound)
        tform.addRow(self.sound)
        self.volume = QSlider(Qt.Orientation.Horizontal, self)
        self.volume.setRange(*bounds("sound_volume"))
        self.volume.setSingleStep(5)
        self.volume.setPageStep(10)
        self.volume.setValue(settings.sound_volume)
        self.volume.setAccessibleName(self.tr("Sound volume"))
        tform.addRow(self.tr("Volume:"), self.volume)
        self.sound.toggled.connect(self.volume.setEnabled)
        self.volume.setEnabled(self.sound.isChecked())
        self.no_sound_note = QLabel(
            self.tr("No sound device was found: card sounds are off for this session."), self
        )
        self.no_sound_note.setWordWrap(True)
        self.no_sound_note.setVisible(not sound_available)
        tform.addRow(self.no_sound_note)
        if not sound_available:
            # Not a ticked box that plays nothing: the choice is kept for a session that
            # has a device, and shown off here.
            self.sound.setChecked(False)
            self.sound.setEnabled(False)
        # The player's share of the deal (engine/deal_seal.py, docs/saves.md).
        self.phrase = QLineEdit(self)
        self.phrase.setMaxLength(MAX_PHRASE)
        self.phrase.setText(settings.deal_phrase)
        self.phrase.setPlaceholderText(self.tr("Any words of your own"))
        self.phrase.setAccessibleName(self.tr("Your phrase for the deal"))
        # Its own line under its label: beside it, in Dutch at 800×600, the field was too
        # short for its own placeholder.
        phrase_label = QLabel(self.tr("Your phrase for the deal:"), self)
        phrase_label.setBuddy(self.phrase)
        tform.addRow(phrase_label)
        tform.addRow(self.phrase)
        self.phrase_note = QLabel(
            self.tr(
                "Mixed into each deal after its deck is sealed, so the game alone cannot "
                "choose your cards. Hand files keep only a digest of it."
            ),
            self,
        )
        self.phrase_note.setWordWrap(True)
        tform.addRow(self.phrase_note)

        box = QDialogButtonBox(self)
        box.addButton(self.tr("OK"), QDialogButtonBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("Cancel"), QDialogButtonBox.ButtonRole.RejectRole)
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        columns = QHBoxLayout()
        columns.addWidget(game_box, 1)
        columns.addWidget(table_box, 1, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.addLayout(columns)
        layout.addWidget(box)
        fit_to_screen(self, QSize(max(900, self.sizeHint().width()), self.sizeHint().height()))

    def _spin(self, setting: str, step: int, value: int) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setRange(*bounds(setting))
        spin.setSingleStep(step)
        spin.setValue(value)
        return spin

    def _bonuses_toggled(self, on: bool) -> None:
        for spin in (self.game_bonus, self.box_bonus, self.shutout):
            spin.setEnabled(on)

    @staticmethod
    def _select(combo: QComboBox, value) -> None:
        i = combo.findData(value)
        if i >= 0:
            combo.setCurrentIndex(i)

    def apply(self) -> None:
        s = self.settings
        s.level = self.level.currentData()
        s.target_score = self.target.value()
        s.dealer_rotation = self.rotation.currentData()
        s.game_bonuses = self.bonuses.isChecked()
        s.game_bonus = self.game_bonus.value()
        s.box_bonus = self.box_bonus.value()
        s.shutout_multiplier = self.shutout.value()
        s.animation_speed = self.speed.currentData()
        s.card_size = self.card_size.currentData()
        s.card_back = self.back.currentData()
        s.four_colour = self.four_colour.isChecked()
        s.international_faces = self.international_faces.isChecked()
        s.auto_arrange = self.auto_arrange.isChecked()
        s.language = self.language.currentData()
        if self.sound_available:  # else the player's choice waits for a device
            s.sound = self.sound.isChecked()
        s.sound_volume = self.volume.value()
        phrase = "".join(c for c in self.phrase.text() if c.isprintable())[:MAX_PHRASE]
        s.deal_phrase = phrase
        s.sync()


class RulesDialog(QDialog):
    """The rules card (in Lithuanian and Dutch the original cards' own sentences), then
    "How this table plays" for ``rules`` — the game in progress — and what ``next_rules``
    (the settings, from the next game on) would change, then the keys."""

    def __init__(self, parent=None, rules=None, next_rules=None, native_faces=True) -> None:
        super().__init__(parent)
        self.rules, self.next_rules = rules, next_rules
        self.native_faces = native_faces  # the cards print the language's letters
        self.setWindowTitle(self.tr("Rules of Gin Rummy"))
        self.text = QTextBrowser(self)
        self.text.setOpenLinks(False)
        self.text.setAccessibleName(self.tr("Rules of Gin Rummy"))  # a reader names the page
        self._write()
        box = QDialogButtonBox(self)
        self.close_button = box.addButton(self.tr("Close"), QDialogButtonBox.ButtonRole.RejectRole)
        box.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text, 1)
        layout.addWidget(box)
        fit_to_screen(self, QSize(700, 620))  # never past an 800×600 screen

    def keys_section(self) -> tuple[str, list[str]]:
        # self.tr, not an alias: lupdate only sees the context of a self.tr() call
        return (
            self.tr("Keys"),
            [
                self.tr(
                    "Arrows move along your hand; Shift+arrows move the card. Enter discards "
                    "(or lays off). S draws from the stock, U takes the upcard, P passes, K "
                    "knocks, G goes gin, L lays off your best, D ends laying off, N deals the "
                    "next hand, H gives a hint, Esc cancels a knock, F1 shows these rules."
                ),
                self.tr(
                    "You can also drag: a card from your hand onto the discard pile, the stock "
                    "or the pile's top card into your hand, a card onto one of the knocker's "
                    "melds; or double-click a card to discard it."
                ),
            ],
        )

    def screen_reader_section(self) -> tuple[str, list[str]]:
        return (
            self.tr("Playing with a screen reader"),
            [
                self.tr(
                    "Tab goes from your hand to the buttons of the moment, the guide's note, "
                    "the stock, the discard pile, the knocker's melds, the sort buttons and "
                    "the move log. Space or Enter on the stock draws; on the discard pile it "
                    "takes the upcard, or throws the card chosen in your hand when you must "
                    "discard; on a meld it lays that card off there."
                ),
                self.tr(
                    "You hear each move once as it is played, yours and the computer's (a card "
                    "it draws from the stock is never named), then what to do now; a refused "
                    "move at once, with the reason; the hand's result; the guide's notes. The "
                    "computer's hand is told as a count and the cards it took from the pile."
                ),
                self.tr(
                    "Tested through the AT-SPI accessibility bus (the one Orca reads) under "
                    "X11; Orca itself and Wayland have not been tried yet."
                ),
            ],
        )

    def _write(self) -> None:
        """The rules card's sections (i18n.rules_text: the original cards' own sentences in
        Lithuanian and Dutch), then this table's keys. Laid out with text formats, so no
        string carries markup."""
        from ..i18n.card_faces import face_labels
        from ..i18n.rules_text import translated_rules, variant_note

        faces = face_labels(self.native_faces)
        title, variant, sections = translated_rules(self.rules, self.next_rules, faces)
        doc = self.text.document()
        doc.clear()
        cursor = QTextCursor(doc)
        big = QTextCharFormat()
        big.setFontWeight(QFont.Weight.Bold)
        big.setFontPointSize(16)
        heading = QTextCharFormat()
        heading.setFontWeight(QFont.Weight.Bold)
        heading.setFontPointSize(13)
        body = QTextCharFormat()
        body.setFontPointSize(11)
        note = QTextCharFormat(body)
        note.setFontItalic(True)
        # A card line this table plays differently is marked (a tinted background) and
        # followed, in the same item, by what the table does (rules_text.LINE_NOTES).
        marked = QTextCharFormat(body)
        marked.setBackground(QColor(255, 236, 179))
        marked.setForeground(QColor(0, 0, 0))  # readable on the tint in a dark theme too
        table_note = QTextCharFormat(body)
        table_note.setFontItalic(True)
        table_note.setForeground(self.palette().link())

        def write_marked(text: str, base: QTextCharFormat, beside: str) -> None:
            cursor.setCharFormat(marked if beside else base)
            cursor.insertText(text)
            if beside:
                cursor.setCharFormat(table_note)
                cursor.insertText("\u2028" + "\u25b6 " + beside)

        cursor.setCharFormat(big)
        cursor.insertText(title)
        cursor.insertBlock()
        write_marked(variant, note, variant_note())
        keys_title, keys = self.keys_section()
        blocks = [(s.heading, s.paragraphs, s.items, s.numbered, s.notes) for s in sections]
        blocks.append((keys_title, tuple(keys), (), False, ()))
        reader_title, reader = self.screen_reader_section()
        blocks.append((reader_title, tuple(reader), (), False, ()))
        for head, paragraphs, items, numbered, notes in blocks:
            cursor.insertBlock()
            cursor.insertBlock()
            cursor.setCharFormat(heading)
            cursor.insertText(head)
            for para in paragraphs:
                cursor.insertBlock()
                cursor.setCharFormat(body)
                cursor.insertText(para)
            if items:
                style = (
                    QTextListFormat.Style.ListDecimal
                    if numbered
                    else QTextListFormat.Style.ListDisc
                )
                # The block's own char format is body's too, or the first list marker
                # comes out in the heading's size (seen in the screenshots).
                cursor.insertBlock(QTextBlockFormat(), body)
                cursor.setCharFormat(body)
                cursor.createList(style)
                for i, item in enumerate(items):
                    if i:
                        # In body's char format: the item's marker takes it, never the
                        # note's colour before it.
                        cursor.insertBlock(cursor.blockFormat(), body)
                    write_marked(item, body, notes[i] if i < len(notes) else "")
                cursor.insertBlock()
                cursor.setBlockFormat(QTextBlockFormat())  # leave the list
        self.text.moveCursor(QTextCursor.MoveOperation.Start)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.setWindowTitle(self.tr("Rules of Gin Rummy"))
            if hasattr(self, "close_button"):  # LanguageChange can come during __init__
                self.close_button.setText(self.tr("Close"))
            self._write()
        super().changeEvent(event)


__all__ = ["ResultDialog", "RulesDialog", "ScoresDialog", "SettingsDialog", "ShowdownWidget"]
