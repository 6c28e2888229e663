package org.evodraughts.ga.fitness;

import io.jenetics.DoubleGene;
import io.jenetics.Phenotype;
import io.jenetics.util.ISeq;
import java.util.Objects;
import org.evodraughts.ga.tournament.Score;
import org.evodraughts.ga.tournament.TournamentResult;

/**
 * What {@link TournamentEvaluator#score} returns: a generation's population, scored, and the
 * tournament that scored it (its games and time, which the loop reports). Immutable.
 *
 * @param generation the generation whose tournament it was
 * @param population the scored individuals in population order (trained ones with their trained genes)
 * @param tournament the tournament's result; its first {@code population.size()} scores are the population's
 */
public record ScoredGeneration(int generation, ISeq<Phenotype<DoubleGene, Score>> population, TournamentResult tournament) {
    public ScoredGeneration {
        Objects.requireNonNull(population, "population");
        Objects.requireNonNull(tournament, "tournament");
    }
}
