package org.evodraughts.files;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Tells a failure caused by a full disk from the others, and says it in one short line. The
 * cause is often buried: H2 wraps "No space left on device" in four layers of its own, and the
 * embedded MongoDB server sends the client only its own words (a kilobyte of them, without the
 * reason), so the disk holding the files is asked too. Stateless.
 */
public final class DiskFull {
    /** Below this much usable space a write failure is taken for a full disk. */
    static final long NEARLY_FULL_BYTES = 1L << 20;
    private static final Pattern WORDS = Pattern.compile("No space left on device|Disk quota exceeded");
    /** Where a message goes on with a wrapped exception's name or the MongoDB server's own report. */
    private static final String WRAPPER = "^((?:[a-z]\\w*\\.)+[A-Z]\\w*: )+";
    private static final Pattern NESTED = Pattern.compile(": ((?:[a-z]\\w*\\.)+[A-Z]\\w*|Command execution failed)");

    private DiskFull() {}

    /**
     * Whether {@code failure} came from a full disk: some exception in its causes (or suppressed
     * ones) says so, or, for a failure that is not a refused input ({@link IllegalArgumentException}),
     * the disk holding {@code directory} (or its nearest existing parent) has less than 1 MiB left.
     */
    public static boolean caused(Throwable failure, Path directory) {
        Set<Throwable> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Deque<Throwable> next = new ArrayDeque<>();
        next.add(failure);
        while (!next.isEmpty()) {
            Throwable t = next.poll();
            if (!seen.add(t)) {
                continue;
            }
            if (t.getMessage() != null && WORDS.matcher(t.getMessage()).find()) {
                return true;
            }
            if (t.getCause() != null) {
                next.add(t.getCause());
            }
            Collections.addAll(next, t.getSuppressed());
        }
        if (failure instanceof IllegalArgumentException) {
            return false;
        }
        Path existing = directory.toAbsolutePath();
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        try {
            return existing != null && Files.getFileStore(existing).getUsableSpace() < NEARLY_FULL_BYTES;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /**
     * What failed, in the outer message's own words, without the wrapped exceptions' names and
     * messages after them, nor the reason: e.g. {@code cannot write runs/r/generations/generation-000001.json}.
     */
    public static String what(Throwable failure) {
        // A wrapper's message is its cause's toString(): "java.io.IOException: cannot write …".
        String message = String.valueOf(failure.getMessage()).lines().findFirst().orElse("").replaceFirst(WRAPPER, "");
        var nested = NESTED.matcher(message);
        if (nested.find()) {
            message = message.substring(0, nested.start());
        }
        message = message.replaceAll(":\\s*(" + WORDS.pattern() + ")\\s*$", "");
        return message.length() > 200 ? message.substring(0, 200) + "…" : message;
    }
}
