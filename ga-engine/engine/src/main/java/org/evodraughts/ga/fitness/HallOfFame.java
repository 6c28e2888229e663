package org.evodraughts.ga.fitness;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.evodraughts.random.Seeds;
import org.evodraughts.network.Network;

/**
 * Rosin and Belew's hall of fame against cycling: every champion so far is kept, and each
 * generation's individuals also play {@code size} of them, drawn uniformly without
 * replacement from all earlier generations (all of them while there are fewer). Every
 * individual of a generation meets the same members, so their scores stay comparable.
 *
 * <p>The draw for generation g comes from a generator seeded by (master seed, g), so a resumed
 * run meets the same members. The islands' threads read the members of a generation at once,
 * while nothing is added; the run's thread adds each champion between generations, with no
 * island's step under way (the islands' threads start after it and end before it).
 */
public final class HallOfFame {
    private static final long STREAM = 0x48414C4CL;

    private final int size;
    private final ChampionArchive archive;
    private final long seed;
    private int latestGeneration = -1;
    private Network latest;

    /**
     * @param size       members each generation plays (0: none)
     * @param archive    where earlier champions are read from
     * @param masterSeed the run's seed
     */
    public HallOfFame(int size, ChampionArchive archive, long masterSeed) {
        if (size < 0) {
            throw new IllegalArgumentException("a hall of fame plays 0 or more members, got " + size);
        }
        this.size = size;
        this.archive = archive;
        this.seed = Seeds.derive(masterSeed, STREAM);
    }

    /** Whether the generations play any members (size above 0); without, nothing need be added. */
    public boolean isOn() {
        return size > 0;
    }

    /** Records the champion of {@code generation}, the latest so far. */
    public void add(int generation, Network champion) {
        latestGeneration = generation;
        latest = champion;
        archive.add(generation, champion);
    }

    /** The generations whose champions generation {@code generation} plays, in draw order. */
    public List<Integer> memberGenerations(int generation) {
        int available = Math.min(generation, latestGeneration + 1);
        int count = Math.min(size, available);
        // A partial Fisher-Yates shuffle of 0..available-1: the first count are the draw.
        int[] pool = new int[available];
        for (int i = 0; i < available; i++) {
            pool[i] = i;
        }
        SplittableRandom random = new SplittableRandom(Seeds.derive(seed, generation));
        List<Integer> members = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            int j = i + random.nextInt(available - i);
            int t = pool[i];
            pool[i] = pool[j];
            pool[j] = t;
            members.add(pool[i]);
        }
        return members;
    }

    /**
     * The champions generation {@code generation} plays (none when the size is 0 or no earlier
     * champion exists).
     *
     * @throws IOException if an earlier champion cannot be read
     */
    public List<Network> members(int generation) throws IOException {
        List<Network> members = new ArrayList<>();
        for (int g : memberGenerations(generation)) {
            members.add(g == latestGeneration ? latest : archive.champion(g));
        }
        return members;
    }
}
