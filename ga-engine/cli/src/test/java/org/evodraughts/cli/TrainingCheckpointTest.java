package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.evodraughts.files.SpecialFiles;
import org.evodraughts.ga.training.TrainingState;
import org.evodraughts.network.Network;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TrainingCheckpointTest {
    @TempDir
    Path directory;

    @Test
    void aCheckpointReadsBackBitForBitWithItsOptionsInOrder() throws IOException {
        SplittableRandom random = new SplittableRandom(3);
        double[] sums = new double[Network.PARAMETER_COUNT];
        for (int p = 0; p < sums.length; p++) {
            sums[p] = random.nextDouble(-1e3, 1e3) * Math.ulp(1.0) * (p % 7 == 0 ? 1 : 1e15); // tiny and ordinary numbers
        }
        Map<String, String> options = new LinkedHashMap<>();
        options.put("IN", "ab12");
        options.put("--games", "100000");
        options.put("--alpha", "0.001");
        TrainingState state = new TrainingState(Network.random(random, 1.25), 5000, sums, 3000);
        Path file = TrainingCheckpoint.beside(directory.resolve("x.json"));
        new TrainingCheckpoint(options, state).write(file);

        TrainingCheckpoint read = TrainingCheckpoint.read(file);
        assertEquals(directory.resolve("x.json.checkpoint"), file);
        assertEquals(state.network(), read.state().network(), "every weight and the king value, bit for bit");
        assertArrayEquals(sums, read.state().averageSums());
        assertEquals(5000, read.state().games());
        assertEquals(3000, read.state().averageCount());
        assertEquals(options.entrySet().stream().toList(), read.options().entrySet().stream().toList());
    }

    @Test
    void anotherFileOrAnotherVersionIsNamed() throws IOException {
        Path network = directory.resolve("n.json");
        Files.writeString(network, "{\"format\": \"evodraughts-network\", \"formatVersion\": 1}");
        IOException e = assertThrows(IOException.class, () -> TrainingCheckpoint.read(network));
        assertEquals(network + " is not a training checkpoint: its format is \"evodraughts-network\", not "
                + "\"evodraughts-training-checkpoint\"", e.getMessage());
        Path future = directory.resolve("f.checkpoint");
        Files.writeString(future, "{\"format\": \"evodraughts-training-checkpoint\", \"formatVersion\": 2}");
        e = assertThrows(IOException.class, () -> TrainingCheckpoint.read(future));
        assertEquals("training checkpoint " + future + " is damaged: formatVersion 2 is not supported; this program reads 1 "
                + "(delete it to start the training over)", e.getMessage());
    }

    /** A FIFO where the checkpoint goes would block {@code network train} before its first game: it is refused. */
    @Test
    void aFifoIsRefusedNotWaitedOn() throws Exception {
        Path fifo = SpecialFiles.fifo(directory.resolve("x.json.checkpoint"));
        IOException e = assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> assertThrows(IOException.class, () -> TrainingCheckpoint.read(fifo)));
        assertEquals("training checkpoint " + fifo + " is not a regular file (a device, pipe or socket?)", e.getMessage());
    }
}
