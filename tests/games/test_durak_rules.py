"""Unit tests of each durak rule (rules/durak.md), random playouts, views and redeals."""

from __future__ import annotations

import itertools
import random
from dataclasses import fields, replace

import pytest
from positions import durak_bout as custom_state
from positions import durak_deal as make_deal
from positions import durak_play as play
from positions import explicit

from cardgames.games import durak as d
from cardgames.games.core.cards import Card, parse_cards
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.decks import deck36
from cardgames.games.core.errors import GameOver, IllegalMove, InvalidDeal, InvalidMove, InvalidState
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.rng import Drbg
from cardgames.games.core.spec import Outcome
from cardgames.games.durak.moves import move_key
from cardgames.games.durak.state import fresh_sheet
from cardgames.games.mechanics.beating import beaters, beats, can_beat
from cardgames.games.mechanics.match import SheetRow

# ---------------------------------------------------------------- helpers


def ids(state: d.State) -> list[str]:
    return [move.id for move in d.legal_moves(state)]


def cards(text: str) -> set[Card]:
    return set(parse_cards(text))


# ---------------------------------------------------------------- beating mechanic


def test_beats_same_suit_needs_higher_rank() -> None:
    assert beats(Card.parse("TD"), Card.parse("9D"), None)
    assert not beats(Card.parse("9D"), Card.parse("9D"), None)
    assert not beats(Card.parse("8D"), Card.parse("9D"), None)


def test_beats_without_trump_suit_other_suits_never_beat() -> None:
    assert not beats(Card.parse("AS"), Card.parse("6D"), None)
    assert not can_beat(parse_cards("AS AH AC"), Card.parse("6D"), None)


def test_beaters_keeps_hand_order() -> None:
    hand = parse_cards("6S TH 8H AS 7C")
    assert beaters(hand, Card.parse("9H"), Card.parse("6S").suit) == parse_cards("6S TH AS")


# ---------------------------------------------------------------- deal, dealer, first attacker


def test_explicit_deal_goes_one_at_a_time_from_seat_zero_and_trump_lies_under_the_stock() -> None:
    deck = tuple(deck36())
    state = d.new_game(d.Options(), 4, deals=explicit(deck))
    assert state.dealer == 3
    for seat in range(4):
        assert set(state.hands[seat].cards) == {deck[k * 4 + seat] for k in range(6)}
    assert state.trump == deck[24]
    assert state.stock == (*deck[25:], deck[24])


def test_dur_1_seeded_dealer_is_random_and_deal_is_reproducible() -> None:
    dealers = {d.new_game(d.Options(), 3, seed=seed).dealer for seed in range(40)}
    assert dealers == {0, 1, 2}
    assert d.new_game(d.Options(), 3, seed=7) == d.new_game(d.Options(), 3, seed=7)
    assert d.new_game(d.Options(), 3, seed=7) != d.new_game(d.Options(), 3, seed=8)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_first_attacker_is_lowest_trump_holder_for_seeded_deals(players: int) -> None:
    for seed in range(60):
        state = d.new_game(d.Options(), players, seed=seed)
        trumps = [
            (card.rank, seat)
            for seat, hand in enumerate(state.hands)
            for card in hand.cards
            if card.suit == state.trump.suit
        ]
        expected = min(trumps)[1] if trumps else (state.dealer + 1) % players
        assert state.attacker == expected
        assert state.defender == (expected + 1) % players
        assert len(state.stock) == 36 - 6 * players


def test_dur_2_nobody_holds_trump_left_of_dealer_attacks() -> None:
    deal = make_deal(["6C 7C 8C 9C TC JC", "6D 7D 8D 9D TD JD", "6S 7S 8S 9S TS JS"], trump="6H")
    state = d.new_game(d.Options(), 3, deals=explicit(deal))
    assert state.dealer == 2 and state.attacker == 0 and state.defender == 1


