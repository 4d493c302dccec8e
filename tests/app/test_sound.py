"""Card sounds: our own synthesised files, played for the right moments, at the chosen
volume, switched off in the settings, and silent and error-free without an audio device."""

from __future__ import annotations

import array
import logging
import os
import subprocess
import sys
import wave
from pathlib import Path

from table_deals import card, deal  # tests/support
from table_fixtures import open_window  # tests/support

from ginrummy_desktop import sound
from ginrummy_desktop.engine import EndLayoff, PassUpcard
from ginrummy_desktop.views.main_window import sounds_for
from ginrummy_desktop.vocabulary import SOUNDS

ROOT = Path(__file__).resolve().parents[2]


class Recorder:
    """An output that keeps what it is given."""

    instances: list = []

    def __init__(self) -> None:
        self.sounds: list[tuple[bytes, float]] = []
        self.busy = False
        Recorder.instances.append(self)

    def open(self) -> None:
        pass

    def play(self, pcm: bytes, gain: float = 1.0) -> None:
        self.sounds.append((pcm, gain))

    def close(self) -> None:
        pass


class NoDevice(Recorder):
    def open(self) -> None:
        raise OSError("no audio device")


def peak(pcm: bytes) -> int:
    a = array.array("h")
    a.frombytes(pcm)
    return max(abs(v) for v in a)


def test_every_sound_is_ours_and_short():
    for name in SOUNDS:
        with wave.open(str(sound.SOUND_DIR / f"{name}.wav"), "rb") as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
            assert 0.05 < w.getnframes() / 22050 <= 1.2, name
    # The committed files are exactly what the generator makes.
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "make_sounds.py"), "--check"],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr


def test_sounds_follow_volume_and_the_switch():
    Recorder.instances.clear()
    p = sound.SoundPlayer(True, 100, output_factory=Recorder)
    p.play("knock")
    assert p.wait_idle()
    p.set_volume(50)
    p.play("knock")
    assert p.wait_idle()
    (loud, g_loud), (soft, g_soft) = Recorder.instances[0].sounds
    assert loud == soft and (g_loud, g_soft) == (1.0, 0.25)  # half the volume: ¼ the power
    # The device gets each chunk at that gain as it asks for it.
    assert abs(peak(sound.scaled(soft, g_soft)) - peak(loud) * 0.25) <= 2
    p.set_enabled(False)
    p.play("gin")
    assert p.wait_idle()
    assert p.played == ["knock", "knock"]
    p.set_enabled(True)
    p.set_volume(0)
    p.play("gin")
    assert p.wait_idle() and p.played == ["knock", "knock"]
    p.shutdown()


def test_no_audio_device_is_silent_and_said_once(caplog):
    p = sound.SoundPlayer(output_factory=NoDevice)
    with caplog.at_level(logging.INFO, logger="ginrummy_desktop.sound"):
        p.play("deal")
        assert p.wait_idle()
        p.play("draw")
        p.play("discard")
        assert p.wait_idle()
    assert not p.available and p.played == []
    said = [r for r in caplog.records if "sounds are off" in r.getMessage()]
    assert len(said) == 1 and said[0].levelno == logging.INFO
    p.shutdown()


def test_the_moments_that_make_a_sound(qtbot, tmp_path, script):
    w = open_window(qtbot, tmp_path, size=None, sound=True)
    c = w.controller
    c.start(
        deal("AS 2S 3S 5H 6H 7H 9C 9D 9S KD", "2C 4C 6C 8C TC 3D 5D 7D JH QS", "QC", "4D"),
        opponent=script(PassUpcard(), EndLayoff()),
    )
    c.passUpcard()
    qtbot.waitUntil(lambda: not c.thinking)
    c.drawStock()
    c.knock(card("KD"))
    qtbot.waitUntil(lambda: not c.thinking)
    assert w.sound.wait_idle()
    assert w.sound.played == ["deal", "draw", "knock", "win"]
    w.close()


def test_sounds_for_a_computer_gin_and_a_lost_game():
    from ginrummy_desktop.engine import GameEnded, HandEnded, HandResult, Knocked

    r = HandResult(3, "gin", 1, 40, 0, knocker=1)
    events = [Knocked(1, card("KD"), True, 0, (), ()), HandEnded(r), GameEnded(1, (30, 120))]
    assert sounds_for(events) == ["gin", "lose"]


def test_real_playback_through_a_null_alsa_device(tmp_path):
    """The real miniaudio path end to end, where the machine has ALSA but no sound card:
    ALSA's null device stands in for speakers. Nothing may reach stderr."""
    (tmp_path / ".asoundrc").write_text("pcm.!default {\n  type null\n}\n")
    code = (
        "import time\n"
        "from ginrummy_desktop.sound import SoundPlayer\n"
        "p = SoundPlayer(True, 70)\n"
        "p.play('deal', 'win')\n"
        "assert p.wait_idle(5)\n"
        "time.sleep(0.3)\n"
        "print(p.available, p.played)\n"
        "p.shutdown()\n"
    )
    env = dict(os.environ, HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "True ['deal', 'win']"
    assert done.stderr == ""


def test_without_any_sound_card_nothing_reaches_stderr(tmp_path):
    """No device at all (the default ALSA device does not open): quiet, no ALSA noise."""
    (tmp_path / ".asoundrc").write_text("pcm.!default {\n  type hw\n  card 7\n}\n")
    code = (
        "from ginrummy_desktop.sound import SoundPlayer\n"
        "p = SoundPlayer(True, 70)\n"
        "p.play('deal')\n"
        "assert p.wait_idle(5)\n"
        "print(p.available)\n"
        "p.shutdown()\n"
    )
    env = dict(os.environ, HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "False" and done.stderr == ""


def test_a_device_that_asks_faster_than_real_time_is_paced(tmp_path):
    """ALSA's null device asks for sound as fast as it can (10^5 times a second here):
    the output gives it no more than real time, so the interpreter stays free for the
    table (benchmarks/ui_stall.py with sound on)."""
    (tmp_path / ".asoundrc").write_text("pcm.!default {\n  type null\n}\n")
    code = (
        "import time\n"
        "from ginrummy_desktop.sound import MiniaudioOutput\n"
        "o = MiniaudioOutput()\n"
        "asks = [0]\n"
        "real = o._stream\n"
        "def counting():\n"
        "    inner = real()\n"
        "    next(inner)\n"
        "    frames = yield b''\n"
        "    while True:\n"
        "        asks[0] += 1\n"
        "        frames = yield inner.send(frames)\n"
        "o._stream = counting\n"
        "o.open()\n"
        "time.sleep(2.0)\n"
        "o.close()\n"
        "print(asks[0])\n"
    )
    env = dict(os.environ, HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert done.returncode == 0, done.stderr
    assert 1 <= int(done.stdout) <= 100  # about 8 a second with 150 ms periods
