package org.evodraughts.checkers.players;

import java.io.IOException;
import java.util.List;
import java.util.Optional;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.search.AlphaBetaSettings;
import org.evodraughts.checkers.search.SearchSettings;

/**
 * Reads a player name with optional search settings into a {@link PlayerSpec}:
 *
 * <ul>
 *   <li>{@code random}, {@code greedy}: baselines that do not search (search settings are refused);</li>
 *   <li>{@code heuristic:DEPTH}: alpha-beta to DEPTH with the {@link HeuristicEvaluator};</li>
 *   <li>{@code heuristic}: the heuristic evaluator with the given search (default {@code minimax:4},
 *       or {@link #CLOCK_SEARCH} with a clock);</li>
 *   <li>any other name: offered to the {@link EvaluatorResolver}s in turn (e.g. a network file),
 *       and searched with the given search or {@code minimax:4} ({@link #CLOCK_SEARCH} with a
 *       clock).</li>
 * </ul>
 *
 * Immutable and thread-safe if its resolvers are.
 */
public final class PlayerSpecParser {
    public static final String HEURISTIC = "heuristic";
    private static final SearchSettings DEFAULT_SEARCH = AlphaBetaSettings.depth(AlphaBetaSettings.DEFAULT_DEPTH);
    /**
     * The search of a player with a clock and no search of its own: alpha-beta as deep as each
     * move's allotment allows ({@code minimax:64}).
     */
    public static final SearchSettings CLOCK_SEARCH = AlphaBetaSettings.depth(AlphaBetaSettings.MAX_DEPTH);

    private final List<EvaluatorResolver> resolvers;

    public PlayerSpecParser(List<EvaluatorResolver> resolvers) {
        this.resolvers = List.copyOf(resolvers);
    }

    /** A parser that knows only the baselines. */
    public static PlayerSpecParser baselines() {
        return new PlayerSpecParser(List.of());
    }

    /**
     * What a player name stands for before a search is chosen: a baseline that does not search,
     * or an evaluator, with the search the name fixes itself ({@code heuristic:DEPTH}) or none.
     * Front ends that choose the search their own way (a game against a person) start here;
     * {@link #parse} is this with the search settings and default of matches.
     */
    public sealed interface Resolved {
        /** A player that does not search ({@code random}, {@code greedy}). */
        record Baseline(PlayerSpec spec) implements Resolved {}

        /**
         * A player that searches with {@code evaluator}.
         *
         * @param name  the name as given, e.g. {@code heuristic} or a network file's path
         * @param fixed the search the name fixes ({@code heuristic:6} is minimax:6), or null
         */
        record Searching(String name, Evaluator evaluator, SearchSettings fixed) implements Resolved {}
    }

    /**
     * @param player a player name
     * @throws IllegalArgumentException naming what is wrong
     * @throws IOException              if a resolver cannot load the player
     */
    public Resolved resolve(String player) throws IOException {
        if (player == null || player.isBlank()) {
            throw new IllegalArgumentException("player name is empty; expected " + expected());
        }
        String name = player.strip();
        switch (name) {
            case RandomPlayer.NAME -> {
                return new Resolved.Baseline(new PlayerSpec(name, RandomPlayer::new));
            }
            case GreedyPlayer.NAME -> {
                return new Resolved.Baseline(new PlayerSpec(name, () -> new GreedyPlayer(HeuristicEvaluator.INSTANCE)));
            }
            case HEURISTIC -> {
                return new Resolved.Searching(HEURISTIC, HeuristicEvaluator.INSTANCE, null);
            }
            default -> { }
        }
        if (name.startsWith(HEURISTIC + ":")) {
            String depth = name.substring(HEURISTIC.length() + 1);
            if (depth.isEmpty() || depth.length() > 3 || !depth.chars().allMatch(Character::isDigit)) {
                throw new IllegalArgumentException("player '" + name + "': DEPTH '" + depth + "' is not a whole number");
            }
            return new Resolved.Searching(HEURISTIC, HeuristicEvaluator.INSTANCE,
                    AlphaBetaSettings.depth(Integer.parseInt(depth)));
        }
        for (EvaluatorResolver resolver : resolvers) {
            Optional<Evaluator> evaluator = resolver.resolve(name);
            if (evaluator.isPresent()) {
                return new Resolved.Searching(name, evaluator.get(), null);
            }
        }
        throw new IllegalArgumentException("unknown player '" + name + "'; expected " + expected());
    }

    /**
     * Refuses search settings for a player that does not take them: a baseline, or a name that
     * fixes its own search.
     *
     * @param player the name as given
     * @throws IllegalArgumentException saying why
     */
    public static void refuseSearch(String player, Resolved resolved) {
        switch (resolved) {
            case Resolved.Baseline _ -> throw new IllegalArgumentException(
                    "player '" + player + "' does not search; leave out its search settings");
            case Resolved.Searching s when s.fixed() != null -> throw new IllegalArgumentException("player '" + player
                    + "' already fixes its search to " + s.fixed().describe() + "; give 'heuristic' to choose another search");
            case Resolved.Searching _ -> { }
        }
    }

    /**
     * @param player a player name
     * @param search search settings in their text form ({@link SearchSettings#parse}), or null
     * @throws IllegalArgumentException naming what is wrong
     * @throws IOException              if a resolver cannot load the player
     */
    public PlayerSpec parse(String player, String search) throws IOException {
        return parse(player, search, PlayMode.POSITION_ONLY);
    }

    /**
     * {@link #parse(String, String)} for players that play their games in {@code mode}: seeing
     * the game, with a clock (a baseline that does not search ignores both).
     */
    public PlayerSpec parse(String player, String search, PlayMode mode) throws IOException {
        Resolved resolved = resolve(player);
        SearchSettings settings = search == null ? null : SearchSettings.parse(search);
        if (settings != null) {
            refuseSearch(player.strip(), resolved);
        }
        return switch (resolved) {
            case Resolved.Baseline baseline -> baseline.spec();
            case Resolved.Searching s -> searching(s.name(), s.evaluator(), s.fixed() != null ? s.fixed() : settings, mode);
        };
    }

    private static PlayerSpec searching(String base, Evaluator evaluator, SearchSettings settings, PlayMode mode) {
        boolean byClock = settings == null && mode.clock() != null;
        SearchSettings s = settings != null ? settings : byClock ? CLOCK_SEARCH : DEFAULT_SEARCH;
        String text = s.describe();
        // heuristic:4 is the baseline's own spelling (not for the clock's search, whose depth is no choice);
        // a network file keeps its name whole.
        String name = base.equals(HEURISTIC) && !byClock && text.startsWith("minimax:") && text.indexOf(',') < 0
                ? base + ":" + text.substring("minimax:".length())
                : base + " (" + text + ")";
        return new PlayerSpec(name, () -> new SearchPlayer(name, s.newSearch(evaluator), mode));
    }

    private String expected() {
        StringBuilder text = new StringBuilder("random, greedy, heuristic or heuristic:DEPTH");
        for (EvaluatorResolver resolver : resolvers) {
            text.append(", or ").append(resolver.describe());
        }
        return text.toString();
    }
}
