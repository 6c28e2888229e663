package org.evodraughts.cli;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import org.evodraughts.runs.ProgressFile;
import org.evodraughts.storage.layout.RunLayout;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import java.util.stream.Stream;
import org.evodraughts.champions.ChampionFile;
import org.evodraughts.files.CrashPoints;
import org.evodraughts.storage.records.ChampionSummary;
import org.evodraughts.storage.embedded.EmbeddedMongo;
import org.evodraughts.storage.records.GameRecord;
import org.evodraughts.storage.journal.ResilientRunStore;
import org.evodraughts.storage.records.RunRecord;
import org.evodraughts.storage.records.RunStatus;
import org.evodraughts.storage.directory.RunRecordFile;
import org.evodraughts.storage.directory.RunStores;
import org.evodraughts.storage.StoreOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs killed at the gaps between their writes, and at random moments, then resumed: the
 * champions (files, records and games) equal an uninterrupted run's, bit for bit but for the
 * wall-clock stamps. The kills are real: a child JVM halted by {@link CrashPoints} or by SIGKILL.
 */
class RunCrashTest {
    private static final int GENERATIONS = 5;
    private static final List<String> RUN = List.of("--population", "6", "--elites", "2", "--search", "minimax:2",
            "--seed", "11", "--threads", "1", "--set", "champions.yardstickEvery=2", "--set", "champions.yardstickGames=4",
            // Every individual trains by TD-Leaf self-play before its tournament, on the pool, in
            // batches of 2: a kill or stop inside a training must resume as bit-exactly as one inside a
            // tournament.
            "--set", "genome.initialWeights=fan-in", "--set", "refinement.games=3", "--set", "refinement.trainees=all",
            "--set", "refinement.depth=3", "--set", "refinement.batch=2",
            // The champion is the elites' play-off winner: its games too. Two round robins a generation.
            "--set", "champions.playoffGames=2", "--set", "tournament.rounds=2");

    @TempDir
    Path temp;

    @Test
    void aKillBetweenTheSnapshotAndTheChampionIsMendedOnResume() throws Exception {
        Path expected = uninterrupted();
        Path dir = temp.resolve("killed").resolve("run");
        Child killed = Child.start(CrashPoints.AFTER_SNAPSHOT + ":2", newRun(dir)).finish();
        assertEquals(137, killed.exitCode, killed.output());
        assertFalse(Files.exists(RunLayout.of(dir).champion(2)), "the kill came before champion 2 was recorded");

        CliRun runs = CliRun.of("runs", "list", "--runs-dir", dir.getParent().toString());
        assertTrue(runs.out().contains("interrupted"), runs.out());
        assertTrue(runs.out().contains("continue with ./evodraughts evolve --resume " + dir), runs.out());

        CliRun resumed = CliRun.of("evolve", "--resume", dir.toString());
        assertEquals(0, resumed.exitCode(), resumed.err());
        assertTrue(resumed.out().contains("generation 2: recording its champion, which the interrupted session had not"),
                resumed.out());
        assertSameChampions(expected, dir);
    }

    @Test
    void aKillBetweenTheChampionFileAndTheDatabaseIsMendedOnResume() throws Exception {
        Path expected = uninterrupted();
        Path dir = temp.resolve("killed").resolve("run");
        Child killed = Child.start(CrashPoints.AFTER_CHAMPION_FILE + ":3", newRun(dir)).finish();
        assertEquals(137, killed.exitCode, killed.output());
        assertTrue(Files.exists(RunLayout.of(dir).champion(3)));
        Files.writeString(dir.resolve("generations").resolve(".generation-000004.json.1234.tmp"), "{\"torn");

        CliRun resumed = CliRun.of("evolve", "--resume", dir.toString());
        assertEquals(0, resumed.exitCode(), resumed.err());
        assertTrue(resumed.out().contains("warning: the database of run run holds 3 of its 4 champions; storing the other 1 "
                + "(generation 3)"), resumed.out());
        assertSameChampions(expected, dir);
        try (Stream<Path> files = Files.walk(dir)) {
            assertEquals(List.of(), files.filter(f -> f.getFileName().toString().endsWith(".tmp")).toList(),
                    "leftover temporary files are removed");
        }
    }

