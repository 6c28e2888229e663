package org.evodraughts.runs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.evodraughts.ga.loop.GenerationReport;
import org.evodraughts.storage.layout.RunLayout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** progress.jsonl: a line of figures per generation, read back whole; a resume drops what came after its generation. */
class ProgressFileTest {
    @TempDir
    Path run;

    @Test
    void eachGenerationIsOneJsonLineWithTheProgressLinesFigures() throws Exception {
        ProgressFile file = new ProgressFile(run, RunClock.NEW);
        file.generationCompleted(SampleReports.report(7, Map.of()));
        file.generationCompleted(SampleReports.report(8, Map.of()));
        List<String> lines = Files.readAllLines(RunLayout.of(run).progress());
        assertEquals(2, lines.size());
        assertEquals("{\"generation\":7,\"elapsedSeconds\":500,\"etaSeconds\":300,\"championPoints\":9,\"min\":-2.0,"
                + "\"median\":6.0,\"max\":9.0,\"games\":12,\"meanPlies\":40,\"gamesPerSecond\":3.0}", lines.getFirst());
        assertEquals(List.of(GenerationProgress.of(SampleReports.report(7, Map.of()), RunClock.NEW),
                GenerationProgress.of(SampleReports.report(8, Map.of()), RunClock.NEW)), ProgressFile.read(run));
    }

    @Test
    void aLineNotYetEndedIsSkipped() throws Exception {
        new ProgressFile(run, RunClock.NEW).generationCompleted(SampleReports.report(7, Map.of()));
        Files.writeString(RunLayout.of(run).progress(), "{\"generation\":8,\"elapsedSe", StandardOpenOption.APPEND);
        assertEquals(List.of(7), ProgressFile.read(run).stream().map(GenerationProgress::generation).toList());
    }

    @Test
    void aResumedRunDropsTheGenerationsAfterTheOneItContinuesFrom() throws Exception {
        ProgressFile file = new ProgressFile(run, RunClock.NEW);
        for (int generation = 5; generation <= 8; generation++) {
            file.generationCompleted(SampleReports.report(generation, Map.of()));
        }
        new ProgressFile(run, RunClock.NEW).generationRestored(SampleReports.report(6, Map.of()));
        assertEquals(List.of(5, 6), ProgressFile.read(run).stream().map(GenerationProgress::generation).toList());
        file.generationCompleted(SampleReports.report(7, Map.of()));
        assertEquals(List.of(5, 6, 7), ProgressFile.read(run).stream().map(GenerationProgress::generation).toList());
    }

    /** Killed between a generation's snapshot and its line: the resume writes the line from the snapshot. */
    @Test
    void aResumeWritesTheLineOfARestoredGenerationThatLacksOne() throws Exception {
        ProgressFile file = new ProgressFile(run, RunClock.NEW);
        file.generationCompleted(SampleReports.report(5, Map.of()));
        GenerationReport full = SampleReports.report(6, Map.of());
        GenerationReport restored = new GenerationReport(full.run(), 6, full.population(), full.championIndex(), full.championNetwork(), null,
                Duration.ZERO, Duration.ZERO, Duration.ZERO);
        new ProgressFile(run, RunClock.NEW).generationRestored(restored);
        assertEquals(List.of(5, 6), ProgressFile.read(run).stream().map(GenerationProgress::generation).toList());
        assertEquals("{\"generation\":6,\"elapsedSeconds\":null,\"etaSeconds\":null,\"championPoints\":9,\"min\":-2.0,"
                + "\"median\":6.0,\"max\":9.0,\"games\":null,\"meanPlies\":null,\"gamesPerSecond\":null}",
                Files.readAllLines(RunLayout.of(run).progress()).getLast());
        new ProgressFile(run, RunClock.NEW).generationRestored(restored);
        assertEquals(2, Files.readAllLines(RunLayout.of(run).progress()).size(), "a line already there is kept as it is");
    }

    /** Garbled bytes and a line that is not JSON spoil only themselves; the resume's rewrite drops them. */
    @Test
    void garbledLinesAreSkippedAndDroppedOnResume() throws Exception {
        ProgressFile file = new ProgressFile(run, RunClock.NEW);
        file.generationCompleted(SampleReports.report(5, Map.of()));
        Files.write(RunLayout.of(run).progress(), new byte[] {(byte) 0xff, (byte) 0xfe, '{', '\n', 'x', '\n'},
                StandardOpenOption.APPEND);
        file.generationCompleted(SampleReports.report(6, Map.of()));
        assertEquals(List.of(5, 6), ProgressFile.read(run).stream().map(GenerationProgress::generation).toList());
        new ProgressFile(run, RunClock.NEW).generationRestored(SampleReports.report(6, Map.of()));
        assertEquals(2, Files.readAllLines(RunLayout.of(run).progress()).size());
    }
}
