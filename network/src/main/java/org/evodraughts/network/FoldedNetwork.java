package org.evodraughts.network;

import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.Squares;

/**
 * A network rearranged for fast single-position evaluation, for any {@link NetworkShape}.
 *
 * <p>Every kind of input is a fixed linear map of the pieces: the sub-square inputs are sums of
 * square values (input n is the sum of the values on window n's squares), and each piece input
 * is one piece kind on one square. So the first layer folds into one row of pre-activations per
 * piece kind and square: for the sums, column s of W1·M, where M is the 91×32 window membership
 * matrix, taken once for an own man, K times for an own king, and negated for the opponent's;
 * plus, for the piece inputs, the weights of that piece's own input. The first layer's
 * pre-activation is then the bias plus one row per piece: at most 24 additions of rows instead
 * of a multiply-add per input and neuron, whatever the inputs.
 *
 * <p>The first layer also comes as exponentials, because tanh h = 1 − 2/(e + 1) with
 * e = exp(2h) = exp(h/2)⁴, and the exponential of a sum is the product of the exponentials:
 * with every row and the bias stored as exp(value/2), the product over the pieces, squared
 * twice, is exp(2h), and tanh of the first layer costs two multiplications and a division
 * instead of an exponential. (A quarter of the exponent, so that the products stay in range for
 * four times larger pre-activations than exp(2h) itself would.) Each product rounds with a
 * relative error of at most 2⁻⁵³ only while it stays in the normal range of doubles, so
 * {@link #productsInRange} says whether every partial product of every board is guaranteed to
 * be: whether {@link #largestPreActivation} is at most {@link #PRODUCT_BOUND}. Random networks
 * are far inside (150–370 at K = 1.5); a network outside uses the sums.
 *
 * <p>The first layer's rows are {@link #stride} long, its width padded with zeros to a whole
 * number of the widest vectors; each later layer's weights come twice, neuron by neuron for the
 * plain path and input by input (padded) for the vector path. Square indexes here are those of
 * the side evaluated for: White's are rotated (index s ^ 31, see {@link #offset}). The arrays
 * are never written after construction; one instance is shared by all threads using an
 * evaluator.
 */
final class FoldedNetwork {
    /**
     * The largest |pre-activation| h for which exp(h/2) and exp(−h/2) are normal doubles
     * (e^±700 against the limits e^±708), so the products never lose precision.
     */
    static final double PRODUCT_BOUND = 1400;
    /** The first layer's rows are padded to a multiple of this: the lanes of 512-bit vectors. */
    static final int ROW_MULTIPLE = 8;
    /** A later layer's neurons are padded to a multiple of this: three 4-lane vectors. */
    static final int NEURON_MULTIPLE = 12;
    /** A later layer's inputs are padded to a multiple of this: the vector path takes four at a time. */
    static final int INPUT_MULTIPLE = 4;
    /** The output sums its inputs in groups of this many (see {@code VectorEvaluator}). */
    static final int OUTPUT_GROUP = 10;

    final NetworkShape shape;
    /** The first hidden layer's width, and its rows' length (the width padded to {@link #ROW_MULTIPLE}). */
    final int hidden1, stride;
    /**
     * [kind][square index][neuron], kind = 2·(opponent piece) + (king): the folded first layer
     * for own man, own king, opponent man, opponent king, each row {@link #stride} long.
     */
    final double[] firstLayer;
    final double[] bias1;
    /** exp(x/2) of each value of {@link #firstLayer} and {@link #bias1} (1 in the padding). */
    final double[] expFirstLayer, expBias1;
    /**
     * The largest |pre-activation| of any first-layer neuron, partial sums included, over every
     * possible board: |bias| + max(1, K)·Σ over the 32 squares of |folded sum| + Σ over the
     * squares of the largest |piece weight| there.
     */
    final double largestPreActivation;
    /** Whether products of {@link #expFirstLayer} rows never leave the normal range. */
    final boolean productsInRange;
    /** The hidden layers after the first, in order. */
    final Dense[] dense;
    /** The output's weights, padded with zeros to a multiple of {@link #OUTPUT_GROUP}. */
    final double[] outputWeights;
    final double outputBias;

    /**
     * A hidden layer after the first.
     *
     * @param inputs         its inputs (the previous layer's width)
     * @param neurons        its width
     * @param weights        [neuron][input], as in the parameter vector
     * @param weightsByGroup its neurons in groups of {@link #NEURON_MULTIPLE}, each group's weights
     *                       [input][neuron of the group]: {@code paddedInputs} rows of twelve a group,
     *                       so that the vector path walks each group's weights in order, at offsets a
     *                       constant stride apart (which lets the JIT drop the bounds checks)
     * @param biases         its biases, padded with zeros to {@code paddedNeurons}
     */
    record Dense(int inputs, int neurons, int paddedInputs, int paddedNeurons, double[] weights,
                 double[] weightsByGroup, double[] biases) {}

