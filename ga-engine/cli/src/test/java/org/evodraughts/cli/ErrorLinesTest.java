package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import org.evodraughts.storage.layout.RunLayout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every failure is one error line with exit status 2; --verbose adds the stack trace. */
class ErrorLinesTest {
    @TempDir
    Path temp;

    @Test
    void aFailureIsOneLineAndVerboseAddsTheTrace() throws IOException {
        Path network = Files.writeString(temp.resolve("cut.json"), "{\"format\": \"evodraughts-network\", \"layers\": [");
        CliRun plain = CliRun.of("eval", "--network", network.toString());
        assertEquals(2, plain.exitCode());
        assertEquals(1, plain.err().lines().count(), plain.err());
        assertTrue(plain.err().startsWith("error: " + network + " is not valid JSON at line 1"), plain.err());

        CliRun verbose = CliRun.of("eval", "--network", network.toString(), "--verbose");
        assertEquals(2, verbose.exitCode());
        assertTrue(verbose.err().startsWith(plain.err()), verbose.err());
        assertTrue(verbose.err().contains("\tat org.evodraughts.network.NetworkFile"), verbose.err());
    }

    @Test
    void aRunThatFailsPrintsOneLineAndKeepsTheTraceInItsLog() throws Exception {
        Path dir = temp.resolve("run");
        CliRun first = CliRun.of("evolve", "--run-dir", dir.toString(), "--generations", "1", "--population", "4",
                "--elites", "2", "--search", "minimax:1", "--threads", "1", "--set", "tournament.maxMovesPerSide=20",
                "--set", "champions.baselines=random", "--set", "champions.gamesPerBaseline=2");
        assertEquals(0, first.exitCode(), first.err());
        // A file where the champions' directory was: the resumed run fails writing them back from
        // the database. (A damaged snapshot no longer fails a run: the one before it is used.)
        Path champions = RunLayout.of(dir).champions();
        try (var files = Files.list(champions)) {
            for (Path file : files.toList()) {
                Files.delete(file);
            }
        }
        Files.delete(champions);
        Files.writeString(champions, "not a directory");

        // A child JVM: the logging system writes to the real console, which is what is checked here.
        Process child = new ProcessBuilder(CliRun.childCommand(List.of(), List.of("evolve", "--resume", dir.toString(),
                "--generations", "2"))).redirectOutput(temp.resolve("out").toFile()).redirectError(temp.resolve("err").toFile()).start();
        assertTrue(child.waitFor(120, TimeUnit.SECONDS), "the child ended");
        String out = Files.readString(temp.resolve("out"));
        List<String> err = Files.readAllLines(temp.resolve("err")).stream().filter(l -> !l.startsWith("WARNING: ")).toList();
        assertEquals(2, child.exitValue(), out + err);
        assertEquals(1, err.size(), String.join("\n", err));
        assertTrue(err.getFirst().startsWith("error: " + champions), err.getFirst());
        assertTrue(!out.contains("\tat ") && !out.contains("the run failed"), out);
        String log = Files.readString(RunLayout.of(dir).log(), StandardCharsets.UTF_8);
        assertTrue(log.contains("the run failed"), log);
        assertTrue(log.contains("\tat org.evodraughts.champions.ChampionFile.write"), log);
    }

