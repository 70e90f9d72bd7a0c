"""Bridge's scoring: the pure scoring functions (rubber, spec §5.6, and duplicate), the score and the views.

The pure functions take plain values and return points; the end of a deal
(:mod:`.deals`) writes them on the score sheet as labelled rows.  Values follow
the spec's tables (BRG-2, BRG-3, BRG-7, BRG-9, BRG-10) and, for duplicate, the
standard duplicate table (part-score 50, game 300/500, no honours, no rubber).
"""

from __future__ import annotations

from collections.abc import Sequence

from cardgames.games.core.cards import Card, Rank
from cardgames.games.core.events import Event
from cardgames.games.core.hands import Hand
from cardgames.games.core.seats import check_seat
from cardgames.games.core.spec import Outcome, Score, ScoreLine, places_by
from cardgames.games.core.values import value
from cardgames.games.mechanics.auction import Bid, Doubling, Strain

from .rules import deal_events, dummy_exposed, dummy_of, to_act, turn_seat
from .sheet import Tally, progress, tally
from .state import DUPLICATE, GAME_POINTS, PLAYERS, RUBBER, SIDE_NAMES, Phase, State, View

_HONOUR_RANKS = frozenset((Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN))


def odd_trick_value(strain: Strain, odd_tricks: int) -> int:
    """Undoubled trick score of ``odd_tricks`` tricks over six: 20 C/D, 30 H/S, NT 40 then 30."""
    if odd_tricks <= 0:
        return 0
    if strain is Strain.NO_TRUMP:
        return 40 + 30 * (odd_tricks - 1)
    return (20 if strain <= Strain.DIAMONDS else 30) * odd_tricks


def contract_trick_score(bid: Bid, doubling: Doubling) -> int:
    """Below-the-line score of a made contract: the bid odd tricks, x2 doubled, x4 redoubled (BRG-3)."""
    return odd_trick_value(bid.strain, bid.level) * doubling.factor


def overtrick_score(strain: Strain, doubling: Doubling, vulnerable: bool, overtricks: int) -> int:
    """Above the line: trick value each undoubled, 100/200 doubled, 200/400 redoubled."""
    if overtricks <= 0:
        return 0
    if doubling is Doubling.UNDOUBLED:
        return (20 if strain <= Strain.DIAMONDS else 30) * overtricks
    each = 200 if vulnerable else 100
    return each * overtricks * (2 if doubling is Doubling.REDOUBLED else 1)


def insult_bonus(doubling: Doubling) -> int:
    """Making a doubled contract: 50; redoubled: 100."""
    return (0, 50, 100)[doubling - 1]


def slam_bonus(level: int, vulnerable: bool) -> int:
    """Small slam 500/750, grand slam 1000/1500; bid and made only."""
    if level == 6:
        return 750 if vulnerable else 500
    if level == 7:
        return 1500 if vulnerable else 1000
    return 0


def undertrick_penalty(down: int, doubling: Doubling, vulnerable: bool, old_undertricks: bool = False) -> int:
    """Points the defenders score for ``down`` undertricks (BRG-7).

    Undoubled 50 / 100 each.  Doubled, not vulnerable: 100, 200, 200, then 300
    each (``old_undertricks``: 200 each from the second on, the pre-1987 scale);
    doubled, vulnerable: 200 then 300 each.  Redoubled: twice the doubled value.
    """
    if down <= 0:
        return 0
    if doubling is Doubling.UNDOUBLED:
        return (100 if vulnerable else 50) * down
    if vulnerable:
        doubled = 200 + 300 * (down - 1)
    else:
        later = 200 if old_undertricks else 300
        doubled = 100 + 200 * min(down - 1, 2) + later * max(down - 3, 0)
    return doubled * (2 if doubling is Doubling.REDOUBLED else 1)


def honours_bonus(strain: Strain, hands: Sequence[Sequence[Card]]) -> tuple[int, int]:
    """Honours per side (N-S, E-W) from the four hands as dealt (BRG-9).

    Trump contract: 4 of A K Q J T of trumps in one hand 100, all 5 150.
    No trump: all four aces in one hand 150.  Scored by the holder's side.
    """
    result = [0, 0]
    trump = strain.suit
    for seat, hand in enumerate(hands):
        if trump is None:
            points = 150 if sum(1 for card in hand if card.rank is Rank.ACE) == 4 else 0
        else:
            count = sum(1 for card in hand if card.suit == trump and card.rank in _HONOUR_RANKS)
            points = 150 if count == 5 else 100 if count == 4 else 0
        result[seat % 2] += points
    return result[0], result[1]


