"""The players a question tells apart, part by part ("Ana has 12 in blue, I have 9"; 健は4枚で合計21、わたしは...): each
part holding numbers names one player, a capitalised or lower-case name, the speaker's own word, or in Japanese the
name that opens the part. Only words and where they are: nothing here knows a rule."""

from __future__ import annotations

import re
from functools import lru_cache

from assistant.paths import LANGS
from assistant.worked import tr_names
from assistant.worked.patterns import patterns
from assistant.worked.reading import GROUPS, Text, fold, words

_PATTERNS = patterns("players")

ME_WORD = "\0me"  # the speaker ("I", "ben", "yo"), said in answers as the language's own "I"
SHE_WORD = "\0other"  # s10: a player told by a pronoun ("She has 2 rows"), resolved by _resolve_other
_SPLIT = re.compile(r"[,;:、。.!?]|\b(?:and|but|while|whereas|ve|ama|y|pero|mientras)\b")
# each language's own joining words ("I've" holds no Turkish "ve", "Al" no Spanish "al")
_SPLIT_OF = {"en": re.compile(r"[,;:.!?]|(?<!')\b(?:and|but|while|whereas)\b"),
             # s11: a Turkish clause ends with its verb, before the next player: "Özge'nin 2 sırası var benim 1"
             "tr": re.compile(r"[,;:.!?]|\b(?:ve|ama)\b|(?<=\bvar)\s+(?=[A-ZÇĞİÖŞÜ]|ben)"
                              r"|(?<=\bvard[iı])\s+(?=[A-ZÇĞİÖŞÜ]|ben)"),
             # s10: Spanish "e", the "y" before a word opening with i- or hi- ("Pedro tiene un 6 e Ines un 4")
             "es": re.compile(r"[,;:.!?]|\b(?:y|pero|mientras)\b|\be(?=\s+[hH]?[iIíÍ])")}
_NAME = re.compile(r"[A-ZÇĞİÖŞÜÁÉÍÓÚÑ][\wçğıöşüáéíóúñ]+")
_NOT_NAMES = {"alhambra", "azul", "dirk", "at", "the", "in", "who", "a", "el", "la", "en", "quien", "oyun",
              "sonunda", "if", "we", "both", "after", "end", "round", "si", "los", "las", "ambos", "what", "how",
              "when", "then", "so", "tie", "ikimiz", "biz", "is", "our", "game"}


# a Japanese player: a name in kanji, katakana or Latin letters (さん, くん...), before は / が / の / : or a number
# (a name in hiragana, さくら, holds no particle: は が の も と で end it; one opening with は, はなこ, right before
# its number: はなこ2本)
# s13: a hiragana name holding や (あや, ゆうや) right before its number, or its は / が and number ("あや2本")
_JA_NAME = re.compile(r"([\u4e00-\u9fff]{1,4}|[\u30a1-\u30fa\u30fc]{2,8}|[a-z]{2,12}|"
                      r"(?:(?![はがのもとでにをへ])[\u3041-\u3096]){2,6}(?=\d|[はが]\d)|(?:(?![はがのもとでにをへや])"
                      r"[\u3041-\u3096]){2,6}|は(?:(?![はがのもとでにをへや])[\u3041-\u3096]){1,5}(?=\d)"
                      # s8: a name holding と or opening with は, right before its number ("ゆうと 9", "はるとは5枚")
                      r"|[\u3041-\u3096](?:(?![はがのもでにをへ])[\u3041-\u3096]){1,5}(?=\s+\d|[はが]\d))"
                      r"(?:さん|くん|君|ちゃん|様)?(?=\s*(?:は|が|の|も)|:|\s*\d)")
# Spanish words that open a sentence capitalised ("Al final..."); in English "Al" is a name
_NOT_NAMES_OF = {"es": {"al", "del"}}
_JA_NOT_NAMES = {"いま", "これ", "それ", "あれ", "ここ", "そこ", "ぜんぶ", "みんな", "ふたり", "さっき", "あと", "まだ",
                 "もう", "はじめ", "さいご", "ぜんいん", "ひとり", "どっち", "だれ", "第",  # 第: 第2回, an ordinal
                 "横", "縦"}  # s22: "横の列の完成はミキが2本": the wall's rows, no player
