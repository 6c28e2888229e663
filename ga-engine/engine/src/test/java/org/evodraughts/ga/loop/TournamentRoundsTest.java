package org.evodraughts.ga.loop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.IOException;
import java.util.Map;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.config.TestConfigs;
import org.evodraughts.ga.tournament.Score;
import org.junit.jupiter.api.Test;

/**
 * {@code tournament.rounds}: a run's round robin is played that many times, every individual's
 * fitness counts all of them, and the run is the same at any thread count.
 */
class TournamentRoundsTest {
    private static final int SIZE = 6, ELITES = 3, GENERATIONS = 6;

    private static EvolutionConfig config(int rounds, int threads) {
        return TestConfigs.with(SIZE, ELITES, GENERATIONS, threads, Map.of("tournament.rounds", String.valueOf(rounds)));
    }

    @Test
    void everyPairMeetsTwiceARoundAndTheFitnessCountsEveryGame() throws IOException {
        RecordedRun three = RecordedRun.of("three", config(3, 2));
        assertEquals(GENERATIONS + 1, three.reports().size());
        for (GenerationReport report : three.reports()) {
            assertEquals(3 * SIZE * (SIZE - 1), report.tournament().gameCount(), "generation " + report.generation());
            for (Score score : report.tournament().scores()) {
                assertEquals(3 * 2 * (SIZE - 1), score.games());
            }
        }
        // The extra rounds change who is ranked where, and so the run: the key does something.
        assertNotEquals(RecordedRun.of("one", config(1, 2)).populations(), three.populations());
    }

    @Test
    void oneAndTwoThreadsGiveTheSameRun() throws IOException {
        RecordedRun one = RecordedRun.of("one", config(2, 1));
        RecordedRun two = RecordedRun.of("two", config(2, 2));
        assertEquals(one.populations(), two.populations());
        assertEquals(one.champions(), two.champions());
    }
}
