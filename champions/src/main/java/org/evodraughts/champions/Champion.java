package org.evodraughts.champions;

import java.util.Locale;
import java.util.Objects;
import java.util.OptionalInt;
import org.evodraughts.network.Network;

/**
 * A generation's champion: the tournament's top scorer. A champion is identified by its
 * generation, not by its network: two generations with identical networks are two champions
 * (and play each other), while a champion never plays its own generation.
 *
 * @param generation the generation it won, 0 or more
 * @param network    its network
 * @param points     its tournament points (finite)
 * @param island     in a run with islands, the island it came from (0 or more); empty without
 */
public record Champion(int generation, Network network, double points, OptionalInt island) {

    public Champion {
        if (generation < 0) {
            throw new IllegalArgumentException("generation must be 0 or more, got " + generation);
        }
        Objects.requireNonNull(network, "network");
        if (!Double.isFinite(points)) {
            throw new IllegalArgumentException("champion of generation " + generation + " has non-finite points " + points);
        }
        Objects.requireNonNull(island, "island");
        if (island.isPresent() && island.getAsInt() < 0) {
            throw new IllegalArgumentException("champion of generation " + generation + " has a negative island "
                    + island.getAsInt());
        }
    }

    /** A champion of a run without islands. */
    public Champion(int generation, Network network, double points) {
        this(generation, network, points, OptionalInt.empty());
    }

    /** The champion's player name in games and tables: {@code gen-0007} for generation 7. */
    public String name() {
        return name(generation);
    }

    /** The player name of the champion of {@code generation}: {@code gen-0007}. */
    public static String name(int generation) {
        return String.format(Locale.ROOT, "gen-%04d", generation);
    }
}
