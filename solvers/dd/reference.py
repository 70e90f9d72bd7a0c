"""Slow, plain minimax reference for tests on small endings.

Independent of the C++ engine's search (no pruning tricks beyond a memo on the
exact position); shares only the card mapping of the facade.  The value is the
same quantity as :func:`cardgames.solvers.dd.solve_position`'s.

A hand is a sorted tuple of cards, so a multi-pack deck's copies
(``Rules.repeated_cards``) are simply cards held twice: equal cards tie and the
earlier played wins (the strict ``>`` of :func:`_winner`).  Jokers that never
win (``Rules.jokers_never_win``) keep suit 4 when played.
"""

from __future__ import annotations

from functools import cache

from . import SUIT_LETTERS, Position, PositionResult, Rules, _CardMap, _hand_cards, _norm, parse_pbn

Card = tuple[int, int, int]  # (suit, power, effective suit); jokers have suit 4
Hand = tuple[tuple[int, int], ...]  # sorted; a card may repeat
NEVER_WINS = 4  # the effective suit of a joker that never wins


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
    cmap = _CardMap(rules)
    n = rules.seats
    hands_txt = parse_pbn(position.hands) if isinstance(position.hands, str) else [
        _hand_cards(h) for h in position.hands]
    hands = tuple(tuple(sorted(cmap.sp(c) for c in h)) for h in hands_txt)
    trick0: list[tuple[Card, int]] = []
    for i, text in enumerate(position.played):
        card, _, named = _norm(text).partition("=")
        s, p = cmap.sp(card)
        effective = (NEVER_WINS if rules.jokers_never_win else SUIT_LETTERS.index(named)) if s == 4 else s
        trick0.append(((s, p, effective), (position.leader + i) % n))
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

    total_cards = sum(len(h) for h in hands) + len(trick0)
    tricks_left = total_cards // n
    if tricks_only:
        total = tricks_left
    else:
        total = sum(pts[c] for h in hands for c in h) + sum(pts[(c[0], c[1])] for c, _ in trick0)
        total += tricks_left * rules.trick_points + min(tricks_left, rules.last_tricks) * rules.last_trick_bonus
        total += rules.penultimate_bonus if tricks_left > 1 else 0

    start = tuple(trick0)
    v = value(hands, position.leader, start)
    cards: dict[str, int] = {}
    for move in _legal(rules, trump, hands[mover], start, mover, side):
        text = cmap.text(move[0], move[1])
        if move[0] == 4 and not rules.jokers_never_win:
            text = f"{text}={SUIT_LETTERS[move[2]]}"
        cards[text] = after(hands, position.leader, start, mover, move)
    return PositionResult(mover, v, cards, total, tuple(rules.sides) if penalties else side)


def _without(hand: Hand, card: tuple[int, int]) -> Hand:
    """``hand`` less one copy of ``card``."""
    index = hand.index(card)
    return hand[:index] + hand[index + 1:]
