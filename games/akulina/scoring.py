"""Akulina's score (losses over the match) and what each seat sees."""

from __future__ import annotations

from cardgames.games.core.events import Event
from cardgames.games.core.seats import check_seat
from cardgames.games.core.spec import Outcome, Score, ScoreLine, places_by
from cardgames.games.mechanics.first_dealer import cut_events
from cardgames.games.mechanics.shedding import final_places, last_holder, loss_counts, loss_outcomes, losses_text

from .rules import deal_events, to_act
from .state import Phase, State, View


def score(state: State) -> Score:
    """``deal``: the last game's row once the match is over (1 for its loser), zeros while playing;
    ``match``: losses per seat; at the end ``places`` by fewest losses and ``outcomes`` (fewest losses
    WIN, most LOSS); ``breakdown``: the finishing places in the game being played (the loser last)."""
    players = state.players
    sheet = state.sheet
    losses = loss_counts(sheet, players)
    over = state.phase is Phase.OVER
    line = ScoreLine(f"places in game {state.game}", final_places(state.places) if over else state.places)
    if not over:
        summary = f"game {state.game} of {state.options.games} in play"
        return Score(False, (0,) * players, losses, (Outcome.UNDECIDED,) * players, summary, (0,) * players,
                     (line,))
    assert sheet is not None
    summary = sheet.rows[-1].label if state.options.games == 1 else losses_text(losses)
    return Score(True, sheet.rows[-1].points, losses, loss_outcomes(losses), summary,
                 places_by(losses, higher_is_better=False), (line,))


def view(state: State, seat: int | None) -> View:
    """Own hand and public facts (3.7): the trump card, the stock's size, hand sizes, the table, the cards
    taken (``known``), the discards, who is out; every hand once the match is over."""
    if seat is not None:
        check_seat(seat, state.players)
    over = state.phase is Phase.OVER
    return View(
        seat=seat, players=state.players, dealer=state.dealer, phase=state.phase, to_act=to_act(state),
        trump=state.trump, stock_count=len(state.stock),
        hand=state.hands[seat].cards if seat is not None else (),
        hand_sizes=tuple([len(hand.cards) for hand in state.hands]), known=state.known,
        hands=state.hands if over else (), table=state.table, discard=state.discard,
        attacker=state.attacker, defender=state.defender, places=state.places, game=state.game,
        games=state.options.games, sheet=state.sheet, cut=state.cut,
    )


def opening_events(state: State) -> tuple[Event, ...]:
    """The draw for the first dealer (when there was one) and the first deal, as events."""
    return cut_events(state.cut) + deal_events(state)


def loser(state: State) -> int | None:
    """The loser of the game that ended the match (None while playing)."""
    return last_holder(state.places) if state.phase is Phase.OVER else None
