"""What a move does (one function per phase) and the automatic steps: the end of a circle, the showdown,
eliminations, the bank, the next round and the end of the game."""

from __future__ import annotations

from collections.abc import Callable

from cardgames.games.core.errors import GameOver, IllegalMove, InvalidMove
from cardgames.games.core.events import DealScored, MatchOver, TurnPassed, move_played
from cardgames.games.core.game import Step
from cardgames.games.core.values import replace
from cardgames.games.mechanics.match import ScoreSheet, SheetRow

from .moves import MOVE_TYPES, Agree, Doubt, Fold, Move, Raise, Resign
from .rules import Log, actual, cap, first_doubt, next_in_game, next_in_round, outbids, start_round
from .state import SHARES, Call, Phase, Response, RoundResult, State


def play(state: State, move: Move) -> Step[State]:
    """The state after ``move`` by the seat to act, every automatic step done, and the events in order."""
    if state.phase is Phase.OVER:
        raise GameOver("the game is over", rule="3.5")
    if not isinstance(move, MOVE_TYPES):
        raise InvalidMove(f"not a liars_bills move: {move!r}")
    log: Log = [move_played(state.actor, move)]
    if isinstance(move, Resign):
        if not state.options.resign:
            raise IllegalMove("resigning is not offered (option resign)", rule="LP-6")
        return Step(_leave(state, log), tuple(log))
    return Step(_APPLIERS[state.phase](state, move, log), tuple(log))


def apply(state: State, move: Move) -> State:
    return play(state, move).state


def _say(state: State, what: str) -> State:
    return replace(state, calls=(*state.calls, Call(state.actor, what)))


def _bid(state: State, move: Move) -> State:
    """A bid: the bidder becomes the claimant and a new circle starts from his left; earlier agreements and
    doubts are cancelled (3.3)."""
    if not isinstance(move, Raise):
        raise IllegalMove(f"{move.id} is not possible in the {state.phase.name.lower()} phase", rule="3.3")
    if not outbids(move.bid, state.bid):
        rule = "3.2: an opening bid must be numeric" if state.bid is None else (
            f"3.2, LP-2: {move.bid} does not outbid {state.bid} (more digits with any face, the same count "
            "with a higher face; Aces count double)")
        raise IllegalMove(f"bid {move.bid} is too low", rule=rule)
    if move.bid.count > cap(state):
        raise IllegalMove(f"no bid above {cap(state)} digits: that is every digit in play", rule="LP-3")
    seat = state.actor
    state = _say(state, f"bids {move.bid}")
    state = replace(state, bid=move.bid, claimant=seat, responses=(Response.NONE,) * state.players)
    return replace(state, phase=Phase.RESPOND, actor=next_in_round(state, seat))


def _apply_open(state: State, move: Move, log: Log) -> State:
    return _bid(state, move)


def _apply_respond(state: State, move: Move, log: Log) -> State:
    if isinstance(move, Raise):
        return _bid(state, move)
    if isinstance(move, Agree) and not first_doubt(state.options):
        state = _say(_respond(state, Response.AGREE), "agrees")
    elif isinstance(move, Doubt):
        state = _say(_respond(state, Response.DOUBT), "doubts: I don't believe it")
        if first_doubt(state.options):
            return _showdown(state, log)  # the round ends at the first doubt (3.6)
    else:
        raise IllegalMove(f"{move.id}: agree, doubt or raise the claim", rule="3.3, 3.6")
    following = next_in_round(state, state.actor)
    if following != state.claimant:
        return replace(state, actor=following)
    return _circle_done(state, log)


def _respond(state: State, response: Response) -> State:
    responses = list(state.responses)
    responses[state.actor] = response
    return replace(state, responses=tuple(responses))


def _apply_forced(state: State, move: Move, log: Log) -> State:
    if isinstance(move, Raise):
        return _bid(state, move)
    if not isinstance(move, Fold):
        raise IllegalMove(f"{move.id}: with the button, raise or leave the game (LP-5)", rule="3.3, LP-5")
    return _leave(state, log)


def _leave(state: State, log: Log) -> State:
    """The seat to act leaves the game: its note stays for the count and then goes to the bank (3.3)."""
    seat = state.actor
    state = _say(state, "leaves the game")
    in_round = tuple(flag and other != seat for other, flag in enumerate(state.in_round))
    state = replace(state, in_round=in_round)
    log.append(TurnPassed(seat, "leaves the game"))
    live = [other for other in range(state.players) if in_round[other]]
    if len(live) == 1:
        return _lone_winner(state, live[0], log)
    if state.phase is Phase.OPEN:
        return replace(state, actor=next_in_round(state, seat), claimant=next_in_round(state, seat))
    following = next_in_round(state, seat)
    if state.phase is Phase.FORCED:
        return replace(state, actor=following)
    if following == state.claimant or seat == state.claimant:
        return _circle_done(state, log)
    return replace(state, actor=following)


def _circle_done(state: State, log: Log) -> State:
    """Back at the claimant: a count if anybody doubted, else the button passes left (3.3 step 4)."""
    if Response.DOUBT in state.responses:
        return _showdown(state, log)
    forced = replace(state, phase=Phase.FORCED, responses=(Response.NONE,) * state.players)
    return replace(forced, actor=next_in_round(state, state.claimant))


# --------------------------------------------------------------------------- the end of a round


