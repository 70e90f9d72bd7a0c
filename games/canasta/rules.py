"""Canasta's rules as questions about a state: whose turn, the minimum, what a meld or take would do,
and whether a move is allowed (one checker per move type, shared by ``legal_moves`` and ``play``)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from functools import lru_cache

from cardgames.games.core.cards import Card, Rank
from cardgames.games.core.values import value
from cardgames.games.mechanics.discard_pile import RummyPhase as Phase
from cardgames.games.mechanics.discard_pile import TakeWay, take_ways
from cardgames.games.mechanics.melds import Meld, MeldRules, shape_of
from cardgames.games.mechanics.partners import Permission, answerer

from .moves import AddToMeld, AskGoOut, Discard, Draw, EndHand, ExtendRun, LayRun, MeldNew, Move, Retract, TakePile
from .state import State, Variant, card_value, is_red_three, rank_value, variant_of

WILD_RANKS = (Rank.TWO, Rank.JOKER)

# --------------------------------------------------------------------------- queries


def to_act(state: State) -> int | None:
    if state.phase is Phase.OVER:
        return None
    if state.phase is Phase.ANSWER:
        return answerer(state.order, state.sides, state.turn)
    return state.turn


def num_players(state: State) -> int:
    return state.players


def is_terminal(state: State) -> bool:
    return state.phase is Phase.OVER


def side_count(state: State) -> int:
    return max(state.sides) + 1


def side_of(state: State, seat: int) -> int:
    return state.sides[seat]


def totals(state: State) -> tuple[int, ...]:
    """Each side's score before this hand."""
    return state.sheet.totals() if state.sheet is not None else (0,) * side_count(state)


def minimum(state: State, side: int) -> int:
    """The side's initial-meld minimum in this hand, by its score at the start of the hand (1.7)."""
    score = totals(state)[side]
    result = state.options.negative_min
    for threshold, minimum in variant_of(state).minimums:
        if score >= threshold:
            result = minimum
    return result


def side_melds(state: State, side: int) -> dict[Rank, Meld]:
    """The side's melds by rank (do not change the dict: it is shared by a cache)."""
    return _melds_by_rank(state.melds, side, variant_of(state).meld_rules)


@lru_cache(maxsize=1024)
def _melds_by_rank(melds: tuple[Meld, ...], side: int, rules: MeldRules) -> dict[Rank, Meld]:
    return {meld_rank(meld, rules): meld for meld in melds if meld.owner == side and meld.kind not in RUN_KINDS}


RUN_KINDS = ("sequence", "samba")


def meld_rank(meld: Meld, rules: MeldRules) -> Rank:
    natural = next(card for card in meld.cards if not rules.is_wild(card))
    return natural.rank


def canastas(state: State, side: int) -> int:
    size = variant_of(state).meld_rules.canasta
    return sum(1 for meld in state.melds if meld.owner == side and len(meld.cards) >= size)


def wilds_in(cards: Sequence[Card], rules: MeldRules) -> int:
    return sum(1 for card in cards if rules.is_wild(card))


@value
class Held:
    """A hand counted the way melds use it: naturals by rank, twos and jokers (first in hand order)."""

    naturals: dict[Rank, list[Card]]
    twos: list[Card]
    jokers: list[Card]

    def pick(self, rank: Rank, naturals: int, twos: int, jokers: int) -> tuple[Card, ...] | None:
        """The cards a meld of these counts takes from the hand, or None when the hand lacks them."""
        have = self.naturals.get(rank, [])
        if naturals > len(have) or twos > len(self.twos) or jokers > len(self.jokers) or min(
                naturals, twos, jokers) < 0:
            return None
        return (*have[:naturals], *self.twos[:twos], *self.jokers[:jokers])


@lru_cache(maxsize=1024)
def held(cards: tuple[Card, ...]) -> Held:
    """The hand counted for melding (cached: hands recur between a state and its moves; do not change it)."""
    naturals: dict[Rank, list[Card]] = {}
    twos: list[Card] = []
    jokers: list[Card] = []
    for card in cards:
        if card.is_joker:
            jokers.append(card)
        elif card.rank is Rank.TWO:
            twos.append(card)
        else:
            naturals.setdefault(card.rank, []).append(card)
    return Held(naturals, twos, jokers)


