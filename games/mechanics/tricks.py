"""Generic trick taking: a trick value, legal cards under follow-suit obligations, the trick winner.

Written once for every trick-taking game (bridge, preferans, whist, thousand,
king, barbu, sixty-six, bezique, mushka, rams, business; conventions §0.6).

* :class:`Trick` holds the leader and the cards played so far, in play order;
  the seat of the ``i``-th card is ``(leader + i) % players``.
* :func:`legal_cards` applies the obligations: follow the led suit if able
  (always), and optionally *must trump* when void and *must overtrump* (beat
  the highest trump already in the trick when playing a trump, if able).
* :func:`winning_index` / :meth:`Trick.winner`: the highest trump if any trump
  was played, otherwise the highest card of the led suit.  ``rank_key`` lets a
  game supply its own order inside a suit (1000 ranks the ten above the king).

Jokers (suit ``None``) never count as any suit here: a joker lead leaves every
card legal, a joker never wins through this default rule and any suited card
beats it; games with jokers in tricks add their own rule on top.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence

from cardgames.games.core.cards import Card, Rank, Suit
from cardgames.games.core.decks import FULL_RANKS
from cardgames.games.core.hands import Hand
from cardgames.games.core.values import replace, value

RankKey = Callable[[Card], int]
"""Order of cards inside one suit: a larger key beats a smaller one."""


def natural_rank(card: Card) -> int:
    """The usual order A > K > Q > J > T > 9 > ... > 2."""
    return int(card.rank)


@value
class Trick:
    """One trick in progress or finished: who led, the cards in play order, and who won it once complete."""

    leader: int
    cards: tuple[Card, ...] = ()
    winner_seat: int | None = None

    @property
    def led_suit(self) -> Suit | None:
        """The suit of the first card (None before the lead or for a joker lead)."""
        return self.cards[0].suit if self.cards else None

    def seat_of(self, index: int, players: int) -> int:
        """The seat that played the ``index``-th card."""
        return (self.leader + index) % players

    def next_seat(self, players: int) -> int:
        """The seat whose turn it is in this trick."""
        return (self.leader + len(self.cards)) % players

    def is_complete(self, players: int) -> bool:
        return len(self.cards) >= players

    def add(self, card: Card) -> Trick:
        """The trick with ``card`` played next."""
        return Trick(self.leader, (*self.cards, card))

    def won_by(self, seat: int) -> Trick:
        """The complete trick with its winner recorded."""
        return Trick(self.leader, self.cards, seat)

    def plays(self, players: int) -> Iterator[tuple[int, Card]]:
        """(seat, card) pairs in play order."""
        for index, card in enumerate(self.cards):
            yield (self.leader + index) % players, card

    def winner(self, players: int, trump: Suit | None, rank_key: RankKey = natural_rank) -> int:
        """The seat that wins this (complete or partial) trick."""
        return (self.leader + winning_index(self.cards, trump, rank_key)) % players


def winning_index(cards: Sequence[Card], trump: Suit | None, rank_key: RankKey = natural_rank) -> int:
    """Index in ``cards`` of the winning card: highest trump, else highest card of the led suit."""
    if not cards:
        raise ValueError("an empty trick has no winner")
    best = 0
    best_card = cards[0]
    for index in range(1, len(cards)):
        card = cards[index]
        if beats(card, best_card, trump, rank_key):
            best, best_card = index, card
    return best


def beats(card: Card, best: Card, trump: Suit | None, rank_key: RankKey = natural_rank) -> bool:
    """Whether ``card``, played later, beats ``best``, the card currently winning the trick."""
    suit = card.suit
    if suit is None:
        return False
    if suit == best.suit:
        return rank_key(card) > rank_key(best)
    if trump is not None and suit == trump:
        return True
    return best.suit is None


def legal_cards(
    hand: Sequence[Card],
    trick_cards: Sequence[Card],
    trump: Suit | None = None,
    *,
    must_trump: bool = False,
    must_overtrump: bool = False,
    rank_key: RankKey = natural_rank,
) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played to a trick holding ``trick_cards``.

    * Leading: any card.
    * Follow the led suit if the hand holds it.
    * ``must_trump``: void in the led suit and holding trumps, a trump must be played.
    * ``must_overtrump``: when the cards allowed so far are trumps and a trump is
      already in the trick, a higher trump must be played if the hand has one
      (this also applies when trumps were led).

    The result keeps the hand's order.  Without obligations beyond following
    suit (bridge, whist) the other flags stay False.
    """
    if not trick_cards:
        return tuple(hand)
    led = trick_cards[0].suit
    if led is None:
        return tuple(hand)
    allowed = tuple(card for card in hand if card.suit == led)
    if not allowed and must_trump and trump is not None:
        allowed = tuple(card for card in hand if card.suit == trump)
    if not allowed:
        return tuple(hand)
    if must_overtrump and trump is not None and allowed[0].suit == trump:
        trumps_in_trick = [rank_key(card) for card in trick_cards if card.suit == trump]
        if trumps_in_trick:
            top = max(trumps_in_trick)
            higher = tuple(card for card in allowed if rank_key(card) > top)
            if higher:
                return higher
    return allowed


