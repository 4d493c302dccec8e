"""The systematic points of how Lithuanian and Dutch read: card names and their place in a
sentence, counted nouns only in plural-aware texts, menu mnemonics a player can type.

Each test reads the catalogues (what every message says) and, where the words are put
together at run time, the texts the game really shows."""

from __future__ import annotations

import re
import string
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from ginrummy_desktop.controller.narrator import hint_text, move_text
from ginrummy_desktop.engine import (
    Card,
    Discard,
    Discarded,
    DrewStock,
    Knock,
    Knocked,
    LaidOff,
    LayOff,
    TookDiscard,
    parse_cards,
)
from ginrummy_desktop.i18n import Case, card_name, card_title
from ginrummy_desktop.i18n.texts import HINT_REASONS, ILLEGAL_REASONS, hint_reason, illegal_reason
from ginrummy_desktop.vocabulary import LANGS, TRANSLATED_LANGS

ROOT = Path(__file__).resolve().parents[2]
DECK = parse_cards(" ".join(r + s for s in "SHDC" for r in "A23456789TJQK"))

# How Dutch names the suits and ranks: one lowercase word, suit first ("hartenvrouw").
NL_SUITS = {"spades": "schoppen", "hearts": "harten", "diamonds": "ruiten", "clubs": "klaveren"}
NL_RANKS = {
    "Ace": "aas",
    "Two": "twee",
    "Three": "drie",
    "Four": "vier",
    "Five": "vijf",
    "Six": "zes",
    "Seven": "zeven",
    "Eight": "acht",
    "Nine": "negen",
    "Ten": "tien",
    "Jack": "boer",
    "Queen": "vrouw",
    "King": "heer",
}
# Contexts whose %1 is always a card's name.
CARD_CONTEXTS = ("Narrator", "Hint", "IllegalAction")


def catalogue(lang):
    """(context, source, [translations], plural?) for every message."""
    root = ET.parse(ROOT / "translations" / f"ginrummy_{lang}.ts").getroot()
    out = []
    for ctx in root.iter("context"):
        for m in ctx.iter("message"):
            tr = m.find("translation")
            plural = m.get("numerus") == "yes"
            texts = [f.text or "" for f in tr.iter("numerusform")] if plural else [tr.text or ""]
            out.append((ctx.findtext("name"), m.findtext("source"), texts, plural))
    return out


def shown_with_cards(card: Card, seat: int) -> list[str]:
    """Every move line and hint naming ``card`` that the narrator makes, for ``seat``."""
    melds = (tuple(parse_cards("2C 3C 4C")),)
    events = [
        TookDiscard(seat, card),
        DrewStock(seat, card),
        Discarded(seat, card),
        Knocked(seat, card, False, 5, melds, ()),
        Knocked(seat, card, True, 0, melds, ()),
        LaidOff(seat, card, 0),
    ]
    texts = [move_text(e) for e in events]
    texts += [hint_text(Discard(card)), hint_text(Knock(card)), hint_text(LayOff(card, 0))]
    texts.append(hint_text(Knock(card), gin=True))
    # Each names the card in the case its sentence needs (the accusative in Lithuanian).
    forms = {card_name(card, case) for case in Case}
    return [t for t in texts if any(f in t for f in forms)]


# ---------------------------------------------------------------------- card names
def test_dutch_card_names_are_lowercase_compounds():
    names = {s: t[0] for c, s, t, _ in catalogue("nl") if c == "Cards" and " of " in s}
    assert len(names) == 52
    for source, dutch in names.items():
        rank, suit = source.split(" of ")
        assert dutch == NL_SUITS[suit] + NL_RANKS[rank], (source, dutch)


def test_dutch_move_messages_put_the_article_before_the_card(language):
    for ctx, source, texts, _ in catalogue("nl"):
        if ctx in ("Narrator", "Hint") and "%1" in source:
            assert re.search(r"\b[Dd]e %1\b", texts[0]), (source, texts[0])
    language("nl")
    queen = Card.parse("QH")
    assert card_name(queen) == "hartenvrouw"
    for seat in (0, 1):
        lines = shown_with_cards(queen, seat)
        assert len(lines) >= 5
        for line in lines:
            assert "de hartenvrouw" in line, line
    assert move_text(Discarded(0, queen)) == "U legde de hartenvrouw af."
    assert move_text(TookDiscard(1, queen)) == "De computer nam de hartenvrouw van de aflegstapel."