def playing_hand(state: State) -> tuple[Card, ...]:
    return state.hands[state.turn].cards


# --------------------------------------------------------------------------- going out


def may_go_out(state: State, side: int, canastas_after: int, points_after: int) -> str | None:
    """Why the player may not empty his hand now (None: he may): canastas (CAN-5), the partner's
    answer (1.4), the minimum of a side still opening (a concealed going out without the pile is exempt)."""
    variant = variant_of(state)
    if canastas_after < variant.canastas_to_go_out:
        return f"going out needs {variant.canastas_to_go_out} canasta(s) on the side's table"
    if state.permission is Permission.NO:
        return "the partner answered no: no going out this turn"
    if (state.options.must_ask and answerer(state.order, state.sides, state.turn) is not None
            and state.permission is not Permission.YES):
        return "going out needs the partner's yes first (must_ask)"
    if not state.opened[side] and points_after < minimum(state, side) and state.took_pile:
        return "after taking the pile the first melds must reach the minimum"
    return None


def keep_rule(state: State, side: int, left: int, canastas_after: int, points_after: int) -> str | None:
    """A player who cannot go out must keep two cards after melding: one to discard, one to hold (1.4)."""
    if left >= 2:
        return None
    reason = may_go_out(state, side, canastas_after, points_after)
    if reason is None:
        return None
    return f"{'emptying the hand' if left == 0 else 'keeping a single card'} is not allowed: {reason}"


def pending_left(state: State) -> int:
    """Cards of a taken pile still waiting for the minimum (OPENING), red threes apart."""
    if state.phase is not Phase.OPENING:
        return 0
    return sum(1 for card in state.pile.cards if not is_red_three(card))


# --------------------------------------------------------------------------- melds


def lay_problem(state: State, move: MeldNew | AddToMeld) -> tuple[str, str] | None:
    """(reason, rule) why the meld or addition is illegal now, or None."""
    if state.phase not in (Phase.MELD, Phase.OPENING):
        return ("melds are laid after drawing, before discarding", "1.4 T2")
    variant = variant_of(state)
    side = side_of(state, state.turn)
    melds = side_melds(state, side)
    existing = melds.get(move.rank)
    adding = isinstance(move, AddToMeld)
    if move.rank in WILD_RANKS:
        return ("wild cards are added to a meld of a natural rank", "1.6")
    if adding and existing is None:
        return (f"the side has no meld of {move.rank.name.lower()}s to add to", "1.6")
    if not adding and existing is not None:
        return (f"the side already has a meld of {move.rank.name.lower()}s: add to it", "1.6 CAN-8")
    cards = held(playing_hand(state)).pick(move.rank, move.naturals, move.twos, move.jokers)
    if cards is None or not cards:
        return ("the hand does not hold those cards", "1.6")
    return _shape_problem(state, move.rank, cards, existing, side, variant)


def lay_run_problem(state: State, move: LayRun | ExtendRun) -> tuple[str, str] | None:
    """(reason, rule) why the run or extension is illegal now, or None (samba 2.2)."""
    from .runs import check_run_shape, run_problem

    if state.phase not in (Phase.MELD, Phase.OPENING):
        return ("melds are laid after drawing, before discarding", "1.4 T2")
    found = run_problem(state, move)
    if isinstance(found, str):
        return (found, "samba 2.2")
    cards, existing = found
    wrong = check_run_shape(cards, existing, state)
    if wrong is not None:
        return (wrong, "samba 2.2")
    return _shape_problem(state, move.low, cards, existing, side_of(state, state.turn), variant_of(state))


