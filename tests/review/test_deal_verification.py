"""The sealed deal (engine/deal_seal.py) and its verification (review/verify.py, the
``--verify`` command): a hand exported from the review verifies on its own; any change to
its deck, nonce or phrase is caught; nothing of the seal reaches a player's view before the
hand is over."""

import dataclasses
import io
import random
from collections import Counter

import pytest
from sealed_hands import TAMPERINGS, arena_hand_texts, tamper  # tests/support

from ginrummy_desktop.app import main
from ginrummy_desktop.cli import verify_file
from ginrummy_desktop.engine import (
    ALL_CARDS,
    Match,
    Phase,
    Rules,
    phrase_entropy,
    shuffled_deck,
)
from ginrummy_desktop.engine.deal_seal import commitment, hand_nonce, mixed_deck
from ginrummy_desktop.review import hand_from_text
from ginrummy_desktop.review.verify import verify_hand

TULIPS = phrase_entropy("tulips")


def _finish(match):
    """Play the hand on the table out with the first legal action each time."""
    while match.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        match.apply(match.legal_actions()[-1] if match.phase is Phase.LAYOFF else _pick(match))


def _pick(match):
    legal = match.legal_actions()
    return legal[0]


# ------------------------------------------------------------------ the engine
def test_without_a_phrase_the_seed_deals_as_it_always_has():
    m = Match(Rules(), seed=7)
    deck = shuffled_deck(7, 1)
    dealer = m.dealer
    assert set(m.hand_of(1 - dealer)) == set(deck[0:20:2])
    assert m.view(0).discard_pile == (deck[20],)
    assert m.commitment == commitment(deck, hand_nonce(7, 1), 1)


def test_a_phrase_reshuffles_the_sealed_deck_without_changing_the_commitment():
    plain, tulips, roses = (
        Match(Rules(), seed=7),
        Match(Rules(), seed=7, entropy=TULIPS),
        Match(Rules(), seed=7, entropy=phrase_entropy("roses")),
    )
    assert plain.commitment == tulips.commitment == roses.commitment  # sealed before
    hands = {frozenset(m.hand_of(0)) for m in (plain, tulips, roses)}
    assert len(hands) == 3


def test_the_next_hands_commitment_is_public_before_its_deal_and_its_phrase():
    m = Match(Rules(), seed=11, entropy=TULIPS)
    _finish(m)
    promised = m.next_commitment
    m.deal_next(entropy=phrase_entropy("a phrase chosen after the fingerprint"))
    assert m.commitment == promised
    assert m.fingerprint == " ".join(promised[i : i + 4] for i in range(0, 32, 4))


def test_the_deck_is_revealed_only_once_the_hand_is_over():
    m = Match(Rules(), seed=3, entropy=TULIPS)
    with pytest.raises(ValueError, match="revealed only when the hand is over"):
        m.revealed_seal()
    m.apply(m.legal_actions()[0])
    with pytest.raises(ValueError):
        m.revealed_seal(1)
    _finish(m)
    seal = m.revealed_seal()
    assert seal.holds() and seal.commitment == m.commitment
    m.deal_next(entropy=TULIPS)
    assert m.revealed_seal(1) == seal  # a finished hand stays revealed
    with pytest.raises(ValueError):
        m.revealed_seal(2)


def test_no_view_carries_the_nonce_or_the_sealed_deck():
    m = Match(Rules(), seed=5, entropy=TULIPS)
    seal = m._seals[-1]
    for seat in (0, 1):
        view = m.view(seat)
        text = repr(view)
        assert seal.nonce.hex() not in text and TULIPS.hex() not in text
        assert " ".join(str(c) for c in seal.sealed_deck[:12]) not in text
        names = {f.name for f in dataclasses.fields(view)}
        assert not names & {"nonce", "deck", "sealed_deck", "entropy", "seal"}


def test_the_phrase_goes_into_the_record_and_a_replay_deals_the_same():
    m = Match(Rules(), seed=9, entropy=TULIPS)
    _finish(m)
    m.deal_next(entropy=phrase_entropy("second"))
    record = m.record()
    assert [h.entropy for h in record.hands] == [TULIPS, phrase_entropy("second")]
    again = Match.replay(record)
    assert again.hand_of(0) == m.hand_of(0) and again.commitment == m.commitment


