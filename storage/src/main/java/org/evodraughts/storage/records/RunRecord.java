package org.evodraughts.storage.records;

import org.evodraughts.run.RunId;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import org.bson.Document;
import org.bson.codecs.configuration.CodecConfigurationException;

/**
 * One evolution run: its configuration, seed, when it started and ended, and its status. Keyed
 * by {@code runId}; saving again (e.g. with an end time) replaces the stored record.
 *
 * <p>Times are kept to the millisecond (MongoDB's date precision); the constructor truncates, so
 * a record equals its stored copy. A running run has no end time; any other status has one, not
 * before the start.
 *
 * @param runId      the run's id (also its directory name under {@code runs/})
 * @param configJson the run's configuration as a JSON object, in this module's canonical form
 *                   (see {@link #configJson()})
 * @param seed       the run's random seed
 * @param startedAt  when the run started
 * @param endedAt    when it ended; empty while running
 * @param status     where the run stands
 */
public record RunRecord(RunId runId, String configJson, long seed, Instant startedAt, Optional<Instant> endedAt,
                        RunStatus status) implements StoredRecord {

    public RunRecord {
        Objects.requireNonNull(runId, "runId");
        configJson = JsonObjects.canonical(configJson, "run configuration");
        startedAt = Objects.requireNonNull(startedAt, "startedAt").truncatedTo(ChronoUnit.MILLIS);
        endedAt = Objects.requireNonNull(endedAt, "endedAt").map(t -> t.truncatedTo(ChronoUnit.MILLIS));
        Objects.requireNonNull(status, "status");
        if (status == RunStatus.RUNNING && endedAt.isPresent()) {
            throw new IllegalArgumentException("run " + runId + " is running but has an end time");
        }
        if (status != RunStatus.RUNNING && endedAt.isEmpty()) {
            throw new IllegalArgumentException("run " + runId + " is " + status.storedName() + " but has no end time");
        }
        if (endedAt.isPresent() && endedAt.get().isBefore(startedAt)) {
            throw new IllegalArgumentException("run " + runId + " ends (" + endedAt.get() + ") before it starts (" + startedAt + ")");
        }
    }

    /** A run that has just started, with its configuration given as JSON object text. */
    public static RunRecord started(RunId runId, String configJson, long seed, Instant startedAt) {
        return new RunRecord(runId, configJson, seed, startedAt, Optional.empty(), RunStatus.RUNNING);
    }

    /**
     * A run that has just started, with its configuration given as a map of JSON-like values
     * (strings, numbers, booleans, lists, nested maps, null), kept in the map's iteration order.
     */
    public static RunRecord started(RunId runId, Map<String, ?> config, long seed, Instant startedAt) {
        return started(runId, configToJson(config), seed, startedAt);
    }

    /** This run ended at {@code at} with {@code endStatus} (not {@link RunStatus#RUNNING}). */
    public RunRecord ended(RunStatus endStatus, Instant at) {
        if (endStatus == RunStatus.RUNNING) {
            throw new IllegalArgumentException("an ended run cannot have status running");
        }
        return new RunRecord(runId, configJson, seed, startedAt, Optional.of(at), endStatus);
    }

    /**
     * The configuration as compact JSON text, keys in their original order; numbers keep their
     * exact values (docs/storage.md, "Collections", field {@code config}).
     */
    @Override
    public String configJson() {
        return configJson;
    }

    /** The configuration as a fresh, modifiable map (nested objects are maps too). */
    public Map<String, Object> config() {
        return Document.parse(configJson);
    }

    @Override
    public String describeKey() {
        return "run " + runId;
    }

    private static String configToJson(Map<String, ?> config) {
        Objects.requireNonNull(config, "config");
        try {
            return new Document(new LinkedHashMap<String, Object>(config)).toJson();
        } catch (CodecConfigurationException e) {
            throw new IllegalArgumentException("run configuration holds a value that is not JSON-like: " + e.getMessage(), e);
        }
    }
}
