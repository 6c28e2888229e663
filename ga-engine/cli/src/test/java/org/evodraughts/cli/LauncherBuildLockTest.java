package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two {@code ./evodraughts} commands started at once on a fresh checkout build once: the second
 * waits for the first's build, says so, and then finds nothing left to build; a command whose
 * build is copied already does not wait for a build lock held meanwhile (a test run's, say). The
 * {@code mvn} here is a stand-in that takes two seconds and fails, as Maven's copying did, when
 * another build is under way in the same tree; the {@code java} says what it was asked to run.
 */
class LauncherBuildLockTest {
    @TempDir
    Path temp;

    private boolean lockHeldAtTheEnd;

    @Test
    void aSecondCommandWaitsForTheFirstsBuildAndDoesNotBuildAgain() throws Exception {
        LauncherTree tree = LauncherTree.in(temp);
        Path calls = temp.resolve("mvn-calls");
        Path building = temp.resolve("building");
        LauncherTree.script(tree.bin().resolve("mvn"), "echo \"$*\" >> " + LauncherTree.quote(calls.toString()) + "\n"
                + "mkdir " + LauncherTree.quote(building.toString()) + " 2>/dev/null"
                + " || { echo '[ERROR] Failed to copy: another build is writing this tree'; exit 1; }\n"
                + "sleep 2\nmkdir -p ga-engine/cli/target/lib && : > ga-engine/cli/target/lib/other-1.0.jar\n"
                + ": > ga-engine/cli/target/evodraughts.jar\n"
                + "rmdir " + LauncherTree.quote(building.toString()) + "\n");
        tree.java("echo \"ran ${*: -1}\"\n");

        List<Process> commands = List.of(start(tree, "first"), start(tree, "second"));
        String stderr = "";
        for (Process command : commands) {
            assertTrue(command.waitFor(60, TimeUnit.SECONDS), "a launcher did not end");
            String err = new String(command.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            String out = new String(command.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertEquals(0, command.exitValue(), err + out);
            assertTrue(out.startsWith("ran "), out);
            stderr += err;
        }
        assertEquals(1, Files.readAllLines(calls).size(), "builds: " + Files.readAllLines(calls));
        assertEquals(1, stderr.lines().filter(l -> l.equals("evodraughts: waiting for another build or test run…")).count(), stderr);
        assertEquals(1, stderr.lines().filter(l -> l.startsWith("evodraughts: building")).count(), stderr);
        assertTrue(stderr.contains("evodraughts: building (mvn package -DskipTests; minutes the first time"),
                "a newcomer is told how long the build takes: " + stderr);
    }

    @Test
    void aCommandThatNeedsACopyOfTheBuildWaitsForTheLockAndSaysSoOnce() throws Exception {
        LauncherTree tree = builtTree();
        assertEquals("evodraughts: waiting for another build or test run…\n", stderrWhileTheLockIsHeld(tree));
    }

    @Test
    void aCommandWhoseBuildIsCopiedRunsWhileTheLockIsHeld() throws Exception {
        LauncherTree tree = builtTree();
        assertEquals("ran copied\n", run(tree, "copied"), "the first command copies the build");
        assertEquals("", stderrWhileTheLockIsHeld(tree));
        assertTrue(lockHeldAtTheEnd, "the command ended while the lock was still held: it did not wait");
    }

    /** A tree whose build is newer than its sources, and a {@code mvn} that says it was not needed. */
    private LauncherTree builtTree() throws Exception {
        LauncherTree tree = LauncherTree.in(temp);
        LauncherTree.script(tree.bin().resolve("mvn"), "echo 'no build was needed' >&2; exit 1\n");
        tree.java("echo \"ran ${*: -1}\"\n");
        Path lib = Files.createDirectories(tree.jar().getParent().resolve("lib"));
        Files.writeString(lib.resolve("other-1.0.jar"), "a library");
        Files.writeString(tree.jar(), "a fresh build");
        return tree;
    }

    /**
     * Runs a command while this test holds the build lock for three seconds (as another
     * launcher's build would), and returns the command's standard error.
     */
    private String stderrWhileTheLockIsHeld(LauncherTree tree) throws Exception {
        Path lock = Files.createDirectories(tree.dists()).resolve("build.lock");
        Path held = temp.resolve("held");
        Files.deleteIfExists(held);
        Process holder = new ProcessBuilder("flock", lock.toString(), "sh", "-c", ": > \"$1\"; sleep 3", "sh", held.toString()).start();
        while (!Files.exists(held)) {
            assertTrue(holder.isAlive(), "the lock holder ended early");
            Thread.sleep(20);
        }
        Process command = start(tree, "waiting");
        assertTrue(command.waitFor(60, TimeUnit.SECONDS), "the launcher did not end");
        lockHeldAtTheEnd = holder.isAlive();
        String out = new String(command.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(command.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, command.exitValue(), err + out);
        assertEquals("ran waiting\n", out);
        assertTrue(holder.waitFor(10, TimeUnit.SECONDS));
        return err;
    }

    private static String run(LauncherTree tree, String name) throws Exception {
        Process command = start(tree, name);
        assertTrue(command.waitFor(60, TimeUnit.SECONDS), "the launcher did not end");
        String out = new String(command.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, command.exitValue(), new String(command.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
        return out;
    }

    private static Process start(LauncherTree tree, String name) throws java.io.IOException {
        return new ProcessBuilder("bash", tree.launcher().toString(), "perft", name).directory(tree.root().toFile()).start();
    }
}
