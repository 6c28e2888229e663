package org.evodraughts.champions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import org.evodraughts.network.NetworkDocument;
import org.evodraughts.network.NetworkFile;
import org.evodraughts.storage.ChampionSummary;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChampionFileTest {
    @TempDir
    Path run;

    @Test
    void namesFilesByGenerationWithFourDigits() {
        assertEquals(run.resolve("champions/gen-0001.json"), ChampionFile.path(run, 1));
        assertEquals(run.resolve("champions/gen-12345.json"), ChampionFile.path(run, 12345));
    }

    @Test
    void readsEveryChampionFileBackByGenerationWithItsFigures() throws IOException {
        write(12, 5.5, OptionalDouble.of(0.25), Map.of("random", 1.0));
        write(3, 8, OptionalDouble.empty(), Map.of());
        Files.writeString(run.resolve("champions/notes.txt"), "not a champion");
        Files.writeString(run.resolve("champions/.gen-0004.json.1a2b.tmp"), "a leftover of a crash");

        List<ChampionFile> files = ChampionFile.readAll(run);
        assertEquals(List.of(3, 12), files.stream().map(ChampionFile::generation).toList());
        assertEquals(new ChampionSummary("r", 12, 5.5, OptionalDouble.of(0.25), Map.of("random", 1.0)), files.get(1).summary());
        assertEquals(new ChampionSummary("r", 3, 8, OptionalDouble.empty(), Map.of()), files.get(0).summary());
        assertEquals(Tiny.network(12), files.get(1).champion().network());
        assertEquals(List.of(), ChampionFile.readAll(run.resolve("elsewhere")), "no champions directory: no champions");
    }

    @Test
    void aFileWhoseGenerationDiffersFromItsNameIsRefused() throws IOException {
        write(2, 1, OptionalDouble.empty(), Map.of());
        Files.move(run.resolve("champions/gen-0002.json"), run.resolve("champions/gen-0007.json"));
        IOException e = assertThrows(IOException.class, () -> ChampionFile.readAll(run));
        assertEquals(run.resolve("champions/gen-0007.json") + ": metadata.generation is 2 but the file name says 7", e.getMessage());
    }

    private void write(int generation, double points, OptionalDouble meanOfMeans, Map<String, Double> baselines) throws IOException {
        Champion champion = new Champion(generation, Tiny.network(generation), points);
        NetworkDocument document = ChampionFile.document("r", 1, Instant.EPOCH, new ChampionEvaluation(champion, List.of(), List.of()));
        // Add the figures an evaluation with opponents would have given.
        Map<String, Object> metadata = new LinkedHashMap<>(document.metadata());
        meanOfMeans.ifPresent(m -> metadata.put(NetworkDocument.MEAN_OF_MEANS, m));
        baselines.forEach((name, score) -> metadata.put(ChampionFile.BASELINE_PREFIX + name, score));
        ChampionFile.write(run, generation, new NetworkDocument(document.network(), metadata));
        assertEquals(metadata, NetworkFile.read(ChampionFile.path(run, generation)).metadata());
    }
}
