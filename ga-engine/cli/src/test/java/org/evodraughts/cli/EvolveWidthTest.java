package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Evolve's opening lines say how many threads the configuration keeps busy, and what widens it when the run has more. */
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
    void moreThreadsThanTheTrainingsAreToldWhichConfigurationIsWider() {
        CliRun narrow = evolve("narrow", "--threads", "6");
        assertTrue(narrow.out().contains("\nwidth: up to 4 threads busy (4 trainees); this run has 6\n"
                + "width: 2 of them will wait for work; for a wider run use config/overnight-wide.yaml, or raise "
                + "islands.count or refinement.batch (docs/benchmarks.md, a generation on many cores)\n"), narrow.out());
    }

    @Test
    void islandsAndBatchesWidenTheRun() {
        CliRun wide = evolve("wide", "--threads", "6", "--set", "islands.count=2", "--set", "islands.migrants=1",
                "--set", "refinement.batch=2");
        assertTrue(wide.out().contains("\nwidth: up to 16 threads busy (2 islands × 4 trainees × batches of 2); this run has 6\n"),
                wide.out());
        assertFalse(wide.out().contains("wait for work"), wide.out());
    }

    @Test
    void withoutTrainingTheTournamentsGamesAreTheWidth() {
        CliRun games = evolve("games", "--threads", "2", "--set", "refinement.games=0");
        assertTrue(games.out().contains("\nwidth: up to 12 threads busy (12 tournament games); this run has 2\n"), games.out());
    }
}
