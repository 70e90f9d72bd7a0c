"""Slow, plain minimax reference for tests on small endings.

Independent of the C++ engine's search (no pruning tricks beyond a memo on the
exact position); shares only the card mapping of the facade.  The value is the
same quantity as :func:`cardgames.solvers.dd.solve_position`'s.

A hand is a sorted tuple of cards, so a multi-pack deck's copies
(``Rules.repeated_cards``) are simply cards held twice: equal cards tie and the
earlier played wins (the strict ``>`` of :func:`_winner`).  Jokers that never
win (``Rules.jokers_never_win``) keep suit 4 when played.  Jokers named as any
card (``Rules.jokers_any_card``, business) are tried under every card they may be
named as, one move each (no classes): on the table such a joker is
``(5 + its power, named power, named suit)``, so :func:`_winner` compares it as the
named card and an equal card played later loses to it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import cache

from . import SUIT_LETTERS, Position, PositionResult, Rules, _CardMap, _hand_cards, _norm, named_card, parse_pbn

Card = tuple[int, int, int]  # (suit, power, effective suit); jokers have suit 4
Hand = tuple[tuple[int, int], ...]  # sorted; a card may repeat
NEVER_WINS = 4  # the effective suit of a joker that never wins
NAMED = 5  # a joker named as a card: (NAMED + its power, named power, named suit) on the table


def _legal(rules: Rules, trump: int, hand: Hand, trick: tuple[tuple[Card, int], ...],
           seat: int, sides: tuple[int, ...]) -> list[Card]:
    """The distinct cards the seat may play (a copy held twice is one card); with ``must_head`` those beating the
    trick's winning card when any does."""
    cards = list(dict.fromkeys(_legal_cards(rules, trump, hand, trick, seat, sides)))
    if not rules.must_head or not trick:
        return cards
    best = trick[_winner(trump, trick)][0]
    return [c for c in cards if _beats(trump, c, best)] or cards


def _beats(trump: int, card: Card, best: Card) -> bool:
    """Whether ``card``, played later, beats ``best`` (the same order as :func:`_winner`)."""
    if card[2] == NEVER_WINS:
        return False
    if best[2] == NEVER_WINS or (card[2] == trump and best[2] != trump):
        return True
    return card[2] == best[2] and _power(card) > _power(best)


def _legal_cards(rules: Rules, trump: int, hand: Hand, trick: tuple[tuple[Card, int], ...],
                 seat: int, sides: tuple[int, ...]) -> list[Card]:
    never_win = rules.jokers_never_win

    def eff(c: tuple[int, int], named: int) -> Card:
        return (c[0], c[1], (NEVER_WINS if never_win else named) if c[0] == 4 else c[0])

    jokers = [c for c in hand if c[0] == 4]
    plain = [c for c in hand if c[0] != 4]
    if not trick:
        cards = list(plain)
        names = list(range(4))
        banned = SUIT_LETTERS.index(rules.banned_lead) if rules.banned_lead is not None else -1
        if banned >= 0 and any(c[0] != banned for c in hand):  # no lead of the banned suit while holding another
            cards = [c for c in cards if c[0] != banned]
            names = [s for s in names if s != banned]
        if seat == rules.no_trump_lead_seat and trump >= 0 and any(c[0] != trump for c in plain):
            cards = [c for c in cards if c[0] != trump]
            names = [s for s in names if s != trump]
        if never_win:  # led once, without a name
            names = [NEVER_WINS]
        return [eff(c, c[0]) for c in cards] + [eff(j, s) for j in jokers for s in names]
    led = trick[0][0][2]
    if led == NEVER_WINS:  # a joker that never wins was led: nobody is bound
        return [eff(c, c[0]) for c in hand]
    win = _winner(trump, trick)
    partner_wins = rules.partner_exempt and sides[trick[win][1]] == sides[seat]
    trumps_in = [c[1] for c, _ in trick if trump >= 0 and c[2] == trump]
    high = max((_power(c) for c, _ in trick if trump >= 0 and c[2] == trump), default=None)
    follow = [c for c in plain if c[0] == led]
    if rules.follow and follow:
        if rules.must_overtrump and led == trump and not partner_wins and high is not None:
            over = [c for c in follow if c[1] > high]
            if over:
                follow = over
        return [eff(c, led) for c in follow]
    del trumps_in
    mine_trumps = [c for c in plain if trump >= 0 and c[0] == trump]
    if rules.must_trump and mine_trumps and not partner_wins:
        cards = mine_trumps
        if rules.must_overtrump and high is not None:
            over = [c for c in cards if c[1] > high]
            if over:
                cards = over
    else:
        cards = plain
        over_void = [c for c in plain if c[0] == trump and high is not None and c[1] > high]
        if rules.void_overtrump and over_void and not partner_wins:
            cards = over_void
    if never_win and cards is not plain:  # a joker that never wins goes only where any card may
        jokers = []
    return [eff(c, c[0]) for c in cards] + [eff(j, led) for j in jokers]


