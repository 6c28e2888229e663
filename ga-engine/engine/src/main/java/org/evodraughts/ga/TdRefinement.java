package org.evodraughts.ga;

import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.match.Opening;
import org.evodraughts.ga.config.RefinementConfig;
import org.evodraughts.ga.work.TrainingTask;
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
 * knowledge enters.
 *
 * <p>With {@code average} on, the result is the mean of the weights after each game of the
 * second half (Polyak–Ruppert tail averaging): single TD snapshots differ widely in strength,
 * and their mean smooths the noise of the last steps away.
 *
 * <p>Deterministic: the same network and seed give the same result. Immutable; {@link #refine}
 * may run on several threads at once ({@link RefinementStep} trains a generation's trainees so).
 */
public final class TdRefinement {
    private final RefinementConfig config;
    private final int openingPlies;
    private final DrawRules rules;

    /**
     * @param config       games, α and λ
     * @param openingPlies random plies before each self-play game
     * @param rules        when a self-play game is drawn
     */
    public TdRefinement(RefinementConfig config, int openingPlies, DrawRules rules) {
        this.config = config;
        this.openingPlies = openingPlies;
        this.rules = rules;
    }

    /** Trainee {@code network}'s training from {@code seed}, as a task any machine can run. */
    public TrainingTask task(Network network, long seed) {
        return new TrainingTask(network, seed, config, openingPlies, rules);
    }

    /** Whether refinement is on (games &gt; 0). */
    public boolean isOn() {
        return config.games() > 0;
    }

    /** {@code network} after the configured number of self-play games, drawn from {@code seed}. */
    public Network refine(Network network, long seed) {
        return refine(network, seed, () -> false);
    }

    /**
     * Like {@link #refine(Network, long)}, asking {@code stopped} before each game.
     *
     * @throws CancellationException once {@code stopped} says so: a long training ends within a game
     */
    public Network refine(Network network, long seed, BooleanSupplier stopped) {
        TrainableNetwork trainee = new TrainableNetwork(network);
        int parameters = Network.PARAMETER_COUNT;
        double[] gradient = new double[parameters];
        double[][] traces = {new double[parameters], new double[parameters]};
        double[] values = new double[2];
        SplittableRandom random = new SplittableRandom(seed);
        TailAverage average = config.average() ? new TailAverage(config.games() / 2) : null;
        SelfPlay play = config.depth() > 1 ? new LeafSearch(trainee, config.depth()) : new Greedy(trainee);
        for (int g = 0; g < config.games(); g++) {
            if (stopped.getAsBoolean()) {
                throw new CancellationException("self-play training was stopped after " + g + " games");
            }
            if (average != null) {
                average.after(g, trainee);
            }
            Game game = Opening.random(openingPlies, random).start(rules);
            if (game.isOver()) {
                continue;
            }
            playAndLearn(game, trainee, play, gradient, traces, values);
        }
        if (average == null) {
            return trainee.toNetwork();
        }
        average.after(config.games(), trainee);
        return average.network(trainee.toNetwork().kingValue());
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
                trainee.step(config.alpha() * (target - values[side.ordinal()]), traces[side.ordinal()]);
            }
            if (over) {
                return;
            }
            for (Side side : Side.values()) {
                double[] trace = traces[side.ordinal()];
                values[side.ordinal()] = value(trainee, play.trained(), side, gradient);
                for (int p = 0; p < parameters; p++) {
                    trace[p] = config.lambda() * trace[p] + gradient[p];
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
        private final double[] sums = new double[Network.PARAMETER_COUNT];
        private int count;

        TailAverage(int from) {
            this.from = from;
        }

        /** Counts the weights as they are after {@code games} games. */
        void after(int games, TrainableNetwork trainee) {
            if (games > from) {
                trainee.addParametersTo(sums);
                count++;
            }
        }

        Network network(double kingValue) {
            double[] mean = new double[sums.length];
            for (int p = 0; p < sums.length; p++) {
                mean[p] = sums[p] / count;
            }
            return Network.ofParameters(mean, kingValue);
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
