package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A rebuild does not change the code of a command already running: after a {@code git pull},
 * the next {@code ./evodraughts} command rebuilds, and Maven rewrites the project's jars in
 * place, which crashed an overnight run started before it ({@code NoClassDefFoundError}). Each
 * command runs from a copy of its build in {@code target/dist/}. The {@code mvn} here writes the
 * jars in place as Maven does, numbering its builds; the {@code java} says it has started, waits
 * for the test's word, then prints what every jar on its class path holds.
 */
class LauncherBuildCopyTest {
    @TempDir
    Path temp;

    @Test
    void aCommandRunningDuringARebuildKeepsReadingTheBuildItStartedWith() throws Exception {
        LauncherTree tree = LauncherTree.in(temp);
        String own = "checkers-" + projectVersion(tree.root()) + ".jar";
        assertTrue(own.endsWith("-SNAPSHOT.jar"), "the project's own jars are told apart by their snapshot version: " + own);
        Path go = temp.resolve("go");
        LauncherTree.script(tree.bin().resolve("mvn"), "n=$(( $(cat builds 2>/dev/null || echo 0) + 1 )); echo $n > builds\n"
                + "mkdir -p ga-engine/cli/target/lib\n"
                + "echo \"build $n\" > ga-engine/cli/target/evodraughts.jar\n"
                + "echo \"build $n\" > ga-engine/cli/target/lib/" + own + "\n"
                + "[ -f ga-engine/cli/target/lib/other-1.0.jar ] || echo 'third party' > ga-engine/cli/target/lib/other-1.0.jar\n");
        tree.java("""
                while [ $# -gt 0 ] && [ "$1" != -cp ]; do shift; done
                IFS=: read -ra entries <<< "$2"
                echo started
                until [ -e %s ]; do sleep 0.05; done
                for entry in "${entries[@]}"; do
                    case $entry in
                        *'/*') for jar in "${entry%%/*}"/*.jar; do echo "${jar##*/}: $(cat "$jar")"; done ;;
                        *) echo "${entry##*/}: $(cat "$entry")" ;;
                    esac
                done
                """.formatted(LauncherTree.quote(go.toString())));

        Process first = start(tree);
        awaitStarted(first);
        Path source = Files.createDirectories(tree.root().resolve("checkers/src/main/java")).resolve("Pulled.java");
        Path module = Files.writeString(tree.root().resolve("checkers/pom.xml"), "<project/>");
        Files.setLastModifiedTime(module, Files.getLastModifiedTime(tree.jar()));
        Files.writeString(source, "class Pulled {}\n");
        Files.setLastModifiedTime(source, FileTime.fromMillis(Files.getLastModifiedTime(tree.jar()).toMillis() + 1));
        Process second = start(tree);
        awaitStarted(second);
        Files.createFile(go);

        assertEquals(List.of("evodraughts.jar: build 1", own + ": build 1", "other-1.0.jar: third party"), finish(first));
        assertEquals(List.of("evodraughts.jar: build 2", own + ": build 2", "other-1.0.jar: third party"), finish(second));
        assertEquals(2, folders(tree.dists()), "the first build's copy was held by its command until it ended");

        Process third = start(tree);
        assertEquals(List.of("evodraughts.jar: build 2", own + ": build 2", "other-1.0.jar: third party"), finish(third));
        assertEquals("2", Files.readString(tree.root().resolve("builds")).strip(), "the third command built nothing");

        Files.setLastModifiedTime(source, FileTime.fromMillis(Files.getLastModifiedTime(tree.jar()).toMillis() + 1));
        assertEquals(List.of("evodraughts.jar: build 3", own + ": build 3", "other-1.0.jar: third party"), finish(start(tree)));
        assertEquals(1, folders(tree.dists()), "the next build's copy deleted those that no command held");
    }

    @Test
    void aCommandRunsFromItsCopyWhateverBecomesOfTheBuildAndACleanedBuildIsBuiltAgain() throws Exception {
        LauncherTree tree = numberedBuilds();
        assertEquals(List.of("other-1.0.jar: build 1"), finish(start(tree)));
        deleteAll(tree.jar().resolveSibling("lib"));
        assertEquals(List.of("other-1.0.jar: build 1"), finish(start(tree)), "the copy has its own libraries");
        deleteAll(tree.jar().getParent());
        assertEquals(List.of("other-1.0.jar: build 2"), finish(start(tree)), "mvn clean: built again");
    }