    @Test
    void killsAtRandomMomentsLeaveTheSameChampions() throws Exception {
        Path expected = uninterrupted();
        Path dir = temp.resolve("chaos").resolve("run");
        List<Child> killed = interruptedUntilDone(dir, 20261124, false, Child::killAfterMillis);
        assertEquals(4, killed.size(), "the run was killed four times, then finished");
        assertSameChampions(expected, dir);
    }

    /**
     * The clean stop (SIGTERM) abandons the generation in flight: its games are cancelled and
     * their searches interrupted, and a search stops early when interrupted (the web page's
     * cancel needs that). None of it may reach what the run keeps.
     */
    @Test
    void stopsAtRandomMomentsLeaveTheSameChampions() throws Exception {
        Path expected = uninterrupted();
        Path dir = temp.resolve("stopped").resolve("run");
        List<Child> stopped = interruptedUntilDone(dir, 20261125, true, Child::stopAfterMillis);
        assertEquals(4, stopped.size(), "the run was stopped four times, then finished");
        assertTrue(stopped.stream().anyMatch(child -> child.output().contains("stopped after ")),
                "at least one stop came once the run was going, and saved");
        assertSameChampions(expected, dir);
    }

    /**
     * Starts a new run in {@code dir} and signals its first four sessions with {@code signal}
     * after a random 0.7–3.2 s, resuming each time, until a session finishes the run; returns
     * the sessions that did not. The delay counts from the child's start, so a signal may come
     * while the JVM starts; or, {@code fromRunStart}, from its first line about the run, so on a
     * busy machine too every signal comes once the run is going.
     */
    private static List<Child> interruptedUntilDone(Path dir, long seed, boolean fromRunStart, BiConsumer<Child, Long> signal)
            throws Exception {
        SplittableRandom random = new SplittableRandom(seed);
        List<String> args = newRun(dir);
        List<Child> interrupted = new ArrayList<>();
        for (int session = 0; session < 12; session++) {
            Child child = Child.start(null, args);
            if (interrupted.size() < 4) {
                if (fromRunStart) {
                    child.awaitLine("run ", "resuming run ");
                }
                signal.accept(child, 700L + random.nextInt(2500));
            }
            child.finish();
            // A stopped session exits with 0 too; only a finished one says it is done.
            if (child.exitCode == 0 && child.output().matches("(?s).*done in [\\d:]+( \\(the run.s time: [\\d:]+\\))?: generation " + GENERATIONS + " saved.*")) {
                break;
            }
            interrupted.add(child);
            // A signal before the run directory held its configuration leaves nothing to resume.
            args = Files.exists(RunLayout.of(dir).config()) ? List.of("evolve", "--resume", dir.toString())
                    : newRun(dir);
        }
        return interrupted;
    }

    @Test
    void aSecondProcessIsRefusedBeforeItChangesAnything() throws Exception {
        Path dir = temp.resolve("busy").resolve("run");
        List<String> args = new ArrayList<>(newRun(dir));
        args.set(args.indexOf(String.valueOf(GENERATIONS)), "0"); // no generation limit
        Child first = Child.start(null, args);
        first.awaitLine("generation 0 |");
        byte[] config = Files.readAllBytes(RunLayout.of(dir).config());
        byte[] log = Files.readAllBytes(RunLayout.of(dir).log());

        CliRun second = CliRun.of("evolve", "--resume", dir.toString(), "--threads", "2");
        first.kill();
        assertEquals(2, second.exitCode());
        assertTrue(second.err().matches("(?s)error: run .* is in use by another process \\(process \\d+ on .*\\); wait "
                + "for it to end, or stop it first\\R"), second.err());
        assertArrayEquals(config, Files.readAllBytes(RunLayout.of(dir).config()), "config.yaml untouched");
        assertTrue(Files.readAllBytes(RunLayout.of(dir).log()).length >= log.length);
        assertFalse(new String(Files.readAllBytes(RunLayout.of(dir).log()), StandardCharsets.UTF_8)
                .contains("seed 11, 2 threads"), "the second process wrote nothing to evolve.log (its header)");
    }

