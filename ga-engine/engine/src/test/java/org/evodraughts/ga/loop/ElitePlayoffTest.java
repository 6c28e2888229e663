package org.evodraughts.ga.loop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.config.TestConfigs;
import org.evodraughts.ga.genome.GenomeCodec;
import org.evodraughts.ga.genome.GenomeLayout;
import org.evodraughts.ga.tournament.Ranking;
import org.evodraughts.ga.tournament.Score;
import org.evodraughts.ga.tournament.Tournament;
import org.evodraughts.network.Network;
import org.junit.jupiter.api.Test;

/**
 * {@code champions.playoffGames}: the champion is the elites' play-off winner, the population's
 * history is the run without it, and the choice is the same at any thread count.
 */
class ElitePlayoffTest {
    private static final int SIZE = 6, ELITES = 3, GENERATIONS = 8;

    private static EvolutionConfig config(int playoffGames, int threads) {
        return TestConfigs.with(SIZE, ELITES, GENERATIONS, threads,
                Map.of("champions.playoffGames", String.valueOf(playoffGames)));
    }

    @Test
    void theChampionIsTheElitePlayoffWinnerAndNothingElseChanges() throws IOException {
        RecordedRun off = RecordedRun.of("off", config(0, 2));
        RecordedRun on = RecordedRun.of("on", config(6, 2));

        assertEquals(off.populations(), on.populations(), "fitness, elites and breeding are the run's without a play-off");
        int notRankOne = 0;
        EvolutionConfig config = on.reports().getFirst().run().config();
        GenomeCodec codec = GenomeLayout.of(config).codec(config.population().kingValue());
        try (Tournament roundRobin = new Tournament(config.tournament().playoff(), 2)) {
            ElitePlayoff playoff = new ElitePlayoff(roundRobin, 6, config.seed());
            for (GenerationReport report : on.reports()) {
                int[] ranking = report.ranking();
                List<Network> elites = new ArrayList<>();
                for (int rank = 0; rank < ELITES; rank++) {
                    elites.add(codec.decode(codec.layout().genotype(report.population().get(ranking[rank]).genome())));
                }
                List<Score> scores = playoff.scores(elites, report.generation());
                int winner = ranking[Ranking.of(scores)[0]];
                assertEquals(winner, report.championIndex(), "generation " + report.generation());
                assertEquals(elites.get(Ranking.of(scores)[0]), report.championNetwork());
                scores.forEach(s -> assertEquals((ELITES - 1) * 6, s.games(), "each pair plays 6 games"));
                notRankOne += winner != ranking[0] ? 1 : 0;
            }
        }
        assertTrue(notRankOne > 0, "the play-off chose someone other than rank 1 at least once");
        assertNotEquals(off.champions(), on.champions());
    }

    @Test
    void oneAndTwoThreadsChooseTheSameChampions() throws IOException {
        RecordedRun one = RecordedRun.of("one", config(4, 1));
        RecordedRun two = RecordedRun.of("two", config(4, 2));
        assertEquals(one.champions(), two.champions());
        assertEquals(one.reports().stream().map(GenerationReport::championIndex).toList(),
                two.reports().stream().map(GenerationReport::championIndex).toList());
    }
}
