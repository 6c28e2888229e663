package org.evodraughts.play;

import java.util.List;
import java.util.random.RandomGenerator;
import org.evodraughts.checkers.players.PlayerSpecParser;
import org.evodraughts.checkers.players.TimeControl;
import org.evodraughts.checkers.search.SearchSettings;

/**
 * Player names into {@link Agent}s for a game against a person, the one place that does it for
 * {@code play} and the web: the names are {@link PlayerSpecParser}'s, and the search is chosen
 * here, with one default ({@value #DEFAULT_SEARCH}) and one way of adding a time or a clock to it.
 * Stateless.
 */
public final class Agents {
    /** The agent's search when none is given and no time caps it. */
    public static final String DEFAULT_SEARCH = "minimax:8";

    private Agents() {}

    /**
     * Every player name the command line takes (play, match, ladder): the baselines and network
     * files ({@link NetworkFileResolver}).
     */
    public static PlayerSpecParser names() {
        return new PlayerSpecParser(List.of(new NetworkFileResolver()));
    }

    /**
     * The search text with a time added as its {@code time=} setting: with no search,
     * {@value #DEFAULT_SEARCH}, or with a time alpha-beta as deep as the time allows, or with a
     * clock alone alpha-beta as deep as each move's allotment allows
     * ({@link PlayerSpecParser#CLOCK_SEARCH}).
     *
     * @param search  a search's text form, or null or blank for the default
     * @param seconds the time a move, or null for none
     * @param clock   the game's time control, or null for none
     * @throws IllegalArgumentException naming what is wrong (a search given a time twice, say)
     */
    public static SearchSettings search(String search, Double seconds, TimeControl clock) {
        boolean none = search == null || search.isBlank();
        if (seconds == null) {
            return none && clock != null ? PlayerSpecParser.CLOCK_SEARCH
                    : SearchSettings.parse(none ? DEFAULT_SEARCH : search.strip());
        }
        String time = "time=" + Math.round(seconds * 1000) + "ms";
        return SearchSettings.parse(none ? "minimax:" + time : search.strip() + "," + time);
    }

    /**
     * How the search {@link #search(String, Double, TimeControl)} makes of {@code search},
     * {@code seconds} and {@code clock}
     * is shown beside its player: the person's own words with the time added
     * ({@code minimax:64,tt=20,threads=2,time=60s}), or, with no search given, the default's. The
     * settings' own text form leaves out what a time makes the default (depth 64, a table of 2^20),
     * and a depth and table the person asked for seemed dropped.
     */
    public static String shown(String search, Double seconds, TimeControl clock) {
        if (search == null || search.isBlank()) {
            return search(search, seconds, clock).describe();
        }
        // The spaces the parser strips around a setting go: a line break would break a PDN tag.
        String words = search.codePoints().filter(c -> !Character.isWhitespace(c))
                .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString();
        return words + (seconds == null ? ""
                : ",time=" + SearchSettings.formatTime(java.time.Duration.ofMillis(Math.round(seconds * 1000))));
    }

    /**
     * The agent a resolved player name stands for: a baseline, or a search with {@code settings}
     * (a search of the player's own, {@code heuristic:6}'s, with the time {@code seconds}). A
     * front end that takes search settings refuses them first for a player that has its own
     * ({@link PlayerSpecParser#refuseSearch}).
     *
     * @param player   what {@link PlayerSpecParser#resolve} made of the name
     * @param shown    how a searching player is named in the agent's name, e.g. a file's name
     *                 without its directory
     * @param settings the search, where the player has none of its own
     * @param seconds  the time a move, or null for none
     * @param clock    the agent's time control for the game, or null for none
     * @param random   the source of the agent's choices
     */
    public static Agent of(PlayerSpecParser.Resolved player, String shown, SearchSettings settings, Double seconds,
                           TimeControl clock, RandomGenerator random) {
        return of(player, shown, settings.describe(), settings, seconds, clock, random);
    }

    /**
     * As {@link #of(PlayerSpecParser.Resolved, String, SearchSettings, Double, TimeControl, RandomGenerator)},
     * showing {@code settings} as {@code search} ({@link #shown}).
     */
    public static Agent of(PlayerSpecParser.Resolved player, String shown, String search, SearchSettings settings,
                           Double seconds, TimeControl clock, RandomGenerator random) {
        return switch (player) {
            case PlayerSpecParser.Resolved.Baseline baseline -> Agent.baseline(baseline.spec().newPlayer(), clock, random);
            case PlayerSpecParser.Resolved.Searching s when s.fixed() == null ->
                    Agent.searching(shown, search, settings, s.evaluator(), clock, random);
            case PlayerSpecParser.Resolved.Searching s -> Agent.searching(shown,
                    search(s.fixed().describe(), seconds, null), s.evaluator(), clock, random);
        };
    }
}
