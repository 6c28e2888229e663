package org.evodraughts.network;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.notation.Fen;
import org.evodraughts.fuzz.Fuzz;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Fuzzes the network file reader: every mutation of a valid file is read as a network whose
 * score is a number in [−1, 1], or refused with a one-line {@link NetworkFileException}.
 */
class NetworkFileFuzzTest {
    private static final List<Position> POSITIONS = List.of(Position.initial(), Fen.parse("W:W14,K19,22,27,30:B5,K11,12,18"));

    @TempDir
    Path directory;

    @Test
    void mutatedNetworkFilesAreReadOrRefusedInOneLine() {
        NetworkDocument document = new NetworkDocument(Network.random(new SplittableRandom(3), 1.5),
                Map.of(NetworkDocument.GENERATION, 7L, NetworkDocument.RUN_ID, "fuzz"));
        byte[] valid = NetworkFile.format(document).getBytes(java.nio.charset.StandardCharsets.UTF_8);
        Path file = directory.resolve("network.json");
        Fuzz.run(4, List.of(valid), 400, Duration.ofSeconds(30), NetworkFileException.class, input -> {
            Files.write(file, input);
            NetworkEvaluator evaluator = new NetworkEvaluator(NetworkFile.read(file).network());
            for (Position position : POSITIONS) {
                double score = evaluator.evaluate(position, position.sideToMove());
                assertTrue(score >= -1 && score <= 1, "score " + score);
            }
        });
    }
}
