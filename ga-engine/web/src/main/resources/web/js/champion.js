// A champion's page: its figures and the games of its evaluation, replayed on the board.
import { api, card, fill, h, header, message, scrollCues, someRows, duration, fixed, signed, param } from './common.js';
import { GameView } from './gameview.js';

header('runs');
scrollCues();
const $ = id => document.getElementById(id);
const run = param('run'), generation = param('generation') || 'best';
const base = `/api/runs/${encodeURIComponent(run || '')}/champions/${encodeURIComponent(generation)}`;
let view = null;
/** The games listed before "show all". */
const GAMES_SHOWN = 50;

async function load() {
  try {
    const c = await api(base);
    const ch = c.champion;
    document.title = `${c.run} gen ${ch.generation} · evodraughts`;
    fill($('title'), `Champion of generation ${ch.generation} `, h('span', { class: 'muted small' }, 'run ',
      h('a', { href: '/run.html?run=' + encodeURIComponent(c.run) }, c.run), c.best === ch.generation ? ' · the best so far' : ''));
    const cards = [card('Points', fixed(ch.points, 1)), card('Mean of means', fixed(ch.meanOfMeans)), card('Elapsed', duration(ch.elapsedSeconds))];
    for (const [name, score] of Object.entries(ch.baselines || {})) cards.push(card('vs ' + name, signed(score), 'mean score'));
    if (ch.yardstick) {
      const y = ch.yardstick;
      cards.push(card('Yardstick ' + y.player, (100 * y.score).toFixed(1) + '%', `${y.wins}-${y.draws}-${y.losses}, 95%: ${(100 * y.low).toFixed(0)}–${(100 * y.high).toFixed(0)}%`));
    }
    fill($('cards'), cards);
    $('play-link').href = `/play.html?run=${encodeURIComponent(c.run)}&generation=${ch.generation}`;
    $('pdn-link').href = `${base.replace(/\/[^/]+$/, '/' + ch.generation)}/games.pdn`;
    $('pdn-link').hidden = !c.hasGames;
    $('run-link').href = `/run.html?run=${encodeURIComponent(c.run)}`;
    message($('message'), (c.problems || []).join(' · '), 'error');
    if (!c.hasGames) {
      fill($('games'), h('p', { class: 'muted' }, `${c.gamesNote}. They can be read once the run has ended.`));
      return;
    }
    if (c.games.length === 0) { fill($('games'), h('p', { class: 'muted' }, 'No games recorded.')); return; }
    const head = ['#', 'Black', 'White', 'Result', "Champion's score", 'Plies'].map((text, i) => h('th', { class: [0, 4, 5].includes(i) ? 'num' : null }, text));
    const rows = c.games.map(g => {
      const tr = h('tr', { class: 'link', 'data-game': g.number }, h('td', { class: 'num' }, g.number), h('td', {}, g.black),
        h('td', {}, g.white), h('td', {}, g.result),
        h('td', { class: 'num' }, g.championScore > 0 ? '+1 won' : g.championScore < 0 ? '−1 lost' : '0 drawn'),
        h('td', { class: 'num' }, g.plies));
      tr.onclick = () => open(c.run, ch.generation, g.number);
      return tr;
    });
    // The first games, and a cue saying how many more there are (a box that scrolled hid them without a word).
    const tbody = h('tbody', { id: 'games-rows' });
    const cue = someRows(tbody, rows, GAMES_SHOWN, 'games');
    fill($('games'), h('table', { class: 'data', id: 'games-table' }, h('thead', {}, h('tr', {}, head)), tbody), cue);
    if (param('game')) {
      if (Number(param('game')) > GAMES_SHOWN) cue.showAll();
      open(c.run, ch.generation, param('game'));
    }
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
