package org.evodraughts.cli;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.SplittableRandom;
import org.evodraughts.network.Network;
import org.evodraughts.network.NetworkDocument;
import org.evodraughts.network.NetworkFile;
import org.evodraughts.storage.records.ChampionRecord;
import org.evodraughts.storage.records.RunRecord;
import org.evodraughts.storage.RunStore;
import org.evodraughts.storage.directory.RunStores;
import org.evodraughts.storage.StoreOptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The ladder end to end, on a tiny run directory with champions of small random networks. */
class LadderCommandTest {
    private static final int[] GENERATIONS = {0, 3, 6, 9};

    /** One run directory for all tests: the ladder only reads it. */
    @TempDir
    static Path directory;
    private static Path runs;
    private static Path run;

    @BeforeAll
    static void makeRun() throws IOException {
        runs = directory.resolve("runs");
        run = runs.resolve("tiny");
        Files.createDirectories(run);
        try (RunStore store = RunStores.open(run, StoreOptions.defaults())) {
            store.save(RunRecord.started(RunId.of("tiny"), Map.of("populationSize", 4), 1, Instant.parse("2026-11-21T10:00:00Z")));
            for (int generation : GENERATIONS) {
                Network network = Network.random(new SplittableRandom(100 + generation));
                store.save(new ChampionRecord(RunId.of("tiny"), generation, NetworkFile.format(new NetworkDocument(network)),
                        generation, OptionalDouble.empty(), Map.of()));
            }
        }
    }

    private CliRun ladder(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        CommandLine cli = EvodraughtsCommand.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        String[] all = new String[args.length + 3];
        all[0] = "ladder";
        all[1] = "--runs-dir";
        all[2] = runs.toString();
        System.arraycopy(args, 0, all, 3, args.length);
        return new CliRun(cli.execute(all), out.toString(), err.toString());
    }

    @Test
    void ratesTheChampionsAndBaselinesAndWritesTheTableAndChart() throws IOException {
        CliRun result = ladder("--run", "tiny", "--baselines", "random,greedy", "--games", "4", "--search", "minimax:1",
                "--threads", "2", "--max-champions", "3");
        assertEquals(0, result.exitCode(), result.err() + result.out());
        assertTrue(result.out().startsWith("ladder of run tiny: 3 champions (generations 0 to 9, search minimax:1) and "
                + "2 baselines; 4 games a pair, 40 games in all; ballot openings, seed 1, 2 threads"), result.out());

        Path out = run.resolve("ladder");
        List<String> csv = Files.readAllLines(out.resolve("ladder.csv"));
        assertEquals("player,generation,elo,elo_low,elo_high,std_error,games,points,score", csv.getFirst());
        assertEquals(6, csv.size(), csv.toString());
        assertTrue(csv.get(1).startsWith("random,,0.0,0.0,0.0,0.0,16,"), csv.get(1));
        assertTrue(csv.get(2).startsWith("greedy,,"), csv.get(2));
        // Generations 0, 9 and the one nearest the middle of four (0, 3, 6, 9 → index 1.5 rounds to 2: 6).
        assertEquals(List.of("g0,0", "g6,6", "g9,9"), csv.subList(3, 6).stream()
                .map(line -> String.join(",", Arrays.copyOf(line.split(","), 2))).toList());
        double points = 0;
        for (String line : csv.subList(1, csv.size())) {
            String[] fields = line.split(",");
            assertEquals("16", fields[6], line);
            points += Double.parseDouble(fields[7]);
        }
        assertEquals(40, points, 1e-9, "every game's point is somewhere");

        byte[] png = Files.readAllBytes(out.resolve("ladder.png"));
        assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G'}, Arrays.copyOf(png, 4));
        String svg = Files.readString(out.resolve("ladder.svg"));
        assertTrue(svg.contains("<svg"), svg.substring(0, Math.min(200, svg.length())));
        assertTrue(result.out().contains("wrote " + out.resolve("ladder.csv")), result.out());
    }

    @Test
    void theResultDoesNotDependOnTheThreadCount() throws IOException {
        Path one = directory.resolve("one"), three = directory.resolve("three");
        assertEquals(0, ladder("--run", run.toString(), "--baselines", "random", "--games", "2", "--search", "minimax:1",
                "--threads", "1", "--out", one.toString(), "--openings", "random").exitCode());
        assertEquals(0, ladder("--run", run.toString(), "--baselines", "random", "--games", "2", "--search", "minimax:1",
                "--threads", "3", "--out", three.toString(), "--openings", "random").exitCode());
        assertEquals(Files.readString(one.resolve("ladder.csv")), Files.readString(three.resolve("ladder.csv")));
    }

    @Test
    void badInputGetsOneClearLine() {
        assertEquals("error: unknown run 'nope': there is no directory " + runs.resolve("nope")
                + " or nope; for a run kept in a MongoDB server, give --mongo-uri", ladder("--run", "nope").err().strip());
        assertEquals("error: games per pair must be even and 2–100000, got 3",
                ladder("--run", "tiny", "--games", "3").err().strip());
        assertEquals("error: openings must be ballot, random or random:K, got 'deck'",
                ladder("--run", "tiny", "--openings", "deck").err().strip());
        assertEquals("error: unknown player 'rnd'; expected random, greedy, heuristic or heuristic:DEPTH, or a network file (*.json)",
                ladder("--run", "tiny", "--baselines", "random,rnd").err().strip());
    }
}
