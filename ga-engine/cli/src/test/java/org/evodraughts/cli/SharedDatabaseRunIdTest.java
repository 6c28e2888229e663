package org.evodraughts.cli;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Updates;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.evodraughts.storage.embedded.EmbeddedMongo;
import org.evodraughts.storage.mongo.MongoRunStore;
import org.evodraughts.storage.MongoUri;
import org.evodraughts.storage.records.RunRecord;
import org.evodraughts.storage.StoreOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run id planted in a shared database is never used as a path out of the runs directory. */
class SharedDatabaseRunIdTest {
    @TempDir
    Path temp;

    @Test
    void aRunIdThatIsAPathIsRefusedInOneLine() throws Exception {
        try (EmbeddedMongo server = EmbeddedMongo.start(temp.resolve("shared.mv"))) {
            MongoUri uri = new MongoUri(server.uri());
            try (MongoRunStore store = MongoRunStore.connect(uri, StoreOptions.defaults())) {
                store.save(RunRecord.started(RunId.of("honest"), Map.of("seed", 1), 1, Instant.parse("2026-11-24T00:00:00Z")));
            }
            try (MongoClient client = MongoClients.create(uri.connectionString())) {
                client.getDatabase(uri.database()).getCollection("runs")
                        .updateOne(Filters.eq("runId", "honest"), Updates.set("runId", "../../outside"));
            }
            Path runs = Files.createDirectories(temp.resolve("runs"));
            CliRun listed = CliRun.of("runs", "list", "--runs-dir", runs.toString(), "--mongo-uri", server.uri());
            assertEquals(2, listed.exitCode(), listed.out());
            assertEquals("error: stored run document {\"runId\": \"../../outside\"} is malformed: run id '../../outside' "
                    + "is not a plain name: it must not contain / or \\ or be . or ..", listed.err().strip());
            assertFalse(Files.exists(temp.resolve("outside")));
        }
    }

    /** A run recorded as running in a shared database, with no live lease and no directory here, was interrupted. */
    @Test
    void aRunningRunWithoutALiveLeaseIsShownInterrupted() throws Exception {
        try (EmbeddedMongo server = EmbeddedMongo.start(temp.resolve("shared2.mv"))) {
            try (MongoRunStore store = MongoRunStore.connect(new MongoUri(server.uri()), StoreOptions.defaults())) {
                store.save(RunRecord.started(RunId.of("elsewhere"), Map.of("seed", 1), 1, Instant.parse("2026-11-24T00:00:00Z")));
            }
            Path runs = Files.createDirectories(temp.resolve("runs2"));
            CliRun listed = CliRun.of("runs", "list", "--runs-dir", runs.toString(), "--mongo-uri", server.uri());
            assertEquals(0, listed.exitCode(), listed.err());
            assertTrue(listed.out().contains("interrupted"), listed.out());
            assertTrue(listed.out().contains("note: elsewhere: its process ended without recording an end"), listed.out());
        }
    }

    /** A second run named like a finished one in the same shared database is refused, and the first keeps its records. */
    @Test
    void aNewRunUnderAnExistingRunsIdIsRefused() throws Exception {
        try (EmbeddedMongo server = EmbeddedMongo.start(temp.resolve("shared3.mv"))) {
            CliRun first = CliRun.of(tiny(temp.resolve("a/exp"), server.uri(), "1"));
            assertEquals(0, first.exitCode(), first.err());
            List<String> scores;
            try (MongoRunStore store = MongoRunStore.connect(new MongoUri(server.uri()), StoreOptions.defaults())) {
                scores = store.generationScores(RunId.of("exp")).stream().map(g -> java.util.Arrays.toString(g.scores())).toList();
            }
            CliRun second = CliRun.of(tiny(temp.resolve("b/exp"), server.uri(), "7"));
            assertEquals(2, second.exitCode(), second.out());
            assertTrue(second.err().strip().matches("error: run exp already exists in MongoDB at " + Pattern.quote(server.uri())
                    + " \\(seed 1, started \\S+, finished\\); give the new run another directory name, or continue that "
                    + "run with --resume"), second.err());
            assertFalse(Files.exists(temp.resolve("b/exp")), "nothing is left of the refused run");
            try (MongoRunStore store = MongoRunStore.connect(new MongoUri(server.uri()), StoreOptions.defaults())) {
                assertEquals(scores, store.generationScores(RunId.of("exp")).stream().map(g -> java.util.Arrays.toString(g.scores())).toList());
                assertEquals(1, store.run(RunId.of("exp")).orElseThrow().seed());
            }
        }
    }

    private static String[] tiny(Path runDir, String uri, String seed) {
        return new String[] {"evolve", "--run-dir", runDir.toString(), "--mongo-uri", uri, "--seed", seed,
                "--generations", "1", "--population", "4", "--elites", "2", "--search", "minimax:1",
                "--set", "tournament.maxMovesPerSide=20", "--threads", "2", "--set", "champions.baselines=random",
                "--set", "champions.gamesPerBaseline=2", "--set", "champions.yardstickEvery=0"};
    }
}