def _power(c: Card) -> int:
    return 16 + c[1] if c[0] == 4 else c[1]


def _winner(trump: int, trick: tuple[tuple[Card, int], ...]) -> int:
    w = 0
    for i in range(1, len(trick)):
        c, b = trick[i][0], trick[w][0]
        if c[2] == NEVER_WINS:
            continue
        if b[2] == NEVER_WINS:
            w = i
        elif c[2] == b[2]:
            if _power(c) > _power(b):
                w = i
        elif trump >= 0 and c[2] == trump:
            w = i
    return w


def solve_reference(position: Position) -> PositionResult:
    """Exact value and per-card values by exhaustive minimax (small endings only)."""
    rules = position.rules
    if rules.special:
        return solve_reference_special(position)
    cmap = _CardMap(rules)
    n = rules.seats
    hands, trick0 = _reference_deal(position, cmap)
    mover = (position.leader + len(trick0)) % n
    trump = cmap.trump
    penalties = rules.objective == "penalties"
    if penalties:
        side = tuple(1 - f for f in rules.sides)  # the others maximise what the marked seats take
    else:
        side = tuple(1 if rules.sides[s] == rules.sides[mover] else 0 for s in range(n))
    tricks_only = rules.objective == "tricks"
    pts = {sp: (cmap.points(t) if not tricks_only else 0) for t, sp in cmap.to_sp.items()}

    def trick_value(trick: tuple[tuple[Card, int], ...], tricks_after: int) -> int:
        if tricks_only:
            return 1
        return sum(pts[(c[0], c[1])] for c, _ in trick) + rules.trick_points + (
            rules.last_trick_bonus if tricks_after < rules.last_tricks else 0) + (
            rules.penultimate_bonus if tricks_after == 1 else 0)

    @cache
    def value(hs: tuple[Hand, ...], leader: int,
              trick: tuple[tuple[Card, int], ...]) -> int:
        seat = (leader + len(trick)) % n
        if not hs[seat] and not trick:
            return 0
        best: int | None = None
        for card in _legal(rules, trump, hs[seat], trick, seat, side):
            v = after(hs, leader, trick, seat, card)
            if best is None or (v > best if side[seat] else v < best):
                best = v
        assert best is not None
        return best

    def after(hs: tuple[Hand, ...], leader: int, trick: tuple[tuple[Card, int], ...],
              seat: int, card: Card) -> int:
        nh = tuple(_without(h, (card[0], card[1])) if i == seat else h for i, h in enumerate(hs))
        nt = (*trick, (card, seat))
        if len(nt) < n:
            return value(nh, leader, nt)
        w = nt[_winner(trump, nt)][1]
        tricks_after = max(len(h) for h in nh)
        gain = trick_value(nt, tricks_after) if (side[w] == 1) != penalties else 0
        return gain + value(nh, w, ())

    total = _reference_total(rules, pts, hands, trick0)
    start = tuple(trick0)
    v = value(hands, position.leader, start)
    cards: dict[str, int] = {}
    for move in _legal(rules, trump, hands[mover], start, mover, side):
        text = cmap.text(move[0], move[1])
        if move[0] == 4 and not rules.jokers_never_win:
            text = f"{text}={SUIT_LETTERS[move[2]]}"
        cards[text] = after(hands, position.leader, start, mover, move)
    return PositionResult(mover, v, cards, total, tuple(rules.sides) if penalties else side)


