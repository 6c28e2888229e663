package org.evodraughts.checkers.players;

import java.time.Duration;
import java.util.List;
import java.util.function.LongSupplier;
import java.util.random.RandomGenerator;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Player;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.search.MoveSearch;
import org.evodraughts.checkers.search.SearchRequest;
import org.evodraughts.checkers.search.SearchResult;

/**
 * Plays the move a {@link MoveSearch} finds, or the only legal move at once without searching.
 * Keeps the search (and its tables), so one instance serves one game at a time; with a clock
 * ({@link PlayMode#clock()}) it serves one game only, whose time its clock keeps: each move
 * is searched for the clock's allotment, and the time it took (the search and the rest of the
 * move) is charged to the clock.
 */
public final class SearchPlayer implements Player {
    private final String name;
    private final MoveSearch search;
    private final boolean seesGame;
    private final GameClock clock;
    private final LongSupplier ticker;
    private SearchResult lastResult;

    /** A player that searches the position alone, with no clock ({@link PlayMode#POSITION_ONLY}). */
    public SearchPlayer(String name, MoveSearch search) {
        this(name, search, PlayMode.POSITION_ONLY);
    }

    public SearchPlayer(String name, MoveSearch search, PlayMode mode) {
        this(name, search, mode, System::nanoTime);
    }

    /** A player whose clock reads {@code ticker} (nanoseconds, as {@link System#nanoTime}). */
    SearchPlayer(String name, MoveSearch search, PlayMode mode, LongSupplier ticker) {
        if (name == null || name.isBlank() || search == null || mode == null || ticker == null) {
            throw new IllegalArgumentException("a search player needs a name, a search and a play mode");
        }
        this.name = name;
        this.search = search;
        this.seesGame = mode.seesGame();
        this.clock = mode.clock() == null ? null : new GameClock(mode.clock());
        this.ticker = ticker;
    }

    @Override
    public Move chooseMove(Game game, RandomGenerator random) {
        long start = ticker.getAsLong();
        Position position = game.position();
        List<Move> moves = position.legalMoves();
        Move move;
        Duration allotted = Duration.ZERO;
        if (moves.size() == 1) {
            lastResult = null;
            move = moves.getFirst();
        } else {
            SearchRequest request = seesGame ? SearchRequest.inGame(game) : SearchRequest.of(position);
            if (clock != null) {
                allotted = clock.allot(position);
                request = request.withTimeLimit(allotted);
            }
            lastResult = search.search(request, random);
            move = lastResult.bestMove();
        }
        if (clock != null) {
            clock.charge(allotted, Duration.ofNanos(ticker.getAsLong() - start));
        }
        return move;
    }

    /** What the last search found, or null if the last move was forced (or none was made yet). */
    public SearchResult lastResult() {
        return lastResult;
    }

    /** This player's clock in its game, or null when it plays without one. */
    public GameClock clock() {
        return clock;
    }

    @Override
    public String name() {
        return name;
    }
}
