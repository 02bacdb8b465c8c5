"""Stage 9, outputs: a knowledge graph drawn as one offline HTML page
(:mod:`~kgbuild.outputs.render`) or written in other formats (:mod:`~kgbuild.outputs.export`)."""
