package org.evodraughts.random;

/**
 * Derives independent seeds from a seed and an index (SplitMix64's mixing of
 * {@code seed + (index + 1) · golden gamma}), so game {@code i} of a match gets the same
 * generator whichever thread plays it and whatever ran before. Stateless.
 */
public final class Seeds {
    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

    private Seeds() {}

    public static long derive(long seed, long index) {
        long z = seed + (index + 1) * GOLDEN_GAMMA;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
