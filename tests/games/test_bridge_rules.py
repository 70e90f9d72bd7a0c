"""Bridge on the game skeleton: setup and explicit deals, turns, legality, events, the score sheet, views,
state checks and random rubbers."""

from __future__ import annotations

import dataclasses
import random

import pytest
from positions import (
    bridge_contract,
    bridge_game,
    bridge_order,
    bridge_play_lowest,
    bridge_points,
    bridge_rows,
    bridge_run,
    bridge_with_hands,
)

from cardgames.games import bridge
from cardgames.games.bridge import checks
from cardgames.games.bridge import scoring as bridge_scoring
from cardgames.games.core.cards import Card, Suit, parse_cards
from cardgames.games.core.deals import DeckOrder, ExplicitDeal, format_hands
from cardgames.games.core.decks import deck52
from cardgames.games.core.errors import GameOver, IllegalMove, InvalidDeal, InvalidMove, InvalidOptions, InvalidState
from cardgames.games.core.events import (
    CardsMoved,
    CardTurned,
    DealScored,
    DealStarted,
    MatchOver,
    MovePlayed,
    Place,
    TrickWon,
    Zone,
)
from cardgames.games.core.hands import Hand
from cardgames.games.core.rng import Drbg
from cardgames.games.core.spec import Chance, Information, Outcome
from cardgames.games.mechanics.auction import Bid, Call, CallKind, Strain
from cardgames.games.mechanics.match import SheetRow
from cardgames.games.mechanics.tricks import Trick, TrickPosition

N, E, S, W = range(4)
DECK_CODES = list(range(52))
GAME = bridge.GAME


def conserved(state: bridge.State) -> bool:
    return sorted(card.code for card in bridge.cards_of(state)) == DECK_CODES


def by_order(order: tuple[Card, ...] | list[Card], options: bridge.Options | None = None) -> bridge.State:
    return bridge.new_game(options or bridge.Options(), 4, seed=1, deals=(ExplicitDeal(order=tuple(order)),))


def random_policy(rnd: random.Random) -> object:
    """Uniform card play; auction biased to passes and low calls so rubbers finish in ~30 deals."""

    def choose(state: bridge.State, moves: tuple[bridge.Move, ...]) -> bridge.Move:
        if state.phase is bridge.Phase.AUCTION:
            return moves[0] if rnd.random() < 0.6 else rnd.choice(moves[1:5] or moves)
        return moves[rnd.randrange(len(moves))]

    return choose


# ------------------------------------------------------------------ descriptor and setup


def test_spec() -> None:
    spec = bridge.SPEC
    assert (spec.id, spec.name, spec.native_name, spec.family) == ("bridge", "Contract Bridge", "Бридж", "trick-taking")
    assert (spec.min_players, spec.max_players, spec.default_players) == (4, 4, 4)
    assert spec.chance is Chance.EXPLICIT_STOCHASTIC and spec.information is Information.IMPERFECT
    assert spec.spec_file == "bridge.md" and spec.options_type is bridge.Options
    assert [option.name for option in spec.options] == [f.name for f in dataclasses.fields(bridge.Options)]
    assert spec.default_options() == bridge.Options()
    assert bridge.Options() == bridge.Options(scoring="rubber", old_undertricks=False, unfinished_rubber_bonus=True,
                                              boards=4, max_deals=100)
    assert spec.build_options({"scoring": "duplicate", "boards": "8"}).boards == 8
    with pytest.raises(InvalidOptions):
        spec.build_options({"boards": 33})
    with pytest.raises(InvalidOptions):
        spec.build_options({"scoring": "chicago"})
    assert GAME.plays_from is bridge.plays_from and GAME.trick_play is bridge.trick_play


def test_players_and_options_checked() -> None:
    with pytest.raises(InvalidOptions):
        bridge.new_game(bridge.Options(), 3, seed=1)
    with pytest.raises(InvalidOptions):
        bridge.new_game(bridge.Options(boards=0), 4, seed=1)
    with pytest.raises(InvalidOptions):
        bridge.new_game(bridge.Options(scoring="chicago"), 4, seed=1)


def test_explicit_deck_order_north_deals_one_at_a_time_from_east() -> None:
    deck = deck52()
    state = by_order(deck)
    assert state.dealer == N and state.phase is bridge.Phase.AUCTION and state.deal_number == 1
    assert state.hands[E].cards == tuple(sorted(deck[0::4]))
    assert state.hands[S].cards == tuple(sorted(deck[1::4]))
    assert state.hands[W].cards == tuple(sorted(deck[2::4]))
    assert state.hands[N].cards == tuple(sorted(deck[3::4]))
    assert state.queued == ()
    with pytest.raises(InvalidDeal):
        by_order(deck[:51])
    with pytest.raises(InvalidDeal):
        by_order((*deck[:51], deck[0]))