_JA_SPLIT = re.compile(r"[、。,;!?・]|(?<=\d)\s+")  # "私6 アヤ11 シン4": a space after a number parts the players


def _ja_name(part: str, pronouns: set[str], stop: set[str]) -> str | None:
    """The player who opens a Japanese part (健は, さくらが, わたし3枚), ME_WORD for the speaker; None when the part
    opens with a word of the game or no name."""
    m = _JA_NAME.match(part)
    if not m:
        return None
    bare = m.group(1)
    if bare in pronouns:
        return ME_WORD
    if bare in words()["pronouns_other"]["ja"]:
        return SHE_WORD  # s10: 彼女は2列: resolved in _resolve_other
    return None if bare in stop or bare in _JA_NOT_NAMES or any(s in bare for s in stop) else bare


def _people_ja(text: Text, allow_twice: bool = False) -> list[tuple[str, Text]] | None:
    pronouns = set(words()["pronouns_i"]["ja"])
    stop = {w for group in GROUPS for by in words()[group].values()
            for w in by.get("ja", [])} | {w for kind in ("money", "tiles", "round", "floor", "wall", "line", "tie",
                                                     "leftover", "points", "dealt")
                                          for w in words()["terms"].get(kind, words()["extra_terms"].get(kind, {}))
                                          .get("ja", [])} | {"合計", "全部", "残り", "最後", "ゲーム", "手札", "場"}
    out = []
    norm = text.norm
    bounds = [0, *(p for m in _JA_SPLIT.finditer(norm) for p in (m.start(), m.end())), len(norm)]
    for start, end in zip(bounds[::2], bounds[1::2], strict=True):
        part = norm[start:end]
        told = Text(part, "ja")
        if not told.numbers or all(n in told.scores() or re.match(r"回|度目|番目", part[n.end:]) for n in told.numbers):
            continue  # a score, or the scoring's number (2回目の得点計算): no player's part
        digit = re.search(r"\d", part)
        label = part.rfind(":", 0, digit.start() if digit else len(part))
        if label >= 0:  # "スタートプレイヤー:健は5枚で": what the part is about, then the player
            part = part[label + 1:]
            told = Text(part, "ja")
        name = _ja_name(part.strip(), pronouns, stop)
        if name is None and " " in part.strip():  # "手札のディナール 私6": what the part is about, then the player
            last = part.strip().rsplit(" ", 1)[-1]
            name = _ja_name(last, pronouns, stop) if re.search(r"\d", last) else None
            told = Text(last, "ja") if name is not None else told
            # s8: "手札のディナールは ひな 5+4": the player, a space, then the number
            spaced = re.search(r"(\S+)\s+(\d[\d+＋]*)$", part.strip()) if name is None else None
            if spaced and (name := _ja_name(spaced.group(1) + spaced.group(2), pronouns, stop)) is not None:
                told = Text(spaced.group(0), "ja")
        if name is None and "は" in part.strip()[1:]:  # "横列の完成はさくら3つ"; not はなこ, a name opening with は
            name = _ja_name(part.split("は", 1)[1].strip(), pronouns, stop)
            told = Text(part.split("は", 1)[1], "ja")
        if name is None:
            return None
        out.append((name, told))
    out = _resolve_other(out, text)
    names = [n for n, _ in out]
    if len(out) < 2 or len(set(names)) != len(names) and not allow_twice:
        return None
    return out


_HAVE = _PATTERNS["have"]


@lru_cache(maxsize=len(LANGS))
def _term_words(lang: str) -> frozenset[str]:
    """Every single word of the readers' terms in a language: never a player's name."""
    out: set[str] = set()
    for table in (words()["terms"], words()["extra_terms"]):
        for by in table.values():
            out.update(fold(w, lang) for t in by.get(lang, []) for w in str(t).split())
    return frozenset(out)


