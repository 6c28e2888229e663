package org.evodraughts.ga.breeding;

import io.jenetics.DoubleGene;
import io.jenetics.Phenotype;
import io.jenetics.util.Seq;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.evodraughts.ga.tournament.Score;

/**
 * Which children a generation breeds from its elites (seed 001, "Population Generation").
 *
 * <p>With E elites, the <em>breeders</em> are the best B = max(2, ⌈E/2⌉) ranks (B = 1 when
 * E = 1). One <em>cycle</em> of the plan is: for each pair of neighbouring breeders (rank k
 * and k + 1), the reciprocal pair of crossover children and one mutant of each parent; then
 * one mutant of each elite below the breeders. (With E = 1 the cycle is one mutant of the
 * champion.) The offspring, population size − E of them, are the cycle repeated as often as
 * needed and cut off at the end; a crossover with room for one child only is replaced by a
 * mutant of its first parent.
 *
 * <p>For seed 001's sizes (15 individuals, 5 elites: B = 3) one cycle is exactly the 10
 * children: ranks 1 and 2 give two crossover children and a mutant each, ranks 2 and 3 the
 * same, ranks 4 and 5 a mutant each.
 *
 * @param elites the number of elites, which survive unchanged
 * @param steps  the steps, in the order their children appear in the population
 */
public record BreedingPlan(int elites, List<BreedingStep> steps) {
    public BreedingPlan {
        steps = List.copyOf(steps);
        if (elites < 1 || steps.isEmpty()) {
            throw new IllegalArgumentException("a breeding plan needs at least 1 elite and 1 step");
        }
        for (BreedingStep step : steps) {
            int highest = switch (step) {
                case BreedingStep.Crossover c -> Math.max(c.first(), c.second());
                case BreedingStep.Mutation m -> m.parent();
            };
            if (highest >= elites) {
                throw new IllegalArgumentException("step " + step + " breeds from beyond the " + elites + " elites");
            }
        }
    }

    /** The plan for {@code populationSize} individuals of which {@code elites} survive (see the class comment). */
    public static BreedingPlan of(int populationSize, int elites) {
        if (elites < 1 || elites >= populationSize) {
            throw new IllegalArgumentException("elites must be 1 to population size − 1 (" + (populationSize - 1)
                    + "), got " + elites);
        }
        List<BreedingStep> cycle = cycle(elites);
        int offspring = populationSize - elites;
        List<BreedingStep> steps = new ArrayList<>();
        int children = 0;
        for (int i = 0; children < offspring; i = (i + 1) % cycle.size()) {
            BreedingStep step = cycle.get(i);
            if (step instanceof BreedingStep.Crossover c && children + 2 > offspring) {
                step = new BreedingStep.Mutation(c.first());
            }
            steps.add(step);
            children += step.children();
        }
        return new BreedingPlan(elites, steps);
    }

    private static List<BreedingStep> cycle(int elites) {
        if (elites == 1) {
            return List.of(new BreedingStep.Mutation(0));
        }
        int breeders = Math.max(2, (elites + 1) / 2);
        List<BreedingStep> cycle = new ArrayList<>();
        for (int k = 0; k + 1 < breeders; k++) {
            cycle.add(new BreedingStep.Crossover(k, k + 1));
            cycle.add(new BreedingStep.Mutation(k));
            cycle.add(new BreedingStep.Mutation(k + 1));
        }
        for (int j = breeders; j < elites; j++) {
            cycle.add(new BreedingStep.Mutation(j));
        }
        return cycle;
    }

    /** Children per generation. */
    public int offspring() {
        return steps.stream().mapToInt(BreedingStep::children).sum();
    }

    /**
     * The rank (0 for rank 1) of the parent behind each child, in child order; a crossover's
     * two children list its first and its second parent.
     */
    public int[] parentRanks() {
        int[] ranks = new int[offspring()];
        int child = 0;
        for (BreedingStep step : steps) {
            switch (step) {
                case BreedingStep.Crossover c -> {
                    ranks[child++] = c.first();
                    ranks[child++] = c.second();
                }
                case BreedingStep.Mutation m -> ranks[child++] = m.parent();
            }
        }
        return ranks;
    }

    /**
     * Who bred whom in {@code population}, a population that the engine made by this plan, as
     * it hands it to the evaluator: each individual's parent's population index, or −1 for none.
     * The engine puts the elites first, in rank order ({@link EliteSelector}), then the children
     * in plan order ({@link PlanAlterer}), so child j, at index elites + j, was bred from the
     * elite at index {@code parentRanks()[j]}: a mutant's parent, or a crossover child's own
     * first parent, whose king value it keeps. A genotype at two of the elites' places (a
     * migrant come home to an island that kept it) is one parent, at its last place, as it was
     * when breeding recorded parents by identity: so runs with islands and averaging give what
     * they gave. An initial population (every individual unscored) has no parents.
     *
     * @throws IllegalArgumentException if {@code population} is not the elites, scored, followed by
     *                                  the plan's children, unscored, nor an initial population
     */
    public int[] parentIndices(Seq<Phenotype<DoubleGene, Score>> population) {
        int[] parents = new int[population.size()];
        Arrays.fill(parents, -1);
        if (population.forAll(p -> !p.isEvaluated())) {
            return parents;
        }
        int[] ranks = parentRanks();
        boolean bred = population.size() == elites + ranks.length;
        for (int i = 0; bred && i < population.size(); i++) {
            bred = population.get(i).isEvaluated() == (i < elites);
        }
        if (!bred) {
            throw new IllegalArgumentException("a population of " + population.size() + " is not " + elites
                    + " scored elites followed by the plan's " + ranks.length + " children");
        }
        for (int child = 0; child < ranks.length; child++) {
            parents[elites + child] = lastPlace(population, ranks[child]);
        }
        return parents;
    }

    /** The last of the elites' places that holds the very genotype at {@code place}. */
    private int lastPlace(Seq<Phenotype<DoubleGene, Score>> population, int place) {
        int last = place;
        for (int i = place + 1; i < elites; i++) {
            if (population.get(i).genotype() == population.get(place).genotype()) {
                last = i;
            }
        }
        return last;
    }
}