def test_explicit_hands_and_pbn_notation_deal_the_same_as_the_order() -> None:
    deck = list(deck52())
    random.Random(3).shuffle(deck)
    state = by_order(deck)
    hands = state.hands
    as_hands = bridge.new_game(bridge.Options(), 4, seed=1, deals=(ExplicitDeal(hands=hands),))
    text = format_hands(hands)
    assert text.startswith("N:") and len(text.split()) == 4
    as_text = bridge.new_game(bridge.Options(), 4, seed=1, deals=(ExplicitDeal(notation=text),))
    assert as_hands == as_text == state
    east_first = "E:" + " ".join(text[2:].split()[1:] + text[2:].split()[:1])
    assert bridge.new_game(bridge.Options(), 4, seed=1, deals=(ExplicitDeal(notation=east_first),)) == state
    assert bridge.new_game(bridge.Options(), 4, seed=1,
                           deals=(ExplicitDeal(notation="N:AKQJT98765432.-.-.- -.AKQJT98765432.-.-"
                                                        " -.-.AKQJT98765432.- -.-.-.AKQJT98765432"),)
                           ).hands[W].cards == tuple(card for card in deck52() if card.suit is Suit.CLUBS)


@pytest.mark.parametrize(
    "deal",
    [
        ExplicitDeal(hands=(Hand(),) * 4),
        ExplicitDeal(notation="N:AKQ.JT9.876.5432"),
        ExplicitDeal(notation="X:" + " ".join(["AKQJT98765432.-.-.-"] * 4)),
        ExplicitDeal(order=deck52(), notation="N:AKQJT98765432.-.-.- -.AKQJT98765432.-.- -.-.AKQJT98765432.- "
                                               "-.-.-.AKQJT98765432"),
    ],
)
def test_bad_explicit_deals_are_rejected(deal: ExplicitDeal) -> None:
    with pytest.raises(InvalidDeal):
        bridge.new_game(bridge.Options(), 4, seed=1, deals=(deal,))


def test_later_explicit_deals_are_queued_and_dealt_by_the_next_dealer() -> None:
    first, second = deck52(), tuple(reversed(deck52()))
    state = bridge.new_game(bridge.Options(), 4, seed=5, deals=(ExplicitDeal(order=first), ExplicitDeal(order=second)))
    assert [order.cards for order in state.queued] == [second]
    after = bridge_run(state, "pass", "pass", "pass", "pass")
    assert after.deal_number == 2 and after.dealer == E and after.queued == ()
    assert after.hands[S].cards == tuple(sorted(second[0::4]))  # the next deal starts left of E
    assert after.hands[E].cards == tuple(sorted(second[3::4]))
    third = bridge_run(after, "pass", "pass", "pass", "pass")
    assert third.dealer == S and conserved(third) and third.hands != after.hands  # shuffled from the seed
    too_many = (ExplicitDeal(order=first),) * 5
    with pytest.raises(InvalidDeal):
        bridge.new_game(bridge.Options(scoring="duplicate", boards=4), 4, seed=1, deals=too_many)


def test_seeded_games_are_deterministic_and_cut_for_dealer() -> None:
    assert bridge.new_game(bridge.Options(), 4, seed=11) == bridge.new_game(bridge.Options(), 4, seed=11)
    dealers = {bridge.new_game(bridge.Options(), 4, seed=seed).dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}  # BRG-6: the cut is random
    duplicate = {bridge.new_game(bridge.Options(scoring="duplicate"), 4, seed=seed).dealer for seed in range(10)}
    assert duplicate == {N}  # board 1 is dealt by North


# ------------------------------------------------------------------ turn order and legality


def test_auction_turns_and_passed_out_deal() -> None:
    state = by_order(deck52())
    assert [bridge.to_act(bridge_run(state, *["pass"] * k)) for k in range(4)] == [N, E, S, W]
    after = bridge_run(state, "pass", "pass", "pass", "pass")  # BRG-4
    assert after.deal_number == 2 and after.dealer == E and after.phase is bridge.Phase.AUCTION
    assert after.history[-1].contract is None and after.history[-1].tricks == 0
    assert after.sheet.rows == ()
    assert bridge.score(after).deal == (0, 0, 0, 0)
    assert all(len(hand.cards) == 13 for hand in after.hands) and conserved(after)
    assert after.hands != state.hands  # the next deal comes from the seed


