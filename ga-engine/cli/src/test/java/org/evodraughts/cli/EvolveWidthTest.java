package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Evolve's opening lines say what widens the run when it has more threads than its configuration
 * keeps busy; how many it keeps busy is a detail, in the log and with --verbose.
 */
class EvolveWidthTest {
    @TempDir
    Path temp;

    /** A two-generation run of 4 individuals, each trained by 2 games, with {@code more} options. */
    private CliRun evolve(String name, String... more) {
        List<String> args = new ArrayList<>(List.of("evolve", "--run-dir", temp.resolve(name).toString(), "--generations", "1",
                "--population", "4", "--elites", "2", "--search", "minimax:1", "--set", "tournament.maxMovesPerSide=20",
                "--set", "champions.baselines=random", "--set", "champions.gamesPerBaseline=2",
                "--set", "refinement.games=2", "--set", "refinement.trainees=all"));
        args.addAll(List.of(more));
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertEquals(0, run.exitCode(), run.err());
        return run;
    }

    @Test
    void moreThreadsThanTheTrainingsAreToldWhichConfigurationIsWider() throws IOException {
        CliRun narrow = evolve("narrow", "--threads", "6");
        String note = "note: this run keeps at most 4 of its 6 threads busy (4 trainees), so 2 will wait for work; for a "
                + "wider run use config/overnight-wide.yaml, or raise islands.count or refinement.batch (docs/benchmarks.md, a "
                + "generation on many cores)";
        assertTrue(narrow.out().replaceAll("\\R  ", " ").contains("\n" + note + "\n"), narrow.out());
        narrow.out().lines().forEach(l -> assertTrue(l.length() <= 100, l));
        assertTrue(log("narrow").contains("width: up to 4 threads busy (4 trainees); this run has 6"));
        assertTrue(log("narrow").contains(note));
    }

    @Test
    void islandsAndBatchesWidenTheRun() throws IOException {
        CliRun wide = evolve("wide", "--threads", "6", "--set", "islands.count=2", "--set", "islands.migrants=1",
                "--set", "refinement.batch=2");
        assertTrue(log("wide").contains("width: up to 16 threads busy (2 islands × 4 trainees × batches of 2); this run has 6\n"));
        assertFalse(wide.out().contains("wait for work"), wide.out());
        assertFalse(wide.out().contains("width:"), "the width is a detail, for --verbose: " + wide.out());
    }

    @Test
    void withoutTrainingTheTournamentsGamesAreTheWidth() throws IOException {
        CliRun games = evolve("games", "--threads", "2", "--set", "refinement.games=0", "--verbose");
        assertTrue(games.out().contains("\nwidth: up to 12 threads busy (12 tournament games); this run has 2\n"), games.out());
    }

    private String log(String name) throws IOException {
        return Files.readString(temp.resolve(name).resolve("evolve.log"));
    }
}
