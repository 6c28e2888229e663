package org.evodraughts.network;

import java.util.Objects;
import org.evodraughts.checkers.BatchEvaluator;
import org.evodraughts.checkers.Evaluator;
import org.evodraughts.checkers.Side;

/**
 * A network as the {@link BatchEvaluator} search uses: single positions go to the fast scalar
 * path, batches of at least {@link #profitableBatchSize()} positions to ND4J
 * ({@link Nd4jNetwork}), smaller batches to the scalar path one by one.
 *
 * <p>The scalar path is {@code VectorEvaluator} (Vector API) when the JVM was started with
 * {@code --add-modules=jdk.incubator.vector} on a machine with 256-bit vectors, otherwise
 * {@code PlainEvaluator} (plain Java, several times slower); {@link #scalarPath()} says which.
 * Both agree with the plain definition to within 1e-9. ND4J is loaded on the first large batch
 * only, since loading it takes seconds.
 *
 * <p>Thread-safe; build one per network and share it between threads.
 */
public final class NetworkEvaluator implements BatchEvaluator {
    /**
     * The batch size from which ND4J beats the scalar path (measured with
     * {@code BatchEvaluationBenchmark}; see docs/benchmarks.md, "Network evaluator").
     */
    public static final int PROFITABLE_BATCH_SIZE = Integer.MAX_VALUE;

    /** System property that, set to {@code false}, forces the plain-Java scalar path. */
    public static final String VECTOR_PROPERTY = "evodraughts.network.vector";

    private static final boolean VECTOR_PATH = !"false".equals(System.getProperty(VECTOR_PROPERTY))
            && ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent()
            && VectorEvaluator.isSupported();

    private final Network network;
    private final Evaluator scalar;
    private final int profitableBatchSize;
    private volatile Nd4jNetwork nd4j;

    /** An evaluator that sends batches to ND4J from {@link #PROFITABLE_BATCH_SIZE} positions. */
    public NetworkEvaluator(Network network) {
        this(network, PROFITABLE_BATCH_SIZE);
    }

    /**
     * An evaluator that sends batches to ND4J from {@code profitableBatchSize} positions, for
     * machines where it pays earlier than here (and for tests).
     */
    public NetworkEvaluator(Network network, int profitableBatchSize) {
        this.network = Objects.requireNonNull(network, "network");
        if (profitableBatchSize < 1) {
            throw new IllegalArgumentException("profitable batch size must be at least 1, got " + profitableBatchSize);
        }
        this.profitableBatchSize = profitableBatchSize;
        FoldedNetwork folded = new FoldedNetwork(network);
        this.scalar = VECTOR_PATH ? new VectorEvaluator(folded) : new PlainEvaluator(folded);
    }

    public Network network() {
        return network;
    }

    /** Which scalar path this JVM uses: {@code "vector"} or {@code "plain"}. */
    /**
     * The arithmetic that scores positions in this JVM: {@code plain}, or {@code vector-256} or
     * {@code vector-512} (the vector width sets the order of the sums). The paths agree to about
     * 1e-12, not bit for bit, so processes that must play the same games (a run's cluster) must
     * agree on it.
     */
    public static String arithmetic() {
        return VECTOR_PATH ? "vector-" + VectorEvaluator.preferredBits() : "plain";
    }

    public static String scalarPath() {
        return VECTOR_PATH ? "vector" : "plain";
    }

    /** The shape's cost in the card's, for a search with a budget ({@link NetworkShape#cost()}). */
    @Override
    public double cost() {
        return network.shape().cost();
    }

    @Override
    public double evaluate(int black, int white, int kings, Side side) {
        return scalar.evaluate(black, white, kings, side);
    }

    @Override
    public void evaluateBatch(int[] black, int[] white, int[] kings, Side[] sides, int count, double[] scores) {
        Objects.checkFromIndexSize(0, count, Math.min(Math.min(black.length, white.length),
                Math.min(Math.min(kings.length, sides.length), scores.length)));
        if (count >= profitableBatchSize()) {
            nd4j().evaluate(black, white, kings, sides, count, scores);
        } else {
            for (int i = 0; i < count; i++) {
                scores[i] = scalar.evaluate(black[i], white[i], kings[i], sides[i]);
            }
        }
    }

    @Override
    public int profitableBatchSize() {
        return profitableBatchSize;
    }

    /** The ND4J form of this network, built on first use. */
    public Nd4jNetwork nd4j() {
        Nd4jNetwork n = nd4j;
        if (n == null) {
            synchronized (this) {
                n = nd4j;
                if (n == null) {
                    nd4j = n = new Nd4jNetwork(network);
                }
            }
        }
        return n;
    }
}