def term_words(lang: str) -> frozenset[str]:
    """Every single word of the readers' terms in a language (see _term_words)."""
    return _term_words(lang)


def me_as_told(text: Text) -> str:
    """The speaker as an answer names him: the language's own "I", in Japanese the word the question uses for
    itself (わたし, 僕, 私: different words, each spelled as told; s13)."""
    mine = words()["pronouns_i"][text.lang]
    if text.lang == "ja":
        at = [(text.norm.find(w), w) for w in mine if w in text.norm]
        if at:
            return min(at)[1]
    return mine[0]


def names_another(part: str, lang: str) -> bool:
    """A part of a question names a player other than the speaker: a capitalised word that is no word of the
    games nor the speaker's ("Ana has the marker"), in Japanese a name opening the part before は or が (健は...).
    Over-inclusive on purpose: it only ever keeps a verdict back."""
    mine = {fold(w, lang) for w in [*words()["pronouns_i"][lang], *words()["terms"]["I"][lang]]}
    if lang == "ja":
        name = r"([\u4e00-\u9fff]{1,4}|[\u30a1-\u30fa\u30fc]{2,8})(?:さん|くん|ちゃん)?[はが]"
        stop = {w for by in words()["terms"]["floor"].values() for w in by} | {"床", "今", "場"} | _term_words("ja")
        stop |= {"今回", "今日", "今度", "前回", "最後", "最初", "合計", "全部"}  # s8: "今回は"
        found = [m.group(1) for m in [re.match(name, part.strip()), re.search(name + "(?:持|取)", part)] if m]
        # s13: a player joined to the speaker, in any script ("私とたくやが3枚ずつ")
        found += [m.group(1) for m in re.finditer(r"と((?:(?![はがのもとでにをへ])[\u3041-\u3096]){2,6}|"
                                                 r"[\u4e00-\u9fff]{1,4}|[\u30a1-\u30fa\u30fc]{2,8})[がは]", part)]
        return any(n not in mine and n not in stop and not n.endswith("マーカー") for n in found)
    return any(_NAME.fullmatch(w.group(0).split("'")[0]) and fold(w.group(0).split("'")[0], lang) not in
               _NOT_NAMES | mine | _NOT_NAMES_OF.get(lang, set()) and not opener_no_name(part, w, lang)
               for w in re.finditer(r"[\w']+", part))


def opener_no_name(part: str, m: re.Match, lang: str) -> bool:
    """A word capitalised only because it opens the part, no player: a word of the readers not followed by a verb
    of having ("Floor: the marker and 1 tile", "Tenía 2 puntos"; not "Blanca tiene..."), or a label of a word and
    a word of the readers ("Disaster round: 6 tiles", "Mala ronda:", "Felaket tur -")."""
    if re.sub(r"[\W_]", "", part[: m.start()]):  # only spaces and marks before it ("¿Con cuántos...")
        return False
    word, rest = m.group(0), part[m.end():]
    if "'" in word or re.match(_HAVE[lang], rest, re.IGNORECASE):
        return False
    if fold(word, lang) in _term_words(lang) | _LOWER_NOT_NAMES | set(words()["sentence_openers"][lang]):
        return True
    label = re.match(r"\s+([^\W\d_]+)\s*(?::|-\s)", rest)
    return bool(label and fold(label.group(1), lang) in _term_words(lang))


def _lower_name(part: str, m: re.Match, bare: str, lang: str, stop: frozenset[str]) -> bool:
    """A name typed in lower case ("ana has 12", "ayse'nin 12", "tom 2"): a word that is no word of the games,
    followed by a verb of having (an apostrophe in Turkish) or right before the part's first number."""
    word = fold(bare, lang)
    if not bare.isalpha() or len(bare) < 2 or word in stop or word in _term_words(lang) or word in _LOWER_NOT_NAMES:
        return False
    rest = part[m.start() + len(bare):]
    return bool(re.match(_HAVE[lang], rest, re.IGNORECASE) or re.match(r"\s\d", rest))


