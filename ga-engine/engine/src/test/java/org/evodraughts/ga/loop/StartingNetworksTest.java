package org.evodraughts.ga.loop;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jenetics.DoubleGene;
import io.jenetics.Genotype;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.config.TestConfigs;
import org.evodraughts.ga.genome.GenomeCodec;
import org.evodraughts.ga.genome.GenomeLayout;
import org.evodraughts.network.Network;
import org.evodraughts.network.NetworkDocument;
import org.evodraughts.network.NetworkFile;
import org.evodraughts.network.NetworkFileException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Generation 0 from network files ({@code start.from}): the population it makes, runs from it at
 * any thread count and across a resume, the pinning of the files to their SHA-256, and the files
 * it refuses.
 */
class StartingNetworksTest {
    @TempDir
    Path temp;

    private Path file(String name, Network network) throws IOException {
        Path file = temp.resolve(name);
        NetworkFile.write(file, new NetworkDocument(network));
        return file;
    }

    private static Network network(long seed, double kingValue) {
        return Network.random(new SplittableRandom(seed), kingValue);
    }

    private static EvolutionConfig config(int generations, int threads, String from, Map<String, String> more) {
        Map<String, String> settings = new LinkedHashMap<>(more);
        settings.put("start.from", "'" + from + "'");
        return TestConfigs.with(6, 2, generations, threads, settings);
    }

    private static RunOutcome run(EvolutionConfig config, EngineAloneTest.MemoryStore store) throws IOException {
        return Evolution.builder(config).runId(RunId.of("from")).snapshots(store).build().run(List.of());
    }

    @Test
    void theFilesComeFirstUnchangedAndMovedCopiesOfThemFillTheRest() throws IOException {
        Network a = network(1, 1.5), b = network(2, 1.5);
        EvolutionConfig config = config(1, 1, file("a.json", a) + "," + file("b.json", b), Map.of());
        List<Network> read = StartingNetworks.read(config);
        assertEquals(List.of(a, b), read);

        GenomeCodec codec = GenomeLayout.of(config).codec(1.5);
        List<Network> population = StartingNetworks.population(config, 7, read).stream().map(codec::decode).toList();
        assertEquals(6, population.size());
        assertEquals(a, population.get(0));
        assertEquals(b, population.get(1));
        for (int i = 2; i < 6; i++) {
            Network parent = i % 2 == 0 ? a : b;
            double distance = population.get(i).distanceTo(parent);
            // 4,101 weights moved by N(0, 0.01²) each: about 0.01·√4101 ≈ 0.64 apart.
            assertTrue(distance > 0.5 && distance < 0.8, "copy " + i + " is " + distance + " from its file");
        }
        assertNotEquals(population.get(2), population.get(4), "each copy draws its own noise");
        assertEquals(population, StartingNetworks.population(config, 7, read).stream().map(codec::decode).toList());
        assertNotEquals(population.get(2), codec.decode(StartingNetworks.population(config, 8, read).get(2)),
                "another island's seed moves its copies elsewhere");

        EvolutionConfig exact = config(1, 1, config.start().from(), Map.of("start.spread", "0"));
        assertEquals(List.of(a, b, a, b, a, b), StartingNetworks.population(exact, 7, read).stream().map(codec::decode).toList());
    }

    @Test
    void aGenomeWithStepSizesAndAKingValueTakesTheFilesKingValue() throws IOException {
        Network a = network(3, 2.0);
        EvolutionConfig config = config(1, 1, file("k.json", a).toString(),
                Map.of("genome.mutation", "self-adaptive", "genome.king", "evolved", "genome.initialSigma", "0.02"));
        GenomeLayout layout = GenomeLayout.of(config);
        List<Genotype<DoubleGene>> population = StartingNetworks.population(config, 7, StartingNetworks.read(config));
        assertEquals(a, layout.codec(1.5).decode(population.getFirst()));
        assertEquals(2.0, layout.codec(1.5).decode(population.get(3)).kingValue(), "copies keep the file's king value");
        assertEquals(0.02, layout.genes(population.getFirst())[layout.stepSizeChromosome(1)][5], "step sizes start at initialSigma");
    }

