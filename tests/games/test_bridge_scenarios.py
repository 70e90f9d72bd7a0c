"""The spec's TEST SCENARIOS 5.10 (1-6) for bridge, by spec id, plus whole-deal checks of the score sheet."""

from __future__ import annotations

import pytest
from positions import (
    bridge_contract,
    bridge_game,
    bridge_play_lowest,
    bridge_points,
    bridge_run,
    bridge_with_hands,
)

from cardgames.games import bridge
from cardgames.games.bridge import scoring
from cardgames.games.core.cards import Card, Suit, parse_cards
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.decks import deck52
from cardgames.games.core.errors import IllegalMove
from cardgames.games.core.spec import Outcome
from cardgames.games.mechanics.auction import Bid, Doubling, Strain, bid_call, legal_calls
from cardgames.games.mechanics.match import SheetRow

N, E, S, W = range(4)


def north_deals() -> bridge.State:
    return bridge.new_game(bridge.Options(), 4, seed=1, deals=(ExplicitDeal(order=deck52()),))


def one_suit_hands(holder: int, trump: Suit) -> list[tuple[Card, ...]]:
    """``holder`` gets all 13 trumps; every other seat one whole other suit (a forced 13-0 deal)."""
    others = iter(suit for suit in Suit if suit is not trump)
    suits = [trump if seat == holder else next(others) for seat in range(4)]
    return [tuple(card for card in deck52() if card.suit == suits[seat]) for seat in range(4)]


def power_hands(holder: int) -> list[tuple[Card, ...]]:
    """``holder`` gets A K Q of every suit and the JS: it wins every trick at no trump."""
    top = parse_cards("AC KC QC AD KD QD AH KH QH AS KS QS JS")
    rest = [card for card in deck52() if card not in top]
    hands: list[tuple[Card, ...]] = [()] * 4
    others = [seat for seat in range(4) if seat != holder]
    for index, seat in enumerate(others):
        hands[seat] = tuple(rest[index::3])
    hands[holder] = top
    return hands


def test_brg_t1_book_auction() -> None:
    state = north_deals()
    assert state.dealer == N and bridge.to_act(state) == N
    state = bridge_run(state, "bid:1H")
    assert bid_call("2C") in legal_calls(state.calls)  # level 2 > level 1
    state = bridge_run(state, "bid:2C")
    assert bid_call("2H") in legal_calls(state.calls)  # H > C
    state = bridge_run(state, "bid:2H", "pass", "bid:4H", "pass", "pass")
    assert bridge.to_act(state) == W
    assert any(move.id == "double" for move in bridge.legal_moves(state))  # 4H was an opponent's bid
    state = bridge_run(state, "double", "pass", "pass")
    assert state.phase is bridge.Phase.AUCTION
    state = bridge_run(state, "pass")
    assert state.phase is bridge.Phase.PLAY
    assert state.contract == bridge.Contract(Bid(4, Strain.HEARTS), Doubling.DOUBLED, N)
    assert str(state.contract) == "4HX"
    assert bridge.to_act(state) == E  # opening lead
    assert bridge.view(state, E).hands[S].cards == ()  # dummy not yet exposed
    state = bridge.apply(state, bridge.legal_moves(state)[0])
    assert bridge.view(state, E).hands[S].cards == state.hands[S].cards  # S is dummy, face up
    assert bridge.to_act(state) == N  # declarer plays dummy's card
    assert [Bid.parse(text).tricks_needed for text in ("1H", "2C", "2H", "4H")] == [7, 8, 8, 10]


def test_brg_t2_ladder_legality() -> None:
    state = bridge_run(north_deals(), "bid:1S")
    ids = [move.id for move in bridge.legal_moves(state)]
    ladder = [f"bid:{level}{strain}" for level in range(1, 8) for strain in ("C", "D", "H", "S", "NT")]
    expected = ["pass", "double", *ladder[4:]]
    assert ids == expected  # 1S was the opponent's: E may double; 1NT..7NT follow
    for low in ("bid:1C", "bid:1D", "bid:1H", "bid:1S"):
        with pytest.raises(IllegalMove):
            bridge_run(state, low)
    partner_turn = bridge_run(state, "pass")
    assert "double" not in [move.id for move in bridge.legal_moves(partner_turn)]  # 1S was partner's
    assert Bid.parse("7NT").tricks_needed == 13


