package org.evodraughts.ga.loop;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.config.InitialWeights;
import org.evodraughts.ga.config.TestConfigs;
import org.evodraughts.ga.genome.GenomeLayout;
import org.evodraughts.network.Network;
import org.evodraughts.network.NetworkEvaluator;
import org.evodraughts.network.NetworkInputs;
import org.evodraughts.network.NetworkShape;
import org.junit.jupiter.api.Test;

/** Networks that grow during a run ({@code network.growth}), charged for their cost by a search budget. */
class GrowthTest {
    private static final Map<String, String> GROWING = Map.of("network.hidden", "8,4", "network.maxHidden", "14,6",
            "network.growth", "0.5", "tournament.search", "'minimax:6,budget=400'", "refinement.games", "2",
            "refinement.depth", "2", "refinement.trainees", "all", "genome.initialWeights", "fan-in");

    private static RunOutcome run(EvolutionConfig config, EngineAloneTest.MemoryStore store) throws IOException {
        return Evolution.builder(config).runId(RunId.of("growth")).snapshots(store).build().run(List.of());
    }

    @Test
    void networksGrowWithinTheirBoundsTheSameAtAnyThreadCountAndAcrossAResume() throws IOException {
        EngineAloneTest.MemoryStore whole = new EngineAloneTest.MemoryStore();
        run(TestConfigs.with(8, 3, 5, 1, GROWING), whole);
        EngineAloneTest.MemoryStore parts = new EngineAloneTest.MemoryStore();
        run(TestConfigs.with(8, 3, 2, 2, GROWING), parts);
        assertEquals(new RunOutcome(RunOutcome.Reason.GENERATIONS_DONE, 5), run(TestConfigs.with(8, 3, 5, 2, GROWING), parts));
        assertEquals(whole.saved, parts.saved);

        EvolutionConfig config = TestConfigs.with(8, 3, 5, 1, GROWING);
        GenomeLayout layout = GenomeLayout.of(config);
        List<NetworkShape> shapes = new ArrayList<>();
        for (Individual individual : whole.saved.getLast().population()) {
            shapes.add(layout.codec(1.5).decode(layout.genotype(individual.genome())).shape());
        }
        assertTrue(shapes.stream().anyMatch(shape -> shape.hidden().getFirst() > 8), "some network grew: " + shapes);
        for (NetworkShape shape : shapes) {
            assertTrue(NetworkShape.of(NetworkInputs.SUBSQUARES, List.of(8, 4)).growsInto(shape)
                    && shape.growsInto(NetworkShape.of(NetworkInputs.SUBSQUARES, List.of(14, 6))), shape::toString);
        }
    }

    @Test
    void aGrowthStepWidensEachLayerByAQuarterUpToTheLargestAndKeepsWhatTheNetworkComputes() {
        EvolutionConfig config = TestConfigs.with(8, 3, 1, 1, GROWING);
        GenomeLayout layout = GenomeLayout.of(config);
        assertEquals(List.of(10, 5), layout.widened(layout.shape()).hidden());
        assertEquals(List.of(13, 6), layout.widened(NetworkShape.of(NetworkInputs.SUBSQUARES, List.of(10, 5))).hidden());
        assertEquals(List.of(14, 6), layout.widened(NetworkShape.of(NetworkInputs.SUBSQUARES, List.of(13, 6))).hidden());

        double[][] genes = layout.genes(layout.random(new SplittableRandom(1), InitialWeights.FAN_IN, 0.05, 1.5));
        Network before = layout.codec(1.5).decode(layout.genotype(genes));
        layout.grow(genes, NetworkShape.of(NetworkInputs.SUBSQUARES, List.of(13, 6)), new SplittableRandom(2));
        Network after = layout.codec(1.5).decode(layout.genotype(genes));
        assertEquals(List.of(13, 6), after.shape().hidden());
        NetworkEvaluator a = new NetworkEvaluator(before), b = new NetworkEvaluator(after);
        Position p = Position.initial();
        for (int ply = 0; ply < 40 && !p.legalMoves().isEmpty(); ply++) {
            assertEquals(a.evaluate(p, Side.WHITE), b.evaluate(p, Side.WHITE), 0);
            p = p.play(p.legalMoves().get(ply * 7 % p.legalMoves().size()));
        }
        assertThrows(IllegalArgumentException.class, () -> layout.shapeOf(new double[][] {new double[5], new double[5], new double[5]}));
    }

    @Test
    void growthNeedsRoomAnAdditiveMutationAndNoAveraging() {
        assertThrows(IllegalArgumentException.class, () -> TestConfigs.with(8, 3, 1, 1, Map.of("network.growth", "0.2")));
        assertThrows(IllegalArgumentException.class, () -> TestConfigs.with(8, 3, 1, 1, Map.of("network.maxHidden", "30,10")));
        assertThrows(IllegalArgumentException.class, () -> TestConfigs.with(8, 3, 1, 1,
                Map.of("network.growth", "0.2", "network.maxHidden", "80,20", "genome.mutation", "self-adaptive")));
        assertThrows(IllegalArgumentException.class, () -> TestConfigs.with(8, 3, 1, 1,
                Map.of("network.growth", "0.2", "network.maxHidden", "80,20", "coevolution.averaging", "0.5")));
    }
}
