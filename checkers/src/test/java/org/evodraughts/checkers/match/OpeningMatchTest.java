package org.evodraughts.checkers.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.players.PlayerSpec;
import org.evodraughts.checkers.players.PlayerSpecParser;
import org.junit.jupiter.api.Test;

class OpeningMatchTest {
    private final PlayerSpecParser parser = PlayerSpecParser.baselines();

    @Test
    void ballotGamesComeInPairsFromTheDeckWhateverTheThreadCount() throws IOException {
        PlayerSpec a = parser.parse("random", null), b = parser.parse("greedy", null);
        MatchResult one = OpeningMatch.play(a, b, new MatchSettings(12, 0, DrawRules.STANDARD, 5, 1), Openings.ballot(), g -> { });
        MatchResult three = OpeningMatch.play(a, b, new MatchSettings(12, 0, DrawRules.STANDARD, 5, 3), Openings.ballot(), g -> { });
        assertEquals(one, three);
        Set<Opening> openings = new HashSet<>();
        for (PlayedGame game : one.games()) {
            assertTrue(BallotOpenings.all().contains(game.opening()));
            assertEquals(game.opening(), one.games().get(game.index() / 2 * 2).opening(), "both games of a pair");
            assertEquals(game.opening().moves(), game.moves().subList(0, 3));
            openings.add(game.opening());
        }
        assertEquals(6, openings.size(), "six pairs, six different openings");
    }

    @Test
    void aMatchOnTheCallersExecutorPlaysTheSameGamesAsOnItsOwnPool() throws Exception {
        PlayerSpec a = parser.parse("heuristic:1", null), b = parser.parse("random", null);
        MatchSettings settings = new MatchSettings(8, 0, new DrawRules(30, 3, 15), 11, 2);
        MatchResult own = OpeningMatch.play(a, b, settings, Openings.ballot(), g -> { });
        try (ExecutorService shared = Executors.newFixedThreadPool(3)) {
            AtomicInteger heard = new AtomicInteger();
            MatchResult onShared = OpeningMatch.play(a, b, settings, Openings.ballot(), shared, g -> heard.incrementAndGet());
            assertEquals(own, onShared);
            assertEquals(8, heard.get());
            assertFalse(shared.isShutdown(), "the caller's executor stays the caller's");
        }
    }

    @Test
    void theBallotDealIsFixedByTheSeedAndCyclesThroughTheDeck() {
        Openings ballot = Openings.ballot();
        assertEquals(ballot.forPair(3, 10), ballot.forPair(3, 10));
        assertEquals(ballot.forPair(3, 10), ballot.forPair(3, 10 + BallotOpenings.COUNT));
        Set<Opening> dealt = new HashSet<>();
        for (int pair = 0; pair < BallotOpenings.COUNT; pair++) {
            dealt.add(ballot.forPair(3, pair));
        }
        assertEquals(BallotOpenings.COUNT, dealt.size(), "every opening once in the first 216 pairs");
        assertNotEquals(ballot.forPair(3, 0), ballot.forPair(4, 0));
    }

    @Test
    void theCommandLineFormsOfOpenings() {
        assertEquals(Openings.ballot(), Openings.parse("ballot", 4));
        assertEquals(Openings.random(4), Openings.parse("random", 4));
        assertEquals(Openings.random(6), Openings.parse(" random:6 ", 4));
        assertEquals("random (6 plies)", Openings.parse("random:6", 4).describe());
        assertEquals("openings must be ballot, random or random:K, got 'deck'",
                assertThrows(IllegalArgumentException.class, () -> Openings.parse("deck", 4)).getMessage());
        assertEquals("openings 'random:x': K in random:K must be a whole number 0–40",
                assertThrows(IllegalArgumentException.class, () -> Openings.parse("random:x", 4)).getMessage());
        assertEquals("opening plies must be 0–40, got 41",
                assertThrows(IllegalArgumentException.class, () -> Openings.parse("random:41", 4)).getMessage());
    }
}