def _reference_deal(position: Position, cmap: _CardMap) -> tuple[tuple[Hand, ...], list[tuple[Card, int]]]:
    """The hands (sorted, copies repeated) and the trick on the table (each card with its effective suit)."""
    rules = position.rules
    hands_txt = parse_pbn(position.hands) if isinstance(position.hands, str) else [
        _hand_cards(h) for h in position.hands]
    hands = tuple(tuple(sorted(cmap.sp(c) for c in h)) for h in hands_txt)
    trick0: list[tuple[Card, int]] = []
    for i, text in enumerate(position.played):
        card, _, named = _norm(text).partition("=")
        s, p = cmap.sp(card)
        effective = (NEVER_WINS if rules.jokers_never_win else SUIT_LETTERS.index(named)) if s == 4 else s
        trick0.append(((s, p, effective), (position.leader + i) % rules.seats))
    return hands, trick0


def _reference_total(rules: Rules, pts: dict[tuple[int, int], int], hands: tuple[Hand, ...],
                     trick0: list[tuple[Card, int]]) -> int:
    """What is still to be won: the tricks left, or the points of the cards, tricks and bonuses left."""
    tricks_left = (sum(len(h) for h in hands) + len(trick0)) // rules.seats
    if rules.objective == "tricks":
        return tricks_left
    total = sum(pts[c] for h in hands for c in h) + sum(pts[(c[0], c[1])] for c, _ in trick0)
    total += tricks_left * rules.trick_points + min(tricks_left, rules.last_tricks) * rules.last_trick_bonus
    return total + (rules.penultimate_bonus if tricks_left > 1 else 0)


def _without(hand: Hand, card: tuple[int, int]) -> Hand:
    """``hand`` less one copy of ``card``."""
    index = hand.index(card)
    return hand[:index] + hand[index + 1:]


# ----------------------------------------------------------------- declarations, the trump change, the catch

Special = tuple[str, Card]  # ("card" | "declare" | "change", card); a change names its suit in the card's third


def _special_moves(rules: Rules, game: dict[str, int], hand: frozenset[tuple[int, int]],
                   trick: tuple[tuple[Card, int], ...], seat: int, sides: tuple[int, ...]) -> list[Special]:
    """The legal moves with the play's flags in ``game`` (trump, Declarer, change left or pending, lead won)."""
    trump = game["trump"]
    if game["pending"]:
        return [("change", (-1, -1, suit)) for suit in range(4) if suit != trump]
    if rules.jokers_any_card:
        cards = _any_card_moves(rules, game, hand, trick, seat)
    else:
        plain_rules = replace(rules, no_trump_lead_seat=game["declarer"] if game["declarer"] >= 0 else None)
        cards = _legal(plain_rules, trump, tuple(sorted(hand)), trick, seat, sides)
    if trick:
        return [("card", card) for card in cards]
    if rules.caught_ends and seat == game["declarer"]:
        cards = [card for card in cards if card[2] != trump]  # never a trump, whatever else he holds (BIZ-8)
    moves: list[Special] = [("card", card) for card in cards]
    if rules.declarations and game["lead_won"]:
        pair = [rules.rank_order.index(rank) for rank in rules.declaration_ranks]
        for suit in range(4):
            if all((suit, power) in hand for power in pair):
                moves.extend(("declare", (suit, power, suit)) for power in pair)
    if _may_change(rules, game, seat):
        moves.extend(("change", (-1, -1, suit)) for suit in range(4) if suit != trump)
    return moves


def _any_card_moves(rules: Rules, game: dict[str, int], hand: frozenset[tuple[int, int]],
                    trick: tuple[tuple[Card, int], ...], seat: int) -> list[Card]:
    """The cards ``seat`` may play with jokers named as any card, each joker once per card it may be named as:
    a joker leads only as the last card or from the two jokers (J1), follows only when void of the led suit
    (J2), and a Declarer leading one names no trump (J3)."""
    trump = game["trump"]
    plain = sorted(card for card in hand if card[0] != 4)
    jokers = sorted(card for card in hand if card[0] == 4)
    if trick:
        follow = [card for card in plain if card[0] == trick[0][0][2]]
        if follow and rules.follow:
            return [(s, p, s) for s, p in follow]
        return [(s, p, s) for s, p in plain] + _namings(rules, jokers, range(4))
    restricted = seat == game["declarer"] and trump >= 0 and (
        rules.caught_ends or any(card[0] != trump for card in plain))
    suits = [suit for suit in range(4) if not (restricted and suit == trump)]
    cards = [(s, p, s) for s, p in plain if s in suits]
    if len(hand) == 1 or len(hand) == len(jokers) == 2:
        cards += _namings(rules, jokers, suits)
    return cards


