/**
 * How a generation breeds, as Jenetics selectors and an alterer: the elites survive
 * ({@link org.evodraughts.ga.breeding.EliteSelector}); seed 001's
 * {@link org.evodraughts.ga.breeding.BreedingPlan} says which children come from which ranks
 * ({@link org.evodraughts.ga.breeding.PlanSelector} lists their parents), and
 * {@link org.evodraughts.ga.breeding.PlanAlterer} breeds them with the
 * {@link org.evodraughts.ga.breeding.Variation} the configuration chose: two-point crossover of
 * each layer ({@link org.evodraughts.ga.breeding.LayerCrossover}), and additive or self-adaptive
 * mutation, with an evolved king value's own ({@link org.evodraughts.ga.breeding.AdditiveMutation},
 * {@link org.evodraughts.ga.breeding.SelfAdaptiveMutation},
 * {@link org.evodraughts.ga.breeding.KingMutation}). The plan also says who bred whom in a
 * bred population ({@link org.evodraughts.ga.breeding.BreedingPlan#parentIndices}), for
 * parent-child averaging: nothing is recorded on the side.
 */
package org.evodraughts.ga.breeding;
