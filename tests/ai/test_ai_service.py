"""The decision server of the AI child process (ai/service.py): one protocol for every
player, ``choose(view, legal, cancel=...)``; an error is reported, never retried."""

from __future__ import annotations

import threading
from multiprocessing import Pipe

from ginrummy_desktop.ai import service
from ginrummy_desktop.engine import Match


class _Fake:
    """A player that follows the protocol and records the cancel object it was given."""

    def __init__(self):
        self.cancels = []

    def choose(self, view, legal, cancel=None):
        self.cancels.append(cancel)
        return legal[-1]


class _Buggy:
    """A player with a bug that raises TypeError: the server must report it, not rerun
    ``choose`` without ``cancel`` (which once hid such bugs)."""

    def __init__(self):
        self.calls = 0

    def choose(self, view, legal, cancel=None):
        self.calls += 1
        return len(None)  # TypeError


def _serve_with(monkeypatch, player):
    monkeypatch.setattr(service, "make_player", lambda level, seed, budget_ms: player)
    parent, child = Pipe()
    cancel = threading.Event()
    t = threading.Thread(target=service.serve, args=(child, cancel), daemon=True)
    t.start()
    return parent, cancel, t


def test_every_request_passes_the_cancel_event(monkeypatch):
    fake = _Fake()
    conn, cancel, t = _serve_with(monkeypatch, fake)
    m = Match(seed=2)
    legal = m.legal_actions()
    conn.send(("hard", 1, None, m.view(m.to_act), legal))
    status, action = conn.recv()
    assert status == "ok" and action == legal[-1]
    assert fake.cancels == [cancel]
    conn.send(None)
    t.join(5)
    assert not t.is_alive()


def test_a_type_error_is_reported_not_retried(monkeypatch):
    buggy = _Buggy()
    conn, _, t = _serve_with(monkeypatch, buggy)
    m = Match(seed=2)
    conn.send(("hard", 1, None, m.view(m.to_act), m.legal_actions()))
    status, text = conn.recv()
    assert status == "error" and "TypeError" in text
    assert buggy.calls == 1
    conn.send(None)
    t.join(5)


def test_progress_messages_come_before_the_answer():
    """The one protocol both children speak: progress, then the answer."""
    parent, child = Pipe()
    cancel = threading.Event()

    def handle(request, cancel, progress):
        for done in range(1, request + 1):
            progress(done, request)
        return request * 10

    t = threading.Thread(target=service.serve_requests, args=(child, cancel, handle), daemon=True)
    t.start()
    parent.send(3)
    assert [parent.recv() for _ in range(4)] == [
        ("progress", 1, 3),
        ("progress", 2, 3),
        ("progress", 3, 3),
        ("ok", 30),
    ]
    parent.send(None)
    t.join(5)
    assert not t.is_alive()
