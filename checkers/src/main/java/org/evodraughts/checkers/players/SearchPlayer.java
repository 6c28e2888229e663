package org.evodraughts.checkers.players;

import java.util.List;
import java.util.random.RandomGenerator;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Player;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.search.MoveSearch;
import org.evodraughts.checkers.search.SearchResult;

/**
 * Plays the move a {@link MoveSearch} finds, or the only legal move at once without searching.
 * Keeps the search (and its tables), so one instance serves one game at a time.
 */
public final class SearchPlayer implements Player {
    private final String name;
    private final MoveSearch search;
    private SearchResult lastResult;

    public SearchPlayer(String name, MoveSearch search) {
        if (name == null || name.isBlank() || search == null) {
            throw new IllegalArgumentException("a search player needs a name and a search");
        }
        this.name = name;
        this.search = search;
    }

    @Override
    public Move chooseMove(Game game, RandomGenerator random) {
        Position position = game.position();
        List<Move> moves = position.legalMoves();
        if (moves.size() == 1) {
            lastResult = null;
            return moves.getFirst();
        }
        lastResult = search.search(position, random);
        return lastResult.bestMove();
    }

    /** What the last search found, or null if the last move was forced (or none was made yet). */
    public SearchResult lastResult() {
        return lastResult;
    }

    @Override
    public String name() {
        return name;
    }
}