def rubber_bonus(loser_games: int) -> int:
    """700 for a rubber won 2-0, 500 for 2-1."""
    return 700 if loser_games == 0 else 500


def unfinished_rubber_bonus(games: Sequence[int], part: Sequence[int]) -> tuple[int, int]:
    """Per side: 300 for having won one game, plus 100 for a part-score in the unfinished game (BRG-10)."""
    bonus = [0, 0]
    for side in (0, 1):
        if games[side] >= 1:
            bonus[side] += 300
        if part[side] > 0:
            bonus[side] += 100
    return bonus[0], bonus[1]


def settlement_units(difference: int) -> int:
    """Units won per player: difference / 100 rounded half away from zero (BRG-5: 50 counts as 100)."""
    units = (abs(difference) + 50) // 100
    return units if difference >= 0 else -units


@value
class ContractResult:
    """A played contract's points: ``below``/``above`` to the declaring side, ``penalty`` to the defenders."""

    below: int = 0
    above: int = 0
    penalty: int = 0

    @property
    def made(self) -> bool:
        return self.penalty == 0


def contract_result(
    bid: Bid, doubling: Doubling, vulnerable: bool, tricks: int, old_undertricks: bool = False
) -> ContractResult:
    """Rubber score of a contract (honours excluded) when the declaring side took ``tricks`` tricks."""
    needed = bid.tricks_needed
    if tricks < needed:
        return ContractResult(
            penalty=undertrick_penalty(needed - tricks, doubling, vulnerable, old_undertricks)
        )
    above = (
        overtrick_score(bid.strain, doubling, vulnerable, tricks - needed)
        + insult_bonus(doubling)
        + slam_bonus(bid.level, vulnerable)
    )
    return ContractResult(below=contract_trick_score(bid, doubling), above=above)


def duplicate_game_bonus(trick_score: int, vulnerable: bool) -> int:
    """Duplicate: 300 / 500 for a game contract made, 50 for a part-score."""
    if trick_score >= GAME_POINTS:
        return 500 if vulnerable else 300
    return 50


def duplicate_score(bid: Bid, doubling: Doubling, vulnerable: bool, tricks: int) -> int:
    """Duplicate score for the declaring side (negative when the contract fails)."""
    result = contract_result(bid, doubling, vulnerable, tricks)
    if not result.made:
        return -result.penalty
    return result.below + result.above + duplicate_game_bonus(result.below, vulnerable)


_DUPLICATE_VULNERABILITY = ((False, False), (True, False), (False, True), (True, True))


