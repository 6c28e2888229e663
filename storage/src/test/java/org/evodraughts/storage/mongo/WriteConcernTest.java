package org.evodraughts.storage.mongo;

import org.evodraughts.run.RunId;

import org.evodraughts.storage.MongoUri;
import org.evodraughts.storage.StoreOptions;
import org.evodraughts.storage.embedded.EmbeddedMongo;
import org.evodraughts.storage.records.RunRecord;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.mongodb.WriteConcern;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Saves to a real server are acknowledged only once journalled on a majority, unless the URI says otherwise. */
class WriteConcernTest {
    @TempDir
    Path temp;

    @Test
    void aServerGivenByUriGetsMajorityJournalledWritesUnlessTheUriSetsItsOwn() throws IOException {
        try (EmbeddedMongo server = EmbeddedMongo.start(temp.resolve("server.mv"))) {
            try (MongoRunStore store = MongoRunStore.connect(new MongoUri(server.uri()), StoreOptions.defaults())) {
                assertEquals(WriteConcern.MAJORITY.withJournal(true), store.writeConcern());
                store.save(RunRecord.started(RunId.of("r"), Map.of("seed", 1), 1, Instant.parse("2026-11-24T00:00:00Z")));
                assertEquals(1, store.runs().size(), "the server accepts the durable write concern");
            }
            String own = server.uri() + (server.uri().contains("?") ? "&" : "?") + "w=1&journal=false";
            try (MongoRunStore store = MongoRunStore.connect(new MongoUri(own), StoreOptions.defaults())) {
                assertEquals(WriteConcern.W1.withJournal(false), store.writeConcern());
            }
        }
    }

    @Test
    void theEmbeddedStoreKeepsTheDriversDefault() throws IOException {
        try (MongoRunStore store = MongoRunStore.embedded(temp.resolve("mongo.mv"), StoreOptions.defaults())) {
            assertEquals(WriteConcern.ACKNOWLEDGED, store.writeConcern());
        }
    }
}
