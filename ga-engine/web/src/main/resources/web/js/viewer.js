// The PDN viewer: a file from disk, read by the server's PDN reader, stepped through on the board.
import { api, fill, h, header, message } from './common.js';
import { GameView } from './gameview.js';

header('viewer');
const $ = id => document.getElementById(id);
const view = new GameView($('viewer'));
let games = [];

$('file').onchange = async () => {
  const file = $('file').files[0];
  if (!file) return;
  message($('message'), '');
  if (file.size > 2 * 1024 * 1024) {
    message($('message'), `${file.name} is ${(file.size / 1048576).toFixed(1)} MiB; the limit is 2 MiB.`);
    return;
  }
  try {
    const answer = await api('/api/pdn', { json: { pdn: await file.text() } });
    games = answer.games;
    fill($('game'), games.map((g, i) => h('option', { value: i }, `${i + 1}. ${g.tags.Black || '?'} – ${g.tags.White || '?'} ${g.result}`)));
    $('game').disabled = games.length < 2;
    $('viewer-panel').hidden = false;
    view.load(games[0]);
    message($('message'), `${file.name}: ${games.length} game${games.length === 1 ? '' : 's'}.`, 'info');
  } catch (err) {
    $('viewer-panel').hidden = true;
    message($('message'), `${file.name} cannot be read: ${err.message}`, 'error');
  }
};
$('game').onchange = () => view.load(games[Number($('game').value)]);