def _shape_problem(state: State, rank: Rank, cards: tuple[Card, ...], existing: Meld | None, side: int,
                   variant: Variant) -> tuple[str, str] | None:
    whole = cards if existing is None else existing.cards + cards
    try:
        shape = shape_of(whole, variant.meld_rules)
    except ValueError as error:
        return (str(error), "1.6")
    left = len(playing_hand(state)) - len(cards) + pending_left(state)
    canastas_after = canastas(state, side) + (existing is None or len(existing.cards) < variant.meld_rules.canasta) * (
        shape.size >= variant.meld_rules.canasta)
    points_after = state.turn_points + sum(card_value(card) for card in cards)
    if rank is Rank.THREE and (shape.wilds or left > 1):
        return ("black threes are melded (without wild cards) only as the player goes out", "1.6 CAN-16")
    problem = keep_rule(state, side, left, canastas_after, points_after)
    return None if problem is None else (problem, "1.4 CAN-5")


# --------------------------------------------------------------------------- the pile


TAKE_COUNTS = {(2, 0, 0): TakeWay.PAIR, (1, 1, 0): TakeWay.NATURAL_AND_WILD, (1, 0, 1): TakeWay.NATURAL_AND_WILD,
               (0, 0, 0): TakeWay.ADD}


def frozen_for(state: State, side: int) -> bool:
    """Frozen for everybody (a wild card or red three in it) or against a side without melds (1.5)."""
    return state.pile.frozen or not state.opened[side]


def take_problem(state: State, move: TakePile) -> tuple[str, str] | None:
    """(reason, rule) why the pile may not be taken this way, or None."""
    if state.phase is not Phase.DRAW:
        return ("the pile is taken instead of drawing, at the start of the turn", "1.4 T1")
    top = state.pile.top
    variant = variant_of(state)
    if top is None or variant.meld_rules.is_wild(top) or top.rank is Rank.THREE:
        return ("the top discard is missing, wild or a three: the pile cannot be taken", "1.5 CAN-3")
    way = TAKE_COUNTS.get((move.naturals, move.twos, move.jokers))
    if way is None:
        return ("take with a natural pair, a natural and a wild card, or nothing (adding to a meld); "
                "add more cards afterwards", "1.5")
    side = side_of(state, state.turn)
    hand = held(playing_hand(state))
    existing = side_melds(state, side).get(top.rank)
    ways = take_ways(len(hand.naturals.get(top.rank, [])), len(hand.twos) + len(hand.jokers),
                     frozen_for(state, side), existing is not None, variant.wild_takes)
    if way not in ways:
        frozen = "frozen: only a natural pair takes it" if frozen_for(state, side) else "not open to this way"
        return (f"the pile is {frozen}", "1.5 CAN-2 CAN-6")
    cards = hand.pick(top.rank, move.naturals, move.twos, move.jokers)
    if cards is None:
        return ("the hand does not hold those cards", "1.5")
    return _take_shape_problem(state, top, cards, existing, side, variant)


def _take_shape_problem(state: State, top: Card, cards: tuple[Card, ...], existing: Meld | None, side: int,
                        variant: Variant) -> tuple[str, str] | None:
    whole = (top, *cards) if existing is None else (*existing.cards, top, *cards)
    try:
        shape = shape_of(whole, variant.meld_rules)
    except ValueError as error:
        return (str(error), "1.6")
    if not state.opened[side]:
        reach = card_value(top) + sum(card_value(c) for c in cards) + best_value(
            _rest(playing_hand(state), cards), {top.rank: shape.wilds}, variant.meld_rules)
        if reach < minimum(state, side):
            return (f"the first melds cannot reach the minimum of {minimum(state, side)} from this hand", "1.5 1.7")
    left = len(playing_hand(state)) - len(cards) + len(state.pile.cards) - 1
    canastas_after = canastas(state, side) + int(shape.size >= variant.meld_rules.canasta and (
        existing is None or len(existing.cards) < variant.meld_rules.canasta))
    problem = keep_rule(state, side, left, canastas_after, 10**6)
    return None if problem is None else (problem, "1.4 CAN-5")


def _rest(hand: Sequence[Card], used: Sequence[Card]) -> list[Card]:
    rest = list(hand)
    for card in used:
        rest.remove(card)
    return rest


