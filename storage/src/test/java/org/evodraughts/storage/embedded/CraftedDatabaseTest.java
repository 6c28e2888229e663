package org.evodraughts.storage.embedded;

import org.evodraughts.run.RunId;

import org.evodraughts.storage.directory.RunStores;
import org.evodraughts.storage.Samples;
import org.evodraughts.storage.StoreOptions;
import org.evodraughts.storage.journal.ResilientRunStore;
import org.evodraughts.storage.layout.RunLayout;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A mongo.mv crafted to run code or hang its reader gets an error naming it, never its way. */
class CraftedDatabaseTest {
    /** A class that would do harm when deserialized: here it counts, and sleeps as a hang would. */
    static final class Gadget implements Serializable {
        static final AtomicInteger RUNS = new AtomicInteger();

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException, InterruptedException {
            in.defaultReadObject();
            RUNS.incrementAndGet();
            Thread.sleep(60_000);
        }
    }

    @TempDir
    Path temp;

    @Test
    void aGadgetClassIsRefusedBeforeItsCodeRuns() throws IOException {
        Path directory = storeWithOneRun();
        replaceDocuments(directory, new Gadget());
        assertRefused(directory);
        assertEquals(0, Gadget.RUNS.get(), "the gadget's code never ran");
    }

    @Test
    void aDeeplyNestedCollectionIsRefusedRatherThanHangingTheReader() throws IOException {
        Path directory = storeWithOneRun();
        replaceDocuments(directory, nest(200));
        assertRefused(directory);
    }

    private Path storeWithOneRun() throws IOException {
        Path directory = temp.resolve("run");
        try (ResilientRunStore store = RunStores.open(java.nio.file.Files.createDirectories(directory), StoreOptions.defaults())) {
            store.save(Samples.run(RunId.of("run")));
        }
        return directory;
    }

    /** Puts {@code value} in place of every stored document, as an attacker editing the file would. */
    private static void replaceDocuments(Path directory, Object value) {
        MVStore mv = MVStore.open(RunLayout.of(directory).database().toString());
        try {
            int replaced = 0;
            for (String name : mv.getMapNames()) {
                MVMap<Object, Object> map = mv.openMap(name);
                for (Object key : map.keySet()) {
                    if (map.get(key) instanceof de.bwaldvogel.mongo.bson.Document) {
                        map.put(key, value);
                        replaced++;
                    }
                }
            }
            assertTrue(replaced > 0, "found documents to replace");
            mv.commit();
        } finally {
            mv.close();
        }
    }

    private static void assertRefused(Path directory) {
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            try (ResilientRunStore store = RunStores.open(directory, StoreOptions.defaults())) {
                RuntimeException e = assertThrows(RuntimeException.class, store::runs);
                assertTrue(e.getMessage().contains(RunLayout.of(directory).database().toString()),
                        e.getMessage());
                assertEquals(1, e.getMessage().lines().count(), e.getMessage());
                assertTrue(e.getMessage().length() < 500, "a line, not a dump of the file: " + e.getMessage());
            } catch (IOException e) {
                assertTrue(e.getMessage().contains(RunLayout.DATABASE_FILE), e.getMessage());
            }
        });
    }

    private static Set<Object> nest(int depth) {
        Set<Object> root = new HashSet<>(), at = root;
        for (int i = 0; i < depth; i++) {
            Set<Object> inner = new HashSet<>();
            at.add(inner);
            at = inner;
        }
        return root;
    }
}
