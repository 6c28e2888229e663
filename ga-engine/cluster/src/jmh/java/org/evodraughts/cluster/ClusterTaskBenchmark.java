package org.evodraughts.cluster;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.match.Opening;
import org.evodraughts.checkers.search.SearchSettings;
import org.evodraughts.ga.config.RefinementConfig;
import org.evodraughts.ga.config.Trainees;
import org.evodraughts.ga.task.GameTask;
import org.evodraughts.ga.task.Task;
import org.evodraughts.ga.task.TaskRunner;
import org.evodraughts.ga.task.TrainingTask;
import org.evodraughts.ga.training.TdRefinement;
import org.evodraughts.network.Network;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What a task costs to send to a worker: a batch of {@value #TASKS} tasks per operation, run
 * on one local thread ({@code where=local}) or on one worker thread of a second member in this
 * JVM, over TCP on 127.0.0.1 ({@code where=cluster}: the coordinator runs none itself, and a
 * worker has one task in flight per thread, so each task pays the whole round trip). The score
 * is milliseconds per batch; the difference between the two, divided by {@value #TASKS}, is the
 * overhead per task. {@code task=empty} is a training of 0 games (a network each way, no work);
 * {@code task=game} a {@code minimax:1} game between two random networks (two networks out).
 *
 * <pre>
 * ./evodraughts bench ga-engine/cluster ClusterTaskBenchmark
 * </pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@State(Scope.Benchmark)
@Fork(1)
@Warmup(iterations = 3, time = 3)
@Measurement(iterations = 5, time = 4)
public class ClusterTaskBenchmark {
    static final int TASKS = 64;

    @Param({"local", "cluster"})
    String where;

    @Param({"empty", "game"})
    String task;

    private ExecutorService pool;
    private ClusterNode worker, coordinator;
    private TaskRunner runner;
    private List<Task<Object>> tasks;

    @Setup
    @SuppressWarnings("unchecked")
    public void setUp() {
        pool = Executors.newFixedThreadPool(1);
        if (where.equals("cluster")) {
            worker = ClusterNode.start(new ClusterOptions(List.of("127.0.0.1:5991"), "bench", "127.0.0.1", 5992, 1),
                    ClusterNode.Role.WORKER, _ -> { }, _ -> { });
            coordinator = ClusterNode.start(new ClusterOptions(List.of("127.0.0.1:5992"), "bench", "127.0.0.1", 5991, 1),
                    ClusterNode.Role.COORDINATOR, _ -> { }, _ -> { });
            runner = new ClusterRunner(coordinator, pool, 0, _ -> { });
        } else {
            runner = TaskRunner.local(pool);
        }
        SplittableRandom random = new SplittableRandom(1);
        tasks = new ArrayList<>();
        for (int i = 0; i < TASKS; i++) {
            Network a = Network.random(random), b = Network.random(random);
            tasks.add((Task<Object>) (Task<?>) (task.equals("empty")
                    ? new TrainingTask(a, i, TdRefinement.of(new RefinementConfig(0, 0.01, 0.7, false, Trainees.ALL, 1), 4,
                            DrawRules.STANDARD))
                    : new GameTask(a, b, SearchSettings.parse("minimax:1"), DrawRules.STANDARD, Opening.none(), i)));
        }
    }

    @Benchmark
    public List<Object> batch() throws InterruptedException {
        return runner.run(tasks, i -> tasks.get(i).run(() -> false), _ -> { }, () -> false, () -> { });
    }

    @TearDown
    public void tearDown() {
        if (coordinator != null) {
            coordinator.close();
            worker.close();
        }
        pool.shutdownNow();
    }
}