    @Test
    void aRunFromFilesIsTheSameAtOneAndTwoThreadsAndAcrossAResume() throws IOException {
        String from = file("a.json", network(4, 1.5)) + "," + file("b.json", network(5, 1.5));
        EngineAloneTest.MemoryStore whole = new EngineAloneTest.MemoryStore();
        run(config(3, 1, from, Map.of()), whole);
        EngineAloneTest.MemoryStore parts = new EngineAloneTest.MemoryStore();
        run(config(1, 2, from, Map.of()), parts);
        assertEquals(new RunOutcome(RunOutcome.Reason.GENERATIONS_DONE, 3), run(config(3, 2, from, Map.of()), parts));
        assertEquals(whole.saved, parts.saved);

        GenomeLayout layout = GenomeLayout.of(config(1, 1, from, Map.of()));
        List<Network> first = whole.saved.getFirst().population().stream()
                .map(i -> layout.codec(1.5).decode(layout.genotype(i.genome()))).toList();
        assertTrue(first.contains(network(4, 1.5)) && first.contains(network(5, 1.5)),
                "generation 0 holds the files' networks");
    }

    @Test
    void withoutFilesGenerationZeroIsSeed001sRandomPopulation() throws IOException {
        EvolutionConfig config = TestConfigs.tiny(6, 2, 1, 1);
        assertTrue(config.start().isRandom());
        EngineAloneTest.MemoryStore store = new EngineAloneTest.MemoryStore();
        run(config, store);
        assertEquals(Evolution.initialPopulation(config).stream().map(GenomeLayout.WEIGHTS_ONLY::genome).collect(Collectors.toSet()),
                store.saved.getFirst().population().stream().map(Individual::genome).collect(Collectors.toSet()));
    }

    @Test
    void aPinnedRunNamesAbsoluteFilesAndTheirDigestsAndRefusesAChangedFile() throws IOException {
        Path a = file("a.json", network(6, 1.5));
        EvolutionConfig pinned = StartingNetworks.pinned(config(1, 1, a.toString(), Map.of()));
        assertEquals(List.of(a.toAbsolutePath().toString()), pinned.start().files());
        assertEquals(1, pinned.start().digests().size());
        assertEquals(64, pinned.start().digests().getFirst().length());
        assertEquals(pinned, StartingNetworks.pinned(pinned), "pinning a pinned run changes nothing");

        NetworkFile.write(a, new NetworkDocument(network(7, 1.5)));
        IllegalArgumentException changed = assertThrows(IllegalArgumentException.class,
                () -> run(pinned, new EngineAloneTest.MemoryStore()));
        assertTrue(changed.getMessage().startsWith("start.from: " + a + " is not the file the run started from: its SHA-256 is "),
                changed.getMessage());
    }

    @Test
    void filesThatDoNotFitTheRunAreRefusedInOneLineNamingThem() throws IOException {
        Path king = file("king2.json", network(8, 2.0));
        IllegalArgumentException fixed = assertThrows(IllegalArgumentException.class,
                () -> StartingNetworks.read(config(1, 1, king.toString(), Map.of())));
        assertEquals("start.from: " + king + " has king value 2.0, but the run's is 1.5 (genome.king: fixed); set "
                + "population.kingValue: 2.0, or genome.king: evolved", fixed.getMessage());

        Path king4 = file("king4.json", network(8, 4.0));
        IllegalArgumentException evolved = assertThrows(IllegalArgumentException.class,
                () -> StartingNetworks.read(config(1, 1, king4.toString(), Map.of("genome.king", "evolved"))));
        assertTrue(evolved.getMessage().contains("has king value 4.0, outside the [1, 3]"), evolved.getMessage());

        Path other = temp.resolve("other.json");
        Files.writeString(other, "{\"format\": \"evodraughts-network\", \"formatVersion\": 1, \"architecture\": [91, 20, 1]}");
        NetworkFileException shape = assertThrows(NetworkFileException.class,
                () -> StartingNetworks.read(config(1, 1, other.toString(), Map.of())));
        assertTrue(shape.getMessage().startsWith("start.from: " + other), shape.getMessage());
        assertFalse(shape.getMessage().contains("\n"), shape.getMessage());

        IOException missing = assertThrows(IOException.class,
                () -> StartingNetworks.read(config(1, 1, temp.resolve("gone.json").toString(), Map.of())));
        assertTrue(missing.getMessage().contains("gone.json does not exist"), missing.getMessage());

        IllegalArgumentException many = assertThrows(IllegalArgumentException.class,
                () -> config(1, 1, String.join(",", Collections.nCopies(7, king.toString())), Map.of()));
        assertTrue(many.getMessage().contains("start.from names 7 files, more than the 6 individuals of population.size"),
                many.getMessage());
    }
}
