package org.evodraughts.cli;

import org.evodraughts.run.RunId;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.evodraughts.champions.Champion;
import org.evodraughts.champions.MeasureProgress;
import org.evodraughts.champions.ChampionRecorder;
import org.evodraughts.champions.ChampionTracker;
import org.evodraughts.champions.Yardstick;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.match.ChampionSettings;
import org.evodraughts.checkers.match.YardstickSettings;
import org.evodraughts.checkers.search.AlphaBetaSettings;
import org.evodraughts.network.Network;
import org.evodraughts.storage.records.RunRecord;
import org.evodraughts.storage.records.RunStatus;
import org.evodraughts.storage.RunStore;
import org.evodraughts.storage.directory.RunStores;
import org.evodraughts.storage.StoreOptions;

/**
 * A small finished run made the way the evolution loop makes one: the champion recorder on
 * random populations, depth-1 search, games capped at 20 moves a side; a yardstick match of 4
 * games against heuristic:1 every 2 generations and at the end, and 30 s per generation.
 */
final class TinyRun {
    static final Instant START = Instant.parse("2026-11-22T10:00:00Z");
    static final ChampionTracker TRACKER = new ChampionTracker(ChampionSettings.defaults()
            .withBaselines(List.of("random", "heuristic:1"), 2).withRules(new DrawRules(20, 3, 10)), AlphaBetaSettings.depth(1));
    static final Yardstick YARDSTICK = new Yardstick(new YardstickSettings("heuristic:1", 2, 4, new DrawRules(20, 3, 10)),
            AlphaBetaSettings.depth(1));

    private TinyRun() {
    }

    /** Records {@code generations} generations of 3 networks into {@code runs/<runId>}, as run {@code runId}. */
    static Path create(Path runs, String runId, int generations, long seed) throws IOException, InterruptedException {
        return create(runs, runId, generations, seed, YARDSTICK);
    }

    /** Like {@link #create(Path, String, int, long)} with another yardstick (e.g. one that is off). */
    static Path create(Path runs, String runId, int generations, long seed, Yardstick yardstick) throws IOException, InterruptedException {
        Path directory = Files.createDirectories(runs.resolve(runId));
        Clock clock = Clock.fixed(START.plusSeconds(seed), ZoneOffset.UTC);
        try (RunStore store = RunStores.open(directory, StoreOptions.defaults()); ExecutorService pool = Executors.newFixedThreadPool(2)) {
            record(store, directory, runId, generations, seed, clock, pool, yardstick);
        }
        return directory;
    }

    /** Records the run into {@code store}, with champion files in {@code directory}. */
    static void record(RunStore store, Path directory, String runId, int generations, long seed, Clock clock, ExecutorService pool)
            throws IOException, InterruptedException {
        record(store, directory, runId, generations, seed, clock, pool, YARDSTICK);
    }

    private static void record(RunStore store, Path directory, String runId, int generations, long seed, Clock clock,
                               ExecutorService pool, Yardstick yardstick) throws IOException, InterruptedException {
        ChampionRecorder recorder = ChampionRecorder.open(RunId.of(runId), directory, seed, store, TRACKER, yardstick, pool, clock);
        RunRecord run = RunRecord.started(RunId.of(runId), Map.of("generations", generations), seed, clock.instant());
        store.save(run);
        SplittableRandom random = new SplittableRandom(seed);
        for (int generation = 0; generation < generations; generation++) {
            List<Network> population = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                population.add(Network.random(random));
            }
            recorder.record(new Champion(generation, population.getFirst(), 4 + generation % 2),
                    Duration.ofSeconds(30L * (generation + 1)), generation == generations - 1,
                    MeasureProgress.NONE);
        }
        store.save(run.ended(RunStatus.FINISHED, clock.instant().plusSeconds(60)));
    }
}
