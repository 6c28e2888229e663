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
 *   <li>{@code heuristic}: the heuristic evaluator with the given search (default {@code minimax:4});</li>
 *   <li>any other name: offered to the {@link EvaluatorResolver}s in turn (e.g. a network file),
 *       and searched with the given search or {@code minimax:4}.</li>
 * </ul>
 *
 * Immutable and thread-safe if its resolvers are.
 */
public final class PlayerSpecParser {
    public static final String HEURISTIC = "heuristic";
    private static final SearchSettings DEFAULT_SEARCH = AlphaBetaSettings.depth(AlphaBetaSettings.DEFAULT_DEPTH);

    private final List<EvaluatorResolver> resolvers;

    public PlayerSpecParser(List<EvaluatorResolver> resolvers) {
        this.resolvers = List.copyOf(resolvers);
    }

    /** A parser that knows only the baselines. */
    public static PlayerSpecParser baselines() {
        return new PlayerSpecParser(List.of());
    }

    /**
     * @param player a player name
     * @param search search settings in their text form ({@link SearchSettings#parse}), or null
     * @throws IllegalArgumentException naming what is wrong
     * @throws IOException              if a resolver cannot load the player
     */
    public PlayerSpec parse(String player, String search) throws IOException {
        if (player == null || player.isBlank()) {
            throw new IllegalArgumentException("player name is empty; expected " + expected());
        }
        String name = player.strip();
        SearchSettings settings = search == null ? null : SearchSettings.parse(search);
        switch (name) {
            case RandomPlayer.NAME -> {
                refuseSearch(name, settings);
                return new PlayerSpec(name, RandomPlayer::new);
            }
            case GreedyPlayer.NAME -> {
                refuseSearch(name, settings);
                return new PlayerSpec(name, () -> new GreedyPlayer(HeuristicEvaluator.INSTANCE));
            }
            case HEURISTIC -> {
                return searching(HEURISTIC, HeuristicEvaluator.INSTANCE, settings);
            }
            default -> { }
        }
        if (name.startsWith(HEURISTIC + ":")) {
            if (settings != null) {
                throw new IllegalArgumentException("player '" + name + "' already fixes its search to minimax:"
                        + name.substring(HEURISTIC.length() + 1) + "; give 'heuristic' to choose another search");
            }
            String depth = name.substring(HEURISTIC.length() + 1);
            if (depth.isEmpty() || depth.length() > 3 || !depth.chars().allMatch(Character::isDigit)) {
                throw new IllegalArgumentException("player '" + name + "': DEPTH '" + depth + "' is not a whole number");
            }
            return searching(HEURISTIC, HeuristicEvaluator.INSTANCE, AlphaBetaSettings.depth(Integer.parseInt(depth)));
        }
        for (EvaluatorResolver resolver : resolvers) {
            Optional<Evaluator> evaluator = resolver.resolve(name);
            if (evaluator.isPresent()) {
                return searching(name, evaluator.get(), settings);
            }
        }
        throw new IllegalArgumentException("unknown player '" + name + "'; expected " + expected());
    }

    private static PlayerSpec searching(String base, Evaluator evaluator, SearchSettings settings) {
        SearchSettings s = settings == null ? DEFAULT_SEARCH : settings;
        String text = s.describe();
        // heuristic:4 is the baseline's own spelling; a network file keeps its name whole.
        String name = base.equals(HEURISTIC) && text.startsWith("minimax:") && text.indexOf(',') < 0
                ? base + ":" + text.substring("minimax:".length())
                : base + " (" + text + ")";
        return new PlayerSpec(name, () -> new SearchPlayer(name, s.newSearch(evaluator)));
    }

    private static void refuseSearch(String name, SearchSettings settings) {
        if (settings != null) {
            throw new IllegalArgumentException("player '" + name + "' does not search; leave out its search settings");
        }
    }

    private String expected() {
        StringBuilder text = new StringBuilder("random, greedy, heuristic or heuristic:DEPTH");
        for (EvaluatorResolver resolver : resolvers) {
            text.append(", or ").append(resolver.describe());
        }
        return text.toString();
    }
}