def test_lithuanian_card_names_are_lowercase_mid_sentence(language):
    names = [t[0] for c, s, t, _ in catalogue("lt") if c == "Cards" and " of " in s]
    assert len(names) == 52
    assert all(n == n.lower() and " " in n for n in names)
    for lang in TRANSLATED_LANGS:
        for ctx, source, texts, _ in catalogue(lang):
            if ctx in CARD_CONTEXTS:
                assert not any(t.startswith("%1") for t in texts), (lang, source)
    language("lt")
    for card in DECK:
        name = card_name(card)
        assert name[0].islower()
        # Each sentence takes the name in the case it needs (moves: the accusative).
        forms = {card_name(card, case) for case in Case}
        assert len(forms) == 3, forms
        texts = shown_with_cards(card, 0) + shown_with_cards(card, 1)
        texts += [hint_reason(k, {"card": card, "deadwood": 7}) for k in HINT_REASONS]
        texts += [
            illegal_reason(k, {"card": card, "deadwood": 12, "limit": 10}) for k in ILLEGAL_REASONS
        ]
        texts = [t for t in texts if any(f in t for f in forms)]
        assert len(texts) > 10
        for text in texts:
            assert not any(text.startswith(f) for f in forms) and line_start_ok(text), text
    # At the start of a line (a tooltip) the name is capitalised.
    assert card_title(Card.parse("QS")) == "Pikų dama"


def line_start_ok(text: str) -> bool:
    return text[:1] == text[:1].upper()


@pytest.mark.parametrize("lang", TRANSLATED_LANGS)
def test_a_card_alone_on_a_line_is_capitalised(qtbot, lang, language):
    from ginrummy_desktop.engine import Arrangement
    from ginrummy_desktop.models import HandModel

    language(lang)
    model = HandModel()
    model.set_cards(parse_cards("QS 2H"), Arrangement((), tuple(parse_cards("QS 2H")), 12))
    tip = model.index(0, 0).data(Qt.ItemDataRole.ToolTipRole)
    assert tip == card_title(model.card_at(0)) and tip[0].isupper()
    spoken = model.index(0, 0).data(Qt.ItemDataRole.AccessibleTextRole)
    assert spoken.startswith(card_name(model.card_at(0)))


# ---------------------------------------------------------------------- counted nouns
# A number right before a counted noun must come from a %n plural: in Lithuanian the noun
# has three forms, in Dutch two ("1 punt", "2 punten").
COUNTED = re.compile(
    r"%\d+\s+(?:points?|cards?|punt(?:en)?|kaart(?:en)?|tašk\w*|kort\w*)\b", re.IGNORECASE
)


@pytest.mark.parametrize("lang", TRANSLATED_LANGS)
def test_no_points_or_cards_number_in_a_text_without_plural_forms(lang):
    offenders = [
        (ctx, source, t)
        for ctx, source, texts, plural in catalogue(lang)
        if not plural
        for t in (source, *texts)
        if COUNTED.search(t)
    ]
    assert offenders == []


def test_deadwood_of_one_reads_right_in_dutch(language):
    language("nl")
    for key in HINT_REASONS:
        text = hint_reason(key, {"card": Card.parse("AS"), "deadwood": 1})
        assert "1 punten" not in text
    reason = illegal_reason("deadwood_too_high", {"card": Card.parse("AS"), "deadwood": 11})
    assert "de waarde van uw losse kaarten zou 11 zijn" in reason


# ---------------------------------------------------------------------- rule numbers
CITES = re.compile(r"\bD(?:[1-9]|1[0-6])\b|\.md\b")


@pytest.mark.parametrize("lang", TRANSLATED_LANGS)
def test_no_translation_cites_a_rule_number_or_a_file(lang):
    texts = [t for _c, _s, ts, _p in catalogue(lang) for t in ts]
    assert len(texts) > 400
    assert [t for t in texts if CITES.search(t)] == []


