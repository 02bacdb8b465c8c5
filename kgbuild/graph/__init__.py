"""Stages 6-8, the graph: triples from many articles merged into one knowledge graph.

- :mod:`~kgbuild.graph.aliases`: a user's alias file (forced merges, names kept apart);
- :mod:`~kgbuild.graph.merge`: which article-level names are one entity;
- :mod:`~kgbuild.graph.store`: the merged networkx graph, its file format and lookups;
- :mod:`~kgbuild.graph.query`: questions asked of it (spouses, paths, subgraphs, ...);
- :mod:`~kgbuild.graph.audit`: checks of it (suspected errors, status conflicts, merge candidates);
- :mod:`~kgbuild.graph.knowledge_graph`: :class:`KnowledgeGraph`, the store with the questions
  and checks as methods.

(This module imports nothing, so that importing one stage never loads the others.)
"""