    @Test
    void aSecondWriterOfARunInASharedDatabaseIsRefusedEvenFromAnotherDirectory() throws Exception {
        try (EmbeddedMongo shared = EmbeddedMongo.start(temp.resolve("shared.mv"))) {
            Path dir = temp.resolve("machine-1").resolve("run"), other = temp.resolve("machine-2").resolve("run");
            List<String> args = new ArrayList<>(newRun(dir));
            args.set(args.indexOf(String.valueOf(GENERATIONS)), "0");
            args.addAll(List.of("--mongo-uri", shared.uri()));
            Child first = Child.start(null, args);
            first.awaitLine("generation 0 |");

            List<String> second = new ArrayList<>(newRun(other));
            second.addAll(List.of("--mongo-uri", shared.uri()));
            CliRun refused = CliRun.of(second.toArray(String[]::new));
            first.kill();
            assertEquals(2, refused.exitCode());
            assertTrue(refused.err().startsWith("error: run run is in use by another process (process " + first.pid() + " on "),
                    refused.err());
            assertFalse(Files.exists(RunLayout.of(other).config()), "nothing written");
            assertFalse(Files.exists(RunLayout.of(other).log()), "nothing logged");
        }
    }

    @Test
    void aTruncatedDatabaseIsNoticedAndRebuiltFromTheFiles() throws Exception {
        Path expected = uninterrupted();
        Path dir = copy(expected, "truncated");
        Path database = RunLayout.of(dir).database();
        try (var channel = java.nio.channels.FileChannel.open(database, java.nio.file.StandardOpenOption.WRITE)) {
            channel.truncate(0);
        }

        CliRun listed = CliRun.of("champions", "list", "--run", dir.toString());
        assertEquals(0, listed.exitCode(), listed.err());
        assertTrue(listed.out().contains("holds only 0 of the " + (GENERATIONS + 1) + " champions in its files (truncated "
                + "or replaced?); ./evodraughts runs repair " + dir + " rebuilds it"), listed.out());

        CliRun repaired = CliRun.of("runs", "repair", dir.toString());
        assertEquals(0, repaired.exitCode(), repaired.err());
        assertTrue(repaired.out().contains("repaired: the database of run run holds 0 of its " + (GENERATIONS + 1)
                + " champions; storing the other " + (GENERATIONS + 1)), repaired.out());
        assertTrue(repaired.out().contains("repaired: stored the run's record again"), repaired.out());
        assertTrue(repaired.out().contains("repaired: stored generation " + GENERATIONS + "'s population"), repaired.out());
        assertSameChampions(expected, dir);

        CliRun again = CliRun.of("runs", "repair", dir.toString());
        assertTrue(again.out().contains("nothing to repair"), again.out());
    }

    /**
     * An unreadable database and no snapshot: repair moved the database aside and stored the
     * champions, then read its own new database as another process's (it opened it a second
     * time for the missing snapshot) and ended "cannot continue", saying nothing of what it did;
     * every later repair failed the same way.
     */
    @Test
    void anUnreadableDatabaseWithNoSnapshotIsRepairedOnceAndThenLeftAlone() throws Exception {
        Path dir = uninterrupted();
        RunLayout layout = RunLayout.of(dir);
        deleteSnapshots(layout);
        byte[] noise = new byte[64 * 1024];
        new SplittableRandom(7).nextBytes(noise);
        Files.write(layout.database(), noise);

        CliRun repaired = CliRun.of("runs", "repair", dir.toString());
        assertEquals(0, repaired.exitCode(), repaired.out() + repaired.err());
        assertTrue(repaired.out().contains("repaired: the database " + layout.database() + " cannot be opened"), repaired.out());
        assertTrue(repaired.out().contains("not repaired: no population snapshot in " + layout.generations()), repaired.out());
        assertFalse(repaired.out().contains("in use by another process"), repaired.out());
        try (ResilientRunStore store = RunStores.open(dir, StoreOptions.defaults())) {
            assertEquals(GENERATIONS + 1, store.championSummaries(RunId.of("run")).size());
        }

        CliRun again = CliRun.of("runs", "repair", dir.toString());
        assertEquals(0, again.exitCode(), again.out() + again.err());
        assertTrue(again.out().contains("nothing to repair"), again.out());
        assertFalse(again.out().lines().anyMatch(line -> line.startsWith("repaired: ")), again.out());
    }

