package org.evodraughts.ga.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.evodraughts.checkers.Side;
import org.evodraughts.ga.config.TestConfigs;
import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.config.TournamentScheme;
import org.evodraughts.network.Network;
import org.evodraughts.network.NetworkEvaluator;
import org.junit.jupiter.api.Test;

/** The games each individual plays against the hall of fame, beside its tournament. */
class HallOfFameGamesTest {
    private static List<NetworkEvaluator> players(int n, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        return IntStream.range(0, n).mapToObj(i -> new NetworkEvaluator(Network.random(random))).toList();
    }

    @Test
    void everyIndividualPlaysEveryMemberOnceWithEachColourFromOneNewOpening() {
        List<ScheduledGame> tournament = Schedule.of(TournamentScheme.ROUND_ROBIN, 4, 1, 5, new SplittableRandom(1));
        List<ScheduledGame> games = Schedule.withHallOfFame(tournament, 4, 3);
        assertEquals(tournament, games.subList(0, 12), "the tournament's games come first, unchanged");
        assertEquals(12 + 4 * 3 * 2, games.size());
        Set<List<Integer>> pairs = new HashSet<>();
        Set<Integer> openings = new HashSet<>();
        for (int k = 12; k < games.size(); k += 2) {
            ScheduledGame first = games.get(k), second = games.get(k + 1);
            assertEquals(List.of(k, k + 1), List.of(first.index(), second.index()));
            assertEquals(first.black(), second.white());
            assertEquals(first.white(), second.black());
            assertEquals(first.opening(), second.opening());
            assertTrue(first.black() < 4 && first.white() >= 4, "the individual has Black first: " + first);
            pairs.add(List.of(first.black(), first.white()));
            openings.add(first.opening());
        }
        assertEquals(12, pairs.size(), "each of 4 individuals meets each of 3 members");
        assertEquals(12, openings.size());
        assertEquals(IntStream.range(6, 18).boxed().toList(), openings.stream().sorted().toList(),
                "openings go on after the tournament's 6");
        assertSame(tournament, Schedule.withHallOfFame(tournament, 4, 0));
    }

    @Test
    void hallOfFameGamesCountInTheIndividualsScoresOnly() {
        EvolutionConfig config = TestConfigs.tiny(4, 2, 1, 2);
        List<NetworkEvaluator> population = players(4, 1), hall = players(2, 2);
        try (Tournament tournament = new Tournament(config.tournament(), 2)) {
            TournamentResult plain = tournament.play(population, 0, 77, TournamentProgress.NONE);
            TournamentResult withHall = tournament.play(population, hall, 0, 77, TournamentProgress.NONE);
            assertEquals(12, plain.gameCount());
            assertEquals(12 + 16, withHall.gameCount());
            assertEquals(4, withHall.scores().size(), "the members get no score");
            assertEquals(plain.games(), withHall.games().subList(0, 12), "the tournament's own games are unchanged");
            for (int i = 0; i < 4; i++) {
                Score score = withHall.scores().get(i);
                assertEquals(6 + 4, score.games(), "individual " + i);
                int hallPoints = 0;
                for (TournamentGame game : withHall.games().subList(12, 28)) {
                    int black = game.scheduled().black(), white = game.scheduled().white();
                    if (black == i || white == i) {
                        hallPoints += game.outcome().isDraw() ? config.tournament().drawPoints()
                                : (game.outcome().winner() == Side.BLACK) == (black == i) ? config.tournament().winPoints()
                                : config.tournament().lossPoints();
                    }
                }
                assertEquals(plain.scores().get(i).points() + hallPoints, score.points(), "individual " + i);
            }
        }
    }
}
