package org.evodraughts.play;

import java.util.List;
import java.util.random.RandomGenerator;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Player;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.search.MoveSearch;
import org.evodraughts.checkers.search.SearchSettings;

/**
 * The program's side of a game against a person, in the terminal or in the browser: a named
 * search, or a baseline that does not search ({@code random}, {@code greedy}). It also answers
 * the person's requests for a hint (a baseline's hint is its own move). {@link Agents} makes
 * one from a player name. Keeps the search's tables between moves; one game, and one call, at
 * a time. A front end may have the agent's search warmed up while the person thinks of a move
 * ({@link #warmUp()}).
 */
public final class Agent {
    private final String name;
    private final String search;
    private final MoveSearch moveSearch;
    private final Player baseline;
    private final RandomGenerator random;
    /** What {@link #warmUp()} warms up: the search's settings and evaluator; null for a baseline. */
    private final SearchSettings settings;
    private final Evaluator evaluator;
    private volatile Warmup warmup = Warmup.NONE;

    private Agent(String name, String search, MoveSearch moveSearch, Player baseline, RandomGenerator random,
                  SearchSettings settings, Evaluator evaluator) {
        if (name == null || name.isBlank() || (moveSearch == null) == (baseline == null) || random == null) {
            throw new IllegalArgumentException("an agent needs a name, a search or a baseline, and a random generator");
        }
        this.name = name;
        this.search = search;
        this.moveSearch = moveSearch;
        this.baseline = baseline;
        this.random = random;
        this.settings = settings;
        this.evaluator = evaluator;
    }

    /**
     * An agent that searches with {@code settings} over {@code evaluator}, shown as
     * {@code player (SEARCH)}, e.g. {@code champion.json (minimax:8)}.
     *
     * @param random the source of the search's tie breaks (seeded, so a game can be repeated)
     */
    public static Agent searching(String player, SearchSettings settings, Evaluator evaluator, RandomGenerator random) {
        return searching(player, settings.describe(), settings, evaluator, random);
    }

    /** As {@link #searching(String, SearchSettings, Evaluator, RandomGenerator)}, the search shown as {@code search} ({@link Agents#shown}). */
    public static Agent searching(String player, String search, SearchSettings settings, Evaluator evaluator,
                                  RandomGenerator random) {
        return new Agent(player + " (" + search + ")", search, settings.newSearch(evaluator), null, random, settings, evaluator);
    }

    /** A baseline that does not search, shown by its own name; {@code random} makes its choices. */
    public static Agent baseline(Player player, RandomGenerator random) {
        return new Agent(player.name(), "-", null, player, random, null, null);
    }

    public String name() {
        return name;
    }

    /** The search's text form, e.g. {@code minimax:8,time=2000ms}, or {@code -} for a baseline. */
    public String search() {
        return search;
    }

    /**
     * Starts getting the JIT to compile this agent's evaluator and search on a background thread
     * ({@link Warmup}), for a fresh process whose first searches would otherwise run far slower
     * than its later ones. Call it when the person is to move; the agent's next search stops it
     * first. It changes no move. A baseline has nothing to warm up.
     */
    public void warmUp() {
        if (moveSearch != null && warmup.finished()) {
            warmup = Warmup.start(evaluator, settings);
        }
    }

    /**
     * The move the agent would play in {@code position}, which must have a legal move: the only
     * legal move at once, otherwise what the search (or the baseline) chooses.
     */
    public AgentMove think(Position position) {
        List<Move> moves = position.legalMoves();
        if (moves.isEmpty()) {
            throw new IllegalArgumentException("the side to move has no legal move");
        }
        if (moves.size() == 1) {
            return new AgentMove(moves.getFirst(), null, true);
        }
        if (baseline != null) {
            return new AgentMove(baseline.chooseMove(new Game(position, DrawRules.STANDARD), random), null, false);
        }
        warmup.stop(); // the search gets the processor to itself
        return AgentMove.searched(moveSearch.search(position, random));
    }
}
