"""Events, explicit deals and ``plays_from`` through a real server: what a frontend animates from."""

from __future__ import annotations

import grpc
import pytest
from rpc_helpers import failure

from cardgames.v1 import common_pb2, engine_pb2, engine_pb2_grpc

HANDS = "0:6.-.7.T987 -.JT9876.-.-"  # seat 0: 6S 7D TC 9C 8C 7C; seat 1: JH TH 9H 8H 7H 6H
REST = [  # the trump card, then the stock in drawing order
    "AS", "6C", "6D", "8D", "9D", "TD", "JD", "QD", "KD", "AD", "JC", "QC",
    "KC", "AC", "7S", "8S", "9S", "TS", "JS", "QS", "KS", "QH", "KH", "AH",
]


def _durak_deal() -> common_pb2.ExplicitDeal:
    return common_pb2.ExplicitDeal(notation=HANDS, rest=REST)


def _kinds(view: engine_pb2.GameView) -> list[str]:
    return [str(event.WhichOneof("kind")) for event in view.events]


def test_new_game_takes_hands_in_notation_and_lists_the_deal_as_events(stub: engine_pb2_grpc.GameEngineStub) -> None:
    response = stub.NewGame(engine_pb2.NewGameRequest(game_id="durak", players=2, seed=5, seat=0,
                                                       deals=[_durak_deal()]))
    view = response.view
    assert list(view.durak.hand) == ["7C", "8C", "9C", "TC", "7D", "6S"]
    assert view.durak.trump == "AS"
    assert _kinds(view)[0] == "deal_started" and "card_turned" in _kinds(view)
    dealt = {event.cards_moved.target.seat: list(event.cards_moved.cards) for event in view.events
             if event.WhichOneof("kind") == "cards_moved" and event.cards_moved.target.zone == common_pb2.ZONE_HAND}
    assert dealt[0] == list(view.durak.hand) and dealt[1] == []  # seat 1's cards are not shown to seat 0
    assert all(event.cards_moved.count == 6 for event in view.events
               if event.WhichOneof("kind") == "cards_moved" and event.cards_moved.target.zone == common_pb2.ZONE_HAND)
    assert view.plays_from == view.to_act


def test_apply_lists_the_move_first_and_other_seats_see_their_own_filter(
    stub: engine_pb2_grpc.GameEngineStub,
) -> None:
    state = stub.NewGame(engine_pb2.NewGameRequest(game_id="durak", players=2, seed=5, deals=[_durak_deal()])).state
    attacker = stub.View(engine_pb2.ViewRequest(state=_ref(state))).view.to_act
    defender = 1 - attacker
    moves = stub.LegalMoves(engine_pb2.LegalMovesRequest(state=_ref(state), seat=attacker)).moves
    applied = stub.Apply(engine_pb2.ApplyRequest(state=_ref(state), seat=attacker, move=moves[0]))
    assert _kinds(applied.view)[:2] == ["move_played", "cards_moved"]
    assert applied.view.events[0].move_played.move_id == moves[0].id
    take = stub.Apply(engine_pb2.ApplyRequest(state=_ref(applied.state), seat=defender,
                                              move=engine_pb2.Move(id="take")))
    if take.view.to_act == attacker:  # the one extra throw-in after a take (DUR-9): decline it
        take = stub.Apply(engine_pb2.ApplyRequest(state=_ref(take.state), seat=attacker,
                                                  move=engine_pb2.Move(id="pass")))
    # the attacker refilled from the stock: the defender sees how many cards, not which
    for seat, sees_cards in ((attacker, True), (defender, False)):
        view = stub.View(engine_pb2.ViewRequest(state=_ref(take.state), seat=seat)).view
        draws = [e.cards_moved for e in view.events if e.WhichOneof("kind") == "cards_moved"
                 and e.cards_moved.source.zone == common_pb2.ZONE_STOCK and e.cards_moved.target.seat == attacker]
        assert draws and all(bool(d.cards) == sees_cards and d.count >= 1 for d in draws)


def test_bad_explicit_deals_name_the_field(stub: engine_pb2_grpc.GameEngineStub) -> None:
    for deal in (common_pb2.ExplicitDeal(notation="0:6.-.7.T987"), common_pb2.ExplicitDeal(order=["AS"]),
                 common_pb2.ExplicitDeal(notation=HANDS, rest=REST[:-1]), common_pb2.ExplicitDeal(order=["ZZ"])):
        error = failure(lambda deal=deal: stub.NewGame(engine_pb2.NewGameRequest(game_id="durak", players=2,
                                                                                  deals=[deal])))
        assert error.code == grpc.StatusCode.INVALID_ARGUMENT and error.fields and "deal" in error.fields[0]


@pytest.mark.parametrize(("game_id", "players"), [("durak", 3), ("bridge", 4), ("little_piano", 1)])
def test_every_game_reports_events_for_every_move(stub: engine_pb2_grpc.GameEngineStub, game_id: str,
                                                  players: int) -> None:
    response = stub.NewGame(engine_pb2.NewGameRequest(game_id=game_id, players=players, seed=3))
    state = response.state
    for _ in range(12):
        view = stub.View(engine_pb2.ViewRequest(state=_ref(state))).view
        if view.terminal:
            break
        seat = view.to_act
        moves = stub.LegalMoves(engine_pb2.LegalMovesRequest(state=_ref(state), seat=seat)).moves
        applied = stub.Apply(engine_pb2.ApplyRequest(state=_ref(state), seat=seat, move=moves[-1]))
        assert applied.view.events[0].move_played.move_id == moves[-1].id
        assert applied.view.events[0].move_played.seat == seat
        state = applied.state


def _ref(state: engine_pb2.StateRef) -> engine_pb2.StateRef:
    return engine_pb2.StateRef(sealed=state.sealed)
