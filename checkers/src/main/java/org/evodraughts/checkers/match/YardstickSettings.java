package org.evodraughts.checkers.match;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Objects;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.players.PlayerSpec;
import org.evodraughts.checkers.players.PlayerSpecParser;

/**
 * When and how a champion plays its yardstick match, a larger match against one fixed player.
 * This record holds every range, rule and default of these settings; a run's configuration
 * (section {@code champions}) checks its keys by the same static checks, naming the key in the
 * message.
 *
 * @param player the fixed player, by {@link PlayerSpecParser#baselines()} name ({@code random},
 *               {@code greedy}, {@code heuristic}, {@code heuristic:DEPTH}); empty: no yardstick
 * @param every  play it in every generation that is a multiple of this (generation 0 too);
 *               0–1000000, 0: never
 * @param games  games of each match, half with each colour; even, 2–1000
 * @param rules  when games are drawn (the tournament's rules)
 */
public record YardstickSettings(String player, int every, int games, DrawRules rules) {
    /**
     * The default player: the heuristic evaluation. A run's configuration searches it to the
     * depth of the run's tournament; named alone here, it has the parser's default search.
     */
    public static final String DEFAULT_PLAYER = PlayerSpecParser.HEURISTIC;
    public static final int DEFAULT_EVERY = 25;
    public static final int DEFAULT_GAMES = 40;
    /** No yardstick. */
    public static final YardstickSettings OFF = new YardstickSettings("", 0, 2, DrawRules.STANDARD);

    public YardstickSettings {
        player = checkPlayer("yardstick", player);
        checkEvery("yardstick interval", every);
        checkGames("yardstick games", games);
        Objects.requireNonNull(rules, "rules");
    }

    /**
     * Refuses a player that is not a {@link PlayerSpecParser#baselines()} name, naming the
     * setting {@code what} (e.g. {@code champions.yardstick}) in the message.
     *
     * @param player the name; empty for none
     * @return {@code player} without surrounding blanks
     */
    public static String checkPlayer(String what, String player) {
        String name = Objects.requireNonNull(player, what).strip();
        if (!name.isEmpty()) {
            try {
                spec(name);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(what + ": " + e.getMessage(), e);
            }
        }
        return name;
    }

    /** Refuses an interval outside 0–1000000 generations, naming the setting {@code what}. */
    public static int checkEvery(String what, int every) {
        if (every < 0 || every > 1_000_000) {
            throw new IllegalArgumentException(what + " must be 0–1000000, got " + every);
        }
        return every;
    }

    /** Refuses a number of games that is odd or outside 2–1000, naming the setting {@code what}. */
    public static int checkGames(String what, int games) {
        return EvenGames.check(what, games, 2, 1000);
    }

    /** Whether a yardstick match is ever played: a player is named and the interval is not 0. */
    public boolean enabled() {
        return !player.isEmpty() && every > 0;
    }

    /** Whether the champion of {@code generation} plays the match by the interval (0, every, 2·every, …). */
    public boolean due(int generation) {
        return enabled() && generation % every == 0;
    }

    /** Makes the fixed player; IllegalStateException when there is none. */
    public PlayerSpec spec() {
        if (player.isEmpty()) {
            throw new IllegalStateException("no yardstick player is set");
        }
        return spec(player);
    }

    private static PlayerSpec spec(String name) {
        try {
            return PlayerSpecParser.baselines().parse(name, null);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // the baseline parser loads nothing
        }
    }
}
