package org.evodraughts.ladder;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import org.hipparchus.exception.MathIllegalArgumentException;
import org.hipparchus.linear.Array2DRowRealMatrix;
import org.hipparchus.linear.ArrayRealVector;
import org.hipparchus.linear.CholeskyDecomposition;
import org.hipparchus.linear.DecompositionSolver;
import org.hipparchus.linear.RealMatrix;

/**
 * Fits Elo ratings to a {@link ResultTable} by maximum likelihood in the Bradley–Terry
 * (logistic) model: player i scores against player j with probability
 * {@code p = 1 / (1 + 10^(−(R_i − R_j)/400))}, and a draw counts as half a win and half a loss
 * (the usual "draws as half points" likelihood, {@code Σ s·ln p + (n − s)·ln(1 − p)} over pairs,
 * with s the points and n the games).
 *
 * <p>One player, the anchor, is fixed at a given rating (the ladder puts {@code random} at 0);
 * the others are found by Newton's method on the concave log-likelihood, with step halving.
 * Their standard errors come from the inverse of the observed information (the negative
 * Hessian) at the optimum, so they are relative to the anchor; intervals are ±1.96 of them. With
 * many draws they are somewhat wide, since counting a draw as half a win and half a loss
 * overstates the variance of a game's result.
 *
 * <p>{@code virtualDraws} adds that many drawn games to every pair that played (a prior, as
 * BayesElo does): without it a player that won or lost every game has no finite maximum, so a
 * fit with 0 refuses such tables. Stateless.
 */
public final class EloFit {
    /** Elo points per natural-log unit of the logistic model: 400 / ln 10. */
    static final double ELO_PER_UNIT = 400 / Math.log(10);
    private static final int MAX_ITERATIONS = 200;
    private static final double TOLERANCE = 1e-10;

    private EloFit() {}

    /**
     * Fits ratings to every player of {@code table}.
     *
     * @param anchor       the player whose rating is fixed
     * @param anchorElo    its rating
     * @param virtualDraws drawn games added to each pair that played (0 for the plain maximum likelihood)
     * @return one rating per player, in the table's order
     * @throws IllegalArgumentException if some player is not connected to the anchor by games, or
     *                                  (without virtual draws) if the maximum is at infinity
     */
    public static List<Rating> fit(ResultTable table, int anchor, double anchorElo, double virtualDraws) {
        int k = table.size();
        if (anchor < 0 || anchor >= k) {
            throw new IllegalArgumentException("no anchor player " + anchor);
        }
        if (!(virtualDraws >= 0) || !Double.isFinite(anchorElo)) {
            throw new IllegalArgumentException("virtual draws must be 0 or more and the anchor's rating finite");
        }
        double[][] n = new double[k][k];
        double[][] s = new double[k][k];
        for (int i = 0; i < k; i++) {
            for (int j = 0; j < k; j++) {
                if (i != j && table.games(i, j) > 0) {
                    n[i][j] = table.games(i, j) + virtualDraws;
                    s[i][j] = table.points(i, j) + virtualDraws / 2;
                }
            }
        }
        checkConnected(table, n, s, anchor, virtualDraws);

        int[] free = new int[k - 1];
        for (int i = 0, f = 0; i < k; i++) {
            if (i != anchor) {
                free[f++] = i;
            }
        }
        double[] theta = new double[k]; // natural units; the anchor stays at 0 until the end
        double likelihood = logLikelihood(theta, n, s);
        for (int iteration = 0; ; iteration++) {
            double[] gradient = new double[k - 1];
            RealMatrix information = information(theta, n, free);
            for (int f = 0; f < free.length; f++) {
                int i = free[f];
                for (int j = 0; j < k; j++) {
                    if (n[i][j] > 0) {
                        gradient[f] += s[i][j] - n[i][j] * win(theta[i] - theta[j]);
                    }
                }
            }
            double[] step = solver(information).solve(new ArrayRealVector(gradient, false)).toArray();
            double largest = 0;
            for (double d : step) {
                largest = Math.max(largest, Math.abs(d));
            }
            // Newton's step, halved until the likelihood does not fall (it is concave, so this ends).
            double scale = 1;
            double[] next = theta.clone();
            for (int halvings = 0; halvings < 60; halvings++, scale /= 2) {
                for (int f = 0; f < free.length; f++) {
                    next[free[f]] = theta[free[f]] + scale * step[f];
                }
                double candidate = logLikelihood(next, n, s);
                if (candidate >= likelihood - 1e-12 * Math.abs(likelihood)) {
                    likelihood = candidate;
                    break;
                }
            }
            theta = next;
            if (largest * scale < TOLERANCE) {
                break;
            }
            if (iteration == MAX_ITERATIONS) {
                throw new IllegalStateException("the Elo fit did not converge in " + MAX_ITERATIONS + " iterations");
            }
        }
        RealMatrix covariance = solver(information(theta, n, free)).getInverse();
        List<Rating> ratings = new ArrayList<>(k);
        for (int i = 0, f = 0; i < k; i++) {
            if (i == anchor) {
                ratings.add(new Rating(table.players().get(i), anchorElo, 0));
            } else {
                double error = Math.sqrt(covariance.getEntry(f, f)) * ELO_PER_UNIT;
                ratings.add(new Rating(table.players().get(i), anchorElo + theta[i] * ELO_PER_UNIT, error));
                f++;
            }
        }
        return ratings;
    }

