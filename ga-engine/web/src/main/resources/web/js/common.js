// Shared by every page: the header, JSON requests that turn an API error into a message, small formatters.
// Data from the server (tags of a PDN file, run ids, player names) never becomes HTML: pages
// build their elements with h(), whose strings are text nodes, so markup in data shows as text.

/**
 * A new element: `h('td', { class: 'num' }, 'text', child, [more])`. Strings (and numbers)
 * become text nodes, never markup; null, undefined and false children and attributes are left
 * out; arrays are flattened.
 */
export function h(tag, attributes = {}, ...children) {
  const el = tag === 'svg' || tag === 'path' ? document.createElementNS('http://www.w3.org/2000/svg', tag) : document.createElement(tag);
  for (const [name, value] of Object.entries(attributes || {})) {
    if (value !== null && value !== undefined && value !== false) el.setAttribute(name, value);
  }
  el.append(...children.flat(Infinity).filter(c => c !== null && c !== undefined && c !== false)
    .map(c => c instanceof Node ? c : String(c)));
  return el;
}

/** Puts `children` (elements or text, as h() takes them) in place of what `el` holds. */
export function fill(el, ...children) {
  el.replaceChildren(...h('div', {}, ...children).childNodes);
  return el;
}

/** Draws the header with its navigation; `active` is the page's name. */
export function header(active) {
  const links = [['play', '/play.html', 'Play'], ['runs', '/runs.html', 'Runs'], ['viewer', '/viewer.html', 'Game viewer']];
  document.body.prepend(h('header', { class: 'top' }, h('div', { class: 'inner' },
    h('a', { class: 'brand', href: '/' }, 'evo', h('span', {}, 'draughts')),
    h('nav', {}, links.map(([name, href, text]) => h('a', { href, class: name === active ? 'active' : '' }, text))))));
}

/**
 * Marks each `.table-box` (a wide table's box, which scrolls sideways) on the sides where its
 * table is cut, `more-left` and `more-right`, which the stylesheet fades: nothing showed that a
 * table cut at a phone's edge scrolls. Kept up to date as the box scrolls, resizes or is refilled.
 */
export function scrollCues() {
  for (const box of document.querySelectorAll('.table-box')) {
    const mark = () => {
      const end = box.scrollWidth - box.clientWidth;
      box.classList.toggle('more-left', box.scrollLeft > 1);
      box.classList.toggle('more-right', box.scrollLeft < end - 1);
    };
    box.addEventListener('scroll', mark, { passive: true });
    new ResizeObserver(mark).observe(box);
    new MutationObserver(mark).observe(box, { childList: true, subtree: true });
    mark();
  }
}

/**
 * Shows the first `limit` of a table's `rows` (elements) in `tbody`, and returns the cue that
 * goes under the table while some are hidden: "showing 50 of 212 games — show all", whose
 * button shows them all (as does `showAll()` on the cue, for a row asked for by the address).
 */
export function someRows(tbody, rows, limit, noun) {
  const cue = h('p', { class: 'muted small rows-cue', id: tbody.id ? tbody.id + '-cue' : null });
  cue.showAll = () => {
    tbody.replaceChildren(...rows);
    cue.hidden = true;
  };
  tbody.replaceChildren(...rows.slice(0, limit));
  cue.hidden = rows.length <= limit;
  const all = h('button', { type: 'button', class: 'inline' }, 'show all');
  all.onclick = cue.showAll;
  fill(cue, `showing ${Math.min(limit, rows.length)} of ${rows.length} ${noun} — `, all);
  return cue;
}

/** A figure's card: a label, its value and a line under it (each text or an element). */
export function card(label, value, sub = '') {
  return h('div', { class: 'card' }, h('div', { class: 'label' }, label), h('div', { class: 'value' }, value), h('div', { class: 'sub' }, sub));
}

/** A game's moves as a table of numbered rows (black's move, then white's), each move a clickable `.ply`. */
export function moveTable(moves, current = null) {
  const rows = [];
  moves.forEach((m, i) => {
    const black = m.side === 'black';
    if (black || i === 0) rows.push(h('tr', {}, h('td', { class: 'n' }, m.number.replace('...', '.'))));
    if (!black && i === 0) rows.at(-1).append(h('td', {}, '…'));
    rows.at(-1).append(h('td', {}, h('span', { class: current === i + 1 ? 'ply current' : 'ply', 'data-ply': i + 1 }, m.text)));
  });
  return h('table', {}, rows);
}

/** An API error: the server's message and the field it names. */
export class ApiError extends Error {
  constructor(status, message, field) { super(message); this.status = status; this.field = field; }
}

/** Fetches JSON; a 4xx or 5xx becomes an ApiError with the server's message. */
export async function api(path, options = {}) {
  const init = { ...options };
  if (options.json !== undefined) init.method = init.method || 'POST';
  if (init.method && init.method !== 'GET') {
    // The server takes requests that change something as JSON only (docs/web.md).
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(options.json ?? {});
  }
  delete init.json;
  let response;
  try {
    response = await fetch(path, init);
  } catch (e) {
    throw new ApiError(0, 'The server cannot be reached: is evodraughts serve still running?', null);
  }
  const text = await response.text();
  let body = null;
  try { body = text ? JSON.parse(text) : null; } catch (e) { body = null; }
  if (!response.ok) {
    throw new ApiError(response.status, (body && body.error) || `${response.status} ${response.statusText}`, body && body.field);
  }
  return body;
}

/** Shows a message in `el` (kind: error, info or over), or hides it when text is empty. */
export function message(el, text, kind = 'error') {
  el.textContent = text || '';
  el.className = 'message ' + kind;
  el.hidden = !text;
}

export function duration(seconds) {
  if (seconds === null || seconds === undefined) return '–';
  const s = Math.round(seconds), h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60;
  return h > 0 ? `${h}h ${String(m).padStart(2, '0')}m` : m > 0 ? `${m}m ${String(s % 60).padStart(2, '0')}s` : `${s % 60}s`;
}

export function fixed(value, digits = 3) {
  return value === null || value === undefined ? '–' : Number(value).toFixed(digits);
}

export function signed(value, digits = 3) {
  return value === null || value === undefined ? '–' : (value >= 0 ? '+' : '') + Number(value).toFixed(digits);
}

export function param(name) {
  return new URLSearchParams(location.search).get(name);
}

/** Saves text as a file through the browser. */
export function saveText(text, fileName, type = 'application/x-portable-draughts-notation') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
