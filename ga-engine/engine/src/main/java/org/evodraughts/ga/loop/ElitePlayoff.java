package org.evodraughts.ga.loop;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.evodraughts.ga.tournament.Ranking;
import org.evodraughts.ga.tournament.Score;
import org.evodraughts.ga.tournament.Tournament;
import org.evodraughts.ga.tournament.TournamentProgress;
import org.evodraughts.network.Network;
import org.evodraughts.network.NetworkEvaluator;
import org.evodraughts.random.Seeds;

/**
 * The elites' play-off ({@code champions.playoffGames}): picks a generation's champion among its
 * elites by more games than the tournament gives them. In the tournament each pair meets twice,
 * and among trained networks of about equal strength its rank 1 was no better than a random
 * elite against players from outside the run (docs/research/champion-pick.md).
 * Here every pair of elites plays {@code gamesPerPair} games: that many / 2 round robins, each
 * from its own openings, seeded by (seed, generation, round). The contender with the most points
 * wins; among equals, the one ranked higher in the tournament. The population, its fitness and
 * its breeding are untouched: only which elite is the champion changes.
 */
final class ElitePlayoff {
    private static final long STREAM = 0x454C4954L;

    private final Tournament roundRobin;
    private final int gamesPerPair;
    private final long seed;

    /**
     * @param roundRobin   a round-robin tournament with the run's game settings (two games a pair)
     * @param gamesPerPair games each pair plays, even, at least 2
     * @param seed         the island's seed, from which every round's seed derives
     */
    ElitePlayoff(Tournament roundRobin, int gamesPerPair, long seed) {
        if (gamesPerPair < 2 || gamesPerPair % 2 != 0) {
            throw new IllegalArgumentException("games per pair must be even and at least 2, got " + gamesPerPair);
        }
        this.roundRobin = roundRobin;
        this.gamesPerPair = gamesPerPair;
        this.seed = Seeds.derive(seed, STREAM);
    }

    /**
     * Each contender's play-off score, the contenders ({@code contenders}: the elites' networks
     * from rank 1 down) in the same order.
     */
    List<Score> scores(List<Network> contenders, int generation) {
        List<NetworkEvaluator> players = contenders.stream().map(NetworkEvaluator::new).toList();
        List<Score> totals = new ArrayList<>(Collections.nCopies(players.size(), new Score(0, 0, 0, 0)));
        long generationSeed = Seeds.derive(seed, generation);
        for (int round = 0; round < gamesPerPair / 2; round++) {
            List<Score> scores = roundRobin.play(players, generation, Seeds.derive(generationSeed, round),
                    TournamentProgress.NONE).scores();
            for (int i = 0; i < scores.size(); i++) {
                totals.set(i, totals.get(i).plus(scores.get(i)));
            }
        }
        return totals;
    }

    /** The index in {@code contenders} of the play-off's winner: most points, the earlier among equals. */
    int winner(List<Network> contenders, int generation) {
        return Ranking.of(scores(contenders, generation))[0];
    }
}