def test_declarer_acts_for_dummy_and_play_errors() -> None:
    state = bridge_run(by_order(deck52()), "pass", "bid:1NT", "pass", "pass", "pass")
    assert state.contract is not None and state.contract.declarer == E
    assert bridge.to_act(state) == S == bridge.plays_from(state)  # opening lead: declarer's left
    with pytest.raises(IllegalMove):
        bridge_run(state, "pass")  # no calls in play
    lead = bridge.legal_moves(state)[0]
    state = bridge.apply(state, lead)
    assert bridge.to_act(state) == E and bridge.plays_from(state) == W  # W is dummy: E plays its cards
    moves = bridge.legal_moves(state)
    assert all(move.card in state.hands[W].cards for move in moves)  # type: ignore[union-attr]
    assert all(move.card.suit == lead.card.suit for move in moves)  # type: ignore[union-attr]
    not_held = next(card for card in deck52() if card not in state.hands[W].cards)
    with pytest.raises(IllegalMove, match="not in W's hand"):
        bridge.apply(state, bridge.Play(not_held))
    off_suit = next((card for card in state.hands[W].cards if card.suit != lead.card.suit), None)  # type: ignore[union-attr]
    if off_suit is not None and moves:
        with pytest.raises(IllegalMove, match="follow suit"):
            bridge.apply(state, bridge.Play(off_suit))


def test_call_moves_rejected_in_wrong_phase_and_after_end() -> None:
    state = by_order(deck52())
    with pytest.raises(IllegalMove):
        bridge.apply(state, bridge.Play(state.hands[N].cards[0]))
    with pytest.raises(IllegalMove, match="BRG-8"):
        bridge_run(state, "double")
    over = bridge_run(bridge.new_game(bridge.Options(scoring="duplicate", boards=1), 4, seed=5), *["pass"] * 4)
    assert bridge.is_terminal(over) and bridge.legal_moves(over) == () and bridge.to_act(over) is None
    with pytest.raises(GameOver):
        bridge_run(over, "pass")


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("pass", "Pass"),
        ("bid:4H", "4 Hearts"),
        ("bid:3NT", "3 No Trump"),
        ("bid:7NT", "7 No Trump"),
        ("double", "Double"),
        ("redouble", "Redouble"),
        ("play:TH", "Play T♥"),
        ("play:2C", "Play 2♣"),
        ("play:AS", "Play A♠"),
    ],
)
def test_move_ids_and_labels(text: str, label: str) -> None:
    move = bridge.parse_move(text)
    assert move.id == text and move.label == label
    assert bridge.parse_move(text.upper()) == move == GAME.parse_move(f"  {text} ")


@pytest.mark.parametrize(
    "text", ["", "play:", "play:1X", "play:JK1", "bid:8NT", "bid:0C", "bid:4X", "bid:", "bet:4H", "4H", "raise"]
)
def test_parse_move_rejects(text: str) -> None:
    with pytest.raises(InvalidMove):
        bridge.parse_move(text)


@pytest.mark.parametrize(
    "build",
    [
        lambda: Bid(8, Strain.HEARTS),
        lambda: Bid(0, Strain.CLUBS),
        lambda: Bid(1, 0),  # type: ignore[arg-type]
        lambda: Call(CallKind.BID),
        lambda: Call(CallKind.PASS, Bid(1, Strain.CLUBS)),
        lambda: Call(CallKind.DOUBLE, Bid(4, Strain.HEARTS)),
        lambda: Call(0),  # type: ignore[arg-type]
    ],
)
def test_calls_off_the_ladder_cannot_exist(build: object) -> None:
    """Bid and Call check themselves, so no move, decoded message or state can hold one (the codec turns
    the ValueError into INVALID_ARGUMENT naming the field: tests/service)."""
    with pytest.raises(ValueError):
        build()  # type: ignore[operator]


def test_legal_moves_sorted_and_parse_round_trip() -> None:
    rnd = random.Random(4)
    choose = random_policy(rnd)
    state = bridge.new_game(bridge.Options(), 4, seed=4)
    for _ in range(400):
        moves = bridge.legal_moves(state)
        assert moves and len(set(moves)) == len(moves)
        if state.phase is bridge.Phase.PLAY:
            assert list(moves) == sorted(moves, key=lambda move: move.card.code)  # type: ignore[union-attr]
        else:
            kinds = [move.kind for move in moves]  # type: ignore[union-attr]
            assert kinds[0] is CallKind.PASS and kinds == sorted(kinds, key=lambda k: k is CallKind.BID)
        assert all(bridge.parse_move(move.id) == move for move in moves)
        state = bridge.apply(state, choose(state, moves))  # type: ignore[operator]


