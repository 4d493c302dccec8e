"""The coach: Hard's opinion of each of the player's decisions in a finished hand.

For every decision the player really had — take or pass the first upcard (D6), pile or
stock, the discard (and with it: knock now or play on, D8), each lay-off (D10) — the coach
asks the AI package's ``evaluate_choices`` about the player's *own view at that moment*
(``Move.view``: the engine's ``PlayerView`` for that seat then, never a hidden card) and the
legal actions then, including the action the player chose. Every option is valued on the
same sampled worlds (common random numbers), so the cost of the player's choice — its mean
points per hand below the coach's best choice — comes with a paired standard error (docs/review.md
measures how far to trust it). Lay-offs are exact (the hand is decided; no sampling).

Pure Python: the Qt side (``controller/coach.py``) runs ``assess`` on the coach's lane of
the task service.
"""

from __future__ import annotations

import math

from ..engine import Action, Knock, Phase, PlayerView
from ..engine.frozen import frozen
from .hand import Replay

# Sampled worlds per decision. None: the AI package's own default (its "default effort").
DEFAULT_WORLDS: int | None = None
# A decision is marked as costly when it loses at least this many points per hand against
# the coach's best choice *and* the loss is clearly more than the sampling noise (Z
# standard errors).
COSTLY_POINTS = 1.0
Z = 2.0
SAME = 0.05  # a cost below this is "as good as the coach's choice" (the window says so)


@frozen
class CoachRequest:
    """Everything the evaluation of one decision gets: the mover's view and choices then,
    the choice it made, the effort, and the computer's level as the hand's record names it
    ("" when not known: the evaluation assumes Hard's prior of its style, as the Hint
    does). Nothing else crosses to the evaluator."""

    move: int
    view: PlayerView
    legal: tuple[Action, ...]
    played: Action
    worlds: int | None = DEFAULT_WORLDS
    seed: int = 0
    opponent: str = ""


@frozen
class Option:
    """One valued choice: mean points per hand for the rest of the hand (+ the player
    scores, − the opponent scores) and the reason as a message key with parameters."""

    action: Action
    mean: float
    key: str
    params: tuple[tuple[str, object], ...]


@frozen
class Verdict:
    """The coach's judgement of move ``move``.

    ``cost`` is how many points per hand the played action is expected to lose against
    ``best`` (the coach's choice), ``stderr`` the standard error of that estimate over the
    ``worlds`` sampled deals (0 with ``worlds`` 0: exact, as for lay-offs; infinite when
    nothing could be sampled)."""

    move: int
    phase: Phase
    played: Action
    best: Action
    cost: float
    stderr: float
    worlds: int
    played_option: Option
    best_option: Option
    options: tuple[Option, ...]
    knock_possible: bool = False
    # Why ``best`` beats the played action: a fact that favours it over the played one
    # (``ai.coach.contrast``: key and sorted parameters); empty when they agree.
    why: tuple[str, tuple[tuple[str, object], ...]] = ("", ())

    @property
    def played_reason_shown(self) -> bool:
        """The played option's own reason speaks against it (a meld broken, a card that
        feeds the opponent, an undercut risk) and may be shown next to it — unless the
        played move is as good as the coach's choice after all."""
        from ..ai.coach import AGAINST_KEYS

        return self.played_option.key in AGAINST_KEYS and self.cost >= SAME

    @property
    def best_reason_shown(self) -> bool:
        """The best option's own reason may stand under it: it does not speak against it."""
        from ..ai.coach import AGAINST_KEYS

        return self.best_option.key not in AGAINST_KEYS

    @property
    def agrees(self) -> bool:
        return self.played == self.best

    @property
    def judged(self) -> bool:
        return math.isfinite(self.stderr)

    @property
    def costly(self) -> bool:
        """Clearly worse than the coach's best choice: at least ``COSTLY_POINTS`` per hand, and more
        than ``Z`` standard errors (sampling noise alone rarely goes that far)."""
        return (
            not self.agrees
            and self.judged
            and self.cost >= COSTLY_POINTS
            and self.cost > Z * self.stderr
        )

    @property
    def margin(self) -> float:
        """Half the width of the ~95 % interval of ``cost`` (``Z`` standard errors)."""
        return Z * self.stderr if self.judged else math.inf


