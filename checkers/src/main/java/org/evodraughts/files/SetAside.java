package org.evodraughts.files;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * Moves a file that cannot be read out of the way, never deleting it: it becomes
 * {@code NAME.unreadable-<yyyyMMdd-HHmmss>} beside itself (with {@code -2}, {@code -3}… if that
 * name is taken), which no reader of the original name takes up, and stays for inspection.
 * Stateless.
 */
public final class SetAside {
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC);

    private SetAside() {}

    /** Renames {@code file}, in {@code tree}, aside ({@link OwnTree#rename}); returns where it went. */
    public static Path unreadable(OwnTree tree, Path file) throws IOException {
        return tree.rename(file, file.getFileName() + ".unreadable-" + STAMP.format(Instant.now()));
    }
}
