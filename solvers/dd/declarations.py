"""The facade's path for declarations on lead and the trump change (:attr:`Rules.special`).

The C++ engine learns three things here, all generic (rules fields appended to ``dd::Rules``):

* a *declaring lead* (thousand's marriage, TY-7): the leader, having won the previous trick, leads a card of a
  pair he holds (K and Q of a suit) "declaring": the pair's points go to him (counted when he is on the counted
  side) and its suit is trump from this trick on;
* a *trump change* (business, BIZ-6/7/15): once, before a lead after the first trick, the leading Declarer
  names another suit; with a Banker the two swap roles (whose tricks count, who may not lead trumps);
* a *catch* (business, "делец пойман"): the Declarer to lead with nothing but trumps and no change left ends
  the play at once, and the deal scores as if he had won no trick at all.

The trump and these flags are part of the engine's position (its transposition key holds them).  The catch is
searched as "every play that ends normally earns a bonus K larger than any number of tricks" (K = tricks left
+ 1): the search value g of a line is then its tricks from here plus K, or the tricks won before the catch
(< K).  The real value f (the tricks of the deal, a catch counting as none) is a non-decreasing function of g,
so minimax commutes with it and the facade maps g back: ``g - K`` from here, or ``-banked`` for a catch.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from . import (
    SUIT_LETTERS,
    Position,
    PositionResult,
    Rules,
    _Budget,
    _budget_error,
    _CardMap,
    _engine,
    _engine_budget_error,
    _norm,
)

CARD, DECLARE, CHANGE = 0, 1, 2
"""Move kinds as the engine reports them."""


def counting_sides(rules: Rules, mover: int) -> tuple[int, ...]:
    """The maximising seats: the marked ones when one seat's tricks count (whoever moves), else the mover's side
    (as for every other objective)."""
    if rules.count_seat is not None:
        return tuple(rules.sides)
    return tuple(1 if rules.sides[seat] == rules.sides[mover] else 0 for seat in range(rules.seats))


def declarable(rules: Rules, hands: Sequence[Sequence[str]]) -> int:
    """Points of every declaration still whole in one hand (counted into the total at stake)."""
    first, second = rules.declaration_ranks[0], rules.declaration_ranks[1]
    return sum(points for suit, points in rules.declarations.items()
               if any({first + suit, second + suit} <= set(hand) for hand in hands))


def total_at_stake(rules: Rules, cmap: _CardMap, hands: Sequence[Sequence[str]], played: Sequence[str]) -> int:
    """Tricks left, or the card and trick points left with every declaration still possible."""
    tricks_left = (sum(len(hand) for hand in hands) + len(played)) // rules.seats
    if rules.objective == "tricks":
        return tricks_left
    total = sum(cmap.points(card) for hand in hands for card in hand)
    total += sum(cmap.points(_norm(text).partition("=")[0]) for text in played)
    total += tricks_left * rules.trick_points + min(tricks_left, rules.last_tricks) * rules.last_trick_bonus
    total += rules.penultimate_bonus if tricks_left > 1 else 0
    return total + declarable(rules, hands)


def end_bonus(rules: Rules, tricks_left: int) -> int:
    """K: more than the tricks any line can win before a catch."""
    return tricks_left + 1 if rules.caught_ends else 0


def _special_engine(rules: Rules, cmap: _CardMap, side: Sequence[int], bonus: int, tt_mb: float,
                    node_budget: int, time_budget: float) -> Any:
    """The generic engine counting points (tricks as one point each), with the special rules armed."""
    counting = rules if rules.objective == "points" else replace(rules, objective="points", trick_points=1,
                                                                 card_points={}, last_trick_bonus=0)
    engine = _engine(counting, cmap, side, tt_mb, node_budget, time_budget)
    ranks = tuple(rules.rank_order)
    bits = [ranks.index(rank) for rank in rules.declaration_ranks] if rules.declarations else []
    points = [rules.declarations.get(letter, 0) for letter in SUIT_LETTERS]
    engine.set_special_rules(bits, points, rules.trump_change, -1 if rules.swap_seat is None else rules.swap_seat,
                             -1 if rules.count_seat is None else rules.count_seat, rules.caught_ends, bonus)
    return engine


def naming_seat(position: Position, mover: int) -> int:
    """The seat to act: the trick's, or the Banker (``swap_seat``) naming the trump after a change."""
    swap = position.rules.swap_seat
    return swap if position.change_pending and swap is not None else mover


