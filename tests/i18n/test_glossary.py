"""The glossary holds: each term has one word per language, no English word where a native
one is set, no translator's notes inside texts, and every sentence that names a card takes
it in the case the sentence needs.

The forbidden words come from ``translations/glossary.md`` (its table "Words the catalogues
never use"); the rest reads the catalogues and the sentences the game puts together."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path
from types import SimpleNamespace

import pytest

from ginrummy_desktop.controller.narrator import hint_text, move_text, status_text
from ginrummy_desktop.engine import (
    Discard,
    Discarded,
    DrewStock,
    Knock,
    Knocked,
    LaidOff,
    LayOff,
    PassUpcard,
    TakeUpcard,
    TookDiscard,
    parse_cards,
)
from ginrummy_desktop.i18n import Case, card_name
from ginrummy_desktop.i18n.review_texts import (
    COACH_REASON_CASES,
    COACH_REASONS,
    action_text,
    coach_reason,
    decision_phrase,
)
from ginrummy_desktop.i18n.texts import OUTCOMES_IN_SENTENCE, outcome_text
from ginrummy_desktop.vocabulary import TRANSLATED_LANGS

ROOT = Path(__file__).resolve().parents[2]
GLOSSARY = ROOT / "translations" / "glossary.md"
DECK = parse_cards(" ".join(r + s for s in "SHDC" for r in "A23456789TJQK"))


def catalogue(lang):
    """(context, source, [translations]) for every message of a language."""
    root = ET.parse(ROOT / "translations" / f"ginrummy_{lang}.ts").getroot()
    out = []
    for ctx in root.iter("context"):
        for m in ctx.iter("message"):
            tr = m.find("translation")
            forms = list(tr.iter("numerusform"))
            texts = [f.text or "" for f in forms] if forms else [tr.text or ""]
            out.append((ctx.findtext("name"), m.findtext("source"), texts))
    return out


def never_used() -> list[tuple[str, str, str, set[str]]]:
    """(lang, word, instead, contexts excepted) from the glossary's table."""
    text = GLOSSARY.read_text(encoding="utf-8")
    table = text.split("## Words the catalogues never use", 1)[1]
    rows = []
    for line in table.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 5 or cells[0] not in TRANSLATED_LANGS:
            continue
        lang, word, instead, excepted, _why = cells
        rows.append((lang, word, instead, {c.strip() for c in excepted.split(",") if c.strip()}))
    return rows


def test_the_glossary_lists_words_for_both_languages():
    rows = never_used()
    assert {r[0] for r in rows} == set(TRANSLATED_LANGS)
    assert len(rows) >= 20
    for lang, word in (("lt", "stuktel"), ("nl", "knock"), ("nl", "melds"), ("nl", "AI's")):
        assert any(r[0] == lang and r[1] == word for r in rows), word


@pytest.mark.parametrize("lang", TRANSLATED_LANGS)
def test_no_catalogue_text_uses_a_word_the_glossary_rules_out(lang):
    rules = [
        (w, re.compile(r"(?<!\w)" + re.escape(w), re.I), ex)
        for lg, w, _i, ex in never_used()
        if lg == lang
    ]
    found = []
    for ctx, _source, texts in catalogue(lang):
        for text in texts:
            for word, pattern, excepted in rules:
                if ctx not in excepted and pattern.search(text):
                    found.append((word, ctx, text))
    assert not found


@pytest.mark.parametrize("lang, stem", [("lt", "stukter"), ("nl", "klop")])
def test_one_verb_for_knock(lang, stem):
    """Every message of the game whose English says "knock" says it with the glossary's one
    verb. Not checked: the rules cards' own sentences (their test quotes them), the hand
    notation's keywords, the knock limit ("riba"/"limiet", as the cards) and the Confirm
    button, whose label is the bare "Patvirtinti"."""
    missing = []
    for ctx, source, texts in catalogue(lang):
        if ctx in ("Notation", "Rules") or not re.search(r"\bknock", source, re.I):
            continue
        if re.search(r"knock limit|limit of|Confirm knock", source, re.I):
            continue
        for text in texts:
            if stem not in text.lower():
                missing.append((ctx, source, text))
    assert not missing


@pytest.mark.parametrize("lang", TRANSLATED_LANGS)
def test_no_translators_notes_inside_texts(lang):
    notes = re.compile(
        r"kortelėje|kortelė|op de kaart|on the card|vert\. past|anm\.|TODO|FIXME|\[[^\]%]*\]",
        re.I,
    )
    found = [(c, t) for c, _s, texts in catalogue(lang) for t in texts if notes.search(t)]
    assert not found


