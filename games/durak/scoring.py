"""Durak's score (finishing places, durak counts over the match) and what each seat sees."""

from __future__ import annotations

from cardgames.games.core.events import Event
from cardgames.games.core.seats import check_seat
from cardgames.games.core.spec import Outcome, Score, ScoreLine, places_by
from cardgames.games.mechanics.shedding import final_places, loss_outcomes

from .bouts import durak_of
from .rules import deal_events, to_act
from .state import Phase, State, View


def score(state: State) -> Score:
    """``deal``: 1 for the durak of the last finished game (0 while a game goes on); ``match``: durak
    counts; ``places`` at the end: the finishing order of a one-game match, else fewest durak counts
    first; ``breakdown``: places in the game in play."""
    sheet = state.sheet
    counts = sheet.totals() if sheet is not None else (0,) * state.players
    over = state.phase is Phase.OVER
    deal = sheet.rows[-1].points if over and sheet is not None else (0,) * state.players
    places_line = ScoreLine(f"places in game {state.game}", _game_places(state))
    if not over:
        undecided = (Outcome.UNDECIDED,) * state.players
        return Score(False, deal, counts, undecided, f"game {state.game} of {state.options.games} in play",
                     (0,) * state.players, (places_line,))
    outcomes = _single_game_outcomes(state) if state.options.games == 1 else _match_outcomes(counts)
    summary = sheet.rows[-1].label if sheet is not None and state.options.games == 1 else _counts_text(counts)
    places = _game_places(state) if state.options.games == 1 else places_by(counts, higher_is_better=False)
    return Score(True, deal, counts, outcomes, summary, places, (places_line,))


def _game_places(state: State) -> tuple[int, ...]:
    """Finishing places in the game in play (or the last one): the durak is last, 0 while still playing."""
    return final_places(state.places) if state.phase is Phase.OVER else state.places


def _single_game_outcomes(state: State) -> tuple[Outcome, ...]:
    """First out WIN, later NEUTRAL, the durak LOSS; in a draw the last ones out DRAW (DUR-8)."""
    loser = durak_of(state.places)
    last = max(state.places)
    return tuple(_outcome(place, loser is None and place == last, seat == loser)
                 for seat, place in enumerate(_game_places(state)))


def _outcome(place: int, drawn: bool, lost: bool) -> Outcome:
    if lost:
        return Outcome.LOSS
    if drawn:
        return Outcome.DRAW
    return Outcome.WIN if place == 1 else Outcome.NEUTRAL


def _match_outcomes(counts: tuple[int, ...]) -> tuple[Outcome, ...]:
    """Over several games: fewest durak counts WIN, most LOSS, the rest NEUTRAL; all equal is a DRAW."""
    return loss_outcomes(counts)


def _counts_text(counts: tuple[int, ...]) -> str:
    return "durak counts: " + ", ".join(f"seat {seat} {count}" for seat, count in enumerate(counts))


def view(state: State, seat: int | None) -> View:
    """Own hand and public facts, never the stock order or hidden cards (2.7); all once the match is over."""
    if seat is not None:
        check_seat(seat, state.players)
    over = state.phase is Phase.OVER
    return View(
        seat=seat, players=state.players, dealer=state.dealer, phase=state.phase, to_act=to_act(state),
        trump=state.trump, stock_count=len(state.stock),
        hand=state.hands[seat].cards if seat is not None else (),
        hand_sizes=tuple([len(hand.cards) for hand in state.hands]),
        known=state.known, hands=state.hands if over else (), table=state.table, discard=state.discard,
        attacker=state.attacker, defender=state.defender, thrower=state.thrower, limit=state.limit,
        bout=state.bout, places=state.places, game=state.game, games=state.options.games, sheet=state.sheet,
    )


def opening_events(state: State) -> tuple[Event, ...]:
    """The deal of the first game, as events."""
    return deal_events(state)


def durak(state: State) -> int | None:
    """The durak of the last game once the match is over; None while playing and after a draw."""
    return durak_of(state.places) if state.phase is Phase.OVER else None
