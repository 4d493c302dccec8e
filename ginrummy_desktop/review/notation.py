"""A hand as readable text, and back (the notation is documented in docs/review.md).

    ginrummy-desktop hand notation 1
    Date: 2026-12-01 14:08
    Opponent: hard
    Hand: 3
    Scores: P 34, C 12
    Rules: knock_limit=10 gin_bonus=25 undercut_bonus=25 target_score=100 ...
    Dealer: C
    P: AS 2S 3S 5H 6H 7H 9C 9D 9S 2H
    C: 2C 4C 7C 4D 6D TD 3H TH 7S 8S
    Upcard: KD
    Stock: 8H 4S ...
    Commitment: 82e211c3edf8b267…   (the deal's seal, notation 2: engine/deal_seal.py)
    Sealed: 7C QH ...
    Nonce: 5f0c…
    Phrase: 9a41…   (the digest of the player's phrase, or "none")
    1. P pass
    2. C pass
    3. P draw 8H
    4. P discard KD
    ...
    21. C knock 4D   # deadwood 4; melds 1: 3H 4H 5H, 2: 9S 9C 9D, 3: JC QC KC
    22. P layoff 6H 1
    23. P done
    Result: C knock 16

``P`` is the player whose decisions are reviewed, ``C`` the other seat (the computer). A
``#`` starts a comment. Reading replays the moves through the engine, so a text that reads
is a hand that was (or could have been) played; anything else raises ``NotationError``
with a code, the line and the parameters for a message in the player's language — never
another exception.
"""

from __future__ import annotations

import re
from dataclasses import fields, replace
from datetime import datetime

from ..engine import ALL_CARDS, RESULT_KINDS, Card, DealSeal, Rules, stacked_deck
from ..engine.actions import Discard, DrawStock, EndLayoff, Knock, LayOff, PassUpcard, TakeUpcard
from ..engine.rules import DEALER_ROTATIONS, LOCKED_VARIANTS
from ..vocabulary import LEVELS
from .hand import (
    FIRST_STOCK,
    SEAL_FIELDS,
    HandError,
    PlayedHand,
    played_moves,
    replay,
)

NOTATION_HEADER = "ginrummy-desktop hand notation"
VERSION = 2  # 2 adds the deal's seal; a hand without one is still written as 1
MAX_TEXT = 64_000  # characters; a hand's text is about 1,500
MAX_LINE = 500
MAX_MOVES = 300  # a hand has at most 31 stock draws per seat and their discards
MAX_SCORE = 100_000
SEATS = ("P", "C")
KINDS = RESULT_KINDS[:3]  # the scored ones; a drawn hand is written "drawn"
DATE_FORMAT = "%Y-%m-%d %H:%M"
FIELDS = (
    "date",
    "opponent",
    "hand",
    "scores",
    "rules",
    "dealer",
    "p",
    "c",
    "upcard",
    "stock",
    *SEAL_FIELDS,
)
RULE_OPTIONS = tuple(f.name for f in fields(Rules) if f.name not in LOCKED_VARIANTS)
VERBS = ("pass", "take", "draw", "discard", "knock", "layoff", "done")

_HEX32 = re.compile(r"[0-9a-f]{32}")
_HEX64 = re.compile(r"[0-9a-f]{64}")
_MOVE = re.compile(r"^(?:(\d+)\s*\.\s*)?([A-Za-z])\s+([A-Za-z]+)((?:\s+\S+)*)$")
_FIELD = re.compile(r"^([A-Za-z]+)\s*:\s*(.*)$")
_NUMBER = re.compile(r"[0-9]{1,6}")
_HEADER = re.compile(r"^ginrummy-desktop\s+hand\s+notation\s+(\d{1,4})$", re.IGNORECASE)