def _namings(rules: Rules, jokers: list[tuple[int, int]], suits: Sequence[int]) -> list[Card]:
    """Every joker named as every card of ``suits``."""
    ranks = range(len(rules.rank_order))
    return [(NAMED + power, rank, suit) for _, power in jokers for suit in suits for rank in ranks]


def _held(card: Card) -> tuple[int, int]:
    """The card in the hand: a named joker is the joker."""
    return (4, card[0] - NAMED) if card[0] >= NAMED else (card[0], card[1])


def _table_card(cmap: _CardMap, text: str, jokers_any_card: bool) -> Card:
    """A card on the table from its text ("QS", or "JK1=QS" for a joker named as a card)."""
    s, p = cmap.sp(_norm(text).partition("=")[0])
    if s == 4 and jokers_any_card:
        suit, power = named_card(cmap, text)
        return NAMED + p, power, suit
    return s, p, s


def _may_change(rules: Rules, game: dict[str, int], seat: int) -> bool:
    return bool(rules.trump_change and game["change_left"] and game["lead_won"] and seat == game["declarer"])


def _is_caught(rules: Rules, game: dict[str, int], hand: frozenset[tuple[int, int]], seat: int) -> bool:
    """The Declarer to lead holds nothing but trumps and cannot change."""
    if not rules.caught_ends or seat != game["declarer"] or game["pending"] or _may_change(rules, game, seat):
        return False
    if rules.jokers_any_card:  # no legal lead: trumps and jokers that may not lead (J1, BIZ-10)
        return bool(hand) and not _any_card_moves(rules, game, hand, (), seat)
    return bool(hand) and all(card[0] == game["trump"] for card in hand)


def _after_special(rules: Rules, game: dict[str, int], move: Special) -> dict[str, int]:
    """The flags after a declaration (its suit trump) or a change (the new trump; the Banker the Declarer)."""
    kind, card = move
    if kind == "declare":
        return {**game, "trump": card[0]}
    if kind == "change":
        after = {**game, "trump": card[2], "change_left": 0, "pending": 0}
        if rules.swap_seat is not None:
            after.update(declarer=rules.swap_seat, counted=rules.swap_seat)
        return after
    return game


