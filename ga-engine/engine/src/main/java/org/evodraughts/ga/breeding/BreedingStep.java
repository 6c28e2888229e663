package org.evodraughts.ga.breeding;

/**
 * One step of the {@link BreedingPlan}: what it breeds from which ranks (0 is rank 1).
 */
public sealed interface BreedingStep {
    /** Offspring this step makes. */
    int children();

    /** Two-point crossover of every layer of two parents: the reciprocal pair of children. */
    record Crossover(int first, int second) implements BreedingStep {
        public Crossover {
            if (first < 0 || second < 0 || first == second) {
                throw new IllegalArgumentException("a crossover needs two different ranks, got " + first + " and " + second);
            }
        }

        @Override
        public int children() {
            return 2;
        }
    }

    /** A mutant of one parent: every gene moved by a small random amount. */
    record Mutation(int parent) implements BreedingStep {
        public Mutation {
            if (parent < 0) {
                throw new IllegalArgumentException("a rank is at least 0, got " + parent);
            }
        }

        @Override
        public int children() {
            return 1;
        }
    }
}
