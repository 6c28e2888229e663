package org.evodraughts.ga.loop;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.config.TestConfigs;
import org.evodraughts.ga.fitness.ChampionArchive;
import org.evodraughts.ga.loop.EngineAloneTest.MemoryStore;
import org.evodraughts.ga.task.Task;
import org.evodraughts.ga.task.TaskRunner;
import org.evodraughts.ga.work.GenerationWork;
import org.evodraughts.ga.work.WorkTrace;
import org.junit.jupiter.api.Test;

/**
 * Islands evolving side by side make the runs they made one after another, bit for bit: the
 * digests below ({@link RunDigest}) were taken from the code before islands ran side by side
 * (commit 43cbe9e), at 1 and 2 threads; a run stopped in its islands' steps and resumed makes
 * it too. Their batches really are under way at once, even on a
 * pool of one thread; a failure in one island fails the generation without waiting for the
 * others' work; the work trace names each batch's island.
 */
class IslandsSideBySideTest {
    /** Three islands: the hall of fame, the elites trained in batches of 2, the elites' play-off, parent-child averaging. */
    private static final Map<String, String> HALL_OF_FAME_AND_ELITES = Map.of("islands.count", "3",
            "islands.migrateEvery", "2", "islands.migrants", "2", "tournament.hallOfFame", "1", "refinement.games", "2",
            "refinement.trainees", "elites", "refinement.batch", "2", "champions.playoffGames", "2",
            "coevolution.averaging", "0.5");
    private static final String HALL_OF_FAME_AND_ELITES_DIGEST =
            "7c2f0fb0fff43b7fad5b4bfc5de1f3f6bc2c81025c979464c5dbd0b481e9a0cc";
    /** Four islands migrating every generation: everyone trains by TD-Leaf, learns from its games, random opponents, self-adaptive mutation. */
    private static final Map<String, String> ALL_TRAIN_AND_LEARN = Map.of("islands.count", "4", "islands.migrateEvery", "1",
            "islands.migrants", "1", "refinement.games", "2", "refinement.trainees", "all", "refinement.depth", "2",
            "coevolution.learn", "0.5", "tournament.scheme", "random-opponents", "tournament.gamesAsBlack", "2",
            "genome.mutation", "self-adaptive");
    private static final String ALL_TRAIN_AND_LEARN_DIGEST =
            "dfa52fc86acfb500268dc7d51440a544950a498275ee172a8c18f3dfa50e7eeb";

    private static String digest(EvolutionConfig config) throws IOException {
        MemoryStore store = new MemoryStore();
        List<GenerationReport> reports = new ArrayList<>();
        Evolution.builder(config).runId(RunId.of("side-by-side")).snapshots(store).build().run(List.of(reports::add));
        return RunDigest.of(store.saved, reports);
    }

    @Test
    void theRunsAreThoseTheIslandsMadeOneAfterAnother() throws IOException {
        for (int threads : new int[] {1, 2, 4}) {
            assertEquals(HALL_OF_FAME_AND_ELITES_DIGEST, digest(TestConfigs.with(6, 2, 4, threads, HALL_OF_FAME_AND_ELITES)),
                    threads + " threads");
            assertEquals(ALL_TRAIN_AND_LEARN_DIGEST, digest(TestConfigs.with(5, 2, 3, threads, ALL_TRAIN_AND_LEARN)),
                    threads + " threads");
        }
    }

    @Test
    void aRunStoppedInItsIslandsStepsAndResumedIsTheRunTheyMadeOneAfterAnother() throws IOException {
        EvolutionConfig config = TestConfigs.with(6, 2, 4, 2, HALL_OF_FAME_AND_ELITES);
        MemoryStore store = new MemoryStore();
        ChampionArchive archive = ChampionArchive.inMemory();
        List<GenerationReport> reports = new ArrayList<>();
        EvolutionRun[] session = new EvolutionRun[1];
        AtomicInteger gamesOfGeneration2 = new AtomicInteger();
        EngineTestProgress stopper = new EngineTestProgress() {
            @Override
            public void gameEnded() {
                // Generation 2 follows a migration: stop it while its islands' tournaments are under way.
                if (generationUnderWay == 2 && gamesOfGeneration2.incrementAndGet() == 20) {
                    session[0].stop();
                }
            }
        };
        try (EvolutionRun run = Evolution.builder(config).runId(RunId.of("side-by-side")).snapshots(store).champions(archive)
                .progress(stopper).build().start()) {
            session[0] = run;
            assertEquals(new RunOutcome(RunOutcome.Reason.STOPPED, 1), run.runWith(List.of(reports::add)));
        }
        assertEquals(List.of(0, 1), store.generations(), "nothing of generation 2 was saved");
        assertEquals(new RunOutcome(RunOutcome.Reason.GENERATIONS_DONE, 4), Evolution.builder(TestConfigs.resumed(config,
                Map.of())).runId(RunId.of("side-by-side")).snapshots(store).champions(archive).build().run(List.of(reports::add)));
        assertEquals(HALL_OF_FAME_AND_ELITES_DIGEST, RunDigest.of(store.saved, reports));
    }