# ------------------------------------------------------------------ trick play through TrickRules


def test_tricks_record_their_winner_and_trick_play_is_the_play_phase() -> None:
    state = by_order(deck52())
    assert bridge.trick_play(state) is None  # the auction
    state = bridge_run(state, "bid:2H", "pass", "pass", "pass")
    position = bridge.trick_play(state)
    assert isinstance(position, TrickPosition)
    assert position.rules == bridge.trick_rules(state.contract) and position.rules.trump is Suit.HEARTS  # type: ignore[arg-type]
    assert not position.rules.must_trump and position.rules.follow
    assert position.scoring == (True, False, True, False) and position.objective == "tricks"
    assert position.hands == state.hands and position.trick == Trick(E)
    for _ in range(8):
        state = bridge.apply(state, bridge.legal_moves(state)[0])
    assert [trick.winner_seat for trick in state.tricks] == [
        bridge.trick_rules(state.contract).winner(trick) for trick in state.tricks  # type: ignore[arg-type]
    ]
    assert len(state.tricks) == 2 and state.trick is not None and state.trick.leader == state.tricks[-1].winner_seat
    assert bridge.dealt_hands(state) == by_order(deck52()).hands


# ------------------------------------------------------------------ events


def test_opening_events_deal_each_hand_to_its_owner() -> None:
    state = by_order(deck52())
    events = bridge.opening_events(state)
    assert events[0] == DealStarted(1, N)
    dealt = events[1:]
    assert [event.target for event in dealt] == [Place(Zone.HAND, seat) for seat in (E, S, W, N)]  # type: ignore[union-attr]
    for event in dealt:
        assert isinstance(event, CardsMoved) and event.source == Place(Zone.DECK) and not event.face_up
        assert event.visible_to == (event.target.seat,) and event.cards == state.hands[event.target.seat].cards  # type: ignore[index]


def test_events_of_the_play() -> None:
    state = bridge_run(by_order(deck52()), "pass", "bid:1NT", "pass", "pass")
    step = bridge.play(state, bridge.parse_move("pass"))
    assert step.events == (MovePlayed(N, "pass", "Pass"),)  # the auction ends: nothing else happens
    state = step.state
    lead = bridge.legal_moves(state)[0]
    step = bridge.play(state, lead)
    dummy_cards = state.hands[W].cards
    assert step.events[0] == MovePlayed(S, lead.id, lead.label)
    assert step.events[1] == CardsMoved(Place(Zone.HAND, S), Place(Zone.TRICK), 1, (lead.card,))  # type: ignore[union-attr]
    assert step.events[2:] == tuple(CardTurned(Place(Zone.HAND, W), card) for card in dummy_cards)  # dummy face up
    state = step.state
    for seat in (W, N):
        move = bridge.legal_moves(state)[0]
        step = bridge.play(state, move)
        assert step.events[0] == MovePlayed(E if seat == W else N, move.id, move.label)  # declarer plays dummy
        assert step.events[1].source == Place(Zone.HAND, seat) and len(step.events) == 2  # type: ignore[union-attr]
        state = step.state
    last = bridge.legal_moves(state)[0]
    step = bridge.play(state, last)
    trick = step.state.tricks[0]
    assert step.events[-1] == TrickWon(trick.winner_seat, 1, trick.cards, S)  # type: ignore[arg-type]


def test_events_at_the_end_of_a_deal_and_of_the_match() -> None:
    state = by_order(deck52())
    step = bridge.play(bridge_run(state, "pass", "pass", "pass"), bridge.parse_move("pass"))
    assert step.events[:3] == (MovePlayed(W, "pass", "Pass"), DealScored(1, (0, 0), "passed out"), DealStarted(2, E))
    assert [event.target.seat for event in step.events[3:]] == [S, W, N, E]  # type: ignore[union-attr]
    over = bridge.new_game(bridge.Options(scoring="duplicate", boards=1), 4, seed=2)
    step = bridge.play(bridge_run(over, "pass", "pass", "pass"), bridge.parse_move("pass"))
    assert step.events[1] == DealScored(1, (0, 0), "passed out")
    assert isinstance(step.events[2], MatchOver) and "level" in step.events[2].summary and len(step.events) == 3


# ------------------------------------------------------------------ the score sheet


def _spades_to(seat: int) -> list[tuple[Card, ...]]:
    suits = {seat: Suit.SPADES}
    others = [Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS]
    for other in range(4):
        if other != seat:
            suits[other] = others.pop()
    return [tuple(card for card in deck52() if card.suit is suits[other]) for other in range(4)]