class NotationError(ValueError):
    """A text that is not a readable hand. ``code`` names the problem, ``line`` the line
    (from 1; 0 when the problem is not on one line), ``params`` the details for the
    message; ``str(error)`` is an English sentence for the log."""

    def __init__(self, message: str, code: str, line: int = 0, **params: object) -> None:
        super().__init__(f"line {line}: {message}" if line else message)
        self.code = code
        self.line = line
        self.params = params


# ---------------------------------------------------------------------- writing
def hand_to_text(hand: PlayedHand, comments: dict[int, str] | None = None) -> str:
    """The hand in the notation. Plays it through first (a hand that does not replay raises
    ``HandError``), for the cards drawn, the result and the knock's melds written as a
    comment. ``comments`` (move number → one line, e.g. the coach's opinion) are written as
    comments after their moves: reading ignores them."""
    comments = comments or {}
    moves, result = played_moves(hand)
    seat = _seat_letters(hand.player)
    dealer = hand.dealer
    nd = 1 - dealer
    dealt = {nd: hand.deck[0:20:2], dealer: hand.deck[1:20:2]}
    lines = [f"{NOTATION_HEADER} {VERSION if hand.seal is not None else 1}"]
    lines.append("# P: the player reviewed; C: the computer. The stock is listed from the top.")
    if hand.played:
        lines.append(f"Date: {hand.played}")
    if hand.opponent:
        lines.append(f"Opponent: {hand.opponent}")
    lines.append(f"Hand: {hand.number}")
    p, c = hand.player, 1 - hand.player
    lines.append(f"Scores: P {hand.scores_before[p]}, C {hand.scores_before[c]}")
    rules = hand.rules.to_dict()
    lines.append("Rules: " + " ".join(f"{k}={_rule_text(rules[k])}" for k in RULE_OPTIONS))
    lines.append(f"Dealer: {seat[dealer]}")
    for s in (p, c):
        lines.append(f"{seat[s]}: {_cards(sorted(dealt[s]))}")
    lines.append(f"Upcard: {hand.deck[20]}")
    lines.append(f"Stock: {_cards(hand.deck[FIRST_STOCK:])}")
    if hand.seal is not None:
        seal = hand.seal
        lines.append(
            "# The deal's seal, shown before the deal as "
            f"{seal.fingerprint}: check it with ginrummy-desktop --verify FILE"
        )
        lines.append(f"Commitment: {seal.commitment}")
        lines.append(f"Sealed: {_cards(seal.sealed_deck)}")
        lines.append(f"Nonce: {seal.nonce.hex()}")
        lines.append(f"Phrase: {'none' if seal.entropy is None else seal.entropy.hex()}")
    lines.append("")
    for number, (mover, action, card) in enumerate(moves, 1):
        text = f"{number}. {seat[mover]} {_move_text(action, card)}"
        notes = [_knock_comment(result)] if isinstance(action, Knock) else []
        if number in comments:
            notes.append(" ".join(str(comments[number]).split()))  # one line, always
        if notes:
            text += "  # " + " · ".join(notes)
        lines.append(text)
    lines.append("")
    lines.append(f"Result: {result_text(result, hand.player)}")
    return "\n".join(lines) + "\n"


def result_text(result, player: int = 0) -> str:
    """A ``HandResult`` as the notation's result: "drawn", "C knock 16", "P gin 37"."""
    if result.kind == "drawn" or result.winner is None:
        return "drawn"
    return f"{_seat_letters(player)[result.winner]} {result.kind} {result.points}"


def _seat_letters(player: int) -> dict[int, str]:
    return {player: "P", 1 - player: "C"}


def _cards(cards) -> str:
    return " ".join(str(c) for c in cards)


def _rule_text(value) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def _move_text(action, card) -> str:
    if isinstance(action, PassUpcard):
        return "pass"
    if isinstance(action, TakeUpcard):
        return f"take {card}"
    if isinstance(action, DrawStock):
        return f"draw {card}"
    if isinstance(action, Knock):
        return f"knock {action.card}"
    if isinstance(action, Discard):
        return f"discard {action.card}"
    if isinstance(action, LayOff):
        return f"layoff {action.card} {action.meld_index + 1}"
    return "done"


