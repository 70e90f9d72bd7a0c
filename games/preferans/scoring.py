"""Preferans's score and views: the settlement in whists (exact, 1/denominator points) and what each seat sees."""

from __future__ import annotations

from cardgames.games.core.events import Event
from cardgames.games.core.hands import Hand
from cardgames.games.core.seats import check_seat
from cardgames.games.core.spec import Outcome, Score, ScoreLine, places_by
from cardgames.games.mechanics.first_dealer import cut_events

from .ledger import RESULT, Books
from .rules import deal_events, plays_from, to_act
from .state import Phase, State, View
from .visibility import sees_discard, sees_hand, turned_widow


def books_of(state: State) -> Books:
    return Books(state.sheet, state.options.pulka_target)


def _last_deal_change(state: State) -> tuple[int, ...]:
    """The change the last scored deal made to each seat's settlement."""
    last = max((row.deal for row in state.sheet.rows if row.section != RESULT), default=0)
    if last == 0:
        return (0,) * state.players
    rows = tuple(row for row in state.sheet.rows if row.deal < last or row.deal == 0)
    before = Books(type(state.sheet)(state.sheet.columns, state.sheet.sections, rows, state.sheet.denominator),
                   state.options.pulka_target)
    now = books_of(state)
    return tuple(a - b for a, b in zip(now.settlement(), before.settlement(), strict=True))


def score(state: State) -> Score:
    """``match``: the zero-sum settlement so far (§4.12, PRF-27); ``deal``: the last deal's change to it; the
    breakdown gives pulkas, goras, whists written and the book's result R_i.  Every number in 1/denominator."""
    books = books_of(state)
    net = books.settlement()
    terminal = state.phase is Phase.OVER
    if not terminal:
        outcomes = (Outcome.UNDECIDED,) * state.players
    elif len(set(net)) == 1:
        outcomes = (Outcome.DRAW,) * state.players
    else:
        outcomes = tuple(Outcome.WIN if points == max(net) else Outcome.LOSS for points in net)
    return Score(
        terminal=terminal, deal=_last_deal_change(state), match=net, outcomes=outcomes, summary=summary(state),
        places=places_by(net) if terminal else (0,) * state.players, denominator=books.den,
        breakdown=(ScoreLine("pulka (per seat)", tuple(books.pulka)), ScoreLine("gora (per seat)", tuple(books.gora)),
                   ScoreLine("whists written (per seat)", tuple(sum(row) for row in books.whists)),
                   ScoreLine("book result R (per seat)", books.book_result())),
    )


def summary(state: State) -> str:
    books = books_of(state)
    den = books.den

    def text(values: list[int]) -> str:
        return " ".join(f"{value / den:g}" for value in values)

    head = "match over: " if state.phase is Phase.OVER else f"deal {state.deal_number}: "
    return head + f"pulka {text(books.pulka)}; gora {text(books.gora)}; elochka {list(state.markers)}"


_HIDDEN = Hand()


def view(state: State, seat: int | None) -> View:
    """What ``seat`` sees (None: a spectator), as §4.13 says."""
    if seat is not None:
        check_seat(seat, state.players)
    books = books_of(state)
    players = range(state.players)
    hands = tuple(state.hands[s] if sees_hand(state, seat, s) else _HIDDEN for s in players)
    turned = turned_widow(state)
    net_whists = tuple(sum(books.whists[s][o] - books.whists[o][s] for o in players) for s in players)
    return View(
        options=state.options, seat=seat, players=state.players, phase=state.phase, deal_number=state.deal_number,
        dealer=state.dealer, to_act=to_act(state), plays_from=plays_from(state), hands=hands,
        hand_sizes=tuple(len(hand.cards) for hand in state.hands), widow=state.widow[:turned],
        widow_size=len(state.widow), shown_widow=state.shown_widow,
        discard=state.discard if sees_discard(state, seat) else (), auction=state.auction, blind=state.blind,
        declarer=state.declarer, contract=state.contract, defense=state.defense, trick=state.trick,
        tricks=state.tricks, tricks_won=tuple(sum(1 for t in state.tricks if t.winner_seat == s) for s in players),
        markers=state.markers, circle_left=state.circle_left, pulka=tuple(books.pulka), gora=tuple(books.gora),
        whists=net_whists, sheet=state.sheet, cut=state.cut,
    )


def opening_events(state: State) -> tuple[Event, ...]:
    """The draw for the first dealer and the first deal of the match, as events."""
    return cut_events(state.cut) + deal_events(state)
