"""The automatic steps: the widow after the auction, the start of the play, the end of a trick, the scoring
of a hand (played or not), the next deal and the end of the match."""

from __future__ import annotations

from cardgames.games.core.events import CardTurned, DealScored, MatchOver, Place, TrickWon, TurnPassed, Zone, moved
from cardgames.games.core.hands import put
from cardgames.games.core.values import replace
from cardgames.games.mechanics.match import SheetRow, next_deck
from cardgames.games.mechanics.tricks import Trick

from . import defense, ledger
from .defense import Decision
from .ledger import RESULT, Books, Mode
from .rules import Log, deal_events, deal_state, is_raspas, winner
from .state import DECK, LADDER, SIX_DIAMONDS_CIRCLE, TRICKS, Contract, Defense, DefenseCall, Phase, State, Strain

SIX_DIAMONDS = Contract(6, Strain.DIAMONDS)


def end_auction(state: State, log: Log) -> State:
    """The winner takes the widow (shown unless he bid blind, §4.7); nobody bid: a raspasovka."""
    high = state.auction.winner
    if high is None:
        return start_raspas(state, log)
    seat = high.seat
    blind = state.blind[seat]
    log.append(moved(Place(Zone.WIDOW), Place(Zone.HAND, seat), state.widow, (seat,) if blind else (), not blind))
    hand = state.hands[seat].adding(state.widow)
    return replace(state, phase=Phase.DISCARD, declarer=seat, contract=LADDER[high.bid],
                   hands=put(state.hands, seat, hand), widow=(), shown_widow=() if blind else state.widow)


def after_announce(state: State, log: Log) -> State:
    """A ten or misère is played out; a blind six is whisted by both; otherwise the defenders decide."""
    forced = defense.skips_whisting(state)
    if forced is None:
        return replace(state, phase=Phase.DEFENSE)
    if forced.mode is Mode.BOTH:
        calls = tuple(DefenseCall(seat, Defense.WHIST) for seat in forced.whisters)
        log.extend(TurnPassed(seat, "whists: compulsory on a blind six") for seat in forced.whisters)
        state = replace(state, defense=calls)
    return start_declared(state)


def after_defense(state: State, log: Log) -> State:
    """Once the defence is settled: play the hand, or score it unplayed (credited, half-whist)."""
    if defense.pending(state) is not None:
        return state
    decision = defense.decided(state)
    if decision.mode in (Mode.CREDITED, Mode.HALF):
        return score_declared(state, decision, (0,) * state.players, log)
    return start_declared(state)


def start_declared(state: State) -> State:
    """The first lead is the dealer's left (§4.9, PRF-21)."""
    return replace(state, phase=Phase.PLAY, trick=Trick(_first_active(state)))


def _first_active(state: State) -> int:
    """The active player on the dealer's left (the dealer never plays a declared game at 4)."""
    return (state.dealer + 1) % state.players


def start_raspas(state: State, log: Log) -> State:
    """A raspasovka (§4.9): 3 players turn the first widow card; with 4 the dealer leads it."""
    state = replace(state, phase=Phase.PLAY, declarer=None, contract=None)
    if state.players == 3:
        log.append(CardTurned(Place(Zone.WIDOW), state.widow[0]))
        return replace(state, trick=Trick(_first_active(state)))
    return _dealer_leads_widow(state, log)


def _dealer_leads_widow(state: State, log: Log) -> State:
    card = state.widow[0]
    log.append(moved(Place(Zone.WIDOW), Place(Zone.TRICK), (card,)))
    return replace(state, widow=state.widow[1:], trick=Trick(state.dealer, (card,)))


def end_trick(state: State, log: Log) -> State:
    """The trick's winner leads the next, except in a 4-player raspasovka's first three tricks (§4.9)."""
    trick = state.trick
    assert trick is not None
    won = trick.won_by(winner(state, trick))
    tricks = (*state.tricks, won)
    assert won.winner_seat is not None
    log.append(TrickWon(won.winner_seat, len(tricks), won.cards, won.leader))
    state = replace(state, tricks=tricks, trick=Trick(won.winner_seat))
    if len(tricks) == TRICKS:
        return end_play(state, log)
    if is_raspas(state) and state.players == 4 and len(tricks) <= 2:
        if len(tricks) == 1:
            return _dealer_leads_widow(state, log)
        return replace(state, trick=Trick(_first_active(state)))
    if is_raspas(state) and state.players == 3 and len(tricks) < 2:
        log.append(CardTurned(Place(Zone.WIDOW), state.widow[len(tricks)]))
    return state


def taken(state: State) -> tuple[int, ...]:
    return tuple(sum(1 for trick in state.tricks if trick.winner_seat == seat) for seat in range(state.players))


