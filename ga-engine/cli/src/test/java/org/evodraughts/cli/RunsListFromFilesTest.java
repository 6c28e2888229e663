package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.evodraughts.storage.layout.RunLayout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code runs list} reads a finished run from its files ({@code run.json} and the champion
 * files), as the web's runs list does, and opens no database: a long run's takes seconds to open.
 * Shown here by a database no one could open, which the list neither reads nor touches, while
 * the commands that need the database still say what is wrong with it.
 */
class RunsListFromFilesTest {
    @TempDir
    Path temp;

    @Test
    void aFinishedRunIsListedFromItsFilesWithoutOpeningItsDatabase() throws Exception {
        Path runs = temp.resolve("runs");
        Path run = runs.resolve("quick");
        CliRun made = CliRun.of("evolve", "--run-dir", run.toString(), "--seed", "5", "--generations", "2",
                "--population", "4", "--elites", "2", "--search", "minimax:1", "--set", "tournament.maxMovesPerSide=20",
                "--set", "champions.baselines=random", "--set", "champions.gamesPerBaseline=2",
                "--set", "champions.yardstickEvery=0", "--threads", "2");
        assertEquals(0, made.exitCode(), made.err());
        CliRun before = CliRun.of("runs", "list", "--runs-dir", runs.toString());
        assertEquals(0, before.exitCode(), before.err());

        Path database = RunLayout.of(run).database();
        byte[] garbage = "not an H2 database file ".repeat(200).getBytes();
        Files.write(database, garbage);
        CliRun listed = CliRun.of("runs", "list", "--runs-dir", runs.toString());
        assertEquals(0, listed.exitCode(), listed.err());
        String row = listed.out().lines().filter(line -> line.startsWith("quick ")).findFirst().orElseThrow();
        assertTrue(row.matches("quick +finished .* 5 +3 .*"), "status, seed and three champions from the files: " + row);
        assertEquals(stripSize(before.out()), stripSize(listed.out()), "the same list as with the database whole");
        assertFalse(listed.out().contains("cannot be read"), listed.out());
        assertArrayEquals(garbage, Files.readAllBytes(database), "the database was not touched");

        CliRun champions = CliRun.of("champions", "list", "--run", run.toString());
        assertNotEquals(0, champions.exitCode(), "a command that reads the database still finds it damaged");
    }

    /**
     * {@code --runs-dir PARENT}, as a run's closing hint suggests for {@code --run-dir PARENT/r1}:
     * its other directories are not runs. A source checkout (whose {@code champions/} is a module)
     * was listed as an interrupted run named {@code project}.
     */
    @Test
    void onlyRunDirectoriesAreListedNotTheirSiblings() throws Exception {
        Path parent = temp.resolve("parent");
        Path run = parent.resolve("r1");
        CliRun made = CliRun.of("evolve", "--run-dir", run.toString(), "--seed", "5", "--generations", "1",
                "--population", "4", "--elites", "2", "--search", "minimax:1", "--set", "tournament.maxMovesPerSide=20",
                "--set", "champions.baselines=random", "--set", "champions.gamesPerBaseline=2",
                "--set", "champions.yardstickEvery=0", "--threads", "2");
        assertEquals(0, made.exitCode(), made.err());
        Path project = Files.createDirectories(parent.resolve("project"));
        Files.createDirectories(project.resolve("champions").resolve("src"));
        Files.writeString(project.resolve("pom.xml"), "<project/>");
        Files.createDirectories(parent.resolve("notes"));

        CliRun listed = CliRun.of("runs", "list", "--runs-dir", parent.toString());
        assertEquals(0, listed.exitCode(), listed.err());
        assertTrue(listed.out().lines().anyMatch(line -> line.startsWith("r1 ")), listed.out());
        assertFalse(listed.out().contains("project"), listed.out());
        assertFalse(listed.out().contains("notes"), listed.out());
        assertEquals(java.util.List.of("r1"), new org.evodraughts.runs.RunLocator(parent,
                org.evodraughts.storage.StoreOptions.defaults()).readOnly().runDirectories().stream()
                .map(l -> l.directory().orElseThrow().getFileName().toString()).toList(), "serve's list too");
    }

    /** A bad run-id file ({@code ../../etc}) marks its own row as damaged; the list showed nothing, rc 2. */
    @Test
    void aBadRunIdFileMarksItsRowAndHidesNoOther() throws Exception {
        Path parent = temp.resolve("runs");
        Path run = parent.resolve("good");
        CliRun made = CliRun.of("evolve", "--run-dir", run.toString(), "--seed", "5", "--generations", "1",
                "--population", "4", "--elites", "2", "--search", "minimax:1", "--set", "tournament.maxMovesPerSide=20",
                "--set", "champions.baselines=random", "--set", "champions.gamesPerBaseline=2",
                "--set", "champions.yardstickEvery=0", "--threads", "2");
        assertEquals(0, made.exitCode(), made.err());
        Path bad = Files.createDirectories(parent.resolve("bad").resolve("champions")).getParent();
        Files.writeString(bad.resolve("config.yaml"), "seed: 1\n");
        Files.writeString(bad.resolve("run-id"), "../../etc\n");

        CliRun listed = CliRun.of("runs", "list", "--runs-dir", parent.toString());
        assertEquals(0, listed.exitCode(), listed.out() + listed.err());
        assertTrue(listed.out().lines().anyMatch(line -> line.matches("good +finished .*")), listed.out());
        assertTrue(listed.out().contains("note: bad: cannot be read: run id file " + bad.resolve("run-id")), listed.out());
        // Its state cannot be told, and --resume cannot continue it: neither is suggested (before: interrupted, and the resume).
        assertTrue(listed.out().lines().anyMatch(line -> line.matches("bad +unknown .*")), listed.out());
        assertFalse(listed.out().contains("--resume"), listed.out());
    }