# ---------------------------------------------------------------------- mnemonics
MNEMONIC = re.compile(r"&(?!&)(.)")
TYPEABLE = set(string.ascii_letters + string.digits)  # on every common layout


def mnemonics(texts) -> list[str]:
    return [m.group(1).casefold() for t in texts for m in MNEMONIC.finditer(t)]


@pytest.mark.parametrize("lang", LANGS)
def test_menu_mnemonics_are_typeable_and_unique(table_window, speak, lang):
    speak(table_window, lang)
    bar = table_window.menuBar()
    menus = [a.menu() for a in bar.actions()]
    groups = {"menu bar": [a.text() for a in bar.actions()]}
    for menu in menus:
        groups[menu.title()] = [a.text() for a in menu.actions() if not a.isSeparator()]
    assert len(groups) == len(menus) + 1 >= 4
    for where, texts in groups.items():
        keys = mnemonics(texts)
        assert set(keys) <= TYPEABLE, (lang, where, texts)
        assert len(keys) == len(set(keys)), (lang, where, texts)
    assert len(mnemonics(groups["menu bar"])) == len(menus)  # each menu opens with Alt+key


@pytest.mark.parametrize("lang", TRANSLATED_LANGS)
def test_standard_button_mnemonics_are_typeable_and_unique(lang):
    """Buttons of one dialog share their Alt keys: Qt's standard buttons, by theme."""
    for theme in ("QGnomeTheme", "QPlatformTheme"):
        texts = [t[0] for c, s, t, _ in catalogue(lang) if c == theme and "&" in s]
        assert texts
        keys = mnemonics(texts)
        assert len(keys) == len(texts), (theme, texts)
        assert set(keys) <= TYPEABLE and len(set(keys)) == len(keys), (theme, texts)


@pytest.mark.slow  # the coach judges a whole hand
def test_the_review_tells_a_knock_as_the_table_did():
    """A knock that leaves no deadwood is a gin in the review's move list too (D8)."""
    from review_hands import played_hand  # tests/support

    from ginrummy_desktop.engine import Knock
    from ginrummy_desktop.i18n.review_texts import move_text as review_move_text
    from ginrummy_desktop.review import replay

    kinds = set()
    for seed in range(1, 40):
        hand, _ = played_hand(seed)
        rep = replay(hand)
        for move in rep.moves:
            if isinstance(move.action, Knock):
                said = review_move_text(move, hand.player)
                kinds.add(rep.result.kind)
                assert ("went gin" in said) == (rep.result.kind == "gin"), said
                assert ("knocked" in said) == (rep.result.kind != "gin"), said
    assert "gin" in kinds and kinds - {"gin"}  # both kinds were seen


def test_the_table_and_the_review_tell_each_move_in_the_same_words():
    """One sentence per move for both: the review differs only where it knows more — the
    computer's stock card, and which meld a card was laid off on."""
    from review_hands import played_hand  # tests/support

    from ginrummy_desktop.engine import DrawStock, LayOff, Match, Rules
    from ginrummy_desktop.i18n.review_texts import move_text as review_move_text
    from ginrummy_desktop.review import replay

    told_differently = set()
    for seed in range(1, 25):
        hand, _ = played_hand(seed)
        match = Match(Rules(), seed=seed)  # the same deal, played again move by move
        moves = replay(hand).moves
        for move in moves:
            match.apply(move.action, move.seat)
        table = [move_text(e) for e in match.view(hand.player).history if move_text(e)]
        review = [review_move_text(m, hand.player) for m in moves]
        assert len(table) == len(review)
        for move, at_table, in_review in zip(moves, table, review, strict=True):
            hidden_draw = isinstance(move.action, DrawStock) and move.seat != hand.player
            if hidden_draw or isinstance(move.action, LayOff):
                told_differently.add(type(move.action).__name__)
                assert at_table != in_review
            else:
                assert at_table == in_review
    assert "DrawStock" in told_differently