def test_new_game_rejects_player_counts_and_bad_deals() -> None:
    from cardgames.games.core.errors import InvalidDeal, InvalidOptions

    with pytest.raises(InvalidOptions):
        d.new_game(d.Options(), 5, seed=1)
    with pytest.raises(InvalidDeal):
        d.new_game(d.Options(), 2, deals=explicit(deck36()[:-1]))


# ---------------------------------------------------------------- attack and cover


def test_attack_must_be_one_rank() -> None:
    state = d.new_game(d.Options(), 2, deals=explicit(make_deal(["6S 7C 7D 8C 9C TC", "6H 7H 8H 9H TH JH"], "AS")))
    assert "attack:7C,7D" in ids(state)
    assert all(len({c.rank for c in m.cards}) == 1 for m in d.legal_moves(state) if isinstance(m, d.Attack))
    with pytest.raises(IllegalMove, match=r"\[9\]"):
        d.apply(state, d.parse_move("attack:7C,8C"))


def test_attack_with_a_card_not_held_is_illegal() -> None:
    state = d.new_game(d.Options(), 2, deals=explicit(make_deal(["6S 7C 7D 8C 9C TC", "6H 7H 8H 9H TH JH"], "AS")))
    with pytest.raises(IllegalMove):
        d.apply(state, d.parse_move("attack:6H"))


def test_cover_rules_in_the_engine() -> None:
    state = d.new_game(d.Options(), 2, deals=explicit(make_deal(["6S 9H 8C 9C TC JC", "8H TH 9D 7S AD KD"], "AS")))
    state = play(state, "attack:9H")
    assert ids(state) == ["cover:9H:TH", "cover:9H:7S", "take"]
    with pytest.raises(IllegalMove, match=r"\[12\]\[13\]"):
        d.apply(state, d.parse_move("cover:9H:8H"))
    with pytest.raises(IllegalMove, match=r"\[12\]\[13\]"):
        d.apply(state, d.parse_move("cover:9H:9D"))
    with pytest.raises(IllegalMove, match="uncovered attack card"):
        d.apply(state, d.parse_move("cover:8C:TH"))


def test_trump_attack_needs_a_higher_trump() -> None:
    state = custom_state(["7S 9C", "6S AH 8S"], trump="AS")
    state = play(state, "attack:7S")
    assert ids(state) == ["cover:7S:8S", "take"]


def test_defender_may_take_after_covering_some() -> None:
    state = custom_state(["7C 7D 9S", "8C 6D JH QH"], trump="AS")
    state = play(state, "attack:7C,7D", "cover:7C:8C")
    assert ids(state) == ["take"]
    state = play(state, "take")
    # A's one extra opportunity: nothing throwable (ranks 7, 8), so the pick-up is immediate.
    assert set(state.hands[1].cards) == cards("6D JH QH 7C 7D 8C")


def test_wrong_move_kind_for_phase_is_illegal() -> None:
    state = custom_state(["7C 7D 9S", "8C 6D JH QH"], trump="AS")
    for text in ("take", "done", "pass", "throw:7C", "cover:7C:8C"):
        with pytest.raises(IllegalMove):
            d.apply(state, d.parse_move(text))
    state = play(state, "attack:7C")
    for text in ("attack:7D", "done", "pass", "throw:7D"):
        with pytest.raises(IllegalMove):
            d.apply(state, d.parse_move(text))


# ---------------------------------------------------------------- limits


def test_dur_3_limit_is_cards_defender_starts_with() -> None:
    state = custom_state(["6C 6D 6H 9S", "7C 7D"], trump="AS")
    assert state.limit == 2
    assert "attack:6C,6D,6H" not in ids(state)
    with pytest.raises(IllegalMove, match="DUR-3"):
        d.apply(state, d.parse_move("attack:6C,6D,6H"))
    play(state, "attack:6C,6D")


