"""Why a question is not answered, in the answer's language: another game, no rule question at all (everyday
talk, a thing no rule is about, word salad, nonsense; with the word that makes it so), or no rule close enough;
and the answerer's own lines (data/i18n/answer.yaml)."""

from __future__ import annotations

from functools import lru_cache

from assistant.paths import DEFAULT_LANG, I18N_DIR
from assistant.rules import concepts, spelling
from assistant.rules.nonsense import odd_words, off_subject, word_salad
from assistant.rules.retrieval import MAX_QUESTION_CHARS
from assistant.rules.scope import everyday, name_in_language, other_game


@lru_cache(maxsize=1)
def _messages() -> dict[str, dict[str, str]]:
    return concepts.load_yaml(I18N_DIR / "answer.yaml")


def message(key: str, lang: str, **values: str) -> str:
    texts = _messages()[key]
    return (texts.get(lang) or texts[DEFAULT_LANG]).format(**values)


def no_rule_message(lang: str) -> str:
    return message("no_rule", lang)


def _refusal(question: str, detected: str, out_lang: str) -> dict:
    """Why nothing is answered, in the answer's language: another game (named as the question's language names
    it), no rule question at all (with the word that makes it so), or no rule close enough; and its heading."""
    out: dict = {}
    elsewhere = other_game(question, detected) if question.strip() else None
    if elsewhere:
        out["out_of_scope"] = elsewhere
        out["out_of_scope_name"] = name_in_language(elsewhere, question, out_lang)
        out["message"] = message("other_game", out_lang, game=out["out_of_scope_name"])
    elif question.strip() and off_topic(read := spelling.corrected(question[:MAX_QUESTION_CHARS], detected),
                                        detected):
        out["off_topic"] = True
        why = off_topic_reason(read, detected)
        if why:
            out["reason"] = why
        out["message"] = message("off_topic_word", out_lang, word=why) if why else message("off_topic", out_lang)
    else:
        out["message"] = no_rule_message(out_lang)
    out["heading"] = message("heading_other_game" if elsewhere else "heading_off_topic" if out.get("off_topic")
                             else "heading_no_rule", out_lang)
    return out


def off_topic_reason(question: str, lang: str) -> str | None:
    """The word that makes an off-topic question so, as written: an everyday or absurd one ("microwave",
    "Wetter"), else the first word no rule uses; None for code, chants and word salad, which have no one word."""
    word = everyday(question, lang)
    if word:
        return word
    odd = odd_words(question, lang)
    return odd[0] if odd and off_subject(question, lang) else None


def off_topic(question: str, lang: str) -> bool:
    """Everyday talk, a thing no rule is about, word salad or nonsense: not a rule question at all (as opposed to a
    rule question no entry answers well enough)."""
    return bool(everyday(question, lang)) or word_salad(question, lang) or off_subject(question, lang)
