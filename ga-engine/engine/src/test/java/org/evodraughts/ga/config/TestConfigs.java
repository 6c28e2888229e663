package org.evodraughts.ga.config;

import java.util.Map;

/** Small, fast configurations for tests: 1-ply alpha-beta and short games. */
public final class TestConfigs {
    private TestConfigs() {}

    /**
     * {@code size} individuals, {@code elites} elites, 1-ply search, games capped at 20 moves a
     * side; every generation's snapshot kept, so tests can compare whole histories.
     */
    public static EvolutionConfig tiny(int size, int elites, int generations, int threads) {
        return with(size, elites, generations, threads, Map.of());
    }

    public static EvolutionConfig with(int size, int elites, int generations, int threads, Map<String, String> more) {
        String yaml = """
                seed: 7
                threads: %d
                population: {size: %d, elites: %d}
                tournament: {search: "minimax:1", maxMovesPerSide: 20, openingPlies: 2}
                stop: {generations: %d}
                run: {keepSnapshots: 0}
                """.formatted(threads, size, elites, generations);
        return ConfigFiles.parse(yaml, "test config", more);
    }

    /**
     * The configuration a resumed run reads back: {@code saved} as its run directory's
     * {@code config.yaml} holds it ({@link ConfigFiles#format}), changed by {@code overrides}.
     */
    public static EvolutionConfig resumed(EvolutionConfig saved, Map<String, String> overrides) {
        return ConfigFiles.parse(ConfigFiles.format(saved), "resumed test config", overrides);
    }
}