def test_rows_of_a_made_contract() -> None:
    state = bridge_play_lowest(bridge_contract(bridge_game(_spades_to(N)), N, "2S"))
    assert bridge_rows(state, 1) == [
        ("below", "2S by N made, 13 tricks", (60, 0)),
        ("above", "overtricks", (150, 0)),
        ("above", "honours", (150, 0)),
    ]
    assert state.sheet.columns == ("N-S", "E-W") and state.sheet.sections == ("above", "below")
    assert state.history[-1] == bridge.DealRecord(number=1, dealer=N, vulnerable=(False, False),
                                                  contract=state.history[-1].contract, tricks=13)
    view = bridge.view(state, E)
    assert view.games == (0, 0) and view.part_score == (60, 0) and view.history == state.history


def test_rows_of_a_doubled_contract_down() -> None:
    state = bridge_play_lowest(bridge_contract(bridge_game(_spades_to(E)), N, "4S", "X"))
    assert state.history[-1].tricks == 0
    assert bridge_rows(state, 1) == [("above", "undertricks", (0, 100 + 200 + 200 + 7 * 300)),
                                     ("above", "honours", (0, 150))]
    assert bridge.score(state).deal == (0, 2750, 0, 2750)


def test_a_won_game_counts_once_and_makes_the_side_vulnerable() -> None:
    state = bridge_play_lowest(bridge_contract(bridge_game(_spades_to(N)), N, "4S"))
    assert bridge.progress(state.sheet.rows) == bridge.Progress((1, 0), (0, 0))
    assert bridge.view(state, N).vulnerable == (True, False)
    for _ in range(3):  # passed-out deals change nothing
        state = bridge_run(state, "pass", "pass", "pass", "pass")
    view = bridge.view(state, None)
    assert view.games == (1, 0) and view.part_score == (0, 0) and view.vulnerable == (True, False)
    assert "games 1-0" in bridge.score(state).summary
    assert [line.values for line in bridge.score(state).breakdown] == [(120, 0), (240, 0), (1, 0), (0, 0)]


def test_check_state_does_not_rescore_earlier_deals(monkeypatch: pytest.MonkeyPatch) -> None:
    rnd = random.Random(2)
    choose = random_policy(rnd)
    state = bridge.new_game(bridge.Options(), 4, seed=2)
    while len(state.history) < 6:
        state = bridge.apply(state, choose(state, bridge.legal_moves(state)))  # type: ignore[operator]
    assert state.sheet.rows

    def refuse(*args: object, **kwargs: object) -> object:
        raise AssertionError("check_state replays the scoring")

    for name in ("contract_result", "undertrick_penalty", "honours_bonus", "overtrick_score", "slam_bonus",
                 "duplicate_score"):
        monkeypatch.setattr(bridge_scoring, name, refuse)
    bridge.check_state(state)


@pytest.mark.parametrize(("unfinished_bonus", "ns_above"), [(True, 150 + 150 + 100), (False, 150 + 150)])
def test_unfinished_rubber_after_max_deals(unfinished_bonus: bool, ns_above: int) -> None:
    options = bridge.Options(unfinished_rubber_bonus=unfinished_bonus, max_deals=1)
    state = bridge_play_lowest(bridge_contract(bridge_game(_spades_to(N), options), N, "2S"))
    assert bridge.is_terminal(state) and bridge.progress(state.sheet.rows).part == (60, 0)
    assert bridge_points(state, 1, "above") == (ns_above, 0)  # overtricks 150, honours 150, part-score 100
    assert (state.sheet.rows[-1].label == "unfinished rubber") is unfinished_bonus
    assert bridge.score(state).outcomes == (Outcome.WIN, Outcome.LOSS, Outcome.WIN, Outcome.LOSS)


def test_unfinished_rubber_game_bonus_300() -> None:
    state = bridge_play_lowest(bridge_contract(bridge_game(_spades_to(W), bridge.Options(max_deals=1)), W, "4S"))
    assert bridge.progress(state.sheet.rows).games == (0, 1)
    assert bridge_points(state, 1, "above") == (0, 90 + 150 + 300)


def test_old_undertricks_option_changes_penalty() -> None:
    hands = _spades_to(E)  # E holds every spade: N's 4S doubled takes no trick, down 10
    for old, penalty in ((False, 100 + 200 + 200 + 7 * 300), (True, 100 + 9 * 200)):
        state = bridge_game(hands, bridge.Options(old_undertricks=old))
        state = bridge_play_lowest(bridge_run(state, "bid:4S", "double", "pass", "pass", "pass"))
        assert state.history[-1].tricks == 0
        assert bridge_points(state, 1, "above") == (0, penalty + 150)  # down 10 doubled; E's spade honours


