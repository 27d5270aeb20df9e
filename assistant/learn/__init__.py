"""Teaching material for new players: the guided tour's steps (data/learn/tour.yaml) and the worked examples
of the seeds, built as real positions from catalogue tiles so the engines can check and score them live."""
