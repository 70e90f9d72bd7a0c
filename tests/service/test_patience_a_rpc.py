"""kosynka and demon through a real server: a complete game each from an explicit deck, the views and events
a frontend gets, and bad input refused with deliberate codes (never INTERNAL)."""

from __future__ import annotations

import grpc
from rpc_helpers import failure

from cardgames.games.core.cards import parse_cards
from cardgames.games.core.decks import deck52, packs
from cardgames.v1 import common_pb2, demon_pb2, engine_pb2, engine_pb2_grpc, kosynka_pb2

INVALID = grpc.StatusCode.INVALID_ARGUMENT
PRECONDITION = grpc.StatusCode.FAILED_PRECONDITION

KOSYNKA_DECK = [str(card) for card in packs(deck52(), 2)]
_DEMON_FRONT = parse_cards("KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS AD AH 2C 2D AC")
DEMON_DECK = [str(card) for card in (*_DEMON_FRONT, *(card for card in deck52() if card not in _DEMON_FRONT))]
"""The reserve holds the spades, AS on top; the columns AD AH 2C 2D; the base card AC (aces low)."""


def _new(stub: engine_pb2_grpc.GameEngineStub, game_id: str, order: list[str], options: dict[str, str],
         seed: int = 11) -> engine_pb2.NewGameResponse:
    request = engine_pb2.NewGameRequest(game_id=game_id, seat=0, seed=seed, options=options,
                                        deals=[common_pb2.ExplicitDeal(order=order)])
    return stub.NewGame(request, timeout=10)


def _ref(state: engine_pb2.StateRef) -> engine_pb2.StateRef:
    return engine_pb2.StateRef(sealed=state.sealed)


def _apply(stub: engine_pb2_grpc.GameEngineStub, state: engine_pb2.StateRef, move_id: str) -> engine_pb2.ApplyResponse:
    request = engine_pb2.ApplyRequest(state=_ref(state), seat=0, move=engine_pb2.Move(id=move_id))
    return stub.Apply(request, timeout=10)


def _pick(ids: list[str]) -> str:
    """A simple player: a card to a foundation, else draw, else redeal, else the first other move."""
    for wanted in (lambda m: m.endswith(">found"), lambda m: m == "draw", lambda m: m == "redeal",
                   lambda m: m != "resign"):
        chosen = [move for move in ids if wanted(move)]
        if chosen:
            return chosen[0]
    raise AssertionError(f"no move among {ids}")


def _play_to_the_end(stub: engine_pb2_grpc.GameEngineStub, reply: engine_pb2.NewGameResponse) -> tuple[
        engine_pb2.ApplyResponse, list[str]]:
    state, moves, kinds = reply.state, [move.id for move in reply.legal_moves], []
    applied = None
    for _ in range(3000):
        move = _pick(moves)
        applied = _apply(stub, state, move)
        assert applied.view.events[0].move_played.move_id == move and applied.applied.id == move
        kinds.extend(str(event.WhichOneof("kind")) for event in applied.view.events)
        state, moves = applied.state, [m.id for m in applied.legal_moves]
        if applied.view.terminal:
            break
    assert applied is not None and applied.view.terminal and not applied.legal_moves
    return applied, kinds


def test_kosynka_a_whole_game(stub: engine_pb2_grpc.GameEngineStub) -> None:
    reply = _new(stub, "kosynka", KOSYNKA_DECK, {"passes": "3", "idle_limit": "60"})
    view = reply.view.kosynka
    assert [len(column.up) for column in view.layout.columns] == [1] * 10
    assert [column.down_count for column in view.layout.columns] == list(range(10))
    assert list(view.layout.columns[9].up) == [KOSYNKA_DECK[54]] and not view.layout.columns[9].down
    assert view.layout.stock_count == 49 and not view.layout.stock and view.passes_left == 2
    assert list(reply.state.plain.kosynka.layout.stock) == KOSYNKA_DECK[55:]  # a trusted backend's plain state
    kinds = [event.WhichOneof("kind") for event in reply.view.events]
    assert kinds[0] == "deal_started" and kinds.count("cards_moved") == 20
    applied, seen = _play_to_the_end(stub, reply)
    assert "card_turned" in seen and seen[-1] == "match_over"
    final = applied.view.kosynka
    assert final.ending != kosynka_pb2.KOSYNKA_ENDING_UNSPECIFIED and final.phase == kosynka_pb2.KOSYNKA_PHASE_OVER
    assert all(len(column.down) == column.down_count for column in final.layout.columns)  # revealed at the end
    score = stub.Score(engine_pb2.ScoreRequest(state=_ref(applied.state)), timeout=10).score
    assert score.terminal and list(score.deal) == [final.foundation_cards]
    summary = applied.view.events[-1].match_over.summary
    assert summary.endswith(f"{final.foundation_cards} of 104 cards on the foundations")
    error = failure(lambda: _apply(stub, applied.state, "draw"))
    assert error.code == PRECONDITION and error.reason == "GAME_OVER"