def _knock_comment(result) -> str:
    """The knocker's melds and deadwood as it knocked (D9), before any lay-off."""
    dead = result.knocker_deadwood_cards
    head = "gin" if result.kind == "gin" else f"deadwood {result.knocker_deadwood}: {_cards(dead)}"
    melds = ", ".join(f"{i}: {_cards(m)}" for i, m in enumerate(result.knocker_original_melds, 1))
    return f"{head}; melds {melds}" if melds else head


# ---------------------------------------------------------------------- reading
def hand_from_text(text: object) -> PlayedHand:
    """The hand a text describes, checked by replaying it; raises ``NotationError``."""
    try:
        return _read(text)
    except NotationError:
        raise
    except (ValueError, TypeError, KeyError, IndexError, OverflowError) as e:
        # A case the checks below did not foresee still gets a message, never a crash.
        raise NotationError(f"the text cannot be read ({e})", "unreadable") from e


def _read(text: object) -> PlayedHand:
    if not isinstance(text, str) or not text.strip():
        raise NotationError("the text is empty", "empty")
    if len(text) > MAX_TEXT:
        raise NotationError(f"the text is longer than {MAX_TEXT} characters", "too_long")
    if "\x00" in text:
        raise NotationError("the text holds NUL characters", "not_text")
    lines = text.splitlines()
    header_seen = False
    values: dict[str, tuple[int, str]] = {}
    moves: list[tuple[int, int | None, str, str, list[str]]] = []
    result: tuple[int, str] | None = None
    for number, raw in enumerate(lines, 1):
        if len(raw) > MAX_LINE:
            raise NotationError("the line is too long", "line_too_long", number)
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if not header_seen:
            m = _HEADER.match(line)
            if m is None:
                raise NotationError(
                    f"a hand begins with the line {NOTATION_HEADER!r} {VERSION}",
                    "not_a_hand",
                    number,
                    header=f"{NOTATION_HEADER} {VERSION}",
                )
            version = int(m.group(1))
            if version > VERSION:
                raise NotationError(
                    f"notation {version} is newer than this version reads ({VERSION})",
                    "newer",
                    number,
                    version=version,
                )
            if version < 1:
                raise NotationError("there is no notation 0", "not_a_hand", number)
            header_seen = True
            continue
        field = _FIELD.match(line)
        if field is not None:
            key = field.group(1).lower()
            if key == "result":
                if result is not None:
                    raise NotationError("Result is given twice", "twice", number, field="Result")
                result = (number, field.group(2).strip())
                continue
            if key not in FIELDS:
                raise NotationError(f"{field.group(1)!r} is not a field", "bad_line", number)
            if key in values:
                raise NotationError(
                    f"{field.group(1)} is given twice", "twice", number, field=field.group(1)
                )
            if moves:
                raise NotationError("the deal comes before the moves", "order", number)
            values[key] = (number, field.group(2).strip())
            continue
        move = _MOVE.match(line)
        if move is None:
            raise NotationError(f"{line[:40]!r} is neither a field nor a move", "bad_line", number)
        if result is not None:
            raise NotationError("a move after the result", "order", number)
        if len(moves) >= MAX_MOVES:
            raise NotationError("too many moves for one hand", "too_many_moves", number)
        count = int(move.group(1)) if move.group(1) is not None else None
        if count is not None and count != len(moves) + 1:
            raise NotationError(
                f"move {count} should be move {len(moves) + 1}",
                "move_number",
                number,
                found=count,
                expected=len(moves) + 1,
            )
        moves.append(
            (number, count, move.group(2).upper(), move.group(3).lower(), move.group(4).split())
        )
    if not header_seen:
        raise NotationError("the text is empty", "empty")

    hand = _deal(values)
    hand = replace(hand, seal=_seal(values, hand.number))
    hand, replayed = _play(hand, moves)
    _check_result(hand, replayed.result, result)
    return hand


