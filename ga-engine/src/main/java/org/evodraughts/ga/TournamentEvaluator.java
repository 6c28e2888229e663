package org.evodraughts.ga;

import io.jenetics.Chromosome;
import io.jenetics.DoubleGene;
import io.jenetics.Genotype;
import io.jenetics.Phenotype;
import io.jenetics.engine.Codec;
import io.jenetics.engine.Evaluator;
import io.jenetics.util.ISeq;
import io.jenetics.util.MSeq;
import io.jenetics.util.Seq;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.evodraughts.checkers.match.Seeds;
import org.evodraughts.ga.tournament.Score;
import org.evodraughts.ga.tournament.Tournament;
import org.evodraughts.ga.tournament.TournamentProgress;
import org.evodraughts.ga.tournament.TournamentResult;
import org.evodraughts.network.Network;
import org.evodraughts.network.NetworkEvaluator;

/**
 * The engine's whole-population fitness: a tournament among all individuals, plus each one's
 * games against the generation's members of the {@link HallOfFame}, if it has any. With
 * {@link TdRefinement} on, the champion (rank 1) is then trained by self-play before it breeds;
 * it keeps the score its untrained weights earned.
 *
 * <p>Fitness is relative, so a population with any unscored individual (the offspring) is
 * re-scored entirely, elites included, by one tournament; a fully scored population (a start
 * population already scored, which Jenetics evaluates again at the start of each
 * {@code evolve} call) is returned as it is. So each generation plays exactly one tournament.
 * The tournaments are numbered by generation, from the one given at construction: tournament
 * g's seed derives from (master seed, g).
 *
 * <p>Each individual's network is decoded once per generation, by the codec, and kept with its
 * genotype until the next tournament: {@link #network} hands it on (the champion to the hall of
 * fame and the champion records), so nothing builds it again.
 *
 * <p>Not thread-safe: the engine calls it from the evolution thread only.
 */
final class TournamentEvaluator implements Evaluator<DoubleGene, Score> {
    private static final long TOURNAMENT_STREAM = 0x544F5552L, REFINEMENT_STREAM = 0x5444L;

    private final Tournament tournament;
    private final long seed;
    private final Codec<Network, DoubleGene> codec;
    private final HallOfFame hallOfFame;
    private final TdRefinement refinement;
    private final long refinementSeed;
    private final TournamentProgress progress;
    private int nextGeneration;
    private TournamentResult last;
    /** The networks of the population last scored, by genotype (identity: the engine keeps the objects). */
    private final Map<Genotype<DoubleGene>, Network> networks = new IdentityHashMap<>();

    /**
     * Scores populations from generation {@code firstGeneration} on.
     *
     * @param codec      how genotypes become networks
     * @param hallOfFame the earlier champions each generation also plays
     * @param refinement how the champion is trained after its tournament (possibly not at all)
     */
    TournamentEvaluator(Tournament tournament, long masterSeed, Codec<Network, DoubleGene> codec, HallOfFame hallOfFame,
                        TdRefinement refinement, TournamentProgress progress, int firstGeneration) {
        this.tournament = tournament;
        this.seed = Seeds.derive(masterSeed, TOURNAMENT_STREAM);
        this.codec = codec;
        this.hallOfFame = hallOfFame;
        this.refinement = refinement;
        this.refinementSeed = Seeds.derive(masterSeed, REFINEMENT_STREAM);
        this.progress = progress;
        this.nextGeneration = firstGeneration;
    }

    @Override
    public ISeq<Phenotype<DoubleGene, Score>> eval(Seq<Phenotype<DoubleGene, Score>> population) {
        if (population.forAll(Phenotype::isEvaluated)) {
            return population.asISeq();
        }
        networks.clear();
        List<NetworkEvaluator> players = new ArrayList<>(population.size());
        for (Phenotype<DoubleGene, Score> individual : population) {
            Network network = codec.decode(individual.genotype());
            networks.put(individual.genotype(), network);
            players.add(new NetworkEvaluator(network));
        }
        int generation = nextGeneration;
        List<NetworkEvaluator> members;
        try {
            members = hallOfFame.members(generation).stream().map(NetworkEvaluator::new).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("the hall of fame of generation " + generation + ": " + e.getMessage(), e);
        }
        TournamentResult result = tournament.play(players, members, generation, Seeds.derive(seed, generation), progress);
        nextGeneration++;
        last = result;
        MSeq<Phenotype<DoubleGene, Score>> scored = MSeq.ofLength(population.size());
        for (int i = 0; i < population.size(); i++) {
            scored.set(i, population.get(i).withFitness(result.scores().get(i)));
        }
        if (refinement.isOn()) {
            int champion = Ranking.of(result.scores())[0];
            Phenotype<DoubleGene, Score> trained = refined(scored.get(champion), Seeds.derive(refinementSeed, generation));
            scored.set(champion, trained);
        }
        return scored.toISeq();
    }

    /**
     * The champion with its weights trained by self-play (Lamarckian: they replace its genes);
     * its other genes and its score stay.
     */
    private Phenotype<DoubleGene, Score> refined(Phenotype<DoubleGene, Score> champion, long seed) {
        Network trained = refinement.refine(networks.get(champion.genotype()), seed);
        List<Chromosome<DoubleGene>> chromosomes = new ArrayList<>(champion.genotype().length());
        for (int c = 0; c < champion.genotype().length(); c++) {
            chromosomes.add(c < Network.LAYERS ? Genomes.chromosome(trained.layerParameters(c)) : champion.genotype().get(c));
        }
        Genotype<DoubleGene> genotype = Genotype.of(chromosomes);
        networks.put(genotype, codec.decode(genotype));
        return Phenotype.of(genotype, champion.generation(), champion.fitness());
    }

    /**
     * The network of an individual of the population last scored: the one its tournament
     * games were played with, or for a champion trained after them, its trained network.
     *
     * @throws IllegalArgumentException if the genotype was not in that population
     */
    Network network(Genotype<DoubleGene> genotype) {
        Network network = networks.get(genotype);
        if (network == null) {
            throw new IllegalArgumentException("the genotype was not scored in generation " + lastGeneration());
        }
        return network;
    }

    /** The generation whose tournament was played last. */
    int lastGeneration() {
        return nextGeneration - 1;
    }

    /** The last tournament's result, or null before the first. */
    TournamentResult lastResult() {
        return last;
    }
}
