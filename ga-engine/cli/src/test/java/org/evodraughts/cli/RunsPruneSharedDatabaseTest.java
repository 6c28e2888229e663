package org.evodraughts.cli;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.evodraughts.storage.StoreOptions;
import org.evodraughts.storage.embedded.EmbeddedMongo;
import org.evodraughts.storage.layout.RunLayout;
import org.evodraughts.storage.mongo.MongoRunStore;
import org.evodraughts.storage.MongoUri;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code runs prune} of a run kept in a shared MongoDB server: the URI the run keeps with its
 * password hidden is refused in one line that names the options that give it again, and given
 * again (here by file) it prunes the populations the server holds, never a score.
 */
class RunsPruneSharedDatabaseTest {
    @TempDir
    Path temp;

    @Test
    void aHiddenPasswordIsAskedForAndTheGivenUriPrunesTheSharedDatabase() throws Exception {
        try (EmbeddedMongo server = EmbeddedMongo.start(temp.resolve("shared.mv"))) {
            Path run = temp.resolve("shared-run");
            CliRun made = CliRun.of("evolve", "--run-dir", run.toString(), "--mongo-uri", server.uri(), "--seed", "3",
                    "--generations", "6", "--population", "4", "--elites", "2", "--search", "minimax:1",
                    "--set", "tournament.maxMovesPerSide=20", "--set", "run.keepSnapshots=0",
                    "--set", "champions.baselines=random", "--set", "champions.gamesPerBaseline=2",
                    "--set", "champions.yardstickEvery=0", "--threads", "2");
            assertEquals(0, made.exitCode(), made.err());
            List<String> scores = scores(server);
            assertEquals(List.of(0, 1, 2, 3, 4, 5, 6), populations(server), "a run that keeps every population stores them all");

            // As a run started with a password keeps its URI: the password hidden.
            Path config = RunLayout.of(run).config();
            String hidden = server.uri().replace("mongodb://", "mongodb://evo:***@");
            Files.writeString(config, Files.readString(config).replace(server.uri(), hidden));
            byte[] before = Files.readAllBytes(config);
            CliRun refused = CliRun.of("runs", "prune", run.toString(), "--apply");
            assertEquals(2, refused.exitCode(), refused.out());
            assertEquals("error: the run's MongoDB URI " + hidden + " is kept with its password hidden; give the URI again "
                    + "with --mongo-uri, --mongo-uri-file FILE or EVODRAUGHTS_MONGO_URI", refused.err().strip());
            assertEquals(7, populations(server).size(), "nothing deleted");

            Path uriFile = Files.writeString(temp.resolve("uri.txt"), server.uri() + "\n");
            CliRun dry = CliRun.of("runs", "prune", run.toString(), "--mongo-uri-file", uriFile.toString());
            assertEquals(0, dry.exitCode(), dry.err());
            assertTrue(dry.out().contains("would delete the populations of 4 generations from its database"), dry.out());
            assertEquals(7, populations(server).size(), "a dry run deletes nothing");

            CliRun applied = CliRun.of("runs", "prune", run.toString(), "--mongo-uri-file", uriFile.toString(), "--apply");
            assertEquals(0, applied.exitCode(), applied.err());
            assertEquals(List.of(4, 5, 6), populations(server), "the last three stay");
            assertEquals(scores, scores(server), "every generation keeps its scores");
            assertArrayEquals(before, Files.readAllBytes(config), "the run's configuration keeps its hidden URI");
            assertFalse(Files.readString(config).contains(server.uri()));
        }
    }

    private static List<String> scores(EmbeddedMongo server) throws Exception {
        try (MongoRunStore store = MongoRunStore.connect(new MongoUri(server.uri()), StoreOptions.defaults())) {
            return store.generationScores(RunId.of("shared-run")).stream().map(g -> java.util.Arrays.toString(g.scores())).toList();
        }
    }

    private static List<Integer> populations(EmbeddedMongo server) throws Exception {
        try (MongoRunStore store = MongoRunStore.connect(new MongoUri(server.uri()), StoreOptions.defaults())) {
            return store.populationGenerations(RunId.of("shared-run"));
        }
    }
}
