package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.evodraughts.files.SpecialFiles;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * No command replaces a device or a FIFO with the file it writes (as root, {@code champions export
 * --out /dev/full} turned {@code /dev/full} into a JSON file): each is refused in one line, before
 * the work where it can be, and is left as it was. The nodes are made in a temporary directory,
 * never in {@code /dev}; the device node needs root ({@link SpecialFiles#deviceNode}).
 */
class OutputFilesTest {
    private static final String NOT_REGULAR = " is not a regular file (a device, pipe or socket?); give a regular file or a new path";

    @TempDir
    static Path work;
    static Path run;
    static Path network;

    @BeforeAll
    static void makeARunAndANetwork() throws Exception {
        run = TinyRun.create(work.resolve("runs"), "r1", 2, 7);
        network = work.resolve("n.json");
        assertEquals(0, CliRun.of("network", "new", "--seed", "1", "--out", network.toString()).exitCode());
    }

    /** Makes the node a test puts in a command's way. */
    @FunctionalInterface
    private interface Node {
        Path make(Path at) throws Exception;
    }

    @Test
    void aFifoIsNeverReplaced() throws Exception {
        everyCommandRefuses("fifo", SpecialFiles::fifo);
    }

    @Test
    void aDeviceNodeIsNeverReplaced() throws Exception {
        everyCommandRefuses("device", SpecialFiles::deviceNode);
    }

    /** A link to a device is refused too: the rename would replace the link with a file. */
    @Test
    void aLinkToADeviceIsNeverReplaced() throws Exception {
        Path device = SpecialFiles.deviceNode(work.resolve("linked-null"));
        everyCommandRefuses("link", at -> Files.createSymbolicLink(at, device));
        assertEquals("device", SpecialFiles.kind(device));
    }

    /** The error names the user's path, not the temporary file's name ({@code .out.90cae161033f153d.tmp}). */
    @Test
    void aDirectoryIsNamedAsGiven() throws Exception {
        Path directory = Files.createDirectories(work.resolve("a-directory"));
        CliRun export = cli("champions", "export", "--run", run.toString(), "--generation", "1", "--out", directory.toString());
        assertEquals(2, export.exitCode());
        assertEquals("error: --out " + directory + " is a directory, not a file", export.err().strip());
        CliRun created = cli("network", "new", "--seed", "1", "--out", directory.toString());
        assertEquals("error: --out " + directory + " is a directory, not a file", created.err().strip());
    }

    private static void everyCommandRefuses(String kind, Node maker) throws Exception {
        Path node = maker.make(work.resolve("out-" + kind));
        String path = node.toString();
        List<List<String>> commands = List.of(
                List.of("network", "new", "--seed", "1", "--out", path),
                List.of("network", "average", network.toString(), network.toString(), "--out", path),
                List.of("network", "train", network.toString(), "--games", "2", "--out", path),
                List.of("champions", "export", "--run", run.toString(), "--generation", "1", "--out", path),
                List.of("champions", "export", "--run", run.toString(), "--generation", "1", "--rank", "1", "--out", path),
                List.of("match", "heuristic:1", "random", "--games", "2", "--threads", "1", "--pdn", path),
                List.of("champions", "show", "--run", run.toString(), "--generation", "1", "--pdn", path));
        for (List<String> command : commands) {
            CliRun result = cli(command.toArray(String[]::new));
            assertEquals(2, result.exitCode(), command + ": " + result.out() + result.err());
            assertEquals("error: " + command.get(command.size() - 2) + " " + path + NOT_REGULAR, result.err().strip(),
                    command.toString());
            assertEquals("", result.out(), command + " did its work before it refused");
            assertEquals(kind, SpecialFiles.kind(node), command + " replaced " + node);
        }

        CliRun saved = play("save " + path + "\nquit\n");
        assertEquals(0, saved.exitCode(), saved.err());
        assertTrue(saved.out().contains("Could not save to " + path + ": cannot write " + node.toAbsolutePath() + ": it"
                + NOT_REGULAR + "."), saved.out());
        assertEquals(kind, SpecialFiles.kind(node), "play's save replaced " + node);

        // The commands that write files of fixed names into a directory: report and ladder.
        Path chart = maker.make(Files.createDirectories(work.resolve("charts-" + kind)).resolve("champion-points.png"));
        CliRun report = cli("report", "--run", run.toString(), "--out", chart.getParent().toString());
        assertEquals(2, report.exitCode(), report.out() + report.err());
        // Into a directory the writers go one name at a time, as into a run (OwnTree): its own words.
        assertOneLineNaming(chart, report.err());
        assertEquals(kind, SpecialFiles.kind(chart));
        Path table = maker.make(Files.createDirectories(work.resolve("ladder-" + kind)).resolve("ladder.csv"));
        CliRun ladder = cli("ladder", "--run", run.toString(), "--baselines", "random", "--games", "2", "--search",
                "minimax:1", "--threads", "1", "--out", table.getParent().toString());
        assertEquals(2, ladder.exitCode(), ladder.out() + ladder.err());
        assertOneLineNaming(table, ladder.err());
        assertEquals("", ladder.out(), "the ladder played its games before it refused");
        assertEquals(kind, SpecialFiles.kind(table));
    }

    /** One error line that names the file refused. */
    private static void assertOneLineNaming(Path file, String err) {
        String line = err.strip();
        assertTrue(line.startsWith("error: ") && line.lines().count() == 1 && line.contains(file.toAbsolutePath().toString()), err);
    }

    /** The command line in-process, given at most a minute: a write into a FIFO would block for ever. */
    private static CliRun cli(String... args) {
        return assertTimeoutPreemptively(Duration.ofSeconds(60), () -> CliRun.of(args), String.join(" ", args));
    }

    /** {@code play} against the network with {@code input} as the person's lines. */
    private static CliRun play(String input) {
        return assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            StringWriter out = new StringWriter(), err = new StringWriter();
            CommandLine cli = EvodraughtsCommand.commandLine();
            cli.setOut(new PrintWriter(out, true));
            cli.setErr(new PrintWriter(err, true));
            ((PlayCommand) cli.getSubcommands().get("play").getCommand()).input =
                    new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8));
            List<String> args = new ArrayList<>(List.of("play", "--champion", network.toString(), "--search", "minimax:1"));
            int code = cli.execute(args.toArray(String[]::new));
            return new CliRun(code, out.toString(), err.toString());
        });
    }
}
