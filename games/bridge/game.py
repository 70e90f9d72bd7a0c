"""Contract bridge, rubber scoring (duplicate as an option): spec ``rules/bridge.md``.

Design note
-----------
* Seats 0..3 are N, E, S, W clockwise; N-S (side 0) play E-W (side 1).
* Phases: ``AUCTION`` (calls from the dealer clockwise, :mod:`cardgames.games.mechanics.auction`),
  ``PLAY`` (13 tricks, :mod:`cardgames.games.mechanics.tricks`), ``OVER`` (match finished).
  A deal that ends (13 tricks, or four passes: BRG-4) is scored and the next
  deal is dealt inside :func:`apply`; the state never rests between deals.
* Moves: :class:`Call` (``pass``, ``bid:4H``, ``bid:3NT``, ``double``,
  ``redouble``) and :class:`Play` (``play:TH``).  In play the declarer acts for
  dummy: :func:`to_act` names the declarer on dummy's turn and the move plays
  a card from dummy's hand.
* Dealing: 52 cards one at a time clockwise starting left of the dealer.  The
  first dealer is cut for at random from the seed (BRG-6); with an explicit
  ``deal`` the first dealer is North.  Later deals are shuffled from the
  state's :class:`RngState`; the deal passes clockwise.
* Rubber scoring (default): below the line only bid-and-made odd tricks
  (x2 / x4 doubled / redoubled, BRG-3); game at 100; the first side to two
  games wins the rubber, 700 (2-0) or 500 (2-1) above the line (BRG-1).
  Above the line: overtricks, insult, slams, undertricks (BRG-7, option
  ``old_undertricks`` for the pre-1987 non-vulnerable doubled scale), honours
  (BRG-9; scored for the holder's side from the hands as dealt).
* ``max_deals`` (extension, default 100, 1..200): a safety stop for a rubber
  that is still unfinished after that many deals (real rubbers end long
  before; uniformly random play needs ~2,700 deals per rubber); then
  ``unfinished_rubber_bonus`` (default true, BRG-10) gives 300 for a game and
  100 for a part-score.
* Duplicate (option ``scoring=duplicate``): ``boards`` boards with the standard
  board dealer and vulnerability rotation; each board scored with the
  duplicate table (part-score 50, game 300/500, slams, insult; no honours, no
  rubber).  A passed-out board scores 0.
* Score: ``Score.deal`` is the last finished deal's points for each seat's side;
  ``Score.match`` the side's running total (below + above the line).  The
  settlement in units (BRG-5: difference / 100 rounded half away from zero)
  is given in ``Score.summary``; the outcome at the end is WIN for the side
  with the larger total (DRAW when equal).
* Hidden information (§5.7): a seat sees its own hand, dummy after the opening
  lead, the auction, the current and the last finished trick, tricks per side
  and the score sheet.  Everything is visible once the match is over.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import IntEnum

from cardgames.games.core.cards import Card, Suit
from cardgames.games.core.deals import check_conserved, deck_order
from cardgames.games.core.decks import deck52
from cardgames.games.core.errors import GameOver, IllegalMove, InvalidMove, InvalidOptions, InvalidState
from cardgames.games.core.rng import SEED_BITS, Drbg, RngState, shuffle_deck
from cardgames.games.core.spec import (
    Chance,
    GameSpec,
    Information,
    Outcome,
    Score,
    bool_option,
    choice_option,
    int_option,
    places_by,
)
from cardgames.games.core.values import value
from cardgames.games.mechanics.auction import (
    Call,
    CallKind,
    Contract,
    check_call,
    final_contract,
    is_finished,
    legal_calls,
)
from cardgames.games.mechanics.tricks import Trick

from . import scoring

PLAYERS = 4
TRICKS = 13
DECK = deck52()
SEAT_NAMES = ("N", "E", "S", "W")
SIDE_NAMES = ("N-S", "E-W")
RUBBER, DUPLICATE = "rubber", "duplicate"
_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}


_NO_RNG = RngState(0)


class Phase(IntEnum):
    AUCTION = 1
    PLAY = 2
    OVER = 3


@value
class Options:
    """Game options (names are the client-facing option names)."""

    scoring: str = RUBBER
    old_undertricks: bool = False
    unfinished_rubber_bonus: bool = True
    boards: int = 4
    max_deals: int = 100


SPEC = GameSpec(
    id="bridge",
    name="Contract Bridge",
    native_name="Бридж",
    family="trick-taking",
    min_players=PLAYERS,
    max_players=PLAYERS,
    default_players=PLAYERS,
    chance=Chance.EXPLICIT_STOCHASTIC,
    information=Information.IMPERFECT,
    options_type=Options,
    options=(
        choice_option("scoring", RUBBER, (RUBBER, DUPLICATE), "rubber bridge or duplicate board scoring"),
        bool_option("old_undertricks", False, "pre-1987 doubled not-vulnerable undertricks"),
        bool_option("unfinished_rubber_bonus", True, "bonuses for an unfinished rubber"),
        int_option("boards", 4, 1, 32, "duplicate: number of boards in the match"),
        int_option("max_deals", 100, 1, 200, "rubber: stop an unfinished rubber after this many deals"),
    ),
    spec_file="bridge.md",
)


@value
class Hand:
    """The cards one seat holds, sorted."""

    cards: tuple[Card, ...] = ()


@value
class ScoreSheet:
    """Running score per side (index 0 = N-S, 1 = E-W).

    ``part`` is the below-the-line score of the game in progress (reset when a
    game is won), ``below`` all below-the-line points, ``above`` all
    above-the-line points.  In duplicate ``below`` holds contract trick scores,
    ``above`` everything else, and ``games`` and ``part`` stay 0.
    """

    games: tuple[int, ...] = (0, 0)
    part: tuple[int, ...] = (0, 0)
    below: tuple[int, ...] = (0, 0)
    above: tuple[int, ...] = (0, 0)

    @property
    def totals(self) -> tuple[int, int]:
        return self.below[0] + self.above[0], self.below[1] + self.above[1]


@value
class DealRecord:
    """One finished deal: the contract (None when passed out), tricks of the declaring side and the points."""

    number: int
    dealer: int
    vulnerable: tuple[bool, ...]
    contract: Contract | None
    tricks: int
    below: tuple[int, ...]
    above: tuple[int, ...]

    def points(self, side: int) -> int:
        return self.below[side] + self.above[side]


@value
class Play:
    """Play ``card`` (from dummy's hand when the declarer plays for dummy)."""

    card: Card

    @property
    def id(self) -> str:
        return f"play:{self.card}"

    @property
    def label(self) -> str:
        card = self.card
        symbol = _SYMBOLS[card.suit] if card.suit is not None else ""
        return f"Play {card.rank.letter}{symbol}"


Move = Call | Play
_PLAYS: tuple[Play, ...] = tuple(Play(card) for card in DECK)


@value
class State:
    """The whole match: the deal in progress, the score sheet and the random stream for later deals."""

    options: Options
    phase: Phase
    deal_number: int
    dealer: int
    hands: tuple[Hand, ...]
    calls: tuple[Call, ...] = ()
    contract: Contract | None = None
    trick: Trick | None = None
    tricks: tuple[Trick, ...] = ()
    side_tricks: tuple[int, ...] = (0, 0)
    sheet: ScoreSheet = ScoreSheet()
    history: tuple[DealRecord, ...] = ()
    rng: RngState = _NO_RNG


@value
class View:
    """What one seat (or a spectator, ``seat=None``) may see; hidden hands are empty, sizes are public."""

    options: Options
    seat: int | None
    phase: Phase
    deal_number: int
    dealer: int
    vulnerable: tuple[bool, ...]
    to_act: int | None
    hands: tuple[Hand, ...]
    hand_sizes: tuple[int, ...]
    dummy: int | None
    calls: tuple[Call, ...]
    contract: Contract | None
    trick: Trick | None
    last_trick: Trick | None
    side_tricks: tuple[int, ...]
    sheet: ScoreSheet
    history: tuple[DealRecord, ...]


# ---------------------------------------------------------------- setup


def new_game(
    options: Options, players: int, seed: int | None = None, deal: Sequence[Card] | None = None
) -> State:
    """A new match; with ``deal`` the first deal is that deck order and North deals."""
    SPEC.check_players(players)
    _check_options(options)
    deck, rng = deck_order(DECK, seed, deal)
    dealer = 0
    if deal is None and options.scoring == RUBBER:
        drbg = Drbg(rng)
        dealer = drbg.randbelow(PLAYERS)  # the cut for first dealer (BRG-6)
        rng = drbg.state
    return State(options, Phase.AUCTION, 1, dealer, deal_hands(deck, dealer), rng=rng)


def _check_options(options: Options) -> None:
    if not isinstance(options, Options):
        raise InvalidOptions(f"bridge needs bridge Options, got {type(options).__name__}", field="options")
    for option in SPEC.options:
        value = getattr(options, option.name)
        if option.parse(value) != value or type(value) is not type(option.default):
            raise InvalidOptions(f"option {option.name} has a bad value {value!r}", field=option.name)


def deal_hands(deck: Sequence[Card], dealer: int) -> tuple[Hand, ...]:
    """Deal one at a time clockwise starting left of the dealer; hands are sorted."""
    hands = [Hand()] * PLAYERS
    for offset in range(PLAYERS):
        hands[(dealer + 1 + offset) % PLAYERS] = Hand(tuple(sorted(deck[offset::PLAYERS])))
    return tuple(hands)


# ---------------------------------------------------------------- queries


def is_terminal(state: State) -> bool:
    return state.phase is Phase.OVER


def dummy_of(state: State) -> int | None:
    return None if state.contract is None else (state.contract.declarer + 2) % PLAYERS


def turn_seat(state: State) -> int | None:
    """The seat whose card or call is due (dummy's own seat on dummy's turn)."""
    if state.phase is Phase.AUCTION:
        return (state.dealer + len(state.calls)) % PLAYERS
    if state.phase is Phase.PLAY and state.trick is not None:
        return state.trick.next_seat(PLAYERS)
    return None


def num_players(state: State) -> int:
    """Bridge has four seats."""
    return PLAYERS


def to_act(state: State) -> int | None:
    """The seat that acts now; the declarer on dummy's turn; None when the match is over."""
    seat = turn_seat(state)
    if seat is not None and state.contract is not None and seat == (state.contract.declarer + 2) % PLAYERS:
        return state.contract.declarer
    return seat


def dummy_exposed(state: State) -> bool:
    """Dummy is face up from the opening lead on (§5.5)."""
    return state.phase is Phase.PLAY and (
        bool(state.tricks) or (state.trick is not None and bool(state.trick.cards))
    )


def vulnerability(state: State) -> tuple[bool, bool]:
    """(N-S, E-W) vulnerable in the deal in progress."""
    if state.options.scoring == DUPLICATE:
        return scoring.board_vulnerability(state.deal_number)
    games = state.sheet.games
    return games[0] >= 1, games[1] >= 1


def legal_moves(state: State) -> tuple[Move, ...]:
    """Auction: pass, double, redouble, then bids up the ladder.  Play: cards in hand order (suit, rank)."""
    if state.phase is Phase.AUCTION:
        return legal_calls(state.calls)
    if state.phase is Phase.PLAY and state.trick is not None:
        trick = state.trick
        hand = state.hands[trick.next_seat(PLAYERS)].cards
        if trick.cards:
            led = trick.cards[0].suit
            follow = [_PLAYS[card.code] for card in hand if card.suit == led]
            if follow:
                return tuple(follow)
        return tuple(_PLAYS[card.code] for card in hand)
    return ()


# ---------------------------------------------------------------- apply


def apply(state: State, move: Move) -> State:
    """The state after ``move``; finishing a deal scores it and deals the next one."""
    if state.phase is Phase.OVER:
        raise GameOver("the match is over")
    if state.phase is Phase.AUCTION:
        if not isinstance(move, Call):
            raise IllegalMove(f"{_move_id(move)}: only calls are legal during the auction", rule="§5.4")
        return _apply_call(state, move)
    if not isinstance(move, Play):
        raise IllegalMove(f"{_move_id(move)}: the auction is over, play a card", rule="§5.5")
    return _apply_play(state, move.card)


def _move_id(move: object) -> str:
    return str(getattr(move, "id", move))


def _apply_call(state: State, call: Call) -> State:
    if not isinstance(call.kind, CallKind):
        raise InvalidMove(f"not a call kind: {call.kind!r}", field="move")
    check_call(state.calls, call)
    calls = (*state.calls, call)
    if not is_finished(calls):
        return State(
            state.options,
            state.phase,
            state.deal_number,
            state.dealer,
            state.hands,
            calls,
            None,
            None,
            (),
            state.side_tricks,
            state.sheet,
            state.history,
            state.rng,
        )
    contract = final_contract(calls, state.dealer, PLAYERS)
    if contract is None:
        return _finish_deal(state, calls, None, ())
    leader = (contract.declarer + 1) % PLAYERS
    return _with(state, phase=Phase.PLAY, calls=calls, contract=contract, trick=Trick(leader))


def _apply_play(state: State, card: Card) -> State:
    trick, contract = state.trick, state.contract
    assert trick is not None and contract is not None
    seat = (trick.leader + len(trick.cards)) % PLAYERS
    hand = state.hands[seat].cards
    try:
        position = hand.index(card)
    except ValueError:
        raise IllegalMove(f"{card} is not in {SEAT_NAMES[seat]}'s hand", rule="§5.5") from None
    if trick.cards:
        led = trick.cards[0].suit
        if card.suit != led and any(other.suit == led for other in hand):
            raise IllegalMove(f"must follow suit {led}: {SEAT_NAMES[seat]} holds it", rule="§5.5")
    hands = list(state.hands)
    hands[seat] = Hand(hand[:position] + hand[position + 1 :])
    trick = Trick(trick.leader, (*trick.cards, card))
    if len(trick.cards) < PLAYERS:
        return State(
            state.options,
            state.phase,
            state.deal_number,
            state.dealer,
            tuple(hands),
            state.calls,
            contract,
            trick,
            state.tricks,
            state.side_tricks,
            state.sheet,
            state.history,
            state.rng,
        )
    winner = trick.winner(PLAYERS, contract.bid.strain.suit)
    side_tricks = (
        (state.side_tricks[0] + 1, state.side_tricks[1])
        if winner % 2 == 0
        else (state.side_tricks[0], state.side_tricks[1] + 1)
    )
    tricks = (*state.tricks, trick)
    played = State(
        state.options,
        state.phase,
        state.deal_number,
        state.dealer,
        tuple(hands),
        state.calls,
        contract,
        Trick(winner, ()),
        tricks,
        side_tricks,
        state.sheet,
        state.history,
        state.rng,
    )
    if len(tricks) == TRICKS:
        return _finish_deal(played, state.calls, contract, tricks)
    return played


def _with(state: State, **changes: object) -> State:
    """``dataclasses.replace`` without its introspection (the hot path)."""
    values = {name: getattr(state, name) for name in _STATE_FIELDS}
    values.update(changes)
    return State(**values)


_STATE_FIELDS = State.__dataclass_fields__.keys()


# ---------------------------------------------------------------- end of a deal


def _finish_deal(
    state: State, calls: tuple[Call, ...], contract: Contract | None, tricks: tuple[Trick, ...]
) -> State:
    """Score the deal, then either deal the next one or end the match."""
    vulnerable = vulnerability(state)
    declarer_tricks = 0 if contract is None else state.side_tricks[contract.side]
    if state.options.scoring == DUPLICATE:
        below, above = _duplicate_points(contract, vulnerable, declarer_tricks)
        sheet, over = _add(state.sheet, below, above), state.deal_number >= state.options.boards
    else:
        below, above = _rubber_points(state, contract, vulnerable, declarer_tricks, tricks)
        sheet, below, above, over = _rubber_progress(state, below, above)
    record = DealRecord(state.deal_number, state.dealer, vulnerable, contract, declarer_tricks, below, above)
    history = (*state.history, record)
    if over:
        return State(
            state.options,
            Phase.OVER,
            state.deal_number,
            state.dealer,
            state.hands,
            calls,
            contract,
            None,
            tricks,
            state.side_tricks,
            sheet,
            history,
            state.rng,
        )
    number = state.deal_number + 1
    if state.options.scoring == DUPLICATE:
        dealer = scoring.board_dealer(number)
    else:
        dealer = (state.dealer + 1) % PLAYERS
    deck, rng = shuffle_deck(DECK, state.rng)
    return State(
        state.options,
        Phase.AUCTION,
        number,
        dealer,
        deal_hands(deck, dealer),
        sheet=sheet,
        history=history,
        rng=rng,
    )


def _add(sheet: ScoreSheet, below: tuple[int, int], above: tuple[int, int], part: bool = False) -> ScoreSheet:
    new_part = (sheet.part[0] + below[0], sheet.part[1] + below[1]) if part else sheet.part
    return ScoreSheet(
        sheet.games,
        new_part,
        (sheet.below[0] + below[0], sheet.below[1] + below[1]),
        (sheet.above[0] + above[0], sheet.above[1] + above[1]),
    )


def played_hands(tricks: Iterable[Trick]) -> tuple[tuple[Card, ...], ...]:
    """The hands as dealt, rebuilt from a finished deal's tricks."""
    hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
    for trick in tricks:
        for seat, card in trick.plays(PLAYERS):
            hands[seat].append(card)
    return tuple(tuple(sorted(hand)) for hand in hands)


def _rubber_points(
    state: State,
    contract: Contract | None,
    vulnerable: tuple[bool, bool],
    tricks_won: int,
    tricks: Sequence[Trick],
) -> tuple[tuple[int, int], tuple[int, int]]:
    """Below / above points per side for one rubber deal (honours included)."""
    if contract is None:
        return (0, 0), (0, 0)
    side = contract.side
    result = scoring.contract_result(
        contract.bid, contract.doubling, vulnerable[side], tricks_won, state.options.old_undertricks
    )
    below, above = [0, 0], list(scoring.honours_bonus(contract.bid.strain, played_hands(tricks)))
    below[side] += result.below
    above[side] += result.above
    above[1 - side] += result.penalty
    return (below[0], below[1]), (above[0], above[1])


def _duplicate_points(
    contract: Contract | None, vulnerable: tuple[bool, bool], tricks_won: int
) -> tuple[tuple[int, int], tuple[int, int]]:
    if contract is None:
        return (0, 0), (0, 0)
    side = contract.side
    total = scoring.duplicate_score(contract.bid, contract.doubling, vulnerable[side], tricks_won)
    below, above = [0, 0], [0, 0]
    if total < 0:
        above[1 - side] = -total
    else:
        below[side] = scoring.contract_trick_score(contract.bid, contract.doubling)
        above[side] = total - below[side]
    return (below[0], below[1]), (above[0], above[1])


def _rubber_progress(
    state: State, below: tuple[int, int], above: tuple[int, int]
) -> tuple[ScoreSheet, tuple[int, int], tuple[int, int], bool]:
    """Add a deal to the sheet: games, the rubber bonus, and the unfinished-rubber end (max_deals)."""
    sheet = _add(state.sheet, below, above, part=True)
    games = list(sheet.games)
    for side in (0, 1):
        if sheet.part[side] >= scoring.GAME_POINTS:
            games[side] += 1
            sheet = ScoreSheet((games[0], games[1]), (0, 0), sheet.below, sheet.above)
    extra = [0, 0]
    winner = next((side for side in (0, 1) if games[side] >= 2), None)
    if winner is not None:
        extra[winner] = scoring.rubber_bonus(games[1 - winner])
    elif state.options.max_deals and state.deal_number >= state.options.max_deals:
        if state.options.unfinished_rubber_bonus:
            extra = list(scoring.unfinished_rubber_bonus(sheet.games, sheet.part))
    else:
        return sheet, below, above, False
    bonus = (extra[0], extra[1])
    sheet = _add(sheet, (0, 0), bonus)
    return sheet, below, (above[0] + bonus[0], above[1] + bonus[1]), True


# ---------------------------------------------------------------- score and view


def score(state: State) -> Score:
    """Per seat: the last deal's points and the running total of the seat's side; outcomes at the end."""
    last = state.history[-1] if state.history else None
    deal = tuple(last.points(seat % 2) if last else 0 for seat in range(PLAYERS))
    totals = state.sheet.totals
    match = tuple(totals[seat % 2] for seat in range(PLAYERS))
    terminal = state.phase is Phase.OVER
    if not terminal:
        outcomes = (Outcome.UNDECIDED,) * PLAYERS
    elif totals[0] == totals[1]:
        outcomes = (Outcome.DRAW,) * PLAYERS
    else:
        best = 0 if totals[0] > totals[1] else 1
        outcomes = tuple(Outcome.WIN if seat % 2 == best else Outcome.LOSS for seat in range(PLAYERS))
    places = places_by(match) if terminal else (0,) * PLAYERS
    return Score(terminal, deal, match, outcomes, _summary(state), places)


def _summary(state: State) -> str:
    totals = state.sheet.totals
    text = f"{SIDE_NAMES[0]} {totals[0]}, {SIDE_NAMES[1]} {totals[1]}"
    if state.options.scoring == RUBBER:
        text += f"; games {state.sheet.games[0]}-{state.sheet.games[1]}"
    if state.phase is not Phase.OVER:
        return text
    if totals[0] == totals[1]:
        return text + "; level: no settlement"
    winner = 0 if totals[0] > totals[1] else 1
    difference = abs(totals[0] - totals[1])
    units = scoring.settlement_units(difference)
    return (
        f"{text}; {SIDE_NAMES[winner]} win by {difference} points: each player wins {units} "
        f"unit{'s' if units != 1 else ''} from one opponent (BRG-5)"
    )


def visible_seats(state: State, seat: int | None) -> frozenset[int]:
    """Seats whose hands ``seat`` may see now."""
    if state.phase is Phase.OVER:
        return frozenset(range(PLAYERS))
    seen = set() if seat is None else {seat}
    dummy = dummy_of(state)
    if dummy is not None and dummy_exposed(state):
        seen.add(dummy)
    return frozenset(seen)


_HIDDEN_HAND = Hand()  # what a view shows of a hand it may not see


def view(state: State, seat: int | None) -> View:
    """What ``seat`` sees (None = spectator); never the random stream or hidden hands."""
    if seat is not None and not 0 <= seat < PLAYERS:
        raise InvalidState(f"seat {seat} out of range 0..3", field="seat")
    seen = visible_seats(state, seat)
    every = state.hands
    # list comprehensions: tuple() over a generator costs a resumption per hand (views are per request)
    hands = every if len(seen) == PLAYERS else tuple([every[i] if i in seen else _HIDDEN_HAND for i in range(PLAYERS)])
    return View(
        state.options,
        seat,
        state.phase,
        state.deal_number,
        state.dealer,
        vulnerability(state),
        to_act(state),
        hands,
        tuple([len(hand.cards) for hand in every]),
        dummy_of(state),
        state.calls,
        state.contract,
        state.trick,
        state.tricks[-1] if state.tricks else None,
        state.side_tricks,
        state.sheet,
        state.history,
    )


# ---------------------------------------------------------------- parsing, checks, conservation


def parse_move(text: str) -> Move:
    """Inverse of ``move.id``: ``play:TH``, ``pass``, ``bid:4H``, ``double``, ``redouble``."""
    key = text.strip()
    if key.lower().startswith("play:"):
        try:
            card = Card.parse(key[5:])
        except ValueError as error:
            raise InvalidMove(str(error), field="move") from None
        if card.is_joker:
            raise InvalidMove("bridge has no jokers", field="move")
        return _PLAYS[card.code]
    return Call.parse(key)


def cards_of(state: State) -> Iterable[Card]:
    """Every card: hands, finished tricks of this deal and the trick on the table."""
    for hand in state.hands:
        yield from hand.cards
    for trick in state.tricks:
        yield from trick.cards
    if state.trick is not None:
        yield from state.trick.cards


def check_state(state: State) -> None:
    """Raise InvalidState naming the first impossible thing in a client-supplied state."""
    if not isinstance(state, State):
        raise InvalidState("not a bridge state", field="state")
    try:
        _check_options(state.options)
    except InvalidOptions as error:
        raise InvalidState(str(error), field="options") from None
    _check_shape(state)
    check_conserved(cards_of(state), DECK)
    _check_history(state)
    if state.phase is Phase.AUCTION:
        _check_auction(state)
    elif state.phase is Phase.PLAY:
        _check_play(state)


def _check_history(state: State) -> None:
    """Every deal record is well formed and the score sheet is exactly the sum of the records."""
    sheet = ScoreSheet()
    for index, record in enumerate(state.history):
        where = f"history[{index}]"
        _check_record(record, index, where)
        sheet = _fold_record(state, sheet, record)
    if sheet != state.sheet:
        raise InvalidState(
            f"the score sheet {state.sheet} does not match the deal history (which adds up to {sheet})",
            field="sheet",
        )


def _check_record(record: DealRecord, index: int, where: str) -> None:
    if record.number != index + 1:
        raise InvalidState(f"{where}.number is {record.number}, expected {index + 1}", field=f"{where}.number")
    if not 0 <= record.dealer < PLAYERS:
        raise InvalidState(f"{where}.dealer {record.dealer} out of range 0..3", field=f"{where}.dealer")
    for name in ("vulnerable", "below", "above"):
        if len(getattr(record, name)) != 2:
            raise InvalidState(f"{where}.{name} needs one entry per side", field=f"{where}.{name}")
    if min(record.below + record.above) < 0:
        raise InvalidState(f"{where} has negative points", field=where)
    if not 0 <= record.tricks <= TRICKS:
        raise InvalidState(f"{where}.tricks {record.tricks} out of range 0..13", field=f"{where}.tricks")
    if record.contract is None:
        # Above the line it may still carry the bonus of a rubber that ended with it.
        if record.tricks or any(record.below):
            raise InvalidState(f"{where} is passed out but scores tricks", field=where)
        return
    side = record.contract.side
    made = record.tricks >= record.contract.bid.level + 6
    expected = scoring.contract_trick_score(record.contract.bid, record.contract.doubling) if made else 0
    if record.below[side] != expected or record.below[1 - side] != 0:
        raise InvalidState(
            f"{where}.below {record.below} does not match {record.contract.bid} with {record.tricks} tricks",
            field=f"{where}.below",
        )


def _fold_record(state: State, sheet: ScoreSheet, record: DealRecord) -> ScoreSheet:
    below = (record.below[0], record.below[1])
    above = (record.above[0], record.above[1])
    if state.options.scoring == DUPLICATE:
        return _add(sheet, below, above)
    sheet = _add(sheet, below, above, part=True)
    games = list(sheet.games)
    for side in (0, 1):
        if sheet.part[side] >= scoring.GAME_POINTS:
            games[side] += 1
            sheet = ScoreSheet((games[0], games[1]), (0, 0), sheet.below, sheet.above)
    return sheet


def _check_shape(state: State) -> None:
    if not isinstance(state.phase, Phase):
        raise InvalidState(f"bad phase {state.phase!r}", field="phase")
    if not 0 <= state.dealer < PLAYERS:
        raise InvalidState(f"dealer {state.dealer} out of range 0..3", field="dealer")
    if state.deal_number < 1 or (
        state.options.scoring == DUPLICATE and state.deal_number > state.options.boards
    ):
        raise InvalidState(f"deal number {state.deal_number} impossible", field="deal_number")
    if len(state.hands) != PLAYERS or len(state.side_tricks) != 2:
        raise InvalidState("need 4 hands and 2 trick counts", field="hands")
    sheet = state.sheet
    if any(len(values) != 2 for values in (sheet.games, sheet.part, sheet.below, sheet.above)):
        raise InvalidState("score sheet entries need one value per side", field="sheet")
    if (
        any(games not in (0, 1, 2) for games in sheet.games)
        or min(*sheet.part, *sheet.below, *sheet.above) < 0
    ):
        raise InvalidState("score sheet values impossible", field="sheet")
    if not 0 <= state.rng.seed < 2**SEED_BITS or state.rng.counter < 0:
        raise InvalidState("random stream state out of range", field="rng")
    if len(state.history) > state.deal_number:
        raise InvalidState("more finished deals than deals", field="history")


def _check_auction(state: State) -> None:
    if state.contract is not None or state.trick is not None or state.tricks or any(state.side_tricks):
        raise InvalidState("no contract or tricks during the auction", field="phase")
    if any(len(hand.cards) != TRICKS for hand in state.hands):
        raise InvalidState("every hand holds 13 cards during the auction", field="hands")
    _check_calls(state.calls, allow_finished=False)


def _check_calls(calls: Sequence[Call], allow_finished: bool) -> None:
    for index, call in enumerate(calls):
        try:
            check_call(calls[:index], call)
        except (IllegalMove, InvalidMove) as error:
            raise InvalidState(f"call {index + 1} ({call.id}) is illegal: {error}", field="calls") from None
    if is_finished(calls) != allow_finished:
        raise InvalidState("the auction's end does not match the phase", field="calls")


def _check_play(state: State) -> None:
    _check_calls(state.calls, allow_finished=True)
    contract = final_contract(state.calls, state.dealer, PLAYERS)
    if contract is None or contract != state.contract or state.trick is None:
        raise InvalidState("the contract does not follow from the auction", field="contract")
    if len(state.tricks) >= TRICKS or len(state.trick.cards) >= PLAYERS:
        raise InvalidState("too many tricks", field="tricks")
    trump = contract.bid.strain.suit
    leader, won, played = (contract.declarer + 1) % PLAYERS, [0, 0], [0] * PLAYERS
    for trick in (*state.tricks, state.trick):
        if trick.leader != leader:
            raise InvalidState(f"trick led by {trick.leader}, expected {leader}", field="tricks")
        for seat, _card in trick.plays(PLAYERS):
            played[seat] += 1
        if len(trick.cards) == PLAYERS:
            leader = trick.winner(PLAYERS, trump)
            won[leader % 2] += 1
        elif trick is not state.trick:
            raise InvalidState("a finished trick needs four cards", field="tricks")
    if tuple(won) != tuple(state.side_tricks):
        raise InvalidState("tricks per side do not match the tricks", field="side_tricks")
    for seat in range(PLAYERS):
        if len(state.hands[seat].cards) != TRICKS - played[seat]:
            raise InvalidState(f"seat {seat} holds the wrong number of cards", field="hands")


def redeal_unseen(state: State, seat: int, drbg: Drbg) -> State:
    """Permute the cards ``seat`` cannot see among the hidden hands, keeping sizes and shown voids."""
    hidden = [other for other in range(PLAYERS) if other not in visible_seats(state, seat)]
    if len(hidden) < 2:
        return state
    voids = _shown_voids(state)
    pool = [card for other in hidden for card in state.hands[other].cards]
    sizes = {other: len(state.hands[other].cards) for other in hidden}
    for _attempt in range(64):
        assignment = _assign(drbg.shuffled(pool), hidden, sizes, voids, drbg)
        if assignment is not None:
            hands = list(state.hands)
            for other in hidden:
                hands[other] = Hand(tuple(sorted(assignment[other])))
            return _with(state, hands=tuple(hands))
    return state


def _shown_voids(state: State) -> dict[int, set[Suit | None]]:
    """Suits each seat has shown out of in this deal (played another suit to a trick led in it)."""
    voids: dict[int, set[Suit | None]] = {seat: set() for seat in range(PLAYERS)}
    tricks = (*state.tricks, state.trick) if state.trick is not None else state.tricks
    for trick in tricks:
        led = trick.led_suit
        for seat, card in trick.plays(PLAYERS):
            if card.suit != led:
                voids[seat].add(led)
    return voids


def _assign(
    cards: list[Card], seats: list[int], sizes: dict[int, int], voids: dict[int, set[Suit | None]], drbg: Drbg
) -> dict[int, list[Card]] | None:
    """Deal ``cards`` to ``seats`` at random respecting sizes and voids (most constrained cards first)."""
    options = {card: [seat for seat in seats if card.suit not in voids[seat]] for card in cards}
    cards.sort(key=lambda card: len(options[card]))
    room = dict(sizes)
    result: dict[int, list[Card]] = {seat: [] for seat in seats}
    for card in cards:
        open_seats = [seat for seat in options[card] if room[seat] > 0]
        if not open_seats:
            return None
        pick = drbg.randbelow(sum(room[seat] for seat in open_seats))
        for seat in open_seats:
            pick -= room[seat]
            if pick < 0:
                break
        room[seat] -= 1
        result[seat].append(card)
    return result
