package org.evodraughts.storage.embedded;

import java.io.ObjectInputFilter;
import java.util.function.BinaryOperator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A JEP 290 allow-list for what the embedded database's file may deserialize: H2's MVStore
 * decodes mongo-java-server's documents with Java serialization, so a crafted {@code mongo.mv}
 * (a run directory copied in is enough) could otherwise name any class on the classpath, or nest
 * collections deep enough to hang the reader. Only the document classes and plain JDK values
 * pass, within depth, reference, array and size limits; the filter applies only to streams that
 * H2 opens, so nothing else in the process is affected.
 */
final class DatabaseFileFilter {
    private static final Logger log = LoggerFactory.getLogger(DatabaseFileFilter.class);

    /** What documents hold, seen in real run databases, plus BSON's other plain values. */
    static final ObjectInputFilter ALLOWED = ObjectInputFilter.Config.createFilter(String.join(";",
            "maxdepth=24", "maxrefs=20000000", "maxarray=50000000", "maxbytes=268435456",
            "de.bwaldvogel.mongo.bson.*", "de.bwaldvogel.mongo.backend.KeyValue",
            "java.lang.Boolean", "java.lang.Byte", "java.lang.Short", "java.lang.Integer", "java.lang.Long",
            "java.lang.Float", "java.lang.Double", "java.lang.Number", "java.lang.String", "java.lang.Character",
            "java.time.Instant", "java.time.Ser", "java.util.Date", "java.util.UUID",
            "java.util.ArrayList", "java.util.HashMap", "java.util.LinkedHashMap", "java.util.TreeMap",
            // Arrays are checked by their element type: Object[] and Map.Entry[] occur, byte[] passes.
            "java.util.Map$Entry", "java.lang.Object", "!*"));

    private DatabaseFileFilter() {}

    /** Installs the filter for H2's streams, once per process; keeps a filter factory someone else set. */
    static synchronized void install() {
        BinaryOperator<ObjectInputFilter> existing = ObjectInputFilter.Config.getSerialFilterFactory();
        if (existing instanceof Factory) {
            return;
        }
        try {
            ObjectInputFilter.Config.setSerialFilterFactory(new Factory(existing));
        } catch (IllegalStateException e) {
            log.warn("cannot install the embedded database's deserialization filter: {}", e.getMessage());
        }
    }

    /** Adds {@link #ALLOWED} to the streams H2 opens, leaving every other stream to the factory before it. */
    private record Factory(BinaryOperator<ObjectInputFilter> before) implements BinaryOperator<ObjectInputFilter> {
        @Override
        public ObjectInputFilter apply(ObjectInputFilter current, ObjectInputFilter requested) {
            ObjectInputFilter chosen = before.apply(current, requested);
            if (current != null || !openedByH2()) {
                return chosen; // only at a stream's creation, and only for H2's
            }
            return chosen == null ? ALLOWED : ObjectInputFilter.merge(ALLOWED, chosen);
        }

        private static boolean openedByH2() {
            return StackWalker.getInstance().walk(frames -> frames.limit(24)
                    .anyMatch(frame -> frame.getClassName().startsWith("org.h2.mvstore.")));
        }
    }
}
