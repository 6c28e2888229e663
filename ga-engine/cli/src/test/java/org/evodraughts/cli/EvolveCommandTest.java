package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.evodraughts.champions.ChampionFile;
import org.evodraughts.runs.GenerationProgress;
import org.evodraughts.runs.ProgressFile;
import org.evodraughts.runs.ProgressLine;
import org.evodraughts.runs.RunDirectory;
import org.evodraughts.storage.layout.RunLayout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EvolveCommandTest {
    @TempDir
    Path temp;

    private static final String[] TINY = {"--population", "4", "--elites", "2", "--search", "minimax:1",
            "--set", "tournament.maxMovesPerSide=20", "--threads", "2", "--set", "champions.baselines=random",
            "--set", "champions.gamesPerBaseline=2"};

    private static CliRun evolve(String... args) {
        List<String> all = new ArrayList<>(List.of("evolve"));
        all.addAll(List.of(args));
        return CliRun.of(all.toArray(String[]::new));
    }

    private static String[] tiny(String... more) {
        List<String> all = new ArrayList<>(List.of(TINY));
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }

    @Test
    void aRunOfSeveralRoundsSaysSoAndPlaysThemAll() throws IOException {
        Path dir = temp.resolve("rounds");
        CliRun run = evolve(tiny("--run-dir", dir.toString(), "--generations", "1", "--seed", "3",
                "--set", "tournament.rounds=3", "--set", "champions.yardstickEvery=0"));
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(opening(run.out()).contains(": 4 networks (2 elites), round-robin of 3 rounds with minimax:1, seed 3,"),
                run.out());
        String log = Files.readString(temp.resolve("rounds").resolve("evolve.log"));
        assertTrue(log.contains("width: up to 36 threads busy (36 tournament games); this run has 2"), "three rounds' games");
        assertTrue(log.contains("| 36 games of "), "three rounds of 12 games: " + log);
    }

    @Test
    void theEndSaysInWordsWhereTheLastChampionStandsAndWhatToRunForAStrongerOne() {
        Path dir = temp.resolve("standing");
        CliRun run = evolve(tiny("--run-dir", dir.toString(), "--generations", "1", "--seed", "3",
                "--set", "champions.yardstickEvery=1", "--set", "champions.yardstickGames=4"));
        assertEquals(0, run.exitCode(), run.err());
        // The words wrapped at 100 columns, the command on lines of its own.
        String out = run.out().replaceAll("\\R {2,}(?!\\./)", " ");
        String standing = out.lines().filter(l -> l.startsWith("where it stands: ")).findFirst().orElseThrow();
        assertTrue(standing.matches("where it stands: the champion of generation 1 scored \\d+\\.\\d% \\(95%: .*\\) against "
                + "heuristic:1 over 4 games \\(\\d won, \\d drawn, \\d lost\\): (it plays better than|level with|weaker than) "
                + "the hand-written 1-ply player( so far)?; for a verdict, export it \\(below\\), then:"), standing);
        assertTrue(out.replace(" \\ ", " ").contains(standing + "\n  ./evodraughts match " + dir.resolve("best.json")
                + " heuristic:1 --games 200 --openings ballot"), out);
        assertTrue(out.contains("a stronger one: ./evodraughts evolve --config config/overnight.yaml"), run.out());

        CliRun unmeasured = evolve(tiny("--run-dir", temp.resolve("unmeasured").toString(), "--generations", "1",
                "--set", "champions.yardstickEvery=0"));
        assertEquals(0, unmeasured.exitCode(), unmeasured.err());
        assertFalse(unmeasured.out().contains("where it stands"), "no yardstick, no verdict: " + unmeasured.out());
    }

    @Test
    void aRunIsNamedByTheOneRuleForRunIdsBeforeAnythingIsWritten() throws IOException {
        Path parent = Files.createDirectories(temp.resolve("names"));
        for (String name : List.of(".hidden", "a..b", "x\u202ey", "-rf", "new\nline")) {
            CliRun run = evolve(tiny("--run-dir", parent.resolve(name).toString(), "--generations", "0"));
            assertEquals(2, run.exitCode(), name + ": " + run.out());
            assertEquals(1, run.err().lines().count(), run.err());
            assertTrue(run.err().contains("cannot name a run: a run's directory is named with letters, digits"), run.err());
            assertFalse(run.err().contains("\u202e") || run.err().contains("new\nline"), run.err());
        }
        try (var left = Files.list(parent)) {
            assertEquals(List.of(), left.toList(), "nothing was written");
        }
    }

    @Test
    void aRunKilledBeforeItBeganLeavesOnlyItsLockAndStartsAgainThere() throws IOException {
        Path dir = temp.resolve("early");
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("run.lock"), "12345 on host since 2026-11-28T10:00:00Z\n");
        CliRun resumed = evolve("--resume", dir.toString());
        assertEquals(2, resumed.exitCode());
        assertTrue(resumed.err().contains("holds no run: a run stopped before it began leaves only its lock; start it again "
                + "with ./evodraughts evolve --run-dir " + dir), resumed.err());
        CliRun again = evolve(tiny("--run-dir", dir.toString(), "--generations", "0", "--set", "stop.generations=1"));
        assertEquals(0, again.exitCode(), again.err());
    }

    @Test
    void aResumeWhoseLogIsAFifoSaysSoInsteadOfWaitingForEver() throws Exception {
        Path dir = temp.resolve("fifo-log");
        assertEquals(0, evolve(tiny("--run-dir", dir.toString(), "--generations", "0", "--set", "stop.generations=1")).exitCode());
        Files.delete(dir.resolve("evolve.log"));
        assertEquals(0, new ProcessBuilder("mkfifo", dir.resolve("evolve.log").toString()).start().waitFor());
        CliRun resumed = java.util.concurrent.CompletableFuture.supplyAsync(() -> evolve("--resume", dir.toString(),
                "--generations", "2")).get(60, java.util.concurrent.TimeUnit.SECONDS);
        assertEquals(2, resumed.exitCode(), resumed.out());
        assertTrue(resumed.err().contains("the run's log " + dir.resolve("evolve.log") + " is not a regular file"), resumed.err());
    }

    @Test
    void runsSavesAndResumes() throws IOException {
        Path dir = temp.resolve("run");
        CliRun first = evolve(tiny("--run-dir", dir.toString(), "--generations", "2", "--seed", "3",
                "--set", "champions.yardstickEvery=2"));
        assertEquals(0, first.exitCode(), first.err());
        assertEquals("run run in " + dir + ": 4 networks (2 elites), round-robin with minimax:1, seed 3, 2 threads, "
                + "until generation 2", opening(first.out()));
        String[] lines = first.out().substring(first.out().indexOf("\ngeneration 0 ") + 1).split("\\R");
        String yardstick = " \\| \\d+\\.\\d% vs heuristic:1";
        for (int g = 0; g <= 2; g++) {
            // The yardstick (heuristic at the tournament's depth) every 2 generations from 0, and at the end; an ETA
            // from the first generation on.
            assertTrue(lines[g].matches("generation " + g + " \\| elapsed \\d:\\d\\d:\\d\\d, ETA \\d:\\d\\d:\\d\\d "
                    + "\\| champion -?\\d+ points \\(\\d+-\\d+-\\d+\\)" + (g != 1 ? yardstick : "")), lines[g]);
        }
        assertTrue(lines[3].matches("done in \\d:\\d\\d:\\d\\d: generation 2 saved"), lines[3]);
        // What to do next, with this run's directory (not under runs/) so each line can be copied.
        int next = List.of(lines).indexOf("next:");
        // Each command whole, after its label or under it, a long one continued after a backslash.
        String commands = String.join("\n", List.of(lines).subList(next, lines.length)).replaceAll(" \\\\\\R +", " ")
                .replaceAll("\\s+", " ");
        assertTrue(commands.startsWith("next: the best champion ./evodraughts champions show --run " + dir + " --generation best "
                + "in the browser ./evodraughts serve --runs-dir " + temp.toAbsolutePath().normalize() + " (then run.html?run=run) "
                + "as a network file ./evodraughts champions export --run " + dir + " --generation best --out "
                + dir.resolve("best.json") + " a game against it ./evodraughts play --champion " + dir.resolve("best.json")), commands);
        assertTrue(lines[4].startsWith("where it stands: the champion of generation 2 scored "), lines[4]);
        assertTrue(List.of(lines).subList(5, next).stream().anyMatch(l -> l.startsWith("a stronger one: ")), first.out());
        for (String line : first.out().split("\\R")) {
            assertTrue(line.length() <= 100, "within 100 columns: " + line);
        }
        CliRun shown = CliRun.of("champions", "show", "--run", dir.toString(), "--generation", "best");
        assertEquals(0, shown.exitCode(), shown.err());
        assertEquals(List.of(0, 1, 2), RunDirectory.open(dir, java.util.Map.of()).directory().generations());
        String log = Files.readString(dir.resolve("evolve.log"));
        // The log has the whole lines: the points table, the games, the champion's figures, the run's width.
        assertTrue(log.contains("width: up to 12 threads busy (12 tournament games); this run has 2"), log);
        for (int g = 0; g <= 2; g++) {
            assertTrue(log.matches("(?s).*generation " + g + " \\| elapsed \\d:\\d\\d:\\d\\d \\| ETA \\d:\\d\\d:\\d\\d "
                    + "\\| champion -?\\d+ points \\(\\d+-\\d+-\\d+\\) \\| points min -?\\d+, median -?[\\d.]+, max -?\\d+ "
                    + "\\| 12 games of \\d+ plies, [\\d.]+/s \\| mean of means .*; random [-+]\\d\\.\\d\\d"
                    + (g != 1 ? " \\| yardstick heuristic:1 \\d+\\.\\d% \\[\\d+\\.\\d, \\d+\\.\\d\\] \\(\\d+-\\d+-\\d+\\)" : "")
                    + "\\R.*"), "generation " + g + ": " + log);
        }
        assertTrue(log.matches("(?s).*done in \\d:\\d\\d:\\d\\d: generation 2 saved.*"), log);
        assertTrue(Files.readString(dir.resolve("config.yaml")).contains("size: 4"));

        CliRun resumed = evolve("--resume", dir.toString(), "--generations", "3", "--threads", "1",
                "--set", "champions.yardstickGames=8");
        assertEquals(0, resumed.exitCode(), resumed.err());
        assertTrue(opening(resumed.out()).matches("resuming run run in " + dir + " after generation 2: 4 networks .*"
                + "seed 3, 1 thread, until generation 3"), resumed.out());
        String[] more = resumed.out().substring(resumed.out().indexOf("\ngeneration 3 ") + 1).split("\\R");
        assertTrue(more[0].matches("generation 3 \\|.*" + yardstick), "the run's last generation is measured: " + more[0]);
        Path champion = RunLayout.of(dir).champion(3);
        assertEquals(8L, (Long) ChampionFile.read(dir, 3).document().metadata().get(ChampionFile.YARDSTICK_WINS)
                + (Long) ChampionFile.read(dir, 3).document().metadata().get(ChampionFile.YARDSTICK_DRAWS)
                + (Long) ChampionFile.read(dir, 3).document().metadata().get(ChampionFile.YARDSTICK_LOSSES),
                "a yardstick key may change on resume: " + champion);
        assertTrue(more[1].matches("done in \\d:\\d\\d:\\d\\d \\(the run's time: \\d:\\d\\d:\\d\\d\\): generation 3 saved"),
                more[1]);
    }

    /** The lines before the first generation's, unwrapped: the header, and what follows it. */
    private static String opening(String out) {
        return out.substring(0, out.indexOf("\ngeneration ")).replaceAll("\\R  ", " ");
    }

    /**
     * A resumed run's elapsed time goes on from its earlier sessions', as its champions' does (an
     * hour here, set in the last champion's file), with this session's beside it; it started again
     * at 0:00:00.
     */
    @Test
    void aResumedRunsElapsedTimeGoesOnFromItsEarlierSessions() throws IOException {
        Path dir = temp.resolve("run");
        assertEquals(0, evolve(tiny("--run-dir", dir.toString(), "--generations", "1", "--seed", "3",
                "--set", "champions.yardstickEvery=0")).exitCode());
        Path champion = RunLayout.of(dir).champion(1);
        ObjectMapper json = new ObjectMapper();
        ObjectNode file = (ObjectNode) json.readTree(champion.toFile());
        ((ObjectNode) file.get("metadata")).put(ChampionFile.ELAPSED_SECONDS, 3600.0);
        json.writeValue(champion.toFile(), file);

        CliRun resumed = evolve("--resume", dir.toString(), "--generations", "2");
        assertEquals(0, resumed.exitCode(), resumed.err());
        String log = Files.readString(dir.resolve("evolve.log"));
        String line = log.lines().filter(l -> l.contains("generation 2 |")).findFirst().orElseThrow();
        assertTrue(line.matches(".*generation 2 \\| elapsed 1:00:\\d\\d \\(0:00:\\d\\d this session\\) \\| ETA .*"), line);
        assertTrue(resumed.out().lines().anyMatch(l -> l.matches("generation 2 \\| elapsed 1:00:\\d\\d, ETA .*")), resumed.out());
        GenerationProgress progress = ProgressFile.read(dir).getLast();
        assertEquals(2, progress.generation());
        assertTrue(progress.elapsedSeconds() >= 3600, "progress.jsonl keeps the run's time: " + progress);
        assertEquals(progress.elapsedSeconds(), ProgressLine.parse(line).orElseThrow().elapsedSeconds(), "the log's line reads back");
    }

    @Test
    void resumeKeepsTheRunsSettings() {
        Path dir = temp.resolve("run");
        assertEquals(0, evolve(tiny("--run-dir", dir.toString(), "--generations", "0", "--time-budget", "1s")).exitCode());
        CliRun changed = evolve("--resume", dir.toString(), "--population", "6");
        assertEquals(2, changed.exitCode());
        assertEquals("error: --resume keeps the run's configuration, so that the run goes on as it would have; only "
                + "threads, stop.generations, stop.timeBudget, run.keepSnapshots, run.snapshotEvery, storage.mongoUri, the yardstick keys "
                + "(champions.yardstick, champions.yardstickEvery, champions.yardstickGames: a measure only) and the cluster "
                + "(cluster.members, cluster.name) may change, not population.size",
                changed.err().strip());
        CliRun again = evolve(tiny("--run-dir", dir.toString()));
        assertEquals("error: run directory " + dir + " already holds a run; continue it with --resume " + dir,
                again.err().strip());
    }

    @Test
    void badConfigurationsGetOneLineNamingTheKey() throws IOException {
        Path config = temp.resolve("bad.yaml");
        Files.writeString(config, "population:\n  size: 15\n  elite: 5\n");
        CliRun bad = evolve("--config", config.toString(), "--run-dir", temp.resolve("r").toString());
        assertEquals(2, bad.exitCode());
        assertEquals("error: " + config + ": unknown key 'population.elite'; known keys in population: size, elites, kingValue",
                bad.err().strip());
        assertEquals("error: --elites: population.elites must be 1–3, got 4",
                evolve("--population", "4", "--elites", "4").err().strip());
        assertEquals("error: --threads: threads must be 0–1024, got -3", evolve("--threads", "-3").err().strip());
        assertEquals("error: --set tournament.openingPlies=99: tournament.openingPlies must be 0–40, got 99",
                evolve("--set", "tournament.openingPlies=99").err().strip());
        // A search given on the command line is the flag's error, not the file's (which it was).
        assertEquals("error: --search: tournament.search: minimax depth must be 1–64, got 99",
                evolve("--config", "../../config/quick.yaml", "--search", "minimax:99").err().strip());
        assertEquals("error: config file " + temp.resolve("none.yaml") + " does not exist",
                evolve("--config", temp.resolve("none.yaml").toString()).err().strip());
        assertEquals("error: --set needs KEY=VALUE, e.g. --set population.size=30, got 'seed'",
                evolve("--set", "seed").err().strip());
        assertEquals("error: --resume continues a run with its own configuration and directory; leave out --config and --run-dir",
                evolve("--resume", "x", "--config", "y").err().strip());
        assertTrue(Files.notExists(temp.resolve("r")), "nothing is written for a bad configuration");
    }

    @Test
    void aBadOrUnreachableDatabaseUriLeavesNoRunDirectory() {
        Path dir = temp.resolve("r");
        CliRun malformed = evolve("--mongo-uri", "notauri", "--run-dir", dir.toString());
        assertEquals(2, malformed.exitCode());
        assertTrue(malformed.err().startsWith("error: --mongo-uri: storage.mongoUri is not usable: invalid MongoDB URI 'notauri'"),
                malformed.err());
        assertEquals(1, malformed.err().strip().lines().count(), malformed.err());
        CliRun badPort = evolve("--mongo-uri", "mongodb://someone:secret@host:notaport/", "--run-dir", dir.toString());
        assertEquals(2, badPort.exitCode());
        assertTrue(badPort.err().startsWith("error: invalid MongoDB URI 'mongodb://someone:***@host:notaport/'"), badPort.err());

        CliRun unreachable = evolve("--mongo-uri", "mongodb://someone:secret@127.0.0.1:1/", "--run-dir", dir.toString());
        assertEquals(2, unreachable.exitCode());
        assertTrue(unreachable.err().startsWith("error: cannot take the lease of run r in MongoDB at "
                + "mongodb://someone:***@127.0.0.1:1/"), unreachable.err());
        assertEquals(1, unreachable.err().strip().lines().count(), unreachable.err());
        assertFalse(unreachable.err().contains("secret"));
        assertTrue(Files.notExists(dir), "no half-made run directory: a retry starts afresh");
    }

    /** An empty --run-dir is Java's current directory: in a child JVM started in an empty folder, that folder stays untouched. */
    @Test
    void anEmptyOrNonDirectoryRunDirIsRefused() throws IOException, InterruptedException {
        Path cwd = Files.createDirectory(temp.resolve("cwd"));
        String mode = PosixFilePermissions.toString(Files.getPosixFilePermissions(cwd));
        List<String> args = new ArrayList<>(List.of("evolve", "--run-dir", ""));
        args.addAll(List.of(tiny("--generations", "0", "--time-budget", "1s")));
        Process child = new ProcessBuilder(CliRun.childCommand(List.of(), args)).directory(cwd.toFile())
                .redirectErrorStream(true).start();
        String output = new String(child.getInputStream().readAllBytes());
        assertEquals(2, child.waitFor(), output);
        // The JVM's own warning (incubator modules) may come first.
        assertEquals("error: --run-dir is empty; give the run's directory", output.strip().lines().toList().getLast());
        try (var left = Files.list(cwd)) {
            assertEquals(List.of(), left.toList());
        }
        assertEquals(mode, PosixFilePermissions.toString(Files.getPosixFilePermissions(cwd)));

        Path file = Files.writeString(temp.resolve("file"), "x");
        assertEquals("error: --run-dir " + file + " is not a directory",
                evolve(tiny("--run-dir", file.toString())).err().strip());
        assertEquals("error: --resume is empty; give the run's directory", evolve("--resume", "").err().strip());
        assertEquals("x", Files.readString(file));
    }

    /**
     * A new run goes only into a new or empty directory: {@code --run-dir .} took over any
     * directory, mixed the run's files in with the user's and made it drwx------. The mode of a
     * directory evolve did not make is never changed.
     */
    @Test
    void aNewRunTakesOnlyANewOrEmptyDirectoryAndKeepsTheModeOfOneItFinds() throws IOException {
        Path used = Files.createDirectory(temp.resolve("used"));
        Files.writeString(used.resolve("notes.txt"), "mine");
        Files.setPosixFilePermissions(used, PosixFilePermissions.fromString("rwxrwxrwx"));
        CliRun refused = evolve(tiny("--run-dir", used.toString(), "--generations", "0", "--time-budget", "1s"));
        assertEquals(2, refused.exitCode(), refused.out());
        assertEquals("error: run directory " + used + " is not empty; choose a new or empty directory for a new run",
                refused.err().strip());
        try (var left = Files.list(used)) {
            assertEquals(List.of(used.resolve("notes.txt")), left.toList());
        }
        assertEquals("rwxrwxrwx", PosixFilePermissions.toString(Files.getPosixFilePermissions(used)));

        Path empty = Files.createDirectory(temp.resolve("empty"));
        Files.setPosixFilePermissions(empty, PosixFilePermissions.fromString("rwxr-x---"));
        CliRun run = evolve(tiny("--run-dir", empty.toString(), "--generations", "0", "--time-budget", "1s"));
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(Files.isRegularFile(empty.resolve("config.yaml")));
        assertEquals("rwxr-x---", PosixFilePermissions.toString(Files.getPosixFilePermissions(empty)),
                "the mode of a directory evolve did not make");
        CliRun resumed = evolve("--resume", empty.toString(), "--generations", "1");
        assertEquals(0, resumed.exitCode(), resumed.err());
        assertEquals("rwxr-x---", PosixFilePermissions.toString(Files.getPosixFilePermissions(empty)), "nor on --resume");
    }

    /**
     * A line break (or a terminal control) in a directory above the run: every line that names the
     * run's directory shows it escaped, and the commands to copy quote it so the shell reads it
     * back ({@code $'…'}); it went raw into the header and the next: commands, splitting them.
     */
    @Test
    void aLineBreakInAParentOfTheRunDirectoryIsShownEscapedAndQuotedInTheCommands() throws IOException {
        Path parent = Files.createDirectories(temp.resolve("a\nb\u001b[2J"));
        Path run = parent.resolve("run");
        CliRun made = evolve(tiny("--run-dir", run.toString(), "--generations", "1", "--set", "champions.yardstickEvery=0"));
        assertEquals(0, made.exitCode(), made.err());
        String shown = temp + "/a\\nb\\u001b[2J/run";
        assertFalse(made.out().contains("\u001b") || made.out().contains("a\nb"), made.out());
        assertTrue(made.out().startsWith("run run in " + shown + ": "), made.out());
        // Commands too long for a line are continued after a backslash: joined, each is whole.
        String joined = made.out().replaceAll(" \\\\\\R +", " ");
        assertTrue(joined.contains("./evodraughts champions show --run $'" + shown + "' --generation best"), joined);
        assertTrue(joined.contains("./evodraughts serve --runs-dir $'" + temp + "/a\\nb\\u001b[2J'"), joined);
    }

    @Test
    void helpListsTheFlags() {
        CliRun help = evolve("--help");
        assertEquals(0, help.exitCode());
        for (String flag : List.of("--config", "--resume", "--run-dir", "--seed", "--threads", "--generations",
                "--time-budget", "--population", "--elites", "--scheme", "--search", "--set")) {
            assertTrue(help.out().contains(flag), flag);
        }
    }
}
