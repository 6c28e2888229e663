package org.evodraughts.web;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.channels.Channels;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.evodraughts.files.RegularFiles;
import org.evodraughts.runs.GenerationProgress;
import org.evodraughts.runs.ProgressFile;
import org.evodraughts.runs.ProgressLine;
import org.evodraughts.storage.layout.RunLayout;

/**
 * A run's generations as its dashboard shows them: elapsed time, ETA, the champion's points,
 * the population's minimum, median and maximum points, and the games per second. They come from
 * the run's {@code progress.jsonl} ({@link ProgressFile}); generations before that file was kept
 * (a run made by an older version) from the generation lines of its {@code evolve.log}, as
 * {@link ProgressLine} writes and reads them. Read-only; a resumed run's repeated generation keeps its last
 * line. Stateless.
 */
final class RunGenerations {
    private RunGenerations() {}

    /**
     * One generation's line.
     *
     * @param etaSeconds null when the log gave none ({@code -}); this and the other figures
     *                   but the points are null for a generation known only from a database
     *                   ({@link #ofScores})
     */
    record Generation(int generation, Long elapsedSeconds, Long etaSeconds, Double championPoints, double min,
                      double median, double max, Integer games, Integer meanPlies, Double gamesPerSecond) {

        /** A generation as the run's progress file keeps it. */
        static Generation of(GenerationProgress p) {
            return new Generation(p.generation(), p.elapsedSeconds(), p.etaSeconds(), (double) p.championPoints(), p.min(),
                    p.median(), p.max(), p.games(), p.meanPlies() == null ? null : Math.toIntExact(p.meanPlies()), p.gamesPerSecond());
        }

        /** A generation as a database keeps it: the population's points, and the champion's time when known. */
        static Generation ofScores(int generation, double[] scores, Double elapsedSeconds) {
            double[] ascending = scores.clone();
            Arrays.sort(ascending);
            double max = ascending[ascending.length - 1];
            return new Generation(generation, elapsedSeconds == null ? null : Math.round(elapsedSeconds), null,
                    max, ascending[0], GenerationProgress.median(ascending), max, null, null, null);
        }
    }

    /** The generations of the run in {@code directory}, by generation; empty without a progress file or log. */
    static List<Generation> read(Path directory) throws IOException {
        List<GenerationProgress> progress = ProgressFile.read(directory);
        if (!progress.isEmpty() && progress.getFirst().generation() == 0) {
            return progress.stream().map(Generation::of).toList();
        }
        Map<Integer, Generation> byGeneration = new TreeMap<>();
        for (Generation g : readLog(directory)) {
            byGeneration.put(g.generation(), g);
        }
        progress.forEach(p -> byGeneration.put(p.generation(), Generation.of(p)));
        return new ArrayList<>(byGeneration.values());
    }

    /** The generation lines of the run's {@code evolve.log}; empty without a log. */
    private static List<Generation> readLog(Path directory) throws IOException {
        Path file = RunLayout.of(directory).log();
        if (!Files.isRegularFile(file)) {
            return List.of();
        }
        Map<Integer, Generation> byGeneration = new TreeMap<>();
        // Opened so that a FIFO swapped in for the log meanwhile cannot block a page.
        try (BufferedReader in = new BufferedReader(Channels.newReader(RegularFiles.open(file, "run log"), StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null) {
                ProgressLine.parse(line).map(Generation::of).ifPresent(g -> byGeneration.put(g.generation(), g));
            }
        } catch (java.io.UncheckedIOException | java.nio.charset.MalformedInputException e) {
            return new ArrayList<>(byGeneration.values()); // a log being written: what could be read
        }
        return new ArrayList<>(byGeneration.values());
    }
}
