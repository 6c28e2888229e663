package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * evolve on a real terminal (a pseudo-terminal, util-linux {@code script}), as a newcomer's first
 * run is seen: every step of every generation has its progress bar (the tournament, the champion's
 * self-play training, its games against the baselines, its yardstick match, the writing of its
 * files), so the screen is never left still while the run works; and nothing it shows, bars
 * included, is wider than 100 columns. The times are the tmux measurements' (docs/evolution.md);
 * this test reads what was shown, not when.
 */
class EvolveTerminalTest {
    /** A terminal's control sequence (the bars' colours), which takes no column. */
    private static final Pattern ESCAPE = Pattern.compile("\u001b\\[[0-9;?]*[A-Za-z]");

    @TempDir
    Path temp;

    @Test
    void everyStepOfAGenerationShowsItsBarAndNoLineIsWiderThanOneHundredColumns() throws Exception {
        Assumptions.assumeTrue(PseudoTerminal.available(), "needs util-linux script");
        // A directory long enough that the first line and the commands at the end must be wrapped
        // (a path is never cut: one too long for a line of its own would stay whole, and wider).
        Path dir = temp.resolve("run-with-a-longer-name");
        List<String> args = List.of("evolve", "--run-dir", dir.toString(), "--population", "4", "--elites", "2",
                "--search", "minimax:1", "--set", "tournament.maxMovesPerSide=20", "--threads", "2", "--generations", "1",
                "--seed", "3", "--set", "refinement.games=40", "--set", "refinement.depth=1", "--set", "refinement.batch=2",
                "--set", "champions.baselines=random", "--set", "champions.gamesPerBaseline=4",
                "--set", "champions.yardstickEvery=1", "--set", "champions.yardstickGames=4");
        String seen;
        try (PseudoTerminal terminal = PseudoTerminal.start(args, 600)) {
            assertEquals(0, terminal.finish(), terminal.seen());
            seen = terminal.seen();
        }
        String shown = ESCAPE.matcher(seen).replaceAll("");
        for (int g = 0; g <= 1; g++) {
            for (String bar : List.of(": tournament", ": training", ": champion's games", ": vs heuristic:1",
                    ": recording the champion")) {
                assertTrue(shown.contains("generation " + g + bar), "generation " + g + bar + " in\n" + shown);
            }
            // Each bar is drawn again as it closes, with all its games.
            assertTrue(shown.matches("(?s).*generation " + g + ": training +100% .* 40/40 games.*"), shown);
            assertTrue(shown.matches("(?s).*generation " + g + ": vs heuristic:1 +100% .* 4/4 games.*"), shown);
            assertTrue(shown.matches("(?s).*[\r\n]generation " + g + " \\| elapsed \\d:\\d\\d:\\d\\d, ETA \\d:\\d\\d:\\d\\d \\| .*"),
                    "generation " + g + "'s line: " + shown);
        }
        assertTrue(shown.matches("(?s).*[\r\n]done in \\d:\\d\\d:\\d\\d: generation 1 saved\\R.*"), shown);
        // A bar is drawn after a carriage return, over the one before, and cleared so; the lines come
        // after the bar is cleared. What lies between line breaks and carriage returns is what a
        // terminal shows on one line at a time.
        for (String line : shown.split("[\r\n]+")) {
            assertTrue(line.codePointCount(0, line.length()) <= 100, line.length() + " columns: " + line);
        }
    }
}
