"""The automatic steps of Macao: the deal, the next seat to decide, the settlement (6.3 step 5), the next
coup, the end of a bank (6.4) and of the game."""

from __future__ import annotations

from cardgames.games.core.events import (
    CardsMoved,
    CardTurned,
    DealScored,
    DealStarted,
    MatchOver,
    Place,
    TurnPassed,
    Zone,
    moved,
)
from cardgames.games.core.hands import Hand, put
from cardgames.games.core.rng import shuffle_deck
from cardgames.games.core.values import replace
from cardgames.games.mechanics.betting import transfer
from cardgames.games.mechanics.match import ScoreSheet, SheetRow

from .rules import Log, banker_of, hand_value, order
from .state import SHOE, Phase, State

SHOE_PLACE = Place(Zone.STOCK)
DISCARD = Place(Zone.DISCARD)
TIE_PAYS = {9: 3, 8: 2}
"""What a punter pays on a tie at 9 or 8 [20]; any other tie pays the stake."""
NATURAL_PAYS = {9: 3, 8: 2}
"""What the banker pays a natural 9 or 8 above his value [15][16]; everything else wins the stake."""


def give(state: State, seat: int, log: Log) -> State:
    """The next card of the shoe to ``seat``, face down (MAC-7); a dry shoe takes the discards back
    reshuffled, and the bank ends after this coup (6.4)."""
    if not state.shoe:
        shoe, rng = shuffle_deck(state.discard, state.rng)
        log.append(CardsMoved(DISCARD, SHOE_PLACE, len(state.discard), face_up=False))
        state = replace(state, shoe=shoe, discard=(), rng=rng, last_coup=True)
    card = state.shoe[0]
    log.append(moved(SHOE_PLACE, Place(Zone.HAND, seat), (card,), (seat,), face_up=False))
    return replace(state, shoe=state.shoe[1:], hands=put(state.hands, seat, state.hands[seat].adding((card,))))


def deal(state: State, log: Log) -> State:
    """The last coup's cards go to the discards; one card each, the punters from the banker's left and the
    banker last [5]; the first punter decides."""
    cards = tuple(card for hand in state.hands for card in hand.cards)
    if cards:
        log.append(moved(Place(Zone.TABLE), DISCARD, cards))
    players = state.players
    state = replace(state, hands=(Hand(),) * players, drew=(False,) * players, stood=(False,) * players,
                    shown=False, discard=state.discard + cards, coup=state.coup + 1, phase=Phase.PLAY)
    log.append(DealStarted(state.coup, state.banker))
    for seat in order(state):
        state = give(state, seat, log)
    return replace(state, turn=order(state)[0])


def stand(state: State, log: Log) -> State:
    """The seat to act stands; the next seat decides, or the coup is settled after the banker."""
    state = replace(state, stood=(*state.stood[: state.turn], True, *state.stood[state.turn + 1 :]))
    if state.turn == state.banker:
        return settle(state, log)
    seats = order(state)
    return replace(state, turn=seats[seats.index(state.turn) + 1])


def punter_result(state: State, seat: int, banker: int) -> int:
    """What the banker pays the punter (+) or collects (-), in stakes (6.3 step 5, MAC-4, MAC-8)."""
    cards = state.hands[seat].cards
    mine, natural = hand_value(cards), not state.drew[seat]
    if mine > banker:
        return NATURAL_PAYS.get(mine, 1) if natural else 1
    if mine == banker and (natural or state.options.tie_rule == "value"):
        return -TIE_PAYS.get(mine, 1)
    return -1


def settle(state: State, log: Log) -> State:
    """Every hand face up, each punter settled against the banker, the row on the sheet; then the next coup,
    the next bank or the end of the game."""
    for seat in order(state):
        log.extend(CardTurned(Place(Zone.HAND, seat), card) for card in state.hands[seat].cards)
    banker = hand_value(state.hands[state.banker].cards)
    balances = state.balances
    for seat in order(state)[:-1]:
        balances = transfer(balances, state.banker, seat, punter_result(state, seat, banker) * state.options.stake)
    nets = tuple(after - before for before, after in zip(state.balances, balances, strict=True))
    label = f"coup {state.coup}: banker seat {state.banker} holds {banker}"
    sheet = (state.sheet or fresh_sheet(state.players)).adding(SheetRow(state.coup, label, nets))
    log.append(DealScored(state.coup, nets, label))
    state = replace(state, balances=balances, sheet=sheet, shown=True, last=state.hands)
    return next_coup(state, log)


def fresh_sheet(players: int) -> ScoreSheet:
    return ScoreSheet(tuple(f"seat {seat}" for seat in range(players)))


def bank_over(state: State) -> bool:
    """The shoe ran dry during the coup, or holds fewer than three cards a player (MAC-5)."""
    return state.last_coup or len(state.shoe) < 3 * state.players


def next_coup(state: State, log: Log) -> State:
    """Deal again from the same shoe; or pass the bank left with a fresh shoe [25]; or end the game once
    every player has held the bank ``banks`` times (MAC-6), or by agreement after ``coups`` coups."""
    agreed = bool(state.options.coups) and state.coup >= state.options.coups
    if not bank_over(state) and not agreed:
        return deal(state, log)
    if agreed or state.bank >= state.players * state.options.banks:
        summary = "net money: " + ", ".join(f"seat {s} {won:+d}" for s, won in enumerate(state.balances))
        log.append(MatchOver(summary))
        return replace(state, phase=Phase.OVER)
    banker = banker_of(state, state.bank + 1)
    log.append(TurnPassed(state.banker, f"the shoe is played out: the bank passes to seat {banker}"))
    everything = (*state.shoe, *state.discard, *(card for hand in state.hands for card in hand.cards))
    log.append(CardsMoved(Place(Zone.TABLE), SHOE_PLACE, len(everything), face_up=False))
    shoe, rng = shuffle_deck(SHOE, state.rng)
    state = replace(state, banker=banker, bank=state.bank + 1, shoe=shoe, discard=(), rng=rng, last_coup=False,
                    hands=(Hand(),) * state.players)
    return deal(state, log)
