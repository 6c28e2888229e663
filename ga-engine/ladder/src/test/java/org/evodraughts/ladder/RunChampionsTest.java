package org.evodraughts.ladder;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class RunChampionsTest {
    @Test
    void spreadKeepsTheFirstAndLastAndSpacesTheRest() {
        List<Integer> ten = IntStream.range(0, 10).boxed().toList();
        assertEquals(List.of(0, 3, 6, 9), RunChampions.spread(ten, 4));
        assertEquals(List.of(0, 9), RunChampions.spread(ten, 2));
        assertEquals(ten, RunChampions.spread(ten, 10));
        assertEquals(ten, RunChampions.spread(ten, 0));
        assertEquals(List.of(5, 20, 35, 50), RunChampions.spread(List.of(5, 10, 15, 20, 25, 30, 35, 40, 45, 50), 4));
        assertThrows(IllegalArgumentException.class, () -> RunChampions.spread(ten, 1));
    }
}
