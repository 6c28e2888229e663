package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.evodraughts.champions.ChampionFile;
import org.evodraughts.cluster.BuildId;
import org.evodraughts.network.NetworkEvaluator;
import org.evodraughts.storage.layout.RunLayout;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs spread over a real cluster: worker members in child JVMs on 127.0.0.1, the coordinator
 * (evolve --cluster) in this one. The champions equal a local run's, bit for bit, with workers
 * present, killed (SIGKILL) while they run tasks, or all gone; members of another cluster name
 * or another build are refused with an error line.
 */
class ClusterRunTest {
    private static final int GENERATIONS = 3;
    /**
     * Every individual trains by TD-Leaf self-play before the tournament, in batches (shared with
     * idle threads here, alone on a worker): training tasks and games both travel.
     */
    private static final List<String> RUN = List.of("--population", "6", "--elites", "2", "--search", "minimax:3",
            "--seed", "11", "--threads", "1", "--set", "champions.yardstickEvery=2", "--set", "champions.yardstickGames=4",
            "--set", "genome.initialWeights=fan-in", "--set", "refinement.games=12", "--set", "refinement.trainees=all",
            "--set", "refinement.depth=3", "--set", "refinement.batch=3",
            // The champion is the elites' play-off winner: its games too.
            "--set", "champions.playoffGames=2");
    private static final Pattern RAN_ON_WORKERS = Pattern.compile("cluster: (\\d+) tasks ran on workers");
    private static final Pattern CHAMPION_GAMES_ON_WORKERS = Pattern.compile("cluster: (\\d+) champion games ran on workers");

    @TempDir
    Path temp;

    private final List<Worker> workers = new ArrayList<>();

    @AfterEach
    void stopWorkers() {
        workers.forEach(Worker::kill);
    }

    @Test
    void twoWorkersGiveTheLocalRunsChampionsAndTheRunResumes() throws Exception {
        int coordinator = freePort(), first = freePort(), second = freePort();
        Path local = run("local", List.of());
        Worker a = worker("evodraughts", first, coordinator);
        a.awaitLine("worker 127.0.0.1:" + first);
        Worker b = worker("evodraughts", second, coordinator, first);
        b.awaitLine("worker 127.0.0.1:" + second);
        List<String> cluster = List.of("--cluster", "127.0.0.1:" + first + ",127.0.0.1:" + second,
                "--cluster-port", Integer.toString(coordinator));
        CliRun spread = evolve("spread", concat(cluster, List.of("--generations", "1")));
        assertEquals(0, spread.exitCode(), spread.err());
        assertTrue(spread.out().contains("cluster: worker 127.0.0.1:" + first + " (1 thread) joined the cluster"), spread.out());
        assertTrue(spread.out().contains("cluster: worker 127.0.0.1:" + second + " (1 thread) joined the cluster"), spread.out());
        assertTrue(tasksOnWorkers(spread) > 0, spread.out());
        assertTrue(championGamesOnWorkers(spread) > 0, spread.out());
        // The closing summary says which worker ran how many.
        assertEquals(tasksOnWorkers(spread) + championGamesOnWorkers(spread), ranBy(spread, first) + ranBy(spread, second),
                spread.out());
        assertTrue(ranBy(spread, first) > 0 && ranBy(spread, second) > 0, spread.out());
        // --cluster set the key cluster.members, which the run keeps: a resume without the flag rejoins the workers.
        assertTrue(Files.readString(RunLayout.of(temp.resolve("spread")).config()).contains("127.0.0.1:" + first + ",127.0.0.1:"
                + second), "config.yaml keeps cluster.members");
        // A cluster run resumes as any run: its files are the coordinator's.
        CliRun resumed = CliRun.of("evolve", "--resume", temp.resolve("spread").toString(), "--generations",
                Integer.toString(GENERATIONS), "--cluster-port", Integer.toString(coordinator));
        assertEquals(0, resumed.exitCode(), resumed.err());
        assertTrue(tasksOnWorkers(resumed) > 0, resumed.out());
        // The champion's games against earlier champions and baselines, and its yardstick match, ran on the workers too.
        assertTrue(championGamesOnWorkers(resumed) > 0, resumed.out());
        // Generation 1, the first session's last, also played a yardstick match (a measure only), as any finished run does.
        assertSameChampions(local, temp.resolve("spread"), false);
        // Generation 2's yardstick match (every 2) was played by the second session, spread.
        assertEquals(yardstick(local, 2), yardstick(temp.resolve("spread"), 2));
        assertTrue(yardstick(local, 2).containsKey(ChampionFile.YARDSTICK), "generation 2 played its yardstick match");
        // The evaluation games themselves, move by move, as the database keeps them.
        assertEquals(evaluationGames(local, GENERATIONS), evaluationGames(temp.resolve("spread"), GENERATIONS));
        a.awaitLine("coordinator 127.0.0.1:" + coordinator + " joined the cluster");
        a.awaitLine("coordinator 127.0.0.1:" + coordinator + " left the cluster");
        // Each worker counts its tasks too: for each run as it ends, and in all as it stops.
        assertTrue(a.output().contains("coordinator 127.0.0.1:" + coordinator + " left the cluster; this worker ran "
                + ranBy(spread, first) + " tasks since it joined"), a.output());
        a.stop();
        assertTrue(a.finish().contains("worker 127.0.0.1:" + first + " (1 thread) left cluster 'evodraughts' after running "
                + (ranBy(spread, first) + ranBy(resumed, first)) + " tasks"), a.output());
    }