    /**
     * The local runner, with {@code before} told of each island's batch (on the island's thread)
     * before it runs; the batches of this thread, the run's (the island champions' play-off), go
     * untold.
     */
    private static Function<ExecutorService, TaskRunner> watched(BatchWatch before) {
        Thread run = Thread.currentThread();
        return pool -> new TaskRunner() {
            private final TaskRunner local = TaskRunner.local(pool);

            @Override
            public <R> List<R> run(List<? extends Task<R>> tasks, IntFunction<R> here, IntConsumer ended,
                                   BooleanSupplier cancelled, Runnable stopping) throws InterruptedException {
                if (Thread.currentThread() != run) {
                    before.started(cancelled);
                }
                return local.run(tasks, here, ended, cancelled, stopping);
            }
        };
    }

    @FunctionalInterface
    private interface BatchWatch {
        void started(BooleanSupplier cancelled) throws InterruptedException;
    }

    @Test
    void everyIslandsFirstBatchIsUnderWayAtOnceEvenOnAPoolOfOneThread() throws IOException {
        // Each island's first batch (its tournament of generation 0) waits until all three have
        // begun: islands made one after another would never get there.
        CountDownLatch allBegun = new CountDownLatch(3);
        Set<Thread> callers = ConcurrentHashMap.newKeySet();
        AtomicInteger timedOut = new AtomicInteger();
        EvolutionConfig config = TestConfigs.with(6, 2, 1, 1, Map.of("islands.count", "3"));
        MemoryStore store = new MemoryStore();
        RunOutcome outcome = Evolution.builder(config).runId(RunId.of("overlap")).snapshots(store).runners(watched(cancelled -> {
            if (callers.add(Thread.currentThread())) {
                allBegun.countDown();
                if (!allBegun.await(20, TimeUnit.SECONDS)) {
                    timedOut.incrementAndGet();
                }
            }
        })).build().run(List.of());
        assertEquals(0, timedOut.get(), "an island's batch waited alone");
        assertEquals(3, callers.size(), "each island on a thread of its own");
        assertEquals(new RunOutcome(RunOutcome.Reason.GENERATIONS_DONE, 1), outcome);
    }

    @Test
    void aFailingIslandEndsTheOthersWorkAndFailsTheGenerationWithItsOwnError() throws IOException {
        EvolutionConfig config = TestConfigs.with(6, 2, 3, 2, Map.of("islands.count", "3"));
        CountDownLatch othersWaiting = new CountDownLatch(2);
        Set<Thread> seen = ConcurrentHashMap.newKeySet();
        AtomicInteger leftWaiting = new AtomicInteger();
        MemoryStore store = new MemoryStore();
        List<RunOutcome> endings = new ArrayList<>();
        GenerationListener ending = new GenerationListener() {
            @Override
            public void generationCompleted(GenerationReport report) {}

            @Override
            public void runEnded(RunInfo info, RunOutcome outcome) {
                endings.add(outcome);
            }
        };
        Evolution evolution = Evolution.builder(config).runId(RunId.of("failing")).snapshots(store).runners(watched(cancelled -> {
            if (store.saved.isEmpty() || !seen.add(Thread.currentThread())) {
                return; // generation 0 runs as usual, and each island's later batches too
            }
            if (seen.size() == 3) {
                // The last island to start generation 1 fails once the two others wait for work that never ends.
                othersWaiting.await(20, TimeUnit.SECONDS);
                throw new IllegalStateException("island failure");
            }
            othersWaiting.countDown();
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            while (!cancelled.getAsBoolean() && !Thread.currentThread().isInterrupted() && System.nanoTime() < end) {
                Thread.onSpinWait();
            }
            if (System.nanoTime() >= end) {
                leftWaiting.incrementAndGet();
            }
        })).build();
        IllegalStateException failure = assertThrows(IllegalStateException.class, () -> evolution.run(List.of(ending)));
        assertTrue(failure.getMessage().contains("island failure"), failure.toString());
        assertEquals(0, leftWaiting.get(), "an island's work went on after another failed");
        assertEquals(List.of(0), store.generations(), "generation 1 was not saved");
        assertEquals(List.of(RunOutcome.Reason.FAILED), endings.stream().map(RunOutcome::reason).toList());
    }

    @Test
    void theTraceNamesEachBatchsIslandAndTimesEachIslandsStep() throws IOException {
        WorkTrace trace = new WorkTrace();
        List<GenerationWork> work = new ArrayList<>();
        EvolutionConfig config = TestConfigs.with(6, 2, 2, 2, Map.of("islands.count", "3", "refinement.games", "2",
                "refinement.trainees", "elites"));
        Evolution.builder(config).runId(RunId.of("traced")).snapshots(new MemoryStore()).trace(trace).build()
                .run(List.of(report -> work.add(trace.generationDone(report.generation(), 2))));
        assertEquals(3, work.size());
        for (GenerationWork generation : work) {
            assertEquals(List.of(0, 1, 2), generation.islands().stream().map(GenerationWork.IslandStep::island).toList());
            for (int island = 0; island < 3; island++) {
                int i = island;
                // Each island's tournament (15 games a side of 6, both colours), then its two elites' trainings.
                List<Integer> tasks = generation.batches().stream().filter(b -> b.island() == i)
                        .map(b -> b.taskNanos().length).toList();
                assertEquals(List.of(30, 2), tasks, "island " + island);
            }
            // The island champions' play-off (every pair of 3 twice): the run's thread waited for it.
            assertEquals(List.of(6), generation.batches().stream().filter(b -> b.island() == GenerationWork.RUN)
                    .map(b -> b.taskNanos().length).toList());
        }
    }
}
