package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the launcher says while it builds: a line as Maven starts each module, and one at least
 * every 10 seconds while a module takes longer (a first build from an empty Maven repository
 * takes minutes); and, where the build fails, Maven's errors and where its whole output is. The
 * {@code mvn} here is a stand-in that writes Maven's module lines.
 */
class LauncherBuildOutputTest {
    @TempDir
    Path temp;

    @Test
    void aLongBuildSaysWhichModuleItIsAtAtLeastEveryTenSeconds() throws Exception {
        LauncherTree tree = LauncherTree.in(temp);
        LauncherTree.script(tree.bin().resolve("mvn"), """
                echo '[INFO] Building checkers 1.0-SNAPSHOT                        [1/2]'
                sleep 2
                echo '[INFO] Building network 1.0-SNAPSHOT                         [2/2]'
                sleep 12
                mkdir -p ga-engine/cli/target/lib && : > ga-engine/cli/target/lib/other-1.0.jar
                : > ga-engine/cli/target/evodraughts.jar
                """);
        tree.java("echo ran\n");
        Process command = start(tree);
        assertTrue(command.waitFor(60, TimeUnit.SECONDS), "the launcher did not end");
        String err = new String(command.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, command.exitValue(), err);
        List<String> progress = err.lines().filter(l -> l.startsWith("evodraughts: … ")).toList();
        assertTrue(progress.size() >= 3, err);
        assertTrue(progress.get(0).matches("evodraughts: … 0:0\\d, module 1 of 2 \\(checkers\\)"), err);
        assertTrue(progress.get(1).matches("evodraughts: … 0:0\\d, module 2 of 2 \\(network\\)"), err);
        int last = 0;
        for (String line : progress) { // each line's time, in seconds from the build's start: never 10 s apart and more
            int seconds = Integer.parseInt(line.replaceAll("evodraughts: … (\\d+):(\\d\\d),.*", "$1")) * 60
                    + Integer.parseInt(line.replaceAll("evodraughts: … (\\d+):(\\d\\d),.*", "$2"));
            assertTrue(seconds - last <= 11, err);
            last = seconds;
        }
        assertTrue(progress.getLast().endsWith("module 2 of 2 (network)"), err);
    }

    @Test
    void aFailedBuildShowsMavensErrorsAndWhereItsOutputIs() throws Exception {
        LauncherTree tree = LauncherTree.in(temp);
        LauncherTree.script(tree.bin().resolve("mvn"), """
                echo '[INFO] Building checkers 1.0-SNAPSHOT                        [1/2]'
                echo '[INFO] a line the user need not see'
                echo '[ERROR] Board.java:[12,5] cannot find symbol'
                exit 1
                """);
        tree.java("echo ran\n");
        Process command = start(tree);
        assertTrue(command.waitFor(60, TimeUnit.SECONDS), "the launcher did not end");
        String err = new String(command.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        String out = new String(command.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(1, command.exitValue(), err);
        assertEquals("", out, "nothing ran");
        assertTrue(err.contains("[ERROR] Board.java:[12,5] cannot find symbol\n"), err);
        assertTrue(!err.contains("a line the user need not see"), err);
        assertTrue(err.strip().endsWith("evodraughts: the build failed (all of its output: "
                + tree.dists().resolve("build.log") + ")"), err);
    }

    private static Process start(LauncherTree tree) throws java.io.IOException {
        return new ProcessBuilder("bash", tree.launcher().toString(), "perft", "1").directory(tree.root().toFile()).start();
    }
}