def move_text(cmap: _CardMap, kind: int, suit: int, power: int, named: int, pending: bool) -> str:
    """The generic text of an engine move: a card ("QH", "JK1=S"), "declare:QH", "change" or "trump:H"."""
    if kind == CHANGE:
        return f"trump:{SUIT_LETTERS[named]}" if pending else "change"
    text = cmap.text(suit, power)
    if suit == 4:
        text = f"{text}={SUIT_LETTERS[named]}"
    return f"declare:{text}" if kind == DECLARE else text


def solve_special(position: Position, hands: Sequence[Sequence[str]], masks: list[list[int]],
                  played: list[tuple[int, ...]], mover: int, tt_mb: float, node_budget: int,
                  time_budget: float, values_of_cards: bool) -> PositionResult:
    """Value and move values of a position under declarations, a trump change or a catch."""
    rules = position.rules
    cmap = _CardMap(rules)
    side = counting_sides(rules, mover)
    bonus = end_bonus(rules, len(hands[mover]))
    engine = _special_engine(rules, cmap, side, bonus, tt_mb, node_budget, time_budget)
    if rules.jokers_any_card and (any(mask[4] for mask in masks) or any(card[0] == 4 for card in played)):
        engine.set_joker_names((1 << len(tuple(rules.rank_order))) - 1)  # only while a joker is in play
    engine.set_flags(position.first_trick, position.change_left, position.change_pending)

    def convert(value: int) -> int:
        if not rules.caught_ends:
            return value
        return value - bonus if value >= bonus else -position.banked

    budget = _Budget(node_budget, time_budget)
    value: int | None = None
    moves: dict[str, int] = {}
    try:
        value = convert(engine.flagged_value(masks, position.leader, played))
        if values_of_cards:
            budget.rearm(engine)
            for kind, suit, _bit, named, cls, names, raw in engine.named_move_values(masks, position.leader, played):
                _record(moves, cmap, (kind, suit, named, cls), convert(raw), position.change_pending, side[mover])
                if names:
                    moves.update(_namings(cmap, suit, named, cls, names, convert(raw)))
    except _engine_budget_error() as exc:
        raise _budget_error(exc, engine, convert, value) from exc
    total = total_at_stake(rules, cmap, hands, position.played)
    named_moves = {rules.move_names.get(text, text): v for text, v in moves.items()}
    return PositionResult(naming_seat(position, mover), value, named_moves, total, side, budget.used(engine))


def _namings(cmap: _CardMap, suit: int, named: int, cls: int, names: int, value: int) -> dict[str, int]:
    """Every joker of the move's class named as every card of its class ("JK1=QS"), all at ``value``."""
    jokers = [cmap.text(suit, power) for power in range(16) if cls >> power & 1]
    cards = [cmap.text(named, power) for power in range(16) if names >> power & 1]
    return {f"{joker}={card}": value for joker in jokers for card in cards}


def _record(moves: dict[str, int], cmap: _CardMap, move: tuple[int, int, int, int], value: int, pending: bool,
            maximising: int) -> None:
    """Every card of the move's class at ``value``; a change named by the same side keeps its best naming."""
    kind, suit, named, cls = move
    if kind == CARD and suit == 4 and cmap.rules.jokers_any_card:
        return  # a joker named as a card: every naming recorded by _namings
    for power in range(16):
        if kind == CHANGE and power != named:
            continue
        if kind != CHANGE and not cls >> power & 1:
            continue
        text = move_text(cmap, kind, suit, power, named, pending)
        if text in moves:
            value = max(value, moves[text]) if maximising else min(value, moves[text])
        moves[text] = value
