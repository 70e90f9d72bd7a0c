"""own_trumps and akulina through a real server: complete matches, explicit deals, events, and bad input in
every form (malformed and illegal moves, impossible plain states) as deliberate errors, never INTERNAL."""

from __future__ import annotations

import grpc
import pytest
from rpc_helpers import failure

from cardgames.clients.sdk import CardGamesClient, Turn
from cardgames.games.core.rng import Drbg
from cardgames.v1 import common_pb2, engine_pb2, engine_pb2_grpc, own_trumps_pb2

INVALID = grpc.StatusCode.INVALID_ARGUMENT
PRECONDITION = grpc.StatusCode.FAILED_PRECONDITION
SUITS = "0:-.-.-.AKQJT9876 -.-.AKQJT9876.- -.AKQJT9876.-.- AKQJT9876.-.-.-"  # seat 0 clubs ... seat 3 spades


def _play_out(client: CardGamesClient, turn: Turn, seed: int) -> tuple[Turn, int]:
    """Random legal moves through the API until the match ends; every response starts with the move."""
    chooser = Drbg(seed)
    moves = 0
    while not turn.terminal:
        seat = turn.to_act
        assert seat is not None
        legal = client.legal_moves(turn, seat).legal_moves
        move = legal[chooser.randbelow(len(legal))]
        turn = client.apply(turn, seat, move.id)
        first = turn.view.events[0].move_played
        assert (first.seat, first.move_id) == (seat, move.id)
        moves += 1
    return turn, moves


def test_a_complete_own_trumps_match(client: CardGamesClient) -> None:
    turn = client.new_game("own_trumps", players=4, seed=11, options={"games": "2"})
    kinds = [event.WhichOneof("kind") for event in turn.view.events]
    assert kinds[:4] == ["cards_moved"] * 4 and "deal_started" in kinds  # the draw for the dealer, the deal
    assert turn.view.own_trumps.phase == own_trumps_pb2.OWN_TRUMPS_PHASE_CHOOSE
    turn, moves = _play_out(client, turn, 11)
    score = client.score(turn)
    assert score.terminal and sum(score.match) == 2 and moves > 20
    assert len(turn.view.own_trumps.sheet.rows) >= 2 and turn.view.own_trumps.decided == 2
    assert [event.WhichOneof("kind") for event in turn.view.events][-1] == "match_over"


def test_a_complete_akulina_match_from_an_explicit_deal(stub: engine_pb2_grpc.GameEngineStub,
                                                        client: CardGamesClient) -> None:
    rest = ["AH", "6C"]  # the trump card, then the stock in drawing order (the rest follows)
    dealt = {"6D", "7D", "8D", "9D", "TD", "JD", "6S", "7S", "8S", "9S", "TS", "JS"}
    rest += [f"{rank}{suit}" for suit in "CDHS" for rank in "6789TJQKA"
             if f"{rank}{suit}" not in dealt and f"{rank}{suit}" not in rest]
    deal = common_pb2.ExplicitDeal(notation="0:-.-.JT9876.- JT9876.-.-.-", rest=rest)
    reply = stub.NewGame(engine_pb2.NewGameRequest(game_id="akulina", players=2, seed=4, seat=0, deals=[deal],
                                                   options={"games": "2"}))
    assert list(reply.view.akulina.hand) == ["6D", "7D", "8D", "9D", "TD", "JD"]
    assert reply.view.akulina.trump == "AH" and reply.view.akulina.stock_count == 24
    turn, _ = _play_out(client, Turn(reply.state, reply.view, tuple(reply.legal_moves),
                                     tuple(reply.seat_tokens)), 4)
    score = client.score(turn)
    assert score.terminal and sum(score.match) == 2
    assert len(turn.view.akulina.sheet.rows) == 2