    @Test
    void workersKilledMidRunLoseNothingAndWithNoneLeftTheRunGoesOnHereWithOneWarning() throws Exception {
        int coordinator = freePort(), first = freePort(), second = freePort();
        Path local = run("local", List.of());
        Worker a = worker("evodraughts", first, coordinator);
        a.awaitLine("worker 127.0.0.1:" + first);
        Worker b = worker("evodraughts", second, coordinator, first);
        b.awaitLine("worker 127.0.0.1:" + second);
        // Each worker is killed while it is running tasks (its CPU time grows), the second after the first run's generation 1.
        Thread killer = Thread.ofPlatform().daemon().start(() -> {
            try {
                awaitFile(RunLayout.of(temp.resolve("spread")).config());
                a.killWhenBusy();
                awaitFile(RunLayout.of(temp.resolve("spread")).champion(1));
                b.killWhenBusy();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        CliRun spread = evolve("spread", List.of("--cluster", "127.0.0.1:" + first + ",127.0.0.1:" + second,
                "--cluster-port", Integer.toString(coordinator)));
        killer.join(10_000);
        assertEquals(0, spread.exitCode(), spread.err());
        assertTrue(spread.out().contains("did not finish its tasks"), spread.out());
        assertEquals(1, spread.out().lines().filter(l -> l.startsWith("warning: no worker is left in cluster 'evodraughts'")).count(),
                spread.out());
        assertSameChampions(local, temp.resolve("spread"));
    }

    @Test
    void aMemberOfAnotherClusterNameIsRefusedOnBothSides() throws Exception {
        int coordinator = freePort(), first = freePort(), second = freePort();
        Worker other = worker("other", first, coordinator);
        other.awaitLine("worker 127.0.0.1:" + first);
        CliRun refused = evolve("refused", List.of("--cluster", "127.0.0.1:" + first,
                "--cluster-port", Integer.toString(coordinator)));
        assertEquals(2, refused.exitCode(), refused.out());
        assertTrue(refused.err().startsWith("error: the member at 127.0.0.1:" + first + " answers but refuses cluster "
                + "name 'evodraughts': it was started with another --cluster-name"), refused.err());
        assertTrue(Files.notExists(temp.resolve("refused")), "no run was made");

        Worker third = worker("third", second, first);
        String output = third.finish();
        assertEquals(2, third.exitCode(), output);
        assertTrue(output.contains("error: the member at 127.0.0.1:" + first + " answers but refuses cluster name 'third'"), output);
    }

    @Test
    void aWorkerOfAnotherBuildIsRefusedOnBothSides() throws Exception {
        int coordinator = freePort(), first = freePort();
        Worker stranger = new Worker(List.of("-D" + BuildId.PROPERTY + "=0000000000000000"), "evodraughts", first, coordinator);
        workers.add(stranger);
        stranger.awaitLine("worker 127.0.0.1:" + first);
        CliRun run = evolve("built", List.of("--cluster", "127.0.0.1:" + first,
                "--cluster-port", Integer.toString(coordinator), "--generations", "1"));
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("error: worker 127.0.0.1:" + first + " (1 thread) runs another build of evodraughts "
                + "(0000000000000000/" + NetworkEvaluator.arithmetic() + ", this one " + BuildId.current() + "/"
                + NetworkEvaluator.arithmetic() + "; build/arithmetic)"), run.out());
        assertTrue(run.out().contains("it is given no work"), run.out());
        assertEquals(0, tasksOnWorkers(run), run.out());
        String output = stranger.finish();
        assertEquals(2, stranger.exitCode(), output);
        assertTrue(output.contains("error: coordinator 127.0.0.1:" + coordinator + " runs another build of evodraughts"), output);
    }

    @Test
    void anIslandsRunSpreadOverAWorkerIsTheRunOnOneMachine() throws Exception {
        List<String> islands = List.of("--set", "islands.count=2", "--set", "islands.migrateEvery=1", "--set",
                "islands.migrants=1");
        Path local = run("islands-local", islands);
        int coordinator = freePort(), port = freePort();
        Worker worker = worker("evodraughts", port, coordinator);
        worker.awaitLine("worker 127.0.0.1:" + port);
        CliRun spread = evolve("islands-spread", concat(islands, List.of("--cluster", "127.0.0.1:" + port, "--cluster-port",
                Integer.toString(coordinator))));
        assertEquals(0, spread.exitCode(), spread.err());
        assertTrue(tasksOnWorkers(spread) > 0, spread.out());
        assertSameChampions(local, temp.resolve("islands-spread"));
        // Every island's population, not only the champions: the last generation's snapshot (but its run id).
        String last = String.format("generation-%06d.json", GENERATIONS);
        assertEquals(withoutRunId(RunLayout.of(local).generations().resolve(last)),
                withoutRunId(RunLayout.of(temp.resolve("islands-spread")).generations().resolve(last)));
    }

    private static String withoutRunId(Path snapshot) throws IOException {
        String text = Files.readString(snapshot);
        assertTrue(text.contains("\"islands\""), snapshot + " holds the islands");
        return text.replaceFirst("\"runId\"\\s*:\\s*\"[^\"]*\"", "");
    }

    private Path run(String name, List<String> extra) {
        CliRun run = evolve(name, extra);
        assertEquals(0, run.exitCode(), run.err());
        return temp.resolve(name);
    }

    private CliRun evolve(String name, List<String> extra) {
        List<String> args = new ArrayList<>(List.of("evolve", "--run-dir", temp.resolve(name).toString()));
        args.addAll(RUN);
        if (!extra.contains("--generations")) {
            args.addAll(List.of("--generations", Integer.toString(GENERATIONS)));
        }
        args.addAll(extra);
        return CliRun.of(args.toArray(String[]::new));
    }

    /** A port free on 127.0.0.1 now (so that parallel builds on one machine do not collide). */
    private static int freePort() throws IOException {
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    private static List<String> concat(List<String> first, List<String> second) {
        List<String> both = new ArrayList<>(first);
        both.addAll(second);
        return both;
    }

    private static long tasksOnWorkers(CliRun run) {
        Matcher m = RAN_ON_WORKERS.matcher(run.out());
        assertTrue(m.find(), run.out());
        return Long.parseLong(m.group(1));
    }

    /** The tasks the summaries (tasks, champion games) say the worker on {@code port} ran, e.g. {@code 702 on 127.0.0.1:5702}. */
    private static long ranBy(CliRun run, int port) {
        Matcher m = Pattern.compile("[:,] (\\d+) on 127\\.0\\.0\\.1:" + port + "\\b").matcher(run.out());
        long sum = 0;
        while (m.find()) {
            sum += Long.parseLong(m.group(1));
        }
        return sum;
    }

    private static long championGamesOnWorkers(CliRun run) {
        Matcher m = CHAMPION_GAMES_ON_WORKERS.matcher(run.out());
        assertTrue(m.find(), run.out());
        return Long.parseLong(m.group(1));
    }

    /** The yardstick figures of a champion's file. */
    private static Map<String, Object> yardstick(Path run, int generation) throws IOException {
        Map<String, Object> figures = new LinkedHashMap<>(ChampionFile.read(run, generation).document().metadata());
        figures.keySet().removeIf(key -> !key.startsWith("yardstick"));
        return figures;
    }

    /** A champion's evaluation games as {@code champions show --pdn} writes them, with the run's name taken out. */
    private String evaluationGames(Path run, int generation) throws IOException {
        Path pdn = temp.resolve(run.getFileName() + "-" + generation + ".pdn");
        CliRun show = CliRun.of("champions", "show", "--run", run.toString(), "--generation", Integer.toString(generation),
                "--pdn", pdn.toString());
        assertEquals(0, show.exitCode(), show.err());
        String games = Files.readString(pdn).replace("[Run \"" + run.getFileName() + "\"]", "[Run]");
        assertTrue(games.contains("[Round \"1\"]"), games);
        return games;
    }

    /** A worker at {@code port} joining the members at {@code ports} (the coordinator's, other workers'). */
    private Worker worker(String name, int port, int... ports) throws IOException {
        Worker worker = new Worker(List.of(), name, port, ports);
        workers.add(worker);
        return worker;
    }

    private static void awaitFile(Path file) throws InterruptedException {
        long end = System.nanoTime() + Duration.ofMinutes(2).toNanos();
        while (Files.notExists(file) && System.nanoTime() < end) {
            Thread.sleep(50);
        }
    }

    private static void assertSameChampions(Path expected, Path actual) throws IOException {
        assertSameChampions(expected, actual, true);
    }

    /** Same champion networks and figures (but time stamps, and unless {@code yardsticks} the yardstick matches) in both runs. */
    private static void assertSameChampions(Path expected, Path actual, boolean yardsticks) throws IOException {
        for (int g = 0; g <= GENERATIONS; g++) {
            ChampionFile want = ChampionFile.read(expected, g), got = ChampionFile.read(actual, g);
            assertArrayEquals(want.document().network().parameters(), got.document().network().parameters(), "champion " + g);
            assertEquals(untimed(want.document().metadata(), yardsticks), untimed(got.document().metadata(), yardsticks),
                    "champion " + g);
        }
    }

    private static Map<String, Object> untimed(Map<String, Object> metadata, boolean yardsticks) {
        Map<String, Object> copy = new LinkedHashMap<>(metadata);
        if (!yardsticks) {
            copy.keySet().removeIf(key -> key.startsWith("yardstick"));
        }
        copy.remove("createdAt");
        copy.remove(ChampionFile.ELAPSED_SECONDS);
        copy.remove("runId");
        return copy;
    }

    /** {@code ./evodraughts worker} in a child JVM, its output collected as it comes. */
    private static final class Worker {
        private final Process process;
        private final List<String> lines = new ArrayList<>();
        private final Thread reader;

        Worker(List<String> jvmOptions, String name, int port, int... ports) throws IOException {
            String members = String.join(",", java.util.Arrays.stream(ports).mapToObj(p -> "127.0.0.1:" + p).toList());
            process = new ProcessBuilder(CliRun.childCommand(jvmOptions, List.of("worker", "--members", members, "--port", Integer.toString(port), "--threads", "1", "--cluster-name", name)))
                    .redirectErrorStream(true).start();
            reader = Thread.ofPlatform().daemon().start(() -> {
                try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                        StandardCharsets.UTF_8))) {
                    String line;
                    while ((line = out.readLine()) != null) {
                        synchronized (lines) {
                            lines.add(line);
                            lines.notifyAll();
                        }
                    }
                } catch (IOException e) {
                    // the process ended
                }
            });
        }

        void awaitLine(String prefix) throws InterruptedException {
            long end = System.nanoTime() + Duration.ofSeconds(60).toNanos();
            synchronized (lines) {
                while (lines.stream().noneMatch(l -> l.startsWith(prefix))) {
                    long left = end - System.nanoTime();
                    if (left <= 0 || !process.isAlive() && !reader.isAlive()) {
                        throw new AssertionError("the worker did not print '" + prefix + "':\n" + String.join("\n", lines));
                    }
                    lines.wait(Math.max(1, Math.min(500, left / 1_000_000)));
                }
            }
        }

        /** SIGKILL once the worker's CPU time grows by 0.05 s within 0.3 s (idle, it uses a few ms): it is running tasks. */
        void killWhenBusy() throws InterruptedException {
            long end = System.nanoTime() + Duration.ofMinutes(2).toNanos();
            Duration before = cpu();
            while (System.nanoTime() < end) {
                Thread.sleep(300);
                Duration now = cpu();
                if (now.minus(before).toMillis() >= 50) {
                    break;
                }
                before = now;
            }
            kill();
        }

        private Duration cpu() {
            return process.toHandle().info().totalCpuDuration().orElse(Duration.ZERO);
        }

        void stop() {
            process.toHandle().destroy();
        }

        void kill() {
            process.toHandle().destroyForcibly();
        }

        String finish() throws InterruptedException {
            assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the worker ended");
            reader.join(5000);
            return output();
        }

        int exitCode() {
            return process.exitValue();
        }

        String output() {
            synchronized (lines) {
                return String.join("\n", lines);
            }
        }
    }
}
