"""Which of en, tr, es, ja a rule question is written in.

A general-purpose detector (langid, fastText) is large and weak on a six-word question; here only four
languages are possible and each has tell-tale letters, so a few rules and short word lists do better:
  1. any kana or kanji: Japanese;
  2. letters only Turkish uses (ğ ı ş İ) or only Spanish uses (ñ ¿ ¡ and the acute vowels) decide;
  3. otherwise count common words of each language (also Turkish typed without its letters: "nasil"; and a
     registered game's name with a Turkish ending, "azulda": built from the registration's names and
     data/lexicon/game_names.yaml `language_endings`, so this module names no game);
  4. ties go to English;
  5. no clue yet: letters typed on a Japanese keyboard (full-width ＡＢＣ１２３) are Japanese, a laugh tells its
     language ("jajaja", "lol"), a web address tells
     its country (.tr, .jp, .es, .mx...), and otherwise the words of the rule texts, the table talk and the
     everyday lists that only one language uses vote ("kurallar", "receta", "prueba");
  6. text with no clue at all gets the caller's default (the language the player chose).
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from assistant.rules.text import fold as _fold
from assistant.rules.text import lower_tr as _lower_tr
from assistant.rules.text import word_set

_JA = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f々〆ヵヶ]")
_TR_STRONG = set("ğĞıİşŞ")
_TR_WEAK = set("çÇöÖüÜâÂ")  # Turkish, but ü also in Spanish (pingüino), ç/ö in loanwords
_ES_STRONG = set("ñÑ¿¡áÁéÉíÍóÓúÚ")
_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)


_TR_WORDS = word_set(
    """
    ve veya ile bir bu şu o ne neden niye nasıl nasil kaç kac kim kime hangi hangisi mi mı mu mü
    var yok değil degil için icin ama ya da de ki çok cok daha en sonra önce once olur olmaz
    oluyor olursa oluyor mu mı miyim miyiz muyum musun mısın misin alabilir alabilirmiyim
    alabilir miyim yapabilir koyabilir koyabilirmiyim kazanır kazanir kazanıyor kazaniyor puan
    puanı puani karo karoyu karolar karolari bina binayı binalar para kart kartı kartlar oyuncu
    oyuncular tur turda sıra sira sırası duvar duvara zemin fabrika ortadan ortaya başlangıç
    baslangic oyun oyunu oyunda biter bitiyor kazanan ödeme odeme öderim oderim alırım alirim
    koyarım koyarim gider gidiyor kalır kalir kaybeder eşit esit beraberlik tane kadar hiç hic
    sadece şimdi simdi benim bizim yani hemen neler ise eğer eger
    oyunun bitti bittigi bittiği zaman nedir nerede olan olunca sonunda
    deneme merhaba selam selamlar günaydın gunaydin iyi akşamlar aksamlar teşekkürler tesekkurler sağol sagol
    iki üç uc dört dort beş bes altı alti yedi sekiz dokuz yirmi otuz verdim aldım aldim ödedim odedim hamle
    ekstra fiyatlı fiyatli binaya kule kuleler bahçe bahce kemer
    puanlama puanlamada puanlamadan puanlamasi puanlamasinda birinci ikinci ucuncu bende sende bizde
    saray saraylar kosk koskler pavyon pavyonlar odalar bahceler kemerler zeminimde zemine sirama siram
    zorunda zorunlu gerek gerekir lazim illa gelince alinca koyunca
    """
)
_ES_WORDS = word_set(
    """
    el la los las lo un una unos unas y o que qué de del al en con por para es son está estan
    están hay se me te le les mi mis tu su sus como cómo cuando cuándo donde dónde cuanto cuánto
    cuantos cuántos cuantas cuántas quien quién cual cuál pasa pasa? puedo puede pueden tengo
    tiene tienen hago hace si sí no pero muy más mas otro otra puntos punto ficha fichas losetas
    loseta azulejo azulejos muro muralla jugador jugadores ronda turno partida gana ganador
    dinero cartas carta edificio edificios fábrica fabrica centro suelo línea linea pago pagar
    cambio también tambien sobra sobran va van vale
    quitar poner pongo coger cojo tomar tomo agarrar dejar mover cambiar colocar coloco jugar juego
    empieza empezar termina terminar acaba acabo quedan queda caben cabe vienen hacemos pasa sirve
    cuenta cuentan puntua puntuan puntuación puntuacion fuente hueco vacío vacio caja color colores
    fila filas patrón patron tercera segunda primera cada todas todos mismo misma mesa solitario
    reforma reformar reserva mercado monedas empate empatamos penalización penalizacion ronda rondas
    tablero lado lados esquina final siguiente ninguno ninguna sin sobre hasta desde entre tambien
    prueba probando hola gracias buenos buenas días dias tardes noches adiós adios vale qué tal
    """
)
_EN_WORDS = word_set(
    """
    the a an and or is are was be do does did can could should would will i we you my our your
    it its what how when where who which why if of to in on at for with from by that this these
    those there get gets got take takes pay points point tile tiles player players turn round
    game wins win money score scores wall floor line lines have has many much any not no yes
    just only still after before
    one two three four five six seven eight nine ten eleven twelve twenty me scoring tower towers garden gardens
    hi hello hey thanks thank please
    """
)
_TR_SUFFIX = re.compile(r"([iu]yor(um|uz|sun)?|miyim|miyiz|muyum|muyuz|abilir|ebilir|abilirim|ebilirim|lari|leri"
                        r"|l[ae]r[iu][mn](iz)?"  # "duvarlarim", "karolarin": a plural with its owner
                        r"|.[dt][iu]g[iu]"  # "bittigi", "aldigi", "oldugu": a Turkish participle without its ğ
                        r"|..m[ae]k"  # "olmak", "almak", "gelmek": the infinitive
                        r"|.[iu]lm[iu]s)$")  # "yapilmis", "dokulmus": a passive reported past without its ş
# Spanish endings no Turkish or English word of a rule question has: -ción, adverbs, verb persons, gerunds.
_ES_SUFFIX = re.compile(r"..(cion|ciones|mente|amos|emos|imos|ando|iendo|ados|adas|idos|idas)$")
# Short words both Spanish and English or Turkish share count for nobody ("a", "de", "o", "no", "me").
_SHARED = frozenset({"a", "de", "o", "no", "me", "en", "mi", "si", "se", "la"})
# A question particle closing the question is Turkish ("mi" ends no Spanish or English question).
_TR_LAST = frozenset({"mi", "mu", "misin", "musun", "miyim", "muyum"})
_ES_BEFORE_MI = frozenset({"para", "a", "de", "con", "por", "sin", "en", "hacia", "contra", "segun"})  # "para mí"


def _asks_in_turkish(words: list[str]) -> bool:
    """The question ends with a Turkish question particle ("... dayanir mi?"), not Spanish "mí" ("es para mi")."""
    return bool(words) and words[-1] in _TR_LAST and not (len(words) > 1 and words[-2] in _ES_BEFORE_MI)


_TR_FOLDED = frozenset(_fold(w) for w in _TR_WORDS)


@lru_cache(maxsize=4)
def _game_words(endings: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]) -> frozenset[str]:
    """Folded Turkish words made of a game's one-word names and its `language_endings` (per set of games)."""
    return frozenset(_fold(_lower_tr(name + ending)) for names, ends in endings for name in names for ending in ends)