def test_duplicate_match() -> None:
    options = bridge.Options(scoring="duplicate", boards=2)
    state = bridge_play_lowest(bridge_contract(bridge_game(_spades_to(N), options), N, "4S"))
    assert bridge_rows(state, 1) == [
        ("below", "4S by N made, 13 tricks", (120, 0)),
        ("above", "overtricks", (90, 0)),
        ("above", "game bonus", (300, 0)),
    ]  # no honours in duplicate
    assert state.deal_number == 2 and state.dealer == E and bridge.view(state, None).vulnerable == (True, False)
    assert bridge.score(state).match == (510, 0, 510, 0) and not bridge.is_terminal(state)
    assert bridge_scoring.duplicate_score(Bid(4, Strain.SPADES), state.history[0].contract.doubling,  # type: ignore[union-attr]
                                          False, 13) == 510
    state = bridge_run(state, *["pass"] * 4)
    assert bridge.is_terminal(state)
    result = bridge.score(state)
    assert result.terminal and result.outcomes[0] is Outcome.WIN and result.deal == (0, 0, 0, 0)
    assert [line.label.split(" (")[0] for line in result.breakdown] == ["below the line", "above the line"]


def test_draw_when_totals_equal() -> None:
    state = bridge_run(bridge.new_game(bridge.Options(scoring="duplicate", boards=1), 4, seed=2), *["pass"] * 4)
    assert bridge.score(state).outcomes == (Outcome.DRAW,) * 4


# ------------------------------------------------------------------ views and hidden information


def _states(seed: int, count: int) -> list[bridge.State]:
    rnd = random.Random(seed)
    choose = random_policy(rnd)
    state = bridge.new_game(bridge.Options(), 4, seed=seed)
    result = [state]
    while len(result) < count and not bridge.is_terminal(state):
        state = bridge.apply(state, choose(state, bridge.legal_moves(state)))  # type: ignore[operator]
        result.append(state)
    return result


@pytest.mark.parametrize("seed", range(3))
def test_view_never_shows_hidden_hands(seed: int) -> None:
    for state in _states(seed, 300):
        exposed = bridge.dummy_exposed(state)
        dummy = bridge.dummy_of(state)
        for seat in (None, 0, 1, 2, 3):
            seen = bridge.view(state, seat)
            assert not hasattr(seen, "rng") and not hasattr(seen, "queued")
            assert seen.hand_sizes == tuple(len(hand.cards) for hand in state.hands)
            for other in range(4):
                visible = other == seat or (exposed and other == dummy)
                assert seen.hands[other].cards == (state.hands[other].cards if visible else ())
            assert seen.calls == state.calls and seen.trick == state.trick
            assert seen.last_trick == (state.tricks[-1] if state.tricks else None)
            assert sum(seen.side_tricks) == len(state.tricks)


def test_terminal_view_shows_everything() -> None:
    state = bridge_run(bridge.new_game(bridge.Options(scoring="duplicate", boards=1), 4, seed=9), *["pass"] * 4)
    for seat in (None, 2):
        assert bridge.view(state, seat).hands == state.hands


def test_view_rejects_bad_seat() -> None:
    with pytest.raises(InvalidState):
        bridge.view(bridge.new_game(bridge.Options(), 4, seed=1), 4)


@pytest.mark.parametrize("seed", range(4))
def test_redeal_unseen_keeps_view_and_moves(seed: int) -> None:
    drbg = Drbg(seed)
    changed = 0
    for state in _states(seed, 200)[::3]:
        for seat in range(4):
            other = bridge.redeal_unseen(state, seat, drbg)
            bridge.check_state(other)
            assert conserved(other)
            assert bridge.view(other, seat) == bridge.view(state, seat)
            if bridge.to_act(state) == seat:
                assert bridge.legal_moves(other) == bridge.legal_moves(state)
            changed += other.hands != state.hands
    assert changed > 0


