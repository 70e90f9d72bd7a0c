"""What a client-sent bezique state must satisfy, where every card lies, and re-dealing what a seat cannot see.
:func:`check_state` never replays the match: it checks shapes, ranges and what follows from the state."""

from __future__ import annotations

from collections import Counter

from cardgames.games.core.cards import Card, Rank
from cardgames.games.core.deals import check_conserved
from cardgames.games.core.errors import InvalidOptions, InvalidState
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.rng import Drbg, check_rng
from cardgames.games.core.seats import check_seat
from cardgames.games.core.values import replace
from cardgames.games.mechanics.first_dealer import check_cut
from cardgames.games.mechanics.match import check_queued

from . import melds
from .rules import CUT_DECK, active_seats, cut_rank, dealt, order_from
from .state import HAND_SIZE, SPEC, Family, MeldKind, Phase, State, deck_of, match_length


def cards_of(state: State) -> list[Card]:
    """Every card: hands, the stock, the face-up trump card, the pile, the trick."""
    cards: list[Card] = []
    for hand in state.hands:
        cards += hand.cards
    cards += state.stock
    if state.face_up is not None:
        cards.append(state.face_up)
    cards += state.pile
    cards += state.trick.cards
    return cards


def check_state(state: State) -> None:
    """Raise InvalidState naming the first impossible claim of a state a client sent back."""
    try:
        SPEC.check_options(state.options)
    except InvalidOptions as error:
        raise InvalidState(error.message, field=f"options.{error.field}") from None
    if not SPEC.min_players <= state.players <= SPEC.max_players:
        raise InvalidState(f"bezique takes 2-4 players, got {state.players}", field="players")
    if not isinstance(state.phase, Phase):
        raise InvalidState(f"bad phase {state.phase!r}", field="phase")
    for name in ("hands", "exposed", "melds"):
        if len(getattr(state, name)) != state.players:
            raise InvalidState(f"{name} needs one entry per seat", field=name)
    check_seat(state.dealer, state.players, "dealer")
    check_rng(state.rng)
    deck = deck_of(state.options.packs)
    if Counter(cards_of(state)) != Counter(deck):
        check_conserved(cards_of(state), deck)  # names the card
    if state.trump.suit is None:
        raise InvalidState("the trump card must be a suited card", field="trump")
    _check_hands(state)
    _check_stock(state)
    _check_melds(state)
    _check_match(state)


def _check_hands(state: State) -> None:
    seats = active_seats(state.players, state.dealer)
    leader = state.trick.leader
    check_seat(leader, state.players, "trick.leader")
    if leader not in seats or len(state.trick.cards) >= len(seats):
        raise InvalidState("the trick is led by an active seat and unfinished", field="trick")
    played = order_from(state, leader)[:len(state.trick.cards)]
    for seat in range(state.players):
        hand, exposed = state.hands[seat].cards, state.exposed[seat]
        if hand != sorted_cards(hand) or exposed.cards != sorted_cards(exposed.cards):
            raise InvalidState(f"hands[{seat}] and exposed[{seat}] must be sorted", field=f"hands[{seat}]")
        if melds.trimmed(exposed, hand) != exposed:
            raise InvalidState(f"exposed[{seat}] names cards seat {seat} does not hold", field=f"exposed[{seat}]")
        if seat not in seats and hand:
            raise InvalidState(f"the dealer sits out at four: seat {seat} holds no cards", field=f"hands[{seat}]")
        if seat in seats and state.phase in (Phase.TRICKS, Phase.MELD):
            want = HAND_SIZE - 1 if state.phase is Phase.MELD else HAND_SIZE - (seat in played)
            if len(hand) != want:
                raise InvalidState(f"while the stock lasts seat {seat} holds {want} cards", field=f"hands[{seat}]")


def _check_stock(state: State) -> None:
    left = len(state.stock) + (state.face_up is not None)
    if state.face_up is not None and state.face_up.suit is not state.trump.suit:
        raise InvalidState("the face-up card is the trump card or, after an exchange, a trump nine", field="face_up")
    if state.face_up is not None and state.face_up is not state.trump and state.face_up.rank is not Rank.NINE:
        raise InvalidState("the face-up card is the trump card or, after an exchange, a trump nine", field="face_up")
    if state.face_up is None and state.stock:
        raise InvalidState("the trump card is drawn last: no face-down stock without it", field="stock")
    if (state.phase in (Phase.TRICKS, Phase.MELD)) != (left > 0) and state.phase is not Phase.OVER:
        raise InvalidState("the stock lasts exactly in the trick and meld phases", field="phase")
    seats = len(active_seats(state.players, state.dealer))
    deck = deck_of(state.options.packs)
    if state.phase in (Phase.TRICKS, Phase.MELD):
        drawn = len(state.pile) - (seats if state.phase is Phase.MELD else 0)
        if len(state.pile) % seats or left != len(deck) - dealt(state.players) - drawn:
            raise InvalidState(f"after {len(state.pile) // seats} tricks the stock holds the wrong number of cards",
                               field="stock")
    if state.phase is Phase.MELD:
        if state.last_winner is None or state.last_winner != state.trick.leader or state.trick.cards:
            raise InvalidState("the meld phase belongs to the last trick's winner, before the next lead",
                               field="last_winner")
    elif state.declared_now:
        raise InvalidState("declared_now is set only in the meld phase", field="declared_now")