def test_dur_7_first_bout_cap_of_five_counts_the_opening_cards() -> None:
    deal = make_deal(["6S 7C 7D 7H 7S 8C", "9C 9D 9H 8S TC TD"], trump="AS")
    state = d.new_game(d.Options(), 2, deals=explicit(deal))
    assert state.limit == 5
    state = play(state, "attack:7C,7D,7H,7S", "cover:7C:9C", "cover:7D:9D", "cover:7H:9H", "cover:7S:8S")
    assert ids(state) == ["throw:8C", "done"]
    state = play(state, "throw:8C", "cover:8C:TC")
    # five attack cards: the attacker's Done is automatic and the bout is beaten
    assert state.phase is d.Phase.ATTACK and state.bout == 2 and len(state.discard) == 10
    assert (state.attacker, state.defender) == (1, 0)


def test_dur_7_cap_of_six_counts_the_opening_cards_in_later_bouts() -> None:
    state = custom_state(
        ["6C 6D 6S 6H 8H 8S 9C 9D", "8C 8D 9S 7H TC TD JC JD QC"], trump="AH"
    )
    assert state.limit == 6
    state = play(state, "attack:6C,6D,6H,6S", "cover:6C:8C", "cover:6D:8D", "cover:6S:9S", "cover:6H:7H")
    assert max(len(m.cards) for m in d.legal_moves(state) if isinstance(m, d.ThrowIn)) == 2
    with pytest.raises(IllegalMove, match="DUR-3, DUR-7"):
        d.apply(state, d.parse_move("throw:8S,9C,9D"))
    state = play(state, "throw:9C,9D", "cover:9C:TC", "cover:9D:TD")
    assert state.phase is d.Phase.ATTACK and (state.attacker, state.defender) == (1, 0)


# ---------------------------------------------------------------- throwers


def test_two_players_only_the_attacker_throws() -> None:
    state = custom_state(["7C 7D 9S", "8C 8D JH QH"], trump="AS")
    state = play(state, "attack:7C", "cover:7C:8C")
    assert d.throw_order(state) == (0,)
    state = play(state, "done")
    assert state.phase is d.Phase.ATTACK and (state.attacker, state.defender) == (1, 0)
    assert cards("7C 8C") <= set(state.discard)


def test_dur_4_strict_thrower_order_without_re_entry_four_players() -> None:
    state = custom_state(["7C 7D 6C 6D", "8C 8D 9C TC JS TD", "7S 8H QS", "8S KS AS"], trump="AH")
    assert d.throw_order(replace(state, phase=d.Phase.THROW_IN)) == (0, 2, 3)
    state = play(state, "attack:7C", "cover:7C:8C")
    assert d.to_act(state) == 0
    state = play(state, "done")
    assert d.to_act(state) == 2
    state = play(state, "throw:7S", "cover:7S:JS")
    assert d.to_act(state) == 2  # the thrower keeps the turn until Done
    state = play(state, "done")
    assert d.to_act(state) == 3
    state = play(state, "done")
    # A still holds the throwable 7D, but said Done: no re-entry, the bout is beaten.
    assert Card.parse("7D") in state.hands[0].cards
    assert state.phase is d.Phase.ATTACK and (state.attacker, state.defender) == (1, 2)


def test_thrower_with_nothing_to_throw_is_skipped_automatically() -> None:
    state = custom_state(["7C 7D 6C 6D", "8C 8D 9C TC JS TD", "QD KH QS", "8S KS AS"], trump="AH")
    state = play(state, "attack:7C", "cover:7C:8C", "done")
    assert d.to_act(state) == 3  # seat 2 holds no 7 or 8


def test_four_players_thrower_order_starts_left_of_defender() -> None:
    state = custom_state(["6C", "7C 8C", "9C", "TC", ], trump="AH", attacker=2)
    assert (state.attacker, state.defender) == (2, 3)
    assert d.throw_order(state) == (2, 0, 1)


