"""The app's answerer warm-up thread must not import scikit-learn (and with it pandas and narwhals) while a page's
thread imports the same libraries: Python's per-module import locks raised _DeadlockError on the Games page
when the two met (the conformance test caught it). When the warm-up must build an index, the training
libraries are imported in the caller's thread, before the thread starts; with the indexes on disk, nothing is."""

from __future__ import annotations

import threading

from assistant.rules import answer


def _watch(monkeypatch, must_build: bool) -> list[str]:
    seen: list[str] = []
    monkeypatch.setattr(answer, "needs_build", lambda: must_build)
    monkeypatch.setattr(answer, "import_training_libraries", lambda: seen.append(threading.current_thread().name))
    monkeypatch.setattr(answer, "warm", lambda: seen.append("warm:" + threading.current_thread().name))
    return seen


def test_a_build_imports_the_training_libraries_in_the_callers_thread_before_the_warm_up(monkeypatch):
    seen = _watch(monkeypatch, must_build=True)
    answer.warm_in_background().join(10)
    assert seen == [threading.current_thread().name, "warm:warm-answerer"]


def test_indexes_on_disk_import_nothing_before_the_warm_up(monkeypatch):
    seen = _watch(monkeypatch, must_build=False)
    answer.warm_in_background().join(10)
    assert seen == ["warm:warm-answerer"]


def test_needs_build_is_false_once_every_index_is_loaded():
    answer.warm()
    assert answer.needs_build() is False
