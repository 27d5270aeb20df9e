"""Exactly-once taps (ui/tap_queue): the browser resends every tap not yet acknowledged, so the same tap
reaches Python several times and taps arrive several at once; each must be applied once, in tap order."""

from ui import tap_queue


def payload(*taps: tuple[int, str], epoch: str = "e1") -> dict:
    return {"epoch": epoch, "taps": [{"n": n, "target": t} for n, t in taps]}


def test_two_taps_sent_together_are_both_applied_in_tap_order():
    todo, applied = tap_queue.fresh(payload((2, "tile:garden:10:"), (1, "cell:1,0")), None)
    assert todo == ["cell:1,0", "tile:garden:10:"]
    assert applied == {"epoch": "e1", "last": 2}


def test_a_tap_resent_with_a_newer_one_is_not_applied_again():
    todo, applied = tap_queue.fresh(payload((1, "wall:0,0")), None)
    assert todo == ["wall:0,0"]
    # the second tap came before the ack of the first: the browser sends both
    todo, applied = tap_queue.fresh(payload((1, "wall:0,0"), (2, "wall:1,1")), applied)
    assert todo == ["wall:1,1"] and applied == {"epoch": "e1", "last": 2}
    # the same state value read again (a rerun for another reason) applies nothing
    todo, again = tap_queue.fresh(payload((1, "wall:0,0"), (2, "wall:1,1")), applied)
    assert todo == [] and again == applied


def test_an_older_payload_arriving_late_applies_nothing_and_keeps_the_count():
    applied = {"epoch": "e1", "last": 3}
    todo, after = tap_queue.fresh(payload((2, "wall:1,1")), applied)
    assert todo == [] and after == applied


def test_a_number_sent_twice_in_one_payload_is_applied_once():
    todo, applied = tap_queue.fresh(payload((1, "wall:0,0"), (1, "wall:0,0")), None)
    assert todo == ["wall:0,0"] and applied["last"] == 1


def test_a_new_epoch_a_restarted_page_counts_from_the_start_again():
    todo, applied = tap_queue.fresh(payload((1, "cell:1,0"), epoch="e2"), {"epoch": "e1", "last": 40})
    assert todo == ["cell:1,0"] and applied == {"epoch": "e2", "last": 1}


def test_a_malformed_payload_applies_nothing_and_forgets_nothing():
    applied = {"epoch": "e1", "last": 3}
    for bad in (None, "tap", {"epoch": "e1"}, {"epoch": "e1", "taps": [{"n": "4", "target": "x"}]},
                {"epoch": "e1", "taps": [{"n": 0, "target": "x"}]}, {"epoch": "", "taps": []},
                {"epoch": "e1", "taps": [{"n": 4, "target": 7}]},
                payload(*[(n, "x") for n in range(1, tap_queue.MAX_TAPS + 2)])):
        assert tap_queue.fresh(bad, applied) == ([], applied)


def test_the_ack_names_the_epoch_and_the_last_tap_applied():
    assert tap_queue.ack(None) == {"epoch": None, "last": 0}
    assert tap_queue.ack({"epoch": "e1", "last": 5}) == {"epoch": "e1", "last": 5}