def test_brg_t3_scoring_4h_doubled() -> None:
    assert scoring.contract_trick_score(Bid.parse("4H"), Doubling.DOUBLED) == 240
    exact = scoring.contract_result(Bid.parse("4H"), Doubling.DOUBLED, False, 10)
    assert (exact.below, exact.above) == (240, 50)
    assert scoring.contract_result(Bid.parse("4H"), Doubling.DOUBLED, False, 11).above == 150
    assert scoring.contract_result(Bid.parse("4H"), Doubling.DOUBLED, True, 11).above == 250
    assert scoring.contract_result(Bid.parse("4H"), Doubling.DOUBLED, False, 8).penalty == 300
    assert scoring.contract_result(Bid.parse("4H"), Doubling.DOUBLED, True, 8).penalty == 500


def forced_hands(declarer_tricks: int) -> list[tuple[Card, ...]]:
    """N: the top ``k`` hearts and low diamonds; E: the other diamonds and low hearts; S spades; W clubs.

    Played lowest-card-first with hearts trumps and N declaring, E cashes its diamonds over N's, then N
    ruffs and draws trumps: N-S take exactly ``k`` tricks (7 <= k <= 13).
    """
    k = declarer_tricks
    hearts = [card for card in deck52() if card.suit is Suit.HEARTS]
    diamonds = [card for card in deck52() if card.suit is Suit.DIAMONDS]
    north = tuple(hearts[13 - k :] + diamonds[: 13 - k])
    east = tuple(diamonds[13 - k :] + hearts[: 13 - k])
    return [
        north,
        east,
        parse_cards(" ".join(f"{r}S" for r in "23456789TJQKA")),
        parse_cards(" ".join(f"{r}C" for r in "23456789TJQKA")),
    ]


@pytest.mark.parametrize(
    ("tricks", "vulnerable", "ns_below", "ns_above", "ew_above"),
    [
        (10, False, 240, 50 + 150, 0),  # exactly 10: 240 (game) + 50 insult; N holds 5 trump honours
        (11, False, 240, 150 + 150, 0),
        (11, True, 240 + 700, 250 + 150, 0),  # the second game wins the rubber 2-0: 700 below the line (book)
        (8, False, 0, 150, 300),  # down 2 doubled not vulnerable
        (8, True, 0, 150, 500),  # down 2 doubled vulnerable
    ],
)
def test_brg_t3_whole_deal_4h_doubled(
    tricks: int, vulnerable: bool, ns_below: int, ns_above: int, ew_above: int
) -> None:
    state = bridge_game(forced_hands(tricks))
    if vulnerable:  # N-S win a game first: 4S with every spade
        state = bridge_play_lowest(bridge_contract(bridge_game(one_suit_hands(N, Suit.SPADES)), N, "4S"))
        state = bridge_with_hands(state, forced_hands(tricks))
    state = bridge_play_lowest(bridge_contract(state, N, "4H", "X"))
    record = state.history[-1]
    assert record.tricks == tricks and str(record.contract) == "4HX"
    assert record.vulnerable == (vulnerable, False)
    assert bridge_points(state, record.number, "below") == (ns_below, 0)
    assert bridge_points(state, record.number, "above") == (ns_above, ew_above)
    if not vulnerable:
        assert bridge.progress(state.sheet.rows).games == ((1, 0) if ns_below >= 100 else (0, 0))


@pytest.mark.parametrize(("bid", "points"), [("3NT", 100), ("2S", 60), ("3D", 60), ("5C", 100), ("1NT", 40)])
def test_brg_t4_trick_score_values(bid: str, points: int) -> None:
    assert scoring.contract_trick_score(Bid.parse(bid), Doubling.UNDOUBLED) == points
    assert (points >= scoring.GAME_POINTS) is (bid in ("3NT", "5C"))


