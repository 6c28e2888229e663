package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.evodraughts.storage.layout.RunLayout;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run whose disk fills up says so in one line with the resume command, and leaves its log in whole lines. */
class DiskFullRunTest {
    @TempDir
    Path temp;
    private Path mounted;

    /** Where the test runs as root: a 100 KiB tmpfs holds the run, which fills it in its first generation. */
    @Test
    void aFullDiskIsOneLineNamingTheCauseAndTheResumeCommand() throws Exception {
        Path disk = smallDisk();
        Path run = disk.resolve("r");
        List<String> args = new ArrayList<>(List.of("evolve", "--run-dir", run.toString(), "--generations", "5",
                "--population", "4", "--elites", "2", "--search", "minimax:1", "--set", "tournament.maxMovesPerSide=20",
                "--threads", "2", "--set", "champions.baselines=random", "--set", "champions.gamesPerBaseline=2"));
        Process child = new ProcessBuilder(CliRun.childCommand(List.of(), args)).start();
        child.getOutputStream().close();
        String err = new String(child.getErrorStream().readAllBytes());
        assertTrue(child.waitFor(2, TimeUnit.MINUTES));
        assertEquals(2, child.exitValue(), err);
        List<String> errors = err.lines().filter(l -> l.startsWith("error:")).toList();
        assertEquals(1, errors.size(), err);
        assertTrue(errors.getFirst().matches("error: no space left on device \\(cannot \\S+ .*\\); free some space, then "
                + "continue with \\./evodraughts evolve --resume " + Pattern.quote(run.toString())), errors.getFirst());
        assertTrue(err.lines().noneMatch(l -> l.startsWith("\tat ")), "no stack trace: " + err);
        String log = Files.readString(RunLayout.of(run).log());
        assertTrue(log.endsWith("\n") && log.contains("no space left on device"), log);
    }

    /**
     * A training whose disk fills up says how to go on, as a run does: it said only what it could
     * not write. On a 100 KiB tmpfs its first checkpoint fits and the next does not (it is written
     * beside the first), so it goes on from the first.
     */
    @Test
    void aFullDiskDuringATrainingSaysHowToGoOn() throws Exception {
        Path disk = smallDisk();
        Path start = temp.resolve("start.json");
        assertEquals(0, CliRun.of("network", "new", "--seed", "5", "--out", start.toString()).exitCode());
        Path out = disk.resolve("trained.json");
        CliRun train = CliRun.of("network", "train", start.toString(), "--games", "40", "--average", "--batch", "2",
                "--threads", "2", "--checkpoint-minutes", "0", "--out", out.toString());
        assertEquals(2, train.exitCode(), train.out());
        assertTrue(train.err().strip().matches("error: no space left on device \\(cannot write \\S+checkpoint\\); free some "
                + "space, then continue with \\./evodraughts network train .* --out " + Pattern.quote(out.toString())
                + " --resume"), train.err());
    }

    /** A 100 KiB tmpfs, where the test runs as root (skipped elsewhere), unmounted after the test. */
    private Path smallDisk() throws Exception {
        Path disk = Files.createDirectory(temp.resolve("disk"));
        assumeTrue(new ProcessBuilder("mount", "-t", "tmpfs", "-o", "size=100k", "tmpfs", disk.toString())
                .redirectErrorStream(true).start().waitFor() == 0, "needs root to mount a small tmpfs");
        mounted = disk;
        return disk;
    }

    @AfterEach
    void unmount() throws Exception {
        if (mounted != null) {
            new ProcessBuilder("umount", mounted.toString()).start().waitFor();
        }
    }
}
