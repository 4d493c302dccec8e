#!/usr/bin/python3
"""A screen reader's view of the game, through the real accessibility bus (AT-SPI).

Run by Debian's own ``/usr/bin/python3`` (pyatspi is a Debian package, not a wheel) inside a
private ``dbus-run-session``, on an X display of its own; ``tests/views/test_screen_reader.py``
starts it. It launches the accessibility bus, then the game (the command after ``--``), and
plays one hand using only what the accessibility tree names, the actions it offers and the
keyboard — as a blind player with Orca would. It prints one JSON document: the tree figures
at the first decision and, step by step, what a listener heard (announcements with their
politeness, and the names of focused objects).

It knows nothing of the game's code: card choices come from the names in the tree.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

APP_NAME = "ginrummy-desktop"
POLITENESS = {1: "polite", 2: "assertive"}
BUTTON_ROLES = {"push button", "check box", "toggle button", "radio button"}
RANKS = {
    "Ace": 1,
    "Two": 2,
    "Three": 3,
    "Four": 4,
    "Five": 5,
    "Six": 6,
    "Seven": 7,
    "Eight": 8,
    "Nine": 9,
    "Ten": 10,
    "Jack": 11,
    "Queen": 12,
    "King": 13,
}


class Listener:
    """What a screen reader hears: announcements and focus moves, in order."""

    def __init__(self) -> None:
        self.heard: list[dict] = []
        self.mark = 0
        pyatspi.Registry.registerEventListener(self._announced, "object:announcement")
        pyatspi.Registry.registerEventListener(self._focused, "object:state-changed:focused")

    def _announced(self, event) -> None:
        self.heard.append(
            {
                "kind": "announcement",
                "politeness": POLITENESS.get(event.detail1, str(event.detail1)),
                "text": str(event.any_data),
            }
        )

    def _focused(self, event) -> None:
        if event.detail1:
            try:
                name, role = event.source.name, event.source.getRoleName()
            except Exception:
                return
            self.heard.append({"kind": "focus", "role": role, "text": name})

    def since_mark(self) -> list[dict]:
        new = self.heard[self.mark :]
        self.mark = len(self.heard)
        return new


def pump(seconds: float) -> None:
    """Let the bus deliver events for ``seconds``."""
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        while context.pending():
            context.iteration(False)
        time.sleep(0.01)


def wait_for(predicate, timeout: float, what: str):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        pump(0.05)
        try:
            value = predicate()
        except Exception:
            value = None
        if value:
            return value
    raise TimeoutError(f"waited {timeout:.0f} s for {what}")


def walk(node, showing_only: bool = True):
    """Every object under ``node`` (the showing ones, with their descendants)."""
    for child in node:
        if child is None:
            continue
        try:
            state = child.getState()
        except Exception:
            continue
        if showing_only and not state.contains(pyatspi.STATE_SHOWING):
            continue
        yield child
        yield from walk(child, showing_only)


def actions(node) -> list[str]:
    try:
        a = node.queryAction()
    except NotImplementedError:
        return []
    return [a.getName(i) for i in range(a.nActions)]


def do_action(node, name: str) -> None:
    a = node.queryAction()
    names = [a.getName(i) for i in range(a.nActions)]
    a.doAction(names.index(name))


def find(root, role: str, name: str | None = None, start: str | None = None):
    for node in walk(root):
        if node.getRoleName() != role:
            continue
        if name is not None and node.name != name:
            continue
        if start is not None and not node.name.startswith(start):
            continue
        return node
    return None


def press_key(keysym_name: str) -> None:
    """A key press as the keyboard makes it (XTest through the registry)."""
    code = int(Gdk_keysym(keysym_name))
    pyatspi.Registry.generateKeyboardEvent(code, None, pyatspi.KEY_SYM)
    pump(0.05)


def Gdk_keysym(name: str) -> int:
    table = {
        "Right": 0xFF53,
        "Left": 0xFF51,
        "Home": 0xFF50,
        "End": 0xFF57,
        "Return": 0xFF0D,
        "Tab": 0xFF09,
        "space": 0x20,
    }
    if name in table:
        return table[name]
    return ord(name.lower())


class Table:
    """The game's window as the tree shows it."""

    def __init__(self, app) -> None:
        self.app = app
        self._nodes: dict = {}

    @property
    def frame(self):
        return next(c for c in self.app if c is not None and c.getRoleName() == "frame")

    def _node(self, role: str, name: str):
        """A fixed part of the table, looked up once (each lookup walks the tree over the
        bus) and again only if it is gone."""
        node = self._nodes.get((role, name))
        try:
            if node is not None and node.name == name:
                return node
        except Exception:
            pass
        node = find(self.frame, role, name)
        self._nodes[(role, name)] = node
        return node

    def label(self, name: str) -> str:
        node = self._node("label", name)
        return node.description if node is not None else ""

    def status(self) -> str:
        return self.label("What to do now")

    def button(self, start: str):
        return find(self.app, "push button", start=start)

    def pile(self, name: str):
        return find(self.frame, "push button", name)

    def hand(self) -> list[str]:
        hand = self._node("list", "Your hand")
        return [c.name for c in hand if c is not None]

    def dialog(self):
        return next(
            (
                c
                for c in self.app
                if c is not None
                and c.getRoleName() == "dialog"
                and c.getState().contains(pyatspi.STATE_SHOWING)
            ),
            None,
        )