    /**
     * A damaged last snapshot: resume goes on from the one before, computes the last generation
     * again and keeps its champion file. With no snapshot left, the database's latest generation
     * stands in; with no database either, resume is refused, where it started again from
     * generation 0 and overwrote every champion file.
     */
    @Test
    void aDamagedSnapshotIsFallenBackFromAndNoSnapshotAtAllIsRebuiltOrRefused() throws Exception {
        Path expected = uninterrupted();
        Path dir = copy(expected, "damaged-snapshot");
        RunLayout layout = RunLayout.of(dir);
        Files.writeString(layout.snapshot(GENERATIONS), "{\"format\": \"evodraughts-pop");
        Map<Path, String> champions = new LinkedHashMap<>();
        for (Path file : ChampionFile.paths(dir)) {
            champions.put(file, Files.readString(file));
        }

        CliRun resumed = CliRun.of("evolve", "--resume", dir.toString());
        assertEquals(0, resumed.exitCode(), resumed.err());
        assertTrue(resumed.out().contains("generation " + GENERATIONS + " |"), resumed.out());
        assertSameChampions(expected, dir);
        for (Path file : champions.keySet()) {
            assertEquals(champions.get(file), Files.readString(file), "kept, not overwritten: " + file);
        }

        // No snapshot left: the database's latest generation takes the place of the last one.
        deleteSnapshots(layout);
        CliRun rebuilt = CliRun.of("evolve", "--resume", dir.toString());
        assertEquals(0, rebuilt.exitCode(), rebuilt.err());
        assertTrue(Files.isRegularFile(layout.snapshot(GENERATIONS)), "written back from the database");
        assertSameChampions(expected, dir);

        // Nor a database: refused.
        deleteSnapshots(layout);
        Files.delete(layout.database());
        CliRun refused = CliRun.of("evolve", "--resume", dir.toString());
        assertEquals(2, refused.exitCode(), refused.out());
        assertTrue(refused.err().startsWith("error: run " + dir + " has " + (GENERATIONS + 1) + " champion files but no "
                + "population snapshot"), refused.err());
        for (Path file : champions.keySet()) {
            assertEquals(champions.get(file), Files.readString(file), "untouched: " + file);
        }
    }

    /**
     * A run directory renamed (here: copied under another name) is the same run: its records
     * are found under its id, not taken for missing and stored again (390 games instead of 176).
     */
    @Test
    void aRenamedRunDirectoryKeepsItsRunId() throws Exception {
        Path expected = uninterrupted();
        Path dir = Files.move(copy(expected, "renamed"), temp.resolve("renamed").resolve("other-name"));
        CliRun repaired = CliRun.of("runs", "repair", dir.toString());
        assertEquals(0, repaired.exitCode(), repaired.err());
        assertTrue(repaired.out().contains("nothing to repair"), repaired.out());
        CliRun resumed = CliRun.of("evolve", "--resume", dir.toString(), "--generations", String.valueOf(GENERATIONS + 1));
        assertEquals(0, resumed.exitCode(), resumed.err());
        assertTrue(resumed.out().startsWith("resuming run run in " + dir + " after generation " + GENERATIONS), resumed.out());
        try (ResilientRunStore want = RunStores.open(expected, StoreOptions.defaults());
             ResilientRunStore got = RunStores.open(dir, StoreOptions.defaults())) {
            assertEquals(List.of("run"), got.runs().stream().map(r -> r.runId().value()).toList(), "one run, under its own id");
            for (int g = 0; g <= GENERATIONS; g++) {
                assertEquals(want.games(RunId.of("run"), g).size(), got.games(RunId.of("run"), g).size(), "games of champion " + g);
            }
        }
    }

