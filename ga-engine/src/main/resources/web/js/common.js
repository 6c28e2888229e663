// Shared by every page: the header, JSON requests that turn an API error into a message, small formatters.

/** Draws the header with its navigation; `active` is the page's name. */
export function header(active) {
  const links = [['play', '/play.html', 'Play'], ['runs', '/runs.html', 'Runs'], ['viewer', '/viewer.html', 'Game viewer']];
  const el = document.createElement('header');
  el.className = 'top';
  el.innerHTML = `<div class="inner"><a class="brand" href="/">evo<span>draughts</span></a><nav>${
    links.map(([name, href, text]) => `<a href="${href}" class="${name === active ? 'active' : ''}">${text}</a>`).join('')}</nav></div>`;
  document.body.prepend(el);
}

/** An API error: the server's message and the field it names. */
export class ApiError extends Error {
  constructor(status, message, field) { super(message); this.status = status; this.field = field; }
}

/** Fetches JSON; a 4xx or 5xx becomes an ApiError with the server's message. */
export async function api(path, options = {}) {
  const init = { ...options };
  if (options.json !== undefined) {
    init.method = init.method || 'POST';
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(options.json);
  }
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

export function escapeHtml(text) {
  return String(text ?? '').replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));
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