    /**
     * The launcher's record of the current copy, {@code target/dist/current}, is only ever a
     * name it wrote: one that names a folder elsewhere, or a FIFO in its place (which would block
     * a read), is passed by, and the build is copied anew.
     */
    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // a blocked read of the launcher's output is not interrupted
    void aRecordOfTheCurrentCopyThatTheLauncherDidNotWriteIsReplaced() throws Exception {
        LauncherTree tree = numberedBuilds();
        assertEquals(List.of("other-1.0.jar: build 1"), finish(start(tree)));
        Path current = tree.dists().resolve("current");
        Path elsewhere = Files.createDirectories(temp.resolve("elsewhere/lib"));
        Files.writeString(elsewhere.resolve("other-1.0.jar"), "not this build");
        Files.writeString(elsewhere.resolveSibling("in-use"), "");
        Files.writeString(current, "../../../elsewhere\n");
        assertEquals(List.of("other-1.0.jar: build 1"), finish(start(tree)));
        Files.delete(current);
        assertEquals(0, new ProcessBuilder("mkfifo", current.toString()).start().waitFor());
        assertEquals(List.of("other-1.0.jar: build 1"), finish(start(tree)));
        assertTrue(Files.isRegularFile(current, LinkOption.NOFOLLOW_LINKS), "the record is written anew");
        assertEquals("1", Files.readString(tree.root().resolve("builds")).strip(), "nothing was built again");
    }

    /** A tree whose {@code mvn} numbers its builds, and whose {@code java} prints what its libraries hold. */
    private LauncherTree numberedBuilds() throws IOException {
        LauncherTree tree = LauncherTree.in(temp);
        LauncherTree.script(tree.bin().resolve("mvn"), "n=$(( $(cat builds 2>/dev/null || echo 0) + 1 )); echo $n > builds\n"
                + "mkdir -p ga-engine/cli/target/lib\n"
                + "echo \"build $n\" > ga-engine/cli/target/evodraughts.jar\n"
                + "echo \"build $n\" > ga-engine/cli/target/lib/other-1.0.jar\n");
        tree.java("""
                while [ $# -gt 0 ] && [ "$1" != -cp ]; do shift; done
                echo started
                lib=${2#*:}
                for jar in "${lib%/\\*}"/*.jar; do echo "${jar##*/}: $(cat "$jar")"; done
                """);
        return tree;
    }

    private static void deleteAll(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(file);
            }
        }
    }

    private static String projectVersion(Path root) throws IOException {
        Matcher version = Pattern.compile("(?m)^  <version>(.*)</version>").matcher(Files.readString(root.resolve("pom.xml")));
        assertTrue(version.find(), "the root pom names no version");
        return version.group(1);
    }

    private static Process start(LauncherTree tree) throws IOException {
        return new ProcessBuilder("bash", tree.launcher().toString(), "evolve").directory(tree.root().toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
    }

    private static void awaitStarted(Process command) throws IOException {
        BufferedReader out = new BufferedReader(new InputStreamReader(command.getInputStream(), StandardCharsets.UTF_8));
        assertEquals("started", out.readLine(), "the launcher did not start java");
    }

    /** The lines a command prints after {@code started}, once it has ended. */
    private static List<String> finish(Process command) throws Exception {
        assertTrue(command.waitFor(60, TimeUnit.SECONDS), "a launcher did not end");
        assertEquals(0, command.exitValue());
        List<String> lines = new ArrayList<>(new String(command.getInputStream().readAllBytes(), StandardCharsets.UTF_8).lines().toList());
        lines.remove("started");
        return lines;
    }

    private static long folders(Path launch) throws IOException {
        try (Stream<Path> entries = Files.list(launch)) {
            return entries.filter(Files::isDirectory).filter(d -> !d.getFileName().toString().startsWith(".")).count();
        }
    }
}
