package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Another user's run, private to them (mode 700): the commands say it cannot be read for want of
 * permission, where they said it "is not a run directory", its files being invisible. The commands
 * run as this test's user without the capabilities that let root read anything
 * ({@code setpriv}), and the run belongs to {@code nobody}: to them it is another user's run.
 */
class UnreadableRunTest {
    @TempDir
    Path temp;

    @Test
    void anotherUsersPrivateRunIsSaidToBeUnreadableNotToBeNoRun() throws Exception {
        assumeTrue(ProcessHandle.current().info().user().orElse("").equals("root")
                && new ProcessBuilder("setpriv", "--bounding-set", "-dac_override,-dac_read_search", "true").start().waitFor() == 0,
                "needs root and a setpriv that can drop its capabilities");
        Path runs = temp.resolve("runs");
        Path run = runs.resolve("theirs");
        CliRun made = CliRun.of("evolve", "--run-dir", run.toString(), "--seed", "5", "--generations", "1",
                "--population", "4", "--elites", "2", "--search", "minimax:1", "--set", "tournament.maxMovesPerSide=20",
                "--set", "champions.baselines=random", "--set", "champions.gamesPerBaseline=2",
                "--set", "champions.yardstickEvery=0", "--threads", "2");
        assertEquals(0, made.exitCode(), made.err());
        Files.setOwner(run, run.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("nobody"));
        Files.setPosixFilePermissions(run, PosixFilePermissions.fromString("rwx------"));
        String why = "run directory " + run + " cannot be read: permission denied (it belongs to nobody, mode rwx------)";

        for (List<String> command : List.of(List.of("champions", "list", "--run", run.toString()),
                List.of("evolve", "--resume", run.toString()), List.of("runs", "repair", run.toString()))) {
            Said said = asAnotherUser(command);
            assertNotEquals(0, said.status(), command + ": " + said);
            assertTrue(said.err().contains("error: " + why), command + ": " + said);
            assertFalse(said.err().contains("is not a run directory") || said.err().contains("Exception"), said.err());
        }
        Said listed = asAnotherUser(List.of("runs", "list", "--runs-dir", runs.toString()));
        assertEquals(0, listed.status(), listed.toString());
        assertTrue(listed.out().contains("note: " + why + "; whatever run it holds is not listed"), listed.toString());
    }

    private record Said(int status, String out, String err) {}

    /** Runs the command line in a child JVM without root's power to read what is not its own. */
    private Said asAnotherUser(List<String> args) throws Exception {
        List<String> command = new ArrayList<>(List.of("setpriv", "--bounding-set", "-dac_override,-dac_read_search"));
        command.addAll(CliRun.childCommand(List.of(), args));
        Path out = Files.createTempFile(temp, "out", ".txt"), err = Files.createTempFile(temp, "err", ".txt");
        Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertTrue(process.waitFor(2, TimeUnit.MINUTES), "still running: " + args);
        return new Said(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
    }
}