    FoldedNetwork(Network network) {
        shape = network.shape();
        double[] p = network.parameters();
        double k = network.kingValue();
        NetworkInputs inputs = shape.inputs();
        int in = inputs.count(), firstPiece = inputs.firstPieceInput();
        hidden1 = shape.outputs(0);
        stride = roundUp(hidden1, ROW_MULTIPLE);
        firstLayer = new double[4 * Squares.COUNT * stride];
        bias1 = new double[stride];
        double largest = 0;
        double[] kinds = new double[4];
        for (int j = 0; j < hidden1; j++) {
            double magnitudes = 0, pieceMagnitudes = 0;
            for (int s = 0; s < Squares.COUNT; s++) {
                if (inputs.hasSubSquares()) {
                    double sum = 0;
                    for (int n = 0; n < SubSquareInputs.COUNT; n++) {
                        if ((SubSquareInputs.squares(n) & (1 << s)) != 0) {
                            sum += p[j * in + n];
                        }
                    }
                    kinds[0] = sum;
                    kinds[1] = k * sum;
                    kinds[2] = -sum;
                    kinds[3] = -(k * sum);
                    magnitudes += Math.abs(sum);
                }
                if (inputs.hasPieces()) {
                    double widest = 0;
                    for (int kind = 0; kind < 4; kind++) {
                        int input = PieceInputs.index(s, (kind & 1) != 0, kind >= 2);
                        double weight = input == PieceInputs.NONE ? 0 : p[j * in + firstPiece + input];
                        kinds[kind] = inputs.hasSubSquares() ? kinds[kind] + weight : weight;
                        widest = Math.max(widest, Math.abs(weight));
                    }
                    pieceMagnitudes += widest;
                }
                for (int kind = 0; kind < 4; kind++) {
                    firstLayer[row(s, (kind & 1) != 0, kind >= 2) + j] = kinds[kind];
                }
            }
            bias1[j] = p[in * hidden1 + j];
            double bound = Math.abs(bias1[j]) + Math.max(1, Math.abs(k)) * magnitudes;
            largest = Math.max(largest, inputs.hasPieces() ? bound + pieceMagnitudes : bound);
        }
        largestPreActivation = largest;
        productsInRange = largest <= PRODUCT_BOUND;
        // StrictMath, so that the tables, and so every score, are the same on every JVM.
        expFirstLayer = new double[firstLayer.length];
        for (int i = 0; i < firstLayer.length; i++) {
            expFirstLayer[i] = StrictMath.exp(firstLayer[i] / 2);
        }
        expBias1 = new double[stride];
        for (int j = 0; j < stride; j++) {
            expBias1[j] = StrictMath.exp(bias1[j] / 2);
        }
        int last = shape.layers() - 1;
        dense = new Dense[last - 1];
        for (int l = 1; l < last; l++) {
            dense[l - 1] = dense(p, l);
        }
        int width = shape.inputs(last), offset = shape.layerOffset(last);
        outputWeights = new double[roundUp(width, OUTPUT_GROUP)];
        System.arraycopy(p, offset, outputWeights, 0, width);
        outputBias = p[offset + width];
    }

    private Dense dense(double[] p, int layer) {
        int in = shape.inputs(layer), out = shape.outputs(layer), offset = shape.layerOffset(layer);
        int paddedIn = roundUp(in, INPUT_MULTIPLE), paddedOut = roundUp(out, NEURON_MULTIPLE);
        double[] weights = new double[out * in];
        double[] byGroup = new double[paddedIn * paddedOut];
        double[] biases = new double[paddedOut];
        System.arraycopy(p, offset, weights, 0, out * in);
        System.arraycopy(p, offset + out * in, biases, 0, out);
        for (int n = 0; n < out; n++) {
            int group = n / NEURON_MULTIPLE, k = n % NEURON_MULTIPLE;
            for (int j = 0; j < in; j++) {
                byGroup[(group * paddedIn + j) * NEURON_MULTIPLE + k] = weights[n * in + j];
            }
        }
        return new Dense(in, out, paddedIn, paddedOut, weights, byGroup, biases);
    }

    static int roundUp(int value, int multiple) {
        return (value + multiple - 1) / multiple * multiple;
    }

    /** Offset in {@link #firstLayer} of the row for a piece on square index {@code s}. */
    private int row(int s, boolean king, boolean opponent) {
        return (((opponent ? 2 : 0) + (king ? 1 : 0)) * Squares.COUNT + s) * stride;
    }

    /**
     * The row for the piece on square index {@code s} of the real board (a king if bit s of
     * {@code kings} is set, an opponent piece if bit s of {@code opponent} is), seen from the
     * side whose {@link #flip} is given, in a table of rows {@code stride} long: index s ^ 31 is
     * square s rotated 180° (33 − square), so White's view needs no reversed bitboards.
     */
    static int offset(int s, int kings, int opponent, int flip, int stride) {
        return ((((opponent >>> s) & 1) << 6) + (((kings >>> s) & 1) << 5) + (s ^ flip)) * stride;
    }

    /** 0 for Black, which sees the board as it is; 31 for White, which sees it rotated. */
    static int flip(Side side) {
        return side == Side.BLACK ? 0 : 31;
    }

    /** The pieces of the side the evaluation is not for. */
    static int opponent(int black, int white, Side side) {
        return side == Side.BLACK ? white : black;
    }
}
