// A run's dashboard: figures and charts from the JSON endpoints, fetched again whenever the
// server's event stream says the run changed (a new generation, a champion, a ladder).
import { api, card, fill, h, header, message, scrollCues, duration, fixed, signed, param } from './common.js';

header('runs');
scrollCues();
const $ = id => document.getElementById(id);
const run = param('run') || '';
const base = `/api/runs/${encodeURIComponent(run)}`;
const COLOURS = ['#8a4b1f', '#2456a6', '#1a7f37', '#b7791f', '#7b3fa0', '#c0392b'];
const charts = {};
Chart.defaults.font.family = 'system-ui, sans-serif';
Chart.defaults.animation = false;
Chart.defaults.maintainAspectRatio = false;

function chart(id, datasets, { y = {}, x = {}, legend = true } = {}) {
  if (!charts[id]) {
    charts[id] = new Chart($(id), {
      type: 'line', data: { datasets: [] },
      options: {
        parsing: false, normalized: true,
        interaction: { mode: 'nearest', intersect: false },
        plugins: { legend: { display: legend, labels: { boxWidth: 12, filter: item => !item.text.startsWith('_') } } },
        scales: { x: { type: 'linear', title: { display: true, text: 'generation' }, ticks: { precision: 0 }, ...x }, y },
      },
    });
  }
  charts[id].data.datasets = datasets;
  charts[id].update();
}

function line(label, points, colour, extra = {}) {
  return { label, data: points, borderColor: colour, backgroundColor: colour, pointRadius: points.length > 60 ? 0 : 2, borderWidth: 2, tension: 0, ...extra };
}

let connected = false;   // the event stream is open
let running = true;      // the run's process is going: only then is the page "live"
let retry = null;
let source = null;       // the run's event stream
let gaveUp = false;      // the run cannot be shown: its error alone, and no more asking

/** The live dot: green while the page follows a running run; a run that ended says so instead. */
function showLive() {
  $('live').classList.toggle('on', connected && running);
  $('live-text').textContent = !running ? 'not running' : connected ? 'live' : 'reconnecting';
}

