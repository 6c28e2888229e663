package org.evodraughts.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.IntFunction;
import java.util.function.UnaryOperator;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.match.Opening;
import org.evodraughts.checkers.players.HeuristicEvaluator;
import org.evodraughts.checkers.search.SearchSettings;
import org.evodraughts.ga.config.RefinementConfig;
import org.evodraughts.ga.config.Trainees;
import org.evodraughts.ga.task.GameTask;
import org.evodraughts.ga.task.TaskRunner;
import org.evodraughts.ga.task.TrainingTask;
import org.evodraughts.ga.training.TdRefinement;
import org.evodraughts.network.Network;
import org.evodraughts.network.NetworkInputs;
import org.evodraughts.network.NetworkShape;
import org.evodraughts.network.NetworkEvaluator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@link ClusterRunner} with a real worker member in this JVM (over TCP on 127.0.0.1): results
 * by index equal the local runner's, also for batches of several threads at once, tasks that
 * cannot travel run here, and a stop ends a batch of long tasks at once.
 */
class ClusterRunnerTest {
    private ExecutorService pool;
    private ClusterNode worker, coordinator;
    private final List<String> notes = new ArrayList<>();
    private final List<String> workerLines = new java.util.concurrent.CopyOnWriteArrayList<>();

    @BeforeEach
    void startCluster() throws IOException {
        int coordinatorPort = freePort(), workerPort = freePort();
        worker = ClusterNode.start(new ClusterOptions(List.of("127.0.0.1:" + coordinatorPort), "runner-test", "127.0.0.1",
                workerPort, 2), ClusterNode.Role.WORKER, workerLines::add, _ -> { });
        coordinator = ClusterNode.start(new ClusterOptions(List.of("127.0.0.1:" + workerPort), "runner-test", "127.0.0.1",
                coordinatorPort, 1), ClusterNode.Role.COORDINATOR, _ -> { }, _ -> { });
        pool = Executors.newFixedThreadPool(1);
    }

    @AfterEach
    void stopCluster() {
        coordinator.close();
        worker.close();
        pool.shutdownNow();
    }

    @Test
    void resultsByIndexEqualTheLocalRunnersAndTasksThatCannotTravelRunHere() throws InterruptedException {
        assertEquals(1, coordinator.workers().size(), "the worker joined");
        SplittableRandom random = new SplittableRandom(5);
        List<Network> networks = new ArrayList<>();
        for (int i = 0; i < 4; i++) { // the card's shape and others: a task carries its networks' shapes
            networks.add(i % 2 == 0 ? Network.random(random) : Network.random(
                    NetworkShape.of(i == 1 ? NetworkInputs.PIECES : NetworkInputs.BOTH, List.of(12, 5, 3)), random, 1.5));
        }
        Evaluator heuristic = HeuristicEvaluator.INSTANCE;
        List<GameTask> tasks = new ArrayList<>();
        List<Evaluator[]> players = new ArrayList<>();
        for (int i = 0; i < 24; i++) {
            Network black = networks.get(i % 4), white = networks.get((i + 1) % 4);
            boolean travels = i % 5 != 0; // every fifth game has a heuristic player, which only this process has
            tasks.add(new GameTask(black, travels ? white : null, SearchSettings.parse("minimax:2"), DrawRules.STANDARD,
                    Opening.random(4, new SplittableRandom(i)), i));
            players.add(new Evaluator[] {new NetworkEvaluator(black), travels ? new NetworkEvaluator(white) : heuristic});
        }
        IntFunction<GameTask.Result> local = i -> tasks.get(i).play(players.get(i)[0], players.get(i)[1], UnaryOperator.identity());
        List<GameTask.Result> here = TaskRunner.local(pool).run(tasks, local, _ -> { }, () -> false, () -> { });
        ClusterRunner runner = new ClusterRunner(coordinator, pool, 1, notes::add);
        List<Integer> ended = new ArrayList<>();
        List<GameTask.Result> spread = runner.run(tasks, local, ended::add, () -> false, () -> { });
        assertEquals(moves(here), moves(spread));
        assertEquals(24, ended.size());
        assertTrue(runner.summary().matches("cluster: [1-9]\\d* tasks ran on workers, \\d+ in this process \\(0 again.*"),
                runner.summary());
        // Which worker ran how many, as the coordinator counted and as the worker did.
        long onWorkers = Long.parseLong(runner.summary().replaceAll("cluster: (\\d+) .*", "$1"));
        assertTrue(runner.summary().endsWith("; by worker: " + onWorkers + " on " + worker.address()), runner.summary());
        assertEquals(onWorkers, tasksRun(worker, onWorkers));
        assertEquals(List.of(), notes);
    }

