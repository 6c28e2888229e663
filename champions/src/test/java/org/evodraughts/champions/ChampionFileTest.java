package org.evodraughts.champions;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertEquals;
import org.evodraughts.storage.layout.RunLayout;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import org.evodraughts.network.NetworkDocument;
import org.evodraughts.network.NetworkFile;
import org.evodraughts.storage.records.ChampionSummary;
import org.evodraughts.storage.records.YardstickResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChampionFileTest {
    @TempDir
    Path run;

    @Test
    void namesFilesByGenerationWithFourDigits() {
        assertEquals(run.resolve("champions/gen-0001.json"), RunLayout.of(run).champion(1));
        assertEquals(run.resolve("champions/gen-12345.json"), RunLayout.of(run).champion(12345));
    }

    @Test
    void readsEveryChampionFileBackByGenerationWithItsFigures() throws IOException {
        write(12, 5.5, OptionalDouble.of(0.25), Map.of("random", 1.0));
        write(3, 8, OptionalDouble.empty(), Map.of());
        Files.writeString(run.resolve("champions/notes.txt"), "not a champion");
        Files.writeString(run.resolve("champions/.gen-0004.json.1a2b.tmp"), "a leftover of a crash");

        List<ChampionFile> files = ChampionFile.readAll(run);
        assertEquals(List.of(3, 12), files.stream().map(ChampionFile::generation).toList());
        assertEquals(new ChampionSummary(RunId.of("r"), 12, 5.5, OptionalDouble.of(0.25), Map.of("random", 1.0)), files.get(1).summary());
        assertEquals(new ChampionSummary(RunId.of("r"), 3, 8, OptionalDouble.empty(), Map.of()), files.get(0).summary());
        assertEquals(Tiny.network(12), files.get(1).champion().network());
        assertEquals(List.of(), ChampionFile.readAll(run.resolve("elsewhere")), "no champions directory: no champions");
        assertEquals(files.stream().map(ChampionFile::summary).toList(), ChampionFile.readSummaries(run),
                "the figures from the metadata alone");
    }

    @Test
    void theYardstickMatchAndElapsedTimeRoundTripThroughTheFile() throws IOException {
        Champion champion = new Champion(25, Tiny.network(25), 6);
        YardstickResult result = new YardstickResult("heuristic:4", 15, 3, 22);
        NetworkDocument document = ChampionFile.document(RunId.of("r"), 1, Instant.EPOCH, new ChampionEvaluation(champion, List.of(), List.of()),
                OptionalDouble.of(3600.25), Optional.of(result));
        ChampionFile.write(run, 25, document);

        Map<String, Object> metadata = NetworkFile.read(RunLayout.of(run).champion(25)).metadata();
        assertEquals(3600.25, metadata.get("elapsedSeconds"));
        assertEquals("heuristic:4", metadata.get("yardstick"));
        assertEquals(16.5 / 40, metadata.get("yardstickScore"));
        assertEquals(result.scoreLow(), metadata.get("yardstickScoreLow"));
        assertEquals(result.scoreHigh(), metadata.get("yardstickScoreHigh"));
        assertEquals(15L, metadata.get("yardstickWins"));
        assertEquals(3L, metadata.get("yardstickDraws"));
        assertEquals(22L, metadata.get("yardstickLosses"));
        assertEquals(result.elo(), metadata.get("yardstickElo"));
        assertEquals(result.eloLow(), metadata.get("yardstickEloLow"));
        assertEquals(result.eloHigh(), metadata.get("yardstickEloHigh"));

        ChampionSummary summary = ChampionFile.readAll(run).getFirst().summary();
        assertEquals(new ChampionSummary(RunId.of("r"), 25, 6, OptionalDouble.empty(), Map.of(), OptionalDouble.of(3600.25),
                Optional.of(result)), summary);
        assertEquals(List.of(summary), ChampionFile.readSummaries(run), "the figures from the metadata alone");
    }

    @Test
    void theIslandRoundTripsThroughTheFileAndOnlyARunWithIslandsHasIt() throws IOException {
        Champion champion = new Champion(7, Tiny.network(7), 6, OptionalInt.of(3));
        ChampionFile.write(run, 7, ChampionFile.document(RunId.of("r"), 1, Instant.EPOCH, new ChampionEvaluation(champion, List.of(),
                List.of())));
        assertEquals(List.of("generation", "fitness", "island"),
                NetworkFile.read(RunLayout.of(run).champion(7)).metadata().keySet().stream().limit(3).toList());
        ChampionFile read = ChampionFile.read(run, 7);
        assertEquals(champion.island(), read.champion().island());
        assertEquals(OptionalInt.of(3), read.summary().island());

        ChampionFile.write(run, 8, ChampionFile.document(RunId.of("r"), 1, Instant.EPOCH,
                new ChampionEvaluation(new Champion(8, Tiny.network(8), 6), List.of(), List.of())));
        assertFalse(NetworkFile.read(RunLayout.of(run).champion(8)).metadata().containsKey("island"));
        assertEquals(OptionalInt.empty(), ChampionFile.read(run, 8).summary().island());
    }

    @Test
    void anInfiniteEloIsLeftOutOfTheFileAndTheMatchStillReadsBack() throws IOException {
        Champion champion = new Champion(0, Tiny.network(0), 6);
        YardstickResult lostAll = new YardstickResult("heuristic:4", 0, 0, 40);
        NetworkDocument document = ChampionFile.withYardstick(ChampionFile.document(RunId.of("r"), 1, Instant.EPOCH,
                new ChampionEvaluation(champion, List.of(), List.of())), lostAll);
        ChampionFile.write(run, 0, document);
        Map<String, Object> metadata = NetworkFile.read(RunLayout.of(run).champion(0)).metadata();
        assertFalse(metadata.containsKey("yardstickElo"));
        assertFalse(metadata.containsKey("yardstickEloLow"));
        assertEquals(0.0, metadata.get("yardstickScore"));
        assertEquals(Optional.of(lostAll), ChampionFile.readAll(run).getFirst().summary().yardstick());
    }

    @Test
    void aChampionFileWrittenBeforeTheYardstickStillLoads() throws IOException {
        Path reference = Path.of("src/test/resources/org/evodraughts/champions/gen-0003-before-yardstick.json");
        Files.createDirectories(run.resolve("champions"));
        Files.copy(reference, run.resolve("champions/gen-0003.json"));
        ChampionFile file = ChampionFile.readAll(run).getFirst();
        ChampionSummary summary = file.summary();
        assertEquals(3, summary.generation());
        assertEquals(8.0, summary.points());
        assertEquals(Optional.empty(), summary.yardstick());
        assertEquals(OptionalDouble.empty(), summary.elapsedSeconds());
        assertEquals(Map.of("random", 1.0, "heuristic:4", -0.5), summary.baselineScores());
        assertEquals(Tiny.network(3), file.champion().network());
    }

    @Test
    void anIncompleteYardstickEntryIsRefusedNamingTheFileAndKey() throws IOException {
        Champion champion = new Champion(5, Tiny.network(5), 6);
        NetworkDocument document = ChampionFile.withYardstick(ChampionFile.document(RunId.of("r"), 1, Instant.EPOCH,
                new ChampionEvaluation(champion, List.of(), List.of())), new YardstickResult("random", 1, 0, 1));
        Map<String, Object> metadata = new LinkedHashMap<>(document.metadata());
        metadata.remove("yardstickDraws");
        ChampionFile.write(run, 5, new NetworkDocument(document.network(), metadata));
        ChampionFile file = ChampionFile.readAll(run).getFirst();
        assertEquals(RunLayout.of(run).champion(5) + ": metadata.yardstickDraws is missing",
                assertThrows(IllegalArgumentException.class, file::summary).getMessage());
    }

    @Test
    void aFileWhoseGenerationDiffersFromItsNameIsRefused() throws IOException {
        write(2, 1, OptionalDouble.empty(), Map.of());
        Files.move(run.resolve("champions/gen-0002.json"), run.resolve("champions/gen-0007.json"));
        IOException e = assertThrows(IOException.class, () -> ChampionFile.readAll(run));
        assertEquals(run.resolve("champions/gen-0007.json") + ": metadata.generation is 2 but the file name says 7", e.getMessage());
        IOException summaries = assertThrows(IOException.class, () -> ChampionFile.readSummaries(run));
        assertEquals(e.getMessage(), summaries.getMessage());
    }

    private void write(int generation, double points, OptionalDouble meanOfMeans, Map<String, Double> baselines) throws IOException {
        Champion champion = new Champion(generation, Tiny.network(generation), points);
        NetworkDocument document = ChampionFile.document(RunId.of("r"), 1, Instant.EPOCH, new ChampionEvaluation(champion, List.of(), List.of()));
        // Add the figures an evaluation with opponents would have given.
        Map<String, Object> metadata = new LinkedHashMap<>(document.metadata());
        meanOfMeans.ifPresent(m -> metadata.put(NetworkDocument.MEAN_OF_MEANS, m));
        baselines.forEach((name, score) -> metadata.put(ChampionFile.BASELINE_PREFIX + name, score));
        ChampionFile.write(run, generation, new NetworkDocument(document.network(), metadata));
        assertEquals(metadata, NetworkFile.read(RunLayout.of(run).champion(generation)).metadata());
    }
}
