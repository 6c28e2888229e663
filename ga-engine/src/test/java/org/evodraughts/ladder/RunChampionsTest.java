package org.evodraughts.ladder;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunChampionsTest {
    @TempDir
    Path directory;

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

    @Test
    void aRunIsADirectoryOrAnIdUnderTheRunsDirectory() throws IOException {
        Path runs = directory.resolve("runs");
        Files.createDirectories(runs.resolve("r7"));
        assertEquals(runs.resolve("r7"), RunChampions.directory("r7", runs));
        assertEquals(runs.resolve("r7"), RunChampions.directory(runs.resolve("r7").toString(), runs));
        IOException e = assertThrows(IOException.class, () -> RunChampions.directory("r8", runs));
        assertEquals("no run 'r8': neither r8 nor " + runs.resolve("r8") + " is a directory", e.getMessage());
    }
}
