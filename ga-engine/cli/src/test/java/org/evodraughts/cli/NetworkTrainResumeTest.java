package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code network train} stopped by a TERM signal (as Ctrl-C) or killed, in a child JVM, and
 * resumed: the file it writes is the one a training in one go writes, bit for bit, on another
 * number of threads too, and a resume with other options or files is refused before anything changes.
 */
class NetworkTrainResumeTest {
    @TempDir
    Path directory;

    private Path start;

    @BeforeEach
    void newStart() {
        start = directory.resolve("start.json");
        assertEquals(0, CliRun.of("network", "new", "--seed", "5", "--fan-in", "--out", start.toString()).exitCode());
    }

    /** A depth-2 training of 240 games in batches of 2 on 2 threads, saved after every batch, into {@code out}. */
    private List<String> training(Path out, String... more) {
        List<String> args = new ArrayList<>(List.of("network", "train", start.toString(), "--games", "240", "--depth", "2",
                "--alpha", "0.001", "--seed", "7", "--average", "--batch", "2", "--threads", "2", "--checkpoint-minutes", "0",
                "--out", out.toString()));
        args.addAll(List.of(more));
        return args;
    }

    @Test
    void aSignalSavesTheTrainingAndAResumeWritesTheSameFileAsOneInAGo() throws Exception {
        Path straight = directory.resolve("straight.json"), resumed = directory.resolve("resumed.json");
        CliRun inAGo = CliRun.of(training(straight).toArray(String[]::new));
        assertEquals(0, inAGo.exitCode(), inAGo.err());

        Path checkpoint = directory.resolve("resumed.json.checkpoint");
        Process process = startAndWaitFor(checkpoint, resumed);
        process.toHandle().destroy(); // SIGTERM
        assertTrue(process.waitFor(60, TimeUnit.SECONDS));
        String said = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        Matcher stopped = Pattern.compile("stopped: (\\d+) of 240 games saved in " + Pattern.quote(checkpoint.toString())
                + "; continue with \\./evodraughts (network train .* --out " + Pattern.quote(resumed.toString())
                + " --resume)").matcher(said);
        assertTrue(stopped.matches(), said);
        int saved = Integer.parseInt(stopped.group(1));
        assertTrue(saved > 0 && saved < 240, said);
        assertEquals(saved, TrainingCheckpoint.read(checkpoint).state().games());
        assertFalse(Files.exists(resumed));

        byte[] before = Files.readAllBytes(checkpoint);
        CliRun again = CliRun.of(training(resumed).toArray(String[]::new));
        assertEquals(2, again.exitCode());
        assertEquals("error: " + checkpoint + " holds a training stopped after " + saved
                + " games: add --resume to go on with it, or delete it to start over", again.err().strip());
        List<String> withOtherSeed = training(resumed, "--resume");
        withOtherSeed.set(withOtherSeed.indexOf("--seed") + 1, "8");
        CliRun otherSeed = CliRun.of(withOtherSeed.toArray(String[]::new));
        assertEquals("error: --seed is 8 here, but 7 in the training saved in " + checkpoint + ": resume with the options "
                + "and files it was started with (--threads may differ), or delete it to start over", otherSeed.err().strip());
        assertArrayEquals(before, Files.readAllBytes(checkpoint), "a refused command changes nothing");

        // The command it said to run, on one thread instead of two.
        List<String> words = new ArrayList<>(List.of(stopped.group(2).split(" ")));
        words.set(words.indexOf("--threads") + 1, "1");
        CliRun resume = CliRun.of(words.toArray(String[]::new));
        assertEquals(0, resume.exitCode(), resume.err());
        assertTrue(resume.out().strip().endsWith("; resumed after " + saved + ")"), resume.out());
        assertArrayEquals(Files.readAllBytes(straight), Files.readAllBytes(resumed));
        assertFalse(Files.exists(checkpoint), "a training that ends deletes its checkpoint");
    }

    @Test
    void aKilledTrainingResumesFromItsLastCheckpointToTheSameFile() throws Exception {
        Path straight = directory.resolve("straight.json"), resumed = directory.resolve("resumed.json");
        CliRun.of(training(straight).toArray(String[]::new));
        Path checkpoint = directory.resolve("resumed.json.checkpoint");
        Process process = startAndWaitFor(checkpoint, resumed);
        process.destroyForcibly(); // SIGKILL: no hook runs
        assertTrue(process.waitFor(60, TimeUnit.SECONDS));
        assertTrue(TrainingCheckpoint.read(checkpoint).state().games() > 0);
        Path halfWritten = directory.resolve(".resumed.json.checkpoint.0123abcd.tmp"); // as a kill mid-write leaves it
        Files.writeString(halfWritten, "{\"format\": \"evodraughts-trai");

        CliRun resume = CliRun.of(training(resumed, "--resume").toArray(String[]::new));
        assertEquals(0, resume.exitCode(), resume.err());
        assertArrayEquals(Files.readAllBytes(straight), Files.readAllBytes(resumed));
        assertEquals(List.of("resumed.json", "start.json", "straight.json"), filesLeft(), "nothing half-written is left");
    }

