package org.evodraughts.cli;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import org.evodraughts.champions.ChampionFile;
import org.evodraughts.ga.loop.Individual;
import org.evodraughts.runs.RunDirectory;
import org.evodraughts.runs.SnapshotFiles;
import org.evodraughts.storage.records.ChampionRecord;
import org.evodraughts.storage.records.ChampionSummary;
import org.evodraughts.storage.journal.ResilientRunStore;
import org.evodraughts.storage.directory.RunStores;
import org.evodraughts.storage.StoreOptions;
import org.evodraughts.storage.records.YardstickResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The yardstick match in whole evolve runs: it measures, and changes nothing of the evolution. */
class YardstickRunTest {
    @TempDir
    Path temp;

    private CliRun evolve(String name, String... more) {
        List<String> args = new ArrayList<>(List.of("evolve", "--run-dir", temp.resolve(name).toString(), "--seed", "11",
                "--population", "5", "--elites", "2", "--search", "minimax:2", "--threads", "2",
                "--set", "tournament.maxMovesPerSide=25", "--set", "champions.baselines=random",
                "--set", "champions.gamesPerBaseline=2", "--set", "run.keepSnapshots=0"));
        args.addAll(List.of(more));
        return CliRun.of(args.toArray(String[]::new));
    }

    @Test
    void theSameSeedWithAndWithoutTheYardstickGivesBitIdenticalPopulationsAndChampions() throws IOException {
        CliRun measured = evolve("measured", "--generations", "3", "--set", "champions.yardstickEvery=1",
                "--set", "champions.yardstickGames=12");
        CliRun unmeasured = evolve("unmeasured", "--generations", "3", "--set", "champions.yardstick=''");
        assertEquals(0, measured.exitCode(), measured.err());
        assertEquals(0, unmeasured.exitCode(), unmeasured.err());

        RunDirectory a = RunDirectory.open(temp.resolve("measured"), Map.of()).directory();
        RunDirectory b = RunDirectory.open(temp.resolve("unmeasured"), Map.of()).directory();
        assertEquals(List.of(0, 1, 2, 3), a.generations());
        assertEquals(a.generations(), b.generations());
        for (int generation : a.generations()) {
            List<Individual> measuredPopulation = SnapshotFiles.read(a.layout().snapshot(generation)).population();
            List<Individual> plainPopulation = SnapshotFiles.read(b.layout().snapshot(generation)).population();
            assertEquals(plainPopulation, measuredPopulation, "generation " + generation + ": genes and scores, bit for bit");
        }
        List<ChampionFile> withYardstick = ChampionFile.readAll(a.path());
        List<ChampionFile> without = ChampionFile.readAll(b.path());
        assertEquals(4, withYardstick.size());
        for (int i = 0; i < 4; i++) {
            assertEquals(without.get(i).champion(), withYardstick.get(i).champion(), "champion " + i + ": network and points");
            ChampionSummary plain = without.get(i).summary(), figures = withYardstick.get(i).summary();
            assertEquals(plain.meanOfMeans(), figures.meanOfMeans());
            assertEquals(plain.baselineScores(), figures.baselineScores());
            assertEquals(Optional.empty(), plain.yardstick());
            assertEquals("heuristic:2", figures.yardstick().orElseThrow().player(), "the test measures something");
            assertEquals(12, figures.yardstick().orElseThrow().games());
        }
        assertEquals(4, measured.out().lines().filter(line -> line.matches(".*\\| \\d+\\.\\d% vs heuristic:2( .*)?")).count(), measured.out());
        assertTrue(unmeasured.out().lines().noneMatch(line -> line.contains("yardstick")), unmeasured.out());
    }

    @Test
    void everyNGenerationsAndTheLastAndTheStoreAgreesWithTheFiles() throws IOException {
        CliRun run = evolve("every", "--generations", "3", "--set", "champions.yardstickEvery=2",
                "--set", "champions.yardstickGames=6", "--set", "champions.yardstick=random");
        assertEquals(0, run.exitCode(), run.err());
        Path dir = temp.resolve("every");
        try (ResilientRunStore store = RunStores.open(dir, StoreOptions.defaults())) {
            List<ChampionRecord> champions = store.champions(RunId.of("every"));
            assertEquals(List.of(0, 2, 3), champions.stream().filter(c -> c.yardstick().isPresent())
                    .map(ChampionRecord::generation).toList());
            assertEquals(ChampionFile.readAll(dir).stream().map(ChampionFile::summary).toList(),
                    champions.stream().map(ChampionRecord::summary).toList());
            YardstickResult last = champions.getLast().yardstick().orElseThrow();
            assertEquals("random", last.player());
            assertEquals(6, last.games());
            double previous = -1;
            for (ChampionRecord champion : champions) {
                OptionalDouble elapsed = champion.elapsedSeconds();
                assertTrue(elapsed.isPresent() && elapsed.getAsDouble() >= previous, "elapsed time grows: " + elapsed);
                previous = elapsed.getAsDouble();
            }
        }
    }

    @Test
    void aRunEndedByItsTimeBudgetMeasuresItsLastChampion() throws IOException {
        CliRun run = evolve("budget", "--generations", "0", "--time-budget", "3s", "--set", "champions.yardstickEvery=1000",
                "--set", "champions.yardstickGames=4");
        assertEquals(0, run.exitCode(), run.err());
        List<ChampionFile> champions = ChampionFile.readAll(temp.resolve("budget"));
        assertTrue(champions.size() > 1, "several generations in 3 s: " + run.out());
        assertTrue(champions.getFirst().summary().yardstick().isPresent(), "generation 0 is a multiple of every interval");
        assertTrue(champions.getLast().summary().yardstick().isPresent(), "the last champion is measured: " + run.out());
        assertTrue(champions.stream().skip(1).limit(Math.max(0, champions.size() - 2))
                .allMatch(c -> c.summary().yardstick().isEmpty()), "the ones between are not");
        assertTrue(run.out().contains("% vs heuristic:2"), run.out());
    }
}
