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
 * {@code ./evodraughts bench MODULE [JMH ARGS]} compiles MODULE's benchmarks with Maven and runs
 * JMH on them with the project's JVM flags; a folder without benchmarks is named in one line with
 * those that have some. The {@code mvn} here writes the class path Maven would; the {@code java}
 * prints its arguments.
 */
class LauncherBenchTest {
    @TempDir
    Path temp;

    @Test
    void aModulesBenchmarksRunInJmhWithTheProjectsFlags() throws Exception {
        LauncherTree tree = treeWithBenchmarks();
        LauncherTree.script(tree.bin().resolve("mvn"), "echo \"$*\" > mvn-args\necho '/m2/jmh-core.jar' > checkers/target/jmh.classpath\n");
        tree.java("printf '%s\\n' \"$@\"\n");
        Process bench = new ProcessBuilder("bash", tree.launcher().toString(), "bench", "checkers/", "PerftBenchmark", "-f", "1")
                .directory(temp.toFile()).start();
        List<String> args = new String(bench.getInputStream().readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        assertTrue(bench.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, bench.exitValue(), new String(bench.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
        assertTrue(args.contains("--add-modules=jdk.incubator.vector"), "the root pom's JVM flags: " + args);
        String root = tree.root().toString();
        assertEquals(List.of("-cp", root + "/checkers/target/test-classes:" + root + "/checkers/target/classes:/m2/jmh-core.jar",
                "org.openjdk.jmh.Main", "PerftBenchmark", "-f", "1"), args.subList(args.indexOf("-cp"), args.size()));
        assertEquals("-B -pl checkers -am test-compile dependency:build-classpath -Dmdep.includeScope=test"
                + " -Dmdep.outputFile=target/jmh.classpath", Files.readString(tree.root().resolve("mvn-args")).strip());
    }

    @Test
    void aFolderWithoutBenchmarksIsRefusedInOneLine() throws Exception {
        LauncherTree tree = treeWithBenchmarks();
        Process bench = new ProcessBuilder("bash", tree.launcher().toString(), "bench", "docs").start();
        String err = new String(bench.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(bench.waitFor(60, TimeUnit.SECONDS));
        assertEquals(2, bench.exitValue());
        assertEquals("evodraughts: docs has no benchmarks (no docs/src/jmh); these have: checkers ga-engine/engine\n", err);
    }

    private LauncherTree treeWithBenchmarks() throws Exception {
        LauncherTree tree = LauncherTree.in(temp);
        Files.createDirectories(tree.root().resolve("checkers/src/jmh/java"));
        Files.createDirectories(tree.root().resolve("checkers/target"));
        Files.createDirectories(tree.root().resolve("ga-engine/engine/src/jmh/java"));
        return tree;
    }
}