def follows_suit(hand: Sequence[Card], trick_cards: Sequence[Card], card: Card) -> bool:
    """Whether playing ``card`` from ``hand`` keeps the follow-suit rule (no other obligation)."""
    if not trick_cards or trick_cards[0].suit is None or card.suit == trick_cards[0].suit:
        return True
    led = trick_cards[0].suit
    return all(other.suit != led for other in hand)


def seat_after(seat: int, steps: int, players: int) -> int:
    """The seat ``steps`` places clockwise from ``seat`` (negative steps go anticlockwise)."""
    return (seat + steps) % players


def partner_of(seat: int, players: int = 4) -> int:
    """The partner opposite ``seat`` in a fixed-partnership game (bridge, whist)."""
    return (seat + players // 2) % players


def side_of(seat: int) -> int:
    """The partnership of ``seat`` when partners sit opposite at a 4-seat table: 0 (N-S) or 1 (E-W)."""
    return seat % 2


def order_from(leader: int, players: int) -> tuple[int, ...]:
    """Every seat once in play order starting with ``leader``."""
    return tuple((leader + step) % players for step in range(players))


# ---------------------------------------------------------------- one value for a game's card play


@value
class TrickRules:
    """How a trick-taking game plays its cards, in one value (conventions §0.6).

    * ``players``; ``trump`` (None: no trump);
    * ``ranks``: the order of a plain suit, low to high; ``trump_ranks`` the trump suit's
      (default the same); a card whose rank is missing is not in the game's deck;
    * obligations: ``follow`` the led suit; ``must_trump`` when void; ``must_overtrump`` when
      a trump is already in the trick; ``partner_exempt`` waives both while the player's
      partner (same entry in ``teams``) wins the trick;
    * ``jokers_high``: jokers are the two top trumps (JK1 below JK2; needs a trump suit);
    * points: ``card_points`` per rank (pairs of rank and points), ``card_bonus`` per card (added to
      its rank's or suit's points: king's hearts, its king of hearts), ``trick_points`` for every trick,
      ``last_trick_bonus`` for each of the last ``last_tricks`` tricks (one by default) and
      ``penultimate_bonus`` for the trick before the last (barbu's No Last Two);
    * ``void_overtrump`` (barbu BAR-4): a player void in the led suit, with a trump already in the
      trick, must play a higher trump if he holds one (otherwise any card; trumping is optional);
    * ``suit_points`` (points for every card of a suit) and ``named_points`` (points for one card,
      taking precedence over its rank's and its suit's): barbu's hearts, its ace of hearts and king of
      hearts, its trump cards.  A card's value is its named points, else its rank's, else its suit's
      (plus its ``card_bonus`` in the last two cases);
    * ``repeated_cards``: a multi-pack deck (bezique) may put a card in play more than once; equal cards
      tie and the earlier played wins (:meth:`beats` is strict), which the solver needs to be told;
    * ``must_head``: of the cards a follower may play he must play one beating the card winning the trick
      so far, when he has one (bezique's play-out, §6.6).

    The double-dummy adapter (:mod:`cardgames.solvers.positions`) maps this value to the
    solver's rules, so a game that exposes its play as a :class:`TrickPosition` is solved
    without code of its own.
    """

    players: int = 4
    trump: Suit | None = None
    ranks: tuple[Rank, ...] = FULL_RANKS
    trump_ranks: tuple[Rank, ...] | None = None
    follow: bool = True
    must_trump: bool = False
    must_overtrump: bool = False
    partner_exempt: bool = False
    teams: tuple[int, ...] = ()
    jokers_high: bool = False
    card_points: tuple[tuple[Rank, int], ...] = ()
    trick_points: int = 0
    last_trick_bonus: int = 0
    card_bonus: tuple[tuple[Card, int], ...] = ()
    last_tricks: int = 1
    penultimate_bonus: int = 0
    void_overtrump: bool = False
    suit_points: tuple[tuple[Suit, int], ...] = ()
    named_points: tuple[tuple[Card, int], ...] = ()
    repeated_cards: bool = False
    must_head: bool = False

    def power(self, card: Card) -> int:
        """Strength of ``card`` inside its suit (jokers above every trump)."""
        if card.suit is None:
            return 100 + card.code
        order = self.trump_ranks if card.suit == self.trump and self.trump_ranks is not None else self.ranks
        return order.index(card.rank)

    def is_trump(self, card: Card) -> bool:
        return (card.suit is None and self.jokers_high) or (self.trump is not None and card.suit == self.trump)

    def suit_of(self, card: Card) -> Suit | None:
        """The suit a card counts as (a high joker counts as a trump)."""
        if card.suit is None and self.jokers_high:
            return self.trump
        return card.suit

    def beats(self, card: Card, best: Card) -> bool:
        """Whether ``card``, played later, beats ``best``, the card winning the trick so far."""
        suit, best_suit = self.suit_of(card), self.suit_of(best)
        if suit is None:
            return False
        if suit == best_suit:
            return self.power(card) > self.power(best)
        return (self.trump is not None and suit == self.trump) or best_suit is None

    def winning_index(self, cards: Sequence[Card]) -> int:
        """Index in ``cards`` (a trick in play order) of the card that wins it so far."""
        if not cards:
            raise ValueError("an empty trick has no winner")
        best = 0
        for index in range(1, len(cards)):
            if self.beats(cards[index], cards[best]):
                best = index
        return best

    def winner(self, trick: Trick) -> int:
        """The seat that wins ``trick`` (complete or not)."""
        return (trick.leader + self.winning_index(trick.cards)) % self.players

    def legal_cards(self, hand: Sequence[Card], trick: Trick) -> tuple[Card, ...]:
        """The cards of ``hand`` the next seat of ``trick`` may play, in hand order."""
        allowed = self._obliged_cards(hand, trick)
        if not self.must_head or not trick.cards:
            return allowed
        best = trick.cards[self.winning_index(trick.cards)]
        return tuple(card for card in allowed if self.beats(card, best)) or allowed

    def _obliged_cards(self, hand: Sequence[Card], trick: Trick) -> tuple[Card, ...]:
        """The cards the follow, trump and overtrump duties allow (before ``must_head``)."""
        if not trick.cards or not self.follow:
            return tuple(hand)
        led = self.suit_of(trick.cards[0])
        if led is None:
            return tuple(hand)
        allowed = tuple(card for card in hand if self.suit_of(card) == led)
        exempt = self.partner_exempt and self._partner_winning(trick)
        if not allowed and self.must_trump and self.trump is not None and not exempt:
            allowed = tuple(card for card in hand if self.is_trump(card))
        if not allowed and self.void_overtrump and not exempt:
            trumps = tuple(card for card in hand if self.is_trump(card))
            return self._overtrumps(trumps, trick) or tuple(hand)
        if not allowed:
            return tuple(hand)
        if self.must_overtrump and not exempt and self.is_trump(allowed[0]):
            return self._overtrumps(allowed, trick) or allowed
        return allowed

    def _overtrumps(self, allowed: tuple[Card, ...], trick: Trick) -> tuple[Card, ...]:
        trumps = [self.power(card) for card in trick.cards if self.is_trump(card)]
        if not trumps:
            return ()
        top = max(trumps)
        return tuple(card for card in allowed if self.power(card) > top)

    def _partner_winning(self, trick: Trick) -> bool:
        if not self.teams:
            return False
        seat = trick.next_seat(self.players)
        return self.teams[self.winner(trick)] == self.teams[seat] and self.winner(trick) != seat

    def card_value(self, card: Card) -> int:
        """The card points of ``card``: its named points, else its rank's, else its suit's (the last two
        plus its own bonus)."""
        for named, points in self.named_points:
            if named is card:
                return points
        bonus = sum(points for bonus_card, points in self.card_bonus if bonus_card == card)
        for rank, points in self.card_points:
            if rank is card.rank:
                return points + bonus
        for suit, points in self.suit_points:
            if suit is card.suit:
                return points + bonus
        return bonus

    def points(self, cards: Iterable[Card]) -> int:
        """Card points of ``cards``."""
        return sum(self.card_value(card) for card in cards)

    def play(self, trick: Trick, card: Card) -> Trick:
        """``trick`` with ``card`` added, and its winner recorded when that completes it."""
        played = Trick(trick.leader, (*trick.cards, card))
        if len(played.cards) < self.players:
            return played
        return played.won_by(self.winner(played))


@value
class PlaySpecials:
    """What a play phase has beyond its cards, for the double-dummy solver (all off by default).

    * ``declarations``: points of a declaration on lead per suit (thousand's marriages, TY-7): a leader who
      won the previous trick and holds both ``declaration_ranks`` of a suit may lead either declaring; the
      points go to him and the suit is trump from this trick on.  ``first_trick``: the trick to lead is the
      deal's first, so its leader won no trick before (no declaration, no change on its lead).
    * ``trump_change`` (business BIZ-6/7/15): once, before a lead after the first trick, the leading
      ``no_trump_lead_seat`` names another trump; ``change_left`` (not used yet) or ``change_pending`` (called,
      the trump to name now); with a ``swap_seat`` (the Banker) the two swap roles.
    * ``count_seat``: only this seat's tricks count (business's Declarer), the ``scoring`` seats playing for
      them; ``caught_ends``: that seat, to lead with nothing but trumps and no change left, is caught: the
      play ends and its ``banked`` tricks (won before this position) count as none.
    * ``move_names``: the game's move id for each of the solver's move texts ("declare:QH", "change",
      "trump:H", "JK1=QS").
    * ``jokers_any_card`` (business J1-J3, BIZ-9): jokers are named as any card when played (led only as the
      last card or from the two jokers, played to a led trick only when void); ``named``: the trick's cards
      as they count (a joker as the card named for it), empty when they count as played.
    """

    declarations: tuple[tuple[Suit, int], ...] = ()
    declaration_ranks: tuple[Rank, ...] = ()
    first_trick: bool = False
    trump_change: bool = False
    change_left: bool = False
    change_pending: bool = False
    swap_seat: int | None = None
    count_seat: int | None = None
    caught_ends: bool = False
    banked: int = 0
    move_names: tuple[tuple[str, str], ...] = ()
    jokers_any_card: bool = False
    named: tuple[Card, ...] = ()


@value
class TrickPosition:
    """A trick game's play phase as the double-dummy solver sees it (every hand known).

    ``hands[s]`` are the cards seat ``s`` still holds; ``trick`` the trick on the table
    (maybe empty); ``scoring[s]`` marks the seats of the side whose result the value counts;
    ``objective`` is ``tricks`` (one per trick), ``points`` (card points and trick points) or
    ``penalties`` (points the marked seats take and try to avoid, every other seat playing to give
    them as many as it can); ``no_trump_lead_seat`` may not lead a trump while holding another
    suit; no seat may lead ``banned_lead`` while holding another suit (king's hearts).  ``seats[i]``
    is the game's seat of the position's seat ``i`` when the game leaves seats out of the play
    (players who passed); empty when they are the same.
    """

    rules: TrickRules
    hands: tuple[Hand, ...]
    trick: Trick
    scoring: tuple[bool, ...]
    objective: str = "tricks"
    no_trump_lead_seat: int | None = None
    seats: tuple[int, ...] = ()
    banned_lead: Suit | None = None
    specials: PlaySpecials | None = None
    """Declarations, a trump change, a catch (:class:`PlaySpecials`); None: a plain card play."""


def with_winner(trick: Trick, rules: TrickRules) -> Trick:
    """A complete trick with its winner recorded (for tricks built before winners were kept)."""
    return replace(trick, winner_seat=rules.winner(trick))