def best_value(cards: Sequence[Card], melded: dict[Rank, int], rules: MeldRules) -> int:
    """The most the hand's cards could add in melds this turn (the initial minimum's reach).

    ``melded``: the side's melds of this turn by rank and their wild cards.  Ranks with a meld or
    three naturals meld all their naturals; pairs need a wild card each (the best pairs first);
    the best wild cards fill the room left (at most ``max_wilds`` a meld).
    """
    counts = Counter(card.rank for card in cards if not rules.is_wild(card) and card.rank is not Rank.THREE)
    wilds = sorted((card_value(card) for card in cards if rules.is_wild(card)), reverse=True)
    value = room = 0
    pairs = []
    for rank, count in counts.items():
        if rank in melded or count >= 3:
            value += count * rank_value(rank)
            room += rules.max_wilds - melded.get(rank, 0)
        elif count == 2:
            pairs.append(2 * rank_value(rank))
    pairs.sort(reverse=True)
    used_pairs = min(len(wilds), len(pairs))
    value += sum(pairs[:used_pairs])
    room += rules.max_wilds * used_pairs
    return value + sum(wilds[: min(len(wilds), room)])


def obliged_to_take(state: State) -> bool:
    """With the stock out a player must take a top discard his side's meld can take (1.8)."""
    top = state.pile.top
    side = side_of(state, state.turn)
    return (top is not None and not frozen_for(state, side) and top.rank in side_melds(state, side)
            and take_problem(state, TakePile(0, 0, 0)) is None)


# --------------------------------------------------------------------------- the other moves


def discard_problem(state: State, move: Discard) -> tuple[str, str] | None:
    if state.phase is not Phase.MELD:
        return ("a discard ends the turn, after drawing and melding", "1.4 T3")
    hand = playing_hand(state)
    if move.card not in hand:
        return (f"the hand does not hold {move.card}", "1.4 T3")
    side = side_of(state, state.turn)
    if len(hand) == 1:
        reason = may_go_out(state, side, canastas(state, side), state.turn_points)
        return None if reason is None else (f"discarding the last card goes out: {reason}", "1.4 CAN-5")
    if not state.opened[side] and state.turn_melded:
        return (f"the first melds must reach the minimum of {minimum(state, side)} (or be taken back)", "1.7")
    return None


def retract_problem(state: State) -> tuple[str, str] | None:
    if state.phase is Phase.OPENING or (state.phase is Phase.MELD and state.turn_melded
                                        and not state.opened[side_of(state, state.turn)]):
        return None
    return ("only first melds below the minimum can be taken back", "1.7")


def ask_problem(state: State) -> tuple[str, str] | None:
    if state.phase is not Phase.MELD or state.turn_melded or state.permission is not Permission.NONE:
        return ("the partner is asked once a turn, after drawing and before melding", "1.4")
    if answerer(state.order, state.sides, state.turn) is None:
        return ("only a player with a partner asks", "1.4")
    return None


def end_problem(state: State) -> tuple[str, str] | None:
    if state.phase is not Phase.DRAW or state.stock:
        return ("the hand is ended only by a player who cannot draw: the stock is out", "1.8")
    if obliged_to_take(state):
        return ("the top discard fits the side's meld: it must be taken", "1.8")
    return None


def draw_problem(state: State) -> tuple[str, str] | None:
    if state.phase is not Phase.DRAW or not state.stock:
        return ("drawing is the first step of a turn, while the stock lasts", "1.4 T1")
    return None


MoveCheck = Callable[[State, Move], "tuple[str, str] | None"]


def check_move(state: State, move: Move | LayRun | ExtendRun) -> tuple[str, str] | None:
    """(reason, rule) why ``move`` is illegal now, or None; the one gate of play and legal_moves."""
    if isinstance(move, (MeldNew, AddToMeld)):
        return lay_problem(state, move)
    if isinstance(move, (LayRun, ExtendRun)):
        return lay_run_problem(state, move)
    if isinstance(move, TakePile):
        return take_problem(state, move)
    if isinstance(move, Discard):
        return discard_problem(state, move)
    if isinstance(move, Draw):
        return draw_problem(state)
    if isinstance(move, Retract):
        return retract_problem(state)
    if isinstance(move, AskGoOut):
        return ask_problem(state)
    if isinstance(move, EndHand):
        return end_problem(state)
    if state.phase is not Phase.ANSWER:
        return ("only the partner asked answers", "1.4")
    return None
