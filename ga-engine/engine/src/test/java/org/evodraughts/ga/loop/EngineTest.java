package org.evodraughts.ga.loop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jenetics.DoubleGene;
import io.jenetics.Genotype;
import io.jenetics.Phenotype;
import io.jenetics.engine.Engine;
import io.jenetics.engine.EvolutionResult;
import io.jenetics.engine.EvolutionStart;
import io.jenetics.engine.RetryConstraint;
import io.jenetics.util.ISeq;
import io.jenetics.util.RandomRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.evodraughts.ga.breeding.AdditiveMutation;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.config.TestConfigs;
import org.evodraughts.ga.fitness.ChampionArchive;
import org.evodraughts.ga.fitness.HallOfFame;
import org.evodraughts.ga.fitness.ScoredGeneration;
import org.evodraughts.ga.fitness.TournamentEvaluator;
import org.evodraughts.ga.fitness.TrainingContext;
import org.evodraughts.ga.fitness.TrainingProgress;
import org.evodraughts.ga.genome.GenomeLayout;
import org.evodraughts.ga.tournament.Ranking;
import org.evodraughts.ga.tournament.Score;
import org.evodraughts.ga.tournament.Tournament;
import org.evodraughts.ga.tournament.TournamentProgress;
import org.evodraughts.network.Network;
import org.junit.jupiter.api.Test;

/** The Jenetics engine as {@link Evolution} configures it, one generation at a time. */
class EngineTest {
    private static final double STEP = AdditiveMutation.step(Network.PARAMETER_COUNT);

    /** Records which generations' tournaments were played. */
    static final class Recorder implements TournamentProgress {
        final List<Integer> tournaments = new ArrayList<>();

        @Override
        public synchronized void started(int generation, int games) {
            tournaments.add(generation);
        }

        @Override
        public void gameEnded() {}

        @Override
        public void ended() {}
    }

    /** A generator that fails on use: proves Jenetics' shared random source is never drawn from. */
    static final class NoRandom implements RandomGenerator {
        @Override
        public long nextLong() {
            throw new AssertionError("Jenetics' shared random source was used");
        }
    }

    private static ISeq<Phenotype<DoubleGene, Score>> phenotypes(List<Genotype<DoubleGene>> genotypes) {
        return ISeq.of(genotypes.stream().map(g -> Phenotype.<DoubleGene, Score>of(g, 0)).toList());
    }

    @Test
    void theDefaultPlanBreedsExactlySeed001sFifteen() throws Exception {
        EvolutionConfig config = TestConfigs.tiny(15, 5, 1, 2);
        Recorder recorder = new Recorder();
        try (Tournament tournament = new Tournament(config.tournament(), 2)) {
            TournamentEvaluator evaluator = TournamentEvaluator.of(config, new TrainingContext(GenomeLayout.WEIGHTS_ONLY.codec(1.5),
                    Evolution.refinement(config), tournament, new HallOfFame(0, ChampionArchive.inMemory(), 1), Runnable::run,
                    config.seed(), recorder, TrainingProgress.NONE));
            // The tournaments' results come back with their populations; this engine keeps them.
            List<ScoredGeneration> scored = new ArrayList<>();
            Engine<DoubleGene, Score> engine = Evolution.engine(config, population -> {
                if (population.forAll(Phenotype::isEvaluated)) {
                    return population.asISeq();
                }
                scored.add(evaluator.score(population));
                return scored.getLast().population();
            });
            ISeq<Phenotype<DoubleGene, Score>> parents =
                    engine.eval(phenotypes(Evolution.initialPopulation(config.seed(), 15)));
            int[] rank = Ranking.of(parents);
            EvolutionResult<DoubleGene, Score> result = RandomRegistry.with(new NoRandom())
                    .call(() -> engine.evolve(EvolutionStart.of(parents, 1)));
            ISeq<Phenotype<DoubleGene, Score>> next = result.population();

            assertEquals(15, next.size());
            for (int r = 0; r < 5; r++) {
                assertEquals(parents.get(rank[r]).genotype(), next.get(r).genotype(), "elite of rank " + (r + 1));
            }
            Genotype<DoubleGene> r1 = parents.get(rank[0]).genotype(), r2 = parents.get(rank[1]).genotype(),
                    r3 = parents.get(rank[2]).genotype(), r4 = parents.get(rank[3]).genotype(),
                    r5 = parents.get(rank[4]).genotype();
            assertCrossover(r1, r2, next.get(5).genotype(), next.get(6).genotype());
            assertMutant(r1, next.get(7).genotype());
            assertMutant(r2, next.get(8).genotype());
            assertCrossover(r2, r3, next.get(9).genotype(), next.get(10).genotype());
            assertMutant(r2, next.get(11).genotype());
            assertMutant(r3, next.get(12).genotype());
            assertMutant(r4, next.get(13).genotype());
            assertMutant(r5, next.get(14).genotype());

            // One tournament per generation, and every individual (elites too) holds its new score.
            assertEquals(List.of(0, 1), recorder.tournaments);
            assertEquals(List.of(0, 1), scored.stream().map(ScoredGeneration::generation).toList());
            assertEquals(scored.getLast().tournament().scores(), next.stream().map(Phenotype::fitness).toList());
            assertTrue(next.stream().allMatch(p -> p.fitness().games() == 28), "each plays 2 games against each of 14");
        }
    }

    /** The genes of weight layer {@code l} of a genome of weights only. */
    private static double[] layer(Genotype<DoubleGene> genotype, int l) {
        return GenomeLayout.WEIGHTS_ONLY.genes(genotype)[l];
    }

