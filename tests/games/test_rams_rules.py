"""Rams's rules one by one: passing, jack sets shown and counted, the dealer's trump card, flushes, the card
play, revokes, what each seat sees, explicit deals, check_state and the double-dummy position."""

from __future__ import annotations

import pytest
from mushka_helpers import hands_deal, keep_all, play_ids

from cardgames.games import rams
from cardgames.games.core.cards import parse_cards
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.errors import IllegalMove, InvalidState
from cardgames.games.core.events import CardTurned, DealScored
from cardgames.games.core.hands import Hand
from cardgames.games.core.values import replace
from cardgames.games.mechanics.match import SheetRow
from cardgames.games.mechanics.melds import Meld
from cardgames.games.mechanics.pool import COUNT

GAME = rams.GAME
OPTIONS = rams.Options(flush="optional", dealer_may_leave=True)  # most tests leave the trump card
PLAIN = ["8C 9C TC 7D 8D", "8H 9H 9D TD QD", "KS QS 7S 8S 7C"]


def _state(hands: list[str] = PLAIN, trump: str = "7H", options: rams.Options = OPTIONS,
           stock: str = "") -> rams.State:
    deck = rams.deck_for(options, len(hands))
    return rams.new_game(options, len(hands), seed=1, deals=[hands_deal(deck, hands, trump, stock)])


def test_the_deck_by_table_size() -> None:
    assert len(rams.deck_for(OPTIONS, 3)) == 32 and len(rams.deck_for(OPTIONS, 4)) == 52
    assert len(rams.deck_for(rams.Options(short_deck_players=6), 6)) == 32
    state = rams.new_game(OPTIONS, 7, seed=2)
    assert len(state.stock) == 52 - 36 and rams.current_counts(state) == (100,) * 7
    assert rams.current_counts(rams.new_game(rams.Options(start="150"), 3, seed=2)) == (150,) * 3


def test_a_player_dealt_an_ace_may_not_pass() -> None:
    state = _state(["AC 9C TC 7D 8D", *PLAIN[1:]])
    assert "pass" not in {move.id for move in GAME.legal_moves(state)}
    with pytest.raises(IllegalMove, match="ace"):
        GAME.play(state, rams.Pass())


def test_a_passer_shows_and_writes_off_its_jacks() -> None:
    state = _state(["JC JS TC 7D 8D", *PLAIN[1:]])
    step = GAME.play(state, rams.Pass())
    assert [event.card for event in step.events if isinstance(event, CardTurned)] == list(parse_cards("JC JS"))
    assert step.state.shown == (Meld(parse_cards("JC JS"), "jacks", 0, 5),)
    after = play_ids(GAME, step.state, "keep", "keep", "leave")
    while after.deal_number == 1:
        after = GAME.play(after, GAME.legal_moves(after)[0]).state
    assert after.sheet.rows[0].points[0] == -5


def test_discarding_a_dealt_jack_shows_the_set_and_it_still_counts() -> None:
    state = _state(["JD JH TC 7D 8D", *PLAIN[1:]])
    step = GAME.play(state, GAME.parse_move("exchange:JD"))
    assert step.state.shown == (Meld(parse_cards("JD JH"), "jacks", 0, 5),)
    assert GAME.play(state, GAME.parse_move("exchange:TC")).state.shown == ()


def test_the_jacks_finish_needs_the_count() -> None:
    four = _state(["JC JS JD JH 8D", *PLAIN[1:]])
    sheet = four.sheet.adding(SheetRow(1, "earlier", (-92, 0, 0), COUNT))
    eight = replace(four, sheet=sheet, deal_number=2)
    assert "jacks" in {move.id for move in GAME.legal_moves(eight)}  # J = 10 >= 8 (RA-12)
    book = replace(eight, options=replace(OPTIONS, jacks_finish="book"))
    assert "jacks" not in {move.id for move in GAME.legal_moves(book)}  # the book: 5 or less left
    with pytest.raises(IllegalMove, match="RA-12"):
        GAME.play(book, rams.Jacks())


def test_the_dealer_takes_the_trump_card_or_leaves_it() -> None:
    state = play_ids(GAME, _state(), "keep", "keep", "keep")
    assert state.phase is rams.Phase.TRUMP_CARD
    taken = play_ids(GAME, state, "take:7C")
    assert parse_cards("7H")[0] in taken.hands[2].cards and taken.table_card is None
    assert play_ids(GAME, state, "leave").table_card is not None


def test_by_default_the_dealer_must_take_the_trump_card() -> None:
    state = play_ids(GAME, _state(options=rams.Options()), "keep", "keep", "keep")
    assert "leave" not in {move.id for move in GAME.legal_moves(state)}  # the book: discard, then take it
    with pytest.raises(IllegalMove, match="takes the trump card"):
        GAME.play(state, rams.Leave())


