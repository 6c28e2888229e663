package org.evodraughts.ga.genome;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jenetics.DoubleChromosome;
import io.jenetics.DoubleGene;
import io.jenetics.Genotype;
import java.util.List;
import java.util.SplittableRandom;
import org.evodraughts.ga.config.InitialWeights;
import org.evodraughts.ga.loop.Evolution;
import org.evodraughts.network.Network;
import org.junit.jupiter.api.Test;

class GenomesTest {
    @Test
    void oneChromosomePerLayerInTheNetworksOrder() {
        Genotype<DoubleGene> genotype = GenomeLayout.WEIGHTS_ONLY.random(new SplittableRandom(1), InitialWeights.UNIFORM, 0.05, 1.5);
        assertEquals(3, genotype.length());
        assertEquals(List.of(3680, 410, 11), List.of(genotype.get(0).length(), genotype.get(1).length(),
                genotype.get(2).length()));
        assertEquals(Network.PARAMETER_COUNT, genotype.geneCount());
        assertTrue(genotype.get(0) instanceof DoubleChromosome);
        Network network = GenomeLayout.WEIGHTS_ONLY.codec(1.5).decode(genotype);
        for (int l = 0; l < Network.LAYERS; l++) {
            assertArrayEquals(network.layerParameters(l), Genomes.layer(genotype, l));
        }
        // Layer 0's first gene is the weight from input 0 into neuron 0, its last gene the last bias.
        assertEquals(network.weight(0, 0, 0), genotype.get(0).get(0).doubleValue());
        assertEquals(network.bias(2, 0), genotype.get(2).get(10).doubleValue());
    }

    @Test
    void theRandomGenomeIsTheRandomNetworkOfTheSameGenerator() {
        Genotype<DoubleGene> genotype = GenomeLayout.WEIGHTS_ONLY.random(new SplittableRandom(8), InitialWeights.UNIFORM, 0.05, 1.5);
        assertEquals(Network.random(new SplittableRandom(8), 1.5), GenomeLayout.WEIGHTS_ONLY.codec(1.5).decode(genotype));
        assertTrue(genotype.isValid(), "initial genes lie in [-1, 1)");
    }

    @Test
    void storedGenomesConvertBackBitForBit() {
        double[][] layers = new double[3][];
        for (int l = 0; l < 3; l++) {
            layers[l] = new double[Network.layerParameterCount(l)];
        }
        layers[0][0] = -0.0;
        layers[0][1] = Double.MIN_VALUE;
        layers[1][0] = 7.5; // outside [-1, 1)
        layers[2][10] = -1e-300;
        Genome genome = new Genome(layers);
        Genotype<DoubleGene> genotype = GenomeLayout.WEIGHTS_ONLY.genotype(genome);
        assertEquals(genome, Genomes.genome(genotype));
        assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(Genomes.layer(genotype, 0)[0]));
    }

    @Test
    void aNetworkGoesBackIntoItsGenomeThroughTheCodecKeepingTheStepSizes() {
        GenomeLayout layout = new GenomeLayout(true, true);
        GenomeCodec codec = layout.codec(1.5);
        Genotype<DoubleGene> genotype = layout.random(new SplittableRandom(2), InitialWeights.FAN_IN, 0.05, 1.75);
        double[] parameters = Network.random(new SplittableRandom(9), 2.5).parameters();
        parameters[0] = -0.0;
        parameters[1] = 7.5; // outside [-1, 1)
        Network trained = Network.ofParameters(parameters, 2.5);

        Genotype<DoubleGene> encoded = codec.encode(trained, genotype);
        assertEquals(trained, codec.decode(encoded));
        assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(Genomes.layer(encoded, 0)[0]));
        for (int l = 0; l < Network.LAYERS; l++) {
            assertEquals(genotype.get(layout.stepSizeChromosome(l)), encoded.get(layout.stepSizeChromosome(l)));
        }
        assertEquals(2.5, encoded.get(layout.kingChromosome()).get(0).doubleValue());
        Genotype<DoubleGene> again = codec.encode(codec.decode(genotype), genotype);
        assertEquals(Genomes.genome(genotype), Genomes.genome(again), "decoding and encoding again changes nothing");
    }

    @Test
    void aGenomeWithoutAKingValueTakesOnlyNetworksOfTheFixedOne() {
        GenomeCodec codec = GenomeLayout.WEIGHTS_ONLY.codec(1.5);
        Genotype<DoubleGene> genotype = GenomeLayout.WEIGHTS_ONLY.random(new SplittableRandom(2), InitialWeights.UNIFORM, 0.05, 1.5);
        Network other = Network.random(new SplittableRandom(3), 1.5);
        assertEquals(other, codec.decode(codec.encode(other, genotype)));
        assertEquals("the genome keeps no king value, so a network's must be 1.5, got 2.0", assertThrows(
                IllegalArgumentException.class, () -> codec.encode(Network.random(new SplittableRandom(3), 2.0), genotype))
                .getMessage());
        assertEquals("a genome with a king value has 4 chromosomes, got 3", assertThrows(IllegalArgumentException.class,
                () -> new GenomeLayout(false, true).codec(1.5).encode(other, genotype)).getMessage());
    }

    @Test
    void genomesOfTheWrongShapeAreRefused() {
        assertEquals("a genome of weights only has 3 chromosomes, got 1", assertThrows(IllegalArgumentException.class,
                () -> GenomeLayout.WEIGHTS_ONLY.genotype(Genome.of(new double[3680]))).getMessage());
        assertEquals("genome chromosome 1 has 410 genes, got 409", assertThrows(IllegalArgumentException.class,
                () -> GenomeLayout.WEIGHTS_ONLY.genotype(Genome.of(new double[3680], new double[409], new double[11]))).getMessage());
    }

    @Test
    void theInitialPopulationIsSeededPerIndividual() {
        List<Genotype<DoubleGene>> a = Evolution.initialPopulation(5, 4);
        assertEquals(a, Evolution.initialPopulation(5, 4));
        assertEquals(a.subList(0, 3), Evolution.initialPopulation(5, 3), "individual i does not depend on the size");
        assertNotEquals(a, Evolution.initialPopulation(6, 4));
    }
}
