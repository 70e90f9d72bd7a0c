"""Lion and Sun's CP-SAT model (``lion_cpsat.py``) against the search: the same verdict on reduced deals wherever
both decide, a CP-SAT win replayed through the rules engine (``solve`` replays every line), and both a win and
a loss among them."""

from __future__ import annotations

import pytest
from test_solitaire_losses import reduced_deals

from cardgames.solvers.solitaire import Budget, NotAPatience, Verdict, new_state, solve

BUDGET = Budget(seconds=5.0)
# Which deals are compared must not depend on the host's load (a 5 s budget for both once lost the only won deal,
# 0.9 s of CPU alone, on a loaded CI host): the search stops at a node count (the deals it decides need at most
# 30 k nodes, one lost deal 378 k, left out), CP-SAT decides every deal in under 4 s of CPU alone.
SEARCH_BUDGET = Budget(seconds=120.0, nodes=100_000)
CP_SAT_BUDGET = Budget(seconds=120.0)


def test_cp_sat_and_the_search_agree_on_reduced_deals() -> None:
    verdicts = []
    for state in reduced_deals("lion_and_sun", {}, 3):
        modelled = solve("lion_and_sun", state, CP_SAT_BUDGET, "cp-sat")
        searched = solve("lion_and_sun", state, SEARCH_BUDGET)
        if Verdict.BUDGET_EXCEEDED in (modelled.verdict, searched.verdict):
            continue
        assert modelled.verdict is searched.verdict
        assert modelled.method == "cp-sat"
        verdicts.append(modelled.verdict)
    assert len(verdicts) >= 4 and Verdict.WON in verdicts and Verdict.LOST in verdicts, verdicts


def test_an_unknown_method_is_refused() -> None:
    with pytest.raises(NotAPatience, match="no solver 'cp-sat'"):
        solve("kosynka", new_state("kosynka", seed=1), BUDGET, "cp-sat")