def figures(app) -> dict:
    """The tree at one moment: how many objects show, and what a reader cannot use."""
    showing = list(walk(app))
    unnamed_focusable, unreachable, inert = [], [], []
    for node in showing:
        role, name = node.getRoleName(), node.name
        state = node.getState()
        focusable = state.contains(pyatspi.STATE_FOCUSABLE)
        if focusable and not name.strip():
            unnamed_focusable.append(role)
        if role in BUTTON_ROLES and not focusable:
            unreachable.append(name)
        if name in ("Stock", "Discard pile", "The knocker's melds") and (
            not focusable or not [a for a in actions(node) if a != "SetFocus"]
        ):
            inert.append(f"{role} {name}")
    return {
        "showing": len(showing),
        "focusable": sum(n.getState().contains(pyatspi.STATE_FOCUSABLE) for n in showing),
        "unnamed_focusable": unnamed_focusable,
        "enabled_controls": [
            n.name
            for n in showing
            if (n.getRoleName() in BUTTON_ROLES or n.name in ("Stock", "Discard pile"))
            and n.getState().contains(pyatspi.STATE_ENABLED)
        ],
        "buttons_out_of_reach": unreachable,
        "inert_piles": inert,
        "dump": [f"[{n.getRoleName()}] {n.name!r} {n.description!r} {actions(n)}" for n in showing],
    }


def knock_card(names: list[str]) -> int:
    """The row of the highest card the hand names as one that can be thrown to knock."""
    lit = [i for i, n in enumerate(names) if n.endswith("can be thrown to knock")]
    return max(lit, key=lambda i: min(10, rank_of(names[i])), default=0)


def rank_of(card_name: str) -> int:
    return RANKS.get(card_name.split()[0], 0)


def worst_deadwood(names: list[str]) -> int:
    """The row of the highest deadwood card (ties: the later one), by its name alone."""
    best, row = -1, len(names) - 1
    for i, n in enumerate(names):
        if n.endswith("deadwood") and min(10, rank_of(n)) >= best:
            best, row = min(10, rank_of(n)), i
    return row


class Player:
    def __init__(self, table: Table, ears: Listener) -> None:
        self.t = table
        self.ears = ears
        self.steps: list[dict] = []

    def step(self, what: str, settle) -> None:
        """Wait until ``settle()`` holds, then write down what was heard since the last
        step."""
        wait_for(settle, 40, what)
        pump(0.6)  # the announcements that follow the change
        self.steps.append(
            {"step": what, "status": self.t.status(), "heard": self.ears.since_mark()}
        )

    def my_turn(self) -> bool:
        s = self.t.status()
        return bool(s) and not s.startswith("The computer")

    def focused(self) -> str:
        focus = [h for h in self.ears.heard if h["kind"] == "focus"]
        return focus[-1]["text"] if focus else ""

    def tab_to(self, name: str, limit: int = 40) -> None:
        for _ in range(limit):
            press_key("Tab")
            pump(0.1)
            if self.focused() == name:
                return
        raise AssertionError(f"Tab never reached {name!r}")

    def tab_cycle(self) -> list[str]:
        """Tab from the hand until the focus comes back to it: every stop's name."""
        self.focus_hand_card(0)
        stops = []
        for _ in range(60):
            press_key("Tab")
            pump(0.1)
            name = self.focused()
            if name == "Your hand" or name.endswith(("deadwood", "in a run", "in a set")):
                break
            stops.append(name)
        return stops

    def focus_hand_card(self, row: int) -> str:
        """Home, then Right to ``row`` on the hand: the name a reader hears is returned."""
        hand = self.t._node("list", "Your hand")
        hand.queryComponent().grabFocus()
        wait_for(lambda: hand.getState().contains(pyatspi.STATE_FOCUSED), 10, "focus on hand")
        press_key("Home")
        for _ in range(row):
            press_key("Right")
        pump(0.3)
        focus = [h for h in self.ears.heard if h["kind"] == "focus"]
        return focus[-1]["text"] if focus else ""

    def discard_worst(self, how: str) -> str:
        names = self.t.hand()
        row = worst_deadwood(names)
        heard_name = self.focus_hand_card(row)
        if how == "enter":
            press_key("Return")
        else:
            do_action(self.t.pile("Discard pile"), "Discard")
        return heard_name


