package org.evodraughts.ga.breeding;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jenetics.DoubleGene;
import io.jenetics.Genotype;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Position;
import org.evodraughts.ga.config.InitialWeights;
import org.evodraughts.ga.genome.Genome;
import org.evodraughts.ga.genome.GenomeLayout;
import org.evodraughts.network.Network;
import org.evodraughts.network.SubSquareInputs;
import org.junit.jupiter.api.Test;

/** The options beside seed 001's operators, tested statistically under fixed seeds. */
class VariantOperatorsTest {
    private static final double TAU = SelfAdaptiveMutation.tau(Network.PARAMETER_COUNT);

    @Test
    void selfAdaptiveStepSizesMoveLogNormallyByTau() {
        int n = 200_000;
        double[] genes = new double[n], sigmas = new double[n];
        Arrays.fill(sigmas, 0.05);
        SelfAdaptiveMutation.mutate(genes, sigmas, TAU, new SplittableRandom(5));
        double logMean = 0, logSquares = 0, zMean = 0, zSquares = 0;
        for (int i = 0; i < n; i++) {
            double log = Math.log(sigmas[i] / 0.05);
            logMean += log;
            logSquares += log * log;
            double z = genes[i] / sigmas[i]; // the gene's move in units of its new step size
            zMean += z;
            zSquares += z * z;
        }
        logMean /= n;
        zMean /= n;
        assertEquals(0, logMean, 5 * TAU / Math.sqrt(n), "log σ′/σ is centred");
        assertEquals(TAU, Math.sqrt(logSquares / n - logMean * logMean), 0.01 * TAU, "log σ′/σ has spread τ");
        assertEquals(0, zMean, 5 / Math.sqrt(n), "moves are centred");
        assertEquals(1, Math.sqrt(zSquares / n - zMean * zMean), 0.01, "a gene moves by N(0, σ′²)");
    }

    @Test
    void selectionOnStepSizesAdaptsThem() {
        // A (1+1) strategy on one gene: far from its target large steps pay and σ grows; once
        // there, small steps pay and σ shrinks.
        assertTrue(stepSizeAfterSelection(0, 100) > 0.1, "far from the target σ grows from 0.05");
        assertTrue(stepSizeAfterSelection(1, 0) < 0.025, "near the target σ shrinks from 0.05");
    }

    private static double stepSizeAfterSelection(double start, double target) {
        SplittableRandom random = new SplittableRandom(9);
        double[] gene = {start}, sigma = {0.05};
        for (int t = 0; t < 1000; t++) {
            double[] g = gene.clone(), s = sigma.clone();
            SelfAdaptiveMutation.mutate(g, s, 0.3, random);
            if (Math.abs(target - g[0]) < Math.abs(target - gene[0])) {
                gene = g;
                sigma = s;
            }
        }
        return sigma[0];
    }

    @Test
    void tauIsKScaledLikeTheAdditiveStep() {
        assertEquals(1 / Math.sqrt(2 * Math.sqrt(4101)), TAU, 0);
    }

    @Test
    void anEvolvedKingValueMovesByATenthAndStaysInOneToThree() {
        SplittableRandom random = new SplittableRandom(2);
        int[] moves = new int[3];
        for (int i = 0; i < 30_000; i++) {
            double moved = KingMutation.mutate(2.0, random);
            moves[(int) Math.round((moved - 2.0) / KingMutation.STEP) + 1]++;
        }
        for (int count : moves) {
            assertEquals(10_000, count, 5 * Math.sqrt(10_000 * 2.0 / 3), "each move is a third: " + Arrays.toString(moves));
        }
        double king = 1.5, lowest = king, highest = king;
        for (int i = 0; i < 100_000; i++) {
            king = KingMutation.mutate(king, random);
            lowest = Math.min(lowest, king);
            highest = Math.max(highest, king);
        }
        assertEquals(KingMutation.MIN, lowest, 1e-9, "a long walk reaches the floor and stays positive");
        assertEquals(KingMutation.MAX, highest, 1e-9, "and the ceiling, never beyond");
    }

    @Test
    void fanInWeightsAreTheUniformDrawsScaledPerLayer() {
        Genotype<DoubleGene> uniform = GenomeLayout.WEIGHTS_ONLY.random(new SplittableRandom(4), InitialWeights.UNIFORM, 0.05, 1.5);
        Genotype<DoubleGene> scaled = GenomeLayout.WEIGHTS_ONLY.random(new SplittableRandom(4), InitialWeights.FAN_IN, 0.05, 1.5);
        for (int l = 0; l < Network.LAYERS; l++) {
            double[] u = GenomeLayout.WEIGHTS_ONLY.genes(uniform)[l], s = GenomeLayout.WEIGHTS_ONLY.genes(scaled)[l];
            double scale = 1 / Math.sqrt(Network.inputs(l));
            for (int i = 0; i < u.length; i++) {
                assertEquals(u[i] * scale, s[i], 0, "layer " + l + " gene " + i);
            }
        }
    }

