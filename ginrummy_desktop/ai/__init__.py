"""Computer players: Easy, Normal, Hard, and the baselines SimpleRef and Random.

Pure Python: sees only a ``PlayerView``, the legal actions and pure rule helpers (cards,
melds, layoffs, scoring, rules) — never the live match, never Qt (the AI contract in docs/ai.md).

    from ginrummy_desktop.ai import make_player, suggest
    player = make_player("normal", seed=7)          # "easy" | "normal" | "hard" |
    action = player.choose(view, legal_actions)      # "simpleref" | "random"

With a seed and no time budget every level is deterministic: the same seed and the same view
give the same action. ``budget_ms`` only matters for Hard (see ``hard.HardPlayer``), which
also stops early when ``player.cancel()`` is called from another thread.
"""

from __future__ import annotations

from .simple import EasyPlayer, RandomPlayer, SimpleRefPlayer

LEVELS = ("easy", "normal", "hard", "simpleref", "random")
# Styled opponents for measuring Hard (``panel.py``): the arena plays them, players never
# see them.
PANEL_LEVELS = ("camper", "knocker", "hardgreedy")

# The time budget the desktop app gives Hard per decision in interactive play (ms): Hard
# answers within it (+ a few ms) and searches as many worlds as fit, so a slower machine
# gets a weaker but equally quick Hard. Median decision time stays within the 300 ms a
# player waits comfortably; decisions that need no search answer at once.
INTERACTIVE_BUDGET_MS = 250


def make_player(level: str, seed: int = 0, budget_ms: float | None = None):
    """A new computer player for ``level`` (one per seat). What a player remembers of the
    game is read from the view (Hard's opponent profile from ``view.results``), so a fresh
    player decides as one that saw the whole game; the one exception is SimpleRef's
    per-hand repeat guard."""
    level = str(level).lower()
    if level == "easy":
        return EasyPlayer(seed, budget_ms)
    if level == "random":
        return RandomPlayer(seed, budget_ms)
    if level == "simpleref":
        return SimpleRefPlayer(seed, budget_ms)
    if level == "normal":
        from .normal import NormalPlayer

        return NormalPlayer(seed, budget_ms)
    if level == "hard":
        from .hard import HardPlayer

        return HardPlayer(seed, budget_ms)
    if level in PANEL_LEVELS:
        from .panel import make_panel_player

        return make_panel_player(level, seed, budget_ms)
    raise ValueError(f"unknown level {level!r}: use one of {', '.join(LEVELS)}")


def suggest(view, legal_actions, opponent: str = ""):
    """The coach's best choice (its own evaluation and effort) for a Hint button, with a
    reason as a message key and parameters (the UI translates; no English sentences here).
    ``opponent``: the computer's level at the table ("" when not known). See
    ``hint.Suggestion``."""
    from .hint import suggest as _suggest

    return _suggest(view, legal_actions, opponent)


def evaluate_choices(view, legal_actions, **kwargs):
    """The coach's evaluation of every reasonable option of one decision (see
    ``coach.evaluate_choices``): a list of ``coach.ChoiceValue``, best first."""
    from .coach import evaluate_choices as _evaluate

    return _evaluate(view, legal_actions, **kwargs)


__all__ = [
    "LEVELS",
    "PANEL_LEVELS",
    "INTERACTIVE_BUDGET_MS",
    "make_player",
    "suggest",
    "evaluate_choices",
]
