package org.evodraughts.ga.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.stream.IntStream;
import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.match.Opening;
import org.evodraughts.ga.config.TestConfigs;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.config.TournamentScheme;
import org.evodraughts.network.Network;
import org.evodraughts.network.NetworkEvaluator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TournamentTest {
    private static List<NetworkEvaluator> players(int n, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        return IntStream.range(0, n).mapToObj(i -> new NetworkEvaluator(Network.random(random))).toList();
    }

    @Test
    void roundRobinPlaysEveryPairTwiceFromOneOpeningWithColoursReversed() {
        List<ScheduledGame> games = Schedule.of(TournamentScheme.ROUND_ROBIN, 5, 1, 5, new SplittableRandom(1));
        assertEquals(20, games.size());
        Set<List<Integer>> ordered = new HashSet<>();
        for (int p = 0; p < 10; p++) {
            ScheduledGame first = games.get(2 * p), second = games.get(2 * p + 1);
            assertEquals(List.of(2 * p, 2 * p + 1), List.of(first.index(), second.index()));
            assertEquals(p, first.opening());
            assertEquals(p, second.opening());
            assertEquals(first.black(), second.white());
            assertEquals(first.white(), second.black());
            ordered.add(List.of(first.black(), first.white()));
            ordered.add(List.of(second.black(), second.white()));
        }
        assertEquals(20, ordered.size(), "every ordered pair once");
    }

    @Test
    void roundsRepeatTheRoundRobinFromNewOpeningsAfterTheFirstRoundsGames() {
        List<ScheduledGame> one = Schedule.of(TournamentScheme.ROUND_ROBIN, 5, 1, 5, new SplittableRandom(1));
        List<ScheduledGame> three = Schedule.of(TournamentScheme.ROUND_ROBIN, 5, 3, 5, new SplittableRandom(1));
        assertEquals(60, three.size());
        assertEquals(one, three.subList(0, 20), "the first round is seed 001's tournament, unchanged");
        Map<List<Integer>, Integer> meetings = new HashMap<>();
        Set<Integer> openings = new HashSet<>();
        for (int g = 0; g < three.size(); g++) {
            ScheduledGame game = three.get(g);
            assertEquals(g, game.index());
            assertEquals(g / 2, game.opening(), "each pair of games from an opening of its own");
            meetings.merge(List.of(game.black(), game.white()), 1, Integer::sum);
            openings.add(game.opening());
        }
        assertEquals(20, meetings.size());
        assertTrue(meetings.values().stream().allMatch(m -> m == 3), "every ordered pair once a round: " + meetings);
        assertEquals(30, openings.size());
        assertThrows(IllegalArgumentException.class, () -> Schedule.of(TournamentScheme.ROUND_ROBIN, 5, 0, 5, new SplittableRandom(1)));
    }

    @Test
    void randomOpponentsGiveEachIndividualItsGamesAsBlackAgainstOthers() {
        List<ScheduledGame> games = Schedule.of(TournamentScheme.RANDOM_OPPONENTS, 6, 1, 5, new SplittableRandom(2));
        assertEquals(30, games.size());
        Map<Integer, Integer> asBlack = new HashMap<>();
        Set<Integer> openings = new HashSet<>();
        for (ScheduledGame g : games) {
            assertNotEquals(g.black(), g.white());
            asBlack.merge(g.black(), 1, Integer::sum);
            openings.add(g.opening());
        }
        assertEquals(Map.of(0, 5, 1, 5, 2, 5, 3, 5, 4, 5, 5, 5), asBlack);
        assertEquals(30, openings.size(), "each game its own opening");
        // Opponents are drawn uniformly from the others (seeded, so this is fixed).
        int[] asWhite = new int[10];
        for (ScheduledGame g : Schedule.of(TournamentScheme.RANDOM_OPPONENTS, 10, 1, 1000, new SplittableRandom(3))) {
            asWhite[g.white()]++;
        }
        for (int count : asWhite) {
            assertEquals(1000, count, 100);
        }
    }

    @Test
    void openingsDifferBetweenPairingsWhileEnoughExist() {
        List<Opening> four = DistinctOpenings.distinct(105, 4, new SplittableRandom(4));
        assertEquals(105, new HashSet<>(four).size());
        assertTrue(four.stream().allMatch(o -> o.moves().size() == 4));
        List<Opening> one = DistinctOpenings.distinct(10, 1, new SplittableRandom(4));
        assertEquals(7, new HashSet<>(one).size(), "only 7 one-ply openings exist");
    }

    @Test
    void scoresAreTwoForAWinZeroForADrawMinusOneForALossForBothPlayers() {
        EvolutionConfig config = TestConfigs.tiny(6, 2, 1, 2);
        try (Tournament tournament = new Tournament(config.tournament(), 2)) {
            TournamentResult result = tournament.play(players(6, 5), 0, 99, TournamentProgress.NONE);
            assertEquals(30, result.gameCount());
            int[] wins = new int[6], draws = new int[6], losses = new int[6];
            for (TournamentGame game : result.games()) {
                int b = game.scheduled().black(), w = game.scheduled().white();
                Side winner = game.outcome().winner();
                if (winner == null) {
                    draws[b]++;
                    draws[w]++;
                } else {
                    wins[winner == Side.BLACK ? b : w]++;
                    losses[winner == Side.BLACK ? w : b]++;
                }
                // Both games of a pairing start from the same opening.
                TournamentGame partner = result.games().get(game.scheduled().index() ^ 1);
                assertEquals(game.opening(), partner.opening());
            }
            for (int i = 0; i < 6; i++) {
                Score s = result.scores().get(i);
                assertEquals(new Score(2 * wins[i] - losses[i], wins[i], draws[i], losses[i]), s);
                assertEquals(10, s.games());
            }
            assertTrue(result.games().stream().anyMatch(g -> !g.outcome().isDraw()), "some game was decided");
        }
    }

    @Test
    void otherPointValuesComeFromTheConfiguration() {
        EvolutionConfig config = TestConfigs.with(4, 2, 1, 1,
                Map.of("tournament.winPoints", "3", "tournament.drawPoints", "1", "tournament.lossPoints", "0"));
        try (Tournament tournament = new Tournament(config.tournament(), 1)) {
            for (Score s : tournament.play(players(4, 6), 0, 5, TournamentProgress.NONE).scores()) {
                assertEquals(3 * s.wins() + s.draws(), s.points());
            }
        }
    }

    @Test
    void theResultDoesNotDependOnTheThreadCount() {
        EvolutionConfig config = TestConfigs.with(5, 2, 1, 1, Map.of("tournament.scheme", "random-opponents"));
        TournamentResult one, three;
        try (Tournament tournament = new Tournament(config.tournament(), 1)) {
            one = tournament.play(players(5, 8), 3, 1234, TournamentProgress.NONE);
        }
        try (Tournament tournament = new Tournament(config.tournament(), 3)) {
            three = tournament.play(players(5, 8), 3, 1234, TournamentProgress.NONE);
        }
        assertEquals(one.scores(), three.scores());
        assertEquals(one.games(), three.games());
        assertEquals(25, one.gameCount());
    }

    @Test
    void moreRoundsAddGamesAfterTheFirstRoundsWhichStayAsTheyWere() {
        EvolutionConfig oneRound = TestConfigs.with(5, 2, 1, 1, Map.of("tournament.openingPlies", "4"));
        EvolutionConfig threeRounds = TestConfigs.with(5, 2, 1, 1,
                Map.of("tournament.openingPlies", "4", "tournament.rounds", "3"));
        TournamentResult one, three, threeOnTwoThreads;
        try (Tournament tournament = new Tournament(oneRound.tournament(), 1)) {
            one = tournament.play(players(5, 9), 0, 77, TournamentProgress.NONE);
        }
        try (Tournament tournament = new Tournament(threeRounds.tournament(), 1)) {
            three = tournament.play(players(5, 9), 0, 77, TournamentProgress.NONE);
        }
        try (Tournament tournament = new Tournament(threeRounds.tournament(), 2)) {
            threeOnTwoThreads = tournament.play(players(5, 9), 0, 77, TournamentProgress.NONE);
        }
        assertEquals(20, one.gameCount());
        assertEquals(60, three.gameCount());
        assertEquals(one.games(), three.games().subList(0, 20), "the first round is the one-round tournament");
        assertEquals(30, three.games().stream().map(TournamentGame::opening).distinct().count(),
                "every pairing of every round from an opening of its own");
        three.scores().forEach(s -> assertEquals(24, s.games(), "each pair meets 6 times"));
        assertEquals(three.games(), threeOnTwoThreads.games());
        assertEquals(three.scores(), threeOnTwoThreads.scores());
    }

    @Test
    void differentSeedsGiveDifferentTournaments() {
        EvolutionConfig config = TestConfigs.tiny(4, 2, 1, 2);
        try (Tournament tournament = new Tournament(config.tournament(), 2)) {
            TournamentResult a = tournament.play(players(4, 8), 0, 1, TournamentProgress.NONE);
            TournamentResult b = tournament.play(players(4, 8), 0, 2, TournamentProgress.NONE);
            assertNotEquals(a.games().stream().map(TournamentGame::opening).toList(),
                    b.games().stream().map(TournamentGame::opening).toList());
        }
    }

    @Test
    void cancellingEndsTheGamesAtTheirNextMove() throws InterruptedException {
        EvolutionConfig config = TestConfigs.with(8, 2, 1, 2, Map.of("tournament.search", "minimax:3",
                "tournament.maxMovesPerSide", "100"));
        CountDownLatch firstGame = new CountDownLatch(1);
        int[] ended = new int[1];
        TournamentProgress progress = new TournamentProgress() {
            @Override
            public void started(int generation, int games) {}

            @Override
            public synchronized void gameEnded() {
                ended[0]++;
                firstGame.countDown();
            }

            @Override
            public void ended() {}
        };
        try (Tournament tournament = new Tournament(config.tournament(), 2)) {
            Thread canceller = Thread.ofPlatform().start(() -> {
                try {
                    firstGame.await();
                } catch (InterruptedException e) {
                    return;
                }
                tournament.cancel();
            });
            assertThrows(CancellationException.class, () -> tournament.play(players(8, 9), 0, 1, progress));
            canceller.join();
            assertTrue(ended[0] < 56, "stopped early, after " + ended[0] + " of 56 games");
            assertTrue(tournament.isCancelled());
            assertThrows(CancellationException.class, () -> tournament.play(players(8, 9), 1, 1, progress));
        }
    }

    /** A move that would take an hour (mcts:1000000000 once held Ctrl-C for 120 s) ends when the tournament is cancelled. */
    @ParameterizedTest
    @ValueSource(strings = {"mcts:1000000000", "minimax:40"})
    void cancellingInterruptsALongMove(String search) throws Exception {
        EvolutionConfig config = TestConfigs.with(4, 2, 1, 2, Map.of("tournament.search", search));
        try (Tournament tournament = new Tournament(config.tournament(), 2)) {
            Thread canceller = Thread.ofPlatform().start(() -> {
                try {
                    Thread.sleep(1000);
                } catch (InterruptedException e) {
                    return;
                }
                tournament.cancel();
            });
            // Far more than stopping takes on a loaded machine; without the interrupt the move takes hours.
            assertTimeoutPreemptively(Duration.ofSeconds(30), () -> assertThrows(CancellationException.class,
                    () -> tournament.play(players(4, 9), 0, 1, TournamentProgress.NONE)));
            canceller.join();
        }
    }

    @Test
    void scoresCompareByPointsOnly() {
        assertEquals(0, new Score(0, 0, 0, 0).compareTo(new Score(0, 1, 0, 2)));
        assertTrue(new Score(3, 2, 0, 1).compareTo(new Score(2, 1, 0, 0)) > 0);
    }
}
