package org.evodraughts.ga.task;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.UnaryOperator;
import java.util.random.RandomGenerator;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Outcome;
import org.evodraughts.checkers.Player;
import org.evodraughts.checkers.match.GameRunner;
import org.evodraughts.checkers.match.Opening;
import org.evodraughts.checkers.players.SearchPlayer;
import org.evodraughts.checkers.players.StoppablePlayer;
import org.evodraughts.checkers.search.SearchSettings;
import org.evodraughts.network.Network;
import org.evodraughts.network.NetworkEvaluator;

/**
 * One game between two networks: each side searches with {@code search}, from {@code opening},
 * under {@code rules}, its random choices drawn from {@code seed}. A pure function of these
 * fields, so any machine plays the same game.
 *
 * @param black  Black's network, or null where Black is not a network (then the task runs only
 *               where its evaluator is, see {@link #play})
 * @param white  White's network, or null likewise
 * @param search how both sides choose moves
 * @param rules  when the game is drawn
 * @param opening the moves played before the players take over
 * @param seed   the game's random generator's seed
 */
public record GameTask(Network black, Network white, SearchSettings search, DrawRules rules, Opening opening, long seed)
        implements Task<GameTask.Result> {
    public GameTask {
        Objects.requireNonNull(search, "search");
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(opening, "opening");
    }

    /**
     * How the game ended, its length in plies (the opening's included), and the players' moves
     * after the opening, packed ({@link Move#packed()}), so that the game can be replayed and
     * learned from ({@code coevolution.learn}).
     */
    public record Result(Outcome outcome, int plies, long[] moves) {
        public Result {
            Objects.requireNonNull(outcome, "outcome");
            Objects.requireNonNull(moves, "moves");
        }

        /** Equal results have equal moves, compared by value (a record would compare the arrays' identity). */
        @Override
        public boolean equals(Object o) {
            return o instanceof Result r && outcome == r.outcome && plies == r.plies && Arrays.equals(moves, r.moves);
        }

        @Override
        public int hashCode() {
            return Objects.hash(outcome, plies, Arrays.hashCode(moves));
        }

        @Override
        public String toString() {
            return "Result[outcome=" + outcome + ", plies=" + plies + ", moves=" + Arrays.toString(moves) + "]";
        }
    }

    @Override
    public boolean portable() {
        return black != null && white != null;
    }

    @Override
    public Result run(BooleanSupplier stopped) {
        if (!portable()) {
            throw new IllegalStateException("a game whose players are not both networks runs only where its players are");
        }
        return play(new NetworkEvaluator(black), new NetworkEvaluator(white), player -> new StoppablePlayer(player, stopped));
    }

    /**
     * Plays the game with these evaluators for Black and White (the same as the networks', or
     * any evaluators where the task is not portable), each player wrapped by {@code wrap}.
     */
    public Result play(Evaluator blackEvaluator, Evaluator whiteEvaluator, UnaryOperator<Player> wrap) {
        Game game = opening.start(rules);
        Player blackPlayer = wrap.apply(new SearchPlayer("black", search.newSearch(blackEvaluator)));
        Player whitePlayer = wrap.apply(new SearchPlayer("white", search.newSearch(whiteEvaluator)));
        RandomGenerator random = new SplittableRandom(seed);
        Outcome outcome = GameRunner.play(game, blackPlayer, whitePlayer, random);
        List<Move> played = game.moves();
        long[] moves = new long[played.size() - opening.moves().size()];
        for (int i = 0; i < moves.length; i++) {
            moves[i] = played.get(opening.moves().size() + i).packed();
        }
        return new Result(outcome, played.size(), moves);
    }
}
