package org.evodraughts.files;

import java.io.IOException;
import java.nio.file.Files;
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

    /** Renames {@code file} aside; returns where it went. */
    public static Path unreadable(Path file) throws IOException {
        String name = file.getFileName() + ".unreadable-" + STAMP.format(Instant.now());
        Path aside = file.resolveSibling(name);
        for (int n = 2; Files.exists(aside); n++) {
            aside = file.resolveSibling(name + "-" + n);
        }
        return Files.move(file, aside);
    }
}