    @Test
    void aUsageErrorIsAnErrorLineThenTheUsage() {
        CliRun bogus = CliRun.of("perft", "3", "--bogus");
        assertEquals(2, bogus.exitCode());
        List<String> lines = bogus.err().lines().toList();
        assertEquals("error: Unknown option: '--bogus'", lines.getFirst(), bogus.err());
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("Usage: evodraughts perft")), bogus.err());

        CliRun missing = CliRun.of("network", "new", "--out", temp.resolve("x.json").toString());
        assertEquals(2, missing.exitCode());
        assertEquals("error: Missing required option: '--seed=SEED'", missing.err().lines().findFirst().orElseThrow(), missing.err());

        CliRun misspelt = CliRun.of("champions", "lsit");
        assertEquals(2, misspelt.exitCode());
        assertTrue(misspelt.err().startsWith("error: Unmatched argument at index 1: 'lsit'\n"), misspelt.err());
        assertTrue(misspelt.err().contains("Usage: evodraughts champions"), misspelt.err());
    }

    @Test
    void aValueOfTheWrongTypeIsOneLinePointingAtHelp() {
        CliRun generations = CliRun.of("evolve", "--generations", "abc");
        assertEquals(2, generations.exitCode());
        assertEquals(List.of("error: Invalid value for option '--generations': 'abc' is not an int; see ./evodraughts evolve "
                + "--help"), generations.err().lines().toList());
        CliRun port = CliRun.of("serve", "--port", "http");
        assertEquals(1, port.err().lines().count(), port.err());
        assertTrue(port.err().endsWith("; see ./evodraughts serve --help\n"), port.err());
    }

    @Test
    void anErrorLineQuotesAHugeValueCutAndABidirectionalControlEscaped() throws IOException {
        CliRun seed = CliRun.of("evolve", "--set", "seed=" + "9".repeat(120_000), "--run-dir", temp.resolve("s").toString());
        assertEquals(2, seed.exitCode());
        assertEquals(1, seed.err().lines().count(), seed.err());
        assertTrue(seed.err().length() < 1200 && seed.err().contains(" more characters)"), seed.err().length() + " characters");

        Path config = temp.resolve("bidi.yaml");
        Files.writeString(config, "tournament:\n  search: \"minimax:4\u202e\"\n", StandardCharsets.UTF_8);
        CliRun bidi = CliRun.of("evolve", "--config", config.toString(), "--run-dir", temp.resolve("b").toString());
        assertEquals(2, bidi.exitCode());
        assertFalse(bidi.err().contains("\u202e"), bidi.err());
        assertTrue(bidi.err().contains("\\u202e"), bidi.err());
    }

    /** Each value within its range, their product not: one line naming the keys, and no run directory. */
    @Test
    void settingsWhoseProductCannotWorkAreRefusedBeforeAnythingIsWritten() {
        Path dir = temp.resolve("huge");
        CliRun huge = CliRun.of("evolve", "--set", "islands.count=64", "--population", "10000", "--elites", "5000",
                "--run-dir", dir.toString());
        assertEquals(2, huge.exitCode(), huge.err());
        assertEquals("error: --set islands.count=64: islands.count, population.size and tournament.rounds give 6,399,360,000 tournament games a "
                + "generation (64 islands × 99,990,000), more than a run can number (2,147,483,647); lower one of them",
                huge.err().strip());
        assertFalse(Files.exists(dir), "nothing written");
    }

    @Test
    void aMistypedMongoUriNeverShowsItsPassword() {
        for (String[] command : List.of(new String[] {"runs", "list", "--mongo-uri", "mongodb:/user:PASSWORD@host/db"},
                new String[] {"evolve", "--mongo-uri", "mongodb:/user:PASSWORD@host/db", "--run-dir", temp.resolve("pw").toString()},
                new String[] {"runs", "list", "--mongo-uri", "mongodb:user:PASSWORD@host/db"})) {
            CliRun run = CliRun.of(command);
            assertEquals(2, run.exitCode(), run.out());
            assertFalse(run.err().contains("PASSWORD") || run.out().contains("PASSWORD"), run.err());
            assertTrue(run.err().contains("user:***@host"), run.err());
        }
    }

    @Test
    void aRunsDirectoryThatIsAFileIsSaidToBeOne() throws IOException {
        Path file = Files.writeString(temp.resolve("plain"), "x");
        for (String command : List.of("serve", "runs")) {
            CliRun run = command.equals("serve") ? CliRun.of("serve", "--runs-dir", file.toString())
                    : CliRun.of("runs", "list", "--runs-dir", file.toString());
            assertEquals(2, run.exitCode(), run.out());
            assertEquals("error: runs directory " + file + " is not a directory", run.err().strip());
        }
    }

    @Test
    void anUnexpectedFailureSaysSoInOneLine() {
        assertEquals("an unexpected NullPointerException (a bug; --verbose shows where)",
                UserErrorHandler.describe(new NullPointerException()));
        assertEquals("boom (ArithmeticException; --verbose shows where)",
                UserErrorHandler.describe(new ArithmeticException("boom\nsecond line")));
        assertEquals("cannot write x: disk full", UserErrorHandler.describe(
                new java.io.UncheckedIOException(new IOException("cannot write x: disk full"))));
    }

    @Test
    void aFileErrorSaysWhyAsWellAsWhich() {
        // The JDK's own message names only the file. Made here, not by the file system: a
        // real permission error cannot be had where the tests run as root.
        String file = temp.resolve("r1").resolve("config.yaml").toString();
        assertEquals(file + ": permission denied", UserErrorHandler.describe(new java.nio.file.AccessDeniedException(file)));
        assertEquals(file + ": no such file or directory", UserErrorHandler.describe(
                new java.io.UncheckedIOException(new java.nio.file.NoSuchFileException(file))));
        assertEquals(file + ": Read-only file system", UserErrorHandler.describe(
                new java.nio.file.FileSystemException(file, null, "Read-only file system")));
    }
}