def test_dur_9_one_extra_throw_in_each_after_take_even_after_done() -> None:
    state = custom_state(["7C 7D 9H", "8C TC 6S 6D 6H", "7S 8D 8H QS"], trump="AH")
    state = play(state, "attack:7C", "cover:7C:8C", "done", "throw:7S")
    assert d.to_act(state) == 1 and "cover:7S:6H" in ids(state)
    state = play(state, "take")
    assert state.phase is d.Phase.AFTER_TAKE and d.to_act(state) == 0  # A had said Done
    assert ids(state) == ["throw:7D", "pass"]
    state = play(state, "throw:7D")
    assert d.to_act(state) == 2  # A's one opportunity is used
    assert ids(state) == ["throw:8D", "throw:8H", "throw:8D,8H", "pass"]  # room 5 - 3 = 2
    state = play(state, "throw:8D,8H")
    assert set(state.hands[1].cards) == cards("6S 6D 6H TC 7C 8C 7S 7D 8D 8H")
    assert set(state.known[1].cards) == cards("7C 8C 7S 7D 8D 8H")
    assert (state.attacker, state.defender) == (2, 0)  # taken: left(D) attacks


def test_dur_9_extra_throw_ins_respect_the_limit() -> None:
    state = custom_state(["7C 7D 9H", "8C TC 6S", "7S 8D 8H"], trump="AH")
    assert state.limit == 3
    state = play(state, "attack:7C", "cover:7C:8C", "done", "throw:7S", "take", "throw:7D")
    # three attack cards = limit: the last opportunity is skipped and D picks up
    assert state.phase is d.Phase.ATTACK and len(state.hands[1].cards) == 6


# ---------------------------------------------------------------- end of bout


def test_dur_5_refill_order_four_players() -> None:
    state = custom_state(
        ["6C 7H 8H 9H TH JH", "7C QC KC AC 6D 7D", "8D 9D TD JD QD KD", "AD 6S 7S 8S 9S TS"],
        trump="AS", stock="JS QS KS AS",
    )
    assert d.refill_order(state) == (0, 2, 3, 1)
    state = play(state, "attack:6C", "cover:6C:7C")
    while state.phase is not d.Phase.ATTACK:
        state = play(state, "done")
    # A draws JS, then seat 2 and 3 need nothing, D draws QS last
    assert Card.parse("JS") in state.hands[0].cards and Card.parse("QS") in state.hands[1].cards
    assert state.stock == parse_cards("KS AS")


def test_dur_6_beaten_defender_out_next_attacker_is_left_of_defender() -> None:
    state = custom_state(["6C 9H", "7C", "8D 9D"], trump="AH")
    state = play(state, "attack:6C", "cover:6C:7C")
    assert state.places == (0, 1, 0)
    assert (state.attacker, state.defender) == (2, 0)


def test_dur_11_empty_hand_refills_while_stock_lasts() -> None:
    state = custom_state(["6C", "7C 8C"], trump="AS", stock="TS AS")
    state = play(state, "attack:6C", "cover:6C:7C")
    # A had no cards but drew the last two; D then had none left and the stock was empty
    assert set(state.hands[0].cards) == cards("TS AS")
    assert state.known[0].cards == parse_cards("AS")  # the face-up trump is public
    assert state.places == (0, 0) and len(state.hands[1].cards) == 1
    state = custom_state(["6C", "7C"], trump="AS", stock="TS AS")
    state = play(state, "attack:6C", "cover:6C:7C")
    assert state.places == (0, 1) and d.is_terminal(state)
    assert d.durak(state) == 0


def test_dur_8_both_out_in_last_bout_is_a_draw() -> None:
    state = play(custom_state(["6C", "7C"], trump="AH"), "attack:6C", "cover:6C:7C")
    assert d.is_terminal(state) and d.to_act(state) is None and d.legal_moves(state) == ()
    result = d.score(state)
    assert result.terminal and result.outcomes == (Outcome.DRAW, Outcome.DRAW)
    assert result.match == (0, 0) and "draw" in result.summary
    with pytest.raises(GameOver):
        d.apply(state, d.Take())


