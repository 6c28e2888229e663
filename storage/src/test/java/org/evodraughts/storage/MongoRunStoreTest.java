package org.evodraughts.storage;

import java.io.IOException;
import java.nio.file.Path;

/** {@link MongoRunStore} meets the contract against the embedded server over a socket. */
class MongoRunStoreTest extends RunStoreContract {
    @Override
    protected RunStore openStore(MongoUri uri, Path runDirectory) throws IOException {
        return MongoRunStore.connect(uri, FAST);
    }
}
