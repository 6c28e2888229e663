package org.evodraughts.ga.fitness;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import org.evodraughts.network.Network;

/**
 * Where the hall of fame finds earlier generations' champions (the rank-1 network of each
 * generation). A run keeps them in its champion files; the most recent one may not be written
 * yet when the next tournament starts (or after a crash), so {@link HallOfFame} holds that one
 * itself and asks the archive only for older ones.
 */
public interface ChampionArchive {
    /**
     * The champion of {@code generation}.
     *
     * @throws IOException naming what is missing or unreadable
     */
    Network champion(int generation) throws IOException;

    /** Hears of each generation's champion as its generation completes; a file archive may ignore it. */
    default void add(int generation, Network champion) {}

    /** An archive that keeps every champion it is given in memory (short runs and tests). */
    static ChampionArchive inMemory() {
        Map<Integer, Network> champions = new HashMap<>();
        return new ChampionArchive() {
            @Override
            public Network champion(int generation) throws IOException {
                Network network = champions.get(generation);
                if (network == null) {
                    throw new IOException("the champion of generation " + generation + " is not in the archive");
                }
                return network;
            }

            @Override
            public void add(int generation, Network champion) {
                champions.put(generation, champion);
            }
        };
    }
}
