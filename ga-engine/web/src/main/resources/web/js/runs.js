// The runs list: status, generation, elapsed time and best champion of every run; refreshed every few seconds.
import { api, fill, h, header, message, scrollCues, duration, fixed } from './common.js';

header('runs');
scrollCues();
const el = document.getElementById('runs');

async function load() {
  try {
    const runs = await api('/api/runs');
    message(document.getElementById('message'), '');
    if (runs.length === 0) {
      fill(el, h('p', { class: 'muted' }, 'No runs yet. Start one with ', h('code', {}, './evodraughts evolve --config config/quick.yaml'), '.'));
      return;
    }
    const head = ['Run', 'Status', 'Generation', 'Elapsed', 'Champions', 'Best champion', 'Started']
      .map((text, i) => h('th', { class: i >= 2 && i <= 4 ? 'num' : null }, text));
    fill(el, h('table', { class: 'data', id: 'runs-table' }, h('thead', {}, h('tr', {}, head)), h('tbody', {}, runs.map(r =>
      h('tr', { class: 'link', 'data-run': r.id },
        h('td', {}, h('a', { href: '/run.html?run=' + encodeURIComponent(r.id) }, r.id),
          r.runId && r.runId !== r.id ? [' ', h('span', { class: 'muted small', title: 'the run id (run-id file): a renamed or copied run' }, `(run ${r.runId})`)] : null),
        h('td', {}, h('span', { class: 'badge ' + r.status }, r.status),
          r.problem ? [' ', h('span', { class: 'muted small', title: r.problem }, 'cannot be read')]
            : r.problems && r.problems.length ? [' ', h('span', { class: 'muted small damaged', title: r.problems.join('\n') }, 'damaged: runs repair')] : null),
        h('td', { class: 'num' }, (r.generation ?? '–') + (r.targetGenerations ? ` of ${r.targetGenerations}` : '')),
        h('td', { class: 'num' }, duration(r.elapsedSeconds)),
        h('td', { class: 'num' }, r.champions),
        h('td', {}, r.best ? [`gen ${r.best.generation} `, h('span', { class: 'muted' }, `(mean of means ${fixed(r.best.meanOfMeans)})`)] : '–'),
        h('td', { class: 'muted' }, r.startedAt ? r.startedAt.replace('T', ' ').replace(/\..*|Z$/, '') : '–'))))));
    el.querySelectorAll('tr.link').forEach(tr => tr.onclick = e => {
      if (e.target.tagName !== 'A') location.href = '/run.html?run=' + encodeURIComponent(tr.dataset.run);
    });
  } catch (err) {
    message(document.getElementById('message'), err.message, 'error');
  }
}

load();
setInterval(load, 5000);
