package org.evodraughts.network;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * What a network file holds: the network and free metadata about it.
 *
 * <p>Metadata values are JSON scalars: {@link String}, {@link Boolean}, {@link Long} or
 * {@link Integer} (read back as Long), or a finite {@link Double}. The usual keys are the
 * constants below; any other key is kept as well. The map keeps its insertion order and is
 * unmodifiable.
 */
public record NetworkDocument(Network network, Map<String, Object> metadata) {
    public static final String GENERATION = "generation";
    public static final String FITNESS = "fitness";
    public static final String MEAN_OF_MEANS = "meanOfMeans";
    public static final String RUN_ID = "runId";
    public static final String SEED = "seed";
    /** An ISO-8601 instant, as a string. */
    public static final String CREATED_AT = "createdAt";

    public NetworkDocument {
        Objects.requireNonNull(network, "network");
        Map<String, Object> copy = new LinkedHashMap<>();
        for (Map.Entry<String, Object> e : metadata.entrySet()) {
            String key = Objects.requireNonNull(e.getKey(), "metadata key");
            Object value = e.getValue();
            if (value instanceof Integer i) {
                value = i.longValue();
            }
            if (!(value instanceof String || value instanceof Boolean || value instanceof Long
                    || value instanceof Double d && Double.isFinite(d))) {
                throw new IllegalArgumentException("metadata '" + key + "' must be a string, boolean, whole number"
                        + " or finite double, got " + (value == null ? "null" : value + " (" + value.getClass().getSimpleName() + ")"));
            }
            copy.put(key, value);
        }
        metadata = Collections.unmodifiableMap(copy);
    }

    /** A document with no metadata. */
    public NetworkDocument(Network network) {
        this(network, Map.of());
    }
}