def test_entropy_is_checked():
    with pytest.raises(ValueError):
        Match(Rules(), seed=1, entropy=b"short")
    with pytest.raises(ValueError):
        Match(Rules(), seed=1, entropy="tulips")
    with pytest.raises(ValueError, match="dealt as it is"):
        Match(Rules(), seed=1, deck=ALL_CARDS, entropy=TULIPS)


def test_the_reshuffle_is_a_permutation_and_favours_no_position():
    deck = shuffled_deck(1, 1)
    at_top = Counter()
    for n in range(2600):
        mixed = mixed_deck(deck, n.to_bytes(16, "big"), TULIPS, 1)
        assert sorted(mixed, key=lambda c: c.index) == list(ALL_CARDS)
        at_top[mixed.index(deck[0])] += 1
    # Each of 52 places expects 50 of the 2600; a fixed position bias would stand out.
    assert len(at_top) == 52
    assert max(at_top.values()) < 90 and min(at_top.values()) > 20


# ------------------------------------------------------------------ verification
def test_arena_hands_verify_and_tampered_copies_are_rejected(tmp_path):
    """A quick version of the slow run below (CI): 40 hands and 40 tampered copies."""
    _check_arena_hands(tmp_path, 40)


@pytest.mark.slow
def test_a_thousand_arena_hands_verify_and_a_thousand_tampered_copies_fail(tmp_path):
    _check_arena_hands(tmp_path, 1000)


def _check_arena_hands(tmp_path, count):
    rng = random.Random(count)
    path = tmp_path / "hand.txt"
    rejected = Counter()
    for n, text in enumerate(arena_hand_texts(count)):
        path.write_text(text, encoding="utf-8")
        out = io.StringIO()
        assert verify_file(str(path), out=out) == 0, out.getvalue()
        assert out.getvalue().rstrip().endswith("nobody changed it.")
        kind = TAMPERINGS[n % len(TAMPERINGS)]
        path.write_text(tamper(text, kind, rng), encoding="utf-8")
        out = io.StringIO()
        assert verify_file(str(path), out=out) == 1, (kind, out.getvalue())
        assert "Not verified" in out.getvalue()
        rejected[kind] += 1
    assert sum(rejected.values()) == count and set(rejected) == set(TAMPERINGS)


def test_each_tampering_fails_the_check_it_should(tmp_path):
    text = arena_hand_texts(1, seed=4)[0]
    rng = random.Random(0)
    failed = {}
    for kind in ("order_changed", "nonce_changed", "phrase_changed"):
        verdict = verify_hand(hand_from_text(tamper(text, kind, rng)))
        failed[kind] = {c.code for c in verdict.failures}
    assert "commitment" in failed["order_changed"]
    assert "commitment" in failed["nonce_changed"]
    assert "commitment" not in failed["phrase_changed"]
    assert {"player", "computer", "stock"} <= failed["phrase_changed"]


def test_a_hand_without_a_seal_is_not_verified(tmp_path):
    text = arena_hand_texts(1, seed=2)[0]
    lines = [
        line
        for line in text.split("\n")
        if line.split(":")[0] not in ("Commitment", "Sealed", "Nonce", "Phrase")
    ]
    path = tmp_path / "plain.txt"
    path.write_text("\n".join(lines), encoding="utf-8")
    out = io.StringIO()
    assert verify_file(str(path), out=out) == 1
    assert "carries no sealed deck" in out.getvalue()


def test_the_command_line_verdicts_and_exit_statuses(tmp_path, capsys):
    good = tmp_path / "good.txt"
    good.write_text(arena_hand_texts(1, seed=6)[0], encoding="utf-8")
    assert main(["--verify", str(good)]) == 0
    out = capsys.readouterr().out
    assert "Verified: this deal was fixed before the hand began" in out
    assert "The computer's ten cards were the ones dealt to it." in out
    assert main(["--verify", str(good), "--phrase", "tulips in the rain"]) == 0
    assert "The phrase mixed in is the one you gave." in capsys.readouterr().out
    assert main(["--verify", str(good), "--phrase", "roses"]) == 1
    assert "The phrase mixed in is not the one you gave." in capsys.readouterr().out
    assert main(["--phrase", "roses"]) == 2  # only with --verify
    assert main(["--verify", str(tmp_path / "missing.txt")]) == 2
    assert main(["--verify", str(tmp_path)]) == 2  # a folder
    big = tmp_path / "big.txt"
    big.write_bytes(b"x" * (300 * 1024))
    assert main(["--verify", str(big)]) == 2
    binary = tmp_path / "binary.txt"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    assert main(["--verify", str(binary)]) == 2
    junk = tmp_path / "junk.txt"
    junk.write_text("ginrummy-desktop hand notation 2\nSealed: AS AS\n", encoding="utf-8")
    assert main(["--verify", str(junk)]) == 1
    err = capsys.readouterr().err
    assert "cannot verify" in err and "Traceback" not in err


