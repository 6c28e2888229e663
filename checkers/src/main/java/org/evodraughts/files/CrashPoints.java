package org.evodraughts.files;

/**
 * Named moments in a run's saving at which a test can make the process die as a kill would:
 * with the system property {@code evodraughts.crashAt=POINT:GENERATION} set, reaching that point
 * for that generation halts the JVM at once (exit status 137, no shutdown hooks, nothing
 * flushed), so crash consistency is tested at the exact gaps between writes rather than at
 * random moments only. Without the property (every real run) a point does nothing.
 */
public final class CrashPoints {
    public static final String PROPERTY = "evodraughts.crashAt";
    /** After a generation's population snapshot is saved, before anything records its champion. */
    public static final String AFTER_SNAPSHOT = "after-snapshot";
    /** After a champion's file is written, before the database has it. */
    public static final String AFTER_CHAMPION_FILE = "after-champion-file";
    /**
     * While the embedded database is compacted: its new file written, not yet forced to disk or
     * renamed over the old one. Numbered by the compactions of the process, from 0.
     */
    public static final String DURING_COMPACTION = "during-compaction";

    private static final String TARGET = System.getProperty(PROPERTY);

    private CrashPoints() {}

    /** Halts the process if the test asked for a crash at {@code point} of {@code generation}. */
    public static void reached(String point, int generation) {
        if (TARGET != null && TARGET.equals(point + ":" + generation)) {
            Runtime.getRuntime().halt(137);
        }
    }
}
