"""The whole path, driven: read -> extract (on an engine) -> merge -> write.

- :mod:`~kgbuild.pipeline.run`: ``extract_paths``, ``build``, ``build_outputs`` (what the CLI
  and the notebook call);
- :mod:`~kgbuild.pipeline.engines`: where articles are parsed, one interface:
  :class:`~kgbuild.pipeline.engines.LocalEngine` (spaCy processes here) and
  :class:`~kgbuild.pipeline.dask_engine.DaskEngine` (a Dask cluster);
- :mod:`~kgbuild.pipeline.cache`: per-article extractions on disk;
- :mod:`~kgbuild.pipeline.progress`: the progress bar.

(Not named ``build``: that is the public function ``kgbuild.build``, which a subpackage of the
same name would shadow. This module imports nothing.)
"""