def _digits(text: str) -> bool:
    """A plain whole number of at most six ASCII digits (``str.isdigit`` admits "²")."""
    return _NUMBER.fullmatch(text) is not None


def _need(values, key: str, label: str) -> tuple[int, str]:
    if key not in values:
        raise NotationError(f"the hand has no {label} line", "missing", 0, field=label)
    return values[key]


def _card(token: str, line: int) -> Card:
    try:
        return Card.parse(token)
    except ValueError:
        raise NotationError(
            f"{token[:12]!r} is not a card", "bad_card", line, token=token[:12]
        ) from None


def _card_list(text: str, line: int) -> list[Card]:
    return [_card(t, line) for t in text.replace(",", " ").split()]


def _seat(token: str, line: int) -> int:
    """P → 0, C → 1: the reviewed player sits at seat 0 in a hand read from text."""
    t = token.strip().upper()
    if t not in SEATS:
        raise NotationError(f"{token[:12]!r} is not P or C", "bad_seat", line, token=token[:12])
    return SEATS.index(t)


def _deal(values) -> PlayedHand:
    line, dealer_text = _need(values, "dealer", "Dealer")
    dealer = _seat(dealer_text, line)
    hands = {}
    seen: dict[Card, int] = {}
    for key, label in (("p", "P"), ("c", "C")):
        line, text = _need(values, key, label)
        cards = _card_list(text, line)
        if len(cards) != 10:
            raise NotationError(
                f"{label} is dealt 10 cards, not {len(cards)}",
                "hand_size",
                line,
                field=label,
                count=len(cards),
            )
        hands[SEATS.index(label)] = _distinct(cards, seen, line)
    line, up_text = _need(values, "upcard", "Upcard")
    upcard = _distinct(_card_list(up_text, line), seen, line)
    if len(upcard) != 1:
        raise NotationError("there is one upcard", "upcard", line, count=len(upcard))
    stock: list[Card] = []
    if "stock" in values:
        line, stock_text = values["stock"]
        stock = _distinct(_card_list(stock_text, line), seen, line)
    # Cards the text leaves out follow in card order (AS 2S … KC), as docs/review.md says.
    deck = stacked_deck(hands[1 - dealer], hands[dealer], upcard[0], stock)
    rules = _rules(values.get("rules"))
    played = _date(values.get("date"))
    opponent = _opponent(values.get("opponent"))
    number = _int_field(values.get("hand"), "Hand", 1, 1, 9999)
    scores = _scores(values.get("scores"))
    return PlayedHand(
        rules=rules,
        dealer=dealer,
        deck=deck,
        actions=(),
        player=0,
        opponent=opponent,
        played=played,
        number=number,
        scores_before=scores,
    )


def _seal(values, number: int) -> DealSeal | None:
    """The deal's seal the text carries, checked for form only (whether it holds is
    ``review.verify``'s question): all four lines or none."""
    given = [key for key in SEAL_FIELDS if key in values]
    if not given:
        return None
    if len(given) != len(SEAL_FIELDS):
        missing = next(key for key in SEAL_FIELDS if key not in values)
        raise NotationError(
            f"the deal's seal has no {missing.title()} line", "missing", 0, field=missing.title()
        )
    line, text = values["commitment"]
    text = text.lower()
    if not _HEX64.fullmatch(text):
        raise NotationError("the commitment is 64 hex digits", "bad_seal", line, field="Commitment")
    commit = text
    line, text = values["sealed"]
    sealed = _distinct(_card_list(text, line), {}, line)
    if len(sealed) != len(ALL_CARDS):
        raise NotationError("the sealed deck is not 52 cards", "bad_seal", line, field="Sealed")
    line, text = values["nonce"]
    text = text.lower()
    if not _HEX32.fullmatch(text):
        raise NotationError("the nonce is 32 hex digits", "bad_seal", line, field="Nonce")
    nonce = bytes.fromhex(text)
    line, text = values["phrase"]
    text = text.lower()
    if text == "none":
        entropy = None
    elif _HEX64.fullmatch(text):
        entropy = bytes.fromhex(text)
    else:
        raise NotationError("the phrase is 64 hex digits or none", "bad_seal", line, field="Phrase")
    return DealSeal(tuple(sealed), nonce, entropy, commit, number)


