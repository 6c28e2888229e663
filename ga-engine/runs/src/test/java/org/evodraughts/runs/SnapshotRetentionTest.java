package org.evodraughts.runs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class SnapshotRetentionTest {
    private static List<Integer> kept(SnapshotRetention retention, int latest) {
        return IntStream.rangeClosed(0, latest).filter(g -> retention.kept(g, latest)).boxed().toList();
    }

    @Test
    void theLastFewAndEveryPositiveMultipleAreKept() {
        assertEquals(List.of(100, 200, 298, 299, 300), kept(new SnapshotRetention(3, 100), 300));
        assertEquals(List.of(5, 10, 11, 12), kept(new SnapshotRetention(2, 5), 12));
        assertEquals(List.of(12), kept(new SnapshotRetention(1, 0), 12), "the latest always");
        assertEquals(List.of(0, 1, 2), kept(new SnapshotRetention(3, 100), 2), "a young run keeps all it has");
    }

    @Test
    void keepingTheLastZeroKeepsEveryGeneration() {
        assertEquals(IntStream.rangeClosed(0, 7).boxed().toList(), kept(SnapshotRetention.ALL, 7));
        assertEquals(IntStream.rangeClosed(0, 7).boxed().toList(), kept(new SnapshotRetention(0, 5), 7));
    }

    @Test
    void aMultipleIsKeptForGoodAndTheOthersOnlyForAWhile() {
        SnapshotRetention retention = new SnapshotRetention(3, 100);
        assertEquals(List.of(true, false, false, true), IntStream.of(100, 0, 99, 5000).mapToObj(retention::keptForGood).toList());
    }

    @Test
    void negativeCountsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new SnapshotRetention(-1, 0));
        assertThrows(IllegalArgumentException.class, () -> new SnapshotRetention(1, -5));
    }
}