_LOWER_NOT_NAMES = {"has", "have", "had", "hold", "holds", "held", "keep", "keeps", "own", "owns", "got", "get",
                    "gets", "guardo", "llevo", "tienen", "tenemos", "only", "just", "also", "too", "then", "now",
                    "still", "tiene", "tengo", "tenia",
                    "solo", "tambien", "var", "yok", "sadece", "de", "da", "con", "en", "with", "of", "on", "at",
                    "is", "are", "was", "were", "and", "y", "ve", "ile", "por", "para", "le", "la", "el", "los",
                    "las", "un", "una", "bir", "a", "an", "the", "to", "for", "hay", "es", "son", "so", "ok", "okay",
                    # s10: verbs of getting cards, read as a lower-case name before the count ("Pablo recibio 4")
                    "recibio", "recibi", "recibe", "saco", "saque", "obtuvo", "consiguio", "received", "drew",
                    "aldi", "aldim", "cekti", "cektim",
                    # s17: verbs of scoring ("Tomas hizo 60", "Ana scored 58", "Mert 60 yapti")
                    "hizo", "hice", "hace", "lleva", "suma", "sumo", "termino", "quedo", "scored", "made", "yapti"}


_WITH_ME = {"en": r"and|&|n", "tr": r"ile|ve|la|le", "es": r"y|e|con"}


@lru_cache(maxsize=len(_WITH_ME))
def _joined_to_me(lang: str) -> re.Pattern | None:
    """A word joined to the speaker ("sam and me", "me and lisa", "ayse ile ben"), built once per language."""
    pronouns = "|".join(re.escape(p) for p in words()["pronouns_i"].get(lang, []))
    return re.compile(rf"(?i)\b([^\W\d_]{{2,}})\s+(?:{_WITH_ME[lang]})\s+(?:{pronouns})\b"
                      rf"|\b(?:{pronouns})\s+(?:{_WITH_ME[lang]})\s+([^\W\d_]{{2,}})\b") if pronouns else None


def lower_names(raw: str, lang: str) -> frozenset[str]:
    """The lower-case words a sentence uses as players' names (folded): before a verb of having or a count ("jo has
    2", "ana 12"), or joined to the speaker ("sam and me", "me and lisa", "ayse ile ben"); for telling a name from a
    word no rule uses (nonsense.py)."""
    if lang not in _WITH_ME:
        return frozenset()
    stop = not_names(lang)
    joined = _joined_to_me(lang)
    out = set()
    for m in re.finditer(r"[\w']+", raw):
        bare = m.group(0).split("'")[0]
        if _lower_name(raw, m, bare, lang, stop):
            out.add(fold(bare, lang))
    for m in joined.finditer(raw) if joined else ():
        word = fold(m.group(1) or m.group(2), lang)
        if word not in stop and word not in _term_words(lang) and word not in _LOWER_NOT_NAMES:
            out.add(word)
    return frozenset(out)


def people_merged(text: Text) -> list[tuple[str, Text]] | None:
    """As people(), but a player told in several parts ("Ana 64, Ben 64. Ana has 2 full rows, Ben 1") is one
    player, their parts read together, in the order the players first come."""
    found = people(text, allow_twice=True)
    if found is None:
        return None
    merged: dict[str, str] = {}
    for name, part in found:
        merged[name] = f"{merged[name]} ; {part.raw}" if name in merged else part.raw
    return [(name, Text(raw, text.lang)) for name, raw in merged.items()] if len(merged) >= 2 else None


@lru_cache(maxsize=len(LANGS))
def not_names(lang: str) -> frozenset[str]:
    """The words that are no player's name in `lang`: the games' things and the words people() never reads as
    one (built once per language: people() reads every question)."""
    return frozenset({fold(w, lang) for group in GROUPS for by in words()[group].values() for w in by.get(lang, [])}
                     | _NOT_NAMES | _NOT_NAMES_OF.get(lang, set()))