@frozen
class Summary:
    """The whole hand: how many decisions were judged, which were costly (by move), their
    total estimated cost, and the costliest."""

    decisions: int
    judged: int
    agreed: int
    costly: tuple[Verdict, ...]
    total_cost: float
    worst: Verdict | None


def requests(rep: Replay, worlds: int | None = DEFAULT_WORLDS, seed: int = 0) -> tuple:
    """One ``CoachRequest`` per decision of the reviewed player, in move order."""
    return tuple(
        CoachRequest(m.number, m.view, m.legal, m.action, worlds, seed, rep.hand.opponent)
        for m in rep.decisions()
    )


def assess(request: CoachRequest, cancel=None, progress=None) -> Verdict:
    """Hard's evaluation of ``request`` (``ai.evaluate_choices`` on the request's view and
    legal actions only). ``cancel`` (``is_set()``) stops early; ``progress(done, total)``
    follows the sampled worlds."""
    from ..ai import evaluate_choices
    from ..ai.coach import COACH_WORLDS, contrast

    # The cost is measured on fresh worlds, not on those that chose the best option (its
    # luck picked it): an unbiased estimate, so "clearly above the noise" means what it says.
    worlds = COACH_WORLDS if request.worlds is None else request.worlds
    kwargs = {
        "seed": request.seed,
        "cancel": cancel,
        "progress": progress,
        "confirm": worlds,
        "opponent": request.opponent,
    }
    if request.worlds is not None:
        kwargs["worlds"] = request.worlds
    entries = evaluate_choices(request.view, request.legal, include=(request.played,), **kwargs)
    if not entries:
        raise ValueError(f"move {request.move}: the evaluation valued no option")
    options = tuple(
        Option(e.action, float(e.mean), e.key, tuple(sorted(e.params.items()))) for e in entries
    )
    played = next((e for e in entries if e.action == request.played), None)
    if played is None:
        raise ValueError(f"move {request.move}: the played action was not valued")
    best = entries[0]
    worlds = max((e.worlds for e in entries), default=0)
    if worlds == 0 and not math.isfinite(best.stderr):
        cost, stderr = 0.0, math.inf  # nothing could be sampled (the stock is at its end)
    elif played is best:
        cost, stderr = 0.0, 0.0
    else:
        # Exact (lay-offs: worlds 0, error 0) or the paired error over the same worlds.
        cost, stderr = -float(played.diff), float(played.diff_stderr)
    return Verdict(
        move=request.move,
        phase=request.view.phase,
        played=request.played,
        best=best.action,
        cost=max(0.0, cost),
        stderr=stderr,
        worlds=worlds,
        played_option=options[entries.index(played)],
        best_option=options[0],
        options=options,
        knock_possible=any(isinstance(a, Knock) for a in request.legal),
        # A fact in favour of the coach's choice only when, on the fresh worlds, it is
        # better: "as good as yours" and "scores more than yours" must never meet.
        why=_why(contrast, request, best, played) if cost >= SAME else ("", ()),
    )


def _why(contrast, request: CoachRequest, best, played) -> tuple:
    if played is best or played.action == best.action or best.worlds == 0:
        return ("", ())
    key, params = contrast(request.view, best, played)
    return (key, tuple(sorted(params.items())))


def summarize(verdicts) -> Summary:
    verdicts = tuple(v for v in verdicts if v is not None)
    costly = tuple(sorted((v for v in verdicts if v.costly), key=lambda v: v.move))
    worst = max(costly, key=lambda v: (v.cost, -v.move), default=None)
    return Summary(
        decisions=len(verdicts),
        judged=sum(1 for v in verdicts if v.judged),
        agreed=sum(1 for v in verdicts if v.agrees),
        costly=costly,
        total_cost=sum(v.cost for v in costly),
        worst=worst,
    )


__all__ = [
    "COSTLY_POINTS",
    "CoachRequest",
    "Option",
    "Summary",
    "Verdict",
    "Z",
    "assess",
    "requests",
    "summarize",
]
