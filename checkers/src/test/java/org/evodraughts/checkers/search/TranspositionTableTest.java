package org.evodraughts.checkers.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.players.HeuristicEvaluator;
import org.junit.jupiter.api.Test;

class TranspositionTableTest {
    private final TranspositionTable table = new TranspositionTable(10);
    private final TranspositionTable.Probe probe = new TranspositionTable.Probe();

    @Test
    void givesBackAStoredBoundOnlyAtTheSameDepthButItsMoveAtAnyDepth() {
        table.store(42L, 5, TranspositionTable.LOWER, 0.375, 3);
        table.probe(42L, 5, probe);
        assertEquals(TranspositionTable.LOWER, probe.bound);
        assertEquals(0.375, probe.value, 0.0);
        assertEquals(3, probe.moveIndex);
        table.probe(42L, 4, probe);
        assertEquals(TranspositionTable.NONE, probe.bound);
        assertEquals(3, probe.moveIndex);
        table.probe(43L, 5, probe);
        assertEquals(TranspositionTable.NONE, probe.bound);
        assertEquals(-1, probe.moveIndex);
    }

    @Test
    void keepsTheDeeperEntryAndTheLatestInOneBucket() {
        long key = 0x1234_0000_0000_0007L;
        long sameBucket = key ^ 0x0000_0001_0000_0001L; // same low bits after folding
        table.store(key, 8, TranspositionTable.EXACT, -0.5, 0);
        table.store(sameBucket, 2, TranspositionTable.UPPER, 0.25, 1);
        table.probe(key, 8, probe);
        assertEquals(TranspositionTable.EXACT, probe.bound);
        table.probe(sameBucket, 2, probe);
        assertEquals(TranspositionTable.UPPER, probe.bound);
        assertEquals(0.25, probe.value, 0.0);
    }

    @Test
    void decisiveValuesAreStoredRelativeToTheNode() {
        double winInThreeFromPlyTwo = SearchScore.WIN - 5;
        double stored = SearchScore.toTable(winInThreeFromPlyTwo, 2);
        assertEquals(SearchScore.WIN - 3, stored, 0.0);
        assertEquals(SearchScore.WIN - 7, SearchScore.fromTable(stored, 4), 0.0, "same node reached at ply 4");
        assertEquals(0.5, SearchScore.fromTable(SearchScore.toTable(0.5, 9), 3), 0.0, "evaluations are not shifted");
    }

    @Test
    void aRepeatedSearchReusesTheTable() {
        // The last iteration's entries survive, so the second search's last iteration is
        // answered almost entirely from the table (earlier depths were replaced, same key).
        AlphaBetaSearch search = new AlphaBetaSearch(HeuristicEvaluator.INSTANCE, AlphaBetaSettings.depth(7));
        Position p = RandomPositions.fromRandomGame(new SplittableRandom(2), 20);
        SearchResult first = search.search(p, new SplittableRandom(1));
        SearchResult second = search.search(p, new SplittableRandom(1));
        assertEquals(first.value(), second.value(), 0.0);
        assertEquals(first.bestMove(), second.bestMove());
        assertTrue(second.nodes() * 3 < first.nodes() * 2, first.nodes() + " then " + second.nodes());
    }

    @Test
    void aTableOf2To30EntriesIsRefusedInWordsEverywhere() {
        IllegalArgumentException parsed = assertThrows(IllegalArgumentException.class,
                () -> SearchSettings.parse("minimax:8,tt=30"));
        assertEquals("minimax tt (table size as a power of two) must be 4–29 (2^29 entries are 12 GiB), got 30",
                parsed.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new TranspositionTable(30));
        TranspositionTable.checkFits(29, 64L << 30);
    }

    @Test
    void aTableLargerThanHalfTheHeapIsRefusedBeforeItIsAskedFor() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> TranspositionTable.checkFits(28, 4L << 30));
        assertEquals("a transposition table of 2^28 entries (tt=28) needs 6144 MiB, more than half of this JVM's 4096 MiB "
                + "heap; choose a smaller tt", e.getMessage());
        TranspositionTable.checkFits(20, 4L << 30);
    }
}
