package org.evodraughts.files;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;

/**
 * Files that are not regular files, made in a test's own directory (never the system's
 * {@code /dev}): a FIFO ({@code mkfifo}) and a character device node like {@code /dev/null}
 * ({@code mknod}, which needs root; a test without it is skipped, since a link to
 * {@code /dev/null} is a link, not a node). Shared by every module's tests.
 */
public final class SpecialFiles {
    /** The file type bits of {@code unix:mode}. */
    private static final int TYPE = 0170000;
    private static final int FIFO = 0010000;
    private static final int CHARACTER_DEVICE = 0020000;

    private SpecialFiles() {}

    /** A FIFO at {@code path}; the test is skipped where {@code mkfifo} cannot make one. */
    public static Path fifo(Path path) throws IOException, InterruptedException {
        assumeTrue(run("mkfifo", path.toString()), "mkfifo cannot make " + path);
        return path;
    }

    /** A character device node at {@code path} with /dev/null's numbers (1, 3); skipped unless root may make one. */
    public static Path deviceNode(Path path) throws IOException, InterruptedException {
        assumeTrue(run("mknod", path.toString(), "c", "1", "3"), "mknod (root only) cannot make " + path);
        return path;
    }

    /** What {@code path} itself is (a link not followed): {@code fifo}, {@code device}, {@code file}, or {@code other}. */
    public static String kind(Path path) throws IOException {
        if (Files.isSymbolicLink(path)) {
            return "link";
        }
        int mode = (Integer) Files.getAttribute(path, "unix:mode", LinkOption.NOFOLLOW_LINKS);
        return switch (mode & TYPE) {
            case FIFO -> "fifo";
            case CHARACTER_DEVICE -> "device";
            default -> Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS) ? "file" : "other";
        };
    }

    private static boolean run(String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        process.getInputStream().readAllBytes();
        return process.waitFor() == 0;
    }
}
