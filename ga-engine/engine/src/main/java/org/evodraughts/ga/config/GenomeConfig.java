package org.evodraughts.ga.config;

/**
 * The {@code genome} section: how genomes start and how they vary. The defaults are seed 001's
 * design; the other values are options beside it, never in its place.
 *
 * @param initialWeights {@code uniform}: every initial weight and bias uniform in [−1, 1) (seed
 *                       001); {@code fan-in}: the same draws scaled by 1/√(fan-in) of their layer,
 *                       so that pre-activations start near unit size instead of saturating tanh
 * @param mutation       {@code additive}: seed 001's formula (1), every gene moves by at most
 *                       1/√(2√K); {@code self-adaptive}: Chellapilla and Fogel's Gaussian
 *                       mutation with one step size σ per gene that travels with the genome,
 *                       σ′ = σ·exp(τ·N(0,1)), w′ = w + σ′·N(0,1), τ = 1/√(2√K)
 * @param mutationScale additive only: a factor on every move, whose largest is then
 *                       scale/√(2√K); 1 (seed 001) by default. Below 1 for a population of
 *                       trained networks, which seed 001's moves of up to 0.088 per weight would
 *                       break (0–10; 0: mutants are copies)
 * @param initialSigma   self-adaptive only: every gene's first σ (above 0, at most 10); 0.05 as
 *                       in Chellapilla and Fogel
 * @param king           {@code fixed}: every network uses {@code population.kingValue};
 *                       {@code evolved}: each individual carries its own king value, starting at
 *                       {@code population.kingValue}, moved by −0.1, 0 or +0.1 in each mutation
 *                       and kept in [1, 3] (Chellapilla and Fogel)
 */
public record GenomeConfig(InitialWeights initialWeights, MutationKind mutation, double mutationScale, double initialSigma,
                           KingMode king) {
    public GenomeConfig {
        ConfigChecks.present("genome.initialWeights", initialWeights);
        ConfigChecks.present("genome.mutation", mutation);
        if (!(mutationScale >= 0 && mutationScale <= 10)) {
            throw new IllegalArgumentException("genome.mutationScale must be 0–10, got " + mutationScale);
        }
        if (!(initialSigma > 0 && initialSigma <= 10)) {
            throw new IllegalArgumentException("genome.initialSigma must be above 0 and at most 10, got " + initialSigma);
        }
        ConfigChecks.present("genome.king", king);
    }

    /** Seed 001's genome: uniform initial weights, additive mutation, a fixed king value. */
    public static GenomeConfig seedDesign() {
        return new GenomeConfig(InitialWeights.UNIFORM, MutationKind.ADDITIVE, 1, 0.05, KingMode.FIXED);
    }
}