def people(text: Text, allow_twice: bool = False) -> list[tuple[str, Text]] | None:
    """The players a question tells apart part by part ("Ana has 12 in blue, I have 9"): each part of the
    sentence that holds numbers must name one player (a capitalised name, or the speaker's own word; in Japanese
    the name that opens the part, 健は..., 由美さんが...), in order; None when a part with numbers names nobody, or
    a name comes twice."""
    if text.lang == "ja":
        return _people_ja(text, allow_twice)
    pronouns = {fold(p, text.lang) for p in words()["pronouns_i"].get(text.lang, [])}
    stop = not_names(text.lang)
    others = {fold(p, text.lang) for p in words()["pronouns_other"].get(text.lang, [])}
    out: list[tuple[str, Text]] = []
    split = _SPLIT_OF.get(text.lang, _SPLIT)
    bounds = [0, *(p for m in split.finditer(text.raw) for p in (m.start(), m.end())), len(text.raw)]
    for start, end in zip(bounds[::2], bounds[1::2], strict=True):
        part = text.raw[start:end]
        told = Text(part, text.lang) if part.strip() else None
        if told is None or not told.numbers:
            continue
        scores = told.scores()
        if all(n in scores for n in told.numbers):
            continue  # "we both finished with 62 points", "tied on 60": the score, not a player's part
        # the player: the name (or the speaker's word) nearest before the part's first number ("Starting money:
        # Ana got 4 cards" is Ana's), else the first one after it
        first_digit = re.search(r"\d", part)
        cut = first_digit.start() if first_digit else len(part)
        candidates = []
        for m in re.finditer(r"[\w']+", part):
            bare = m.group(0).split("'")[0]
            if fold(bare, text.lang) in pronouns:
                candidates.append((m.start(), ME_WORD))
            elif fold(bare, text.lang) in others:  # s10: "She has 2 rows": the one other player named
                candidates.append((m.start(), SHE_WORD))
            elif (_NAME.fullmatch(bare) and fold(bare, text.lang) not in stop
                  or _lower_name(part, m, bare, text.lang, stop)):
                candidates.append((m.start(), bare))
        before = [c for c in candidates if c[0] < cut]
        after = [c for c in candidates if c[0] >= cut]
        name = before[-1][1] if before else (after[0][1] if after else None)
        if name is None and out and re.match(r"\s*(?:and |y |ve )?(?:a|an|one|un|una|otro|otra|bir)\s+\d", part):
            out[-1] = (out[-1][0], Text(f"{out[-1][1].raw}, {part}", text.lang))  # s20: "Sara un 4, un 3 y un 3"
            continue
        if name is None:
            return None
        out.append((name, Text(part, text.lang)))
    out = _resolve_other(out, text)
    if text.lang == "tr":  # s11: "Ahmetin 3 satırı var" is Ahmet's part when "Ahmet" is named (tr_names.py)
        out = list(zip(tr_names.merged([n for n, _ in out], text.raw), [t for _, t in out], strict=True))
    names = [n for n, _ in out]
    if len(out) < 2 or len(set(names)) != len(names) and not allow_twice:
        return None
    return out


def _resolve_other(out: list[tuple[str, Text]], text: Text) -> list[tuple[str, Text]]:
    """s10: a part told by a pronoun ("Nora and I both finished on 64. She has 2 rows, I have 1") is the one
    player other than the speaker the question names (Nora); with no such player, or two, nothing is read ([])."""
    if all(n != SHE_WORD for n, _ in out):
        return out
    lang = text.lang
    mine = {fold(w, lang) for key in ("pronouns_i", "pronouns_other") for w in words()[key][lang]}
    if lang == "ja":
        found = re.findall(r"([\u4e00-\u9fff]{1,4}|[\u30a1-\u30fa\u30fc]{2,8})(?:さん|くん|ちゃん)?(?=[はがとの])",
                           text.norm)
        named = {n for n in found if n not in mine and names_another(n + "は", "ja")}
    else:
        named = {w for w in re.findall(r"[\w']+", text.raw) if names_another(w, lang) and fold(w, lang) not in mine}
    named |= {n for n, _ in out if n not in (ME_WORD, SHE_WORD)}
    if len(named) != 1:
        return []
    who = next(iter(named))
    return [(who if n == SHE_WORD else n, t) for n, t in out]