def board_vulnerability(board: int) -> tuple[bool, bool]:
    """Standard duplicate vulnerability of a board (1-based) as (N-S, E-W): None, NS, EW, All, NS, ..."""
    index = board - 1
    return _DUPLICATE_VULNERABILITY[(index + index // 4) % 4]


def board_dealer(board: int) -> int:
    """Standard duplicate dealer of board ``board``: N, E, S, W in turn."""
    return (board - 1) % 4


# ---------------------------------------------------------------- the match: vulnerability, score, views


def vulnerability(state: State) -> tuple[bool, bool]:
    """(N-S, E-W) vulnerable in the deal in progress (the last deal once the match is over).

    Duplicate: by the board number.  Rubber: a side that has won a game, read from the sheet.
    """
    if state.options.scoring == DUPLICATE:
        return board_vulnerability(state.deal_number)
    if state.phase is Phase.OVER and state.history:
        shown = state.history[-1].vulnerable
        return bool(shown[0]), bool(shown[1])
    return progress(state.sheet.rows).vulnerable


def score(state: State) -> Score:
    """Per seat, its side's points: ``deal`` of the last finished deal, ``match`` the running total (above
    and below the line); places and outcomes at the end; the breakdown per side (N-S, E-W)."""
    sums = tally(state.sheet, state.history[-1].number if state.history else 0)
    totals = (sums.below[0] + sums.above[0], sums.below[1] + sums.above[1])
    match = tuple(totals[seat % 2] for seat in range(PLAYERS))
    terminal = state.phase is Phase.OVER
    if not terminal:
        outcomes = (Outcome.UNDECIDED,) * PLAYERS
    elif totals[0] == totals[1]:
        outcomes = (Outcome.DRAW,) * PLAYERS
    else:
        best = 0 if totals[0] > totals[1] else 1
        outcomes = tuple(Outcome.WIN if seat % 2 == best else Outcome.LOSS for seat in range(PLAYERS))
    return Score(
        terminal=terminal, deal=tuple(sums.deal[seat % 2] for seat in range(PLAYERS)), match=match,
        outcomes=outcomes, summary=_summary(state, totals, sums.rubber.games),
        places=places_by(match) if terminal else (0,) * PLAYERS, breakdown=_breakdown(state, sums),
    )


def _breakdown(state: State, sums: Tally) -> tuple[ScoreLine, ...]:
    sides = ", ".join(SIDE_NAMES)
    lines = [ScoreLine(f"below the line ({sides})", sums.below), ScoreLine(f"above the line ({sides})", sums.above)]
    if state.options.scoring == RUBBER:
        lines.append(ScoreLine(f"games ({sides})", sums.rubber.games))
        lines.append(ScoreLine(f"part-score ({sides})", sums.rubber.part))
    return tuple(lines)


def summary(state: State) -> str:
    """The match in words: totals, games (rubber) and, at the end, the settlement (BRG-5)."""
    sums = tally(state.sheet, 0)
    return _summary(state, (sums.below[0] + sums.above[0], sums.below[1] + sums.above[1]), sums.rubber.games)


def _summary(state: State, totals: tuple[int, int], games: tuple[int, int]) -> str:
    text = f"{SIDE_NAMES[0]} {totals[0]}, {SIDE_NAMES[1]} {totals[1]}"
    if state.options.scoring == RUBBER:
        text += f"; games {games[0]}-{games[1]}"
    if state.phase is not Phase.OVER:
        return text
    if totals[0] == totals[1]:
        return text + "; level: no settlement"
    winner = 0 if totals[0] > totals[1] else 1
    difference = abs(totals[0] - totals[1])
    units = settlement_units(difference)
    return (
        f"{text}; {SIDE_NAMES[winner]} win by {difference} points: each player wins {units} "
        f"unit{'s' if units != 1 else ''} from one opponent (BRG-5)"
    )


def visible_seats(state: State, seat: int | None) -> frozenset[int]:
    """The seats whose hands ``seat`` sees: its own, dummy's after the opening lead, every one at the end."""
    if state.phase is Phase.OVER:
        return _EVERY_SEAT
    seen = set() if seat is None else {seat}
    dummy = dummy_of(state)
    if dummy is not None and dummy_exposed(state):
        seen.add(dummy)
    return frozenset(seen)


_EVERY_SEAT = frozenset(range(PLAYERS))
_HIDDEN = Hand()  # what a view shows of a hand it may not see


def view(state: State, seat: int | None) -> View:
    """What ``seat`` sees (None: a spectator): never the random stream, the queued deals or hidden hands."""
    if seat is not None:
        check_seat(seat, PLAYERS)
    seen = visible_seats(state, seat)
    every = state.hands
    # list comprehensions: tuple() over a generator costs a resumption per hand (views are per request)
    hands = every if len(seen) == PLAYERS else tuple([every[i] if i in seen else _HIDDEN for i in range(PLAYERS)])
    rubber = progress(state.sheet.rows)
    won = [0, 0]
    for trick in state.tricks:
        if trick.winner_seat is not None:
            won[trick.winner_seat % 2] += 1
    return View(
        options=state.options, seat=seat, phase=state.phase, deal_number=state.deal_number, dealer=state.dealer,
        vulnerable=vulnerability(state), to_act=to_act(state), plays_from=turn_seat(state), hands=hands,
        hand_sizes=tuple([len(hand.cards) for hand in every]), dummy=dummy_of(state), calls=state.calls,
        contract=state.contract, trick=state.trick, last_trick=state.tricks[-1] if state.tricks else None,
        side_tricks=(won[0], won[1]), games=rubber.games, part_score=rubber.part, sheet=state.sheet,
        history=state.history,
    )


def opening_events(state: State) -> tuple[Event, ...]:
    """The first deal of the match, as events."""
    return deal_events(state)


__all__ = [
    "GAME_POINTS",
    "ContractResult",
    "board_dealer",
    "board_vulnerability",
    "contract_result",
    "contract_trick_score",
    "duplicate_game_bonus",
    "duplicate_score",
    "honours_bonus",
    "insult_bonus",
    "odd_trick_value",
    "opening_events",
    "overtrick_score",
    "rubber_bonus",
    "score",
    "settlement_units",
    "slam_bonus",
    "summary",
    "undertrick_penalty",
    "unfinished_rubber_bonus",
    "view",
    "visible_seats",
    "vulnerability",
]
