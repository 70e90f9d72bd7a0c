"""Podkidnoy Durak ("throw-in fool"): spec ``rules/durak.md``, source ``rules/source/durak.uk.txt``.

**Match.** One game of durak, played until at most one player holds cards.
There are no options: the spec names no variant (2.8; transfer is not
allowed, DUR-10), so :class:`Options` is empty.

**Deal** (2.2, DUR-1).  Six cards each, one at a time, starting left of the
dealer; the next card is the face-up trump and lies at the bottom of the
stock (drawn last).  With a seed the dealer is drawn at random from the
seed's stream after the shuffle.  With an explicit ``deal`` the dealer is
seat ``players - 1``, so ``deal[0]`` goes to seat 0, ``deal[1]`` to seat 1 and
so on; ``deal[6 * players]`` is the trump card and the stock is
``deal[6 * players + 1:]`` followed by the trump card.

**First attacker** (2.3, DUR-2): the holder of the lowest trump; when nobody
holds one, the player left of the dealer.  The defender is always the next
active player clockwise from the attacker.

**Phases and moves** (2.4).

* ``ATTACK``: the main attacker opens with :class:`Attack` (cards of one rank,
  at most the bout's limit).
* ``DEFEND``: some attack card is uncovered; the defender plays
  :class:`Cover` or :class:`Take`.
* ``THROW_IN``: everything is covered; the current thrower plays
  :class:`ThrowIn` or :class:`Done`.  Throwers act strictly in order (main
  attacker, then clockwise from left of the defender) and never re-enter
  (DUR-4); the defender answers every throw-in before the thrower acts again.
* ``AFTER_TAKE``: after Take every non-defender gets exactly one
  opportunity, in thrower order, to :class:`ThrowIn` or :class:`Pass`
  (DUR-9); then the defender picks up the whole table.
* ``OVER``: the game has ended.

The limit of a bout is ``min(6, D_start)``, or ``min(5, D_start)`` in the
first bout, and counts every attack card including the opening (DUR-3,
DUR-7).  A thrower with no card he could throw in, or facing a full
table, is skipped automatically: Done/Pass are never offered as the only
move, so :func:`to_act` always names a seat with a real choice.  Refills
(DUR-5: main attacker, the others clockwise, defender last), the end of a
bout, going out (only once the stock is empty, DUR-11) and the end of the
game all happen inside :func:`apply`.

**Resolutions made here** (the spec leaves them open):

* A :class:`ThrowIn` may hold cards of different ranks, as long as each rank
  is already on the table (2.4 move 3 reads "each must have a rank already
  present"); an :class:`Attack` must be of one rank ([9]).
* A player who takes, or draws the face-up trump card as the last card of
  the stock, holds those cards in public: :attr:`State.known` records them,
  every view shows them, and :func:`redeal_unseen` leaves them in place.
* Outcomes: the first group to go out wins (WIN), later groups are safe
  (NEUTRAL), the durak loses (LOSS).  In a drawn game (nobody left holding
  cards, DUR-8) the players who went out in the last bout get DRAW; players
  who went out earlier keep WIN or NEUTRAL.
* Score: ``deal`` is each seat's finishing place (1 = first out, ties share a
  place, the durak is last, 0 while still playing); ``match`` is 1 for the
  durak and 0 for everybody else, so a session can add up durak counts.

The spec and the source agree on every point used here.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import IntEnum
from typing import ClassVar, Union

from cardgames.games.core.cards import Card, Rank, Suit, format_cards
from cardgames.games.core.deals import check_conserved, deck_order
from cardgames.games.core.decks import deck36
from cardgames.games.core.errors import GameOver, IllegalMove, InvalidMove, InvalidState
from cardgames.games.core.rng import Drbg, RngState
from cardgames.games.core.seats import check_seat, next_active
from cardgames.games.core.spec import Chance, GameSpec, Information, Outcome, Score
from cardgames.games.core.values import fast_init, replace
from cardgames.games.mechanics.beating import beats

HAND_SIZE = 6
MAX_ATTACK = 6
FIRST_BOUT_MAX_ATTACK = 5
DECK = deck36()


# --------------------------------------------------------------------------- types


@fast_init
@dataclass(frozen=True, slots=True)
class Options:
    """Durak has no options: the spec names no variant (2.8, DUR-10)."""


SPEC = GameSpec(
    id="durak",
    name="Podkidnoy Durak",
    native_name="Подкидной дурак",
    family="shedding",
    min_players=2,
    max_players=4,
    default_players=3,
    chance=Chance.EXPLICIT_STOCHASTIC,
    information=Information.IMPERFECT,
    options_type=Options,
    options=(),
    spec_file="durak.md",
)


class Phase(IntEnum):
    """Who acts and how (see the module docstring)."""

    ATTACK = 1
    DEFEND = 2
    THROW_IN = 3
    AFTER_TAKE = 4
    OVER = 5


@fast_init
@dataclass(frozen=True, slots=True)
class Hand:
    """The cards of one seat, sorted."""

    cards: tuple[Card, ...]


@fast_init
@dataclass(frozen=True, slots=True)
class Pair:
    """One attack card on the table and the card covering it (None while uncovered)."""

    attack: Card
    cover: Card | None = None


@fast_init
@dataclass(frozen=True, slots=True)
class State:
    """A game of durak in progress.

    ``stock[0]`` is drawn next and ``stock[-1]`` is the face-up ``trump`` card
    while the stock lasts.  ``known[s]`` are the cards of ``hands[s]`` that
    everybody saw enter the hand.  ``places[s]`` is 0 while ``s`` holds cards
    in play, else the place it finished in (1 = winners, ties share).
    ``limit`` is the most attack cards of this bout (DUR-3/DUR-7);
    ``thrower`` is the seat whose throw-in turn it is in THROW_IN and AFTER_TAKE.
    """

    players: int
    dealer: int
    trump: Card
    hands: tuple[Hand, ...]
    known: tuple[Hand, ...]
    stock: tuple[Card, ...]
    table: tuple[Pair, ...]
    discard: tuple[Card, ...]
    phase: Phase
    attacker: int
    defender: int
    thrower: int
    limit: int
    bout: int
    places: tuple[int, ...]
    rng: RngState


@fast_init
@dataclass(frozen=True, slots=True)
class View:
    """What ``seat`` sees (``None``: a spectator).  ``hands`` is filled only once the game is over."""

    seat: int | None
    players: int
    dealer: int
    phase: Phase
    to_act: int | None
    trump: Card
    stock_count: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    known: tuple[Hand, ...]
    hands: tuple[Hand, ...]
    table: tuple[Pair, ...]
    discard: tuple[Card, ...]
    attacker: int
    defender: int
    thrower: int
    limit: int
    bout: int
    places: tuple[int, ...]


def _sorted_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=lambda card: card.code))


@fast_init
@dataclass(frozen=True, slots=True)
class _CardsOnTable:
    """Cards of one move put on the table, kept sorted so that equal moves compare equal."""

    cards: tuple[Card, ...]
    ID_PREFIX: ClassVar[str] = ""
    LABEL_VERB: ClassVar[str] = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", _sorted_cards(self.cards))

    @property
    def id(self) -> str:
        return f"{self.ID_PREFIX}:" + ",".join(str(card) for card in self.cards)

    @property
    def label(self) -> str:
        return f"{self.LABEL_VERB} {format_cards(self.cards)}"


@fast_init
@dataclass(frozen=True, slots=True)
class Attack(_CardsOnTable):
    """The main attacker opens a bout with cards of one rank ([9])."""

    ID_PREFIX: ClassVar[str] = "attack"
    LABEL_VERB: ClassVar[str] = "Attack with"


@fast_init
@dataclass(frozen=True, slots=True)
class Cover:
    """The defender covers ``attack_card`` with ``card`` ([12][13])."""

    attack_card: Card
    card: Card

    @property
    def id(self) -> str:
        return f"cover:{self.attack_card}:{self.card}"

    @property
    def label(self) -> str:
        return f"Cover {self.attack_card} with {self.card}"


@fast_init
@dataclass(frozen=True, slots=True)
class Take:
    """The defender gives up and will pick up the table ([19])."""

    @property
    def id(self) -> str:
        return "take"

    @property
    def label(self) -> str:
        return "Take the cards"


@fast_init
@dataclass(frozen=True, slots=True)
class ThrowIn(_CardsOnTable):
    """A thrower adds cards whose ranks are already on the table ([14])."""

    ID_PREFIX: ClassVar[str] = "throw"
    LABEL_VERB: ClassVar[str] = "Throw in"


@fast_init
@dataclass(frozen=True, slots=True)
class Done:
    """The current thrower declares the cards covered and loses the right to throw in ([15])."""

    @property
    def id(self) -> str:
        return "done"

    @property
    def label(self) -> str:
        return "Done (no more throw-ins)"


@fast_init
@dataclass(frozen=True, slots=True)
class Pass:
    """A player declines his one extra throw-in after a Take (DUR-9)."""

    @property
    def id(self) -> str:
        return "pass"

    @property
    def label(self) -> str:
        return "Pass (throw in nothing more)"


Move = Union[Attack, Cover, Take, ThrowIn, Done, Pass]  # noqa: UP007 (the codec reads a typing.Union)


# --------------------------------------------------------------------------- new game


def new_game(
    options: Options, players: int, seed: int | None = None, deal: Sequence[Card] | None = None
) -> State:
    """Shuffle (or take ``deal``), deal six each from left of the dealer, turn trump, find the attacker."""
    SPEC.check_players(players)
    order, rng = deck_order(DECK, seed, deal)
    if deal is None:
        drbg = Drbg(rng)
        dealer = drbg.randbelow(players)
        rng = drbg.state
    else:
        dealer = players - 1
    dealt = HAND_SIZE * players
    hands: list[list[Card]] = [[] for _ in range(players)]
    for index, card in enumerate(order[:dealt]):
        hands[(dealer + 1 + index) % players].append(card)
    trump = order[dealt]
    attacker = _first_attacker(hands, trump.suit, dealer, players)
    state = State(
        players=players,
        dealer=dealer,
        trump=trump,
        hands=tuple(Hand(_sorted_cards(hand)) for hand in hands),
        known=tuple(Hand(()) for _ in range(players)),
        stock=(*order[dealt + 1 :], trump),
        table=(),
        discard=(),
        phase=Phase.ATTACK,
        attacker=attacker,
        defender=(attacker + 1) % players,
        thrower=attacker,
        limit=0,
        bout=1,
        places=(0,) * players,
        rng=rng,
    )
    return replace(state, limit=_bout_limit(state))


def _first_attacker(hands: Sequence[Sequence[Card]], trump: Suit | None, dealer: int, players: int) -> int:
    """The holder of the lowest trump ([8]); left of the dealer when nobody holds one (DUR-2)."""
    best: tuple[Rank, int] | None = None
    for seat, hand in enumerate(hands):
        for card in hand:
            if card.suit == trump and (best is None or card.rank < best[0]):
                best = (card.rank, seat)
    return (dealer + 1) % players if best is None else best[1]


def _bout_limit(state: State) -> int:
    """Most attack cards this bout: min(6, D_start); min(5, D_start) in bout 1 (DUR-3, DUR-7, [18])."""
    cap = FIRST_BOUT_MAX_ATTACK if state.bout == 1 else MAX_ATTACK
    return min(cap, len(state.hands[state.defender].cards))


# --------------------------------------------------------------------------- queries


MAX_BOUTS = 100_000  # far above any real game; keeps the counter inside its int32 proto field


def num_players(state: State) -> int:
    """Seats in this game."""
    return state.players


def to_act(state: State) -> int | None:
    if state.phase is Phase.OVER:
        return None
    if state.phase is Phase.ATTACK:
        return state.attacker
    if state.phase is Phase.DEFEND:
        return state.defender
    return state.thrower


def is_terminal(state: State) -> bool:
    return state.phase is Phase.OVER


def _active(state: State) -> tuple[bool, ...]:
    return tuple(place == 0 for place in state.places)


def throw_order(state: State) -> tuple[int, ...]:
    """Main attacker first, then the active players clockwise from left(defender), never the defender."""
    others = []
    for step in range(1, state.players):
        seat = (state.defender + step) % state.players
        if state.places[seat] == 0 and seat not in (state.attacker, state.defender):
            others.append(seat)
    return (state.attacker, *others)


def table_ranks(table: Iterable[Pair]) -> frozenset[Rank]:
    """Ranks present on the table, among attack and covering cards ([14])."""
    ranks = set()
    for pair in table:
        ranks.add(pair.attack.rank)
        if pair.cover is not None:
            ranks.add(pair.cover.rank)
    return frozenset(ranks)


def _throwable(state: State, seat: int) -> tuple[Card, ...]:
    ranks = table_ranks(state.table)
    return tuple(card for card in state.hands[seat].cards if card.rank in ranks)


def _room(state: State) -> int:
    return state.limit - len(state.table)


def _has_choice(state: State, seat: int) -> bool:
    """Whether ``seat`` could throw in now; if not, its Done/Pass is automatic."""
    return _room(state) > 0 and bool(_throwable(state, seat))


def durak(state: State) -> int | None:
    """The loser once the game is over; None while playing and in a draw."""
    if state.phase is not Phase.OVER:
        return None
    left = [seat for seat, place in enumerate(state.places) if place == 0]
    return left[0] if left else None


# --------------------------------------------------------------------------- legal moves


def legal_moves(state: State) -> tuple[Move, ...]:
    """Every legal move of the seat to act, sorted by kind and cards; empty only when the game is over."""
    return _GENERATORS[state.phase](state)


def _attack_moves(state: State) -> tuple[Move, ...]:
    moves: list[Move] = []
    hand = state.hands[state.attacker].cards
    for rank in sorted({card.rank for card in hand}):
        same = [card for card in hand if card.rank == rank]
        for size in range(1, min(len(same), state.limit) + 1):
            moves.extend(Attack(combo) for combo in itertools.combinations(same, size))
    return tuple(sorted(moves, key=_move_key))


def _defend_moves(state: State) -> tuple[Move, ...]:
    trump = state.trump.suit
    hand = state.hands[state.defender].cards
    moves: list[Move] = [
        Cover(pair.attack, card)
        for pair in state.table
        if pair.cover is None
        for card in hand
        if beats(card, pair.attack, trump)
    ]
    moves.sort(key=_move_key)
    moves.append(Take())
    return tuple(moves)


def _throw_moves(state: State, decline: Move) -> tuple[Move, ...]:
    cards = _throwable(state, state.thrower)
    moves: list[Move] = []
    for size in range(1, min(len(cards), _room(state)) + 1):
        moves.extend(ThrowIn(combo) for combo in itertools.combinations(cards, size))
    moves.sort(key=_move_key)
    moves.append(decline)
    return tuple(moves)


def _move_key(move: Move) -> tuple[int, tuple[int, ...]]:
    if isinstance(move, (Attack, ThrowIn)):
        return (len(move.cards), tuple(card.code for card in move.cards))
    if isinstance(move, Cover):
        return (0, (move.attack_card.code, move.card.code))
    return (99, ())


_GENERATORS: dict[Phase, Callable[[State], tuple[Move, ...]]] = {
    Phase.ATTACK: _attack_moves,
    Phase.DEFEND: _defend_moves,
    Phase.THROW_IN: lambda state: _throw_moves(state, Done()),
    Phase.AFTER_TAKE: lambda state: _throw_moves(state, Pass()),
    Phase.OVER: lambda state: (),
}


# --------------------------------------------------------------------------- apply


def apply(state: State, move: Move) -> State:
    """The state after ``move`` by the seat to act, with every automatic step done."""
    if state.phase is Phase.OVER:
        raise GameOver("the game is over", rule="2.5")
    if not isinstance(move, (Attack, Cover, Take, ThrowIn, Done, Pass)):
        raise InvalidMove(f"not a durak move: {move!r}")
    return _APPLIERS[state.phase](state, move)


def _wrong_phase(state: State, move: Move, allowed: str) -> IllegalMove:
    return IllegalMove(
        f"{move.id} is not possible now: {state.phase.name.lower()} phase allows only {allowed}", rule="2.4"
    )


def _apply_attack(state: State, move: Move) -> State:
    if not isinstance(move, Attack):
        raise _wrong_phase(state, move, "attack")
    _check_cards(state, state.attacker, move.cards)
    if len({card.rank for card in move.cards}) != 1:
        raise IllegalMove("an attack must be cards of one rank", rule="2.4 [9]")
    if len(move.cards) > state.limit:
        raise IllegalMove(f"at most {state.limit} attack cards in this bout", rule="DUR-3, DUR-7, [18]")
    state = _play_from_hand(state, state.attacker, move.cards)
    table = tuple(Pair(card) for card in move.cards)
    return replace(state, table=table, phase=Phase.DEFEND, thrower=state.attacker)


def _apply_defend(state: State, move: Move) -> State:
    if isinstance(move, Take):
        state = replace(state, phase=Phase.AFTER_TAKE, thrower=state.attacker)
        return _settle(state, start=0)
    if not isinstance(move, Cover):
        raise _wrong_phase(state, move, "cover or take")
    slot = next((i for i, pair in enumerate(state.table) if pair.attack == move.attack_card), None)
    if slot is None or state.table[slot].cover is not None:
        raise IllegalMove(f"{move.attack_card} is not an uncovered attack card on the table", rule="2.4")
    _check_cards(state, state.defender, (move.card,))
    if not beats(move.card, move.attack_card, state.trump.suit):
        raise IllegalMove(
            f"{move.card} does not beat {move.attack_card} (trump {state.trump.suit}): a higher card "
            "of the same suit or a trump on a non-trump is needed",
            rule="2.4 [12][13]",
        )
    state = _play_from_hand(state, state.defender, (move.card,))
    table = (*state.table[:slot], Pair(move.attack_card, move.card), *state.table[slot + 1 :])
    state = replace(state, table=table)
    if any(pair.cover is None for pair in table):
        return state
    order = throw_order(state)
    return _settle(replace(state, phase=Phase.THROW_IN), start=order.index(state.thrower))


def _apply_throw(state: State, move: Move) -> State:
    """THROW_IN: a throw-in goes to the defender; Done hands the turn to the next thrower (DUR-4)."""
    order = throw_order(state)
    here = order.index(state.thrower)
    if isinstance(move, Done):
        return _settle(state, start=here + 1)
    if not isinstance(move, ThrowIn):
        raise _wrong_phase(state, move, "throw-in or done")
    state = _throw_cards(state, move)
    return replace(state, phase=Phase.DEFEND)


def _apply_after_take(state: State, move: Move) -> State:
    """AFTER_TAKE: one opportunity per non-defender, throw in or pass (DUR-9)."""
    order = throw_order(state)
    here = order.index(state.thrower)
    if isinstance(move, ThrowIn):
        state = _throw_cards(state, move)
    elif not isinstance(move, Pass):
        raise _wrong_phase(state, move, "throw-in or pass")
    return _settle(state, start=here + 1)


def _throw_cards(state: State, move: ThrowIn) -> State:
    _check_cards(state, state.thrower, move.cards)
    ranks = table_ranks(state.table)
    stray = [card for card in move.cards if card.rank not in ranks]
    if stray:
        raise IllegalMove(f"{format_cards(stray)}: rank not on the table", rule="2.4 [14]")
    if len(move.cards) > _room(state):
        raise IllegalMove(
            f"the bout allows {state.limit} attack cards and {len(state.table)} are on the table",
            rule="DUR-3, DUR-7, [16][17][18]",
        )
    state = _play_from_hand(state, state.thrower, move.cards)
    return replace(state, table=state.table + tuple(Pair(card) for card in move.cards))


def _check_cards(state: State, seat: int, cards: tuple[Card, ...]) -> None:
    if not cards:
        raise InvalidMove("a move must name at least one card")
    if len(set(cards)) != len(cards):
        raise InvalidMove(f"a card is named twice: {format_cards(cards)}")
    hand = state.hands[seat].cards
    missing = [card for card in cards if card not in hand]
    if missing:
        raise IllegalMove(f"seat {seat} does not hold {format_cards(missing)}", rule="2.4")


def _play_from_hand(state: State, seat: int, cards: tuple[Card, ...]) -> State:
    played = set(cards)
    hand = Hand(tuple(card for card in state.hands[seat].cards if card not in played))
    known = Hand(tuple(card for card in state.known[seat].cards if card not in played))
    return replace(
        state,
        hands=_put(state.hands, seat, hand),
        known=_put(state.known, seat, known),
    )


def _put(items: tuple[Hand, ...], seat: int, item: Hand) -> tuple[Hand, ...]:
    return (*items[:seat], item, *items[seat + 1 :])


def _settle(state: State, start: int) -> State:
    """Give the throw-in turn to the first thrower from ``start`` with a real choice, or end the bout.

    Throwers with no throwable card or a full table are Done/Pass automatically ([15]).
    """
    order = throw_order(state)
    for seat in order[start:]:
        if _has_choice(state, seat):
            return replace(state, thrower=seat)
    return _end_bout(state, taken=state.phase is Phase.AFTER_TAKE)


_APPLIERS: dict[Phase, Callable[[State, Move], State]] = {
    Phase.ATTACK: _apply_attack,
    Phase.DEFEND: _apply_defend,
    Phase.THROW_IN: _apply_throw,
    Phase.AFTER_TAKE: _apply_after_take,
}


# --------------------------------------------------------------------------- end of a bout


def _end_bout(state: State, taken: bool) -> State:
    """Discard or pick up the table, refill (DUR-5), mark outs (DUR-11), start the next bout (DUR-6)."""
    table_cards = tuple(_table_cards(state.table))
    if taken:
        seat = state.defender
        hand = Hand(_sorted_cards(state.hands[seat].cards + table_cards))
        known = Hand(_sorted_cards(state.known[seat].cards + table_cards))
        state = replace(state, hands=_put(state.hands, seat, hand), known=_put(state.known, seat, known))
    else:
        state = replace(state, discard=state.discard + table_cards)
    state = _mark_outs(_refill(replace(state, table=())))
    active = _active(state)
    if sum(active) <= 1:
        return replace(state, phase=Phase.OVER)
    beaten_defender_attacks = not taken and active[state.defender]
    attacker = state.defender if beaten_defender_attacks else next_active(state.defender, active)
    state = replace(
        state,
        phase=Phase.ATTACK,
        attacker=attacker,
        defender=next_active(attacker, active),
        thrower=attacker,
        bout=state.bout + 1,
    )
    return replace(state, limit=_bout_limit(state))


def refill_order(state: State) -> tuple[int, ...]:
    """Main attacker, the other active players clockwise from him, the defender last (DUR-5)."""
    middle = [
        (state.attacker + step) % state.players
        for step in range(1, state.players)
        if state.places[(state.attacker + step) % state.players] == 0
        and (state.attacker + step) % state.players != state.defender
    ]
    return (state.attacker, *middle, state.defender)


def _refill(state: State) -> State:
    hands, known, stock = list(state.hands), list(state.known), state.stock
    for seat in refill_order(state):
        need = max(0, HAND_SIZE - len(hands[seat].cards))
        drawn, stock = stock[:need], stock[need:]
        if not drawn:
            continue
        hands[seat] = Hand(_sorted_cards(hands[seat].cards + drawn))
        if not stock and drawn[-1] == state.trump:
            known[seat] = Hand(_sorted_cards((*known[seat].cards, state.trump)))
    return replace(state, hands=tuple(hands), known=tuple(known), stock=stock)


def _mark_outs(state: State) -> State:
    """Once the stock is empty, active players without cards go out, sharing a place (2.5, DUR-8, DUR-11)."""
    if state.stock:
        return state
    place = 1 + sum(1 for p in state.places if p)
    places = tuple(
        place if p == 0 and not state.hands[seat].cards else p for seat, p in enumerate(state.places)
    )
    return replace(state, places=places)


# --------------------------------------------------------------------------- score and view


def score(state: State) -> Score:
    """Finishing places (deal), durak count (match) and outcomes; see the module docstring."""
    if state.phase is not Phase.OVER:
        undecided = (Outcome.UNDECIDED,) * state.players
        return Score(False, state.places, (0,) * state.players, undecided, "in play")
    loser = durak(state)
    last = max(state.places)
    durak_place = 1 + sum(1 for p in state.places if p)
    places = tuple(p if p else durak_place for p in state.places)
    outcomes = tuple(_outcome(place, loser is None and place == last, seat == loser)
                     for seat, place in enumerate(places))
    match = tuple(int(seat == loser) for seat in range(state.players))
    if loser is None:
        summary = "draw: nobody is left holding cards, there is no durak"
    else:
        summary = f"seat {loser} is the durak"
    return Score(True, places, match, outcomes, summary)


def _outcome(place: int, drawn: bool, lost: bool) -> Outcome:
    if lost:
        return Outcome.LOSS
    if drawn:
        return Outcome.DRAW
    return Outcome.WIN if place == 1 else Outcome.NEUTRAL


def view(state: State, seat: int | None) -> View:
    """Own hand and public facts, never the stock order or hidden cards (2.7); all once the game is over."""
    if seat is not None:
        check_seat(seat, state.players)
    over = state.phase is Phase.OVER
    return View(
        seat=seat,
        players=state.players,
        dealer=state.dealer,
        phase=state.phase,
        to_act=to_act(state),
        trump=state.trump,
        stock_count=len(state.stock),
        hand=state.hands[seat].cards if seat is not None else (),
        hand_sizes=tuple([len(hand.cards) for hand in state.hands]),
        known=state.known,
        hands=state.hands if over else (),
        table=state.table,
        discard=state.discard,
        attacker=state.attacker,
        defender=state.defender,
        thrower=state.thrower,
        limit=state.limit,
        bout=state.bout,
        places=state.places,
    )


# --------------------------------------------------------------------------- text


def parse_move(text: str) -> Move:
    """Inverse of ``Move.id``: ``attack:7D,7H``, ``cover:9H:TH``, ``take``, ``throw:9C``, ``done``, ``pass``.
    """
    kind, _, rest = text.strip().partition(":")
    kind = kind.lower()
    simple: dict[str, Move] = {"take": Take(), "done": Done(), "pass": Pass()}
    if kind in simple and not rest:
        return simple[kind]
    try:
        if kind == "cover":
            attack_text, _, card_text = rest.partition(":")
            attack_card, card = Card.parse(attack_text), Card.parse(card_text)
            if attack_card not in _DECK_SET or card not in _DECK_SET:
                raise ValueError("cards must be cards of the 36-card deck")
            return Cover(attack_card, card)
        if kind in ("attack", "throw"):
            cards = tuple(Card.parse(part) for part in rest.split(","))
            if len(set(cards)) != len(cards) or any(card not in _DECK_SET for card in cards):
                raise ValueError("cards must be distinct cards of the 36-card deck")
            return Attack(cards) if kind == "attack" else ThrowIn(cards)
    except ValueError as error:
        raise InvalidMove(f"bad durak move {text!r}: {error}", field="move") from None
    raise InvalidMove(
        f"not a durak move: {text!r} (expected attack:…, cover:X:Y, take, throw:…, done or pass)",
        field="move",
    )


_DECK_SET = frozenset(DECK)


# --------------------------------------------------------------------------- checks


def _table_cards(table: Iterable[Pair]) -> Iterable[Card]:
    for pair in table:
        yield pair.attack
        if pair.cover is not None:
            yield pair.cover


def cards_of(state: State) -> Iterable[Card]:
    """Every card: hands, stock (trump card included while it lies there), table and discard pile."""
    for hand in state.hands:
        yield from hand.cards
    yield from state.stock
    yield from _table_cards(state.table)
    yield from state.discard


def check_state(state: State) -> None:
    """Raise InvalidState for any impossible claim of a state a client sent back."""
    if not SPEC.min_players <= state.players <= SPEC.max_players:
        raise InvalidState(f"durak takes 2-4 players, got {state.players}", field="players")
    for name in ("hands", "known", "places"):
        if len(getattr(state, name)) != state.players:
            raise InvalidState(f"{name} must have one entry per seat", field=name)
    for name in ("dealer", "attacker", "defender", "thrower"):
        check_seat(getattr(state, name), state.players, field=name)
    check_conserved(cards_of(state), DECK)
    _check_bookkeeping(state)
    _check_phase(state)


def _check_bookkeeping(state: State) -> None:
    if state.trump not in _DECK_SET:
        raise InvalidState(f"trump card {state.trump} is not a durak card", field="trump")
    if state.stock and state.stock[-1] != state.trump:
        raise InvalidState("the face-up trump card must lie at the bottom of the stock", field="stock")
    for seat in range(state.players):
        hand = state.hands[seat].cards
        if tuple(sorted(hand)) != hand or tuple(sorted(state.known[seat].cards)) != state.known[seat].cards:
            raise InvalidState(f"seat {seat}: hand and known cards must be sorted", field="hands")
        if not set(state.known[seat].cards) <= set(hand):
            raise InvalidState(f"seat {seat}: known cards must be in the hand", field="known")
        place = state.places[seat]
        if place < 0 or place > state.players or (place and hand):
            message = f"seat {seat}: place {place} impossible with {len(hand)} cards"
            raise InvalidState(message, field="places")
        if place and state.stock:
            raise InvalidState("nobody can be out while the stock lasts (DUR-11)", field="places")
    if not 1 <= state.bout <= MAX_BOUTS:
        raise InvalidState(f"bout {state.bout} out of range 1..{MAX_BOUTS}", field="bout")


def _check_phase(state: State) -> None:
    active = _active(state)
    if state.phase is Phase.OVER:
        if sum(active) > 1 or state.table:
            raise InvalidState("the game is over only when at most one player holds cards", field="phase")
        return
    if sum(active) < 2 or not active[state.attacker] or next_active(state.attacker, active) != state.defender:
        raise InvalidState("attacker and defender must be active neighbours", field="defender")
    cap = FIRST_BOUT_MAX_ATTACK if state.bout == 1 else MAX_ATTACK
    if not 1 <= state.limit <= cap or len(state.table) > state.limit:
        raise InvalidState(f"bout limit {state.limit} with {len(state.table)} attack cards", field="limit")
    uncovered = sum(pair.cover is None for pair in state.table)
    expected = {
        Phase.ATTACK: not state.table,
        Phase.DEFEND: uncovered > 0,
        Phase.THROW_IN: bool(state.table) and uncovered == 0 and _has_choice(state, state.thrower),
        Phase.AFTER_TAKE: bool(state.table) and _has_choice(state, state.thrower),
    }[state.phase]
    if not expected or (state.phase is not Phase.ATTACK and state.thrower not in throw_order(state)):
        raise InvalidState(f"table and thrower do not fit the {state.phase.name} phase", field="phase")
    for pair in state.table:
        if pair.cover is not None and not beats(pair.cover, pair.attack, state.trump.suit):
            raise InvalidState(f"{pair.cover} does not beat {pair.attack}", field="table")
    if uncovered > len(state.hands[state.defender].cards):
        raise InvalidState("more uncovered cards than the defender holds (DUR-3)", field="table")


# --------------------------------------------------------------------------- hidden information


def redeal_unseen(state: State, seat: int, drbg: Drbg) -> State:
    """Permute the cards ``seat`` cannot see: other hands' unknown cards and the stock above the trump card.

    The seat to act must keep a real choice (it was given the turn), so a
    permutation that would leave it none is redrawn; after 64 tries the
    state is returned unchanged.
    """
    check_seat(seat, state.players)
    slots: list[tuple[int, int]] = []
    pool: list[Card] = []
    for other in range(state.players):
        if other != seat:
            hidden = [card for card in state.hands[other].cards if card not in state.known[other].cards]
            pool.extend(hidden)
            slots.extend((other, 0) for _ in hidden)
    hidden_stock = state.stock[:-1]
    pool.extend(hidden_stock)
    for _ in range(64):
        candidate = _redealt(state, seat, drbg.shuffled(pool), len(pool) - len(hidden_stock))
        if _turn_is_real(candidate):
            return candidate
    return state


def _redealt(state: State, seat: int, cards: list[Card], in_hands: int) -> State:
    hands = list(state.hands)
    position = 0
    for other in range(state.players):
        if other == seat:
            continue
        known = state.known[other].cards
        count = len(hands[other].cards) - len(known)
        hands[other] = Hand(_sorted_cards(known + tuple(cards[position : position + count])))
        position += count
    stock = tuple(cards[in_hands:]) + state.stock[-1:]
    return replace(state, hands=tuple(hands), stock=stock)


def _turn_is_real(state: State) -> bool:
    if state.phase in (Phase.THROW_IN, Phase.AFTER_TAKE):
        return _has_choice(state, state.thrower)
    return True

