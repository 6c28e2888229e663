package org.evodraughts.checkers.match;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.players.PlayerSpec;
import org.evodraughts.checkers.players.PlayerSpecParser;

/**
 * How a generation's champion is measured: whom it plays and how many games. This record holds
 * every range, rule and default of these settings; a run's configuration (section
 * {@code champions}) checks its keys by the same static checks, naming the key in the message,
 * so that the two cannot drift apart.
 *
 * @param previousChampions how many earlier champions it plays, the most recent first (at most
 *                          this many; fewer early in a run); 0–100
 * @param gamesPerChampion  games against each earlier champion, half with each colour; even,
 *                          2–1000
 * @param baselines         fixed players it also plays, by {@link PlayerSpecParser#baselines()}
 *                          name ({@code random}, {@code greedy}, {@code heuristic:DEPTH}); no
 *                          duplicates; empty: none
 * @param gamesPerBaseline  games against each baseline, half with each colour; even, 0–1000
 *                          (0: no baseline games)
 * @param openingPlies      random plies of each game's opening, 0–{@value Opening#MAX_RANDOM_PLIES} (each game has its own)
 * @param rules             when games are drawn
 */
public record ChampionSettings(int previousChampions, int gamesPerChampion, List<String> baselines, int gamesPerBaseline,
                               int openingPlies, DrawRules rules) {
    public static final int DEFAULT_PREVIOUS_CHAMPIONS = 5;
    public static final int DEFAULT_GAMES_PER_CHAMPION = 6;
    public static final List<String> DEFAULT_BASELINES = List.of("random", "heuristic:4");
    public static final int DEFAULT_GAMES_PER_BASELINE = 4;

    public ChampionSettings {
        checkPreviousChampions("previous champions", previousChampions);
        checkGamesPerChampion("games per champion", gamesPerChampion);
        checkGamesPerBaseline("games per baseline", gamesPerBaseline);
        baselines = checkBaselines("baselines", baselines);
        Opening.checkRandomPlies("opening plies", openingPlies);
        Objects.requireNonNull(rules, "rules");
    }

    /**
     * The defaults: the 5 previous champions, 6 games each; {@code random} and
     * {@code heuristic:4}, 4 games each; 4-ply openings; standard draw rules.
     */
    public static ChampionSettings defaults() {
        return new ChampionSettings(DEFAULT_PREVIOUS_CHAMPIONS, DEFAULT_GAMES_PER_CHAMPION, DEFAULT_BASELINES,
                DEFAULT_GAMES_PER_BASELINE, MatchSettings.DEFAULT_OPENING_PLIES, DrawRules.STANDARD);
    }

    /**
     * Refuses a number of previous champions outside 0–100, naming the setting {@code what}
     * (e.g. {@code champions.previous}) in the message.
     *
     * @return {@code count}
     */
    public static int checkPreviousChampions(String what, int count) {
        if (count < 0 || count > 100) {
            throw new IllegalArgumentException(what + " must be 0–100, got " + count);
        }
        return count;
    }

    /** Refuses a number of games per earlier champion that is odd or outside 2–1000, naming the setting {@code what}. */
    public static int checkGamesPerChampion(String what, int games) {
        return EvenGames.check(what, games, 2, 1000);
    }

    /** Refuses a number of games per baseline that is odd or outside 0–1000, naming the setting {@code what}. */
    public static int checkGamesPerBaseline(String what, int games) {
        return EvenGames.check(what, games, 0, 1000);
    }

    /**
     * Refuses baselines that are not {@link PlayerSpecParser#baselines()} names, or that name one
     * player twice, naming the setting {@code what} (e.g. {@code champions.baselines}) in the message.
     *
     * @return the names, unmodifiable
     */
    public static List<String> checkBaselines(String what, List<String> names) {
        Objects.requireNonNull(names, what);
        Set<String> seen = new HashSet<>();
        for (String name : names) {
            PlayerSpec spec;
            try {
                spec = baselineSpec(name);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(what + ": " + e.getMessage(), e);
            }
            if (!seen.add(spec.name())) {
                throw new IllegalArgumentException(what + ": '" + name + "' is listed twice");
            }
        }
        return List.copyOf(names);
    }

    public ChampionSettings withPreviousChampions(int count) {
        return new ChampionSettings(count, gamesPerChampion, baselines, gamesPerBaseline, openingPlies, rules);
    }

    public ChampionSettings withGamesPerChampion(int games) {
        return new ChampionSettings(previousChampions, games, baselines, gamesPerBaseline, openingPlies, rules);
    }

    public ChampionSettings withBaselines(List<String> names, int gamesEach) {
        return new ChampionSettings(previousChampions, gamesPerChampion, names, gamesEach, openingPlies, rules);
    }

    public ChampionSettings withOpeningPlies(int plies) {
        return new ChampionSettings(previousChampions, gamesPerChampion, baselines, gamesPerBaseline, plies, rules);
    }

    public ChampionSettings withRules(DrawRules drawRules) {
        return new ChampionSettings(previousChampions, gamesPerChampion, baselines, gamesPerBaseline, openingPlies, drawRules);
    }

    /** The baseline players actually played: none when {@link #gamesPerBaseline} is 0. */
    public List<PlayerSpec> baselineSpecs() {
        return gamesPerBaseline == 0 ? List.of() : baselines.stream().map(ChampionSettings::baselineSpec).toList();
    }

    private static PlayerSpec baselineSpec(String name) {
        try {
            return PlayerSpecParser.baselines().parse(name, null);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // the baseline parser loads nothing
        }
    }
}
