package org.evodraughts.ga.loop;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.config.TestConfigs;
import org.evodraughts.ga.genome.GenomeLayout;
import org.evodraughts.network.Network;
import org.evodraughts.network.NetworkDocument;
import org.evodraughts.network.NetworkEvaluator;
import org.evodraughts.network.NetworkFile;
import org.evodraughts.network.NetworkInputs;
import org.evodraughts.network.NetworkShape;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Runs whose networks are not the card's ({@code network.inputs}, {@code network.hidden}). */
class NetworkShapesRunTest {
    private static final Map<String, String> PIECES = Map.of("network.inputs", "pieces", "network.hidden", "9,5,3",
            "refinement.games", "2", "refinement.depth", "2", "refinement.trainees", "elites", "tournament.hallOfFame", "1",
            "genome.initialWeights", "fan-in");

    @TempDir
    Path temp;

    private static RunOutcome run(EvolutionConfig config, EngineAloneTest.MemoryStore store) throws IOException {
        return Evolution.builder(config).runId(RunId.of("shapes")).snapshots(store).build().run(List.of());
    }

    private static List<Network> networks(EvolutionConfig config, List<Individual> population) {
        GenomeLayout layout = GenomeLayout.of(config);
        return population.stream().map(i -> layout.codec(1.5).decode(layout.genotype(i.genome()))).toList();
    }

    @Test
    void aRunOfAnotherShapeEvolvesThatShapeTheSameAtAnyThreadCountAndAcrossAResume() throws IOException {
        EngineAloneTest.MemoryStore whole = new EngineAloneTest.MemoryStore();
        run(TestConfigs.with(6, 2, 3, 1, PIECES), whole);
        EngineAloneTest.MemoryStore parts = new EngineAloneTest.MemoryStore();
        run(TestConfigs.with(6, 2, 1, 2, PIECES), parts);
        assertEquals(new RunOutcome(RunOutcome.Reason.GENERATIONS_DONE, 3), run(TestConfigs.with(6, 2, 3, 2, PIECES), parts));
        assertEquals(whole.saved, parts.saved);

        EvolutionConfig config = TestConfigs.with(6, 2, 3, 1, PIECES);
        NetworkShape shape = NetworkShape.of(NetworkInputs.PIECES, List.of(9, 5, 3));
        for (Network network : networks(config, whole.saved.getLast().population())) {
            assertEquals(shape, network.shape());
        }
        assertTrue(!networks(config, whole.saved.getFirst().population()).equals(networks(config, whole.saved.getLast().population())),
                "the population changed");
    }

    @Test
    void islandsOfAnotherShapeMigrateTheirNetworks() throws IOException {
        Map<String, String> islands = new java.util.HashMap<>(PIECES);
        islands.put("islands.count", "2");
        islands.put("islands.migrateEvery", "1");
        islands.put("islands.migrants", "1");
        EngineAloneTest.MemoryStore one = new EngineAloneTest.MemoryStore(), two = new EngineAloneTest.MemoryStore();
        run(TestConfigs.with(6, 2, 2, 1, islands), one);
        run(TestConfigs.with(6, 2, 2, 2, islands), two);
        assertEquals(one.saved, two.saved);
    }

    @Test
    void aSmallerStartingNetworkGrowsIntoTheRunsShapePlayingExactlyAsBefore() throws IOException {
        Network card = Network.random(new SplittableRandom(3), 1.5);
        Path file = temp.resolve("card.json");
        NetworkFile.write(file, new NetworkDocument(card));
        EvolutionConfig config = TestConfigs.with(6, 2, 1, 1, Map.of("start.from", "'" + file + "'", "start.spread", "0",
                "network.inputs", "both", "network.hidden", "[48, 10]"));
        Network grown = StartingNetworks.read(config).getFirst();
        assertEquals(NetworkShape.of(NetworkInputs.BOTH, List.of(48, 10)), grown.shape());
        NetworkEvaluator before = new NetworkEvaluator(card), after = new NetworkEvaluator(grown);
        Position p = Position.initial();
        for (int ply = 0; ply < 30 && !p.legalMoves().isEmpty(); ply++) {
            for (Side side : Side.values()) {
                assertEquals(before.evaluate(p, side), after.evaluate(p, side), 0);
            }
            p = p.play(p.legalMoves().get(ply % p.legalMoves().size()));
        }
        assertEquals(StartingNetworks.read(config), StartingNetworks.read(config), "grown the same way each time");

        EvolutionConfig narrower = TestConfigs.with(6, 2, 1, 1, Map.of("start.from", "'" + file + "'",
                "network.hidden", "[20, 10]"));
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> StartingNetworks.read(narrower));
        assertTrue(refused.getMessage().startsWith("start.from: " + file + " holds a network of shape [91, 40, 10, 1] on "
                + "subsquares, which cannot grow into the run's [91, 20, 10, 1] on subsquares"), refused.getMessage());
    }
}
