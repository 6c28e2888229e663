package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * {@code match} on a real terminal (a pseudo-terminal): a match that plays for more than a few
 * seconds shows a bar of its games, which is gone when the result comes. (That a short one
 * shows none depends on the machine's load: two games of a 1-ply search took 2.2 s here once.)
 */
class MatchTerminalTest {
    @Test
    void aLongMatchShowsItsGamesAsTheyEnd() throws Exception {
        Assumptions.assumeTrue(PseudoTerminal.available(), "needs util-linux script");
        // On a clock each game takes about its 2 × 2 seconds on any machine: past the bar's 2 seconds.
        try (PseudoTerminal terminal = PseudoTerminal.start(List.of("match", "heuristic", "heuristic", "--clock", "2s",
                "--games", "2", "--threads", "1"), 300)) {
            assertEquals(0, terminal.finish(), terminal.seen());
            String seen = terminal.seen();
            assertTrue(seen.matches("(?s).*\rmatch +\\d+% .* [012]/2 games \\(\\d:\\d\\d:\\d\\d / .*"), seen);
            assertTrue(seen.lastIndexOf("games (") < seen.indexOf("heuristic (minimax:64): won "), "the bar goes first: " + seen);
        }
    }
}
