package org.evodraughts.ga.training;

import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Executor;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.match.Opening;
import org.evodraughts.ga.config.RefinementConfig;
import org.evodraughts.ga.work.SharedWork;
import org.evodraughts.network.Network;
import org.evodraughts.network.TrainableNetwork;

/**
 * TD(λ) self-play refinement of a network (Sutton 1988; as NeuroDraughts trained its network,
 * seed 000). The network plays itself from random openings, each side choosing the move whose
 * position it values most (one ply), and after every move its value of the previous position
 * moves towards its value of the new one, or towards the result (+1 win, 0 draw, −1 loss) once
 * the game ends: w ← w + α·(V(sₜ₊₁) − V(sₜ))·eₜ, with the eligibility trace
 * eₜ = λ·eₜ₋₁ + ∇V(sₜ). Both sides' views of each position are trained, each with its own trace,
 * since the network evaluates for either side. Only the game's outcome teaches it: no expert
 * knowledge enters. Given fixed opponents, every second game is played against one of them
 * instead ({@link AgainstOpponent}).
 *
 * <p>With {@code average} on, the result is the mean of the weights after each game of the
 * second half (Polyak–Ruppert tail averaging): single TD snapshots differ widely in strength,
 * and their mean smooths the noise of the last steps away.
 *
 * <p>Deterministic: the same network and seed give the same result. Immutable; {@link #refine}
 * may run on several threads at once (a generation's trainees train so).
 *
 * <p>It holds what a training reads, and nothing more: a task that trains on another machine
 * ({@code TrainingTask}) ships these values. Make one from the configuration with {@link #of};
 * the ranges are {@link RefinementConfig}'s, checked again when one is made.
 *
 * @param games        self-play games per training (0: none)
 * @param alpha        the learning rate α
 * @param lambda       the trace decay λ
 * @param average      whether the result is the tail average of the weights
 * @param depth        the self-play search depth (1: one-ply greedy; 2 or more: TD-Leaf)
 * @param batch        games played at once from the same weights
 * @param openingPlies random plies before each self-play game
 * @param rules        when a self-play game is drawn
 */
