package org.evodraughts.ga;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

/** The genome value: its copies and its bit-for-bit equality. */
class GenomeTest {

    @Test
    void aGenomeCopiesItsArraysInAndOut() {
        double[] layer = {1, 2, 3};
        Genome genome = Genome.of(layer, new double[] {4});
        layer[0] = 99;
        assertEquals(1, genome.layer(0)[0]);
        genome.layers()[0][1] = 99;
        genome.layer(0)[2] = 99;
        assertEquals(Genome.of(new double[] {1, 2, 3}, new double[] {4}), genome);
        assertEquals(4, genome.geneCount());
        assertEquals("Genome[layer sizes [3, 1]]", genome.toString());
    }

    @Test
    void genomeEqualityIsBitwise() {
        assertNotEquals(Genome.of(new double[] {0.0}), Genome.of(new double[] {-0.0}));
        assertEquals(Genome.of(new double[] {Double.NaN}), Genome.of(new double[] {Double.NaN}));
        assertEquals(Genome.of(new double[] {0.1}).hashCode(), Genome.of(new double[] {0.1}).hashCode());
    }
}
