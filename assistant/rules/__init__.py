"""The rule knowledge base: entries in data/rules, and the question answerer over them."""
