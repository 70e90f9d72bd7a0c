"""Business: the spec's test scenarios (business.md §1.16) by id, and the premium table as rows."""

from __future__ import annotations

import pytest

from cardgames.games import business
from cardgames.games.business.moves import Bid, Pass, parse_move
from cardgames.games.business.points import deal_points
from cardgames.games.business.rules import legal_moves, premium
from cardgames.games.business.state import DECKS, DealRecord, Role, Trump
from cardgames.games.core.cards import parse_cards
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.errors import IllegalMove
from cardgames.games.core.hands import Hand
from cardgames.games.core.values import replace

GAME = business.GAME
D, B, T, P, M = Role.DECLARER, Role.BANKER, Role.THIEF, Role.POLICEMAN, Role.MAFIA


def _start(players: int = 4, deck: str = "52") -> business.State:
    """Seat 0 deals the first explicit deal, so P1 (the dealer's left) is seat 1."""
    order = DECKS[int(deck)]
    return GAME.new_game(business.Options(deck=deck), players, 1, (ExplicitDeal(order=order),))


def _do(state: business.State, *ids: str) -> business.State:
    for text in ids:
        state = GAME.play(state, parse_move(text)).state
    return state


def test_BIZ_S1_the_auction_example() -> None:
    state = _do(_start(), "bid:2:clubs", "bid:2:spades", "bid:3:hearts")
    legal = set(legal_moves(state))
    assert Bid(3, Trump.HEARTS) not in legal and Bid(2, Trump.DIAMONDS) not in legal
    assert Bid(3, Trump.CLUBS) in legal and Bid(3, Trump.DIAMONDS) in legal
    state = _do(state, "pass", "bid:3:clubs")
    legal = set(legal_moves(state))
    assert Bid(3, Trump.CLUBS) not in legal and Bid(3, Trump.HEARTS) not in legal and Bid(3, Trump.SPADES) in legal
    assert GAME.to_act(state) == 2  # P2: P4 (seat 0) is never asked again
    state = _do(state, "bid:4:clubs", "pass")
    assert GAME.to_act(state) == 1
    state = _do(state, "pass")
    assert state.declarer == 2 and state.bid_count == 4 and state.bid_suit is Trump.CLUBS
    with pytest.raises(IllegalMove, match="BIZ-2"):
        GAME.play(_do(_start(), "bid:3:hearts"), Bid(2, Trump.DIAMONDS))


def test_BIZ_3_everybody_passes_the_same_dealer_deals_again() -> None:
    state = _do(_start(), "pass", "pass", "pass", "pass")
    assert state.dealer == 0 and state.deal_number == 1 and not state.sheet.rows and not state.calls


def _record(roles: tuple[Role, ...], tricks: tuple[int, ...], count: int, declarer_tricks: int,
            with_banker: bool = False, caught: bool = False) -> DealRecord:
    return DealRecord(number=1, dealer=0, declarer=roles.index(D) if D in roles else 0, count=count,
                      suit=Trump.SPADES, with_banker=with_banker, caught=caught, declarer_tricks=declarer_tricks,
                      roles=roles, tricks=tricks)


def test_BIZ_S2a_policeman_and_mafia_the_numbers_in_the_text() -> None:
    """Thief 2, M1 1, M2 2, Declarer 2, Policeman 0: -2, +2, +3, +3, 3.5 - 2 - 3 = -1.5 (in halves)."""
    record = _record((T, M, M, D, P), (2, 1, 2, 2, 0), 3, 2)
    assert premium(36, 5, False) == 1
    assert deal_points(record, 1, 7) == (4, 6, 6, -4, -3)


def test_BIZ_S2b_mafia_on_zero() -> None:
    """Thief 2, M1 1, M2 0, Declarer 4: +5, +2, 0, 0, Policeman 3.5 - 2 = +1.5."""
    record = _record((T, M, M, D, P), (2, 1, 0, 4, 0), 3, 4)
    assert deal_points(record, 1, 7) == (4, 0, 0, 10, 3)


def test_BIZ_S3a_with_a_banker_made_and_caught() -> None:
    made = _record((D, B, T, P), (5, 4, 2, 2), 5, 5, with_banker=True)
    assert premium(52, 4, True) == 3
    assert deal_points(made, 3, 13)[:2] == (16, 16)
    caught = _record((D, B, T, P), (2, 1, 1, 0), 5, 2, with_banker=True, caught=True)
    assert deal_points(caught, 3, 13) == (-16, -16, 0, 0)


def test_BIZ_S3b_banker_offered_and_not_taken() -> None:
    state = _do(_start(4, "36"), "bid:4:hearts", "pass", "pass", "pass", "with_banker", "role:thief", "role:thief",
                "role:policeman")
    assert state.contract == 3 and state.trump is Trump.HEARTS and Role.BANKER not in state.roles
    assert premium(36, 4, False) == 3
    made = _record((D, T, T, P), (3, 3, 3, 0), 3, 3)
    assert deal_points(made, 3, 9)[0] == 12
    down = _record((D, T, T, P), (2, 4, 3, 0), 3, 2)
    assert deal_points(down, 3, 9)[0] == -8


def test_BIZ_5_contract_one_reduced_to_zero() -> None:
    state = _do(_start(), "bid:1:clubs", "pass", "pass", "pass", "with_banker", "role:thief", "role:thief",
                "role:thief")
    assert state.contract == 0


