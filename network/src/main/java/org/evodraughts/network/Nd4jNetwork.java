package org.evodraughts.network;

import java.util.Arrays;
import org.evodraughts.checkers.Side;
import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.api.memory.MemoryWorkspace;
import org.nd4j.linalg.api.memory.conf.WorkspaceConfiguration;
import org.nd4j.linalg.api.memory.enums.AllocationPolicy;
import org.nd4j.linalg.api.memory.enums.LearningPolicy;
import org.nd4j.linalg.api.ndarray.INDArray;
import org.nd4j.linalg.factory.Nd4j;
import org.nd4j.linalg.ops.transforms.Transforms;

/**
 * The batch path: the network as one ND4J matrix product per layer, for scoring many positions
 * in one call. Takes inputs as an INDArray of shape [batch, inputs] (rows from
 * {@link NetworkInputs#encode}) and gives scores of shape [batch]. Uses doubles throughout so it agrees with the scalar path.
 *
 * <p>ND4J pays only for large batches: below {@link NetworkEvaluator#profitableBatchSize()} the
 * scalar path is faster. Its threads are pinned by {@link Nd4jThreads} on first use.
 * Immutable and thread-safe: the weights are never written after construction, and each call
 * works on its own arrays.
 */
public final class Nd4jNetwork {
    private static final String WORKSPACE_ID = "evodraughts-network";
    private static final WorkspaceConfiguration WORKSPACE = WorkspaceConfiguration.builder()
            .policyAllocation(AllocationPolicy.OVERALLOCATE)
            .policyLearning(LearningPolicy.FIRST_LOOP)
            .build();

    /** Weights transposed to [inputs, neurons], so a layer is {@code x.mmul(w).addRowVector(b)}. */
    private final INDArray[] weights;
    /** Biases as row vectors [1, neurons]. */
    private final INDArray[] biases;
    private final NetworkShape shape;
    private final double kingValue;

    public Nd4jNetwork(Network network) {
        Nd4jThreads.pin();
        shape = network.shape();
        kingValue = network.kingValue();
        weights = new INDArray[shape.layers()];
        biases = new INDArray[shape.layers()];
        for (int l = 0; l < shape.layers(); l++) {
            int in = shape.inputs(l), out = shape.outputs(l);
            double[][] w = new double[in][out];
            double[] b = new double[out];
            for (int j = 0; j < out; j++) {
                for (int i = 0; i < in; i++) {
                    w[i][j] = network.weight(l, j, i);
                }
                b[j] = network.bias(l, j);
            }
            weights[l] = Nd4j.create(w).castTo(DataType.DOUBLE);
            biases[l] = Nd4j.create(b, new long[] {1, out}, DataType.DOUBLE);
        }
    }

    /** Scores of shape [batch] for inputs of shape [batch, inputs]. */
    public INDArray evaluate(INDArray inputs) {
        int count = shape.inputs().count();
        if (inputs.rank() != 2 || inputs.columns() != count) {
            throw new IllegalArgumentException("inputs must have shape [batch, " + count
                    + "], got " + Arrays.toString(inputs.shape()));
        }
        INDArray x = inputs.dataType() == DataType.DOUBLE ? inputs : inputs.castTo(DataType.DOUBLE);
        // Intermediates live in this thread's workspace, reused from call to call, instead of
        // fresh off-heap buffers that only the garbage collector frees.
        try (MemoryWorkspace workspace = Nd4j.getWorkspaceManager().getAndActivateWorkspace(WORKSPACE, WORKSPACE_ID)) {
            for (int l = 0; l < shape.layers(); l++) {
                x = Transforms.tanh(x.mmul(weights[l]).addiRowVector(biases[l]), false);
            }
            return x.reshape(x.rows()).detach();
        }
    }

    /**
     * Scores positions {@code 0..count-1}, given as parallel arrays, each for {@code sides[i]},
     * into {@code scores}: encodes the inputs, then one {@link #evaluate(INDArray)} call.
     */
    public void evaluate(int[] black, int[] white, int[] kings, Side[] sides,
            int count, double[] scores) {
        if (count == 0) {
            return;
        }
        int width = shape.inputs().count();
        double[] inputs = new double[count * width];
        for (int i = 0; i < count; i++) {
            shape.inputs().encode(black[i], white[i], kings[i], sides[i], kingValue, inputs, i * width);
        }
        INDArray result = evaluate(Nd4j.create(inputs, new long[] {count, width}, DataType.DOUBLE));
        System.arraycopy(result.toDoubleVector(), 0, scores, 0, count);
    }
}
