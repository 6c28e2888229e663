package org.evodraughts.ga.config;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Objects;
import org.evodraughts.checkers.search.AlphaBetaSettings;
import org.evodraughts.checkers.search.MctsSettings;
import org.evodraughts.checkers.search.SearchSettings;

/**
 * How the tournament's players choose moves (key {@code tournament.search}): the settings, read
 * once when the configuration is loaded, and the text they were read from. A written
 * configuration repeats that text as it was given ({@code mcts:300,c=0.4} stays so, although
 * {@link SearchSettings#describe()} would leave out the default {@code c}). Make one with
 * {@link #of}.
 *
 * @param text     the search in its text form, e.g. {@code minimax:4}
 * @param settings what {@code text} says
 */
public record TournamentSearch(String text, SearchSettings settings) {
    private static final String KEY = "tournament.search";

    public TournamentSearch {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(settings, "settings");
    }

    /**
     * The search that {@code text} names ({@code minimax:DEPTH} or
     * {@code mcts:PLAYOUTS[,c=..][,playout=..]}); a time limit is refused, since it would make a
     * run depend on the machine.
     *
     * @throws IllegalArgumentException naming the key and what is wrong
     */
    public static TournamentSearch of(String text) {
        String written = ConfigChecks.present(KEY, text);
        SearchSettings settings;
        try {
            settings = SearchSettings.parse(written);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(KEY + ": " + e.getMessage(), e);
        }
        boolean timed = switch (settings) {
            case AlphaBetaSettings ab -> ab.hasTimeLimit();
            case MctsSettings mcts -> !mcts.timeLimit().isZero();
        };
        if (timed) {
            throw new IllegalArgumentException(KEY + " must not have a time limit (a run would then depend on "
                    + "the machine's speed): give a depth (minimax:4) or a number of playouts (mcts:300), got '" + written + "'");
        }
        return new TournamentSearch(written, settings);
    }

    /** The text form, as a configuration file writes it. */
    @JsonValue
    @Override
    public String text() {
        return text;
    }
}
