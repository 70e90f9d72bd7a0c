"""Unit tests of each akulina rule (rules/akulina.md): the deal, attacks and draws, covers, the queen of
spades, the next attacker, going out, the match, the variants, checks of client states, views and hidden cards."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest
from shedding_positions import ak_ids, ak_new, ak_order, ak_play, ak_state, hand

from cardgames.games import akulina as ak
from cardgames.games.core.cards import Card, parse_cards
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.decks import deck36
from cardgames.games.core.errors import GameOver, IllegalMove, InvalidDeal, InvalidMove, InvalidOptions, InvalidState
from cardgames.games.core.events import CardsMoved, CardTurned, DealStarted, MatchOver, TurnPassed, Zone
from cardgames.games.core.hands import Hand
from cardgames.games.core.rng import Drbg, RngState
from cardgames.games.core.spec import Outcome
from cardgames.games.mechanics.bouts import TablePair
from cardgames.games.mechanics.first_dealer import cut_dealer
from cardgames.games.mechanics.match import SheetRow
from cardgames.games.mechanics.shedding import loss_row, loss_sheet

QS = Card.parse("QS")


def c(text: str) -> Card:
    return Card.parse(text)


def random_match(seed: int, players: int = 3, options: ak.Options | None = None) -> list[ak.State]:
    chooser = Drbg(seed)
    states = [ak.new_game(options or ak.Options(games=2), players, seed=seed)]
    while not ak.is_terminal(states[-1]):
        legal = ak.legal_moves(states[-1])
        states.append(ak.apply(states[-1], legal[chooser.randbelow(len(legal))]))
    return states


# ---------------------------------------------------------------- the deal (3.3)


def test_explicit_deal_two_at_a_time_from_seat_zero_trump_under_the_stock() -> None:
    deck = deck36()
    state = ak.new_game(ak.Options(), 3, deals=(ExplicitDeal(order=deck),))
    assert state.dealer == 2 and state.cut == () and (state.attacker, state.defender) == (0, 1)
    assert state.hands[0] == Hand(deck[0:2] + deck[6:8] + deck[12:14])
    assert state.hands[1] == Hand(deck[2:4] + deck[8:10] + deck[14:16])
    assert state.trump == deck[18] and state.stock == (*deck[19:], deck[18])


def test_explicit_deal_as_hands_or_notation_equals_the_deck_order() -> None:
    hands = ["6C 7C 8C 9C TC JC", "6D 7D 8D 9D TD JD"]
    order = ak_order(hands, "AS")
    by_order = ak.new_game(ak.Options(), 2, seed=1, deals=(ExplicitDeal(order=order),))
    by_hands = ak.new_game(ak.Options(), 2, seed=1, deals=(ExplicitDeal(hands=tuple(hand(h) for h in hands),
                                                                        rest=order[12:]),))
    by_notation = ak.new_game(ak.Options(), 2, seed=1, deals=(ExplicitDeal(notation="0:-.-.-.JT9876 -.-.JT9876.-",
                                                                           rest=order[12:]),))
    assert by_order == by_hands == by_notation
    assert by_order.trump == c("AS") and by_order.hands[1] == hand(hands[1])
    with pytest.raises(InvalidDeal):
        ak.new_game(ak.Options(), 2, deals=(ExplicitDeal(hands=tuple(hand(h) for h in hands), rest=order[13:]),))
    with pytest.raises(InvalidDeal):  # two deals for a one-game match
        ak.new_game(ak.Options(), 2, deals=(ExplicitDeal(order=order), ExplicitDeal(order=order)))


def test_players_and_options() -> None:
    for players in (1, 5):
        with pytest.raises(InvalidOptions):
            ak.new_game(ak.Options(), players, seed=1)
    with pytest.raises(InvalidOptions):
        ak.new_game(ak.Options(games=101), 3, seed=1)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_seeded_first_dealer_is_the_lowest_card_and_his_left_attacks(players: int) -> None:
    dealers = set()
    for seed in range(30):
        state = ak.new_game(ak.Options(), players, seed=seed)
        assert cut_dealer(state.cut) == state.dealer
        assert state.attacker == (state.dealer + 1) % players
        assert len(state.stock) == 36 - 6 * players and state.stock[-1] == state.trump
        dealers.add(state.dealer)
    assert dealers == set(range(players))


def test_opening_events_show_the_draw_the_deal_and_the_trump_card() -> None:
    state = ak.new_game(ak.Options(), 2, seed=3)
    events = ak.opening_events(state)
    assert DealStarted(1, state.dealer) in events and events[-1] == CardTurned(events[-1].place, state.trump)
    dealt = [e for e in events if isinstance(e, CardsMoved) and e.target.zone is Zone.HAND]
    assert all(e.visible_to == (e.target.seat,) and e.count == 6 for e in dealt)


# ---------------------------------------------------------------- attacks and draws (3.4, AKU-2)


def test_attacks_are_one_to_six_cards_of_one_suit() -> None:
    state = ak_state(["6C 7C 8C 9C TC JC QC", "6D 7D", "KC AC QS"], trump="AH")
    ids = ak_ids(state)
    assert "attack:6C,7C,8C,9C,TC,JC" in ids and len(ids) == 2**7 - 1 - 1  # every subset but all seven
    with pytest.raises(IllegalMove, match="at most 6"):
        ak.apply(state, ak.parse_move("attack:6C,7C,8C,9C,TC,JC,QC"))


def test_aku_7_default_an_attack_may_exceed_the_defenders_hand() -> None:
    state = ak_play(ak_state(["6C 7C 8C", "6D", "KC AC QS AD"], trump="AH"), "attack:6C,7C,8C")
    assert len(state.table) == 3 and ak_ids(state) == ["take"]


def test_aku_7_variant_limits_the_attack_to_the_defenders_hand() -> None:
    state = ak_state(["6C 7C 8C", "6D", "KC AC QS AD"], trump="AH",
                     options=ak.Options(attack_limited_to_defender_hand=True))
    assert ak_ids(state) == ["attack:6C", "attack:7C", "attack:8C"]
    with pytest.raises(IllegalMove, match="AKU-7"):
        ak.apply(state, ak.parse_move("attack:6C,7C"))


def test_the_attacker_draws_back_to_six_right_after_attacking_the_others_see_how_many() -> None:
    state = ak_new(["9C KC 7D 8D 9D TD", "AC 6H QS 7S 8S 9S", "6C 7C 8C JD QD KD"], trump="AH",
                   stock_front="6D JC")
    step = ak.play(state, ak.parse_move("attack:9C,KC"))
    drawn = step.events[-1]
    assert isinstance(drawn, CardsMoved) and drawn.source.zone is Zone.STOCK and drawn.visible_to == (0,)
    assert drawn.cards == parse_cards("6D JC") and not drawn.face_up
    assert step.state.hands[1] == state.hands[1]  # only the attacker draws (AKU-2)
    state = ak_play(step.state, "take")
    assert len(state.hands[1].cards) == 8 and len(state.stock) == len(step.state.stock)


def test_the_face_up_trump_card_is_drawn_last_and_in_public() -> None:
    state = ak_state(["6C 7C", "6D 7D", "KC AC QS AD"], trump="AH", stock="JD AH")
    step = ak.play(state, ak.parse_move("attack:6C,7C"))
    assert step.state.stock == () and step.state.known[0] == hand("AH")
    assert step.events[-1].cards == parse_cards("AH") and step.events[-1].visible_to == ()
    for seat in (None, 1, 2):
        assert ak.view(step.state, seat).known[0] == hand("AH")


def test_defender_draws_after_the_bout_under_the_variant() -> None:
    options = ak.Options(defender_draws_after_bout=True)
    state = ak_state(["6C 7C 8C 9C TC JC", "7D 8D", "KC AC QS AD"], trump="AH", stock="6S 7S 8S 9S TS JS KS AH",
                     options=options)
    state = ak_play(state, "attack:6C", "take")
    assert len(state.hands[1].cards) == 6 - 0 and set(parse_cards("7S 8S 9S")) <= set(state.hands[1].cards)
    default = ak_play(replace(state, options=ak.Options()), "attack:KC", "take")
    assert len(default.hands[0].cards) == len(state.hands[0].cards) + 1  # no refill for the defender


# ---------------------------------------------------------------- covers and the queen (3.4, 3.5, AKU-3)


def test_cover_needs_a_higher_card_of_the_suit_or_a_trump() -> None:
    state = ak_play(ak_state(["9C 8D", "TC 8C 6H 7D AD", "KC AC QS"], trump="AH"), "attack:9C")
    assert ak_ids(state) == ["cover:9C:TC", "cover:9C:6H", "take"]
    for text, words in (("cover:9C:8C", "does not cover"), ("cover:9C:AD", "does not cover"),
                        ("cover:9C:AC", "does not hold"), ("cover:8D:7D", "left to cover")):
        with pytest.raises(IllegalMove, match=words):
            ak.apply(state, ak.parse_move(text))


def test_aku_3_the_queen_never_covers_not_even_as_a_trump() -> None:
    state = ak_play(ak_state(["9C 8D", "QS 6H 7D", "KC AC AD"], trump="AS"), "attack:9C")
    assert ak_ids(state) == ["take"]  # spades are trumps, yet the queen of spades may not cover
    with pytest.raises(IllegalMove, match="AKU-3"):
        ak.apply(state, ak.parse_move("cover:9C:QS"))
    state = ak_play(ak_state(["JS 8D", "QS 6H 7D", "KC AC AD"], trump="AH"), "attack:JS")
    assert ak_ids(state) == ["cover:JS:6H", "take"]


def test_the_queen_is_never_covered_so_her_attack_is_never_fully_covered() -> None:
    state = ak_play(ak_state(["QS 7S", "AS 8S KH", "KC AC AD"], trump="AH"), "attack:7S,QS", "cover:7S:8S")
    assert ak_ids(state) == ["take"]
    state = ak_play(state, "take")
    assert state.hands[1] == hand("AS KH QS")


# ---------------------------------------------------------------- the next attacker (AKU-1, AKU-5, AKU-8)


def test_aku_8_an_empty_handed_attacker_draws_first() -> None:
    state = ak_state(["6C 9C", "7C", "KC AC QS"], trump="AH", stock="6D 7D 8D 9D TD JD KD AH")
    step = ak.play(ak_play(state, "attack:6C"), ak.parse_move("cover:6C:7C"))
    after = step.state
    assert after.hands[0] == hand("9C 6D 7D 8D 9D TD")  # the attacker drew five right after attacking
    assert after.attacker == 1 and after.hands[1] == hand("JD KD AH")  # empty-handed: draws first, then attacks
    assert after.known[1] == hand("AH") and after.places == (0, 0, 0)  # nobody is out while the stock lasts
    assert [(e.target.seat, e.count) for e in step.events[-2:]] == [(1, 2), (1, 1)]


def test_aku_5_an_attacker_holding_only_the_queen_passes_the_attack() -> None:
    state = ak_state(["6C 9C", "7C QS", "KC AC"], trump="AH")
    step = ak.play(ak_play(state, "attack:6C"), ak.parse_move("cover:6C:7C"))
    assert TurnPassed(1, "holds only the queen of spades and cannot attack: the attack passes to the left") \
        in step.events
    assert (step.state.attacker, step.state.defender) == (2, 0)


def test_aku_5_two_players_the_queens_holder_defends_again() -> None:
    state = ak_state(["6C 9C 8H AD", "7C QS"], trump="AH")
    state = ak_play(state, "attack:6C", "cover:6C:7C")
    assert (state.attacker, state.defender) == (0, 1) and state.hands[1] == hand("QS")
    state = ak_play(state, "attack:8H", "take")
    assert (state.attacker, state.defender) == (0, 1)
    state = ak_play(state, "attack:9C", "take", "attack:AD")
    step = ak.play(state, ak.Take())
    assert ak.is_terminal(step.state) and ak.loser(step.state) == 1
    assert step.events[-1] == MatchOver("game 1: seat 1 loses")


# ---------------------------------------------------------------- the end and the match (3.6)


def test_a_match_of_several_games_counts_losses() -> None:
    final = random_match(5, 3, ak.Options(games=3))[-1]
    result = ak.score(final)
    assert final.sheet is not None and len(final.sheet.rows) == 3 and sum(result.match) == 3
    assert result.terminal and result.match == final.sheet.totals()
    best = min(result.match)
    assert all((o is Outcome.WIN) == (n == best) for o, n in zip(result.outcomes, result.match, strict=True))
    with pytest.raises(GameOver):
        ak.apply(final, ak.Take())


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_loser_always_holds_the_queen_and_deals_the_next_game(players: int) -> None:
    for seed in range(8):
        states = random_match(seed, players)
        for before, after in itertools.pairwise(states):
            if after.game != before.game:
                assert after.sheet is not None
                loser = after.sheet.rows[-1].points.index(1)
                assert QS in before.hands[loser].cards or any(p.attack == QS for p in before.table)
                assert after.dealer == loser and after.attacker == (loser + 1) % players
        final = states[-1]
        assert QS in final.hands[ak.loser(final) or 0].cards


def test_score_of_one_game() -> None:
    state = ak_play(ak_state(["7C", "8C 9D", "QS TD 6S"], trump="AH"), "attack:7C", "cover:7C:8C",
                    "attack:9D", "cover:9D:TD")
    result = ak.score(state)
    assert result.deal == result.match == (0, 0, 1) and result.places == (1, 1, 3)
    assert result.outcomes == (Outcome.WIN, Outcome.WIN, Outcome.LOSS)
    assert result.breakdown[0].values == (1, 2, 3) and result.summary == "game 1: seat 2 loses"
    assert not ak.score(ak.new_game(ak.Options(), 3, seed=1)).terminal


def test_explicit_deals_for_later_games_are_dealt_by_the_loser() -> None:
    first = ak_order(["6C 7C 8C 9C TC JC", "6D 7D 8D 9D TD JD"], "AS")
    second = tuple(reversed(deck36()))
    state = ak.new_game(ak.Options(games=2), 2, deals=(ExplicitDeal(order=first), ExplicitDeal(order=second)))
    assert state.queued[0].cards == second
    chooser = Drbg(2)
    while state.game == 1:
        legal = ak.legal_moves(state)
        state = ak.apply(state, legal[chooser.randbelow(len(legal))])
    assert not state.queued and state.sheet is not None
    loser = state.sheet.rows[0].points.index(1)
    assert state.dealer == loser and state.trump == second[12]
    left = (loser + 1) % 2
    assert set(state.hands[left].cards) == {second[i] for i in (0, 1, 4, 5, 8, 9)}


# ---------------------------------------------------------------- moves as text


def test_move_ids_round_trip_and_malformed_ids() -> None:
    for text in ("attack:7S,QS", "attack:9C", "cover:9C:KC", "take"):
        assert ak.parse_move(text).id == text
    assert ak.parse_move("attack:QS,7S").id == "attack:7S,QS"
    for text in ("", "attack:", "attack:7S,7S", "cover:9C", "attack:2C", "take:9C", "pass"):
        with pytest.raises(InvalidMove):
            ak.parse_move(text)
    with pytest.raises(InvalidMove):
        ak.apply(ak.new_game(ak.Options(), 2, seed=1), ak.Attack(()))


def test_wrong_move_for_the_phase_is_illegal() -> None:
    state = ak_state(["6C 9C", "7C", "KC AC QS"], trump="AH")
    for text in ("take", "cover:6C:7C"):
        with pytest.raises(IllegalMove):
            ak.apply(state, ak.parse_move(text))
    with pytest.raises(IllegalMove):
        ak.apply(ak_play(state, "attack:6C"), ak.parse_move("attack:9C"))


# ---------------------------------------------------------------- checks of client states


def _corruptions() -> list[tuple[ak.State, str]]:
    start = ak_state(["6C 7C 8C", "6D 7D 8D", "KC AC QS"], trump="AH", stock="JD KD 9H TH 6S 7S AH")
    defend = ak_play(start, "attack:6C,7C")
    hands = start.hands
    return [
        (replace(start, hands=(hands[0], hands[0], hands[2])), "state"),
        (replace(start, players=5), "players"),
        (replace(start, defender=2), "defender"),
        (replace(start, dealer=-1), "dealer"),
        (replace(start, options=ak.Options(games=0)), "options.games"),
        (replace(start, stock=(*start.stock[1:], start.stock[0])), "stock"),
        (replace(start, trump=c("2H")), "trump"),
        (replace(start, places=(1, 0, 0)), "places"),
        (replace(start, known=(hand("AS"), Hand(), Hand())), "known[0]"),
        (replace(start, hands=(Hand(tuple(reversed(hands[0].cards))), *hands[1:])), "hands[0]"),
        (replace(start, phase=ak.Phase.DEFEND), "table"),
        (replace(start, table=(TablePair(c("6C")),), hands=(hands[0].removing([c("6C")]), *hands[1:])), "table"),
        (replace(defend, table=(TablePair(c("6C"), c("6D")), defend.table[1]),
                 hands=(defend.hands[0], defend.hands[1].removing([c("6D")]), defend.hands[2])), "table"),
        (replace(defend, hands=(defend.hands[0].removing([c("JD")]), *defend.hands[1:]),
                 stock=(c("JD"), *defend.stock)), "hands"),
        (replace(start, hands=(hand("QS"), hands[1], hands[2].removing([QS]).adding(hands[0].cards))), "attacker"),
        (replace(start, game=2), "game"),
        (replace(start, options=ak.Options(games=2), game=2), "sheet"),
        (replace(start, options=ak.Options(games=2), game=2,
                 sheet=loss_sheet(3).adding(SheetRow(1, "x", (0, 0, 0)))), "sheet"),
        (replace(start, sheet=loss_sheet(3).adding(loss_row(1, 0, 3, "x"))), "sheet"),
        (replace(start, discard=(*start.discard[:-1], QS), hands=(hands[0], hands[1], hands[2].removing([QS])
                                                                   .adding(start.discard[-1:]))), "discard"),
    ]


def test_check_state_rejects_impossible_states_naming_the_field() -> None:
    for index, (bad, field) in enumerate(_corruptions()):
        with pytest.raises(InvalidState) as caught:
            ak.check_state(bad)
        assert caught.value.field == field, (index, caught.value)


# ---------------------------------------------------------------- views and hidden cards


def test_view_hides_other_hands_and_the_stock() -> None:
    state = ak_play(ak_new(["9C KC 7D 8D 9D TD", "AC 6H QS 7S 8S 9S", "6C 7C 8C JD QD KD"], trump="AH"),
                    "attack:9C,KC", "take")
    for seat in (0, 1, 2):
        view = ak.view(state, seat)
        assert view.hand == state.hands[seat].cards and view.hands == () and view.trump == c("AH")
        assert view.stock_count == len(state.stock) and view.known[1] == hand("9C KC")
    assert ak.view(state, None).hand == ()
    final = random_match(2, 2, ak.Options())[-1]
    assert ak.view(final, 0).hands == final.hands


def test_redeal_unseen_keeps_views_and_legal_moves_and_a_real_attack() -> None:
    changed = 0
    for seed in range(8):
        for state in random_match(seed, 2 + seed % 3, ak.Options())[::3]:
            for seat in range(state.players):
                other = ak.redeal_unseen(state, seat, Drbg(seed * 10 + seat))
                ak.check_state(other)
                assert ak.view(other, seat) == ak.view(state, seat)
                if ak.to_act(state) == seat:
                    assert ak.legal_moves(other) == ak.legal_moves(state)
                changed += other != state
    assert changed > 50


def test_redeal_never_leaves_the_attacker_only_the_queen() -> None:
    state = ak_state(["6C 9C", "7C", "QS"], trump="AH")
    for attempt in range(20):
        other = ak.redeal_unseen(state, 1, Drbg(attempt))
        ak.check_state(other)
        assert other.hands[0] != hand("QS")


def test_check_rng_is_part_of_the_state_check() -> None:
    state = ak.new_game(ak.Options(), 2, seed=1)
    with pytest.raises(InvalidState):
        ak.check_state(replace(state, rng=RngState(1, 2**64 - 1)))


# ---------------------------------------------------------------- the examples of docs/games/akulina.md


def test_docs_explicit_deal_example() -> None:
    rest = parse_cards("AH 6C 7C 8C 9C TC JC QC KC AC QD KD AD 6H 7H 8H 9H TH JH QH KH QS KS AS")
    state = ak.new_game(ak.Options(), 2, seed=4, deals=(ExplicitDeal(notation="0:-.-.JT9876.- JT9876.-.-.-",
                                                                     rest=rest),))
    assert state.hands[0] == hand("6D 7D 8D 9D TD JD") and state.hands[1] == hand("6S 7S 8S 9S TS JS")
    assert state.trump == c("AH") and state.stock[0] == c("6C") and len(state.stock) == 24
    assert state.dealer == 1 and state.attacker == 0


def test_docs_three_player_deck_order_indices() -> None:
    deck = deck36()
    state = ak.new_game(ak.Options(), 3, deals=(ExplicitDeal(order=deck),))
    assert set(state.hands[0].cards) == {deck[i] for i in (0, 1, 6, 7, 12, 13)}
    assert set(state.hands[1].cards) == {deck[i] for i in (2, 3, 8, 9, 14, 15)}


def test_docs_worked_match_example() -> None:
    rows = (loss_row(1, 0, 3, "game 1: seat 0 loses"), loss_row(2, 0, 3, "game 2: seat 0 loses"),
            loss_row(3, 2, 3, "game 3: seat 2 loses"))
    final = replace(ak_play(ak_state(["7C", "8C 9D", "QS TD 6S"], trump="AH"), "attack:7C", "cover:7C:8C",
                            "attack:9D", "cover:9D:TD"), options=ak.Options(games=3), game=3,
                    sheet=loss_sheet(3).adding(*rows))
    ak.check_state(final)
    result = ak.score(final)
    assert result.match == (2, 0, 1) and result.places == (3, 1, 2)
    assert result.outcomes == (Outcome.LOSS, Outcome.WIN, Outcome.NEUTRAL)