def test_own_trumps_explicit_deal_and_public_trump_choices(stub: engine_pb2_grpc.GameEngineStub) -> None:
    deal = common_pb2.ExplicitDeal(notation=SUITS)
    reply = stub.NewGame(engine_pb2.NewGameRequest(game_id="own_trumps", players=4, seed=1, seat=1, deals=[deal]))
    assert reply.view.own_trumps.dealer == 3 and list(reply.view.own_trumps.hand) == [
        f"{rank}D" for rank in "6789TJQKA"]
    state = engine_pb2.StateRef(plain=reply.state.plain)
    move = engine_pb2.Move()
    move.own_trumps.choose.suit = own_trumps_pb2.OWN_TRUMPS_TRUMP_SUIT_HEARTS
    applied = stub.Apply(engine_pb2.ApplyRequest(state=state, seat=0, move=move,
                                                 seat_token=reply.seat_tokens[0]))
    assert applied.view.events[0].move_played.move_id == "trump:hearts"
    assert applied.view.own_trumps.trumps[0].suit == own_trumps_pb2.OWN_TRUMPS_TRUMP_SUIT_HEARTS


@pytest.mark.parametrize(("game_id", "players", "text"), [
    ("own_trumps", 4, "pair:7C"), ("own_trumps", 4, "pair:7C,7C"), ("own_trumps", 4, "trump:purple"),
    ("akulina", 3, "attack:7S,7S"), ("akulina", 3, "cover:9C"), ("akulina", 3, "attack:2C"),
])
def test_malformed_move_ids_are_invalid_argument(client: CardGamesClient, game_id: str, players: int,
                                                 text: str) -> None:
    turn = client.new_game(game_id, players=players, seed=2)
    error = failure(lambda: client.apply(turn, turn.to_act or 0, text))
    assert error.code == INVALID and error.reason == "INVALID_MOVE", error


def test_a_structured_pair_of_one_card_is_invalid_argument(client: CardGamesClient) -> None:
    turn = client.new_game("own_trumps", players=4, seed=2)
    move = engine_pb2.Move()
    move.own_trumps.lay_pair.cards.append("7C")
    error = failure(lambda: client.apply(turn, turn.to_act or 0, move=move))
    assert error.code == INVALID and error.reason == "INVALID_MOVE" and "pair" in error.message, error
    move = engine_pb2.Move()
    move.own_trumps.choose.SetInParent()  # no suit
    error = failure(lambda: client.apply(turn, turn.to_act or 0, move=move))
    assert error.code == INVALID and error.reason == "INVALID_MOVE", error


def test_illegal_moves_name_the_rule(stub: engine_pb2_grpc.GameEngineStub, client: CardGamesClient) -> None:
    reply = stub.NewGame(engine_pb2.NewGameRequest(game_id="own_trumps", players=4, seed=1,
                                                   deals=[common_pb2.ExplicitDeal(notation=SUITS)]))
    turn = Turn(reply.state, reply.view, (), tuple(reply.seat_tokens))
    for text in ("trump:hearts", "trump:spades", "trump:diamonds"):
        turn = client.apply(turn, turn.to_act or 0, text)
    error = failure(lambda: client.apply(turn, 0, "pair:6C,7C"))
    assert error.code == PRECONDITION and error.reason == "ILLEGAL_MOVE" and "OT-1" in error.message, error
    error = failure(lambda: client.apply(turn, 0, "attack:AS"))
    assert error.code == PRECONDITION and "does not hold" in error.message, error
    akulina = client.new_game("akulina", players=2, seed=3)
    queen = failure(lambda: client.apply(akulina, akulina.to_act or 0, "attack:QS"))
    assert queen.code == PRECONDITION and queen.reason == "ILLEGAL_MOVE", queen


def test_impossible_plain_states_are_invalid_argument_naming_the_field(client: CardGamesClient) -> None:
    turn = client.new_game("own_trumps", players=4, seed=5)
    state = engine_pb2.GameState()
    state.CopyFrom(turn.state.plain)
    state.own_trumps.hands[1].cards[0] = state.own_trumps.hands[0].cards[0]  # a card twice, another lost
    error = failure(lambda: client.view(engine_pb2.StateRef(plain=state), 0))
    assert error.code == INVALID and error.reason == "INVALID_STATE", error
    state.CopyFrom(turn.state.plain)
    state.own_trumps.attacker = 7
    error = failure(lambda: client.legal_moves(engine_pb2.StateRef(plain=state), 0))
    assert error.code == INVALID and error.fields == ["attacker"], error
    akulina = client.new_game("akulina", players=3, seed=5)
    state.CopyFrom(akulina.state.plain)
    state.akulina.stock.append(state.akulina.stock[0])
    error = failure(lambda: client.score(engine_pb2.StateRef(plain=state)))
    assert error.code == INVALID and error.reason == "INVALID_STATE", error
