"""Solver RPCs against a real server: explicit positions, game states, tables, errors, deadlines."""

from __future__ import annotations

from collections.abc import Iterator

import grpc
import pytest
from rpc_helpers import failure

from cardgames.clients.sdk import CardGamesClient, request_state
from cardgames.solvers.dd import POINT_LIMIT
from cardgames.v1 import solver_pb2, solver_pb2_grpc

INVALID = grpc.StatusCode.INVALID_ARGUMENT


@pytest.fixture(scope="module")
def solver(target: str) -> Iterator[solver_pb2_grpc.SolverStub]:
    with grpc.insecure_channel(target) as channel:
        yield solver_pb2_grpc.SolverStub(channel)


def _position(
    hands: list[str], leader: int = 0, played: tuple[str, ...] = (), trump: str = ""
) -> solver_pb2.DoubleDummyPosition:
    return solver_pb2.DoubleDummyPosition(
        hands=[solver_pb2.DoubleDummyHand(cards=hand.split()) for hand in hands],
        leader=leader,
        played=list(played),
        rules=solver_pb2.DoubleDummyRules(trump=trump),
    )


def test_explicit_ending_values_every_card(solver: solver_pb2_grpc.SolverStub) -> None:
    # North leads in no trump: AS and KS cash two tricks; a heart lead gives them away.
    hands = ["AS KS", "QS JS", "2H 3H", "AH KH"]
    reply = solver.SolveDoubleDummy(solver_pb2.SolveDoubleDummyRequest(explicit=_position(hands)), timeout=30)
    assert reply.seat_to_move == 0 and reply.total == 2 and list(reply.side) == [0, 2]
    assert reply.value == 2 and {c.card: c.value for c in reply.cards} == {"AS": 2, "KS": 2}
    trumped = solver.SolveDoubleDummy(
        solver_pb2.SolveDoubleDummyRequest(explicit=_position(["AS KS", "QS JS", "2H 3H", "AH KH"], trump="H")),
        timeout=30,
    )
    assert trumped.value == 0  # West ruffs both spades


def test_value_only_answers_the_same_value_without_the_cards(solver: solver_pb2_grpc.SolverStub) -> None:
    for trump in ("", "H"):
        position = _position(["AS KS 4D", "QS JS 5D", "2H 3H 6D", "AH KH 7D"], trump=trump)
        full = solver.SolveDoubleDummy(solver_pb2.SolveDoubleDummyRequest(explicit=position), timeout=30)
        alone = solver.SolveDoubleDummy(
            solver_pb2.SolveDoubleDummyRequest(explicit=position, value_only=True), timeout=30
        )
        assert len(full.cards) == 3 and not alone.cards
        assert (alone.value, alone.total, alone.seat_to_move, list(alone.side)) == (
            full.value, full.total, full.seat_to_move, list(full.side))
        assert full.value == max(card.value for card in full.cards)
        assert 0 < alone.nodes < full.nodes  # the search's trick starts, the cards' searches added


def test_mid_trick_position_is_solved_for_the_seat_to_move(solver: solver_pb2_grpc.SolverStub) -> None:
    hands = ["KS", "AS 2H", "QS 3H", "JS 4H"]
    reply = solver.SolveDoubleDummy(
        solver_pb2.SolveDoubleDummyRequest(explicit=_position(hands, leader=0, played=("5H",))), timeout=30
    )
    assert reply.seat_to_move == 1
    values = {c.card: c.value for c in reply.cards}
    assert set(values) == {"2H"}  # East must follow hearts



def _ruled(hands: list[str], rules: solver_pb2.DoubleDummyRules, played: tuple[str, ...] = ()) -> (
        solver_pb2.SolveDoubleDummyRequest):
    position = _position(hands, played=played)
    position.rules.CopyFrom(rules)
    return solver_pb2.SolveDoubleDummyRequest(explicit=position)


def test_explicit_repeated_cards_tie_and_the_earlier_wins(solver: solver_pb2_grpc.SolverStub) -> None:
    # Two seats, two aces of spades: led first, North's ace takes East's; led second (after QS), it loses.
    rules = solver_pb2.DoubleDummyRules(seats=2, repeated_cards=True)
    reply = solver.SolveDoubleDummy(_ruled(["AS QS", "AS KS"], rules), timeout=30)
    assert reply.value == 1 and {c.card: c.value for c in reply.cards} == {"AS": 1, "QS": 0}
    assert failure(lambda: solver.SolveDoubleDummy(
        _ruled(["AS QS", "AS KS"], solver_pb2.DoubleDummyRules(seats=2)), timeout=10)).code == INVALID


