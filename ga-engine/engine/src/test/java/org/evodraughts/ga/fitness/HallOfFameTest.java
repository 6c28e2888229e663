package org.evodraughts.ga.fitness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.SplittableRandom;
import org.evodraughts.network.Network;
import org.junit.jupiter.api.Test;

class HallOfFameTest {
    private static HallOfFame filled(int size, int champions, ChampionArchive archive) {
        HallOfFame hall = new HallOfFame(size, archive, 3);
        SplittableRandom random = new SplittableRandom(1);
        for (int g = 0; g < champions; g++) {
            hall.add(g, Network.random(random));
        }
        return hall;
    }

    @Test
    void eachGenerationDrawsDistinctEarlierChampions() {
        HallOfFame hall = filled(5, 40, ChampionArchive.inMemory());
        for (int generation = 1; generation <= 40; generation++) {
            List<Integer> members = hall.memberGenerations(generation);
            assertEquals(Math.min(5, generation), members.size(), "generation " + generation);
            assertEquals(members.size(), new HashSet<>(members).size(), "distinct: " + members);
            for (int g : members) {
                assertTrue(g >= 0 && g < generation, "generation " + generation + " draws only earlier champions: " + members);
            }
            assertEquals(members, hall.memberGenerations(generation), "the same draw every time");
        }
        assertEquals(List.of(), hall.memberGenerations(0), "the first generation has no hall");
        assertTrue(hall.isOn());
        assertFalse(new HallOfFame(0, ChampionArchive.inMemory(), 3).isOn());
    }

    @Test
    void theDrawIsUniformOverAllEarlierChampions() {
        HallOfFame hall = filled(3, 20, ChampionArchive.inMemory());
        int[] counts = new int[20];
        int trials = 0;
        // Generation 20's draw depends on (seed, 20) only; other seeds give other draws.
        for (long seed = 0; seed < 4000; seed++) {
            HallOfFame other = new HallOfFame(3, ChampionArchive.inMemory(), seed);
            other.add(19, Network.random(new SplittableRandom(seed)));
            for (int g : other.memberGenerations(20)) {
                counts[g]++;
                trials++;
            }
        }
        double expected = trials / 20.0;
        for (int g = 0; g < 20; g++) {
            assertEquals(expected, counts[g], 5 * Math.sqrt(expected), "generation " + g);
        }
        assertEquals(3, hall.memberGenerations(20).size());
    }

    @Test
    void membersComeFromTheArchiveExceptTheLatestWhichItHoldsItself() throws IOException {
        ChampionArchive memory = ChampionArchive.inMemory();
        HallOfFame writer = filled(4, 4, memory);
        // A reader that only heard of the latest champion (a resumed run) reads older ones from the archive.
        HallOfFame reader = new HallOfFame(4, generation -> memory.champion(generation), 3);
        Network latest = memory.champion(3);
        reader.add(3, latest);
        assertEquals(writer.members(4), reader.members(4));
        assertEquals(4, reader.members(4).size());
        assertTrue(reader.members(4).stream().anyMatch(n -> n == latest));
        HallOfFame broken = new HallOfFame(2, generation -> {
            throw new IOException("gen-" + generation + " is missing");
        }, 3);
        broken.add(5, latest);
        IOException missing = assertThrows(IOException.class, () -> broken.members(6));
        assertTrue(missing.getMessage().matches("gen-[0-4] is missing"), missing.getMessage());
    }
}
