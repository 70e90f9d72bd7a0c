"""Unit tests of each own_trumps rule (rules/own_trumps.md): the deal, choosing trumps, attacks, beating,
going out, the end of a kon, the match, checks of client states, views and hidden cards."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest
from shedding_positions import hand, ot_ids, ot_new, ot_order, ot_play, ot_state

from cardgames.games import own_trumps as ot
from cardgames.games.core.cards import Card, parse_cards
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.decks import deck36
from cardgames.games.core.errors import GameOver, IllegalMove, InvalidDeal, InvalidMove, InvalidOptions, InvalidState
from cardgames.games.core.events import CardsMoved, DealScored, DealStarted, MatchOver, MovePlayed, TurnPassed, Zone
from cardgames.games.core.hands import Hand
from cardgames.games.core.rng import Drbg, RngState
from cardgames.games.core.spec import Outcome
from cardgames.games.mechanics.bouts import TablePair
from cardgames.games.mechanics.first_dealer import CutCard, cut_dealer
from cardgames.games.mechanics.match import SheetRow
from cardgames.games.mechanics.shedding import loss_row, loss_sheet


def c(text: str) -> Card:
    return Card.parse(text)


def random_match(seed: int, options: ot.Options | None = None) -> list[ot.State]:
    chooser = Drbg(seed)
    states = [ot.new_game(options or ot.Options(games=2), 4, seed=seed)]
    while not ot.is_terminal(states[-1]):
        legal = ot.legal_moves(states[-1])
        states.append(ot.apply(states[-1], legal[chooser.randbelow(len(legal))]))
    return states


# ---------------------------------------------------------------- the deal (8.1)


def test_explicit_deal_one_card_at_a_time_from_seat_zero_when_seat_three_deals() -> None:
    deck = deck36()
    state = ot.new_game(ot.Options(), 4, deals=(ExplicitDeal(order=deck),))
    assert state.dealer == 3 and state.cut == ()
    for seat in range(4):
        assert set(state.hands[seat].cards) == {deck[k * 4 + seat] for k in range(9)}
    assert not state.discard and not state.table


def test_explicit_deal_as_hands_or_notation_equals_the_deck_order() -> None:
    hands = ["6C 7C 8C 9C TC JC QC KC AC", "6D 7D 8D 9D TD JD QD KD AD",
             "6H 7H 8H 9H TH JH QH KH AH", "6S 7S 8S 9S TS JS QS KS AS"]
    by_order = ot_new(hands)
    by_hands = ot.new_game(ot.Options(), 4, seed=1, deals=(ExplicitDeal(hands=tuple(hand(h) for h in hands)),))
    notation = "0:-.-.-.AKQJT9876 -.-.AKQJT9876.- -.AKQJT9876.-.- AKQJT9876.-.-.-"
    by_notation = ot.new_game(ot.Options(), 4, seed=1, deals=(ExplicitDeal(notation=notation),))
    assert by_order == by_hands == by_notation
    with pytest.raises(InvalidDeal):
        ot.new_game(ot.Options(), 4, deals=(ExplicitDeal(hands=tuple(hand(h) for h in hands[:3])),))
    with pytest.raises(InvalidDeal):
        ot.new_game(ot.Options(), 4, deals=(ExplicitDeal(order=deck36()[:-1]),))


def test_only_four_players_and_valid_options() -> None:
    for players in (2, 3, 5):
        with pytest.raises(InvalidOptions):
            ot.new_game(ot.Options(), players, seed=1)
    for options in (ot.Options(games=0), ot.Options(protection="nobody")):
        with pytest.raises(InvalidOptions):
            ot.new_game(options, 4, seed=1)


def test_seeded_first_dealer_is_the_lowest_card_of_the_draw() -> None:
    dealers = set()
    for seed in range(40):
        state = ot.new_game(ot.Options(), 4, seed=seed)
        assert state.cut and cut_dealer(state.cut) == state.dealer
        dealers.add(state.dealer)
        assert ot.chooser(state) == (state.dealer + 1) % 4
    assert dealers == {0, 1, 2, 3}
    assert ot.new_game(ot.Options(), 4, seed=7) == ot.new_game(ot.Options(), 4, seed=7)


def test_opening_events_show_the_draw_then_the_deal() -> None:
    state = ot.new_game(ot.Options(), 4, seed=3)
    events = ot.opening_events(state)
    turned = [e for e in events if isinstance(e, CardsMoved) and e.target.zone is Zone.TABLE]
    assert [(e.target.seat, e.cards[0]) for e in turned] == [(cut.seat, cut.card) for cut in state.cut]
    start = events.index(DealStarted(1, state.dealer))
    dealt = [e for e in events[start:] if isinstance(e, CardsMoved)]
    assert [e.target.seat for e in dealt] == [(state.dealer + k) % 4 for k in range(1, 5)]
    assert all(e.visible_to == (e.target.seat,) and e.count == 9 for e in dealt)


# ---------------------------------------------------------------- choosing trumps (8.2)


def test_only_the_choice_of_a_suit_in_the_choose_phase() -> None:
    state = ot.new_game(ot.Options(), 4, seed=5)
    assert ot_ids(state) == ["trump:clubs", "trump:diamonds", "trump:hearts", "trump:spades"]
    for text in ("take", "attack:6C", "pair:6C,6D", "giveaway:6C", "beat:6C:7C"):
        with pytest.raises(IllegalMove):
            ot.apply(state, ot.parse_move(text))


def test_trump_choices_are_public() -> None:
    state = ot_play(ot.new_game(ot.Options(), 4, deals=(ExplicitDeal(order=deck36()),)), "trump:spades")
    for seat in (None, 0, 1, 2, 3):
        assert ot.view(state, seat).trumps == (ot.OwnTrump(0, ot.TrumpSuit.SPADES),)


# ---------------------------------------------------------------- attacks (8.3, OT-1)


def test_a_pair_needs_a_card_left_for_the_giveaway() -> None:
    state = ot_state(["7C 7D", "8C 9D", "6D 6C", "JC QC"])
    assert ot_ids(state) == ["attack:7C", "attack:7D"]
    with pytest.raises(IllegalMove, match="giveaway"):
        ot.apply(state, ot.parse_move("pair:7C,7D"))


def test_a_second_pair_needs_a_card_left_for_the_giveaway() -> None:
    state = ot_play(ot_state(["7C 7D 9H 9S", "8C 9D", "6D 6C", "JC QC"]), "pair:7C,7D")
    assert ot_ids(state) == ["giveaway:9H", "giveaway:9S"]
    with pytest.raises(IllegalMove, match="giveaway"):
        ot.apply(state, ot.parse_move("pair:9H,9S"))


def test_four_of_a_rank_are_two_pairs_and_the_giveaway_may_match_a_pair() -> None:
    state = ot_play(ot_state(["7C 7D 7H 7S QH KH", "8C 9D", "6D 6C", "JC QC"]), "pair:7C,7D", "pair:7H,7S",
                    "giveaway:QH")
    assert ot.is_attack_shape([pair.attack for pair in state.table])
    state = ot_play(ot_state(["7C 7D 7H QH", "8C 9D", "6D 6C", "JC QC"]), "pair:7C,7D", "giveaway:7H")
    assert [pair.attack for pair in state.table] == list(parse_cards("7C 7D 7H"))


def test_attack_with_a_card_not_held_is_illegal() -> None:
    state = ot_state(["7C 7D", "8C 9D", "6D 6C", "JC QC"])
    for text in ("attack:AS", "pair:7C,7H"):
        with pytest.raises(IllegalMove, match="does not hold"):
            ot.apply(state, ot.parse_move(text))


def test_the_attack_moves_to_the_table_in_public() -> None:
    state = ot_state(["7C 7D AS", "8C 9D 9S", "6D 6C", "JC QC"])
    step = ot.play(state, ot.parse_move("pair:7C,7D"))
    assert step.events[1] == CardsMoved(step.events[1].source, step.events[1].target, 2, parse_cards("7C 7D"))
    step = ot.play(step.state, ot.parse_move("giveaway:AS"))
    assert step.events[1].target.index == 2 and step.state.phase is ot.Phase.DEFEND


# ---------------------------------------------------------------- defence (8.3, OT-2, OT-3, OT-7)


def test_take_is_always_possible_even_when_everything_could_be_beaten() -> None:
    state = ot_play(ot_state(["7C 9H", "8C 6D", "6C 7D", "JC QC"]), "attack:7C")
    assert ot_ids(state) == ["beat:7C:8C", "take"]
    state = ot_play(state, "take")
    assert state.hands[1] == hand("7C 8C 6D") and state.known[1] == hand("7C")
    assert (state.attacker, state.defender) == (2, 3)


def test_beating_everything_gives_the_defender_the_next_attack() -> None:
    state = ot_play(ot_state(["7C 9H", "8C 6D", "6C 7D", "JC QC"]), "attack:7C", "beat:7C:8C")
    assert state.phase is ot.Phase.ATTACK and (state.attacker, state.defender) == (1, 2)
    assert state.discard[-2:] == parse_cards("7C 8C")


def test_ot_7_a_defender_with_fewer_cards_than_the_attack_takes_the_rest() -> None:
    state = ot_play(ot_state(["7C 7D AS", "8C", "6D 6C", "JC QC"]), "pair:7C,7D", "giveaway:AS", "beat:7C:8C")
    assert ot_ids(state) == ["take"]
    state = ot_play(state, "take")
    assert state.hands[1] == hand("7D AS") and (state.attacker, state.defender) == (2, 3)
    assert state.places == (1, 0, 0, 0)  # the attacker played his last cards: out at the end of the attack


def test_a_beaten_card_cannot_be_beaten_again_and_cards_must_be_held() -> None:
    state = ot_play(ot_state(["7C 8C 9H", "9C TC 6D", "6C 7D", "JC QC"]), "attack:7C", )
    with pytest.raises(IllegalMove, match="does not hold"):
        ot.apply(state, ot.parse_move("beat:7C:AC"))
    with pytest.raises(IllegalMove, match="left to beat"):
        ot.apply(state, ot.parse_move("beat:8C:9C"))


def test_protection_variant_the_attackers_own_suit_cannot_be_trumped() -> None:
    hands = ["9H 6H 9C 7C", "TH 6S 8S 9D", "6C 7D", "JC QC"]
    state = ot_play(ot_state(hands, options=ot.Options(protection="attacker")), "attack:6H")
    assert ot_ids(state) == ["beat:6H:TH", "take"]  # hearts are P1's own trump: no spade beats them
    with pytest.raises(IllegalMove, match="attacker's own trump"):
        ot.apply(state, ot.parse_move("beat:6H:6S"))
    state = ot_play(ot_state(hands, options=ot.Options(protection="attacker")), "attack:9C")
    assert ot_ids(state) == ["beat:9C:6S", "beat:9C:8S", "take"]  # other suits are trumped as usual
    state = ot_play(ot_state(hands), "attack:6H")  # the default reading
    assert ot_ids(state) == ["beat:6H:TH", "beat:6H:6S", "beat:6H:8S", "take"]


# ---------------------------------------------------------------- going out, the end of a kon (8.4, OT-5)


def test_ot_5_a_defender_out_after_beating_everything_passes_the_attack_left() -> None:
    state = ot_play(ot_state(["7C 9H", "8C", "6C 7D", "JC QC KC"]), "attack:7C", "beat:7C:8C")
    assert state.places == (0, 1, 0, 0)
    assert (state.attacker, state.defender) == (2, 3)


def test_ot_5_the_attacker_out_after_his_last_card_is_skipped() -> None:
    state = ot_play(ot_state(["7C", "8C 9D TD", "6C 7D", "JC QC"]), "attack:7C", "beat:7C:8C")
    assert state.places == (1, 0, 0, 0)
    assert (state.attacker, state.defender) == (1, 2)
    state = ot_play(state, "attack:9D", "take")  # seat 2 took: seat 3 attacks, and seat 0 is skipped
    assert (state.attacker, state.defender) == (3, 1)


def test_the_last_one_holding_cards_loses_and_deals_the_next_kon() -> None:
    state = ot_state(["7C", "8C 9D TD", "", ""], places=(0, 0, 1, 2), options=ot.Options(games=2))
    step = ot.play(ot_play(state, "attack:7C"), ot.parse_move("beat:7C:8C"))
    after = step.state
    ot.check_state(after)
    assert after.sheet is not None and after.sheet.rows == (SheetRow(1, "kon 1: seat 1 loses", (0, 1, 0, 0)),)
    kinds = [type(e).__name__ for e in step.events]
    assert kinds[:5] == ["MovePlayed", "CardsMoved", "CardsMoved", "TurnPassed", "DealScored"]
    assert step.events[3] == TurnPassed(0, "went out in place 3")
    assert DealStarted(2, 1) in step.events  # the loser deals
    assert after.game == 2 and after.dealer == 1 and after.phase is ot.Phase.CHOOSE and ot.to_act(after) == 2
    assert after.places == (0, 0, 0, 0) and after.trumps == () and not after.discard
    assert all(len(h.cards) == 9 for h in after.hands) and ot.decided(after) == 1


def test_the_match_ends_after_its_kons_with_a_loser() -> None:
    state = ot_state(["7C", "8C 9D TD", "", ""], places=(0, 0, 1, 2), options=ot.Options(games=1))
    step = ot.play(ot_play(state, "attack:7C"), ot.parse_move("beat:7C:8C"))
    assert ot.is_terminal(step.state) and ot.legal_moves(step.state) == () and ot.to_act(step.state) is None
    assert step.events[-1] == MatchOver("kon 1: seat 1 loses")
    assert ot.loser(step.state) == 1
    with pytest.raises(GameOver):
        ot.apply(step.state, ot.Take())


def test_score_counts_losses_and_ranks_by_fewest() -> None:
    state = ot_state(["7C", "8C 9D TD", "", ""], places=(0, 0, 1, 2), options=ot.Options(games=1))
    result = ot.score(ot_play(state, "attack:7C", "beat:7C:8C"))
    assert result.terminal and result.deal == (0, 1, 0, 0) and result.match == (0, 1, 0, 0)
    assert result.outcomes == (Outcome.WIN, Outcome.LOSS, Outcome.WIN, Outcome.WIN)
    assert result.places == (1, 4, 1, 1)
    assert result.breakdown[0].label == "places in kon 1" and result.breakdown[0].values == (3, 4, 1, 2)
    playing = ot.score(ot.new_game(ot.Options(), 4, seed=2))
    assert not playing.terminal and set(playing.outcomes) == {Outcome.UNDECIDED} and playing.match == (0,) * 4
    assert playing.summary == "kon 1: 0 of 10 kons decided"


@pytest.mark.parametrize("seed", range(4))
def test_random_matches_keep_the_rules(seed: int) -> None:
    states = random_match(seed)
    for before, after in itertools.pairwise(states):
        ot.check_state(after)
        if after.game != before.game:
            assert after.phase is ot.Phase.CHOOSE or ot.is_terminal(after)
    final = states[-1]
    assert ot.decided(final) == 2 and ot.score(final).terminal
    assert final.sheet is not None and sum(final.sheet.totals()) == 2
    for row in final.sheet.rows:
        assert sum(row.points) in (0, 1)


def test_explicit_deals_for_later_kons_are_used_in_order() -> None:
    first = ot_order(["7C 6C 6D 6H 6S 7D 7H 7S 8C", "8D 8H 8S 9C 9D 9H 9S TC TD",
                      "TH TS JC JD JH JS QC QD QH", "QS KC KD KH KS AC AD AH AS"])
    second = tuple(reversed(deck36()))
    state = ot.new_game(ot.Options(games=2), 4, deals=(ExplicitDeal(order=first), ExplicitDeal(order=second)))
    assert state.queued[0].cards == second
    chooser = Drbg(1)
    while state.game == 1:
        legal = ot.legal_moves(state)
        state = ot.apply(state, legal[chooser.randbelow(len(legal))])
    assert not state.queued
    dealt_first = {second[k * 4] for k in range(9)}
    assert set(state.hands[(state.dealer + 1) % 4].cards) == dealt_first


# ---------------------------------------------------------------- moves as text


def test_move_ids_round_trip_and_malformed_ids() -> None:
    for text in ("trump:hearts", "attack:KH", "pair:7C,7D", "giveaway:AS", "beat:9H:TH", "take"):
        assert ot.parse_move(text).id == text
    assert ot.parse_move("pair:7D,7C").id == "pair:7C,7D"
    for text in ("", "trump:purple", "pair:7C", "pair:7C,7C", "pair:7C,7D,7H", "beat:9H", "attack:2C",
                 "attack:7C,7D", "take:7C", "cover:9H:TH"):
        with pytest.raises(InvalidMove):
            ot.parse_move(text)
    with pytest.raises(InvalidMove):
        ot.LayPair(parse_cards("7C"))


# ---------------------------------------------------------------- checks of client states


def _states() -> dict[str, ot.State]:
    attack = ot_state(["7C 7D AS", "8C 6S 9D", "6D 6C 7H", "JC QC KC AH AD"])
    return {"attack": attack, "build": ot_play(attack, "pair:7C,7D"),
            "defend": ot_play(attack, "pair:7C,7D", "giveaway:AS", "beat:7C:8C"),
            "choose": ot.new_game(ot.Options(games=3), 4, seed=4)}


def _corruptions(states: dict[str, ot.State]) -> list[tuple[ot.State, str]]:
    attack, build, defend, choose = states["attack"], states["build"], states["defend"], states["choose"]
    hands = attack.hands
    return [
        (replace(attack, hands=(hands[0], hands[0], hands[2], hands[3])), "state"),  # duplicated, missing
        (replace(attack, discard=attack.discard[:-2]), "state"),  # cards lost
        (replace(attack, players=3), "players"),
        (replace(attack, attacker=4), "attacker"),
        (replace(attack, defender=2), "defender"),
        (replace(attack, options=ot.Options(games=0)), "options.games"),
        (replace(attack, options=ot.Options(protection="x")), "options.protection"),
        (replace(attack, rng=RngState(1, 2**64 - 1)), "rng.counter"),
        (replace(attack, known=(Hand(), hand("AS"), Hand(), Hand())), "known[1]"),
        (replace(attack, known=(Hand(),) * 3), "known"),
        (replace(attack, hands=(Hand(tuple(reversed(hands[0].cards))), *hands[1:])), "hands[0]"),
        (replace(attack, places=(1, 0, 0, 0)), "places"),
        (replace(attack, places=(0, 0, 2, 0), hands=(hands[0], hands[1], Hand(), hands[3].adding(hands[2].cards))),
         "places"),
        (replace(attack, trumps=attack.trumps[:3]), "trumps"),
        (replace(attack, trumps=(*attack.trumps[:3], ot.OwnTrump(3, ot.TrumpSuit.HEARTS))), "trumps"),
        (replace(attack, trumps=(attack.trumps[1], attack.trumps[0], *attack.trumps[2:])), "trumps[0]"),
        (replace(attack, phase=ot.Phase.DEFEND), "table"),
        (replace(build, table=build.table[:1], hands=(build.hands[0].adding((c("7D"),)), *build.hands[1:])),
         "table"),
        (replace(build, phase=ot.Phase.ATTACK), "table"),
        (replace(defend, table=(TablePair(c("7C"), c("6C")), *defend.table[1:]),
                 hands=(defend.hands[0], defend.hands[1].removing([c("6S")]).adding([c("8C")]),
                        defend.hands[2].removing([c("6C")]).adding([c("6S")]), defend.hands[3])), "table"),
        (replace(choose, phase=ot.Phase.ATTACK), "trumps"),
        (replace(choose, game=0), "game"),
        (replace(choose, game=4), "sheet"),
        (replace(choose, game=2), "sheet"),
        (replace(choose, sheet=loss_sheet(4).adding(SheetRow(1, "x", (1, 1, 0, 0)))), "sheet"),
        (replace(choose, game=2, sheet=loss_sheet(4).adding(SheetRow(1, "x", (1, 1, 0, 0)))), "sheet.rows[0]"),
        (replace(choose, game=4, sheet=loss_sheet(4).adding(*(loss_row(k, 0, 4, "x") for k in (1, 2, 3)))),
         "sheet"),
        (replace(choose, cut=(CutCard(1, 0, c("6C")),)), "cut"),
        (replace(choose, cut=(*choose.cut[:-1], CutCard(choose.cut[-1].round, choose.cut[-1].seat, c("AS")),
                              CutCard(9, 0, c("6C")))), "cut"),
    ]


def test_check_state_rejects_impossible_states_naming_the_field() -> None:
    states = _states()
    for state in states.values():
        ot.check_state(state)
    for index, (bad, field) in enumerate(_corruptions(states)):
        with pytest.raises(InvalidState) as caught:
            ot.check_state(bad)
        assert caught.value.field == field, (index, caught.value)


def test_check_state_accepts_a_replayed_kon_on_the_sheet() -> None:
    state = ot.new_game(ot.Options(games=1), 4, seed=4)
    replayed = replace(state, game=2, sheet=loss_sheet(4).adding(loss_row(1, None, 4, "kon 1: replayed")))
    ot.check_state(replayed)


# ---------------------------------------------------------------- views and hidden cards


def test_view_shows_own_hand_sizes_and_public_cards_only() -> None:
    state = ot_play(ot_state(["7C 9H", "8C 6D", "6C 7D", "JC QC"]), "attack:7C", "take")
    for seat in range(4):
        view = ot.view(state, seat)
        assert view.hand == state.hands[seat].cards and view.hands == ()
        assert view.hand_sizes == (1, 3, 2, 2) and view.known[1] == hand("7C")
    spectator = ot.view(state, None)
    assert spectator.hand == () and spectator.seat is None and spectator.to_act == 2
    with pytest.raises(InvalidState):
        ot.view(state, 4)


def test_view_shows_every_hand_at_the_end() -> None:
    final = random_match(3, ot.Options(games=1))[-1]
    assert ot.view(final, 0).hands == final.hands


def test_redeal_unseen_keeps_views_known_cards_and_legal_moves() -> None:
    changed = 0
    for seed in range(6):
        for state in random_match(seed, ot.Options(games=1))[::7]:
            for seat in range(4):
                other = ot.redeal_unseen(state, seat, Drbg(seed * 10 + seat))
                ot.check_state(other)
                assert ot.view(other, seat) == ot.view(state, seat) and other.known == state.known
                if ot.to_act(state) == seat:
                    assert ot.legal_moves(other) == ot.legal_moves(state)
                changed += other != state
    assert changed > 50


def test_events_of_a_take_name_the_cards_for_everyone() -> None:
    state = ot_play(ot_state(["7C 7D AS", "8C 6S 9D", "6D 6C 7H", "JC QC KC AH AD"]), "pair:7C,7D", "giveaway:AS",
                    "beat:7C:8C")
    events = ot.play(state, ot.Take()).events
    assert events[0] == MovePlayed(1, "take", "Take the cards not beaten")
    moved = [e for e in events if isinstance(e, CardsMoved)]
    assert [(e.target.zone, e.cards, e.visible_to) for e in moved] == [
        (Zone.DISCARD, parse_cards("7C 8C"), ()), (Zone.HAND, parse_cards("7D AS"), ())]
    assert not any(isinstance(e, DealScored) for e in events)


# ---------------------------------------------------------------- the examples of docs/games/own_trumps.md


def test_docs_explicit_deal_example() -> None:
    notation = "0:-.-.-.AKQJT9876 -.-.AKQJT9876.- -.AKQJT9876.-.- AKQJT9876.-.-.-"
    state = ot.new_game(ot.Options(), 4, seed=1, deals=(ExplicitDeal(notation=notation),))
    assert [card.suit for card in state.hands[0].cards] == [c("6C").suit] * 9 and state.dealer == 3
    order = parse_cards("6C 6D 6H 6S 7C 7D 7H 7S 8C 8D 8H 8S 9C 9D 9H 9S TC TD TH TS JC JD JH JS "
                        "QC QD QH QS KC KD KH KS AC AD AH AS")
    assert ot.new_game(ot.Options(), 4, seed=1, deals=(ExplicitDeal(order=order),)) == state


def test_docs_worked_score_example() -> None:
    rows = (loss_row(1, 2, 4, "kon 1: seat 2 loses"), loss_row(2, None, 4, "kon 2: replayed"),
            loss_row(3, 0, 4, "kon 3: seat 0 loses"), loss_row(4, 2, 4, "kon 4: seat 2 loses"))
    playing = ot_state(["7C", "8C 9D TD", "", ""], places=(0, 0, 1, 2), options=ot.Options(games=3))
    final = replace(playing, phase=ot.Phase.OVER, game=4, sheet=loss_sheet(4).adding(*rows),
                    hands=(Hand(), Hand(), playing.hands[1].removing([c("8C")]), Hand()), places=(2, 3, 0, 1),
                    discard=playing.discard + parse_cards("7C 8C"))
    ot.check_state(final)
    result = ot.score(final)
    assert result.match == (1, 0, 2, 0) and result.deal == (0, 0, 1, 0) and result.places == (3, 1, 4, 1)
    assert result.outcomes == (Outcome.NEUTRAL, Outcome.WIN, Outcome.LOSS, Outcome.WIN)
    assert result.summary == "losses: seat 0 1, seat 1 0, seat 2 2, seat 3 0"
