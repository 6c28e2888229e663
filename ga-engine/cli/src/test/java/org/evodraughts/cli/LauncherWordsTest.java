package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the {@code ./evodraughts} launcher leaves to Java, and what it keeps to itself: Java's exit
 * status is the command's, a kill included (the launcher becomes Java, so nothing of its own is
 * said then), and another user's private run directories in the tree give no
 * {@code find: … Permission denied} before every command. The launcher is the repository's own,
 * in a copy of its folder ({@link LauncherTree}) whose {@code java} is a script, so nothing is built.
 */
class LauncherWordsTest {
    @TempDir
    Path temp;

    @ParameterizedTest
    @CsvSource({"'exit 3', 3", "'exit 143', 143", "'kill -KILL $$', 137"})
    void javasExitStatusIsTheCommandsAndItsStandardErrorPassesUnchanged(String end, int status) throws Exception {
        LauncherTree tree = builtTree();
        tree.java("echo 'WARNING: Using incubator modules: jdk.incubator.vector' >&2\necho 'working' >&2\n" + end + "\n");

        Path err = temp.resolve("err");
        Process launcher = new ProcessBuilder("bash", tree.launcher().toString(), "evolve")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(err.toFile()).start();
        assertEquals(true, launcher.waitFor(60, TimeUnit.SECONDS));
        assertEquals(status, launcher.exitValue());
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30); // the filter of standard error may end after Java
        while (Files.readAllLines(err).isEmpty() && System.nanoTime() < until) {
            Thread.sleep(50);
        }
        assertEquals(List.of("working"), Files.readAllLines(err), "the JVM's notice of the Vector API dropped, and nothing added");
    }

    /**
     * As the user {@code nobody}, in root's tree with a run directory of root's, private as a run
     * directory is (mode 700): the launcher's look for sources newer than the build cannot enter
     * it, and says nothing of it.
     */
    @Test
    void anotherUsersPrivateRunInTheTreeGivesNoFindErrors() throws Exception {
        assumeTrue(ProcessHandle.current().info().user().orElse("").equals("root")
                && Files.isExecutable(Path.of("/usr/sbin/runuser")), "needs root and runuser");
        LauncherTree tree = builtTree();
        tree.java("echo \"ran as $(id -un)\"\n");
        assertEquals(0, new ProcessBuilder("bash", tree.launcher().toString(), "runs", "list").start().waitFor(),
                "the owner's first command copies the build, which other users then run from");
        Path run = Files.createDirectories(tree.root().resolve("runs").resolve("r1").resolve("champions"));
        Files.setPosixFilePermissions(run.getParent(), PosixFilePermissions.fromString("rwx------"));
        try (Stream<Path> files = Files.walk(temp)) {
            for (Path file : files.toList()) {
                if (!file.startsWith(run.getParent())) {
                    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString(
                            Files.isDirectory(file) || Files.isExecutable(file) ? "rwxr-xr-x" : "rw-r--r--"));
                }
            }
        }

        Path out = temp.resolve("out"), err = temp.resolve("err");
        Process launcher = new ProcessBuilder("/usr/sbin/runuser", "-u", "nobody", "--", "bash", tree.launcher().toString(),
                "runs", "list").redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertEquals(true, launcher.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, launcher.exitValue(), Files.readString(err));
        assertEquals(List.of("ran as nobody"), Files.readAllLines(out));
        String said = Files.readString(err);
        assertFalse(said.contains("find:") || said.contains("Permission denied"), said);
    }

    /** A launcher tree whose jar is newer than every source and has its libraries: nothing to build. */
    private LauncherTree builtTree() throws IOException {
        LauncherTree tree = LauncherTree.in(temp);
        Files.createDirectories(tree.jar().resolveSibling("lib"));
        Files.write(tree.jar().resolveSibling("lib").resolve("other-1.0.jar"), new byte[0]);
        Files.write(tree.jar(), new byte[0]);
        Files.setLastModifiedTime(tree.jar(), FileTime.from(Instant.now().plusSeconds(3600)));
        return tree;
    }
}
