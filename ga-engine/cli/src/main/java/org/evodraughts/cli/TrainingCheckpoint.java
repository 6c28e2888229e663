package org.evodraughts.cli;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import org.evodraughts.files.AtomicFiles;
import org.evodraughts.files.TextFiles;
import org.evodraughts.ga.training.TrainingState;
import org.evodraughts.network.Network;
import org.evodraughts.network.NetworkInputs;
import org.evodraughts.network.NetworkShape;
import org.evodraughts.network.JsonErrors;

/**
 * The checkpoint of a {@code network train}, {@code OUT.checkpoint} beside its output: the
 * training's state after a batch, and the options that shape its result, so that a training of
 * hours can be stopped, or killed, and resumed to the same file bit for bit. One JSON document,
 * format {@value #FORMAT} version {@value #FORMAT_VERSION} (docs/network.md, "Training
 * checkpoints"). Written atomically; read strictly, a damaged file getting one line that names it
 * and the field.
 *
 * @param options what the training was started with, as option name to value in the order written
 *                (the input files by their SHA-256): a resume must give the same
 * @param state   where the training stood
 */
record TrainingCheckpoint(Map<String, String> options, TrainingState state) {
    static final String FORMAT = "evodraughts-training-checkpoint";
    static final int FORMAT_VERSION = 1;

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    TrainingCheckpoint {
        options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
    }

    /** Where the training that writes {@code out} keeps its checkpoint. */
    static Path beside(Path out) {
        return out.resolveSibling(out.getFileName() + ".checkpoint");
    }

    /** Writes this checkpoint to {@code file} atomically, replacing the one there. */
    void write(Path file) throws IOException {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("format", FORMAT);
        root.put("formatVersion", FORMAT_VERSION);
        ObjectNode written = root.putObject("options");
        options.forEach(written::put);
        root.put("gamesPlayed", state.games());
        root.put("kingValue", state.network().kingValue());
        NetworkShape shape = state.network().shape();
        root.put("inputs", shape.inputs().key());
        shape.hidden().forEach(root.putArray("hidden")::add);
        numbers(root.putArray("parameters"), state.network().parameters());
        numbers(root.putArray("averageSums"), state.averageSums());
        root.put("averageCount", state.averageCount());
        AtomicFiles.write(file, MAPPER.writeValueAsBytes(root));
    }

    /** Reads and checks the checkpoint in {@code file}. */
    static TrainingCheckpoint read(Path file) throws IOException {
        JsonNode root;
        try {
            root = MAPPER.readTree(TextFiles.readBytes(file, "training checkpoint"));
        } catch (JacksonException e) {
            throw damaged(file, "it is not valid JSON" + JsonErrors.describe(e));
        }
        if (root == null || !root.isObject()) {
            throw damaged(file, "it is not a JSON object");
        }
        if (!FORMAT.equals(root.path("format").asText(null))) {
            throw new IOException(file + " is not a training checkpoint: its format is " + root.get("format")
                    + ", not \"" + FORMAT + "\"");
        }
        if (!root.path("formatVersion").isInt() || root.get("formatVersion").intValue() != FORMAT_VERSION) {
            throw damaged(file, "formatVersion " + root.get("formatVersion") + " is not supported; this program reads "
                    + FORMAT_VERSION);
        }
        JsonNode optionsNode = root.path("options");
        if (!optionsNode.isObject()) {
            throw damaged(file, "options is missing or not an object");
        }
        Map<String, String> options = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = optionsNode.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> option = it.next();
            if (!option.getValue().isTextual()) {
                throw damaged(file, "options." + option.getKey() + " is not a string");
            }
            options.put(option.getKey(), option.getValue().textValue());
        }
        int games = count(file, root, "gamesPlayed");
        int averageCount = count(file, root, "averageCount");
        if (!root.path("kingValue").isNumber()) {
            throw damaged(file, "kingValue is missing or not a number");
        }
        double[] parameters = numbers(file, root, "parameters");
        double[] averageSums = numbers(file, root, "averageSums");
        NetworkShape shape = shape(file, root);
        if (averageSums.length != 0 && averageSums.length != shape.parameterCount()) {
            throw damaged(file, "averageSums has " + averageSums.length + " numbers, not 0 or " + shape.parameterCount());
        }
        Network network;
        try {
            network = Network.ofParameters(shape, parameters, root.get("kingValue").doubleValue());
        } catch (IllegalArgumentException e) {
            throw damaged(file, e.getMessage());
        }
        return new TrainingCheckpoint(options, new TrainingState(network, games, averageSums, averageCount));
    }

    /**
     * Refuses to resume this checkpoint, in {@code file}, with {@code now}'s options unless they
     * are the ones it was started with, naming the first that differs.
     */
    void requireSameOptions(Path file, Map<String, String> now) {
        for (Map.Entry<String, String> option : now.entrySet()) {
            String name = option.getKey(), then = options.get(name);
            if (!option.getValue().equals(then)) {
                String what = switch (name) {
                    case "IN" -> "IN is not the file (by its SHA-256) that started";
                    case "--opponents" -> "--opponents are not the files (by their SHA-256, in order) that started";
                    default -> name + " is " + option.getValue() + " here, but " + (then == null ? "not set" : then) + " in";
                };
                throw new IllegalArgumentException(what + " the training saved in " + file + ": resume with the options "
                        + "and files it was started with (--threads may differ), or delete it to start over");
            }
        }
    }

    /** The network's shape: the card's in a checkpoint from before shapes were written. */
    private static NetworkShape shape(Path file, JsonNode root) throws IOException {
        if (!root.has("inputs") && !root.has("hidden")) {
            return NetworkShape.CARD;
        }
        JsonNode hidden = root.path("hidden");
        if (!root.path("inputs").isTextual() || !hidden.isArray()) {
            throw damaged(file, "inputs must be a string and hidden an array of widths");
        }
        try {
            java.util.List<Integer> widths = new java.util.ArrayList<>();
            for (JsonNode width : hidden) {
                if (!width.isInt()) {
                    throw damaged(file, "hidden holds " + width + ", not a whole number");
                }
                widths.add(width.intValue());
            }
            return NetworkShape.of(NetworkInputs.ofKey(root.get("inputs").textValue()), widths);
        } catch (IllegalArgumentException e) {
            throw damaged(file, e.getMessage());
        }
    }

    private static void numbers(ArrayNode into, double[] values) {
        for (double value : values) {
            into.add(value);
        }
    }

    private static int count(Path file, JsonNode root, String field) throws IOException {
        JsonNode node = root.path(field);
        if (!node.isInt() || node.intValue() < 0) {
            throw damaged(file, field + " is missing or not a whole number of at least 0");
        }
        return node.intValue();
    }

    private static double[] numbers(Path file, JsonNode root, String field) throws IOException {
        JsonNode node = root.path(field);
        if (!node.isArray()) {
            throw damaged(file, field + " is missing or not an array");
        }
        double[] values = new double[node.size()];
        for (int i = 0; i < values.length; i++) {
            if (!node.get(i).isNumber() || !Double.isFinite(node.get(i).doubleValue())) {
                throw damaged(file, field + "[" + i + "] is not a finite number");
            }
            values[i] = node.get(i).doubleValue();
        }
        return values;
    }

    private static IOException damaged(Path file, String why) {
        return new IOException("training checkpoint " + file + " is damaged: " + why + " (delete it to start the training over)");
    }
}
