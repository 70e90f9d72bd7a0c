"""Building preferans states for tests: explicit deals from hands, moves by id, a hand played out."""

from __future__ import annotations

from cardgames.games import preferans
from cardgames.games.core.cards import parse_cards
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.hands import Hand, sorted_cards

GAME = preferans.GAME

# Seat 2 deals the first explicit deal at 3 players: seat 0 is the dealer's left (East in the spec's
# scenarios), then 1 (South), then 2 (West, the dealer).
THREE = ["AS KS QS JS TS 9S AC KC QC JC", "8S 7S AD KD QD JD TD 9D 8D 7D", "AH KH QH JH TH 9H 8H 7H TC 9C"]
WIDOW = "8C 7C"
FOUR_HANDS = ["AS KS QS JS TS 9S AC KC QC JC", "8S 7S AD KD QD JD TD 9D 8D 7D", "AH KH QH JH TH 9H 8H 7H TC 9C", ""]


def deal(hands: list[str], widow: str = WIDOW) -> ExplicitDeal:
    """An explicit deal: the given hands (an empty string for the 4-player dealer) and the widow."""
    return ExplicitDeal(hands=tuple(Hand(sorted_cards(parse_cards(text))) for text in hands), rest=parse_cards(widow))


def start(hands: list[str] = THREE, widow: str = WIDOW, options: preferans.Options | None = None,
          more: int = 0) -> preferans.State:
    """A match whose first deal is ``hands`` (``more`` copies of it queued for the next deals)."""
    chosen = options or preferans.Options()
    return preferans.new_game(chosen, len(hands), seed=1, deals=[deal(hands, widow)] * (1 + more))


def play_ids(state: preferans.State, *ids: str) -> preferans.State:
    """``state`` after the moves ``ids`` (each checked legal first)."""
    for move_id in ids:
        move = GAME.parse_move(move_id)
        legal = GAME.legal_moves(state)
        assert move in legal, f"{move_id} is not legal: {sorted(m.id for m in legal)}"
        state = GAME.play(state, move).state
        GAME.check_state(state)
    return state


def play_out(state: preferans.State) -> preferans.State:
    """Play the first legal card until the deal in play ends."""
    deal_number = state.deal_number
    while state.deal_number == deal_number and state.phase is preferans.Phase.PLAY:
        state = GAME.play(state, GAME.legal_moves(state)[0]).state
    return state