def test_explicit_heading_and_banned_lead_restrict_the_cards(solver: solver_pb2_grpc.SolverStub) -> None:
    heading = solver.SolveDoubleDummy(
        _ruled(["2H", "7S 3S"], solver_pb2.DoubleDummyRules(seats=2, must_head=True), played=("5S",)), timeout=30)
    assert {c.card for c in heading.cards} == {"7S"}
    free = solver.SolveDoubleDummy(_ruled(["2H", "7S 3S"], solver_pb2.DoubleDummyRules(seats=2), played=("5S",)),
                                   timeout=30)
    assert {c.card for c in free.cards} == {"7S", "3S"}
    banned = solver.SolveDoubleDummy(
        _ruled(["AH 2S", "KH 3S"], solver_pb2.DoubleDummyRules(seats=2, banned_lead="H")), timeout=30)
    assert {c.card for c in banned.cards} == {"2S"}
    assert failure(lambda: solver.SolveDoubleDummy(
        _ruled(["AH 2S", "KH 3S"], solver_pb2.DoubleDummyRules(seats=2, banned_lead="Z")), timeout=10)).code == INVALID


def test_bridge_state_in_play_and_not_in_play(solver: solver_pb2_grpc.SolverStub, client: CardGamesClient) -> None:
    turn = client.new_game("bridge", seed=3)
    error = failure(lambda: solver.SolveDoubleDummy(
        solver_pb2.SolveDoubleDummyRequest(state=request_state(turn.state)), timeout=10))
    assert error.code == grpc.StatusCode.FAILED_PRECONDITION and error.reason == "NOT_IN_PLAY"
    assert "not in its play phase" in error.message
    while turn.view.bridge.phase != 2:  # 1NT by the dealer, three passes
        turn = client.apply(turn.state, turn.to_act or 0, "bid:1NT" if turn.view.version == 0 else "pass")
    for _ in range(40):  # ten tricks in: a small ending
        moves = client.legal_moves(turn.state, turn.to_act or 0).legal_moves
        turn = client.apply(turn.state, turn.to_act or 0, moves[0].id)
    reply = solver.SolveDoubleDummy(solver_pb2.SolveDoubleDummyRequest(state=request_state(turn.state)), timeout=60)
    legal = {m.id.removeprefix("play:") for m in client.legal_moves(turn.state, turn.to_act or 0).legal_moves}
    assert {c.card for c in reply.cards} == legal
    assert reply.value == max(c.value for c in reply.cards) and reply.total == 3


def test_durak_state_is_not_a_trick_taking_game(solver: solver_pb2_grpc.SolverStub, client: CardGamesClient) -> None:
    turn = client.new_game("durak", players=2, seed=1)
    error = failure(lambda: solver.SolveDoubleDummy(
        solver_pb2.SolveDoubleDummyRequest(state=request_state(turn.state)), timeout=10))
    assert error.code == grpc.StatusCode.FAILED_PRECONDITION and "durak" in error.message


@pytest.mark.parametrize(
    "request_message",
    [
        solver_pb2.SolveDoubleDummyRequest(),
        solver_pb2.SolveDoubleDummyRequest(explicit=_position(["AS", "KS", "QS"])),
        solver_pb2.SolveDoubleDummyRequest(explicit=_position(["AS", "KS", "QS", "XX"])),
        solver_pb2.SolveDoubleDummyRequest(explicit=_position(["AS", "AS", "QS", "JS"])),
        solver_pb2.SolveDoubleDummyRequest(explicit=_position(["AS", "KS", "QS", "JS"], trump="Z")),
        solver_pb2.SolveDoubleDummyRequest(explicit=_position(["AS", "KS", "QS", "JS"], leader=7)),
        solver_pb2.SolveDoubleDummyRequest(explicit=_position(["AS", "KS", "QS", "JS"], played=("AS",))),
    ],
)
def test_bad_positions_are_invalid_argument(
    solver: solver_pb2_grpc.SolverStub, request_message: solver_pb2.SolveDoubleDummyRequest
) -> None:
    assert failure(lambda: solver.SolveDoubleDummy(request_message, timeout=10)).code == INVALID


def _rules_position(**rules: object) -> solver_pb2.SolveDoubleDummyRequest:
    position = _position(["AS KS", "QS JS", "2H 3H", "AH KH"])
    position.rules.CopyFrom(solver_pb2.DoubleDummyRules(**rules))  # type: ignore[arg-type]
    return solver_pb2.SolveDoubleDummyRequest(explicit=position)


