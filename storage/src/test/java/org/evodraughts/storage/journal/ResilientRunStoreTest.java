package org.evodraughts.storage.journal;

import org.evodraughts.storage.RunStore;
import org.evodraughts.storage.RunStoreContract;
import org.evodraughts.storage.layout.RunLayout;
import org.evodraughts.storage.mongo.MongoRunStore;
import org.evodraughts.storage.MongoUri;
import java.io.IOException;
import java.nio.file.Path;

/** {@link ResilientRunStore} over a {@link MongoRunStore} meets the contract while the database is up. */
class ResilientRunStoreTest extends RunStoreContract {
    @Override
    protected RunStore openStore(MongoUri uri, Path runDirectory) throws IOException {
        return ResilientRunStore.open(MongoRunStore.connect(uri, FAST), RunLayout.of(runDirectory).journal(), FAST.retry());
    }
}
