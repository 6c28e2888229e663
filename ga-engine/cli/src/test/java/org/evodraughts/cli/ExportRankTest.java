package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.evodraughts.network.NetworkDocument;
import org.evodraughts.network.NetworkFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code champions export --rank K}: a kept population's individual by tournament rank, end to end
 * on a real run; with the elites' play-off, the champion is one of its elites, not always rank 1.
 */
class ExportRankTest {
    @TempDir
    Path temp;

    private Path run(String name, String playoffGames) {
        Path dir = temp.resolve(name);
        CliRun run = CliRun.of("evolve", "--population", "6", "--elites", "3", "--search", "minimax:1", "--set",
                "tournament.maxMovesPerSide=20", "--threads", "2", "--set", "champions.yardstickEvery=0", "--set",
                "champions.playoffGames=" + playoffGames, "--generations", "4", "--seed", "3", "--run-dir", dir.toString());
        assertEquals(0, run.exitCode(), run.err());
        return dir;
    }

    private NetworkDocument export(Path run, String... more) throws IOException {
        Path out = Files.createTempFile(temp, "export", ".json");
        List<String> args = new ArrayList<>(List.of("champions", "export", "--run", run.toString(), "--out",
                out.toString()));
        args.addAll(List.of(more));
        CliRun result = CliRun.of(args.toArray(String[]::new));
        assertEquals(0, result.exitCode(), result.err());
        return NetworkFile.read(out);
    }

    @Test
    void rankOneIsTheChampionWithoutAPlayoffAndEachRankIsItsOwnNetwork() throws IOException {
        Path run = run("plain", "0");
        NetworkDocument champion = export(run, "--generation", "4");
        NetworkDocument first = export(run, "--generation", "4", "--rank", "1");
        NetworkDocument second = export(run, "--generation", "4", "--rank", "2");
        assertEquals(champion.network(), first.network());
        assertNotEquals(first.network(), second.network());
        assertEquals(4L, first.metadata().get(NetworkDocument.GENERATION));
        assertEquals(2L, second.metadata().get("rank"));
        assertEquals(champion.metadata().get(NetworkDocument.FITNESS), first.metadata().get(NetworkDocument.FITNESS));
        assertTrue((Double) first.metadata().get(NetworkDocument.FITNESS) >= (Double) second.metadata().get(NetworkDocument.FITNESS));
    }

    @Test
    void withThePlayoffTheChampionIsOneOfTheElites() throws IOException {
        Path run = run("playoff", "4");
        for (int generation = 2; generation <= 4; generation++) {
            NetworkDocument champion = export(run, "--generation", String.valueOf(generation));
            int found = 0;
            for (int rank = 1; rank <= 3; rank++) {
                found += export(run, "--generation", String.valueOf(generation), "--rank", String.valueOf(rank)).network()
                        .equals(champion.network()) ? rank : 0;
            }
            assertTrue(found >= 1 && found <= 3, "generation " + generation + "'s champion is an elite");
        }
    }

    @Test
    void badRanksAndGenerationsAreOneLineErrors() {
        Path run = run("errors", "0");
        String out = temp.resolve("x.json").toString();
        // Generation 0 is not among the last 3 populations kept (2–4).
        for (String[] args : List.of(
                new String[] {"--generation", "best", "--rank", "1", "--rank needs --generation to be a generation number"},
                new String[] {"--generation", "4", "--rank", "0", "--rank must be 1–6 (the population's size), got 0"},
                new String[] {"--generation", "4", "--rank", "7", "--rank must be 1–6 (the population's size), got 7"},
                new String[] {"--generation", "0", "--rank", "1", "generation 0's population is not kept in "})) {
            String expected = args[4];
            args = Arrays.copyOf(args, 4);
            List<String> all = new ArrayList<>(List.of("champions", "export", "--run", run.toString(), "--out", out));
            all.addAll(List.of(args));
            CliRun result = CliRun.of(all.toArray(String[]::new));
            assertEquals(2, result.exitCode(), String.join(" ", args) + ": " + result.err());
            assertEquals(1, result.err().lines().count(), result.err());
            assertTrue(result.err().startsWith("error: ") && result.err().contains(expected), result.err());
            assertTrue(Files.notExists(Path.of(out)), "nothing written");
        }
    }
}