    /** Islands side by side: two threads' batches at once share the worker and this process, each with its own results. */
    @Test
    void batchesOfSeveralThreadsAtOnceEachGetTheirOwnResults() throws Exception {
        SplittableRandom random = new SplittableRandom(11);
        List<List<GameTask>> batches = new ArrayList<>();
        for (int b = 0; b < 2; b++) {
            List<GameTask> tasks = new ArrayList<>();
            for (int i = 0; i < 12; i++) {
                tasks.add(new GameTask(Network.random(random), Network.random(random), SearchSettings.parse("minimax:1"),
                        DrawRules.STANDARD, Opening.random(4, new SplittableRandom(i)), 100L * b + i));
            }
            batches.add(tasks);
        }
        ClusterRunner runner = new ClusterRunner(coordinator, pool, 1, notes::add);
        List<java.util.concurrent.Future<List<GameTask.Result>>> spread = new ArrayList<>();
        try (ExecutorService islands = Executors.newFixedThreadPool(2)) {
            for (List<GameTask> tasks : batches) {
                spread.add(islands.submit(() -> runner.run(tasks, i -> tasks.get(i).run(() -> false), _ -> { }, () -> false,
                        () -> { })));
            }
        }
        for (int b = 0; b < 2; b++) {
            List<GameTask> tasks = batches.get(b);
            List<GameTask.Result> here = TaskRunner.local(pool).run(tasks, i -> tasks.get(i).run(() -> false), _ -> { },
                    () -> false, () -> { });
            assertEquals(moves(here), moves(spread.get(b).get()), "batch " + b);
        }
        long onWorkers = Long.parseLong(runner.summary().replaceAll("cluster: (\\d+) .*", "$1"));
        long inThisProcess = Long.parseLong(runner.summary().replaceAll(".* workers, (\\d+) in this process.*", "$1"));
        assertEquals(24, onWorkers + inThisProcess, runner.summary());
        assertEquals(onWorkers, tasksRun(worker, onWorkers));
    }

    /** A worker says how many tasks it ran for a coordinator when the coordinator leaves (the end of its run). */
    @Test
    void aWorkerCountsTheTasksItRanForACoordinator() throws InterruptedException {
        SplittableRandom random = new SplittableRandom(3);
        List<GameTask> tasks = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            tasks.add(new GameTask(Network.random(random), Network.random(random), SearchSettings.parse("minimax:1"),
                    DrawRules.STANDARD, Opening.random(4, new SplittableRandom(i)), i));
        }
        ClusterRunner runner = new ClusterRunner(coordinator, pool, 0, notes::add); // no threads here: all on the worker
        runner.run(tasks, _ -> { throw new AssertionError("ran here"); }, _ -> { }, () -> false, () -> { });
        String coordinatorAddress = coordinator.address();
        coordinator.close();
        long end = System.nanoTime() + 10_000_000_000L;
        while (workerLines.stream().noneMatch(l -> l.contains(" left the cluster")) && System.nanoTime() < end) {
            Thread.sleep(50);
        }
        assertTrue(workerLines.contains("coordinator " + coordinatorAddress + " left the cluster; this worker ran 6 tasks "
                + "since it joined"), workerLines.toString());
        assertEquals(6, worker.tasksRun());
    }

    @Test
    void aStopEndsABatchOfLongTrainingsAtOnceHereAndOnTheWorker() throws InterruptedException {
        SplittableRandom random = new SplittableRandom(7);
        RefinementConfig endless = new RefinementConfig(RefinementConfig.MAX_GAMES, 0.01, 0.7, false, Trainees.ALL, 3);
        List<TrainingTask> tasks = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            tasks.add(new TrainingTask(Network.random(random), i, TdRefinement.of(endless, 4, DrawRules.STANDARD)));
        }
        long start = System.nanoTime();
        long stopAt = start + 2_000_000_000L;
        ClusterRunner runner = new ClusterRunner(coordinator, pool, 1, notes::add);
        assertThrows(CancellationException.class, () -> runner.run(tasks,
                i -> tasks.get(i).run(() -> System.nanoTime() > stopAt), _ -> { }, () -> System.nanoTime() > stopAt, () -> { }));
        double seconds = (System.nanoTime() - start) / 1e9;
        assertTrue(seconds < 15, "stopped after " + seconds + " s");
        // The worker's trainings (its threads are in this JVM) were cancelled too, not left to play a million games.
        long end = System.nanoTime() + 10_000_000_000L;
        while (training() && System.nanoTime() < end) {
            Thread.sleep(100);
        }
        assertTrue(!training(), "a training still runs after the stop");
    }

    /** Each game's outcome, length and moves: a result's moves are an array, which its equals does not compare. */
    private static List<String> moves(List<GameTask.Result> results) {
        return results.stream().map(r -> r.outcome() + " " + r.plies() + " " + java.util.Arrays.toString(r.moves())).toList();
    }

    /**
     * The worker's count of the tasks it ran, once it reaches {@code expected} or after 10 s:
     * Hazelcast counts a task done after it has sent the result, which the coordinator may
     * already have counted.
     */
    private static long tasksRun(ClusterNode worker, long expected) throws InterruptedException {
        long end = System.nanoTime() + 10_000_000_000L;
        while (worker.tasksRun() < expected && System.nanoTime() < end) {
            Thread.sleep(20);
        }
        return worker.tasksRun();
    }

    private static boolean training() {
        return Thread.getAllStackTraces().values().stream().anyMatch(frames -> java.util.Arrays.stream(frames)
                .anyMatch(f -> f.getClassName().equals("org.evodraughts.ga.training.TdRefinement")));
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