def _distinct(cards: list[Card], seen: dict[Card, int], line: int) -> list[Card]:
    for c in cards:
        if c in seen:
            raise NotationError(f"{c} appears twice", "duplicate_card", line, card=str(c))
        seen[c] = line
    return cards


def _rules(entry) -> Rules:
    if entry is None:
        return Rules()
    line, text = entry
    options: dict[str, object] = {}
    defaults = Rules()
    for item in text.split():
        name, eq, value = item.partition("=")
        name = name.strip().lower()
        if not eq or name not in RULE_OPTIONS:
            raise NotationError(
                f"{item[:30]!r} is not a rule option", "bad_rule", line, option=item[:30]
            )
        if name in options:
            raise NotationError(f"{name} is given twice", "twice", line, field=name)
        kind = type(getattr(defaults, name))
        value = value.strip().lower()
        if kind is bool:
            if value not in ("yes", "no"):
                raise NotationError(f"{name} is yes or no", "bad_rule", line, option=item[:30])
            options[name] = value == "yes"
        elif kind is int:
            if not _digits(value):
                raise NotationError(f"{name} is a whole number", "bad_rule", line, option=item[:30])
            options[name] = int(value)
        else:
            if value not in DEALER_ROTATIONS:
                raise NotationError(
                    f"{name} is one of {', '.join(DEALER_ROTATIONS)}",
                    "bad_rule",
                    line,
                    option=item[:30],
                )
            options[name] = value
    try:
        return Rules(**options)
    except (ValueError, TypeError) as e:
        raise NotationError(f"the rules are impossible: {e}", "bad_rules", line) from e


def _date(entry) -> str:
    if entry is None:
        return ""
    line, text = entry
    try:
        return datetime.strptime(text, DATE_FORMAT).strftime(DATE_FORMAT)
    except ValueError:
        raise NotationError(
            "the date is written YYYY-MM-DD HH:MM", "bad_date", line, text=text[:20]
        ) from None


def _opponent(entry) -> str:
    if entry is None:
        return ""
    line, text = entry
    level = text.lower()
    if level not in LEVELS:
        raise NotationError(
            f"the opponent is one of {', '.join(LEVELS)}", "bad_opponent", line, text=text[:20]
        )
    return level


def _int_field(entry, label: str, default: int, low: int, high: int) -> int:
    if entry is None:
        return default
    line, text = entry
    if not _digits(text) or not low <= int(text) <= high:
        raise NotationError(
            f"{label} is a whole number from {low} to {high}", "bad_number", line, field=label
        )
    return int(text)


def _scores(entry) -> tuple[int, int]:
    if entry is None:
        return (0, 0)
    line, text = entry
    out = {}
    for part in text.split(","):
        words = part.split()
        if (
            len(words) != 2
            or words[0].upper() not in SEATS
            or not _digits(words[1])
            or int(words[1]) > MAX_SCORE
        ):
            raise NotationError("the scores are written 'P 34, C 12'", "bad_scores", line)
        out[SEATS.index(words[0].upper())] = int(words[1])
    if len(out) != 2:
        raise NotationError("the scores are written 'P 34, C 12'", "bad_scores", line)
    return (out[0], out[1])