    private static void deleteSnapshots(RunLayout layout) throws IOException {
        try (Stream<Path> snapshots = Files.list(layout.generations())) {
            for (Path file : snapshots.toList()) {
                Files.delete(file);
            }
        }
    }

    /** A copy of the run directory {@code run} as {@code <name>/run}. */
    private Path copy(Path run, String name) throws IOException {
        Path dir = temp.resolve(name).resolve("run");
        Files.createDirectories(dir.getParent());
        try (Stream<Path> files = Files.walk(run)) {
            for (Path file : files.toList()) {
                Files.copy(file, dir.resolve(run.relativize(file).toString()));
            }
        }
        return dir;
    }

    @Test
    void theRunRecordsCopyIsWrittenByRepairAndRestoresALostRecord() throws Exception {
        Path run = uninterrupted();
        RunRecord stored;
        try (ResilientRunStore store = RunStores.open(run, StoreOptions.defaults())) {
            stored = store.run(RunId.of("run")).orElseThrow();
        }
        assertEquals(RunStatus.FINISHED, stored.status());
        assertEquals(Optional.of(stored), RunRecordFile.read(run), "evolve wrote the record's copy");

        Files.delete(RunLayout.of(run).runRecord()); // as a run from before run.json
        CliRun repaired = CliRun.of("runs", "repair", run.toString());
        assertEquals(0, repaired.exitCode(), repaired.err());
        assertTrue(repaired.out().contains("wrote the run record's copy " + RunLayout.of(run).runRecord()), repaired.out());
        assertEquals(Optional.of(stored), RunRecordFile.read(run));

        // A database lost altogether: rebuilt from the files, the record from its copy, times and status kept.
        Files.move(RunLayout.of(run).database(), temp.resolve("lost.mv"));
        repaired = CliRun.of("runs", "repair", run.toString());
        assertEquals(0, repaired.exitCode(), repaired.err());
        assertTrue(repaired.out().contains("stored the run's record again from its copy"), repaired.out());
        try (ResilientRunStore store = RunStores.open(run, StoreOptions.defaults())) {
            assertEquals(Optional.of(stored), store.run(RunId.of("run")));
        }
    }

    @Test
    void anUnreadableDatabaseIsSetAsideNotDeleted() throws Exception {
        Path expected = uninterrupted();
        Path database = RunLayout.of(expected).database();
        byte[] noise = new byte[64 * 1024];
        new SplittableRandom(5).nextBytes(noise);
        Files.write(database, noise);

        CliRun repaired = CliRun.of("runs", "repair", expected.toString());
        assertEquals(0, repaired.exitCode(), repaired.err());
        assertTrue(repaired.out().contains("cannot be opened"), repaired.out());
        try (Stream<Path> files = Files.list(expected)) {
            Path aside = files.filter(f -> f.getFileName().toString().startsWith("mongo.mv.unreadable-")).findFirst()
                    .orElseThrow();
            assertArrayEquals(noise, Files.readAllBytes(aside), "the unreadable file is kept as it was");
        }
        try (ResilientRunStore store = RunStores.open(expected, StoreOptions.defaults())) {
            assertEquals(GENERATIONS + 1, store.championSummaries(RunId.of("run")).size());
        }
    }

