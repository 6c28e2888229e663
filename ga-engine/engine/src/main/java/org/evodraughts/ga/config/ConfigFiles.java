package org.evodraughts.ga.config;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.deser.std.StringDeserializer;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import org.evodraughts.files.Printable;
import org.evodraughts.files.TextFiles;
import org.evodraughts.network.JsonErrors;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Reads and writes run configurations as YAML (Jackson's {@link YAMLMapper}).
 *
 * <p>A file gives any subset of the keys; the others take the values of
 * {@link EvolutionConfig#defaults()}. Then the overrides (from command-line flags) replace single
 * keys, named by their dotted path such as {@code population.size}. An unknown key, a value of
 * the wrong type and a value out of range are each refused with an {@link IllegalArgumentException}
 * whose message names the key (and the file) and says what is allowed. Stateless and thread-safe.
 */
public final class ConfigFiles {
    private static final YAMLMapper MAPPER = mapper();
    /** An unquoted whole number with a leading zero, as a mapping or list value. */
    private static final Pattern OUT_OF_RANGE = Pattern.compile("out of range of (?:int|long) \\((-?\\d+) - (-?\\d+)\\)");
    private static final Pattern LEADING_ZERO = Pattern.compile("(?:^\\s*-\\s+|[:,\\[{]\\s*)([-+]?0[0-9_]+)\\s*(?:[,}\\]]|$)");

    private ConfigFiles() {}

    private static YAMLMapper mapper() {
        YAMLMapper mapper = YAMLMapper.builder(YAMLFactory.builder()
                        .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
                        .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
                        .build())
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION) // a repeated key is refused, not overwritten
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
                .build();
        // 15 is a number and "15" is text: no silent conversion between the two, or from booleans.
        mapper.coercionConfigFor(LogicalType.Integer).setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
        mapper.coercionConfigFor(LogicalType.Float).setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
        mapper.coercionConfigFor(LogicalType.Textual).setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
        mapper.registerModule(new SimpleModule("typed values")
                .addDeserializer(TournamentScheme.class, new FromText<>(TournamentScheme.class, TournamentScheme::of))
                .addDeserializer(TournamentSearch.class, new FromText<>(TournamentSearch.class, TournamentSearch::of))
                .addDeserializer(InitialWeights.class, new FromText<>(InitialWeights.class, InitialWeights::of))
                .addDeserializer(MutationKind.class, new FromText<>(MutationKind.class, MutationKind::of))
                .addDeserializer(KingMode.class, new FromText<>(KingMode.class, KingMode::of))
                .addDeserializer(Trainees.class, new FromText<>(Trainees.class, Trainees::of))
                .addDeserializer(TimeBudget.class, new FromText<>(TimeBudget.class, TimeBudget::of))
                .addDeserializer(Baselines.class, new FromText<>(Baselines.class, Baselines::of))
                .addDeserializer(YardstickPlayer.class, new FromText<>(YardstickPlayer.class, YardstickPlayer::of)));
        return mapper;
    }

    /**
     * Reads a typed value from its text: first as any text is read (so a number is its digits
     * and a boolean is refused), then by the value's own parser, whose message names the key.
     * Each value writes itself back as that text ({@code @JsonValue}).
     */
    private static final class FromText<T> extends StdScalarDeserializer<T> {
        private final transient Function<String, T> parse;

        FromText(Class<T> type, Function<String, T> parse) {
            super(type);
            this.parse = parse;
        }

        @Override
        public T deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            return parse.apply(StringDeserializer.instance.deserialize(parser, context));
        }
    }

    /**
     * Reads {@code file} and applies {@code overrides} (dotted key → value as YAML text, e.g.
     * {@code "population.size" → "30"}), in order.
     *
     * @throws IOException              if the file cannot be read
     * @throws IllegalArgumentException naming the key for any bad content
     */
    public static EvolutionConfig read(Path file, Map<String, String> overrides) throws IOException {
        return read(file, overrides, Map.of());
    }

    /**
     * Like {@link #read(Path, Map)}, with {@code labels} naming where each override came from
     * (key → e.g. {@code --threads}), so that a bad value is blamed on its flag.
     */
    public static EvolutionConfig read(Path file, Map<String, String> overrides, Map<String, String> labels)
            throws IOException {
        String text = TextFiles.read(file, "config file");
        return parse(text, file.toString(), overrides, labels);
    }

    /** Like {@link #read} for text; {@code source} names it in messages. */
    public static EvolutionConfig parse(String yaml, String source, Map<String, String> overrides) {
        return parse(yaml, source, overrides, Map.of());
    }

    /** Like {@link #parse(String, String, Map)}, blaming a bad override on its label (see {@link #read(Path, Map, Map)}). */
    public static EvolutionConfig parse(String yaml, String source, Map<String, String> overrides, Map<String, String> labels) {
        try {
            return parseText(yaml, source, overrides, labels);
        } catch (IllegalArgumentException e) {
            // A message quotes values from the file, where YAML's escapes can put a line break or a
            // terminal control: the message must stay one line.
            String printable = Printable.of(e.getMessage());
            throw printable.equals(e.getMessage()) ? e : new IllegalArgumentException(printable, e.getCause());
        }
    }

    private static EvolutionConfig parseText(String yaml, String source, Map<String, String> overrides, Map<String, String> labels) {
        ObjectNode tree = defaultsTree();
        refuseLeadingZeros(yaml, source);
        JsonNode file;
        try (JsonParser parser = MAPPER.createParser(yaml)) {
            file = MAPPER.readTree(parser);
            if (parser.nextToken() != null) {
                throw new IllegalArgumentException(source + " holds more than one YAML document" + where(parser.currentLocation())
                        + "; put every key in the first (no '---' line between them)");
            }
        } catch (JacksonException e) {
            throw new IllegalArgumentException(source + " is not valid YAML" + JsonErrors.describe(e), e);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // reading a string
        }
        Set<String> given = new HashSet<>(overrides.keySet());
        if (file != null && !file.isMissingNode() && !file.isNull()) {
            if (!file.isObject()) {
                throw new IllegalArgumentException(source + " must be a mapping of keys to values, such as 'seed: 1'");
            }
            merge(tree, (ObjectNode) file, "", source);
            collectKeys(file, "", given);
        }
        for (Map.Entry<String, String> o : overrides.entrySet()) {
            override(tree, o.getKey(), o.getValue());
        }
        String message;
        try {
            return toConfig(tree, "");
        } catch (IllegalArgumentException e) {
            // The message starts with the key it is about ("tournament.search: …", "islands.count, population.size
            // and …" too): blame the flag that set that key, if one did, not the file.
            message = e.getMessage().substring(2);
            for (String key : overrides.keySet()) {
                if (labels.containsKey(key) && message.matches(java.util.regex.Pattern.quote(key) + "[ :,].*")) {
                    throw new IllegalArgumentException(labels.get(key) + ": " + message, e.getCause());
                }
            }
        }
        try {
            return toConfig(tree, source);
        } catch (IllegalArgumentException e) {
            // A key nobody set that another key's value made wrong: say so, or the user hunts for it.
            String key = message.split("[ :]", 2)[0];
            if (!given.contains(key) && keys().contains(key)) {
                throw new IllegalArgumentException(e.getMessage() + " (" + key + " was not set, so it has its default: set it "
                        + "too)", e.getCause());
            }
            throw e;
        }
    }


    /**
     * The configuration as YAML text, every key present, with the MongoDB URI's password hidden;
     * {@link #parse} reads it back equal but for that password.
     */
    public static String format(EvolutionConfig config) {
        try {
            return MAPPER.writeValueAsString(config.redacted());
        } catch (JacksonException e) {
            throw new IllegalStateException("cannot write the configuration", e);
        }
    }

    /** The dotted names of every key, in file order (for help texts, and the key table of docs/evolution.md, "Configuration"). */
    public static List<String> keys() {
        List<String> keys = new ArrayList<>();
        collectKeys(defaultsTree(), "", keys);
        return keys;
    }

    private static void collectKeys(JsonNode node, String prefix, Collection<String> keys) {
        for (Map.Entry<String, JsonNode> e : node.properties()) {
            if (e.getValue().isObject()) {
                collectKeys(e.getValue(), prefix + e.getKey() + ".", keys);
            } else {
                keys.add(prefix + e.getKey());
            }
        }
    }

    private static ObjectNode defaultsTree() {
        return MAPPER.valueToTree(EvolutionConfig.defaults());
    }

    /** Copies {@code from} into {@code into}, refusing keys the defaults do not have. */
    private static void merge(ObjectNode into, ObjectNode from, String prefix, String source) {
        for (Map.Entry<String, JsonNode> e : from.properties()) {
            String key = prefix + e.getKey();
            JsonNode known = into.get(e.getKey());
            if (known == null) {
                throw new IllegalArgumentException(source + ": unknown key '" + key + "'; " + expected(into, prefix));
            }
            if (known.isObject()) {
                if (!e.getValue().isObject()) {
                    throw new IllegalArgumentException(source + ": '" + key + "' must be a section with the keys "
                            + names(known) + ", got " + describe(e.getValue()));
                }
                merge((ObjectNode) known, (ObjectNode) e.getValue(), key + ".", source);
            } else {
                into.set(e.getKey(), e.getValue());
            }
        }
    }

    private static void override(ObjectNode tree, String dottedKey, String value) {
        String[] parts = dottedKey.split("\\.", -1);
        ObjectNode section = tree;
        String prefix = "";
        for (int i = 0; i < parts.length; i++) {
            JsonNode known = section.get(parts[i]);
            if (known == null) {
                throw new IllegalArgumentException("unknown key '" + dottedKey + "'; " + expected(section, prefix));
            }
            if (i == parts.length - 1) {
                if (known.isObject()) {
                    throw new IllegalArgumentException("'" + dottedKey + "' is a section; set one of its keys: "
                            + names(known).replaceAll("(\\w+)", dottedKey + ".$1"));
                }
                section.set(parts[i], known.isArray() ? list(dottedKey, value) : scalar(dottedKey, value));
            } else {
                if (!known.isObject()) {
                    throw new IllegalArgumentException("unknown key '" + dottedKey + "': '" + prefix + parts[i]
                            + "' is not a section");
                }
                section = (ObjectNode) known;
                prefix += parts[i] + ".";
            }
        }
    }

    /**
     * Refuses a number with a leading zero, such as {@code seed: 010}: YAML 1.1 reads it as octal
     * (8), which nobody writing a seed means.
     */
    private static void refuseLeadingZeros(String yaml, String source) {
        String[] lines = yaml.split("\\R", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].replaceFirst("\\s#.*$", "");
            Matcher number = LEADING_ZERO.matcher(line);
            if (number.find()) {
                throw new IllegalArgumentException(source + ", line " + (i + 1) + ": '" + number.group(1) + "' starts with 0, "
                        + "which YAML reads as an octal number; write it without the leading zero");
            }
        }
    }

    /** A list's value: "80,20" or "[80, 20]", each item a single value. */
    private static JsonNode list(String key, String value) {
        String text = value.strip();
        refuseLeadingZeros("v: " + text, key);
        JsonNode node;
        try {
            node = MAPPER.readTree(text.startsWith("[") ? text : "[" + text + "]");
        } catch (JacksonException e) {
            throw new IllegalArgumentException(key + ": cannot read the list '" + value + "' (write it as 80,20)", e);
        }
        for (JsonNode item : node) {
            if (item.isContainerNode()) {
                throw new IllegalArgumentException(key + " needs a list of single values, got '" + value + "'");
            }
        }
        return node;
    }

    private static JsonNode scalar(String key, String value) {
        refuseLeadingZeros("v: " + value, key);
        try {
            JsonNode node = MAPPER.readTree(value);
            if (node == null || node.isMissingNode() || node.isContainerNode()) {
                throw new IllegalArgumentException(key + " needs a single value, got '" + value + "'");
            }
            return node;
        } catch (JacksonException e) {
            throw new IllegalArgumentException(key + ": cannot read the value '" + value + "'", e);
        }
    }

    private static EvolutionConfig toConfig(ObjectNode tree, String source) {
        try {
            return MAPPER.treeToValue(tree, EvolutionConfig.class);
        } catch (JsonMappingException e) {
            // A record's or a value's own check failed; its message names the key and the range.
            IllegalArgumentException check = checkFailure(e);
            if (check != null) {
                throw new IllegalArgumentException(source + ": " + check.getMessage(), check);
            }
            if (e instanceof ValueInstantiationException) {
                Throwable cause = e.getCause() != null ? e.getCause() : e;
                throw new IllegalArgumentException(source + ": " + cause.getMessage(), cause);
            }
            String key = e.getPath().stream().map(r -> r.getFieldName() != null ? r.getFieldName() : "[" + r.getIndex() + "]")
                    .collect(Collectors.joining(".")).replace(".[", "[");
            JsonNode value = tree.at("/" + key.replace('.', '/'));
            throw new IllegalArgumentException(source + ": " + key + " must be " + expectedType(e) + ", got "
                    + describe(value), e);
        } catch (JacksonException e) {
            throw new IllegalArgumentException(source + JsonErrors.describe(e), e);
        }
    }

    /**
     * The check that refused a value, if one did: the first {@link IllegalArgumentException}
     * among the causes (a record's constructor or a value's parser).
     */
    private static IllegalArgumentException checkFailure(JsonMappingException e) {
        for (Throwable cause = e.getCause(); cause != null; cause = cause.getCause()) {
            if (cause instanceof IllegalArgumentException check) {
                return check;
            }
        }
        return null;
    }

    private static String expectedType(JsonMappingException e) {
        String message = e.getOriginalMessage();
        // "Numeric value (12345678901234567890) out of range of int (-2147483648 - 2147483647)": Jackson's words.
        Matcher outOfRange = OUT_OF_RANGE.matcher(message);
        if (outOfRange.find()) {
            return "a whole number from " + outOfRange.group(1) + " to " + outOfRange.group(2);
        }
        if (message.contains("`int`") || message.contains("`long`")) {
            return "a whole number";
        }
        if (message.contains("`double`")) {
            return "a number";
        }
        if (message.contains("String")) {
            return "a text";
        }
        return "a different kind of value (" + message + ")";
    }

    private static String describe(JsonNode value) {
        if (value == null || value.isMissingNode() || value.isNull() || value.isTextual() && value.asText().isEmpty()) {
            return "nothing";
        }
        if (value.isObject()) {
            return "a section";
        }
        if (value.isArray()) {
            return "a list";
        }
        return "'" + value.asText() + "'";
    }

    private static String expected(JsonNode section, String prefix) {
        return prefix.isEmpty() ? "known keys: " + names(section)
                : "known keys in " + prefix.substring(0, prefix.length() - 1) + ": " + names(section);
    }

    private static String names(JsonNode section) {
        List<String> names = new ArrayList<>();
        section.fieldNames().forEachRemaining(names::add);
        return String.join(", ", names);
    }

    private static String where(JsonLocation at) {
        return at == null || at.getLineNr() < 1 ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
    }
}
