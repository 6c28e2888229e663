package org.evodraughts.champions;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.match.MatchSettings;
import org.evodraughts.checkers.match.Opening;
import org.evodraughts.checkers.players.PlayerSpec;
import org.evodraughts.checkers.players.PlayerSpecParser;

/**
 * How a champion is evaluated.
 *
 * @param previousChampions how many earlier champions it plays, the most recent first (at most
 *                          this many; fewer early in a run); 0–100
 * @param gamesPerChampion  games against each earlier champion, half with each colour; even,
 *                          2–1000
 * @param baselines         fixed players it also plays, by {@link PlayerSpecParser} name
 *                          ({@code random}, {@code greedy}, {@code heuristic:DEPTH}); no
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
        check("previous champions", previousChampions, 0, 100);
        checkEven("games per champion", gamesPerChampion, 2);
        checkEven("games per baseline", gamesPerBaseline, 0);
        baselines = List.copyOf(Objects.requireNonNull(baselines, "baselines"));
        Set<String> seen = new HashSet<>();
        for (String name : baselines) {
            PlayerSpec spec = baselineSpec(name); // rejects unknown names
            if (!seen.add(spec.name())) {
                throw new IllegalArgumentException("baseline '" + name + "' is listed twice");
            }
        }
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
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("baseline: " + e.getMessage(), e);
        }
    }

    private static void check(String what, int value, int min, int max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(what + " must be " + min + "–" + max + ", got " + value);
        }
    }

    private static void checkEven(String what, int value, int min) {
        check(what, value, min, 1000);
        if (value % 2 != 0) {
            throw new IllegalArgumentException(what + " must be even (half the games with each colour), got " + value);
        }
    }
}