def test_dur_8_simultaneous_first_outs_are_all_winners() -> None:
    state = play(custom_state(["6C", "7C", "8D 9D"], trump="AH"), "attack:6C", "cover:6C:7C")
    result = d.score(state)
    assert result.deal == (0, 0, 1) and result.match == (0, 0, 1)  # durak points of the game and the match
    assert result.breakdown[0].values == (1, 1, 3)  # finishing places: both first out share the first place
    assert result.places == (1, 1, 3)
    assert result.outcomes == (Outcome.WIN, Outcome.WIN, Outcome.LOSS)
    assert result.summary == "seat 2 is the durak"


def test_later_outs_are_safe_and_last_one_holding_cards_is_durak() -> None:
    state = custom_state(["6C 8H", "7C", ""], trump="AH", places=(0, 0, 1))
    state = play(state, "attack:6C", "cover:6C:7C")
    result = d.score(state)
    assert result.deal == (1, 0, 0) and result.breakdown[0].values == (3, 2, 1)
    assert result.outcomes == (Outcome.LOSS, Outcome.NEUTRAL, Outcome.WIN)


def test_draw_keeps_earlier_winner() -> None:
    state = custom_state(["6C", "7C", ""], trump="AH", places=(0, 0, 1))
    state = play(state, "attack:6C", "cover:6C:7C")
    assert d.score(state).outcomes == (Outcome.DRAW, Outcome.DRAW, Outcome.WIN)


def test_score_while_playing_is_undecided() -> None:
    state = d.new_game(d.Options(), 3, seed=3)
    result = d.score(state)
    assert not result.terminal and set(result.outcomes) == {Outcome.UNDECIDED}


# ---------------------------------------------------------------- text and checks


def test_parse_move_round_trip_and_errors() -> None:
    for text in ("attack:7D,7H", "cover:9H:TH", "take", "throw:9C", "throw:8D,TD", "done", "pass"):
        assert d.parse_move(text).id == text
    assert d.parse_move("attack:7H,7D").id == "attack:7D,7H"
    for text in ("", "attack:", "attack:7D,7D", "cover:9H", "throw:2H", "take:7D", "fold", "cover:9H:XX"):
        with pytest.raises(InvalidMove):
            d.parse_move(text)


def test_check_state_rejects_impossible_states() -> None:
    state = d.new_game(d.Options(), 3, seed=11)
    d.check_state(state)
    hand0 = state.hands[0].cards
    duplicated = replace(state, hands=(Hand(hand0), Hand(hand0), state.hands[2]))
    broken = [
        duplicated,
        replace(state, attacker=5),
        replace(state, stock=state.stock[1:] + state.stock[:1]),
        replace(state, places=(1, 0, 0)),
        replace(state, phase=d.Phase.DEFEND),
        replace(state, limit=6),
        replace(state, known=(Hand(state.hands[1].cards[:1]), Hand(()), Hand(()))),
        replace(state, players=5),
    ]
    for bad in broken:
        with pytest.raises(InvalidState):
            d.check_state(bad)


# ---------------------------------------------------------------- random playouts


def random_game(players: int, seed: int) -> list[d.State]:
    rng = random.Random(seed)
    states = [d.new_game(d.Options(), players, seed=seed)]
    while not d.is_terminal(states[-1]):
        states.append(d.apply(states[-1], rng.choice(d.legal_moves(states[-1]))))
    return states