def _showdown(state: State, log: Log) -> State:
    """Every note is shown, folded ones too; the bid holds when its count is reached (3.3 step 5)."""
    assert state.bid is not None
    count = actual(state.notes, state.bid)
    holds = state.bid.count <= count
    doubters = [seat for seat in range(state.players) if state.responses[seat] is Response.DOUBT]
    believers = [seat for seat in range(state.players) if state.in_round[seat] and seat not in doubters]
    if first_doubt(state.options):
        doubter = doubters[0]
        losers, winners = ([doubter], [state.claimant]) if holds else ([state.claimant], [doubter])
    elif state.options.agree == "neutral":
        losers = doubters if holds else [state.claimant]
        winners = believers if holds else doubters
    else:
        losers, winners = (doubters, believers) if holds else (believers, doubters)
    words = f"{state.bid} {'holds' if holds else 'fails'}: {count} counted"
    return _settle(state, tuple(winners), tuple(losers), count, words, log)


def _lone_winner(state: State, winner: int, log: Log) -> State:
    """Everybody else left: the last player wins the round without a count (3.3 step 4)."""
    return _settle(state, (winner,), (), -1, f"seat {winner} is the only one left", log)


def _settle(state: State, winners: tuple[int, ...], losers: tuple[int, ...], count: int, words: str,
            log: Log) -> State:
    """Losers and leavers give up their notes; the bank, eliminations, the next round or the end."""
    left = tuple(seat for seat in range(state.players)
                 if state.notes[seat] and not state.in_round[seat] and seat not in losers)
    paying = tuple(sorted(set(losers) | set(left)))
    shown = state.notes if count >= 0 else ("",) * state.players
    result = RoundResult(state.round, shown, state.bid, max(count, 0), winners, paying, words)
    continuation = state.options.first_doubt
    to_winner = continuation in ("winner", "endless")
    points = [0] * state.players
    for seat in paying:
        points[seat] -= 1
    if to_winner:
        points[winners[0]] += len(paying)
    bank = state.bank + (0 if to_winner else len(paying))
    out = set() if continuation == "endless" else set(paying)
    in_game = tuple(flag and seat not in out for seat, flag in enumerate(state.in_game))
    label = f"round {state.round}: {words}"
    state = replace(state, bank=bank, in_game=in_game, last=result)
    state = _write(state, SheetRow(state.round, label, _scaled(state, points)), log)
    return _next_round(state, winners, log)


def _scaled(state: State, points: list[int]) -> tuple[int, ...]:
    factor = SHARES if state.options.ending == "one_round" and not first_doubt(state.options) else 1
    return tuple(point * factor for point in points)


def _write(state: State, row: SheetRow, log: Log) -> State:
    sheet = state.sheet or fresh_sheet(state)
    log.append(DealScored(row.deal, row.points, row.label))
    return replace(state, sheet=sheet.adding(row))


def fresh_sheet(state: State) -> ScoreSheet:
    """A column per seat; rows of notes lost and won; whole 1/2520 notes when Variant 1 splits the bank."""
    denominator = SHARES if state.options.ending == "one_round" and not first_doubt(state.options) else 1
    return ScoreSheet(tuple(f"seat {seat}" for seat in range(state.players)), denominator=denominator)


def _next_round(state: State, winners: tuple[int, ...], log: Log) -> State:
    """Variant 1 ends after one round; otherwise the winners (everybody, in an endless game) play on until
    one player is left, who takes the bank (3.5, 3.6)."""
    options = state.options
    alive = [seat for seat in range(state.players) if state.in_game[seat]]
    endless = options.first_doubt == "endless"
    if options.ending == "one_round" and not first_doubt(options):
        return _pay_bank(state, tuple(alive), log)
    if (endless and state.round >= options.rounds) or len(alive) <= 1:
        return _pay_bank(state, tuple(alive), log)
    if first_doubt(options):
        first = winners[0]  # the round's winner opens the next one (3.6)
    else:
        first = next_in_game(state.in_game, state.claimant)  # left of the last claimant (3.5)
    return start_round(state, first, state.round + 1, log)


def _pay_bank(state: State, winners: tuple[int, ...], log: Log) -> State:
    """The bank goes to the last player, or is shared equally by the winners of Variant 1 (LP-7)."""
    if state.bank and winners:
        factor = state.sheet.denominator if state.sheet is not None else 1
        share = state.bank * factor // len(winners)
        points = tuple(share if seat in winners else 0 for seat in range(state.players))
        label = f"the bank of {state.bank} notes to seat{'s' if len(winners) > 1 else ''} " + ", ".join(
            str(seat) for seat in winners)
        state = _write(replace(state, bank=0), SheetRow(state.round, label, points), log)
    log.append(MatchOver(_summary(state)))
    return replace(state, phase=Phase.OVER)


def _summary(state: State) -> str:
    totals = state.sheet.totals() if state.sheet is not None else (0,) * state.players
    denominator = state.sheet.denominator if state.sheet is not None else 1
    return "notes won: " + ", ".join(f"seat {seat} {points / denominator:+g}" for seat, points in enumerate(totals))


_APPLIERS: dict[Phase, Callable[[State, Move, Log], State]] = {
    Phase.OPEN: _apply_open,
    Phase.RESPOND: _apply_respond,
    Phase.FORCED: _apply_forced,
}