@pytest.mark.parametrize(
    "field, value",
    [
        ("Commitment", "xyz"),
        ("Nonce", "00"),
        ("Phrase", "maybe"),
        ("Sealed", "AS 2S 3S"),
    ],
)
def test_a_damaged_seal_line_is_refused_with_its_reason(field, value):
    from ginrummy_desktop.review import NotationError

    text = arena_hand_texts(1, seed=8)[0]
    lines = [
        f"{field}: {value}" if line.startswith(field + ":") else line for line in text.split("\n")
    ]
    with pytest.raises(NotationError) as e:
        hand_from_text("\n".join(lines))
    assert e.value.code == "bad_seal" and e.value.params["field"] == field


# ------------------------------------------------------------------ forged openings
def _forged_text(seal, dealer: int, number: int) -> str:
    """A hand file whose moves follow honestly from ``seal``'s dealt deck, calling itself
    hand ``number``: what a forger writes to open one commitment another way."""
    from ginrummy_desktop.review.hand import finished_hand
    from ginrummy_desktop.review.notation import hand_to_text

    played = Match(Rules(), seed=0, first_dealer=dealer, deck=seal.deck)
    _finish(played)
    hand = dataclasses.replace(finished_hand(played), number=number, seal=seal)
    return hand_to_text(hand)


def test_one_commitment_cannot_be_opened_as_the_deal_of_another_hand():
    """The dealt deck depends on the hand's number (the reshuffle's key), so the commitment
    binds the number too: the fingerprint shown before hand 1 must not also verify a file
    that calls the same seal hand 2 and deals the other reshuffle."""
    m = Match(Rules(), seed=21, entropy=TULIPS)
    dealer = m.dealer
    _finish(m)
    real = m.revealed_seal(1)
    assert verify_hand(hand_from_text(_forged_text(real, dealer, 1))).ok
    other = dataclasses.replace(real, hand_number=2)  # same deck, nonce, phrase and commitment
    assert other.deck != real.deck
    verdict = verify_hand(hand_from_text(_forged_text(other, dealer, 2)))
    assert not verdict.ok
    assert "commitment" in {c.code for c in verdict.failures}


def test_the_fingerprint_on_screen_resists_a_prepared_pair_of_openings():
    """A dishonest game could search, before it shows anything, for two (deck, nonce) pairs
    whose fingerprints agree, then open whichever suits it once the phrase is known. With b
    bits on screen that birthday search costs about 2^(b/2) hashes: 64 bits fall to 2^32,
    minutes of work; 128 bits need 2^64."""
    m = Match(Rules(), seed=4)
    shown = m.fingerprint
    digits = shown.replace(" ", "")
    assert m.commitment.startswith(digits)
    assert len(digits) * 4 >= 128


def test_a_phrase_digest_the_file_chose_is_never_called_yours(tmp_path):
    """Only the digest of the phrase is in a file, and the dealt deck follows from it: a
    dishonest build that read the player's phrase could try digests of its own until one
    dealt what it liked, and the file would still hold together. So without the phrase the
    check must not claim the phrase was the player's, and it says how to check that; given
    the phrase, it fails."""
    m = Match(Rules(), seed=33, entropy=TULIPS)
    dealer = m.dealer
    _finish(m)
    chosen = dataclasses.replace(m.revealed_seal(1), entropy=phrase_entropy("the game's pick"))
    path = tmp_path / "hand.txt"
    path.write_text(_forged_text(chosen, dealer, 1), encoding="utf-8")
    out = io.StringIO()
    verify_file(str(path), out=out)
    printed = out.getvalue()
    assert "Your phrase" not in printed and "--phrase" in printed
    out = io.StringIO()
    assert verify_file(str(path), out=out, phrase="tulips") == 1
    assert "The phrase mixed in is not the one you gave." in out.getvalue()