def test_redeal_unseen_respects_shown_voids() -> None:
    hands = [
        parse_cards("AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C"),
        parse_cards("AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D AH"),
        parse_cards("2D KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H"),
        parse_cards("AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"),
    ]
    state = bridge_run(by_order(bridge_order(hands)), "bid:1C", "pass", "pass", "pass")
    state = bridge_run(state, "play:AD", "play:2D", "play:2S")  # E leads, S (dummy) follows, W shows out
    drbg = Drbg(1)
    for _ in range(30):
        other = bridge.redeal_unseen(state, E, drbg)  # E sees own hand and dummy S; N and W are hidden
        assert all(card.suit is not Suit.DIAMONDS for card in other.hands[W].cards)
        assert other.hands[E] == state.hands[E] and other.hands[S] == state.hands[S]


# ------------------------------------------------------------------ check_state


def _play_state() -> bridge.State:
    state = bridge_run(by_order(deck52()), "bid:1NT", "pass", "pass", "pass")
    for _ in range(6):
        state = bridge.apply(state, bridge.legal_moves(state)[0])
    bridge.check_state(state)
    return state


def _later_state() -> bridge.State:
    """Deal 3 of a rubber: deal 1 N-S 4S made (a game), deal 2 passed out."""
    state = bridge_play_lowest(bridge_contract(bridge_game(_spades_to(N)), N, "4S"))
    state = bridge_run(state, *["pass"] * 4)
    bridge.check_state(state)
    return state


def _row(deal: int, label: str, points: tuple[int, int], section: str = "above") -> SheetRow:
    return SheetRow(deal, label, points, section)


@pytest.mark.parametrize(
    "corrupt",
    [
        lambda s: dataclasses.replace(s, dealer=4),
        lambda s: dataclasses.replace(s, deal_number=0),
        lambda s: dataclasses.replace(s, contract=None),
        lambda s: dataclasses.replace(s, hands=(s.hands[1], *s.hands[1:])),
        lambda s: dataclasses.replace(s, hands=(bridge.Hand(s.hands[0].cards[1:]), *s.hands[1:])),
        lambda s: dataclasses.replace(s, hands=(bridge.Hand(tuple(reversed(s.hands[0].cards))), *s.hands[1:])),
        lambda s: dataclasses.replace(s, phase=bridge.Phase.AUCTION),
        lambda s: dataclasses.replace(s, phase=bridge.Phase.OVER),
        lambda s: dataclasses.replace(s, calls=s.calls[:-1]),
        lambda s: dataclasses.replace(s, trick=bridge.Trick((s.trick.leader + 1) % 4, s.trick.cards)),
        lambda s: dataclasses.replace(s, trick=bridge.Trick(s.trick.leader, s.trick.cards, 0)),
        lambda s: dataclasses.replace(s, tricks=(dataclasses.replace(s.tricks[0], winner_seat=None), *s.tricks[1:])),
        lambda s: dataclasses.replace(s, tricks=(*s.tricks, s.tricks[0])),
        lambda s: dataclasses.replace(s, options=bridge.Options(scoring="x")),
        lambda s: dataclasses.replace(s, sheet=s.sheet.adding(_row(1, "honours", (100, 0)))),
        lambda s: dataclasses.replace(s, sheet=dataclasses.replace(s.sheet, columns=("we", "they"))),
        lambda s: dataclasses.replace(s, deal_number=2),
        lambda s: dataclasses.replace(s, queued=(DeckOrder(deck52()[:51]),)),
    ],
)
def test_check_state_rejects(corrupt: object) -> None:
    state = _play_state()
    assert state.tricks and state.trick is not None and state.trick.cards
    with pytest.raises(InvalidState):
        bridge.check_state(corrupt(state))  # type: ignore[operator]


@pytest.mark.parametrize(
    "corrupt",
    [
        lambda s: dataclasses.replace(s, history=s.history[:1]),
        lambda s: dataclasses.replace(s, history=(dataclasses.replace(s.history[0], dealer=E), *s.history[1:])),
        lambda s: dataclasses.replace(s, history=(s.history[0], dataclasses.replace(s.history[1],
                                                                                     vulnerable=(False, False)))),
        lambda s: dataclasses.replace(s, history=(dataclasses.replace(s.history[0], tricks=9), *s.history[1:])),
        lambda s: dataclasses.replace(s, history=(dataclasses.replace(s.history[0], tricks=14), *s.history[1:])),
        lambda s: dataclasses.replace(s, history=(dataclasses.replace(s.history[0], number=2), *s.history[1:])),
        lambda s: dataclasses.replace(s, sheet=dataclasses.replace(s.sheet, rows=s.sheet.rows[1:])),
        lambda s: dataclasses.replace(s, sheet=dataclasses.replace(s.sheet, rows=(
            dataclasses.replace(s.sheet.rows[0], deal=2), *s.sheet.rows[1:]))),
        lambda s: dataclasses.replace(s, sheet=s.sheet.adding(_row(3, "honours", (100, 0)))),
        lambda s: dataclasses.replace(s, sheet=s.sheet.adding(_row(2, "honours", (100, 100)))),
        lambda s: dataclasses.replace(s, sheet=s.sheet.adding(_row(2, "honours", (-100, 0)))),
        lambda s: dataclasses.replace(s, sheet=s.sheet.adding(_row(2, "honours", (100, 0), "middle"))),
        lambda s: dataclasses.replace(s, sheet=s.sheet.adding(_row(2, "3NT by N made, 9 tricks", (100, 0), "below"))),
        lambda s: dataclasses.replace(s, sheet=s.sheet.adding(_row(2, "rubber bonus", (700, 0), "below"))),
        lambda s: dataclasses.replace(s, sheet=s.sheet.adding(_row(2, "unfinished rubber", (300, 0)))),
        lambda s: dataclasses.replace(s, phase=bridge.Phase.OVER, trick=None),
    ],
)
def test_check_state_rejects_impossible_history_and_sheet(corrupt: object) -> None:
    state = _later_state()
    with pytest.raises(InvalidState):
        bridge.check_state(corrupt(state))  # type: ignore[operator]


