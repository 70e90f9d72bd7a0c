"""Turn any trick-taking game's play phase into a double-dummy position.

Games do not know about solvers (imports flow games -> solvers): a game that offers
``Game.trick_play`` describes its play phase as a
:class:`~cardgames.games.mechanics.tricks.TrickPosition` (the hands, the trick on the table,
one :class:`~cardgames.games.mechanics.tricks.TrickRules` value, the scoring side and the
objective), and this module maps that to :class:`cardgames.solvers.dd.Position` and
:class:`cardgames.solvers.dd.Rules`.  No game has an adapter of its own.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from cardgames.games.core.cards import Card, Suit
from cardgames.games.core.errors import IllegalMove
from cardgames.games.core.game import AnyGame
from cardgames.games.core.hands import Hand
from cardgames.games.mechanics.tricks import PlaySpecials, TrickPosition, TrickRules
from cardgames.solvers.dd import Position, Rules

JOKERS = ("JK1", "JK2")


class NotInPlay(IllegalMove):
    """The state is not in a phase where cards are played (or the game has no trick play)."""

    reason = "NOT_IN_PLAY"


SUIT_LETTER = {Suit.CLUBS: "C", Suit.DIAMONDS: "D", Suit.HEARTS: "H", Suit.SPADES: "S"}


def _texts(cards: tuple[Card, ...]) -> list[str]:
    return [str(card) for card in cards]


def dd_rules(
    rules: TrickRules, scoring: tuple[bool, ...], objective: str = "tricks", no_trump_lead_seat: int | None = None,
    banned_lead: Suit | None = None, jokers_in_play: bool = False,
) -> Rules:
    """The solver's rules for a game's :class:`TrickRules` (``scoring`` marks the side the value counts).  Jokers
    that are not high trumps are cards without suit that never win (:meth:`TrickRules.beats`); the solver is
    told so only when one is in play (``jokers_in_play``), which keeps its faster searches for the rest."""
    return Rules(
        seats=rules.players,
        sides=tuple(int(flag) for flag in scoring),
        trump=None if rules.trump is None else SUIT_LETTER[rules.trump],
        rank_order="".join(rank.letter for rank in rules.ranks),
        trump_rank_order=None if rules.trump_ranks is None else "".join(rank.letter for rank in rules.trump_ranks),
        extra_trumps=JOKERS if rules.jokers_high else (),
        follow=rules.follow,
        must_trump=rules.must_trump,
        must_overtrump=rules.must_overtrump,
        partner_exempt=rules.partner_exempt,
        no_trump_lead_seat=no_trump_lead_seat,
        objective=objective,
        card_points=_card_points(rules),
        trick_points=rules.trick_points,
        last_trick_bonus=rules.last_trick_bonus,
        last_tricks=rules.last_tricks,
        banned_lead=None if banned_lead is None else SUIT_LETTER[banned_lead],
        penultimate_bonus=rules.penultimate_bonus,
        void_overtrump=rules.void_overtrump,
        repeated_cards=rules.repeated_cards,
        must_head=rules.must_head,
        jokers_never_win=jokers_in_play and not rules.jokers_high,
    )


def _card_points(rules: TrickRules) -> dict[str, int]:
    """The solver's card points: per rank letter, per suit (``*H``) and per card (``AH``, which the solver
    reads first, as :meth:`TrickRules.card_value` does)."""
    points = {rank.letter: value for rank, value in rules.card_points}
    points.update({"*" + SUIT_LETTER[suit]: value for suit, value in rules.suit_points})
    points.update({str(card): value for card, value in rules.named_points})
    for card, _bonus in rules.card_bonus:  # a card with a bonus gets its own entry: its points with the bonus
        points[str(card)] = rules.card_value(card)
    return points


def dd_position(position: TrickPosition) -> Position:
    """The solver's position for a game's play phase: every hand now, the trick on the table, its rules."""
    jokers = any(card.suit is None for card in position.trick.cards) or any(
        card.suit is None for hand in position.hands for card in hand.cards)
    rules = dd_rules(position.rules, position.scoring, position.objective, position.no_trump_lead_seat,
                     position.banned_lead, jokers)
    specials = position.specials
    return Position(
        hands=[_texts(hand.cards) for hand in position.hands],
        leader=position.trick.leader,
        played=_played_texts(position.trick.cards, () if specials is None else specials.named),
        rules=rules if specials is None else special_rules(rules, specials),
        first_trick=specials is not None and specials.first_trick,
        change_left=specials is not None and specials.change_left,
        change_pending=specials is not None and specials.change_pending,
        banked=0 if specials is None else specials.banked,
    )


def _played_texts(cards: tuple[Card, ...], named: tuple[Card, ...]) -> tuple[str, ...]:
    """The trick's cards as the solver reads them: a joker named as a card with its name ("JK1=QS")."""
    if not named:
        return tuple(_texts(cards))
    return tuple(f"{card}={name}" if card.suit is None else str(card) for card, name in zip(cards, named, strict=True))


def special_rules(rules: Rules, specials: PlaySpecials) -> Rules:
    """``rules`` with a game's declarations, trump change and catch."""
    return replace(
        rules,
        declarations={SUIT_LETTER[suit]: points for suit, points in specials.declarations},
        declaration_ranks="".join(rank.letter for rank in specials.declaration_ranks) or "KQ",
        trump_change=specials.trump_change,
        swap_seat=specials.swap_seat,
        count_seat=specials.count_seat,
        caught_ends=specials.caught_ends,
        move_names=dict(specials.move_names),
        jokers_any_card=specials.jokers_any_card,
        jokers_never_win=rules.jokers_never_win and not specials.jokers_any_card,
    )


def position_of(game: AnyGame, state: Any) -> Position:
    """``state``'s play phase as a double-dummy position; NotInPlay when the game has no trick play or
    the state is not in its play phase."""
    if game.trick_play is None:
        raise NotInPlay(f"double-dummy solving is not available for {game.id}: it has no trick play",
                        field="state.game_id")
    position = game.trick_play(state)
    if position is None:
        raise NotInPlay(f"the {game.id} state is not in its play phase", field="state")
    return dd_position(position)


def game_seats(game: AnyGame, state: Any) -> tuple[int, ...]:
    """The game's seat of each seat of ``state``'s double-dummy position (empty: the same seats); a game
    whose play leaves seats out (players who passed) numbers the solver's seats over those in play."""
    position = game.trick_play(state) if game.trick_play is not None else None
    return position.seats if position is not None else ()


def deal_hands(game: AnyGame, state: Any) -> list[list[str]] | None:
    """The hands of the deal in ``state`` as dealt (a game that says so: ``Game.extras["dealt_hands"]``)."""
    dealt = game.extras.get("dealt_hands")
    if dealt is None:
        return None
    hands: tuple[Hand, ...] = dealt(state)
    return [_texts(hand.cards) for hand in hands]
