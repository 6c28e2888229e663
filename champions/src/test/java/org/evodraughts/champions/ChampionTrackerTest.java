package org.evodraughts.champions;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.notation.Pdn;
import org.evodraughts.checkers.notation.PdnGame;
import org.evodraughts.network.NetworkEvaluator;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

class ChampionTrackerTest {
    private static final ExecutorService POOL = Executors.newFixedThreadPool(2);
    private final ChampionTracker tracker = new ChampionTracker(Tiny.SETTINGS, Tiny.SEARCH);

    @AfterAll
    static void stopPool() {
        POOL.shutdownNow();
    }

    @Test
    void aChampionNeverPlaysItsOwnGeneration() throws InterruptedException {
        Champion champion = Tiny.champion(2, 20);
        // "Every champion so far", the current one included.
        List<Champion> all = List.of(Tiny.champion(0, 0), Tiny.champion(1, 10), champion);
        ChampionEvaluation evaluation = tracker.evaluate(RunId.of("r"), 7, champion, all, POOL);

        assertEquals(List.of("gen-0001", "gen-0000"), opponentNames(evaluation.previousChampions()));
        for (EvaluatedGame game : evaluation.games()) {
            Map<String, String> tags = game.pdn().tags();
            assertNotEquals(tags.get("Black"), tags.get("White"), "game " + game.number() + " is the champion against itself");
            assertTrue(tags.get("Black").equals("gen-0002") || tags.get("White").equals("gen-0002"));
        }
        assertEquals(2 * 6 + 2 * 2, evaluation.games().size());
    }

    @Test
    void identicalNetworksOfDifferentGenerationsAreDifferentChampions() throws InterruptedException {
        // The network survived unchanged from generation 4 to 5 (an elite): still two champions.
        Champion before = Tiny.champion(4, 99);
        Champion after = new Champion(5, before.network(), 3);
        ChampionEvaluation evaluation = tracker.evaluate(RunId.of("r"), 7, after, List.of(before), POOL);

        assertEquals(List.of("gen-0004"), opponentNames(evaluation.previousChampions()));
        assertEquals(6, evaluation.previousChampions().getFirst().games().size());
        assertTrue(evaluation.meanOfMeans().isPresent());
    }

    @Test
    void playsTheFiveMostRecentEarlierChampionsSixGamesEachHalfWithEachColour() throws InterruptedException {
        List<Champion> earlier = new ArrayList<>();
        for (int generation = 0; generation < 8; generation++) {
            earlier.add(Tiny.champion(generation, 100 + generation));
        }
        Champion champion = Tiny.champion(8, 200);
        ChampionEvaluation evaluation = tracker.evaluate(RunId.of("r"), 7, champion, earlier.reversed(), POOL);

        assertEquals(List.of("gen-0007", "gen-0006", "gen-0005", "gen-0004", "gen-0003"), opponentNames(evaluation.previousChampions()));
        assertEquals(List.of("random", "heuristic:1"), opponentNames(evaluation.baselines()));
        for (OpponentResult result : evaluation.previousChampions()) {
            assertEquals(6, result.games().size());
            assertEquals(3, result.games().stream().filter(g -> g.championSide() == Side.BLACK).count());
            Set<List<?>> openings = new HashSet<>();
            result.games().forEach(g -> openings.add(g.pdn().moves().subList(0, Tiny.SETTINGS.openingPlies())));
            assertEquals(6, openings.size(), "every game has its own opening");
        }
        for (OpponentResult result : evaluation.baselines()) {
            assertEquals(2, result.games().size());
            assertEquals(1, result.games().stream().filter(g -> g.championSide() == Side.WHITE).count());
        }
    }

    @Test
    void theFiguresAreTheMeansOfTheChampionsScoresInTheGamesPlayed() throws InterruptedException {
        Champion champion = Tiny.champion(3, 30);
        List<Champion> earlier = List.of(Tiny.champion(2, 21), Tiny.champion(1, 11), Tiny.champion(0, 1));
        ChampionEvaluation evaluation = tracker.evaluate(RunId.of("r"), 11, champion, earlier, POOL);

        // Recount from the PDN results and the tags saying who had which colour.
        Map<String, List<Integer>> byOpponent = new LinkedHashMap<>();
        for (EvaluatedGame game : evaluation.games()) {
            Map<String, String> tags = game.pdn().tags();
            boolean championBlack = tags.get("Black").equals(champion.name());
            String opponent = championBlack ? tags.get("White") : tags.get("Black");
            int score = switch (game.pdn().result()) {
                case "1-0" -> championBlack ? 1 : -1;
                case "0-1" -> championBlack ? -1 : 1;
                default -> 0;
            };
            byOpponent.computeIfAbsent(opponent, o -> new ArrayList<>()).add(score);
        }
        double sum = 0;
        for (String name : List.of("gen-0002", "gen-0001", "gen-0000")) {
            sum += byOpponent.get(name).stream().mapToInt(Integer::intValue).average().orElseThrow();
        }
        assertEquals(sum / 3, evaluation.meanOfMeans().getAsDouble(), 1e-12);
        assertEquals(byOpponent.get("random").stream().mapToInt(Integer::intValue).average().orElseThrow(),
                evaluation.baselineScores().get("random"), 1e-12);
    }

