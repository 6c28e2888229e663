package org.evodraughts.runs;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import org.evodraughts.storage.records.ChampionRecord;
import org.evodraughts.storage.records.RunRecord;
import org.evodraughts.storage.RunStore;
import org.evodraughts.storage.directory.RunStores;
import org.evodraughts.storage.StoreOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunLocatorTest {
    private static final String NETWORK = "{\"format\": \"not checked by the store\"}";

    @TempDir
    Path work;

    @Test
    void aRunIdUnderTheRunsDirectoryComesBeforeAPath() throws Exception {
        Path runs = work.resolve("runs");
        Files.createDirectories(runs.resolve("a"));
        Files.createDirectories(work.resolve("b"));
        RunLocator locator = new RunLocator(runs, StoreOptions.defaults());
        assertEquals(new RunLocation(RunId.of("a"), Optional.of(runs.resolve("a"))), locator.locate("a"));
        assertEquals(new RunLocation(RunId.of("b"), Optional.of(work.resolve("b"))), locator.locate(work.resolve("b").toString()));
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class, () -> locator.locate("c"));
        assertTrue(unknown.getMessage().startsWith("unknown run 'c': there is no directory " + runs.resolve("c")), unknown.getMessage());

        RunLocator remote = new RunLocator(runs, StoreOptions.defaults().withMongoUri("mongodb://db.example:27017"));
        assertEquals(new RunLocation(RunId.of("c"), Optional.empty()), remote.locate("c"), "with a server, a bare id needs no directory");
        assertEquals(new RunLocation(RunId.of("a"), Optional.of(runs.resolve("a"))), remote.locate("a"));
    }

    @Test
    void aRenamedRunDirectoryStillOpensItsOnlyRun() throws Exception {
        Path directory = Files.createDirectories(work.resolve("runs/copy-of-r7"));
        try (RunStore store = RunStores.open(directory, StoreOptions.defaults())) {
            store.save(RunRecord.started(RunId.of("r7"), Map.of(), 1, Instant.EPOCH));
            store.save(new ChampionRecord(RunId.of("r7"), 0, NETWORK, 3, OptionalDouble.empty(), Map.of()));
        }
        try (RunView view = new RunLocator(work.resolve("runs"), StoreOptions.defaults()).open("copy-of-r7")) {
            assertEquals(RunId.of("r7"), view.location().runId());
            assertEquals(List.of(0), view.champions().stream().map(c -> c.generation()).toList());
        }
    }

    @Test
    void theNewestRunIsTheOneStartedLast() throws Exception {
        Path runs = work.resolve("runs");
        for (String id : List.of("old", "new", "middle")) {
            Path directory = Files.createDirectories(runs.resolve(id));
            try (RunStore store = RunStores.open(directory, StoreOptions.defaults())) {
                Instant start = Instant.parse(switch (id) {
                    case "old" -> "2026-01-01T00:00:00Z";
                    case "middle" -> "2026-06-01T00:00:00Z";
                    default -> "2026-11-01T00:00:00Z";
                });
                store.save(RunRecord.started(RunId.of(id), Map.of(), 1, start));
            }
        }
        Files.createDirectories(runs.resolve("not-a-run"));
        RunLocator locator = new RunLocator(runs, StoreOptions.defaults());
        assertEquals(List.of("middle", "new", "old"), locator.list().stream().map(l -> l.location().runId().value()).toList());
        assertEquals(RunId.of("new"), locator.newest().orElseThrow().runId());
        assertTrue(new RunLocator(work.resolve("nowhere"), StoreOptions.defaults()).newest().isEmpty());
    }
}