def candidate_moves(state: d.State) -> list[d.Move]:
    """A superset of the small legal moves: everything built from the actor's hand and the table."""
    actor = d.to_act(state)
    assert actor is not None
    hand = state.hands[actor].cards
    combos = [c for size in (1, 2) for c in itertools.combinations(hand, size)]
    moves: list[d.Move] = [d.Take(), d.Done(), d.Pass()]
    moves += [d.Attack(c) for c in combos] + [d.ThrowIn(c) for c in combos]
    moves += [d.Cover(pair.attack, card) for pair in state.table for card in hand]
    return moves


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_playouts(players: int) -> None:
    deck = sorted(deck36())
    for seed in range(100):
        states = random_game(players, seed * 10 + players)
        for state in states:
            d.check_state(state)
            assert sorted(d.cards_of(state)) == deck
            moves = d.legal_moves(state)
            assert bool(moves) != d.is_terminal(state)
            assert len({m.id for m in moves}) == len(moves)
            assert list(moves) == sorted(moves, key=move_key)
        assert d.score(states[-1]).terminal


def test_random_playouts_are_deterministic() -> None:
    for seed in range(20):
        assert random_game(3, seed) == random_game(3, seed)


def test_apply_accepts_exactly_the_legal_moves() -> None:
    for seed in range(30):
        for state in random_game(2 + seed % 3, seed)[:-1][::3]:
            legal = set(d.legal_moves(state))
            for move in candidate_moves(state):
                if move in legal:
                    d.check_state(d.apply(state, move))
                else:
                    with pytest.raises(IllegalMove):
                        d.apply(state, move)


def test_every_legal_move_id_parses_back() -> None:
    for state in random_game(4, 5)[:-1]:
        for move in d.legal_moves(state):
            assert d.parse_move(move.id) == move and move.label


def test_to_act_always_has_a_real_choice() -> None:
    for seed in range(40):
        for state in random_game(3, seed):
            if state.phase in (d.Phase.THROW_IN, d.Phase.AFTER_TAKE):
                assert any(isinstance(m, d.ThrowIn) for m in d.legal_moves(state))


# ---------------------------------------------------------------- views and redeals


def visible_cards(view: d.View) -> set[Card]:
    seen = set(view.hand) | set(view.discard) | {view.trump}
    for hand in (*view.known, *view.hands):
        seen |= set(hand.cards)
    for pair in view.table:
        seen.add(pair.attack)
        if pair.cover is not None:
            seen.add(pair.cover)
    return seen


def test_view_never_shows_hidden_cards_or_stock_order() -> None:
    names = {f.name for f in fields(d.View)}
    assert "stock" not in names and "rng" not in names
    for seed in range(30):
        for state in random_game(2 + seed % 3, seed):
            for seat in [None, *range(state.players)]:
                v = d.view(state, seat)
                assert v.hand == (state.hands[seat].cards if seat is not None else ())
                assert v.stock_count == len(state.stock)
                assert v.hand_sizes == tuple(len(h.cards) for h in state.hands)
                if d.is_terminal(state):
                    assert v.hands == state.hands
                    continue
                assert v.hands == ()
                seen = visible_cards(v)
                for other in range(state.players):
                    if other != seat:
                        hidden = set(state.hands[other].cards) - set(state.known[other].cards)
                        assert not hidden & seen
                assert not set(state.stock[:-1]) & seen


def test_redeal_unseen_keeps_view_and_legal_moves() -> None:
    changed = 0
    for seed in range(30):
        drbg = Drbg(seed)
        for state in random_game(2 + seed % 3, seed)[::4]:
            for seat in range(state.players):
                other = d.redeal_unseen(state, seat, drbg)
                d.check_state(other)
                assert d.view(other, seat) == d.view(state, seat)
                assert other.known == state.known
                if d.to_act(state) == seat:
                    assert d.legal_moves(other) == d.legal_moves(state)
                changed += other != state
    assert changed > 100


def test_view_seat_out_of_range() -> None:
    with pytest.raises(InvalidState):
        d.view(d.new_game(d.Options(), 2, seed=1), 2)


# ---------------------------------------------------------------- a match of several games, explicit deals