def end_play(state: State, log: Log) -> State:
    state = replace(state, trick=None)
    if is_raspas(state):
        return score_raspas(state, log)
    return score_declared(state, defense.decided(state) if state.defense else Decision(Mode.OPEN), taken(state), log)


def multiplier(state: State) -> int:
    """x2 for a blind declarer, x the oldest elochka marker (§4.10, PRF-17/18)."""
    assert state.declarer is not None
    return (2 if state.blind[state.declarer] else 1) * (state.markers[0] if state.markers else 1)


def score_declared(state: State, decision: Decision, tricks: tuple[int, ...], log: Log) -> State:
    """Score a declared hand; a made contract removes the marker it used (§4.10)."""
    assert state.declarer is not None and state.contract is not None
    hand = ledger.Hand(state.declarer, state.contract, decision.mode, tricks, decision.whisters, state.dealer,
                       multiplier(state), ledger.widow_tricks(state.shown_widow))
    books = Books(state.sheet, state.options.pulka_target)
    before = books.copy()
    ledger.score_hand(books, hand, state.options)
    made = ledger.made(hand)
    markers = state.markers[1:] if made and state.markers else state.markers
    label = (f"{state.contract} by seat {state.declarer}: " + ("made" if made else "failed")
             + f" ({_mode_text(decision.mode)}"
             + ("" if decision.mode in (Mode.CREDITED, Mode.HALF) else f", tricks {' '.join(map(str, tricks))}")
             + f", x{hand.multiplier})")
    return end_deal(replace(state, markers=markers), books, before, label, log)


def _mode_text(mode: Mode) -> str:
    return {Mode.BOTH: "both whisted", Mode.SOLE: "one whister", Mode.DEALER: "the dealer whisted",
            Mode.HALF: "half-whist", Mode.CREDITED: "all passed", Mode.OPEN: "played out"}[mode]


def blind_raspas(state: State) -> bool:
    """The first two passed looking at their cards, the third passed blind (§4.6)."""
    calls = state.auction.calls
    return len(calls) == 3 and state.blind[calls[2].seat] and not state.blind[calls[0].seat] \
        and not state.blind[calls[1].seat]


def score_raspas(state: State, log: Log) -> State:
    """Score a raspasovka and push an elochka marker (§4.11, §4.10)."""
    books = Books(state.sheet, state.options.pulka_target)
    before = books.copy()
    blind = blind_raspas(state)
    ledger.score_raspas(books, taken(state), blind, state.options)
    markers = (*state.markers, 4 if blind else 2) if state.options.elochka else state.markers
    label = ("blind " if blind else "") + "raspasovka: tricks " + " ".join(map(str, taken(state)))
    return end_deal(replace(state, markers=markers), books, before, label, log)


def end_deal(state: State, books: Books, before: Books, label: str, log: Log) -> State:
    """Write the deal's rows, then deal the next one or end the match (§4.12)."""
    rows = books.rows_since(before, state.deal_number, label)
    state = replace(state, sheet=state.sheet.adding(*rows), trick=None)
    change = tuple(a - b for a, b in zip(books.settlement(), before.settlement(), strict=True))
    log.append(DealScored(state.deal_number, change, label))
    if books.over() or state.deal_number >= state.options.max_deals:
        return finish(state, books, log)
    return next_deal(state, log)


def finish(state: State, books: Books, log: Log) -> State:
    """The match is over: the settlement row (§4.12)."""
    net = books.settlement()
    row = SheetRow(state.deal_number, "settlement", net, RESULT)
    state = replace(state, sheet=state.sheet.adding(row), phase=Phase.OVER, trick=None)
    log.append(DealScored(state.deal_number, net, "settlement"))
    log.append(MatchOver("the pulka is over: settlement " + ", ".join(
        f"seat {seat} {points}/{books.den}" for seat, points in enumerate(net))))
    return state


def next_deal(state: State, log: Log) -> State:
    """The deal passes clockwise (§4.3); a circle's deals have no auction (§4.5)."""
    order, rng, queued = next_deck(DECK, state.rng, state.queued)
    circle = state.circle_left
    fresh = replace(deal_state(state.options, state.players, state.deal_number + 1,
                               (state.dealer + 1) % state.players, order, rng, state.sheet, state.markers,
                               max(0, circle - 1), queued), cut=state.cut)
    log.extend(deal_events(fresh))
    if circle:
        return start_circle_deal(fresh, log)
    return fresh


def start_circle_deal(state: State, log: Log) -> State:
    """A circle's deal (§4.5): a raspasovka, or a 6D by the dealer's left without auction or widow."""
    if state.options.circle == SIX_DIAMONDS_CIRCLE:
        declarer = _first_active(state)
        log.append(TurnPassed(declarer, "plays 6D: a circle's deal"))
        return after_announce(replace(state, declarer=declarer, contract=SIX_DIAMONDS, phase=Phase.CONTRACT), log)
    return start_raspas(state, log)