@pytest.mark.parametrize(("deck", "players", "banker", "points"), [
    (36, 4, True, 2), (36, 5, True, 0), (36, 4, False, 3), (36, 5, False, 1),
    (52, 4, True, 3), (52, 5, True, 2), (52, 6, True, 1), (52, 4, False, 4), (52, 5, False, 3), (52, 6, False, 2),
    (54, 4, True, 3), (54, 6, False, 2),
])
def test_premium_table(deck: int, players: int, banker: bool, points: int) -> None:
    assert premium(deck, players, banker) == points


def _in_play(hands: list[str], trump: Trump, declarer: int, roles: tuple[Role, ...], changed: bool = False,
             played: int = 1) -> business.State:
    """A 4-player state in play with the given hands, ``declarer`` to lead trick ``played + 1``."""
    state = _start()
    cards = [Hand(parse_cards(text.split())) for text in hands]
    from cardgames.games.mechanics.tricks import Trick

    return replace(state, phase=business.Phase.PLAY, hands=tuple(cards), trump=trump, bid_suit=trump, bid_count=3,
                   contract=3, declarer=declarer, roles=roles, changed=changed, trick=Trick(declarer),
                   tricks_played=played, tricks_won=(played, 0, 0, 0), calls=(business.state.Call(declarer, 3, trump),))


def test_BIZ_8_the_declarer_never_leads_a_trump() -> None:
    state = _in_play(["AS 2H", "3C 4C", "5C 6C", "7C 8C"], Trump.SPADES, 0, (D, T, T, P))
    with pytest.raises(IllegalMove, match="BIZ-8"):
        GAME.play(state, parse_move("play:AS"))
    assert {move.id for move in legal_moves(state)} == {"play:2H", "change"}


def test_BIZ_S3a_change_with_a_banker_swaps_the_roles() -> None:
    state = _in_play(["AS KS", "3C 4C", "5C 6C", "7C 8C"], Trump.SPADES, 0, (D, B, T, P))
    assert [move.id for move in legal_moves(state)] == ["change"]  # only trumps: he must change
    state = _do(state, "change")
    assert GAME.to_act(state) == 1  # the Banker names the trump
    state = _do(state, "trump:hearts")
    assert state.declarer == 1 and state.roles[:2] == (B, D) and state.trick.leader == 0
    assert {move.id for move in legal_moves(state)} == {"play:AS", "play:KS"}  # now the Banker: no restriction


def test_BIZ_S3a_caught_when_no_change_is_left() -> None:
    state = _in_play(["AH KH", "3C 4C", "5C 6C", "7C 8C"], Trump.HEARTS, 0, (D, B, T, P), changed=True)
    last = state.sheet.rows
    from cardgames.games.business.deals import check_caught

    log: list = []
    after = check_caught(state, log)
    assert len(after.sheet.rows) == len(last) + 1 and after.history[-1].caught
    assert after.sheet.rows[-1].points == (-12, -12, 0, 0)  # -(3 + 3) each, in halves


def test_BIZ_6_caught_before_trick_one() -> None:
    state = _in_play(["AH KH", "3C 4C", "5C 6C", "7C 8C"], Trump.HEARTS, 0, (D, T, T, P), played=0)
    from cardgames.games.business.deals import check_caught

    assert check_caught(state, []).history[-1].caught


def test_BIZ_7_change_alone_then_lead_under_the_new_trump() -> None:
    state = _do(_in_play(["AS 2H", "3C 4C", "5C 6C", "7C 8C"], Trump.SPADES, 0, (D, T, T, P)), "change")
    assert {move.id for move in legal_moves(state)} == {"trump:clubs", "trump:diamonds", "trump:hearts"}
    state = _do(state, "trump:hearts")
    assert {move.id for move in legal_moves(state)} == {"play:AS"}


def test_J1_J2_J3_jokers() -> None:
    state = _in_play(["JK1 2H", "3C JK2", "5C 6C", "7C 8C"], Trump.SPADES, 0, (D, T, T, P))
    state = replace(state, options=business.Options(deck="54"))
    ids = {move.id for move in legal_moves(state)}
    assert "joker:JK1:AH" not in ids and ids == {"play:2H", "change"}  # J1: not the last card
    state = _do(state, "play:2H")
    ids = {move.id for move in legal_moves(state)}
    assert "joker:JK2:AS" in ids and "play:3C" in ids  # void in hearts: the joker may go, as anything
    state = _do(state, "joker:JK2:AH", "play:5C", "play:7C")
    assert state.tricks_won[1] == 1 and state.last_named[1].rank.letter == "A"


def test_BIZ_9_identical_cards_the_earlier_wins() -> None:
    state = _in_play(["AH 2H", "3C JK2", "5C 6C", "7C 8C"], Trump.SPADES, 0, (D, T, T, P))
    state = replace(state, options=business.Options(deck="54"))
    state = _do(state, "play:AH", "joker:JK2:AH", "play:5C", "play:7C")
    assert state.tricks_won[0] == 2 and state.declarer_tricks == 1


def test_the_last_chooser_must_be_a_criminal() -> None:
    state = _do(_start(), "bid:2:clubs", "pass", "pass", "pass", "with_banker", "role:banker", "role:policeman")
    assert {move.id for move in legal_moves(state)} == {"role:thief", "role:mafia"}
    state = _do(state, "role:mafia")
    assert state.roles[0] is Role.THIEF  # a Mafia of one is a Thief


def test_pass_then_bid_is_out_of_turn() -> None:
    state = _do(_start(), "pass")
    assert GAME.to_act(state) == 2 and Pass() in legal_moves(state)
