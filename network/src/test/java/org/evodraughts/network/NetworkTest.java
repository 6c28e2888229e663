package org.evodraughts.network;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class NetworkTest {
    @Test
    void hasTheDocumentedShape() {
        assertEquals(List.of(91, 40, 10, 1), Network.ARCHITECTURE);
        assertEquals(4101, Network.PARAMETER_COUNT);
        assertEquals(3680, Network.layerParameterCount(0));
        assertEquals(410, Network.layerParameterCount(1));
        assertEquals(11, Network.layerParameterCount(2));
        assertEquals(0, Network.layerOffset(0));
        assertEquals(3680, Network.layerOffset(1));
        assertEquals(4090, Network.layerOffset(2));
    }

    @Test
    void parameterVectorHoldsEachLayersWeightsNeuronByNeuronThenItsBiases() {
        double[] p = new double[Network.PARAMETER_COUNT];
        for (int i = 0; i < p.length; i++) {
            p[i] = i;
        }
        Network network = Network.ofParameters(p, 1.5);
        assertEquals(0, network.weight(0, 0, 0));
        assertEquals(1, network.weight(0, 0, 1));
        assertEquals(91, network.weight(0, 1, 0));
        assertEquals(3639, network.weight(0, 39, 90));
        assertEquals(3640, network.bias(0, 0));
        assertEquals(3679, network.bias(0, 39));
        assertEquals(3680 + 40 * 2 + 5, network.weight(1, 2, 5));
        assertEquals(3680 + 400 + 9, network.bias(1, 9));
        assertEquals(4090 + 7, network.weight(2, 0, 7));
        assertEquals(4100, network.bias(2, 0));
        assertThrows(IndexOutOfBoundsException.class, () -> network.weight(1, 10, 0));
        assertThrows(IndexOutOfBoundsException.class, () -> network.weight(0, 0, 91));
    }

    @Test
    void layersRoundTripThroughTheFlatVector() {
        Network network = Network.random(new SplittableRandom(1));
        Network rebuilt = Network.ofLayers(
                List.of(network.layerParameters(0), network.layerParameters(1), network.layerParameters(2)), 1.5);
        assertEquals(network, rebuilt);
        assertArrayEquals(network.parameters(), rebuilt.parameters());
    }

    @Test
    void randomNetworksAreUniformInMinusOneToOneAndReproducible() {
        Network a = Network.random(new SplittableRandom(42));
        assertEquals(a, Network.random(new SplittableRandom(42)));
        assertNotEquals(a, Network.random(new SplittableRandom(43)));
        double[] p = a.parameters();
        double min = 1, max = -1, sum = 0;
        int[] deciles = new int[10];
        for (double v : p) {
            assertTrue(v >= -1 && v < 1, "parameter " + v);
            min = Math.min(min, v);
            max = Math.max(max, v);
            sum += v;
            deciles[(int) ((v + 1) * 5)]++;
        }
        assertTrue(min < -0.99 && max > 0.99, "spans the range");
        assertEquals(0, sum / p.length, 0.05);
        for (int d : deciles) {
            assertEquals(410, d, 80, "each tenth of the range holds about a tenth of 4,101 draws");
        }
        assertEquals(Network.DEFAULT_KING_VALUE, a.kingValue());
    }

    @Test
    void isImmutable() {
        double[] p = new double[Network.PARAMETER_COUNT];
        Network network = Network.ofParameters(p, 1.5);
        p[0] = 5;
        network.parameters()[1] = 7;
        network.layerParameters(0)[2] = 9;
        assertEquals(0, network.weight(0, 0, 0));
        assertEquals(0, network.weight(0, 0, 1));
        assertEquals(0, network.weight(0, 0, 2));
    }

    @Test
    void rejectsBadParameters() {
        double[] p = new double[Network.PARAMETER_COUNT];
        assertThrows(IllegalArgumentException.class, () -> Network.ofParameters(new double[4100], 1.5));
        p[17] = Double.NaN;
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Network.ofParameters(p, 1.5));
        assertTrue(e.getMessage().contains("parameter 17"), e.getMessage());
        p[17] = Double.POSITIVE_INFINITY;
        assertThrows(IllegalArgumentException.class, () -> Network.ofParameters(p, 1.5));
        p[17] = 0;
        assertThrows(IllegalArgumentException.class, () -> Network.ofParameters(p, 0));
        assertThrows(IllegalArgumentException.class, () -> Network.ofParameters(p, Double.NaN));
        assertThrows(IllegalArgumentException.class,
                () -> Network.ofLayers(List.of(new double[3680], new double[410]), 1.5));
        assertThrows(IllegalArgumentException.class,
                () -> Network.ofLayers(List.of(new double[3680], new double[409], new double[11]), 1.5));
    }

    @Test
    void equalityIsBitForBit() {
        double[] p = new double[Network.PARAMETER_COUNT];
        Network zero = Network.ofParameters(p, 1.5);
        p[3] = -0.0;
        assertNotEquals(zero, Network.ofParameters(p, 1.5));
        p[3] = 0.0;
        assertEquals(zero, Network.ofParameters(p, 1.5));
        assertEquals(zero.hashCode(), Network.ofParameters(p, 1.5).hashCode());
        assertNotEquals(zero, Network.ofParameters(p, 1.75));
    }

    @Test
    void distanceIsTheL2NormOfTheParameterDifferenceAndTheKingValueIsNotAParameter() {
        double[] p = new double[Network.PARAMETER_COUNT];
        Network zero = Network.ofParameters(p, 1.5);
        p[0] = 3;
        p[Network.PARAMETER_COUNT - 1] = -4;
        Network moved = Network.ofParameters(p, 2.0);
        assertEquals(5.0, zero.distanceTo(moved));
        assertEquals(5.0, moved.distanceTo(zero));
        assertEquals(5.0, moved.norm());
        assertEquals(0.0, zero.distanceTo(Network.ofParameters(new double[Network.PARAMETER_COUNT], 2.0)));
        Network random = Network.random(new SplittableRandom(3));
        assertEquals(random.norm(), random.distanceTo(zero), 1e-12);
    }

    @Test
    void theMeanAveragesEveryParameterInListOrderAndNeedsOneKingValue() {
        Network a = Network.random(new SplittableRandom(1));
        Network b = Network.random(new SplittableRandom(2));
        Network c = Network.random(new SplittableRandom(3));
        Network mean = Network.mean(List.of(a, b, c));
        for (int p : new int[] {0, 1234, Network.PARAMETER_COUNT - 1}) {
            assertEquals((a.parameters()[p] + b.parameters()[p] + c.parameters()[p]) / 3, mean.parameters()[p]);
        }
        assertEquals(a.kingValue(), mean.kingValue());
        assertEquals(a, Network.mean(List.of(a, a)), "the mean of copies is the network, bit for bit");
        assertEquals(mean, Network.mean(List.of(a, b, c)), "the same list gives the same network");

        Network otherKing = Network.ofParameters(b.parameters(), 2.0);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Network.mean(List.of(a, otherKing)));
        assertEquals("the networks' king values differ (1.5 and 2.0): a mean needs one", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Network.mean(List.of()));
    }
}