def _check_melds(state: State) -> None:
    for seat, mine in enumerate(state.melds):
        if len(mine.counts) != len(Family) or len(mine.declared) != len(MeldKind) or len(mine.used) != len(MeldKind):
            raise InvalidState(f"melds[{seat}] needs an entry per family and per kind", field=f"melds[{seat}]")
        if any(not (count == 0 or 4 <= count <= HAND_SIZE) for count in mine.counts):
            raise InvalidState(f"melds[{seat}] has a count out of range", field=f"melds[{seat}]")
        held = Counter(state.hands[seat].cards)
        if any(used.cards and not _within(used.cards, held) for used in mine.used):
            raise InvalidState(f"melds[{seat}] names used cards seat {seat} does not hold", field=f"melds[{seat}]")
    _check_history(state)


def _within(cards: tuple[Card, ...], held: Counter[Card]) -> bool:
    """Whether the hand counted in ``held`` holds every copy ``cards`` names."""
    return all(held[card] >= count for card, count in Counter(cards).items())


_KINDS = {kind.name.lower(): kind for kind in MeldKind}
_FAMILIES = {family.name.lower(): family for family in Family}


def _check_history(state: State) -> None:
    """Each seat's counters follow from its declarations, in one pass: how many of each kind, the last count
    of each family, every declaration at its value, the points their sum."""
    declared = [[0] * len(MeldKind) for _ in range(state.players)]
    counts = [[0] * len(Family) for _ in range(state.players)]
    points = [0] * state.players
    for index, meld in enumerate(state.declarations):
        seat = meld.owner
        if seat is None or not 0 <= seat < state.players:
            raise InvalidState(f"declarations[{index}] names no seat", field="declarations")
        if meld.kind in _KINDS:
            kind = _KINDS[meld.kind]
            declared[seat][kind - 1] += 1
            value = melds.kind_value(kind, declared[seat][kind - 1])
        elif meld.kind in _FAMILIES:
            family = _FAMILIES[meld.kind]
            value = melds.count_value(family, len(meld.cards)) - melds.count_value(family, counts[seat][family - 1])
            counts[seat][family - 1] = len(meld.cards)
        else:
            raise InvalidState(f"declarations[{index}] is no bezique meld: {meld.kind!r}", field="declarations")
        if meld.points != value or value <= 0:
            raise InvalidState(f"declarations[{index}] must score {value}", field="declarations")
        points[seat] += value
    for seat, mine in enumerate(state.melds):
        if tuple(declared[seat]) != mine.declared or tuple(counts[seat]) != mine.counts:
            raise InvalidState(f"melds[{seat}] counters do not match its declarations", field=f"melds[{seat}]")
        if points[seat] != mine.points:
            raise InvalidState(f"melds[{seat}].points must be the sum of its declarations", field=f"melds[{seat}]")


def _check_match(state: State) -> None:
    over = state.phase is Phase.OVER
    finished = state.deal_number if over else state.deal_number - 1
    length = match_length(state.options, state.players)
    if not 1 <= state.deal_number <= length:
        raise InvalidState(f"a match has {length} deals", field="deal_number")
    state.sheet.check(state.players, finished)
    if not state.sheet.one_row_a_deal(finished):
        raise InvalidState("the sheet needs one row per finished deal", field="sheet")
    first_dealer = (state.dealer - state.deal_number + 1) % state.players
    for row in state.sheet.rows:
        sitting = (first_dealer + row.deal - 1) % state.players if state.players > 3 else None
        if any(points < 0 for points in row.points) or (sitting is not None and row.points[sitting]):
            raise InvalidState(f"deal {row.deal}'s row: declaration points are never negative and the dealer "
                               "sitting out scores none", field="sheet")
    if over != (finished == length):
        raise InvalidState(f"the match is over exactly after its {length} deals", field="phase")
    check_cut(state.cut, state.players, state.dealer if state.deal_number == 1 else None, CUT_DECK, "cut", cut_rank)
    check_queued(state.queued, deck_of(state.options.packs), "queued")
    if len(state.queued) > length - state.deal_number:
        raise InvalidState("more queued deals than the match can use", field="queued")


# --------------------------------------------------------------------------- hidden information


def redeal_unseen(state: State, seat: int, drbg: Drbg) -> State:
    """Permute what ``seat`` cannot see: the other seats' unexposed cards and the face-down stock."""
    check_seat(seat, state.players)
    if state.phase is Phase.OVER:
        return state
    others = [s for s in range(state.players) if s != seat]
    pool: list[Card] = []
    for other in others:
        hidden = Counter(state.hands[other].cards)
        hidden.subtract(Counter(state.exposed[other].cards))
        pool += list(hidden.elements())
    pool += state.stock
    pool = drbg.shuffled(pool)
    hands = list(state.hands)
    for other in others:
        keep = state.exposed[other].cards
        size = len(state.hands[other].cards) - len(keep)
        hands[other] = Hand(sorted_cards((*keep, *pool[:size])))
        del pool[:size]
    return replace(state, hands=tuple(hands), stock=tuple(pool))
