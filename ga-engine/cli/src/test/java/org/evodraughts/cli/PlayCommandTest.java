package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.evodraughts.checkers.notation.Pdn;
import org.evodraughts.checkers.notation.PdnGame;
import org.evodraughts.network.Network;
import org.evodraughts.network.NetworkDocument;
import org.evodraughts.network.NetworkFile;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;

class PlayCommandTest {
    @org.junit.jupiter.api.io.TempDir
    Path directory;
    private Path champion;

    @BeforeEach
    void writeChampion() throws IOException {
        champion = directory.resolve("champion.json");
        NetworkFile.write(champion, new NetworkDocument(Network.random(new SplittableRandom(3))));
    }

    /** Runs {@code play} in-process with {@code input} as the person's lines. */
    private CliRun play(String input, String... options) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        CommandLine cli = EvodraughtsCommand.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        ((PlayCommand) cli.getSubcommands().get("play").getCommand()).input =
                new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8));
        List<String> args = new ArrayList<>(List.of("play", "--champion", champion.toString()));
        args.addAll(List.of(options));
        int code = cli.execute(args.toArray(String[]::new));
        return new CliRun(code, out.toString(), err.toString());
    }

    @Test
    void optionsReachTheGame() throws IOException {
        Path file = directory.resolve("g.pdn");
        CliRun run = play("1\nsave " + file + "\nquit\n", "--colour", "white", "--search", "mcts:30", "--seed", "7",
                "--fen", "B:W21-32:B1-12");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().startsWith("You play white, champion.json (mcts:30) plays black."), run.out());
        assertTrue(run.out().matches("(?s).*champion.json \\(mcts:30\\) plays \\S+ \\(evaluation [-+]\\d\\.\\d{3} for black; "
                + "depth \\d+, 30 nodes.*"), run.out());
        PdnGame saved = Pdn.read(file).getFirst();
        assertEquals(3, saved.moves().size());
        assertEquals("champion.json (mcts:30)", saved.tags().get("Black"));
    }

    @Test
    void theAgentPlaysOnItsClockAndShowsIt() {
        CliRun run = play("1\n1\nquit\n", "--clock", "3s+100ms", "--seed", "2");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().startsWith("You play black, champion.json (minimax:64, clock 3s+100ms) plays white."), run.out());
        assertTrue(run.out().matches("(?s).*champion.json \\(minimax:64, clock 3s\\+100ms\\) plays \\S+ \\(evaluation "
                + "[-+]\\d\\.\\d{3} for white; depth \\d+, [\\d,]+ nodes, \\d\\.\\d{3} s; clock 0:0\\d\\.\\d\\)\\..*"), run.out());
    }

    @Test
    void whatIsTypedIsNeverEchoedAsATerminalControl() {
        CliRun run = play("\u001b[2J\u202eabc\nquit\n");
        assertFalse(run.out().contains("\u001b") || run.out().contains("\u202e"), run.out());
        assertTrue(run.out().contains("'\\u001b[2J\\u202eabc' is neither a move nor a command"), run.out());
    }

    /**
     * A file name typed with a terminal escape or a bidirectional override is refused in one
     * line that shows them escaped, and no such file is made; before, both went raw into
     * "Saved the game to …" and into the file's name.
     */
    @Test
    void saveRefusesANameWithControlCharactersAndNeverEchoesThemRaw() throws IOException {
        for (String shown : List.of("g\\u001b[2J.pdn", "g\\u202egnp.pdn")) {
            String typed = shown.replace("\\u001b", "\u001b").replace("\\u202e", "\u202e");
            CliRun run = play("save " + directory.resolve(typed) + "\nquit\n");
            assertEquals(0, run.exitCode(), run.err());
            assertFalse(run.out().contains("\u001b") || run.out().contains("\u202e"), run.out());
            assertTrue(run.out().contains("Could not save to " + directory.resolve(shown) + ": the name holds a control or "
                    + "invisible character; give a plain file name."), run.out());
        }
        try (var files = Files.list(directory)) {
            assertEquals(List.of(champion), files.toList(), "no file made");
        }
    }

    @Test
    void timeCapsTheSearchAndWithoutASeedOneIsPrinted() {
        CliRun run = play("quit\n", "--time", "0.05");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().matches("(?s)Agent seed -?\\d+ \\(give --seed -?\\d+ to replay its choices\\)\\.\\n"
                + "You play black, champion.json \\(minimax:time=50ms\\) plays white\\..*"), run.out());
        CliRun both = play("quit\n", "--time", "1", "--search", "minimax:6", "--seed", "1");
        assertTrue(both.out().contains("champion.json (minimax:6,time=1s)"), both.out());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "--colour red| error: --colour must be black or white, got 'red'",
            "--search minimax:0| error: minimax depth must be 1–64, got 0",
            "--search mcts:10,time=1s --time 2| error: search 'mcts:10,time=1s,time=2000ms': 'time' is given twice",
            "--time 0| error: --time must be 0.001–1000000 seconds, got 0.0",
            "--fen B:W33:B1| error: FEN 'B:W33:B1': square 33 in '33' is not in 1–32",
            "--clock 5x| error: --clock '5x': '5x' needs a unit (ms, s, m or h); expected BASE[+INCREMENT], e.g. 5m+2s",
            "--clock 5m+2s+1s| error: --clock '5m+2s+1s': '2s+1s' is not a number with a unit (ms, s, m or h)",
            "--clock 0s| error: --clock '0s': a clock's base time must be 1ms–24h, got 0s"})
    void badOptionsGetOneClearLineAndExitCodeTwo(String options, String message) {
        CliRun run = play("", options.split(" "));
        assertEquals(2, run.exitCode(), run.out());
        assertEquals(message, run.err().strip());
    }

    @Test
    void aMissingChampionFileIsNamed() {
        CliRun run = CliRun.of("play", "--champion", directory.resolve("none.json").toString());
        assertEquals(2, run.exitCode());
        assertEquals("error: network file " + directory.resolve("none.json") + " does not exist", run.err().strip());
    }

    /**
     * The real command line in its own JVM, the person's lines written into its standard input
     * (an operating-system pipe): always the first listed move, until the game is over.
     */
    @Test
    void aWholeGameThroughTheStandardInputOfTheRealCommand() throws Exception {
        Path pdn = directory.resolve("piped.pdn");
        Path log = directory.resolve("play.log");
        Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--add-modules=jdk.incubator.vector", "-cp", System.getProperty("java.class.path"),
                EvodraughtsCommand.class.getName(), "play", "--champion", champion.toString(), "--search", "minimax:2",
                "--seed", "5")
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        try (Writer person = process.outputWriter(StandardCharsets.UTF_8)) {
            for (int i = 0; i < 120; i++) {
                person.write("1\n");
            }
            person.write("save " + pdn + "\n");
        }
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "play did not finish");
        String output = Files.readString(log);
        assertEquals(0, process.exitValue(), output);
        assertTrue(output.contains("\nmove> 1\nYou play "), "the piped lines are echoed: " + output);
        assertTrue(output.contains("Game over: "), output);
        assertTrue(output.contains("Saved the game to " + pdn + "."), output);
        assertTrue(output.strip().endsWith("End of input."), output);
        PdnGame game = Pdn.read(pdn).getFirst();
        assertTrue(List.of("1-0", "0-1", "1/2-1/2").contains(game.result()), game.result());
    }
}