def test_check_state_rejects_illegal_auction() -> None:
    state = bridge.new_game(bridge.Options(), 4, seed=1)
    bad = dataclasses.replace(state, calls=(bridge.parse_move("bid:2C"), bridge.parse_move("bid:1NT")))
    with pytest.raises(InvalidState, match="illegal"):
        bridge.check_state(bad)
    with pytest.raises(InvalidState, match="call 2"):
        bridge.check_state(dataclasses.replace(state, calls=(bridge.parse_move("pass"), bridge.parse_move("double"))))


def test_a_rubber_won_two_nil_closes_with_the_bonus_below_the_line() -> None:
    hands = _spades_to(N)
    state = bridge_play_lowest(bridge_contract(bridge_game(hands), N, "4S"))
    state = bridge_play_lowest(bridge_contract(bridge_with_hands(state, hands), N, "4S"))
    assert bridge.is_terminal(state) and bridge.progress(state.sheet.rows).games == (2, 0)
    assert state.sheet.rows[-1] == SheetRow(2, "rubber bonus", (700, 0), "below")
    assert state.sheet.totals("below") == (120 + 120 + 700, 0)
    checks.check_state(state)
    without = dataclasses.replace(state, sheet=dataclasses.replace(state.sheet, rows=state.sheet.rows[:-1]))
    with pytest.raises(InvalidState):
        bridge.check_state(without)
    wrong = dataclasses.replace(state, sheet=dataclasses.replace(state.sheet, rows=(
        *state.sheet.rows[:-1], SheetRow(2, "rubber bonus", (500, 0), "below"))))
    with pytest.raises(InvalidState):
        bridge.check_state(wrong)


# ------------------------------------------------------------------ random rubbers


def test_random_rubbers() -> None:
    """200 seeded rubbers (some duplicate / max_deals): terminal, conservation, legality, determinism."""
    for seed in range(200):
        options = (
            bridge.Options(),
            bridge.Options(max_deals=5),
            bridge.Options(scoring="duplicate", boards=3),
            bridge.Options(old_undertricks=True),
        )[seed % 4]
        rnd = random.Random(seed)
        choose = random_policy(rnd)
        state = bridge.new_game(options, 4, seed=seed)
        trail = []
        steps = 0
        while not bridge.is_terminal(state):
            moves = bridge.legal_moves(state)
            assert moves and bridge.to_act(state) is not None
            move = choose(state, moves)  # type: ignore[operator]
            trail.append(move)
            state = bridge.apply(state, move)
            assert conserved(state)
            steps += 1
            if steps % 97 == 0:
                bridge.check_state(state)
                _assert_rejects_illegal(state)
        bridge.check_state(state)
        assert bridge.legal_moves(state) == () and bridge.score(state).terminal
        assert Outcome.UNDECIDED not in bridge.score(state).outcomes
        if seed < 20:
            replay = bridge.new_game(options, 4, seed=seed)
            for move in trail:
                replay = bridge.apply(replay, move)
            assert replay == state


def _assert_rejects_illegal(state: bridge.State) -> None:
    legal = set(bridge.legal_moves(state))
    candidates = [bridge.Play(card) for card in deck52()] + [
        bridge.parse_move(t) for t in ("pass", "double", "redouble", "bid:1C")
    ]
    for move in candidates:
        if move not in legal:
            with pytest.raises(IllegalMove):
                bridge.apply(state, move)
