package org.evodraughts.runs;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.evodraughts.files.TextFiles;
import org.evodraughts.ga.loop.GenerationListener;
import org.evodraughts.ga.loop.GenerationReport;
import org.evodraughts.storage.layout.RunLayout;

/**
 * A run's figures for other tools, {@code progress.jsonl} in its run directory
 * ({@link RunLayout#progress()}): one JSON object per completed generation
 * ({@link GenerationProgress}), one line each, so that the web dashboard (or a script) reads them
 * without parsing the console's words. Each line is appended by one write after its generation is
 * saved; a reader skips a last line not yet ended by a newline. A resumed run rewrites the file
 * atomically without the lines after the generation it continues from, and
 * with that generation's line if a kill took it.
 * Called on the evolution thread.
 */
public final class ProgressFile implements GenerationListener {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final RunLayout layout;
    private final Path file;
    private final RunClock clock;

    /** The file of the run in {@code runDirectory}, whose time {@code clock} keeps. */
    public ProgressFile(Path runDirectory, RunClock clock) {
        this.layout = RunLayout.of(runDirectory);
        this.file = layout.progress();
        this.clock = clock;
    }

    @Override
    public void generationCompleted(GenerationReport report) throws IOException {
        byte[] line = (JSON.writeValueAsString(GenerationProgress.of(report, clock)) + "\n").getBytes(StandardCharsets.UTF_8);
        layout.tree().append(file, line);
    }

    /**
     * Drops the lines after the restored generation, and writes that generation's line if the
     * killed session saved its snapshot but died before the line ({@link GenerationProgress#restored}).
     */
    @Override
    public void generationRestored(GenerationReport lastSaved) throws IOException {
        StringBuilder kept = new StringBuilder();
        boolean hasRestored = false;
        for (GenerationProgress generation : read(file.getParent())) {
            if (generation.generation() <= lastSaved.generation()) {
                kept.append(JSON.writeValueAsString(generation)).append('\n');
                hasRestored |= generation.generation() == lastSaved.generation();
            }
        }
        if (!hasRestored) {
            kept.append(JSON.writeValueAsString(GenerationProgress.restored(lastSaved))).append('\n');
        }
        layout.tree().writeString(file, kept.toString());
    }

    /**
     * The figures of the run in {@code runDirectory}, by generation (a repeated generation keeps
     * its last line); empty without the file. Lines that are not whole or not readable (garbled
     * bytes, not JSON) are skipped, and a resume's rewrite drops them.
     */
    public static List<GenerationProgress> read(Path runDirectory) throws IOException {
        Path file = RunLayout.of(runDirectory).progress();
        if (!Files.isRegularFile(file)) {
            return List.of();
        }
        // Decoded leniently: a garbled byte spoils its own line, which is skipped, not the file.
        String text = new String(TextFiles.readBytes(file, "progress file"), StandardCharsets.UTF_8);
        Map<Integer, GenerationProgress> byGeneration = new TreeMap<>();
        int end = text.lastIndexOf('\n');
        for (String line : text.substring(0, end + 1).split("\n")) {
            if (line.isBlank()) {
                continue;
            }
            try {
                GenerationProgress generation = JSON.readValue(line, GenerationProgress.class);
                byGeneration.put(generation.generation(), generation);
            } catch (JsonProcessingException | IllegalArgumentException e) {
                // a line written by hand, garbled or cut short by a crash: the others still count
            }
        }
        return new ArrayList<>(byGeneration.values());
    }
}
