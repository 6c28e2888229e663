package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher's shortcuts, which spare a short command the processes it started before Java,
 * choose what the long way chose: the repository's own {@code .ci/find-jdk}, which the launcher
 * sources instead of running it, finds the same JDK; and the frozen copy taken again without the
 * checksum of the project's jars is taken only while the build is the one it was made from, a
 * jar replaced by one dated earlier or a library added included. The {@code java} here prints
 * what every jar on its class path holds.
 */
class LauncherShortcutsTest {
    private static final Path REPOSITORY = Path.of("../..").toAbsolutePath().normalize();

    @TempDir
    Path temp;

    private LauncherTree tree;
    private Path lib;
    private String own;

    @BeforeEach
    void freshBuild() throws IOException {
        tree = LauncherTree.in(temp);
        tree.java("""
                while [ $# -gt 0 ] && [ "$1" != -cp ]; do shift; done
                IFS=: read -ra entries <<< "$2"
                for entry in "${entries[@]}"; do
                    case $entry in
                        *'/*') for jar in "${entry%/*}"/*.jar; do echo "${jar##*/}: $(cat "$jar")"; done ;;
                        *) echo "${entry##*/}: $(cat "$entry")" ;;
                    esac
                done
                """);
        LauncherTree.script(tree.bin().resolve("mvn"), "echo 'no build was needed' >&2; exit 1\n");
        Matcher version = Pattern.compile("(?m)^  <version>(.*)</version>").matcher(Files.readString(tree.root().resolve("pom.xml")));
        assertTrue(version.find(), "the root pom names no version");
        own = "checkers-" + version.group(1) + ".jar";
        lib = Files.createDirectories(tree.jar().resolveSibling("lib"));
        Files.writeString(lib.resolve(own), "own 1");
        Files.writeString(lib.resolve("other-1.0.jar"), "third party");
        Files.writeString(tree.jar(), "build 1");
        Files.setLastModifiedTime(tree.jar(), FileTime.from(Instant.now().plusSeconds(3600)));
    }

    @Test
    void theRepositorysOwnJdkFinderIsSourcedAndFindsWhatItPrintsWhenRun() throws Exception {
        Path finder = tree.root().resolve(".ci/find-jdk");
        Files.copy(REPOSITORY.resolve(".ci/find-jdk"), finder, StandardCopyOption.REPLACE_EXISTING);
        Files.setPosixFilePermissions(finder, PosixFilePermissions.fromString("rw-------")); // so that only sourcing can use it
        Path jdk = tree.bin().getParent();
        Files.writeString(jdk.resolve("release"), "JAVA_VERSION=\"25.0.1\"\n");
        LauncherTree.script(tree.bin().resolve("javac"), "exit 0\n");
        Map<String, String> environment = Map.of("JAVA_HOME", jdk.toString());

        assertEquals(List.of(jdk.toString()), run(environment, "bash", finder.toString()), "run by CI and .ci/run");
        assertEquals(List.of("evodraughts.jar: build 1", own + ": own 1", "other-1.0.jar: third party"),
                run(environment, "bash", tree.launcher().toString(), "perft", "1"));
    }

    @Test
    void aJarReplacedByOneDatedEarlierIsFrozenAnew() throws Exception {
        assertEquals(List.of("evodraughts.jar: build 1", own + ": own 1", "other-1.0.jar: third party"), launch());
        assertEquals(List.of("evodraughts.jar: build 1", own + ": own 1", "other-1.0.jar: third party"), launch());
        Instant earlier = Instant.now().minusSeconds(3600);
        Path replaced = Files.writeString(temp.resolve("restored.jar"), "own 2");
        Files.setLastModifiedTime(replaced, FileTime.from(earlier));
        Files.move(replaced, lib.resolve(own), StandardCopyOption.REPLACE_EXISTING);

        assertEquals(List.of("evodraughts.jar: build 1", own + ": own 2", "other-1.0.jar: third party"), launch(),
                "a restored backup or another build's jar is frozen, whatever its date");
    }

    @Test
    void aLibraryAddedIsFrozenAnew() throws Exception {
        assertEquals(List.of("evodraughts.jar: build 1", own + ": own 1", "other-1.0.jar: third party"), launch());
        Files.writeString(lib.resolve("added-2.0.jar"), "added");

        assertEquals(List.of("evodraughts.jar: build 1", "added-2.0.jar: added", own + ": own 1", "other-1.0.jar: third party"),
                launch());
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // a blocked read of the launcher's output is not interrupted
    void aRecordThatIsNotAFileIsNeitherReadNorWritten() throws Exception {
        assertEquals(List.of("evodraughts.jar: build 1", own + ": own 1", "other-1.0.jar: third party"), launch());
        Path checksum = tree.root().resolve("target/launch.last/checksum");
        Files.delete(checksum);
        assertEquals(0, new ProcessBuilder("mkfifo", checksum.toString()).start().waitFor());

        assertEquals(List.of("evodraughts.jar: build 1", own + ": own 1", "other-1.0.jar: third party"), launch(),
                "a FIFO in the record's place, which would block a read or a write, is passed by");
        assertTrue(Files.readAttributes(checksum, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).isOther(),
                "the FIFO is left as it was");
    }

    private List<String> launch() throws Exception {
        return run(Map.of(), "bash", tree.launcher().toString(), "perft", "1");
    }

    /** The lines a command prints, once it has ended with status 0. */
    private List<String> run(Map<String, String> environment, String... command) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(command).directory(tree.root().toFile())
                .redirectError(temp.resolve("err").toFile());
        builder.environment().putAll(environment);
        Process process = builder.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "a command did not end");
        assertEquals(0, process.exitValue(), Files.readString(temp.resolve("err")) + out);
        return out.lines().toList();
    }
}
