"""Black Jack through a real server: a complete match, a round from an explicit shoe, and bad input refused
with deliberate codes (never INTERNAL)."""

from __future__ import annotations

import grpc
from rpc_helpers import failure

from cardgames.clients.sdk import CardGamesClient, Turn
from cardgames.games.core.cards import parse_cards
from cardgames.games.core.decks import deck52
from cardgames.games.core.rng import Drbg
from cardgames.v1 import blackjack_pb2, common_pb2, engine_pb2, engine_pb2_grpc

INVALID = grpc.StatusCode.INVALID_ARGUMENT
PRECONDITION = grpc.StatusCode.FAILED_PRECONDITION


def _play_out(client: CardGamesClient, turn: Turn, seed: int) -> tuple[Turn, int]:
    chooser = Drbg(seed)
    moves = 0
    while not turn.terminal:
        seat = turn.to_act
        assert seat is not None
        legal = client.legal_moves(turn, seat).legal_moves
        move = legal[chooser.randbelow(len(legal))]
        turn = client.apply(turn, seat, move.id)
        assert turn.view.events[0].move_played.move_id == move.id
        moves += 1
    return turn, moves


def test_a_complete_blackjack_match(client: CardGamesClient) -> None:
    turn = client.new_game("blackjack", players=3, seed=7, options={"rounds": "4", "boxes": "5"})
    assert turn.view.blackjack.phase == blackjack_pb2.BLACKJACK_PHASE_BET
    turn, moves = _play_out(client, turn, 7)
    score = client.score(turn)
    assert score.terminal and moves >= 4 * 5 * 2
    assert len(turn.view.blackjack.sheet.rows) == 4
    assert list(turn.view.blackjack.bankrolls) == [100 + won for won in score.match]
    assert [event.WhichOneof("kind") for event in turn.view.events][-1] == "match_over"


def test_a_round_from_an_explicit_shoe(stub: engine_pb2_grpc.GameEngineStub) -> None:
    top = parse_cards("AS TC KD 9H")
    order = [str(card) for card in (*top, *(card for card in deck52() if card not in top))]
    reply = stub.NewGame(engine_pb2.NewGameRequest(game_id="blackjack", players=1, seed=1, seat=0,
                                                   options={"decks": "1", "rounds": "1"},
                                                   deals=[common_pb2.ExplicitDeal(order=order)]))
    assert [move.id for move in reply.legal_moves][:2] == ["bet:2", "bet:4"]
    state = reply.state
    for move_id in ("bet:10", "no_dealer_bet"):
        ref = engine_pb2.StateRef(sealed=state.sealed)
        applied = stub.Apply(engine_pb2.ApplyRequest(state=ref, seat=0, move=engine_pb2.Move(id=move_id),
                                                     seat_token=reply.seat_tokens[0]))
        state = applied.state
    view = applied.view.blackjack
    assert view.phase == blackjack_pb2.BLACKJACK_PHASE_OVER and list(view.dealer) == ["TC", "9H"]
    assert list(view.boxes[0].hands[0].cards) == ["AS", "KD"] and view.bankrolls[0] == 115
    assert view.shoe_count == 48 and not any(event.cards_moved.cards for event in applied.view.events
                                             if event.cards_moved.target.zone == common_pb2.ZONE_STOCK)


def test_bad_input_is_a_deliberate_error(client: CardGamesClient) -> None:
    turn = client.new_game("blackjack", players=2, seed=3)
    error = failure(lambda: client.apply(turn, 0, "bet:-4"))
    assert error.code == INVALID and error.reason == "INVALID_MOVE", error
    error = failure(lambda: client.apply(turn, 0, "bet:7"))
    assert error.code == PRECONDITION and error.reason == "ILLEGAL_MOVE" and "7.1" in error.message, error
    error = failure(lambda: client.apply(turn, 0, "hit"))
    assert error.code == PRECONDITION and error.reason == "ILLEGAL_MOVE", error
    state = engine_pb2.GameState()
    state.CopyFrom(turn.state.plain)
    state.blackjack.bankrolls[1] = 5000
    error = failure(lambda: client.view(engine_pb2.StateRef(plain=state), 0))
    assert error.code == INVALID and error.fields == ["bankrolls"], error
    state.CopyFrom(turn.state.plain)
    state.blackjack.shoe.append(state.blackjack.shoe[0])
    error = failure(lambda: client.score(engine_pb2.StateRef(plain=state)))
    assert error.code == INVALID and error.reason == "INVALID_STATE", error