def _tr_words() -> frozenset[str]:
    """The Turkish words of step 3: the common ones, and the registered games' names with a Turkish ending."""
    from assistant.rules.our_games import is_japanese, particulars, registered_names

    data = particulars()
    endings = tuple((tuple(n for n in names if " " not in n and not is_japanese(n)),
                     tuple(((data.get(game) or {}).get("tr") or {}).get("language_endings") or ()))
                    for game, names in registered_names())
    return _TR_FOLDED | _game_words(endings)
_ES_FOLDED = frozenset(_fold(w) for w in _ES_WORDS)


_FULL_WIDTH = re.compile(r"[\uff01-\uff5e]")
_COUNTRY = {"tr": "tr", "jp": "ja", "es": "es", "mx": "es", "ar": "es", "co": "es", "cl": "es", "pe": "es"}
_DOMAIN = re.compile(r"\.([a-z]{2})(?:/|$|\s)", re.IGNORECASE)


@lru_cache(maxsize=1)
def _own_words() -> dict[str, frozenset[str]]:
    """Per language, the words (folded, four letters or more) that its rule texts, table talk and everyday lists
    use and no other language's do. Read once, on the first question that gives no other clue."""
    from assistant.rules.scope import other_games, rule_texts, table_talk_terms

    words: dict[str, set[str]] = {}
    extra = [table_talk_terms(), other_games()["everyday"]]
    for lang in ("en", "tr", "es"):
        texts = rule_texts(lang) + [str(t).rstrip("*") for lists in extra for t in lists.get(lang, ())]
        words[lang] = {w for w in _WORD.findall(_fold(_lower_tr(" ".join(texts)))) if len(w) >= 4}
    return {lang: frozenset(w - set().union(*(o for k, o in words.items() if k != lang)))
            for lang, w in words.items()}