    /** The probability of winning at a difference of {@code delta} natural units. */
    private static double win(double delta) {
        return 1 / (1 + Math.exp(-delta));
    }

    /** Σ over ordered pairs of s·ln p; each game appears from both sides, so this is the whole likelihood. */
    private static double logLikelihood(double[] theta, double[][] n, double[][] s) {
        double total = 0;
        for (int i = 0; i < theta.length; i++) {
            for (int j = 0; j < theta.length; j++) {
                if (n[i][j] > 0 && s[i][j] > 0) {
                    // ln σ(x) = −ln(1 + e^(−x)), computed stably for large |x|.
                    double x = theta[i] - theta[j];
                    total -= s[i][j] * (x > 0 ? Math.log1p(Math.exp(-x)) : -x + Math.log1p(Math.exp(x)));
                }
            }
        }
        return total;
    }

    /** The negative Hessian over the free players: Σ n·p(1 − p) on the diagonal, −n·p(1 − p) off it. */
    private static RealMatrix information(double[] theta, double[][] n, int[] free) {
        int[] position = new int[theta.length];
        Arrays.fill(position, -1);
        for (int f = 0; f < free.length; f++) {
            position[free[f]] = f;
        }
        RealMatrix matrix = new Array2DRowRealMatrix(free.length, free.length);
        for (int i = 0; i < theta.length; i++) {
            for (int j = i + 1; j < theta.length; j++) {
                if (n[i][j] > 0) {
                    double p = win(theta[i] - theta[j]);
                    double w = n[i][j] * p * (1 - p);
                    int a = position[i], b = position[j];
                    if (a >= 0) {
                        matrix.addToEntry(a, a, w);
                    }
                    if (b >= 0) {
                        matrix.addToEntry(b, b, w);
                    }
                    if (a >= 0 && b >= 0) {
                        matrix.addToEntry(a, b, -w);
                        matrix.addToEntry(b, a, -w);
                    }
                }
            }
        }
        return matrix;
    }

    private static DecompositionSolver solver(RealMatrix information) {
        try {
            return new CholeskyDecomposition(information, 1e-14, 1e-14).getSolver();
        } catch (MathIllegalArgumentException e) {
            throw new IllegalStateException("the Elo fit's information matrix is not positive definite: " + e.getMessage(), e);
        }
    }

    /**
     * Every player must be linked to the anchor by games; without virtual draws, also by results
     * both ways (a path of wins from each player to the anchor and back), else the maximum
     * lies at infinity.
     */
    private static void checkConnected(ResultTable table, double[][] n, double[][] s, int anchor, double virtualDraws) {
        boolean[] reached = reach(n.length, anchor, (i, j) -> n[i][j] > 0);
        List<String> missing = unreached(table, reached);
        if (!missing.isEmpty()) {
            throw new IllegalArgumentException("no games link " + String.join(", ", missing) + " to "
                    + table.players().get(anchor) + ", so their ratings cannot be fitted");
        }
        if (virtualDraws == 0) {
            List<String> beaten = unreached(table, reach(n.length, anchor, (i, j) -> s[j][i] > 0));
            List<String> unbeaten = unreached(table, reach(n.length, anchor, (i, j) -> s[i][j] > 0));
            if (!beaten.isEmpty() || !unbeaten.isEmpty()) {
                List<String> players = new ArrayList<>(beaten);
                unbeaten.stream().filter(p -> !players.contains(p)).forEach(players::add);
                throw new IllegalArgumentException("the results of " + String.join(", ", players)
                        + " are one-sided (every game won or lost against their group), so their maximum-likelihood "
                        + "ratings are infinite; add virtual draws");
            }
        }
    }

    private interface Edge {
        boolean links(int from, int to);
    }

    /** Players reachable from {@code start} along edges. */
    private static boolean[] reach(int k, int start, Edge edge) {
        boolean[] reached = new boolean[k];
        Deque<Integer> queue = new ArrayDeque<>(List.of(start));
        reached[start] = true;
        while (!queue.isEmpty()) {
            int i = queue.poll();
            for (int j = 0; j < k; j++) {
                if (!reached[j] && edge.links(i, j)) {
                    reached[j] = true;
                    queue.add(j);
                }
            }
        }
        return reached;
    }

    private static List<String> unreached(ResultTable table, boolean[] reached) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < reached.length; i++) {
            if (!reached[i]) {
                names.add(table.players().get(i));
            }
        }
        return names;
    }
}
