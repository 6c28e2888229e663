package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher rebuilds when a source, a pom or a resource of a module (a folder with a pom.xml)
 * is newer than the build, and only then: a file written under {@code runs/} or into a module's {@code target/} is no
 * reason to build, and the launcher does not look through them (a user's thousands of run files
 * were walked on every command). The {@code mvn} here records that it was called and writes a
 * fresh build.
 */
class LauncherStaleBuildTest {
    @TempDir
    Path temp;

    private LauncherTree tree;
    private Path calls;
    private final Instant built = Instant.now().minusSeconds(600);

    @BeforeEach
    void freshBuild() throws IOException {
        tree = LauncherTree.in(temp);
        calls = temp.resolve("mvn-calls");
        LauncherTree.script(tree.bin().resolve("mvn"), "echo \"$*\" >> " + LauncherTree.quote(calls.toString()) + "\n"
                + ": > ga-engine/cli/target/evodraughts.jar\n");
        tree.java("echo \"ran ${*: -1}\"\n");
        Path lib = Files.createDirectories(tree.jar().getParent().resolve("lib"));
        Files.writeString(lib.resolve("other-1.0.jar"), "a library");
        Files.writeString(tree.jar(), "a build");
        for (String source : List.of("checkers/pom.xml", "checkers/src/main/java/org/evodraughts/Rules.java",
                "ga-engine/pom.xml", "ga-engine/cli/pom.xml", "ga-engine/cli/src/main/resources/logback.xml")) {
            write(source, built.minusSeconds(60));
        }
        Files.setLastModifiedTime(tree.root().resolve("pom.xml"), FileTime.from(built.minusSeconds(60)));
        Files.setLastModifiedTime(tree.jar(), FileTime.from(built));
    }

    @Test
    void filesWrittenUnderRunsOrIntoABuildsTargetDoNotRebuild() throws Exception {
        write("runs/r1/generations/generation-0001.json", built.plusSeconds(60));
        write("runs/r1/Notes.java", built.plusSeconds(60));
        write("checkers/target/classes/org/evodraughts/Rules.java", built.plusSeconds(60));
        write("ga-engine/cli/target/generated-sources/Gen.java", built.plusSeconds(60));
        assertEquals("ran first\n", run("first"));
        assertEquals(List.of(), builds());
    }

    @Test
    void aModulesSourcePomOrResourceNewerThanTheBuildRebuildsOnce() throws Exception {
        for (String source : List.of("checkers/src/main/java/org/evodraughts/Rules.java", "checkers/pom.xml",
                "ga-engine/cli/src/main/resources/logback.xml", "pom.xml")) {
            Files.setLastModifiedTime(tree.root().resolve(source), FileTime.from(Instant.now().plusSeconds(60)));
            assertEquals("ran " + source.length() + "\n", run(String.valueOf(source.length())), source);
            assertEquals(1, builds().size(), source + " was changed: " + builds());
            Files.setLastModifiedTime(tree.root().resolve(source), FileTime.from(built.minusSeconds(60)));
            Files.setLastModifiedTime(tree.jar(), FileTime.from(built));
            Files.delete(calls);
        }
    }

    private void write(String path, Instant modified) throws IOException {
        Path file = tree.root().resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, "x");
        Files.setLastModifiedTime(file, FileTime.from(modified));
    }

    private List<String> builds() throws IOException {
        return Files.exists(calls) ? Files.readAllLines(calls) : List.of();
    }

    private String run(String name) throws Exception {
        Process command = new ProcessBuilder("bash", tree.launcher().toString(), "perft", name)
                .directory(tree.root().toFile()).start();
        assertTrue(command.waitFor(60, TimeUnit.SECONDS), "the launcher did not end");
        String out = new String(command.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(command.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, command.exitValue(), err + out);
        return out;
    }
}
