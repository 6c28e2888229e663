// The play page: a game against a champion, a network file or a baseline. The server holds the
// game and sends the legal moves with their landing squares; the page only lets the person pick
// one of them, a square at a time.
import { Board } from './board.js';
import { api, ApiError, fill, h, header, message, moveTable, param, saveText } from './common.js';

header('play');
const $ = id => document.getElementById(id);
const board = new Board($('board'), { onClick: clicked });
const KEY = 'evodraughts.game';
let state = null;        // the server's view of the game
let entered = [];        // squares clicked so far for the person's move: the origin, then landing squares
let reviewing = null;    // the position index shown while reviewing earlier moves, or null
let polling = null;
let busy = false;

// ---- the new-game form ----
const form = $('new-game');
function kind() { return form.querySelector('input[name=opponent]:checked').value; }
function showKind() {
  form.querySelectorAll('[data-kind]').forEach(el => el.hidden = el.dataset.kind !== kind());
}
form.querySelectorAll('input[name=opponent]').forEach(el => el.onchange = showKind);

async function loadRuns() {
  let runs = [];
  try { runs = await api('/api/runs'); } catch (e) { /* the form still offers files and baselines */ }
  const withChampions = runs.filter(r => r.champions > 0);
  // The menu names each run by its id alone, on a line of its own, so that a real id
  // (20261128-101500-seed7) shows whole; the chosen run's champions go on the line below it.
  fill($('run'), withChampions.length > 0 ? withChampions.map(r => h('option', { value: r.id, 'data-champions': r.champions }, r.id))
    : h('option', { value: '' }, 'no runs with champions'));
  const run = param('run');
  if (run) {
    $('run').value = run;
    $('generation').value = param('generation') || 'best';
  }
  showRunChampions();
  if (run || withChampions.length > 0) form.querySelector('input[value=champion]').checked = true;
  showKind();
}

function showRunChampions() {
  const chosen = $('run').selectedOptions[0];
  const count = chosen ? Number(chosen.dataset.champions) : 0;
  $('run-champions').textContent = count > 0 ? `${count} ${count === 1 ? 'champion' : 'champions'}` : '';
}
$('run').onchange = showRunChampions;

/** The network files of the server's networks directory (serve --networks), offered by name. */
async function loadNetworks() {
  let files = [];
  try { files = await api('/api/networks'); } catch (e) { /* uploads still work */ }
  fill($('network-file'), files.filter(f => !f.problem).map(f => h('option', { value: f.name }, f.name)),
    h('option', { value: '' }, 'upload a file…'));
  showUpload();
}
function showUpload() { $('upload').hidden = $('network-file').value !== ''; }
$('network-file').onchange = showUpload;

form.onsubmit = async e => {
  e.preventDefault();
  form.querySelectorAll('.invalid').forEach(el => el.classList.remove('invalid'));
  message($('form-message'), '');
  const body = {
    opponent: kind(), run: $('run').value, generation: $('generation').value, baseline: $('baseline').value,
    search: $('search').value, time: $('time').value, clock: $('clock').value, fen: $('fen').value,
    colour: form.querySelector('input[name=colour]:checked').value,
  };
  if (body.opponent === 'network' && $('network-file').value) {
    body.file = $('network-file').value;
  } else if (body.opponent === 'network') {
    const file = $('network').files[0];
    if (!file) { fail($('form-message'), new ApiError(400, 'Choose a network file to upload.', 'network')); return; }
    if (file.size > 2 * 1024 * 1024) { fail($('form-message'), new ApiError(413, `${file.name} is ${(file.size / 1048576).toFixed(1)} MiB; the limit is 2 MiB.`, 'network')); return; }
    body.network = await file.text();
    body.networkName = file.name;
  }
  $('start').disabled = true;
  try {
    const created = await api('/api/play', { json: body });
    if (state) {
      // The old game ends on the server too, so its search (if it is thinking) stops now.
      const old = state.id;
      clearTimeout(polling);
      api(`/api/play/${old}`, { method: 'DELETE' }).catch(() => {});
    }
    sessionStorage.setItem(KEY, created.id);
    message($('message'), '');
    reviewing = null;
    show(created);
  } catch (err) {
    fail($('form-message'), err);
  } finally {
    $('start').disabled = false;
  }
};

/** Shows an error and marks the form field it names. */
function fail(el, err) {
  message(el, err.message, 'error');
  const field = err.field && ({ run: 'run', generation: 'generation', network: 'network', file: 'network-file', baseline: 'baseline', search: 'search', time: 'time', clock: 'clock', fen: 'fen', body: 'network' })[err.field];
  if (field && $(field)) $(field).classList.add('invalid');
}

