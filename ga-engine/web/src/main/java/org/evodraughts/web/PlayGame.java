package org.evodraughts.web;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.locks.ReentrantLock;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.notation.MoveText;
import org.evodraughts.checkers.notation.NotationException;
import org.evodraughts.checkers.notation.Pdn;
import org.evodraughts.checkers.notation.PdnGame;
import org.evodraughts.checkers.search.SearchRequest;
import org.evodraughts.checkers.search.SearchResult;
import org.evodraughts.checkers.search.SearchScore;
import org.evodraughts.play.Agent;
import org.evodraughts.play.AgentMove;
import org.evodraughts.play.PersonGame;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One game in the browser between a person and an {@link Agent}: a {@link PersonGame}, as in
 * the terminal, with the browser's requests around it. The opponent's replies are
 * searched on the given executor, never on the HTTP thread; the page polls {@link #state()}
 * while {@code thinking}. A cancelled or undone reply is discarded, and its search stopped by
 * interrupting its thread (see {@code MoveSearch}), so the thread is free again at once.
 *
 * <p>Thread-safe: the game's state is guarded by this object; the opponent's searches by a
 * lock of their own, so a hint never runs beside a reply.
 */
final class PlayGame {
    private static final Logger LOG = LoggerFactory.getLogger(PlayGame.class);

    private final String id;
    private final PersonGame game;
    private final Side person;
    private final Agent opponent;
    private final Executor executor;
    private final Clock clock;
    private final ReentrantLock searching = new ReentrantLock();
    private boolean thinking;
    private boolean paused;
    /** Raised whenever a reply in flight must be discarded (cancel, undo, resign, new move). */
    private long turn;
    /** The thread searching the opponent's reply, while it does; interrupted when the reply is discarded. */
    private Thread replying;
    private Reply lastReply;
    private Reply hint;
    private String problem;
    /** The opponent's clock after its last move (its base before), or null without a clock. */
    private Duration clockLeft;
    private volatile Instant lastUsed;

    /** The opponent's move with what its search found; search figures are null for a forced or baseline move. */
    record Reply(String move, List<Integer> path, String side, Double evaluation, Integer pliesToEnd, Integer depth,
                 Long nodes, Double seconds, boolean forced, String summary) {}

    /** What the page shows; see docs/web.md for each field. */
    record State(String id, String you, String opponent, String search, BoardJson.Board board,
                 List<BoardJson.Board> positions, List<GameJson.Ply> moves, List<BoardJson.LegalMove> legal,
                 boolean yourTurn, boolean mustCapture, boolean thinking, boolean paused, Reply reply, Reply hint,
                 boolean over, String result, String ending, String problem, String clock, Double clockSeconds) {}

    PlayGame(String id, Game game, Side person, Agent opponent, Executor executor, Clock clock) {
        this.id = id;
        this.game = new PersonGame(game, person);
        this.person = person;
        this.opponent = opponent;
        this.executor = executor;
        this.clock = clock;
        this.lastUsed = clock.instant();
        this.clockLeft = opponent.clock() == null ? null : opponent.clock().remaining();
        startReply();
    }

    String id() {
        return id;
    }

    Instant lastUsed() {
        return lastUsed;
    }

    synchronized State state() {
        lastUsed = clock.instant();
        Position position = game.position();
        boolean yourTurn = !thinking && game.personToMove();
        List<BoardJson.LegalMove> legal = yourTurn ? BoardJson.legalMoves(position) : List.of();
        List<BoardJson.Board> positions = game.game().positions().stream().map(BoardJson::board).toList();
        GameJson json = GameJson.of(record());
        return new State(id, BoardJson.side(person), opponent.name(), opponent.search(), BoardJson.board(position), positions,
                json.moves(), legal, yourTurn, yourTurn && !legal.isEmpty() && legal.getFirst().capture(), thinking, paused,
                lastReply, hint, game.isOver(), game.result(), game.ending(), problem,
                opponent.clock() == null ? null : opponent.clock().control().describe(),
                clockLeft == null ? null : Math.max(0, clockLeft.toMillis()) / 1000.0);
    }

    /** Plays the person's move, given as move text; the opponent then starts its reply. */
    synchronized State move(String text) {
        if (text == null || text.isBlank()) {
            throw ApiException.badRequest("move", "give the move, e.g. 11-15 or 15x24x31");
        }
        if (game.isOver()) {
            throw ApiException.conflict("the game is over");
        }
        if (thinking || game.position().sideToMove() != person) {
            throw ApiException.conflict("it is not your turn: wait for " + opponent.name() + " to reply");
        }
        Move move;
        try {
            move = MoveText.parse(game.position(), text);
        } catch (NotationException e) {
            throw ApiException.badRequest("move", e.getMessage());
        }
        game.play(move);
        hint = null;
        problem = null;
        startReply();
        return state();
    }

    /** Takes back the person's last move and the opponent's replies after it, discarding a reply in flight. */
    synchronized State undo() {
        if (game.resigned()) {
            throw ApiException.conflict("you resigned; start a new game");
        }
        if (!game.canUndo()) {
            throw ApiException.conflict("there is no move of yours to take back");
        }
        discardReply();
        game.undo();
        lastReply = null;
        hint = null;
        paused = false;
        return state();
    }

    /**
     * Stops waiting for the opponent: its reply is discarded, and the person's last move is
     * taken back so that it is the person's turn again; with no move to take back the opponent
     * waits ({@code paused}) until {@link #resume()}.
     */
    synchronized State cancel() {
        if (!thinking) {
            throw ApiException.conflict("the opponent is not thinking");
        }
        discardReply();
        if (game.personHasMoved()) {
            return undo();
        }
        paused = true;
        return state();
    }

    /** Lets a paused opponent move. */
    synchronized State resume() {
        if (!paused) {
            throw ApiException.conflict("the opponent is not paused");
        }
        paused = false;
        startReply();
        return state();
    }

    /** The opponent's suggestion for the person's move, searched on the calling thread. */
    State hint() {
        SearchRequest request;
        long asked;
        synchronized (this) {
            if (thinking || !game.personToMove()) {
                throw ApiException.conflict(game.isOver() ? "the game is over" : "it is not your turn");
            }
            request = SearchRequest.inGame(game.game());
            asked = turn;
        }
        Position position = request.position();
        AgentMove choice;
        searching.lock();
        try {
            choice = opponent.hint(request);
        } finally {
            searching.unlock();
        }
        synchronized (this) {
            if (asked == turn && game.position().equals(position)) {
                hint = reply(position, choice);
            }
            return state();
        }
    }

    synchronized State resign() {
        if (game.isOver()) {
            throw ApiException.conflict("the game is already over");
        }
        discardReply();
        game.resign();
        return state();
    }

    /** The game as PDN, a resignation included. */
    synchronized String pdn() {
        return Pdn.format(record());
    }

    private PdnGame record() {
        return game.record("evodraughts serve", LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC), opponent.name());
    }

    private void discardReply() {
        turn++;
        thinking = false;
        if (replying != null) {
            replying.interrupt();
        }
    }

    /** Ends the game for good (it was replaced or expired): a search in flight is stopped. */
    synchronized void end() {
        discardReply();
        paused = true;
    }

    /** Starts the opponent's reply on the executor when it is its turn. Called holding this object's lock. */
    private void startReply() {
        if (game.isOver() || paused || thinking || game.position().sideToMove() == person) {
            return;
        }
        thinking = true;
        long asked = ++turn;
        SearchRequest request = SearchRequest.inGame(game.game());
        Position position = request.position();
        executor.execute(() -> {
            AgentMove choice = null;
            String failure = null;
            searching.lock();
            try {
                synchronized (this) {
                    if (asked != turn) {
                        return; // cancelled before it started
                    }
                    replying = Thread.currentThread();
                }
                choice = opponent.move(request);
            } catch (RuntimeException e) {
                LOG.warn("the opponent's search failed", e);
                failure = "the opponent could not move: " + e.getMessage();
            } finally {
                synchronized (this) {
                    replying = null;
                }
                Thread.interrupted(); // a discard's interrupt must not reach the pool's next task
                searching.unlock();
            }
            synchronized (this) {
                if (asked != turn) {
                    return;
                }
                thinking = false;
                if (choice == null) {
                    problem = failure;
                    paused = true;
                    return;
                }
                lastReply = reply(position, choice);
                if (choice.clock() != null) {
                    clockLeft = choice.clock();
                }
                game.play(choice.move());
            }
        });
    }

    private static Reply reply(Position position, AgentMove choice) {
        String text = MoveText.format(position, choice.move());
        String side = BoardJson.side(position.sideToMove());
        String summary = PersonGame.summary(position, choice);
        SearchResult result = choice.search();
        if (result == null) {
            return new Reply(text, BoardJson.path(text), side, null, null, null, null, null, choice.forced(), summary);
        }
        Integer plies = SearchScore.isDecisive(result.value()) ? SearchScore.pliesToEnd(result.value()) : null;
        return new Reply(text, BoardJson.path(text), side, result.value(), plies, result.depth(), result.nodes(),
                result.time().toNanos() / 1e9, false, summary);
    }
}
