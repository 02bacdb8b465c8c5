/* kgbuild's graph viewer.
 *
 * Everything shown comes from the two JSON blocks of the page and is put into the DOM
 * with textContent, element properties and CSSOM styles only (never innerHTML or
 * markup strings), so a name or sentence from an article is always text.
 * vis-network draws the graph; physics lays it out for a bounded number of steps and
 * is then switched off, so even thousands of nodes become still and interactive; then each
 * connected component is packed into a grid of its own, so unrelated stories sit apart.
 * Entity names are drawn here, not by vis-network: at each frame the best-connected
 * entities get a label wherever one fits without overlapping another (more as you zoom in),
 * and the selected or hovered entity and its neighbours are always named.
 */
(function () {
  "use strict";
  var scriptAt = performance.now();

  var meta = JSON.parse(document.getElementById("kg-meta").textContent);
  var visData = JSON.parse(document.getElementById("kg-vis").textContent);
  var options = typeof visData.options === "string" ? JSON.parse(visData.options) : visData.options;
  // One font stack, viewer.css's (system fonts for Latin, CJK, Hangul, Devanagari, Arabic).
  var FONT = window.getComputedStyle(document.body).fontFamily || "sans-serif";
  options.nodes.font.face = FONT;
  options.edges.font.face = FONT;
  var names = {};  // entity names, drawn by drawLabels instead of vis-network
  visData.nodes.forEach(function (n) { names[n.id] = String(n.label); delete n.label; });

  var relationInfo = {};
  meta.relations.forEach(function (r) { relationInfo[r.name] = r; });
  var typeInfo = {};
  meta.types.forEach(function (t) { typeInfo[t.name] = t; });

  var state = {types: {}, relations: {}, minSupport: 1, highlighted: null, near: null, hover: null,
               tree: null, back: null};
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

  // Who gets a label first: the best-connected entities, then the most named.
  var ranked = Object.keys(meta.nodes).sort(function (a, b) {
    return incident[b].length - incident[a].length || (meta.nodes[b].mentions || 0) - (meta.nodes[a].mentions || 0)
      || (a < b ? -1 : a > b ? 1 : 0);
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

  function relationSwatch(name, ended) {
    var r = relationInfo[name] || {color: "#6b6b6b", symmetric: false};
    var s = el("span", "swatch line" + (r.symmetric ? "" : " arrow") + (r.dashes || ended ? " dashed" : ""));
    s.style.color = r.color;
    return s;
  }

  function label(id) {
    return meta.nodes[id] ? meta.nodes[id].label : String(id);
  }

  // -- filters -------------------------------------------------------------------------

  function computeVisible() {
    var tree = state.tree;
    visibleEdges = new Set();
    Object.keys(meta.edges).forEach(function (eid) {
      var e = meta.edges[eid];
      if (tree && !tree.edges.has(eid)) return;
      if (state.relations[e.relation] && (e.support || 1) >= state.minSupport
          && state.types[meta.nodes[e.from].type] && state.types[meta.nodes[e.to].type]) {
        visibleEdges.add(eid);
      }
    });
    visibleNodes = new Set();
    Object.keys(meta.nodes).forEach(function (id) {
      if (!state.types[meta.nodes[id].type]) return;
      if (tree) { if (tree.nodes.has(id)) visibleNodes.add(id); return; }
      var inc = incident[id];
      // An entity is drawn when one of its relations is; one with none at all stays.
      if (!inc.length || inc.some(function (eid) { return visibleEdges.has(eid); })) visibleNodes.add(id);
    });
  }

  function applyFilters() {
    computeVisible();
    nodeView.refresh();
    edgeView.refresh();
    if (state.tree) placeTree();
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
  // Relation-name colours in and out of a highlighted neighbourhood; faded ones lose their
  // white halo too, or many halos would veil the graph.
  var INK = {
    edge: {color: "#3e4c59", strokeColor: "#ffffff"},
    edgeDim: {color: "rgba(62,76,89,0.15)", strokeColor: "rgba(255,255,255,0)"},
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
    state.near = near;
    nodeView.getIds().forEach(function (id) {
      var on = !near || near.has(id);
      if (body.nodes[id]) body.nodes[id].setOptions({opacity: on ? 1 : DIM});
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

  // "current" or "ended (date)" for a couple, and the years the edge carries.
  function statusText(e) {
    if (!e.status) return "";
    return e.status.current ? "current" : "ended" + (e.status.ended ? " (" + e.status.ended + ")" : "");
  }

  function statusLine(e) {
    var line = el("span", "status-line");
    if (e.status) line.appendChild(el("span", "couple " + (e.status.current ? "current" : "ended"), statusText(e)));
    if (e.years) line.appendChild(el("span", "years", e.years));
    return line;
  }

  function hasFamily(id) {
    return incident[id].some(function (eid) { return FAMILY[meta.edges[eid].relation]; });
  }

  function showNode(id) {
    var n = meta.nodes[id];
    clear(panelBody);
    panel.dataset.node = id;
    panel.removeAttribute("data-edge");
    var head = el("header", "panel-head");
    var h2 = el("h2", "name", n.label);
    h2.dir = "auto";
    head.appendChild(h2);
    var kind = el("p", "kind");
    kind.appendChild(shapeSwatch(n.type));
    kind.appendChild(el("span", "", n.type.toLowerCase()));
    kind.appendChild(el("span", "muted", " \u00b7 named " + plural(n.mentions || 0, "time")
      + " in " + plural((n.articles || []).length, "article")));
    head.appendChild(kind);
    if (hasFamily(id)) {
      var treeButton = el("button", "tree-open", state.tree && state.tree.person === id ? "Family tree shown" : "Family tree");
      treeButton.type = "button";
      treeButton.disabled = Boolean(state.tree && state.tree.person === id);
      treeButton.addEventListener("click", function () { openTree(id); });
      head.appendChild(treeButton);
    }
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
      h.appendChild(relationSwatch(meta.edges[groups[name][0]].relation, false));
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
        if (e.status || e.years) line.appendChild(statusLine(e));
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
    rel.appendChild(relationSwatch(e.relation, e.status && !e.status.current));
    rel.appendChild(el("span", "", e.relation.replace(/_/g, " ")));
    title.appendChild(rel);
    title.appendChild(nodeButton(e.to));
    head.appendChild(title);
    var facts = el("p", "muted", plural(e.support || 1, "article")
      + (e.confidence != null ? " \u00b7 confidence " + Number(e.confidence).toFixed(2) : "")
      + (r.description ? " \u00b7 " + r.description : ""));
    head.appendChild(facts);
    if (e.status || e.years) head.appendChild(statusLine(e));
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
  var LAYOUT_BUDGET_MS = 1600;  // with parsing and packing, ready within ~2.5 s on a 2,000-node page
  var layoutStarted = performance.now();
  var container = document.getElementById("network");
  var network = new vis.Network(container, {nodes: nodeView, edges: edgeView}, options);
  var builtAt = performance.now();
  var view = {network: network, nodes: nodes, edges: edges, meta: meta, ready: false, names: names, font: FONT,
              focus: focusNode, search: search, openTree: openTree, closeTree: closeTree, timing: {},
              labels: [],  // the names drawn in the last frame
              placeLabels: function () { return placeLabels(); },  // the names the next frame draws
              tree: function () { return state.tree && {person: state.tree.person, gen: state.tree.gen}; }};
  window.kgView = view;

  function stillShown(what) {
    return what.edge !== undefined ? visibleEdges.has(what.edge) : visibleNodes.has(what.node);
  }

  function neighbourIds(id) {
    var out = [];
    incident[id].forEach(function (eid) {
      if (!visibleEdges.has(eid)) return;
      var e = meta.edges[eid];
      out.push(e.from === id ? e.to : e.from);
    });
    return out;
  }

  // -- names: collision-checked labels, more as you zoom in -------------------------------

  var LABEL_SIZE = 13;
  var LABEL_MAX = 180;  // px; longer names are cut with an ellipsis
  var CELL = 64;        // the grid that finds overlapping labels quickly
  var measure = document.createElement("canvas").getContext("2d");
  var textCache = {};

  function labelFont(size, bold) {
    return (bold ? "600 " : "") + size + "px " + FONT;
  }

  // An entity's label as drawn at size px, cut to maxWidth, and its width.
  function labelText(id, size, bold, maxWidth) {
    var key = id + "\u0000" + size + (bold ? "b" : "") + maxWidth;
    if (textCache[key]) return textCache[key];
    measure.font = labelFont(size, bold);
    var text = names[id];
    var width = measure.measureText(text).width;
    if (width > maxWidth) {
      var chars = Array.from(text);
      while (chars.length > 1 && measure.measureText(chars.join("") + "\u2026").width > maxWidth) chars.pop();
      text = chars.join("").trim() + "\u2026";
      width = measure.measureText(text).width;
    }
    textCache[key] = {text: text, width: width};
    return textCache[key];
  }

  function overlaps(a, b) {
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
  }

  // Boxes already taken (labels, and the dots of labelled entities), bucketed by grid cell.
  function Taken() { this.cells = {}; }
  Taken.prototype.each = function (b, fn) {
    for (var cx = Math.floor(b.x / CELL); cx <= Math.floor((b.x + b.w) / CELL); cx++) {
      for (var cy = Math.floor(b.y / CELL); cy <= Math.floor((b.y + b.h) / CELL); cy++) {
        if (fn(cx + "," + cy) === false) return false;
      }
    }
    return true;
  };
  Taken.prototype.free = function (b) {
    var cells = this.cells;
    return this.each(b, function (key) {
      var list = cells[key];
      return !list || !list.some(function (o) { return overlaps(b, o); });
    });
  };
  Taken.prototype.add = function (b) {
    var cells = this.cells;
    this.each(b, function (key) { (cells[key] = cells[key] || []).push(b); });
  };

  // Who must be named whatever the crowding: the selection, the hovered entity, their
  // neighbours, and everyone in an open family tree.
  function mustName() {
    var out = [];
    var seen = new Set();
    function add(id) {
      if (id !== null && id !== undefined && !seen.has(id) && visibleNodes.has(id)) { seen.add(id); out.push(id); }
    }
    var selected = network.getSelectedNodes();
    selected.forEach(add);
    add(state.hover);
    selected.concat(state.hover === null ? [] : [state.hover]).forEach(function (id) {
      if (meta.nodes[id]) neighbourIds(id).forEach(add);
    });
    if (state.tree) state.tree.order.forEach(add);
    return {ids: out, selected: new Set(selected)};
  }

  function placeLabels() {
    var body = network.body;
    var scale = body.view.scale;
    var tr = body.view.translation;
    var covered = panel.hidden ? 0 : panel.offsetWidth;
    var area = {x: 0, y: 0, w: container.clientWidth - covered, h: container.clientHeight};
    var must = mustName();
    var taken = new Taken();
    var placed = [];
    // In a tree, names may take two columns: a neighbour's then goes above its dot.
    var maxWidth = state.tree ? Math.max(48, Math.min(LABEL_MAX, Math.round(2 * TREE_DX * scale / 10) * 10 - 16))
      : LABEL_MAX;

    function place(id, forced) {
      var node = body.nodes[id];
      if (!node || !visibleNodes.has(id)) return;
      var x = node.x * scale + tr.x;
      var y = node.y * scale + tr.y;
      if (x < area.x || x > area.x + area.w || y < area.y || y > area.y + area.h) return;
      var r = (node.options.size || 10) * scale;
      var bold = must.selected.has(id);
      var size = bold ? LABEL_SIZE + 1 : LABEL_SIZE;
      var t = labelText(id, size, bold, maxWidth);
      var h = Math.ceil(size * 1.3);
      var w = Math.ceil(t.width);
      var spots = [{x: x - w / 2, y: y + r + 2}, {x: x - w / 2, y: y - r - 2 - h},
                   {x: x + r + 4, y: y - h / 2}, {x: x - r - 4 - w, y: y - h / 2}];
      var pad = 2;
      var spot = spots.find(function (b) {
        var box = {x: b.x - pad, y: b.y - pad, w: w + 2 * pad, h: h + 2 * pad};
        return b.x >= area.x && b.y >= area.y && b.x + w <= area.x + area.w && b.y + h <= area.y + area.h
          && taken.free(box);
      });
      if (!spot && !forced) return;
      spot = spot || spots[0];
      var label = {id: id, text: t.text, x: spot.x, y: spot.y, w: w, h: h, size: size, bold: bold, forced: forced};
      taken.add({x: spot.x - pad, y: spot.y - pad, w: w + 2 * pad, h: h + 2 * pad});
      taken.add({x: x - r, y: y - r, w: 2 * r, h: 2 * r});
      placed.push(label);
    }

    var forced = new Set(must.ids);
    must.ids.forEach(function (id) { place(id, true); });
    ranked.forEach(function (id) { if (!forced.has(id)) place(id, false); });
    return placed;
  }

  function drawLabels(ctx) {
    var placed = placeLabels();
    view.labels = placed;
    ctx.save();
    var ratio = network.canvas.pixelRatio || 1;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    if (state.tree && network.body.nodes[state.tree.person] && visibleNodes.has(state.tree.person)) {
      var p = network.body.nodes[state.tree.person];
      var s = network.body.view.scale;
      ctx.beginPath();
      ctx.arc(p.x * s + network.body.view.translation.x, p.y * s + network.body.view.translation.y,
              (p.options.size || 10) * s + 5, 0, 2 * Math.PI);
      ctx.lineWidth = 3;
      ctx.strokeStyle = "#e69f00";
      ctx.stroke();
    }
    ctx.textBaseline = "top";
    ctx.lineJoin = "round";
    ctx.lineWidth = 3;
    placed.forEach(function (b) {
      ctx.font = labelFont(b.size, b.bold);
      ctx.globalAlpha = state.near && !state.near.has(b.id) ? 0.35 : 1;
      ctx.strokeStyle = "rgba(255,255,255,0.92)";
      ctx.strokeText(b.text, b.x, b.y + 1);
      ctx.fillStyle = "#1f2933";
      ctx.fillText(b.text, b.x, b.y + 1);
    });
    ctx.restore();
  }

  network.on("afterDrawing", drawLabels);
  network.on("hoverNode", function (p) { state.hover = p.node; network.redraw(); });
  network.on("blurNode", function () { state.hover = null; network.redraw(); });

  // -- focus: zoom to an entity and its neighbours, beside the panel ----------------------

  // A big graph jumps instead of gliding: each frame of it takes a good part of a second on a
  // slow machine, and an animation is thirty of them.
  var ANIMATE_MS = visData.nodes.length > 500 ? 0 : 450;

  // Zoom so that ids fill the part of the graph the panel leaves free, with room for names.
  function fitIds(ids, maxScale, duration) {
    var at = network.getPositions(ids);
    var box = {x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity};
    Object.keys(at).forEach(function (id) {
      box.x0 = Math.min(box.x0, at[id].x); box.x1 = Math.max(box.x1, at[id].x);
      box.y0 = Math.min(box.y0, at[id].y); box.y1 = Math.max(box.y1, at[id].y);
    });
    if (box.x0 === Infinity) return;
    var covered = panel.hidden ? 0 : panel.getBoundingClientRect().width;
    var freeW = container.clientWidth - covered;
    var freeH = container.clientHeight;
    var w = box.x1 - box.x0;
    var h = box.y1 - box.y0;
    var scale = Math.min(maxScale, w > 0 ? (freeW - 200) / w : Infinity, h > 0 ? (freeH - 110) / h : Infinity);
    network.moveTo({position: {x: (box.x0 + box.x1) / 2, y: (box.y0 + box.y1) / 2}, scale: Math.max(0.02, scale),
                    offset: {x: -covered / 2, y: 0},
                    animation: duration ? {duration: duration, easingFunction: "easeInOutQuad"} : false});
  }

  function selectNode(id) {
    network.selectNodes([id]);
    if (state.tree) paint(null, null);  // a family tree stays in full colour
    else highlight({node: id});
    showNode(id);
  }

  function focusNode(id) {
    if (!meta.nodes[id]) return;
    if (state.tree && !state.tree.nodes.has(id)) closeTree();
    if (!visibleNodes.has(id)) {
      resetFilters();
      setStatus("filters reset to show " + label(id));
    }
    if (!state.back && !state.tree) state.back = {position: network.getViewPosition(), scale: network.getScale()};
    selectNode(id);
    fitIds([id].concat(neighbourIds(id)), 1.6, ANIMATE_MS);
  }

  // Escape: close the panel and go back to the view before the first focus.
  function goBack() {
    unhighlight();
    closePanel();
    network.unselectAll();
    if (state.back) {
      network.moveTo({position: state.back.position, scale: state.back.scale,
                      animation: ANIMATE_MS ? {duration: ANIMATE_MS, easingFunction: "easeInOutQuad"} : false});
      state.back = null;
    }
  }

  network.on("click", function (params) {
    if (params.nodes.length) focusNode(params.nodes[0]);
    else if (params.edges.length) { highlight({edge: params.edges[0]}); showEdge(params.edges[0]); }
    else { unhighlight(); closePanel(); }
  });

  // -- layout: each connected component apart ---------------------------------------------

  // Each component keeps the shape physics gave it and gets a place of its own: largest
  // first, shelf-packed in rows about as wide, relative to their height, as the screen.
  function packComponents() {
    var body = network.body;
    var parent = {};
    var ids = Object.keys(meta.nodes).filter(function (id) { return body.nodes[id]; });
    function root(a) {
      while (parent[a] !== a) { parent[a] = parent[parent[a]]; a = parent[a]; }
      return a;
    }
    ids.forEach(function (id) { parent[id] = id; });
    Object.keys(meta.edges).forEach(function (eid) {
      var e = meta.edges[eid];
      if (parent[e.from] === undefined || parent[e.to] === undefined) return;
      var a = root(e.from), b = root(e.to);
      if (a !== b) parent[a] = b;
    });
    var comps = {};
    ids.forEach(function (id) {
      var r = root(id), n = body.nodes[id], size = n.options.size || 10;
      var c = comps[r] || (comps[r] = {ids: [], x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity});
      c.ids.push(id);
      c.x0 = Math.min(c.x0, n.x - size); c.x1 = Math.max(c.x1, n.x + size);
      c.y0 = Math.min(c.y0, n.y - size); c.y1 = Math.max(c.y1, n.y + size);
    });
    var list = Object.keys(comps).map(function (r) { return comps[r]; });
    if (list.length < 2) return;
    var GAP = 110;
    list.forEach(function (c) { c.w = c.x1 - c.x0 + GAP; c.h = c.y1 - c.y0 + GAP; });
    list.sort(function (a, b) { return b.ids.length - a.ids.length || b.w * b.h - a.w * a.h; });
    var W = container.clientWidth, H = Math.max(1, container.clientHeight);
    // Shelves of at most rowWidth: returns each component's corner and the scale the whole fits at.
    function shelves(rowWidth) {
      var x = 0, y = 0, rowHeight = 0, width = 0, at = [];
      list.forEach(function (c) {
        if (x > 0 && x + c.w > rowWidth) { x = 0; y += rowHeight; rowHeight = 0; }
        at.push({x: x, y: y});
        x += c.w;
        width = Math.max(width, x);
        rowHeight = Math.max(rowHeight, c.h);
      });
      return {at: at, scale: Math.min(W / width, H / (y + rowHeight))};
    }
    var widest = list.reduce(function (m, c) { return Math.max(m, c.w); }, 0);
    var all = list.reduce(function (m, c) { return m + c.w; }, 0);
    var best = shelves(all);
    for (var k = 0; k <= 24; k++) {  // the row width that lets the whole be drawn largest
      var tried = shelves(widest + (all - widest) * k / 24);
      if (tried.scale > best.scale) best = tried;
    }
    list.forEach(function (c, i) {
      var dx = best.at[i].x - c.x0, dy = best.at[i].y - c.y0;
      c.ids.forEach(function (id) { body.nodes[id].x += dx; body.nodes[id].y += dy; });
    });
  }

  // -- the family tree ---------------------------------------------------------------------

  var FAMILY = {child: true, spouse: true, former_spouse: true, partner: true, sibling: true};
  var COUPLE = {spouse: true, former_spouse: true, partner: true};
  var TREE_DX = 190, TREE_DY = 210, TREE_HOPS = 3, TREE_MAX = 150;

  // The family around a person: generations from child edges (parents above children),
  // couples and siblings on one row, each row ordered so that children sit under their
  // parents and a couple side by side (former partners left, current right).
  function familyTree(person) {
    var gen = {}, hops = {}, order = [person];
    gen[person] = 0;
    hops[person] = 0;
    for (var i = 0; i < order.length; i++) {
      var id = order[i];
      if (hops[id] >= TREE_HOPS) continue;
      incident[id].forEach(function (eid) {
        var e = meta.edges[eid];
        var other = e.from === id ? e.to : e.from;
        if (!FAMILY[e.relation] || other === id || gen[other] !== undefined || order.length >= TREE_MAX) return;
        gen[other] = gen[id] + (e.relation === "child" ? (e.from === id ? 1 : -1) : 0);
        hops[other] = hops[id] + 1;
        order.push(other);
      });
    }
    var members = new Set(order);
    var treeEdges = new Set();
    var links = [];
    order.forEach(function (id) {
      incident[id].forEach(function (eid) {
        var e = meta.edges[eid];
        if (!FAMILY[e.relation] || treeEdges.has(eid) || e.from === e.to || !members.has(e.from) || !members.has(e.to)) return;
        treeEdges.add(eid);
        links.push(e);
      });
    });
    // Push children down and couples and siblings level until every constraint holds.
    for (var pass = 0; pass <= order.length; pass++) {
      var moved = false;
      links.forEach(function (e) {
        if (e.relation === "child") {
          if (gen[e.to] <= gen[e.from]) { gen[e.to] = gen[e.from] + 1; moved = true; }
        } else if (gen[e.to] !== gen[e.from]) {
          gen[e.to] = gen[e.from] = Math.max(gen[e.to], gen[e.from]);
          moved = true;
        }
      });
      if (!moved) break;
    }
    var levels = Array.from(new Set(order.map(function (id) { return gen[id]; }))).sort(function (a, b) { return a - b; });
    order.forEach(function (id) { gen[id] = levels.indexOf(gen[id]); });

    // Units: the people of one row joined by couple edges, in couple order.
    var parents = {}, siblings = {}, partners = {};
    order.forEach(function (id) { parents[id] = []; siblings[id] = []; partners[id] = []; });
    links.forEach(function (e) {
      if (e.relation === "child") parents[e.to].push(e.from);
      else if (e.relation === "sibling") { siblings[e.from].push(e.to); siblings[e.to].push(e.from); }
      else if (gen[e.from] === gen[e.to]) {
        var ended = e.relation === "former_spouse" || (e.status && !e.status.current);
        partners[e.from].push({id: e.to, ended: ended});
        partners[e.to].push({id: e.from, ended: ended});
      }
    });
    var unitOf = {}, units = [];
    order.forEach(function (id) {
      if (unitOf[id]) return;
      var unit = {members: [], gen: gen[id], index: units.length};
      var stack = [id];
      unitOf[id] = unit;
      while (stack.length) {
        var m = stack.pop();
        unit.members.push(m);
        partners[m].forEach(function (p) { if (!unitOf[p.id]) { unitOf[p.id] = unit; stack.push(p.id); } });
      }
      var hub = unit.members.slice().sort(function (a, b) { return partners[b].length - partners[a].length; })[0];
      var left = [], right = [];
      partners[hub].forEach(function (p) {
        if (left.indexOf(p.id) < 0 && right.indexOf(p.id) < 0) (p.ended ? left : right).push(p.id);
      });
      var rest = unit.members.filter(function (m) { return m !== hub && left.indexOf(m) < 0 && right.indexOf(m) < 0; });
      unit.members = left.concat([hub], right, rest);
      units.push(unit);
    });
    var rows = levels.map(function () { return []; });
    units.forEach(function (u) { rows[u.gen].push(u); });

    var x = {};
    function mean(list) {
      var xs = list.filter(function (id) { return x[id] !== undefined; }).map(function (id) { return x[id]; });
      return xs.length ? xs.reduce(function (a, b) { return a + b; }, 0) / xs.length : null;
    }
    function anchor(unit, up) {
      var near = [];
      unit.members.forEach(function (m) {
        if (up) near = near.concat(parents[m]);
        else links.forEach(function (e) { if (e.relation === "child" && e.from === m) near.push(e.to); });
      });
      var at = mean(near);
      if (at === null && up) {  // siblings share their parents' place
        unit.members.forEach(function (m) { siblings[m].forEach(function (s) { near = near.concat(parents[s]); }); });
        at = mean(near);
      }
      return at;
    }
    function layRow(row, up) {
      row.forEach(function (u) {
        var at = anchor(u, up);
        u.key = at !== null ? at : (mean(u.members) !== null ? mean(u.members) : 1e9 + u.index);
      });
      row.sort(function (a, b) { return a.key - b.key || a.index - b.index; });
      // Each unit centred on its anchor (its parents, or its children), pushed right where it
      // would overlap the one before; then the row moves as a whole to sit on its anchors.
      var end = -Infinity, placed = [], drift = [];
      row.forEach(function (u) {
        var width = (u.members.length - 1) * TREE_DX;
        var want = u.key < 1e9 ? u.key - width / 2 : null;
        var start = end === -Infinity ? (want === null ? 0 : want) : Math.max(want === null ? -Infinity : want, end + TREE_DX * 1.35);
        if (want !== null) drift.push(want - start);
        u.members.forEach(function (m, k) { x[m] = start + k * TREE_DX; placed.push(m); });
        end = start + width;
      });
      var shift = drift.length ? drift.reduce(function (a, b) { return a + b; }, 0) / drift.length
        : -(x[placed[0]] + x[placed[placed.length - 1]]) / 2;
      placed.forEach(function (m) { x[m] += shift; });
    }
    rows.forEach(function (row) { layRow(row, true); });
    for (var r = rows.length - 2; r >= 0; r--) layRow(rows[r], false);
    rows.forEach(function (row) { layRow(row, true); });

    var pos = {};
    order.forEach(function (id) { pos[id] = {x: x[id], y: gen[id] * TREE_DY}; });
    return {person: person, nodes: members, edges: treeEdges, order: order, gen: gen, pos: pos};
  }

  var treeBar = document.getElementById("tree-bar");
  var smoothOf = {};  // each edge's own curve, restored when the tree closes
  visData.edges.forEach(function (e) { smoothOf[e.id] = e.smooth === undefined ? false : e.smooth; });
  var TREE_CURVE = {enabled: true, type: "cubicBezier", forceDirection: "vertical", roundness: 0.5};

  // Parent-to-child lines bend like a drawn family tree's; the rest keep their own curve.
  function curveTreeEdges(tree, on) {
    var changes = [];
    tree.edges.forEach(function (eid) {
      if (meta.edges[eid].relation === "child") changes.push({id: eid, smooth: on ? TREE_CURVE : smoothOf[eid]});
    });
    if (changes.length) edges.update(changes);
  }

  function placeTree() {
    var body = network.body;
    Object.keys(state.tree.pos).forEach(function (id) {
      if (body.nodes[id]) { body.nodes[id].x = state.tree.pos[id].x; body.nodes[id].y = state.tree.pos[id].y; }
    });
    network.redraw();
  }

  function openTree(id) {
    if (!meta.nodes[id]) return;
    if (!state.tree) state.treeBack = {position: network.getViewPosition(), scale: network.getScale()};
    state.back = null;
    unhighlight();
    closePanel();
    if (state.tree) curveTreeEdges(state.tree, false);
    state.tree = familyTree(id);
    curveTreeEdges(state.tree, true);
    applyFilters();  // only the family, placed as a tree
    network.selectNodes([id]);
    document.getElementById("tree-name").textContent = label(id);
    treeBar.hidden = false;
    fitIds(state.tree.order, 1.2, 0);
    setStatus("family tree of " + label(id) + ": " + plural(state.tree.order.length, "person", "people"));
  }

  function closeTree() {
    if (!state.tree) return;
    var members = state.tree.order;
    curveTreeEdges(state.tree, false);
    state.tree = null;
    treeBar.hidden = true;
    unhighlight();
    closePanel();
    network.unselectAll();
    applyFilters();
    var body = network.body;
    nodes.get(members).forEach(function (n) {  // the family goes back to its place in the graph
      if (body.nodes[n.id] && n.x !== undefined) { body.nodes[n.id].x = n.x; body.nodes[n.id].y = n.y; }
    });
    if (state.treeBack) network.moveTo({position: state.treeBack.position, scale: state.treeBack.scale});
    state.treeBack = null;
    network.redraw();
  }

  document.getElementById("tree-close").addEventListener("click", closeTree);

  // -- ready ---------------------------------------------------------------------------------

  function ready() {
    if (view.ready) return;
    var settledAt = performance.now();
    network.setOptions({physics: {enabled: false}});
    packComponents();
    // Keep the layout in the data, so entities a filter hides come back where they were.
    network.storePositions();
    network.fit({animation: false});
    network.on("dragEnd", function (p) {
      var at = network.getPositions(p.nodes);
      if (state.tree) {  // a tree's positions are the tree's, not the graph's
        p.nodes.forEach(function (id) { if (state.tree.pos[id]) state.tree.pos[id] = at[id]; });
        return;
      }
      nodes.update(p.nodes.map(function (id) { return {id: id, x: at[id].x, y: at[id].y}; }));
    });
    if (meta.focus !== null && visibleNodes.has(meta.focus)) network.selectNodes([meta.focus]);  // --focus
    if (meta.tree !== null && meta.tree !== undefined && meta.nodes[meta.tree]) openTree(meta.tree);  // --tree
    // Milliseconds since the page began loading: when this script started, and when the page became ready.
    view.timing = {scriptAt: Math.round(scriptAt), layoutMs: Math.round(performance.now() - layoutStarted),
                   readyAt: Math.round(performance.now()), buildMs: Math.round(builtAt - layoutStarted),
                   settleMs: Math.round(settledAt - builtAt), finishMs: Math.round(performance.now() - settledAt)};
    view.ready = true;
    document.documentElement.dataset.ready = "true";
    if (!state.tree) showCounts();
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
    closeTree();
    unhighlight();
    closePanel();
    network.unselectAll();
    input.value = "";
    state.back = null;
    resetFilters();
    network.fit({animation: {duration: 400}});
  });
  document.getElementById("fit").addEventListener("click", function () { network.fit({animation: {duration: 400}}); });
  document.addEventListener("keydown", function (ev) {
    if (ev.key !== "Escape" || document.activeElement === input) return;
    if (state.tree && panel.hidden) closeTree();
    else goBack();
  });
}());