    /** Every layer of the children is the parents' with one middle segment swapped. */
    private static void assertCrossover(Genotype<DoubleGene> a, Genotype<DoubleGene> b,
                                        Genotype<DoubleGene> x, Genotype<DoubleGene> y) {
        int layersSwapped = 0;
        for (int l = 0; l < Network.LAYERS; l++) {
            double[] pa = layer(a, l), pb = layer(b, l), cx = layer(x, l), cy = layer(y, l);
            int first = -1, last = -1;
            for (int i = 0; i < pa.length; i++) {
                if (cx[i] == pa[i]) {
                    assertEquals(pb[i], cy[i], "layer " + l + " gene " + i);
                } else {
                    assertEquals(pb[i], cx[i], "layer " + l + " gene " + i + " comes from a parent");
                    assertEquals(pa[i], cy[i], "layer " + l + " gene " + i);
                    first = first < 0 ? i : first;
                    last = i;
                }
            }
            for (int i = first; first >= 0 && i <= last; i++) {
                assertEquals(pb[i], cx[i], "layer " + l + ": one contiguous segment is swapped");
            }
            layersSwapped += first >= 0 ? 1 : 0;
        }
        assertTrue(layersSwapped >= 2, "every layer is crossed, so most swap something: " + layersSwapped);
    }

    /**
     * Every gene moved by more than 0 and at most the step from {@code parent}; no other
     * individual comes that close on all 4,101 genes, so this names the one parent.
     */
    private static void assertMutant(Genotype<DoubleGene> parent, Genotype<DoubleGene> child) {
        for (int l = 0; l < Network.LAYERS; l++) {
            double[] p = layer(parent, l), c = layer(child, l);
            for (int i = 0; i < p.length; i++) {
                double move = Math.abs(c[i] - p[i]);
                assertTrue(move <= STEP && move > 0, "layer " + l + " gene " + i + " moved by " + move);
            }
        }
    }

    @Test
    void genesOutsideTheirRangeSurviveUnchanged() {
        EvolutionConfig config = TestConfigs.tiny(6, 3, 1, 2);
        // Every gene times 5: far outside [-1, 1), so Jenetics calls every genome invalid.
        List<Genotype<DoubleGene>> wide = Evolution.initialPopulation(3, 6).stream()
                .map(g -> {
                    double[][] chromosomes = GenomeLayout.WEIGHTS_ONLY.genes(g);
                    for (double[] genes : chromosomes) {
                        for (int i = 0; i < genes.length; i++) {
                            genes[i] *= 5;
                        }
                    }
                    return GenomeLayout.WEIGHTS_ONLY.genotype(chromosomes);
                }).toList();
        try (Tournament tournament = new Tournament(config.tournament(), 2)) {
            TournamentEvaluator evaluator = TournamentEvaluator.of(config, new TrainingContext(GenomeLayout.WEIGHTS_ONLY.codec(1.5),
                    Evolution.refinement(config), tournament, new HallOfFame(0, ChampionArchive.inMemory(), 1), Runnable::run,
                    1, TournamentProgress.NONE, TrainingProgress.NONE));
            Engine<DoubleGene, Score> engine = Evolution.engine(config, evaluator);
            ISeq<Phenotype<DoubleGene, Score>> parents = engine.eval(phenotypes(wide));
            assertFalse(parents.get(0).isValid());
            // Jenetics' default constraint would replace such an individual by a random one.
            assertFalse(RetryConstraint.<DoubleGene, Score>of(GenomeLayout.WEIGHTS_ONLY.codec(1.5).encoding()).test(parents.get(0)));
            assertTrue(engine.constraint().test(parents.get(0)));

            EvolutionResult<DoubleGene, Score> result = engine.evolve(EvolutionStart.of(parents, 1));
            ISeq<Phenotype<DoubleGene, Score>> next = result.population();
            int[] rank = Ranking.of(parents);
            for (int r = 0; r < 3; r++) {
                assertEquals(parents.get(rank[r]).genotype(), next.get(r).genotype());
                assertFalse(next.get(r).isValid());
            }
            // The plan for 6/3: X(1,2), M1; the mutant of rank 1 keeps its wide genes.
            assertMutant(parents.get(rank[0]).genotype(), next.get(5).genotype());
            assertEquals(0, result.invalidCount() + result.killCount());
        }
    }

    @Test
    void theEngineBreedsSizeMinusElitesForEverySize() {
        for (int size = 2; size <= 80; size++) {
            for (int elites = 1; elites < size; elites++) {
                EvolutionConfig config = TestConfigs.tiny(size, elites, 1, 1);
                Engine<DoubleGene, Score> engine = Evolution.engine(config, population -> population.asISeq());
                assertEquals(size - elites, engine.offspringSize(), size + "/" + elites);
                assertEquals(elites, engine.survivorsSize(), size + "/" + elites);
            }
        }
    }

    @Test
    void theEngineNeverMakesRandomGenotypesOfItsOwn() {
        assertThrows(IllegalStateException.class, GenomeLayout.WEIGHTS_ONLY.codec(1.5).encoding()::newInstance);
        EvolutionConfig config = TestConfigs.tiny(4, 2, 1, 1);
        Engine<DoubleGene, Score> engine = Evolution.engine(config, population -> population.asISeq());
        assertSame(GenomeLayout.WEIGHTS_ONLY.codec(1.5).encoding(), engine.genotypeFactory());
        assertEquals(Long.MAX_VALUE, engine.maximalPhenotypeAge());
    }
}
