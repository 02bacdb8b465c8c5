/* kgbuild's graph viewer.
 *
 * Everything shown comes from the two JSON blocks of the page and is put into the DOM
 * with textContent, element properties and CSSOM styles only (never innerHTML or
 * markup strings), so a name or sentence from an article is always text.
 * vis-network draws the graph; physics lays it out for a bounded number of steps and
 * is then switched off, so even thousands of nodes become still and interactive.
 */
(function () {
  "use strict";

  var meta = JSON.parse(document.getElementById("kg-meta").textContent);
  var visData = JSON.parse(document.getElementById("kg-vis").textContent);
  var options = typeof visData.options === "string" ? JSON.parse(visData.options) : visData.options;

  var relationInfo = {};
  meta.relations.forEach(function (r) { relationInfo[r.name] = r; });
  var typeInfo = {};
  meta.types.forEach(function (t) { typeInfo[t.name] = t; });

  var state = {types: {}, relations: {}, minSupport: 1, highlighted: null};
  meta.types.forEach(function (t) { state.types[t.name] = true; });
  meta.relations.forEach(function (r) { state.relations[r.name] = true; });

  // Which edges touch each node: drives filters, highlighting and the node panel.
  var incident = {};
  Object.keys(meta.nodes).forEach(function (id) { incident[id] = []; });
  var maxSupport = 1;
  Object.keys(meta.edges).forEach(function (eid) {
    var e = meta.edges[eid];
    incident[e.from].push(eid);
    if (e.to !== e.from) incident[e.to].push(eid);
    maxSupport = Math.max(maxSupport, e.support || 1);
  });

  var nodes = new vis.DataSet(visData.nodes);
  var edges = new vis.DataSet(visData.edges);
  var visibleNodes = new Set();
  var visibleEdges = new Set();
  var nodeView, edgeView;  // what the filters let through; made once the filters are known

  // -- small DOM helpers ---------------------------------------------------------------

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  function clear(node) {
    while (node.firstChild) node.removeChild(node.firstChild);
  }

  function plural(n, one, many) {
    return n + " " + (n === 1 ? one : (many || one + "s"));
  }

  function shapeSwatch(type) {
    var t = typeInfo[type] || {color: "#9d9d9d", shape: "star"};
    var s = el("span", "swatch shape-" + t.shape);
    s.style.backgroundColor = t.color;
    return s;
  }

  function relationSwatch(name) {
    var r = relationInfo[name] || {color: "#888888", symmetric: false};
    var s = el("span", "swatch line" + (r.symmetric ? "" : " arrow"));
    s.style.color = r.color;
    return s;
  }

  function label(id) {
    return meta.nodes[id] ? meta.nodes[id].label : String(id);
  }

  // -- filters -------------------------------------------------------------------------

  function computeVisible() {
    visibleEdges = new Set();
    Object.keys(meta.edges).forEach(function (eid) {
      var e = meta.edges[eid];
      if (state.relations[e.relation] && (e.support || 1) >= state.minSupport
          && state.types[meta.nodes[e.from].type] && state.types[meta.nodes[e.to].type]) {
        visibleEdges.add(eid);
      }
    });
    visibleNodes = new Set();
    Object.keys(meta.nodes).forEach(function (id) {
      if (!state.types[meta.nodes[id].type]) return;
      var inc = incident[id];
      // An entity is drawn when one of its relations is; one with none at all stays.
      if (!inc.length || inc.some(function (eid) { return visibleEdges.has(eid); })) visibleNodes.add(id);
    });
  }

  function applyFilters() {
    computeVisible();
    nodeView.refresh();
    edgeView.refresh();
    if (state.highlighted !== null && !stillShown(state.highlighted)) unhighlight();
    else if (state.highlighted !== null) highlight(state.highlighted);
    showCounts();
  }

  function showCounts() {
    var total = Object.keys(meta.nodes).length;
    var totalEdges = Object.keys(meta.edges).length;
    var text = !total ? "nothing to show: the graph is empty"
      : visibleNodes.size === total && visibleEdges.size === totalEdges
      ? plural(total, "entity", "entities") + " \u00b7 " + plural(totalEdges, "relation")
      : visibleNodes.size + " of " + total + " entities \u00b7 " + visibleEdges.size + " of " + totalEdges + " relations";
    setStatus(text);
  }

  function setStatus(text) {
    document.getElementById("status").textContent = text;
  }

  function count(list, key) {
    var c = {};
    list.forEach(function (x) { c[x[key]] = (c[x[key]] || 0) + 1; });
    return c;
  }

  function buildFilters() {
    var typeCounts = count(Object.keys(meta.nodes).map(function (id) { return meta.nodes[id]; }), "type");
    var relCounts = count(Object.keys(meta.edges).map(function (eid) { return meta.edges[eid]; }), "relation");
    var typeBox = document.getElementById("type-filters");
    meta.types.forEach(function (t) {
      typeBox.appendChild(checkbox("type", t.name, shapeSwatch(t.name), t.name.toLowerCase(), typeCounts[t.name] || 0,
        "", function (on) { state.types[t.name] = on; applyFilters(); }));
    });
    var relBox = document.getElementById("relation-filters");
    meta.relations.forEach(function (r) {
      relBox.appendChild(checkbox("relation", r.name, relationSwatch(r.name), r.name.replace(/_/g, " "),
        relCounts[r.name] || 0, r.description, function (on) { state.relations[r.name] = on; applyFilters(); }));
    });
    var slider = document.getElementById("min-support");
    var out = document.getElementById("min-support-value");
    slider.max = String(maxSupport);
    slider.disabled = maxSupport <= 1;
    slider.addEventListener("input", function () {
      state.minSupport = Number(slider.value);
      out.textContent = slider.value;
      applyFilters();
    });
  }

  function checkbox(kind, name, swatch, text, n, title, onChange) {
    var row = el("label", "filter");
    if (title) row.title = title;
    var box = el("input");
    box.type = "checkbox";
    box.checked = true;
    box.dataset[kind] = name;
    box.addEventListener("change", function () { onChange(box.checked); });
    row.appendChild(box);
    row.appendChild(swatch);
    row.appendChild(el("span", "name", text));
    row.appendChild(el("span", "count", n));
    return row;
  }

  function resetFilters() {
    meta.types.forEach(function (t) { state.types[t.name] = true; });
    meta.relations.forEach(function (r) { state.relations[r.name] = true; });
    state.minSupport = 1;
    document.querySelectorAll(".filters input[type=checkbox]").forEach(function (b) { b.checked = true; });
    document.getElementById("min-support").value = "1";
    document.getElementById("min-support-value").textContent = "1";
    applyFilters();
  }

  // -- highlighting a neighbourhood ----------------------------------------------------

  var DIM = 0.15;
  // Label colours in and out of a highlighted neighbourhood; faded labels lose their white
  // halo too, or thousands of halos would veil the graph. Big graphs fade labels out fully.
  var crowded = visData.nodes.length > 300;
  var INK = {
    node: {color: "#1f2933", strokeColor: "#ffffff"},
    nodeDim: {color: crowded ? "rgba(31,41,51,0)" : "rgba(31,41,51,0.2)", strokeColor: "rgba(255,255,255,0)"},
    edge: {color: "#52606d", strokeColor: "#ffffff"},
    edgeDim: {color: "rgba(82,96,109,0.15)", strokeColor: "rgba(255,255,255,0)"},
  };
  var edgeColor = {};
  visData.edges.forEach(function (e) { edgeColor[e.id] = e.color; });

  // state.highlighted is {node: id} or {edge: id}: what the rest of the graph fades behind.
  function highlight(what) {
    state.highlighted = what;
    var near = new Set();
    var nearEdges = new Set();
    if (what.edge !== undefined) {
      nearEdges.add(what.edge);
      near.add(meta.edges[what.edge].from);
      near.add(meta.edges[what.edge].to);
    } else {
      near.add(what.node);
      incident[what.node].forEach(function (eid) {
        if (!visibleEdges.has(eid)) return;
        nearEdges.add(eid);
        near.add(meta.edges[eid].from);
        near.add(meta.edges[eid].to);
      });
    }
    paint(near, nearEdges);
  }

  function unhighlight() {
    if (state.highlighted === null) return;
    state.highlighted = null;
    paint(null, null);
  }

  // Restyles the drawn nodes and edges in place, then asks for one draw. Going through the
  // DataSets instead would re-run vis-network's data-change handling for every item,
  // about half a second per highlight on a 2,000-node graph.
  function paint(near, nearEdges) {
    var body = network.body;
    nodeView.getIds().forEach(function (id) {
      var on = !near || near.has(id);
      if (body.nodes[id]) body.nodes[id].setOptions({opacity: on ? 1 : DIM, font: on ? INK.node : INK.nodeDim});
    });
    edgeView.getIds().forEach(function (id) {
      var on = !nearEdges || nearEdges.has(id);
      var c = edgeColor[id];
      if (body.edges[id]) {
        body.edges[id].setOptions({color: {color: c, highlight: c, hover: c, opacity: on ? 1 : DIM},
                                   font: on ? INK.edge : INK.edgeDim});
      }
    });
    body.emitter.emit("_requestRedraw");  // one draw at the next frame, with whatever follows
  }

  // -- the side panel ------------------------------------------------------------------

  var panel = document.getElementById("panel");
  var panelBody = document.getElementById("panel-body");

  function openPanel() {
    panel.hidden = false;
    panelBody.scrollTop = 0;
  }

  function closePanel() {
    panel.hidden = true;
    clear(panelBody);
    panel.removeAttribute("data-node");
    panel.removeAttribute("data-edge");
  }

  function nodeButton(id) {
    var b = el("button", "entity", label(id));
    b.type = "button";
    b.addEventListener("click", function () { focusNode(id); });
    return b;
  }

  // One entry per sentence of an article, naming every rule that read the relation there.
  function distinctEvidence(evidence) {
    var seen = {};
    var out = [];
    evidence.forEach(function (ev) {
      var key = ev.article + "\n" + (ev.sentence || "").trim();
      if (!seen[key]) {
        seen[key] = {article: ev.article, sentence: (ev.sentence || "").trim(), date: ev.date, url: ev.url, rules: []};
        out.push(seen[key]);
      }
      if (ev.rule && seen[key].rules.indexOf(ev.rule) < 0) seen[key].rules.push(ev.rule);
    });
    return out;
  }

  function evidenceList(all, limit) {
    var evidence = distinctEvidence(all);
    var list = el("ol", "evidence");
    evidence.forEach(function (ev, i) {
      var item = el("li");
      if (i >= limit) item.hidden = true;
      item.appendChild(el("blockquote", "sentence", ev.sentence));
      var source = el("p", "source");
      source.appendChild(el("span", "article", ev.article));
      if (ev.date) source.appendChild(el("span", "date", ev.date));
      if (ev.url) {
        if (/^https?:\/\//i.test(ev.url)) {  // only web links become links: never javascript: or data:
          var a = el("a", "url", ev.url.replace(/^https?:\/\/(www\.)?/i, "").split("/")[0]);
          a.href = ev.url;
          a.target = "_blank";
          a.rel = "noopener noreferrer";
          a.title = ev.url;
          source.appendChild(a);
        } else {
          source.appendChild(el("span", "url", ev.url));
        }
      }
      if (ev.rules.length) source.appendChild(el("span", "rule", "rule " + ev.rules.join(", ")));
      item.appendChild(source);
      list.appendChild(item);
    });
    var wrap = el("div");
    wrap.appendChild(list);
    if (evidence.length > limit) {
      var more = el("button", "more", "show " + (evidence.length - limit) + " more");
      more.type = "button";
      more.addEventListener("click", function () {
        list.querySelectorAll("li[hidden]").forEach(function (li) { li.hidden = false; });
        more.remove();
      });
      wrap.appendChild(more);
    }
    return wrap;
  }

  function seenAs(eid, id) {
    var e = meta.edges[eid];
    var r = relationInfo[e.relation];
    if (e.from === id || (r && r.symmetric)) return e.relation;
    return r ? r.inverse : e.relation + " (incoming)";
  }

  function showNode(id) {
    var n = meta.nodes[id];
    clear(panelBody);
    panel.dataset.node = id;
    panel.removeAttribute("data-edge");
    var head = el("header", "panel-head");
    head.appendChild(el("h2", "name", n.label));
    var kind = el("p", "kind");
    kind.appendChild(shapeSwatch(n.type));
    kind.appendChild(el("span", "", n.type.toLowerCase()));
    kind.appendChild(el("span", "muted", " \u00b7 named " + plural(n.mentions || 0, "time")
      + " in " + plural((n.articles || []).length, "article")));
    head.appendChild(kind);
    panelBody.appendChild(head);

    var others = n.aliases.filter(function (a) { return a !== n.label; });
    if (others.length) {
      var al = el("section", "aliases");
      al.appendChild(el("h3", "", "Also called"));
      var ul = el("ul", "alias-list");
      others.forEach(function (a) { ul.appendChild(el("li", "alias", a)); });
      al.appendChild(ul);
      panelBody.appendChild(al);
    }

    var groups = {};
    incident[id].forEach(function (eid) {
      var name = seenAs(eid, id);
      (groups[name] = groups[name] || []).push(eid);
    });
    var names = Object.keys(groups).sort();
    if (!names.length) panelBody.appendChild(el("p", "muted", "No relations in this view."));
    names.forEach(function (name) {
      var sec = el("section", "relation-group");
      sec.dataset.relation = name;
      var h = el("h3");
      h.appendChild(relationSwatch(meta.edges[groups[name][0]].relation));
      h.appendChild(el("span", "", name.replace(/_/g, " ")));
      h.appendChild(el("span", "count", groups[name].length));
      sec.appendChild(h);
      groups[name].sort(function (a, b) {
        return (meta.edges[b].support - meta.edges[a].support) || (meta.edges[b].confidence - meta.edges[a].confidence);
      }).forEach(function (eid) {
        var e = meta.edges[eid];
        var other = e.from === id ? e.to : e.from;
        var item = el("div", "relation");
        if (!visibleEdges.has(eid)) item.classList.add("filtered");
        var line = el("p", "target");
        line.appendChild(nodeButton(other));
        line.appendChild(el("span", "muted", " " + plural(e.support || 1, "article")
          + (e.confidence != null ? " \u00b7 confidence " + Number(e.confidence).toFixed(2) : "")));
        item.appendChild(line);
        item.appendChild(evidenceList(e.evidence || [], 2));
        sec.appendChild(item);
      });
      panelBody.appendChild(sec);
    });
    openPanel();
  }

  function showEdge(eid) {
    var e = meta.edges[eid];
    var r = relationInfo[e.relation] || {};
    clear(panelBody);
    panel.dataset.edge = eid;
    panel.removeAttribute("data-node");
    var head = el("header", "panel-head");
    var title = el("h2", "edge-title");
    title.appendChild(nodeButton(e.from));
    var rel = el("span", "rel");
    rel.appendChild(relationSwatch(e.relation));
    rel.appendChild(el("span", "", e.relation.replace(/_/g, " ")));
    title.appendChild(rel);
    title.appendChild(nodeButton(e.to));
    head.appendChild(title);
    var facts = el("p", "muted", plural(e.support || 1, "article")
      + (e.confidence != null ? " \u00b7 confidence " + Number(e.confidence).toFixed(2) : "")
      + (r.description ? " \u00b7 " + r.description : ""));
    head.appendChild(facts);
    panelBody.appendChild(head);
    var sec = el("section", "relation-group");
    sec.appendChild(el("h3", "", "Evidence"));
    sec.appendChild(evidenceList(e.evidence || [], 50));
    panelBody.appendChild(sec);
    openPanel();
  }

  // -- search --------------------------------------------------------------------------

  function norm(s) {
    return String(s).normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().trim();
  }

  var index = [];
  Object.keys(meta.nodes).forEach(function (id) {
    meta.nodes[id].aliases.forEach(function (a) { index.push({key: norm(a), alias: a, id: id}); });
  });

  var input = document.getElementById("search");
  var results = document.getElementById("search-results");
  var matches = [];
  var active = 0;

  function search(query) {
    var q = norm(query);
    if (!q) return [];
    var best = {};
    index.forEach(function (entry) {
      var at = entry.key.indexOf(q);
      if (at < 0) return;
      var score = at === 0 ? 0 : entry.key.charAt(at - 1) === " " ? 1 : 2;
      var prev = best[entry.id];
      if (!prev || score < prev.score || (score === prev.score && entry.alias === meta.nodes[entry.id].label)) {
        best[entry.id] = {id: entry.id, alias: entry.alias, score: score};
      }
    });
    return Object.keys(best).map(function (id) { return best[id]; }).sort(function (a, b) {
      return a.score - b.score || (meta.nodes[b.id].mentions || 0) - (meta.nodes[a.id].mentions || 0)
        || label(a.id).localeCompare(label(b.id));
    }).slice(0, 12);
  }

  function showResults() {
    clear(results);
    matches.forEach(function (m, i) {
      var li = el("li", i === active ? "active" : "");
      li.setAttribute("role", "option");
      li.dataset.node = m.id;
      li.appendChild(shapeSwatch(meta.nodes[m.id].type));
      li.appendChild(el("span", "alias", m.alias));
      if (m.alias !== label(m.id)) li.appendChild(el("span", "muted", " \u2192 " + label(m.id)));
      li.addEventListener("mousedown", function (ev) { ev.preventDefault(); pick(i); });
      results.appendChild(li);
    });
    if (!matches.length && input.value.trim()) results.appendChild(el("li", "muted empty", "no one by that name"));
    results.hidden = !input.value.trim();
  }

  function pick(i) {
    var m = matches[i];
    if (!m) return;
    input.value = m.alias;
    results.hidden = true;
    focusNode(m.id);
  }

  input.addEventListener("input", function () { matches = search(input.value); active = 0; showResults(); });
  input.addEventListener("keydown", function (ev) {
    if (ev.key === "ArrowDown" || ev.key === "ArrowUp") {
      ev.preventDefault();
      if (!matches.length) return;
      active = (active + (ev.key === "ArrowDown" ? 1 : matches.length - 1)) % matches.length;
      showResults();
    } else if (ev.key === "Enter") {
      ev.preventDefault();
      matches = search(input.value);
      pick(Math.min(active, matches.length - 1));
    } else if (ev.key === "Escape") {
      results.hidden = true;
    }
  });
  input.addEventListener("blur", function () { results.hidden = true; });
  input.addEventListener("focus", function () { if (input.value.trim()) showResults(); });

  // -- the network ---------------------------------------------------------------------

  computeVisible();
  nodeView = new vis.DataView(nodes, {filter: function (n) { return visibleNodes.has(n.id); }});
  edgeView = new vis.DataView(edges, {filter: function (e) { return visibleEdges.has(e.id); }});
  buildFilters();
  var LAYOUT_BUDGET_MS = 2500;
  var layoutStarted = performance.now();
  var container = document.getElementById("network");
  var network = new vis.Network(container, {nodes: nodeView, edges: edgeView}, options);
  var view = {network: network, nodes: nodes, edges: edges, meta: meta, ready: false,
              focus: focusNode, search: search};
  window.kgView = view;

  function selectNode(id) {
    network.selectNodes([id]);
    highlight({node: id});
    showNode(id);
  }

  function focusNode(id) {
    if (!meta.nodes[id]) return;
    if (!visibleNodes.has(id)) {
      resetFilters();
      setStatus("filters reset to show " + label(id));
    }
    selectNode(id);
    // Centre the entity in the part of the graph the panel leaves visible.
    var covered = panel.hidden ? 0 : panel.getBoundingClientRect().width;
    network.focus(id, {scale: Math.max(1.2, network.getScale()), offset: {x: -covered / 2, y: 0},
                       animation: {duration: 500, easingFunction: "easeInOutQuad"}});
  }

  network.on("click", function (params) {
    if (params.nodes.length) selectNode(params.nodes[0]);
    else if (params.edges.length) { highlight({edge: params.edges[0]}); showEdge(params.edges[0]); }
    else { unhighlight(); closePanel(); }
  });

  function ready() {
    if (view.ready) return;
    network.setOptions({physics: {enabled: false}});
    // Keep the layout in the data, so entities a filter hides come back where they were.
    network.storePositions();
    network.on("dragEnd", function (p) {
      var at = network.getPositions(p.nodes);
      nodes.update(p.nodes.map(function (id) { return {id: id, x: at[id].x, y: at[id].y}; }));
    });
    if (meta.focus !== null && visibleNodes.has(meta.focus)) network.selectNodes([meta.focus]);  // --focus
    view.ready = true;
    document.documentElement.dataset.ready = "true";
    showCounts();
  }

  network.on("stabilizationProgress", function (p) {
    setStatus("laying out\u2026 " + Math.round(100 * p.iterations / p.total) + "%");
    // The layout gets a bounded number of steps and a bounded time, whichever ends first.
    if (performance.now() - layoutStarted > LAYOUT_BUDGET_MS) network.stopSimulation();
  });
  network.once("stabilizationIterationsDone", ready);
  if (!visibleNodes.size) ready();

  document.getElementById("panel-close").addEventListener("click", function () { unhighlight(); closePanel(); });
  document.getElementById("reset").addEventListener("click", function () {
    unhighlight();
    closePanel();
    network.unselectAll();
    input.value = "";
    resetFilters();
    network.fit({animation: {duration: 400}});
  });
  document.getElementById("fit").addEventListener("click", function () { network.fit({animation: {duration: 400}}); });
  document.addEventListener("keydown", function (ev) {
    if (ev.key === "Escape" && document.activeElement !== input) { unhighlight(); closePanel(); }
  });
}());
