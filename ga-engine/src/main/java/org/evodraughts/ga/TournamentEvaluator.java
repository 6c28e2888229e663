package org.evodraughts.ga;

import io.jenetics.DoubleGene;
import io.jenetics.Phenotype;
import io.jenetics.engine.Evaluator;
import io.jenetics.util.ISeq;
import io.jenetics.util.MSeq;
import io.jenetics.util.Seq;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import org.evodraughts.checkers.match.Seeds;
import org.evodraughts.ga.tournament.Score;
import org.evodraughts.ga.tournament.Tournament;
import org.evodraughts.ga.tournament.TournamentProgress;
import org.evodraughts.ga.tournament.TournamentResult;
import org.evodraughts.network.Network;
import org.evodraughts.network.NetworkEvaluator;
import org.evodraughts.storage.Genome;

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
 * <p>Not thread-safe: the engine calls it from the evolution thread only.
 */
final class TournamentEvaluator implements Evaluator<DoubleGene, Score> {
    private static final long TOURNAMENT_STREAM = 0x544F5552L, REFINEMENT_STREAM = 0x5444L;

    private final Tournament tournament;
    private final long seed;
    private final GenomeLayout layout;
    private final double kingValue;
    private final HallOfFame hallOfFame;
    private final TdRefinement refinement;
    private final long refinementSeed;
    private final TournamentProgress progress;
    private int nextGeneration;
    private TournamentResult last;

    /**
     * Scores populations from generation {@code firstGeneration} on.
     *
     * @param layout     how genomes become networks
     * @param kingValue  the king value of genomes that carry none
     * @param hallOfFame the earlier champions each generation also plays
     * @param refinement how the champion is trained after its tournament (possibly not at all)
     */
    TournamentEvaluator(Tournament tournament, long masterSeed, GenomeLayout layout, double kingValue, HallOfFame hallOfFame,
                        TdRefinement refinement, TournamentProgress progress, int firstGeneration) {
        this.tournament = tournament;
        this.seed = Seeds.derive(masterSeed, TOURNAMENT_STREAM);
        this.layout = layout;
        this.kingValue = kingValue;
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
        List<NetworkEvaluator> players = population.stream()
                .map(p -> new NetworkEvaluator(layout.network(p.genotype(), kingValue)))
                .toList();
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
        Network trained = refinement.refine(layout.network(champion.genotype(), kingValue), seed);
        double[][] chromosomes = Genomes.genome(champion.genotype()).layers();
        for (int l = 0; l < Network.LAYERS; l++) {
            chromosomes[l] = trained.layerParameters(l);
        }
        return Phenotype.of(layout.genotype(new Genome(chromosomes)), champion.generation(), champion.fitness());
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
