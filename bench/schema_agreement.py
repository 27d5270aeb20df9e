"""How far the exported JSON Schema and the model agree on the schema corpus (tests/schema_corpus/), counted
for the tree on PYTHONPATH: run it on an older checkout to see the before (bench/results/schema_corpus.txt).

    PYTHONPATH=<tree> python bench/schema_agreement.py
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

TEST = Path(__file__).resolve().parents[1] / "tests" / "test_schema_strict.py"


def main() -> None:
    spec = importlib.util.spec_from_file_location("corpus_test", TEST)
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    for label, corpus, want in (("bad", m.BAD, False), ("good", m.GOOD, True)):
        agree = schema_wrong = model_wrong = listed = 0
        for case, entry in corpus.items():
            name, doc, pos = m._document(entry)
            model, schema = m._model_accepts(doc, pos), m._validator(name).is_valid(doc)
            if model != want:
                model_wrong += 1
                print("  the model is not as the corpus says:", case)
            elif schema == model:
                agree += 1
            elif entry.get("only_model"):
                listed += 1
            else:
                schema_wrong += 1
                print("  the schema differs:", case)
        print(f"{label}: {len(corpus)} documents; model and schema agree on {agree}; the schema differs on "
              f"{schema_wrong}, and on {listed} listed as what JSON Schema cannot say; the model is not as the "
              f"corpus says on {model_wrong}")


if __name__ == "__main__":
    main()
