package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * {@code play} on a real terminal (a pseudo-terminal): the arrow keys edit the line being typed
 * and bring back earlier lines, as in a shell, instead of arriving as escape codes.
 */
class PlayTerminalTest {
    /** The arrow keys as a terminal sends them in keypad mode (which JLine sets) and in cursor mode. */
    private static final String UP = "\u001bOA", LEFT = "\u001bOD", CURSOR_LEFT = "\u001b[D", ENTER = "\r";

    @Test
    void arrowKeysEditTheLineAndRecallEarlierLines() throws Exception {
        Assumptions.assumeTrue(PseudoTerminal.available(), "needs util-linux script");
        try (PseudoTerminal terminal = PseudoTerminal.start(
                List.of("play", "--champion", "heuristic", "--search", "minimax:2", "--seed", "1"), 90)) {
            assertTrue(terminal.readUntil(prompts(1)), terminal.seen());
            terminal.type("help" + ENTER);
            assertTrue(terminal.readUntil(prompts(2)), terminal.seen());
            terminal.type(UP + ENTER); // 'help' again, from the history
            assertTrue(terminal.readUntil(prompts(3)), terminal.seen());
            terminal.type("1-15" + LEFT + CURSOR_LEFT + LEFT + "1" + ENTER); // typed as 11-15
            assertTrue(terminal.readUntil(prompts(4)), terminal.seen());
            terminal.type("quit" + ENTER);
            assertEquals(0, terminal.finish(), terminal.seen());

            String seen = terminal.seen();
            assertEquals(2, count(seen, "save FILE   write the game so far"), seen);
            assertTrue(seen.contains("You play 11-15."), seen);
            assertFalse(seen.contains("neither a move nor a command"), seen);
            assertTrue(seen.contains("Bye; the game was not finished."), seen);
        }
    }

    /** Whether the terminal has shown the move prompt {@code n} times. */
    private static Predicate<String> prompts(int n) {
        return seen -> count(seen, "move> ") >= n;
    }

    private static int count(String text, String part) {
        int count = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + part.length())) {
            count++;
        }
        return count;
    }
}
