package org.evodraughts.runs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.evodraughts.files.OwnTree;
import org.evodraughts.fuzz.Fuzz;
import org.evodraughts.ga.loop.Individual;
import org.evodraughts.ga.loop.PopulationSnapshot;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Fuzzes the population snapshot reader: every mutation of a valid snapshot is read as a
 * population of finite genes that writes and reads back the same, or refused with a one-line
 * {@link IOException}.
 */
class SnapshotFilesFuzzTest {
    @TempDir
    Path directory;

    @Test
    void mutatedSnapshotsAreReadOrRefusedInOneLine() throws IOException {
        Path written = directory.resolve("valid.json");
        SnapshotFiles.write(OwnTree.of(directory), written, RunDirectoryTest.snapshot(4, -9));
        Path file = directory.resolve("generation.json");
        Fuzz.run(7, List.of(Files.readAllBytes(written)), 600, Duration.ofSeconds(30), IOException.class, input -> {
            Files.write(file, input);
            PopulationSnapshot snapshot = SnapshotFiles.read(file);
            for (Individual individual : snapshot.population()) {
                for (double[] layer : individual.genome().chromosomes()) {
                    for (double gene : layer) {
                        assertTrue(Double.isFinite(gene), "gene " + gene);
                    }
                }
            }
            assertEquals(SnapshotFiles.toTree(snapshot), SnapshotFiles.toTree(SnapshotFiles.fromTree(SnapshotFiles.toTree(snapshot))));
        });
    }
}
