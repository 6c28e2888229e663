package org.evodraughts.ga.config;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Objects;
import org.evodraughts.checkers.match.YardstickSettings;
import org.evodraughts.checkers.players.PlayerSpecParser;
import org.evodraughts.checkers.search.AlphaBetaSettings;
import org.evodraughts.checkers.search.MctsSettings;
import org.evodraughts.checkers.search.SearchSettings;

/**
 * The fixed player of the yardstick match (key {@code champions.yardstick}), checked once when
 * the configuration is loaded: {@code heuristic} (alpha-beta with the heuristic evaluation to
 * the tournament's search depth), {@code heuristic:DEPTH}, {@code random} or {@code greedy};
 * empty for none. Make one with {@link #of}; the name is checked by
 * {@link YardstickSettings#checkPlayer}, the rule of the settings it becomes.
 *
 * @param text the player's name as written
 */
public record YardstickPlayer(String text) {
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
        return new YardstickPlayer(YardstickSettings.checkPlayer("champions.yardstick", text == null ? "" : text));
    }

    /**
     * The player's name for the {@link YardstickSettings} of a run: {@code heuristic} becomes
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
