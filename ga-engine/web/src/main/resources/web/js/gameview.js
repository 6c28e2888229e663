// A game viewer on the board component: steps through any game (the server's GameJson) move by
// move, with a clickable move list. Used by the champion page and the PDN viewer.
import { Board } from './board.js';
import { fill, h, moveTable } from './common.js';

/** A small inline SVG icon (16×16, the button's text colour): no font can lack it. */
function icon(path) {
  return h('svg', { class: 'icon', viewBox: '0 0 16 16', width: 14, height: 14, 'aria-hidden': 'true' }, h('path', { d: path, fill: 'currentColor' }));
}

export class GameView {
  constructor(container) {
    const button = (act, text, title, label) => h('button', { 'data-act': act, title, 'aria-label': label }, text);
    fill(container, h('div', { class: 'grid-play' },
      h('div', {},
        h('div', { class: 'tags', 'data-role': 'tags' }),
        h('div', { class: 'board-wrap', 'data-role': 'board' }),
        h('div', { class: 'toolbar' },
          button('first', icon('M3 2h2v12H3zM14 2v12L6 8z'), 'Start (Home)', 'Start'), button('prev', '‹ Back', 'Back (←)'), ' ',
          button('next', 'Forward ›', 'Forward (→)'), button('last', icon('M11 2h2v12h-2zM2 2v12l8-6z'), 'End (End)', 'End'), ' ',
          h('span', { class: 'spacer' }), ' ',
          button('flip', 'Flip board'), button('numbers', 'Square numbers'))),
      h('div', { class: 'panel' }, h('h2', {}, 'Moves ', h('span', { class: 'muted small', 'data-role': 'ply' })),
        h('div', { class: 'movelist', 'data-role': 'moves' }))));
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
    const known = v => v && !/^[?.\s]*$/.test(v);
    const extra = [t.Event, t.Date, known(t.Round) ? 'round ' + t.Round : null].filter(known).join(' · ');
    fill(this.tags, h('div', {}, h('b', {}, t.Black || '?'), ' (Black) – ', h('b', {}, t.White || '?'), ' (White), result ',
      h('b', {}, game.result)), h('div', {}, extra));
    fill(this.moves, moveTable(game.moves));
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
