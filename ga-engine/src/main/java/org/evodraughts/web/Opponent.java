package org.evodraughts.web;

import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Player;
import org.evodraughts.checkers.Position;
import org.evodraughts.play.Agent;
import org.evodraughts.play.AgentMove;

/**
 * The program's side of a game in the browser: a searching {@link Agent}, built the way
 * {@code play} builds one, or a baseline that does not search ({@code random}, {@code greedy}).
 * One search at a time: the game that owns it serialises the calls.
 */
sealed interface Opponent {
    /** How the opponent is shown, e.g. {@code run r1, generation 12 (minimax:8,time=2000ms)}. */
    String name();

    /** The move it plays in {@code position}, which has a legal move. */
    AgentMove reply(Position position);

    /** Searches with {@code play}'s agent: the same search code, evaluation and depth shown. */
    record Searching(Agent agent) implements Opponent {
        @Override
        public String name() {
            return agent.name();
        }

        @Override
        public AgentMove reply(Position position) {
            return agent.think(position);
        }
    }

    /** A baseline player without a search (its hints are its own moves too). */
    record Baseline(Player player, RandomGenerator random) implements Opponent {
        @Override
        public String name() {
            return player.name();
        }

        @Override
        public AgentMove reply(Position position) {
            return new AgentMove(player.chooseMove(new Game(position, DrawRules.STANDARD), random), null);
        }

        static Baseline of(Player player, long seed) {
            return new Baseline(player, new SplittableRandom(seed));
        }
    }
}
