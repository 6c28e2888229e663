package org.evodraughts.ga.fitness;

import io.jenetics.DoubleGene;
import io.jenetics.Genotype;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.evodraughts.ga.tournament.TournamentResult;
import org.evodraughts.network.NetworkEvaluator;
import org.evodraughts.random.Seeds;

/**
 * The step that scores: a tournament among all individuals, as the steps before it left them,
 * plus each one's games against the generation's members of the {@link HallOfFame}, if it has
 * any. Tournament g's games are seeded by (tournament seed, g). Each individual's network is
 * decoded for its games and dropped. Immutable.
 */
final class PlayTournament implements FitnessStep {
    private static final long TOURNAMENT_STREAM = 0x544F5552L;

    private final TrainingContext context;
    private final long seed;

    PlayTournament(TrainingContext context) {
        this.context = context;
        this.seed = context.seed(TOURNAMENT_STREAM);
    }

    @Override
    public void apply(Scoring scoring) {
        int generation = scoring.generation();
        List<NetworkEvaluator> players = new ArrayList<>(scoring.size());
        for (Genotype<DoubleGene> genotype : scoring.genotypes()) {
            players.add(new NetworkEvaluator(context.codec().decode(genotype)));
        }
        List<NetworkEvaluator> members;
        try {
            members = context.hallOfFame().members(generation).stream().map(NetworkEvaluator::new).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("the hall of fame of generation " + generation + ": " + e.getMessage(), e);
        }
        TournamentResult result = context.tournament().play(players, members, generation, Seeds.derive(seed, generation),
                context.games());
        scoring.played(result);
    }
}
