"""The translation catalogues are complete, current and faithful."""

import ast
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from ginrummy_desktop.vocabulary import LANGS, LOCALES, SOURCE_LANGUAGE

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(shutil.which("pyside6-lupdate") or ROOT / ".venv" / "bin" / "pyside6-lupdate").parent
# Every language has a catalogue; English, the sources' language, keeps only its "%n"
# texts: their singular ("1 card").
PLACEHOLDER = re.compile(r"%(?:\d+|n|L\d+)")


def plural_forms(locale: str, tmp: Path) -> int:
    """How many forms a "%n" text has in ``locale``, by Qt's own rules: lupdate's empty
    entry for a new plural text in a catalogue made for that language."""
    src = tmp / "plural.py"
    src.write_text(
        "from PySide6.QtCore import QObject\n"
        "class Probe(QObject):\n"
        "    def f(self, n):\n"
        "        return self.tr('%n card(s)', '', n)\n"
    )
    ts = tmp / f"plural_{locale}.ts"
    subprocess.run(
        [str(BIN / "pyside6-lupdate"), str(src), "-target-language", locale, "-ts", str(ts)],
        capture_output=True,
        check=True,
    )
    return sum(1 for _ in ET.parse(ts).getroot().iter("numerusform"))


def sources():
    out = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard", "ginrummy_desktop/*.py"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    return sorted(out)


def messages(ts: Path):
    root = ET.parse(ts).getroot()
    for ctx in root.iter("context"):
        for msg in ctx.iter("message"):
            yield ctx.findtext("name"), msg


@pytest.mark.parametrize("lang", LANGS)
def test_lupdate_finds_nothing_new_or_unfinished(lang, tmp_path):
    """Running lupdate over the sources adds no message: nothing untranslated slipped in."""
    target = LOCALES[lang]
    copy = tmp_path / f"ginrummy_{lang}.ts"
    shutil.copy(ROOT / "translations" / f"ginrummy_{lang}.ts", copy)
    out = subprocess.run(
        [
            str(BIN / "pyside6-lupdate"),
            *sources(),
            "-no-obsolete",
            "-locations",
            "relative",
            "-target-language",
            target,
            *(["-pluralonly"] if lang == SOURCE_LANGUAGE else []),
            "-ts",
            str(copy),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    if lang == SOURCE_LANGUAGE:  # -pluralonly counts every other text as new, then strips it
        committed = ROOT / "translations" / f"ginrummy_{lang}.ts"
        assert {(c, m.findtext("source")) for c, m in messages(copy)} == {
            (c, m.findtext("source")) for c, m in messages(committed)
        }
    else:
        assert "(0 new and" in out, out
    unfinished = [
        f"{c}: {m.findtext('source')}"
        for c, m in messages(copy)
        if m.find("translation").get("type") in ("unfinished", "vanished", "obsolete")
    ]
    assert unfinished == []


@pytest.mark.parametrize("lang", LANGS)
def test_translations_keep_placeholders_and_plural_forms(lang, tmp_path):
    root = ET.parse(ROOT / "translations" / f"ginrummy_{lang}.ts").getroot()
    assert root.get("language") == LOCALES[lang]
    forms = plural_forms(LOCALES[lang], tmp_path)
    assert forms >= 2
    for ctx, msg in messages(ROOT / "translations" / f"ginrummy_{lang}.ts"):
        source = msg.findtext("source")
        tr = msg.find("translation")
        texts = (
            [f.text or "" for f in tr.iter("numerusform")]
            if msg.get("numerus") == "yes"
            else [tr.text or ""]
        )
        if msg.get("numerus") == "yes":
            assert len(texts) == forms, (ctx, source)
        for text in texts:
            assert text.strip(), (ctx, source)
            assert sorted(PLACEHOLDER.findall(text)) == sorted(PLACEHOLDER.findall(source)), (
                ctx,
                source,
                text,
            )


@pytest.mark.parametrize("lang", LANGS)
def test_shipped_qm_is_current(lang, tmp_path):
    qm = tmp_path / "out.qm"
    subprocess.run(
        [
            str(BIN / "pyside6-lrelease"),
            "-silent",
            str(ROOT / "translations" / f"ginrummy_{lang}.ts"),
            "-qm",
            str(qm),
        ],
        check=True,
    )
    shipped = ROOT / "ginrummy_desktop" / "translations" / f"ginrummy_{lang}.qm"
    assert qm.read_bytes() == shipped.read_bytes(), "run scripts/update_translations.sh"


# ------------------------------------------------------------------ what lupdate cannot see
# lupdate's Python parser silently drops or mislabels some calls (measured with 6.11):
# translate(ctx, src, None, obj.attr) is skipped, translate(ctx, src, None, n) loses its
# plural mark, and an alias tr = self.tr / tr = QCoreApplication.translate files the text
# under the wrong context. The "0 new" check above cannot notice a text that lupdate never
# saw, so read the sources with Python's own parser and look each literal up.

TRANSLATING = {"translate", "QT_TRANSLATE_NOOP", "tr"}


def _calls():
    """(where, context, source, wants plural, problem) for every translation call."""
    out = []
    for rel in sources():
        path = ROOT / rel
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=rel)
        classes: list[str] = []

        def visit(node, classes=classes, rel=rel):
            if isinstance(node, ast.ClassDef):
                classes.append(node.name)
                for child in ast.iter_child_nodes(node):
                    visit(child)
                classes.pop()
                return
            if isinstance(node, ast.Call):
                out.append(_describe(node, classes[-1] if classes else None, rel))
            for child in ast.iter_child_nodes(node):
                visit(child)

        visit(tree)
    return [c for c in out if c is not None]


def _describe(node, cls, rel):
    fn = node.func
    name = fn.attr if isinstance(fn, ast.Attribute) else getattr(fn, "id", None)
    if name not in TRANSLATING or not node.args:
        return None
    if (
        name == "translate"
        and isinstance(fn, ast.Attribute)
        and getattr(fn.value, "id", None) not in ("QCoreApplication", "QApplication")
    ):
        return None  # QTransform.translate and the like
    where = f"{rel}:{node.lineno}"
    args = node.args
    if name == "tr":
        # self.tr() takes the enclosing class as its context; ClassName.tr() (the narrator's
        # namespace class) takes that class's name, as lupdate does.
        owner = (
            fn.value.id
            if isinstance(fn, ast.Attribute) and isinstance(fn.value, ast.Name)
            else None
        )
        source, plural = args[0], len(args) >= 3
        context = cls if owner == "self" else owner
        problem = None if owner else "tr() that is not self.tr(): lupdate loses the context"
    else:
        if len(args) < 2:
            return None
        context, source = args[0], args[1]
        plural = len(args) >= 4 or any(k.arg == "n" for k in node.keywords)
        context = context.value if isinstance(context, ast.Constant) else None
        problem = None
    if isinstance(source, ast.JoinedStr):
        return (where, context, None, plural, "f-string inside a translation call")
    if not (isinstance(source, ast.Constant) and isinstance(source.value, str)):
        return None  # a lookup of a text marked elsewhere (QT_TRANSLATE_NOOP tables)
    if context is None or not isinstance(context, str):
        return (where, None, source.value, plural, "the context is not a literal")
    if name == "translate" and plural:
        problem = problem or "a %n plural in translate(): lupdate marks plurals only in self.tr()"
    return (where, context, source.value, plural, problem)


def test_sources_use_only_calls_lupdate_reads():
    problems = [f"{w}: {p}" for w, _c, _s, _pl, p in _calls() if p]
    assert problems == []


@pytest.mark.parametrize("lang", LANGS)
def test_every_source_text_is_in_the_catalogue(lang):
    """Each literal reaches the catalogue under the context Qt looks it up in, as a plural
    when the call passes a count (English: each plural)."""
    catalogue = {
        (c, m.findtext("source")): m.get("numerus") == "yes"
        for c, m in messages(ROOT / "translations" / f"ginrummy_{lang}.ts")
    }
    calls = [c for c in _calls() if c[2] is not None and (lang != SOURCE_LANGUAGE or c[3])]
    assert len(calls) > (15 if lang == SOURCE_LANGUAGE else 300)
    missing = [f"{w}: [{c}] {s!r}" for w, c, s, _pl, _p in calls if (c, s) not in catalogue]
    assert missing == []
    wrong_plural = [f"{w}: [{c}] {s!r}" for w, c, s, pl, _p in calls if catalogue[(c, s)] != pl]
    assert wrong_plural == []


def test_translating_classes_are_not_subclassed():
    """PySide6's self.tr() looks a text up under the class of the object at run time, so a
    subclass of a translating widget would miss every text of its base class."""
    translating, bases = set(), {}
    for rel in sources():
        for node in ast.walk(ast.parse((ROOT / rel).read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                bases.update({node.name: [getattr(b, "id", None) for b in node.bases]})
                if any(
                    isinstance(n, ast.Call)
                    and isinstance(n.func, ast.Attribute)
                    and n.func.attr == "tr"
                    for n in ast.walk(node)
                ):
                    translating.add(node.name)
    offenders = [
        f"{sub}({base})" for sub, bs in bases.items() for base in bs if base in translating
    ]
    assert offenders == []


def test_no_player_visible_text_cites_a_rule_number_or_a_file():
    """Rule numbers (D1–D16) and file names are for the code's comments, never for the
    player: every translatable text is free of them."""
    cites = re.compile(r"\bD(?:[1-9]|1[0-6])\b|\.md\b")
    root = ET.parse(ROOT / "translations" / "ginrummy_lt.ts").getroot()
    sources = [m.findtext("source") for m in root.iter("message")]
    assert len(sources) > 300
    assert [s for s in sources if cites.search(s)] == []
