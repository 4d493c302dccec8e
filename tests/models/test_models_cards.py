"""Models apart from views: qtmodeltester on each, then their behaviour — sync
with the engine's hand, meld groups, sorting, rearranging, and drops at model level."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt

from ginrummy_desktop.engine import (
    HandResult,
    Match,
    Rules,
    best_melds,
    parse_cards,
    stacked_deck,
)
from ginrummy_desktop.models import (
    CardRoles,
    DiscardPileModel,
    HandModel,
    MeldsModel,
    ScoreSheetModel,
    ShowdownModel,
    StockModel,
    make_mime,
)

C = parse_cards


def show(model: HandModel, text: str) -> None:
    """Give the hand model these cards with their best melds, as the table state does."""
    cards = C(text)
    model.set_cards(cards, best_melds(cards))


def test_hand_model_passes_modeltester_through_changes(qtmodeltester):
    m = HandModel()
    qtmodeltester.check(m, force_py=True)
    show(m, "AS 2S 3S 5H 6H 7H 9C 9D 9S KD")
    m.set_marks(discardable=C("KD"), suggested=C("9C"), pending=None)
    show(m, "AS 2S 3S 5H 6H 7H 9C 9D 9S KD QH")
    m.sort_by("suit")
    m.move_card(0, 5)
    show(m, "2S 3S 5H 6H 7H 9C 9D 9S KD QH")
    qtmodeltester.check(m, force_py=True)


def test_hand_groups_follow_the_arrangement_it_is_given():
    # AS 2S 3S | 5H 6H 7H | 9C 9D 9S | KD  → the first worked example of docs/rules.md.
    m = HandModel()
    show(m, "KD 9S 5H AS 9C 6H 2S 9D 3S 7H")
    groups = [m.data(m.index(r), CardRoles.MeldGroup) for r in range(10)]
    # Sorted by melds: three groups of three, the king last and apart.
    assert groups[-1] == -1 and len(set(groups[:9])) == 3
    assert m.cards[-1] == C("KD")[0]
    kinds = {m.data(m.index(r), CardRoles.MeldKind) for r in range(9)}
    assert kinds == {"run", "set"}
    assert m.data(m.index(9), CardRoles.Deadwood) is True
    texts = [m.data(m.index(r), Qt.ItemDataRole.AccessibleTextRole) for r in range(10)]
    assert "Six of hearts, in a run" in texts and "Nine of clubs, in a set" in texts
    assert "King of diamonds, deadwood" in texts
    # The bracket shape comes from the group position in display order.
    assert [m.data(m.index(r), CardRoles.GroupPosition) for r in range(3)] == [
        "first",
        "middle",
        "last",
    ]
    # The model shows melds and computes none: an empty arrangement leaves every card
    # deadwood.
    m.set_cards(C("KD 9S 5H AS 9C 6H 2S 9D 3S 7H"), best_melds(()))
    assert all(m.data(m.index(r), CardRoles.Deadwood) for r in range(10))


def test_player_order_is_kept_and_new_cards_go_last_without_auto_arrange():
    m = HandModel()
    m.auto_arrange = False
    show(m, "AS 2S 3S 5H 6H 7H 9C 9D 9S KD")
    m.move_card(9, 0)  # KD to the front
    assert m.cards[0] == C("KD")[0]
    show(m, "AS 2S 3S 5H 6H 7H 9C 9D 9S KD QC")
    assert m.cards[0] == C("KD")[0] and m.cards[-1] == C("QC")[0]
    m.sort_by("rank")
    assert [str(c) for c in m.cards[:3]] == ["AS", "2S", "3S"]
    m.sort_by("suit")
    assert str(m.cards[0]) == "AS" and str(m.cards[-1]) == "QC"


def test_shift_card_moves_one_place_and_keeps_everything_else():
    m = HandModel()
    m.auto_arrange = False
    show(m, "AS 2S 3S 5H")
    m.sort_by("rank")
    order = [str(c) for c in m.cards]
    assert m.shift_card(0, +1) == 1
    assert [str(c) for c in m.cards] == [order[1], order[0]] + order[2:]
    assert m.shift_card(1, -1) == 0
    assert [str(c) for c in m.cards] == order
    assert m.shift_card(0, -1) == 0  # already leftmost: nothing moves


def test_hand_drop_rearranges_or_asks_to_draw_at_model_level(qtbot):
    m = HandModel()
    m.auto_arrange = False
    show(m, "AS 2S 3S 5H")
    data = m.mimeData([m.index(3)])
    assert m.dropMimeData(data, Qt.DropAction.MoveAction, 0, 0, QModelIndex())
    assert str(m.cards[0]) == "5H"
    with qtbot.waitSignal(m.drawRequested) as blocker:
        m.dropMimeData(make_mime("stock", []), Qt.DropAction.MoveAction, -1, -1, QModelIndex())
    assert blocker.args == ["stock"]
    assert m.cards == C("5H AS 2S 3S")  # a draw request changes nothing by itself


def test_pile_models_pass_modeltester_and_take_discards(qtmodeltester, qtbot):
    pile = DiscardPileModel()
    qtmodeltester.check(pile, force_py=True)
    pile.set_pile(C("8C"), takeable=True)
    pile.set_pile(C("8C 4D"))
    pile.set_pile(C("8C"))
    pile.set_pile(C("8C 2H 3H"))
    qtmodeltester.check(pile, force_py=True)
    assert pile.top == C("3H")[0]
    assert pile.flags(pile.index(0)) & Qt.ItemFlag.ItemIsDragEnabled == Qt.ItemFlag(0)
    with qtbot.waitSignal(pile.discardRequested) as blocker:
        assert pile.dropMimeData(
            make_mime("hand", C("KD")), Qt.DropAction.MoveAction, -1, -1, QModelIndex()
        )
    assert blocker.args == [C("KD")[0]]
    assert not pile.canDropMimeData(
        make_mime("stock", []), Qt.DropAction.MoveAction, -1, -1, QModelIndex()
    )
    stock = StockModel()
    qtmodeltester.check(stock, force_py=True)
    stock.set_count(31, drawable=True)
    stock.set_count(2)
    assert stock.data(stock.index(0), CardRoles.Count) == 2
    assert stock.data(stock.index(0)) == "Stock: 2"
    stock.set_count(0)
    assert stock.rowCount() == 0
    qtmodeltester.check(stock, force_py=True)


def test_melds_model_lays_off_only_on_a_meld(qtmodeltester, qtbot):
    m = MeldsModel()
    qtmodeltester.check(m, force_py=True)
    m.set_melds([C("8S 8H 8D"), C("2C 3C 4C")], accepting=True)
    m.set_marks(suggested={0}, targets={0, 1})
    qtmodeltester.check(m, force_py=True)
    assert m.data(m.index(0)) == "Set: Eight of spades, Eight of hearts, Eight of diamonds"
    with qtbot.waitSignal(m.layOffRequested) as blocker:
        assert m.dropMimeData(
            make_mime("hand", C("5C")), Qt.DropAction.MoveAction, -1, -1, m.index(1)
        )
    assert blocker.args == [C("5C")[0], 1]
    # Between melds (no parent) is not a lay-off.
    assert not m.dropMimeData(
        make_mime("hand", C("5C")), Qt.DropAction.MoveAction, 1, 0, QModelIndex()
    )
    m.set_melds([C("8S 8H 8D 8C"), C("2C 3C 4C")], layoffs=[(C("8C")[0], 0)])
    assert m.data(m.index(0), CardRoles.LaidOff) == C("8C")
    assert not m.canDropMimeData(
        make_mime("hand", C("5C")), Qt.DropAction.MoveAction, -1, -1, m.index(1)
    )  # not accepting any more


def _knocked_result():
    # Knocker (seat 1) 8S8H8D 2C3C4C JHQHKH, deadwood 5S; the defender lays off 8C (docs/rules.md).
    knocker = C("8S 8H 8D 2C 3C 4C JH QH KH 5S")
    defender = C("8C 9S 9H 9D 2H 3H 4H 6C 6D 7S")
    m = Match(
        Rules(),
        seed=1,
        first_dealer=0,
        deck=stacked_deck(non_dealer=knocker, dealer=defender, upcard=C("AD")[0]),
    )
    from ginrummy_desktop.engine import DrawStock, EndLayoff, Knock, LayOff, PassUpcard

    m.apply(PassUpcard())
    m.apply(PassUpcard())
    m.apply(DrawStock())
    drawn = [c for c in m.hand_of(1) if c not in knocker][0]
    m.apply(Knock(drawn))
    m.apply(LayOff(C("8C")[0], 0))
    m.apply(EndLayoff())
    return m


def test_showdown_and_score_sheet_models(qtmodeltester):
    m = _knocked_result()
    r = m.last_result
    assert r.kind == "knock" and r.points == 14
    show = ShowdownModel(human_seat=0)
    qtmodeltester.check(show, force_py=True)
    show.set_result(r)
    qtmodeltester.check(show, force_py=True)
    assert show.rowCount() == 2
    assert show.data(show.index(0, 0)) == "Computer (knocker)"
    kinds = [
        show.data(show.index(i, 0, show.index(1, 0)), CardRoles.GroupKind)
        for i in range(show.rowCount(show.index(1, 0)))
    ]
    assert kinds[-2:] == ["layoffs", "deadwood"]
    sheet = ScoreSheetModel(human_seat=0)
    qtmodeltester.check(sheet, force_py=True)
    drawn = HandResult(2, "drawn", None, 0, 1)
    sheet.set_results([r, drawn], totals=m.scores, target=100)
    qtmodeltester.check(sheet, force_py=True)
    assert sheet.rowCount() == 3
    assert sheet.data(sheet.index(0, 1)) == "The computer knocked and won"
    assert sheet.data(sheet.index(0, 3)) == "14" and sheet.data(sheet.index(0, 2)) == "–"
    assert sheet.data(sheet.index(1, 1)) == "Drawn hand"
    assert sheet.data(sheet.index(2, 3)) == "14"


def test_a_foreign_payload_under_our_type_is_no_card(qapp):
    """Another application may offer anything under our MIME type: each is refused, none
    raises (a drag event handler that raised would leave the drop half-handled)."""
    from PySide6.QtCore import QByteArray, QMimeData

    from ginrummy_desktop.models.mime import CARD_MIME, read_mime

    def offered(raw: bytes) -> QMimeData:
        data = QMimeData()
        data.setData(CARD_MIME, QByteArray(raw))
        return data

    assert read_mime(make_mime("hand", C("KD"))) == ("hand", tuple(C("KD")))
    for raw in (
        b"[" * 1000,  # as deep as fits in the limit
        b"[" * 200_000,
        b'{"source": "hand", "cards": "KD"}',
        b'{"source": "hand", "cards": [["KD"]]}',
        b'{"source": "table", "cards": ["KD"]}',
        b'["hand", ["KD"]]',
        '{"source": "hånd", "cards": []}'.encode(),
        b"\xff\xfe",
        b"",
    ):
        assert read_mime(offered(raw)) is None, raw[:40]