    @Test
    void aResumeFromAnotherInputOrADamagedCheckpointIsRefused() throws Exception {
        Path out = directory.resolve("out.json"), checkpoint = directory.resolve("out.json.checkpoint");
        Process process = startAndWaitFor(checkpoint, out);
        process.destroyForcibly();
        assertTrue(process.waitFor(60, TimeUnit.SECONDS));

        Path otherStart = directory.resolve("other.json");
        CliRun.of("network", "new", "--seed", "6", "--fan-in", "--out", otherStart.toString());
        List<String> fromOther = training(out, "--resume");
        fromOther.set(fromOther.indexOf(start.toString()), otherStart.toString());
        CliRun other = CliRun.of(fromOther.toArray(String[]::new));
        assertEquals(2, other.exitCode());
        assertTrue(other.err().startsWith("error: IN is not the file (by its SHA-256) that started the training saved in "
                + checkpoint), other.err());

        CliRun withOpponents = CliRun.of(training(out, "--resume", "--opponents", otherStart.toString()).toArray(String[]::new));
        assertEquals("error: --opponents are not the files (by their SHA-256, in order) that started the training saved in "
                + checkpoint + ": resume with the options and files it was started with (--threads may differ), or delete "
                + "it to start over", withOpponents.err().strip());

        String text = Files.readString(checkpoint);
        Files.writeString(checkpoint, text.replaceFirst("\"parameters\":\\[[^,]*,", "\"parameters\":[0,\"x\","));
        CliRun damaged = CliRun.of(training(out, "--resume").toArray(String[]::new));
        assertEquals(2, damaged.exitCode());
        assertEquals("error: training checkpoint " + checkpoint + " is damaged: parameters[1] is not a finite number "
                + "(delete it to start the training over)", damaged.err().strip());
        Files.writeString(checkpoint, text.substring(0, text.length() / 2));
        CliRun torn = CliRun.of(training(out, "--resume").toArray(String[]::new));
        assertTrue(torn.err().startsWith("error: training checkpoint " + checkpoint + " is damaged: it is not valid JSON"),
                torn.err());
        assertFalse(Files.exists(out));

        Files.delete(checkpoint);
        CliRun none = CliRun.of(training(out, "--resume").toArray(String[]::new));
        assertEquals("error: --resume: there is no " + checkpoint + " to go on from (a training that ends deletes it); "
                + "start without --resume", none.err().strip());
    }

    @Test
    void aSecondTrainingIntoTheSameFileIsRefusedAndTheFirstGoesOnUndisturbed() throws Exception {
        Path straight = directory.resolve("straight.json"), out = directory.resolve("out.json");
        CliRun.of(training(straight).toArray(String[]::new));
        Path checkpoint = directory.resolve("out.json.checkpoint");
        Process first = startAndWaitFor(checkpoint, out);
        // Held (SIGSTOP) while the others try, so that it cannot end first on a fast machine; a
        // stopped process keeps its lock, as a busy one does.
        signal(first, "STOP");
        CliRun second, resume;
        try {
            second = CliRun.of(training(out).toArray(String[]::new));
            resume = CliRun.of(training(out, "--resume").toArray(String[]::new));
            assertTrue(first.isAlive(), "the first training was still going while the others were refused");
        } finally {
            signal(first, "CONT");
        }
        for (CliRun refused : List.of(second, resume)) {
            assertEquals(2, refused.exitCode());
            assertTrue(refused.err().matches("error: --out " + Pattern.quote(out.toString()) + " is in use by another "
                    + "process \\(process " + first.pid() + " on .*\\); wait for it to end, or stop it first\\R"), refused.err());
        }
        assertEquals(0, first.waitFor());
        assertArrayEquals(Files.readAllBytes(straight), Files.readAllBytes(out));
        assertEquals(List.of("out.json", "start.json", "straight.json"), filesLeft(), "no lock file is left");
    }

    /** Sends {@code kill -NAME} to the process. */
    private static void signal(Process process, String name) throws IOException, InterruptedException {
        Process kill = new ProcessBuilder("kill", "-" + name, Long.toString(process.pid())).inheritIO().start();
        assertEquals(0, kill.waitFor(), "kill -" + name);
    }

    /** The names of the files in the test's directory, sorted. */
    private List<String> filesLeft() throws IOException {
        try (Stream<Path> left = Files.list(directory)) {
            return left.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    /** Starts the training into {@code out} in a child JVM, and waits until it has saved a checkpoint. */
    private Process startAndWaitFor(Path checkpoint, Path out) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(CliRun.childCommand(List.of(), training(out)))
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (!Files.exists(checkpoint) && System.nanoTime() < deadline && process.isAlive()) {
            Thread.sleep(20);
        }
        assertTrue(Files.exists(checkpoint), "the training saved no checkpoint");
        return process;
    }
}
