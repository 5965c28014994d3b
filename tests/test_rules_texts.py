"""The in-app rules texts (resources/rules/*.html) and their loader, tabletop_gui.model.rules_text."""

from __future__ import annotations

import re
import subprocess
import sys
from html.parser import HTMLParser

import pytest

from tabletop_gui.model import rules_text
from tabletop_gui.model.rules_text import LANGUAGES, games, rules_html, sections

ALL = [(game, lang) for game in games() for lang in LANGUAGES]

SECTIONS = {
    "pylos": ["material", "setup", "turn", "patterns", "end", "variants", "repetition",
              "notation", "app", "review"],
    "pilus": ["material", "setup", "laying", "pawns", "scoring", "end", "notation", "app"],
}

# The number of "**Decision:**" entries in docs/RULES.md, per game (Pylos: who starts,
# take-back required, empty reserve ends at once, threefold repetition; PILUS: colours, regions
# judged from above, pawn optional, ties share the win, passing).
DECISIONS = {"pylos": 4, "pilus": 5}

# The words of the printed rulebooks (and, where no rulebook exists in that language, the
# words chosen for the app), lower case.
TERMS = {
    ("pylos", "en"): ["sphere", "reserve", "square", "raise", "level", "board", "pyramid",
                      "free", "take back", "line"],
    ("pylos", "es"): ["bola", "reserva", "cuadrado", "subir", "tablero", "pirámide", "nivel",
                      "recuper", "línea"],
    ("pylos", "ro"): ["bilă", "rezervă", "careu", "platou", "piramidă", "nivel", "recuper",
                      "aliniament"],
    ("pylos", "cs"): ["koule", "zásobník", "čtverec", "patro", "pyramid", "deska", "odebr",
                      "řada"],
    ("pilus", "en"): ["tile", "pawn", "scoring region", "level", "hand", "starting tile",
                      "square"],
    ("pilus", "es"): ["loseta", "ficha", "región puntuable", "nivel", "mano", "loseta inicial",
                      "cuadrado", "robar"],
    ("pilus", "ro"): ["plăcuță", "pion", "regiune punctabilă", "nivel", "mână",
                      "plăcuță de start", "pătrat"],
    ("pilus", "cs"): ["dílek", "figurka", "bodovaná oblast", "patro", "ruk", "startovní dílek",
                      "políčk"],
}

# Colour names (PILUS) and player names (Pylos) per language.
COLOURS = {
    "en": ["blue", "yellow", "grey", "green"],
    "es": ["azul", "amarill", "gris", "verde"],
    "ro": ["albastr", "galben", "gri", "verde"],
    "cs": ["modr", "žlut", "šed", "zelen"],
}

# Common English words that must not be left in a translation (lower case, spaces matter).
ENGLISH = [" the ", " and ", " with ", " sphere", " tile", " pawn", " player", " level ",
           " square", " take back", " you ", " your ", " is ", " of ", " it ", " from ",
           " click", " note:", " rules", " board", " turn ", " game ", " done", " stay"]

MAJOR_TAGS = {"html", "head", "body", "title", "style", "h1", "h2", "h3", "p", "ul", "ol", "li",
              "table", "tr", "td", "th", "b", "i", "small", "code", "tt"}
VOID_TAGS = {"meta", "br", "hr", "img"}


