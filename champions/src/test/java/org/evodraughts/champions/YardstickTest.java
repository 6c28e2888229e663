package org.evodraughts.champions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.evodraughts.checkers.match.MatchSettings;
import org.evodraughts.checkers.match.OpeningMatch;
import org.evodraughts.checkers.match.Openings;
import org.evodraughts.checkers.match.YardstickSettings;
import org.evodraughts.checkers.players.PlayerSpec;
import org.evodraughts.checkers.players.PlayerSpecParser;
import org.evodraughts.checkers.players.SearchPlayer;
import org.evodraughts.network.NetworkEvaluator;
import org.evodraughts.storage.records.YardstickResult;
import org.junit.jupiter.api.Test;

class YardstickTest {
    private static final YardstickSettings SETTINGS = new YardstickSettings("heuristic:1", 25, 12, Tiny.SHORT_GAMES);

    @Test
    void theMatchIsFixedByTheSeedAndTheGenerationWhateverTheThreadCount() throws Exception {
        Yardstick yardstick = new Yardstick(SETTINGS, Tiny.SEARCH);
        Champion champion = Tiny.champion(25, 9);
        YardstickResult one, three, again;
        try (ExecutorService pool = Executors.newFixedThreadPool(1)) {
            one = yardstick.measure(2026, champion, pool);
        }
        try (ExecutorService pool = Executors.newFixedThreadPool(3)) {
            three = yardstick.measure(2026, champion, pool);
            again = yardstick.measure(2026, champion, pool);
        }
        assertEquals(one, three);
        assertEquals(one, again);
        assertEquals("heuristic:1", one.player());
        assertEquals(12, one.games());
    }

    @Test
    void itPlaysTheBallotOpeningsWithBothColoursFromItsOwnSeedStream() throws Exception {
        Champion champion = Tiny.champion(50, 4);
        YardstickResult result;
        try (ExecutorService pool = Executors.newFixedThreadPool(2)) {
            result = new Yardstick(SETTINGS, Tiny.SEARCH).measure(2026, champion, pool);
        }
        // The documented games: OpeningMatch on the ballot deck, with the champion as A and the
        // baseline player unchanged as B, seeded by derive(derive(masterSeed, STREAM), generation).
        NetworkEvaluator evaluator = new NetworkEvaluator(champion.network());
        PlayerSpec measured = new PlayerSpec("gen-0050", () -> new SearchPlayer("gen-0050", Tiny.SEARCH.newSearch(evaluator)));
        PlayerSpec fixed = PlayerSpecParser.baselines().parse("heuristic:1", null);
        var expected = OpeningMatch.play(measured, fixed,
                new MatchSettings(12, 0, Tiny.SHORT_GAMES, Yardstick.seed(2026, 50), 2), Openings.ballot(), g -> { });
        assertEquals(YardstickResult.of("heuristic:1", expected.tally()), result);

        assertNotEquals(Yardstick.seed(2026, 50), Yardstick.seed(2026, 75), "each generation has its own games");
        assertNotEquals(Yardstick.seed(2026, 50), Yardstick.seed(2027, 50));
        assertNotEquals(Yardstick.STREAM, ChampionTracker.STREAM);
    }
}