    /**
     * Copies of one run (the same id in their {@code run-id} files, in other directories) and a
     * renamed one: each row names its directory, with the run's id beside it, as serve's runs page
     * does. The list showed the id alone, so its rows could not be told apart.
     */
    @Test
    void copiesOfOneRunAreToldApartByTheirDirectories() throws Exception {
        Path runs = temp.resolve("runs");
        Path run = runs.resolve("cl11");
        CliRun made = CliRun.of("evolve", "--run-dir", run.toString(), "--seed", "5", "--generations", "1",
                "--population", "4", "--elites", "2", "--search", "minimax:1", "--set", "tournament.maxMovesPerSide=20",
                "--set", "champions.baselines=random", "--set", "champions.gamesPerBaseline=2",
                "--set", "champions.yardstickEvery=0", "--threads", "2");
        assertEquals(0, made.exitCode(), made.err());
        copy(run, runs.resolve("copy-a"));
        copy(run, runs.resolve("copy-b"));
        Files.move(runs.resolve("copy-b"), runs.resolve("renamed11"));

        CliRun listed = CliRun.of("runs", "list", "--runs-dir", runs.toString());
        assertEquals(0, listed.exitCode(), listed.err());
        java.util.List<String> rows = listed.out().lines().skip(1).filter(line -> !line.startsWith("note:")).toList();
        assertEquals(3, rows.size(), listed.out());
        assertTrue(rows.get(0).matches("cl11 +finished .*"), rows.get(0));
        assertTrue(rows.get(1).matches("copy-a \\(run cl11\\) +finished .*"), rows.get(1));
        assertTrue(rows.get(2).matches("renamed11 \\(run cl11\\) +finished .*"), rows.get(2));
    }

    private static void copy(Path from, Path to) throws java.io.IOException {
        try (var files = Files.walk(from)) {
            for (Path file : files.toList()) {
                Files.copy(file, to.resolve(from.relativize(file).toString()));
            }
        }
    }

    /**
     * A run.json nested 3,000 levels deep: the list reads that run from its database, where the
     * BSON reader's recursion ended the whole command in a StackOverflowError.
     */
    @Test
    void aRunRecordCopyNestedTooDeepIsReadFromTheDatabase() throws Exception {
        Path runs = temp.resolve("runs");
        Path run = runs.resolve("deep");
        CliRun made = CliRun.of("evolve", "--run-dir", run.toString(), "--seed", "5", "--generations", "1",
                "--population", "4", "--elites", "2", "--search", "minimax:1", "--set", "tournament.maxMovesPerSide=20",
                "--set", "champions.baselines=random", "--set", "champions.gamesPerBaseline=2",
                "--set", "champions.yardstickEvery=0", "--threads", "2");
        assertEquals(0, made.exitCode(), made.err());
        Files.writeString(RunLayout.of(run).runRecord(), "{\"a\": ".repeat(3000) + "1" + "}".repeat(3000));

        CliRun listed = CliRun.of("runs", "list", "--runs-dir", runs.toString());
        assertEquals(0, listed.exitCode(), listed.out() + listed.err());
        assertTrue(listed.out().lines().anyMatch(line -> line.matches("deep +finished .* 5 +2 .*")), listed.out());
        assertFalse(listed.err().contains("Error") || listed.err().contains("Exception"), listed.err());
    }

    /** The list without its SIZE column, which the replaced database changes. */
    private static String stripSize(String list) {
        return list.lines().map(line -> line.replaceAll(" +[0-9.]+ +[kMG]?B$", "")).reduce("", (a, b) -> a + b + "\n");
    }

    /** A run killed in its first seconds: its configuration, no record, no champion. */
    @Test
    void aRunKilledBeforeItsFirstChampionIsInterruptedAndSaysSo() throws Exception {
        Path run = temp.resolve("runs").resolve("early");
        Files.createDirectories(RunLayout.of(run).champions());
        Files.copy(Path.of("../..", "config", "default.yaml"), RunLayout.of(run).config());
        CliRun listed = CliRun.of("runs", "list", "--runs-dir", run.getParent().toString());
        assertEquals(0, listed.exitCode(), listed.err());
        String row = listed.out().lines().filter(line -> line.startsWith("early ")).findFirst().orElseThrow();
        assertTrue(row.matches("early +interrupted .*"), "as serve shows it, not '?': " + row);
        assertTrue(listed.out().contains("no record yet: the run stopped before its first champion was saved"), listed.out());
        assertTrue(listed.out().contains("continue with ./evodraughts evolve --resume " + run), listed.out());
    }
}