def solve_reference_special(position: Position) -> PositionResult:
    """Exhaustive minimax with declarations, the trump change and the catch (small endings only).

    Written apart from the engine's reduction: the value is the counted points from here, and a catch is
    worth minus every trick the counted seat won in the deal (the banked ones and those since the root), which
    makes the memo key carry what was won since the root."""
    rules = position.rules
    cmap = _CardMap(rules)
    n = rules.seats
    hands = tuple(frozenset(cmap.sp(c) for c in _hand_cards(h)) for h in position.hands)
    trick0 = tuple((_table_card(cmap, text, rules.jokers_any_card), (position.leader + i) % n)
                   for i, text in enumerate(position.played))
    mover = (position.leader + len(trick0)) % n
    side = tuple(rules.sides) if rules.count_seat is not None else tuple(
        1 if rules.sides[s] == rules.sides[mover] else 0 for s in range(n))
    tricks_only = rules.objective == "tricks"

    def counted(seat: int, game: dict[str, int]) -> bool:
        return seat == game["counted"] if game["counted"] >= 0 else side[seat] == 1

    def trick_value(trick: tuple[tuple[Card, int], ...], tricks_after: int) -> int:
        if tricks_only:
            return 1
        return sum(cmap.points(cmap.text(*_held(c))) for c, _ in trick) + rules.trick_points + (
            rules.last_trick_bonus if tricks_after < rules.last_tricks else 0)

    def declared(card: Card) -> int:
        return rules.declarations.get(SUIT_LETTERS[card[0]], 0)

    @cache
    def value(hs: tuple[frozenset[tuple[int, int]], ...], leader: int, trick: tuple[tuple[Card, int], ...],
              flags: tuple[tuple[str, int], ...], earned: int) -> int:
        game = dict(flags)
        seat = (leader + len(trick)) % n
        if not hs[seat] and not trick:
            return 0
        if not trick and _is_caught(rules, game, hs[seat], seat):
            return -(position.banked + earned)
        values = [after(hs, leader, trick, game, earned, move)
                  for move in _special_moves(rules, game, hs[seat], trick, seat, side)]
        return max(values) if side[seat] else min(values)

    def after(hs: tuple[frozenset[tuple[int, int]], ...], leader: int, trick: tuple[tuple[Card, int], ...],
              game: dict[str, int], earned: int, move: Special) -> int:
        seat = (leader + len(trick)) % n
        kind, card = move
        new = _after_special(rules, game, move)
        if kind == "change":
            return value(hs, leader, trick, tuple(sorted(new.items())), earned)
        gain = declared(card) if kind == "declare" and counted(seat, game) else 0
        nh = tuple(h - {_held(card)} if i == seat else h for i, h in enumerate(hs))
        nt = (*trick, (card, seat))
        if len(nt) < n:
            return gain + value(nh, leader, nt, tuple(sorted(new.items())), earned + gain)
        w = nt[_winner(new["trump"], nt)][1]
        won = trick_value(nt, max(len(h) for h in nh)) if counted(w, new) else 0
        new["lead_won"] = 1
        return gain + won + value(nh, w, (), tuple(sorted(new.items())), earned + gain + won)

    start = _special_start(position, cmap)
    best = value(hands, position.leader, trick0, tuple(sorted(start.items())), 0)
    return _special_result(position, cmap, hands, trick0, start, side, best,
                           lambda move: after(hands, position.leader, trick0, start, 0, move))


def _special_result(position: Position, cmap: _CardMap, hands: tuple[frozenset[tuple[int, int]], ...],
                    trick0: tuple[tuple[Card, int], ...], start: dict[str, int], side: tuple[int, ...], best: int,
                    value_after: Callable[[Special], int]) -> PositionResult:
    """The root's answer: every legal move's value under the game's move names, the total at stake."""
    rules = position.rules
    mover = (position.leader + len(trick0)) % rules.seats
    moves: dict[str, int] = {}
    if trick0 or not _is_caught(rules, start, hands[mover], mover):
        for move in _special_moves(rules, start, hands[mover], trick0, mover, side):
            text = _special_text(cmap, move, position.change_pending)
            v = value_after(move)
            moves[text] = v if text not in moves else (max if side[mover] else min)(v, moves[text])
    from .declarations import naming_seat, total_at_stake

    total = total_at_stake(rules, cmap, [[cmap.text(*c) for c in h] for h in hands],
                           [cmap.text(*_held(c)) for c, _ in trick0])
    named = {rules.move_names.get(text, text): v for text, v in moves.items()}
    return PositionResult(naming_seat(position, mover), best, named, total, side)


def _special_start(position: Position, cmap: _CardMap) -> dict[str, int]:
    """The play's flags at the root: trump, Declarer, counted seat, lead won, change left or pending."""
    rules = position.rules
    return {"trump": cmap.trump, "declarer": -1 if rules.no_trump_lead_seat is None else rules.no_trump_lead_seat,
            "counted": -1 if rules.count_seat is None else rules.count_seat, "lead_won": int(not position.first_trick),
            "change_left": int(position.change_left), "pending": int(position.change_pending)}


def _special_text(cmap: _CardMap, move: Special, pending: bool) -> str:
    kind, card = move
    if kind == "change":
        return f"trump:{SUIT_LETTERS[card[2]]}" if pending else "change"
    if card[0] >= NAMED:
        return f"{cmap.text(*_held(card))}={cmap.text(card[2], card[1])}"
    text = cmap.text(card[0], card[1])
    return f"declare:{text}" if kind == "declare" else text
