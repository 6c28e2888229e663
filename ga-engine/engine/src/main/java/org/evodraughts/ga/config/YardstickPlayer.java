package org.evodraughts.ga.config;

import com.fasterxml.jackson.annotation.JsonValue;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Objects;
import org.evodraughts.checkers.players.PlayerSpecParser;
import org.evodraughts.checkers.search.AlphaBetaSettings;
import org.evodraughts.checkers.search.MctsSettings;
import org.evodraughts.checkers.search.SearchSettings;

/**
 * The fixed player of the yardstick match (key {@code champions.yardstick}), checked once when
 * the configuration is loaded: {@code heuristic} (alpha-beta with the heuristic evaluation to
 * the tournament's search depth), {@code heuristic:DEPTH}, {@code random} or {@code greedy};
 * empty for none. Make one with {@link #of}.
 *
 * @param text the player's name as written
 */
public record YardstickPlayer(String text) {
    private static final String KEY = "champions.yardstick";
    /** No yardstick player. */
    public static final YardstickPlayer NONE = new YardstickPlayer("");

    public YardstickPlayer {
        Objects.requireNonNull(text, "text");
    }

    /**
     * The player that {@code text} names; null or blank for none.
     *
     * @throws IllegalArgumentException naming the key and an unknown player
     */
    public static YardstickPlayer of(String text) {
        String written = text == null ? "" : text.strip();
        if (!written.isEmpty() && !written.equals(PlayerSpecParser.HEURISTIC)) {
            try {
                PlayerSpecParser.baselines().parse(written, null); // names an unknown player
            } catch (IOException e) {
                throw new UncheckedIOException(e); // the baseline parser loads nothing
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(KEY + ": " + e.getMessage(), e);
            }
        }
        return new YardstickPlayer(written);
    }

    /**
     * The player's name for the champions module's {@code YardstickSettings}: {@code heuristic} becomes
     * {@code heuristic:D} with D the depth of the tournament's alpha-beta {@code search} (the
     * default depth, {@value AlphaBetaSettings#DEFAULT_DEPTH}, for an MCTS tournament); empty
     * for none.
     */
    public String name(SearchSettings search) {
        if (!text.equals(PlayerSpecParser.HEURISTIC)) {
            return text;
        }
        return PlayerSpecParser.HEURISTIC + ":" + switch (search) {
            case AlphaBetaSettings alphaBeta -> alphaBeta.maxDepth();
            case MctsSettings ignored -> AlphaBetaSettings.DEFAULT_DEPTH;
        };
    }

    /** The name as a configuration file writes it. */
    @JsonValue
    @Override
    public String text() {
        return text;
    }
}