class _Checker(HTMLParser):
    """Checks that the major tags are balanced and collects the visible text."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.text: list[str] = []
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self._skip = 0

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        if tag in VOID_TAGS:
            return
        if tag not in MAJOR_TAGS:
            self.errors.append(f"unexpected tag <{tag}> at {self.getpos()}")
        self.stack.append(tag)
        if tag in ("style", "title"):
            self._skip += 1

    def handle_startendtag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))

    def handle_endtag(self, tag):
        if tag in VOID_TAGS:
            return
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> at {self.getpos()} closes {self.stack[-1:]}")
            return
        self.stack.pop()
        if tag in ("style", "title"):
            self._skip -= 1

    def handle_data(self, data):
        if not self._skip:
            self.text.append(data)


def _parse(game: str, lang: str) -> _Checker:
    checker = _Checker()
    checker.feed(rules_html(game, lang))
    checker.close()
    return checker


def _text(game: str, lang: str) -> str:
    """The visible text, lower case, whitespace collapsed, with spaces at both ends."""
    return " " + re.sub(r"\s+", " ", " ".join(_parse(game, lang).text)).lower() + " "


@pytest.mark.parametrize("game,lang", ALL)
def test_text_exists_and_is_well_formed(game, lang):
    html = rules_html(game, lang)
    assert html.lstrip().startswith("<!DOCTYPE html>")
    assert f'<html lang="{lang}">' in html
    assert '<meta charset="utf-8">' in html
    checker = _parse(game, lang)
    assert checker.errors == []
    assert checker.stack == [], f"unclosed tags: {checker.stack}"
    # Pictures are the app's own (figure: addresses, drawn by the 3D table) and nothing is
    # fetched from outside: QTextBrowser shows the text as is.
    images = [attrs for tag, attrs in checker.tags if tag == "img"]
    assert images and all(a.get("src", "").startswith(f"figure:{game}/") for a in images)
    assert len(re.findall(r"src\s*=", html)) == len(images)
    assert not re.search(r"href\s*=", html)
    assert "http" not in html


@pytest.mark.parametrize("game,lang", ALL)
def test_sections(game, lang):
    assert sections(game, lang) == SECTIONS[game]
    # Every h2 has an anchor; h1 is the title only.
    checker = _parse(game, lang)
    h2 = [attrs for tag, attrs in checker.tags if tag == "h2"]
    assert all(a.get("id") for a in h2)
    assert sum(1 for tag, _ in checker.tags if tag == "h1") == 1


@pytest.mark.parametrize("game", games())
def test_same_sections_in_every_language(game):
    assert len({tuple(sections(game, lang)) for lang in LANGUAGES}) == 1


@pytest.mark.parametrize("game", games())
def test_same_pictures_in_every_language(game):
    pictures = {lang: re.findall(r'src="figure:([\w/-]+)"', rules_html(game, lang))
                for lang in LANGUAGES}
    assert pictures["en"], "pictures expected"
    assert all(p == pictures["en"] for p in pictures.values())


@pytest.mark.parametrize("game,lang", ALL)
def test_rulebook_terms(game, lang):
    text = _text(game, lang)
    missing = [term for term in TERMS[game, lang] if term not in text]
    assert missing == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_pilus_colours(lang):
    text = _text("pilus", lang)
    assert all(colour in text for colour in COLOURS[lang])
    for code in ("BYGN", "NBYG", "GNBY", "YGNB", "BYGN@2,0 p3,1"):
        assert code in rules_html("pilus", lang)


def _numbers(text: str) -> set[str]:
    return set(re.findall(r"\d+", text))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_pylos_numbers(lang):
    text = _text("pylos", lang)
    assert {"15", "30", "16", "4"} <= _numbers(text)
    assert "15 + 15 = 30" in text
    for code in ("1a1", "1d4", "2a1", "2c3", "3a1", "3b2", "4a1", "1b2", "1a1-2b2",
                 "2b2x2b2x1c3"):
        assert code in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_pilus_numbers(lang):
    text = _text("pilus", lang)
    assert {"30", "6", "5", "3", "14", "9", "7", "1", "2", "15"} <= _numbers(text)
    # 1 / 2 / 1 tiles removed for 2 / 3 / 4 players, in that order.
    assert re.search(r"<b>1 \w+</b>[^<]*2[^<]*<b>2 \w+</b>[^<]*3[^<]*<b>1 \w+</b>[^<]*4",
                     rules_html("pilus", lang))
    # 14 / 9 / 7 turns.
    assert re.search(r"<b>14</b>, <b>9</b> \w+ <b>7 \w+</b>", rules_html("pilus", lang))
    # The two scoring examples of the rulebook.
    assert "3 + 2 = 5" in text
    assert "3 × 5 = 15" in text


@pytest.mark.parametrize("game,lang", ALL)
def test_decision_notes(game, lang):
    html = rules_html(game, lang)
    assert html.count('<p class="decision">') >= DECISIONS[game]
    assert html.count('class="decision"') == html.count('<p class="decision">')
    # The style block that marks them is there too.
    assert "p.decision" in html


def test_czech_pylos_mentions_the_czech_rulebook_on_taking_none():
    html = rules_html("pylos", "cs")
    notes = re.findall(r'<p class="decision">(.*?)</p>', html, re.S)
    note = next(n for n in notes if "odebr" in n)  # the take-back note
    assert "česká pravidla" in note.lower()
    assert "žádn" in note  # "... nebo žádnou" / "nikdy žádná"
    assert "španělsk" in note and "rumunsk" in note


@pytest.mark.parametrize("lang", LANGUAGES)
def test_pylos_take_back_one_or_two_never_none(lang):
    words = {"en": ("one or two", "never none"),
             "es": ("una o dos", "nunca ninguna"),
             "ro": ("una sau două", "niciodată niciuna"),
             "cs": ("jedna nebo dvě", "nikdy žádná")}[lang]
    notes = " ".join(re.findall(r'<p class="decision">(.*?)</p>', rules_html("pylos", lang),
                                re.S))
    notes = re.sub(r"\s+", " ", notes)
    assert all(w in notes for w in words)


@pytest.mark.parametrize("game,lang", [(g, lang) for g, lang in ALL if lang != "en"])
def test_no_english_left(game, lang):
    text = _text(game, lang)
    left = [word for word in ENGLISH if word in text]
    assert left == []


@pytest.mark.parametrize("game,lang", ALL)
def test_diacritics(game, lang):
    html = rules_html(game, lang)
    # Romanian uses comma-below ș ț, never the cedilla forms ş ţ (which the scanned book has).
    assert not re.search("[\u015e\u015f\u0162\u0163]", html)
    # No mojibake from a wrong decoding.
    assert "Ã" not in html and "Ä" not in html and "\ufffd" not in html
    needed = {"en": "", "es": "áéíó", "ro": "ăâîșț", "cs": "áčéěíňřšůýž"}[lang]
    assert all(ch in html for ch in needed), [ch for ch in needed if ch not in html]


def test_language_fallback():
    en = rules_html("pylos", "en")
    es = rules_html("pylos", "es")
    assert rules_html("pylos", "pt") == en
    assert rules_html("pylos", "") == en
    assert rules_html("pylos", None) == en
    assert rules_html("pylos", "es_MX") == es
    assert rules_html("pylos", "es-ES") == es
    assert rules_html("pylos", "ES") == es
    assert rules_html("pylos", "cs_CZ.UTF-8") == rules_html("pylos", "cs")
    assert rules_html("pilus") == rules_html("pilus", "en")
    assert rules_text.resolve_language("ro_RO") == "ro"
    assert sections("pilus", "de") == SECTIONS["pilus"]


def test_unknown_game():
    with pytest.raises(ValueError):
        rules_html("chess", "en")


def test_texts_differ_per_language():
    for game in games():
        assert len({rules_html(game, lang) for lang in LANGUAGES}) == len(LANGUAGES)


def test_loader_imports_no_qt():
    code = ("import sys\n"
            "from tabletop_gui.model.rules_text import rules_html\n"
            "rules_html('pylos', 'cs'); rules_html('pilus', 'ro')\n"
            "bad = sorted(n for n in sys.modules if n.split('.')[0] in "
            "('PySide6', 'shiboken6', 'pyqtgraph', 'OpenGL', 'numpy'))\n"
            "print(','.join(bad))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == ""


def test_loader_uses_standard_library_only():
    import ast
    import pathlib

    tree = ast.parse(pathlib.Path(rules_text.__file__).read_text(encoding="utf-8"))
    stdlib = set(sys.stdlib_module_names)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            names = [node.module or ""]
        else:
            continue
        assert all(n.split(".")[0] in stdlib for n in names), names
