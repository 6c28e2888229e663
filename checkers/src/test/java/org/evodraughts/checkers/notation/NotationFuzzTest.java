package org.evodraughts.checkers.notation;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.List;
import org.evodraughts.checkers.Position;
import org.evodraughts.fuzz.Fuzz;
import org.junit.jupiter.api.Test;

/**
 * Fuzzes the FEN and PDN readers: every mutation of a valid text is read correctly (what was
 * read formats and reads back the same) or refused with a one-line {@link NotationException}.
 */
class NotationFuzzTest {
    /** How long one case may take before it counts as a hang: a text is read in microseconds. */
    private static final Duration HANG = Duration.ofSeconds(20);

    @Test
    void fen() {
        List<byte[]> valid = List.of(Fen.INITIAL.getBytes(UTF_8), "W:W14,K19,22,27,30:B5,K11,12,18.".getBytes(UTF_8));
        Fuzz.run(1, valid, 3_000, HANG, NotationException.class, input -> {
            Position position = Fen.parse(new String(input, UTF_8));
            assertEquals(position, Fen.parse(Fen.format(position)));
        });
    }

    @Test
    void pdn() {
        String games = """
                ; a file of annotated games
                % an escape line for another program
                [Event "Annotated"]
                [Black "A"]
                [White "B \\"the second\\""]
                [Result "1-0"]

                1. 12-16 23-19 {the usual (really)} 2. 16x23 27x18 (2... 32-27 {not played}
                (3. 10-15)) 3. 10-15! 32-27?! $1
                4.15-19 24x15 5. 9-13 18-14 ; a comment 6. that-is-no-move
                6. 11x18 22x15 7. 6-10 15x6 8. 2x18 $14 28-24 1-0

                [SetUp "1"]
                [FEN "W:W18,22,25,K30:B6,10,K15"]
                1... 18x11 2. 10-15 11-8 3. 6-10 22-17 *
                [Event "Last"] 1. 11-15 23-19 1/2-1/2
                """;
        Fuzz.run(2, List.of(games.getBytes(UTF_8)), 2_000, HANG, NotationException.class, input -> {
            List<PdnGame> read = Pdn.parse(new String(input, UTF_8));
            assertEquals(read, Pdn.parse(Pdn.format(read)));
        });
    }
}