async function load() {
  clearTimeout(retry);
  let detail, population, ladder;
  try {
    [detail, population, ladder] = await Promise.all([api(base), api(base + '/population'), api(base + '/ladder')]);
  } catch (err) {
    if (err.status >= 400 && err.status < 500) {
      giveUp(err.message);
      return;
    }
    // Keep asking: a server restarting (or busy) answers a moment later.
    message($('message'), err.message, 'error');
    retry = setTimeout(load, 3000);
    return;
  }
  running = detail.status === 'running';
  // A stream refused while the run did not exist yet (opened before evolve made its directory) is opened again.
  if (source && source.readyState === EventSource.CLOSED) listen();
  showLive();
  const waiting = running && detail.generation == null;
  // A damaged file: what could be read is shown below, what could not is named here with the repair.
  const problems = detail.problems || [];
  if (problems.length) message($('message'), [...problems, detail.warning].filter(Boolean).join(' · '), 'error');
  else message($('message'), detail.warning || (waiting ? 'Waiting for the first generation: this page shows it as soon as generation 0 is saved.' : ''), 'info');
  document.title = `${detail.id} · evodraughts`;
  $('title').textContent = detail.id;
  fill($('status'), h('span', { class: 'badge ' + detail.status, id: 'status-badge' }, detail.status));
  const champions = detail.champions;
  const best = champions.find(c => c.generation === detail.best);
  const lastYardstick = [...champions].reverse().find(c => c.yardstick);
  fill($('cards'),
    card('Generation', h('span', { id: 'generation' }, detail.generation ?? '–'), detail.targetGenerations ? `of ${detail.targetGenerations}` : ''),
    card('Elapsed', duration(detail.elapsedSeconds)),
    card('ETA', detail.status === 'running' ? duration(detail.etaSeconds) : '–', detail.status === 'running' ? 'to the last generation' : detail.status),
    card('Games / s', detail.gamesPerSecond != null ? detail.gamesPerSecond.toFixed(1) : '–', 'last generation'),
    card('Best champion', best ? h('a', { href: championPage(detail.id, best.generation) }, `gen ${best.generation}`) : '–',
      best ? `mean of means ${fixed(best.meanOfMeans)}` : ''),
    lastYardstick ? card('Yardstick', (100 * lastYardstick.yardstick.score).toFixed(1) + '%',
      `${lastYardstick.yardstick.player}, gen ${lastYardstick.generation}`) : null);

  chart('chart-mom', [line('mean of means', champions.filter(c => c.meanOfMeans != null).map(c => ({ x: c.generation, y: c.meanOfMeans })), COLOURS[0])],
    { legend: false, y: { title: { display: true, text: 'mean score' } } });
  chart('chart-points', [line('champion points', champions.map(c => ({ x: c.generation, y: c.points })), COLOURS[1])],
    { legend: false, y: { title: { display: true, text: 'tournament points' } } });
  const names = [...new Set(champions.flatMap(c => Object.keys(c.baselines || {})))];
  chart('chart-baselines', names.map((name, i) => line(name, champions.filter(c => c.baselines && name in c.baselines)
    .map(c => ({ x: c.generation, y: c.baselines[name] })), COLOURS[(i + 2) % COLOURS.length])), { y: { min: -1, max: 1 } });

  const yard = champions.filter(c => c.yardstick);
  $('yardstick-none').hidden = yard.length > 0;
  $('chart-yardstick').parentElement.hidden = yard.length === 0;
  if (yard.length > 0) {
    $('yardstick-player').textContent = `(score against ${yard[0].yardstick.player}, 95% band)`;
    const pts = f => yard.map(c => ({ x: c.generation, y: f(c.yardstick) }));
    chart('chart-yardstick', [
      line('_low', pts(y => y.low), 'rgba(36,86,166,.15)', { pointRadius: 0, borderWidth: 0 }),
      line('_high', pts(y => y.high), 'rgba(36,86,166,.15)', { pointRadius: 0, borderWidth: 0, fill: '-1', backgroundColor: 'rgba(36,86,166,.15)' }),
      line('score', pts(y => y.score), COLOURS[1]),
    ], { legend: false, y: { min: 0, max: 1 } });
  }

  const p = population;
  chart('chart-population', [
    line('_min', p.map(g => ({ x: g.generation, y: g.min })), 'rgba(138,75,31,.18)', { pointRadius: 0, borderWidth: 0 }),
    line('min–max', p.map(g => ({ x: g.generation, y: g.max })), 'rgba(138,75,31,.18)', { pointRadius: 0, borderWidth: 0, fill: '-1', backgroundColor: 'rgba(138,75,31,.18)' }),
    line('median', p.map(g => ({ x: g.generation, y: g.median })), COLOURS[0]),
  ], { y: { title: { display: true, text: 'tournament points' } } });

  $('ladder-none').hidden = ladder.length > 0;
  $('ladder-box').hidden = ladder.length === 0;
  if (ladder.length > 0) {
    const rated = ladder.filter(r => r.generation != null).sort((a, b) => a.generation - b.generation);
    const baselines = ladder.filter(r => r.generation == null);
    const xs = rated.map(r => r.generation);
    const span = xs.length ? [Math.min(...xs), Math.max(...xs)] : [0, 1];
    chart('chart-ladder', [
      line('_low', rated.map(r => ({ x: r.generation, y: r.low })), 'rgba(26,127,55,.15)', { pointRadius: 0, borderWidth: 0 }),
      line('95% interval', rated.map(r => ({ x: r.generation, y: r.high })), 'rgba(26,127,55,.15)', { pointRadius: 0, borderWidth: 0, fill: '-1', backgroundColor: 'rgba(26,127,55,.15)' }),
      line('champions', rated.map(r => ({ x: r.generation, y: r.elo })), COLOURS[2]),
      ...baselines.map((b, i) => line(b.player, span.map(x => ({ x, y: b.elo })), COLOURS[(i + 3) % COLOURS.length], { borderDash: [6, 4], pointRadius: 0 })),
    ], { y: { title: { display: true, text: 'Elo (random = 0)' } } });
  }

  const rows = [...champions].reverse();
  const num = text => h('td', { class: 'num' }, text);
  // A run with islands: the island each champion came from.
  const islands = champions.some(c => c.island != null);
  fill($('champions'), rows.length === 0 ? h('p', { class: 'muted' }, 'No champions yet.') :
    h('table', { class: 'data', id: 'champions-table' },
      h('thead', {}, h('tr', {}, ['Generation', ...(islands ? ['Island'] : []), 'Points', 'Mean of means', ...names, 'Yardstick', 'Elapsed'].map(text => h('th', { class: 'num' }, text)))),
      h('tbody', {}, rows.map(c => h('tr', { class: 'link', 'data-generation': c.generation },
        num([h('a', { href: championPage(detail.id, c.generation) }, c.generation), c.generation === detail.best ? ' ★' : '']),
        islands ? num(c.island ?? '') : [], num(fixed(c.points, 1)), num(fixed(c.meanOfMeans)), names.map(n => num(signed(c.baselines?.[n]))),
        num(c.yardstick ? (100 * c.yardstick.score).toFixed(1) + '%' : ''), num(duration(c.elapsedSeconds)))))));
  $('champions').querySelectorAll('tr.link').forEach(tr => tr.onclick = e => {
    if (e.target.tagName !== 'A') location.href = championPage(detail.id, tr.dataset.generation);
  });
}

/**
 * The run cannot be shown (no such run, a bad name, or refused): the page shows its error
 * alone, with the way to the runs, and stops asking; no live dot, no empty charts.
 */
function giveUp(error) {
  gaveUp = true;
  clearTimeout(retry);
  if (source) source.close();
  $('dashboard').hidden = true;
  $('live').hidden = true;
  message($('message'), error, 'error');
  $('message').append(' ', h('a', { href: '/runs.html' }, 'See the runs.'));
}

function championPage(runId, generation) {
  return `/champion.html?run=${encodeURIComponent(runId)}&generation=${encodeURIComponent(generation)}`;
}

function listen() {
  source = new EventSource(base + '/events');
  source.addEventListener('hello', () => { connected = true; showLive(); load(); });
  source.addEventListener('update', () => load());
  source.addEventListener('problem', e => {
    source.close();
    connected = false;
    if (gaveUp) return;
    message($('message'), JSON.parse(e.data).error, 'error');
    showLive();
  });
  source.onerror = () => { connected = false; showLive(); };
}

load();
listen(); // its hello loads the run again, so nothing saved before the stream opened is missed