def test_a_dropped_phrase_is_not_passed_over_in_silence(tmp_path):
    """A file may say no phrase was mixed in (then the sealed deck itself was dealt): for a
    player who had set one, that is the game ignoring it, and the line says so."""
    m = Match(Rules(), seed=34, entropy=TULIPS)
    dealer = m.dealer
    _finish(m)
    dropped = dataclasses.replace(m.revealed_seal(1), entropy=None)
    path = tmp_path / "hand.txt"
    path.write_text(_forged_text(dropped, dealer, 1), encoding="utf-8")
    out = io.StringIO()
    assert verify_file(str(path), out=out) == 0
    assert "a phrase you had set was not used" in out.getvalue()
    assert verify_file(str(path), out=io.StringIO(), phrase="tulips") == 1


def test_a_phrase_or_a_file_name_that_is_not_text_gets_a_message(tmp_path, capsys):
    """Command-line arguments are bytes: a phrase the terminal could not decode (a Latin-1
    terminal, a stray byte) has no UTF-8 digest to compare, and a file name with such a byte
    must still print on a strict UTF-8 output. A message and a status, never a traceback."""
    text = arena_hand_texts(1, seed=6)[0]
    good = tmp_path / "good.txt"
    good.write_text(text, encoding="utf-8")
    assert main(["--verify", str(good), "--phrase", "tulips\udcff"]) == 2
    err = capsys.readouterr().err
    assert "--phrase" in err and "not text" in err
    odd = tmp_path / "hand\udcff.txt"  # the byte 0xFF in the name, as the OS hands it over
    odd.write_text(text, encoding="utf-8")
    raw = io.BytesIO()
    out = io.TextIOWrapper(raw, encoding="utf-8", errors="strict")
    assert verify_file(str(odd), out=out) == 0
    out.flush()
    assert "hand\\xff.txt" in raw.getvalue().decode("utf-8")
    steering = tmp_path / "hand\x1b[2J.txt"  # an escape sequence that clears a terminal
    steering.write_text(text, encoding="utf-8")
    out = io.StringIO()
    assert verify_file(str(steering), out=out) == 0
    assert "\x1b" not in out.getvalue() and "hand\\x1b[2J.txt" in out.getvalue()


def test_the_verdict_names_what_the_player_saw_at_the_table(tmp_path):
    """Neither the dealer nor the hand's number changes the commitment, yet each changes
    who got which cards; the player can hold the file to them only if the verdict shows
    them beside the fingerprint."""
    m = Match(Rules(), seed=35, entropy=TULIPS)
    dealer = m.dealer
    _finish(m)
    seal = m.revealed_seal(1)
    path = tmp_path / "hand.txt"
    path.write_text(_forged_text(seal, dealer, 1), encoding="utf-8")
    out = io.StringIO()
    assert verify_file(str(path), out=out) == 0
    head = out.getvalue().split("\n")[0]
    who = "you" if dealer == 0 else "the computer"
    assert head.startswith(f"Hand 1, dealt by {who}, fingerprint {seal.fingerprint}")


def test_an_empty_phrase_is_no_phrase_as_at_the_table(tmp_path):
    """The table mixes nothing in for an empty phrase (Settings left blank), so a player who
    checks with --phrase "" is saying they set none: a hand dealt without a phrase matches
    that, and a hand with one mixed in does not."""
    plain = Match(Rules(), seed=36)
    dealer = plain.dealer
    _finish(plain)
    path = tmp_path / "plain.txt"
    path.write_text(_forged_text(plain.revealed_seal(1), dealer, 1), encoding="utf-8")
    assert verify_file(str(path), out=io.StringIO(), phrase="") == 0
    mixed = Match(Rules(), seed=36, entropy=TULIPS)
    dealer = mixed.dealer
    _finish(mixed)
    path.write_text(_forged_text(mixed.revealed_seal(1), dealer, 1), encoding="utf-8")
    assert verify_file(str(path), out=io.StringIO(), phrase="") == 1