def warm() -> None:
    """Read the word lists of step 5 now, so that no player's first clueless question waits for them."""
    _own_words()


# How each language laughs or exclaims in writing: "jajaja" is Spanish, "lol" English; "hahaha" is everyone's.
_LAUGHS = {"es": re.compile(r"^(?:j[aei]){2,}j?$|^xd+$"), "en": re.compile(r"^(?:lol|lmao|omg|wtf|rofl|lmfao)$")}


def _no_clue(text: str, default: str) -> str:
    """Steps 5 and 6 of the module doc, for text the letters and common words say nothing about."""
    if _FULL_WIDTH.search(text):
        return "ja"
    words = [w.lower() for w in _WORD.findall(text)]
    for lang, laugh in _LAUGHS.items():
        if words and all(laugh.match(w) for w in words):
            return lang
    domain = _DOMAIN.search(text + " ")
    if domain and domain.group(1).lower() in _COUNTRY:
        return _COUNTRY[domain.group(1).lower()]
    folded = _WORD.findall(_fold(_lower_tr(unicodedata.normalize("NFKC", text))))
    votes = {lang: sum(w in own for w in folded) for lang, own in _own_words().items()}
    best = max(votes, key=votes.__getitem__)
    return best if votes[best] and list(votes.values()).count(votes[best]) == 1 else default


def detect(text: str, default: str = "en") -> str:
    """The language of a question: en, tr, es or ja; `default` when nothing tells (no letter, no known word)."""
    raw, text = text, unicodedata.normalize("NFKC", text)
    if _JA.search(text):
        return "ja"
    chars = set(text)
    tr_strong = len(chars & _TR_STRONG)
    es_strong = len(chars & _ES_STRONG)
    if tr_strong != es_strong:
        return "tr" if tr_strong > es_strong else "es"
    words = [w.lower() for w in _WORD.findall(text)]
    tr_words = [_fold(_lower_tr(w)) for w in _WORD.findall(text)]
    tr_known = _tr_words()
    hits = {
        "tr": sum(w in tr_known for w in tr_words if w not in _SHARED) + 2 * len(chars & _TR_WEAK),
        "es": sum(_fold(w) in _ES_FOLDED or bool(_ES_SUFFIX.search(_fold(w))) for w in words if w not in _SHARED),
        "en": sum(w in _EN_WORDS for w in words if w not in _SHARED),
    }
    # Turkish suffixes glue onto stems, so endings ("-iyor", "-abilir", "-miyim") catch what the list misses.
    hits["tr"] += sum(bool(_TR_SUFFIX.search(w)) for w in tr_words)
    hits["tr"] += _asks_in_turkish(tr_words)
    best = max(("en", "tr", "es"), key=hits.__getitem__)  # the first of equals: English wins ties
    return best if hits[best] else _no_clue(raw, default)