def play_hand(out: dict, table: Table, ears: Listener) -> None:
    p = Player(table, ears)
    t = table
    wait_for(lambda: t.button("Take upcard"), 60, "the first decision")
    p.step("first decision", lambda: t.status())
    out["first_decision"] = figures(t.app)
    out["first_decision"]["tab_stops"] = p.tab_cycle()
    p.ears.since_mark()  # the Tab walk's focus names are not a step of the hand

    # The guide's first note: "Got it" by its action.
    got_it = t.button("Got it")
    if got_it is not None:
        do_action(got_it, "Press")
        p.step("guide: got it", lambda: t.button("Got it") is None or True)

    # Take the upcard: the discard pile's own action.
    do_action(t.pile("Discard pile"), "Press")
    p.step("take the upcard", lambda: "Discard" in t.status())
    out["chosen"] = [p.discard_worst("pile action")]
    p.step("discard on the pile", lambda: p.my_turn() and "Draw" in t.status())

    turns = 0
    while turns < 30:
        turns += 1
        status = t.status()
        if "Deal the next hand" in status or "Start a new game" in status:
            break
        if status.startswith("Lay off"):
            lay_off(p, t)
            continue
        if "Draw" in status:
            if turns == 2:  # once by the keyboard alone: Tab to the stock, Space
                p.tab_to("Stock")
                press_key("space")
            else:
                do_action(t.pile("Stock"), "Press")
            p.step("draw from the stock", lambda: "Discard" in t.status())
            continue
        if "knock" in status and "Discard" in status:
            knock(p, t)
            continue
        if status.startswith("Discard"):
            out["chosen"].append(p.discard_worst("enter" if turns % 2 else "pile action"))
            p.step(
                "discard",
                lambda: p.my_turn() and not t.status().startswith("Discard"),
            )
            continue
        pump(0.2)
    p.step("result", lambda: "Deal the next hand" in t.status() or "new game" in t.status())
    dialog = wait_for(t.dialog, 20, "the result dialog")
    out["result_dialog"] = {
        "name": dialog.name,
        "texts": [
            f"[{n.getRoleName()}] {n.name} | {n.description}"
            for n in walk(dialog)
            if n.name or n.description
        ],
    }
    out["steps"] = p.steps


def knock(p: Player, t: Table) -> None:
    do_action(t.button("Knock"), "Press")
    p.step("knock", lambda: "lit card" in t.status() or "Knock by discarding" in t.status())
    if "Knock by discarding" not in t.status():
        p.focus_hand_card(knock_card(t.hand()))  # the hand names the lit cards
        do_action(t.pile("Discard pile"), "Discard")  # a drop on the pile picks it
        p.step("pick the knock card", lambda: "Knock by discarding" in t.status())
    do_action(t.button("Confirm knock"), "Press")
    p.step("confirm the knock", lambda: not t.status().startswith("Knock"))


def lay_off(p: Player, t: Table) -> None:
    """Try the first deadwood card on the first meld (a refusal is fine: it is heard),
    then the best lay-offs, then Done."""
    names = t.hand()
    row = next((i for i, n in enumerate(names) if n.endswith("deadwood")), 0)
    p.focus_hand_card(row)
    melds = find(t.frame, "list", "The knocker's melds")
    first = next(c for c in melds if c is not None)
    do_action(first, actions(first)[0])
    p.step("lay off on a meld", lambda: True)
    best = t.button("Lay off best")
    if best is not None and best.getState().contains(pyatspi.STATE_ENABLED):
        do_action(best, "Press")
        p.step("lay off best", lambda: True)
    do_action(t.button("Done"), "Press")
    p.step("done laying off", lambda: not t.status().startswith("Lay off"))


