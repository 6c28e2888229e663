package org.evodraughts.web;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.evodraughts.files.TextFiles;
import org.evodraughts.ga.config.ConfigFiles;
import org.evodraughts.storage.layout.RunLayout;

/**
 * What a run directory's files say of a run whose record cannot be read, since its process
 * holds the database: when the session that holds it started (the run lock's text, {@code …
 * since 2026-11-25T18:14:41Z}) and the generation target ({@code config.yaml}'s
 * {@code stop.generations}). The runs list and the run page showed neither while a run went on.
 * Read-only, and only from regular files ({@link TextFiles}); either figure is null when its
 * file says nothing readable.
 *
 * @param startedAt         ISO-8601, or null
 * @param targetGenerations the generation the run stops after, or null without one
 */
record RunningFiles(String startedAt, Integer targetGenerations) {
    private static final Pattern SINCE = Pattern.compile(" since (\\S+)");

    static RunningFiles of(Path directory) {
        RunLayout layout = RunLayout.of(directory);
        return new RunningFiles(since(layout.lock()), target(layout.config()));
    }

    private static String since(Path lock) {
        try {
            // Never read as a FIFO, which another user may plant in their run: it would block the
            // request, under the lock all of serve's requests share, for ever.
            Matcher m = SINCE.matcher(TextFiles.read(lock, "run lock"));
            return m.find() ? Instant.parse(m.group(1)).toString() : null;
        } catch (IOException | DateTimeParseException e) {
            return null;
        }
    }

    private static Integer target(Path config) {
        try {
            int generations = ConfigFiles.read(config, Map.of()).stop().generations();
            return generations > 0 ? generations : null;
        } catch (IOException | RuntimeException e) {
            return null; // being written, or from another version: the figure is left out
        }
    }
}
