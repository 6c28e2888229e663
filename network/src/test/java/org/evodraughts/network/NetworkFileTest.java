package org.evodraughts.network;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NetworkFileTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path directory;

    private static NetworkDocument sample() {
        Map<String, Object> metadata = new LinkedHashMap<>();
        metadata.put(NetworkDocument.GENERATION, 12);
        metadata.put(NetworkDocument.FITNESS, 0.1 + 0.2);
        metadata.put(NetworkDocument.MEAN_OF_MEANS, -3.5e-7);
        metadata.put(NetworkDocument.RUN_ID, "run \"7\"/é");
        metadata.put(NetworkDocument.SEED, Long.MIN_VALUE);
        metadata.put(NetworkDocument.CREATED_AT, "2025-11-21T09:00:00Z");
        metadata.put("elitist", true);
        return new NetworkDocument(Network.random(new SplittableRandom(1), 1.75), metadata);
    }

    @Test
    void roundTripsEveryDoubleBitForBit() throws IOException {
        SplittableRandom random = new SplittableRandom(2);
        double[] p = new double[Network.PARAMETER_COUNT];
        for (int i = 0; i < p.length; i++) {
            // Every kind of double a network may hold: random bits (within ±MAX_PARAMETER), subnormals,
            // ±0, the extremes, near-ties.
            p[i] = switch (i % 6) {
                case 0 -> nextFinite(random);
                case 1 -> Double.longBitsToDouble(random.nextLong(1, 1L << 52));
                case 2 -> random.nextBoolean() ? 0.0 : -0.0;
                case 3 -> random.nextBoolean() ? Network.MAX_PARAMETER : -Math.nextDown(Network.MAX_PARAMETER);
                case 4 -> random.nextDouble(-1, 1);
                default -> 0.1 * random.nextInt(-1000, 1000);
            };
        }
        Network network = Network.ofParameters(p, Math.nextUp(1.5));
        Path file = directory.resolve("net.json");
        NetworkFile.write(file, new NetworkDocument(network, sample().metadata()));
        NetworkDocument back = NetworkFile.read(file);
        assertEquals(network, back.network());
        double[] q = back.network().parameters();
        for (int i = 0; i < p.length; i++) {
            assertEquals(Double.doubleToRawLongBits(p[i]), Double.doubleToRawLongBits(q[i]), "parameter " + i);
        }
        assertEquals(Math.nextUp(1.5), back.network().kingValue());
    }

    private static double nextFinite(SplittableRandom random) {
        while (true) {
            double d = Double.longBitsToDouble(random.nextLong());
            if (Double.isFinite(d) && Math.abs(d) <= Network.MAX_PARAMETER) {
                return d;
            }
        }
    }

    @Test
    void keepsMetadataInOrderWithItsTypes() throws IOException {
        NetworkDocument document = sample();
        NetworkDocument back = NetworkFile.parse(NetworkFile.format(document), "sample");
        assertEquals(document, back);
        assertEquals(List.copyOf(document.metadata().keySet()), List.copyOf(back.metadata().keySet()));
        assertEquals(12L, back.metadata().get(NetworkDocument.GENERATION));
        assertEquals(0.1 + 0.2, back.metadata().get(NetworkDocument.FITNESS));
        assertEquals("run \"7\"/é", back.metadata().get(NetworkDocument.RUN_ID));
    }

    @Test
    void readsTheMetadataAloneAsReadDoes() throws IOException {
        Path file = directory.resolve("champion.json");
        NetworkFile.write(file, sample());
        Map<String, Object> metadata = NetworkFile.readMetadata(file);
        assertEquals(NetworkFile.read(file).metadata(), metadata);
        assertEquals(List.copyOf(sample().metadata().keySet()), List.copyOf(metadata.keySet()));
        assertEquals(Long.MIN_VALUE, metadata.get(NetworkDocument.SEED));

        Files.writeString(file, NetworkFile.format(sample()).replace("evodraughts-network", "something-else"));
        NetworkFileException other = assertThrows(NetworkFileException.class, () -> NetworkFile.readMetadata(file));
        assertTrue(other.getMessage().contains("format is \"something-else\", expected 'evodraughts-network'"), other.getMessage());
        Files.writeString(file, NetworkFile.format(sample()).replace("\"elitist\": true", "\"elitist\": [1]"));
        NetworkFileException bad = assertThrows(NetworkFileException.class, () -> NetworkFile.readMetadata(file));
        assertTrue(bad.getMessage().contains("metadata.elitist must be a string, boolean or number"), bad.getMessage());
        Files.writeString(file, NetworkFile.format(sample()).substring(0, 500));
        assertThrows(NetworkFileException.class, () -> NetworkFile.readMetadata(file));
    }

    @Test
    void writesTheDocumentedLayout() throws IOException {
        JsonNode root = JSON.readTree(NetworkFile.format(sample()));
        assertEquals(List.of("format", "formatVersion", "architecture", "activation", "kingValue", "inputEncoding",
                "weightOrientation", "layers", "metadata"), iterable(root.fieldNames()));
        assertEquals("evodraughts-network", root.get("format").asText());
        assertEquals(1, root.get("formatVersion").asInt());
        assertEquals("[91,40,10,1]", root.get("architecture").toString());
        assertEquals("tanh", root.get("activation").asText());
        assertEquals("{\"name\":\"sub-squares\",\"version\":1}", root.get("inputEncoding").toString());
        assertEquals("neuron-major", root.get("weightOrientation").asText());
        Network network = sample().network();
        JsonNode layer1 = root.get("layers").get(1);
        assertEquals(10, layer1.get("weights").size());
        assertEquals(40, layer1.get("weights").get(0).size());
        assertEquals(network.weight(1, 3, 7), layer1.get("weights").get(3).get(7).doubleValue());
        assertEquals(network.bias(1, 9), layer1.get("biases").get(9).doubleValue());
    }

    private static List<String> iterable(java.util.Iterator<String> names) {
        List<String> list = new java.util.ArrayList<>();
        names.forEachRemaining(list::add);
        return list;
    }

    @Test
    void writesAtomicallyAndReplaces() throws IOException {
        Path file = directory.resolve("champion.json");
        NetworkFile.write(file, sample());
        NetworkDocument second = new NetworkDocument(Network.random(new SplittableRandom(9)));
        NetworkFile.write(file, second);
        assertEquals(second, NetworkFile.read(file));
        try (Stream<Path> files = Files.list(directory)) {
            assertEquals(List.of(file), files.toList(), "no temporary file is left behind");
        }
        // Readable like any other new file (a temporary file from createTempFile is owner-only).
        Path plain = directory.resolve("plain.txt");
        Files.writeString(plain, "x");
        assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(file));
    }

    /** Applies {@code change} to a good document and expects a read error containing {@code expected}. */
    private void assertRejected(Consumer<ObjectNode> change, String expected) throws IOException {
        ObjectNode root = (ObjectNode) JSON.readTree(NetworkFile.format(sample()));
        change.accept(root);
        assertRejected(JSON.writeValueAsString(root), expected);
    }

    private void assertRejected(String text, String expected) throws IOException {
        Path file = directory.resolve("bad.json");
        Files.writeString(file, text);
        NetworkFileException e = assertThrows(NetworkFileException.class, () -> NetworkFile.read(file));
        assertTrue(e.getMessage().contains(expected), "message '" + e.getMessage() + "' should contain '" + expected + "'");
        assertTrue(e.getMessage().startsWith(file.toString()), e.getMessage());
    }

    private static ArrayNode layers(ObjectNode root) {
        return (ArrayNode) root.get("layers");
    }

    private static ArrayNode weights(ObjectNode root, int layer, int row) {
        return (ArrayNode) layers(root).get(layer).get("weights").get(row);
    }

    @Test
    void rejectsAWrongArchitecture() throws IOException {
        assertRejected(r -> r.putArray("architecture").add(92).add(40).add(10).add(1),
                "architecture is [92,40,10,1], expected [91, the hidden layers' widths (1–4 of 1–1024), 1] for inputs 'sub-squares'");
        assertRejected(r -> r.putArray("architecture").add(91).add(40).add(10).add(2), "architecture is [91,40,10,2]");
        assertRejected(r -> r.putArray("architecture").add(91).add(0).add(10).add(1), "architecture is [91,0,10,1]");
        assertRejected(r -> r.putArray("architecture").add(91).add(1), "architecture is [91,1]");
        assertRejected(r -> r.putArray("architecture").add(91).add(20).add(10).add(1), "layers[0].weights must be an array of 20 rows");
        assertRejected(r -> r.putArray("architecture").add(91).add(40).add(1), "layers must be an array of 2 layers");
        assertRejected(r -> r.put("architecture", "91-40-10-1"), "architecture");
        assertRejected(r -> r.put("activation", "relu"), "activation is 'relu'");
        assertRejected(r -> r.putObject("inputEncoding").put("name", "sub-squares").put("version", 2), "inputEncoding is 'sub-squares' version 2");
        assertRejected(r -> r.put("weightOrientation", "input-major"), "weightOrientation is 'input-major'");
    }

    @Test
    void rejectsAMissingOrExtraLayer() throws IOException {
        assertRejected(r -> layers(r).remove(2), "layers must be an array of 3 layers (for architecture [91, 40, 10, 1]), found 2 layers");
        assertRejected(r -> layers(r).add(layers(r).get(2).deepCopy()), "found 4 layers");
        assertRejected(r -> r.remove("layers"), "missing field 'layers'");
        assertRejected(r -> ((ObjectNode) layers(r).get(1)).remove("biases"), "missing field 'layers[1].biases'");
        assertRejected(r -> ((ObjectNode) layers(r).get(1)).put("activation", "tanh"), "unknown field 'layers[1].activation'");
    }

    @Test
    void rejectsWrongLengths() throws IOException {
        assertRejected(r -> weights(r, 0, 5).remove(90), "layers[0].weights[5] must be an array of 91 numbers (the layer's inputs), found 90 values");
        assertRejected(r -> weights(r, 2, 0).add(0.5), "layers[2].weights[0] must be an array of 10 numbers");
        assertRejected(r -> ((ArrayNode) layers(r).get(1).get("weights")).remove(0), "layers[1].weights must be an array of 10 rows (one per neuron), found 9 rows");
        assertRejected(r -> ((ArrayNode) layers(r).get(0).get("biases")).add(1), "layers[0].biases must be an array of 40 numbers");
    }

    @Test
    void rejectsNaNInfinityAndNonNumbers() throws IOException {
        String good = NetworkFile.format(sample());
        int row = good.indexOf("\"weights\"");
        int firstNumber = good.indexOf('[', good.indexOf('[', row) + 1) + 1;
        int end = good.indexOf(',', firstNumber);
        assertRejected(good.substring(0, firstNumber) + "NaN" + good.substring(end), "layers[0].weights[0][0] is NaN, not a finite number");
        assertRejected(good.substring(0, firstNumber) + "-Infinity" + good.substring(end), "layers[0].weights[0][0] is -Infinity, not a finite number");
        assertRejected(good.substring(0, firstNumber) + "1e999" + good.substring(end), "layers[0].weights[0][0] is");
        // Finite but huge: the sums would overflow to infinity, and eval would print "score NaN".
        assertRejected(good.substring(0, firstNumber) + "1e308" + good.substring(end),
                "layers[0].weights[0][0] is 1.0E308, beyond ±1000000.0 (the network's sums would overflow");
        assertRejected(r -> weights(r, 2, 0).set(4, -2e6), "layers[2].weights[0][4] is -2000000.0, beyond ±1000000.0");
        assertRejected(r -> weights(r, 1, 2).set(3, "0.5"), "layers[1].weights[2][3] must be a number, found \"0.5\"");
        assertRejected(r -> r.put("kingValue", 0), "kingValue is 0.0, must be above 0");
        assertRejected(r -> r.put("kingValue", "1.5"), "kingValue must be a number");
    }

    @Test
    void aTruncatedFileGetsPlainWordsWithoutTheParsersNotes() throws IOException {
        String good = NetworkFile.format(sample());
        Path file = directory.resolve("cut.json");
        Files.writeString(file, good.substring(0, good.length() / 3));
        NetworkFileException e = assertThrows(NetworkFileException.class, () -> NetworkFile.read(file));
        assertTrue(e.getMessage().matches(java.util.regex.Pattern.quote(file.toString())
                + " is not valid JSON at line \\d+, column \\d+: Unexpected end-of-input: .*"), e.getMessage());
        assertFalse(e.getMessage().contains("REDACTED") || e.getMessage().contains("Source:")
                || e.getMessage().contains("\n"), e.getMessage());
    }

    @Test
    void rejectsUnknownFormatsAndVersions() throws IOException {
        assertRejected(r -> r.put("formatVersion", 2), "formatVersion 2 is not supported; this program reads version 1");
        assertRejected(r -> r.put("formatVersion", 1.5), "formatVersion must be a whole number");
        assertRejected(r -> r.put("format", "keras"), "format is 'keras', expected 'evodraughts-network'");
        assertRejected(r -> r.remove("format"), "missing field 'format'");
        assertRejected(r -> r.put("comment", "hello"), "unknown field 'comment'");
        assertRejected(r -> r.putObject("metadata").putArray("parents"), "metadata.parents must be a string, boolean or number, found ARRAY");
    }

    @Test
    void rejectsTextThatIsNotJson() throws IOException {
        assertRejected("", "is not valid JSON");
        assertRejected("{\"format\": \"evodraughts-network\",", "is not valid JSON at line 1");
        assertRejected("hello", "is not valid JSON");
        assertRejected("[1, 2]", "the document must be a JSON object");
        assertRejected("{\"format\": \"a\", \"format\": \"b\"}", "Duplicate field 'format'");
        assertRejected("{} {}", "is not valid JSON");
        assertRejected("[".repeat(2_000), "is not valid JSON: Document nesting depth (1001) exceeds the maximum allowed (1000)");
        Path missing = directory.resolve("missing.json");
        NetworkFileException e = assertThrows(NetworkFileException.class, () -> NetworkFile.read(missing));
        assertEquals("network file " + missing + " does not exist", e.getMessage());
    }

    @Test
    void metadataAcceptsOnlyJsonScalars() {
        Network network = Network.random(new SplittableRandom(3));
        assertThrows(IllegalArgumentException.class, () -> new NetworkDocument(network, Map.of("when", java.time.Instant.EPOCH)));
        assertThrows(IllegalArgumentException.class, () -> new NetworkDocument(network, Map.of("fitness", Double.NaN)));
        assertArrayEquals(new Object[] {7L}, new NetworkDocument(network, Map.of("generation", 7)).metadata().values().toArray());
    }
}
