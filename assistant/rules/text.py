"""Text as the retrieval index sees it: normalised, lower-cased the right way, function words dropped.

Character n-grams of "how", "the", "puedo", "nasıl" or "ですか" appear in almost every question, so they
make an off-topic question look a little like every rule and blur the ranking. Dropping a short list of
pure function words (no rule vocabulary: "full", "first", "all" stay) sharpens both. Japanese has no
spaces, so it is cut where the script changes (kanji | hiragana | katakana | Latin and digits): n-grams then
stay inside one word-like run, and short hiragana runs that are only particles are dropped.
"""

from __future__ import annotations

import re
import unicodedata


def word_set(text: str) -> frozenset[str]:
    """A word list written as one block of text, split on whitespace."""
    return frozenset(text.split())


STOP_WORDS: dict[str, frozenset[str]] = {
    "en": word_set(
        """
        a an the and or but if so of to in on at by for with from into about as than then is are was
        were be been being am do does did doing done have has had having get gets got i me my mine we
        us our you your he him his she her it its they them their this that these those there here
        what which who whom whose when where why how can could may might must shall should will would
        just also too very really actually s t d ll ve re m don isn aren okay ok hey um so anyway
        still please
        """
    ),
    "es": word_set(
        """
        el la los las lo un una unos unas y o u e de del al a en con por para que es son era fue ser
        estar esta este esto estos estas ese esa eso esos esas estan hay se me te le les nos os mi mis
        tu tus su sus como cuando donde quien cual cuales cuanto cuanta si pero ya muy tambien puedo
        puede puedes podemos pueden tengo tiene tienes tenemos tienen hacer hago hace hacemos vale
        pues entonces oye
        """
    ),
    "tr": word_set(
        """
        ve veya ile bir bu su o ne neden niye nasil kim kime kimin hangi hangisi mi mu da de ki icin
        ama ya yani acaba peki simdi sey ben sen biz siz benim senin bizim onun bunu bunun suna mi
        miyim misin miyiz musun muyum muyuz oluyor olur olursa ise eger
        """
    ),
}


# Japanese hiragana runs that are only particles, copulas or question endings.
JA_PARTICLES = word_set(
    """
    の は が を に で と も か へ や よ ね な だ って たら には では とは から まで より けど
    です ます ですか ますか の？ なの かな んだ んです だっけ でしょう ってこと
    """
)

_SCRIPT_RUN = re.compile(
    r"[\u4e00-\u9fff\u3400-\u4dbf々〆]+"  # kanji
    r"|[\u3040-\u309f]+"  # hiragana
    r"|[\u30a0-\u30ffー]+"  # katakana (with the long vowel mark)
    r"|[^\W_]+"  # Latin letters and digits
)
_WORD = re.compile(r"[^\W_]+")


def fold(text: str) -> str:
    """Without accents and with dotless ı as i: how a question typed on any keyboard is compared."""
    decomposed = unicodedata.normalize("NFD", text.replace("ı", "i"))
    return unicodedata.normalize("NFC", "".join(c for c in decomposed if not unicodedata.combining(c)))


def lower_tr(text: str) -> str:
    """Turkish lower case: İ is i and I is ı (str.lower() makes İ 'i̇' and I 'i')."""
    return text.replace("İ", "i").replace("I", "ı").lower()


def normalise(text: str, lang: str) -> str:
    """NFKC (full and half width), language-aware lower case, then accents folded except in Japanese.

    Why fold: players type on whatever keyboard they have, so "nasil" must meet "nasıl" and "que" meet "qué".
    Turkish casing comes first (İ->i, I->ı), then dotless ı folds to i. Lower-casing "İ" the default way
    leaves a combining dot that would split every n-gram it sits in.
    """
    text = unicodedata.normalize("NFKC", text)
    text = lower_tr(text) if lang == "tr" else text.replace("İ", "i").lower()
    return text if lang == "ja" else fold(text)


def analyse(text: str, lang: str) -> str:
    """normalise(), then words separated by single spaces, function words dropped (see module doc)."""
    text = normalise(text, lang)
    if lang == "ja":
        runs = _SCRIPT_RUN.findall(text)
        return " ".join(r for r in runs if r not in JA_PARTICLES)
    stop = STOP_WORDS.get(lang, frozenset())
    return " ".join(w for w in _WORD.findall(text) if w not in stop)
