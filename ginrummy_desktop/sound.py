"""Card sounds: deal, draw, discard, knock, gin, win and lose (``vocabulary.SOUNDS``).

The sounds are WAV files made by ``scripts/make_sounds.py``; they are played through
miniaudio, a small self-contained audio library (its wheel carries the C code, and it opens
the system's PulseAudio, ALSA, WASAPI or Core Audio at run time), chosen over Qt Multimedia,
which is not in PySide6-Essentials and would bring FFmpeg, and over SDL or PortAudio, which are
larger or need a system package.

Nothing here may disturb the game: everything that can block or fail (loading the files,
opening the audio device, scaling to the volume) happens on the player's own thread, the GUI
thread only hands over a name. Without an audio device, without miniaudio, or after any error
the player goes quiet for the session and says so once in the log.
"""

from __future__ import annotations

import contextlib
import logging
import queue
import sys
import threading
import time
from pathlib import Path

from .vocabulary import SOUNDS

log = logging.getLogger(__name__)

SOUND_DIR = Path(__file__).resolve().parent / "resources" / "sounds"
RATE = 22050
IDLE_CLOSE_S = 2.0  # the device is closed after this long without a sound (no idle wake-ups)
MAX_AHEAD_S = 0.5  # more sound than this ahead of the clock: the device is not a real one


def load_pcm(name: str) -> bytes:
    """The 16-bit mono PCM of sound ``name`` (checked: our files are 22 050 Hz mono)."""
    if name not in SOUNDS:
        raise ValueError(f"unknown sound {name!r}")
    import wave  # here, on the sound thread: the window is built without it

    with wave.open(str(SOUND_DIR / f"{name}.wav"), "rb") as w:
        if (w.getnchannels(), w.getsampwidth(), w.getframerate()) != (1, 2, RATE):
            raise ValueError(f"{name}.wav is not 22050 Hz mono 16-bit")
        return w.readframes(w.getnframes())


def gain_of(volume: int) -> float:
    """The factor for ``volume`` percent (a perceived loudness: the square of the fraction)."""
    return (max(0, min(100, volume)) / 100) ** 2


def scaled(pcm: bytes, gain: float) -> bytes:
    """``pcm`` times ``gain``. Done a chunk at a time as the device asks for it, so that no
    sound is ever scaled all at once (a Python loop of tens of thousands of samples would
    hold the interpreter for tens of milliseconds)."""
    if gain >= 1.0:
        return pcm
    import array  # here, on the sound thread: the window is built without it

    samples = array.array("h")
    samples.frombytes(pcm)
    if sys.byteorder != "little":
        samples.byteswap()
    out = array.array("h", (int(v * gain) for v in samples))
    if sys.byteorder != "little":
        out.byteswap()
    return out.tobytes()


class _Playing:
    """The sound being played and how far; replaced whole, so the audio thread never sees a
    half-made one."""

    __slots__ = ("gain", "pcm", "pos")

    def __init__(self, pcm: bytes, gain: float) -> None:
        self.pcm = memoryview(pcm)
        self.pos = 0
        self.gain = gain


class MiniaudioOutput:
    """One playback device. ``open`` raises if there is no device (or no miniaudio)."""

    def __init__(self) -> None:
        self._device = None
        self._playing: _Playing | None = None

    def open(self) -> None:
        _quiet_alsa()
        # miniaudio's compiled part loads cffi's backend by itself; named here so that a
        # frozen bundle (PyInstaller) sees it and carries it.
        import _cffi_backend  # noqa: F401
        import miniaudio

        device = miniaudio.PlaybackDevice(
            output_format=miniaudio.SampleFormat.SIGNED16,
            nchannels=1,
            sample_rate=RATE,
            buffersize_msec=150,  # fewer wake-ups of Python on the audio thread
            app_name="Gin Rummy",
        )
        stream = self._stream()
        next(stream)
        device.start(stream)
        self._device = device

    @property
    def is_open(self) -> bool:
        return self._device is not None

    def play(self, pcm: bytes, gain: float = 1.0) -> None:
        self._playing = _Playing(pcm, gain)

    @property
    def busy(self) -> bool:
        playing = self._playing
        return playing is not None and playing.pos < len(playing.pcm)

    def close(self) -> None:
        device, self._device = self._device, None
        if device is not None:
            device.close()

    def _stream(self):
        """miniaudio asks for ``frames`` more samples at a time (on its own thread). A
        device that asks faster than real time (ALSA's null device does, 10^5 times a
        second) is paced here, so it never keeps the interpreter busy; a real device asks
        at its own pace and is never made to wait."""
        frames = yield b""
        started = time.monotonic()
        given = 0
        while True:
            given += frames
            ahead = given / RATE - (time.monotonic() - started) - MAX_AHEAD_S
            if ahead > 0:
                time.sleep(min(ahead, 0.25))
            want = frames * 2
            playing = self._playing
            if playing is None or playing.pos >= len(playing.pcm):
                chunk = bytes(want)
            else:
                chunk = scaled(
                    playing.pcm[playing.pos : playing.pos + want].tobytes(), playing.gain
                )
                playing.pos += want
                if len(chunk) < want:
                    chunk += bytes(want - len(chunk))
            frames = yield chunk


