// A champion's page: its figures and the games of its evaluation, replayed on the board.
import { api, header, message, escapeHtml, duration, fixed, signed, param } from './common.js';
import { GameView } from './gameview.js';

header('runs');
const $ = id => document.getElementById(id);
const run = param('run'), generation = param('generation') || 'best';
const base = `/api/runs/${encodeURIComponent(run || '')}/champions/${encodeURIComponent(generation)}`;
let view = null;

function card(label, value, sub = '') {
  return `<div class="card"><div class="label">${label}</div><div class="value">${value}</div><div class="sub">${sub}</div></div>`;
}

async function load() {
  try {
    const c = await api(base);
    const ch = c.champion;
    document.title = `${c.run} gen ${ch.generation} · evodraughts`;
    $('title').innerHTML = `Champion of generation ${ch.generation} <span class="muted small">run <a href="/run.html?run=${encodeURIComponent(c.run)}">${escapeHtml(c.run)}</a>${c.best === ch.generation ? ' · the best so far' : ''}</span>`;
    let cards = card('Points', fixed(ch.points, 1)) + card('Mean of means', fixed(ch.meanOfMeans)) + card('Elapsed', duration(ch.elapsedSeconds));
    for (const [name, score] of Object.entries(ch.baselines || {})) cards += card('vs ' + escapeHtml(name), signed(score), 'mean score');
    if (ch.yardstick) {
      const y = ch.yardstick;
      cards += card('Yardstick ' + escapeHtml(y.player), (100 * y.score).toFixed(1) + '%', `${y.wins}-${y.draws}-${y.losses}, 95%: ${(100 * y.low).toFixed(0)}–${(100 * y.high).toFixed(0)}%`);
    }
    $('cards').innerHTML = cards;
    $('play-link').href = `/play.html?run=${encodeURIComponent(c.run)}&generation=${ch.generation}`;
    $('pdn-link').href = `${base.replace(/\/[^/]+$/, '/' + ch.generation)}/games.pdn`;
    $('pdn-link').hidden = !c.hasGames;
    $('run-link').href = `/run.html?run=${encodeURIComponent(c.run)}`;
    if (!c.hasGames) {
      $('games').innerHTML = `<p class="muted">${escapeHtml(c.gamesNote)}. They can be read once the run has ended.</p>`;
      return;
    }
    if (c.games.length === 0) { $('games').innerHTML = '<p class="muted">No games recorded.</p>'; return; }
    $('games').innerHTML = `<table class="data" id="games-table"><thead><tr><th class="num">#</th><th>Black</th><th>White</th><th>Result</th>
      <th class="num">Champion's score</th><th class="num">Plies</th></tr></thead><tbody>${c.games.map(g => `
      <tr class="link" data-game="${g.number}"><td class="num">${g.number}</td><td>${escapeHtml(g.black)}</td><td>${escapeHtml(g.white)}</td>
      <td>${escapeHtml(g.result)}</td><td class="num">${g.championScore > 0 ? '+1 won' : g.championScore < 0 ? '−1 lost' : '0 drawn'}</td><td class="num">${g.plies}</td></tr>`).join('')}</tbody></table>`;
    $('games').querySelectorAll('tr.link').forEach(tr => tr.onclick = () => open(c.run, ch.generation, tr.dataset.game));
    if (param('game')) open(c.run, ch.generation, param('game'));
  } catch (err) {
    message($('message'), err.message, 'error');
  }
}

async function open(runId, gen, number) {
  try {
    const game = await api(`/api/runs/${encodeURIComponent(runId)}/champions/${gen}/games/${number}`);
    $('viewer-panel').hidden = false;
    $('viewer-title').textContent = `Game ${number}`;
    document.querySelectorAll('#games-table tr.link').forEach(tr => tr.classList.toggle('selected', tr.dataset.game === String(number)));
    view = view || new GameView($('viewer'));
    view.load(game);
  } catch (err) {
    message($('message'), err.message, 'error');
  }
}

load();
