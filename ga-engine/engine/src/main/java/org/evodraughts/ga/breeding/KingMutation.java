package org.evodraughts.ga.breeding;

import java.util.random.RandomGenerator;

/**
 * How an evolved king value moves in a mutation, as Chellapilla and Fogel evolved theirs: by
 * −0.1, 0 or +0.1, equally likely, and kept in [{@value #MIN}, {@value #MAX}], so it stays
 * positive and a king never counts for less than a man. Stateless.
 */
public final class KingMutation {
    /** The range an evolved king value is kept in. */
    public static final double MIN = 1, MAX = 3;
    /** The size of one move. */
    public static final double STEP = 0.1;

    private KingMutation() {}

    /** {@code kingValue} moved by one draw of {@code random} ({@code nextInt(3)}), clamped to [1, 3]. */
    public static double mutate(double kingValue, RandomGenerator random) {
        double moved = kingValue + STEP * (random.nextInt(3) - 1);
        return Math.clamp(moved, MIN, MAX);
    }
}
