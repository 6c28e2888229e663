package org.evodraughts.play;

import java.time.Duration;
import java.util.List;
import java.util.random.RandomGenerator;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Player;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.players.GameClock;
import org.evodraughts.checkers.players.TimeControl;
import org.evodraughts.checkers.search.MoveSearch;
import org.evodraughts.checkers.search.SearchRequest;
import org.evodraughts.checkers.search.SearchResult;
import org.evodraughts.checkers.search.SearchSettings;

/**
 * The program's side of a game against a person, in the terminal or in the browser: a named
 * search, or a baseline that does not search ({@code random}, {@code greedy}). It also answers
 * the person's requests for a hint (a baseline's hint is its own move). {@link Agents} makes
 * one from a player name.
 *
 * <p>The search sees the game's positions ({@link SearchRequest#inGame}), so it scores a move
 * into a repetition the game would draw as a draw. With a clock, each of the agent's moves is
 * searched for the clock's allotment and charged to it ({@link GameClock}); a hint gets the
 * allotment the agent's next move would get and is not charged, and a move taken back is not
 * given back. Keeps the search's tables and the clock between moves; one game, and one call,
 * at a time. A front end may have the agent's search warmed up while the person thinks of a
 * move ({@link #warmUp()}).
 */
public final class Agent {
    private final String name;
    private final String search;
    private final MoveSearch moveSearch;
    private final Player baseline;
    private final GameClock clock;
    private final RandomGenerator random;
    /** What {@link #warmUp()} warms up: the search's settings and evaluator; null for a baseline. */
    private final SearchSettings settings;
    private final Evaluator evaluator;
    private volatile Warmup warmup = Warmup.NONE;

    private Agent(String name, String search, MoveSearch moveSearch, Player baseline, TimeControl clock,
                  RandomGenerator random, SearchSettings settings, Evaluator evaluator) {
        if (name == null || name.isBlank() || (moveSearch == null) == (baseline == null) || random == null) {
            throw new IllegalArgumentException("an agent needs a name, a search or a baseline, and a random generator");
        }
        this.name = name;
        this.search = search;
        this.moveSearch = moveSearch;
        this.baseline = baseline;
        this.clock = clock == null ? null : new GameClock(clock);
        this.random = random;
        this.settings = settings;
        this.evaluator = evaluator;
    }

    /**
     * An agent that searches with {@code settings} over {@code evaluator}, shown as
     * {@code player (SEARCH)}, e.g. {@code champion.json (minimax:8)}, or with a clock
     * {@code champion.json (minimax:64, clock 5m+2s)}.
     *
     * @param clock  the agent's time control for the game, or null for none
     * @param random the source of the search's tie breaks (seeded, so a game can be repeated)
     */
    public static Agent searching(String player, SearchSettings settings, Evaluator evaluator, TimeControl clock,
                                  RandomGenerator random) {
        return searching(player, settings.describe(), settings, evaluator, clock, random);
    }

    /**
     * As {@link #searching(String, SearchSettings, Evaluator, TimeControl, RandomGenerator)}, the
     * search shown as {@code search}, the text the person asked for ({@link Agents#shown}).
     */
    public static Agent searching(String player, String search, SearchSettings settings, Evaluator evaluator,
                                  TimeControl clock, RandomGenerator random) {
        String shown = search + (clock == null ? "" : ", clock " + clock.describe());
        return new Agent(player + " (" + shown + ")", search, settings.newSearch(evaluator), null, clock, random,
                settings, evaluator);
    }

    /**
     * A baseline that does not search, shown by its own name; {@code random} makes its choices.
     * With a clock, its (quick) moves are charged to it too.
     */
    public static Agent baseline(Player player, TimeControl clock, RandomGenerator random) {
        return new Agent(player.name(), "-", null, player, clock, random, null, null);
    }

    public String name() {
        return name;
    }

    /** The search's text form, e.g. {@code minimax:8,time=2000ms}, or {@code -} for a baseline. */
    public String search() {
        return search;
    }

    /** The agent's clock in its game, or null when it plays without one. */
    public GameClock clock() {
        return clock;
    }

    /**
     * Starts getting the JIT to compile this agent's evaluator and search on a background thread
     * ({@link Warmup}), for a fresh process whose first searches would otherwise run far slower
     * than its later ones. Call it when the person is to move; the agent's next search stops it
     * first. It changes no move, and it is not charged to a clock. A baseline has nothing to warm up.
     */
    public void warmUp() {
        if (moveSearch != null && warmup.finished()) {
            warmup = Warmup.start(evaluator, settings);
        }
    }

    /**
     * The agent's own move in {@code game} (its positions so far; the last, whose side to move
     * is the agent's, must have a legal move): the only legal move at once, otherwise what the
     * search (or the baseline) chooses, searched for the clock's allotment. The move's time is
     * charged to the clock.
     */
    public AgentMove move(SearchRequest game) {
        long start = System.nanoTime();
        Duration allotted = clock == null ? Duration.ZERO : clock.allot(game.position());
        AgentMove choice = choose(game, allotted);
        if (clock == null) {
            return choice;
        }
        clock.charge(choice.search() == null ? Duration.ZERO : allotted, Duration.ofNanos(System.nanoTime() - start));
        return choice.withClock(clock.remaining());
    }

    /**
     * The move the agent would play for the person in {@code game}, searched for the time the
     * agent's own next move would get; the clock is not charged.
     */
    public AgentMove hint(SearchRequest game) {
        return choose(game, clock == null ? Duration.ZERO : clock.allot(game.position()));
    }

    private AgentMove choose(SearchRequest game, Duration allotted) {
        Position position = game.position();
        List<Move> moves = position.legalMoves();
        if (moves.isEmpty()) {
            throw new IllegalArgumentException("the side to move has no legal move");
        }
        if (moves.size() == 1) {
            return new AgentMove(moves.getFirst(), null, true, null);
        }
        if (baseline != null) {
            return new AgentMove(baseline.chooseMove(new Game(position, DrawRules.STANDARD), random), null, false, null);
        }
        warmup.stop(); // the search gets the processor to itself
        SearchResult result = moveSearch.search(game.withTimeLimit(allotted), random);
        return AgentMove.searched(result);
    }
}