@pytest.mark.parametrize("rules", [
    {"last_tricks": 2**32 - 1},  # found by the fuzzer: once INTERNAL (the engine's int overflowed)
    {"last_tricks": 28},
    {"objective": solver_pb2.DOUBLE_DUMMY_OBJECTIVE_POINTS, "trick_points": 2**31 - 1},
    {"objective": solver_pb2.DOUBLE_DUMMY_OBJECTIVE_POINTS, "card_points": {"AS": -201}},
    {"objective": solver_pb2.DOUBLE_DUMMY_OBJECTIVE_POINTS, "last_trick_bonus": 201},
])
def test_rules_out_of_range_are_invalid_argument(solver: solver_pb2_grpc.SolverStub, rules: dict[str, object]) -> None:
    error = failure(lambda: solver.SolveDoubleDummy(_rules_position(**rules), timeout=10))
    assert error.code == INVALID and "bad rules" in error.message, error


def test_rules_at_the_limits_solve(solver: solver_pb2_grpc.SolverStub) -> None:
    request = _rules_position(objective=solver_pb2.DOUBLE_DUMMY_OBJECTIVE_POINTS, trick_points=POINT_LIMIT,
                              last_trick_bonus=-POINT_LIMIT // 2, last_tricks=27, card_points={"QS": POINT_LIMIT})
    # North takes both tricks, each a "last" one (last_tricks covers them), and East's QS: 2 * (200 - 100) + 200.
    assert solver.SolveDoubleDummy(request, timeout=30).value == 2 * (200 - 100) + 200


def test_table_and_par_of_a_small_deal(solver: solver_pb2_grpc.SolverStub) -> None:
    reply = solver.DoubleDummyTable(
        solver_pb2.DoubleDummyTableRequest(pbn="N:AK.-.-.- QJ.-.-.- T9.-.-.- 87.-.-.-"), timeout=30
    )
    rows = {row.declarer: row for row in reply.rows}
    assert rows["N"].notrump == 2 and rows["E"].notrump == 0 and rows["S"].spades == 2
    for pbn in ("", "N:garbage", "N:AK.-.-.- QJ.-.-.- T9.-.-.-"):
        request = solver_pb2.DoubleDummyTableRequest(pbn=pbn)
        error = failure(lambda request=request: solver.DoubleDummyTable(request, timeout=10))
        assert error.code == INVALID, pbn


def test_deadline_is_the_search_budget(solver: solver_pb2_grpc.SolverStub) -> None:
    deal = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"
    error = failure(lambda: solver.DoubleDummyTable(solver_pb2.DoubleDummyTableRequest(pbn=deal), timeout=0.05))
    assert error.code == grpc.StatusCode.DEADLINE_EXCEEDED


def test_public_server_solves_no_state_of_a_match_in_progress(sealed_target: str) -> None:
    """Double-dummy values show hidden hands (the seat to move's card values list its cards), which no seat
    token may reveal: a sealed-only server refuses states of unfinished matches; explicit deals still solve."""
    with CardGamesClient(sealed_target) as client, grpc.insecure_channel(sealed_target) as channel:
        solver = solver_pb2_grpc.SolverStub(channel)
        turn = client.new_game("bridge", seed=3)
        for request, call in (
            (solver_pb2.SolveDoubleDummyRequest(state=turn.state), solver.SolveDoubleDummy),
            (solver_pb2.DoubleDummyTableRequest(state=turn.state), solver.DoubleDummyTable),
        ):
            error = failure(lambda request=request, call=call: call(request, timeout=10))
            assert error.code == grpc.StatusCode.PERMISSION_DENIED and error.reason == "HIDDEN_CARDS", error
        table = solver.DoubleDummyTable(
            solver_pb2.DoubleDummyTableRequest(pbn="N:AK.-.-.- QJ.-.-.- T9.-.-.- 87.-.-.-"), timeout=30
        )
        assert len(table.rows) == 4
        # Once the match is over every card may show: a one-deal duplicate match, resigned by passing out.
        over = client.new_game("bridge", seed=3, options={"scoring": "duplicate", "boards": "1"})
        while not over.terminal:
            over = client.apply(over, over.to_act or 0, "pass")
        reply = solver.DoubleDummyTable(solver_pb2.DoubleDummyTableRequest(state=over.state), timeout=60)
        assert len(reply.rows) == 4
