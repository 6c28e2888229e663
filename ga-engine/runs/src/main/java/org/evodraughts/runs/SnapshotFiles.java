package org.evodraughts.runs;

import org.evodraughts.run.RunId;

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
import java.util.ArrayList;
import java.util.List;
import org.evodraughts.ga.genome.Genome;
import org.evodraughts.ga.loop.Individual;
import org.evodraughts.ga.loop.PopulationSnapshot;
import org.evodraughts.ga.tournament.Score;
import org.evodraughts.files.OwnTree;
import org.evodraughts.files.TextFiles;
import org.evodraughts.network.JsonErrors;

/**
 * Population snapshot files: one JSON document per completed generation (format
 * {@value #FORMAT}, version {@value #FORMAT_VERSION}, or {@value #ISLANDS_VERSION} for a run
 * with islands, which adds the {@code islands} count; docs/run-directory.md shows it). Genes are written
 * as the shortest decimal that reads back as the same double, so a snapshot restores every
 * gene bit for bit. Files are written atomically ({@link OwnTree}). Reading checks every
 * field and names the file and field in its error. Stateless and thread-safe.
 */
public final class SnapshotFiles {
    public static final String FORMAT = "evodraughts-population";
    public static final int FORMAT_VERSION = 1;
    /** The version of a run with islands: its {@code individuals} are every island's, in island order. */
    public static final int ISLANDS_VERSION = 2;

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    private SnapshotFiles() {}

    /** Writes {@code snapshot} to {@code file} of {@code tree} atomically (a temporary file, then a rename). */
    public static void write(OwnTree tree, Path file, PopulationSnapshot snapshot) throws IOException {
        tree.write(file, MAPPER.writerWithDefaultPrettyPrinter().writeValueAsBytes(toTree(snapshot)));
    }

    /** Reads and checks a snapshot file. */
    public static PopulationSnapshot read(Path file) throws IOException {
        JsonNode root;
        try {
            root = MAPPER.readTree(TextFiles.read(file, "snapshot"));
        } catch (JacksonException e) {
            throw new IOException("snapshot " + file + " is not valid JSON" + JsonErrors.describe(e), e);
        }
        if (root == null || root.isMissingNode()) {
            throw new IOException("snapshot " + file + " is empty");
        }
        try {
            return fromTree(root);
        } catch (IllegalArgumentException e) {
            throw new IOException("snapshot " + file + ": " + e.getMessage(), e);
        }
    }

    static ObjectNode toTree(PopulationSnapshot snapshot) {
        ObjectNode root = MAPPER.createObjectNode()
                .put("format", FORMAT)
                .put("formatVersion", snapshot.islands() > 1 ? ISLANDS_VERSION : FORMAT_VERSION)
                .put("runId", snapshot.runId().value())
                .put("seed", snapshot.seed())
                .put("generation", snapshot.generation());
        if (snapshot.islands() > 1) {
            root.put("islands", snapshot.islands());
        }
        ArrayNode individuals = root.putArray("individuals");
        for (Individual individual : snapshot.population()) {
            Score score = individual.score();
            ObjectNode node = individuals.addObject()
                    .put("points", score.points())
                    .put("wins", score.wins())
                    .put("draws", score.draws())
                    .put("losses", score.losses());
            ArrayNode layers = node.putArray("layers");
            for (double[] layer : individual.genome().chromosomes()) {
                ArrayNode genes = layers.addArray();
                for (double gene : layer) {
                    genes.add(gene);
                }
            }
        }
        return root;
    }

    static PopulationSnapshot fromTree(JsonNode root) {
        if (root == null || !root.isObject()) {
            throw new IllegalArgumentException("the document must be a JSON object");
        }
        String format = text(root, "format");
        if (!format.equals(FORMAT)) {
            throw new IllegalArgumentException("format is '" + format + "', expected '" + FORMAT + "'");
        }
        long version = whole(root, "formatVersion", "formatVersion");
        if (version != FORMAT_VERSION && version != ISLANDS_VERSION) {
            throw new IllegalArgumentException("formatVersion " + version + " is not supported; this program reads "
                    + FORMAT_VERSION + " and " + ISLANDS_VERSION);
        }
        int islands = 1;
        if (version == ISLANDS_VERSION) {
            islands = integer(root, "islands", "islands");
            if (islands < 2) {
                throw new IllegalArgumentException("islands must be 2 or more in formatVersion " + ISLANDS_VERSION + ", got "
                        + islands);
            }
        }
        JsonNode individuals = field(root, "individuals", "individuals");
        if (!individuals.isArray()) {
            throw new IllegalArgumentException("individuals must be an array");
        }
        List<Individual> population = new ArrayList<>(individuals.size());
        for (int i = 0; i < individuals.size(); i++) {
            String at = "individuals[" + i + "]";
            JsonNode node = individuals.get(i);
            Score score = new Score(integer(node, "points", at + ".points"), integer(node, "wins", at + ".wins"),
                    integer(node, "draws", at + ".draws"), integer(node, "losses", at + ".losses"));
            JsonNode layers = field(node, "layers", at + ".layers");
            if (!layers.isArray() || layers.isEmpty()) {
                throw new IllegalArgumentException(at + ".layers must be a non-empty array");
            }
            double[][] genes = new double[layers.size()][];
            for (int l = 0; l < layers.size(); l++) {
                JsonNode layer = layers.get(l);
                if (!layer.isArray()) {
                    throw new IllegalArgumentException(at + ".layers[" + l + "] must be an array");
                }
                genes[l] = new double[layer.size()];
                for (int g = 0; g < layer.size(); g++) {
                    JsonNode gene = layer.get(g);
                    if (!gene.isNumber() || !Double.isFinite(gene.doubleValue())) {
                        throw new IllegalArgumentException(at + ".layers[" + l + "][" + g + "] must be a finite number");
                    }
                    genes[l][g] = gene.doubleValue();
                }
            }
            population.add(new Individual(new Genome(genes), score));
        }
        return new PopulationSnapshot(RunId.of(text(root, "runId")), whole(root, "seed", "seed"),
                (int) Math.min(Integer.MAX_VALUE, whole(root, "generation", "generation")), population, islands);
    }

    private static JsonNode field(JsonNode node, String name, String path) {
        JsonNode value = node.isObject() ? node.get(name) : null;
        if (value == null) {
            throw new IllegalArgumentException(path + " is missing");
        }
        return value;
    }

    private static String text(JsonNode node, String name) {
        JsonNode value = field(node, name, name);
        if (!value.isTextual()) {
            throw new IllegalArgumentException(name + " must be a string");
        }
        return value.textValue();
    }

    private static long whole(JsonNode node, String name, String path) {
        JsonNode value = field(node, name, path);
        if (!value.isIntegralNumber() || !value.canConvertToLong()) {
            throw new IllegalArgumentException(path + " must be a whole number");
        }
        return value.longValue();
    }

    private static int integer(JsonNode node, String name, String path) {
        long value = whole(node, name, path);
        if (value != (int) value) {
            throw new IllegalArgumentException(path + " is out of range: " + value);
        }
        return (int) value;
    }
}
