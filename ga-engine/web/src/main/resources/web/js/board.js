// The board: an SVG diagram of English draughts in the usual orientation (Black's back row,
// squares 1-4, at the top), with square numbers on demand and a flip. It only draws and reports
// clicks; the rules stay on the server, which sends the legal moves.

const NS = 'http://www.w3.org/2000/svg';
const SIZE = 100;

/** Row and column (0-7, from the top left of the usual diagram) of a square 1-32. */
export function cell(square) {
  const i = square - 1, row = i >> 2;
  return { row, column: 2 * (i & 3) + ((row & 1) ^ 1) };
}

function element(name, attributes = {}, parent = null) {
  const el = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, v);
  if (parent) parent.append(el);
  return el;
}

export class Board {
  /** `onClick(square)` is called with the square number of a clicked dark square. */
  constructor(container, { onClick = null } = {}) {
    this.onClick = onClick;
    this.flipped = false;
    this.numbers = false;
    this.squares = Array(32).fill('');
    this.marks = {};
    this.svg = element('svg', { viewBox: `0 0 ${8 * SIZE} ${8 * SIZE}`, class: 'board', role: 'img', 'aria-label': 'draughts board' });
    container.append(this.svg);
    this.draw();
  }

  /** Draws `squares` (32 entries: b, w, B, W or empty) with optional marks:
   *  {selected, targets[], movable[], last[], hint[], path[]}. */
  show(squares, marks = {}) {
    this.squares = squares;
    this.marks = marks;
    this.draw();
  }

  flip() { this.setFlipped(!this.flipped); }

  /** Turns the board so that White's back row (squares 29-32) is at the top, or back. */
  setFlipped(on) { this.flipped = on; this.draw(); }

  setNumbers(on) { this.numbers = on; this.draw(); }

  position(square) {
    const { row, column } = cell(square);
    const r = this.flipped ? 7 - row : row, c = this.flipped ? 7 - column : column;
    return { x: c * SIZE, y: r * SIZE };
  }

  draw() {
    const svg = this.svg;
    svg.replaceChildren();
    element('rect', { x: 0, y: 0, width: 8 * SIZE, height: 8 * SIZE, fill: 'var(--light-square)' }, svg);
    const m = this.marks;
    const has = (list, s) => Array.isArray(list) && list.includes(s);
    for (let s = 1; s <= 32; s++) {
      const { x, y } = this.position(s);
      const g = element('g', { class: 'sq', 'data-square': s }, svg);
      element('rect', { x, y, width: SIZE, height: SIZE, fill: 'var(--dark-square)' }, g);
      if (has(m.last, s)) element('rect', { x, y, width: SIZE, height: SIZE, fill: '#d9b44a', opacity: 0.45 }, g);
      if (has(m.hint, s)) element('rect', { x, y, width: SIZE, height: SIZE, fill: '#3fa34d', opacity: 0.45 }, g);
      if (has(m.path, s)) element('rect', { x, y, width: SIZE, height: SIZE, fill: '#4a7fd9', opacity: 0.35 }, g);
      if (m.selected === s) element('rect', { x: x + 3, y: y + 3, width: SIZE - 6, height: SIZE - 6, fill: 'none', stroke: '#ffd54a', 'stroke-width': 6 }, g);
      if (this.numbers) {
        const t = element('text', { x: x + 6, y: y + 20, 'font-size': 17, fill: '#f6e7d2', 'font-family': 'system-ui, sans-serif', 'font-weight': 600 }, g);
        t.textContent = s;
      }
      const piece = this.squares[s - 1];
      if (piece) this.piece(g, x + SIZE / 2, y + SIZE / 2, piece, has(m.movable, s));
      if (has(m.targets, s)) {
        element('circle', { cx: x + SIZE / 2, cy: y + SIZE / 2, r: 15, fill: '#ffd54a', stroke: '#7a5a00', 'stroke-width': 2, opacity: 0.9 }, g);
      }
      g.addEventListener('click', () => this.onClick && this.onClick(s));
    }
  }

  piece(g, cx, cy, piece, movable) {
    const black = piece.toLowerCase() === 'b', king = piece === 'B' || piece === 'W';
    const fill = black ? '#2a2522' : '#fbf8f2', rim = black ? '#000' : '#8c7b66', ring = black ? '#4a423c' : '#ddd3c4';
    if (movable) element('circle', { cx, cy, r: 44, fill: 'none', stroke: '#ff8c1a', 'stroke-width': 5 }, g);
    element('circle', { cx: cx + 2, cy: cy + 4, r: 37, fill: 'rgba(0,0,0,.35)' }, g);
    element('circle', { cx, cy, r: 37, fill, stroke: rim, 'stroke-width': 2 }, g);
    element('circle', { cx, cy, r: 27, fill: 'none', stroke: ring, 'stroke-width': 3 }, g);
    if (king) {
      const crown = black ? '#e0a96d' : '#a0632c';
      element('path', { d: `M ${cx - 18} ${cy + 10} L ${cx - 20} ${cy - 10} L ${cx - 9} ${cy} L ${cx} ${cy - 16} L ${cx + 9} ${cy} L ${cx + 20} ${cy - 10} L ${cx + 18} ${cy + 10} Z`,
        fill: crown, stroke: black ? '#f3d2a6' : '#6b3d15', 'stroke-width': 1.5 }, g);
    }
    const title = element('title', {}, g);
    title.textContent = (black ? 'black ' : 'white ') + (king ? 'king' : 'man');
  }
}
