package org.evodraughts.ga.breeding;

import io.jenetics.DoubleGene;
import io.jenetics.Genotype;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Which parent each child of the last breeding came from, for parent-child averaging
 * ({@code ParentChildAveraging}): a mutant's parent, or a crossover child's first parent (the
 * one whose king value it keeps). Filled by {@link PlanAlterer} and read by the evaluator in the
 * same generation, so a resumed run needs none of it. Genotypes are told apart by identity: an
 * elite survives as the very genotype that bred. Not thread-safe: each island has its
 * own, which its engine fills and its evaluator reads on the island's thread.
 */
public final class Lineage {
    private final Map<Genotype<DoubleGene>, Genotype<DoubleGene>> parents = new IdentityHashMap<>();

    /** Records that {@code child} was bred from {@code parent}. */
    public void bred(Genotype<DoubleGene> child, Genotype<DoubleGene> parent) {
        parents.put(child, parent);
    }

    /** The children of the last breeding with their parents, forgotten here once taken. */
    public Map<Genotype<DoubleGene>, Genotype<DoubleGene>> take() {
        Map<Genotype<DoubleGene>, Genotype<DoubleGene>> taken = new IdentityHashMap<>(parents);
        parents.clear();
        return taken;
    }
}
