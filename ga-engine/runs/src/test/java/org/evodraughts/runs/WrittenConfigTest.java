package org.evodraughts.runs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.evodraughts.ga.config.ConfigFiles;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.config.TimeBudget;
import org.evodraughts.storage.layout.RunLayout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A configuration is written as the code before the typed values wrote it: the files in
 * {@code src/test/resources/written-configs/} are what that code wrote, as {@code config.yaml}
 * into a run directory ({@link ConfigFiles#format}) and as the run record's JSON
 * ({@link RunRecordListener#configJson}), for each shipped configuration and for values given
 * in other than their usual forms.
 */
class WrittenConfigTest {
    @TempDir
    Path temp;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"default", "quick", "overnight", "strong"})
    void eachShippedConfigIsWrittenAsBeforeAndReadsBackEqual(String name) throws IOException {
        EvolutionConfig config = ConfigFiles.read(Path.of("../..", "config", name + ".yaml"), Map.of());
        assertWrittenAsBefore(name, config);
    }

    @Test
    void valuesGivenInOtherFormsAreWrittenAsGiven() throws IOException {
        EvolutionConfig config = ConfigFiles.parse(resource("variants-in.yaml"), "variants-in.yaml", Map.of());
        assertEquals("mcts:300", config.tournament().search().settings().describe());
        assertEquals("mcts:300,c=0.4", config.tournament().search().text(), "kept as given, not as describe() writes it");
        assertWrittenAsBefore("variants", config);
    }

    @Test
    void overridesAreWrittenAsBefore() throws IOException {
        Map<String, String> overrides = new LinkedHashMap<>();
        overrides.put("tournament.search", "'mcts:200,playout=4'");
        overrides.put("stop.timeBudget", "'0'");
        overrides.put("champions.baselines", "greedy");
        overrides.put("tournament.scheme", "random-opponents");
        overrides.put("champions.yardstick", "''");
        EvolutionConfig config = ConfigFiles.parse("", "overrides", overrides);
        assertEquals(TimeBudget.NONE, config.stop().timeBudget());
        assertWrittenAsBefore("overrides", config);
    }

    /**
     * A run directory written before the typed values resumes with its configuration unchanged,
     * but for the keys added since, which take their defaults: refinement.trainees,
     * refinement.depth and refinement.batch (as before: the champion, one ply, one game after
     * another), run.snapshotEvery (while its
     * run.keepSnapshots: 0 still keeps every population), champions.playoffGames (no play-off: the
     * champion is rank 1), tournament.rounds (one round robin), the start section (random networks), the coevolution section (off), the islands section
     * (one population), the network section (the card's) and the cluster section (none).
     */
    @Test
    void aRunDirectoryWrittenBeforeResumesWithItsConfigurationUnchanged() throws IOException {
        String old = resource("old-run.yaml");
        String now = old.replaceFirst("(  mutation: [a-z-]+\n)", "$1  mutationScale: 1.0\n").replace("  keepSnapshots: 0\n", "  keepSnapshots: 0\n  snapshotEvery: 100\n")
                .replace("  average: false\n", "  average: false\n  trainees: champion\n  depth: 1\n  batch: 1\n")
                .replace("  yardstickGames: 40\n", "  yardstickGames: 40\n  playoffGames: 0\n")
                .replace("  scheme: round-robin\n", "  scheme: round-robin\n  rounds: 1\n")
                .replaceFirst("(population:\n(?:  .*\n)+)", "$1start:\n  from: \"\"\n  sha256: \"\"\n  spread: 0.01\n"
                        + "islands:\n  count: 1\n  migrateEvery: 5\n  migrants: 2\n"
                        + "network:\n  inputs: subsquares\n  hidden:\n  - 40\n  - 10\n  growth: 0.0\n  maxHidden: []\n")
                + "cluster:\n  members: \"\"\n  name: evodraughts\n";
        now = now.replace("\nstop:\n", "\ncoevolution:\n  learn: 0.0\n  averaging: 0.0\nstop:\n");
        Path run = temp.resolve("run");
        Files.createDirectories(run);
        Files.writeString(RunLayout.of(run).config(), old);
        EvolutionConfig config = RunDirectory.open(run, Map.of()).config();
        assertEquals(ConfigFiles.parse(old, "old-run.yaml", Map.of()), config);
        assertEquals(0, config.run().keepSnapshots());
        assertEquals(now, ConfigFiles.format(config));
        assertEquals(old, Files.readString(RunLayout.of(run).config()), "opened without overrides: not written");

        RunDirectory.open(run, Map.of("stop.generations", "500", "stop.timeBudget", "'90m'"));
        assertEquals(now.replace("generations: 400", "generations: 500").replace("timeBudget: 0", "timeBudget: 90m"),
                Files.readString(RunLayout.of(run).config()));
    }

    private static void assertWrittenAsBefore(String name, EvolutionConfig config) throws IOException {
        String yaml = ConfigFiles.format(config);
        assertEquals(resource(name + ".yaml"), yaml);
        assertEquals(resource(name + ".json"), RunRecordListener.configJson(config));
        EvolutionConfig read = ConfigFiles.parse(yaml, name, Map.of());
        assertEquals(config, read);
        assertEquals(yaml, ConfigFiles.format(read));
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = WrittenConfigTest.class.getResourceAsStream("/written-configs/" + name)) {
            if (in == null) {
                throw new IOException("no test resource written-configs/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
