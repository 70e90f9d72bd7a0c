"""Samba's options, variant and types (canasta's, renamed), and canasta's functions typed for them."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Union, cast

from cardgames.games import canasta
from cardgames.games.canasta import moves as cm
from cardgames.games.canasta.state import VARIANTS, Variant
from cardgames.games.core.cards import Card
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.decks import deck52, packs, with_jokers
from cardgames.games.core.events import Event
from cardgames.games.core.game import Step
from cardgames.games.core.notation import Grammar
from cardgames.games.core.rng import Drbg
from cardgames.games.core.spec import Chance, GameSpec, Information, Score, bool_option, choice_option, int_option
from cardgames.games.core.values import value
from cardgames.games.mechanics.melds import MeldRules

DECK = packs(with_jokers(deck52()), 3)


@value
class Options:
    """Samba's options: the spec's standard-samba bundle (2.2), the spec's minimum table (SAM-1), canasta's."""

    standard_samba: bool = False
    """Modern samba (2.2): 15 cards, draw two, two wild cards a meld, no wild takes, six red threes 1000, 2 x 3."""
    minimums: str = "book"
    """``book``: 150 while the side's score is below 7000 (the source's words); ``spec``: 50/90/120, 150 from 7000."""
    negative_min: int = 0
    """Minimum for a negative score where the table leaves it open (canasta's CAN-11)."""
    must_ask: bool = False
    """Partnerships: going out only after the partner answered yes."""
    target: int = 10_000
    """The match ends after the hand in which a side reaches this score."""


SPEC = GameSpec(
    id="samba",
    name="Samba",
    native_name="Самба",
    family="rummy",
    min_players=2,
    max_players=6,
    default_players=6,
    chance=Chance.EXPLICIT_STOCHASTIC,
    information=Information.IMPERFECT,
    options_type=Options,
    options=(
        bool_option("standard_samba", False, "modern samba (2.2): 15 cards, draw two, at most two wild cards, "
                    "no wild takes, six red threes 1000, six players in two teams"),
        choice_option("minimums", "book", ("book", "spec"),
                      "book: 150 below 7000 (the source); spec: 50/90/120 and 150 from 7000 (SAM-1)"),
        int_option("negative_min", 0, 0, 15, "initial-meld minimum for a negative score where the table leaves it"),
        bool_option("must_ask", False, "in partnerships, go out only after asking the partner and hearing yes"),
        int_option("target", 10_000, 1000, 10_000, "the score that ends the match"),
    ),
    spec_file="samba.md",
    deal_format=(
        "Deck order: the 162 cards (three packs of 52 and two jokers); as canasta: the first explicit deal "
        "is dealt by the last player of the hand's order, one card at a time from his left, 13 each (15 "
        "with standard_samba); then the upcard(s) and the stock. Per-seat hands: rest = the upcard(s), "
        "then the stock."
    ),
)

BOOK_MINIMUMS = ((-(10**9), 150), (7000, 120))
SPEC_MINIMUMS = ((0, 50), (1500, 90), (3000, 120), (7000, 150))


@lru_cache(maxsize=64)
def variant(options: Options) -> Variant:
    """Samba's constants for these options (2.1, 2.2; cached: every rule asks)."""
    standard = options.standard_samba
    return Variant(
        game="samba",
        deck=DECK,
        meld_rules=MeldRules(max_wilds=2, sequences=True) if standard else MeldRules(),
        hand_sizes=(15,) * 5 if standard else (13,) * 5,
        canastas_to_go_out=2,
        minimums=SPEC_MINIMUMS if options.minimums == "spec" else BOOK_MINIMUMS,
        red_three_bonus=(0, 100, 200, 300, 400, 500, 1000) if standard else (0, 100, 200, 300, 400, 1000, 1200),
        teams=(2, 3, 2, 2, 2) if standard else (2, 3, 2, 2, 3),
        draw=2 if standard else 1,
        wild_takes=not standard,
    )


SAMBA = variant(Options())
VARIANTS[Options] = variant


@value
class State(canasta.State):
    """A samba match in progress (canasta's state: sides own melds, red threes and scores)."""

    options: Options = Options()  # type: ignore[assignment]
    """Samba's options (the other fields are canasta's)."""


@value
class View(canasta.View):
    """What one seat (or a spectator) sees: own hand and every public fact, as in canasta."""


@value
class Draw(cm.Draw):
    """Take the top card of the stock (two with standard_samba)."""


@value
class TakePile(cm.TakePile):
    """Take the discard pile, using its top card with these cards from the hand."""


@value
class MeldNew(cm.MeldNew):
    """Lay a new meld of ``rank`` from the hand."""


@value
class AddToMeld(cm.AddToMeld):
    """Add cards from the hand to the side's meld of ``rank``."""


@value
class Discard(cm.Discard):
    """Put a card from the hand on the discard pile, ending the turn."""


@value
class AskGoOut(cm.AskGoOut):
    """Ask the partner "may I go out?" before melding."""


@value
class Answer(cm.Answer):
    """The partner's binding answer."""


@value
class Retract(cm.Retract):
    """Take back this turn's first melds while they are below the minimum."""


@value
class EndHand(cm.EndHand):
    """With the stock out, decline the pile and end the hand."""


@value
class LayRun(cm.LayRun):
    """standard_samba: a new run of ``length`` cards of ``suit`` from ``low`` up (natural, 3 to 7 cards)."""


@value
class ExtendRun(cm.ExtendRun):
    """standard_samba: cards of ``suit`` from ``low`` up added to the side's run they adjoin."""


Move = Union[  # noqa: UP007 (the codec reads a typing.Union)
    Draw, TakePile, MeldNew, AddToMeld, Discard, AskGoOut, Answer, Retract, EndHand, LayRun, ExtendRun
]
MOVE_TYPES = (Draw, TakePile, MeldNew, AddToMeld, Discard, AskGoOut, Answer, Retract, EndHand, LayRun, ExtendRun)
GRAMMAR: Grammar[Move] = Grammar("samba", MOVE_TYPES)
_OURS: dict[type, type] = dict(zip((*cm.MOVE_TYPES, *cm.RUN_TYPES), MOVE_TYPES, strict=True))


def parse_move(text: str) -> Move:
    return GRAMMAR.parse(text)


def _ours(move: object) -> Move:
    """Canasta's move as samba's type (the same fields)."""
    kind = _OURS[type(move)]
    return cast(Move, kind(*(getattr(move, name) for name in move.__dataclass_fields__)))  # type: ignore[attr-defined]


# --------------------------------------------------------------------------- canasta's functions, samba's types


def new_game(options: Options, players: int, seed: int | None = None, deals: Sequence[ExplicitDeal] = ()) -> State:
    return cast(State, canasta.new_game(cast(canasta.Options, options), players, seed, deals, State, SPEC))


def play(state: State, move: Move) -> Step[State]:
    return cast(Step[State], canasta.play(state, move))  # type: ignore[arg-type]


def apply(state: State, move: Move) -> State:
    return play(state, move).state


def legal_moves(state: State) -> tuple[Move, ...]:
    return tuple(_ours(move) for move in canasta.legal_moves(state))


def to_act(state: State) -> int | None:
    return canasta.to_act(state)


def num_players(state: State) -> int:
    return state.players


def is_terminal(state: State) -> bool:
    return canasta.is_terminal(state)


def score(state: State) -> Score:
    return canasta.score(state)


def view(state: State, seat: int | None) -> View:
    base = canasta.view(state, seat)
    return View(*(getattr(base, name) for name in base.__dataclass_fields__))


def opening_events(state: State) -> tuple[Event, ...]:
    return canasta.opening_events(state)


def check_state(state: State) -> None:
    canasta.check_state(state, SPEC)


def cards_of(state: State) -> Iterable[Card]:
    return canasta.cards_of(state)


def redeal_unseen(state: State, seat: int, drbg: Drbg) -> State:
    return cast(State, canasta.redeal_unseen(state, seat, drbg))