    @Test
    void fanInScalingKeepsFirstLayerPreActivationsNearUnitSize() {
        List<Position> positions = positionsOfRandomGames(200, new SplittableRandom(17));
        double uniform = medianFirstLayerPreActivation(InitialWeights.UNIFORM, positions);
        double fanIn = medianFirstLayerPreActivation(InitialWeights.FAN_IN, positions);
        assertTrue(uniform > 4, "uniform weights saturate tanh: median |pre-activation| " + uniform);
        assertTrue(fanIn > 0.3 && fanIn < 1.5, "fan-in weights start near unit size: median |pre-activation| " + fanIn);
    }

    @Test
    void genomesWithStepSizesAndAKingValueRoundTripAndDecode() {
        GenomeLayout layout = new GenomeLayout(true, true);
        Genotype<DoubleGene> genotype = layout.random(new SplittableRandom(3), InitialWeights.FAN_IN, 0.05, 2.25);
        assertEquals(7, genotype.length());
        assertArrayEquals(new double[] {2.25}, layout.genes(genotype)[layout.kingChromosome()]);
        for (int l = 0; l < Network.LAYERS; l++) {
            double[] sigmas = layout.genes(genotype)[layout.stepSizeChromosome(l)];
            assertEquals(Network.layerParameterCount(l), sigmas.length);
            assertTrue(Arrays.stream(sigmas).allMatch(s -> s == 0.05));
        }
        Genome genome = layout.genome(genotype);
        assertEquals(genotype, layout.genotype(genome));
        Network network = layout.codec(1.5).decode(layout.genotype(genome));
        assertEquals(2.25, network.kingValue(), 0, "the genome's own king value, not the fixed one");
        assertEquals(GenomeLayout.WEIGHTS_ONLY.codec(2.25).decode(
                GenomeLayout.WEIGHTS_ONLY.random(new SplittableRandom(3), InitialWeights.FAN_IN, 0.05, 2.25)), network,
                "the weights are the same draws whatever else the genome holds");
    }

    @Test
    void crossoverCarriesEachStepSizeWithItsWeight() {
        SplittableRandom source = new SplittableRandom(12);
        for (int trial = 0; trial < 200; trial++) {
            double[] a = new double[40], b = new double[40], sa = new double[40], sb = new double[40];
            for (int i = 0; i < 40; i++) {
                a[i] = i;
                b[i] = 100 + i;
                sa[i] = 1000 + i;
                sb[i] = 2000 + i;
            }
            LayerCrossover.cross(a, b, sa, sb, source);
            for (int i = 0; i < 40; i++) {
                assertEquals(a[i] < 100 ? 1000 + i : 2000 + i, sa[i], "gene " + i + " of the first child");
                assertEquals(b[i] < 100 ? 1000 + i : 2000 + i, sb[i], "gene " + i + " of the second child");
            }
        }
    }

    @Test
    void withoutStepSizesCrossoverDrawsTheSameCutsAsSeed001s() {
        double[] a = new double[30], b = new double[30], c = new double[30], d = new double[30];
        Arrays.fill(b, 1);
        Arrays.fill(d, 1);
        LayerCrossover.cross(a, b, new SplittableRandom(6));
        LayerCrossover.cross(c, d, new double[30], new double[30], new SplittableRandom(6));
        assertArrayEquals(a, c);
        assertArrayEquals(b, d);
    }

    private static double medianFirstLayerPreActivation(InitialWeights weights, List<Position> positions) {
        List<Double> values = new ArrayList<>();
        for (int n = 0; n < 10; n++) {
            Genotype<DoubleGene> genotype = GenomeLayout.WEIGHTS_ONLY.random(new SplittableRandom(100 + n), weights, 0.05, 1.5);
            Network network = GenomeLayout.WEIGHTS_ONLY.codec(1.5).decode(genotype);
            for (Position p : positions) {
                double[] x = SubSquareInputs.encode(p.black(), p.white(), p.kings(), p.sideToMove(), 1.5);
                for (int j = 0; j < Network.outputs(0); j++) {
                    double sum = network.bias(0, j);
                    for (int i = 0; i < x.length; i++) {
                        sum += network.weight(0, j, i) * x[i];
                    }
                    values.add(Math.abs(sum));
                }
            }
        }
        values.sort(null);
        return values.get(values.size() / 2);
    }

    /** One position from each of {@code games} random games, taken at a random ply. */
    private static List<Position> positionsOfRandomGames(int games, SplittableRandom random) {
        List<Position> positions = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            Position position = Position.initial();
            int plies = 5 + random.nextInt(60);
            for (int ply = 0; ply < plies && position.hasLegalMove(); ply++) {
                List<Move> moves = position.legalMoves();
                position = position.play(moves.get(random.nextInt(moves.size())));
            }
            positions.add(position);
        }
        return positions;
    }
}