def test_mangled_seal_lines_give_a_reason_or_a_verdict_never_a_crash():
    """A fixed set of mangled seal lines (cut, doubled, odd characters, wrong lengths): each
    is refused with the notation's own error or read and judged, nothing else."""
    from ginrummy_desktop.review import NotationError

    text = arena_hand_texts(1, seed=9)[0]
    rng = random.Random(22)
    odd = ["\x1b[2J", "\x00", "\u202e", "0" * 70, "f" * 64, "none", "NONE", ":", "AS", "10S"]
    odd += ["\t", "\r", "é", "9" * 30, "-1", "0x10", "٣", "１", " ", "Sealed: AS"]
    outcomes = Counter()
    for _ in range(400):
        lines = text.split("\n")
        field = rng.choice(["Commitment", "Sealed", "Nonce", "Phrase", "Hand"])
        at = next(i for i, line in enumerate(lines) if line.startswith(field + ":"))
        line = lines[at]
        cut = rng.randrange(len(line) + 1)
        lines[at] = rng.choice(
            [line[:cut], line[:cut] + rng.choice(odd) + line[cut:], f"{field}: {rng.choice(odd)}"]
        )
        if rng.random() < 0.2:
            lines.insert(at, line)  # the line twice
        try:
            verdict = verify_hand(hand_from_text("\n".join(lines)))
        except NotationError as e:
            outcomes[e.code] += 1
        else:
            outcomes["verified" if verdict.ok else "not verified"] += 1
    assert outcomes["bad_seal"] and outcomes["twice"] and outcomes["verified"]


def test_the_cards_left_in_the_stock_are_checked_too():
    """The cards nobody drew (a drawn hand leaves two; a knock, more) still lie in the deck's
    order: two of them swapped in the Stock line replay fine, and are caught."""
    text = arena_hand_texts(1, seed=10)[0]
    hand = hand_from_text(text)
    assert verify_hand(hand).ok
    lines = text.split("\n")
    at = next(i for i, line in enumerate(lines) if line.startswith("Stock:"))
    stock = lines[at].split()[1:]
    stock[-1], stock[-2] = stock[-2], stock[-1]  # the bottom two: never drawn in a hand
    lines[at] = "Stock: " + " ".join(stock)
    verdict = verify_hand(hand_from_text("\n".join(lines)))
    assert {c.code for c in verdict.failures} == {"stock"}


def test_a_fault_of_the_check_itself_is_a_message_and_status_2(tmp_path, monkeypatch, capsys):
    """Whatever goes wrong inside the check, the command ends with one line on standard
    error and status 2, never a traceback, and never a verdict."""
    import ginrummy_desktop.review.verify as verify_module

    def broken(hand, phrase=None):
        raise RuntimeError("a fault of the checker")

    monkeypatch.setattr(verify_module, "verify_hand", broken)
    good = tmp_path / "good.txt"
    good.write_text(arena_hand_texts(1, seed=6)[0], encoding="utf-8")
    assert main(["--verify", str(good)]) == 2
    captured = capsys.readouterr()
    assert "cannot verify" in captured.err and "a fault of the checker" in captured.err
    assert "Verified" not in captured.out


VERIFY_IN_A_FRESH_PROCESS = r"""
import sys
import ginrummy_desktop.review.verify as verify_module
from ginrummy_desktop.app import main
if sys.argv[2] == "broken":
    def broken(hand, phrase=None):
        raise RuntimeError("a fault of the checker")
    verify_module.verify_hand = broken
sys.exit(main(["--verify", sys.argv[1]]))
"""


@pytest.mark.parametrize("checker", ["sound", "broken"])
def test_an_output_without_the_check_marks_still_gets_the_verdict_never_a_traceback(
    tmp_path, checker
):
    """A Latin-1 terminal (or a file redirected on Windows) has no ✓: the verdict is
    printed with plain marks; and a fault of the check is one line, as the docs promise
    (a fresh process: no test harness's log handler between the game and stderr)."""
    import os
    import subprocess
    import sys

    good = tmp_path / "good.txt"
    good.write_text(arena_hand_texts(1, seed=6)[0], encoding="utf-8")
    env = dict(os.environ, PYTHONIOENCODING="latin-1")
    run = subprocess.run(
        [sys.executable, "-c", VERIFY_IN_A_FRESH_PROCESS, str(good), checker],
        env=env,
        capture_output=True,
        timeout=60,
    )
    out, err = run.stdout.decode("latin-1"), run.stderr.decode("latin-1")
    assert "Traceback" not in err and "Traceback" not in out
    if checker == "sound":
        assert run.returncode == 0, err
        assert "  ok " in out and "Verified: this deal was fixed before the hand began" in out
    else:
        assert run.returncode == 2
        assert err.count("\n") == 1 and "a fault of the checker" in err