    /**
     * A FIFO where the database belongs: every command that needs the database says so in one
     * line, where they said "Writing to sun.nio.ch.FileChannelImpl@… failed" or took the run for
     * one kept in a MongoDB server; repair moves it aside unopened and builds the database again.
     */
    @Test
    void aFifoWhereTheDatabaseBelongsIsSaidToBeNoFileAndRepairSetsItAside() throws Exception {
        Path dir = temp.resolve("fifo");
        CliRun made = CliRun.of("evolve", "--run-dir", dir.toString(), "--seed", "5", "--generations", "1",
                "--population", "4", "--elites", "2", "--search", "minimax:1", "--set", "tournament.maxMovesPerSide=20",
                "--set", "champions.baselines=random", "--set", "champions.gamesPerBaseline=2",
                "--set", "champions.yardstickEvery=0", "--threads", "2");
        assertEquals(0, made.exitCode(), made.err());
        Path database = RunLayout.of(dir).database();
        Files.delete(database);
        assertEquals(0, new ProcessBuilder("mkfifo", database.toString()).start().waitFor());

        for (List<String> command : List.of(List.of("champions", "list", "--run", dir.toString()),
                List.of("evolve", "--resume", dir.toString(), "--generations", "2"))) {
            CliRun refused = CliRun.of(command.toArray(String[]::new));
            assertNotEquals(0, refused.exitCode(), command + ": " + refused.out());
            String error = refused.err().lines().filter(line -> line.startsWith("error: ")).findFirst().orElseThrow();
            assertTrue(error.contains(database + " is not a regular file") && error.contains("runs repair"), error);
            assertFalse(refused.err().contains("FileChannelImpl") || refused.err().contains("MongoDB server"), refused.err());
        }

        CliRun repaired = CliRun.of("runs", "repair", dir.toString());
        assertEquals(0, repaired.exitCode(), repaired.out() + repaired.err());
        assertTrue(repaired.out().contains("repaired: the database " + database + " is not a regular file"), repaired.out());
        try (Stream<Path> files = Files.list(dir)) {
            Path aside = files.filter(f -> f.getFileName().toString().startsWith("mongo.mv.unreadable-")).findFirst()
                    .orElseThrow();
            assertTrue(Files.exists(aside) && !Files.isRegularFile(aside), "the FIFO is kept, renamed");
        }
        CliRun listed = CliRun.of("champions", "list", "--run", dir.toString());
        assertEquals(0, listed.exitCode(), listed.err());
        assertTrue(listed.out().startsWith("run fifo (embedded MongoDB in "), listed.out());
    }

    /**
     * The real evolve command through a whole outage of its MongoDB server, killed while the
     * server is down: resumed once the server is back, the run ends with every record delivered.
     */
    @Test
    void aRunKilledDuringADatabaseOutageEndsWithEverythingStored() throws Exception {
        Path expected = uninterrupted();
        Path database = temp.resolve("server.mv");
        EmbeddedMongo server = EmbeddedMongo.start(database);
        int port = Integer.parseInt(server.uri().replaceAll("^mongodb://[^:]+:(\\d+).*$", "$1"));
        String uri = server.uri();
        Path dir = temp.resolve("outage").resolve("run");
        List<String> args = new ArrayList<>(newRun(dir));
        args.addAll(List.of("--mongo-uri", uri));
        Child child = Child.start(null, args);
        child.awaitLine("generation 1 |");
        server.close(); // the outage begins
        child.awaitLine("generation 3 |");
        child.kill(); // with writes still waiting in the journal
        child.finish();
        server = EmbeddedMongo.start(database, port); // the server is back
        try {
            Child resumed = Child.start(null, List.of("evolve", "--resume", dir.toString())).finish();
            assertEquals(0, resumed.exitCode, resumed.output());
            assertSameChampions(expected, dir, StoreOptions.defaults().withMongoUri(uri));
        } finally {
            server.close();
        }
    }

    private Path uninterrupted() {
        Path dir = temp.resolve("whole").resolve("run");
        List<String> args = newRun(dir);
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertEquals(0, run.exitCode(), run.err());
        return dir;
    }

    private static List<String> newRun(Path dir) {
        List<String> args = new ArrayList<>(List.of("evolve", "--run-dir", dir.toString(), "--generations",
                String.valueOf(GENERATIONS)));
        args.addAll(RUN);
        return args;
    }

    /** Same champion files (but their time stamps), records and games in both runs. */
    private static void assertSameChampions(Path expected, Path actual) throws IOException {
        assertSameChampions(expected, actual, StoreOptions.defaults());
    }

