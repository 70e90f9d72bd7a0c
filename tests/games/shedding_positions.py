"""Hand-built positions of own_trumps and akulina for rule and scenario tests (explicit deals, mid-game states)."""

from __future__ import annotations

from cardgames.games import akulina as ak
from cardgames.games import own_trumps as ot
from cardgames.games.core.cards import Card, parse_cards
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.decks import deck36
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.rng import RngState
from cardgames.games.core.seats import next_active

SUITS = {"C": ot.TrumpSuit.CLUBS, "D": ot.TrumpSuit.DIAMONDS, "H": ot.TrumpSuit.HEARTS, "S": ot.TrumpSuit.SPADES}


def hand(text: str) -> Hand:
    return Hand(sorted_cards(parse_cards(text)))


def rest_of_deck(*used: tuple[Card, ...] | list[Card]) -> tuple[Card, ...]:
    taken = {card for group in used for card in group}
    return tuple(card for card in deck36() if card not in taken)


# ---------------------------------------------------------------- own_trumps


def ot_order(hands: list[str]) -> tuple[Card, ...]:
    """The deck order that deals ``hands`` (seats 0..3, nine cards each) with seat 3 dealing."""
    parsed = [parse_cards(text) for text in hands]
    assert all(len(cards) == 9 for cards in parsed), "own_trumps deals nine cards each"
    return tuple(parsed[index % 4][index // 4] for index in range(36))


def ot_new(hands: list[str], options: ot.Options | None = None, later: tuple[ExplicitDeal, ...] = ()) -> ot.State:
    """A match whose first kon (dealt by seat 3) gives each seat ``hands[seat]``."""
    return ot.new_game(options or ot.Options(), 4, seed=1, deals=(ExplicitDeal(order=ot_order(hands)), *later))


def ot_state(
    hands: list[str],
    trumps: str = "HSDC",
    attacker: int = 0,
    dealer: int = 3,
    places: tuple[int, ...] | None = None,
    options: ot.Options | None = None,
    known: list[str] | None = None,
) -> ot.State:
    """A checked own_trumps state at the start of an attack; ``trumps[s]`` is seat ``s``'s own suit
    (chosen from the dealer's left); cards placed nowhere are beaten pairs."""
    parsed = [hand(text) for text in hands]
    places = places or (0,) * 4
    choosers = [(dealer + 1 + index) % 4 for index in range(4)]
    state = ot.State(
        players=4, dealer=dealer, hands=tuple(parsed),
        known=tuple(hand(text) for text in (known or ["", "", "", ""])),
        trumps=tuple(ot.OwnTrump(seat, SUITS[trumps[seat]]) for seat in choosers),
        phase=ot.Phase.ATTACK, attacker=attacker, defender=next_active(attacker, [p == 0 for p in places]),
        places=places, rng=RngState(0), discard=rest_of_deck(*(h.cards for h in parsed)),
        options=options or ot.Options(),
    )
    ot.check_state(state)
    return state


def ot_play(state: ot.State, *moves: str) -> ot.State:
    """``state`` after the moves given by id, checked after each."""
    for text in moves:
        state = ot.apply(state, ot.parse_move(text))
        ot.check_state(state)
    return state


def ot_ids(state: ot.State) -> list[str]:
    return [move.id for move in ot.legal_moves(state)]


# ---------------------------------------------------------------- akulina


def ak_order(hands: list[str], trump: str, stock_front: str = "") -> tuple[Card, ...]:
    """The deck order dealing ``hands`` two at a time (the last seat deals), then the trump card, then the
    stock starting with ``stock_front`` (the other cards follow in deck order)."""
    parsed = [parse_cards(text) for text in hands]
    players = len(parsed)
    assert all(len(cards) == 6 for cards in parsed), "akulina deals six cards each"
    dealt = []
    for index in range(6 * players):
        round_, within = divmod(index, 2 * players)
        seat, second = divmod(within, 2)
        dealt.append(parsed[seat][2 * round_ + second])
    front = [Card.parse(trump), *parse_cards(stock_front)]
    return (*dealt, *front, *rest_of_deck(dealt, front))


def ak_new(hands: list[str], trump: str, stock_front: str = "", options: ak.Options | None = None) -> ak.State:
    return ak.new_game(options or ak.Options(), len(hands), seed=1,
                       deals=(ExplicitDeal(order=ak_order(hands, trump, stock_front)),))


def ak_state(
    hands: list[str],
    trump: str,
    stock: str = "",
    attacker: int = 0,
    places: tuple[int, ...] | None = None,
    options: ak.Options | None = None,
    known: list[str] | None = None,
) -> ak.State:
    """A checked akulina state at the start of a bout; ``stock`` ends with the trump card when not empty;
    cards placed nowhere are in the discard pile."""
    parsed = [hand(text) for text in hands]
    players = len(parsed)
    stock_cards = parse_cards(stock)
    places = places or (0,) * players
    state = ak.State(
        players=players, dealer=players - 1, trump=Card.parse(trump), hands=tuple(parsed),
        known=tuple(hand(text) for text in (known or [""] * players)), stock=stock_cards,
        phase=ak.Phase.ATTACK, attacker=attacker, defender=next_active(attacker, [p == 0 for p in places]),
        places=places, rng=RngState(0), discard=rest_of_deck(stock_cards, *(h.cards for h in parsed)),
        options=options or ak.Options(),
    )
    ak.check_state(state)
    return state


def ak_play(state: ak.State, *moves: str) -> ak.State:
    for text in moves:
        state = ak.apply(state, ak.parse_move(text))
        ak.check_state(state)
    return state


def ak_ids(state: ak.State) -> list[str]:
    return [move.id for move in ak.legal_moves(state)]