def test_lithuanian_never_puts_a_nominative_card_name_after_a_case_bearing_noun():
    """ "išmetant kortą %1" gives "kortą pikų karalius" (accusative, then nominative); the
    sentence takes the card in its case instead. An ordinal after a number depends on the
    number ("3-iasis"), so no "%1-asis"."""
    bad = re.compile(r"\bkort(ą|os|ai|a) %\d|%\d-asis")
    found = [(c, t) for c, _s, texts in catalogue("lt") for t in texts if bad.search(t)]
    assert not found


@pytest.fixture
def lithuanian(language):
    language("lt")


def test_moves_and_hints_name_the_card_in_the_accusative(lithuanian):
    for card in DECK:
        acc, nom = card_name(card, Case.ACCUSATIVE), card_name(card, Case.NOMINATIVE)
        assert acc != nom
        melds = (tuple(parse_cards("2C 3C 4C")),)
        events = (
            TookDiscard(0, card),
            DrewStock(1, card),
            Discarded(0, card),
            Knocked(1, card, False, 5, melds, ()),
            Knocked(0, card, True, 0, melds, ()),
            LaidOff(1, card, 0),
        )
        texts = [move_text(e) for e in events]
        texts += [hint_text(a) for a in (Discard(card), Knock(card), LayOff(card, 0))]
        texts.append(hint_text(Knock(card), gin=True))
        texts += [action_text(a) for a in (Discard(card), Knock(card), LayOff(card, 0))]
        for text in texts:
            assert acc in text and nom not in text, text


def test_move_sentences_read_as_lithuanian_writes_them(lithuanian):
    king = parse_cards("KS")[0]
    ten = parse_cards("TC")[0]
    assert move_text(Discarded(0, ten)) == "Išmetėte kryžių dešimtuką."
    assert move_text(TookDiscard(1, king)) == "Kompiuteris paėmė pikų karalių iš krūvos."
    assert hint_text(Knock(king)) == "Patarimas: stukterėkite ir išmeskite pikų karalių"
    assert hint_text(Knock(king), gin=True) == "Patarimas: skelbkite gin ir išmeskite pikų karalių"


def test_the_knock_prompt_names_the_card_in_the_accusative(lithuanian):
    from ginrummy_desktop.controller import HUMAN
    from ginrummy_desktop.session.table_state import KnockPick, Phase

    six = parse_cards("6H")[0]
    state = SimpleNamespace(
        view=SimpleNamespace(phase=Phase.DISCARD, to_act=HUMAN),
        hint=None,
        knock=KnockPick(active=True, card=six),
    )
    text = status_text(state)
    assert text.startswith("Stukterėti išmetant širdžių šešetą?"), text


def test_review_decisions_name_the_card_in_the_genitive(lithuanian):
    ten = parse_cards("TC")[0]
    assert decision_phrase(Discard(ten)) == "kryžių dešimtuko išmetimas"
    assert decision_phrase(TakeUpcard(), ten) == "kryžių dešimtuko paėmimas"
    assert decision_phrase(PassUpcard(), ten) == "kryžių dešimtuko praleidimas"


def test_coach_reasons_take_the_case_their_sentence_needs(lithuanian):
    ten = parse_cards("TC")[0]
    assert set(COACH_REASON_CASES) <= set(COACH_REASONS)
    params = {"card": "TC", "deadwood": 7, "percent": 62, "outs": 3, "meld": 0}
    for key in COACH_REASONS:
        text = coach_reason(key, params)
        case = COACH_REASON_CASES.get(key, Case.NOMINATIVE)
        if "%1" in COACH_REASONS[key]:
            assert card_name(ten, case) in text, (key, text)
    assert coach_reason("coach.discard", params).startswith("Išmetus kryžių dešimtuką,")


@pytest.mark.parametrize("lang", TRANSLATED_LANGS)
def test_an_outcome_inside_a_sentence_starts_in_lower_case(language, lang):
    language(lang)
    for kind, who in OUTCOMES_IN_SENTENCE:
        winner = None if kind == "drawn" else (0 if who == "you" else 1)
        text = outcome_text(SimpleNamespace(kind=kind, winner=winner), 0, in_sentence=True)
        assert text and text[0].islower(), text
        alone = outcome_text(SimpleNamespace(kind=kind, winner=winner), 0)
        assert alone[0].isupper(), alone


def test_hint_reasons_take_the_case_their_sentence_needs(lithuanian):
    from ginrummy_desktop.i18n.texts import HINT_REASON_CASES, HINT_REASONS, hint_reason

    eight = parse_cards("8D")[0]
    assert set(HINT_REASON_CASES) <= set(HINT_REASONS)
    for key, source in HINT_REASONS.items():
        if "%1" not in source:
            continue
        text = hint_reason(key, {"card": eight, "deadwood": 7})
        case = HINT_REASON_CASES.get(key, Case.NOMINATIVE)
        assert card_name(eight, case) in text, (key, text)
    assert hint_reason("hint.pass_upcard", {"card": eight, "deadwood": 7}).startswith(
        "Paėmus būgnų aštuonetą,"
    )
