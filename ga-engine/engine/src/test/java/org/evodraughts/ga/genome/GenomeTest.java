package org.evodraughts.ga.genome;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

/** The genome value: its copies and its bit-for-bit equality. */
class GenomeTest {

    @Test
    void aGenomeCopiesItsArraysInAndOut() {
        double[] chromosome = {1, 2, 3};
        Genome genome = Genome.of(chromosome, new double[] {4});
        chromosome[0] = 99;
        assertEquals(1, genome.chromosome(0)[0]);
        genome.chromosomes()[0][1] = 99;
        genome.chromosome(0)[2] = 99;
        assertEquals(Genome.of(new double[] {1, 2, 3}, new double[] {4}), genome);
        assertEquals(4, genome.geneCount());
        assertEquals("Genome[chromosome sizes [3, 1]]", genome.toString());
    }

    @Test
    void genomeEqualityIsBitwise() {
        assertNotEquals(Genome.of(new double[] {0.0}), Genome.of(new double[] {-0.0}));
        assertEquals(Genome.of(new double[] {Double.NaN}), Genome.of(new double[] {Double.NaN}));
        assertEquals(Genome.of(new double[] {0.1}).hashCode(), Genome.of(new double[] {0.1}).hashCode());
    }
}