def test_a_mandatory_flush_is_shown_by_itself() -> None:
    hands = ["8C 9C TC JC QC", "8H 9H 9D TD JD", "KS QS 7S 8S 7D"]
    state = play_ids(GAME, _state(hands, options=rams.Options()), "keep", "keep", "keep")  # the default
    step = GAME.play(state, GAME.parse_move("take:7D"))
    assert next(event.points for event in step.events if isinstance(event, DealScored)) == (-5, 5, 5)


def test_a_flush_kept_quiet_is_played() -> None:
    hands = ["8C 9C TC JC QC", "8H 9H 9D TD JD", "KS QS 7S 8S 7D"]
    state = play_ids(GAME, _state(hands), "keep", "keep", "keep", "leave", "play_on")
    assert state.phase is rams.Phase.PLAY and state.flush_declined == (0,)


def test_no_ace_of_spades_rule_in_rams() -> None:
    hearts = parse_cards("7H")[0].suit
    assert hearts is not None
    assert rams.winning_index(parse_cards("AH AS"), hearts) == 0  # RA-9


def test_a_revoke_costs_five_and_never_wins_the_trick() -> None:
    options = replace(OPTIONS, permissive_revokes=True)
    hands = ["8C 9C TC 7D 8D", "8H 9H JC TD JD", "KS QS 7S 8S 7C"]
    state = keep_all(GAME, _state(hands, options=options))
    state = play_ids(GAME, state, "play:8C", "play:9H")  # seat 1 trumps while holding a club: a revoke
    assert state.revoked == parse_cards("9H")
    state = play_ids(GAME, state, "play:7C")
    assert state.tricks[0].winner_seat == 0  # the trick goes to whom it would have gone
    hearts = parse_cards("7H")[0].suit
    assert hearts is not None
    assert rams.winning_index(parse_cards("8C 9H 7C"), hearts, parse_cards("9H")) == 0


def test_each_seat_sees_its_own_hands_and_the_cards_shown() -> None:
    state = play_ids(GAME, _state(["JD JH TC 7D 8D", *PLAIN[1:]]), "exchange:JD")
    view = GAME.view(state, 1)
    assert not view.hands[0].cards and not view.discards[0].cards and view.shown == state.shown
    assert view.dealt == state.dealt[1] and GAME.view(state, None).dealt == Hand()


def test_explicit_deal_by_order() -> None:
    order = rams.SHORT_DECK
    state = rams.new_game(OPTIONS, 3, deals=[ExplicitDeal(order=order)])
    assert state.hands[0].cards == order[0:15:3] and state.trump is order[15]


CORRUPTIONS = [
    ("dealt[0]", lambda s: replace(s, dealt=(s.dealt[1], *s.dealt[1:]))),
    ("shown[0]", lambda s: replace(s, shown=(Meld(parse_cards("JC JS"), "jacks", None, 5),))),
    ("hands[1]", lambda s: replace(s, hands=(s.hands[0], Hand(tuple(reversed(s.hands[1].cards))), s.hands[2]))),
    ("turn", lambda s: replace(s, turn=5)),
    ("options.start", lambda s: replace(s, options=replace(s.options, start="120"))),
    ("state", lambda s: replace(s, stock=s.stock[:-1] + s.hands[0].cards[:1])),
]


@pytest.mark.parametrize(("field", "corrupt"), CORRUPTIONS, ids=[field for field, _ in CORRUPTIONS])
def test_check_state_rejects_impossible_states_naming_the_field(field: str, corrupt: object) -> None:
    state = _state()
    GAME.check_state(state)
    with pytest.raises(InvalidState) as caught:
        GAME.check_state(corrupt(state))  # type: ignore[operator]
    assert caught.value.field == field


def test_double_dummy_position_once_no_obligation_can_bind() -> None:
    state = _state()
    with pytest.raises(IllegalMove, match="stock"):
        rams.trick_play(state)
    state = keep_all(GAME, state)
    assert not rams.obligations_may_bind(state)
    position = rams.trick_play(state)
    assert position is not None and position.rules.players == 3 and position.rules.must_trump
    bound = keep_all(GAME, _state(["KH QH 8C 9C TC", "8H 9H 7D 8D 9D", "KS QS 7S 8S 7C"]))
    with pytest.raises(IllegalMove, match="lead obligation"):
        rams.trick_play(bound)
    permissive = keep_all(GAME, _state(options=replace(OPTIONS, permissive_revokes=True)))
    with pytest.raises(IllegalMove, match="permissive"):
        rams.trick_play(permissive)


def test_cards_shown_as_a_deal_ends_stay_in_view_in_the_next_deal() -> None:
    """A flush ends the deal in the same step as the next is dealt: its cards stay in ``previous_shown``, so
    no event shows a seat a card none of its views shows."""
    from playout import check_events

    hands = ["8C 9C TC JC QC", "8H 9H 9D TD JD", "KS QS 7S 8S 7D"]
    state = play_ids(GAME, _state(hands, options=rams.Options(games=2)), "keep", "keep", "keep")
    move = GAME.parse_move("take:7D")
    step = GAME.play(state, move)
    assert step.state.deal_number == 2 and step.state.previous_shown[0].kind == "flush"
    check_events(GAME, state, move, step.state, step.events, 3)
