package org.evodraughts.play;

import java.util.List;
import java.util.random.RandomGenerator;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.search.MoveSearch;

/**
 * The program's side of a game against a person: a named search. It also answers the person's
 * requests for a hint. Keeps the search's tables between moves; one game at a time.
 */
public final class Agent {
    private final String name;
    private final MoveSearch search;
    private final RandomGenerator random;

    /**
     * @param name   how the agent is shown, e.g. {@code champion.json (minimax:8)}
     * @param search the search that picks its moves
     * @param random the source of the search's tie breaks (seeded, so a game can be repeated)
     */
    public Agent(String name, MoveSearch search, RandomGenerator random) {
        if (name == null || name.isBlank() || search == null || random == null) {
            throw new IllegalArgumentException("an agent needs a name, a search and a random generator");
        }
        this.name = name;
        this.search = search;
        this.random = random;
    }

    public String name() {
        return name;
    }

    /**
     * The move the agent would play in {@code position}, which must have a legal move: the only
     * legal move at once, otherwise what the search finds.
     */
    public AgentMove think(Position position) {
        List<Move> moves = position.legalMoves();
        if (moves.isEmpty()) {
            throw new IllegalArgumentException("the side to move has no legal move");
        }
        if (moves.size() == 1) {
            return new AgentMove(moves.getFirst(), null);
        }
        var result = search.search(position, random);
        return new AgentMove(result.bestMove(), result);
    }
}
