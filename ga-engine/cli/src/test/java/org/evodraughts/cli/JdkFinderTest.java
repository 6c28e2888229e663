package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code .ci/find-jdk}, which the launcher and CI run, prints the first JDK 25 or newer of
 * JAVA_HOME and the {@code java} on PATH (its links followed), reading a JDK's version from its
 * {@code release} file, or from {@code java} itself where there is none. The JDKs here are
 * folders holding scripts.
 */
class JdkFinderTest {
    private static final Path FINDER = Path.of("../../.ci/find-jdk").toAbsolutePath().normalize();

    @TempDir
    Path temp;

    @Test
    void javaHomeIsTakenWhereItIsAJdk25() throws Exception {
        Path jdk25 = jdk("jdk25", "25.0.1");
        assertEquals(jdk25.toString(), find(Map.of("JAVA_HOME", jdk25.toString(), "PATH", "/usr/bin:/bin")));
    }

    @Test
    void anOlderJavaHomeIsPassedByForTheJavaOnPathWithItsLinksFollowed() throws Exception {
        Path jdk17 = jdk("jdk17", "17.0.9");
        Path jdk25 = jdk("jdk25", null);
        Path bin = Files.createDirectories(temp.resolve("bin"));
        Files.createSymbolicLink(bin.resolve("java"), jdk25.resolve("bin/java"));
        assertEquals(jdk25.toString(), find(Map.of("JAVA_HOME", jdk17.toString(), "PATH", bin + ":/usr/bin:/bin")),
                "a JDK without a release file says its version through java");
    }

    /** A JDK of {@code version} whose release file says so, or, for null, without one and whose java says 25. */
    private Path jdk(String name, String version) throws IOException {
        Path home = Files.createDirectories(temp.resolve(name).resolve("bin"));
        LauncherTree.script(home.resolve("javac"), "exit 0\n");
        LauncherTree.script(home.resolve("java"), "echo '    java.specification.version = 25' >&2\n");
        if (version != null) {
            Files.writeString(home.resolveSibling("release"), "IMPLEMENTOR=\"Test\"\nJAVA_VERSION=\"" + version + "\"\n");
        }
        return home.getParent();
    }

    private static String find(Map<String, String> environment) throws Exception {
        ProcessBuilder builder = new ProcessBuilder("bash", FINDER.toString());
        builder.environment().putAll(environment);
        Process finder = builder.start();
        String out = new String(finder.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(finder.waitFor(30, TimeUnit.SECONDS));
        assertEquals(0, finder.exitValue(), new String(finder.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
        return out.strip();
    }
}