public record TdRefinement(int games, double alpha, double lambda, boolean average, int depth, int batch, int openingPlies,
                           DrawRules rules) {
    /** A game's opponent index for a game against the mirror. */
    private static final int MIRROR = -1;

    public TdRefinement {
        RefinementConfig.checkTraining(games, alpha, lambda, depth, batch);
        Opening.checkRandomPlies("opening plies", openingPlies);
        Objects.requireNonNull(rules, "rules");
    }

    /** The training {@code config} asks for, from openings of {@code openingPlies} random plies, drawn by {@code rules}. */
    public static TdRefinement of(RefinementConfig config, int openingPlies, DrawRules rules) {
        return new TdRefinement(config.games(), config.alpha(), config.lambda(), config.average(), config.depth(),
                config.batch(), openingPlies, rules);
    }

    /** Whether refinement is on (games &gt; 0). */
    public boolean isOn() {
        return games > 0;
    }

    /** {@code network} after the configured number of self-play games, drawn from {@code seed}. */
    public Network refine(Network network, long seed) {
        return refine(network, seed, () -> false);
    }

    /**
     * Like {@link #refine(Network, long)}, asking {@code stopped} before each game.
     *
     * @throws CancellationException once {@code stopped} says so: a long training ends within a game
     *                               (within a batch, with {@code refinement.batch} above 1)
     */
    public Network refine(Network network, long seed, BooleanSupplier stopped) {
        return refine(network, seed, null, stopped);
    }

    /**
     * Data-parallel training, as {@code refinement.batch} says: the games go in batches, and every
     * game of a batch is played and learned (online, as in a serial training) by its own copy of
     * the weights the batch began with, on this thread and {@code pool}'s (null: this thread
     * alone; see {@link SharedWork}, so a task of that pool may call this). The batch ends with
     * the first game's weights plus every other game's change to them, added in game order, so
     * the result is the same on any pool and any number of threads, and batch 1 is the serial
     * training bit for bit. The openings are drawn from {@code seed} in game order, as in a serial
     * training.
     *
     * @throws CancellationException once {@code stopped} says so, asked before each batch
     */
    public Network refine(Network network, long seed, Executor pool, BooleanSupplier stopped) {
        return refine(network, seed, List.of(), pool, stopped);
    }

    /**
     * Like {@link #refine(Network, long, Executor, BooleanSupplier)}, with every second game (the
     * second, fourth, …) played against one of {@code opponents} instead of the mirror: fixed
     * networks, which never learn, drawn from {@code seed} after the game's opening. The trained
     * network plays Black in the first such game, White in the next, and so on. No opponents is
     * the self-play training bit for bit.
     */
    public Network refine(Network network, long seed, List<Network> opponents, Executor pool, BooleanSupplier stopped) {
        return refine(TrainingState.start(network), seed, opponents, pool, stopped, (games, state) -> {});
    }

    /**
     * {@code network} after learning from {@code games}, in order, as if it had played them: each
     * game is replayed from its opening, and after every move the value of the position before
     * it (the leaf of the network's own search at this refinement's depth, with the weights as
     * they are then) moves towards the next one's, or the result, for both sides' views, as in
     * self-play (coevolutionary TD: {@code coevolution.learn}). Deterministic.
     *
     * @throws CancellationException once {@code stopped} says so, asked before each game
     */
    public Network learnFrom(Network network, List<Lesson> games, BooleanSupplier stopped) {
        TrainableNetwork trainee = new TrainableNetwork(network);
        SelfPlay search = play(trainee);
        int parameters = trainee.parameterCount();
        double[] gradient = new double[parameters];
        double[][] traces = {new double[parameters], new double[parameters]};
        double[] values = new double[2];
        for (Lesson played : games) {
            if (stopped.getAsBoolean()) {
                throw new CancellationException("learning from the tournament's games was stopped");
            }
            Game game = played.opening().start(rules);
            if (!game.isOver() && played.moves().length > 0) {
                playAndLearn(game, trainee, new Replay(search, played.moves()), gradient, traces, values);
            }
        }
        return trainee.toNetwork();
    }

    /** A recorded game played again: the moves are the record's, the trained positions the search's. */
    private static final class Replay implements SelfPlay {
        private final SelfPlay search;
        private final long[] moves;
        private int next;

        Replay(SelfPlay search, long[] moves) {
            this.search = search;
            this.moves = moves;
        }

        @Override
        public void reached(Position position) {
            search.reached(position);
        }

        @Override
        public Position trained() {
            return search.trained();
        }

        @Override
        public Move move() {
            return Move.of(moves[next++]);
        }
    }

    /** Told after each batch of a training how many games are done; it may take the training's state there, to save it. */
    @FunctionalInterface
    public interface AfterBatch {
        void played(int games, Supplier<TrainingState> state);
    }

    /**
     * Like {@link #refine(Network, long, List, Executor, BooleanSupplier)}, going on from
     * {@code from} (a state that {@code afterBatch} was given by a training with the same
     * configuration, seed and opponents) and telling {@code afterBatch} after each batch, on this
     * thread. The result is the same bit for bit as the training's in one go: the openings up to
     * {@code from} are drawn again, without their games, so that the next ones are the same.
     *
     * @throws IllegalArgumentException if {@code from} is not between two batches of this training
     */
    public Network refine(TrainingState from, long seed, List<Network> opponents, Executor pool, BooleanSupplier stopped,
            AfterBatch afterBatch) {
        int slots = Math.min(batch, Math.max(1, games));
        if (from.games() > games || from.games() % slots != 0 && from.games() != games) {
            throw new IllegalArgumentException("a training of " + games + " games in batches of " + slots
                    + " cannot go on after " + from.games() + " games");
        }
        Learner[] learners = new Learner[slots];
        for (int i = 0; i < slots; i++) {
            learners[i] = new Learner(from.network(), opponents);
        }
        int[] versus = new int[slots];
        int parameters = from.network().shape().parameterCount();
        double[] start = new double[parameters];
        double[] changed = new double[parameters];
        double[] other = new double[parameters];
        Game[] boards = new Game[slots];
        SplittableRandom random = new SplittableRandom(seed);
        for (int g = 0; g < from.games(); g += slots) {
            draw(random, boards, versus, g, Math.min(slots, games - g), opponents.size());
        }
        TailAverage tail = average ? new TailAverage(games / 2, from) : null;
        for (int g = from.games(); g < games; g += slots) {
            if (stopped.getAsBoolean()) {
                throw new CancellationException("self-play training was stopped after " + g + " games");
            }
            int n = Math.min(slots, games - g);
            draw(random, boards, versus, g, n, opponents.size());
            if (n > 1) {
                learners[0].trainee.copyParametersTo(start);
            }
            play(learners, boards, versus, g, n, pool);
            if (n > 1) {
                learners[0].trainee.copyParametersTo(changed);
                for (int i = 1; i < n; i++) {
                    learners[i].trainee.copyParametersTo(other);
                    for (int p = 0; p < changed.length; p++) {
                        changed[p] += other[p] - start[p];
                    }
                }
                for (Learner learner : learners) {
                    learner.trainee.setParameters(changed);
                }
            }
            if (tail != null) {
                tail.after(g + n, n, learners[0].trainee);
            }
            int done = g + n;
            afterBatch.played(done, () -> new TrainingState(learners[0].trainee.toNetwork(), done,
                    tail == null ? new double[0] : tail.sums, tail == null ? 0 : tail.count));
        }
        Network trained = learners[0].trainee.toNetwork();
        return tail == null ? trained : tail.network(trained);
    }

    /**
     * Draws the openings of games {@code first} … {@code first}+n−1 into {@code games}, each with its
     * opponent: the mirror without opponents and in every other game (the first, third, …), else one
     * of {@code opponents}.
     */
    private void draw(SplittableRandom random, Game[] games, int[] versus, int first, int n, int opponents) {
        for (int i = 0; i < n; i++) {
            games[i] = Opening.random(openingPlies, random).start(rules);
            versus[i] = opponents == 0 || (first + i) % 2 == 0 ? MIRROR : random.nextInt(opponents);
        }
    }

    /** Plays and learns games 0 … n−1 of a batch, the first the training's game {@code first}, each with its own learner, on this thread and {@code executor}'s. */
    private void play(Learner[] learners, Game[] games, int[] versus, int first, int n, Executor executor) {
        if (executor == null || n == 1) {
            for (int i = 0; i < n; i++) {
                learners[i].learn(games[i], versus[i], first + i);
            }
            return;
        }
        Runnable[] tasks = new Runnable[n];
        for (int i = 0; i < n; i++) {
            Learner learner = learners[i];
            Game game = games[i];
            int opponent = versus[i], index = first + i;
            tasks[i] = () -> learner.learn(game, opponent, index);
        }
        SharedWork.runAll(executor, tasks);
    }

    /** One game's learner: its own copy of the weights, with the traces and search that train them, and the opponents' searches. */
    private final class Learner {
        final TrainableNetwork trainee;
        final double[] gradient;
        final double[][] traces;
        final double[] values = new double[2];
        final SelfPlay play;
        final SelfPlay[] opponents;

        Learner(Network network, List<Network> opponentNetworks) {
            trainee = new TrainableNetwork(network);
            gradient = new double[trainee.parameterCount()];
            traces = new double[][] {new double[gradient.length], new double[gradient.length]};
            play = play(trainee);
            opponents = new SelfPlay[opponentNetworks.size()];
            for (int k = 0; k < opponents.length; k++) {
                opponents[k] = play(new TrainableNetwork(opponentNetworks.get(k)));
            }
        }

        /**
         * Plays game {@code index} of the training unless it is already over, learning from every
         * move: against the mirror, or against opponent {@code opponent}.
         */
        void learn(Game game, int opponent, int index) {
            if (game.isOver()) {
                return;
            }
            SelfPlay moves = play;
            if (opponent != MIRROR) {
                Side traineeSide = index / 2 % 2 == 0 ? Side.BLACK : Side.WHITE;
                moves = new AgainstOpponent(play, opponents[opponent], traineeSide.opponent());
            }
            playAndLearn(game, trainee, moves, gradient, traces, values);
        }
    }

    /** How {@code network} plays and what it trains: TD-Leaf's search at depth 2 or more, else one-ply greedy. */
    private SelfPlay play(TrainableNetwork network) {
        return depth > 1 ? new LeafSearch(network, depth) : new Greedy(network);
    }

    /**
     * Plays {@code game} against itself as {@code play} chooses, and after every move moves the
     * value of the previous trained position towards the next one's, or towards the result once
     * the game ends, for both sides' views, each with its own trace.
     */
    private void playAndLearn(Game game, TrainableNetwork trainee, SelfPlay play, double[] gradient, double[][] traces,
                              double[] values) {
        int parameters = gradient.length;
        play.reached(game.position());
        for (Side side : Side.values()) {
            values[side.ordinal()] = value(trainee, play.trained(), side, gradient);
            System.arraycopy(gradient, 0, traces[side.ordinal()], 0, parameters);
        }
        while (true) {
            game.play(play.move());
            boolean over = game.isOver();
            if (!over) {
                play.reached(game.position());
            }
            for (Side side : Side.values()) {
                Position next = play.trained();
                double target = over ? result(game, side) : trainee.value(next.black(), next.white(), next.kings(), side);
                trainee.step(alpha * (target - values[side.ordinal()]), traces[side.ordinal()]);
            }
            if (over) {
                return;
            }
            for (Side side : Side.values()) {
                double[] trace = traces[side.ordinal()];
                values[side.ordinal()] = value(trainee, play.trained(), side, gradient);
                for (int p = 0; p < parameters; p++) {
                    trace[p] = lambda * trace[p] + gradient[p];
                }
            }
        }
    }

    /**
     * One-ply self-play (depth 1): each position's own value is trained, and the move is to the
     * position the side to move values most, chosen with the weights as they are when it moves.
     */
    private static final class Greedy implements SelfPlay {
        private final TrainableNetwork network;
        private Position reached;

        Greedy(TrainableNetwork network) {
            this.network = network;
        }

        @Override
        public void reached(Position position) {
            reached = position;
        }

        @Override
        public Position trained() {
            return reached;
        }

        @Override
        public Move move() {
            return choose(network, reached);
        }
    }

    /** The running mean of the weights after each game from game {@code from} on. */
    private static final class TailAverage {
        private final int from;
        private final double[] sums;
        private int count;

        /** Counts from game {@code from} on, going on with {@code state}'s sums, if it has any. */
        TailAverage(int from, TrainingState state) {
            this.from = from;
            this.sums = new double[state.network().shape().parameterCount()];
            double[] sums = state.averageSums();
            if (sums.length > 0) {
                if (sums.length != this.sums.length) {
                    throw new IllegalArgumentException("a tail average adds up " + this.sums.length + " weights, not "
                            + sums.length);
                }
                System.arraycopy(sums, 0, this.sums, 0, sums.length);
            }
            count = state.averageCount();
        }

        /**
         * Counts the weights as they are after {@code games} games {@code weight} times: once per
         * game of the batch that made them, so that a batch's weights stand for each of its games.
         */
        void after(int games, int weight, TrainableNetwork trainee) {
            if (games > from) {
                for (int i = 0; i < weight; i++) {
                    trainee.addParametersTo(sums);
                }
                count += weight;
            }
        }

        /** The mean of the weights counted, in {@code trained}'s shape and with its king value. */
        Network network(Network trained) {
            double[] mean = new double[sums.length];
            for (int p = 0; p < sums.length; p++) {
                mean[p] = sums[p] / count;
            }
            return Network.ofParameters(trained.shape(), mean, trained.kingValue());
        }
    }

    private static double value(TrainableNetwork network, Position position, Side side, double[] gradient) {
        return network.valueAndGradient(position.black(), position.white(), position.kings(), side, gradient);
    }

    /** The legal move to the position the side to move values most (the first of equals). */
    private static Move choose(TrainableNetwork network, Position position) {
        List<Move> moves = position.legalMoves();
        Side mover = position.sideToMove();
        Move best = moves.getFirst();
        double bestValue = Double.NEGATIVE_INFINITY;
        for (Move move : moves) {
            Position next = position.play(move);
            double value = network.value(next.black(), next.white(), next.kings(), mover);
            if (value > bestValue) {
                bestValue = value;
                best = move;
            }
        }
        return best;
    }

    /** +1, 0 or −1: the ended game's result for {@code side}. */
    private static double result(Game game, Side side) {
        Side winner = game.outcome().winner();
        return winner == null ? 0 : winner == side ? 1 : -1;
    }
}
