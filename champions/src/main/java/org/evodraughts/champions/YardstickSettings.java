package org.evodraughts.champions;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Objects;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.players.PlayerSpec;
import org.evodraughts.checkers.players.PlayerSpecParser;

/**
 * When and how a champion plays its yardstick match ({@link Yardstick}).
 *
 * @param player the fixed player, by {@link PlayerSpecParser#baselines()} name ({@code random},
 *               {@code greedy}, {@code heuristic:DEPTH}); empty: no yardstick
 * @param every  play it in every generation that is a multiple of this (generation 0 too);
 *               0–1000000, 0: never
 * @param games  games of each match, half with each colour; even, 2–1000
 * @param rules  when games are drawn (the tournament's rules)
 */
public record YardstickSettings(String player, int every, int games, DrawRules rules) {
    /** No yardstick. */
    public static final YardstickSettings OFF = new YardstickSettings("", 0, 2, DrawRules.STANDARD);

    public YardstickSettings {
        player = Objects.requireNonNull(player, "player").strip();
        if (!player.isEmpty()) {
            spec(player); // refuses an unknown name
        }
        if (every < 0 || every > 1_000_000) {
            throw new IllegalArgumentException("yardstick interval must be 0–1000000 generations, got " + every);
        }
        if (games < 2 || games > 1000 || games % 2 != 0) {
            throw new IllegalArgumentException("yardstick games must be even and 2–1000 (half with each colour), got " + games);
        }
        Objects.requireNonNull(rules, "rules");
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
