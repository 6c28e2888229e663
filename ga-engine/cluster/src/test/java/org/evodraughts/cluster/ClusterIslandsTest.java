package org.evodraughts.cluster;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.concurrent.ExecutorService;
import org.evodraughts.ga.config.ConfigFiles;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.loop.Evolution;
import org.evodraughts.ga.loop.GenerationReport;
import org.evodraughts.ga.loop.PopulationSnapshot;
import org.evodraughts.ga.loop.SnapshotStore;
import org.evodraughts.ga.task.TaskRunner;
import org.evodraughts.network.Network;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A run of islands made side by side over a cluster of two workers in this JVM (over TCP on
 * 127.0.0.1): every island's batches go to the one runner at once, and the populations and
 * champions are a local run's, bit for bit.
 */
class ClusterIslandsTest {
    /** Three islands of 6 migrating every generation, the elites trained, the hall of fame. */
    private static final String CONFIG = """
            seed: 11
            threads: 1
            population: {size: 6, elites: 2}
            islands: {count: 3, migrateEvery: 1, migrants: 1}
            tournament: {search: "minimax:1", maxMovesPerSide: 20, openingPlies: 2, hallOfFame: 1}
            refinement: {games: 4, trainees: elites, batch: 2}
            stop: {generations: 2}
            run: {keepSnapshots: 0}
            """;

    private ClusterNode coordinator;
    private final List<ClusterNode> workers = new ArrayList<>();

    @BeforeEach
    void startCluster() throws IOException {
        int coordinatorPort = freePort();
        // The second worker joins the first, so the coordinator finds one cluster of both.
        List<String> known = new ArrayList<>(List.of("127.0.0.1:" + coordinatorPort));
        for (int i = 0; i < 2; i++) {
            int port = freePort();
            workers.add(ClusterNode.start(new ClusterOptions(known, "islands-test", "127.0.0.1", port, 1),
                    ClusterNode.Role.WORKER, _ -> { }, _ -> { }));
            known.add("127.0.0.1:" + port);
        }
        coordinator = ClusterNode.start(new ClusterOptions(known.subList(1, 3), "islands-test", "127.0.0.1",
                coordinatorPort, 1), ClusterNode.Role.COORDINATOR, _ -> { }, _ -> { });
    }

    @AfterEach
    void stopCluster() {
        if (coordinator != null) {
            coordinator.close();
        }
        workers.forEach(ClusterNode::close);
    }

    /** A run's saved generations and its reports. */
    private record Made(List<PopulationSnapshot> saved, List<GenerationReport> reports) {
        List<Network> champions() {
            return reports.stream().map(GenerationReport::championNetwork).toList();
        }
    }

    private static Made run(EvolutionConfig config, Function<ExecutorService, TaskRunner> runners) throws IOException {
        List<PopulationSnapshot> saved = new ArrayList<>();
        SnapshotStore store = new SnapshotStore() {
            @Override
            public void save(PopulationSnapshot snapshot) {
                saved.add(snapshot);
            }

            @Override
            public Optional<PopulationSnapshot> latest() {
                return saved.isEmpty() ? Optional.empty() : Optional.of(saved.getLast());
            }
        };
        List<GenerationReport> reports = new ArrayList<>();
        Evolution.builder(config).runId(RunId.of("islands")).snapshots(store).runners(runners).build().run(List.of(reports::add));
        return new Made(saved, reports);
    }

    @Test
    void islandsSideBySideOverTwoWorkersMakeTheLocalRunsPopulationsAndChampions() throws IOException {
        assertEquals(2, coordinator.workers().size(), "both workers joined");
        EvolutionConfig config = ConfigFiles.parse(CONFIG, "islands test", Map.of());
        Made local = run(config, TaskRunner::local);
        List<ClusterRunner> runners = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        Made spread = run(config, pool -> {
            ClusterRunner runner = new ClusterRunner(coordinator, pool, config.threadCount(), notes::add);
            runners.add(runner);
            return runner;
        });
        assertEquals(3, local.saved().size());
        assertEquals(local.saved(), spread.saved());
        assertEquals(local.champions(), spread.champions());
        assertEquals(local.reports().stream().map(GenerationReport::island).toList(),
                spread.reports().stream().map(GenerationReport::island).toList());
        String summary = runners.getFirst().summary();
        for (ClusterNode worker : workers) {
            assertTrue(worker.tasksRun() > 0, "a worker ran none: " + summary);
            assertTrue(summary.contains(" on " + worker.address()), summary);
        }
        assertEquals(List.of(), notes);
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