def _play(hand: PlayedHand, moves):
    """Turn the move lines into actions and replay them, checking the seats and the cards
    the text names for a draw against the deal: (the hand, its replay)."""
    from ..engine import Match  # the replay proper is review.hand's; this checks seats

    match = Match(hand.rules, seed=0, first_dealer=hand.dealer, deck=hand.deck)
    actions = []
    for index, (line, _count, seat_text, verb, args) in enumerate(moves, 1):
        seat = _seat(seat_text, line)
        action = _action(verb, args, line)
        if match.to_act is None:
            raise NotationError(
                f"move {index} comes after the end of the hand", "after_end", line, move=index
            )
        if seat != match.to_act:
            raise NotationError(
                f"move {index} is {SEATS[match.to_act]}'s, not {SEATS[seat]}'s",
                "wrong_seat",
                line,
                move=index,
                expected=SEATS[match.to_act],
                found=SEATS[seat],
            )
        named = _named_card(verb, args, line)
        if named is not None:
            actual = (
                hand.deck[len(ALL_CARDS) - match.stock_count]
                if isinstance(action, DrawStock)
                else match.view(seat).upcard
            )
            if actual is not None and named is not actual:
                raise NotationError(
                    f"move {index} takes the {actual}, not the {named}",
                    "wrong_card",
                    line,
                    move=index,
                    card=str(actual),
                    named=str(named),
                )
        problem = match.explain(action)
        if problem is not None:
            raise NotationError(
                f"move {index} is not legal: {problem}",
                "illegal",
                line,
                move=index,
                reason=problem.code,
                reason_params=problem.params,
            )
        match.apply(action, seat)
        actions.append(action)
    hand = replace(hand, actions=tuple(actions))
    try:
        replayed = replay(hand)
    except HandError as e:
        raise NotationError(str(e), e.code, 0, **e.params) from e
    return hand, replayed


def _action(verb: str, args: list[str], line: int):
    if verb not in VERBS:
        raise NotationError(f"{verb[:12]!r} is not a move", "bad_move", line, token=verb[:12])
    if verb in ("pass", "done"):
        _arg_count(args, 0, line)
        return PassUpcard() if verb == "pass" else EndLayoff()
    if verb in ("take", "draw"):
        if len(args) > 1:
            _arg_count(args, 1, line)
        return TakeUpcard() if verb == "take" else DrawStock()
    if verb in ("discard", "knock"):
        _arg_count(args, 1, line)
        card = _card(args[0], line)
        return Discard(card) if verb == "discard" else Knock(card)
    _arg_count(args, 2, line)
    card = _card(args[0], line)
    meld = args[1]
    if not _digits(meld) or not 1 <= int(meld) <= 20:
        raise NotationError("a lay-off names a meld from 1", "bad_meld", line, token=meld[:12])
    return LayOff(card, int(meld) - 1)


def _named_card(verb: str, args: list[str], line: int) -> Card | None:
    if verb in ("take", "draw") and args:
        return _card(args[0], line)
    return None


def _arg_count(args: list[str], want: int, line: int) -> None:
    if len(args) != want:
        raise NotationError(
            f"the move takes {want} word(s) after it, not {len(args)}",
            "bad_move",
            line,
            token=" ".join(args)[:20],
        )


def _check_result(hand: PlayedHand, replayed_result, result) -> None:
    played = result_text(replayed_result, hand.player)
    if result is None:
        raise NotationError("the hand has no Result line", "missing", 0, field="Result")
    line, text = result
    written = " ".join(text.split())
    words = written.split()
    shape_ok = (len(words) == 1 and words[0].lower() == "drawn") or (
        len(words) == 3
        and words[0].upper() in SEATS
        and words[1].lower() in KINDS
        and _digits(words[2])
    )
    if not shape_ok:
        raise NotationError(
            "the result is written like 'C knock 16', 'P gin 37' or 'drawn'",
            "bad_result",
            line,
            text=written[:30],
        )
    normal = (
        "drawn" if len(words) == 1 else f"{words[0].upper()} {words[1].lower()} {int(words[2])}"
    )
    if normal != played:
        raise NotationError(
            f"the moves lead to {played!r}, not to {normal!r}",
            "result_differs",
            line,
            played=played,
            written=normal,
        )


__all__ = ["NOTATION_HEADER", "NotationError", "hand_from_text", "hand_to_text", "result_text"]
