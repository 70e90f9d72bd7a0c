"""The automatic steps: the end of the auction (the widow taken, a forced 100 of three nines redealt), a
concession, the end of a trick, the end of a deal (its row on the score sheet), the next deal and the end
of the match."""

from __future__ import annotations

from cardgames.games.core.cards import Rank
from cardgames.games.core.events import CardsMoved, DealScored, MatchOver, Place, TrickWon, TurnPassed, Zone, moved
from cardgames.games.core.hands import Hand, put
from cardgames.games.core.values import replace
from cardgames.games.mechanics.match import SheetRow, next_deck
from cardgames.games.mechanics.tricks import Trick

from . import scoring
from .rules import Log, deal_events, deal_state, is_forced, points_of, seats_in, trick_winner
from .state import DECK, GOAL, TRICKS, Phase, State


def after_auction(state: State, log: Log) -> State:
    """The auction is over: its winner takes the widow, shown to all unless he is on the forced 100 (§4.4);
    a forced 100 with three nines in the widow is redealt by the same dealer (TY-9)."""
    high = state.auction.winner
    assert high is not None
    declarer, contract = high.seat, points_of(state.options, high.bid)
    blind = not state.looked[declarer] and high is not state.auction.calls[0]
    state = replace(state, declarer=declarer, contract=contract, phase=Phase.WIDOW, blind=blind)
    forced = is_forced(state)
    log.append(TurnPassed(declarer, f"declares at {contract}" + (" (forced)" if forced else "")
                          + (" blind: the result counts double" if blind else "")))
    for seat in seats_in(state):
        if not state.looked[seat]:
            state = look(state, seat, log)
    if forced and state.options.three_nines_redeal and all(card.rank is Rank.NINE for card in state.widow):
        log.append(TurnPassed(declarer, "the widow is three nines: the same dealer deals again"))
        return _end_deal(state, (0,) * state.players, "three nines in the widow: redeal", log, state.dealer)
    widow = state.widow
    hand = state.hands[declarer].adding(widow)
    if forced or blind:
        log.append(moved(Place(Zone.WIDOW), Place(Zone.HAND, declarer), widow, (declarer,), False))
        return replace(state, hands=put(state.hands, declarer, hand), widow=())
    log.append(moved(Place(Zone.WIDOW), Place(Zone.HAND, declarer), widow))
    known = put(state.known, declarer, Hand(tuple(sorted(widow, key=lambda card: card.code))))
    return replace(state, hands=put(state.hands, declarer, hand), widow=(), shown=widow, known=known)


def look(state: State, seat: int, log: Log) -> State:
    """``seat`` looks at its hand (blind bidding): the cards, seen by it alone."""
    cards = state.hands[seat].cards
    log.append(moved(Place(Zone.HAND, seat), Place(Zone.HAND, seat), cards, (seat,), False))
    looked = tuple(flag or other == seat for other, flag in enumerate(state.looked))
    return replace(state, looked=looked)


def concede(state: State, log: Log) -> State:
    """The forced declarer throws in: each opponent 40, the declarer 0 or -100 (TY-10)."""
    raw = scoring.concession_scores(state)
    return _scored(state, raw, "the forced 100 thrown in", log)


def end_trick(state: State, log: Log) -> State:
    """The trick's winner takes it and leads the next; after eight the deal is scored."""
    winner = trick_winner(state, state.trick)
    won = state.trick.won_by(winner)
    tricks = (*state.tricks, won)
    log.append(TrickWon(winner, len(tricks), won.cards, won.leader))
    state = replace(state, tricks=tricks, trick=Trick(winner))
    if len(tricks) < TRICKS:
        return state
    raw = scoring.play_scores(state)
    made = raw[state.declarer] > 0 if state.declarer is not None else False
    return _scored(state, raw, f"contract {state.contract} " + ("made" if made else "failed"), log)


def _scored(state: State, raw: tuple[int, ...], label: str, log: Log) -> State:
    """Adjust the deal's scores by the options (barrel, dump truck, zero hands) and write them."""
    points, barrel, zeros, notes = scoring.adjust(state, raw)
    state = replace(state, barrel=barrel, zeros=zeros)
    dealer = (state.dealer + 1) % state.players
    return _end_deal(state, points, "; ".join((label, *notes)), log, dealer)


def _end_deal(state: State, points: tuple[int, ...], label: str, log: Log, dealer: int) -> State:
    """The deal's row on the sheet, then the next deal by ``dealer`` or the end of the match (§4.6)."""
    sheet = state.sheet.adding(SheetRow(state.deal_number, label, points))
    log.append(DealScored(state.deal_number, points, label))
    state = replace(state, sheet=sheet)
    if max(sheet.totals()) >= GOAL or state.deal_number >= state.options.max_deals:
        state = replace(state, phase=Phase.OVER)
        log.append(MatchOver(scoring.summary(state)))
        return state
    order, rng, queued = next_deck(DECK, state.rng, state.queued)
    fresh = deal_state(state.options, state.players, state.deal_number + 1, dealer, order, rng, sheet,
                       state.barrel, state.zeros, queued)
    log.extend(deal_events(fresh))
    return fresh


__all__ = ["CardsMoved", "seats_in"]
