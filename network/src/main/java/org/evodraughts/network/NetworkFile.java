package org.evodraughts.network;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.evodraughts.files.AtomicFiles;
import org.evodraughts.files.TextFiles;

/**
 * Reads and writes network files: one self-describing JSON document per network (format
 * {@value #FORMAT}, version {@value #FORMAT_VERSION}; docs/network.md, "Network file format",
 * specifies it field by field).
 *
 * <p>Doubles round-trip bit for bit: they are written with {@link Double#toString(double)}, the
 * shortest decimal that reads back as the same double. Reading checks every field and rejects a
 * bad file with a {@link NetworkFileException} naming the file and the field (for example
 * {@code layers[1].weights[3]}), never returning a silently wrong network. Writing is atomic:
 * a temporary file in the same directory, then a rename. Stateless and thread-safe.
 */
public final class NetworkFile {
    public static final String FORMAT = "evodraughts-network";
    public static final int FORMAT_VERSION = 1;
    /** {@code weights[j][i]} is the weight from the layer's input i into its neuron j. */
    public static final String WEIGHT_ORIENTATION = "neuron-major";

    private static final Set<String> FIELDS = Set.of("format", "formatVersion", "architecture", "activation",
            "kingValue", "inputEncoding", "weightOrientation", "layers", "metadata");

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            // Let NaN and Infinity parse, so the error can name the field that holds them.
            .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    /** One value of a document read as a stream ({@link #readMetadata}): the rest of the stream follows it. */
    private static final ObjectReader TREE = MAPPER.readerFor(JsonNode.class)
            .without(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private NetworkFile() {}

    /** Reads and checks a network file. */
    public static NetworkDocument read(Path file) throws IOException {
        String text;
        try {
            text = TextFiles.read(file, "network file");
        } catch (IOException e) {
            throw new NetworkFileException(e.getMessage(), e.getCause());
        }
        return parse(text, file.toString());
    }

    /**
     * The metadata of a network file, read without its network: the other fields are passed over
     * as tokens, their numbers never converted, which for a list of a run's champions is many
     * times quicker than {@link #read}. Checks the format, its version and the metadata's values
     * as {@link #read} does (the same types: strings, booleans, whole numbers as {@code Long},
     * others as finite {@code Double}); not the network.
     */
    public static Map<String, Object> readMetadata(Path file) throws IOException {
        Reader reader = new Reader(file.toString());
        byte[] bytes;
        try {
            bytes = TextFiles.readBytes(file, "network file"); // a FIFO is refused, not waited on
        } catch (IOException e) {
            throw new NetworkFileException(e.getMessage(), e.getCause());
        }
        try (JsonParser parser = MAPPER.createParser(bytes)) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                throw reader.error("the document must be a JSON object");
            }
            JsonNode format = null, version = null, metadata = null;
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String name = parser.currentName();
                parser.nextToken();
                switch (name) {
                    case "format" -> format = TREE.readValue(parser);
                    case "formatVersion" -> version = TREE.readValue(parser);
                    case "metadata" -> metadata = TREE.readValue(parser);
                    default -> parser.skipChildren();
                }
            }
            if (format == null || !format.isTextual() || !format.textValue().equals(FORMAT)) {
                throw reader.error("format is " + format + ", expected '" + FORMAT + "' (is this a network file?)");
            }
            if (version == null || !version.isIntegralNumber() || version.longValue() != FORMAT_VERSION) {
                throw reader.error("formatVersion " + version + " is not supported; this program reads version " + FORMAT_VERSION);
            }
            return metadata == null ? Map.of() : reader.metadata(metadata);
        } catch (JacksonException e) {
            throw new NetworkFileException(file + " is not valid JSON" + JsonErrors.describe(e), e);
        }
    }

    /**
     * Writes {@code document} to {@code file} atomically ({@link AtomicFiles}), replacing any
     * file already there.
     */
    public static void write(Path file, NetworkDocument document) throws IOException {
        write(file, format(document));
    }

    /**
     * Writes a document's text, as {@link #format} made it, to {@code file} atomically: for a
     * caller that also keeps the text (the champion records store the same text).
     */
    public static void write(Path file, String text) throws IOException {
        Path absolute = file.toAbsolutePath();
        Path directory = absolute.getParent();
        if (directory == null || !Files.isDirectory(directory)) {
            throw new NetworkFileException("cannot write network file " + file + ": directory " + directory + " does not exist");
        }
        try {
            AtomicFiles.writeString(absolute, text);
        } catch (IOException e) {
            throw new NetworkFileException(e.getMessage(), e); // AtomicFiles names the file and says why
        }
    }

    /** The document as the text of a network file. */
    public static String format(NetworkDocument document) {
        Network network = document.network();
        StringWriter out = new StringWriter();
        DefaultPrettyPrinter printer = new DefaultPrettyPrinter()
                .withSeparators(Separators.createDefaultInstance()
                        .withObjectFieldValueSpacing(Separators.Spacing.AFTER))
                .withArrayIndenter(DefaultIndenter.SYSTEM_LINEFEED_INSTANCE);
        try (JsonGenerator g = MAPPER.createGenerator(out).setPrettyPrinter(printer)) {
            g.writeStartObject();
            g.writeStringField("format", FORMAT);
            g.writeNumberField("formatVersion", FORMAT_VERSION);
            NetworkShape shape = network.shape();
            g.writeFieldName("architecture");
            g.writeRawValue(shape.architecture().toString());
            g.writeStringField("activation", Network.ACTIVATION);
            g.writeNumberField("kingValue", network.kingValue());
            g.writeFieldName("inputEncoding");
            g.writeRawValue("{\"name\": \"" + shape.inputs().fileName() + "\", \"version\": " + NetworkInputs.VERSION + "}");
            g.writeStringField("weightOrientation", WEIGHT_ORIENTATION);
            g.writeArrayFieldStart("layers");
            for (int l = 0; l < shape.layers(); l++) {
                g.writeStartObject();
                g.writeArrayFieldStart("weights");
                double[] parameters = network.layerParameters(l);
                double[] row = new double[shape.inputs(l)];
                for (int j = 0; j < shape.outputs(l); j++) {
                    System.arraycopy(parameters, j * row.length, row, 0, row.length);
                    g.writeRawValue(numbers(row));
                }
                g.writeEndArray();
                double[] biases = java.util.Arrays.copyOfRange(parameters, row.length * shape.outputs(l), parameters.length);
                g.writeFieldName("biases");
                g.writeRawValue(numbers(biases));
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeObjectFieldStart("metadata");
            for (Map.Entry<String, Object> e : document.metadata().entrySet()) {
                g.writeFieldName(e.getKey());
                switch (e.getValue()) {
                    case String s -> g.writeString(s);
                    case Boolean b -> g.writeBoolean(b);
                    case Long n -> g.writeNumber(n);
                    case Double d -> g.writeNumber(d);
                    default -> throw new IllegalStateException("metadata value " + e.getValue());
                }
            }
            g.writeEndObject();
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringWriter does not fail
        }
        return out + System.lineSeparator();
    }

    /** A compact JSON array of doubles, each written as its shortest round-tripping decimal. */
    private static String numbers(double[] values) {
        StringBuilder text = new StringBuilder(values.length * 22).append('[');
        for (int i = 0; i < values.length; i++) {
            if (i > 0) {
                text.append(", ");
            }
            text.append(Double.toString(values[i]));
        }
        return text.append(']').toString();
    }

    /** Parses and checks the text of a network file; {@code source} names it in error messages. */
    public static NetworkDocument parse(String text, String source) throws NetworkFileException {
        JsonNode root;
        try {
            root = MAPPER.readTree(text);
        } catch (JacksonException e) {
            throw new NetworkFileException(source + " is not valid JSON" + JsonErrors.describe(e), e);
        }
        if (root == null || root.isMissingNode()) {
            throw new NetworkFileException(source + " is not valid JSON: it is empty");
        }
        return new Reader(source).document(root);
    }

    /** Checks a parsed document field by field, naming the field and the file in each error. */
    private record Reader(String source) {
        NetworkDocument document(JsonNode root) throws NetworkFileException {
            if (!root.isObject()) {
                throw error("the document must be a JSON object");
            }
            String format = string(root, "format", "format");
            if (!format.equals(FORMAT)) {
                throw error("format is '" + format + "', expected '" + FORMAT + "' (is this a network file?)");
            }
            long version = whole(field(root, "formatVersion", "formatVersion"), "formatVersion");
            if (version != FORMAT_VERSION) {
                throw error("formatVersion " + version + " is not supported; this program reads version " + FORMAT_VERSION);
            }
            for (Iterator<String> names = root.fieldNames(); names.hasNext(); ) {
                String name = names.next();
                if (!FIELDS.contains(name)) {
                    throw error("unknown field '" + name + "'");
                }
            }
            NetworkInputs inputs = inputEncoding(field(root, "inputEncoding", "inputEncoding"));
            NetworkShape shape = shape(field(root, "architecture", "architecture"), inputs);
            String activation = string(root, "activation", "activation");
            if (!activation.equals(Network.ACTIVATION)) {
                throw error("activation is '" + activation + "', expected '" + Network.ACTIVATION + "'");
            }
            double kingValue = number(field(root, "kingValue", "kingValue"), "kingValue");
            if (kingValue <= 0) {
                throw error("kingValue is " + kingValue + ", must be above 0");
            }
            String orientation = string(root, "weightOrientation", "weightOrientation");
            if (!orientation.equals(WEIGHT_ORIENTATION)) {
                throw error("weightOrientation is '" + orientation + "', expected '" + WEIGHT_ORIENTATION + "'");
            }
            double[] parameters = layers(field(root, "layers", "layers"), shape);
            Map<String, Object> metadata = root.has("metadata") ? metadata(root.get("metadata")) : Map.of();
            return new NetworkDocument(Network.ofParameters(shape, parameters, kingValue), metadata);
        }

        /** The shape that {@code architecture} gives, for these inputs: [inputs, hidden widths…, 1]. */
        private NetworkShape shape(JsonNode architecture, NetworkInputs inputs) throws NetworkFileException {
            String expected = "[" + inputs.count() + ", the hidden layers' widths (1–" + NetworkShape.MAX_HIDDEN_LAYERS
                    + " of 1–" + NetworkShape.MAX_WIDTH + "), 1] for inputs '" + inputs.fileName() + "'";
            if (!architecture.isArray() || architecture.size() < 3 || architecture.size() > NetworkShape.MAX_HIDDEN_LAYERS + 2) {
                throw error("architecture is " + architecture + ", expected " + expected);
            }
            List<Long> sizes = new ArrayList<>();
            for (int i = 0; i < architecture.size(); i++) {
                sizes.add(whole(architecture.get(i), "architecture[" + i + "]"));
            }
            List<Integer> hidden = new ArrayList<>();
            for (long width : sizes.subList(1, sizes.size() - 1)) {
                if (width < 1 || width > NetworkShape.MAX_WIDTH) {
                    throw error("architecture is " + architecture + ", expected " + expected);
                }
                hidden.add((int) width);
            }
            if (sizes.getFirst() != inputs.count() || sizes.getLast() != 1) {
                throw error("architecture is " + architecture + ", expected " + expected);
            }
            return NetworkShape.of(inputs, hidden);
        }

        private NetworkInputs inputEncoding(JsonNode node) throws NetworkFileException {
            if (!node.isObject()) {
                throw error("inputEncoding must be an object with name and version");
            }
            for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
                String name = names.next();
                if (!name.equals("name") && !name.equals("version")) {
                    throw error("unknown field 'inputEncoding." + name + "'");
                }
            }
            String name = string(node, "name", "inputEncoding.name");
            long version = whole(field(node, "version", "inputEncoding.version"), "inputEncoding.version");
            NetworkInputs inputs = NetworkInputs.ofFileName(name);
            if (inputs == null || version != NetworkInputs.VERSION) {
                throw error("inputEncoding is '" + name + "' version " + version + ", expected one of "
                        + String.join(", ", java.util.Arrays.stream(NetworkInputs.values()).map(i -> "'" + i.fileName() + "'").toList())
                        + " version " + NetworkInputs.VERSION);
            }
            return inputs;
        }

        private double[] layers(JsonNode layers, NetworkShape shape) throws NetworkFileException {
            if (!layers.isArray() || layers.size() != shape.layers()) {
                throw error("layers must be an array of " + shape.layers() + " layers (for architecture "
                        + shape.architecture() + "), found " + (layers.isArray() ? layers.size() + " layers" : layers.getNodeType()));
            }
            double[] parameters = new double[shape.parameterCount()];
            for (int l = 0; l < shape.layers(); l++) {
                String path = "layers[" + l + "]";
                JsonNode layer = layers.get(l);
                if (!layer.isObject()) {
                    throw error(path + " must be an object with weights and biases");
                }
                for (Iterator<String> names = layer.fieldNames(); names.hasNext(); ) {
                    String name = names.next();
                    if (!name.equals("weights") && !name.equals("biases")) {
                        throw error("unknown field '" + path + "." + name + "'");
                    }
                }
                int in = shape.inputs(l), out = shape.outputs(l), offset = shape.layerOffset(l);
                JsonNode weights = field(layer, "weights", path + ".weights");
                if (!weights.isArray() || weights.size() != out) {
                    throw error(path + ".weights must be an array of " + out + " rows (one per neuron), found "
                            + (weights.isArray() ? weights.size() + " rows" : weights.getNodeType()));
                }
                for (int j = 0; j < out; j++) {
                    double[] row = numbers(weights.get(j), in, path + ".weights[" + j + "]", "the layer's inputs");
                    System.arraycopy(row, 0, parameters, offset + j * in, in);
                }
                double[] biases = numbers(field(layer, "biases", path + ".biases"), out, path + ".biases", "the layer's neurons");
                System.arraycopy(biases, 0, parameters, offset + in * out, out);
            }
            return parameters;
        }

        private double[] numbers(JsonNode node, int length, String path, String what) throws NetworkFileException {
            if (!node.isArray() || node.size() != length) {
                throw error(path + " must be an array of " + length + " numbers (" + what + "), found "
                        + (node.isArray() ? node.size() + " values" : node.getNodeType()));
            }
            double[] values = new double[length];
            for (int i = 0; i < length; i++) {
                values[i] = number(node.get(i), path + "[" + i + "]");
                if (Math.abs(values[i]) > Network.MAX_PARAMETER) {
                    throw error(path + "[" + i + "] is " + values[i] + ", beyond ±" + Network.MAX_PARAMETER
                            + " (the network's sums would overflow and its score would not be a number)");
                }
            }
            return values;
        }

        private Map<String, Object> metadata(JsonNode node) throws NetworkFileException {
            if (!node.isObject()) {
                throw error("metadata must be an object");
            }
            Map<String, Object> metadata = new LinkedHashMap<>();
            for (Map.Entry<String, JsonNode> e : node.properties()) {
                JsonNode value = e.getValue();
                String path = "metadata." + e.getKey();
                Object v;
                if (value.isTextual()) {
                    v = value.textValue();
                } else if (value.isBoolean()) {
                    v = value.booleanValue();
                } else if (value.isIntegralNumber()) {
                    v = whole(value, path);
                } else if (value.isNumber()) {
                    v = number(value, path);
                } else {
                    throw error(path + " must be a string, boolean or number, found " + value.getNodeType());
                }
                metadata.put(e.getKey(), v);
            }
            return metadata;
        }

        private JsonNode field(JsonNode parent, String name, String path) throws NetworkFileException {
            JsonNode node = parent.get(name);
            if (node == null) {
                throw error("missing field '" + path + "'");
            }
            return node;
        }

        private String string(JsonNode parent, String name, String path) throws NetworkFileException {
            JsonNode node = field(parent, name, path);
            if (!node.isTextual()) {
                throw error(path + " must be a string, found " + node);
            }
            return node.textValue();
        }

        private long whole(JsonNode node, String path) throws NetworkFileException {
            if (!node.isIntegralNumber() || !node.canConvertToLong()) {
                throw error(path + " must be a whole number, found " + node);
            }
            return node.longValue();
        }

        private double number(JsonNode node, String path) throws NetworkFileException {
            if (!node.isNumber()) {
                throw error(path + " must be a number, found " + node);
            }
            double value = node.doubleValue();
            if (!Double.isFinite(value)) {
                throw error(path + " is " + value + ", not a finite number");
            }
            return value;
        }

        private NetworkFileException error(String message) {
            return new NetworkFileException(source + ": " + message);
        }
    }
}
