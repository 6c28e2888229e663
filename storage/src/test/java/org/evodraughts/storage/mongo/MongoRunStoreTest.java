package org.evodraughts.storage.mongo;

import org.evodraughts.storage.MongoUri;
import org.evodraughts.storage.RunStore;
import org.evodraughts.storage.RunStoreContract;
import java.io.IOException;
import java.nio.file.Path;

/** {@link MongoRunStore} meets the contract against the embedded server over a socket. */
class MongoRunStoreTest extends RunStoreContract {
    @Override
    protected RunStore openStore(MongoUri uri, Path runDirectory) throws IOException {
        return MongoRunStore.connect(uri, FAST);
    }
}