/** A clock's seconds as m:ss.t, as play prints them. */
function reading(seconds) {
  const tenths = Math.floor(Math.max(0, seconds) * 10);
  const s = Math.floor(tenths / 10);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}.${tenths % 10}`;
}

// ---- the game ----
async function act(path, json) {
  if (!state || busy) return;
  busy = true;
  try {
    show(await api(`/api/play/${state.id}/${path}`, json === undefined ? { method: 'POST' } : { json }));
  } catch (err) {
    if (err.status === 404 && err.field === 'game') { sessionStorage.removeItem(KEY); }
    message($('message'), err.message, 'error');
    render();
  } finally {
    busy = false;
  }
}

function show(next) {
  // A new game starts with the person's pieces at the bottom: Black's start at the top of the
  // usual diagram, so playing Black turns the board (Flip board still turns it either way).
  if (!state || state.id !== next.id) board.setFlipped(next.you === 'black');
  state = next;
  entered = [];
  $('routes').hidden = true;
  if (state.problem) message($('message'), state.problem, 'error');
  render();
  clearTimeout(polling);
  if (state.thinking) polling = setTimeout(poll, 250);
}

async function poll() {
  if (!state) return;
  try {
    show(await api(`/api/play/${state.id}`));
  } catch (err) {
    message($('message'), err.message, 'error');
    polling = setTimeout(poll, 1500);
  }
}

/** The legal moves that go on from the squares entered so far. */
function candidates() {
  return state.legal.filter(m => entered.every((s, i) => m.path[i] === s));
}

function clicked(square) {
  if (!state) return;
  if (reviewing !== null) { reviewing = null; render(); return; }
  if (state.over) { message($('message'), 'The game is over: start a new game, or undo.', 'info'); return; }
  if (!state.yourTurn) { message($('message'), state.thinking ? 'Wait for the reply, or cancel it.' : 'It is not your turn.', 'info'); return; }
  message($('message'), '');
  const mine = state.you === 'black' ? ['b', 'B'] : ['w', 'W'];
  const ownPiece = mine.includes(state.board.squares[square - 1]);
  const from = state.legal.filter(m => m.path[0] === square);
  if (entered.length <= 1 && ownPiece) {
    if (entered[0] === square) { entered = []; render(); return; }
    if (from.length === 0) {
      message($('message'), state.mustCapture
        ? `You must capture: ${state.legal.map(m => m.text).join(', ')}.`
        : 'That piece has no legal move.', 'error');
      entered = [];
      render();
      return;
    }
    entered = [square];
    render();
    return;
  }
  if (entered.length === 0) return;
  const next = candidates().filter(m => m.path[entered.length] === square);
  if (next.length > 0) {
    entered.push(square);
    const done = next.filter(m => m.path.length === entered.length);
    if (done.length === 1) { play(done[0].text); return; }
    render();
    return;
  }
  // A click on a later landing square, e.g. straight on the end of a multi-jump.
  const ending = candidates().filter(m => m.path.slice(entered.length).includes(square));
  const exact = ending.filter(m => m.path[m.path.length - 1] === square);
  if (exact.length === 1) { play(exact[0].text); return; }
  if (exact.length > 1) { askRoute(exact); return; }
  const step = !state.mustCapture || state.legal.length === 0 ? null : 'You must capture: ' + state.legal.map(m => m.text).join(', ') + '.';
  message($('message'), step || `The piece on ${entered[0]} cannot go to ${square}.`, 'error');
  entered = [];
  render();
}

/** Several capture routes end on the same square: ask which. */
function askRoute(moves) {
  const routes = $('routes');
  fill(routes, h('span', { class: 'muted small' }, 'Which route?'), moves.map(m => h('button', { 'data-move': m.text }, m.text)));
  routes.hidden = false;
  routes.querySelectorAll('button').forEach(b => b.onclick = () => play(b.dataset.move));
}

function play(text) {
  entered = [];
  act('move', { move: text });
}

function render() {
  renderStatus();
  renderBoard();
  renderMoves();
  renderOpponent();
  const s = state;
  $('undo').disabled = !s || s.moves.length === 0;
  $('hint').disabled = !s || !s.yourTurn;
  $('resign').disabled = !s || s.over;
  $('download').disabled = !s;
  $('cancel').hidden = !(s && s.thinking);
  $('resume').hidden = !(s && s.paused);
}

function renderStatus() {
  const el = $('status');
  if (!state) { fill(el, h('span', { class: 'muted' }, 'Choose an opponent and start a game.')); return; }
  const toMove = state.board.sideToMove;
  let text;
  if (state.over) text = [h('b', {}, state.ending), ' ', h('span', { class: 'muted' }, `(${state.result})`)];
  else if (state.thinking) text = [h('span', { class: 'spinner' }), ` ${state.opponent} is thinking…`];
  else if (state.paused) text = `${state.opponent} is paused.`;
  else if (state.yourTurn) text = [`Your move (${toMove})`, state.mustCapture ? [' — ', h('b', {}, 'you must capture')] : '', '.'];
  else text = `${toMove} to move.`;
  fill(el, h('span', { class: 'dot ' + toMove }), h('span', {}, text));
  el.dataset.state = state.over ? 'over' : state.thinking ? 'thinking' : state.yourTurn ? 'your-turn' : 'waiting';
}

function renderBoard() {
  if (!state) { board.show(initialSquares()); return; }
  if (reviewing !== null) {
    $('review').hidden = false;
    $('review-text').textContent = reviewing === 0 ? 'Reviewing the start position' : `Reviewing the position after move ${reviewing}`;
    const last = reviewing > 0 ? state.moves[reviewing - 1].path : [];
    board.show(state.positions[reviewing].squares, { last });
    return;
  }
  $('review').hidden = true;
  const marks = {};
  const lastMove = state.moves[state.moves.length - 1];
  if (lastMove) marks.last = lastMove.path;
  if (state.hint) marks.hint = state.hint.path;
  if (state.yourTurn) {
    if (entered.length === 0) {
      if (state.mustCapture) marks.movable = [...new Set(state.legal.map(m => m.path[0]))];
    } else {
      marks.selected = entered[0];
      marks.path = entered.slice(1);
      marks.targets = [...new Set(candidates().map(m => m.path[entered.length]).filter(s => s !== undefined))];
    }
  }
  board.show(state.board.squares, marks);
}

function renderMoves() {
  const el = $('moves');
  if (!state || state.moves.length === 0) { fill(el, h('span', { class: 'muted small' }, 'No moves yet.')); return; }
  fill(el, moveTable(state.moves, reviewing));
  el.querySelectorAll('.ply').forEach(p => p.onclick = () => {
    const ply = Number(p.dataset.ply);
    reviewing = ply === state.moves.length ? null : ply;
    render();
  });
  el.scrollTop = el.scrollHeight;
}

function renderOpponent() {
  if (!state) return;
  const r = state.reply, hint = state.hint;
  const gap = { style: 'margin-top:6px' };
  fill($('opponent-info'), h('div', {}, h('b', {}, state.opponent), ` plays ${state.you === 'black' ? 'white' : 'black'}.`),
    state.clock ? h('div', gap, `Clock ${state.clock}: `, h('b', { id: 'clock-left' }, reading(state.clockSeconds)), ' left') : null,
    r ? h('div', gap, 'Last reply ', h('b', {}, r.move), ': ',
      h('span', { id: 'reply-figures' }, r.summary || (r.forced ? 'the only legal move' : 'no search'))) : null,
    hint ? h('div', gap, 'Hint: ', h('b', {}, hint.move), ' ', h('span', { class: 'muted' }, hint.summary)) : null);
}

function initialSquares() {
  return Array.from({ length: 32 }, (_, i) => i < 12 ? 'b' : i >= 20 ? 'w' : '');
}

$('undo').onclick = () => { reviewing = null; act('undo'); };
$('hint').onclick = () => {
  message($('message'), '');
  fill($('status'), h('span', { class: 'spinner' }), ' Looking for a hint…');
  act('hint');
};
$('resign').onclick = () => { if (confirm('Resign this game?')) act('resign'); };
$('cancel').onclick = () => act('cancel');
$('resume').onclick = () => act('resume');
$('flip').onclick = () => board.flip();
$('numbers').onclick = () => board.setNumbers(!board.numbers);
$('review-back').onclick = () => { reviewing = null; render(); };
$('download').onclick = async () => {
  if (!state) return;
  try {
    const response = await fetch(`/api/play/${state.id}/pdn`);
    if (!response.ok) throw new Error((await response.json()).error);
    saveText(await response.text(), 'evodraughts-game.pdn');
  } catch (err) {
    message($('message'), err.message, 'error');
  }
};

async function resumeSaved() {
  const id = sessionStorage.getItem(KEY);
  if (!id) { render(); return; }
  try {
    show(await api(`/api/play/${id}`));
  } catch (err) {
    sessionStorage.removeItem(KEY);
    render();
  }
}

loadRuns();
loadNetworks();
resumeSaved();
