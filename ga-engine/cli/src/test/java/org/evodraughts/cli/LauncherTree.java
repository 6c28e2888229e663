package org.evodraughts.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * A copy of the repository's {@code ./evodraughts} launcher in a folder of its own, for tests
 * of the script itself: the launcher beside the root pom (its JVM flags), and a JDK finder that
 * names {@code jdk/bin} of the same folder, where a test puts the {@code java} (and {@code mvn})
 * the launcher is to start.
 *
 * @param root the copy's repository root, holding {@code evodraughts}
 * @param bin  the {@code bin} folder of the JDK it finds, first on its {@code PATH}
 */
record LauncherTree(Path root, Path bin) {
    private static final Path REPOSITORY = Path.of("../..").toAbsolutePath().normalize();

    /** Makes the copy under {@code folder}. */
    static LauncherTree in(Path folder) throws IOException {
        Path root = Files.createDirectories(folder.resolve("root"));
        Files.copy(REPOSITORY.resolve("evodraughts"), root.resolve("evodraughts"));
        Files.copy(REPOSITORY.resolve("pom.xml"), root.resolve("pom.xml"));
        Path jdk = folder.resolve("jdk");
        Path bin = Files.createDirectories(jdk.resolve("bin"));
        script(Files.createDirectories(root.resolve(".ci")).resolve("find-jdk"), "echo " + quote(jdk.toString()) + "\n");
        return new LauncherTree(root, bin);
    }

    /** The launcher. */
    Path launcher() {
        return root.resolve("evodraughts");
    }

    /** The jar the launcher runs, which it builds when missing or older than a source. */
    Path jar() {
        return root.resolve("ga-engine/cli/target/evodraughts.jar");
    }

    /** The folder of the launcher's copies of the build, its build lock and its record of the current copy. */
    Path dists() {
        return root.resolve("target/dist");
    }

    /** Writes the JDK's {@code java}: a bash script with {@code body}. */
    void java(String body) throws IOException {
        script(bin.resolve("java"), body);
    }

    /** Writes an executable bash script. */
    static void script(Path path, String body) throws IOException {
        Files.writeString(path, "#!/usr/bin/env bash\n" + body);
        Files.setPosixFilePermissions(path, PosixFilePermissions.fromString("rwx------"));
    }

    /** {@code text} quoted for bash. */
    static String quote(String text) {
        return "'" + text.replace("'", "'\\''") + "'";
    }
}
