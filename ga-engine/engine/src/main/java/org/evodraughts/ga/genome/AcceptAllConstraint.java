package org.evodraughts.ga.genome;

import io.jenetics.Gene;
import io.jenetics.Phenotype;
import io.jenetics.engine.Constraint;

/**
 * A constraint that accepts every individual. Jenetics' default constraint
 * ({@code RetryConstraint} with {@code Phenotype::isValid}) would replace any genome with a
 * gene outside its [−1, 1) range by a fresh random one; mutation legitimately moves weights
 * out of that range, so nothing here is invalid. Stateless and thread-safe.
 */
public final class AcceptAllConstraint<G extends Gene<?, G>, C extends Comparable<? super C>> implements Constraint<G, C> {
    @Override
    public boolean test(Phenotype<G, C> individual) {
        return true;
    }

    /** Never called, since {@link #test} accepts everything. */
    @Override
    public Phenotype<G, C> repair(Phenotype<G, C> individual, long generation) {
        throw new IllegalStateException("every individual is valid; there is nothing to repair");
    }
}
