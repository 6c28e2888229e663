package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class PerftCommandTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine cli = EvodraughtsCommand.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        return cli.execute(args);
    }

    @Test
    void countsFromTheInitialPosition() {
        assertEquals(0, run("perft", "6"));
        assertTrue(out.toString().startsWith("perft(6) = 36768 "), out.toString());
    }

    @Test
    void divideListsEveryRootMoveAndTheirSum() {
        assertEquals(0, run("perft", "3", "--divide"));
        String text = out.toString();
        assertEquals(7, text.lines().filter(l -> l.matches("\\d+-\\d+ +\\d+")).count(), text);
        assertTrue(text.contains("11-15"), text);
        assertTrue(text.contains("perft(3) = 302 "), text);
    }

    @Test
    void divideWritesCapturesWithEveryLandingSquare() {
        assertEquals(0, run("perft", "1", "--divide", "--fen", "B:W10,19:B6"));
        assertTrue(out.toString().contains("6x15x24"), out.toString());
    }

    @Test
    void badFenIsOneClearLineAndExitCode2() {
        assertEquals(2, run("perft", "3", "--fen", "B:W18,99:B12"));
        assertTrue(err.toString().startsWith("error: FEN 'B:W18,99:B12': square 99"), err.toString());
        assertTrue(err.toString().lines().count() == 1, err.toString());
    }

    @Test
    void badArgumentsPrintUsageAndExitNonZero() {
        assertEquals(2, run("perft", "deep"));
        assertEquals("error: Invalid value for positional parameter at index 0 (DEPTH): 'deep' is not an int; see "
                + "./evodraughts perft --help", err.toString().strip());
        assertEquals(2, run("perft", "3", "--frobnicate"));
        assertTrue(err.toString().contains("Usage: evodraughts perft"), err.toString());
        assertEquals(2, run("perft", "-1"));
    }
}
