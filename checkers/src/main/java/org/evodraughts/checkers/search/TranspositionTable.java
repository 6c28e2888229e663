package org.evodraughts.checkers.search;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * A fixed-size transposition table shared by all threads of a search, without locks.
 *
 * <p>Each entry is three longs: {@code check = key ^ value ^ meta}, the value's bits, and the
 * meta word (depth, bound, move index, age). A reader accepts an entry only if the three agree
 * with its key, so an entry torn by two concurrent writers is simply not found (Hyatt and
 * Mann's lockless hashing). Buckets hold two entries: the first keeps the deeper result of the
 * current search, the second is always replaced.
 *
 * <p>Values are stored exactly (as {@code double} bits) and a bound is used only by a probe at
 * the same remaining depth. That makes every stored bound a bound on one well-defined value
 * (the depth-limited minimax value of that position), so the search returns the same value as
 * plain minimax whatever the order in which threads fill the table. Deeper entries still give
 * their best move for ordering.
 */
final class TranspositionTable {
    static final int NONE = 0, EXACT = 1, LOWER = 2, UPPER = 3;
    private static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(long[].class);
    private static final int LONGS_PER_ENTRY = 3, LONGS_PER_BUCKET = 2 * LONGS_PER_ENTRY;

    private final long[] table;
    private final int bucketMask;
    private int age;

    /**
     * A table of {@code 2^bits} entries ({@code 24 << bits} bytes).
     *
     * @throws IllegalArgumentException when {@code bits} is outside 4–{@value AlphaBetaSettings#MAX_TABLE_BITS}, or the
     *                                  table would take more than half of this JVM's heap
     */
    TranspositionTable(int bits) {
        checkFits(bits, Runtime.getRuntime().maxMemory());
        table = new long[(1 << bits) * LONGS_PER_ENTRY];
        bucketMask = (1 << (bits - 1)) - 1;
    }

    /**
     * Refuses a table that cannot be made, in words, before any memory is asked for: its length
     * is counted in longs, since {@code 3 << 30} overflows an int, and a table that would fill
     * the heap is refused rather than ending the JVM in an OutOfMemoryError.
     */
    static void checkFits(int bits, long maxHeapBytes) {
        if (bits < 4 || bits > AlphaBetaSettings.MAX_TABLE_BITS) {
            throw new IllegalArgumentException("table size must be 2^4–2^" + AlphaBetaSettings.MAX_TABLE_BITS
                    + " entries, got 2^" + bits);
        }
        long bytes = (long) LONGS_PER_ENTRY * Long.BYTES << bits;
        if (bytes > maxHeapBytes / 2) {
            throw new IllegalArgumentException("a transposition table of 2^" + bits + " entries (tt=" + bits + ") needs "
                    + mebibytes(bytes) + " MiB, more than half of this JVM's " + mebibytes(maxHeapBytes)
                    + " MiB heap; choose a smaller tt");
        }
    }

    private static long mebibytes(long bytes) {
        return bytes >> 20;
    }

    /** Empties the table. Not to be called while a search runs. */
    void clear() {
        java.util.Arrays.fill(table, 0L);
    }

    /** Marks the start of a new search, so older deep entries give way in the first slot. */
    void newSearch() {
        age = (age + 1) & 0xFF;
    }

    /** The result of a probe; one per thread, reused. */
    static final class Probe {
        /** EXACT, LOWER or UPPER for an entry at exactly the requested depth, else NONE. */
        int bound;
        /** The stored (node-relative) value when bound is not NONE. */
        double value;
        /** The best move's index in generation order, or −1. */
        int moveIndex;
    }

    void probe(long key, int depth, Probe out) {
        out.bound = NONE;
        out.moveIndex = -1;
        int base = bucket(key);
        int moveDepth = -1;
        for (int slot = base; slot < base + LONGS_PER_BUCKET; slot += LONGS_PER_ENTRY) {
            long check = (long) SLOT.getOpaque(table, slot);
            long valueBits = (long) SLOT.getOpaque(table, slot + 1);
            long meta = (long) SLOT.getOpaque(table, slot + 2);
            if ((check ^ valueBits ^ meta) != key || bound(meta) == NONE) {
                continue;
            }
            int entryDepth = depth(meta);
            if (entryDepth == depth) {
                out.bound = bound(meta);
                out.value = Double.longBitsToDouble(valueBits);
            }
            if (moveIndex(meta) >= 0 && entryDepth > moveDepth) {
                out.moveIndex = moveIndex(meta);
                moveDepth = entryDepth;
            }
        }
    }

    void store(long key, int depth, int bound, double value, int moveIndex) {
        long meta = depth | (long) bound << 8 | (long) (moveIndex + 1) << 10 | (long) age << 19;
        long valueBits = Double.doubleToRawLongBits(value);
        int base = bucket(key);
        long firstMeta = (long) SLOT.getOpaque(table, base + 2);
        long firstKey = (long) SLOT.getOpaque(table, base) ^ (long) SLOT.getOpaque(table, base + 1) ^ firstMeta;
        boolean first = bound(firstMeta) == NONE || firstKey == key || depth >= depth(firstMeta)
                || (int) (firstMeta >>> 19 & 0xFF) != age;
        int slot = first ? base : base + LONGS_PER_ENTRY;
        SLOT.setOpaque(table, slot, key ^ valueBits ^ meta);
        SLOT.setOpaque(table, slot + 1, valueBits);
        SLOT.setOpaque(table, slot + 2, meta);
    }

    private int bucket(long key) {
        return ((int) (key >>> 32 ^ key) & bucketMask) * LONGS_PER_BUCKET;
    }

    private static int depth(long meta) {
        return (int) meta & 0xFF;
    }

    private static int bound(long meta) {
        return (int) (meta >>> 8) & 3;
    }

    private static int moveIndex(long meta) {
        return ((int) (meta >>> 10) & 0x1FF) - 1;
    }
}