    @Test
    void theFirstChampionHasNoMeanOfMeansButStillPlaysTheBaselines() throws InterruptedException {
        ChampionEvaluation evaluation = tracker.evaluate(RunId.of("r"), 7, Tiny.champion(0, 5), List.of(), POOL);
        assertTrue(evaluation.meanOfMeans().isEmpty());
        assertEquals(List.of("random", "heuristic:1"), List.copyOf(evaluation.baselineScores().keySet()));
    }

    @Test
    void baselinesCanBeSwitchedOff() throws InterruptedException {
        ChampionTracker without = new ChampionTracker(Tiny.SETTINGS.withBaselines(List.of("random"), 0), Tiny.SEARCH);
        ChampionEvaluation evaluation = without.evaluate(RunId.of("r"), 7, Tiny.champion(1, 5), List.of(Tiny.champion(0, 6)), POOL);
        assertEquals(Map.of(), evaluation.baselineScores());
        assertEquals(6, evaluation.games().size());
    }

    @Test
    void theGamesPlayedElsewhereFromTheirPlansAloneAreTheSame() throws InterruptedException {
        Champion champion = Tiny.champion(4, 40);
        List<Champion> earlier = List.of(Tiny.champion(3, 31), Tiny.champion(2, 21));
        List<String> here = pdnOf(tracker.evaluate(RunId.of("r"), 42, champion, earlier, POOL));
        // As another machine plays them: each plan alone, last first, with evaluators of its own.
        List<Integer> order = new ArrayList<>();
        ChampionGames elsewhere = (games, ended) -> {
            PlannedGame.Played[] played = new PlannedGame.Played[games.size()];
            for (int i = games.size() - 1; i >= 0; i--) {
                played[i] = games.get(i).play(NetworkEvaluator::new, () -> false);
                ended.ended(i, played[i]);
            }
            return List.of(played);
        };
        ChampionEvaluation evaluation = tracker.evaluate(RunId.of("r"), 42, champion, earlier, elsewhere,
                game -> order.add(game.number()));
        assertEquals(here, pdnOf(evaluation));
        assertEquals(evaluation.games().size() - 1, order.getFirst(), "each game heard of as it ended");
    }

    @Test
    void theGamesDoNotDependOnTheThreadCount() throws InterruptedException {
        Champion champion = Tiny.champion(4, 40);
        List<Champion> earlier = List.of(Tiny.champion(3, 31), Tiny.champion(2, 21));
        List<String> oneThread, threeThreads;
        try (ExecutorService one = Executors.newFixedThreadPool(1); ExecutorService three = Executors.newFixedThreadPool(3)) {
            oneThread = pdnOf(tracker.evaluate(RunId.of("r"), 42, champion, earlier, one));
            threeThreads = pdnOf(tracker.evaluate(RunId.of("r"), 42, champion, earlier, three));
        }
        assertEquals(oneThread, threeThreads);
        assertNotEquals(oneThread, pdnOf(tracker.evaluate(RunId.of("r"), 43, champion, earlier, POOL)), "another seed, other games");
    }

    @Test
    void everyGamesPdnReadsBackWithItsTags() throws InterruptedException {
        ConcurrentLinkedQueue<EvaluatedGame> heard = new ConcurrentLinkedQueue<>();
        ChampionEvaluation evaluation = tracker.evaluate(RunId.of("run-7"), 3, Tiny.champion(1, 8), List.of(Tiny.champion(0, 9)), POOL,
                heard::add);
        assertEquals(evaluation.games().size(), heard.size(), "the listener hears every game");
        for (EvaluatedGame game : evaluation.games()) {
            List<PdnGame> parsed = Pdn.parse(Pdn.format(game.pdn()));
            assertEquals(List.of(game.pdn()), parsed);
            Map<String, String> tags = parsed.getFirst().tags();
            assertEquals("run-7", tags.get("Run"));
            assertEquals("1", tags.get("Generation"));
            assertEquals(String.valueOf(game.number() + 1), tags.get("Round"));
            assertEquals(game.outcome().pdnResult(), parsed.getFirst().result());
        }
    }

    @Test
    void refusesALaterChampionOrTwoOfOneGeneration() {
        Champion champion = Tiny.champion(2, 1);
        IllegalArgumentException later = assertThrows(IllegalArgumentException.class,
                () -> tracker.evaluate(RunId.of("r"), 1, champion, List.of(Tiny.champion(3, 2)), POOL));
        assertEquals("the champion of generation 2 cannot play the later champion of generation 3", later.getMessage());
        IllegalArgumentException twice = assertThrows(IllegalArgumentException.class,
                () -> tracker.evaluate(RunId.of("r"), 1, champion, List.of(Tiny.champion(1, 2), Tiny.champion(1, 3)), POOL));
        assertEquals("two earlier champions of generation 1", twice.getMessage());
    }

    private static List<String> opponentNames(List<OpponentResult> results) {
        return results.stream().map(r -> r.opponent().name()).toList();
    }

    private static List<String> pdnOf(ChampionEvaluation evaluation) {
        return evaluation.games().stream().map(g -> Pdn.format(g.pdn())).toList();
    }
}