def play_game_by_keys(out: dict, t: Table, ears: Listener, max_hands: int = 40) -> None:
    """A whole game by the keyboard alone (the letters, arrows, Enter): what a player who
    cannot see the table does. Everything heard goes to ``out["log"]``."""
    p = Player(t, ears)
    wait_for(lambda: t.status(), 60, "the first decision")
    log = out.setdefault("log", [])
    path = os.environ.get("READER_LOG")

    class Log(list):
        """The log, also written line by line to READER_LOG as it grows."""

        def append(self, entry) -> None:
            super().append(entry)
            if path:
                with open(path, "a", encoding="utf-8") as f:
                    f.write(json.dumps(entry, ensure_ascii=False) + "\n")

        def extend(self, entries) -> None:
            for e in entries:
                self.append(e)

    log = out["log"] = Log()
    hands = 0
    for _ in range(2000):
        pump(0.3)
        log.extend(h for h in ears.since_mark() if h["kind"] == "announcement")
        status = t.status()
        dialog = t.dialog()
        if dialog is not None:
            texts = [f"{n.name} {n.description}".strip() for n in walk(dialog)]
            log.append({"kind": "dialog", "text": dialog.name + ": " + " | ".join(texts)})
            if dialog.name.startswith("Game over") or "Play again" in " ".join(texts):
                out["game_over"] = True
                break
            hands += 1
            press_key("Return")  # the focused "Next hand"
            wait_for(lambda: t.dialog() is None, 20, "the dialog to close")
            if hands >= max_hands:
                break
            continue
        if status.startswith("The computer") or not status:
            continue
        action = None
        if "won the game" in status:
            break
        if "Deal the next hand" in status:
            action = "wait for the result"
            pump(0.5)
        elif status.startswith("Take the upcard"):
            action = "P"
            press_key("p")
        elif "Draw" in status or "draw" in status:
            action = "S"
            press_key("s")
        elif "go gin" in status:
            action = "G"
            press_key("g")
        elif "or knock" in status:
            action = "K"
            press_key("k")
        elif status.startswith("Knock by discarding"):
            action = "Enter (confirm the knock)"
            press_key("Return")
        elif status.startswith("Click a lit card"):
            name = p.focus_hand_card(knock_card(t.hand()))
            action = f"arrows to {name}, Enter"
            press_key("Return")
        elif status.startswith("Discard"):
            row = worst_deadwood(t.hand())
            name = p.focus_hand_card(row)
            action = f"arrows to {name}, Enter"
            press_key("Return")
        elif status.startswith("Lay off"):
            action = "L, D"
            press_key("l")
            pump(0.4)
            press_key("d")
        if action:
            log.append({"kind": "keys", "text": action})
        pump(0.6)
        log.extend(h for h in ears.since_mark() if h["kind"] == "announcement")
    log.extend(h for h in ears.since_mark() if h["kind"] == "announcement")
    out["hands"] = hands
    if not out.get("game_over"):
        raise AssertionError("the game did not reach its end")


def main() -> int:
    sep = sys.argv.index("--")
    command = sys.argv[sep + 1 :]
    out: dict = {}
    bus = subprocess.Popen(
        ["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    app_proc = None
    try:
        time.sleep(0.5)
        ears = Listener()
        env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb")
        app_proc = subprocess.Popen(command, env=env)
        desktop = pyatspi.Registry.getDesktop(0)
        app = wait_for(
            lambda: next((a for a in desktop if a is not None and a.name == APP_NAME), None),
            60,
            "the game on the accessibility bus",
        )
        if "--whole-game" in sys.argv[1:sep]:
            play_game_by_keys(out, Table(app), ears)
        else:
            play_hand(out, Table(app), ears)
        out["ok"] = True
    except Exception as exc:  # the test reads the reason
        out["ok"] = False
        out["error"] = f"{type(exc).__name__}: {exc}"
    finally:
        if app_proc is not None:
            app_proc.terminate()
            try:
                app_proc.wait(10)
            except subprocess.TimeoutExpired:
                app_proc.kill()
        bus.terminate()
    print(json.dumps(out, ensure_ascii=False, indent=1))
    return 0 if out.get("ok") else 1


if __name__ == "__main__":
    sys.exit(main())