    private static void assertSameChampions(Path expected, Path actual, StoreOptions actualStore) throws IOException {
        for (int g = 0; g <= GENERATIONS; g++) {
            ChampionFile want = ChampionFile.read(expected, g), got = ChampionFile.read(actual, g);
            assertArrayEquals(want.document().network().parameters(), got.document().network().parameters(), "champion " + g);
            assertEquals(untimed(want.document().metadata()), untimed(got.document().metadata()), "champion " + g);
        }
        try (ResilientRunStore want = RunStores.open(expected, StoreOptions.defaults());
             ResilientRunStore got = RunStores.open(actual, actualStore)) {
            List<ChampionSummary> wanted = want.championSummaries(RunId.of("run")), stored = got.championSummaries(RunId.of("run"));
            assertEquals(GENERATIONS + 1, stored.size(), "every champion is in the database");
            for (int g = 0; g <= GENERATIONS; g++) {
                assertEquals(untimed(wanted.get(g)), untimed(stored.get(g)), "stored champion " + g);
                assertEquals(want.games(RunId.of("run"), g).stream().map(GameRecord::pdn).toList(),
                        got.games(RunId.of("run"), g).stream().map(GameRecord::pdn).toList(), "games of champion " + g);
            }
            assertEquals(want.latestGeneration(RunId.of("run")).orElseThrow().generation(),
                    got.latestGeneration(RunId.of("run")).orElseThrow().generation());
        }
        // progress.jsonl has every generation's line, with the same points (its clock figures may differ).
        assertEquals(pointsByGeneration(expected), pointsByGeneration(actual), "progress.jsonl");
        assertEquals(GENERATIONS + 1, pointsByGeneration(actual).size(), "progress.jsonl");
    }

    private static List<List<Object>> pointsByGeneration(Path runDirectory) throws IOException {
        return ProgressFile.read(runDirectory).stream()
                .map(p -> List.<Object>of(p.generation(), p.championPoints(), p.min(), p.median(), p.max())).toList();
    }

    private static Map<String, Object> untimed(Map<String, Object> metadata) {
        Map<String, Object> copy = new LinkedHashMap<>(metadata);
        copy.remove("createdAt");
        copy.remove(ChampionFile.ELAPSED_SECONDS);
        return copy;
    }

    private static ChampionSummary untimed(ChampionSummary s) {
        return new ChampionSummary(s.runId(), s.generation(), s.points(), s.meanOfMeans(), s.baselineScores(),
                OptionalDouble.empty(), s.yardstick());
    }

    /** The real command line in a child JVM, optionally told to crash at a point. */
    private static final class Child {
        private final Process process;
        private final List<String> lines = new ArrayList<>();
        private final BufferedReader out;
        private int exitCode;

        private Child(Process process) {
            this.process = process;
            this.out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        }

        static Child start(String crashAt, List<String> args) throws IOException {
            List<String> options = crashAt == null ? List.of() : List.of("-D" + CrashPoints.PROPERTY + "=" + crashAt);
            return new Child(new ProcessBuilder(CliRun.childCommand(options, args)).redirectErrorStream(true).start());
        }

        /** Reads the child's output up to a line that starts with one of {@code prefixes}. */
        void awaitLine(String... prefixes) throws IOException {
            String line;
            while ((line = out.readLine()) != null) {
                lines.add(line);
                for (String prefix : prefixes) {
                    if (line.startsWith(prefix)) {
                        return;
                    }
                }
            }
            throw new AssertionError("the child ended before printing '" + String.join("' or '", prefixes) + "':\n" + output());
        }

        void killAfterMillis(long millis) {
            after(millis, this::kill);
        }

        /** SIGTERM after {@code millis}: the clean stop, as {@code kill PID} gives. */
        void stopAfterMillis(long millis) {
            after(millis, () -> process.toHandle().destroy());
        }

        private void after(long millis, Runnable signal) {
            Thread.ofPlatform().daemon().start(() -> {
                try {
                    Thread.sleep(millis);
                    signal.run();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
        }

        long pid() {
            return process.pid();
        }

        void kill() {
            process.toHandle().destroyForcibly(); // SIGKILL; Process.destroyForcibly() would also close our end of the output
        }

        Child finish() throws IOException, InterruptedException {
            String line;
            while ((line = out.readLine()) != null) {
                lines.add(line);
            }
            assertTrue(process.waitFor(120, TimeUnit.SECONDS), "the child ended");
            exitCode = process.exitValue();
            return this;
        }

        String output() {
            return String.join("\n", lines);
        }
    }
}