def test_demon_a_whole_game_won_with_the_books_reshuffles(stub: engine_pb2_grpc.GameEngineStub) -> None:
    reply = _new(stub, "demon", DEMON_DECK, {})
    view = reply.view.demon
    assert list(view.layout.reserve) == ["AS"] and view.layout.queue_count == 12 and not view.layout.queue
    assert [list(column.up) for column in view.layout.columns] == [["AD"], ["AH"], ["2C"], ["2D"]]
    assert view.base == "AC" and list(view.layout.foundations[0].cards) == ["AC"]
    assert view.layout.stock_count == 34 and view.foundation_cards == 1
    applied, seen = _play_to_the_end(stub, reply)
    final = applied.view.demon
    assert final.ending == demon_pb2.DEMON_ENDING_WON and final.foundation_cards == 52
    assert applied.view.events[-1].match_over.summary == "won: 52 of 52 cards on the foundations"
    assert "card_turned" in seen  # the reserve's next card turned up
    score = stub.Score(engine_pb2.ScoreRequest(state=_ref(applied.state)), timeout=10).score
    assert list(score.deal) == [52] and score.outcomes == [common_pb2.OUTCOME_WIN]


def test_demon_random_access_lists_every_talon_card(stub: engine_pb2_grpc.GameEngineStub) -> None:
    reply = _new(stub, "demon", DEMON_DECK, {"stock_rule": "random_access"})
    assert reply.view.demon.layout.stock_count == 0 and len(reply.view.demon.layout.waste) == 34
    ids = {move.id for move in reply.legal_moves}
    assert "waste:KC>tab:0" in ids and "draw" not in ids and "res:AS>found" in ids  # a king on an ace (DE-2)
    applied, _ = _play_to_the_end(stub, reply)
    assert applied.view.demon.ending == demon_pb2.DEMON_ENDING_WON


def test_bad_input_is_refused_with_the_rule_or_the_field(stub: engine_pb2_grpc.GameEngineStub) -> None:
    error = failure(lambda: _new(stub, "kosynka", KOSYNKA_DECK[:52], {}))
    assert error.code == INVALID and error.fields and "deal" in error.fields[0]
    error = failure(lambda: _new(stub, "demon", DEMON_DECK, {"stock_rule": "shuffle_twice"}))
    assert error.code == INVALID and error.fields and "stock_rule" in error.fields[0]
    reply = _new(stub, "kosynka", KOSYNKA_DECK, {})
    error = failure(lambda: _apply(stub, reply.state, "tab:1:1>tab:0"))  # 2D onto AC
    assert error.code == PRECONDITION and error.reason == "ILLEGAL_MOVE" and "§8.3" in error.message
    error = failure(lambda: _apply(stub, reply.state, "tab:12>found"))
    assert error.code == INVALID and error.reason == "INVALID_MOVE"
    error = failure(lambda: _apply(stub, reply.state, "res:AS>found"))
    assert error.code == INVALID and error.reason == "INVALID_MOVE"
    plain = engine_pb2.GameState()
    plain.CopyFrom(reply.state.plain)
    plain.kosynka.layout.columns.add()
    error = failure(lambda: stub.View(engine_pb2.ViewRequest(state=engine_pb2.StateRef(plain=plain)), timeout=10))
    assert error.code == INVALID and error.reason == "INVALID_STATE" and "expected 10 columns" in error.message
    demon = _new(stub, "demon", DEMON_DECK, {})
    plain.CopyFrom(demon.state.plain)
    plain.demon.layout.queue.append(plain.demon.layout.stock.pop())
    plain.demon.layout.queue.append(plain.demon.layout.stock.pop())
    error = failure(lambda: stub.View(engine_pb2.ViewRequest(state=engine_pb2.StateRef(plain=plain)), timeout=10))
    assert error.code == INVALID and error.reason == "INVALID_STATE" and "reserve" in error.message
