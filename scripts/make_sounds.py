#!/usr/bin/env python3
"""Synthesises the game's card sounds into ginrummy_desktop/resources/sounds/*.wav.

    python3 scripts/make_sounds.py           # write the files
    python3 scripts/make_sounds.py --check   # exit 1 if a committed file differs

Made here from noise and sine waves (no recordings, nothing taken from elsewhere), with a
fixed random seed, so the same script always writes the same bytes: 22 050 Hz, mono,
16-bit PCM. Plain Python (math, random, wave): no numpy needed.
"""

from __future__ import annotations

import argparse
import io
import math
import random
import sys
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "ginrummy_desktop" / "resources" / "sounds"


def silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def mix(base: list[float], add: list[float], at: float, gain: float = 1.0) -> list[float]:
    start = int(RATE * at)
    need = start + len(add)
    if need > len(base):
        base = base + [0.0] * (need - len(base))
    for i, v in enumerate(add):
        base[start + i] += v * gain
    return base


def lowpass(samples: list[float], cutoff: float) -> list[float]:
    """A one-pole low-pass filter: noise becomes a soft paper sound."""
    a = math.exp(-2 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for x in samples:
        y = (1 - a) * x + a * y
        out.append(y)
    return out


def highpass(samples: list[float], cutoff: float) -> list[float]:
    low = lowpass(samples, cutoff)
    return [x - lo for x, lo in zip(samples, low, strict=True)]


def noise(rng: random.Random, seconds: float) -> list[float]:
    return [rng.uniform(-1, 1) for _ in range(int(RATE * seconds))]


def envelope(samples: list[float], attack: float, decay: float) -> list[float]:
    """A fast rise, then an exponential fall (``decay``: seconds to about 1/e)."""
    n_attack = max(1, int(RATE * attack))
    out = []
    for i, v in enumerate(samples):
        t = i / RATE
        rise = min(1.0, i / n_attack)
        out.append(v * rise * math.exp(-max(0.0, t - attack) / decay))
    return out


def card_flick(rng: random.Random, length=0.07, cutoff=3200.0, decay=0.018) -> list[float]:
    """One card against another: a short burst of bright, filtered noise."""
    return envelope(highpass(lowpass(noise(rng, length), cutoff), 400.0), 0.002, decay)


def tone(freq: float, seconds: float, decay: float, partials=(1.0, 0.35, 0.12)) -> list[float]:
    """A bell-like tone: a few harmonics, each fading a little faster than the last."""
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        v = sum(
            amp * math.sin(2 * math.pi * freq * (k + 1) * t) * math.exp(-t * (k + 1) / decay)
            for k, amp in enumerate(partials)
        )
        out.append(v * min(1.0, i / (RATE * 0.004)))
    return out


def knock_hit(rng: random.Random) -> list[float]:
    """Knuckles on a wooden table: a damped low thump with a little click on top."""
    body = [
        math.sin(2 * math.pi * f * i / RATE) * math.exp(-i / (RATE * 0.035))
        for f in (170.0,)
        for i in range(int(RATE * 0.16))
    ]
    click = envelope(lowpass(noise(rng, 0.02), 2500.0), 0.001, 0.004)
    return mix(body, click, 0.0, 0.8)


def make(name: str) -> list[float]:
    rng = random.Random(f"ginrummy-sound:{name}")
    if name == "deal":  # ten cards flicked out in quick succession
        out = silence(0.05)
        for k in range(8):
            out = mix(out, card_flick(rng, 0.06, 2800.0 + 300 * (k % 3)), 0.045 * k, 0.7)
        return out
    if name == "draw":  # a card slid off the pile: a longer, softer swish
        swish = envelope(lowpass(noise(rng, 0.22), 1800.0), 0.05, 0.06)
        return mix(swish, card_flick(rng, 0.05, 2400.0, 0.012), 0.12, 0.5)
    if name == "discard":  # a card snapped down on the pile
        return mix(card_flick(rng, 0.09, 3600.0, 0.022), card_flick(rng, 0.04), 0.012, 0.4)
    if name == "knock":  # two knocks on the table
        return mix(knock_hit(rng), knock_hit(rng), 0.17, 0.9)
    if name == "gin":  # a bright rising arpeggio
        out = silence(0.05)
        for k, f in enumerate((523.25, 659.25, 783.99, 1046.5)):
            out = mix(out, tone(f, 0.5, 0.25), 0.08 * k, 0.5)
        return out
    if name == "win":  # a major chord, rising, held a little
        out = silence(0.05)
        for k, f in enumerate((392.0, 493.88, 587.33, 783.99)):
            out = mix(out, tone(f, 0.7, 0.35), 0.11 * k, 0.45)
        return out
    if name == "lose":  # two falling minor notes
        out = mix(silence(0.05), tone(392.0, 0.5, 0.3), 0.0, 0.5)
        return mix(out, tone(311.13, 0.7, 0.35), 0.22, 0.5)
    raise ValueError(f"unknown sound {name!r}")


def to_wav(samples: list[float], peak: float = 0.8) -> bytes:
    top = max(1e-9, max(abs(v) for v in samples))
    fade = int(RATE * 0.01)  # no click at the end
    pcm = bytearray()
    for i, v in enumerate(samples):
        gain = min(1.0, (len(samples) - i) / fade)
        pcm += int(max(-32767, min(32767, v / top * peak * gain * 32767))).to_bytes(
            2, "little", signed=True
        )
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(bytes(pcm))
    return buf.getvalue()


def main(argv=None) -> int:
    sys.path.insert(0, str(OUT.parent.parent.parent))
    from ginrummy_desktop.vocabulary import SOUNDS

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="compare with the committed files")
    args = ap.parse_args(argv)
    OUT.mkdir(parents=True, exist_ok=True)
    stale = []
    for name in SOUNDS:
        data = to_wav(make(name))
        path = OUT / f"{name}.wav"
        if args.check:
            if not path.is_file() or path.read_bytes() != data:
                stale.append(path.name)
            continue
        path.write_bytes(data)
        print(f"{path.relative_to(OUT.parent.parent.parent)}: {len(data)} bytes")
    if stale:
        print("out of date: " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
