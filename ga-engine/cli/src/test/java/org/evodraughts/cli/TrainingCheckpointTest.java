package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;
import java.util.List;
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
import org.evodraughts.network.NetworkInputs;
import org.evodraughts.network.NetworkShape;
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
    void aCheckpointKeepsItsNetworksShapeAndOneWithoutAShapeIsTheCards() throws IOException {
        NetworkShape shape = NetworkShape.of(NetworkInputs.BOTH, List.of(9, 4, 3));
        Network network = Network.random(shape, new SplittableRandom(4), 1.5);
        Path file = directory.resolve("s.json.checkpoint");
        new TrainingCheckpoint(Map.of("IN", "ab"), new TrainingState(network, 10, new double[shape.parameterCount()], 4))
                .write(file);
        assertEquals(network, TrainingCheckpoint.read(file).state().network());

        Network card = Network.random(new SplittableRandom(5), 1.5);
        new TrainingCheckpoint(Map.of("IN", "ab"), new TrainingState(card, 10, new double[0], 0)).write(file);
        Files.writeString(file, Files.readString(file).replace("\"inputs\":\"subsquares\",\"hidden\":[40,10],", ""));
        assertEquals(card, TrainingCheckpoint.read(file).state().network(), "a checkpoint from before shapes");
        Files.writeString(file, Files.readString(file).replaceFirst("\"kingValue\"", "\"inputs\":\"cubes\",\"hidden\":[4],\"kingValue\""));
        IOException e = assertThrows(IOException.class, () -> TrainingCheckpoint.read(file));
        assertTrue(e.getMessage().contains("is damaged: 'cubes' is not a kind of inputs"), e.getMessage());
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
