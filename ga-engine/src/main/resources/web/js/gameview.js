// A game viewer on the board component: steps through any game (the server's GameJson) move by
// move, with a clickable move list. Used by the champion page and the PDN viewer.
import { Board } from './board.js';
import { escapeHtml } from './common.js';

/** A small inline SVG icon (16×16, the button's text colour): no font can lack it. */
function icon(path) {
  return `<svg class="icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true"><path d="${path}" fill="currentColor"/></svg>`;
}

export class GameView {
  constructor(container) {
    container.innerHTML = `
      <div class="grid-play">
        <div>
          <div class="tags" data-role="tags"></div>
          <div class="board-wrap" data-role="board"></div>
          <div class="toolbar">
            <button data-act="first" title="Start (Home)" aria-label="Start">${icon('M3 2h2v12H3zM14 2v12L6 8z')}</button><button data-act="prev" title="Back (←)">‹ Back</button>
            <button data-act="next" title="Forward (→)">Forward ›</button><button data-act="last" title="End (End)" aria-label="End">${icon('M11 2h2v12h-2zM2 2v12l8-6z')}</button>
            <span class="spacer"></span>
            <button data-act="flip">Flip board</button><button data-act="numbers">Square numbers</button>
          </div>
        </div>
        <div class="panel"><h2>Moves <span class="muted small" data-role="ply"></span></h2><div class="movelist" data-role="moves"></div></div>
      </div>`;
    this.board = new Board(container.querySelector('[data-role=board]'));
    this.tags = container.querySelector('[data-role=tags]');
    this.moves = container.querySelector('[data-role=moves]');
    this.plyLabel = container.querySelector('[data-role=ply]');
    this.game = null;
    this.ply = 0;
    container.querySelector('[data-act=first]').onclick = () => this.go(0);
    container.querySelector('[data-act=prev]').onclick = () => this.go(this.ply - 1);
    container.querySelector('[data-act=next]').onclick = () => this.go(this.ply + 1);
    container.querySelector('[data-act=last]').onclick = () => this.go(this.game ? this.game.moves.length : 0);
    container.querySelector('[data-act=flip]').onclick = () => this.board.flip();
    container.querySelector('[data-act=numbers]').onclick = () => this.board.setNumbers(!this.board.numbers);
    document.addEventListener('keydown', e => {
      if (!this.game || e.target.tagName === 'INPUT' || e.target.tagName === 'SELECT') return;
      const keys = { ArrowLeft: this.ply - 1, ArrowRight: this.ply + 1, Home: 0, End: this.game.moves.length };
      if (e.key in keys) { this.go(keys[e.key]); e.preventDefault(); }
    });
  }

  load(game) {
    this.game = game;
    const t = game.tags || {};
    const who = `<b>${escapeHtml(t.Black || '?')}</b> (Black) – <b>${escapeHtml(t.White || '?')}</b> (White)`;
    const known = v => v && !/^[?.\s]*$/.test(v);
    const extra = [t.Event, t.Date, known(t.Round) ? 'round ' + t.Round : null].filter(known).map(escapeHtml).join(' · ');
    this.tags.innerHTML = `<div>${who}, result <b>${escapeHtml(game.result)}</b></div><div>${extra}</div>`;
    let html = '<table>';
    game.moves.forEach((m, i) => {
      const black = m.side === 'black';
      if (black || i === 0) html += `<tr><td class="n">${escapeHtml(m.number.replace('...', '.'))}</td>`;
      if (!black && i === 0) html += '<td>…</td>';
      html += `<td><span class="ply" data-ply="${i + 1}">${escapeHtml(m.text)}</span></td>`;
      if (!black) html += '</tr>';
    });
    this.moves.innerHTML = html + '</table>';
    this.moves.querySelectorAll('.ply').forEach(el => el.onclick = () => this.go(Number(el.dataset.ply)));
    this.go(0);
  }

  go(ply) {
    if (!this.game) return;
    this.ply = Math.max(0, Math.min(ply, this.game.moves.length));
    const last = this.ply > 0 ? this.game.moves[this.ply - 1].path : [];
    this.board.show(this.game.positions[this.ply].squares, { last });
    this.moves.querySelectorAll('.ply').forEach(el => el.classList.toggle('current', Number(el.dataset.ply) === this.ply));
    const current = this.moves.querySelector('.ply.current');
    if (current) current.scrollIntoView({ block: 'nearest' });
    this.plyLabel.textContent = this.ply === 0 ? 'start position' : `after move ${this.ply} of ${this.game.moves.length}`;
  }
}
