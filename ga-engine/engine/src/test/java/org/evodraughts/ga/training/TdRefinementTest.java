package org.evodraughts.ga.training;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.evodraughts.ga.config.InitialWeights;
import org.evodraughts.ga.config.RefinementConfig;
import org.evodraughts.ga.config.Trainees;
import org.evodraughts.ga.genome.GenomeLayout;
import org.evodraughts.network.Network;
import org.evodraughts.network.NetworkInputs;
import org.evodraughts.network.NetworkShape;
import org.evodraughts.network.NetworkEvaluator;
import org.evodraughts.network.TrainableNetwork;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TdRefinementTest {
    private static Network fanIn(long seed) {
        return GenomeLayout.WEIGHTS_ONLY.codec(1.5).decode(GenomeLayout.WEIGHTS_ONLY.random(new SplittableRandom(seed), InitialWeights.FAN_IN, 0.05, 1.5));
    }

    @Test
    void theGradientMatchesFiniteDifferences() {
        Network network = fanIn(1);
        TrainableNetwork trainable = new TrainableNetwork(network);
        Position p = positions(1, new SplittableRandom(3)).getFirst();
        double[] gradient = new double[Network.PARAMETER_COUNT];
        double value = trainable.valueAndGradient(p.black(), p.white(), p.kings(), Side.WHITE, gradient);
        assertEquals(new NetworkEvaluator(network).evaluate(p.black(), p.white(), p.kings(), Side.WHITE), value, 1e-12);
        SplittableRandom pick = new SplittableRandom(4);
        for (int k = 0; k < 200; k++) {
            int parameter = pick.nextInt(Network.PARAMETER_COUNT);
            double h = 1e-6;
            double[] up = network.parameters(), down = network.parameters();
            up[parameter] += h;
            down[parameter] -= h;
            double numeric = (new TrainableNetwork(Network.ofParameters(up, 1.5)).value(p.black(), p.white(), p.kings(), Side.WHITE)
                    - new TrainableNetwork(Network.ofParameters(down, 1.5)).value(p.black(), p.white(), p.kings(), Side.WHITE)) / (2 * h);
            assertEquals(numeric, gradient[parameter], 1e-7 + 1e-5 * Math.abs(numeric), "parameter " + parameter);
        }
    }

    @Test
    void selfPlayTeachesMaterial() {
        List<Position> positions = positions(300, new SplittableRandom(8));
        TdRefinement refinement = TdRefinement.of(new RefinementConfig(300, 0.01, 0.7, false), 4, DrawRules.STANDARD);
        double before = 0, after = 0;
        for (long seed = 1; seed <= 3; seed++) {
            Network network = fanIn(seed);
            Network trained = refinement.refine(network, seed);
            before += materialCorrelation(network, positions);
            after += materialCorrelation(trained, positions);
        }
        System.out.println("CORR " + before / 3 + " -> " + after / 3);
        assertTrue(after / 3 > 0.5, "after self-play the value follows the material: correlation " + after / 3);
    }

    @Test
    void tdLeafSelfPlayTeachesMaterialToo() {
        List<Position> positions = positions(300, new SplittableRandom(8));
        TdRefinement refinement = TdRefinement.of(new RefinementConfig(60, 0.01, 0.7, false, Trainees.CHAMPION, 2), 4,
                DrawRules.STANDARD);
        double before = 0, after = 0;
        for (long seed = 1; seed <= 3; seed++) {
            Network network = fanIn(seed);
            before += materialCorrelation(network, positions);
            after += materialCorrelation(refinement.refine(network, seed), positions);
        }
        assertTrue(after / 3 > 0.5 && after > before + 1, "after TD-Leaf self-play the value follows the material: "
                + "correlation " + before / 3 + " before, " + after / 3 + " after");
    }

    @Test
    void theSameSeedTrainsTheSameWeights() {
        TdRefinement refinement = TdRefinement.of(new RefinementConfig(3, 0.01, 0.7, false), 4, DrawRules.STANDARD);
        Network network = fanIn(5);
        assertEquals(refinement.refine(network, 9), refinement.refine(network, 9));
        assertNotEquals(refinement.refine(network, 9), refinement.refine(network, 10));
        assertNotEquals(network, refinement.refine(network, 9));
    }

    @Test
    void averagingKeepsTheMeanOfTheWeightsAfterEachGameOfTheSecondHalf() {
        Network network = fanIn(6);
        int games = 6;
        double[] mean = new double[Network.PARAMETER_COUNT];
        for (int k = games / 2 + 1; k <= games; k++) {
            // The first k games of a refinement are the same games whatever the total.
            double[] after = TdRefinement.of(new RefinementConfig(k, 0.01, 0.7, false), 4, DrawRules.STANDARD)
                    .refine(network, 9).parameters();
            for (int p = 0; p < mean.length; p++) {
                mean[p] += after[p] / (games - games / 2);
            }
        }
        Network averaged = TdRefinement.of(new RefinementConfig(games, 0.01, 0.7, true), 4, DrawRules.STANDARD)
                .refine(network, 9);
        assertArrayEquals(mean, averaged.parameters(), 1e-12);
        assertNotEquals(TdRefinement.of(new RefinementConfig(games, 0.01, 0.7, false), 4, DrawRules.STANDARD)
                .refine(network, 9), averaged);
    }

    @Test
    void aBatchedTrainingIsTheSameOnAnyExecutorAndStillTeachesMaterial() throws InterruptedException {
        TdRefinement refinement = TdRefinement.of(new RefinementConfig(300, 0.01, 0.7, false), 4, DrawRules.STANDARD);
        TdRefinement batched = batched(300, false, 10);
        Network network = fanIn(2);
        Network inline = batched.refine(network, 2, null, () -> false);
        try (ExecutorService one = Executors.newFixedThreadPool(1); ExecutorService three = Executors.newFixedThreadPool(3)) {
            assertEquals(inline, batched.refine(network, 2, one, () -> false));
            assertEquals(inline, batched.refine(network, 2, three, () -> false));
        }
        assertNotEquals(refinement.refine(network, 2), inline, "each game of a batch learns from the batch's first weights");
        assertEquals(refinement.refine(network, 2), batched(300, false, 1).refine(network, 2, null, () -> false));
        List<Position> positions = positions(300, new SplittableRandom(8));
        double before = materialCorrelation(network, positions), after = materialCorrelation(inline, positions);
        assertTrue(after > 0.5 && after > before + 0.3, "correlation " + before + " before, " + after + " after");
    }

    /**
     * refinement.batch as a run uses it: the training is itself a task of the pool it shares its
     * batches with, beside another such training, and on a pool of one thread it must not wait for
     * itself.
     */
    @Test
    void theConfiguredBatchRunFromInsideItsOwnPoolGivesTheSameNetwork() throws Exception {
        TdRefinement refinement = batched(40, false, 8);
        Network network = fanIn(3);
        Network alone = refinement.refine(network, 5, () -> false);
        assertEquals(refinement.refine(network, 5, null, () -> false), alone);
        for (int threads : new int[] {1, 2, 3}) {
            try (ExecutorService pool = Executors.newFixedThreadPool(threads)) {
                Future<Network> first = pool.submit(() -> refinement.refine(network, 5, pool, () -> false));
                Future<Network> second = pool.submit(() -> refinement.refine(network, 5, pool, () -> false));
                assertEquals(alone, first.get(60, TimeUnit.SECONDS), threads + " threads");
                assertEquals(alone, second.get(60, TimeUnit.SECONDS), threads + " threads");
            }
        }
    }

    @Test
    void aBatchedTrainingAveragesTheWeightsAfterEachBatchOfTheSecondHalfOncePerGame() {
        Network network = fanIn(6);
        int games = 12, batch = 3;
        double[] mean = new double[Network.PARAMETER_COUNT];
        // The batches end after 3, 6, 9 and 12 games; those after 9 and 12 lie past the 6 of the first half.
        for (int k : new int[] {9, 12}) {
            double[] after = batched(k, false, batch).refine(network, 9, null, () -> false).parameters();
            for (int p = 0; p < mean.length; p++) {
                mean[p] += after[p] / 2;
            }
        }
        Network averaged = batched(games, true, batch).refine(network, 9, null, () -> false);
        assertArrayEquals(mean, averaged.parameters(), 1e-12);
    }

    @Test
    void aTrainingTellsHowManyGamesAreDoneAfterEachBatchAndLearnsTheSame() {
        Network network = fanIn(4);
        TdRefinement refinement = batched(10, true, 4);
        List<Integer> played = new ArrayList<>();
        Network told = refinement.refine(TrainingState.start(network), 3, List.of(), null, () -> false,
                (games, state) -> played.add(games));
        assertEquals(List.of(4, 8, 10), played, "batches of 4, the last one short");
        assertEquals(refinement.refine(network, 3, null, () -> false), told);
    }

    /** A training resumed from the state after any batch (the tail average half-way through, too) ends where one in a go does. */
    @ParameterizedTest
    @CsvSource({"1, false", "1, true", "3, true"})
    void aTrainingGoesOnFromTheStateAfterAnyBatchBitForBit(int batch, boolean average) {
        Network network = fanIn(4);
        TdRefinement refinement = batched(12, average, batch);
        List<Network> opponents = List.of(fanIn(8));
        Map<Integer, TrainingState> states = new LinkedHashMap<>();
        Network straight = refinement.refine(TrainingState.start(network), 5, opponents, null, () -> false,
                (games, state) -> states.put(games, state.get()));
        assertEquals(12 / batch, states.size());
        for (TrainingState state : states.values()) {
            assertEquals(average ? Math.max(0, state.games() - 6) : 0, state.averageCount(),
                    "the tail average counts the weights after each game from the seventh on");
            List<Integer> after = new ArrayList<>();
            assertEquals(straight, refinement.refine(state, 5, opponents, null, () -> false,
                    (games, later) -> after.add(games)), "resumed after " + state.games() + " games");
            assertEquals(12, after.isEmpty() ? state.games() : after.getLast());
        }
        TrainingState first = states.values().iterator().next();
        assertNotEquals(straight, refinement.refine(first, 6, opponents, null, () -> false, (games, state) -> {}),
                "the openings after the state are drawn from the seed");
    }

    /** Networks of other shapes train, resume bit for bit, and keep their shape (the tail average too). */
    @Test
    void aNetworkOfAnotherShapeTrainsAndResumesBitForBit() {
        for (NetworkShape shape : List.of(NetworkShape.of(NetworkInputs.PIECES, List.of(12, 5)),
                NetworkShape.of(NetworkInputs.BOTH, List.of(9, 4, 3)))) {
            GenomeLayout layout = GenomeLayout.weightsOnly(shape);
            Network network = layout.codec(1.5).decode(layout.random(new SplittableRandom(4), InitialWeights.FAN_IN, 0.05, 1.5));
            TdRefinement refinement = batched(8, true, 2);
            Map<Integer, TrainingState> states = new LinkedHashMap<>();
            Network straight = refinement.refine(TrainingState.start(network), 5, List.of(), null, () -> false,
                    (games, state) -> states.put(games, state.get()));
            assertEquals(shape, straight.shape());
            assertNotEquals(network, straight);
            TrainingState half = states.get(4);
            assertEquals(straight, refinement.refine(half, 5, List.of(), null, () -> false, (games, state) -> {}));
        }
    }

    @Test
    void aStateInsideABatchOrPastTheEndIsRefused() {
        TrainingState inside = new TrainingState(fanIn(4), 5, new double[0], 0);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> batched(12, false, 3).refine(inside, 1, List.of(), null, () -> false, (games, state) -> {}));
        assertEquals("a training of 12 games in batches of 3 cannot go on after 5 games", e.getMessage());
        TrainingState past = new TrainingState(fanIn(4), 15, new double[0], 0);
        assertThrows(IllegalArgumentException.class,
                () -> batched(12, false, 3).refine(past, 1, List.of(), null, () -> false, (games, state) -> {}));
    }

    @Test
    void aBatchOutsideItsRangeIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> batched(3, false, 0));
        assertEquals("refinement.batch must be 1–1024, got 0", e.getMessage());
    }

    /** One-ply self-play, α 0.01, λ 0.7, in batches of {@code batch}. */
    static TdRefinement batched(int games, boolean average, int batch) {
        return TdRefinement.of(new RefinementConfig(games, 0.01, 0.7, average, Trainees.CHAMPION, 1, batch), 4,
                DrawRules.STANDARD);
    }

    /** The correlation between the value for the side to move and its material lead (men 1, kings 1.5). */
    private static double materialCorrelation(Network network, List<Position> positions) {
        NetworkEvaluator evaluator = new NetworkEvaluator(network);
        double[] x = new double[positions.size()], y = new double[positions.size()];
        for (int i = 0; i < x.length; i++) {
            Position p = positions.get(i);
            Side side = p.sideToMove();
            int own = side == Side.BLACK ? p.black() : p.white(), other = side == Side.BLACK ? p.white() : p.black();
            x[i] = Integer.bitCount(own & ~p.kings()) + 1.5 * Integer.bitCount(own & p.kings())
                    - Integer.bitCount(other & ~p.kings()) - 1.5 * Integer.bitCount(other & p.kings());
            y[i] = evaluator.evaluate(p.black(), p.white(), p.kings(), side);
        }
        double mx = 0, my = 0;
        for (int i = 0; i < x.length; i++) {
            mx += x[i] / x.length;
            my += y[i] / x.length;
        }
        double sxy = 0, sxx = 0, syy = 0;
        for (int i = 0; i < x.length; i++) {
            sxy += (x[i] - mx) * (y[i] - my);
            sxx += (x[i] - mx) * (x[i] - mx);
            syy += (y[i] - my) * (y[i] - my);
        }
        return sxy / Math.sqrt(sxx * syy);
    }

    /** One position from each of {@code games} random games, at a random ply from 10 to 69. */
    private static List<Position> positions(int games, SplittableRandom random) {
        List<Position> positions = new ArrayList<>();
        while (positions.size() < games) {
            Position position = Position.initial();
            int plies = 10 + random.nextInt(60);
            for (int ply = 0; ply < plies && position.hasLegalMove(); ply++) {
                List<Move> moves = position.legalMoves();
                position = position.play(moves.get(random.nextInt(moves.size())));
            }
            if (position.hasLegalMove()) {
                positions.add(position);
            }
        }
        return positions;
    }
}
