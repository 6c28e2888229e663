package org.evodraughts.checkers.players;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.SplittableRandom;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Player;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.notation.Fen;
import org.evodraughts.checkers.search.RandomPositions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PlayersNeverMoveIllegallyTest {
    @ParameterizedTest(name = "{0} / {1}: {2} positions")
    @CsvSource(nullValues = "-", value = {
            "random, -, 30000",
            "greedy, -, 30000",
            "heuristic:1, -, 30000",
            "heuristic:3, -, 10000",
            "heuristic, 'minimax:4,threads=2', 2000",
            "heuristic, mcts:40, 10000",
            "heuristic, 'mcts:64,batch=8,trees=2,playout=3', 5000"})
    void alwaysReturnsALegalMove(String player, String search, int count) throws IOException {
        Player p = PlayerSpecParser.baselines().parse(player, search).newPlayer();
        SplittableRandom random = new SplittableRandom(count + player.hashCode());
        int captures = 0;
        int multiJumps = 0;
        for (int i = 0; i < count; i++) {
            Position position = i % 3 == 0 ? RandomPositions.fromRandomGame(random, 90)
                    : RandomPositions.placement(random, 12, i % 3 == 1 ? 0.1 : 0.5);
            Game game = new Game(position, DrawRules.STANDARD);
            if (game.isOver()) {
                continue;
            }
            List<Move> legal = position.legalMoves();
            Move chosen = p.chooseMove(game, random);
            assertTrue(legal.contains(chosen), () -> p.name() + " chose " + chosen + " in " + Fen.format(position));
            if (chosen.isCapture()) {
                captures++;
                if (chosen.captureCount() > 1) {
                    multiJumps++;
                }
            }
        }
        // The positions really exercise forced captures, multi-jumps included.
        assertTrue(captures > count / 5, "captures " + captures);
        assertTrue(multiJumps > count / 100, "multi-jumps " + multiJumps);
    }
}