def test_brg_t5_game_and_rubber() -> None:
    state = bridge_game(one_suit_hands(N, Suit.SPADES), seed=7)
    state = bridge_play_lowest(bridge_contract(state, N, "2S"))  # 13 tricks: 60 below, 150 over, 150 honours
    assert bridge.progress(state.sheet.rows) == bridge.Progress((0, 0), (60, 0))
    assert bridge.score(state).deal == (360, 0, 360, 0)
    state = bridge_with_hands(state, one_suit_hands(E, Suit.HEARTS))
    state = bridge_play_lowest(bridge_contract(state, E, "4H"))  # E-W 120: game
    assert bridge.progress(state.sheet.rows) == bridge.Progress((0, 1), (0, 0))  # N-S's 60 no longer counts
    assert bridge.view(state, N).vulnerable == (False, True)
    state = bridge_with_hands(state, power_hands(N))
    state = bridge_play_lowest(bridge_contract(state, N, "3NT"))
    assert bridge.progress(state.sheet.rows).games == (1, 1) and not bridge.is_terminal(state)
    state = bridge_with_hands(state, power_hands(N))
    state = bridge_play_lowest(bridge_contract(state, N, "3NT"))
    assert bridge.is_terminal(state) and bridge.progress(state.sheet.rows).games == (2, 1)
    last = state.history[-1].number
    assert bridge_points(state, last, "above") == (120 + 150, 0)  # overtricks, four aces
    assert bridge_points(state, last, "below") == (100 + 500, 0)  # 3NT, and the rubber bonus 2-1 below the line
    assert state.sheet.rows[-1] == SheetRow(last, "rubber bonus", (500, 0), "below")
    assert state.sheet.totals("below") == (60 + 100 + 100 + 500, 120)
    assert state.sheet.totals("above") == (300 + 270 + 270, 240)
    result = bridge.score(state)
    assert result.match == (1600, 360, 1600, 360)  # the same totals as with the bonus above the line
    assert result.outcomes == (Outcome.WIN, Outcome.LOSS, Outcome.WIN, Outcome.LOSS)
    assert "1240 points" in result.summary and "12 units" in result.summary
    assert scoring.settlement_units(1270 - 340) == 9  # the spec's example difference


def test_brg_t5_rubber_won_two_nil_bonus_700() -> None:
    state = bridge_game(power_hands(S))
    state = bridge_play_lowest(bridge_contract(state, S, "3NT"))
    state = bridge_with_hands(state, power_hands(N))
    state = bridge_play_lowest(bridge_contract(state, N, "3NT"))
    assert bridge.is_terminal(state)
    assert bridge_points(state, 2, "below") == (100 + 700, 0)
    assert bridge_points(state, 2, "above") == (120 + 150, 0)


def test_brg_t6_contract_4d_discard_any_trump_optional() -> None:
    hands = [
        parse_cards("AD KD QD JD TD 9D 8D 2C 3C 4C 5C 6C 7C"),  # N declares 4D
        parse_cards("AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H"),  # E leads hearts
        parse_cards("AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"),
        parse_cards("7D 6D 5D 4D 3D 2D AC KC QC JC TC 9C 8C"),
    ]
    state = bridge_contract(bridge_game(hands), N, "4D")
    assert state.contract is not None and state.contract.bid.tricks_needed == 10
    state = bridge_run(state, "play:AH")
    # dummy S is void in hearts: any of its 13 spades
    assert len(bridge.legal_moves(state)) == 13
    state = bridge_run(state, "play:2S")
    # W is void in hearts and holds trumps: discarding a club is as legal as ruffing
    ids = {move.id for move in bridge.legal_moves(state)}
    assert {"play:2D", "play:8C"} <= ids and len(ids) == 13
    state = bridge_run(state, "play:8C")
    state = bridge_run(state, "play:2C")  # N discards too; E's ace wins
    assert state.trick is not None and state.trick.leader == E and bridge.view(state, N).side_tricks == (0, 1)
    state = bridge_run(state, "play:KH", "play:3S", "play:3D")  # W ruffs this time
    state = bridge_run(state, "play:3C")
    assert [trick.winner_seat for trick in state.tricks] == [E, W]
    assert state.trick is not None and state.trick.leader == W and bridge.view(state, N).side_tricks == (0, 2)