_alsa_handler = None


def _quiet_alsa() -> None:
    """ALSA prints its own errors to stderr when a machine has no sound card; the game
    already says "no sound" once in its log, so ALSA's lines are swallowed (Linux only)."""
    global _alsa_handler
    if not sys.platform.startswith("linux") or _alsa_handler is not None:
        return
    import ctypes

    try:
        lib = ctypes.CDLL("libasound.so.2")
    except OSError:
        return
    handler_type = ctypes.CFUNCTYPE(
        None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p
    )
    _alsa_handler = handler_type(lambda *args: None)  # kept alive for the session
    lib.snd_lib_error_set_handler(_alsa_handler)


class SoundPlayer:
    """Plays the card sounds on its own thread. ``play`` never blocks and never raises.

    ``output_factory`` makes the output (tests pass a fake one); ``played`` lists every
    sound handed to an output, in order (tests and the log read it). A player made
    ``held`` queues what it is asked to play and starts its thread on ``release()``: the
    window holds it until the table is first on screen, because loading the audio
    library on a second thread competes with the first paint for the interpreter."""

    def __init__(
        self, enabled: bool = True, volume: int = 70, output_factory=None, held: bool = False
    ) -> None:
        self.enabled = enabled
        self.volume = volume
        self.available = True  # False once the output could not be opened
        self.played: list[str] = []
        self._factory = output_factory or MiniaudioOutput
        self._queue: queue.Queue = queue.Queue()
        self._thread: threading.Thread | None = None
        self._pcm: dict[str, bytes] = {}
        self._held = held

    # ------------------------------------------------------------------ GUI thread
    def play(self, *names: str) -> None:
        """Play ``names`` one after the other (a new call cuts an earlier sound short)."""
        if not (self.enabled and self.available and names and self.volume > 0):
            return
        self._queue.put(("play", tuple(names), self.volume))
        self._start()

    def release(self) -> None:
        """Start playing what a held player was asked to play."""
        self._held = False
        if not self._queue.empty():
            self._start()

    def _start(self) -> None:
        if self._thread is None and not self._held:
            self._thread = threading.Thread(target=self._run, name="ginrummy-sound", daemon=True)
            self._thread.start()

    def set_enabled(self, on: bool) -> None:
        self.enabled = bool(on)
        if not on and self._thread is None:  # held: forget what waits to be played
            self._queue = queue.Queue()
        elif not on:
            self._queue.put(("stop",))

    def set_volume(self, percent: int) -> None:
        self.volume = max(0, min(100, int(percent)))

    def shutdown(self, timeout: float = 1.0) -> None:
        if self._thread is not None:
            self._queue.put(("quit",))
            self._thread.join(timeout)
            self._thread = None

    def wait_idle(self, timeout: float = 2.0) -> bool:
        """Wait until every request so far was handled (tests)."""
        done = threading.Event()
        if self._thread is None:
            return self._queue.empty()  # held with sounds waiting is not idle
        self._queue.put(("mark", done))
        return done.wait(timeout)

    # ------------------------------------------------------------------ the sound thread
    def _run(self) -> None:
        output = None
        while True:
            try:
                job = self._queue.get(timeout=IDLE_CLOSE_S)
            except queue.Empty:
                if output is not None and not output.busy:
                    output.close()
                    output = None
                continue
            kind = job[0]
            if kind == "quit":
                break
            if kind == "mark":
                job[1].set()
                continue
            if kind == "stop":
                if output is not None:
                    output.close()
                    output = None
                continue
            _, names, volume = job
            if not self.available:
                continue
            try:
                pcm = b"".join(self._sound(name) for name in names)
                if output is None:
                    output = self._factory()
                    output.open()
                output.play(pcm, gain_of(volume))
                self.played.extend(names)
            except Exception as exc:  # no device, no library, a broken file: go quiet
                self.available = False
                log.info("Card sounds are off for this session: %s", exc)
                if output is not None:
                    with contextlib.suppress(Exception):  # closing a broken device
                        output.close()
                    output = None
        if output is not None:
            output.close()

    def _sound(self, name: str) -> bytes:
        if name not in self._pcm:  # with a short pause after it, between two sounds
            self._pcm[name] = load_pcm(name) + bytes(int(RATE * 0.03) * 2)
        return self._pcm[name]
