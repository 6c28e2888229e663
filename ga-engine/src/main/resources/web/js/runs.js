// The runs list: status, generation, elapsed time and best champion of every run; refreshed every few seconds.
import { api, header, message, escapeHtml, duration, fixed } from './common.js';

header('runs');
const el = document.getElementById('runs');

async function load() {
  try {
    const runs = await api('/api/runs');
    message(document.getElementById('message'), '');
    if (runs.length === 0) {
      el.innerHTML = '<p class="muted">No runs yet. Start one with <code>./evodraughts evolve --config config/quick.yaml</code>.</p>';
      return;
    }
    el.innerHTML = `<table class="data" id="runs-table"><thead><tr><th>Run</th><th>Status</th><th class="num">Generation</th><th class="num">Elapsed</th>
      <th class="num">Champions</th><th>Best champion</th><th>Started</th></tr></thead><tbody>${runs.map(r => `
      <tr class="link" data-run="${escapeHtml(r.id)}"><td><a href="/run.html?run=${encodeURIComponent(r.id)}">${escapeHtml(r.id)}</a></td>
      <td><span class="badge ${escapeHtml(r.status)}">${escapeHtml(r.status)}</span>${r.problem ? ` <span class="muted small" title="${escapeHtml(r.problem)}">cannot be read</span>` : ''}</td>
      <td class="num">${r.generation ?? '–'}</td><td class="num">${duration(r.elapsedSeconds)}</td><td class="num">${r.champions}</td>
      <td>${r.best ? `gen ${r.best.generation} <span class="muted">(mean of means ${fixed(r.best.meanOfMeans)})</span>` : '–'}</td>
      <td class="muted">${r.startedAt ? escapeHtml(r.startedAt.replace('T', ' ').replace(/\..*|Z$/, '')) : '–'}</td></tr>`).join('')}</tbody></table>`;
    el.querySelectorAll('tr.link').forEach(tr => tr.onclick = e => {
      if (e.target.tagName !== 'A') location.href = '/run.html?run=' + encodeURIComponent(tr.dataset.run);
    });
  } catch (err) {
    message(document.getElementById('message'), err.message, 'error');
  }
}

load();
setInterval(load, 5000);