def _play_until(state: d.State, done: object, seed: int = 3) -> d.State:
    chooser = Drbg(seed)
    while not done(state):  # type: ignore[operator]
        legal = d.legal_moves(state)
        state = d.apply(state, legal[chooser.randbelow(len(legal))])
    return state


@pytest.mark.parametrize("seed", range(6))
def test_later_games_are_led_against_the_previous_durak(seed: int) -> None:
    """[11]: the player on the previous durak's right attacks, so the durak defends; he also deals (DUR-1)."""
    state = d.new_game(d.Options(games=2), 3, seed=seed)
    state = _play_until(state, lambda s: s.game == 2 or d.is_terminal(s), seed)
    assert state.game == 2 and state.sheet is not None and len(state.sheet.rows) == 1
    row = state.sheet.rows[0]
    if sum(row.points) == 1:
        loser = row.points.index(1)
        assert state.dealer == loser and state.defender == loser and state.attacker == (loser - 1) % 3
    d.check_state(state)


def test_match_score_counts_durak_per_seat() -> None:
    state = _play_until(d.new_game(d.Options(games=3), 3, seed=12), d.is_terminal)
    result = d.score(state)
    assert state.sheet is not None and len(state.sheet.rows) == 3
    assert result.match == state.sheet.totals() and sum(result.match) <= 3
    assert result.terminal and all(place >= 1 for place in result.places)
    best = min(result.match)
    if len(set(result.match)) == 1:
        assert set(result.outcomes) == {Outcome.DRAW}
    else:
        pairs = zip(result.outcomes, result.match, strict=True)
        assert all((outcome is Outcome.WIN) == (count == best) for outcome, count in pairs)


def test_explicit_deal_as_hands_equals_the_deck_order() -> None:
    hands = ["6S 7C 7D 8C 9C TC", "6H 7H 8H 9H TH JH"]
    order = make_deal(hands, "AS")
    rest = order[12:]
    by_order = d.new_game(d.Options(), 2, seed=1, deals=explicit(order))
    structured = ExplicitDeal(hands=tuple(Hand(sorted_cards(parse_cards(h))) for h in hands), rest=rest)
    assert d.new_game(d.Options(), 2, seed=1, deals=(structured,)) == by_order
    notation = ExplicitDeal(notation="0:6.-.7.T987 -.JT9876.-.-", rest=rest)
    assert d.new_game(d.Options(), 2, seed=1, deals=(notation,)) == by_order
    for bad in ("0:6.-.7.T987 6.JT987.-.-", "0:6.-.7.T987", "X:6.-.7.T987 -.JT9876.-.-", "0:6.-.7.T98Z -.JT9876.-.-"):
        with pytest.raises(InvalidDeal):
            d.new_game(d.Options(), 2, deals=(ExplicitDeal(notation=bad, rest=rest),))


def test_queued_explicit_deals_are_used_for_later_games() -> None:
    first = make_deal(["6S 7C 7D 8C 9C TC", "6H 7H 8H 9H TH JH"], "AS")
    second = tuple(reversed(deck36()))
    state = d.new_game(d.Options(games=2), 2, deals=(*explicit(first), *explicit(second)))
    assert state.queued[0].cards == second
    state = _play_until(state, lambda s: s.game == 2 or d.is_terminal(s))
    if state.game == 2:
        assert not state.queued and state.trump == second[12]
    with pytest.raises(InvalidDeal):
        d.new_game(d.Options(), 2, deals=(*explicit(first), *explicit(second)))  # two deals, one game


def test_check_state_rejects_impossible_match_fields() -> None:
    state = d.new_game(d.Options(games=2), 3, seed=1)
    for bad in (
        replace(state, game=3),
        replace(state, rng=d.RngState(1, 2**64 - 1)),
        replace(state, options=d.Options(games=0)),
        replace(state, sheet=fresh_sheet(3).adding(SheetRow(1, "x", (1, 1, 0)))),
    ):
        with pytest.raises(InvalidState):
            d.check_state(bad)
