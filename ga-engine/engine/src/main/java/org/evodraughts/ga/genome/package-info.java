/**
 * The genome: {@link org.evodraughts.ga.genome.GenomeLayout} says which chromosomes a genome
 * has (the network's layers, then any step sizes and king value) and turns genotypes into stored
 * {@link org.evodraughts.ga.genome.Genome}s and gene arrays and back;
 * {@link org.evodraughts.ga.genome.GenomeCodec} is the one bridge from a genotype to a network
 * and back. Every genome is valid ({@link org.evodraughts.ga.genome.AcceptAllConstraint}), even
 * with genes outside their initial range.
 */
package org.evodraughts.ga.genome;
