"""Bridge game-module contract: setup, turn order, legality, views, state checks, random playouts."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence

import pytest

from cardgames.games import bridge
from cardgames.games.core.cards import Card, Suit, parse_cards
from cardgames.games.core.decks import deck52
from cardgames.games.core.errors import GameOver, IllegalMove, InvalidDeal, InvalidMove, InvalidOptions, InvalidState
from cardgames.games.core.rng import Drbg
from cardgames.games.core.spec import Chance, Information, Outcome
from cardgames.games.mechanics.auction import CallKind

N, E, S, W = range(4)
DECK_CODES = list(range(52))


def run(state: bridge.State, *ids: str) -> bridge.State:
    for text in ids:
        state = bridge.apply(state, bridge.parse_move(text))
    return state


def deck_for(hands: Sequence[Sequence[Card]], dealer: int = N) -> list[Card]:
    return [hands[(dealer + 1 + offset) % 4][k] for k in range(13) for offset in range(4)]


def random_policy(rnd: random.Random) -> object:
    """Uniform card play; auction biased to passes and low calls so rubbers finish in ~30 deals."""

    def choose(state: bridge.State, moves: tuple[bridge.Move, ...]) -> bridge.Move:
        if state.phase is bridge.Phase.AUCTION:
            return moves[0] if rnd.random() < 0.6 else rnd.choice(moves[1:5] or moves)
        return moves[rnd.randrange(len(moves))]

    return choose


def conserved(state: bridge.State) -> bool:
    return sorted(card.code for card in bridge.cards_of(state)) == DECK_CODES


# ------------------------------------------------------------------ descriptor and setup


def test_spec() -> None:
    spec = bridge.SPEC
    assert (spec.id, spec.name, spec.native_name, spec.family) == (
        "bridge",
        "Contract Bridge",
        "Бридж",
        "trick-taking",
    )
    assert (spec.min_players, spec.max_players, spec.default_players) == (4, 4, 4)
    assert spec.chance is Chance.EXPLICIT_STOCHASTIC and spec.information is Information.IMPERFECT
    assert spec.spec_file == "bridge.md" and spec.options_type is bridge.Options
    assert [option.name for option in spec.options] == [f.name for f in dataclasses.fields(bridge.Options)]
    assert spec.default_options() == bridge.Options()
    assert bridge.Options() == bridge.Options("rubber", False, True, 4, 100)
    assert spec.build_options({"scoring": "duplicate", "boards": "8"}).boards == 8
    with pytest.raises(InvalidOptions):
        spec.build_options({"boards": 33})
    with pytest.raises(InvalidOptions):
        spec.build_options({"scoring": "chicago"})


def test_players_and_options_checked() -> None:
    with pytest.raises(InvalidOptions):
        bridge.new_game(bridge.Options(), 3, seed=1)
    with pytest.raises(InvalidOptions):
        bridge.new_game(bridge.Options(boards=0), 4, seed=1)
    with pytest.raises(InvalidOptions):
        bridge.new_game(bridge.Options(scoring="chicago"), 4, seed=1)


def test_explicit_deal_north_deals_one_at_a_time_from_east() -> None:
    deck = deck52()
    state = bridge.new_game(bridge.Options(), 4, seed=1, deal=deck)
    assert state.dealer == N and state.phase is bridge.Phase.AUCTION and state.deal_number == 1
    assert state.hands[E].cards == tuple(sorted(deck[0::4]))
    assert state.hands[S].cards == tuple(sorted(deck[1::4]))
    assert state.hands[W].cards == tuple(sorted(deck[2::4]))
    assert state.hands[N].cards == tuple(sorted(deck[3::4]))
    with pytest.raises(InvalidDeal):
        bridge.new_game(bridge.Options(), 4, deal=deck[:51])
    with pytest.raises(InvalidDeal):
        bridge.new_game(bridge.Options(), 4, deal=(*deck[:51], deck[0]))


def test_seeded_games_are_deterministic_and_cut_for_dealer() -> None:
    assert bridge.new_game(bridge.Options(), 4, seed=11) == bridge.new_game(bridge.Options(), 4, seed=11)
    dealers = {bridge.new_game(bridge.Options(), 4, seed=seed).dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}  # BRG-6: the cut is random
    duplicate = {
        bridge.new_game(bridge.Options(scoring="duplicate"), 4, seed=seed).dealer for seed in range(10)
    }
    assert duplicate == {N}  # board 1 is dealt by North


# ------------------------------------------------------------------ turn order and legality


def test_auction_turns_and_passed_out_deal() -> None:
    state = bridge.new_game(bridge.Options(), 4, seed=3, deal=deck52())
    assert [bridge.to_act(run(state, *["pass"] * k)) for k in range(4)] == [N, E, S, W]
    after = run(state, "pass", "pass", "pass", "pass")  # BRG-4
    assert after.deal_number == 2 and after.dealer == E and after.phase is bridge.Phase.AUCTION
    assert after.history[-1].contract is None and after.history[-1].tricks == 0
    assert after.sheet == bridge.ScoreSheet()
    assert bridge.score(after).deal == (0, 0, 0, 0)
    assert all(len(hand.cards) == 13 for hand in after.hands) and conserved(after)
    assert after.hands != state.hands  # the next deal comes from the seed


def test_declarer_acts_for_dummy_and_play_errors() -> None:
    state = run(
        bridge.new_game(bridge.Options(), 4, seed=5, deal=deck52()), "pass", "bid:1NT", "pass", "pass", "pass"
    )
    assert state.contract is not None and state.contract.declarer == E
    assert bridge.to_act(state) == S  # opening lead: declarer's left
    with pytest.raises(IllegalMove):
        run(state, "pass")  # no calls in play
    lead = bridge.legal_moves(state)[0]
    state = bridge.apply(state, lead)
    assert bridge.to_act(state) == E  # W is dummy: E plays its cards
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
    state = bridge.new_game(bridge.Options(), 4, seed=5, deal=deck52())
    with pytest.raises(IllegalMove):
        bridge.apply(state, bridge.Play(state.hands[N].cards[0]))
    with pytest.raises(IllegalMove, match="BRG-8"):
        run(state, "double")
    over = run(bridge.new_game(bridge.Options(scoring="duplicate", boards=1), 4, seed=5), *["pass"] * 4)
    assert bridge.is_terminal(over) and bridge.legal_moves(over) == () and bridge.to_act(over) is None
    with pytest.raises(GameOver):
        run(over, "pass")


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("pass", "Pass"),
        ("bid:4H", "4 Hearts"),
        ("bid:3NT", "3 No Trump"),
        ("double", "Double"),
        ("redouble", "Redouble"),
        ("play:TH", "Play T♥"),
        ("play:2C", "Play 2♣"),
    ],
)
def test_move_ids_and_labels(text: str, label: str) -> None:
    move = bridge.parse_move(text)
    assert move.id == text and move.label == label
    assert bridge.parse_move(text.upper()) == move


@pytest.mark.parametrize("text", ["", "play:", "play:1X", "play:JK1", "bid:8NT", "bet:4H", "4H"])
def test_parse_move_rejects(text: str) -> None:
    with pytest.raises(InvalidMove):
        bridge.parse_move(text)


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


# ------------------------------------------------------------------ scoring flow


def _make_contract(state: bridge.State, declarer: int, bid: str) -> bridge.State:
    while bridge.to_act(state) != declarer:
        state = run(state, "pass")
    return run(state, f"bid:{bid}", "pass", "pass", "pass")


def _lowest(state: bridge.State) -> bridge.State:
    deals = len(state.history)
    while len(state.history) == deals:
        state = bridge.apply(state, bridge.legal_moves(state)[0])
    return state


def _spades_to(seat: int) -> list[tuple[Card, ...]]:
    suits = {seat: Suit.SPADES}
    others = [suit for suit in (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS)]
    for other in range(4):
        if other != seat:
            suits[other] = others.pop()
    return [tuple(card for card in deck52() if card.suit is suits[other]) for other in range(4)]


@pytest.mark.parametrize(("unfinished_bonus", "ns_above"), [(True, 150 + 150 + 100), (False, 150 + 150)])
def test_unfinished_rubber_after_max_deals(unfinished_bonus: bool, ns_above: int) -> None:
    options = bridge.Options(unfinished_rubber_bonus=unfinished_bonus, max_deals=1)
    state = _lowest(_make_contract(bridge.new_game(options, 4, deal=deck_for(_spades_to(N))), N, "2S"))
    assert bridge.is_terminal(state) and state.sheet.part == (60, 0)
    assert state.history[-1].above == (ns_above, 0)  # overtricks 150, honours 150, part-score 100
    assert bridge.score(state).outcomes == (Outcome.WIN, Outcome.LOSS, Outcome.WIN, Outcome.LOSS)


def test_unfinished_rubber_game_bonus_300() -> None:
    options = bridge.Options(max_deals=1)
    state = _lowest(_make_contract(bridge.new_game(options, 4, deal=deck_for(_spades_to(W))), W, "4S"))
    assert state.sheet.games == (0, 1)
    assert state.history[-1].above == (0, 90 + 150 + 300)


def test_old_undertricks_option_changes_penalty() -> None:
    hands = _spades_to(E)  # E holds every spade: N's 4S doubled takes no trick, down 10
    for old, penalty in ((False, 100 + 200 + 200 + 7 * 300), (True, 100 + 9 * 200)):
        state = bridge.new_game(bridge.Options(old_undertricks=old), 4, deal=deck_for(hands))
        state = run(state, "bid:4S", "double", "pass", "pass", "pass")
        state = _lowest(state)
        assert state.history[-1].tricks == 0
        assert state.history[-1].above[1] == penalty + 150  # down 10 doubled; E's spade honours


def test_duplicate_match() -> None:
    options = bridge.Options(scoring="duplicate", boards=2)
    state = bridge.new_game(options, 4, deal=deck_for(_spades_to(N)))
    state = _lowest(_make_contract(state, N, "4S"))
    assert state.history[-1].below == (120, 0) and state.history[-1].above == (390, 0)  # no honours
    assert (
        state.deal_number == 2 and state.dealer == E and bridge.view(state, None).vulnerable == (True, False)
    )
    assert bridge.score(state).match == (510, 0, 510, 0) and not bridge.is_terminal(state)
    state = run(state, *["pass"] * 4)
    assert bridge.is_terminal(state)
    result = bridge.score(state)
    assert result.terminal and result.outcomes[0] is Outcome.WIN and result.deal == (0, 0, 0, 0)
    assert state.sheet.games == (0, 0)


def test_draw_when_totals_equal() -> None:
    state = run(bridge.new_game(bridge.Options(scoring="duplicate", boards=1), 4, seed=2), *["pass"] * 4)
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
        exposed = bridge.game.dummy_exposed(state)
        dummy = bridge.game.dummy_of(state)
        for seat in (None, 0, 1, 2, 3):
            seen = bridge.view(state, seat)
            assert not hasattr(seen, "rng")
            assert seen.hand_sizes == tuple(len(hand.cards) for hand in state.hands)
            for other in range(4):
                visible = other == seat or (exposed and other == dummy)
                assert seen.hands[other].cards == (state.hands[other].cards if visible else ())
            assert seen.calls == state.calls and seen.trick == state.trick
            assert seen.last_trick == (state.tricks[-1] if state.tricks else None)


def test_terminal_view_shows_everything() -> None:
    state = run(bridge.new_game(bridge.Options(scoring="duplicate", boards=1), 4, seed=9), *["pass"] * 4)
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
    state = run(bridge.new_game(bridge.Options(), 4, deal=deck_for(hands)), "bid:1C", "pass", "pass", "pass")
    state = run(state, "play:AD", "play:2D", "play:2S")  # E leads, S (dummy) follows, W shows out of diamonds
    drbg = Drbg(1)
    for _ in range(30):
        other = bridge.redeal_unseen(state, E, drbg)  # E sees own hand and dummy S; N and W are hidden
        assert all(card.suit is not Suit.DIAMONDS for card in other.hands[W].cards)
        assert other.hands[E] == state.hands[E] and other.hands[S] == state.hands[S]


# ------------------------------------------------------------------ check_state


def _play_state() -> bridge.State:
    state = run(
        bridge.new_game(bridge.Options(), 4, seed=5, deal=deck52()), "bid:1NT", "pass", "pass", "pass"
    )
    for _ in range(6):
        state = bridge.apply(state, bridge.legal_moves(state)[0])
    bridge.check_state(state)
    return state


@pytest.mark.parametrize(
    "corrupt",
    [
        lambda s: dataclasses.replace(s, dealer=4),
        lambda s: dataclasses.replace(s, deal_number=0),
        lambda s: dataclasses.replace(s, side_tricks=(0, 0)),
        lambda s: dataclasses.replace(s, contract=None),
        lambda s: dataclasses.replace(s, hands=(s.hands[1], *s.hands[1:])),
        lambda s: dataclasses.replace(s, hands=(bridge.Hand(s.hands[0].cards[1:]), *s.hands[1:])),
        lambda s: dataclasses.replace(s, phase=bridge.Phase.AUCTION),
        lambda s: dataclasses.replace(s, sheet=bridge.ScoreSheet(games=(3, 0))),
        lambda s: dataclasses.replace(s, calls=s.calls[:-1]),
        lambda s: dataclasses.replace(s, trick=bridge.Trick((s.trick.leader + 1) % 4, s.trick.cards)),
        lambda s: dataclasses.replace(s, options=bridge.Options(scoring="x")),
        lambda s: dataclasses.replace(s, tricks=(*s.tricks, s.tricks[0])),
    ],
)
def test_check_state_rejects(corrupt: object) -> None:
    state = _play_state()
    assert state.tricks and state.trick is not None and state.trick.cards
    with pytest.raises(InvalidState):
        bridge.check_state(corrupt(state))  # type: ignore[operator]


def test_check_state_rejects_illegal_auction() -> None:
    state = bridge.new_game(bridge.Options(), 4, seed=1)
    bad = dataclasses.replace(state, calls=(bridge.parse_move("bid:2C"), bridge.parse_move("bid:1NT")))
    with pytest.raises(InvalidState, match="illegal"):
        bridge.check_state(bad)


# ------------------------------------------------------------------ random playouts


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
