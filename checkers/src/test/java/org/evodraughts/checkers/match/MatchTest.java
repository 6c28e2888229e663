package org.evodraughts.checkers.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Outcome;
import org.evodraughts.checkers.Player;
import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.players.PlayerSpec;
import org.evodraughts.checkers.players.PlayerSpecParser;
import org.evodraughts.random.Seeds;
import org.junit.jupiter.api.Test;

class MatchTest {
    private final PlayerSpecParser parser = PlayerSpecParser.baselines();

    @Test
    void heuristicDepthFourScoresAtLeast95PercentAgainstRandom() throws IOException {
        MatchResult result = Match.play(parser.parse("heuristic:4", null), parser.parse("random", null),
                new MatchSettings(100, 4, DrawRules.STANDARD, 2024, 2));
        assertEquals(100, result.tally().games());
        assertTrue(result.tally().score() >= 0.95, "tally " + result.tally());
    }

    @Test
    void givesTheSameGamesOnAnyNumberOfThreads() throws IOException {
        PlayerSpec a = parser.parse("heuristic", "minimax:2");
        PlayerSpec b = parser.parse("heuristic", "mcts:100");
        MatchResult one = Match.play(a, b, new MatchSettings(12, 4, DrawRules.STANDARD, 7, 1));
        MatchResult three = Match.play(a, b, new MatchSettings(12, 4, DrawRules.STANDARD, 7, 3));
        assertEquals(one.games(), three.games());
        assertEquals(one.tally(), three.tally());
        MatchResult otherSeed = Match.play(a, b, new MatchSettings(12, 4, DrawRules.STANDARD, 8, 3));
        assertNotEquals(one.games(), otherSeed.games());
    }

    @Test
    void playsEachOpeningTwiceWithColoursReversed() throws IOException {
        MatchResult result = Match.play(parser.parse("random", null), parser.parse("greedy", null),
                new MatchSettings(10, 6, DrawRules.STANDARD, 3, 2));
        Set<Opening> openings = new HashSet<>();
        for (PlayedGame game : result.games()) {
            assertEquals(game.index() % 2 == 0 ? Side.BLACK : Side.WHITE, game.aSide());
            assertEquals(6, game.opening().moves().size());
            assertEquals(game.opening().moves(), game.moves().subList(0, 6), "the game starts with its opening");
            if (game.index() % 2 == 1) {
                assertEquals(result.games().get(game.index() - 1).opening(), game.opening());
            }
            openings.add(game.opening());
        }
        assertEquals(5, openings.size(), "a new opening for each pair");
    }

    @Test
    void talliesFromPlayerAsPointOfView() {
        MatchTally t = MatchTally.EMPTY
                .plus(Outcome.BLACK_WINS, Side.BLACK)
                .plus(Outcome.BLACK_WINS, Side.WHITE)
                .plus(Outcome.WHITE_WINS, Side.WHITE)
                .plus(Outcome.DRAW_BY_REPETITION, Side.BLACK);
        assertEquals(new MatchTally(2, 1, 1), t);
        assertEquals(2.5, t.points(), 0.0);
        assertEquals(0.625, t.score(), 0.0);
        assertEquals(new MatchTally(1, 1, 2), t.reversed());
    }

    @Test
    void aPlayerThatMovesIllegallyStopsTheMatchWithItsName() {
        Player cheat = new Player() {
            @Override
            public Move chooseMove(Game game, RandomGenerator random) {
                return new Move(1, 32, 0);
            }

            @Override
            public String name() {
                return "cheat";
            }
        };
        PlayerSpec spec = new PlayerSpec("cheat", () -> cheat);
        IllegalStateException e = assertThrows(IllegalStateException.class, () ->
                Match.play(spec, spec, new MatchSettings(2, 0, DrawRules.STANDARD, 1, 1)));
        assertTrue(e.getMessage().contains("player cheat chose the illegal move"), e.getMessage());
    }

    @Test
    void randomOpeningsAreLegalAndSeeded() {
        Opening a = Opening.random(8, new SplittableRandom(5));
        Opening b = Opening.random(8, new SplittableRandom(5));
        assertEquals(a, b);
        Game game = a.start(DrawRules.STANDARD);
        assertEquals(8, game.moves().size());
        assertTrue(!game.isOver());
        assertEquals(List.of(), Opening.none().moves());
        assertThrows(IllegalArgumentException.class, () -> new Opening(List.of(new Move(21, 17, 0))),
                "White cannot move first");
    }

    @Test
    void derivedSeedsDifferPerIndexAndSeed() {
        Set<Long> seeds = new HashSet<>();
        for (long seed = 0; seed < 10; seed++) {
            for (int i = 0; i < 1000; i++) {
                seeds.add(Seeds.derive(seed, i));
            }
        }
        assertEquals(10_000, seeds.size());
    }
}
